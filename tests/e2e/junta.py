"""Helpers for the Junta bot's end-to-end scenarios: the `junta_bot` fixture (the real `python -m bot` process
against the fake Discord, with its own database) and short-hands for running commands as players.

Import the fixture into a scenario module: `from tests.e2e.junta import junta_bot  # noqa: F401`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import pytest

from tests.e2e.conftest import BotLauncher, World
from tests.e2e.fakediscord import BotProcess, Channel, FakeDiscord, Message, User

__all__ = ["JuntaTable", "dm", "junta_bot", "run", "start_junta"]

COMMANDS = ["junta", "gm", "status", "nominate", "vote", "done", "speech"]


async def start_junta(
    start_bot: BotLauncher, fake: FakeDiscord, db: Path, env: Mapping[str, str] | None = None
) -> BotProcess:
    proc = await start_bot("bot", env={"JUNTA_DB": str(db), "JUNTA_CONFIG": "", **dict(env or {})})
    await fake.wait_commands_synced(COMMANDS)
    return proc


@pytest.fixture
async def junta_bot(start_bot: BotLauncher, fake: FakeDiscord, world: World, tmp_path: Path) -> BotProcess:
    return await start_junta(start_bot, fake, tmp_path / "junta.sqlite3")


async def run(
    fake: FakeDiscord, user: User, channel: Channel, command: str, options: Mapping[str, Any] | None = None
) -> Message:
    """Run a slash command as `user` in `channel` and return what the user sees as the answer."""
    inter = await fake.slash(user, channel, command, dict(options or {}))
    return await inter.response()


async def dm(fake: FakeDiscord, user: User, command: str, options: Mapping[str, Any] | None = None) -> Message:
    """Run a DM command as `user` in his DM with the bot."""
    return await run(fake, user, fake.dm_channel(user), command, options)


class JuntaTable:
    """A game in `world.channel` with its players (users) and families."""

    def __init__(self, fake: FakeDiscord, world: World, players: Sequence[User], families: Sequence[str]) -> None:
        self.fake = fake
        self.world = world
        self.players = list(players)
        self.families = list(families)
        self.last_phase_post: Message | None = None

    @classmethod
    async def create(
        cls, fake: FakeDiscord, world: World, count: int, *, phase_minutes: int = 60, start: bool = True
    ) -> JuntaTable:
        moderator = world.bob
        got = await run(
            fake, moderator, world.channel, "junta create", {"name": "Republica", "phase_minutes": phase_minutes}
        )
        assert "created" in got.content, got.content
        users = [world.alice, world.bob]
        users += [fake.add_player(world.guild, f"player{i}") for i in range(len(users), count)]
        families = [f"Fam{i}" for i in range(count)]
        for user, family in zip(users, families, strict=True):
            got = await run(fake, user, world.channel, "junta join", {"family": family})
            assert "You joined" in got.content, got.content
        table = cls(fake, world, users, families)
        if start:
            mark = fake.mark()
            inter = await fake.slash(moderator, world.channel, "junta start", {})
            got = await inter.response()
            assert "has started" in got.content, got.content
            await fake.wait_for_message(world.channel, lambda m: "phase 0" in m.content, after=mark)
        return table

    def user(self, family: str) -> User:
        return self.players[self.families.index(family)]

    async def advance(self) -> Message:
        """`/gm advance` as the moderator; returns the channel's results post, once the next phase's announcement
        (if the game goes on) has been posted too."""
        mark = self.fake.mark()
        got = await run(self.fake, self.world.bob, self.world.channel, "gm advance")
        assert "resolved" in got.content, got.content
        results = await self.fake.wait_for_message(
            self.world.channel, lambda m: "has resolved" in m.content, after=mark
        )
        self.last_phase_post = await self.next_phase(results)
        return results

    async def next_phase(self, results: Message) -> Message | None:
        """The announcement of the phase after the one `results` reports (None when the game is over)."""
        found = re.search(r"Phase (\d+) \(", results.content)
        assert found, results.content
        following = int(found.group(1)) + 1
        if "The game is over" in results.content:
            return None
        return await self.fake.wait_for_message(
            self.world.channel, lambda m: f"phase {following}:" in m.content, after=results.id - 1
        )

    async def elect(self, family: str) -> None:
        """Nominate `family` and have everyone vote for him; turn 1 begins."""
        got = await dm(self.fake, self.players[0], "nominate", {"candidate": family})
        assert "Recorded" in got.content, got.content
        await self.advance()
        for user in self.players:
            got = await dm(self.fake, user, "vote president", {"candidate": family})
            assert "Recorded" in got.content, got.content
        post = await self.advance()
        assert f"{family} is elected President" in post.content, post.content

    async def phase_post(self, after: int) -> Message:
        """The first phase announcement posted after `after` (a `fake.mark()`)."""
        return await self.fake.wait_for_message(
            self.world.channel, lambda m: bool(re.search(r"phase \d+:", m.content)), after=after
        )

    async def advance_to_next(self) -> Message:
        """`/gm advance`; the new phase's announcement."""
        await self.advance()
        assert self.last_phase_post is not None, "the game is over"
        return self.last_phase_post
