"""Reminders end to end: with one-minute phases and a reminder asked for 45 seconds before each deadline, which a
phase that short caps at half of it (so 30 seconds after a phase opens, never as it opens; on the bot's real clock:
room for a loaded CI machine), every player in the country who has not marked done gets one reminder DM per phase
(RULES 2: the phase waits for all of them), with what he still owes; a player who marked done gets none."""

from __future__ import annotations

from pathlib import Path

from tests.e2e.conftest import BotLauncher, World
from tests.e2e.fakediscord import FakeDiscord, User
from tests.e2e.junta import JuntaTable, dm, run, start_junta

REMIND_BEFORE = 45  # seconds before a one-minute phase's deadline: capped at 30 (half the phase)


def reminders(fake: FakeDiscord, user: User) -> list[str]:
    return [m.content for m in fake.dm_messages(user) if "Reminder:" in m.content]


async def test_players_not_done_are_reminded_once_per_phase(
    fake: FakeDiscord, world: World, start_bot: BotLauncher, tmp_path: Path
) -> None:
    config = tmp_path / "config.toml"
    config.write_text(f"[game]\nreminder_hours = {REMIND_BEFORE / 3600!r}\n", encoding="utf-8")
    await start_junta(start_bot, fake, tmp_path / "junta.sqlite3", env={"JUNTA_CONFIG": str(config)})
    table = await JuntaTable.create(fake, world, 6, phase_minutes=1)
    alice, bob, *others = table.players
    # Before the reminder time: alice gives an order (not done: she is reminded), bob marks done.
    got = await dm(fake, alice, "nominate", {"candidate": "Fam0"})
    assert "Recorded" in got.content, got.content
    got = await dm(fake, bob, "done")
    assert "marked done" in got.content, got.content
    await fake.wait_until(lambda: all(reminders(fake, u) for u in [alice, *others]), 50, "the reminders of phase 0")
    await fake.wait_idle(quiet=1.0)
    for user in [alice, *others]:
        (text,) = reminders(fake, user)
        assert "Nominations for President" in text and "Republica" in text and "<t:" in text, text
    assert reminders(fake, bob) == []
    # The next phase reminds again, once, everyone not done, with what he owes (everybody votes).
    got = await run(fake, bob, world.channel, "gm advance")
    assert "resolved" in got.content, got.content
    await fake.wait_until(
        lambda: all(len(reminders(fake, u)) == 2 for u in [alice, *others]) and len(reminders(fake, bob)) == 1,
        50,
        "the reminders of phase 1",
    )
    await fake.wait_idle(quiet=1.0)
    assert [len(reminders(fake, u)) for u in table.players] == [2, 1, 2, 2, 2, 2]
    assert "Presidential election" in reminders(fake, bob)[0]
    assert "No vote for President" in reminders(fake, bob)[0]
    # Nothing of this in the channel.
    assert not [m for m in fake.messages(world.channel) if "Reminder:" in m.content]
    got = await run(fake, bob, world.channel, "gm end")
    assert "ended" in got.content or "end" in got.content.lower(), got.content
