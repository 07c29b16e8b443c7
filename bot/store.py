"""The store: the only module with SQL. SQLite via aiosqlite, WAL, foreign keys, one transaction per use case.

    store = await Store.open("junta.sqlite3")     # creates the file and applies the migrations
    async with store.transaction() as tx:         # BEGIN IMMEDIATE ... COMMIT (ROLLBACK on any exception)
        game = await tx.get_game(game_id)
        ...
    async with store.read() as rx:                # a consistent read-only view (BEGIN ... COMMIT)
        orders = await rx.orders_for_phase(game_id, phase_seq)
    await store.close()

Transactions on one `Store` are serialized (one at a time, in the order asked for); opening one inside
another in the same task raises `RuntimeError` instead of deadlocking. A transaction object is dead once its
block ends.

Engine data (snapshots, order/action/event payloads, game settings, outbox payloads, audit details) is
opaque JSON text here: the codec and the services give and take `str`. Times are UTC epoch seconds given by
the caller; the store has no clock. Discord ids are `int`. Rows come back as small frozen dataclasses; fields
that may hold secrets (orders, state, private messages) are left out of their `repr` so that a row in a log
line does not leak them.
"""

from __future__ import annotations

import asyncio
import json
import os
import sqlite3
from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from enum import StrEnum
from os import PathLike
from pathlib import Path
from typing import Any, TypeVar

import aiosqlite

from bot.migrate import DatabaseTooNew, MigrationError, migrate

__all__ = [
    "ActionRow",
    "AuditRow",
    "ConflictError",
    "DatabaseTooNew",
    "DeadlineRow",
    "EventRow",
    "GameRow",
    "GameStatus",
    "MigrationError",
    "NewEvent",
    "OrderRow",
    "OutboxRow",
    "ReadTx",
    "SeatRow",
    "SnapshotRow",
    "Store",
    "StoreError",
    "Tx",
    "Visibility",
]

Params = Sequence[object]


class StoreError(Exception):
    """Something the store cannot do; the message says what."""


class ConflictError(StoreError):
    """A write broke a constraint: e.g. a second live game in a channel, a user seated twice, a seat already
    taken, a snapshot for a phase that has one, a row of a game that does not exist, text that is not JSON."""


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


@dataclass(frozen=True, slots=True)
class SeatRow:
    game_id: int
    seat: int
    user_id: int
    family: str
    joined_at: int
    left_at: int | None

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


# --- column lists and row builders --------------------------------------------------------------------------
_GAME = ("id", "guild_id", "channel_id", "name", "status", "settings", "seed", "phase_seq", "created_at")
_SEAT = ("game_id", "seat", "user_id", "family", "joined_at", "left_at")
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


def _cols(columns: tuple[str, ...], alias: str) -> str:
    return ", ".join(f"{alias}.{c}" for c in columns)


def _status_in(column: str, statuses: Iterable[GameStatus]) -> tuple[str, list[str]]:
    """A WHERE clause (and its parameters) for `column` being one of `statuses`."""
    wanted = [GameStatus(s).value for s in statuses]
    return (f"{column} IN ({', '.join('?' * len(wanted))})" if wanted else "0"), wanted


def _game(r: Sequence[Any], i: int = 0) -> GameRow:
    return GameRow(r[i], r[i + 1], r[i + 2], r[i + 3], GameStatus(r[i + 4]), r[i + 5], r[i + 6], r[i + 7], r[i + 8])


def _seat(r: Sequence[Any], i: int = 0) -> SeatRow:
    return SeatRow(r[i], r[i + 1], r[i + 2], r[i + 3], r[i + 4], r[i + 5])


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


# The current phase's deadline of every running game.
_LIVE_DEADLINES = f"""
    SELECT {_cols(_DEADLINE, "d")} FROM deadlines d
    JOIN games g ON g.id = d.game_id AND g.phase_seq = d.phase_seq
    WHERE g.status = 'running' AND d.due_at IS NOT NULL
"""

# Unsent rows that no earlier unsent row of the same game holds back (rows without a game hold nothing back).
_OUTBOX_HEADS = f"""
    SELECT {_cols(_OUTBOX, "o")} FROM outbox o
    WHERE o.sent_at IS NULL AND o.dead_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM outbox p
                      WHERE p.game_id = o.game_id AND p.id < o.id AND p.sent_at IS NULL AND p.dead_at IS NULL)
"""

_MAX_ERROR_CHARS = 2000


# --- transactions -------------------------------------------------------------------------------------------
class ReadTx:
    """The queries. Obtained from `Store.read()` (or, as `Tx`, from `Store.transaction()`)."""

    __slots__ = ("_db", "_live")

    def __init__(self, db: aiosqlite.Connection) -> None:
        self._db = db
        self._live = True

    def _check(self) -> None:
        if not self._live:
            raise RuntimeError("this transaction has ended: open a new one with store.transaction()")

    async def _all(self, sql: str, params: Params = ()) -> list[sqlite3.Row]:
        self._check()
        try:
            return list(await self._db.execute_fetchall(sql, params))
        except sqlite3.IntegrityError as error:
            raise ConflictError(str(error)) from error

    async def _one(self, sql: str, params: Params = ()) -> sqlite3.Row | None:
        rows = await self._all(sql, params)
        return rows[0] if rows else None

    async def _scalar(self, sql: str, params: Params = ()) -> Any:
        row = await self._one(sql, params)
        return None if row is None else row[0]

    # games
    async def get_game(self, game_id: int) -> GameRow | None:
        row = await self._one(f"SELECT {', '.join(_GAME)} FROM games WHERE id = ?", (game_id,))
        return None if row is None else _game(row)

    async def game_by_channel(self, channel_id: int) -> GameRow | None:
        """The game in this channel that is not finished, if any."""
        row = await self._one(
            f"SELECT {', '.join(_GAME)} FROM games WHERE channel_id = ? AND status <> 'finished'",
            (channel_id,),
        )
        return None if row is None else _game(row)

    async def list_games(
        self, *, statuses: Iterable[GameStatus] | None = None, guild_id: int | None = None
    ) -> list[GameRow]:
        """Games by id, optionally only those with one of `statuses` and/or in one guild."""
        where, params = ["1"], list[object]()
        if statuses is not None:
            clause, values = _status_in("status", statuses)
            where.append(clause)
            params.extend(values)
        if guild_id is not None:
            where.append("guild_id = ?")
            params.append(guild_id)
        rows = await self._all(f"SELECT {', '.join(_GAME)} FROM games WHERE {' AND '.join(where)} ORDER BY id", params)
        return [_game(r) for r in rows]

    # seats
    async def seats(self, game_id: int, *, include_left: bool = False) -> list[SeatRow]:
        """The game's seats by seat number (with `include_left` departed players too, oldest first)."""
        active = "" if include_left else "AND left_at IS NULL"
        rows = await self._all(
            f"SELECT {', '.join(_SEAT)} FROM seats WHERE game_id = ? {active} ORDER BY seat, joined_at, id",
            (game_id,),
        )
        return [_seat(r) for r in rows]

    async def seat_of_user(self, game_id: int, user_id: int) -> SeatRow | None:
        row = await self._one(
            f"SELECT {', '.join(_SEAT)} FROM seats WHERE game_id = ? AND user_id = ? AND left_at IS NULL",
            (game_id, user_id),
        )
        return None if row is None else _seat(row)

    async def games_of_user(
        self, user_id: int, *, statuses: Iterable[GameStatus] | None = None
    ) -> list[tuple[GameRow, SeatRow]]:
        """Every game the user sits in now (optionally only those with one of `statuses`), by game id."""
        clause, values = ("1", []) if statuses is None else _status_in("g.status", statuses)
        rows = await self._all(
            f"""SELECT {_cols(_GAME, "g")}, {_cols(_SEAT, "s")} FROM seats s JOIN games g ON g.id = s.game_id
                WHERE s.user_id = ? AND s.left_at IS NULL AND {clause} ORDER BY g.id""",
            [user_id, *values],
        )
        return [(_game(r), _seat(r, len(_GAME))) for r in rows]

    # snapshots
    async def get_snapshot(self, game_id: int, phase_seq: int) -> SnapshotRow | None:
        row = await self._one(
            f"SELECT {', '.join(_SNAPSHOT)} FROM snapshots WHERE game_id = ? AND phase_seq = ?",
            (game_id, phase_seq),
        )
        return None if row is None else _snapshot(row)

    async def latest_snapshot(self, game_id: int) -> SnapshotRow | None:
        row = await self._one(
            f"SELECT {', '.join(_SNAPSHOT)} FROM snapshots WHERE game_id = ? ORDER BY phase_seq DESC LIMIT 1",
            (game_id,),
        )
        return None if row is None else _snapshot(row)

    async def phase_open_at(self, game_id: int, at_ms: int) -> int | None:
        """The phase that was open just before the moment `at_ms` (UTC epoch milliseconds): the last one that
        had opened strictly before it. None if the game had not started then."""
        value = await self._scalar(
            f"""SELECT phase_seq FROM snapshots WHERE game_id = ? AND {_OPENED_MS} < ?
                ORDER BY phase_seq DESC LIMIT 1""",
            (game_id, at_ms),
        )
        return None if value is None else int(value)

    async def snapshot_phases(self, game_id: int) -> list[int]:
        rows = await self._all("SELECT phase_seq FROM snapshots WHERE game_id = ? ORDER BY phase_seq", (game_id,))
        return [r[0] for r in rows]

    # orders
    async def orders_for_phase(self, game_id: int, phase_seq: int, *, seat: int | None = None) -> list[OrderRow]:
        """The orders that count: for each (seat, kind_key) its latest version unless that is a withdrawal;
        ordered by time."""
        seat_clause = "" if seat is None else "AND o.seat = ?"
        params: list[object] = [game_id, phase_seq]
        if seat is not None:
            params.append(seat)
        rows = await self._all(
            f"""SELECT {_cols(_ORDER, "o")} FROM orders o
                WHERE o.game_id = ? AND o.phase_seq = ? {seat_clause} AND o.withdrawn = 0
                  AND NOT EXISTS (SELECT 1 FROM orders n
                                  WHERE n.game_id = o.game_id AND n.phase_seq = o.phase_seq
                                    AND n.seat = o.seat AND n.kind_key = o.kind_key AND n.time > o.time)
                ORDER BY o.time""",
            params,
        )
        return [_order(r) for r in rows]

    # done
    async def done_seats(self, game_id: int, phase_seq: int) -> frozenset[int]:
        rows = await self._all("SELECT seat FROM done WHERE game_id = ? AND phase_seq = ?", (game_id, phase_seq))
        return frozenset(r[0] for r in rows)

    # actions
    async def list_actions(self, game_id: int, phase_seq: int) -> list[ActionRow]:
        """The phase's immediate actions in the order they were applied."""
        rows = await self._all(
            f"SELECT {', '.join(_ACTION)} FROM actions WHERE game_id = ? AND phase_seq = ? ORDER BY seq",
            (game_id, phase_seq),
        )
        return [_action(r) for r in rows]

    # events
    async def list_events(
        self, game_id: int, phase_seq: int | None = None, *, visible_to_seat: int | None = None
    ) -> list[EventRow]:
        """Events by (phase, seq): of one phase or (None) of the whole game. With `visible_to_seat`, only the
        public ones and those whose audience holds that seat (never the game master's)."""
        where, params = ["game_id = ?"], list[object]([game_id])
        if phase_seq is not None:
            where.append("phase_seq = ?")
            params.append(phase_seq)
        if visible_to_seat is not None:
            where.append(
                "(visibility = 'public' OR (visibility = 'players'"
                " AND EXISTS (SELECT 1 FROM json_each(events.audience) WHERE json_each.value = ?)))"
            )
            params.append(visible_to_seat)
        rows = await self._all(
            f"SELECT {', '.join(_EVENT)} FROM events WHERE {' AND '.join(where)} ORDER BY phase_seq, seq",
            params,
        )
        return [_event(r) for r in rows]

    # deadlines
    async def get_deadline(self, game_id: int, phase_seq: int | None = None) -> DeadlineRow | None:
        """The deadline of a phase (default: the game's current phase)."""
        row = await self._one(
            f"""SELECT {", ".join(_DEADLINE)} FROM deadlines
                WHERE game_id = ? AND phase_seq = COALESCE(?, (SELECT phase_seq FROM games WHERE id = ?))""",
            (game_id, phase_seq, game_id),
        )
        return None if row is None else _deadline(row)

    async def due_deadlines(self, now: int) -> list[DeadlineRow]:
        """Running games whose current phase's deadline is at or before `now`, earliest first."""
        rows = await self._all(_LIVE_DEADLINES + " AND d.due_at <= ? ORDER BY d.due_at, d.game_id", (now,))
        return [_deadline(r) for r in rows]

    async def due_reminders(self, now: int) -> list[DeadlineRow]:
        """Running games whose reminder time has come, not sent yet, with the deadline still ahead."""
        rows = await self._all(
            _LIVE_DEADLINES
            + """ AND d.remind_before IS NOT NULL AND d.reminder_sent = 0
                  AND d.due_at - d.remind_before <= ? AND d.due_at > ?
                  ORDER BY d.due_at - d.remind_before, d.game_id""",
            (now, now),
        )
        return [_deadline(r) for r in rows]

    async def next_wakeup(self) -> int | None:
        """When the scheduler next has something to do (possibly already past): the earliest deadline or
        unsent reminder of a running game's current phase; None when there is nothing. A reminder counts until
        `mark_reminder_sent`, so mark it even when nobody needed reminding."""
        value = await self._scalar(
            f"""SELECT MIN(CASE WHEN remind_before IS NOT NULL AND reminder_sent = 0
                                THEN due_at - remind_before ELSE due_at END)
                FROM ({_LIVE_DEADLINES})"""
        )
        return None if value is None else int(value)

    # outbox
    async def get_outbox(self, outbox_id: int) -> OutboxRow | None:
        row = await self._one(f"SELECT {', '.join(_OUTBOX)} FROM outbox WHERE id = ?", (outbox_id,))
        return None if row is None else _outbox(row)

    async def due_outbox(self, now: int, *, limit: int = 50) -> list[OutboxRow]:
        """Messages to send now, by id: unsent, not given up, next_attempt_at <= now, and no earlier unsent
        message of the same game before them (a game's messages never overtake each other, even while one
        waits to retry)."""
        rows = await self._all(_OUTBOX_HEADS + " AND o.next_attempt_at <= ? ORDER BY o.id LIMIT ?", (now, limit))
        return [_outbox(r) for r in rows]

    async def next_outbox_at(self) -> int | None:
        """When the earliest message that may go next is due (None: nothing to send)."""
        value = await self._scalar(f"SELECT MIN(next_attempt_at) FROM ({_OUTBOX_HEADS})")
        return None if value is None else int(value)

    async def pending_outbox(self, game_id: int | None = None) -> list[OutboxRow]:
        """Every unsent, not given up message (of one game), by id."""
        clause, params = ("", []) if game_id is None else ("AND game_id = ?", [game_id])
        rows = await self._all(
            f"""SELECT {", ".join(_OUTBOX)} FROM outbox
                WHERE sent_at IS NULL AND dead_at IS NULL {clause} ORDER BY id""",
            params,
        )
        return [_outbox(r) for r in rows]

    # audit
    async def list_audit(self, game_id: int | None, *, limit: int | None = None) -> list[AuditRow]:
        """A game's audit entries, or (None) those about no game; the newest `limit` of them, oldest first."""
        rows = await self._all(
            f"""SELECT * FROM (SELECT {", ".join(_AUDIT)} FROM audit
                               WHERE game_id IS ? ORDER BY id DESC LIMIT ?)
                ORDER BY id""",
            (game_id, -1 if limit is None else limit),
        )
        return [_audit(r) for r in rows]

    # meta
    async def get_meta(self, key: str) -> str | None:
        value = await self._scalar("SELECT value FROM meta WHERE key = ?", (key,))
        return None if value is None else str(value)


class Tx(ReadTx):
    """The queries and the writes, inside `async with store.transaction() as tx:`."""

    __slots__ = ()

    async def _run(self, sql: str, params: Params = ()) -> int:
        """Execute one statement; the number of rows it changed."""
        self._check()
        try:
            async with self._db.execute(sql, params) as cursor:
                return cursor.rowcount
        except sqlite3.IntegrityError as error:
            raise ConflictError(str(error)) from error

    async def _returning(self, sql: str, params: Params) -> sqlite3.Row:
        """The row an INSERT/UPDATE ... RETURNING statement gives back."""
        row = await self._one(sql, params)
        if row is None:
            raise StoreError(f"the database returned no row for: {sql.split()[0]} ...")
        return row

    async def _tick(self, game_id: int, phase_seq: int) -> int | None:
        """The game's next input time, if the game is at `phase_seq` (else None and nothing changes)."""
        value = await self._scalar(
            """UPDATE games SET input_clock = input_clock + 1 WHERE id = ? AND phase_seq = ?
               RETURNING input_clock""",
            (game_id, phase_seq),
        )
        return None if value is None else int(value)

    # games
    async def create_game(
        self,
        *,
        guild_id: int,
        channel_id: int,
        name: str,
        settings: str,
        seed: str,
        now: int,
        status: GameStatus = GameStatus.FORMING,
        phase_seq: int = 0,
    ) -> GameRow:
        """A new game. ConflictError if the channel already has a game that is not finished."""
        row = await self._returning(
            f"""INSERT INTO games (guild_id, channel_id, name, status, settings, seed, phase_seq, created_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING {", ".join(_GAME)}""",
            (guild_id, channel_id, name, GameStatus(status).value, settings, seed, phase_seq, now),
        )
        return _game(row)

    async def set_status(self, game_id: int, status: GameStatus, *, expected: GameStatus | None = None) -> bool:
        """Set the status (only if it is `expected`, when given). False if the game is missing or not as
        expected. ConflictError when reopening a finished game in a channel that has another live game."""
        return (
            await self._run(
                "UPDATE games SET status = ? WHERE id = ? AND status = COALESCE(?, status)",
                (GameStatus(status).value, game_id, None if expected is None else GameStatus(expected).value),
            )
            == 1
        )

    async def set_settings(self, game_id: int, settings: str) -> bool:
        return await self._run("UPDATE games SET settings = ? WHERE id = ?", (settings, game_id)) == 1

    async def advance_phase(self, game_id: int, expected_phase_seq: int, new_phase_seq: int) -> bool:
        """Move the game from `expected_phase_seq` to `new_phase_seq`; False (and nothing changes) if it is
        not at `expected_phase_seq`, so resolving the same phase twice does nothing the second time."""
        if new_phase_seq <= expected_phase_seq:
            raise ValueError(f"phases only move forward: {expected_phase_seq} -> {new_phase_seq}")
        return (
            await self._run(
                "UPDATE games SET phase_seq = ? WHERE id = ? AND phase_seq = ?",
                (new_phase_seq, game_id, expected_phase_seq),
            )
            == 1
        )

    # seats
    async def add_seat(self, game_id: int, user_id: int, family: str, *, now: int, seat: int | None = None) -> SeatRow:
        """Seat a user (at `seat`, or the lowest free seat number). ConflictError if the user already sits in
        the game, the seat is taken or the game does not exist."""
        if seat is None:
            seat = int(
                await self._scalar(
                    """SELECT MIN(candidate) FROM (
                           SELECT 0 AS candidate
                           UNION ALL SELECT seat + 1 FROM seats WHERE game_id = ?1 AND left_at IS NULL
                       ) WHERE candidate NOT IN (
                           SELECT seat FROM seats WHERE game_id = ?1 AND left_at IS NULL
                       )""",
                    (game_id,),
                )
            )
        row = await self._returning(
            f"""INSERT INTO seats (game_id, seat, user_id, family, joined_at) VALUES (?, ?, ?, ?, ?)
                RETURNING {", ".join(_SEAT)}""",
            (game_id, seat, user_id, family, now),
        )
        return _seat(row)

    async def remove_seat(self, game_id: int, seat: int, *, now: int) -> bool:
        """The player in `seat` leaves (the row stays, with left_at). False if the seat is empty."""
        return (
            await self._run(
                "UPDATE seats SET left_at = ? WHERE game_id = ? AND seat = ? AND left_at IS NULL",
                (now, game_id, seat),
            )
            == 1
        )

    async def replace_seat(
        self, game_id: int, seat: int, user_id: int, *, now: int, family: str | None = None
    ) -> SeatRow:
        """Give an occupied seat to another user (same seat number, same family unless `family` is given).
        StoreError if the seat is empty, ConflictError if the new user already sits in the game."""
        old = await self._one(
            "SELECT family FROM seats WHERE game_id = ? AND seat = ? AND left_at IS NULL", (game_id, seat)
        )
        if old is None:
            raise StoreError(f"game {game_id} has nobody in seat {seat} to replace")
        if await self.seat_of_user(game_id, user_id) is not None:
            raise ConflictError(f"user {user_id} already sits in game {game_id}")
        await self.remove_seat(game_id, seat, now=now)
        return await self.add_seat(game_id, user_id, old[0] if family is None else family, now=now, seat=seat)

    async def renumber_seats(self, game_id: int) -> list[SeatRow]:
        """Close the gaps left by departures: the active seats become 0, 1, 2, ... in their current order.
        For a game that has not started (seat numbers are the engine's player ids once it has)."""
        for new, current in enumerate(s.seat for s in await self.seats(game_id)):
            if new != current:
                await self._run(
                    "UPDATE seats SET seat = ? WHERE game_id = ? AND seat = ? AND left_at IS NULL",
                    (new, game_id, current),
                )
        return await self.seats(game_id)

    # snapshots
    async def put_snapshot(
        self, game_id: int, phase_seq: int, *, schema_version: int, state: str, now: int, opened_ms: int | None = None
    ) -> SnapshotRow:
        """Store the state at the start of a phase, opened at `opened_ms` (default: `now`'s second; restamp it
        with `stamp_opened` at the end of the transaction). ConflictError if that phase already has one."""
        row = await self._returning(
            f"""INSERT INTO snapshots (game_id, phase_seq, schema_version, state, created_at, opened_ms)
                VALUES (?, ?, ?, ?, ?, ?)
                RETURNING {", ".join(_SNAPSHOT)}""",
            (game_id, phase_seq, schema_version, state, now, now * 1000 if opened_ms is None else opened_ms),
        )
        return _snapshot(row)

    async def stamp_opened(self, game_id: int, phase_seq: int, opened_ms: int) -> bool:
        """Set the moment a phase opened: the last write of the transaction that opens it, so that a command sent
        while the phase was being opened counts as sent before it. False if the phase has no snapshot."""
        return (
            await self._run(
                "UPDATE snapshots SET opened_ms = ? WHERE game_id = ? AND phase_seq = ?",
                (opened_ms, game_id, phase_seq),
            )
            == 1
        )

    # orders
    async def put_order(
        self, game_id: int, phase_seq: int, seat: int, kind_key: str, payload: str, *, now: int
    ) -> OrderRow | None:
        """Store an order (a new version replaces the seat's previous order of the same key) with the game's
        next time. None, and nothing stored, if the game is not at `phase_seq` (the phase has moved on)."""
        time = await self._tick(game_id, phase_seq)
        if time is None:
            return None
        row = await self._returning(
            f"""INSERT INTO orders (game_id, phase_seq, seat, kind_key, payload, time, submitted_at)
                VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING {", ".join(_ORDER)}""",
            (game_id, phase_seq, seat, kind_key, payload, time, now),
        )
        return _order(row)

    async def withdraw_order(self, game_id: int, phase_seq: int, seat: int, kind_key: str, *, now: int) -> bool:
        """Withdraw the seat's order of that key. False if none stands or the phase has moved on."""
        standing = await self.orders_for_phase(game_id, phase_seq, seat=seat)
        if not any(o.kind_key == kind_key for o in standing):
            return False
        time = await self._tick(game_id, phase_seq)
        if time is None:
            return False
        await self._run(
            """INSERT INTO orders (game_id, phase_seq, seat, kind_key, payload, time, withdrawn, submitted_at)
               VALUES (?, ?, ?, ?, NULL, ?, 1, ?)""",
            (game_id, phase_seq, seat, kind_key, time, now),
        )
        return True

    # done
    async def mark_done(self, game_id: int, phase_seq: int, seat: int, *, now: int) -> bool:
        """True if newly marked, False if it already was."""
        return (
            await self._run(
                "INSERT INTO done (game_id, phase_seq, seat, at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING",
                (game_id, phase_seq, seat, now),
            )
            == 1
        )

    async def unmark_done(self, game_id: int, phase_seq: int, seat: int) -> bool:
        return (
            await self._run(
                "DELETE FROM done WHERE game_id = ? AND phase_seq = ? AND seat = ?",
                (game_id, phase_seq, seat),
            )
            == 1
        )

    # actions
    async def append_action(
        self, game_id: int, phase_seq: int, seat: int, payload: str, *, now: int
    ) -> ActionRow | None:
        """Record an immediate action after the phase's earlier ones. None, and nothing stored, if the game
        is not at `phase_seq`. Its `time` comes from the same game clock as the orders'."""
        time = await self._tick(game_id, phase_seq)
        if time is None:
            return None
        row = await self._returning(
            f"""INSERT INTO actions (game_id, phase_seq, seq, seat, payload, time, created_at)
                VALUES (?1, ?2,
                        (SELECT COALESCE(MAX(seq), 0) + 1 FROM actions WHERE game_id = ?1 AND phase_seq = ?2),
                        ?3, ?4, ?5, ?6)
                RETURNING {", ".join(_ACTION)}""",
            (game_id, phase_seq, seat, payload, time, now),
        )
        return _action(row)

    # events
    async def append_events(
        self, game_id: int, phase_seq: int, events: Sequence[NewEvent], *, now: int
    ) -> list[EventRow]:
        """Append events to a phase, numbered after the ones it has."""
        last = int(
            await self._scalar(
                "SELECT COALESCE(MAX(seq), 0) FROM events WHERE game_id = ? AND phase_seq = ?",
                (game_id, phase_seq),
            )
        )
        rows: list[EventRow] = []
        for seq, event in enumerate(events, start=last + 1):
            audience = tuple(sorted(set(event.audience)))
            row = EventRow(game_id, phase_seq, seq, Visibility(event.visibility), audience, event.payload, now)
            await self._run(
                """INSERT INTO events (game_id, phase_seq, seq, visibility, audience, payload, created_at)
                   VALUES (?, ?, ?, ?, ?, ?, ?)""",
                (game_id, phase_seq, seq, row.visibility.value, json.dumps(row.audience), row.payload, now),
            )
            rows.append(row)
        return rows

    # deadlines
    async def set_deadline(
        self, game_id: int, phase_seq: int, due_at: int, *, remind_before: int | None = None
    ) -> DeadlineRow:
        """Set (or move) a phase's deadline; the reminder is unsent again, a paused remainder dropped."""
        row = await self._returning(
            f"""INSERT INTO deadlines
                    (game_id, phase_seq, due_at, paused_remaining, remind_before, reminder_sent)
                VALUES (?, ?, ?, NULL, ?, 0)
                ON CONFLICT (game_id, phase_seq) DO UPDATE SET
                    due_at = excluded.due_at, paused_remaining = NULL, remind_before = excluded.remind_before,
                    reminder_sent = 0
                RETURNING {", ".join(_DEADLINE)}""",
            (game_id, phase_seq, due_at, remind_before),
        )
        return _deadline(row)

    async def extend_paused_deadline(self, game_id: int, phase_seq: int, seconds: int) -> bool:
        """Give a paused phase more time: its stopped remainder grows by `seconds`. False if it is not paused."""
        return (
            await self._run(
                """UPDATE deadlines SET paused_remaining = paused_remaining + ?
                   WHERE game_id = ? AND phase_seq = ? AND paused_remaining IS NOT NULL""",
                (seconds, game_id, phase_seq),
            )
            == 1
        )

    async def mark_reminder_sent(self, game_id: int, phase_seq: int) -> bool:
        """True if this call marked it (False: already marked or no such deadline)."""
        return (
            await self._run(
                """UPDATE deadlines SET reminder_sent = 1
                   WHERE game_id = ? AND phase_seq = ? AND reminder_sent = 0""",
                (game_id, phase_seq),
            )
            == 1
        )

    async def pause_game(self, game_id: int, *, now: int) -> bool:
        """running -> paused; the current deadline stops, keeping the time left. False if not running."""
        if not await self.set_status(game_id, GameStatus.PAUSED, expected=GameStatus.RUNNING):
            return False
        await self._run(
            """UPDATE deadlines SET paused_remaining = MAX(0, due_at - ?), due_at = NULL
               WHERE game_id = ? AND phase_seq = (SELECT phase_seq FROM games WHERE id = ?)
                 AND due_at IS NOT NULL""",
            (now, game_id, game_id),
        )
        return True

    async def resume_game(self, game_id: int, *, now: int) -> bool:
        """paused -> running; the current deadline restarts with the time it had left (a deadline set while
        paused stands as set). False if the game was not paused."""
        if not await self.set_status(game_id, GameStatus.RUNNING, expected=GameStatus.PAUSED):
            return False
        await self._run(
            """UPDATE deadlines SET due_at = COALESCE(? + paused_remaining, due_at), paused_remaining = NULL
               WHERE game_id = ? AND phase_seq = (SELECT phase_seq FROM games WHERE id = ?)""",
            (now, game_id, game_id),
        )
        return True

    # outbox
    async def enqueue_outbox(
        self,
        *,
        game_id: int | None,
        phase_seq: int | None,
        kind: str,
        target: int,
        payload: str,
        now: int,
        file: bytes | None = None,
        file_name: str | None = None,
    ) -> int:
        """Queue a message (sent after every earlier message of the same game); its id."""
        value = await self._scalar(
            """INSERT INTO outbox (game_id, phase_seq, kind, target, payload, file, file_name, created_at,
                                   next_attempt_at)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id""",
            (game_id, phase_seq, kind, target, payload, file, file_name, now, now),
        )
        return int(value)

    async def mark_sent(self, outbox_id: int, *, now: int) -> bool:
        """True if this call marked it sent (False: unknown, already sent, or given up)."""
        return (
            await self._run(
                "UPDATE outbox SET sent_at = ? WHERE id = ? AND sent_at IS NULL AND dead_at IS NULL",
                (now, outbox_id),
            )
            == 1
        )

    async def mark_sent_many(self, outbox_ids: Sequence[int], *, now: int) -> int:
        """`mark_sent` for several messages in one statement; how many it marked."""
        if not outbox_ids:
            return 0
        marks = ", ".join("?" * len(outbox_ids))
        return await self._run(
            f"UPDATE outbox SET sent_at = ? WHERE id IN ({marks}) AND sent_at IS NULL AND dead_at IS NULL",
            (now, *outbox_ids),
        )

    async def mark_failed(
        self,
        outbox_id: int,
        *,
        now: int,
        error: str,
        retry_at: int | None = None,
        permanent: bool = False,
        base_delay: int = 5,
        max_delay: int = 3600,
        max_attempts: int | None = None,
    ) -> OutboxRow | None:
        """Count a failed attempt. The next try is at `retry_at` (e.g. from a rate limit's retry-after) or
        after an exponential backoff: base_delay * 2**(attempts - 1), at most max_delay. A `permanent`
        failure, or reaching `max_attempts`, gives the message up (dead_at), so that it no longer holds back
        its game's later messages.
        None if the message is unknown, sent or already given up."""
        row = await self.get_outbox(outbox_id)
        if row is None or not row.pending:
            return None
        attempts = row.attempts + 1
        next_at = retry_at if retry_at is not None else now + min(max_delay, base_delay * 2 ** min(attempts - 1, 32))
        give_up = permanent or (max_attempts is not None and attempts >= max_attempts)
        updated = await self._returning(
            f"""UPDATE outbox SET attempts = ?, next_attempt_at = ?, last_error = ?, dead_at = ?
                WHERE id = ? RETURNING {", ".join(_OUTBOX)}""",
            (attempts, next_at, error[:_MAX_ERROR_CHARS], now if give_up else None, outbox_id),
        )
        return _outbox(updated)

    # audit
    async def add_audit(
        self, game_id: int | None, *, moderator_id: int, action: str, details: str = "{}", now: int
    ) -> AuditRow:
        row = await self._returning(
            f"""INSERT INTO audit (game_id, at, moderator_id, action, details) VALUES (?, ?, ?, ?, ?)
                RETURNING {", ".join(_AUDIT)}""",
            (game_id, now, moderator_id, action, details),
        )
        return _audit(row)

    # meta
    async def set_meta(self, key: str, value: str) -> None:
        await self._run(
            """INSERT INTO meta (key, value) VALUES (?, ?)
               ON CONFLICT (key) DO UPDATE SET value = excluded.value""",
            (key, value),
        )


_T = TypeVar("_T", bound=ReadTx)


def _unusable(file: Path, error: sqlite3.Error) -> StoreError:
    """Why the database file cannot be used, in one sentence that says what to check."""
    code = getattr(error, "sqlite_errorname", "")
    if code == "SQLITE_NOTADB":
        return StoreError(
            f"{file} is not a SQLite database ({error}): point JUNTA_DB (or [database] path) at the bot's "
            "database, or at a new file name"
        )
    if code.startswith(("SQLITE_READONLY", "SQLITE_CANTOPEN", "SQLITE_PERM", "SQLITE_AUTH")):
        return StoreError(
            f"cannot use the database {file} ({error}): the bot must be able to read and write it and to create "
            f"{file.name}-wal, {file.name}-shm and {file.name}-journal beside it in {file.parent}: "
            "check their owner and permissions"
        )
    return StoreError(f"cannot open the database {file}: {error}")


# --- the store ----------------------------------------------------------------------------------------------
class Store:
    """Two SQLite connections to one file; open with `await Store.open(path)`.

    Writes (`transaction()`) go through one connection, one at a time. Reads (`read()`) have a connection of
    their own, which WAL lets see the last committed state while a write is under way: a player's /status or an
    autocomplete never waits behind another game's resolution. The reader is `query_only`."""

    def __init__(self, db: aiosqlite.Connection, path: Path, reader: aiosqlite.Connection | None = None) -> None:
        self._db = db
        self._reader = reader if reader is not None else db
        self.path = path
        self._lock = asyncio.Lock()
        self._read_lock = asyncio.Lock() if reader is not None else self._lock
        self._owners: set[asyncio.Task[Any]] = set()

    @classmethod
    async def open(
        cls,
        path: str | PathLike[str],
        *,
        migrations_dir: Path | None = None,
        busy_timeout_ms: int = 5000,
    ) -> Store:
        """Open the database file (creating it and its folder), migrate it to the newest schema, turn on WAL
        and foreign keys. Raises DatabaseTooNew if the file was written by a newer bot, MigrationError if a
        migration fails, StoreError (one sentence) if the file cannot be used: a folder, not a database, or a file
        or folder the bot may not write (checked before anything is written, so such a file is left untouched)."""
        text = str(path)
        if text == "" or text == ":memory:" or text.startswith("file:"):
            raise StoreError(f"the store needs a database file path, not {text!r}")
        file = Path(path)
        try:
            file.parent.mkdir(parents=True, exist_ok=True)
        except (FileExistsError, NotADirectoryError) as error:
            raise StoreError(f"cannot use {file} as the database: {error.filename} is a file, not a folder") from error
        except OSError as error:
            raise StoreError(f"cannot create the database folder {file.parent}: {error.strerror or error}") from error
        if file.is_dir():
            raise StoreError(f"the database path {file} is a folder: give a file name, e.g. {file / 'junta.sqlite3'}")
        try:
            # SQLite opens a file it may not write read-only, without a word, and fails at the first write: ask the
            # system first (this opens nothing else beside it and changes nothing).
            if file.exists():
                os.close(os.open(file, os.O_RDWR))
        except OSError as error:
            raise StoreError(
                f"cannot write to the database {file}: {error.strerror or error}: check its owner and permissions"
            ) from error
        try:
            await asyncio.to_thread(migrate, file, migrations_dir=migrations_dir, busy_timeout_ms=busy_timeout_ms)
            db = await aiosqlite.connect(file, isolation_level=None, timeout=busy_timeout_ms / 1000)
        except sqlite3.Error as error:
            raise _unusable(file, error) from error
        reader: aiosqlite.Connection | None = None
        try:
            db.row_factory = sqlite3.Row
            mode = str(next(iter(await db.execute_fetchall("PRAGMA journal_mode = WAL")))[0])
            if mode.lower() != "wal":
                raise StoreError(
                    f"cannot use WAL on {file} (journal mode is {mode}): the bot must be able to create "
                    f"{file.name}-wal and {file.name}-shm in {file.parent}, on a local disk"
                )
            await db.execute("PRAGMA foreign_keys = ON")
            await db.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
            await db.execute("PRAGMA synchronous = FULL")
            reader = await aiosqlite.connect(file, isolation_level=None, timeout=busy_timeout_ms / 1000)
            reader.row_factory = sqlite3.Row
            await reader.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
            await reader.execute("PRAGMA query_only = ON")
        except BaseException as error:
            if reader is not None:
                await reader.close()
            await db.close()
            if isinstance(error, sqlite3.Error):
                raise _unusable(file, error) from error
            raise
        return cls(db, file, reader)

    async def close(self) -> None:
        async with self._lock:
            if self._reader is not self._db:
                async with self._read_lock:
                    await self._reader.close()
            await self._db.close()

    async def __aenter__(self) -> Store:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Tx]:
        """`BEGIN IMMEDIATE` ... `COMMIT`, or `ROLLBACK` if the block raises (cancellation included)."""
        async with self._begin("BEGIN IMMEDIATE", Tx, self._db, self._lock) as tx:
            yield tx

    @asynccontextmanager
    async def read(self) -> AsyncIterator[ReadTx]:
        """A read-only transaction: every query in the block sees the same committed state (on the reader
        connection: it does not wait for a write under way, and sees it once it has committed)."""
        async with self._begin("BEGIN DEFERRED", ReadTx, self._reader, self._read_lock) as rx:
            yield rx

    @asynccontextmanager
    async def _begin(
        self, begin: str, kind: type[_T], db: aiosqlite.Connection, lock: asyncio.Lock
    ) -> AsyncIterator[_T]:
        task = asyncio.current_task()
        if task is not None and task in self._owners:
            raise RuntimeError("a transaction is already open in this task: pass its tx on instead of opening another")
        if task is not None:
            self._owners.add(task)
        try:
            async with lock:
                tx = kind(db)
                try:
                    await db.execute(begin)
                    try:
                        yield tx
                        tx._live = False
                        await db.commit()
                    except BaseException:
                        tx._live = False
                        await db.rollback()  # a no-op when the COMMIT went through
                        raise
                finally:
                    tx._live = False
        finally:
            if task is not None:
                self._owners.discard(task)
