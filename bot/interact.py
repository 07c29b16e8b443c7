"""What the handlers of interactions (the slash commands in bot/cogs, the buttons and menus in bot/ui) share: the bot
they run in, as far as they need it (`Client`: the service, the settings, the clock), the language of the user who
acts (`lang`, `learn`), answering an interaction in it (`reply`). (Recording a Junta order made of what a player
typed or pressed is Junta's: `bot.games.junta.submit`.)

Below both the cogs and the ui, so neither imports the other for these (bot/app.py puts them together)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

import discord

from bot.clock import Clock
from bot.config import Config
from bot.services import GameService
from bot.text.i18n import Locale
from bot.text.messages import split_message
from bot.text.say import Say

__all__ = ["Client", "bot_of", "lang", "learn", "reply", "service"]


class DirectMessages(Protocol):
    """Sends a DM at once, for a command (`bot.discord_transport.DiscordTransport.direct`)."""

    async def direct(self, user_id: int, text: str) -> bool:
        """Send `text` to the user now; False if he takes no DMs from the bot."""
        ...


class Client(Protocol):
    """What an interaction's handler uses of the bot (`bot.client.GameMasterBot`)."""

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


def lang(interaction: discord.Interaction[Any]) -> Locale:
    """The language of the user who acts (issue 23): the one he chose with /language, else his Discord client's.
    Known at once: `learn` has looked it up for this interaction, or this process knows it, or his client's."""
    known = getattr(interaction, "extras", {}).get("locale")
    if isinstance(known, str):
        return known
    return service(interaction).languages.reader(interaction.user.id, getattr(interaction, "locale", None))


async def learn(interaction: discord.Interaction[Any]) -> Locale:
    """Look up the user's language for this interaction (his choice, read from the store now and then) and remember
    his client's locale for the messages he will be sent while away; every slash command starts here (bot.client).
    A button or menu reads his language with `lang` (what this process knows, else his client's)."""
    found = await service(interaction).languages.seen(interaction.user.id, interaction.locale)
    interaction.extras["locale"] = found
    return found


async def reply(
    interaction: discord.Interaction[Any],
    text: str | Say,
    *,
    private: bool = True,
    files: Sequence[discord.File] = (),
    view: discord.ui.View | None = None,
) -> None:
    """Answer (or follow up on) an interaction, in its user's language (`text` given as a `Say`: rendered in it);
    private answers are ephemeral in a server (a DM is private). Files and buttons (`view`) go with the last piece
    of a long answer."""
    ephemeral = private and interaction.guild_id is not None
    pieces = split_message(text if isinstance(text, str) else text(lang(interaction)))
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
