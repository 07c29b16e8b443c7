"""Done that checks, played as people would (issue 12): the President presses Done without appointing a cabinet and
is warned what lot will do; Done anyway confirms; the public status shows who is done, never what; the phase
closes early only once every player in the country has pressed Done, and the President who chose the default is
not named as having missed it."""

from __future__ import annotations

import pytest

from tests.e2e.conftest import World
from tests.e2e.fakediscord import FakeDiscord
from tests.e2e.junta import JuntaTable, dm, junta_bot, run  # noqa: F401


@pytest.mark.usefixtures("junta_bot")
async def test_done_warns_then_done_anyway_confirms_and_the_last_done_closes_the_phase(
    fake: FakeDiscord, world: World
) -> None:
    table = await JuntaTable.create(fake, world, 6)
    await table.elect("Fam0")  # Alice is El Presidente; the cabinet phase is open
    president = table.user("Fam0")
    warned = await dm(fake, president, "done")
    assert "No cabinet appointed" in warned.content and "Done anyway" in warned.content, warned.content
    assert "marked done" not in warned.content
    (sure,) = [c for c in warned.custom_ids() if c.startswith("junta:done:") and c.endswith(":sure")]
    bob_page = await dm(fake, table.user("Fam1"), "status")
    assert "/appoint" not in bob_page.content and "Not given yet" not in bob_page.content, bob_page.content

    public = await run(fake, world.alice, world.channel, "junta status")
    assert "Fam0: no orders" in public.content, public.content

    confirmed = await (await fake.click(president, warned, sure)).response()
    assert "marked done" in confirmed.content, confirmed.content
    assert "Fam1" in confirmed.content  # who the phase still waits for

    public = await run(fake, world.alice, world.channel, "junta status")
    assert "Fam0: done" in public.content and "Fam1: no orders" in public.content, public.content

    mark = fake.mark()
    for family in ("Fam1", "Fam2", "Fam3", "Fam4"):
        got = await dm(fake, table.user(family), "done")
        assert "marked done" in got.content, got.content
    assert not [m for m in fake.messages(world.channel) if m.id > mark and "has resolved" in m.content]
    last = await dm(fake, table.user("Fam5"), "done")
    assert "resolves now" in last.content, last.content
    results = await fake.wait_for_message(world.channel, lambda m: "has resolved" in m.content, after=mark)
    assert "Turn 1 · Cabinet appointment has resolved." in results.content, results.content
    assert "Missed orders" not in results.content, results.content
