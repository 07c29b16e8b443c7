"""What the handlers of interactions (cogs, buttons, menus) read of the bot is `bot.interact.Client`, so that they
need not import the bot (bot/client.py imports them). The bot must have it: mypy checks `GameMasterBot` against the
protocol here (scripts/test.sh runs mypy on the tests)."""

from __future__ import annotations

import typing

from bot.client import GameMasterBot
from bot.interact import Client


def as_client(bot: GameMasterBot) -> Client:
    """A `GameMasterBot` is a `Client` (a type error here if the bot lacks what the handlers use)."""
    return bot


def test_the_bot_has_what_the_handlers_use() -> None:
    """Every attribute of `Client` (the service, the settings, the clock, the transport's DMs) is one the bot sets
    up."""
    wanted = set(typing.get_type_hints(Client)) | {"transport"}
    assert wanted == {"service", "config", "clock", "transport"}
    source = set(GameMasterBot.__init__.__code__.co_names) | {
        n for n in wanted if isinstance(getattr(GameMasterBot, n, None), property)
    }
    assert wanted <= source, wanted - source
