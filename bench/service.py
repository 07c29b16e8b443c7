"""Benchmark of the game service on a real SQLite file:
`python -m bench.service [--games N] [--players P] [--floor-inserts N] [--restart-games N] [--restarts R]`.

Plays whole games with random legal orders through `bot.services` (a fake clock; the scheduler resolves each
phase at its deadline) and prints the median and p95 time of a submitted order, a status read, a phase
resolution (with its outbox rows) and the delivery of one outbox row to a transport that does nothing.

Then the floor of a submitted order: one aiosqlite INSERT + COMMIT (two calls: the INSERT, which opens the
transaction, and the COMMIT) of an order-sized row into a table of its own, in a database file in the same folder,
opened as the store opens its file (WAL, synchronous=FULL), timed `--floor-inserts` times; and the ratio of the
submit median to its median (issue 11's target: within 1.5x).

Then the time to restart with many active games and re-arm their deadlines: a database of `--restart-games`
running 6-player games (each started through the service, so each has a snapshot and a deadline; building it
is not timed) is closed and reopened `--restarts` times. Each restart times opening the store (the migrations
check), constructing the service and the scheduler, and the scheduler's first round: `run_once()` and
`next_delay()` with a fake clock before every deadline and reminder, so nothing resolves.
Figures only: nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import tempfile
import time
from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path

import aiosqlite

from bot.clock import FakeClock
from bot.config import GameSettings
from bot.delivery import DeliveryWorker
from bot.games.junta.services.service import JuntaService
from bot.games.junta.services.snapshots import current_state
from bot.scheduler import Scheduler
from bot.services import Failure
from bot.store import GameStatus, OutboxRow, Store
from rules.simulate import NAMES, random_orders


class NullTransport:
    async def send(self, row: OutboxRow) -> None:
        return None


def pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(q * len(s)))]


async def play(store: Store, clock: FakeClock, game_no: int, players: int, timings: dict[str, list[float]]) -> int:
    service = JuntaService(store, clock, defaults=GameSettings(phase_minutes=60))
    scheduler = Scheduler(service)
    rng = random.Random(game_no)
    game = await service.create_game(guild_id=1, channel_id=10_000 + game_no, name=f"bench {game_no}")
    assert not isinstance(game, Failure)
    for i in range(players):
        await service.join(game.id, 1000 + i, NAMES[i])
    started = await service.start(game.id)
    assert not isinstance(started, Failure)
    users = {s.seat: s.user_id for s in started.seats}
    phases = 0
    while True:
        async with store.read() as rx:
            row = await rx.get_game(game.id)
            assert row is not None
            if row.status is not GameStatus.RUNNING:
                return phases
            state = await current_state(rx, row)
            deadline = await rx.get_deadline(game.id)
        for sub in random_orders(state, rng):
            t0 = time.perf_counter()
            await service.submit_order(game.id, users[sub.player], sub.order)
            timings["submit order"].append((time.perf_counter() - t0) * 1000)
        t0 = time.perf_counter()
        await service.my_status(game.id, users[0])
        timings["status read"].append((time.perf_counter() - t0) * 1000)
        assert deadline is not None and deadline.due_at is not None
        clock.set(max(clock.now(), deadline.due_at))
        t0 = time.perf_counter()
        await scheduler.run_once()
        timings["resolve phase"].append((time.perf_counter() - t0) * 1000)
        phases += 1


RESTART_PLAYERS = 6


async def build_running_games(path: Path, games: int) -> int:
    """A database with `games` running games, each created, joined and started through the service (default
    settings: a daily deadline at least 20 hours away, a reminder 6 hours before it). The clock's time."""
    clock = FakeClock()
    async with await Store.open(path) as store:
        service = JuntaService(store, clock)
        for g in range(games):
            game = await service.create_game(guild_id=1, channel_id=100_000 + g, name=f"restart {g}")
            assert not isinstance(game, Failure)
            for i in range(RESTART_PLAYERS):
                await service.join(game.id, 1_000_000 + g * RESTART_PLAYERS + i, NAMES[i])
            started = await service.start(game.id)
            assert not isinstance(started, Failure), started
    return clock.now()


async def restart(path: Path, now: int) -> tuple[list[float], int, float]:
    """One restart: the seconds to open the store, to construct the service and scheduler, of the scheduler's
    first round (run_once + next_delay) and in all; how many things that round did and the delay it found."""
    clock = FakeClock(now)
    t0 = time.perf_counter()
    store = await Store.open(path)
    try:
        t1 = time.perf_counter()
        scheduler = Scheduler(JuntaService(store, clock))
        t2 = time.perf_counter()
        did = await scheduler.run_once()
        delay = await scheduler.next_delay()
        t3 = time.perf_counter()
    finally:
        await store.close()
    return [t1 - t0, t2 - t1, t3 - t2, t3 - t0], did, delay


async def run_restart(games: int, restarts: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "restart.sqlite3"
        t0 = time.perf_counter()
        now = await build_running_games(path, games)
        built = time.perf_counter() - t0
        async with await Store.open(path) as store, store.read() as rx:
            running = len(await rx.list_games(statuses=[GameStatus.RUNNING]))
            armed = len(await rx.due_deadlines(2**62))
            wakeup = await rx.next_wakeup()
        runs = [await restart(path, now) for _ in range(restarts)]
    steps = list(zip(*(r[0] for r in runs), strict=True))
    did = sum(r[1] for r in runs)
    delay = min(r[2] for r in runs)
    ahead = "none" if wakeup is None else f"{(wakeup - now) / 3600:.1f} h ahead"
    print(f"restart with {games} active games and re-arm their deadlines ({restarts} restarts)")
    print(f"  database         {running} running games, {armed} live deadlines (built in {built:.1f} s, not timed)")
    for name, values in zip(("open store", "construct", "re-arm round"), steps[:3], strict=True):
        print(f"  {name:<16} median {statistics.median(values):8.4f} s")
    total = steps[3]
    print(f"  total            median {statistics.median(total):8.4f} s   max {max(total):8.4f} s")
    print(f"  re-arm round     {did} things done, next wake-up {ahead} (first sleep {delay:.0f} s)")


async def insert_commit(path: Path, times: int) -> list[float]:
    """The floor of a submitted order: `times` x one aiosqlite INSERT + COMMIT of an order-sized row, in ms, into a
    fresh database file opened as the store opens its own (bot/store.py: WAL, synchronous=FULL)."""
    body = json.dumps({"kind": "nominate", "candidate": 3, "if": None, "phase": 12, "by": 123456789012345678})
    async with aiosqlite.connect(path) as db:
        await db.execute("PRAGMA journal_mode = WAL")
        await db.execute("PRAGMA synchronous = FULL")
        await db.execute(
            "CREATE TABLE orders (id INTEGER PRIMARY KEY, game_id INTEGER, seat INTEGER, phase INTEGER, body TEXT)"
        )
        await db.commit()
        timings = []
        for i in range(times):
            t0 = time.perf_counter()
            await db.execute(
                "INSERT INTO orders (game_id, seat, phase, body) VALUES (?, ?, ?, ?)", (i % 50, i % 10, i, body)
            )
            await db.commit()
            timings.append((time.perf_counter() - t0) * 1000)
    return timings


async def run(games: int, players: int, floor_inserts: int) -> None:
    timings: dict[str, list[float]] = defaultdict(list)
    with tempfile.TemporaryDirectory() as folder:
        async with await Store.open(Path(folder) / "bench.sqlite3") as store:
            clock = FakeClock()
            phases = [await play(store, clock, g, players, timings) for g in range(games)]
            worker = DeliveryWorker(store, clock, NullTransport())
            async with store.read() as rx:
                pending = len(await rx.pending_outbox())
            t0 = time.perf_counter()
            sent = await worker.deliver_due()
            if sent:
                timings["deliver one row"].append((time.perf_counter() - t0) * 1000 / sent)
        floor = await insert_commit(Path(folder) / "floor.sqlite3", floor_inserts)
    print(f"{games} whole {players}-player games through the services ({statistics.mean(phases):.0f} phases each)")
    for name, values in timings.items():
        median, p95 = statistics.median(values), pct(values, 0.95)
        print(f"  {name:<16} median {median:7.2f} ms   p95 {p95:7.2f} ms   ({len(values)})")
    print(f"  outbox rows      {pending} queued, {sent} delivered")
    submit, insert = statistics.median(timings["submit order"]), statistics.median(floor)
    print(f"floor: one aiosqlite INSERT + COMMIT in the same folder (WAL, synchronous=FULL, {len(floor)} times)")
    print(f"  INSERT + COMMIT  median {insert:7.2f} ms   p95 {pct(floor, 0.95):7.2f} ms")
    print(f"  submit order / INSERT + COMMIT (medians): {submit / insert:.1f}x (target: within 1.5x)")


def main(argv: Sequence[str] | None = None) -> None:
    ap = argparse.ArgumentParser(prog="python -m bench.service")
    ap.add_argument("--games", type=int, default=3, help="whole games played through the services")
    ap.add_argument("--players", type=int, default=10)
    ap.add_argument("--floor-inserts", type=int, default=200, help="INSERT + COMMITs timed for the floor")
    ap.add_argument("--restart-games", type=int, default=1000, help="running games in the restart benchmark")
    ap.add_argument("--restarts", type=int, default=5)
    args = ap.parse_args(argv)
    print(f"machine: {os.cpu_count()} cores, load average {load_average()} (on a shared machine the figures are noisy)")
    asyncio.run(run(args.games, args.players, args.floor_inserts))
    asyncio.run(run_restart(args.restart_games, args.restarts))
    print(f"machine: load average {load_average()} at the end")


def load_average() -> str:
    """The 1, 5 and 15 minute load averages."""
    try:
        return " / ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "?"


if __name__ == "__main__":
    main()
