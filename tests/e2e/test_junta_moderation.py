"""Moderator commands, access rules, bad input, trades and a restart of the bot in the middle of a phase."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.e2e.conftest import BotLauncher, World
from tests.e2e.fakediscord import FakeDiscord
from tests.e2e.fakediscord.interactions import CommandRefused
from tests.e2e.junta import JuntaTable, dm, junta_bot, run, start_junta  # noqa: F401


@pytest.mark.usefixtures("junta_bot")
async def test_every_moderator_command(fake: FakeDiscord, world: World) -> None:
    table = await JuntaTable.create(fake, world, 6)
    ch = world.channel
    got = await run(fake, world.alice, ch, "gm pause")
    assert "Only moderators" in got.content
    for command, options, line in [
        ("gm extend", {"minutes": 30}, "extended by 30 minutes"),
        ("gm pause", {}, "paused"),
        ("gm resume", {}, "resumes"),
    ]:
        mark = fake.mark()
        got = await run(fake, world.bob, ch, command, options)
        assert "Done" in got.content, got.content
        posted = await fake.wait_for_message(ch, lambda m: "Moderator" in m.content, after=mark)
        assert line in posted.content
    got = await run(fake, world.bob, ch, "gm resume")
    assert "Not done" in got.content and "not paused" in got.content
    status = await run(fake, world.alice, ch, "junta status")
    assert "<t:" in status.content
    # Paused: orders still recorded, deadline stopped.
    await run(fake, world.bob, ch, "gm pause")
    got = await dm(fake, world.alice, "nominate", {"candidate": "Fam1"})
    assert "paused" in got.content
    await run(fake, world.bob, ch, "gm resume")
    await table.advance()
    # Replace a player: the new member gets the seat and a DM.
    newcomer = fake.add_player(world.guild, "newcomer")
    choices = await fake.autocomplete(world.bob, ch, "gm replace", {"family": "Fam5"}, focused="family")
    assert [c["value"] for c in choices] == ["Fam5"]
    mark = fake.mark()
    got = await run(fake, world.bob, ch, "gm replace", {"family": "Fam5", "user": newcomer})
    assert "Done" in got.content, got.content
    await fake.wait_for_message(ch, lambda m: "now plays the Fam5 family" in m.content, after=mark)
    await fake.wait_for_dm(newcomer, lambda m: "Fam5" in m.content)
    got = await dm(fake, newcomer, "status")
    assert "Fam5" in got.content
    got = await dm(fake, table.players[5], "status")
    assert "not playing" in got.content
    # End.
    mark = fake.mark()
    got = await run(fake, world.bob, ch, "gm end")
    assert "Done" in got.content
    await fake.wait_for_message(ch, lambda m: "the game is ended" in m.content, after=mark)
    got = await run(fake, world.bob, ch, "gm advance")
    assert "no game" in got.content


@pytest.mark.usefixtures("junta_bot")
async def test_moderator_role_without_manage_server(fake: FakeDiscord, world: World) -> None:
    role = fake.add_role(world.guild, "Junta GM", permissions=0)
    fake.set_member_roles(world.guild, world.alice, [role])
    got = await run(fake, world.alice, world.channel, "junta create", {"phase_minutes": 10})
    assert "created" in got.content, got.content


@pytest.mark.usefixtures("junta_bot")
async def test_bad_input(fake: FakeDiscord, world: World) -> None:
    table = await JuntaTable.create(fake, world, 6)
    alice = world.alice
    # Wrong phase: the engine's sentence.
    got = await dm(fake, alice, "location", {"place": "home"})
    assert "Not recorded" in got.content and "not an order of this phase" in got.content
    # An unknown family.
    got = await dm(fake, alice, "nominate", {"candidate": "Nobody"})
    assert "no family 'Nobody'" in got.content
    # Not an order of this phase (nor his office): drawing bills.
    got = await dm(fake, alice, "draw", {"count": 3})
    assert "Not recorded" in got.content
    # A guild command in a DM is refused by Discord.
    with pytest.raises(CommandRefused):
        await fake.slash(alice, fake.dm_channel(alice), "junta join", {"family": "X"})
    assert fake.take_violations("guild_only_in_dm")
    # Someone else's game: dave has no seat; a second server's channel has no game.
    got = await dm(fake, world.dave, "status")
    assert "not playing" in got.content
    other = fake.add_guild("Other Server", channels=("game",))
    fake.add_member(other, alice)
    other_channel = fake.channel_by_name(other, "game")
    got = await run(fake, alice, other_channel, "junta status")
    assert "no game in this channel" in got.content
    got = await run(fake, alice, other_channel, "gm advance")
    assert "Only moderators" in got.content
    got = await dm(fake, alice, "status", {"game": "999"})
    assert "no seat in that game" in got.content
    # Join twice, start twice.
    got = await run(fake, alice, world.channel, "junta join", {"family": "Again"})
    assert "Not joined" in got.content
    inter = await fake.slash(world.bob, world.channel, "junta start", {})
    assert "Not started" in (await inter.response()).content
    assert table.players


@pytest.mark.usefixtures("junta_bot")
async def test_gifts_and_a_trade(fake: FakeDiscord, world: World) -> None:
    table = await JuntaTable.create(fake, world, 6)
    alice, bob = world.alice, world.bob
    await table.elect("Fam0")  # turn 1 deals the cards
    cards = await fake.autocomplete(alice, fake.dm_channel(alice), "give card", {"to": "Fam1", "card": ""})
    assert cards
    got = await dm(fake, alice, "give card", {"to": "Fam1", "card": cards[0]["value"]})
    assert "Given" in got.content, got.content
    await fake.wait_for_dm(bob, lambda m: "gives" in m.content)
    got = await dm(fake, alice, "give cash", {"to": "Fam1", "amount": 5})
    assert "Nothing given" in got.content
    mark = fake.mark()
    hand = await fake.autocomplete(
        alice, fake.dm_channel(alice), "trade", {"to": "Fam1", "give_card": ""}, focused="give_card"
    )
    got = await dm(fake, alice, "trade", {"to": "Fam1", "give_card": hand[0]["value"]})
    assert "offer went" in got.content, got.content
    offer = await fake.wait_for_dm(bob, lambda m: "offers you a trade" in m.content, after=mark)
    button = next(i for i in offer.custom_ids() if i.startswith("junta:trade:"))
    inter = await fake.click(bob, offer, button)
    assert await inter.wait_ack() == 7  # the offer is edited: its button now says Accepted
    await fake.wait_for_dm(alice, lambda m: "complete a trade" in m.content, after=mark)
    status = await dm(fake, bob, "status")
    assert hand[0]["name"].split(" [")[0] in status.content


async def test_restart_keeps_orders(fake: FakeDiscord, world: World, start_bot: BotLauncher, tmp_path: Path) -> None:
    db = tmp_path / "junta.sqlite3"
    proc = await start_junta(start_bot, fake, db)
    table = await JuntaTable.create(fake, world, 6)
    got = await dm(fake, world.alice, "nominate", {"candidate": "Fam2"})
    assert "Recorded" in got.content
    await fake.wait_idle()
    await proc.kill()
    await fake.wait_disconnected()
    await start_junta(start_bot, fake, db)
    got = await dm(fake, world.alice, "status")
    assert "Nominate Fam2 for President" in got.content, got.content
    mark = fake.mark()
    await table.advance()
    post = await fake.wait_for_message(world.channel, lambda m: "Fam2 is nominated by Fam0" in m.content, after=mark)
    assert post


@pytest.mark.usefixtures("junta_bot")
async def test_a_player_in_two_games_picks_the_game(fake: FakeDiscord, world: World) -> None:
    table = await JuntaTable.create(fake, world, 6)
    second = fake.add_channel(world.guild, "game-two")
    got = await run(fake, world.bob, second, "junta create", {"name": "Segunda", "phase_minutes": 60})
    assert "created" in got.content
    got = await run(fake, world.alice, second, "junta join", {"family": "Other"})
    assert "You joined" in got.content
    got = await dm(fake, world.alice, "status")  # the other game is still forming: this one is meant
    assert "Fam0" in got.content and "Republica" in got.content, got.content
    choices = await fake.autocomplete(world.alice, fake.dm_channel(world.alice), "status", {"game": ""})
    assert sorted(c["name"] for c in choices) == sorted(["Republica (#1)", "Segunda (#2)"])
    got = await dm(fake, world.alice, "status", {"game": "1"})
    assert "Fam0" in got.content
    got = await dm(fake, world.alice, "nominate", {"candidate": "Fam0", "game": "2"})
    assert "Not recorded" in got.content and "not started" in got.content
    # The second channel's moderator commands touch only its own game.
    got = await run(fake, world.bob, second, "gm pause")
    assert "Not done" in got.content
    status = await run(fake, world.alice, world.channel, "junta status")
    assert "Republica" in status.content and "Segunda" not in status.content
    assert table.players
