"""`/junta help` teaches the game: what Junta is, how to win, the turn's phases in order with what each asks and of
whom, where orders go; topics go deeper. Every page fits one Discord message."""

from __future__ import annotations

from bot.games.junta.cogs.game import command_infos
from bot.games.junta.text.help import TOPICS, help_pages, turn_phases
from bot.games.junta.text.messages import MAX_TEXT_CHARS
from bot.games.junta.text.phases import phase_call
from bot.games.junta.text.terms import office_title, phase_name
from rules.junta.cards import HAND_LIMIT
from rules.junta.city import CITY
from rules.junta.offices import OFFICE_INFO
from rules.junta.state import Phase
from tests.bot.test_options import tree


def _text(topic: str | None) -> str:
    return "\n".join(help_pages("en", topic, command_infos(tree()) if topic == "commands" else ()))


def test_the_help_says_what_junta_is_and_how_to_win() -> None:
    """The overview says what the game is and how to win: the most money in the Swiss account when the budget can
    no longer be drawn (RULES 6)."""
    text = _text(None)
    assert "**Junta**" in text and "game master" in text
    assert "How to win" in text and "Swiss bank account" in text and "most MP in Switzerland wins" in text
    assert "budget can no longer be drawn" in text


def test_the_help_names_every_phase_in_order_with_what_it_asks() -> None:
    """Every phase of the game (the declaration, without the end) is named in the overview, in the order the
    game plays them, each with what it asks and of whom."""
    text = _text(None)
    phases = [p for p in Phase if p is not Phase.GAME_OVER]
    assert turn_phases() == phases
    places = [text.index(f"**{phase_name('en', p)}**") for p in phases]
    assert places == sorted(places)
    for phase in phases:
        assert phase_call("en", phase) in text, phase


def test_the_help_says_where_orders_go() -> None:
    """Orders go to the bot in DMs; the channel is public."""
    text = _text(None)
    assert "orders are secret and go to me in our DMs" in text and "This channel is public" in text
    assert "/junta join" in text


def test_every_topic_is_offered_and_fits_discord_messages() -> None:
    """Each topic (and the overview) comes in pages of at most 1,900 characters (Discord takes 2,000), none empty;
    the topic option offers at most 25 choices."""
    assert set(TOPICS) == {"phases", "offices", "coup", "money", "cards", "commands"} and len(TOPICS) <= 25
    for topic in [None, *TOPICS]:
        pages = help_pages("en", topic, command_infos(tree()))
        assert pages and all(0 < len(p) <= MAX_TEXT_CHARS < 2000 for p in pages), (topic, [len(p) for p in pages])


def test_the_topics_that_fit_one_message_are_one_message() -> None:
    """The offices, money and cards each come as a single message; the coup, with its retreat routes, in two."""
    for topic in ("offices", "money", "cards"):
        assert len(help_pages("en", topic)) == 1, topic
    assert len(help_pages("en", "coup")) <= 2


def test_the_phases_topic_gives_each_phase_its_default() -> None:
    """The phases topic names every phase with what happens to whoever gives no order (RULES 7)."""
    text = _text("phases")
    for phase in turn_phases():
        assert f"**{phase_name('en', phase)}**" in text
    assert text.count("No order:") == len(turn_phases())
    assert "Done" in text and "deadline" in text


def test_the_offices_topic_names_every_office_with_its_votes() -> None:
    """Every office, with its votes and what it does."""
    text = _text("offices")
    for info in OFFICE_INFO.values():
        votes = f"{info.votes} votes" if info.votes != 1 else "1 vote"
        assert f"**{office_title('en', info.office)}** ({votes}): " in text
    assert "no special powers" not in text


def test_the_coup_topic_covers_phases_moves_sides_and_control_points() -> None:
    """The six coup phases, stack moves, Rebels and Loyalists, and every control point by name."""
    text = _text("coup")
    assert "Six Coup Phases" in text and "Stack moves" in text and "Rebel" in text and "Loyalist" in text
    for zone in CITY.control_points:
        assert CITY.zone(zone).name in text
    assert "3 of 5 win the coup" in text


def test_the_money_topic_covers_swiss_accounts_bank_and_budget() -> None:
    text = _text("money")
    assert "Swiss account" in text and "**The Bank:**" in text and "/bank" in text and "/budget" in text


def test_the_cards_topic_says_how_to_play_cards_and_the_hand_limit() -> None:
    text = _text("cards")
    assert f"Hand limit {HAND_LIMIT}" in text
    for command in ("/play", "/vote", "/votecard", "/assassinate", "/coupcard", "/discard", "/card"):
        assert command in text, command


def test_the_commands_topic_groups_commands_by_where_they_are_used() -> None:
    """Commands come grouped: the channel, the player's own business, the orders by part of the game, moderators;
    /card and /speech are marked usable anywhere."""
    text = _text("commands")
    heads = ["In the game channel", "Your own business", "Elections, the cabinet", "Locations", "The coup", "For mod"]
    places = [text.index(f"**{h}") for h in heads]
    assert places == sorted(places)
    assert "`/card` (here or in our DMs)" in text and "`/gm advance`" in text and "`/vote budget`" in text


def test_an_unknown_topic_is_a_sentence() -> None:
    assert help_pages("en", "weather") == ["There is no help topic 'weather'. The topics: " + ", ".join(TOPICS) + "."]
