"""The Junta bot against the fake Discord: it starts, syncs its commands, and runs a game's first steps."""

from __future__ import annotations

import pytest

from tests.e2e.conftest import World
from tests.e2e.fakediscord import FakeDiscord
from tests.e2e.fakediscord.interactions import CommandRefused
from tests.e2e.junta import JuntaTable, dm, junta_bot, run  # noqa: F401


@pytest.mark.usefixtures("junta_bot")
async def test_commands_have_descriptions(fake: FakeDiscord, world: World) -> None:
    commands = fake.commands()
    names = {c["name"] for c in commands}
    assert {"junta", "gm", "status", "nominate", "vote", "appoint", "move", "coupvote", "trade", "give"} <= names

    def check(item: dict[str, object], path: str) -> None:
        assert item.get("description") not in (None, "", "…"), f"{path} has no description"
        for option in item.get("options") or []:  # type: ignore[attr-defined]
            check(option, f"{path} {option['name']}")

    for cmd in commands:
        check(cmd, cmd["name"])


@pytest.mark.usefixtures("junta_bot")
async def test_create_join_status(fake: FakeDiscord, world: World) -> None:
    got = await run(fake, world.alice, world.channel, "junta create", {"phase_minutes": 30})
    assert "Only a moderator" in got.content
    got = await run(fake, world.bob, world.channel, "junta create", {"name": "Republica", "phase_minutes": 30})
    assert "created" in got.content
    await fake.wait_for_message(world.channel, lambda m: "is forming" in m.content)
    got = await run(fake, world.alice, world.channel, "junta join", {"family": "Garcia"})
    assert "Garcia" in got.content and got.ephemeral
    await fake.wait_for_dm(world.alice, lambda m: "Welcome" in m.content)
    await fake.wait_for_message(world.channel, lambda m: "Garcia family joins" in m.content)
    mark = fake.mark()
    got = await run(fake, world.carol, world.channel, "junta join", {"family": "Lopez"})
    assert "Lopez" in got.content
    closed = await fake.wait_for_message(world.channel, lambda m: "cannot send DMs" in m.content, after=mark)
    assert str(world.carol.id) in closed.content
    got = await run(fake, world.alice, world.channel, "junta status")
    assert "Garcia" in got.content and "Lopez" in got.content and not got.ephemeral


@pytest.mark.usefixtures("junta_bot")
async def test_guild_command_refused_in_dm(fake: FakeDiscord, world: World) -> None:
    with pytest.raises(CommandRefused):
        await fake.slash(world.alice, fake.dm_channel(world.alice), "junta status", {})
    assert fake.take_violations("guild_only_in_dm")
    got = await dm(fake, world.alice, "status")
    assert "not playing in any game" in got.content


@pytest.mark.usefixtures("junta_bot")
async def test_speech_help_map_and_withdraw(fake: FakeDiscord, world: World) -> None:
    table = await JuntaTable.create(fake, world, 6)
    got = await run(fake, world.alice, world.channel, "junta help")
    assert "/junta join" in got.content and got.ephemeral
    got = await run(fake, world.alice, world.channel, "junta map")
    assert "between coups" in got.content and got.attachments[0].data.startswith(b"\x89PNG"), got.content
    mark = fake.mark()
    got = await run(fake, world.alice, world.channel, "speech", {"text": "Viva la Republica!"})
    assert "speech" in got.content and got.ephemeral
    post = await fake.wait_for_message(world.channel, lambda m: "Viva" in m.content, after=mark)
    assert "Fam0 family speaks" in post.content and str(world.alice.id) not in post.content
    # A speech may name a player but never ping everyone or a role: the post says which mentions may ping.
    got = await run(fake, world.alice, world.channel, "speech", {"text": "Hear me, @everyone!"})
    post = await fake.wait_for_message(world.channel, lambda m: "Hear me" in m.content, after=mark)
    assert post.allowed_mentions is not None, "no allowed_mentions: Discord would ping @everyone"
    assert "everyone" not in post.allowed_mentions.get("parse", []) and "roles" not in post.allowed_mentions.get(
        "parse", []
    )
    got = await dm(fake, world.bob, "speech", {"text": "From my DMs"})
    assert "speech goes" in got.content
    got = await run(fake, world.alice, fake.channel_by_name(world.guild, "general"), "speech", {"text": "Elsewhere"})
    assert "no game in this channel" in got.content
    await fake.wait_for_message(world.channel, lambda m: "Fam1 family speaks" in m.content, after=mark)
    got = await dm(fake, world.alice, "nominate", {"candidate": "Fam3"})
    assert "Recorded" in got.content
    choices = await fake.autocomplete(world.alice, fake.dm_channel(world.alice), "withdraw", {"order": ""})
    assert [c["name"] for c in choices] == ["Nominate Fam3 for President"]
    got = await dm(fake, world.alice, "withdraw", {"order": choices[0]["value"]})
    assert "Withdrawn" in got.content
    status = await dm(fake, world.alice, "status")
    assert "none yet" in status.content
    assert not status.attachments  # the money deck goes to the channel once a turn, not with every /status
    assert table.players


@pytest.mark.usefixtures("junta_bot")
async def test_channel_posts_survive_a_discord_error(fake: FakeDiscord, world: World) -> None:
    got = await run(fake, world.bob, world.channel, "junta create", {"name": "Republica", "phase_minutes": 30})
    assert "created" in got.content
    await fake.wait_for_message(world.channel, lambda m: "is forming" in m.content)
    fake.fail_next("POST", rf"/channels/{world.channel.id}/messages$", status=503, times=1)
    got = await run(fake, world.alice, world.channel, "junta join", {"family": "Garcia"})
    assert "You joined" in got.content
    await fake.wait_for_message(world.channel, lambda m: "Garcia family joins" in m.content, timeout=20)


@pytest.mark.usefixtures("junta_bot")
async def test_create_with_a_daily_deadline(fake: FakeDiscord, world: World) -> None:
    zones = await fake.autocomplete(
        world.bob, world.channel, "junta create", {"deadline_time": "21:30", "deadline_zone": "europe/par"}
    )
    assert [z["value"] for z in zones] == ["Europe/Paris"]
    got = await run(fake, world.bob, world.channel, "junta create", {"deadline_time": "25:00"})
    assert "Not created" in got.content and "HH:MM" in got.content
    got = await run(
        fake, world.bob, world.channel, "junta create", {"deadline_time": "21:30", "deadline_zone": "Europe/Paris"}
    )
    assert "created" in got.content
    post = await fake.wait_for_message(world.channel, lambda m: "is forming" in m.content)
    assert "21:30 Europe/Paris" in post.content


@pytest.mark.usefixtures("junta_bot")
async def test_start_names_players_with_closed_dms(fake: FakeDiscord, world: World) -> None:
    await run(fake, world.bob, world.channel, "junta create", {"name": "Republica", "phase_minutes": 30})
    users = [world.alice, world.bob, world.carol] + [fake.add_player(world.guild, f"extra{i}") for i in range(3)]
    for i, user in enumerate(users):
        await run(fake, user, world.channel, "junta join", {"family": f"House{i}"})
    got = await run(fake, fake.add_player(world.guild, "outsider"), world.channel, "junta start")
    assert "Only a player" in got.content
    mark = fake.mark()
    inter = await fake.slash(world.alice, world.channel, "junta start", {})
    started = await inter.response()  # the answer comes first; the DMs then wait for their turn
    assert "has started" in started.content
    # Those who take no DMs are named in the channel, once the delivery finds it cannot DM them (issue 26: the word
    # that the game has begun goes with the first phase's opening DM, one DM a player).
    closed = await fake.wait_for_message(world.channel, lambda m: "cannot send DMs" in m.content, after=mark)
    assert f"<@{world.carol.id}>" in closed.content and f"<@{world.alice.id}>" not in closed.content
    begun = await fake.wait_for_dm(world.alice, lambda m: "has begun: you are the House0 family" in m.content)
    assert "Before turn 1" in begun.content
    # The DM's header names the game; the word that it has begun does not name it again.
    assert begun.content.startswith("*Republica* · ") and begun.content.count("Republica") == 1, begun.content
    assert [b.get("label") for b in begun.buttons()] == ["Your Status Page", "Done"]
