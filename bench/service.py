"""Benchmark of the game service on a real SQLite file: `python -m bench.service [--games N] [--players P]`.

Plays whole games with random legal orders through `bot.services` (a fake clock; the scheduler resolves each
phase at its deadline) and prints the median and p95 time of a submitted order, a status read, a phase
resolution (with its outbox rows) and the delivery of one outbox row to a transport that does nothing.
Figures only: nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path

from bot.clock import FakeClock
from bot.config import GameSettings
from bot.delivery import DeliveryWorker
from bot.scheduler import Scheduler
from bot.services import Failure, GameService, current_state
from bot.store import GameStatus, OutboxRow, Store
from rules.simulate import NAMES, random_orders


class NullTransport:
    async def send(self, row: OutboxRow) -> None:
        return None


def pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(q * len(s)))]


async def play(store: Store, clock: FakeClock, game_no: int, players: int, timings: dict[str, list[float]]) -> int:
    service = GameService(store, clock, defaults=GameSettings(phase_minutes=60))
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


async def run(games: int, players: int) -> None:
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
    print(f"{games} whole {players}-player games through the services ({statistics.mean(phases):.0f} phases each)")
    for name, values in timings.items():
        median, p95 = statistics.median(values), pct(values, 0.95)
        print(f"  {name:<16} median {median:7.2f} ms   p95 {p95:7.2f} ms   ({len(values)})")
    print(f"  outbox rows      {pending} queued, {sent} delivered")


def main(argv: Sequence[str] | None = None) -> None:
    ap = argparse.ArgumentParser(prog="python -m bench.service")
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--players", type=int, default=10)
    args = ap.parse_args(argv)
    asyncio.run(run(args.games, args.players))


if __name__ == "__main__":
    main()
