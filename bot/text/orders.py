"""Orders as players read them: one sentence-like line per order, with names, never ids."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from enum import Enum

from bot.conditions import describe_condition
from rules.cards import card
from rules.offices import OFFICE_INFO, Office
from rules.orders import BROTHER_IN_LAW, Order
from rules.state import LOCATION_TITLES, Location
from rules.validate import ORDER_NAMES
from rules.views import PublicView

_PLAYER_FIELDS = {"candidate", "target", "to", "player", "offerer"}
_CARD_FIELDS = {"card", "cards"}


Names = PublicView | Sequence[str]
"""Who the players are: a public view, or the families' names by seat."""


def _family_names(view: Names) -> Sequence[str]:
    return tuple(p.name for p in view.players) if isinstance(view, PublicView) else view


def player_name(view: Names, pid: int | None) -> str:
    if pid is None:
        return "nobody"
    if pid == BROTHER_IN_LAW:
        return "the Brother-in-Law"
    names = _family_names(view)
    if 0 <= pid < len(names):
        return names[pid]
    return f"player #{pid}"


def _value(view: Sequence[str], name: str, value: object) -> str:
    if value is None:
        return "none"
    if isinstance(value, Office):
        return OFFICE_INFO[value].short
    if isinstance(value, Location):
        return LOCATION_TITLES[value]
    if isinstance(value, Enum):
        return str(value.value)
    if isinstance(value, bool):
        return "yes" if value else "no"
    if name in _PLAYER_FIELDS and isinstance(value, int):
        return player_name(view, value)
    if name in _CARD_FIELDS and isinstance(value, int):
        return card(value).title
    if name in _CARD_FIELDS and isinstance(value, tuple):
        return ", ".join(card(c).title for c in value if isinstance(c, int)) or "none"
    if name in ("players", "allow", "deny") and isinstance(value, tuple):
        return ", ".join(player_name(view, p) for p in value if isinstance(p, int)) or "nobody"
    if name == "totals" and isinstance(value, tuple):
        return ", ".join(f"{player_name(view, p)} {mp} MP" for p, mp in value)
    if name == "assignments" and isinstance(value, tuple):
        return "; ".join(f"{OFFICE_INFO[o].short}: {player_name(view, p)}" for o, p in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        inner = ", ".join(
            f"{f.name} {_value(view, f.name, getattr(value, f.name))}"
            for f in dataclasses.fields(value)
            if getattr(value, f.name) not in ((), None)
        )
        return f"({inner})" if inner else "(default)"
    if isinstance(value, tuple):
        return ", ".join(_value(view, name, v) for v in value) or "none"
    return str(value)


def describe_order(players: Names, order: Order) -> str:
    """One order as a sentence-like line: 'A vote for President: candidate Garcia'; a condition (RULES 7) comes
    last, in the words it is given in: '..., only if Garcia is dead'. `players`: who the players are."""
    view = _family_names(players)
    title = ORDER_NAMES.get(type(order)) or order.KIND.replace("_", " ").capitalize()
    parts = [
        f"{f.name.replace('_', ' ')} {_value(view, f.name, getattr(order, f.name))}"
        for f in dataclasses.fields(order)
        if f.name != "condition"
        and (getattr(order, f.name) not in ((), None) or f.name in ("location", "office", "target"))
    ]
    line = f"{title}: {', '.join(parts)}" if parts else title
    condition = getattr(order, "condition", None)
    if condition is not None:
        line += f", only {describe_condition(list(view), condition)}"
    return line
