"""Starting a game (RULES 1, 3.1, 5): player counts, the money deck, the political deck.

One test per rule clause; each docstring quotes the rulebook sentence it checks.
"""

from __future__ import annotations

from collections import Counter
from importlib import resources

import pytest

from rules.junta.cards import DECK, EXPECTED_COUNTS, CardDataError, check_deck, load_deck, parse_deck
from rules.junta.duties import in_play
from rules.junta.engine import new_game, owed
from rules.junta.money import EXTRA_BILLS_MAX, KNOWN_BILLS
from rules.junta.state import GameState, Phase, Status
from rules.rejections import Rejection
from tests.rules.helpers import NAMES, fresh
from tests.said import english


def _names(n: int) -> list[str]:
    return [f"Family {i}" for i in range(n)]


# --- players -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [6, 7, 8, 9, 10])
def test_game_starts_with_six_to_ten_players(n: int) -> None:
    """RULES 3.1: "Players join in the game channel. The game starts with 6-10 players." """
    g = new_game(_names(n), "seed")
    assert isinstance(g, GameState)
    assert len(g.players) == n
    assert [p.id for p in g.players] == list(range(n))


@pytest.mark.parametrize("n", [0, 1, 5, 11, 12])
def test_bad_player_count_is_a_rejection(n: int) -> None:
    """RULES 1: "6 to 10 players (R: fewer cannot fill ten offices under the two-office cap)." A wrong count is
    refused with a reason, not an exception."""
    got = new_game(_names(n), "seed")
    assert isinstance(got, tuple)
    assert [r.code for r in got] == ["player_count"]
    assert isinstance(got[0], Rejection)
    assert str(n) in english(got[0]) and "6 to 10" in english(got[0])


@pytest.mark.parametrize(
    "names",
    [
        ["Alba", "Borges", "Cortez", "Duarte", "Esteban", "Alba"],
        ["Alba", "Borges", "Cortez", "Duarte", "Esteban", "ALBA"],
        ["Alba", "Borges", "Cortez", "Duarte", "Esteban", "  alba "],
        ["Alba", "Borges", "Cortez", "Duarte", "Esteban", "   "],
    ],
)
def test_duplicate_or_empty_family_names_are_a_rejection(names: list[str]) -> None:
    """RULES 1: "Each player is a family: a display name ..." Two families may not share a name (compared without
    case or surrounding spaces), and every family needs one: refused with a reason, not an exception."""
    got = new_game(names, "seed")
    assert isinstance(got, tuple)
    assert [r.code for r in got] == ["family_names"]
    assert english(got[0])


def test_unknown_variant_is_a_rejection() -> None:
    """RULES 1: "Variant `web` (default)" — the classic variant is for later; an unknown variant is refused."""
    got = new_game(_names(6), "seed", variant="nonesuch")
    assert isinstance(got, tuple)
    assert [r.code for r in got] == ["no_such_variant"]


def test_every_family_starts_alive_with_nothing() -> None:
    """RULES 1: "Each player is a family: a display name, an alive/dead/exiled status, cash ("pocket"), a Swiss
    bank account, a hand of political cards, influence cards in play"; a new family has nothing yet."""
    g = fresh(8)
    for p, name in zip(g.players, NAMES, strict=False):
        assert p.name == name
        assert p.status is Status.ALIVE
        assert p.pocket == () and p.bank == () and p.hand == () and p.influence == ()
    assert g.president is None and g.seats == ()
    assert g.turn == 0


def test_game_begins_with_nominations_owed_by_nobody() -> None:
    """RULES 3.2: "Nomination phase (one day): any player *may* nominate any player for President": nothing is
    owed (with no nomination every player is a candidate), yet all seven must mark done before it closes early
    (RULES 2)."""
    g = fresh(7)
    assert g.phase is Phase.NOMINATION
    assert owed(g) == frozenset()
    assert in_play(g) == frozenset(range(7))


def test_same_seed_same_game() -> None:
    """RULES 1: "Everything random comes from one seeded generator per game, so a game can be replayed exactly
    from its seed and orders." """
    assert fresh(6, "abc") == fresh(6, "abc")
    assert fresh(6, "abc").money_deck != fresh(6, "abd").money_deck


# --- the money deck ------------------------------------------------------------------------------------------
def test_money_deck_known_bills() -> None:
    """RULES 5: "The money deck: 51 x 1 MP, 30 x 2 MP, 15 x 3 MP" (the web rules: "There are 51 one MP notes, 30
    two MP notes, and 15 three MP notes, for a total of 96 bills")."""
    for seed in ("a", "b", "c"):
        deck = fresh(6, seed).money_deck
        known = Counter(b.value for b in deck if b.id < KNOWN_BILLS)
        assert KNOWN_BILLS == 96
        assert known == Counter({1: 51, 2: 30, 3: 15})


def test_money_deck_extra_bills() -> None:
    """RULES 5: "plus 0-14 extra bills (uniform count, each of a random denomination 1-3), all shuffled." """
    extras: set[int] = set()
    for seed in range(200):
        deck = fresh(6, f"x{seed}").money_deck
        extra = [b for b in deck if b.id >= KNOWN_BILLS]
        assert 0 <= len(extra) <= EXTRA_BILLS_MAX == 14
        assert all(b.value in (1, 2, 3) for b in extra)
        assert len(deck) == KNOWN_BILLS + len(extra)
        assert len({b.id for b in deck}) == len(deck)
        extras.add(len(extra))
    # Over 200 seeds the count varies across the whole range, ends included.
    assert {0, 14} <= extras
    assert len(extras) == 15


def test_money_deck_is_shuffled() -> None:
    """RULES 5: "... all shuffled." The deck is not in id or denomination order."""
    deck = fresh(6).money_deck
    assert [b.id for b in deck] != sorted(b.id for b in deck)
    assert [b.value for b in deck] != sorted(b.value for b in deck)


def test_money_deck_bills_are_objects() -> None:
    """RULES 5: "Bills are objects with denominations: cash, budget pool and bank hold bills, not just
    totals." """
    deck = fresh(6).money_deck
    assert all(hasattr(b, "id") and b.value in (1, 2, 3) for b in deck)


# --- the political deck --------------------------------------------------------------------------------------
def test_political_deck_counts() -> None:
    """The web rules: "There are 88 Political Cards, consisting of 12 Vote Cards, 18 Influence Cards, 5 Secret
    Political Donations, 8 Bribe Cards, 10 Assassin Cards, 7 Intelligence Cards, and 35 Event Cards." (The counts
    add up to 95, and the counts win.)"""
    got = Counter(c.kind for c in DECK)
    assert got == Counter(
        {"vote": 12, "influence": 18, "donation": 5, "bribe": 8, "assassin": 10, "intelligence": 7, "event": 35}
    )
    assert len(DECK) == 95
    assert dict(got) == EXPECTED_COUNTS


def test_cards_toml_loads() -> None:
    """RULES (header): "The city map is `city.toml`, the cards are `cards.toml` beside this file." The shipped
    copy loads and passes its own checks."""
    text = resources.files("rules.junta").joinpath("data/cards.toml").read_text(encoding="utf-8")
    deck = parse_deck(text)
    check_deck(deck)
    assert load_deck() == DECK == deck
    assert [c.id for c in DECK] == list(range(len(DECK)))


def test_cards_toml_with_a_wrong_count_is_refused() -> None:
    """The web rules' deck counts are checked when the cards load: one Vote card too few is an error."""
    text = resources.files("rules.junta").joinpath("data/cards.toml").read_text(encoding="utf-8")
    broken = text.replace("values = [2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 5, 5]", "values = [2, 2, 2, 3, 3, 3, 3, 4, 4, 5, 5]")
    assert broken != text
    with pytest.raises(CardDataError, match="vote"):
        check_deck(parse_deck(broken))


def test_political_deck_is_shuffled_once_each() -> None:
    """A new game holds every political card exactly once, shuffled from the seed."""
    g = fresh(6)
    assert sorted(g.political_deck) == list(range(len(DECK)))
    assert list(g.political_deck) != sorted(g.political_deck)
    assert g.discards == ()
