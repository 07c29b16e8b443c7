"""The Discord client: the command tree that acknowledges every slash command first and checks its options, the
cogs and the persistent buttons and menus, the handling of what does not fit, and the workers it runs beside it.
It is given what it uses (the service, the clock, the workers, the transport) by `bot.app.build`: the wiring is
there, not here. The games' commands, buttons and menus come from their registry (`bot.games`)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Sequence
from typing import Any, Protocol

import discord
from discord import app_commands
from discord.ext import commands

from bot.clock import Clock
from bot.cogs import SHARED_COGS
from bot.cogs.options import Refusal, check_slash, clean_autocomplete, find_command
from bot.cogs.translator import CatalogueTranslator
from bot.config import Config
from bot.games import games
from bot.interact import DirectMessages, learn
from bot.services import GameService
from bot.store import News
from bot.text.i18n import Locale, locale_of, t
from bot.ui.checks import NOT_OFFERED, answer, said, unclaimed

__all__ = [
    "ALLOWED_MENTIONS",
    "COGS",
    "DYNAMIC_ITEMS",
    "GameMasterBot",
    "GameMasterTree",
    "ShardedGameMasterBot",
    "Worker",
]

log = logging.getLogger("bot")

STOP_GRACE = 3.0
"""Seconds a stopping bot (SIGTERM) gives its workers to finish what is under way before it cancels them."""


class Worker(Protocol):
    """Something the bot runs beside the client (the scheduler, the delivery worker)."""

    async def run(self) -> None: ...

    def wake(self) -> None: ...

    def heard(self, news: News) -> None:
        """What another process on the database committed (`Store.hear`): wake if it is work of this worker's."""
        ...

    def stop(self) -> None: ...


# The extensions the bot loads, in order: the whole command tree (the shared cogs, then each registered game's).
COGS = (*SHARED_COGS, *(name for game in games() for name in game.cogs))
# Slash commands whose answer everyone in the channel sees; every other answer in a server is private.
PUBLIC_IN_SERVER = frozenset(name for game in games() for name in game.public_commands)
# Every button and menu of the bot (persistent dynamic items of every registered game, registered in `setup_hook`).
DYNAMIC_ITEMS = tuple(item for game in games() for item in game.items)
STALE_COMMANDS = "reply-stale-commands"
"""Discord's app has an old list of the bot's commands (replies.ftl)."""


def _locale(interaction: discord.Interaction[Any]) -> Locale:
    """The language of the user's Discord client (what the bot answers an unreadable command in)."""
    return locale_of(getattr(interaction, "locale", None))


class EarlyResponse(discord.InteractionResponse[Any]):
    """An interaction's response that the tree has already deferred: a later `defer()` does nothing and a later
    `send_message()` becomes the first followup (which fills in the "thinking..." message), so the cogs' code
    works unchanged whether or not the tree acknowledged first."""

    __slots__ = ("early",)

    def __init__(self, parent: discord.Interaction[Any]) -> None:
        super().__init__(parent)
        self.early = False

    async def acknowledge(self, *, ephemeral: bool) -> None:
        await super().defer(ephemeral=ephemeral, thinking=True)
        self.early = True

    def acknowledged(self) -> None:
        """It was acknowledged by another process (shard 0's, which passed it on: `bot.inbox`)."""
        self._response_type = discord.InteractionResponseType.deferred_channel_message
        self.early = True

    async def defer(self, *, ephemeral: bool = False, thinking: bool = False) -> Any:
        if self.early:
            return None
        return await super().defer(ephemeral=ephemeral, thinking=thinking)

    async def send_message(self, content: Any = None, **kwargs: Any) -> Any:
        if not self.early:
            return await super().send_message(content, **kwargs)
        kwargs.pop("delete_after", None)
        kwargs = {k: v for k, v in kwargs.items() if v is not None}
        await self._parent.followup.send(content, **kwargs)
        return None


def command_name(data: Any) -> str:
    """'junta start' from an application command interaction's data (the command and its subcommands)."""
    parts = [str(data.get("name", ""))]
    options = data.get("options") or []
    while options and options[0].get("type") in (1, 2):
        parts.append(str(options[0].get("name", "")))
        options = options[0].get("options") or []
    return " ".join(parts)


class GameMasterTree(app_commands.CommandTree[Any]):
    """Checks every slash command's options against the command's declaration (bot/cogs/options.py: a value a
    modified client or a raw API call sends outside it is refused in a sentence, and no callback runs), then
    acknowledges it before anything else runs (Discord gives 3 s; the store may be busy with other games'
    resolutions), privately in a server unless the command answers the channel, and learns its user's language (his
    choice, else his client's: `bot.interact.learn`, issue 23). An autocomplete whose options do not fit gets no
    suggestions."""

    async def interaction_check(self, interaction: discord.Interaction[Any], /) -> bool:
        if interaction.type is discord.InteractionType.autocomplete:
            if clean_autocomplete(self, interaction.data, interaction):
                return True
            log.info("autocomplete of /%s: options outside its declaration, no suggestions", _known(self, interaction))
            with contextlib.suppress(discord.HTTPException):
                await interaction.response.autocomplete([])
            return False
        if interaction.type is discord.InteractionType.application_command:
            elsewhere: set[int] = getattr(self.client, "acknowledged_elsewhere", set())
            if interaction.id in elsewhere:  # a DM command shard 0's process acknowledged and passed on (bot/inbox.py)
                elsewhere.discard(interaction.id)
                response = EarlyResponse(interaction)
                response.acknowledged()
                setattr(interaction, "_cs_response", response)  # noqa: B010 (the slot discord.py caches it in)
            refusal = check_slash(self, interaction.data, interaction)
            if refusal is not None:
                log.info("refused /%s: %s", refusal.command, refusal.reason)
                private = interaction.guild_id is not None
                try:
                    await interaction.response.send_message(refusal.say(_locale(interaction)), ephemeral=private)
                except discord.HTTPException:
                    log.warning("could not answer /%s", refusal.command)
                return False
            if not interaction.response.is_done():
                response = EarlyResponse(interaction)
                setattr(interaction, "_cs_response", response)  # noqa: B010 (the slot discord.py caches it in)
                name = command_name(interaction.data or {})
                private = interaction.guild_id is not None and name not in PUBLIC_IN_SERVER
                try:
                    await response.acknowledge(ephemeral=private)
                except discord.HTTPException:
                    log.warning("could not acknowledge /%s", name)
                    return False
            await learn(interaction)  # his language for the answer, and kept for the DMs he is sent later (issue 23)
        return True


def _known(tree: app_commands.CommandTree[Any], interaction: discord.Interaction[Any]) -> str:
    """The command's name for the log if the tree has it (a name a client made up is not logged)."""
    found = find_command(tree, interaction.data)
    return found.command if isinstance(found, Refusal) else found[0].qualified_name


# Posts quote players' words (speeches, family names): they may name a player, never ping a role or everyone.
ALLOWED_MENTIONS = discord.AllowedMentions(everyone=False, roles=False, users=True, replied_user=False)


class GameMasterBot(commands.Bot):
    """The Discord client: slash commands (the cogs), and the scheduler and outbox worker as background tasks."""

    def __init__(
        self,
        config: Config,
        service: GameService,
        *,
        clock: Clock,
        workers: Sequence[Worker] = (),
        **options: Any,
    ) -> None:
        """`service`: the use cases the handlers call; `workers`: what runs beside the client (the scheduler, the
        delivery), started once the commands are synced and stopped with the client. The transport (the delivery's
        Discord side, which also sends commands' own DMs) is given once made, by `bot.app.build`."""
        # Slash commands, buttons and menus need no message intent: without one, Discord does not send the bot
        # its own posts and DMs back over the gateway (hundreds per phase change), which it would only parse.
        intents = discord.Intents.none()
        intents.guilds = True
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            allowed_mentions=ALLOWED_MENTIONS,
            help_command=None,
            chunk_guilds_at_startup=False,
            tree_cls=GameMasterTree,
            **options,
        )
        self.config = config
        self.service = service
        self.clock = clock
        self.workers = tuple(workers)
        self.worker = False  # `junta-bot --worker`: no gateway (set by bot.app.build); it holds no table of a game
        #: DM slash commands shard 0's process acknowledged before passing them on to this one (bot/inbox.py).
        self.acknowledged_elsewhere: set[int] = set()
        self._transport: DirectMessages | None = None
        self._tasks: list[asyncio.Task[None]] = []
        self.tree.on_error = self.on_app_command_error  # type: ignore[method-assign]

    @property
    def transport(self) -> DirectMessages:
        """What sends a command's own DMs at once (the delivery's transport)."""
        if self._transport is None:
            raise RuntimeError("the bot has no transport: build it with bot.app.build")
        return self._transport

    @transport.setter
    def transport(self, transport: DirectMessages) -> None:
        self._transport = transport

    async def setup_hook(self) -> None:
        for name in COGS:
            await self.load_extension(name)
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        await self.tree.set_translator(CatalogueTranslator())  # each player's client shows the commands in his language
        synced = await self.tree.sync()
        log.info("synced %d slash commands", len(synced))
        for worker in self.workers:
            self._tasks.append(asyncio.create_task(worker.run(), name=type(worker).__name__))

    async def on_ready(self) -> None:
        log.info(
            "connected as %s (id %s) in %d servers", self.user, self.user.id if self.user else "?", len(self.guilds)
        )

    async def close(self) -> None:
        """Stop the workers (SIGTERM): they finish what is under way (a resolution, the messages being sent) and give
        back their claims, for `STOP_GRACE` seconds at most; then they are cancelled."""
        log.info("shutting down")
        for worker in self.workers:
            worker.stop()
        if self._tasks:
            await asyncio.wait(self._tasks, timeout=STOP_GRACE)
        for task in self._tasks:
            task.cancel()
        for task in self._tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        self._tasks.clear()
        await super().close()

    async def on_interaction(self, interaction: discord.Interaction[Any]) -> None:
        """A button or menu that none of the bot's items will take (a forged or stale custom id; discord.py drops
        it without a word) is answered with a sentence."""
        if unclaimed(interaction, DYNAMIC_ITEMS):
            log.info("refused a component interaction: not one the bot offered on that message")
            await answer(interaction, said(interaction, NOT_OFFERED))

    async def on_app_command_error(
        self, interaction: discord.Interaction[Any], error: app_commands.AppCommandError
    ) -> None:
        """A check's sentence; what the player sent that does not fit the command (a value discord.py could not
        transform, options or a command Discord's app has out of date) as a sentence and a warning; anything else
        is a bug: logged as an error, and the generic answer."""
        name = _known(self.tree, interaction)
        if interaction.type is discord.InteractionType.autocomplete:
            log.warning("autocomplete of /%s failed: %s", name, type(error).__name__)
            if not interaction.response.is_done():
                with contextlib.suppress(discord.HTTPException):
                    await interaction.response.autocomplete([])
            return
        locale = _locale(interaction)
        if isinstance(error, app_commands.CheckFailure):
            message = str(error) or t(locale, "reply-not-here")
        elif isinstance(error, app_commands.CommandInvokeError) or not isinstance(error, app_commands.AppCommandError):
            log.error("command /%s failed", name, exc_info=error)
            message = t(locale, "reply-went-wrong")
        else:
            # TransformerError, CommandSignatureMismatch, CommandNotFound, ...: the interaction does not fit.
            log.warning("refused /%s: %s", name, type(error).__name__)
            refusal = check_slash(self.tree, interaction.data)
            if refusal is not None:
                message = refusal.say(locale)
            elif isinstance(error, app_commands.TransformerError):
                message = t(locale, "reply-option-unreadable", command=name)
            else:
                message = t(locale, STALE_COMMANDS)
        try:
            if interaction.response.is_done():
                await interaction.followup.send(message, ephemeral=True)
            else:
                await interaction.response.send_message(message, ephemeral=True)
        except discord.HTTPException:
            pass


class ShardedGameMasterBot(GameMasterBot, commands.AutoShardedBot):
    """The bot taking several gateway shards in one process (`[discord] shard_ids`, or all of `shard_count`)."""
