"""The slash commands the bot syncs to Discord are exactly those recorded in `synced_commands.json`: names,
descriptions, options (their order, types, descriptions, choices, ranges, which are required and which autocomplete)
and where each command may be used. The file was recorded before the cogs were reshaped (decorators, transformers),
so a change in how the commands are declared in code cannot change what Discord shows players unnoticed.

A deliberate change of a command is recorded again with `python -m tests.bot.test_synced_commands`, and the
difference in the JSON file is reviewed with the change."""

from __future__ import annotations

import asyncio
import importlib
import json
from pathlib import Path
from typing import Any

import discord
from discord.ext import commands

from bot.client import COGS, GameMasterTree

RECORDED = Path(__file__).with_name("synced_commands.json")


def synced() -> list[dict[str, Any]]:
    """What `tree.sync()` sends Discord for the bot's global commands (every cog loaded, as `setup_hook` does),
    by command name."""

    async def build() -> list[dict[str, Any]]:
        bot = commands.Bot(command_prefix="!", intents=discord.Intents.none(), tree_cls=GameMasterTree)
        for name in COGS:  # each extension's setup(), as load_extension does
            await importlib.import_module(name).setup(bot)
        payload = [command.to_dict(bot.tree) for command in bot.tree._get_all_commands()]
        return sorted(payload, key=lambda c: str(c["name"]))

    loop = asyncio.new_event_loop()
    try:
        return loop.run_until_complete(build())
    finally:
        loop.close()


def _text(payload: list[dict[str, Any]]) -> str:
    return json.dumps(payload, indent=1, sort_keys=True, ensure_ascii=False) + "\n"


def test_the_synced_commands_are_the_recorded_ones() -> None:
    """Every slash command, subcommand and option is synced to Discord exactly as recorded: same names, same
    descriptions, same option types, choices, ranges, required flags and autocomplete flags, same contexts."""
    recorded = json.loads(RECORDED.read_text(encoding="utf-8"))
    now = json.loads(_text(synced()))  # through JSON, as Discord receives it (tuples become lists)
    assert [c["name"] for c in now] == [c["name"] for c in recorded]
    for mine, theirs in zip(now, recorded, strict=True):
        assert mine == theirs, f"/{theirs['name']} differs from the recorded command"


def test_the_recorded_commands_are_many() -> None:
    """The recording is the whole bot (the test above would pass on an empty file and an empty tree)."""
    recorded = json.loads(RECORDED.read_text(encoding="utf-8"))
    names = {c["name"] for c in recorded}
    assert {"nominate", "vote", "appoint", "move", "junta", "gm", "give", "trade", "status"} <= names
    options = sum(len(c.get("options", [])) for c in recorded)
    assert options > 100, options


if __name__ == "__main__":
    RECORDED.write_text(_text(synced()), encoding="utf-8")
    print(f"recorded {RECORDED}")
