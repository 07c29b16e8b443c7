"""Races across processes (issue 26): one game's commands reaching two bot processes on one PostgreSQL database at
the same instant take effect once each, in the phase their users saw, as within one process
(tests/e2e/test_junta_races.py). Discord sends a server's commands to its shard and every DM to shard 0: the
server's shard is held by one process and shard 0 by the other, so a moderator's /gm advance and a player's DM
order or Done are handled by two processes at once; with `share_dm_commands`, six players' Dones at the same
instant are shared by both processes. Runs on PostgreSQL only (skipped without a server, unless
JUNTA_POSTGRES_REQUIRED is set)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from tests.e2e.conftest import BotLauncher, World
from tests.e2e.database import database_url
from tests.e2e.fakediscord import FakeDiscord
from tests.e2e.junta import (
    COMMANDS,
    JuntaTable,
    check_cabinet_dones,
    check_done_race,
    check_nomination_race,
    phase_of,
    results_posts,
)


async def two_processes(
    fake: FakeDiscord, world: World, start_bot: BotLauncher, tmp_path: Path, *, share: bool = False
) -> Path:
    """Two gateway processes on one new database: one holds shard 0 (every DM), the other the rest, among them the
    server's shard (the fewest shards that put the server off shard 0). The file standing for the database."""
    db = tmp_path / "junta.sqlite3"
    count = next(n for n in range(2, 64) if (world.guild.id >> 22) % n != 0)
    config = tmp_path / "config.toml"
    config.write_text(f"[discord]\nshare_dm_commands = {str(share).lower()}\n", encoding="utf-8")
    env = {"JUNTA_DATABASE_URL": database_url(db), "JUNTA_CONFIG": str(config), "JUNTA_SHARD_COUNT": str(count)}
    for ids in ("0", ",".join(str(i) for i in range(1, count))):
        proc = await start_bot("bot", env={**env, "JUNTA_SHARD_IDS": ids}, timeout=60)
        # Ready, not only connected: a command reaching a process between its gateway's READY and the end of its
        # servers' loading is not answered in time (CI, 14:10: '/junta create' to the second process 1 s after it).
        await proc.wait_for_line("connected as", timeout=60)
    await fake.wait_commands_synced(COMMANDS)
    return db


def server_and_dms_apart(fake: FakeDiscord, world: World) -> None:
    """The server's interactions reach one process, the DMs' the other."""
    server_shard = (world.guild.id >> 22) % next(s.shard[1] for s in fake.live_sessions() if s.shard is not None)
    assert server_shard != 0
    for session in fake.live_sessions():
        assert session.shard is not None
        mine = int(session.shard[0])
        assert ("INTERACTION_CREATE" in set(session.event_names)) == (mine in (0, server_shard)), session.shard


async def test_a_dm_order_and_done_sent_while_another_process_resolves_their_phase(
    fake: FakeDiscord, world: World, start_bot: BotLauncher, tmp_path: Path
) -> None:
    """A nomination, then Dones, sent in DMs (to shard 0's process) at the instant a moderator's /gm advance (to the
    other process) resolves their phase: each is recorded in the phase its user saw or refused in a sentence saying
    it has closed; an order counts in the next phase only if its user made it after that phase had opened. Each
    phase is resolved once."""
    db = await two_processes(fake, world, start_bot, tmp_path)
    table = await JuntaTable.create(fake, world, 6)
    assert table.players[0] == world.alice  # seat 0
    advance = await fake.slash(world.bob, world.channel, "gm advance", {})
    nominate = await fake.slash(world.alice, fake.dm_channel(world.alice), "nominate", {"candidate": "Fam1"})
    answer = (await nominate.response(timeout=30)).content
    assert "resolved" in (await advance.response(timeout=30)).content
    await fake.wait_idle()
    check_nomination_race(db, nominate, answer)

    for _ in range(4):
        before = phase_of(db, world)
        mark = fake.mark()
        advance = await fake.slash(world.bob, world.channel, "gm advance", {})
        done = await fake.slash(world.alice, fake.dm_channel(world.alice), "done", {"anyway": True})
        answer = (await done.response(timeout=30)).content
        assert "resolved" in (await advance.response(timeout=30)).content
        await fake.wait_for_message(world.channel, lambda m: "has resolved" in m.content, after=mark, timeout=30)
        await fake.wait_idle()
        assert phase_of(db, world) == before + 1
        assert len(results_posts(fake, world, mark)) == 1
        check_done_race(db, done, answer, before)
    server_and_dms_apart(fake, world)


async def test_six_dones_at_the_same_instant_shared_by_two_processes(
    fake: FakeDiscord, world: World, start_bot: BotLauncher, tmp_path: Path
) -> None:
    """Shard 0's process passes the DM commands on to the database's inbox, where both processes take them: six
    players' Dones at the same instant in the cabinet phase (RULES 2: it closes early once every living player is
    done) are each answered once; the last resolves the phase once, and no Done is counted in the budget draw that
    nobody had seen yet. Twice."""
    db = await two_processes(fake, world, start_bot, tmp_path, share=True)
    table = await JuntaTable.create(fake, world, 6)
    await table.elect("Fam0")
    cabinet = phase_of(db, world)
    mark = fake.mark()
    sent = [await fake.slash(user, fake.dm_channel(user), "done", {"anyway": True}) for user in table.players]
    answers = [m.content for m in await asyncio.gather(*(s.response(timeout=30) for s in sent))]
    await check_cabinet_dones(fake, world, db, cabinet, mark, answers)
