"""What the handlers of interactions (the slash commands in bot/cogs, the buttons and menus in bot/ui) share: the bot
they run in, as far as they need it (`Client`: the service, the settings, the clock), answering an interaction
(`reply`), and recording an order made of what a player typed or pressed (`submit`).

Below both the cogs and the ui, so neither imports the other for these (bot/app.py puts them together)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

import discord

from bot.clock import Clock
from bot.config import Config
from bot.games.junta.services.player import PlayerGame
from bot.games.junta.text.orders import recorded_text
from bot.seen import seen_by
from bot.services import Failure, GameService
from bot.text.i18n import DEFAULT_LOCALE
from bot.text.messages import split_message
from rules.junta.orders import Order

__all__ = ["Client", "Draft", "bot_of", "reply", "service", "submit"]

Draft = Callable[[PlayerGame], Order]
"""Makes an order of what the player typed, against his game as the use case reads it
(`bot.games.junta.services.orders.Draft`): family names become seats and card titles cards there; what cannot be read
raises `bot.games.junta.parsers.BadInput`."""


class DirectMessages(Protocol):
    """Sends a DM at once, for a command (`bot.discord_transport.DiscordTransport.direct`)."""

    async def direct(self, user_id: int, text: str) -> bool:
        """Send `text` to the user now; False if he takes no DMs from the bot."""
        ...


class Client(Protocol):
    """What an interaction's handler uses of the bot (`bot.client.JuntaBot`)."""

    service: GameService
    config: Config
    clock: Clock

    @property
    def transport(self) -> DirectMessages: ...


def bot_of(interaction: discord.Interaction[Any]) -> Client:
    client: Client = interaction.client
    return client


def service(interaction: discord.Interaction[Any]) -> GameService:
    return bot_of(interaction).service


async def reply(
    interaction: discord.Interaction[Any],
    text: str,
    *,
    private: bool = True,
    files: Sequence[discord.File] = (),
    view: discord.ui.View | None = None,
) -> None:
    """Answer (or follow up on) an interaction; private answers are ephemeral in a server (a DM is private).
    Files and buttons (`view`) go with the last piece of a long answer."""
    ephemeral = private and interaction.guild_id is not None
    pieces = split_message(text)
    for i, piece in enumerate(pieces):
        extra: dict[str, Any] = {}
        if files and i == len(pieces) - 1:
            extra["files"] = list(files)
        if view is not None and i == len(pieces) - 1:
            extra["view"] = view
        if not interaction.response.is_done():
            await interaction.response.send_message(piece, ephemeral=ephemeral, **extra)
        else:
            await interaction.followup.send(piece, ephemeral=ephemeral, **extra)


async def submit(
    interaction: discord.Interaction[Any], game: str | None, draft: Draft, *, phase: int | None = None
) -> None:
    """Record the order `draft` makes of what was typed, for the phase the player saw (`phase` if what he pressed
    names it), and say what was recorded or why not: one use case, one transaction, in which the game is found and
    the typed names become seats. Acknowledged at once, answered when recorded."""
    await interaction.response.defer(thinking=True)
    got = await service(interaction).submit_order(game, interaction.user.id, draft, seen=seen_by(interaction, phase))
    if isinstance(got, Failure):
        await reply(interaction, f"Not recorded: {got.message}")
        return
    assert got.game is not None
    straw = got.names[got.row.seat] if got.for_straw_man else None
    locale = DEFAULT_LOCALE  # locale: plumbing
    text = recorded_text(locale, got.game.name, got.names, got.order, got.deadline, straw_man=straw, notes=got.notes)
    await reply(interaction, text)
