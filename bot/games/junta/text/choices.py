"""The names of the choices the bot offers (issue 22: "every choice label a name, never an id"): a family by its
name, a zone by its number and name, a card by its title and number (as the hand prints it), a unit kind, an office,
a location, a weapon, a side, an intervention force by what players call them. `LABELS` says how the values of
each kind of choice are named; `VALUE_KINDS` which kind each slot of `rules.junta.choices.SLOTS` holds."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from bot.text.i18n import DEFAULT_LOCALE, Locale, has, t
from rules.junta.cards import card
from rules.junta.choices import EXILE, INTELLIGENCE, NOBODY, SIDES, WEAPONS, Value
from rules.junta.city import CITY
from rules.junta.offices import Office
from rules.junta.orders import BROTHER_IN_LAW, SECRET_POLICE
from rules.junta.state import Location
from rules.junta.units import KINDS, Kind
from rules.junta.variants import VARIANTS
from rules.words import plural

__all__ = [
    "CONCEDE_TITLES",
    "INTELLIGENCE_TITLES",
    "LABELS",
    "LOCATION_NAMES",
    "LOCATION_WORDS",
    "OFFICE_NAMES",
    "SIDE_TITLES",
    "VALUE_KINDS",
    "WEAPON_TITLES",
    "label",
    "units_label",
]

Names = Sequence[str]


def _key(value: object) -> str:
    """A value as it is written in a message id ('intervention_airstrike': 'intervention-airstrike')."""
    return str(value).replace("_", "-")


WEAPON_TITLES = {w: t(DEFAULT_LOCALE, f"pick-weapon-{_key(w)}") for w in WEAPONS}
SIDE_TITLES = {v: t(DEFAULT_LOCALE, f"pick-side-{v}") for v in SIDES}
CONCEDE_TITLES = {v: t(DEFAULT_LOCALE, f"pick-concede-{v}") for v in SIDES}
INTELLIGENCE_TITLES = {v: t(DEFAULT_LOCALE, f"pick-intelligence-{v}") for v in INTELLIGENCE}
LOCATION_WORDS = (*(loc.value for loc in Location), EXILE)
LOCATION_NAMES = {v: t(DEFAULT_LOCALE, f"pick-location-{v}") for v in LOCATION_WORDS}
OFFICE_NAMES = {v: t(DEFAULT_LOCALE, f"pick-office-{_key(v)}") for v in (*(o.value for o in Office), NOBODY)}
"""The English names of the fixed choices, for reading what a player typed (an autocomplete names them in his
language: `label`)."""


def _family(names: Names, v: Value, locale: Locale) -> str:
    return names[int(v)] if isinstance(v, int) and 0 <= v < len(names) else str(v)


def _holder(names: Names, v: Value, locale: Locale) -> str:
    return t(locale, "pick-brother-in-law") if v == BROTHER_IN_LAW else _family(names, v, locale)


def _zone(names: Names, v: Value, locale: Locale) -> str:
    return f"{v}: {CITY.zone(int(v)).name}" if isinstance(v, int) and CITY.has_zone(v) else str(v)


def _card(names: Names, v: Value, locale: Locale) -> str:
    return f"{card(int(v)).title} [#{v}]"


def _assassin(names: Names, v: Value, locale: Locale) -> str:
    return "Secret Police" if v == SECRET_POLICE else _card(names, v, locale)


def _kind(names: Names, v: Value, locale: Locale) -> str:
    try:
        return KINDS[Kind(str(v))].title
    except ValueError:
        return str(v)


def _words(prefix: str) -> Callable[[Names, Value, Locale], str]:
    """A fixed choice named by its message, `<prefix>-<value>`, in the reader's language."""
    return lambda names, v, locale: t(locale, f"{prefix}-{_key(v)}") if has(locale, f"{prefix}-{_key(v)}") else str(v)


LABELS: dict[str, Callable[[Names, Value, Locale], str]] = {
    "family": _family,
    "holder": _holder,
    "zone": _zone,
    "card": _card,
    "assassin": _assassin,
    "kind": _kind,
    "office": _words("pick-office"),
    "location": _words("pick-location"),
    "weapon": _words("pick-weapon"),
    "side": _words("pick-side"),
    "concede": _words("pick-concede"),
    "force": _words("pick-force"),
    "intelligence": _words("pick-intelligence"),
    "source": lambda names, v, locale: str(v),  # named by the voter's own sources (bot.games.junta.services.choices)
}
"""How the values of each kind of choice are named."""

VALUE_KINDS: dict[str, str] = {
    "Nominate.candidate": "family",
    "Second.candidate": "family",
    "ElectionVote.candidate": "family",
    "ElectionVote.cards": "card",
    "NameMinister.player": "family",
    "PresidentChoice.player": "family",
    **{f"Appoint.{o.value}": "holder" for o in Office if o is not Office.PRESIDENT},
    **{f"AppointIfElected.{o.value}": "family" for o in VARIANTS["classic"].cabinet},
    "OppositionBrigade.office": "office",
    "BrotherInLawChoice.offices": "office",
    "NewWeapons.office": "office",
    "DrawBills.office": "office",
    "BudgetVote.split": "source",
    "BudgetVote.cards": "card",
    "VoteCard.card": "card",
    "VoteCard.target": "family",
    "ChooseLocation.location": "location",
    "Assassinate.assassin": "assassin",
    "Assassinate.target": "family",
    "Assassinate.location": "location",
    "PlayCard.card": "card",
    "PlayCard.target": "family",
    "PlayCard.option": "intelligence",
    "Discard.cards": "card",
    "ReturnFromExile.embassy": "zone",
    "ReturnFromExile.bribe": "card",
    "ExecuteOnReturn.players": "family",
    "Move.from_zone": "zone",
    "Move.to_zone": "zone",
    "Move.units": "kind",
    "Move.via": "zone",
    "Land.kind": "kind",
    "Land.zone": "zone",
    "Land.then_to": "zone",
    "Bombard.weapon": "weapon",
    "Bombard.zone": "zone",
    "Bombard.target": "family",
    "Fire.zone": "zone",
    "Fire.target": "family",
    "Transfer.zone": "zone",
    "Transfer.to": "family",
    "Transfer.units": "kind",
    "PoliceResponse.from_zone": "zone",
    "PoliceResponse.to_zone": "zone",
    "PlayCoupCard.card": "card",
    "PlayCoupCard.zone": "zone",
    "PlayCoupCard.then_to": "zone",
    "LossOrder.kinds": "kind",
    "RetreatPermission.allow": "family",
    "RetreatPermission.deny": "family",
    "RetreatRoute.zone": "zone",
    "RetreatRoute.to": "zone",
    "CoupVote.side": "side",
    "Concede.side": "concede",
    "InterventionChoice.forces": "force",
    "FiringSquad.target": "family",
    "JuntaVote.candidate": "family",
    "JuntaVote.tie": "family",
    "ExecuteIfElected.target": "family",
    "SafePassage.player": "family",
    "SafePassage.embassy": "zone",
    "GiveCash.to": "family",
    "GiveCards.to": "family",
    "GiveCards.cards": "card",
    "Trade.to": "family",
    "Trade.give_cards": "card",
    "StrawSwap.straw_man": "family",
    "StrawSwap.give": "card",
    "StrawSwap.take": "card",
}
"""Which kind of value each slot holds (one entry per slot of `rules.junta.choices.SLOTS`;
tests/bot/test_choices.py)."""


def label(slot: str, names: Names, value: Value, locale: Locale = DEFAULT_LOCALE) -> str:
    """A value of `slot` as a player reads it (in his language where it is a word), at most 100 characters."""
    return LABELS[VALUE_KINDS[slot]](names, value, locale)[:100]


def units_label(kind: str, count: int) -> str:
    """'5 Soldiers', '1 Tank'."""
    try:
        return KINDS[Kind(kind)].count(count)
    except ValueError:
        return plural(count, kind.replace("_", " "))
