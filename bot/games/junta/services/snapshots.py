"""Stored game states: the snapshot of each phase (as it opened) and the immediate actions recorded since, read back as
the engine's `GameState`. Pure helpers, shared with the replay (`bot.replay`).

The phase's state is always derived: its snapshot plus its actions (gifts, trades), applied in order
(`current_state`). Decoding a snapshot is the costliest part of reading a game, so each is decoded once: the cache
holds one entry per game the bot has touched lately (`SnapshotCache`), sized to the active games.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections import OrderedDict
from collections.abc import Sequence

from bot.games.junta.services.results import PhaseInputs, StoredAction
from bot.store import ActionRow, GameRow, OrderRow, ReadTx, StoreError
from rules import codec
from rules.junta.actions import apply_action
from rules.junta.engine import Resolution, adjudicate, new_game
from rules.junta.orders import Order, Submitted
from rules.junta.state import GameState
from rules.junta.variants import Options
from rules.rejections import Rejection

__all__ = [
    "SCHEMA_VERSION",
    "UPGRADERS",
    "SnapshotCache",
    "current_state",
    "deal",
    "decode_order",
    "dump_snapshot",
    "load_phase_inputs",
    "load_snapshot",
    "load_snapshots",
    "phase_seed",
    "remember_snapshot",
    "settle",
    "state_with_actions",
    "submitted",
]

SCHEMA_VERSION = 1
"""The schema version of stored snapshots (`codec.dump_versioned`)."""
UPGRADERS: dict[int, codec.Upgrader] = {}
"""Upgraders of stored snapshots: k turns version k into version k+1."""


def decode_order(text: str) -> Order:
    """An order from its stored (or submitted) JSON text; `codec.CodecError` if malformed."""
    order: Order = codec.loads(Order, text)
    return order


class SnapshotCache:
    """The snapshots decoded lately, by their stored text (most recently used last).

    Every command of a phase reads the same snapshot. A state is immutable and a pure function of its text, so
    handing out the same object again is indistinguishable from decoding it anew; keying by the whole text (not by
    game and phase) means an entry can never be stale, whatever was rolled back or rewritten. It sizes itself to the
    games in play: those whose snapshots were read or made within the last `ACTIVE` seconds (`note(game_id)`) get
    room for their current snapshot and the one their next resolution makes, so that a bot with many games does not
    decode the same snapshots again and again (with a fixed 64 entries, 300 games decoded a snapshot for nearly every
    command: bench.bot, issue 26). Snapshots are also decoded in worker threads (the pictures, issue 22), so every
    use holds a lock."""

    MINIMUM = 64
    ACTIVE = 3600.0

    def __init__(self, size: int = MINIMUM) -> None:
        self.size = size
        self._states: OrderedDict[str, GameState] = OrderedDict()
        self._games: OrderedDict[int, float] = OrderedDict()  # game id -> when it was last noted (monotonic)
        self._lock = threading.Lock()

    def fit(self, games: int) -> None:
        with self._lock:
            self.size = max(self.MINIMUM, 2 * games + 16)
            self._trim()

    def note(self, game_id: int) -> None:
        """The game is in play: keep room for its snapshots (the games not noted for `ACTIVE` s give theirs up)."""
        now = time.monotonic()
        with self._lock:
            known = game_id in self._games
            self._games[game_id] = now
            self._games.move_to_end(game_id)
            gone = False
            while self._games:
                oldest, seen = next(iter(self._games.items()))
                if now - seen <= self.ACTIVE:
                    break
                del self._games[oldest]
                gone = True
            if not known or gone:
                self.size = max(self.MINIMUM, 2 * len(self._games) + 16)
                self._trim()

    def get(self, text: str) -> GameState | None:
        with self._lock:
            state = self._states.get(text)
            if state is not None:
                self._states.move_to_end(text)
            return state

    def put(self, text: str, state: GameState) -> None:
        with self._lock:
            self._states[text] = state
            self._states.move_to_end(text)
            self._trim()

    def _trim(self) -> None:
        while len(self._states) > self.size:
            self._states.popitem(last=False)

    def __len__(self) -> int:
        return len(self._states)


CACHE = SnapshotCache()


def load_snapshot(text: str) -> GameState:
    """The state a stored snapshot holds (`codec.CodecError` if malformed); decoded once per text."""
    state = CACHE.get(text)
    if state is None:
        state = codec.load_versioned(GameState, text, SCHEMA_VERSION, UPGRADERS)
        CACHE.put(text, state)
    return state


async def load_snapshots(texts: Sequence[str]) -> list[GameState]:
    """The states of many stored snapshots (a game's phases, for their names), decoded in a worker thread: late in a
    long game that is a tenth of a second or more, which would hold up the event loop (issue 22)."""
    return await asyncio.to_thread(lambda: [load_snapshot(text) for text in texts])


def dump_snapshot(state: GameState) -> str:
    """The stored text of a state (pure: safe in a worker thread). `remember_snapshot` it on the event loop, so
    reading it back decodes nothing."""
    return codec.dump_versioned(state, SCHEMA_VERSION)


def remember_snapshot(text: str, state: GameState, game_id: int | None = None) -> None:
    """Seed the decoded-snapshot cache with a new phase's state (of the game `game_id`, now in play)."""
    if game_id is not None:
        CACHE.note(game_id)
    CACHE.put(text, state)


def settle(inputs: PhaseInputs) -> tuple[Resolution, str]:
    """A phase's resolution and its new snapshot's text: the engine's work, run in a worker thread."""
    result = adjudicate(inputs.state, inputs.orders, inputs.seed)
    return result, dump_snapshot(result.state)


def deal(
    families: list[str], seed: str, variant: str, options: Options | None = None, president: int | None = None
) -> tuple[GameState, str] | tuple[Rejection, ...]:
    """A new game and its first snapshot's text: the engine's work, run in a worker thread."""
    made = new_game(families, seed, variant, options=options, president=president)
    if not isinstance(made, GameState):
        return made
    return made, dump_snapshot(made)


def phase_seed(game: GameRow, phase_seq: int) -> str:
    return f"{game.seed}:{phase_seq}"


def state_with_actions(game_id: int, phase_seq: int, snapshot: str, actions: Sequence[ActionRow]) -> GameState:
    """A phase's state: its snapshot's, with its immediate actions applied in order."""
    CACHE.note(game_id)
    state = load_snapshot(snapshot)
    for row in actions:
        stored = codec.loads(StoredAction, row.payload)
        got = apply_action(state, row.seat, stored.action, stored.pending)
        if not isinstance(got, Resolution):
            # Its code only: a refusal's fields may name cards or amounts, which no log line carries.
            why = got[0].code
            raise StoreError(f"game {game_id} phase {phase_seq}: stored action {row.seq} no longer applies: {why}")
        state = got.state
    return state


async def current_state(rx: ReadTx, game: GameRow, phase_seq: int | None = None) -> GameState:
    """The state of a phase (default: the game's current one): its snapshot plus its actions, in order."""
    phase = game.phase_seq if phase_seq is None else phase_seq
    snap = await rx.get_snapshot(game.id, phase)
    if snap is None:
        raise StoreError(f"game {game.id} has no snapshot of phase {phase}")
    return state_with_actions(game.id, phase, snap.state, await rx.list_actions(game.id, phase))


def submitted(rows: Sequence[OrderRow]) -> tuple[Submitted, ...]:
    """The engine's view of stored orders."""
    return tuple(Submitted(r.seat, decode_order(r.payload), r.time) for r in rows)


async def load_phase_inputs(rx: ReadTx, game: GameRow, phase_seq: int) -> PhaseInputs:
    """The state, orders and seed of a phase, exactly as its resolution sees them."""
    state = await current_state(rx, game, phase_seq)
    return PhaseInputs(state, submitted(await rx.orders_for_phase(game.id, phase_seq)), phase_seed(game, phase_seq))
