"""Benchmark of Nomicoup's live tables in the bot (`bot.games.coup.tables`):
`python -m bench.coup_tables [--tables N] [--turns T]`.

Plays N live tables of three people at once on one event loop: on each turn the player acts
Foreign Aid and the others pass one after the other, each answer as a click would give it. Prints the median and p95
time from the last pass of a window to the next step's prompt reaching the sink (issue 24: "the next step opening
within a second of the last pass"), and the same for a whole answer (the click's own reply). The sink only notes the
post: Discord's round trip and the table's picture (drawn in a worker thread) are not counted. Figures only:
nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import time

from bot.clock import SystemClock
from bot.games.coup.tables import CoupTables, Post
from rules.coup import Act, Action, Pass, StepKind, Timing

LIVE = Timing(turn=90, window=30, choice=30)


class Stopwatch:
    """A sink that notes when each table's next prompt arrives."""

    def __init__(self) -> None:
        self.arrived: dict[int, asyncio.Event] = {}

    async def deliver(self, channel_id: int, post: Post) -> bool:
        if post.user_id is None and "it is your turn" in post.said:
            self.arrived.setdefault(channel_id, asyncio.Event()).set()
        return True


def pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(q * len(s)))]


async def play(
    tables: CoupTables, sink: Stopwatch, channel: int, turns: int, opening: list[float], answering: list[float]
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
        sink.arrived[channel] = asyncio.Event()
        seq = table.state.seq if table.state is not None else 0
        people = [p.user_id for p in table.places if p.user_id is not None and p.user_id != actor]
        for i, user in enumerate(people):
            start = time.perf_counter()
            await tables.answer(channel, user, seq, Pass(), tables.clock.now_ms())
            answering.append(time.perf_counter() - start)
            if i == len(people) - 1:
                await sink.arrived[channel].wait()
                opening.append(time.perf_counter() - start)


async def main(count: int, turns: int) -> None:
    tables = CoupTables(SystemClock())
    sink = Stopwatch()
    tables.sink = sink
    for channel in range(1, count + 1):
        base = channel * 10
        await tables.create(channel, base, "Alba", timing=LIVE, rounds=100)
        await tables.join(channel, base + 1, "Bea")
        await tables.join(channel, base + 2, "Carl")
        await tables.start(channel, base)
    opening: list[float] = []
    answering: list[float] = []
    began = time.perf_counter()
    await asyncio.gather(*(play(tables, sink, c, turns, opening, answering) for c in range(1, count + 1)))
    took = time.perf_counter() - began
    print(f"{count} live tables of 3 people, {turns} turns each, in {took:.2f} s")
    print(
        f"last pass -> next step's prompt delivered: median {statistics.median(opening) * 1000:.1f} ms, "
        f"p95 {pct(opening, 0.95) * 1000:.1f} ms ({len(opening)} windows)"
    )
    print(
        f"one answer taken (the click's reply): median {statistics.median(answering) * 1000:.2f} ms, "
        f"p95 {pct(answering, 0.95) * 1000:.2f} ms"
    )
    for table in tables.tables.values():
        if table.timer is not None:
            table.timer.cancel()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--turns", type=int, default=10)
    args = parser.parse_args()
    asyncio.run(main(args.tables, args.turns))
