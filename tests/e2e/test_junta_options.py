"""Values outside what a command or a component declares, sent as a modified Discord client or a raw API call can
send them (`unchecked=True`): each is refused with a sentence naming the option in the words the player sees,
nothing changes in the game (the database, read read-only, is the same before and after), and the bot logs no
error (the `start_bot` fixture fails a test on any ERROR line or traceback)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.e2e.conftest import BotLauncher, World
from tests.e2e.database import reading
from tests.e2e.fakediscord import BotProcess, FakeDiscord, Message, RawOption, User
from tests.e2e.junta import JuntaTable, dm, junta_bot, read_state, start_junta  # noqa: F401

NOT_OFFERED = "That button or menu is not one I offered on this message"
# Everything a refused interaction could have changed (the outbox is left out: the delivery worker marks its rows).
TABLES = ("games", "seats", "snapshots", "orders", "done", "actions", "events", "deadlines", "audit")


def db_path(tmp_path: Path) -> Path:
    return tmp_path / "junta.sqlite3"  # where the `junta_bot` fixture keeps the bot's database


def tables(db: Path) -> dict[str, list[Any]]:
    """Every row of the game's tables, read in read-only mode."""
    with reading(db) as query:
        return {t: query(f"SELECT * FROM {t} ORDER BY 1, 2, 3") for t in TABLES}


class Unchanged:
    """`with Unchanged(...)`: the database and the game state are the same after the block as before it."""

    def __init__(self, fake: FakeDiscord, world: World, db: Path) -> None:
        self.fake, self.world, self.db = fake, world, db

    async def __aenter__(self) -> None:
        await self.fake.wait_idle()
        self.before = tables(self.db)
        self.state = read_state(self.db, self.world.channel.id)

    async def __aexit__(self, *exc: object) -> None:
        await self.fake.wait_idle()
        assert tables(self.db) == self.before
        assert read_state(self.db, self.world.channel.id) == self.state


async def raw(fake: FakeDiscord, user: User, command: str, options: dict[str, Any], where: Any = None) -> Message:
    """What `user` sees after sending `/command` with `options` unchecked (in his DM unless `where` is given)."""
    channel = fake.dm_channel(user) if where is None else where
    inter = await fake.slash(user, channel, command, options, unchecked=True)
    return await inter.response()


def refused_lines(proc: BotProcess) -> list[str]:
    return [line for line in proc.lines if "refused" in line]


async def test_a_value_out_of_its_declared_range_is_refused(
    fake: FakeDiscord, world: World, start_bot: BotLauncher, tmp_path: Path
) -> None:
    """Out of range: `/draw count:99` (1-6), `/trade get_card:150` (0-95), `/bank deposit:-7` (-1-500), `/gm extend
    minutes:0` (1-20160), a zone beyond what a Discord integer holds: each a sentence, and nothing changes. A zone
    that is a whole number but on no map (99999, -1) is the engine's to refuse, in its own sentence."""
    proc = await start_junta(start_bot, fake, db_path(tmp_path))
    await JuntaTable.create(fake, world, 6)
    async with Unchanged(fake, world, db_path(tmp_path)):
        got = await raw(fake, world.alice, "draw", {"count": 99})
        assert got.content == "The option count takes a whole number from 1 to 6; nothing was recorded."
        got = await raw(fake, world.alice, "trade", {"to": "Fam1", "get_card": 150})
        assert got.content == "The option get_card takes a whole number from 0 to 95; nothing was recorded."
        got = await raw(fake, world.alice, "bank", {"deposit": -7})
        assert got.content == "The option deposit takes a whole number from -1 to 500; nothing was recorded."
        got = await raw(fake, world.bob, "gm extend", {"minutes": 0}, where=world.channel)
        assert got.content == "The option minutes takes a whole number from 1 to 20160; nothing was recorded."
        assert got.ephemeral
        got = await raw(fake, world.alice, "move", {"from_zone": 2**60, "to_zone": 1})
        assert got.content == "The option from_zone takes a whole number; nothing was recorded."
        for zone in (99999, -1):
            got = await raw(fake, world.alice, "move", {"from_zone": zone, "to_zone": 1})
            assert got.content.startswith("Not recorded"), got.content
    # Logged as refusals at INFO, with the option's name and never the value sent.
    lines = refused_lines(proc)
    assert any("INFO" in line and "/draw" in line and "option count" in line for line in lines), lines
    assert not any("99" in line.split("refused", 1)[1] for line in lines), lines


@pytest.mark.usefixtures("junta_bot")
async def test_a_value_that_is_not_a_declared_choice_is_refused(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    """Not a declared choice: `/weapons office:bogus`, `/location place:palace`, `/vote budget choice:maybe`,
    `/votecard trigger:never`: each a sentence listing the choices as the player sees them, by name (issue 22:
    offices and locations are offered by name as the player types, and what is typed is read by name or id)."""
    await JuntaTable.create(fake, world, 6)
    async with Unchanged(fake, world, db_path(tmp_path)):
        got = await raw(fake, world.alice, "weapons", {"office": "bogus"})
        assert got.content == (
            "Not recorded: 'bogus' is not one of the choices: Generalissimo of the 1st Army Brigade, Generalissimo "
            "of the 2nd Army Brigade, Generalissimo of the 3rd Army Brigade, Admiral of the Navy, Air Force "
            "Commander, Nobody."
        )
        got = await raw(fake, world.alice, "location", {"place": "palace"})
        assert got.content.startswith(
            "Not recorded: 'palace' is not one of the choices: Home, Headquarters, The Bank"
        ), got.content
        got = await raw(fake, world.alice, "vote budget", {"choice": "maybe"})
        assert got.content == "The option choice takes one of: yes, no or abstain; nothing was recorded."
        got = await raw(fake, world.alice, "votecard", {"card": "1", "trigger": "never"})
        assert got.content == (
            "The option trigger takes one of: if it passes, if it fails or either way; nothing was recorded."
        )


@pytest.mark.usefixtures("junta_bot")
async def test_a_value_of_the_wrong_type_is_refused(fake: FakeDiscord, world: World, tmp_path: Path) -> None:
    """The wrong type: text where a whole number is declared, a boolean given as text, an option sent as another
    type than declared, an option without a value, a user option naming nobody Discord knows."""
    await JuntaTable.create(fake, world, 6)
    async with Unchanged(fake, world, db_path(tmp_path)):
        got = await raw(fake, world.alice, "draw", {"count": "3"})
        assert got.content == "The option count takes a whole number from 1 to 6; nothing was recorded."
        got = await raw(fake, world.alice, "done", {"undo": "yes"})
        assert got.content == "The option undo takes True or False; nothing was recorded."
        got = await raw(fake, world.alice, "nominate", {"candidate": RawOption(5, type=4)})
        assert got.content == "The option candidate takes text of at most 6000 characters; nothing was recorded."
        got = await raw(fake, world.alice, "draw", {"count": RawOption(type=4)})
        assert got.content == "The option count takes a whole number from 1 to 6; nothing was recorded."
        got = await raw(fake, world.bob, "gm replace", {"family": "Fam0", "user": "nobody"}, where=world.channel)
        assert got.content == "The option user takes a user; nothing was recorded."
        got = await raw(fake, world.alice, "junta join", {"family": "x" * 33}, where=world.channel)
        assert got.content == "The option family takes text of 1 to 32 characters; nothing was recorded."


@pytest.mark.usefixtures("junta_bot")
async def test_an_option_or_command_the_command_does_not_have_is_refused(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    """An option the command does not have, a required one left out, a subcommand the group does not have: each a
    sentence naming what the command has. Autocomplete with such values suggests for what fits, without an error."""
    await JuntaTable.create(fake, world, 6)
    async with Unchanged(fake, world, db_path(tmp_path)):
        got = await raw(fake, world.alice, "draw", {"count": 2, "bogus": 1})
        assert got.content == (
            "/draw has no option bogus: its options are count, office and game; nothing was recorded."
        )
        got = await raw(fake, world.bob, "junta start", {"now": True}, where=world.channel)
        assert got.content == (
            "/junta start has no option now: its only option is president; nothing was recorded."
        )
        got = await raw(fake, world.alice, "draw", {})
        assert got.content == (
            "The option count is required: it takes a whole number from 1 to 6; nothing was recorded."
        )
        got = await raw(fake, world.alice, "vote nope", {})
        assert got.content == "/vote needs one of its commands: budget, cast or president; nothing was recorded."
    # Autocomplete: an option of the wrong type is left out, a focused number is read as typed text; nothing to
    # suggest for an option without autocomplete or for a focused value that is not text.
    dm_alice = fake.dm_channel(world.alice)
    choices = await fake.autocomplete(
        world.alice, dm_alice, "nominate", {"game": 12, "candidate": "Fam"}, focused="candidate", unchecked=True
    )
    assert {c["value"] for c in choices} == {f"Fam{i}" for i in range(6)}
    zones = await fake.autocomplete(world.alice, dm_alice, "move", {"from_zone": 14}, unchecked=True)
    assert zones == []  # a number read as typed; and no coup: nothing to move (issue 22: only what can be chosen)
    assert await fake.autocomplete(world.alice, dm_alice, "draw", {"count": "2"}, unchecked=True) == []
    assert await fake.autocomplete(world.alice, dm_alice, "nominate", {"candidate": ["F"]}, unchecked=True) == []


@pytest.mark.usefixtures("junta_bot")
async def test_a_pick_the_menu_did_not_offer_is_refused(fake: FakeDiscord, world: World, tmp_path: Path) -> None:
    """The cabinet menus: a value that is not among the menu's options, or two values where it takes one, is
    refused in a sentence; the menu stays as it was and nothing is recorded. A real pick still works after."""
    table = await JuntaTable.create(fake, world, 6)
    await table.elect("Fam0")
    inter = await fake.slash(world.alice, fake.dm_channel(world.alice), "appoint", {})
    await inter.response()
    await fake.wait_idle()
    first = next(m for m in fake.dm_messages(world.alice) if any(c.startswith("junta:ap:") for c in m.custom_ids()))
    minister = next(c for c in first.custom_ids() if c.endswith(":minister"))
    edits = len(first.edits)
    async with Unchanged(fake, world, db_path(tmp_path)):
        for values in (["99"], ["Fam5"], ["1", "2"], []):
            got = await (await fake.select(world.alice, first, minister, values, unchecked=True)).response()
            assert got.content == "That is not one of the menu's choices; nothing was changed.", values
    assert len(first.edits) == edits
    picked = await (await fake.select(world.alice, first, minister, ["5"])).response()
    assert [o["value"] for o in (picked.find_component(minister) or {})["options"] if o.get("default")] == ["5"]


@pytest.mark.usefixtures("junta_bot")
async def test_a_forged_custom_id_is_refused(fake: FakeDiscord, world: World, tmp_path: Path) -> None:
    """Buttons with a custom_id the message does not carry, or that no button of the bot reads (a number too long
    for the database, another script's digits, an office or a vote that does not exist, another game's button):
    each a sentence, and nothing changes. The real button still works after."""
    await JuntaTable.create(fake, world, 6)
    page = await dm(fake, world.bob, "status")
    done = next(c for c in page.custom_ids() if c.startswith("junta:done:"))
    _, _, game, phase = done.split(":")
    forged = [
        f"junta:done:{game}:{'9' * 30}",
        f"junta:done:{game}:\u0663",
        f"junta:done:{int(game) + 1}:{phase}",
        f"junta:vote:{game}:{phase}:maybe",
        f"junta:vote:{game}:{phase}:yes",
        f"junta:ap:{game}:bogus",
        f"junta:apok:{game}:0",
        "junta:trade:zz",
        "junta:traded:1",
        "something:else",
    ]
    async with Unchanged(fake, world, db_path(tmp_path)):
        for custom_id in forged:
            got = await (await fake.click(world.bob, page, custom_id, unchecked=True)).response()
            assert got.content.startswith(NOT_OFFERED), (custom_id, got.content)
        got = await (await fake.select(world.bob, page, f"junta:ap:{game}:minister", ["1"], unchecked=True)).response()
        assert got.content.startswith(NOT_OFFERED), got.content
    got = await (await fake.click(world.bob, page, done)).response()
    assert "marked done" in got.content, got.content
