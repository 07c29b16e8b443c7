"""Conditions on orders (RULES 7).

A condition may only name something that resolves earlier in the adjudication order than the order it guards:
a player's death, a player's location, a card being played, the budget passing or failing (by N or less), a
player banking, a coup excuse. The stages below are the web rules' order inside the locations phase.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from rules.junta.state import Location


class Stage(IntEnum):
    PAST = -1  # decided in an earlier phase (the budget vote)
    CARDS = 0  # card plays other than assassins and coup cards
    LOCATIONS = 1  # locations are fixed and assassins dispatched (one step)
    BANKING = 2
    EXCUSE = 3
    REBEL = 4


STAGE_NAMES = {
    Stage.PAST: "an earlier phase",
    Stage.CARDS: "card plays",
    Stage.LOCATIONS: "locations and assassinations",
    Stage.BANKING: "banking",
    Stage.EXCUSE: "the coup excuse",
    Stage.REBEL: "rebel-only action",
}


@dataclass(frozen=True)
class IfDead:
    """True when `player` is dead (or, with `dead=False`, alive) at that point."""

    player: int
    dead: bool = True
    stage = Stage.LOCATIONS


@dataclass(frozen=True)
class IfAt:
    """True when `player` chose `location` this turn."""

    player: int
    location: Location
    stage = Stage.LOCATIONS


@dataclass(frozen=True)
class IfCardPlayed:
    """True when a card of this key (`bank_holiday`) was played this phase (by `player`, if given). An order stored
    before cards had keys names the card by its English name, which still matches."""

    card: str
    player: int | None = None
    stage = Stage.CARDS


@dataclass(frozen=True)
class IfBudget:
    """True when this turn's budget passed (or failed), by `within` votes or less if given."""

    passed: bool
    within: int | None = None
    stage = Stage.PAST


@dataclass(frozen=True)
class IfBanked:
    """True when `player` deposited or withdrew money this phase."""

    player: int
    stage = Stage.BANKING


@dataclass(frozen=True)
class IfCoupExcuse:
    """True when there is a coup excuse (or, with `present=False`, none)."""

    present: bool = True
    stage = Stage.EXCUSE


Condition = IfDead | IfAt | IfCardPlayed | IfBudget | IfBanked | IfCoupExcuse
