"""Crash safety: a game master process killed with SIGKILL at random moments (in the middle of storing orders
or resolving a phase) loses nothing and corrupts nothing; a restart carries on, and every stored phase still
replays to its stored result. Killed at chosen points of a resolution (before its commit, after it before the
delivery, in the middle of the delivery) and restarted, it ends the game exactly as a run without the crash,
with every outbox message delivered, and at most the one in flight delivered twice (at least once).

This module is also the deterministic tests' child process: `python -m tests.bot.test_crash --help`."""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NoReturn, cast

import pytest

from bot.clock import FakeClock
from bot.config import GameSettings
from bot.delivery import DeliveryWorker
from bot.games.junta.services import resolution
from bot.games.junta.services.results import Resolved
from bot.games.junta.services.service import JuntaService
from bot.games.junta.services.snapshots import current_state
from bot.replay import replay_store
from bot.services import Context, Failure, Seen
from bot.store import EventRow, GameRow, GameStatus, OutboxRow, Store, Tx
from bot.store.sqlite import SqliteStore
from rules.simulate import random_orders

REPO = Path(__file__).resolve().parents[2]
SETTINGS = GameSettings(phase_minutes=60)

# The game master: plays the game in the database with random legal orders, resolving each phase as its
# deadline passes, and says so on stdout; it runs until the game ends (or it is killed).
CHILD = r"""
import asyncio, random, sys
from bot.clock import FakeClock
from bot.config import GameSettings
from bot.games.junta.services.service import JuntaService
from bot.games.junta.services.snapshots import current_state
from bot.services import Seen
from bot.store import GameStatus, Store
from rules.simulate import random_orders


async def main(path: str, seed: str) -> None:
    store = await Store.open(path)
    clock = FakeClock(1_700_000_000)
    service = JuntaService(store, clock, defaults=GameSettings(phase_minutes=60))
    rng = random.Random(seed)
    print("up", flush=True)
    while True:
        async with store.read() as rx:
            game = (await rx.list_games())[0]
            if game.status is not GameStatus.RUNNING:
                print("over", flush=True)
                return
            state = await current_state(rx, game)
            deadline = await rx.get_deadline(game.id)
            seats = {s.seat: s.user_id for s in await rx.seats(game.id)}
        for sub in random_orders(state, rng):
            await service.submit_order(game.id, seats[sub.player], sub.order, seen=Seen.phase(game.phase_seq))
        clock.set(max(clock.now(), deadline.due_at))
        await service.resolve_due()
        print("resolved", game.phase_seq, flush=True)


asyncio.run(main(sys.argv[1], sys.argv[2]))
"""


def start_child(db: Path, seed: str) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-c", CHILD, str(db), seed], stdout=subprocess.PIPE, text=True, cwd=REPO)


async def setup(db: Path) -> int:
    async with await Store.open(db) as store:
        service = JuntaService(store, FakeClock(), defaults=SETTINGS)
        game = await service.create_game(guild_id=1, channel_id=1, name="crash", seed="crash-seed")
        assert not isinstance(game, Failure)
        for i in range(6):
            assert not isinstance(await service.join(game.id, 1000 + i, f"Family{i}"), Failure)
        assert not isinstance(await service.start(game.id), Failure)
        return game.id


async def check(db: Path, game_id: int) -> tuple[GameStatus, int]:
    """The database is whole and consistent: (status, phase)."""
    with closing(sqlite3.connect(db)) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    async with await Store.open(db) as store:
        async with store.read() as rx:
            game = await rx.get_game(game_id)
            assert game is not None
            assert await rx.snapshot_phases(game_id) == list(range(game.phase_seq + 1))
            rows = [r for r in await rx.pending_outbox(game_id) if json.loads(r.payload)["topic"] == "results"]
            assert sorted(r.phase_seq or 0 for r in rows) == list(range(game.phase_seq))  # one post a phase
            if game.status is GameStatus.RUNNING:
                deadline = await rx.get_deadline(game_id)
                assert deadline is not None and deadline.phase_seq == game.phase_seq
        checked, mismatches = await replay_store(store, game_id)
        assert mismatches == []
        assert checked == game.phase_seq
        return game.status, game.phase_seq


@pytest.mark.slow
def test_sigkill_at_random_moments_loses_nothing(tmp_path: Path) -> None:
    db = tmp_path / "crash.sqlite3"
    game_id = asyncio.run(setup(db))
    rng = random.Random(2026)
    last_phase = 0
    for kill in range(8):
        child = start_child(db, f"run{kill}")
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "up"
        line = child.stdout.readline().strip()
        if line == "over":
            child.wait(timeout=30)
            break
        time.sleep(rng.uniform(0, 0.03))  # somewhere in the middle of the next phase's orders or resolution
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)
        child.stdout.close()
        status, phase = asyncio.run(check(db, game_id))
        assert phase >= last_phase
        last_phase = phase
        if status is not GameStatus.RUNNING:
            break
    # A last run plays the game to its end.
    child = start_child(db, "final")
    out, _ = child.communicate(timeout=300)
    assert child.returncode == 0 and out.strip().endswith("over")
    status, phase = asyncio.run(check(db, game_id))
    assert status is GameStatus.FINISHED and phase > last_phase


# --- kills at chosen points --------------------------------------------------------------------------------
# A child process (this module run as `python -m tests.bot.test_crash DB OUT [--kill POINT:PHASE:K]`) plays the
# game in DB with fixed orders (drawn from `random.Random(f"orders:{phase}")`) on a fake clock, resolves each
# phase at its deadline and delivers the outbox through `FileTransport`, which appends one fsynced JSON line per
# delivered message to OUT, carrying the outbox row id. With --kill it SIGKILLs itself at one chosen point:
#
#   before_commit  inside the transaction that resolves PHASE, after all of its writes (`_resolve` returned)
#   after_commit   once PHASE's resolution is committed, before any of its messages is delivered
#   before_send    delivering PHASE's messages: K of them sent and marked sent, the next not yet sent
#   after_send     delivering PHASE's messages: K sent and marked, the next one sent but not yet marked sent
#
# The points need no hook in the bot: the child overrides `JuntaService._resolve` (so it dies inside the
# resolution's transaction, before the COMMIT) and its transport dies inside `send`, which `DeliveryWorker`
# calls just before `mark_sent`. Restarted without --kill (same database, same file), it carries on to the end
# of the game. Each run starts its fake clock at the time the current phase opened, so a restart stores exactly
# what a run without the crash stores, timestamps included.
#
# A whole game is ~70 phases (a few seconds with the fsyncs), so the crash-free run leaves checkpoints (a copy
# of the database and of the file at the start of each of the last phases, `--checkpoints DIR`) and each kill
# starts from the checkpoint of its phase: one phase to the crash, a few to the end.
BEFORE_COMMIT = "before_commit"
AFTER_COMMIT = "after_commit"
BEFORE_SEND = "before_send"
AFTER_SEND = "after_send"
POINTS = (BEFORE_COMMIT, AFTER_COMMIT, BEFORE_SEND, AFTER_SEND)
KEEP = 4  # checkpoints of the last KEEP phases are kept
TABLES = {  # every table a game writes, with its key (the whole database but the migrations' meta)
    "games": "id",
    "seats": "id",
    "snapshots": "game_id, phase_seq",
    "orders": "id",
    "done": "game_id, phase_seq, seat",
    "actions": "game_id, phase_seq, seq",
    "events": "game_id, phase_seq, seq",
    "deadlines": "game_id, phase_seq",
    "outbox": "id",
    "audit": "id",
}


@dataclass(frozen=True)
class Kill:
    """Where the child dies: at `point` of `phase`'s resolution (or of the delivery of its messages)."""

    point: str
    phase: int
    k: int = 0  # before_send, after_send: how many of the phase's messages were sent and marked sent

    def __post_init__(self) -> None:
        if self.point not in POINTS:
            raise ValueError(f"unknown kill point {self.point!r}")

    def arg(self) -> str:
        return f"{self.point}:{self.phase}:{self.k}"

    @classmethod
    def parse(cls, text: str) -> Kill:
        point, phase, k = text.split(":")
        return cls(point, int(phase), int(k))


def die(point: str) -> NoReturn:
    print("dying", point, flush=True)
    os.kill(os.getpid(), signal.SIGKILL)
    raise AssertionError("unreachable: SIGKILL cannot be caught")


class FileTransport:
    """Delivers a message by appending `{"id", "kind", "target", "payload"}` to a JSONL file, fsynced.

    `idempotent`: the receiver's side of exactly-once. It knows the row ids already in the file and does not
    append one again (a row sent just before a crash stopped the worker from marking it sent). The worker
    stays at least once either way. `armed`, `delivered`: the delivery kill point and the count of the round
    (one phase's messages) being delivered."""

    def __init__(self, path: Path, *, idempotent: bool = False) -> None:
        self.received = {line["id"] for line in read_deliveries(path)} if idempotent else None
        self.file = path.open("a", encoding="utf-8")
        self.armed: Kill | None = None
        self.delivered = 0

    async def send(self, row: OutboxRow) -> None:
        kill = self.armed
        if kill is not None and kill.point == BEFORE_SEND and self.delivered == kill.k:
            die(BEFORE_SEND)
        if self.received is not None and row.id in self.received:
            return  # the receiver has it already
        line = {"id": row.id, "kind": row.kind, "target": row.target, "payload": json.loads(row.payload)}
        self.file.write(json.dumps(line, sort_keys=True) + "\n")
        self.file.flush()
        os.fsync(self.file.fileno())
        if self.received is not None:
            self.received.add(row.id)
        if kill is not None and kill.point == AFTER_SEND and self.delivered == kill.k:
            die(AFTER_SEND)  # sent; the worker has not marked it sent
        self.delivered += 1


def crash_while_resolving(kill: Kill | None) -> None:
    """In this (child) process, make the resolution of the chosen phase die inside its transaction, after its writes:
    the transaction is open, and its COMMIT would run after `resolve` returns."""
    original = resolution.resolve

    async def resolve(
        ctx: Context, tx: Tx, game: GameRow, now: int, *, reason: str, late: bool = False
    ) -> Resolved | None:
        resolved = await original(ctx, tx, game, now, reason=reason, late=late)
        if kill is not None and kill.point == BEFORE_COMMIT and kill.phase == game.phase_seq:
            die(BEFORE_COMMIT)
        return resolved

    resolution.resolve = resolve


def copy_run(db: Path, out: Path, to_db: Path, to_out: Path) -> None:
    """Copy a database (consistently, while another connection has it open) and its transport file."""
    with closing(sqlite3.connect(db)) as source, closing(sqlite3.connect(to_db)) as target:
        source.backup(target)
    to_out.write_bytes(out.read_bytes() if out.exists() else b"")


async def play(db: Path, out: Path, kill: Kill | None, idempotent: bool, checkpoints: Path | None) -> None:
    """The child: play the (only) game in `db` to its end, delivering to `out`; die at `kill`."""
    async with await Store.open(db) as store:
        await _play(store, out, kill, idempotent, checkpoints)


async def _play(store: Store, out: Path, kill: Kill | None, idempotent: bool, checkpoints: Path | None) -> None:
    async with store.read() as rx:
        first = (await rx.list_games())[0]
        snapshot = await rx.get_snapshot(first.id, first.phase_seq)
    assert snapshot is not None
    clock = FakeClock(snapshot.created_at)  # when the current phase opened: where a run without crash is now
    crash_while_resolving(kill)
    service = JuntaService(store, clock, defaults=SETTINGS)
    transport = FileTransport(out, idempotent=idempotent)
    worker = DeliveryWorker(store, clock, transport)
    print("up", flush=True)
    while True:
        await worker.deliver_due()  # the last resolution's messages, or what a killed run left unsent
        transport.armed = None
        async with store.read() as rx:
            game = await rx.get_game(first.id)
            assert game is not None
            if game.status is not GameStatus.RUNNING:
                transport.file.close()
                print("over", flush=True)
                return
            phase = game.phase_seq
            state = await current_state(rx, game)
            deadline = await rx.get_deadline(game.id)
            seats = {s.seat: s.user_id for s in await rx.seats(game.id)}
            stored = await rx.orders_for_phase(game.id, phase)
        assert deadline is not None and deadline.due_at is not None
        if checkpoints is not None:
            db = cast(SqliteStore, store).path
            copy_run(db, out, checkpoints / f"{phase}.sqlite3", checkpoints / f"{phase}.jsonl")
            for old in (checkpoints / f"{phase - KEEP}.sqlite3", checkpoints / f"{phase - KEEP}.jsonl"):
                old.unlink(missing_ok=True)
        if not stored:  # a run killed while resolving this phase has stored its orders already
            for sub in random_orders(state, random.Random(f"orders:{phase}")):
                await service.submit_order(game.id, seats[sub.player], sub.order, seen=Seen.phase(phase))
        clock.set(max(clock.now(), deadline.due_at))
        resolved = await service.resolve_due()
        assert [r.phase_seq for r in resolved] == [phase], resolved
        if kill is not None and kill.phase == phase:
            if kill.point == AFTER_COMMIT:
                die(AFTER_COMMIT)
            if kill.point in (BEFORE_SEND, AFTER_SEND):
                transport.armed = kill
                transport.delivered = 0
        print("resolved", phase, flush=True)


def read_deliveries(path: Path) -> list[dict[str, Any]]:
    """The transport file's lines, in order (each is whole: it was fsynced before the next one began)."""
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def run_child(
    db: Path, out: Path, kill: Kill | None = None, *, idempotent: bool = False, checkpoints: Path | None = None
) -> tuple[int, list[str]]:
    args = [sys.executable, "-m", "tests.bot.test_crash", str(db), str(out)]
    if kill is not None:
        args += ["--kill", kill.arg()]
    if idempotent:
        args.append("--idempotent")
    if checkpoints is not None:
        args += ["--checkpoints", str(checkpoints)]
    done = subprocess.run(args, cwd=REPO, capture_output=True, text=True, timeout=120, check=False)
    assert done.stderr == "", done.stderr
    return done.returncode, done.stdout.splitlines()


def dump(db: Path) -> dict[str, list[dict[str, Any]]]:
    """Every row of every game table, by key (after an integrity check)."""
    with closing(sqlite3.connect(db)) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        conn.row_factory = sqlite3.Row
        return {
            table: [dict(row) for row in conn.execute(f"SELECT * FROM {table} ORDER BY {key}")]
            for table, key in TABLES.items()
        }


async def final_checks(db: Path) -> tuple[GameRow, str, list[EventRow]]:
    """The game is over, every stored phase replays to its stored result, nothing is left in the outbox:
    (the game, its last snapshot's state, its events)."""
    async with await Store.open(db) as store:
        async with store.read() as rx:
            game = (await rx.list_games())[0]
            snapshot = await rx.latest_snapshot(game.id)
            events = await rx.list_events(game.id)
            assert await rx.pending_outbox() == []
        checked, mismatches = await replay_store(store)
    assert game.status is GameStatus.FINISHED
    assert snapshot is not None and snapshot.phase_seq == game.phase_seq
    assert mismatches == [] and checked == game.phase_seq
    return game, snapshot.state, events


@dataclass(frozen=True)
class Outcome:
    game: GameRow
    state: str  # the last snapshot's JSON
    events: list[EventRow]
    tables: dict[str, list[dict[str, Any]]]
    deliveries: list[dict[str, Any]]


def outcome(db: Path, out: Path) -> Outcome:
    game, state, events = asyncio.run(final_checks(db))
    return Outcome(game, state, events, dump(db), read_deliveries(out))


def once_each(deliveries: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """What a receiver that drops a row id it has seen gets."""
    seen: set[int] = set()
    kept = []
    for line in deliveries:
        if line["id"] not in seen:
            seen.add(line["id"])
            kept.append(line)
    return kept


@dataclass(frozen=True)
class Baseline:
    outcome: Outcome
    checkpoints: Path  # {phase}.sqlite3, {phase}.jsonl: the run at the start of each of the last KEEP phases

    @property
    def last_phase(self) -> int:
        """The phase whose resolution ended the game."""
        return self.outcome.game.phase_seq - 1


@pytest.fixture(scope="module")
def baseline(tmp_path_factory: pytest.TempPathFactory) -> Baseline:
    """The game played without a crash (in one run)."""
    folder = tmp_path_factory.mktemp("baseline")
    db, out, checkpoints = folder / "junta.sqlite3", folder / "delivered.jsonl", folder / "checkpoints"
    checkpoints.mkdir()
    asyncio.run(setup(db))
    code, lines = run_child(db, out, checkpoints=checkpoints)
    assert code == 0 and lines[-1] == "over", lines
    got = outcome(db, out)
    ids = [line["id"] for line in got.deliveries]
    assert ids == sorted(set(ids)) == [row["id"] for row in got.tables["outbox"]]  # each row once, in order
    assert got.game.phase_seq > KEEP
    return Baseline(got, checkpoints)


@dataclass(frozen=True)
class Case:
    """A kill: at `point` of the phase `before_last` phases before the one that ends the game (0: that one; a
    phase KEEP - 1 before it is one like any other in the middle of the game), after `k` messages for the
    delivery points; through an `idempotent` transport or not."""

    point: str
    before_last: int
    k: int = 0
    idempotent: bool = False

    def __str__(self) -> str:
        where = "last" if self.before_last == 0 else f"last-{self.before_last}"
        return f"{self.point}-{where}-k{self.k}" + ("-exactly-once" if self.idempotent else "")


MID = KEEP - 1
CASES = [
    Case(BEFORE_COMMIT, MID),
    Case(AFTER_COMMIT, MID),
    Case(BEFORE_SEND, MID, 1),
    Case(AFTER_SEND, MID, 1),
    Case(AFTER_SEND, MID, 1, idempotent=True),
    Case(BEFORE_COMMIT, 0),
    Case(AFTER_COMMIT, 0),
    Case(AFTER_SEND, 0, 0),
]


@dataclass(frozen=True)
class CrashRun:
    """A run killed at `kill`, what it left, and its restart to the end."""

    kill: Kill
    crashed: tuple[int, list[str]]  # the killed run's exit status and output
    tables: dict[str, list[dict[str, Any]]]  # the database the crash left
    delivered: list[dict[str, Any]]  # the transport file the crash left
    restarted: tuple[int, list[str]]
    db: Path
    out: Path


def crash_and_restart(case: Case, baseline: Baseline, folder: Path) -> CrashRun:
    kill = Kill(case.point, baseline.last_phase - case.before_last, case.k)
    db, out = folder / "junta.sqlite3", folder / "delivered.jsonl"
    start = baseline.checkpoints / str(kill.phase)
    copy_run(start.with_suffix(".sqlite3"), start.with_suffix(".jsonl"), db, out)
    crashed = run_child(db, out, kill, idempotent=case.idempotent)
    tables, delivered = dump(db), read_deliveries(out)
    restarted = run_child(db, out, idempotent=case.idempotent)
    return CrashRun(kill, crashed, tables, delivered, restarted, db, out)


@pytest.fixture(scope="module")
def crash_runs(baseline: Baseline, tmp_path_factory: pytest.TempPathFactory) -> dict[Case, CrashRun]:
    """Every case's runs; the cases run side by side (each in its own folder, as separate processes)."""
    folders = [tmp_path_factory.mktemp(str(case)) for case in CASES]
    with ThreadPoolExecutor(max_workers=4) as pool:
        runs = pool.map(crash_and_restart, CASES, [baseline] * len(CASES), folders)
        return dict(zip(CASES, runs, strict=True))


@pytest.mark.slow
@pytest.mark.parametrize("case", CASES, ids=str)
def test_sigkill_at_a_chosen_point_ends_as_without_the_crash(
    case: Case, baseline: Baseline, crash_runs: dict[Case, CrashRun]
) -> None:
    """Killed at the point, restarted: the game ends in the same state, with the same events and rows, as
    without the crash; every message is delivered, and twice only for the row in flight at an after_send kill
    (at least once), which a receiver deduplicating by row id (or an idempotent transport) sees once."""
    run = crash_runs[case]
    kill = run.kill
    code, lines = run.crashed
    assert code == -signal.SIGKILL and lines[-1] == f"dying {kill.point}", lines

    # What the crash left: the resolution all there or not at all, the file a prefix of the crash-free one.
    tables, delivered = run.tables, run.delivered
    (game,) = tables["games"]
    assert game["phase_seq"] == (kill.phase if kill.point == BEFORE_COMMIT else kill.phase + 1)
    assert [row["phase_seq"] for row in tables["snapshots"]] == list(range(game["phase_seq"] + 1))
    assert delivered == baseline.outcome.deliveries[: len(delivered)]
    unsent = {row["id"] for row in tables["outbox"] if row["sent_at"] is None}
    in_flight = [line["id"] for line in delivered if line["id"] in unsent]
    assert in_flight == ([delivered[-1]["id"]] if kill.point == AFTER_SEND else [])  # sent, not marked sent
    if kill.point == BEFORE_COMMIT:
        assert unsent == set()  # every message before the resolution went out; it queued none
    else:  # the resolution's messages: none of them out, or the first k (and the one in flight)
        resolved_at = tables["snapshots"][kill.phase + 1]["created_at"]
        queued = [row["id"] for row in tables["outbox"] if row["created_at"] == resolved_at]
        marked = 0 if kill.point == AFTER_COMMIT else kill.k
        sent = marked + (kill.point == AFTER_SEND)
        assert len(queued) > marked
        assert [line["id"] for line in delivered if line["id"] in queued] == queued[:sent]
        assert [i for i in queued if i not in unsent] == queued[:marked]
        assert unsent == set(queued[marked:])

    # After the restart: as without the crash.
    code, lines = run.restarted
    assert code == 0 and lines[-1] == "over", lines
    got = outcome(run.db, run.out)
    want = baseline.outcome
    assert got.state == want.state
    assert got.events == want.events
    assert got.tables == want.tables  # every row of every table: snapshots, orders, deadlines, outbox, ...
    ids = [line["id"] for line in got.deliveries]
    twice = sorted({i for i in ids if ids.count(i) > 1})
    if kill.point == AFTER_SEND and not case.idempotent:
        assert twice == in_flight and ids.count(in_flight[0]) == 2  # at least once: it went out again
    else:
        assert twice == []
    assert once_each(got.deliveries) == want.deliveries  # every row exactly once, in order, as without crash
    assert sorted(set(ids)) == [row["id"] for row in got.tables["outbox"]]


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(prog="python -m tests.bot.test_crash", description="The crash tests' child.")
    parser.add_argument("db", type=Path)
    parser.add_argument("out", type=Path, help="the transport's JSONL file")
    parser.add_argument("--kill", type=Kill.parse, default=None, metavar="POINT:PHASE:K")
    parser.add_argument("--idempotent", action="store_true", help="the transport drops row ids it has sent")
    parser.add_argument("--checkpoints", type=Path, default=None, help="copy the run here at each phase's start")
    args = parser.parse_args(argv)
    asyncio.run(play(args.db, args.out, args.kill, args.idempotent, args.checkpoints))


if __name__ == "__main__":
    main(sys.argv[1:])
