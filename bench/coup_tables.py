"""Benchmark of Nomicoup's live tables in the bot (`bot.games.coup.tables`):
`python -m bench.coup_tables [--tables N] [--turns T] [--memory]`.

Plays N live tables of three people at once on one event loop: on each turn the player acts Foreign Aid and the
others pass one after the other, each answer as a click would give it. Prints the median and p95 time from the last
pass of a window to the next step's prompt reaching the transport (issue 24: "the next step opening within a second
of the last pass"), and the same for a whole answer (the click's own reply).

By default the tables are kept in a SQLite store (a temporary file) and what they say goes the way the bot sends it:
queued in the shared outbox in the transaction that keeps the step (`bot.games.coup.keeping`), then sent by the
delivery worker (`bot.delivery.DeliveryWorker`, woken by the commit) to a transport that only notes the post; the
figure counts the store's writes and the worker's wake-up and look-up, not Discord's round trip. `--memory`: the
tables kept in this process only, their posts said through a sink at once (no store), for comparison. Figures only:
nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from pathlib import Path

from bot.clock import SystemClock
from bot.delivery import DeliveryWorker
from bot.games.coup.keeping import StoreKeeper
from bot.games.coup.tables import CoupTables, Post
from bot.outbox import ChannelPost, decode
from bot.store import OutboxRow, Store
from rules.coup import Act, Action, Pass, StepKind, Timing

LIVE = Timing(turn=90, window=30, choice=30)
PROMPT = "it is your turn"


class Stopwatch:
    """Notes when each table's next prompt arrives: as a sink (`--memory`) or as the outbox's transport."""

    def __init__(self) -> None:
        self.arrived: dict[int, asyncio.Event] = {}
        self.sent = 0

    def _arrived(self, channel_id: int) -> None:
        self.arrived.setdefault(channel_id, asyncio.Event()).set()

    async def deliver(self, channel_id: int, post: Post) -> bool:
        if post.user_id is None and PROMPT in post.said:
            self._arrived(channel_id)
        return True

    async def send(self, row: OutboxRow) -> None:
        self.sent += 1
        message = decode(row.kind, row.payload)
        if isinstance(message, ChannelPost) and PROMPT in message.text:
            self._arrived(row.target)


def pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(q * len(s)))]


async def play(
    tables: CoupTables, watch: Stopwatch, channel: int, turns: int, opening: list[float], answering: list[float]
) -> None:
    for _ in range(turns):
        table = tables.table(channel)
        assert table is not None and table.state is not None
        if table.over:
            return
        state = table.state
        actor = table.places[state.turn.seat].user_id
        if actor is None or state.step.kind is not StepKind.ACTION:
            await asyncio.sleep(0.01)
            continue
        await tables.act(channel, actor, Act(Action.FOREIGN_AID))
        watch.arrived[channel] = asyncio.Event()
        seq = table.state.seq if table.state is not None else 0
        people = [p.user_id for p in table.places if p.user_id is not None and p.user_id != actor]
        for i, user in enumerate(people):
            start = time.perf_counter()
            await tables.answer(channel, user, seq, Pass(), tables.clock.now_ms())
            answering.append(time.perf_counter() - start)
            if i == len(people) - 1:
                await watch.arrived[channel].wait()
                opening.append(time.perf_counter() - start)


async def main(count: int, turns: int, memory: bool) -> None:
    clock = SystemClock()
    watch = Stopwatch()
    with tempfile.TemporaryDirectory() as folder:
        store = None if memory else await Store.open(Path(folder) / "bench.sqlite3")
        worker = None if store is None else DeliveryWorker(store, clock, watch)
        keeper = None if store is None or worker is None else StoreKeeper(store, clock, worker.wake)
        tables = CoupTables(clock, keeper)
        tables.sink = watch
        delivering = None if worker is None else asyncio.create_task(worker.run())
        try:
            for channel in range(1, count + 1):
                base = channel * 10
                await tables.create(channel, base, "Alba", timing=LIVE, rounds=100, guild_id=1)
                await tables.join(channel, base + 1, "Bea")
                await tables.join(channel, base + 2, "Carl")
                await tables.start(channel, base)
            opening: list[float] = []
            answering: list[float] = []
            began = time.perf_counter()
            await asyncio.gather(*(play(tables, watch, c, turns, opening, answering) for c in range(1, count + 1)))
            took = time.perf_counter() - began
        finally:
            tables.close()
            if worker is not None and delivering is not None:
                worker.stop()
                await delivering
            if store is not None:
                await store.close()
    kept = "in process memory, said through a sink" if memory else "kept in SQLite, sent through the shared outbox"
    print(f"{count} live tables of 3 people, {turns} turns each, {kept}, in {took:.2f} s")
    print(
        f"last pass -> next step's prompt delivered: median {statistics.median(opening) * 1000:.1f} ms, "
        f"p95 {pct(opening, 0.95) * 1000:.1f} ms, max {max(opening) * 1000:.1f} ms ({len(opening)} windows)"
    )
    print(
        f"one answer taken (the click's reply): median {statistics.median(answering) * 1000:.2f} ms, "
        f"p95 {pct(answering, 0.95) * 1000:.2f} ms"
    )
    if not memory:
        print(f"outbox messages sent: {watch.sent}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--turns", type=int, default=10)
    parser.add_argument("--memory", action="store_true", help="no store: the tables' posts said at once")
    args = parser.parse_args()
    asyncio.run(main(args.tables, args.turns, args.memory))
