"""The names of the choices the bot offers (issue 22: "every choice label a name, never an id"): a family by its
name, a zone by its number and name, a card by its title and number (as the hand prints it), a unit kind, an office,
a location, a weapon, a side, an intervention force by what players call them. `LABELS` says how the values of
each kind of choice are named; `VALUE_KINDS` which kind each slot of `rules.choices.SLOTS` holds."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rules.cards import card
from rules.choices import EXILE, NOBODY, Value
from rules.city import CITY
from rules.offices import OFFICE_INFO, Office
from rules.orders import BROTHER_IN_LAW, SECRET_POLICE
from rules.state import LOCATION_TITLES, Location
from rules.units import KINDS, Kind
from rules.words import plural

__all__ = ["LABELS", "LOCATION_NAMES", "LOCATION_WORDS", "VALUE_KINDS", "label", "units_label"]

Names = Sequence[str]

WEAPON_TITLES = {
    "airstrike": "Airstrike (the Air Force's)",
    "gunboat": "Gunboat (the Navy's)",
    "intervention_airstrike": "Intervention Air Strike",
}
SIDE_TITLES = {"junta": "Pro-Junta (the Rebels)", "president": "Pro-President"}
CONCEDE_TITLES = {"president": "The President wins", "junta": "The Rebels (the Junta) win"}
FORCE_TITLES = {
    "airstrikes": "Air Strikes",
    "helicopter": "Helicopter",
    "paratroopers": "Paratroopers",
    "commandos": "Commandos",
}
LOCATION_WORDS = (*(loc.value for loc in Location), EXILE)
INTELLIGENCE_TITLES = {"hand": "Their hand", "cash": "Their cash", "draw": "The top of the draw pile"}


def _family(names: Names, v: Value) -> str:
    return names[int(v)] if isinstance(v, int) and 0 <= v < len(names) else str(v)


def _holder(names: Names, v: Value) -> str:
    return "Brother-in-Law" if v == BROTHER_IN_LAW else _family(names, v)


def _zone(names: Names, v: Value) -> str:
    return f"{v}: {CITY.zone(int(v)).name}" if isinstance(v, int) and CITY.has_zone(v) else str(v)


def _card(names: Names, v: Value) -> str:
    return f"{card(int(v)).title} [#{v}]"


def _assassin(names: Names, v: Value) -> str:
    return "Secret Police" if v == SECRET_POLICE else _card(names, v)


def _kind(names: Names, v: Value) -> str:
    try:
        return KINDS[Kind(str(v))].title
    except ValueError:
        return str(v)


def _office(names: Names, v: Value) -> str:
    if v == NOBODY:
        return "Nobody"
    return OFFICE_INFO[Office(str(v))].title


LOCATION_NAMES = {
    **{loc.value: LOCATION_TITLES[loc][:1].upper() + LOCATION_TITLES[loc][1:] for loc in Location},
    EXILE: "Exile (abroad, safe from assassins)",
}


def _location(names: Names, v: Value) -> str:
    return LOCATION_NAMES.get(str(v), str(v))


def _words(table: dict[str, str]) -> Callable[[Names, Value], str]:
    return lambda names, v: table.get(str(v), str(v))


LABELS: dict[str, Callable[[Names, Value], str]] = {
    "family": _family,
    "holder": _holder,
    "zone": _zone,
    "card": _card,
    "assassin": _assassin,
    "kind": _kind,
    "office": _office,
    "location": _location,
    "weapon": _words(WEAPON_TITLES),
    "side": _words(SIDE_TITLES),
    "concede": _words(CONCEDE_TITLES),
    "force": _words(FORCE_TITLES),
    "intelligence": _words(INTELLIGENCE_TITLES),
    "source": lambda names, v: str(v),  # named by the voter's own sources (bot.services.choices)
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
    **{f"AppointIfElected.{o.value}": "family" for o in Office if o is not Office.PRESIDENT},
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
"""Which kind of value each slot holds (one entry per slot of `rules.choices.SLOTS`; tests/bot/test_choices.py)."""


def label(slot: str, names: Names, value: Value) -> str:
    """A value of `slot` as a player reads it, at most 100 characters (a choice's name)."""
    return LABELS[VALUE_KINDS[slot]](names, value)[:100]


def units_label(kind: str, count: int) -> str:
    """'5 Soldiers', '1 Tank'."""
    try:
        return KINDS[Kind(kind)].count(count)
    except ValueError:
        return plural(count, kind.replace("_", " "))
