"""What the store hands out: the games' statuses, events' visibilities and one small frozen dataclass per kind of row.
Fields that may hold secrets (orders, state, private messages) are left out of their `repr`, so that a row in a log
line does not leak them. The column lists and row builders beside them are the store's own (`_`-prefixed)."""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

__all__ = [
    "ActionRow",
    "AuditRow",
    "DeadlineRow",
    "EventRow",
    "GameRequestRow",
    "GameRow",
    "GameStatus",
    "KeptGameRow",
    "NewEvent",
    "OrderRow",
    "OutboxRow",
    "PlayerGameRow",
    "SeatRow",
    "SnapshotRow",
    "TradeOfferRow",
    "UserLocaleRow",
    "Visibility",
]


class GameStatus(StrEnum):
    FORMING = "forming"
    RUNNING = "running"
    PAUSED = "paused"
    FINISHED = "finished"


class Visibility(StrEnum):
    PUBLIC = "public"
    PLAYERS = "players"  # the seats in the event's audience
    GM = "gm"  # the game master (moderators) only


# --- rows ---------------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class GameRow:
    id: int
    guild_id: int
    channel_id: int
    name: str
    status: GameStatus
    settings: str = field(repr=False)
    seed: str = field(repr=False)
    phase_seq: int
    created_at: int
    language: str  # the language of its channel: the bot's tag ('en', 'de'), chosen when the game is created
    kind: str  # the game it is (bot/games: its folder's name)


@dataclass(frozen=True, slots=True)
class UserLocaleRow:
    """A user's language: `seen`, the Discord locale of his client at his latest interaction ('de', 'en-US', ...:
    as Discord sends it); `chosen`, the language he picked with /language (None: his client's)."""

    user_id: int
    seen: str | None
    chosen: str | None


@dataclass(frozen=True, slots=True)
class SeatRow:
    game_id: int
    seat: int
    user_id: int
    family: str
    joined_at: int
    left_at: int | None
    computer: str | None = None  # a computer-played family's personality (issue 17); None: a person plays it

    @property
    def active(self) -> bool:
        return self.left_at is None


@dataclass(frozen=True, slots=True)
class SnapshotRow:
    """The state at the start of a phase; `opened_ms`: the moment the phase opened (UTC epoch milliseconds)."""

    game_id: int
    phase_seq: int
    schema_version: int
    state: str = field(repr=False)
    created_at: int
    opened_ms: int


@dataclass(frozen=True, slots=True)
class OrderRow:
    """The current version of one order: `time` is the game's input clock when this version was stored."""

    game_id: int
    phase_seq: int
    seat: int
    kind_key: str
    payload: str = field(repr=False)
    time: int
    submitted_at: int


@dataclass(frozen=True, slots=True)
class ActionRow:
    game_id: int
    phase_seq: int
    seq: int
    seat: int
    payload: str = field(repr=False)
    time: int
    created_at: int


@dataclass(frozen=True, slots=True)
class NewEvent:
    """An event to append. `players` needs a non-empty audience; `public` and `gm` take none."""

    visibility: Visibility
    payload: str = field(repr=False)
    audience: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if (self.visibility == Visibility.PLAYERS) != bool(self.audience):
            raise ValueError(f"a {self.visibility} event needs {'a' if not self.audience else 'no'} audience")


@dataclass(frozen=True, slots=True)
class EventRow:
    game_id: int
    phase_seq: int
    seq: int
    visibility: Visibility
    audience: tuple[int, ...]
    payload: str = field(repr=False)
    created_at: int


@dataclass(frozen=True, slots=True)
class DeadlineRow:
    game_id: int
    phase_seq: int
    due_at: int | None  # None while the game is paused
    paused_remaining: int | None  # seconds left when the game was paused
    remind_before: int | None  # seconds before due_at to remind; None: no reminder
    reminder_sent: bool

    @property
    def remind_at(self) -> int | None:
        if self.due_at is None or self.remind_before is None:
            return None
        return self.due_at - self.remind_before

    @property
    def paused(self) -> bool:
        return self.due_at is None and self.paused_remaining is not None


@dataclass(frozen=True, slots=True)
class OutboxRow:
    id: int
    game_id: int | None
    phase_seq: int | None
    kind: str
    target: int
    payload: str = field(repr=False)
    file: bytes | None = field(repr=False)
    file_name: str | None
    created_at: int
    attempts: int
    next_attempt_at: int
    sent_at: int | None
    dead_at: int | None  # given up on (permanent failure or too many attempts)
    last_error: str | None

    @property
    def pending(self) -> bool:
        return self.sent_at is None and self.dead_at is None


@dataclass(frozen=True, slots=True)
class AuditRow:
    id: int
    game_id: int | None
    at: int
    moderator_id: int
    action: str
    details: str


@dataclass(frozen=True, slots=True)
class TradeOfferRow:
    """A trade offer: the player in seat `offerer` gives `give_*` to the one in seat `to` for `get_*`. It lapses when
    its `turn` ends (None: made before offers recorded their turn); `status` is "open" or "accepted"."""

    id: str
    game_id: int
    offerer: int
    to: int
    give_cash: int = 0
    give_cards: tuple[int, ...] = ()
    get_cash: int = 0
    get_cards: tuple[int, ...] = ()
    status: str = "open"
    turn: int | None = None


@dataclass(frozen=True, slots=True)
class KeptGameRow:
    """A game its own code keeps whole (Nomicoup's tables, `bot.games.coup.keeping`), as that code resumes it after a
    restart: the game's `kind` (bot/games) and the `name` it is listed under (its kind's when empty), its channel, its
    seats and settings (`settings`, JSON of that game's), its state (`state`, of the game's codec and
    `schema_version`; None while it forms) at its step `phase_seq`, the answers received in the step that waits and
    every event so far (the game's codec texts), the deadline of that step (`due_ms`, UTC epoch milliseconds; 0:
    none), and whether the game is over. `game_id`: its row in the shared `games` (0: not stored yet). How the store
    keeps it: `Tx.put_kept_game`."""

    kind: str
    channel_id: int
    guild_id: int
    settings: str
    state: str | None = field(repr=False)
    received: str = field(repr=False)
    events: str = field(repr=False)
    due_ms: int
    over: bool = False
    phase_seq: int = 0
    schema_version: int = 0
    game_id: int = 0
    name: str = ""


@dataclass(frozen=True, slots=True)
class GameRequestRow:
    """A moderator's request to a game its own code keeps in one process's memory (`Tx.ask_kept_game`): `action`
    ('advance': close step `phase_seq`, the one the moderator saw; 'end': end the game), asked at `created_at` (UTC
    epoch seconds), not yet applied; with its game's server and channel (the process that serves the server takes
    up a table no process holds)."""

    id: int
    game_id: int
    phase_seq: int
    action: str
    created_at: int
    guild_id: int
    channel_id: int


@dataclass(frozen=True, slots=True)
class PlayerGameRow:
    """Everything a player's command needs of one of his games, read in one query (`ReadTx.player_games`): the game
    and his seat; the current phase's snapshot (None before the game starts), its immediate actions in order, its
    deadline and the seats marked done; his orders standing in it, by time; the game's input clock (the time of its
    latest order or action); the others' standing orders that the game makes public (Junta's budget proposal, which
    locks cash for gifts, and nominations, which a second needs), by time."""

    game: GameRow
    seat: SeatRow
    snapshot: SnapshotRow | None
    actions: tuple[ActionRow, ...]
    deadline: DeadlineRow | None
    done: frozenset[int]
    orders: tuple[OrderRow, ...] = field(repr=False)
    input_clock: int
    public: tuple[OrderRow, ...] = field(default=(), repr=False)


# --- column lists and row builders --------------------------------------------------------------------------
_GAME = (
    *("id", "guild_id", "channel_id", "name", "status", "settings", "seed", "phase_seq", "created_at", "language"),
    "kind",
)
_SEAT = ("game_id", "seat", "user_id", "family", "joined_at", "left_at", "computer")
_SNAPSHOT = ("game_id", "phase_seq", "schema_version", "state", "created_at", "opened_ms")
# A snapshot stored before phases were stamped to the millisecond opened, at the latest, at the end of its second.
_OPENED_MS = "COALESCE(opened_ms, created_at * 1000 + 999)"
_ORDER = ("game_id", "phase_seq", "seat", "kind_key", "payload", "time", "submitted_at")
_ACTION = ("game_id", "phase_seq", "seq", "seat", "payload", "time", "created_at")
_EVENT = ("game_id", "phase_seq", "seq", "visibility", "audience", "payload", "created_at")
_DEADLINE = ("game_id", "phase_seq", "due_at", "paused_remaining", "remind_before", "reminder_sent")
_OUTBOX = (
    "id",
    "game_id",
    "phase_seq",
    "kind",
    "target",
    "payload",
    "file",
    "file_name",
    "created_at",
    "attempts",
    "next_attempt_at",
    "sent_at",
    "dead_at",
    "last_error",
)
_AUDIT = ("id", "game_id", "at", "moderator_id", "action", "details")
# A game kept whole (`ReadTx.kept_games`): its game's row, the snapshot of its step, that step's answers, its events.
_KEPT = (
    "g.kind",
    "g.channel_id",
    "g.guild_id",
    "g.settings",
    "sn.state",
    "a.payload",
    "e.payload",
    "g.status",
    "g.phase_seq",
    "sn.schema_version",
    "g.id",
    "g.name",
)
_TRADE = ("id", "game_id", "offerer", "to_seat", "give_cash", "give_cards", "get_cash", "get_cards", "status", "turn")


def _cols(columns: tuple[str, ...], alias: str) -> str:
    return ", ".join(f"{alias}.{c}" for c in columns)


def _status_in(column: str, statuses: Iterable[GameStatus]) -> tuple[str, list[str]]:
    """A WHERE clause (and its parameters) for `column` being one of `statuses`."""
    wanted = [GameStatus(s).value for s in statuses]
    return (f"{column} IN ({', '.join('?' * len(wanted))})" if wanted else "FALSE"), wanted


def _game(r: Sequence[Any], i: int = 0) -> GameRow:
    return GameRow(
        r[i],
        r[i + 1],
        r[i + 2],
        r[i + 3],
        GameStatus(r[i + 4]),
        r[i + 5],
        r[i + 6],
        r[i + 7],
        r[i + 8],
        r[i + 9],
        r[i + 10],
    )


def _seat(r: Sequence[Any], i: int = 0) -> SeatRow:
    return SeatRow(r[i], r[i + 1], r[i + 2], r[i + 3], r[i + 4], r[i + 5], r[i + 6])


def _snapshot(r: Sequence[Any]) -> SnapshotRow:
    return SnapshotRow(r[0], r[1], r[2], r[3], r[4], r[4] * 1000 + 999 if r[5] is None else r[5])


def _order(r: Sequence[Any]) -> OrderRow:
    return OrderRow(r[0], r[1], r[2], r[3], r[4], r[5], r[6])


def _action(r: Sequence[Any]) -> ActionRow:
    return ActionRow(r[0], r[1], r[2], r[3], r[4], r[5], r[6])


def _event(r: Sequence[Any]) -> EventRow:
    return EventRow(r[0], r[1], r[2], Visibility(r[3]), tuple(json.loads(r[4])), r[5], r[6])


def _deadline(r: Sequence[Any]) -> DeadlineRow:
    return DeadlineRow(r[0], r[1], r[2], r[3], r[4], bool(r[5]))


def _outbox(r: Sequence[Any]) -> OutboxRow:
    file = None if r[6] is None else bytes(r[6])
    return OutboxRow(r[0], r[1], r[2], r[3], r[4], r[5], file, r[7], r[8], r[9], r[10], r[11], r[12], r[13])


def _audit(r: Sequence[Any]) -> AuditRow:
    return AuditRow(r[0], r[1], r[2], r[3], r[4], r[5])


def _kept(r: Sequence[Any]) -> KeptGameRow:
    settings = json.loads(r[3])
    due_ms = int(settings.pop(_KEPT_DUE, 0)) if isinstance(settings, dict) else 0
    return KeptGameRow(
        str(r[0]),
        int(r[1]),
        int(r[2]),
        json.dumps(settings),
        r[4],
        "[]" if r[5] is None else r[5],
        "[]" if r[6] is None else r[6],
        due_ms,
        over=r[7] == GameStatus.FINISHED.value,
        phase_seq=int(r[8]),
        schema_version=0 if r[9] is None else int(r[9]),
        game_id=int(r[10]),
        name=str(r[11]),
    )


_KEPT_DUE = "due_ms"  # the key of a kept game's step deadline in its game's settings


def _trade(r: Sequence[Any]) -> TradeOfferRow:
    cards = (tuple(int(c) for c in json.loads(r[5])), tuple(int(c) for c in json.loads(r[7])))
    return TradeOfferRow(r[0], r[1], r[2], r[3], r[4], cards[0], r[6], cards[1], r[8], r[9])


# The current phase's deadline of every running game.
