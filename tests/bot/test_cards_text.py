"""Cards as players read them (bot/games/junta/text/cards.py): /card's page for every card of the deck (its text, when
it is played and with which command, its cost), finding a card by name or number, the autocomplete, and the one-line
effect every hand and draw gives each card."""

from __future__ import annotations

import dataclasses
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.games.junta.text.cards import card_choices, card_line, card_page, effect, find_cards, hand_lines
from bot.games.junta.text.messages import MAX_TEXT_CHARS
from bot.games.junta.text.news import event_text
from bot.games.junta.text.status import status_page
from rules.events import PUBLIC, Event, to
from rules.junta.cards import DECK, CardSpec
from rules.junta.engine import new_game
from rules.junta.state import GameState
from rules.junta.views import player_view


def _command(spec: CardSpec) -> str:
    """The command a card is played with, as the engine's refusals of a plain card play say."""
    if spec.kind == "vote":
        return "/vote"
    if spec.when == "vote":
        return "/votecard"
    if spec.kind == "assassin":
        return "/assassinate"
    if spec.when == "coup":
        return "/coupcard"
    return "/play"


@pytest.mark.parametrize("spec", DECK, ids=lambda s: f"#{s.id}")
def test_card_shows_every_cards_text_timing_and_cost(spec: CardSpec) -> None:
    """`/card` for every card of the deck: its title and number, its effect from cards.toml, when and with which
    command it is played, and what it costs; in one message."""
    found = find_cards("en", f"#{spec.id}")
    assert found == (spec,)
    page = card_page("en", spec)
    assert len(page) <= MAX_TEXT_CHARS
    assert page.startswith(f"**{spec.title}**") and f"#{spec.id}" in page
    assert f"**Effect:** {effect('en', spec)}" in page
    first_words = " ".join(spec.effect.split()[:4])
    if spec.effect and "card's force" not in first_words:
        assert first_words in page, first_words
    when = re.search(r"\*\*When:\*\* (.*)", page)
    assert when and _command(spec) in when.group(1), page
    cost = re.search(r"\*\*Cost:\*\* (.*)", page)
    assert cost, page
    if spec.cost:
        assert cost.group(1).startswith(f"{spec.cost} MP"), cost.group(1)
    elif spec.kind == "bribe":
        assert "1 MP per unit" in cost.group(1)
    else:
        assert cost.group(1) == "Nothing."
    for raw in ("_", "when =", "kind =", "before_coup", "coup_end"):
        assert raw not in page, raw


def test_card_timing_names_the_phases_of_the_rules() -> None:
    """A card of one phase names it; a card of any time says so; a coup card says it is rebel-only action before
    the coup; a vote card goes inside a vote."""
    by_name = {s.name: s for s in DECK}
    assert "only in this phase: Cabinet appointment" in card_page("en", by_name["President's Authority Disputed"])
    assert "at any time" in card_page("en", by_name["Intelligence"])
    assert "rebel-only action" in card_page("en", by_name["General Strike"])
    assert "cards option of /vote president" in card_page("en", by_name["Vote"])
    assert "free with Underworld in play" in card_page("en", by_name["Professional Assassin"])
    assert "Only at the Mistress" in card_page("en", by_name["Character Assassin"])


def test_a_card_is_found_by_number_with_or_without_hash() -> None:
    assert find_cards("en", "#11") == find_cards("en", "11") == find_cards("en", " # 11 ") == (DECK[11],)
    assert DECK[11].title == "Vote (5)"


def test_a_card_is_found_by_title_name_or_part_of_a_title() -> None:
    """'Vote (5)' is one card; 'Vote' is every Vote card, once per value; 'press' and 'spy in' find one card."""
    assert [c.title for c in find_cards("en", "Vote (5)")] == ["Vote (5)"]
    assert [c.title for c in find_cards("en", "vote")] == ["Vote (2)", "Vote (3)", "Vote (4)", "Vote (5)"]
    assert [c.title for c in find_cards("en", "press")] == ["Press"]
    assert [c.title for c in find_cards("en", "spy in")] == ["Spy in Switzerland"]


def test_a_bad_card_name_is_refused_with_a_sentence() -> None:
    """A name that fits no card, a number past the deck, a part of several titles: a sentence, no card."""
    assert find_cards("en", "Kazoo") == (
        "There is no card 'Kazoo': pick one from the list, or give its number (e.g. #26)."
    )
    # #95 is the classic deck's fourth Amateur Assassin (rules.junta.cards.CARDS: every variant's cards in one id
    # space).
    assert find_cards("en", "#96") == "There is no card #96: the cards are numbered #0 to #95."
    several = find_cards("en", "strike")
    assert isinstance(several, str) and several.startswith("Several cards fit 'strike' (") and "Dock Strike" in several
    assert isinstance(find_cards("en", "   "), str)


@pytest.mark.parametrize("typed", ["", "a", "e", "1", "#", "#2", "9", "vote", "Bribe", "zzz", "#999"])
def test_card_autocomplete_offers_at_most_25_choices_each_a_card(typed: str) -> None:
    """At most 25 choices, names and values within Discord's 100 characters, and every value finds one card."""
    choices = card_choices("en", typed)
    assert len(choices) <= 25
    for name, value in choices:
        assert 0 < len(name) <= 100 and 0 < len(value) <= 100
        found = find_cards("en", value)
        assert isinstance(found, tuple) and len(found) == 1, (typed, value)


def test_card_autocomplete_by_number() -> None:
    """'11' or '#11' offers card #11 first, then the other numbers starting with it."""
    assert card_choices("en", "11")[0] == ("#11 Vote (5)", "11")
    assert card_choices("en", "#11")[0] == ("#11 Vote (5)", "11")
    assert [v for _, v in card_choices("en", "2")] == ["2", *[str(n) for n in range(20, 30)]]


def test_card_autocomplete_by_name() -> None:
    """Words offer each card title containing them once, with its numbers."""
    assert card_choices("en", "press")[0] == ("Press (#26)", "Press")  # before '...Against Oppression'
    assert card_choices("en", "Spy") == [("Spy in Switzerland (#66)", "Spy in Switzerland")]
    assert [v for _, v in card_choices("en", "Vote")] == ["Vote (2)", "Vote (3)", "Vote (4)", "Vote (5)", "Rigged Vote"]
    assert ("Vote (2) (#0-#3)", "Vote (2)") in card_choices("en", "vote")


def test_every_card_has_a_one_line_effect() -> None:
    """'#26 Press: ...': the number, the title, the effect, on one line."""
    for spec in DECK:
        line = card_line("en", spec.id)
        assert line.startswith(f"#{spec.id} {spec.title}: ") and "\n" not in line
        assert len(line) < 300 and line.endswith("."), line
    assert card_line("en", 26) == "#26 Press: Influence: 2 votes in every budget and presidential vote while in play."
    assert "roll of 4-6" in card_line("en", 43) and "Costs 1 MP" in card_line("en", 43)
    assert card_line("en", 85) == "#85 Peasant Revolt: Gives a coup excuse."


def test_the_cards_drawn_are_told_with_their_effects() -> None:
    """The private draw event is read as one card a line with its effect; other events keep their sentence."""
    drawn = Event("cards_drawn", "You draw Press, Miscount.", to(0), {"cards": [26, 93]})
    assert event_text("en", drawn, ()) == f"You draw:\n- {card_line('en', 26)}\n- {card_line('en', 93)}"
    other = Event("turn_begins", "Turn 1 begins.", PUBLIC, {"turn": 1})
    assert event_text("en", other, ()) == "Turn 1 begins."
    assert event_text("en", dataclasses.replace(drawn, data={}), ()) == "You draw Press, Miscount."


def test_cards_given_are_told_with_their_effects() -> None:
    """A gift of cards keeps its sentence and lists each card given with its effect; a gift of cash is unchanged."""
    gift = Event("gift", "Garcia gives Lopez Press.", to(0, 1), {"giver": 0, "receiver": 1, "cards": [26]})
    assert event_text("en", gift, ("Garcia", "Lopez")) == f"Garcia gives Lopez Press.\n- {card_line('en', 26)}"
    cash = Event("gift", "Garcia gives Lopez 3 MP.", to(0, 1), {"giver": 0, "receiver": 1, "amount": 3})
    assert event_text("en", cash, ()) == "Garcia gives Lopez 3 MP."


def test_the_status_page_lists_the_hand_with_effects() -> None:
    """The Status Page lists each card of the hand on its own line with its number and effect."""
    made = new_game(["Garcia", "Lopez", "Perez", "Diaz", "Ruiz", "Soto"], "cards-text", "web")
    assert isinstance(made, GameState)
    players = list(made.players)
    players[0] = dataclasses.replace(players[0], hand=(26, 93))
    state = dataclasses.replace(made, players=tuple(players))
    page = status_page("en", "Republica", player_view(state, 0), (), owes=False, done=False, deadline=None)
    assert "Hand:\n" + "\n".join(hand_lines("en", (26, 93))) in page
    empty = status_page("en", "Republica", player_view(made, 0), (), owes=False, done=False, deadline=None)
    assert "Hand: no cards." in empty


@given(st.text(max_size=120))
def test_whatever_is_typed_for_a_card_is_a_card_or_a_sentence(typed: str) -> None:
    """Any text typed for /card finds one or more cards or is refused with a sentence, never an error; its
    autocomplete offers at most 25 choices within Discord's 100 characters, each of which finds one card."""
    found = find_cards("en", typed)
    if isinstance(found, str):
        assert found.endswith(".") and found[0].isupper()
    else:
        assert found and all(isinstance(c, CardSpec) for c in found)
    choices = card_choices("en", typed)
    assert len(choices) <= 25
    for name, value in choices:
        assert len(name) <= 100 and len(value) <= 100
        hit = find_cards("en", value)
        assert isinstance(hit, tuple) and len(hit) == 1


def test_card_autocomplete_offers_the_players_hand_first() -> None:
    """In a game, the cards of the player's hand that fit what he types come first, marked as his."""
    assert card_choices("en", "", (93, 26))[:2] == [
        ("#93 Miscount (in your hand)", "93"),
        ("#26 Press (in your hand)", "26"),
    ]
    assert card_choices("en", "press", (93, 26))[0] == ("#26 Press (in your hand)", "26")
    assert card_choices("en", "2", (93, 26))[0] == ("#26 Press (in your hand)", "26")
    assert ("#26 Press", "26") not in card_choices("en", "2", (93, 26))
    assert card_choices("en", "Kazoo", (93, 26)) == []
