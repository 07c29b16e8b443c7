"""The campaign in the channel (RULES 3.2; issue 13): nominations, seconds and declines are posted as they are made,
and so is a withdrawal; the cabinet card is posted when the cabinet is formed. Played as people would."""

from __future__ import annotations

import pytest

from tests.e2e.conftest import World
from tests.e2e.fakediscord import FakeDiscord
from tests.e2e.junta import JuntaTable, dm, junta_bot  # noqa: F401


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
