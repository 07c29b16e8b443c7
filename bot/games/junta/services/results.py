"""What Junta's use cases give back, beside the shared `Failure` (`bot.services.results`): an order recorded, an
action done, a phase resolved, a Done marked, a trade offered, a Status Page, the public status, and what a phase's
resolution depends on."""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.store import ActionRow, DeadlineRow, GameRow, OrderRow, SeatRow, TradeOfferRow
from bot.text.say import Say
from rules.events import Event
from rules.junta.orders import Action, Order, Submitted
from rules.junta.state import GameState
from rules.junta.views import PlayerView, PublicView

__all__ = [
    "ActionDone",
    "DoneMarked",
    "Offered",
    "PhaseInputs",
    "PublicStatus",
    "Recorded",
    "Resolved",
    "Status",
    "StoredAction",
]


@dataclass(frozen=True)
class Recorded:
    """An order as stored, the phase's deadline (None while paused), and the game it was recorded in with its
    families' names by seat (for the echo)."""

    row: OrderRow
    order: Order = field(repr=False)
    deadline: DeadlineRow | None
    game: GameRow | None = None
    names: tuple[str, ...] = ()
    for_straw_man: bool = False  # Mini-Junta: given for one of his straw men (the row's seat)
    notes: tuple[Say, ...] = ()  # what of his orders will not be carried out as things stand (rules.junta.lapses)


@dataclass(frozen=True)
class ActionDone:
    row: ActionRow
    events: tuple[Event, ...] = field(repr=False)
    told: Say = field(repr=False)
    """What the acting player is told of it (the events only he sees), in his language."""


@dataclass(frozen=True)
class Resolved:
    """A resolved phase: the phase that resolved, the next one, its events, whether the game ended."""

    game_id: int
    phase_seq: int
    next_phase_seq: int
    state: GameState = field(repr=False)
    events: tuple[Event, ...] = field(repr=False)
    missed: tuple[int, ...]
    finished: bool
    deadline: DeadlineRow | None


@dataclass(frozen=True)
class DoneMarked:
    """A Done: whether it was newly marked, the early resolution it caused, and what the player reads: his orders
    for the phase as sentences and what he owes but has not given (`missing`: the defaults that will apply).
    `unconfirmed`: nothing was marked, because something owed is missing and the player has not confirmed."""

    newly: bool
    resolved: Resolved | None  # early resolution happened because of this
    game_name: str = ""
    orders: tuple[Say, ...] = ()  # each with what it still depends on, if anything (rules.junta.submission)
    missing: tuple[Say, ...] = ()
    unconfirmed: bool = False
    waiting_for: tuple[str, ...] = ()  # who else must still mark done before the phase may close early
    # his orders that will not be carried out as things stand, and why (rules.junta.lapses)
    lapses: tuple[Say, ...] = ()
    game_id: int = 0
    phase_seq: int = 0


@dataclass(frozen=True)
class Offered:
    """A trade offer made, and the family it went to; a computer family's answer, given at once ("accepted" or
    "declined"; None: a person answers with the button)."""

    row: TradeOfferRow
    to_family: str
    answer: str | None = None

    @property
    def id(self) -> str:
        return self.row.id


@dataclass(frozen=True)
class Status:
    """A player's status page: his view of the state, his orders, whether he owes any, the deadline."""

    game: GameRow
    seat: SeatRow
    view: PlayerView = field(repr=False)
    orders: tuple[tuple[OrderRow, Order], ...] = field(repr=False)
    owes: bool
    done: bool
    deadline: DeadlineRow | None
    missing: tuple[Say, ...] = ()  # what he owes and has not given, with the default that would apply


@dataclass(frozen=True)
class PublicStatus:
    """What anyone in the game channel may know: the seats, the public view, and how far each player in the country
    is with this phase (never what he ordered)."""

    game: GameRow
    seats: tuple[SeatRow, ...]
    view: PublicView | None = field(repr=False)  # None while forming
    progress: tuple[tuple[str, str], ...]  # (family, "no orders" | "orders saved" | "done"), living non-exiled
    deadline: DeadlineRow | None


@dataclass(frozen=True)
class StoredAction:
    """An immediate action as stored: the action and the orders standing when it was made that bear on it
    (a pending budget proposal locks cash), so that replaying it gives the same result."""

    action: Action
    pending: tuple[Submitted, ...] = ()


@dataclass(frozen=True)
class PhaseInputs:
    """Everything a phase's resolution depends on."""

    state: GameState = field(repr=False)
    orders: tuple[Submitted, ...] = field(repr=False)
    seed: str = field(repr=False)
