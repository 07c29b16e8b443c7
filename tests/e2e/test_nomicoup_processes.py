"""The moderators' /gm on a Nomicoup table with two bot processes on one PostgreSQL database (issues 24, 26): the
table is played in the memory of the process that holds it; Discord moves the server's shard to a second process
while the first still runs (the fake sends it nothing more: `FakeDiscord.pass_over`), so the moderators' commands
reach the process that does not hold the table. `/gm advance` there is kept as a request in the database and the
holder applies it once, within the seconds the moderator is told, even when two moderators press it at the same
instant; once the holder dies, `/gm end` there ends the table (taken up from the database) once, with its ranking.
Runs on PostgreSQL only (skipped without a server, unless JUNTA_POSTGRES_REQUIRED is set)."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

from tests.e2e.conftest import BotLauncher, World
from tests.e2e.database import database_url
from tests.e2e.fakediscord import FakeDiscord
from tests.e2e.nomicoup import GAME_OVER, Table

ASKED = "asked the process of the bot that plays this table to close the step you saw; it closes within 5 seconds"
TOOK_EFFECT = "A moderator's `/gm advance` takes effect: this step closes now."


async def test_gm_advance_and_end_reach_the_process_that_does_not_hold_the_table_and_take_effect_once(
    start_bot: BotLauncher, fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    """Every step is bound to the moment its user saw (issue 24), in whichever process (issue 26): two moderators'
    `/gm advance` at the same instant, answered by the process that does not hold the table: one is asked of the
    holder ("it closes within 5 seconds"), the other is told it was asked already; the window the moderators saw
    closes once (COUP.md 7.2: who did not answer passes), said once. The holder is killed; `/gm end` answered by the
    other process ends the game once, with its ranking (COUP.md 6)."""
    url = database_url(tmp_path / "junta.sqlite3")
    env = {"JUNTA_DATABASE_URL": url, "JUNTA_LEASE_SECONDS": "3"}
    holder = await start_bot("bot", env=env, timeout=60)
    await fake.wait_commands_synced(["nomicoup"])
    carl = fake.add_player(world.guild, "carl")
    table = await Table.create(fake, world, [world.alice, carl, fake.add_player(world.guild, "dora")], {"seconds": 600})
    first = await table.start()
    found = re.search(r"Turn order: (\w+),", first.content)
    assert found, first.content
    mark = fake.mark()
    assert "Taken: Tax" in (await table.act(table.user(found.group(1)), "tax")).content
    await table.post(mark, "may challenge the claim")
    await fake.wait_idle()

    held = fake.live_sessions()
    other = await start_bot("bot", env=env, timeout=60)
    fake.pass_over(held)  # the server's shard moves to the other process; the holder still runs
    assert holder.running and other.running

    erin = fake.add_player(world.guild, "erin", roles=[world.moderators])
    both = [await fake.slash(moderator, world.channel, "gm advance", {}) for moderator in (world.bob, erin)]
    answers = sorted([(await inter.response()).content for inter in both], key=lambda a: ASKED not in a)
    assert ASKED in answers[0], answers
    assert "Not done" in answers[1] and "was asked for this step already" in answers[1], answers
    await table.post(mark, TOOK_EFFECT, timeout=10)
    await table.post(mark, "takes 3 credits from the Treasury", timeout=10)
    await fake.wait_idle()
    said = table.text_after(mark)
    assert said.count(TOOK_EFFECT) == 1 and said.count("takes 3 credits from the Treasury") == 1, said

    await holder.kill()  # PostgreSQL lets go of its table at once
    mark = fake.mark()
    got = await (await fake.slash(world.bob, world.channel, "gm end", {})).response()
    assert "Done" in got.content, got.content
    await table.post(mark, GAME_OVER, timeout=15)
    await asyncio.sleep(1)  # anything said twice would be out by now
    await fake.wait_idle()
    said = table.text_after(mark)
    assert said.count(GAME_OVER) == 1, said
    got = await (await fake.slash(world.bob, world.channel, "gm end", {})).response()
    assert "Done" not in got.content, got.content  # ended once
