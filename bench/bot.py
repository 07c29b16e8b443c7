"""Benchmark of the whole bot over the wire: `python -m bench.bot [--games N] [--players P] [--phases K]`.

Starts the local fake Discord (tests/e2e/fakediscord) and the real bot (`python -m bot`, a subprocess with its own
database), then drives N games at once, each in its own server and channel: `/junta create`, P joins,
`/junta start`, and then K phases where every player gives an order in a DM (`/nominate` or `/vote president`)
and marks it `/done`, or a moderator runs `/gm advance`.

Prints the interaction acknowledgement latency (dispatch to the bot's callback, as Discord measures its 3 s
limit) and the phase-delivery time (from the action that closes a phase to the new phase's announcement in
the channel), median and p99. Figures only: nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

from tests.e2e.fakediscord import BotProcess, Channel, FakeDiscord, Permission, User
from tests.e2e.fakediscord.interactions import Interaction

REPO_ROOT = Path(__file__).resolve().parents[1]
PHASE_POST = re.compile(r"phase (\d+):")


def pct(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


class Bench:
    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake
        self.acks: list[float] = []
        self.delivery: list[float] = []
        self.failures: list[str] = []

    async def command(self, user: User, channel: Channel, name: str, options: dict[str, object] | None = None) -> str:
        inter: Interaction = await self.fake.slash(user, channel, name, dict(options or {}))
        await inter.wait_ack(timeout=10)
        if inter.latency is not None:
            self.acks.append(inter.latency)
        return (await inter.response(timeout=30)).content

    async def wait_phase(self, channel: Channel, seq: int, started: float) -> None:
        def posted() -> bool:
            return any(
                (m := PHASE_POST.search(msg.content)) is not None and int(m.group(1)) >= seq
                for msg in self.fake.messages(channel)
            )

        await self.fake.wait_until(posted, 60, f"phase {seq} in {channel.name}")
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
            bench = Bench(fake)
            t0 = time.perf_counter()
            await asyncio.gather(*(bench.game(i, args.players, args.phases) for i in range(args.games)))
            wall = time.perf_counter() - t0
        finally:
            await fake.wait_idle()
            await proc.stop()
            await fake.stop()
    errors = proc.error_lines()
    ms = 1000.0
    print(f"{args.games} games x {args.players} players x {args.phases} phases in {wall:.2f} s")
    print(
        f"interaction ack latency: median {statistics.median(bench.acks) * ms:.1f} ms, "
        f"p99 {pct(bench.acks, 0.99) * ms:.1f} ms ({len(bench.acks)} interactions)"
    )
    print(
        f"phase delivery: median {statistics.median(bench.delivery) * ms:.1f} ms, "
        f"p99 {pct(bench.delivery, 0.99) * ms:.1f} ms ({len(bench.delivery)} phases)"
    )
    if fake.violations:
        print("fake Discord violations:\n" + fake.format_violations(), file=sys.stderr)
    if errors:
        print("the bot logged errors:\n" + "\n".join(errors), file=sys.stderr)
    return 1 if fake.violations or errors else 0


if __name__ == "__main__":
    raise SystemExit(asyncio.run(main()))
