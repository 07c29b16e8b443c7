"""Benchmark of the whole bot over the wire: `python -m bench.bot [--games N] [--players P] [--phases K] [--think S]`.

Starts the local fake Discord (tests/e2e/fakediscord) and the real bot (`python -m bot`, a subprocess with its own
database), then drives N games at once, each in its own server and channel: `/junta create`, P joins,
`/junta start`, and then K phases where every player gives an order in a DM (`/nominate` or `/status`) and
marks it `/done`, or a moderator runs `/gm advance`. With `--think S` each command waits a random 0..S s first,
as people do; without it all N games' players act at the same instant (the worst case: bursts of N x P
interactions at once).

Prints the interaction acknowledgement latency (dispatch to the bot's callback, as Discord measures its 3 s
limit; overall and per command), the time until the answer is complete (what the player waits for), and the
phase-delivery time (from the action that closes a phase to the new phase's announcement in the channel),
median and p99. Figures only: nothing here asserts a time. The fake Discord runs in this process and timestamps
an acknowledgement when its own loop gets to it: the harness waits by light polling, so that its own work is
not counted as the bot's, and prints its loop's lag (how much of the figures is the harness's). `--games 100`
takes about half a minute.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import random
import re
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from tests.e2e.fakediscord import BotProcess, Channel, FakeDiscord, Permission, User
from tests.e2e.fakediscord.interactions import Interaction

REPO_ROOT = Path(__file__).resolve().parents[1]
PHASE_POST = re.compile(r"phase (\d+):")


async def poll(predicate: Callable[[], bool], timeout: float, what: str, every: float = 0.01) -> None:
    """Wait until `predicate()` by checking it every `every` s. The fake's own `wait_until` wakes every waiter on
    every change of its state, which with hundreds of waiters (100 games) loads the loop that also serves the
    fake Discord, and that delay would be counted as the bot's."""
    deadline = time.perf_counter() + timeout
    while not predicate():
        if time.perf_counter() > deadline:
            raise TimeoutError(f"timed out after {timeout:g} s waiting for {what}")
        await asyncio.sleep(every)


def cpu_seconds(pid: int) -> float:
    """User plus system CPU seconds a process has used so far (Linux /proc; NaN elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return float("nan")
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class LoopLag:
    """How late this process's own event loop wakes a 5 ms timer: the fake Discord timestamps each acknowledgement
    when its loop gets to it, so a busy harness inflates every figure; this says by how much at most."""

    def __init__(self) -> None:
        self.lags: list[float] = []
        self._task: asyncio.Task[None] | None = None

    async def _run(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            start = loop.time()
            await asyncio.sleep(0.005)
            self.lags.append(max(0.0, loop.time() - start - 0.005))

    def start(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self._run())

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()


def pct(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


class Bench:
    def __init__(self, fake: FakeDiscord, think: float = 0.0) -> None:
        self.fake = fake
        self.think = think
        self.rng = random.Random(1)
        self.acks: list[float] = []
        self.acks_by_command: dict[str, list[float]] = {}
        self.answers: list[float] = []  # dispatch to the complete answer (to within the 50 ms polling step)
        self.delivery: list[float] = []
        self.failures: list[str] = []
        self.seen: dict[int, tuple[int, int]] = {}  # channel id -> (messages scanned, highest phase posted)

    def posted_phase(self, channel: Channel) -> int:
        """The highest phase announced in `channel` so far; scans only the messages not seen before (a full
        rescan of every channel on every change of the fake would slow the fake's loop, and with it every figure)."""
        scanned, best = self.seen.get(channel.id, (0, -1))
        messages = self.fake.channel_messages.get(channel.id, [])
        for msg in messages[scanned:]:
            if not msg.deleted and (m := PHASE_POST.search(msg.content)) is not None:
                best = max(best, int(m.group(1)))
        self.seen[channel.id] = (len(messages), best)
        return best

    async def command(self, user: User, channel: Channel, name: str, options: dict[str, object] | None = None) -> str:
        if self.think:
            await asyncio.sleep(self.rng.uniform(0, self.think))
        inter: Interaction = await self.fake.slash(user, channel, name, dict(options or {}))
        await poll(lambda: inter.acked or inter.expired, 10, f"an answer to {inter.describe()}")
        if inter.latency is not None:
            self.acks.append(inter.latency)
            self.acks_by_command.setdefault(name, []).append(inter.latency)
        else:
            self.failures.append(f"no acknowledgement of {inter.describe()}")
            return ""
        if inter.ack_type == 4:
            return "" if inter.original is None else inter.original.content
        await poll(
            lambda: inter.original is not None and not inter.original.loading,
            60,
            f"the answer to {inter.describe()}",
            every=0.05,  # not measured: polling it often would only load the loop that times the acknowledgements
        )
        assert inter.original is not None
        self.answers.append(asyncio.get_running_loop().time() - inter.created_at)
        return inter.original.content

    async def wait_phase(self, channel: Channel, seq: int, started: float) -> None:
        await poll(lambda: self.posted_phase(channel) >= seq, 120, f"phase {seq} in {channel.name}")
        self.delivery.append(time.perf_counter() - started)

    async def game(self, index: int, players: int, phases: int) -> None:
        fake = self.fake
        guild = fake.add_guild(f"Server {index}", channels=("game",))
        moderators = fake.add_role(guild, "Moderator", permissions=Permission.MANAGE_GUILD)
        users = [fake.add_player(guild, f"g{index}p{i}", roles=[moderators] if i == 0 else ()) for i in range(players)]
        channel = fake.channel_by_name(guild, "game")
        await self.command(users[0], channel, "junta create", {"name": f"Game {index}", "phase_minutes": 60})
        await asyncio.gather(
            *(self.command(u, channel, "junta join", {"family": f"F{index}x{i}"}) for i, u in enumerate(users))
        )
        started = time.perf_counter()
        await self.command(users[0], channel, "junta start")
        await self.wait_phase(channel, 0, started)
        for seq in range(phases):
            if seq % 2 == 0:
                # Every player gives an order and marks it done: the last /done resolves the phase early.
                name, options = ("nominate", {"candidate": f"F{index}x0"}) if seq == 0 else ("status", {})
                await asyncio.gather(*(self.command(u, fake.dm_channel(u), name, dict(options)) for u in users))
                last = [self.command(u, fake.dm_channel(u), "done") for u in users]
                started = time.perf_counter()
                await asyncio.gather(*last)
            else:
                started = time.perf_counter()
                await self.command(users[0], channel, "gm advance")
            await self.wait_phase(channel, seq + 1, started)


async def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.bot", description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10, help="games played at once (default 10)")
    parser.add_argument("--players", type=int, default=6, help="players per game, 6-10 (default 6)")
    parser.add_argument("--phases", type=int, default=4, help="phases to play in each game (default 4)")
    parser.add_argument(
        "--think",
        type=float,
        default=0.0,
        help="each command waits a random 0..THINK s first (default 0: every game's players act at the same instant)",
    )
    args = parser.parse_args(argv)
    fake = FakeDiscord()
    await fake.start()
    with tempfile.TemporaryDirectory() as tmp:
        env = {**os.environ, **fake.env(), "JUNTA_DB": str(Path(tmp) / "bench.sqlite3"), "JUNTA_CONFIG": ""}
        proc = BotProcess.python_module("bot", env=env, cwd=REPO_ROOT, name="bot")
        await proc.start()
        try:
            await fake.wait_ready(timeout=20)
            await fake.wait_commands_synced(["junta", "gm", "nominate", "done"])
            bench = Bench(fake, args.think)
            lag = LoopLag()
            lag.start()
            t0 = time.perf_counter()
            await asyncio.gather(*(bench.game(i, args.players, args.phases) for i in range(args.games)))
            wall = time.perf_counter() - t0
            lag.stop()
            bot_cpu = cpu_seconds(proc.proc.pid) if proc.proc is not None else float("nan")
        finally:
            with contextlib.suppress(TimeoutError):
                await fake.wait_idle()
            await proc.stop()
            await fake.stop()
    errors = proc.error_lines()
    ms = 1000.0
    think = f", think time 0-{args.think:g} s" if args.think else ""
    print(f"{args.games} games x {args.players} players x {args.phases} phases in {wall:.2f} s{think}")
    print(
        f"interaction ack latency: median {statistics.median(bench.acks) * ms:.1f} ms, "
        f"p99 {pct(bench.acks, 0.99) * ms:.1f} ms ({len(bench.acks)} interactions)"
    )
    print(
        f"complete answer (to within 50 ms): median {statistics.median(bench.answers) * ms:.0f} ms, "
        f"p99 {pct(bench.answers, 0.99) * ms:.0f} ms ({len(bench.answers)} deferred answers)"
    )
    print(
        f"phase delivery: median {statistics.median(bench.delivery) * ms:.1f} ms, "
        f"p99 {pct(bench.delivery, 0.99) * ms:.1f} ms ({len(bench.delivery)} phases)"
    )
    print(
        f"bot process CPU time: {bot_cpu:.1f} s (user + system; the same work costs the same on a busy machine, "
        "unlike the latencies)"
    )
    print(
        f"harness loop lag (included in the figures above): median {statistics.median(lag.lags) * ms:.1f} ms, "
        f"p99 {pct(lag.lags, 0.99) * ms:.1f} ms"
    )
    for name, values in sorted(bench.acks_by_command.items()):
        print(
            f"  /{name}: median {statistics.median(values) * ms:.1f} ms, p99 {pct(values, 0.99) * ms:.1f} ms, "
            f"max {max(values) * ms:.1f} ms ({len(values)})"
        )
    if bench.failures:
        print("failures:\n" + "\n".join(bench.failures), file=sys.stderr)
    if fake.violations:
        print("fake Discord violations:\n" + fake.format_violations(), file=sys.stderr)
    if errors:
        print("the bot logged errors:\n" + "\n".join(errors), file=sys.stderr)
    return 1 if fake.violations or errors or bench.failures else 0


if __name__ == "__main__":
    raise SystemExit(asyncio.run(main()))
