"""The buttons under the Status Page, pressed as a person would: Done while you owe orders, and in the budget vote
Vote yes / Vote no / Vote abstain. Each button belongs to the phase it was shown for: pressed after that phase has
closed it is refused, and nothing is recorded."""

from __future__ import annotations

import pytest

from tests.e2e.conftest import World
from tests.e2e.fakediscord import FakeDiscord
from tests.e2e.junta import JuntaTable, dm, junta_bot, opened_phase  # noqa: F401
from tests.e2e.test_junta_orders_ui import until_phase


@pytest.mark.usefixtures("junta_bot")
async def test_done_and_vote_buttons_under_the_status_page(fake: FakeDiscord, world: World) -> None:
    table = await JuntaTable.create(fake, world, 6)
    # Nominations: everyone owes; the Status Page carries a Done button for this phase.
    page = await dm(fake, world.bob, "status")
    done_id = next(c for c in page.custom_ids() if c.startswith("junta:done:"))
    assert not any(c.startswith("junta:vote:") for c in page.custom_ids())
    got = await (await fake.click(world.bob, page, done_id)).response()
    assert "marked done" in got.content, got.content
    # Once the phase has moved on, the old button is refused.
    await table.elect("Fam0")
    stale = await (await fake.click(world.bob, page, done_id)).response()
    assert "closed" in stale.content, stale.content
    await table.advance()  # the default cabinet
    await until_phase(fake, world, table, "Budget vote")
    page = await dm(fake, world.bob, "status")
    ids = page.custom_ids()
    assert {c.rsplit(":", 1)[1] for c in ids if c.startswith("junta:vote:")} == {"yes", "no", "abstain"}
    vote_no = next(c for c in ids if c.endswith(":no"))
    got = await (await fake.click(world.bob, page, vote_no)).response()
    assert got.content.startswith("Recorded") and "no" in got.content, got.content
    mine = await dm(fake, world.bob, "status")
    assert "no" in mine.content.lower()


@pytest.mark.usefixtures("junta_bot")
async def test_the_status_page_button_under_a_phase_opening(fake: FakeDiscord, world: World) -> None:
    """Under each phase's opening post in the channel, a button shows whoever presses it his own Status Page, and him
    alone; the button carries the phase it opened."""
    table = await JuntaTable.create(fake, world, 6)
    post = table.last_phase_post
    assert post is not None and opened_phase(post) == 0
    (page_id,) = [c for c in post.custom_ids() if c.startswith("junta:page:")]
    got = await (await fake.click(world.alice, post, page_id)).response()
    assert got.ephemeral and got.visible_to == world.alice.id, got
    assert "Fam0" in got.content and "Cash" in got.content, got.content
    other = await (await fake.click(world.bob, post, page_id)).response()
    assert "Fam1" in other.content and other.visible_to == world.bob.id


@pytest.mark.usefixtures("junta_bot")
async def test_done_warns_the_president_of_his_missing_cabinet(fake: FakeDiscord, world: World) -> None:
    """Issue 12: the President pressed Done without /appoint and got a cabinet drawn by lot. The opening DM of the
    cabinet phase carries Done; pressed, it sums up his orders and warns that the cabinet will be drawn by lot,
    marking nothing; "Done anyway" confirms. The phase then still waits for the others (RULES 2)."""
    table = await JuntaTable.create(fake, world, 6)
    await table.elect("Fam0")
    opening = await fake.wait_for_dm(
        world.alice, lambda m: "Cabinet appointment" in m.content and "has begun" in m.content
    )
    assert "/appoint" in opening.content
    done_id = next(c for c in opening.custom_ids() if c.startswith("junta:done:"))
    warned = await (await fake.click(world.alice, opening, done_id)).response()
    assert "No cabinet appointed" in warned.content and "Done anyway" in warned.content, warned.content
    sure_id = next(c for c in warned.custom_ids() if c.endswith(":sure"))
    got = await (await fake.click(world.alice, warned, sure_id)).response()
    assert "marked done" in got.content and "Fam1" in got.content, got.content
