"""The game's nouns in a reader's language (bot/text/locales/*/terms.ftl, VARIANTS.md 13): offices, phases,
locations, units, sides, card kinds and the city's zones, looked up by the engine's values.

    office_name("de", Office.GENERAL_1)   -> 'General der 1. Brigade'
    unit_count("de", Kind.SOLDIER, 3)     -> '3 Soldaten'
    zone_name("en", 14)                   -> 'Presidential Palace'

Every function takes the engine's value or its string (what an event's data carries) and the reader's locale.
"""

from __future__ import annotations

from enum import Enum

from bot.text.i18n import Locale, has, t
from rules.junta.cards import CARDS, card

__all__ = [
    "bribe_force",
    "card_kind_name",
    "card_name",
    "card_text",
    "card_title",
    "location_at",
    "location_name",
    "location_to",
    "message_key",
    "money",
    "office_name",
    "office_title",
    "phase_name",
    "side_name",
    "unit_count",
    "unit_name",
    "zone_name",
]


def message_key(value: object) -> str:
    """An engine value as a message id's part: its enum value, underscores turned into dashes."""
    raw = value.value if isinstance(value, Enum) else value
    return str(raw).replace("_", "-")


def office_name(locale: Locale, office: object) -> str:
    """The office's short name: 'President', '1st General', 'Präsident'."""
    return t(locale, f"office-{message_key(office)}")


def office_title(locale: Locale, office: object) -> str:
    """The office's full title: 'Minister of Internal Security', 'Kommandeur der Luftwaffe'."""
    return t(locale, f"office-{message_key(office)}-title")


def phase_name(locale: Locale, phase: object) -> str:
    """The phase's name: 'Budget vote', 'Abstimmung über den Staatshaushalt'."""
    return t(locale, f"phase-{message_key(phase)}")


def location_name(locale: Locale, location: object) -> str:
    """A location as a menu names it: 'the Bank' / 'Bank'."""
    return t(locale, f"location-{message_key(location)}")


def location_at(locale: Locale, location: object) -> str:
    """Where one is: 'at the Bank' / 'in der Bank'."""
    return t(locale, "location-at", location=str(getattr(location, "value", location)))


def location_to(locale: Locale, location: object) -> str:
    """Where one goes: 'to the Bank' / 'in die Bank'."""
    return t(locale, "location-to", location=str(getattr(location, "value", location)))


def unit_name(locale: Locale, kind: object, count: int = 1) -> str:
    """The unit kind's noun for `count` units: 'Soldier' (1), 'Soldiers' (2)."""
    return t(locale, f"unit-{message_key(kind)}", count=count)


def unit_count(locale: Locale, kind: object, count: int) -> str:
    """'1 Soldier', '3 Soldiers', '2 Police' / '3 Soldaten'."""
    return t(locale, "unit-count", count=count, unit=unit_name(locale, kind, count))


def side_name(locale: Locale, side: object, count: int = 2) -> str:
    """A side of a coup: 'Rebels', 'Loyalists', 'Pro-Junta', 'Pro-President', 'shared'."""
    return t(locale, f"side-{message_key(side)}", count=count)


def card_kind_name(locale: Locale, kind: object, count: int = 1) -> str:
    """A kind of political card: 'Vote card', 'Assassin cards' / 'Attentäter-Karten'."""
    return t(locale, f"card-kind-{message_key(kind)}", count=count)


def zone_name(locale: Locale, zone: int, numbered: bool = False) -> str:
    """A zone of the city by its number: 'Presidential Palace', or with `numbered` 'Presidential Palace (14)'. A
    number the city does not have is the number itself."""
    if not has(locale, f"zone-{zone}"):
        return str(zone)
    name = t(locale, f"zone-{zone}")
    return t(locale, "zone-numbered", name=name, zone=zone) if numbered else name


def money(locale: Locale, amount: int) -> str:
    """An amount of money: '3 MP'."""
    return t(locale, "money", amount=amount)


def card_name(locale: Locale, key: str) -> str:
    """A card's name by its stable key (cards.ftl): 'Bank Holiday' / 'Bank-Ferien'; 'secret_police' names the
    Minister's own assassins. A key the catalogue does not have is shown as it is."""
    message = f"card-{message_key(key)}"
    return t(locale, message) if has(locale, message) else str(key)


def bribe_force(locale: Locale, force: str) -> str:
    """The force a Bribe the Brigade card bribes (cards.toml's targets): '1st Brigade' / '1. Brigade'."""
    message = "bribe-force-" + str(force).lower().replace(" ", "-")
    return t(locale, message) if has(locale, message) else str(force)


def card_title(locale: Locale, card_id: int) -> str:
    """The title of one card of the deck, as a hand shows it: 'Vote (3)', 'Bribe the Brigade (Police)', 'Church'.
    A number that is no card is shown as '#n'."""
    if not 0 <= card_id < len(CARDS):
        return f"#{card_id}"
    spec = card(card_id)
    name = card_name(locale, spec.key)
    if spec.kind == "vote":
        return t(locale, "card-title-votes", name=name, votes=spec.votes)
    if spec.target:
        return t(locale, "card-title-target", name=name, target=bribe_force(locale, spec.target))
    return name


def card_text(locale: Locale, key: str, force: str = "") -> str:
    """A card's text (cards.ftl), '' if it has none; `force` is the force a Bribe the Brigade card names."""
    message = f"card-{message_key(key)}-text"
    if not has(locale, message):
        return ""
    return t(locale, message, force=bribe_force(locale, force) if force else "")
