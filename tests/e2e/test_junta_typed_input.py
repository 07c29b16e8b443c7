"""What a player can type into free-text and autocomplete options, sent through Discord as a player would (issue
10, point 3): digits that are not ASCII ('²', '³', Arabic-Indic '٣') and a number of thousands of digits crashed
the order commands ("Something went wrong on my side" and a ValueError traceback in the log). Each is refused
with the command's own sentence and nothing is recorded; the fake fails the test if the bot logs an ERROR or a
traceback."""

from __future__ import annotations

from pathlib import Path

from tests.e2e.conftest import BotLauncher, World
from tests.e2e.database import reading
from tests.e2e.fakediscord import FakeDiscord
from tests.e2e.junta import JuntaTable, dm, start_junta


def orders_recorded(db: Path) -> int:
    with reading(db) as query:
        return int(query("SELECT COUNT(*) FROM orders")[0][0])


async def test_digits_of_other_scripts_are_refused_in_a_sentence(
    fake: FakeDiscord, world: World, start_bot: BotLauncher, tmp_path: Path
) -> None:
    """/nominate candidate:², /discard cards:²,³, /move units:"soldier ²", /bank with a condition whose margin is
    '³' or 5,000 digits, /give card:² and /trade to:٣ are each refused with the command's sentence naming what
    was typed; the autocompletes answer the same text without failing; no order was recorded."""
    db = tmp_path / "junta.sqlite3"
    await start_junta(start_bot, fake, db)
    await JuntaTable.create(fake, world, 6)
    alice, dm_alice = world.alice, fake.dm_channel(world.alice)

    got = await dm(fake, alice, "nominate", {"candidate": "²"})
    assert got.content.startswith("Not recorded: There is no family '²' in this game: the families are Fam0,")
    got = await dm(fake, alice, "discard", {"cards": "²,³"})
    assert got.content.startswith("Not recorded: You have no card '²' in your hand"), got.content
    got = await dm(fake, alice, "move", {"from_zone": 1, "to_zone": 2, "units": "soldier ²"})
    assert got.content == "Not recorded: 'soldier ²' is not a unit kind and count, e.g. 'soldier 2, tank 1'."
    got = await dm(fake, alice, "bank", {"deposit": 1, "if": "if the budget failed by ³ or less"})
    assert got.content.startswith("Not recorded: the condition 'if the budget failed by ³ or less' cannot be read")
    margin = "if the budget failed by " + "9" * 5000 + " or less"
    got = await dm(fake, alice, "bank", {"deposit": 1, "if": margin})
    assert got.content.startswith("Not recorded: the condition 'if the budget failed by 99999999999"), got.content
    assert "it is longer than any condition" in got.content, got.content
    got = await dm(fake, alice, "give card", {"to": "Fam1", "card": "²"})
    assert got.content.startswith("Nothing given: You have no card '²' in your hand"), got.content
    got = await dm(fake, alice, "trade", {"to": "٣", "give_cash": 1})
    assert got.content.startswith("No offer made: There is no family '٣' in this game"), got.content

    # The autocompletes of the same options answer (with choices or none) instead of failing.
    for command, options in (
        ("nominate", {"candidate": "²"}),
        ("discard", {"cards": "²,³"}),
        ("move", {"from_zone": 1, "to_zone": 2, "units": "soldier ²"}),
        ("bank", {"deposit": 1, "if": margin}),
        ("rebel", {"if": "if the budget failed by ³"}),
    ):
        choices = await fake.autocomplete(alice, dm_alice, command, options)
        assert isinstance(choices, list), (command, choices)

    assert orders_recorded(db) == 0
