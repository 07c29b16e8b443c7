"""Discord's global rate limit is per bot token, not per process (issue 26): a gateway process and a worker on one
PostgreSQL database take their requests from one budget kept in the database, so that together they stay under the
limit in every rolling second. The fake Discord applies the limit as Discord does (50 requests in any second, a
global 429 past it); many games resolved at the same instant give both processes news to send at once, and Discord
refuses none of their requests. Runs on PostgreSQL only (skipped without a server, unless JUNTA_POSTGRES_REQUIRED
is set)."""

from __future__ import annotations

import asyncio
import contextlib
import os
from collections import Counter
from pathlib import Path

from tests.e2e.conftest import BotLauncher, World
from tests.e2e.database import database_url
from tests.e2e.fakediscord import FakeDiscord
from tests.e2e.fakediscord.ratelimit import EXEMPT
from tests.e2e.junta import COMMANDS, opened_phase
from tests.e2e.test_junta_pacing import WAIT, answer, form
from tests.e2e.test_junta_processes import Processes

GAMES = 8
LIMIT = 25  # the fake's global limit here: half Discord's, so that the bot's budget is all that keeps it
RATE = 20  # the bot's budget, for all its processes together (each alone would send at this pace)


def ports_of(pid: int) -> set[int]:
    """The local TCP ports of the sockets process `pid` holds open now (Linux's /proc)."""
    inodes = set()
    with contextlib.suppress(OSError):
        for fd in os.listdir(f"/proc/{pid}/fd"):
            with contextlib.suppress(OSError):
                link = os.readlink(f"/proc/{pid}/fd/{fd}")
                if link.startswith("socket:["):
                    inodes.add(link[8:-1])
    ports = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        with contextlib.suppress(OSError), open(table, encoding="ascii") as lines:
            for line in list(lines)[1:]:
                fields = line.split()
                if fields[9] in inodes:
                    ports.add(int(fields[1].rsplit(":", 1)[1], 16))
    return ports


async def test_a_gateway_and_a_worker_share_discords_global_limit_in_every_second(
    fake: FakeDiscord, world: World, start_bot: BotLauncher, tmp_path: Path
) -> None:
    """Eight games of six formed, started and resolved at the same instant, twice, their news sent by a gateway and
    a worker at once under the fake's global limit of 25 requests in any rolling second, the bot's budget 20 a
    second for all its processes together (each process at 20 would make 40): every game's news is delivered, in
    order, both processes send news, and Discord refuses no request."""
    fake.set_global_rate_limit(LIMIT)
    config = tmp_path / "config.toml"
    config.write_text(f"[discord]\nrequests_per_second = {RATE}\n", encoding="utf-8")
    processes = Processes(start_bot, fake, database_url(tmp_path / "junta.sqlite3"), config)
    await processes.start_gateway()
    await processes.start_worker()
    assert processes.gateway is not None and processes.worker is not None
    pids = {"gateway": processes.gateway.pid, "worker": processes.worker.pid}
    owner: dict[int, str] = {}

    async def watch() -> None:
        """Which process each client port of the fake belongs to (a connection may close before the end)."""
        while True:
            for name, pid in pids.items():
                assert pid is not None
                owner.update(dict.fromkeys(ports_of(pid), name))
            await asyncio.sleep(0.1)

    watching = asyncio.ensure_future(watch())
    try:
        await fake.wait_commands_synced(COMMANDS)
        fake.traffic.reset()
        fake.sent_from.clear()
        games = await asyncio.gather(*(form(fake, world, i) for i in range(GAMES)))
        for _ in range(2):
            mark = fake.mark()
            advanced = await asyncio.gather(
                *(answer(fake, world.bob, channel, "gm advance", {}) for channel, _ in games)
            )
            assert all("resolved" in a for a in advanced), advanced
            for channel, _ in games:
                results = await fake.wait_for_message(
                    channel, lambda m: "has resolved" in m.content, after=mark, timeout=WAIT
                )
                opened = await fake.wait_for_message(channel, lambda m: opened_phase(m) is not None, after=mark)
                assert results.id < opened.id  # the game's news in order
            await fake.wait_idle(timeout=WAIT)
    finally:
        watching.cancel()
    bound = fake.traffic.bound()
    assert bound.sent > 8 * LIMIT  # far more than a second's worth
    assert bound.refused == 0, fake.traffic.summary()
    sent: Counter[str] = Counter()
    for (port, kind), n in fake.sent_from.items():
        if kind not in EXEMPT:
            sent[owner.get(port, "unknown")] += n
    assert sent["gateway"] > 0 and sent["worker"] > 0, sent  # both sent news, on one budget
