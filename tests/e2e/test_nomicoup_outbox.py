"""Nomicoup's posts and DMs through the shared outbox (issue 24: "the store survives crashes; nothing a player sends
is lost"): a post queued but not sent when the bot stops is sent once it is back, once, in the order the table said
it, with its buttons. And the moderators' `/gm end` on a table that has not started."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.e2e.conftest import BotLauncher, World
from tests.e2e.database import reading
from tests.e2e.fakediscord import FakeDiscord, Message
from tests.e2e.junta import run, start_junta
from tests.e2e.nomicoup import Table, button, nomicoup_bot  # noqa: F401


def said_by_the_bot(fake: FakeDiscord, messages: list[Message]) -> list[str]:
    """What the bot posted of itself (not an answer to a command), oldest first."""
    bot = fake.bot_user.id
    return [m.content for m in messages if m.author.id == bot and m.interaction_id is None and m.webhook_id is None]


def queued(db: Path) -> tuple[list[str], dict[int, list[str]], int]:
    """The Nomicoup game's outbox as the store holds it, in the order it was queued: the channel's posts, each
    player's DMs, and how many messages are not sent yet."""
    with reading(db) as query:
        rows = query(
            """SELECT o.kind, o.target, o.payload, o.sent_at FROM outbox o JOIN games g ON g.id = o.game_id
               WHERE g.kind = 'coup' ORDER BY o.id"""
        )
    posts: list[str] = []
    dms: dict[int, list[str]] = {}
    for kind, target, payload, _ in rows:
        text = json.loads(payload)["text"]
        if kind == "channel":
            posts.append(text)
        else:
            dms.setdefault(int(target), []).append(text)
    return posts, dms, sum(sent is None for *_, sent in rows)


async def test_a_post_not_sent_when_the_bot_stops_is_sent_once_in_order_after_the_restart(
    start_bot: BotLauncher, fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    """The game channel is unreachable when a player claims the Duke: the claim's post (with its Challenge and Pass
    buttons, COUP.md 7.3) waits in the outbox; the bot is stopped, Discord comes back, the bot is started again: the
    claim is posted once, its buttons work, the game plays on; every post of the table and every DM arrives once, in
    the order the table said them (the channel's messages are exactly the outbox's, one for one)."""
    db = tmp_path / "junta.sqlite3"
    proc = await start_junta(start_bot, fake, db)
    await fake.wait_commands_synced(["nomicoup"])
    carl = fake.add_player(world.guild, "carl")
    table = await Table.create(fake, world, [world.alice, world.bob, carl], {"rounds": 2, "seconds": 600})
    first = await table.start()
    found = re.search(r"Turn order: (\w+), (\w+) and (\w+)\.", first.content)
    assert found, first.content
    a, b, c = (table.user(n) for n in found.groups())
    await fake.wait_idle()

    fake.fail_next("POST", rf"^/channels/{world.channel.id}/messages$", status=503, times=10_000)
    mark = fake.mark()
    got = await table.act(a, "tax")
    assert "Taken: Tax" in got.content, got.content
    await fake.wait_until(lambda: queued(db)[2] > 0, 5.0, "the claim's post to be queued")
    assert not said_by_the_bot(fake, [m for m in fake.messages(world.channel) if m.id > mark])
    await fake.wait_idle()
    assert await proc.stop() == 0, proc.tail()
    await fake.wait_disconnected()
    assert queued(db)[2] > 0  # stopped with the claim's post unsent

    fake.clear_faults()
    await start_junta(start_bot, fake, db)
    claim = await table.post(mark, "may challenge the claim")
    assert "collects Tax, claiming the Duke" in claim.content, claim.content
    assert button(claim, "challenge") and button(claim, "pass"), claim.custom_ids()
    for who in (b, c):
        got = await table.click(who, claim, "pass")
        assert "Taken: Pass" in got.content, got.content
    await table.post(mark, "takes 3 credits from the Treasury")
    turn = await table.post(mark, f"<@{b.id}>, it is your turn")
    mark = fake.mark()
    got = await table.choose(b, turn, "act-income")
    assert "Taken" in got.content, got.content
    await table.post(mark, f"<@{c.id}>, it is your turn")
    await fake.wait_until(lambda: queued(db)[2] == 0, 10.0, "every queued message to be sent")
    await fake.wait_idle()

    posts, dms, _ = queued(db)
    in_channel = said_by_the_bot(fake, fake.messages(world.channel))
    assert in_channel == posts, (in_channel, posts)
    assert sum("collects Tax, claiming the Duke" in p for p in in_channel) == 1
    for user in (a, b, c):
        # A player's DMs that wait together may go as one message (their texts joined by a blank line).
        got_dms = "\n\n".join(said_by_the_bot(fake, fake.dm_messages(user)))
        assert got_dms == "\n\n".join(dms.get(user.id, [])), (user.username, got_dms, dms.get(user.id))
        assert got_dms.count("You are dealt") == 1, got_dms


@pytest.mark.usefixtures("nomicoup_bot")
async def test_gm_end_on_a_table_still_forming_closes_it_at_once(fake: FakeDiscord, world: World) -> None:
    """`/gm end` on a Nomicoup table that has not started (issue 24): the moderator's end is said in the channel, the
    table is gone at once (`/nomicoup status` and `/nomicoup join` find no table), and a new table can be set up in
    the channel."""
    mark = fake.mark()
    got = await run(fake, world.alice, world.channel, "nomicoup create", {"seconds": 30})
    assert "The table is set up" in got.content, got.content
    await fake.wait_for_message(world.channel, lambda m: "A Nomicoup table is set up here" in m.content, after=mark)
    got = await run(fake, world.bob, world.channel, "gm end")
    assert "Done" in got.content, got.content
    status = await run(fake, world.alice, world.channel, "nomicoup status")
    assert "There is no Nomicoup table in this channel" in status.content, status.content
    got = await run(fake, world.bob, world.channel, "nomicoup join")
    assert "There is no Nomicoup table in this channel" in got.content, got.content
    got = await run(fake, world.alice, world.channel, "nomicoup create", {"seconds": 30})
    assert "The table is set up" in got.content, got.content
