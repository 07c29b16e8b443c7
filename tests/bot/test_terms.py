"""The game's nouns (terms.ftl, VARIANTS.md 13) exist for every engine value in every language, and lists are
joined as each language joins them."""

from __future__ import annotations

import pytest

from bot.games.junta.text.terms import (
    card_kind_name,
    card_name,
    card_text,
    card_title,
    location_at,
    office_name,
    office_title,
    phase_name,
    side_name,
    unit_count,
    zone_name,
)
from bot.text.i18n import LOCALES, has, listing
from rules.junta.city import load_city
from rules.junta.offices import Office
from rules.junta.state import Location, Phase
from rules.junta.units import Kind


@pytest.mark.parametrize("locale", LOCALES)
def test_every_engine_noun_has_its_word_in_every_language(locale: str) -> None:
    """Offices, phases, locations, unit kinds, sides, card kinds and zones: each has its message."""
    ids = [f"office-{o.value.replace('_', '-')}" for o in Office]
    ids += [f"office-{o.value.replace('_', '-')}-title" for o in Office]
    ids += [f"phase-{p.value.replace('_', '-')}" for p in Phase]
    ids += [f"location-{loc.value}" for loc in Location]
    ids += [f"unit-{k.value.replace('_', '-')}" for k in Kind]
    ids += [f"side-{s}" for s in ("rebels", "loyalists", "shared", "pro-junta", "pro-president")]
    ids += [f"card-kind-{k}" for k in ("vote", "influence", "donation", "bribe", "assassin", "event", "intelligence")]
    ids += [f"zone-{z.id}" for z in load_city().zones]
    assert [i for i in ids if not has(locale, i)] == []


def test_the_german_terms_are_seed_001s() -> None:
    """VARIANTS 13: Präsident, Minister für Innere Sicherheit, Geheimpolizei's Minister, Präsidenten-Palast."""
    assert office_name("de", Office.PRESIDENT) == "Präsident"
    assert office_title("de", Office.MINISTER) == "Minister für Innere Sicherheit"
    assert office_title("en", Office.MINISTER) == "Minister of Internal Security"
    assert office_name("en", "general_1") == "1st General"
    assert phase_name("de", Phase.BUDGET_VOTE) == "Abstimmung über den Staatshaushalt"
    assert zone_name("de", 14) == "Präsidenten-Palast"
    assert zone_name("en", 14, numbered=True) == "Presidential Palace (14)"
    assert zone_name("en", 99) == "99"
    assert location_at("de", Location.BANK) == "in der Bank"
    assert location_at("en", "hq") == "at Headquarters"
    assert side_name("de", "rebels") == "Aufständische"
    assert card_kind_name("de", "assassin", 2) == "Attentäter-Karten"


def test_units_are_counted_with_the_right_plural() -> None:
    assert unit_count("en", Kind.SOLDIER, 1) == "1 Soldier"
    assert unit_count("en", Kind.SOLDIER, 3) == "3 Soldiers"
    assert unit_count("en", Kind.POLICE, 2) == "2 Police"
    assert unit_count("de", Kind.SOLDIER, 3) == "3 Soldaten"
    assert unit_count("de", Kind.STUDENT, 1) == "1 Student"


def test_lists_are_joined_as_each_language_joins_them() -> None:
    assert listing("en", ["Cortez", "Delgado", "Escobar"]) == "Cortez, Delgado and Escobar"
    assert listing("de", ["Cortez", "Delgado", "Escobar"]) == "Cortez, Delgado und Escobar"
    assert listing("en", ["a", "b"], "or") == "a or b"
    assert listing("de", ["a", "b"], "or") == "a oder b"
    assert listing("de", ["a"]) == "a"
    assert listing("en", [], empty="nobody") == "nobody"


@pytest.mark.parametrize("locale", LOCALES)
def test_every_card_has_its_name_and_text_in_every_language(locale: str) -> None:
    """cards.ftl names every card of cards.toml by its key (seed 001's German names, VARIANTS 13.6) and gives the
    text of every card that has one."""
    from rules.junta.cards import CARDS

    assert [c.key for c in CARDS if not has(locale, f"card-{c.key.replace('_', '-')}")] == []
    assert [c.key for c in CARDS if c.effect and not card_text(locale, c.key, c.target)] == []
    for c in CARDS:
        if c.target:
            assert has(locale, "bribe-force-" + c.target.lower().replace(" ", "-")), c.target


def test_card_names_follow_seed_001() -> None:
    from rules.junta.cards import CARDS

    assert card_name("de", "bank_holiday") == "Bank-Ferien"
    assert card_name("en", "bank_holiday") == "Bank Holiday"
    vote3 = next(c.id for c in CARDS if c.kind == "vote" and c.votes == 3)
    assert card_title("en", vote3) == "Vote (3)"
    police = next(c.id for c in CARDS if c.target == "Police")
    assert card_title("en", police) == "Bribe the Brigade (Police)"
    assert card_title("de", police) == "Bestechung der Brigade (Polizei)"


def test_the_english_card_names_and_texts_are_cards_toml() -> None:
    """English is a catalogue like German: it says what cards.toml says."""
    from rules.junta.cards import CARDS

    for c in CARDS:
        assert card_name("en", c.key) == c.name
        assert card_title("en", c.id) == c.title
        if c.effect:
            assert card_text("en", c.key, c.target) == c.effect.replace("the card's force", f"the {c.target}")
