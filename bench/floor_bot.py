"""The floor of `bench.bot`: a minimal discord.py bot with the slash commands the benchmark's load uses, each of
which defers, then fills in its answer with a short text. What discord.py itself costs per interaction, against
which the real bot is measured.

    DISCORD_API_BASE=... DISCORD_GATEWAY_URL=... DISCORD_TOKEN=... python -m bench.floor_bot

It is started exactly as the real bot is (a subprocess pointed at the fake Discord by the same environment), with
the same intents (guilds only), and the same commands, options and contexts as far as the load sees them:
`/junta create|join|start` and `/gm advance` in a server, `/nominate`, `/status` and `/done` in DMs. It keeps no
state, announces no phase and sends nothing but the answers. It runs on the bot's event loop (uvloop) and the same
discord.py, with its `speed` extra (orjson), as the bot.
"""

from __future__ import annotations

import asyncio
import logging
import os
import signal
from typing import Any

import discord
from discord import app_commands

from tests.e2e.fakediscord.botpatch import apply_fake_discord_env

log = logging.getLogger("floor_bot")

DM_ONLY = app_commands.allowed_contexts(guilds=False, dms=True, private_channels=False)


async def answer(interaction: discord.Interaction[Any], text: str) -> None:
    """Defer (privately in a server, as the real bot answers most commands), then edit in a short text."""
    await interaction.response.defer(ephemeral=interaction.guild_id is not None, thinking=True)
    await interaction.edit_original_response(content=text)


junta = app_commands.Group(name="junta", description="Play Junta in this channel", guild_only=True)
gm = app_commands.Group(name="gm", description="Moderate the game in this channel", guild_only=True)


@junta.command(name="create", description="Create a game in this channel")
async def create(
    interaction: discord.Interaction[Any],
    name: str | None = None,
    phase_minutes: app_commands.Range[int, 1, 10080] | None = None,
) -> None:
    await answer(interaction, f"Game {name} created.")


@junta.command(name="join", description="Join the game forming in this channel")
async def join(interaction: discord.Interaction[Any], family: app_commands.Range[str, 1, 32]) -> None:
    await answer(interaction, f"{family} joined.")


@junta.command(name="start", description="Start the game")
async def start(interaction: discord.Interaction[Any]) -> None:
    await answer(interaction, "Started.")


@gm.command(name="advance", description="Resolve the current phase now")
async def advance(interaction: discord.Interaction[Any]) -> None:
    await answer(interaction, "Done: advance.")


@app_commands.command(name="nominate", description="Nominate a player for President")
@DM_ONLY
async def nominate(interaction: discord.Interaction[Any], candidate: str, game: str | None = None) -> None:
    await answer(interaction, f"Order recorded: nominate {candidate}.")


@app_commands.command(name="status", description="Your Status Page")
@DM_ONLY
async def status(interaction: discord.Interaction[Any], game: str | None = None) -> None:
    await answer(interaction, "Your status.")


@app_commands.command(name="done", description="Mark your orders for this phase done")
@DM_ONLY
async def done(
    interaction: discord.Interaction[Any], undo: bool = False, anyway: bool = False, game: str | None = None
) -> None:
    await answer(interaction, "Marked done.")


class FloorBot(discord.Client):
    def __init__(self, **options: Any) -> None:
        intents = discord.Intents.none()
        intents.guilds = True
        super().__init__(intents=intents, **options)
        self.tree = app_commands.CommandTree(self)
        commands: list[app_commands.Group | app_commands.Command[Any, Any, Any]] = [junta, gm, nominate, status, done]
        for command in commands:
            self.tree.add_command(command)

    async def setup_hook(self) -> None:
        synced = await self.tree.sync()
        log.info("synced %d slash commands", len(synced))

    async def on_ready(self) -> None:
        log.info("connected as %s in %d servers", self.user, len(self.guilds))


async def main() -> None:
    discord.utils.setup_logging(level=logging.INFO)
    apply_fake_discord_env()
    bot = FloorBot(guild_ready_timeout=0.05)
    loop = asyncio.get_running_loop()
    loop.add_signal_handler(signal.SIGTERM, lambda: loop.create_task(bot.close()))
    async with bot:
        await bot.start(os.environ["DISCORD_TOKEN"])


def run() -> None:
    """On the bot's event loop (`bot.app._event_loop_runner`: uvloop where installed, unless JUNTA_EVENT_LOOP=asyncio),
    so that the floor differs from the bot only in the work it does, not in the loop that runs it."""
    if os.environ.get("JUNTA_EVENT_LOOP", "").strip().lower() != "asyncio":
        try:
            import uvloop
        except ImportError:
            pass
        else:
            uvloop.run(main())
            return
    asyncio.run(main())


if __name__ == "__main__":
    run()
