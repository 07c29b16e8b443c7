"""What players read in a Mini-Junta game (issue 16): the help explains the straw men, the cabinet's announcement
asks the President for the opposition's brigade, and the Status Pages speak of straw men in sentences."""

from __future__ import annotations

from dataclasses import replace

from bot.games.junta.text import status_page
from bot.games.junta.text.help import help_pages
from bot.games.junta.text.news import event_text
from bot.games.junta.text.phases import phase_call
from rules.events import Event, to
from rules.junta import duties, straw
from rules.junta.engine import new_game
from rules.junta.offices import Office
from rules.junta.orders import OppositionBrigade
from rules.junta.state import GameState, Phase
from rules.junta.variants import MINI
from rules.junta.views import for_leaders, player_view
from tests.bot.test_status_pages import INTERNAL
from tests.said import english
from tests.said import owed as duty_said


def test_the_help_of_a_mini_game_explains_the_straw_men() -> None:
    """VARIANTS 10.1, 10.5, 10.6: the help tells who leads which faction, the faction table, how a leader gives a
    straw man's orders (the game option 'game / straw man'), the swap, and that only real players win."""
    text = "\n".join(help_pages("en", None, (), MINI))
    assert "**Straw men** (Mini-Junta)" in text and "'game / straw man'" in text and "/swap" in text
    assert "only real players win" in text
    assert "whoever starts the game names the first President" in text


def test_the_cabinet_asks_for_the_oppositions_brigade() -> None:
    """VARIANTS 10.3: "Nothing else is appointed": the announcement names /opposition (and /minister), not
    /appoint."""
    call = phase_call("en", Phase.CABINET, MINI)
    assert "/opposition" in call and "/minister" in call and "/appoint" not in call


def test_status_pages_name_the_leaders_straw_men_in_sentences() -> None:
    """VARIANTS 10.6: a leader's page names the straw men he decides for and how to order for them; a straw man's
    page, seen by his leader, reads as his; no internal ids anywhere."""
    g = new_game(["Alba", "Borges"], "text", "mini", president=0)
    assert isinstance(g, GameState)
    players = list(g.players)
    players[2] = replace(players[2], faction="government")
    g = replace(g, players=tuple(players))
    own = status_page("en", "Republica", player_view(g, 0), (), owes=False, done=False, deadline=None)
    assert "Your straw men this round: Sunglasses." in own and "'Republica / Sunglasses'" in own
    his = status_page("en", "Republica", player_view(g, 2), (), owes=False, done=False, deadline=None)
    assert his.split("\n")[1].startswith("This is Sunglasses, your straw man (in the government)")
    for page in (own, his):
        assert not INTERNAL.search(page), INTERNAL.search(page)


def test_the_presidents_cabinet_words_are_mini_juntas() -> None:
    """VARIANTS 10.3 (001 §17): "The President names which brigade the opposition leader commands ... Default: last
    round's; in round 1, lot"; "Nothing else is appointed"; 11.3 (three players): he names the Minister too. What
    the President reads in the Cabinet phase (his DM and Status Page, and his Done summary's list of what he has not
    given) names /opposition (and /minister), never /appoint or a cabinet appointed; the other real player reads
    that the President names the brigade."""
    g = new_game(["Alba", "Borges"], "words", "mini", president=0)
    assert isinstance(g, GameState) and g.phase is Phase.CABINET
    owed = duties.missing(g, 0, ())
    assert [duty_said(d, g) for d in owed] == ["No brigade named for the opposition: lot gives it one."]
    assert duties.missing(g, 0, (OppositionBrigade(Office.GENERAL_2),)) == ()
    gaps = [duty_said(d, g) for d in owed]
    page = status_page("en", "Republica", player_view(g, 0), (), owes=True, done=False, deadline=None, missing=gaps)
    assert "/opposition" in page and "/appoint" not in page and "No cabinet appointed" not in page, page
    other = status_page("en", "Republica", player_view(g, 1), (), owes=False, done=False, deadline=None)
    assert "/appoint" not in other and "The President names the opposition's brigade" in other, other
    assert [duty_said(d, g) for d in duties.missing(replace(g, turn=2), 0, ())] == [
        "No brigade named for the opposition: it keeps last round's."
    ]
    three = new_game(["Alba", "Borges", "Cortez"], "words", "mini")
    assert isinstance(three, GameState)
    three = replace(three, phase=Phase.CABINET, turn=1, president=0, election=None)
    asks = status_page("en", "Republica", player_view(three, 0), (), owes=True, done=False, deadline=None)
    assert "/opposition" in asks and "/minister" in asks and "/appoint" not in asks, asks
    assert [duty_said(d, three) for d in duties.missing(three, 0, ())] == [
        "No brigade named for the opposition: lot gives it one.",
        "No Minister named: lot names one of the other two.",
    ]


def test_the_start_cites_no_seed_and_the_straw_mens_draws_are_labelled() -> None:
    """VARIANTS 10.2.3: "At set-up every real player is shown every straw man's hand once, privately" (said in plain
    words: players read no seed citations such as "001 §17.1"); 10.6: "seeing his hand | only the leader of his
    faction": at a round's start the leader reads his own draw as "You draw:" and each straw man's as
    "Sunglasses, your straw man, draws:"."""
    g = new_game(["Alba", "Borges"], "words", "mini", president=0)
    assert isinstance(g, GameState)
    _, shown = straw.opening(g)
    private = {pid: english(e, g) for pid, e in shown.items()}
    assert all("§" not in text and "001" not in text for text in private.values()), private
    assert private[0].startswith("You are shown the straw men's hands, once, at the start of the game: ")
    players = list(g.players)
    players[2] = replace(players[2], faction="government")
    g = replace(g, players=tuple(players))
    drawn = [Event("cards_drawn", "You draw two cards.", to(pid), {"cards": [1, 2]}) for pid in (0, 2)]
    told = [e for e in for_leaders(g, drawn) if e.audience.sees(0)]
    heads = [event_text("en", e, (), MINI).split("\n")[0] for e in told]
    assert heads == ["You draw:", "Sunglasses, your straw man, draws:"]
    heads = [event_text("de", e, (), MINI).split("\n")[0] for e in told]
    assert heads == ["Du ziehst:", "Sunglasses, dein Strohmann, zieht:"]
