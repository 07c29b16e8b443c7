"""The board game's deck (`classic`, VARIANTS.md 8.1), as data composed over cards.toml's cards. One test per
clause; each docstring quotes VARIANTS.md and its seed 001 citation."""

from __future__ import annotations

from collections import Counter

import pytest

from rules.junta.cards import DECK, CardDataError, load_classic_deck, parse_deck

CLASSIC = load_classic_deck()


def _names(kind: str) -> Counter[str]:
    return Counter(c.name for c in CLASSIC if c.kind == kind)


def test_the_classic_deck_has_64_cards() -> None:
    """VARIANTS 8.1: "The deck (64 cards)"; "a test checks that the classic deck has 64 cards"."""
    assert len(CLASSIC) == 64
    assert [c.id for c in CLASSIC] == list(range(64))


def test_influence_one_each_of_twelve() -> None:
    """VARIANTS 8.1 (001 §5.3.3 counts 12): "one each of Labor Union 4, Peasants 3, ..., Rigged Vote (12)"."""
    influence = _names("influence")
    assert len(influence) == 12 and set(influence.values()) == {1}


def test_seven_assassins_and_no_location_thieves() -> None:
    """VARIANTS 8.1 (001 §5.3.4 counts 7): "Amateur 4, Professional 2, Monarchist 1"; "Character Assassin, Burglar
    and Bank Robber are left out"."""
    assert _names("assassin") == Counter({"Amateur Assassin": 4, "Professional Assassin": 2, "Monarchist Assassin": 1})


def test_bribes_and_donations() -> None:
    """VARIANTS 8.1 (001 §5.3.5, §5.3.6): "Bribe the Assassin 2; Bribe the Brigade 5 (1st, 2nd, 3rd Brigade, Police,
    Palace Guard)"; "Secret Political Donation 4"."""
    assert _names("bribe") == Counter({"Bribe the Assassin": 2, "Bribe the Brigade": 5})
    brigades = {c.target for c in CLASSIC if c.name == "Bribe the Brigade"}
    assert brigades == {"1st Brigade", "2nd Brigade", "3rd Brigade", "Police", "Palace Guard"}
    assert _names("donation") == Counter({"Secret Political Donation": 4})


def test_twenty_five_events_one_copy_each() -> None:
    """VARIANTS 8.1 (001 §5.3.1 names them): "the 25 events of 8.2, one copy each"."""
    events = _names("event")
    assert len(events) == 25 and set(events.values()) == {1}


def test_nine_vote_cards() -> None:
    """VARIANTS 8.1: vote "9: values 2, 2, 3, 3, 3, 4, 4, 5, 5"; intelligence: "none"."""
    assert sorted(c.votes for c in CLASSIC if c.kind == "vote") == [2, 2, 3, 3, 3, 4, 4, 5, 5]
    assert not [c for c in CLASSIC if c.kind == "intelligence"]


def test_each_classic_card_keeps_its_web_definition() -> None:
    """VARIANTS 8.3: the cards keep cards.toml's effects unless a clause says otherwise; only the copies differ."""
    web = {c.name: c for c in DECK}
    for c in CLASSIC:
        w = web[c.name]
        assert (c.kind, c.when, c.effect, c.cost) == (w.kind, w.when, w.effect, w.cost)


def test_a_deck_naming_an_unknown_card_is_refused() -> None:
    """The composition is checked against cards.toml: a misspelt key is a data error, not a silent omission."""
    with pytest.raises(CardDataError, match="does not have"):
        parse_deck('[[card]]\nkind = "event"\nkey = "miscount"\nname = "Miscount"\n', "[copies]\nmiscont = 1\n")


def test_a_card_without_a_key_is_refused() -> None:
    """Every card has a stable key (issue 23): one without is a data error."""
    with pytest.raises(CardDataError, match="no key"):
        parse_deck('[[card]]\nkind = "event"\nname = "Miscount"\n')
