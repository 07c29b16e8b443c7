"""What players read in a Mini-Junta game (issue 16): the help explains the straw men, the cabinet's announcement
asks the President for the opposition's brigade, and the Status Pages speak of straw men in sentences."""

from __future__ import annotations

from bot.text import status_page
from bot.text.help import help_pages
from bot.text.phases import phase_call
from rules.engine import new_game
from rules.state import GameState, Phase
from rules.variants import MINI
from rules.views import player_view
from tests.bot.test_status_pages import INTERNAL


def test_the_help_of_a_mini_game_explains_the_straw_men() -> None:
    """VARIANTS 10.1, 10.5, 10.6: the help tells who leads which faction, the faction table, how a leader gives a
    straw man's orders (the game option 'game / straw man'), the swap, and that only real players win."""
    text = "\n".join(help_pages(None, (), MINI))
    assert "**Straw men** (Mini-Junta)" in text and "'game / straw man'" in text and "/swap" in text
    assert "only real players win" in text
    assert "whoever starts the game names the first President" in text


def test_the_cabinet_asks_for_the_oppositions_brigade() -> None:
    """VARIANTS 10.3: "Nothing else is appointed": the announcement names /opposition (and /minister), not
    /appoint."""
    call = phase_call(Phase.CABINET, MINI)
    assert "/opposition" in call and "/minister" in call and "/appoint" not in call


def test_status_pages_name_the_leaders_straw_men_in_sentences() -> None:
    """VARIANTS 10.6: a leader's page names the straw men he decides for and how to order for them; a straw man's
    page, seen by his leader, reads as his; no internal ids anywhere."""
    g = new_game(["Alba", "Borges"], "text", "mini", president=0)
    assert isinstance(g, GameState)
    from dataclasses import replace

    players = list(g.players)
    players[2] = replace(players[2], faction="government")
    g = replace(g, players=tuple(players))
    own = status_page("Republica", player_view(g, 0), (), owes=False, done=False, deadline=None)
    assert "Your straw men this round: Sunglasses." in own and "'Republica / Sunglasses'" in own
    his = status_page("Republica", player_view(g, 2), (), owes=False, done=False, deadline=None)
    assert his.split("\n")[1].startswith("This is Sunglasses, your straw man (in the government)")
    for page in (own, his):
        assert not INTERNAL.search(page), INTERNAL.search(page)
