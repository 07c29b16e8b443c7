"""The use cases: what players, moderators and the scheduler can do to a game. No discord import.

    service = GameService(store, clock)
    game = await service.create_game(guild_id=1, channel_id=2, name="Republic")
    seat = await service.join(game.id, user_id=10, family="Garcia")
    ...
    started = await service.start(game.id)
    recorded = await service.submit_order(game.id, user_id=10, order=Nominate(0))

Every use case is one store transaction. It returns what was recorded, or a `Failure` (a stable `code` and a
`message` a player understands; for an illegal order, the engine's rejections too). A failure changes nothing:
it is raised inside the transaction, which rolls back, and returned at the boundary.

The phase's state is always derived: the snapshot stored when the phase opened, plus the immediate actions
(gifts, trades) recorded since, applied in order (`current_state`). Resolving is guarded by the phase number
(`Tx.advance_phase`), so resolving the same phase twice does nothing the second time, and an order stored while
its phase resolves is either in the resolution (its transaction came first) or refused with `phase_closed`.

Every use case that acts on a phase (orders, withdrawals, Done, gifts, trades, the moderators' advance, extend,
pause and resume) takes the phase its user saw (`Seen`): the phase named by the button he pressed, or the phase
that was open at the moment he acted. If that phase has closed, the use case changes nothing and says so in a
sentence naming the phase that closed and the one open now (`phase_closed`); it is never applied to a phase the
user had not seen. The moment a phase opened is stamped, to the millisecond, as the last write of the transaction
that opens it.

Messages to players go to the outbox in the same transaction as the change that causes them; the delivery
worker sends them. Payloads are JSON objects `{"text": ..., "topic": ...}`; `kind` is "channel" (target: the
game's channel id) or "dm" (target: a user id).
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import uuid
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from bot.clock import Clock
from bot.config import ConfigError, GameSettings
from bot.deadlines import discord_timestamp, next_deadline, remind_before
from bot.names import MAX_FAMILY_CHARS, family_clash, family_problem, game_name_problem, normalise
from bot.store import (
    ActionRow,
    ConflictError,
    DeadlineRow,
    GameRow,
    GameStatus,
    NewEvent,
    OrderRow,
    ReadTx,
    SeatRow,
    Store,
    StoreError,
    Tx,
    Visibility,
)
from bot.text import phase_call, phase_name
from rules import codec
from rules.actions import apply_action
from rules.engine import Resolution, adjudicate, new_game, owed
from rules.events import Event
from rules.offices import VARIANTS
from rules.orders import ORDER_TYPES, Action, GiveCards, GiveCash, Order, ProposeBudget, Submitted, Trade
from rules.rejections import Rejection
from rules.state import PHASE_TITLES, GameState
from rules.validate import validate
from rules.views import PlayerView, player_view, redact

__all__ = [
    "MAX_FAMILY_CHARS",
    "MAX_TEXT_CHARS",
    "SCHEMA_VERSION",
    "UPGRADERS",
    "ActionDone",
    "DoneMarked",
    "Failure",
    "GameService",
    "PhaseInputs",
    "Recorded",
    "Resolved",
    "Seen",
    "Started",
    "Status",
    "StoredAction",
    "current_state",
    "decode_order",
    "dump_snapshot",
    "load_phase_inputs",
    "load_snapshot",
    "remember_snapshot",
]

log = logging.getLogger(__name__)

SCHEMA_VERSION = 1
"""The schema version of stored snapshots (`codec.dump_versioned`)."""
UPGRADERS: dict[int, codec.Upgrader] = {}
"""Upgraders of stored snapshots: k turns version k into version k+1."""

MAX_TEXT_CHARS = 1900  # one Discord message holds 2000 characters
CHANNEL = "channel"
DM = "dm"

T = TypeVar("T")


# --- the phase a user saw -------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Seen:
    """The phase a user's command acts on: the one he saw when he acted.

    `phase_seq`: the phase named by what he pressed (a button under a Status Page carries it). `at_ms`: the moment
    he acted, in UTC epoch milliseconds (a slash command carries no phase, but Discord stamps the moment it was
    made in the interaction's snowflake id); the phase he saw is the one that had opened strictly before that
    moment. With both, the named phase wins. With neither, the current phase (the scheduler, tests)."""

    phase_seq: int | None = None
    at_ms: int | None = None

    @classmethod
    def phase(cls, phase_seq: int) -> Seen:
        return cls(phase_seq=phase_seq)

    @classmethod
    def at(cls, at_ms: int) -> Seen:
        return cls(at_ms=at_ms)


# --- results ------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Failure:
    """Why a use case did nothing: a stable `code`, a `message` for the player, the engine's rejections."""

    code: str
    message: str
    rejections: tuple[Rejection, ...] = ()

    def __str__(self) -> str:
        return self.message


class _Fail(Exception):
    """Raised inside a transaction (which then rolls back); turned into its Failure at the boundary."""

    def __init__(self, code: str, message: str, rejections: tuple[Rejection, ...] = ()) -> None:
        super().__init__(message)
        self.failure = Failure(code, message, rejections)


@dataclass(frozen=True)
class Started:
    game: GameRow
    seats: tuple[SeatRow, ...]
    state: GameState = field(repr=False)
    deadline: DeadlineRow


@dataclass(frozen=True)
class Recorded:
    """An order as stored, and the phase's deadline (None while paused)."""

    row: OrderRow
    order: Order = field(repr=False)
    deadline: DeadlineRow | None


@dataclass(frozen=True)
class ActionDone:
    row: ActionRow
    events: tuple[Event, ...] = field(repr=False)


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
    newly: bool
    resolved: Resolved | None  # early resolution happened because of this


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


# --- pure helpers shared with the replay --------------------------------------------------------------------
def decode_order(text: str) -> Order:
    """An order from its stored (or submitted) JSON text; `codec.CodecError` if malformed."""
    order: Order = codec.loads(Order, text)
    return order


class _Decoded:
    """The last few snapshots decoded, by their stored text (most recently used last).

    Decoding a snapshot is the costliest part of reading a game (a millisecond or more for a big state), and
    every command of a phase reads the same one. A state is immutable and a pure function of its text, so
    handing out the same object again is indistinguishable from decoding it anew; keying by the whole text (not
    by game and phase) means a cache entry can never be stale, whatever was rolled back or rewritten."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._states: OrderedDict[str, GameState] = OrderedDict()

    def get(self, text: str) -> GameState | None:
        state = self._states.get(text)
        if state is not None:
            self._states.move_to_end(text)
        return state

    def put(self, text: str, state: GameState) -> None:
        self._states[text] = state
        self._states.move_to_end(text)
        while len(self._states) > self.size:
            self._states.popitem(last=False)


_DECODED = _Decoded(size=256)  # ~100 games changing phase together keep both their old and new snapshot


def load_snapshot(text: str) -> GameState:
    """The state a stored snapshot holds (`codec.CodecError` if malformed); decoded once per text."""
    state = _DECODED.get(text)
    if state is None:
        state = codec.load_versioned(GameState, text, SCHEMA_VERSION, UPGRADERS)
        _DECODED.put(text, state)
    return state


def dump_snapshot(state: GameState) -> str:
    """The stored text of a state (pure: safe in a worker thread). `remember_snapshot` it on the event loop, so
    reading it back decodes nothing."""
    return codec.dump_versioned(state, SCHEMA_VERSION)


def remember_snapshot(text: str, state: GameState) -> None:
    """Seed the decoded-snapshot cache (event loop only: the cache is not shared between threads)."""
    _DECODED.put(text, state)


def _settle(inputs: PhaseInputs) -> tuple[Resolution, str]:
    """A phase's resolution and its new snapshot's text: the engine's work, run in a worker thread."""
    result = adjudicate(inputs.state, inputs.orders, inputs.seed)
    return result, dump_snapshot(result.state)


def _deal(families: list[str], seed: str, variant: str) -> tuple[GameState, str] | tuple[Rejection, ...]:
    """A new game and its first snapshot's text: the engine's work, run in a worker thread."""
    made = new_game(families, seed, variant)
    if not isinstance(made, GameState):
        return made
    return made, dump_snapshot(made)


def phase_seed(game: GameRow, phase_seq: int) -> str:
    return f"{game.seed}:{phase_seq}"


async def current_state(rx: ReadTx, game: GameRow, phase_seq: int | None = None) -> GameState:
    """The state of a phase (default: the game's current one): its snapshot plus its actions, in order."""
    phase = game.phase_seq if phase_seq is None else phase_seq
    snap = await rx.get_snapshot(game.id, phase)
    if snap is None:
        raise StoreError(f"game {game.id} has no snapshot of phase {phase}")
    state = load_snapshot(snap.state)
    for row in await rx.list_actions(game.id, phase):
        stored = codec.loads(StoredAction, row.payload)
        got = apply_action(state, row.seat, stored.action, stored.pending)
        if not isinstance(got, Resolution):
            raise StoreError(
                f"game {game.id} phase {phase}: stored action {row.seq} no longer applies: {got[0].message}"
            )
        state = got.state
    return state


async def load_phase_inputs(rx: ReadTx, game: GameRow, phase_seq: int) -> PhaseInputs:
    """The state, orders and seed of a phase, exactly as its resolution sees them."""
    state = await current_state(rx, game, phase_seq)
    rows = await rx.orders_for_phase(game.id, phase_seq)
    orders = tuple(Submitted(r.seat, decode_order(r.payload), r.time) for r in rows)
    return PhaseInputs(state, orders, phase_seed(game, phase_seq))


def _visibility(event: Event) -> NewEvent:
    payload = codec.dumps(event, Event)
    if event.audience.public:
        return NewEvent(Visibility.PUBLIC, payload)
    if event.audience.players:
        return NewEvent(Visibility.PLAYERS, payload, tuple(sorted(event.audience.players)))
    return NewEvent(Visibility.GM, payload)


def _chunks(text: str, limit: int = MAX_TEXT_CHARS) -> list[str]:
    """Split text into pieces of at most `limit` characters, at line ends where possible."""
    out: list[str] = []
    current = ""
    for line in text.split("\n"):
        while len(line) > limit:
            if current:
                out.append(current)
                current = ""
            out.append(line[:limit])
            line = line[limit:]
        candidate = f"{current}\n{line}" if current else line
        if len(candidate) > limit:
            out.append(current)
            current = line
        else:
            current = candidate
    if current or not out:
        out.append(current)
    return out


def _names(state: GameState, seats: Iterable[int]) -> str:
    return ", ".join(state.players[s].name for s in sorted(seats)) or "nobody"


# --- the service --------------------------------------------------------------------------------------------
class GameService:
    """The use cases, over one store and one clock. `on_change` callbacks (the scheduler's and the delivery
    worker's `wake`) run after every transaction that changed a deadline or queued a message."""

    def __init__(self, store: Store, clock: Clock, *, defaults: GameSettings | None = None) -> None:
        self.store = store
        self.clock = clock
        self.defaults = defaults if defaults is not None else GameSettings()
        self._listeners: list[Callable[[], None]] = []

    def subscribe(self, callback: Callable[[], None]) -> None:
        self._listeners.append(callback)

    def _changed(self) -> None:
        for callback in self._listeners:
            try:
                callback()
            except Exception:  # a listener must not undo a committed use case
                log.exception("an on-change listener failed")

    async def _write(self, body: Callable[[Tx, int], Awaitable[T]], *, notify: bool = True) -> T | Failure:
        """Run `body(tx, now)` in one transaction; a `_Fail` rolls it back and comes back as its Failure."""
        now = self.clock.now()
        try:
            async with self.store.transaction() as tx:
                result = await body(tx, now)
        except _Fail as fail:
            return fail.failure
        if notify:
            self._changed()
        return result

    async def _read(self, body: Callable[[ReadTx], Awaitable[T]]) -> T | Failure:
        try:
            async with self.store.read() as rx:
                return await body(rx)
        except _Fail as fail:
            return fail.failure

    # --- lookups inside a transaction -------------------------------------------------------------------
    @staticmethod
    async def _game(rx: ReadTx, game_id: int, *statuses: GameStatus) -> GameRow:
        game = await rx.get_game(game_id)
        if game is None:
            raise _Fail("unknown_game", f"There is no game #{game_id}.")
        if statuses and game.status not in statuses:
            raise _Fail(*_status_problem(game, statuses))
        return game

    async def _game_seen(self, rx: ReadTx, game_id: int, seen: Seen | None, *statuses: GameStatus) -> GameRow:
        """A game in one of `statuses` whose current phase is the one the user saw; `phase_closed` if that phase
        has closed (the sentence names it and the phase open now)."""
        game = await self._game(rx, game_id)
        if seen is not None and game.status is not GameStatus.FORMING:
            await self._check_seen(rx, game, seen)
        if statuses and game.status not in statuses:
            raise _Fail(*_status_problem(game, statuses))
        return game

    @staticmethod
    async def _check_seen(rx: ReadTx, game: GameRow, seen: Seen) -> None:
        saw: int | None
        if seen.phase_seq is not None:
            saw = seen.phase_seq
            if saw == game.phase_seq:
                return
        elif seen.at_ms is not None:
            current = await rx.get_snapshot(game.id, game.phase_seq)
            if current is None or current.opened_ms < seen.at_ms:
                return
            saw = await rx.phase_open_at(game.id, seen.at_ms)
        else:
            return
        raise _Fail("phase_closed", await _closed_sentence(rx, game, saw))

    @staticmethod
    async def _seat(rx: ReadTx, game: GameRow, user_id: int) -> SeatRow:
        seat = await rx.seat_of_user(game.id, user_id)
        if seat is None:
            raise _Fail("not_in_game", f"You do not have a seat in the game {game.name!r}.")
        return seat

    def settings(self, game: GameRow) -> GameSettings:
        try:
            return GameSettings.from_json(game.settings, defaults=self.defaults)
        except ConfigError:
            log.warning("game %s has unreadable settings; using the defaults", game.id)
            return self.defaults

    @staticmethod
    async def _post(tx: Tx, game: GameRow, text: str, *, topic: str, now: int, phase_seq: int | None = None) -> None:
        for piece in _chunks(text):
            await tx.enqueue_outbox(
                game_id=game.id,
                phase_seq=game.phase_seq if phase_seq is None else phase_seq,
                kind=CHANNEL,
                target=game.channel_id,
                payload=json.dumps({"text": piece, "topic": topic}),
                now=now,
            )

    @staticmethod
    async def _dm(
        tx: Tx, game: GameRow, user_id: int, text: str, *, topic: str, now: int, phase_seq: int | None = None
    ) -> None:
        for piece in _chunks(text):
            await tx.enqueue_outbox(
                game_id=game.id,
                phase_seq=game.phase_seq if phase_seq is None else phase_seq,
                kind=DM,
                target=user_id,
                payload=json.dumps({"text": piece, "topic": topic, "game": game.name}),
                now=now,
            )

    async def _open_phase(self, tx: Tx, game: GameRow, state: GameState, phase_seq: int, now: int) -> DeadlineRow:
        """Set the new phase's deadline and announce it in the channel."""
        settings = self.settings(game)
        due = next_deadline(now, settings)
        deadline = await tx.set_deadline(game.id, phase_seq, due, remind_before=remind_before(settings))
        owing = owed(state)
        call = phase_call(state.phase)
        text = (
            f"**Turn {state.turn}, phase {phase_seq}: {PHASE_TITLES[state.phase]}.**\n"
            + (f"{call} Orders go to me in a DM (/status there shows yours).\n" if call else "")
            + f"Orders are due {discord_timestamp(due)}.\n"
            f"Owing orders: {_names(state, owing)}."
        )
        await self._post(tx, game, text, topic="phase", now=now, phase_seq=phase_seq)
        return deadline

    # --- forming a game ---------------------------------------------------------------------------------
    async def create_game(
        self,
        *,
        guild_id: int,
        channel_id: int,
        name: str,
        settings: GameSettings | None = None,
        creator_id: int | None = None,
        seed: str | None = None,
    ) -> GameRow | Failure:
        """A new game in a channel (one live game per channel). The seed is drawn now and kept in the row."""
        title = normalise(name)
        problem = game_name_problem(title)
        if problem:
            return Failure("bad_name", problem)
        chosen = settings if settings is not None else self.defaults
        # JUNTA_TEST_SEED (tests only, unset in production) makes a game's seed, and so its whole run, repeatable.
        fixed = os.environ.get("JUNTA_TEST_SEED")
        game_seed = seed if seed is not None else (f"{fixed}:{channel_id}" if fixed else None)
        game_seed = game_seed or f"{self.clock.now()}-{uuid.uuid4().hex}"

        async def body(tx: Tx, now: int) -> GameRow:
            if await tx.game_by_channel(channel_id) is not None:
                raise _Fail("channel_busy", "This channel already has a game that has not finished.")
            try:
                game = await tx.create_game(
                    guild_id=guild_id,
                    channel_id=channel_id,
                    name=title,
                    settings=chosen.to_json(),
                    seed=game_seed,
                    now=now,
                )
            except ConflictError as error:
                raise _Fail("channel_busy", "This channel already has a game that has not finished.") from error
            timing = (
                f"phases of {chosen.phase_minutes} minutes"
                if chosen.phase_minutes
                else f"deadlines at {chosen.deadline_time} {chosen.deadline_zone}, phases at least "
                f"{chosen.min_phase_hours:g} hours long"
            )
            await self._post(
                tx,
                game,
                f"A new game of Junta, **{title}**, is forming: {timing}. Join with your family's name; "
                f"{_min_players(chosen)} to {_max_players(chosen)} players.",
                topic="created",
                now=now,
            )
            if creator_id is not None:
                await tx.add_audit(game.id, moderator_id=creator_id, action="create", now=now)
            return game

        return await self._write(body)

    async def join(self, game_id: int, user_id: int, family: str) -> SeatRow | Failure:
        name = normalise(family)
        problem = family_problem(name)
        if problem:
            return Failure("bad_family", problem)

        async def body(tx: Tx, now: int) -> SeatRow:
            game = await self._game(tx, game_id, GameStatus.FORMING)
            seats = await tx.seats(game.id)
            if any(s.user_id == user_id for s in seats):
                raise _Fail("already_joined", "You have already joined this game.")
            clash = family_clash(name, (s.family for s in seats))
            if clash:
                raise _Fail(*clash)
            most = _max_players(self.settings(game))
            if len(seats) >= most:
                raise _Fail("game_full", f"The game is full ({most} players).")
            try:
                seat = await tx.add_seat(game.id, user_id, name, now=now)
            except ConflictError as error:
                raise _Fail("already_joined", "You have already joined this game.") from error
            await self._post(
                tx, game, f"The {name} family joins the game ({len(seats) + 1} players).", topic="join", now=now
            )
            return seat

        return await self._write(body)

    async def leave(self, game_id: int, user_id: int) -> SeatRow | Failure:
        """Leave a game that has not started."""

        async def body(tx: Tx, now: int) -> SeatRow:
            game = await self._game(tx, game_id, GameStatus.FORMING)
            seat = await self._seat(tx, game, user_id)
            await tx.remove_seat(game.id, seat.seat, now=now)
            left = await tx.renumber_seats(game.id)
            await self._post(
                tx, game, f"The {seat.family} family leaves the game ({len(left)} players).", topic="leave", now=now
            )
            return seat

        return await self._write(body)

    async def start(self, game_id: int, *, user_id: int | None = None) -> Started | Failure:
        """Deal the game (6-10 players), store phase 0's snapshot, set its deadline and announce it."""

        async def body(tx: Tx, now: int) -> Started:
            game = await self._game(tx, game_id, GameStatus.FORMING)
            seats = await tx.renumber_seats(game.id)
            settings = self.settings(game)
            dealt = await asyncio.to_thread(_deal, [s.family for s in seats], game.seed, settings.variant)
            if not isinstance(dealt[0], GameState):
                raise _Fail(dealt[0].code, dealt[0].message, dealt)
            made, text = dealt
            remember_snapshot(text, made)
            if not await tx.set_status(game.id, GameStatus.RUNNING, expected=GameStatus.FORMING):
                raise _Fail("not_forming", "The game has already started.")
            await tx.put_snapshot(
                game.id,
                game.phase_seq,
                schema_version=SCHEMA_VERSION,
                state=text,
                now=now,
            )
            families = ", ".join(f"{s.family} (<@{s.user_id}>)" for s in seats)
            await self._post(
                tx, game, f"**{game.name}** begins with {len(seats)} families: {families}.", topic="start", now=now
            )
            deadline = await self._open_phase(tx, game, made, game.phase_seq, now)
            if user_id is not None:
                await tx.add_audit(game.id, moderator_id=user_id, action="start", now=now)
            started = await tx.get_game(game.id)
            assert started is not None
            await tx.stamp_opened(game.id, game.phase_seq, self.clock.now_ms())  # the transaction's last write
            return Started(started, tuple(seats), made, deadline)

        return await self._write(body)

    # --- orders -----------------------------------------------------------------------------------------
    async def submit_order(
        self, game_id: int, user_id: int, order: Order | str, *, seen: Seen | None = None
    ) -> Recorded | Failure:
        """Record an order (an order dataclass, or its JSON text) for the phase the player saw (`seen`; refused
        with `phase_closed` if it has closed; None: the current phase). Another order of the same key replaces
        it."""
        if isinstance(order, str):
            try:
                parsed = decode_order(order)
            except codec.CodecError as error:
                return Failure("bad_payload", f"That order could not be read: {error}")
        elif isinstance(order, ORDER_TYPES):
            parsed = order
        else:
            return Failure("bad_payload", f"That is not an order: {type(order).__name__}.")
        payload = codec.dumps(parsed, Order)

        async def body(tx: Tx, now: int) -> Recorded:
            game = await self._game_seen(tx, game_id, seen, GameStatus.RUNNING, GameStatus.PAUSED)
            seat = await self._seat(tx, game, user_id)
            state = await current_state(tx, game)
            problems = validate(state, seat.seat, parsed)
            if problems:
                raise _Fail(problems[0].code, " ".join(p.message for p in problems), problems)
            row = await tx.put_order(game.id, game.phase_seq, seat.seat, parsed.key(), payload, now=now)
            if row is None:
                raise _Fail("phase_closed", "This phase has closed: your order was not recorded.")
            return Recorded(row, parsed, await tx.get_deadline(game.id, game.phase_seq))

        return await self._write(body, notify=False)

    async def withdraw_order(
        self, game_id: int, user_id: int, kind_key: str, *, seen: Seen | None = None
    ) -> OrderRow | Failure:
        """Withdraw one of my orders of the phase I saw (by its key); the withdrawn order."""

        async def body(tx: Tx, now: int) -> OrderRow:
            game = await self._game_seen(tx, game_id, seen, GameStatus.RUNNING, GameStatus.PAUSED)
            seat = await self._seat(tx, game, user_id)
            standing = [
                o for o in await tx.orders_for_phase(game.id, game.phase_seq, seat=seat.seat) if o.kind_key == kind_key
            ]
            if not standing:
                raise _Fail("no_such_order", "You have no such order this phase.")
            if not await tx.withdraw_order(game.id, game.phase_seq, seat.seat, kind_key, now=now):
                raise _Fail("phase_closed", "This phase has closed: nothing was withdrawn.")
            return standing[0]

        return await self._write(body, notify=False)

    async def my_orders(self, game_id: int, user_id: int) -> tuple[tuple[OrderRow, Order], ...] | Failure:
        async def body(rx: ReadTx) -> tuple[tuple[OrderRow, Order], ...]:
            game = await self._game(rx, game_id)
            seat = await self._seat(rx, game, user_id)
            rows = await rx.orders_for_phase(game.id, game.phase_seq, seat=seat.seat)
            return tuple((r, decode_order(r.payload)) for r in rows)

        return await self._read(body)

    async def my_status(self, game_id: int, user_id: int) -> Status | Failure:
        async def body(rx: ReadTx) -> Status:
            game = await self._game(rx, game_id, GameStatus.RUNNING, GameStatus.PAUSED, GameStatus.FINISHED)
            seat = await self._seat(rx, game, user_id)
            snap = await rx.get_snapshot(game.id, game.phase_seq)
            if snap is None:
                raise _Fail("not_started", "The game has not started.")
            state = await current_state(rx, game)
            rows = await rx.orders_for_phase(game.id, game.phase_seq, seat=seat.seat)
            done = seat.seat in await rx.done_seats(game.id, game.phase_seq)
            return Status(
                game,
                seat,
                player_view(state, seat.seat),
                tuple((r, decode_order(r.payload)) for r in rows),
                seat.seat in owed(state),
                done,
                await rx.get_deadline(game.id, game.phase_seq),
            )

        return await self._read(body)

    async def mark_done(
        self, game_id: int, user_id: int, *, done: bool = True, seen: Seen | None = None
    ) -> DoneMarked | Failure:
        """Mark my orders for the phase I saw done (or not done). Resolves early if everyone owing is done.
        Refused with phase_closed if that phase has closed: a Done is never counted in a phase I had not seen."""

        async def body(tx: Tx, now: int) -> DoneMarked:
            game = await self._game_seen(tx, game_id, seen, GameStatus.RUNNING, GameStatus.PAUSED)
            seat = await self._seat(tx, game, user_id)
            if not done:
                return DoneMarked(await tx.unmark_done(game.id, game.phase_seq, seat.seat), None)
            newly = await tx.mark_done(game.id, game.phase_seq, seat.seat, now=now)
            # In the same transaction: the last /done resolves the phase, or neither happens.
            return DoneMarked(newly, await self._resolve_if_all_done(tx, game, now))

        marked = await self._write(body, notify=False)
        if isinstance(marked, DoneMarked) and marked.resolved is not None:
            self._changed()
        return marked

    # --- immediate actions ------------------------------------------------------------------------------
    async def act(
        self, game_id: int, user_id: int, action: Action, *, seen: Seen | None = None
    ) -> ActionDone | Failure:
        """An immediate action: give cash or cards, or accept a trade offered to me. Happens at once, in the phase
        I saw (refused with phase_closed if it has closed)."""
        if not isinstance(action, GiveCash | GiveCards | Trade):
            return Failure("bad_payload", f"That is not a gift or a trade: {type(action).__name__}.")

        async def body(tx: Tx, now: int) -> ActionDone:
            game = await self._game_seen(tx, game_id, seen, GameStatus.RUNNING, GameStatus.PAUSED)
            seat = await self._seat(tx, game, user_id)
            return await self._apply(tx, game, seat.seat, await current_state(tx, game), action, now)

        return await self._write(body)

    @staticmethod
    async def _pending(tx: ReadTx, game: GameRow) -> tuple[Submitted, ...]:
        """The phase's budget proposal, if any: the cash it adds is locked (RULES 4.3)."""
        rows = await tx.orders_for_phase(game.id, game.phase_seq)
        return tuple(
            Submitted(r.seat, o, r.time) for r in rows if isinstance(o := decode_order(r.payload), ProposeBudget)
        )

    async def _apply(self, tx: Tx, game: GameRow, seat: int, state: GameState, action: Action, now: int) -> ActionDone:
        """Do a gift or trade now: record it, its events, and a DM to each player who sees them (the two of them)."""
        pending = await self._pending(tx, game)
        got = apply_action(state, seat, action, pending)
        if not isinstance(got, Resolution):
            raise _Fail(got[0].code, " ".join(p.message for p in got), got)
        stored = codec.dumps(StoredAction(action, pending), StoredAction)
        row = await tx.append_action(game.id, game.phase_seq, seat, stored, now=now)
        if row is None:
            raise _Fail("phase_closed", "This phase has just closed: try again in the new phase.")
        await tx.append_events(game.id, game.phase_seq, [_visibility(e) for e in got.events], now=now)
        users = {s.seat: s.user_id for s in await tx.seats(game.id)}
        for player in sorted({p for e in got.events for p in e.audience.players}):
            if player in users:
                text = "\n".join(e.text for e in redact(got.events, player))
                await self._dm(tx, game, users[player], text, topic="action", now=now)
        return ActionDone(row, got.events)

    # --- resolution -------------------------------------------------------------------------------------
    async def resolve_phase(
        self, game_id: int, phase_seq: int | None = None, *, reason: str = "deadline", late: bool = False
    ) -> Resolved | Failure | None:
        """Resolve the game's phase `phase_seq` (default: its current one). None if that phase has already
        resolved (or the game is not running): resolving twice does nothing the second time."""

        async def body(tx: Tx, now: int) -> Resolved | None:
            game = await self._game(tx, game_id)
            if game.status is not GameStatus.RUNNING:
                return None
            if phase_seq is not None and game.phase_seq != phase_seq:
                return None
            return await self._resolve(tx, game, now, reason=reason, late=late)

        return await self._write(body)

    async def maybe_resolve_early(self, game_id: int) -> Resolved | Failure | None:
        """Resolve now if early resolution is on and every player who owes orders has marked them done."""

        async def body(tx: Tx, now: int) -> Resolved | None:
            return await self._resolve_if_all_done(tx, await self._game(tx, game_id), now)

        return await self._write(body)

    async def _resolve_if_all_done(self, tx: Tx, game: GameRow, now: int) -> Resolved | None:
        if game.status is not GameStatus.RUNNING or not self.settings(game).early_resolution:
            return None
        state = await current_state(tx, game)
        owing = owed(state)
        if not owing or not owing <= await tx.done_seats(game.id, game.phase_seq):
            return None
        return await self._resolve(tx, game, now, reason="early")

    async def _resolve(self, tx: Tx, game: GameRow, now: int, *, reason: str, late: bool = False) -> Resolved | None:
        phase = game.phase_seq
        inputs = await load_phase_inputs(tx, game, phase)
        # The engine runs in a worker thread, so the event loop keeps acknowledging interactions meanwhile.
        result, text = await asyncio.to_thread(_settle, inputs)
        if not await tx.advance_phase(game.id, phase, phase + 1):
            return None
        remember_snapshot(text, result.state)
        await tx.append_events(game.id, phase, [_visibility(e) for e in result.events], now=now)
        await tx.put_snapshot(
            game.id,
            phase + 1,
            schema_version=SCHEMA_VERSION,
            state=text,
            now=now,
        )
        state = inputs.state
        with_orders = {s.player for s in inputs.orders}
        missed = tuple(sorted(owed(state) - with_orders))
        lines = [f"**Phase {phase} ({PHASE_TITLES[state.phase]}) has resolved.**"]
        if late:
            lines.append("The deadline passed while the game master was away; the phase resolves now.")
        elif reason == "early":
            lines.append("Everyone who owed orders marked them done, so the phase resolves early.")
        elif reason == "forced":
            lines.append("A moderator resolved the phase now.")
        lines.extend(e.text for e in redact(result.events, None))
        if missed:
            lines.append(f"Missed orders (defaults used): {_names(state, missed)}.")
        moved = await tx.get_game(game.id)
        assert moved is not None
        await self._post(tx, moved, "\n".join(lines), topic="results", now=now, phase_seq=phase)
        seats = await tx.seats(game.id)
        for seat in seats:
            private = [e.text for e in redact(result.events, seat.seat) if not e.public]
            if private:
                await self._dm(
                    tx,
                    moved,
                    seat.user_id,
                    f"**Phase {phase}, for your eyes only:**\n" + "\n".join(private),
                    topic="digest",
                    now=now,
                    phase_seq=phase,
                )
        await self._after_results(tx, moved, phase, result, now)
        deadline: DeadlineRow | None = None
        finished = result.state.over
        if finished:
            await tx.set_status(game.id, GameStatus.FINISHED)
            ranking = "\n".join(
                f"{s.rank}. {result.state.players[s.player].name}: {s.swiss} MP in Switzerland"
                for s in result.state.ranking
            )
            await self._post(
                tx, moved, f"**The game is over.**\n{ranking}".rstrip(), topic="over", now=now, phase_seq=phase + 1
            )
        else:
            deadline = await self._open_phase(tx, moved, result.state, phase + 1, now)
        # The last write: a command whose user acted before this moment was meant for the phase that just closed.
        await tx.stamp_opened(game.id, phase + 1, self.clock.now_ms())
        return Resolved(game.id, phase, phase + 1, result.state, result.events, missed, finished, deadline)

    async def _after_results(self, tx: Tx, game: GameRow, phase_seq: int, result: Resolution, now: int) -> None:
        """Called in the resolution's transaction after the phase's results are queued and before the next phase
        is opened or the game's end announced (the bot's service opens the budget debate thread here)."""

    async def resolve_due(self, *, late_after: int = 120) -> list[Resolved]:
        """Resolve every running game whose deadline has passed; a deadline more than `late_after` seconds
        past was missed while the bot was down, and the channel is told so."""
        now = self.clock.now()
        async with self.store.read() as rx:
            due = await rx.due_deadlines(now)
        done: list[Resolved] = []
        for row in due:
            late = row.due_at is not None and now - row.due_at > late_after
            try:
                got = await self.resolve_phase(row.game_id, row.phase_seq, late=late)
            except Exception:
                log.exception("resolving game %s phase %s failed", row.game_id, row.phase_seq)
                continue
            if isinstance(got, Resolved):
                done.append(got)
        return done

    async def send_reminders(self) -> int:
        """DM a reminder to every seat that still owes orders (owes, not done, no orders) in each game whose
        reminder time has come; once per phase. The number of reminders queued."""
        now = self.clock.now()
        async with self.store.read() as rx:
            due = await rx.due_reminders(now)
        sent = 0
        for row in due:

            async def body(tx: Tx, now: int, row: DeadlineRow = row) -> int:
                game = await tx.get_game(row.game_id)
                if game is None or game.phase_seq != row.phase_seq or game.status is not GameStatus.RUNNING:
                    return 0
                deadline = await tx.get_deadline(game.id, game.phase_seq)
                if deadline is None or deadline.due_at is None or deadline.due_at <= now:
                    return 0
                if not await tx.mark_reminder_sent(game.id, row.phase_seq):
                    return 0
                state = await current_state(tx, game)
                owing = owed(state) - await tx.done_seats(game.id, game.phase_seq)
                owing -= {o.seat for o in await tx.orders_for_phase(game.id, game.phase_seq)}
                count = 0
                for seat in await tx.seats(game.id):
                    if seat.seat in owing:
                        await self._dm(
                            tx,
                            game,
                            seat.user_id,
                            f"Reminder: your orders for {PHASE_TITLES[state.phase]} in **{game.name}** are due "
                            f"{discord_timestamp(deadline.due_at)}.",
                            topic="reminder",
                            now=now,
                        )
                        count += 1
                return count

            try:
                got = await self._write(body)
            except Exception:  # one broken game must not stop the others' reminders and deadlines
                log.exception("reminding game %s phase %s failed", row.game_id, row.phase_seq)
                continue
            sent += got if isinstance(got, int) else 0
        return sent

    # --- moderators -------------------------------------------------------------------------------------
    async def _moderate(
        self,
        game_id: int,
        moderator_id: int,
        action: str,
        details: dict[str, Any],
        change: Callable[[Tx, GameRow, int], Awaitable[str]],
        *statuses: GameStatus,
        seen: Seen | None = None,
    ) -> GameRow | Failure:
        async def body(tx: Tx, now: int) -> GameRow:
            game = await self._game_seen(tx, game_id, seen, *statuses)
            line = await change(tx, game, now)
            await tx.add_audit(game.id, moderator_id=moderator_id, action=action, details=json.dumps(details), now=now)
            await self._post(tx, game, f"Moderator <@{moderator_id}>: {line}", topic="moderator", now=now)
            after = await tx.get_game(game.id)
            assert after is not None
            return after

        return await self._write(body)

    async def force_resolve(self, game_id: int, moderator_id: int, *, seen: Seen | None = None) -> Resolved | Failure:
        """Resolve the phase the moderator saw now (refused with phase_closed if it has already resolved: two
        moderators pressing advance at the same instant resolve one phase, not two)."""

        async def body(tx: Tx, now: int) -> Resolved:
            game = await self._game_seen(tx, game_id, seen, GameStatus.RUNNING)
            await tx.add_audit(
                game.id,
                moderator_id=moderator_id,
                action="force",
                details=json.dumps({"phase_seq": game.phase_seq}),
                now=now,
            )
            await self._post(
                tx, game, f"Moderator <@{moderator_id}>: the phase resolves now.", topic="moderator", now=now
            )
            resolved = await self._resolve(tx, game, now, reason="forced")
            if resolved is None:
                raise _Fail("phase_closed", "The phase has already resolved.")
            return resolved

        return await self._write(body)

    async def extend_deadline(
        self, game_id: int, moderator_id: int, minutes: int, *, seen: Seen | None = None
    ) -> GameRow | Failure:
        if isinstance(minutes, bool) or not isinstance(minutes, int) or not 0 < minutes <= 60 * 24 * 14:
            return Failure("bad_minutes", "Extend by a whole number of minutes, from 1 to 20160 (two weeks).")

        async def change(tx: Tx, game: GameRow, now: int) -> str:
            current = await tx.get_deadline(game.id, game.phase_seq)
            if current is not None and current.paused:
                # A paused game keeps its stopped remainder: extending adds to it.
                await tx.extend_paused_deadline(game.id, game.phase_seq, minutes * 60)
                left = (current.paused_remaining or 0) + minutes * 60
                return f"the paused deadline gets {minutes} more minutes ({left // 60} minutes left when resumed)."
            if current is None or current.due_at is None:
                raise _Fail("no_deadline", "The current phase has no running deadline.")
            due = current.due_at + minutes * 60
            await tx.set_deadline(game.id, game.phase_seq, due, remind_before=current.remind_before)
            if current.reminder_sent:
                await tx.mark_reminder_sent(game.id, game.phase_seq)  # once per phase
            return f"the deadline is extended by {minutes} minutes, to {discord_timestamp(due)}."

        return await self._moderate(
            game_id,
            moderator_id,
            "extend",
            {"minutes": minutes},
            change,
            GameStatus.RUNNING,
            GameStatus.PAUSED,
            seen=seen,
        )

    async def pause(self, game_id: int, moderator_id: int, *, seen: Seen | None = None) -> GameRow | Failure:
        async def change(tx: Tx, game: GameRow, now: int) -> str:
            if not await tx.pause_game(game.id, now=now):
                raise _Fail("not_running", "The game is not running.")
            return "the game is paused; the deadline is stopped."

        return await self._moderate(game_id, moderator_id, "pause", {}, change, GameStatus.RUNNING, seen=seen)

    async def resume(self, game_id: int, moderator_id: int, *, seen: Seen | None = None) -> GameRow | Failure:
        async def change(tx: Tx, game: GameRow, now: int) -> str:
            if not await tx.resume_game(game.id, now=now):
                raise _Fail("not_paused", "The game is not paused.")
            deadline = await tx.get_deadline(game.id, game.phase_seq)
            when = f" Orders are due {discord_timestamp(deadline.due_at)}." if deadline and deadline.due_at else ""
            return f"the game resumes.{when}"

        resumed = await self._moderate(game_id, moderator_id, "resume", {}, change, GameStatus.PAUSED, seen=seen)
        if not isinstance(resumed, Failure):
            await self.maybe_resolve_early(game_id)  # everyone may have marked done while it was paused
        return resumed

    async def replace_player(self, game_id: int, moderator_id: int, seat: int, user_id: int) -> GameRow | Failure:
        """Give a seat to another user (the family and everything it holds stays)."""

        async def change(tx: Tx, game: GameRow, now: int) -> str:
            seats = {s.seat: s for s in await tx.seats(game.id)}
            if seat not in seats:
                raise _Fail("no_such_seat", f"There is nobody in seat {seat}.")
            try:
                new = await tx.replace_seat(game.id, seat, user_id, now=now)
            except ConflictError as error:
                raise _Fail("already_joined", "That user already has a seat in this game.") from error
            await self._dm(
                tx,
                game,
                user_id,
                f"You now play the {new.family} family in **{game.name}**.",
                topic="replaced",
                now=now,
            )
            return f"<@{user_id}> now plays the {new.family} family (replacing <@{seats[seat].user_id}>)."

        return await self._moderate(
            game_id,
            moderator_id,
            "replace",
            {"seat": seat, "user_id": user_id},
            change,
            GameStatus.FORMING,
            GameStatus.RUNNING,
            GameStatus.PAUSED,
        )

    async def end_game(self, game_id: int, moderator_id: int) -> GameRow | Failure:
        async def change(tx: Tx, game: GameRow, now: int) -> str:
            await tx.set_status(game.id, GameStatus.FINISHED)
            return "the game is ended."

        return await self._moderate(
            game_id, moderator_id, "end", {}, change, GameStatus.FORMING, GameStatus.RUNNING, GameStatus.PAUSED
        )


async def _closed_sentence(rx: ReadTx, game: GameRow, saw: int | None) -> str:
    """Why a command for the phase `saw` (None: before the game started) changes nothing, in the phase names
    players read: 'Turn 2 · Budget vote had already closed when this reached me, so nothing changed. Now open:
    Turn 2 · The Minister's decision.'"""
    if saw is None:
        head = f"The game {game.name} had not started when you sent this"
    else:
        snap = await rx.get_snapshot(game.id, saw) if saw < game.phase_seq else None
        head = (
            f"{phase_name(load_snapshot(snap.state))} had already closed when this reached me"
            if snap is not None
            else "That phase is not open"
        )
    if game.status is GameStatus.FINISHED:
        return f"{head}, so nothing changed. The game is over."
    now = await rx.get_snapshot(game.id, game.phase_seq)
    if now is None:
        return f"{head}, so nothing changed."
    paused = " (the game is paused)" if game.status is GameStatus.PAUSED else ""
    return f"{head}, so nothing changed. Now open: {phase_name(load_snapshot(now.state))}{paused}."


def _status_problem(game: GameRow, wanted: Sequence[GameStatus]) -> tuple[str, str]:
    if game.status is GameStatus.FINISHED:
        return "game_finished", f"The game {game.name!r} is over."
    if game.status is GameStatus.FORMING:
        return "not_started", f"The game {game.name!r} has not started yet."
    if game.status is GameStatus.PAUSED:
        return "game_paused", f"The game {game.name!r} is paused."
    if GameStatus.FORMING in wanted:
        return "already_started", f"The game {game.name!r} has already started."
    return "not_paused", f"The game {game.name!r} is not paused."


def _min_players(settings: GameSettings) -> int:
    return VARIANTS[settings.variant].min_players


def _max_players(settings: GameSettings) -> int:
    return VARIANTS[settings.variant].max_players
