"""The bot process: config -> logging -> store (migrated) -> services -> discord.py client with the cogs, the
scheduler and the delivery worker. `run()` is what `junta-bot` and `python -m bot` call."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import gc
import logging
import signal
import sys
from collections.abc import Coroutine
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.clock import Clock, SystemClock
from bot.cogs.options import Refusal, check_slash, clean_autocomplete, find_command
from bot.config import Config, ConfigError, load_config
from bot.delivery import DeliveryWorker, StoreBooks
from bot.discord_transport import DiscordTransport, paced_trace
from bot.maps import coup_map_png
from bot.pacing import Pacer
from bot.scheduler import Scheduler
from bot.services import GameService
from bot.startup import Backoff, Unreachable, describe, is_transient, probe, quiet_voice, use_discord_at
from bot.store import Store, StoreError
from bot.store.migrate import MigrationError
from bot.ui.appoint import AppointConfirm, AppointSelect
from bot.ui.checks import NOT_OFFERED, answer, unclaimed
from bot.ui.quick import QuickDone, QuickVote
from bot.ui.trade import TradeAccept

__all__ = ["JuntaBot", "main", "run"]

log = logging.getLogger("bot")

COGS = ("bot.cogs.game", "bot.cogs.moderator", "bot.cogs.orders", "bot.cogs.player")
# Slash commands whose answer everyone in the channel sees; every other answer in a server is private.
PUBLIC_IN_SERVER = frozenset({"junta start", "junta status", "junta map"})
# Every button and menu of the bot (persistent dynamic items, registered in `setup_hook`).
DYNAMIC_ITEMS = (TradeAccept, AppointSelect, AppointConfirm, QuickDone, QuickVote)
STALE_COMMANDS = (
    "My commands have changed since your Discord app loaded them: reload it (Ctrl+R) and try again; "
    "nothing was recorded."
)


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


class JuntaTree(app_commands.CommandTree[Any]):
    """Checks every slash command's options against the command's declaration (bot/cogs/options.py: a value a
    modified client or a raw API call sends outside it is refused in a sentence, and no callback runs), then
    acknowledges it before anything else runs (Discord gives 3 s; the store may be busy with other games'
    resolutions), privately in a server unless the command answers the channel. An autocomplete whose options do
    not fit gets no suggestions."""

    async def interaction_check(self, interaction: discord.Interaction[Any], /) -> bool:
        if interaction.type is discord.InteractionType.autocomplete:
            if clean_autocomplete(self, interaction.data, interaction):
                return True
            log.info("autocomplete of /%s: options outside its declaration, no suggestions", _known(self, interaction))
            with contextlib.suppress(discord.HTTPException):
                await interaction.response.autocomplete([])
            return False
        if interaction.type is discord.InteractionType.application_command:
            refusal = check_slash(self, interaction.data, interaction)
            if refusal is not None:
                log.info("refused /%s: %s", refusal.command, refusal.reason)
                private = interaction.guild_id is not None
                try:
                    await interaction.response.send_message(refusal.sentence, ephemeral=private)
                except discord.HTTPException:
                    log.warning("could not answer /%s", refusal.command)
                return False
            response = EarlyResponse(interaction)
            setattr(interaction, "_cs_response", response)  # noqa: B010 (the slot discord.py caches it in)
            private = interaction.guild_id is not None and command_name(interaction.data or {}) not in PUBLIC_IN_SERVER
            try:
                await response.acknowledge(ephemeral=private)
            except discord.HTTPException:
                log.warning("could not acknowledge /%s", command_name(interaction.data or {}))
                return False
        return True


def _known(tree: app_commands.CommandTree[Any], interaction: discord.Interaction[Any]) -> str:
    """The command's name for the log if the tree has it (a name a client made up is not logged)."""
    found = find_command(tree, interaction.data)
    return found.command if isinstance(found, Refusal) else found[0].qualified_name


class JuntaBot(commands.Bot):
    """The Discord client: slash commands (the cogs), and the scheduler and outbox worker as background tasks."""

    def __init__(self, config: Config, store: Store, *, clock: Clock | None = None, **options: Any) -> None:
        # Slash commands, buttons and menus need no message intent: without one, Discord does not send the bot
        # its own posts and DMs back over the gateway (hundreds per phase change), which it would only parse.
        intents = discord.Intents.none()
        intents.guilds = True
        # Every request to Discord's API waits for its turn in the pacer (bot/pacing.py): the bot stays under
        # Discord's global limit, commands' own requests first, the games' news in turn.
        self.pacer = Pacer(config.requests_per_second)
        super().__init__(
            http_trace=paced_trace(self.pacer),
            command_prefix=commands.when_mentioned,
            intents=intents,
            # Posts quote players' words (speeches, family names): they may name a player, never ping a role or
            # everyone.
            allowed_mentions=discord.AllowedMentions(everyone=False, roles=False, users=True, replied_user=False),
            help_command=None,
            chunk_guilds_at_startup=False,
            tree_cls=JuntaTree,
            **options,
        )
        self.config = config
        self.store = store
        self.clock = clock if clock is not None else SystemClock()
        self.service = GameService(store, self.clock, defaults=config.game, fixed_seed=config.fixed_seed)
        self.scheduler = Scheduler(self.service)
        self.transport = DiscordTransport(
            self, maps=functools.partial(coup_map_png, store), books=StoreBooks(store)
        )
        self.delivery = DeliveryWorker(store, self.clock, self.transport, base_delay=2)
        self.service.subscribe(self.delivery.wake)
        self._tasks: list[asyncio.Task[None]] = []
        self.tree.on_error = self.on_app_command_error  # type: ignore[method-assign]

    async def setup_hook(self) -> None:
        for name in COGS:
            await self.load_extension(name)
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        synced = await self.tree.sync()
        log.info("synced %d slash commands", len(synced))
        self._tasks.append(asyncio.create_task(self.scheduler.run(), name="scheduler"))
        self._tasks.append(asyncio.create_task(self.delivery.run(), name="delivery"))

    async def on_ready(self) -> None:
        log.info(
            "connected as %s (id %s) in %d servers", self.user, self.user.id if self.user else "?", len(self.guilds)
        )

    async def close(self) -> None:
        log.info("shutting down")
        self.scheduler.stop()
        self.delivery.stop()
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
            await answer(interaction, NOT_OFFERED)

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
        if isinstance(error, app_commands.CheckFailure):
            message = str(error) or "You cannot use this command here."
        elif isinstance(error, app_commands.CommandInvokeError) or not isinstance(error, app_commands.AppCommandError):
            log.error("command /%s failed", name, exc_info=error)
            message = "Something went wrong on my side; nothing was recorded. Please try again."
        else:
            # TransformerError, CommandSignatureMismatch, CommandNotFound, ...: the interaction does not fit.
            log.warning("refused /%s: %s", name, type(error).__name__)
            refusal = check_slash(self.tree, interaction.data)
            if refusal is not None:
                message = refusal.sentence
            elif isinstance(error, app_commands.TransformerError):
                message = f"One of the options of /{name} could not be read; nothing was recorded."
            else:
                message = STALE_COMMANDS
        try:
            if interaction.response.is_done():
                await interaction.followup.send(message, ephemeral=True)
            else:
                await interaction.response.send_message(message, ephemeral=True)
        except discord.HTTPException:
            pass


def _setup_logging(level: str) -> None:
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
    logging.getLogger("discord").setLevel(max(logging.getLevelNamesMapping()[level], logging.INFO))


def _tune_for_latency() -> None:
    """Keep the event loop's pauses short, so interactions are acknowledged quickly (bench.bot measures it).

    - `gc.freeze()` once everything is loaded: the modules, discord.py and the cogs are never garbage, and without
      them the collector's full passes (which stop the loop) have far fewer objects to walk.
    - A shorter GIL switch interval (5 ms by default): the database thread and the engine's worker threads hand the
      interpreter back to the loop sooner when it has something to do (a gateway frame, an answer to send)."""
    gc.collect()
    gc.freeze()
    sys.setswitchinterval(0.001)


async def _serve(config: Config) -> int:
    try:
        store = await Store.open(config.database_path)
    except (StoreError, MigrationError) as error:
        print(f"junta-bot: {error}", file=sys.stderr)
        return 2
    try:
        return await _connect(config, store)
    finally:
        await store.close()


async def _connect(config: Config, store: Store) -> int:
    """Reach Discord and stay connected until SIGTERM or SIGINT (exit 0). While Discord cannot be reached (no
    network yet, an outage) try again after 1 s, 2 s, 4 s, ... up to `retry_max_seconds`, one log line per attempt.
    A refused token: one line and exit 2."""
    log.info("database %s is ready", config.database_path)
    options: dict[str, Any] = {}
    if use_discord_at(config.api_base, config.gateway_url):
        options["guild_ready_timeout"] = 0.05  # a proxy or a fake Discord sends its servers at once
        log.info("using the Discord API at %s", config.api_base or "(Discord's)")
    quiet_voice()
    stopping = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(sig, stopping.set)
    assert config.token is not None
    _tune_for_latency()
    backoff = Backoff(config.retry_max_seconds)
    attempt = 0
    while not stopping.is_set():
        attempt += 1
        try:
            if not await _unless_stopped(stopping, probe()):
                break
            if attempt > 1:
                log.info("Discord answers (after %d failed attempts)", attempt - 1)
            await _run_client(JuntaBot(config, store, **options), config.token, stopping)
            break
        except (discord.LoginFailure, discord.ConnectionClosed) as error:
            if isinstance(error, discord.ConnectionClosed) and error.code != 4004:  # 4004: authentication failed
                raise
            print("junta-bot: Discord refused the token: check DISCORD_TOKEN (or [discord] token)", file=sys.stderr)
            return 2
        except Exception as error:
            if not is_transient(error):
                raise
            delay = backoff.next()
            log.warning("cannot reach Discord (attempt %d): %s; next in %.2f s", attempt, describe(error), delay)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stopping.wait(), delay)
    log.info("stopped")
    return 0


async def _unless_stopped(stopping: asyncio.Event, work: Coroutine[Any, Any, None]) -> bool:
    """Run `work`: True once it is done (its error, if any, is raised), False if `stopping` came first (it is then
    cancelled)."""
    task = asyncio.ensure_future(work)
    waiter = asyncio.ensure_future(stopping.wait())
    try:
        await asyncio.wait((task, waiter), return_when=asyncio.FIRST_COMPLETED)
    finally:
        waiter.cancel()
    if task.done():
        task.result()
        return True
    task.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await task
    return False


async def _run_client(bot: JuntaBot, token: str, stopping: asyncio.Event) -> None:
    """Log in and stay connected until `stopping` is set or Discord ends it. A stop during the login cancels it; once
    connected, it closes the client the way discord.py expects."""
    async with bot:
        if not await _unless_stopped(stopping, bot.login(token)):
            return
        closer = asyncio.create_task(_close_on(stopping, bot))
        try:
            await bot.connect(reconnect=True)
        except AttributeError:
            if bot.ws is not None:
                raise
            # discord.py cannot retry a first gateway connection that failed (Rapptz/discord.py#10520): the gateway
            # went away between the probe and the connection. Start again with a new client.
            raise Unreachable("the gateway failed during the first connection") from None
        finally:
            if not stopping.is_set():
                closer.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await closer


async def _close_on(stopping: asyncio.Event, bot: JuntaBot) -> None:
    await stopping.wait()
    await bot.close()


def run(argv: list[str] | None = None) -> int:
    """Start the bot; the process's exit code (2: a configuration problem, said in one line)."""
    args = sys.argv[1:] if argv is None else argv
    if args and args[0] in ("-h", "--help"):
        print(
            "usage: junta-bot\n\nRuns the Junta game-master bot. Settings: config.toml (or the file in JUNTA_CONFIG; "
            "see config.example.toml); the token from DISCORD_TOKEN or [discord] token."
        )
        return 0
    try:
        config = load_config(require_token=True)
    except ConfigError as error:
        print(f"junta-bot: {error}", file=sys.stderr)
        return 2
    _setup_logging(config.log_level)
    try:
        return asyncio.run(_serve(config))
    except KeyboardInterrupt:
        return 130


main = run
