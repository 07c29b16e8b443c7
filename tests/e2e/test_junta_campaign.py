"""The campaign in the channel (RULES 3.2; issue 13): nominations, seconds and declines are posted as they are made,
and so is a withdrawal; the cabinet card is posted when the cabinet is formed. Played as people would."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules.junta.state import Phase
from tests.e2e.conftest import World
from tests.e2e.fakediscord import FakeDiscord
from tests.e2e.junta import JuntaTable, dm, junta_bot, read_state, run  # noqa: F401


@pytest.mark.usefixtures("junta_bot")
async def test_nominations_are_posted_as_they_are_made(fake: FakeDiscord, world: World) -> None:
    """RULES 3.2: "each is posted in the game channel when it is made, not held back to the phase's end"."""
    table = await JuntaTable.create(fake, world, 6)
    alice, bob, carol = table.players[:3]
    mark = fake.mark()
    got = await dm(fake, alice, "nominate", {"candidate": "Fam2"})
    assert "Recorded" in got.content, got.content
    await fake.wait_for_message(world.channel, lambda m: "Fam0 nominates Fam2 for President" in m.content, after=mark)
    got = await dm(fake, bob, "second", {"candidate": "Fam2"})
    assert "Recorded" in got.content, got.content
    await fake.wait_for_message(world.channel, lambda m: "Fam1 seconds the nomination of Fam2" in m.content, after=mark)
    got = await dm(fake, carol, "decline")
    assert "Recorded" in got.content, got.content
    await fake.wait_for_message(world.channel, lambda m: "Fam2 declines his nomination" in m.content, after=mark)
    got = await dm(fake, alice, "withdraw", {"order": "nominate:2"})
    assert "Withdrawn" in got.content, got.content
    await fake.wait_for_message(
        world.channel, lambda m: "Fam0 withdraws the nomination of Fam2" in m.content, after=mark
    )


@pytest.mark.usefixtures("junta_bot")
async def test_the_cabinet_card_is_posted_when_the_cabinet_is_formed(fake: FakeDiscord, world: World) -> None:
    """Issue 13: "The cabinet card (already drawn by `render/`) is posted when the cabinet is formed"."""
    table = await JuntaTable.create(fake, world, 6)
    await table.elect("Fam0")
    mark = fake.mark()
    await table.advance()  # the default cabinet
    card = await fake.wait_for_message(
        world.channel, lambda m: "The new cabinet" in m.content and bool(m.attachments), after=mark
    )
    assert card.attachments[0].data.startswith(b"\x89PNG")


@pytest.mark.usefixtures("junta_bot")
async def test_a_cabinet_phase_waits_for_an_over_limit_players_discard(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    """Issue 13 and RULES 2: "A player over the hand limit owes his discard". By turn 3 (4 + 2 + 2 cards) a player
    who played none holds 8: his Status Page warns him, Done names the discard owed, and the cabinet phase does not
    close early without him."""
    db = tmp_path / "junta.sqlite3"
    table = await JuntaTable.create(fake, world, 6)
    await table.elect("Fam0")
    for _ in range(40):
        got = read_state(db, world.channel.id)
        assert got is not None
        state = got[1]
        if state.phase is Phase.CABINET and state.turn >= 3:
            break
        await table.advance_to_next()
    else:
        raise AssertionError("no cabinet phase in turn 3")
    over = [p for p in state.players if p.alive and p.card_count > 6 and p.id != state.president]
    assert over, [(p.name, p.card_count) for p in state.players]
    player = table.user(over[0].name)
    page = await dm(fake, player, "status")
    assert "over the hand limit" in page.content, page.content
    done = await dm(fake, player, "done")
    assert "over the hand limit" in done.content and "Done anyway" in done.content, done.content
    for user in table.players:  # everyone else is done: the phase still waits for him
        if user != player:
            await dm(fake, user, "done", {"anyway": True})
    status = await run(fake, world.bob, world.channel, "junta status")
    assert f"{over[0].name}: no orders" in status.content, status.content
    assert read_state(db, world.channel.id)[0] == got[0]  # type: ignore[index]


@pytest.mark.usefixtures("junta_bot")
async def test_a_past_phase_in_the_channel_and_in_dms(fake: FakeDiscord, world: World) -> None:
    """Issue 14: `/junta history` shows a past phase's public results, privately; in DMs `/history` also shows the
    player's own orders and what only he was told; phases are offered by name."""
    table = await JuntaTable.create(fake, world, 6)
    await table.elect("Fam0")
    choices = await fake.autocomplete(world.alice, world.channel, "junta history", {"phase": "elect"})
    assert [c["name"] for c in choices] == ["Before turn 1 · Presidential election"], choices
    got = await run(fake, world.alice, world.channel, "junta history", {"phase": choices[0]["value"]})
    assert got.ephemeral and "Fam0 is elected President" in got.content, got.content
    assert "Your orders" not in got.content
    mine = await fake.autocomplete(world.bob, fake.dm_channel(world.bob), "history", {"phase": ""})
    assert len(mine) == 2, mine
    got = await dm(fake, world.bob, "history", {"phase": mine[0]["value"]})
    assert "Vote for Fam0 for President" in got.content and "For your eyes only" in got.content, got.content
