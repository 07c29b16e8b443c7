"""The bot under Discord's global rate limit (the fake's, at Discord's 50 requests a second): many games formed,
started and resolved at the same instant make the bot send far more than 50 requests in a second's worth of work,
and it paces them (bot/pacing.py) so that Discord refuses none. No time is asserted: only what was refused."""

from __future__ import annotations

import asyncio
from pathlib import Path

from tests.e2e.conftest import BotLauncher, World
from tests.e2e.fakediscord import Channel, FakeDiscord, User
from tests.e2e.fakediscord.ratelimit import DM_OPENS
from tests.e2e.junta import opened_phase, start_junta

GAMES = 8
PLAYERS = 6
WAIT = 60.0  # generous: the bot's budget (40 requests a second) spreads the work over several seconds


async def answer(fake: FakeDiscord, user: User, channel: Channel, command: str, options: dict[str, object]) -> str:
    inter = await fake.slash(user, channel, command, options)
    return (await inter.response(timeout=WAIT)).content


async def form(fake: FakeDiscord, world: World, index: int) -> tuple[Channel, list[User]]:
    """A game of its own channel and players: created, joined by everyone at once, started."""
    channel = fake.add_channel(world.guild, f"game-{index}")
    players = [fake.add_player(world.guild, f"g{index}p{i}") for i in range(PLAYERS)]
    created = await answer(fake, world.bob, channel, "junta create", {"name": f"Game {index}", "phase_minutes": 60})
    assert "created" in created, created
    joined = await asyncio.gather(
        *(answer(fake, u, channel, "junta join", {"family": f"F{index}x{i}"}) for i, u in enumerate(players))
    )
    assert all("You joined" in a for a in joined), joined
    mark = fake.mark()
    started = await answer(fake, world.bob, channel, "junta start", {})
    assert "has started" in started and "cannot send DMs" not in started, started
    await fake.wait_for_message(channel, lambda m: opened_phase(m) == 0, after=mark, timeout=WAIT)
    return channel, players


async def test_many_games_at_once_get_no_global_429(
    fake: FakeDiscord, world: World, start_bot: BotLauncher, tmp_path: Path
) -> None:
    """Eight games of six formed, started and then resolved all at the same instant under Discord's global limit:
    every command is answered, every game's news is delivered (each game's in order), Discord refuses no request,
    and each player's DM channel is opened once."""
    fake.set_global_rate_limit(50)
    proc = await start_junta(start_bot, fake, tmp_path / "junta.sqlite3")
    fake.traffic.reset()
    games = await asyncio.gather(*(form(fake, world, i) for i in range(GAMES)))
    mark = fake.mark()
    advanced = await asyncio.gather(*(answer(fake, world.bob, channel, "gm advance", {}) for channel, _ in games))
    assert all("resolved" in a for a in advanced), advanced
    for channel, _ in games:
        results = await fake.wait_for_message(channel, lambda m: "has resolved" in m.content, after=mark, timeout=WAIT)
        opened = await fake.wait_for_message(channel, lambda m: opened_phase(m) == 1, after=mark, timeout=WAIT)
        assert results.id < opened.id  # the game's news in order
    await fake.wait_idle(timeout=WAIT)

    bound = fake.traffic.bound()
    # Far more than a second's worth: some 240 requests, fewer when the machine is busy (a player's DMs that wait
    # together go as one: a CI run sent 200).
    assert bound.sent > 3 * fake.traffic.limit  # type: ignore[operator]
    assert bound.refused == 0, fake.traffic.summary()
    assert not [line for line in proc.lines if "rate limit" in line.lower()]
    assert fake.traffic.summary()[DM_OPENS].sent == GAMES * PLAYERS  # at their welcome DM, and never again
