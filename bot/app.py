"""The bot process: config -> logging -> store (migrated) -> the wiring (`build`: the service, the pacer, the
client, its transport, the scheduler and the delivery worker, in one place) -> connect, and stay connected.
`run()` is what `junta-bot` and `python -m bot` call.

`junta-bot --worker` (PostgreSQL only) runs without a gateway: it resolves the phases that fall due and delivers the
outbox, beside the gateway processes (which do too) on the same database. Every process on one PostgreSQL database
wakes the others when it queues news (`Store.notify`, `LISTEN/NOTIFY`) and takes its requests to Discord from one
budget kept in the database (`Store.request_budget`)."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import gc
import logging
import os
import signal
import sys
from collections.abc import Callable, Coroutine, Sequence
from typing import Any

import discord

from bot import names
from bot.client import GameMasterBot, ShardedGameMasterBot, Worker
from bot.clock import Clock, SystemClock
from bot.config import Config, ConfigError, load_config
from bot.delivery import DeliveryWorker, StoreBooks
from bot.discord_transport import DiscordTransport, paced_trace
from bot.games.faces import GameFaces
from bot.inbox import SharedInbox, acknowledge
from bot.pacing import Pacer
from bot.scheduler import Scheduler
from bot.services import GameService
from bot.startup import Backoff, Unreachable, describe, is_transient, probe, quiet_voice, use_discord_at
from bot.store import News, Store, StoreError
from bot.store.migrate import MigrationError

__all__ = ["build", "main", "run"]

log = logging.getLogger("bot")


def build(
    config: Config, store: Store, *, clock: Clock | None = None, worker: bool = False, **options: Any
) -> GameMasterBot:
    """The bot, wired: the use cases over the store; every request to Discord's API waiting for its turn in the
    pacer (bot/pacing.py: under Discord's global limit, commands' own requests first, the games' news in turn); the
    client; the transport of the outbox (the coup maps drawn from the store, the budget threads and DM channels kept
    there); the scheduler and the delivery worker, woken by every change the service commits."""
    clock = clock if clock is not None else SystemClock()
    service, pacer = _service(config, store, clock)
    scheduler = Scheduler(service, lease=config.lease_seconds)
    sharding = _sharding(config)
    kind = ShardedGameMasterBot if "shard_ids" in sharding else GameMasterBot
    bot = kind(config, service, clock=clock, http_trace=paced_trace(pacer), **sharding, **options)
    bot.worker = worker
    faces = GameFaces(store)
    transport = DiscordTransport(bot, maps=faces.picture, books=StoreBooks(store), faces=faces)
    # (The delivery hears the games whose messages each transaction queued as it commits: `DeliveryWorker.run`.)
    delivery = DeliveryWorker(store, clock, transport, base_delay=2, lease=config.lease_seconds, worker=worker)
    bot.transport = transport
    bot.workers = (scheduler, delivery)
    if store.shared and config.shares_dm_commands:
        # Discord sends every DM to shard 0: its process passes each DM command on to the process of the shard that
        # serves the user's game (bot/inbox.py).
        shards: frozenset[int] = frozenset()
        if not worker:
            count = config.shard_count or 1
            shards = frozenset(config.shard_ids if config.shard_ids is not None else range(count))
        inbox = SharedInbox(
            bot, store, forward=0 in shards, shards=shards, shard_count=config.shard_count, acknowledge=acknowledge
        )
        inbox.install()
        bot.workers = (scheduler, delivery, inbox)
    return bot


def _service(config: Config, store: Store, clock: Clock) -> tuple[GameService, Pacer]:
    """The use cases (the store tells the other processes on the database what each transaction committed: `News`)
    and the pacer of requests (with the budget they share)."""
    service = GameService(store, clock, defaults=config.game, fixed_seed=config.fixed_seed)
    rate = config.requests_per_second
    burst = max(1, rate // 20)
    return service, Pacer(rate, burst=burst, shared=store.request_budget(rate, burst))


def _sharding(config: Config) -> dict[str, Any]:
    """The client's shard options: one shard (`shard_id`), several or all of them (`shard_ids`, an auto-sharded
    client), or none."""
    if config.shard_count is None:
        return {}
    if config.shard_ids is not None and len(config.shard_ids) == 1:
        return {"shard_id": config.shard_ids[0], "shard_count": config.shard_count}
    ids = list(config.shard_ids) if config.shard_ids is not None else list(range(config.shard_count))
    return {"shard_ids": ids, "shard_count": config.shard_count}


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
      interpreter back to the loop sooner when it has something to do (a gateway frame, an answer to send).
    - The tables built at their first use are built now, not in the first command that needs them (the
      confusable characters of names: a tenth of a second)."""
    names.prepare()
    gc.collect()
    gc.freeze()
    sys.setswitchinterval(0.001)


async def _serve(config: Config, *, worker: bool = False) -> int:
    if worker and config.database_url is None:
        print(
            "junta-bot: --worker needs a PostgreSQL database ([database] url or JUNTA_DATABASE_URL): "
            "on a SQLite file the one bot process does all the work",
            file=sys.stderr,
        )
        return 2
    if config.slow_callback is not None:  # asyncio's debug mode is on (`run`): it logs what holds the loop so long
        asyncio.get_running_loop().slow_callback_duration = config.slow_callback
        log.info("logging every callback that holds the event loop %.3f s or more", config.slow_callback)
    try:
        options = {"exclusive": True} if config.database_url is None else {}
        store = await Store.open(config.database, **options)
    except (StoreError, MigrationError) as error:
        print(f"junta-bot: {error}", file=sys.stderr)
        return 2
    try:
        return await (_work(config, store) if worker else _connect(config, store))
    finally:
        await store.close()


def _heard(workers: Sequence[Worker], news: News) -> None:
    """Another process has news: the workers whose work it is look again (the scheduler if a deadline moved, the
    delivery at the games whose messages were queued)."""
    for worker in workers:
        worker.heard(news)


async def _all(tasks: Sequence[asyncio.Task[None]]) -> None:
    await asyncio.gather(*tasks)


def _stopping_on_signals() -> asyncio.Event:
    stopping = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(sig, stopping.set)
    return stopping


async def _work(config: Config, store: Store) -> int:
    """A worker: the bot logged in to Discord's REST API without a gateway: its scheduler and delivery, and the DM
    commands it takes from the inbox, until SIGTERM or SIGINT."""
    log.info("%s is ready; working without a gateway", store.describe())
    use_discord_at(config.api_base, config.gateway_url)
    quiet_voice()
    stopping = _stopping_on_signals()
    assert config.token is not None
    _tune_for_latency()
    backoff = Backoff(config.retry_max_seconds)
    while not stopping.is_set():
        bot = build(config, store, worker=True)
        try:
            # login() runs the bot's setup: the commands, and its workers (scheduler, delivery, inbox) started.
            if not await _unless_stopped(stopping, bot.login(config.token)):
                await bot.close()
                break
        except discord.LoginFailure:
            await bot.close()
            print("junta-bot: Discord refused the token: check DISCORD_TOKEN (or [discord] token)", file=sys.stderr)
            return 2
        except Exception as error:
            await bot.close()
            if not is_transient(error):
                raise
            delay = backoff.next()
            log.warning("cannot reach Discord: %s; next in %.2f s", describe(error), delay)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stopping.wait(), delay)
            continue
        await store.hear(functools.partial(_heard, bot.workers))
        log.info("working")
        try:
            await stopping.wait()
        finally:
            await bot.close()
        break
    log.info("stopped")
    return 0


async def _connect(config: Config, store: Store) -> int:
    """Reach Discord and stay connected until SIGTERM or SIGINT (exit 0). While Discord cannot be reached (no
    network yet, an outage) try again after 1 s, 2 s, 4 s, ... up to `retry_max_seconds`, one log line per attempt.
    A refused token: one line and exit 2."""
    log.info("%s is ready", store.describe())
    current: list[GameMasterBot] = []

    def heard(news: News) -> None:
        for bot in current:
            _heard(bot.workers, news)

    await store.hear(heard)
    options: dict[str, Any] = {}
    if use_discord_at(config.api_base, config.gateway_url):
        options["guild_ready_timeout"] = 0.05  # a proxy or a fake Discord sends its servers at once
        log.info("using the Discord API at %s", config.api_base or "(Discord's)")
    quiet_voice()
    stopping = _stopping_on_signals()
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
            bot = build(config, store, **options)
            current[:] = [bot]
            await _run_client(bot, config.token, stopping)
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


async def _run_client(bot: GameMasterBot, token: str, stopping: asyncio.Event) -> None:
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


async def _close_on(stopping: asyncio.Event, bot: GameMasterBot) -> None:
    await stopping.wait()
    await bot.close()


def _event_loop_runner() -> Callable[[Coroutine[Any, Any, int]], int]:
    """uvloop's event loop where it is installed (a pinned dependency off Windows: less CPU per interaction, see
    bench.bot), else asyncio's; JUNTA_EVENT_LOOP=asyncio chooses asyncio's (to compare, or to rule it out)."""
    if os.environ.get("JUNTA_EVENT_LOOP", "").strip().lower() != "asyncio":
        try:
            import uvloop
        except ImportError:
            pass
        else:
            return uvloop.run
    return asyncio.run


def run(argv: list[str] | None = None) -> int:
    """Start the bot; the process's exit code (2: a configuration problem, said in one line)."""
    args = sys.argv[1:] if argv is None else argv
    if args and args[0] in ("-h", "--help"):
        print(
            "usage: junta-bot [--worker]\n\nRuns the Junta game-master bot. Settings: config.toml (or the file in "
            "JUNTA_CONFIG; see config.example.toml); the token from DISCORD_TOKEN or [discord] token.\n\n"
            "  --worker  no gateway: resolve the phases that fall due and deliver the outbox, beside the bot's\n"
            "            other processes on one PostgreSQL database (see the README)"
        )
        return 0
    worker = "--worker" in args
    unknown = [a for a in args if a != "--worker"]
    if unknown:
        print(f"junta-bot: unknown argument {unknown[0]!r} (see junta-bot --help)", file=sys.stderr)
        return 2
    try:
        config = load_config(require_token=True)
    except ConfigError as error:
        print(f"junta-bot: {error}", file=sys.stderr)
        return 2
    _setup_logging(config.log_level)
    try:
        if config.slow_callback is not None:  # the diagnostic is asyncio's debug mode, on asyncio's own loop
            return asyncio.run(_serve(config, worker=worker), debug=True)
        return _event_loop_runner()(_serve(config, worker=worker))
    except KeyboardInterrupt:
        return 130


main = run
