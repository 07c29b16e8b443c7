"""The budget debate gets a thread per turn: when the budget proposal resolves, the bot posts the proposed budget
in the game channel and opens that turn's thread from the post; the vote's tally follows in the thread (and in the
channel's results). The thread is remembered across a restart of the bot."""

from __future__ import annotations

from pathlib import Path

from tests.e2e.conftest import BotLauncher, World
from tests.e2e.fakediscord import Channel, FakeDiscord, Message, Permission
from tests.e2e.junta import JuntaTable, dm, start_junta


async def budget_vote_phase(table: JuntaTable, turn: int) -> Message:
    """Advance (defaults only) until the budget vote of `turn` opens; its announcement."""
    for _ in range(60):
        post = await table.advance_to_next()
        if f"**Turn {turn} · Budget vote**" in post.content:
            return post
    raise AssertionError(f"no budget vote in turn {turn}")


async def thread_of_turn(fake: FakeDiscord, world: World, turn: int) -> Channel:
    await fake.wait_until(
        lambda: any(f"turn {turn} budget" in (t.name or "") for t in fake.threads(world.channel)),
        5,
        f"the budget thread of turn {turn}",
    )
    (thread,) = [t for t in fake.threads(world.channel) if f"turn {turn} budget" in (t.name or "")]
    return thread


async def test_a_thread_per_turn_for_the_budget_debate(
    fake: FakeDiscord, world: World, start_bot: BotLauncher, tmp_path: Path
) -> None:
    """The proposed budget opens the turn's debate thread before the vote is announced; the tally follows in the
    thread, also after a restart; the next turn gets a thread of its own."""
    db = tmp_path / "junta.sqlite3"
    proc = await start_junta(start_bot, fake, db)
    table = await JuntaTable.create(fake, world, 6)
    await table.elect("Fam0")
    got = await dm(fake, world.alice, "budget", {"totals": "Fam1 3, Fam2 2"})
    assert "Not recorded" in got.content  # not the budget proposal phase yet
    vote = await budget_vote_phase(table, 1)
    thread = await thread_of_turn(fake, world, 1)
    assert thread.name == "Republica · turn 1 budget"
    # The thread was opened from the channel post of the proposed budget.
    starter = await fake.wait_for_message(world.channel, lambda m: m.thread_id == thread.id)
    assert "Turn 1: the budget debate." in starter.content and "proposes the budget" in starter.content
    assert "Fam1:" in starter.content and "MP" in starter.content
    # Posted before the vote's announcement, so the thread is there when the vote opens.
    assert starter.id < vote.id
    # Players debate in the thread; the vote's tally comes there too, even after a restart of the bot.
    await fake.send_message(world.alice, thread, "Vote yes, friends.")
    for user in table.players[:4]:
        got = await dm(fake, user, "vote budget", {"choice": "yes"})
        assert "Recorded" in got.content, got.content
    await fake.wait_idle()
    await proc.kill()
    await fake.wait_disconnected()
    await start_junta(start_bot, fake, db)
    results = await table.advance()
    assert "The budget passes" in results.content, results.content
    tally = await fake.wait_for_message(thread, lambda m: m.content.startswith("**The vote:**"))
    assert "The budget passes" in tally.content and "yes" in tally.content
    assert len(fake.threads(world.channel)) == 1
    # The next turn's budget gets its own thread.
    await budget_vote_phase(table, 2)
    second = await thread_of_turn(fake, world, 2)
    assert second.id != thread.id
    assert len(fake.threads(world.channel)) == 2
    assert not [m for m in fake.messages(thread) if "Turn 2" in m.content]


async def test_without_the_thread_permission_the_debate_stays_in_the_channel(
    fake: FakeDiscord, world: World, start_bot: BotLauncher, tmp_path: Path
) -> None:
    """A bot that may not open threads posts the proposed budget in the channel and no tally anywhere else."""
    await start_junta(start_bot, fake, tmp_path / "junta.sqlite3")
    fake.set_overwrite(world.channel, fake.bot_user, deny=Permission.CREATE_PUBLIC_THREADS)
    table = await JuntaTable.create(fake, world, 6)
    await table.elect("Fam0")
    await budget_vote_phase(table, 1)
    post = await fake.wait_for_message(world.channel, lambda m: "Turn 1: the budget debate." in m.content)
    assert post.thread_id is None
    results = await table.advance()
    assert "The budget" in results.content
    await fake.wait_idle()
    assert fake.threads(world.channel) == []
    assert not [m for m in fake.messages(world.channel) if m.content.startswith("**The vote:**")]
