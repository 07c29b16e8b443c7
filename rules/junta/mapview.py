"""The public picture of the coup: what `render.render_map` draws.

The coup engine builds a `CoupMapView` from the game state with public facts only (who stands where, what was
fired, fought, retreated and placed last phase). Nothing here may carry a private fact: no hands, cash, locations
or orders. Everything is a plain frozen dataclass so the same view always gives the same picture.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

ControlHolder = Literal["rebels", "loyalists", "shared", "empty", "pro_junta", "pro_president"]


@dataclass(frozen=True)
class Family:
    """A player's family as the map shows it: an id (the colour key) and a display name."""

    id: int
    name: str
    status: str = ""  # "" (alive, in the country), "dead" or "exiled": the legend marks them


@dataclass(frozen=True)
class Stack:
    """Some units of one kind of one owner in one zone (`kind` is a unit kind id of RULES 8)."""

    zone: int
    owner: int
    kind: str
    count: int


@dataclass(frozen=True)
class Control:
    """Who holds a control point: rebels, loyalists, shared, empty (or after the vote pro_junta/pro_president)."""

    zone: int
    holder: ControlHolder


@dataclass(frozen=True)
class Bombardment:
    """An Airstrike or Gunboat shelling of one player's units in one zone, with the units it killed."""

    zone: int
    kind: Literal["airstrike", "gunboat", "intervention_airstrike"]
    attacker: int | None
    target: int
    hits: int


@dataclass(frozen=True)
class Battle:
    """A battle in a zone: each involved owner's losses over the three volleys."""

    zone: int
    losses: tuple[tuple[int, int], ...]


@dataclass(frozen=True)
class Retreat:
    """Units that left a zone after a battle; `to_zone` None means they were destroyed."""

    owner: int
    kind: str
    count: int
    from_zone: int
    to_zone: int | None


@dataclass(frozen=True)
class Placement:
    """Units that entered the map by a card, a landing or a foreign intervention."""

    owner: int
    kind: str
    count: int
    zone: int
    source: str


@dataclass(frozen=True)
class Move:
    """A stack that moved last phase (for arrows on the map)."""

    owner: int
    from_zone: int
    to_zone: int
    count: int


@dataclass(frozen=True)
class CoupMapView:
    """Everything the coup map shows for one phase."""

    turn: int
    phase: str
    deadline: str
    families: tuple[Family, ...]
    stacks: tuple[Stack, ...] = ()
    control: tuple[Control, ...] = ()
    moves: tuple[Move, ...] = ()
    bombardments: tuple[Bombardment, ...] = ()
    battles: tuple[Battle, ...] = ()
    retreats: tuple[Retreat, ...] = ()
    placements: tuple[Placement, ...] = ()
    rebels: tuple[int, ...] = ()
    # What each side can still bring: (who, what, how many); what: 'airstrikes', 'gunboat', 'intervention' (the
    # foreign Air Strikes) or 'land:<unit kind>' (units not yet landed). `phase`: 'coup_<n>', 'rebel_only',
    # 'aftermath' or 'city' (render.words.phase_title names it in the picture's language).
    off_map: tuple[tuple[int | None, str, int], ...] = ()


@dataclass(frozen=True)
class MoneyDeckView:
    """The money deck's progress bar: bills drawn so far against the 96 known bills.

    The deck also holds 0-14 extra bills whose number is never revealed; `known_total - drawn` may go negative
    once players draw into the unknown tail (then `known_left` is 0 and `drawn_unknown` counts the extra drawn).
    """

    drawn: int
    known_total: int = 96
    extra_min: int = 0
    extra_max: int = 14

    @property
    def known_left(self) -> int:
        return max(0, self.known_total - self.drawn)

    @property
    def drawn_unknown(self) -> int:
        return max(0, self.drawn - self.known_total)


@dataclass(frozen=True)
class CabinetRow:
    """One office on the cabinet card: `holder` is a family name, or None (the Brother-in-Law, vacant or frozen: by
    `status`)."""

    office: str  # its value: the bot names it in the reader's language (terms.ftl's `office-<id>-title`)
    holder: str | None
    status: Literal["held", "brother_in_law", "frozen", "vacant"]


@dataclass(frozen=True)
class CabinetView:
    """The cabinet card for the game channel."""

    turn: int
    president: str | None
    rows: tuple[CabinetRow, ...]
    dead: tuple[str, ...] = ()
    exiled: tuple[str, ...] = ()
