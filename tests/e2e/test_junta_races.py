"""Races as a crowd of players and moderators makes them: interactions sent at the same instant through the fake
Discord, repeated to catch an interleaving. Every command acts on the phase its user saw, never on a later one
(issue 10); tests/bot/test_seen.py forces the same interleavings deterministically."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from tests.e2e.conftest import World
from tests.e2e.fakediscord import FakeDiscord
from tests.e2e.junta import (  # noqa: F401
    CLOSED,
    JuntaTable,
    check_cabinet_dones,
    check_done_race,
    check_nomination_race,
    junta_bot,
    phase_of,
    results_posts,
)


@pytest.mark.usefixtures("junta_bot")
async def test_two_moderators_advance_at_the_same_instant(fake: FakeDiscord, world: World, tmp_path: Path) -> None:
    """Two moderators' /gm advance at the same instant resolve one phase; the second is told, in the phase names
    players read, that the phase he saw has closed and which is open now. Three times in a row."""
    db = tmp_path / "junta.sqlite3"
    await JuntaTable.create(fake, world, 6)
    second_mod = fake.add_player(world.guild, "carlos", roles=[world.moderators])
    for _ in range(3):
        before = phase_of(db, world)
        mark = fake.mark()
        first = await fake.slash(world.bob, world.channel, "gm advance", {})
        second = await fake.slash(second_mod, world.channel, "gm advance", {})
        answers = [m.content for m in await asyncio.gather(first.response(), second.response())]
        assert sum("resolved" in a and CLOSED not in a for a in answers) == 1, answers
        refused = next(a for a in answers if CLOSED in a)
        assert refused.startswith("Not done: ") and "Now open: " in refused and " · " in refused, refused
        await fake.wait_for_message(world.channel, lambda m: "has resolved" in m.content, after=mark, timeout=15)
        await fake.wait_idle()
        assert phase_of(db, world) == before + 1
        assert len(results_posts(fake, world, mark)) == 1


@pytest.mark.parametrize("attempt", range(3))
@pytest.mark.usefixtures("junta_bot")
async def test_six_dones_at_the_same_instant_in_the_cabinet_phase(
    fake: FakeDiscord, world: World, tmp_path: Path, attempt: int
) -> None:
    """All six players send /done (anyway: the President accepts the default cabinet) at the same instant in the
    cabinet phase: RULES 2, it closes early once every living player in the country is done; the last Done resolves
    it, and no Done is counted in the budget draw that nobody had seen yet, which stays open."""
    db = tmp_path / "junta.sqlite3"
    table = await JuntaTable.create(fake, world, 6)
    await table.elect("Fam0")
    cabinet = phase_of(db, world)
    mark = fake.mark()
    order = table.players[attempt:] + table.players[:attempt]
    sent = [await fake.slash(user, fake.dm_channel(user), "done", {"anyway": True}) for user in order]
    answers = [m.content for m in await asyncio.gather(*(s.response() for s in sent))]
    await check_cabinet_dones(fake, world, db, cabinet, mark, answers)


@pytest.mark.usefixtures("junta_bot")
async def test_an_order_sent_while_its_phase_resolves(fake: FakeDiscord, world: World, tmp_path: Path) -> None:
    """A nomination sent at the instant a moderator resolves the nominations is recorded in them or refused in a
    sentence saying they have closed; it is never recorded for, or judged against, the election that follows with a
    plain answer. Only an order the user made after the election had opened (its interaction's moment says so) is
    the election's."""
    db = tmp_path / "junta.sqlite3"
    await JuntaTable.create(fake, world, 6)
    advance = await fake.slash(world.bob, world.channel, "gm advance", {})
    nominate = await fake.slash(world.alice, fake.dm_channel(world.alice), "nominate", {"candidate": "Fam1"})
    answer = (await nominate.response()).content
    assert "resolved" in (await advance.response()).content
    await fake.wait_idle()
    check_nomination_race(db, nominate, answer)


@pytest.mark.usefixtures("junta_bot")
async def test_a_done_sent_while_its_phase_resolves(fake: FakeDiscord, world: World, tmp_path: Path) -> None:
    """A Done sent at the instant a moderator resolves its phase counts in that phase or is refused in a sentence
    saying it has closed; it counts in the next phase only if the user made it after that phase had opened. Five
    times in a row."""
    db = tmp_path / "junta.sqlite3"
    table = await JuntaTable.create(fake, world, 6)
    assert table.players[0] == world.alice  # seat 0
    for _ in range(5):
        before = phase_of(db, world)
        advance = await fake.slash(world.bob, world.channel, "gm advance", {})
        done = await fake.slash(world.alice, fake.dm_channel(world.alice), "done", {"anyway": True})
        answer = (await done.response()).content
        assert "resolved" in (await advance.response()).content
        await fake.wait_idle()
        check_done_race(db, done, answer, before)
