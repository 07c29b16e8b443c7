"""Helpers for Nomicoup's end-to-end scenarios: the bot (`nomicoup_bot`, the real `python -m bot`), and short-hands
for what a player does at a table: a slash command in the channel, a click on a claim's buttons, a choice in his DM.

Import the fixture into a scenario module: `from tests.e2e.nomicoup import nomicoup_bot  # noqa: F401`."""

from __future__ import annotations

import asyncio
import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import pytest

from tests.e2e.conftest import BotLauncher, World
from tests.e2e.fakediscord import BotProcess, Channel, FakeDiscord, Message, User
from tests.e2e.junta import run, start_junta

__all__ = ["GAME_OVER", "Table", "nomicoup_bot"]

GAME_OVER = "The game is over"
BUTTON = re.compile(r"nomicoup:[0-9]+:([0-9]+):([a-z-]+)")
MENU = re.compile(r"nomicoup:pick:[0-9]+:([0-9]+)")


@pytest.fixture
async def nomicoup_bot(start_bot: BotLauncher, fake: FakeDiscord, world: World, tmp_path: Path) -> BotProcess:
    proc = await start_junta(start_bot, fake, tmp_path / "junta.sqlite3")
    await fake.wait_commands_synced(["nomicoup"])
    return proc


def button(message: Message, code: str) -> str | None:
    """The custom id of the button of `message` whose input is `code` ('challenge', 'pass', 'counter-duke', ...)."""
    for cid in message.custom_ids():
        found = BUTTON.fullmatch(cid)
        if found and found.group(2) == code:
            return cid
    return None


def menu(message: Message) -> str | None:
    return next((cid for cid in message.custom_ids() if MENU.fullmatch(cid)), None)


def options(message: Message, custom_id: str) -> list[str]:
    comp = message.find_component(custom_id) or {}
    return [str(o["value"]) for o in comp.get("options") or []]


class Table:
    """A Nomicoup table in `channel`, with its people."""

    def __init__(self, fake: FakeDiscord, world: World, channel: Channel, players: Sequence[User]) -> None:
        self.fake = fake
        self.world = world
        self.channel = channel
        self.players = list(players)

    @classmethod
    async def create(
        cls,
        fake: FakeDiscord,
        world: World,
        players: Sequence[User],
        options_: Mapping[str, Any] | None = None,
        channel: Channel | None = None,
    ) -> Table:
        where = channel or world.channel
        got = await run(fake, players[0], where, "nomicoup create", dict(options_ or {}))
        assert "The table is set up" in got.content, got.content
        for user in players[1:]:
            got = await run(fake, user, where, "nomicoup join")
            assert "You joined" in got.content, got.content
        return cls(fake, world, where, players)

    async def start(self) -> Message:
        """Start the game; the channel's first post (the turn order, the first turn)."""
        mark = self.fake.mark()
        got = await run(self.fake, self.players[0], self.channel, "nomicoup start")
        assert "has started" in got.content, got.content
        return await self.post(mark, "Nomicoup begins")

    async def post(self, after: int, needle: str, timeout: float = 10.0) -> Message:
        return await self.fake.wait_for_message(self.channel, lambda m: needle in m.content, after=after,
                                                timeout=timeout)

    async def dm(self, user: User, after: int, needle: str, timeout: float = 10.0) -> Message:
        return await self.fake.wait_for_dm(user, lambda m: needle in m.content, after=after, timeout=timeout)

    def user(self, name: str) -> User:
        return next(u for u in self.players if u.username == name)

    def text_after(self, after: int) -> str:
        return "\n".join(m.content for m in self.fake.messages(self.channel) if m.id > after)

    async def act(self, user: User, action: str, target: str | None = None) -> Message:
        opts: dict[str, Any] = {"action": f"act-{action}"}
        if target is not None:
            opts["target"] = target
        return await run(self.fake, user, self.channel, "nomicoup act", opts)

    async def click(self, user: User, message: Message, code: str) -> Message:
        cid = button(message, code)
        assert cid is not None, f"no {code} button on: {message.content} {message.custom_ids()}"
        inter = await self.fake.click(user, message, cid)
        return await inter.response()

    async def choose(self, user: User, message: Message, value: str | None = None) -> Message:
        """In a DM: pick `value` (default: the first option) in its menu, or click the button `value`."""
        cid = menu(message)
        if cid is not None:
            picks = options(message, cid)
            inter = await self.fake.select(user, message, cid, [value or picks[0]])
            return await inter.response()
        assert value is not None, message.content
        return await self.click(user, message, value)

    def hand_of(self, dealt: Message) -> list[str]:
        """The characters a 'You are dealt ...' DM names."""
        return re.findall(r"the (Duke|Assassin|Captain|Ambassador|Contessa)", dealt.content)

    async def autoplay(self, timeout: float = 120.0) -> Message:
        """Everyone at the table plays the simplest game (Income; Pass; the first choice offered) until the game
        is over; the game-over post."""
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        done: set[tuple[int, int]] = set()
        while loop.time() < end:
            for m in self.fake.messages(self.channel):
                if GAME_OVER in m.content:
                    return m
                for user in self.players:
                    if (m.id, user.id) in done:
                        continue
                    if f"<@{user.id}>, it is your turn" in m.content:
                        done.add((m.id, user.id))
                        await self.act(user, "coup" if "must launch a Coup" in m.content else "income",
                                       self._a_target(m, user) if "must launch a Coup" in m.content else None)
                    elif button(m, "pass") is not None:
                        done.add((m.id, user.id))
                        inter = await self.fake.click(user, m, button(m, "pass") or "")
                        await inter.response()
            for user in self.players:
                for m in self.fake.dm_messages(user):
                    if (m.id, user.id) in done or not m.custom_ids():
                        continue
                    done.add((m.id, user.id))
                    cid = menu(m)
                    if cid is not None:
                        await (await self.fake.select(user, m, cid, [options(m, cid)[0]])).response()
                    elif button(m, "show") or button(m, "noshow"):
                        await self.click(user, m, "show" if button(m, "show") else "noshow")
            await asyncio.sleep(0.05)
        raise AssertionError("the game did not end:\n" + self.text_after(0)[-3000:])

    def _a_target(self, message: Message, user: User) -> str:
        names = [u.username for u in self.players if u.id != user.id]
        return names[0]
