"""The store on PostgreSQL (asyncpg): one database shared by several bot processes.

Each transaction takes a connection of the process's pool. A write transaction begins before its first query
(READ COMMITTED) and locks a game's row before it reads or writes anything of the game (`Tx._lock`), so that one
game's transactions, in whichever process, run one after the other and each builds on what the last committed, as
SQLite's single writer does; different games' transactions run side by side. A read (`Store.read()`) is a
REPEATABLE READ, READ ONLY transaction: all its queries see one committed state.

The schema's version is kept in the table `schema_version`; `migrations/postgresql/NNNN_name.sql` bring it forward,
one transaction each, under an advisory lock, so that processes starting together migrate once.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import re
from collections.abc import AsyncIterator, Callable, Collection, Sequence
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from pathlib import Path
from typing import Any, ClassVar, Literal

import asyncpg

from bot.store.base import Store, redact_url
from bot.store.conn import Conn, Dialect, Params, Row, batch_in_turn
from bot.store.errors import ConflictError, StoreError
from bot.store.migrate import (
    DatabaseTooNew,
    Migration,
    MigrationError,
    MigrationResult,
    find_migrations_dir,
    head_version,
    load_migrations,
)
from bot.store.news import News

__all__ = ["POSTGRES_ONLY_TABLES", "PgBudget", "PgConn", "PostgresStore", "migrate_postgres", "postgres_migrations"]

log = logging.getLogger(__name__)

#: Tables only PostgreSQL has: what several processes share (the schema's version is `schema_version`).
POSTGRES_ONLY_TABLES = frozenset({"rate_budget", "interaction_inbox"})
_PLACEHOLDER = re.compile(r"\?(\d*)")
#: The advisory lock key under which migrations run (any fixed number; "junta" in ASCII).
_MIGRATION_LOCK = 0x6A756E7461
#: The session locks (two-key form) by which a process holds a game it plays in memory (`hold`): the first key is the
#: schema's (a lock is the whole database's, and several bots' schemas may share one), the second the game's id.
_HOLD = "SELECT {}(hashtext(current_schema()), $1)"


def _hold_key(game_id: int) -> int:
    return game_id & 0x7FFFFFFF  # a lock's key is a 32-bit integer


@functools.lru_cache(maxsize=1024)
def translate(sql: str) -> str:
    """The store's SQL with PostgreSQL's placeholders: `?` becomes `$1`, `$2`, ... in order, `?N` becomes `$N`."""
    counter = 0

    def number(match: re.Match[str]) -> str:
        nonlocal counter
        if match.group(1):
            return "$" + match.group(1)
        counter += 1
        return f"${counter}"

    return _PLACEHOLDER.sub(number, sql)


def _conflict(error: asyncpg.PostgresError) -> ConflictError | None:
    """A broken constraint, or text that is not JSON where JSON is kept: a ConflictError, as on SQLite."""
    if isinstance(error, asyncpg.IntegrityConstraintViolationError | asyncpg.InvalidTextRepresentationError):
        return ConflictError(str(error))
    return None


class PgConn:
    """An asyncpg connection as the queries use it (`bot.store.conn.Conn`)."""

    dialect: Dialect = "postgresql"
    shared = True

    __slots__ = ("_tx", "con")

    def __init__(self, con: Any) -> None:
        self.con = con
        self._tx: Any = None

    async def fetch(self, sql: str, params: Params = ()) -> list[Row]:
        try:
            return list(await self.con.fetch(translate(sql), *params))
        except asyncpg.PostgresError as error:
            raise _conflict(error) or error from error

    async def execute(self, sql: str, params: Params = ()) -> int:
        try:
            status = await self.con.execute(translate(sql), *params)
        except asyncpg.PostgresError as error:
            raise _conflict(error) or error from error
        count = status.rsplit(" ", 1)[-1]
        return int(count) if count.isdigit() else 0

    async def executemany(self, sql: str, params: Sequence[Params]) -> None:
        try:
            await self.con.executemany(translate(sql), params)
        except asyncpg.PostgresError as error:
            raise _conflict(error) or error from error

    async def begin(self, kind: Literal["read", "write"], *, lock: int | None = None) -> None:
        read = kind == "read"
        begin = "BEGIN ISOLATION LEVEL " + ("REPEATABLE READ READ ONLY" if read else "READ COMMITTED")
        if lock is not None and not read:
            # One trip, not two: without parameters, both statements go together (the simple query protocol); the
            # game's id is a number, written out.
            begin += f"; SELECT FROM games WHERE id = {int(lock)} FOR NO KEY UPDATE"
        await self.con.execute(begin)

    async def commit(self) -> None:
        await self.con.execute("COMMIT")

    async def batch(self, writes: Sequence[tuple[str, Sequence[Params]]], *, begin: bool, commit: bool) -> int:
        return await batch_in_turn(self, writes, begin=begin, commit=commit)

    async def rollback(self) -> None:
        if self.con.is_closed() or not self.con.is_in_transaction():
            return
        try:
            await self.con.execute("ROLLBACK")
        except (asyncpg.PostgresError, asyncpg.InterfaceError, OSError):
            # A query cut short (a cancelled task) leaves the connection busy: drop it, which ends the transaction
            # on the server, and the pool opens another.
            self.con.terminate()


def postgres_migrations(directory: Path | None = None) -> tuple[Migration, ...]:
    """The PostgreSQL migrations (`migrations/postgresql/`), numbered as SQLite's."""
    return load_migrations(directory if directory is not None else find_migrations_dir() / "postgresql")


async def _version(con: Any) -> int:
    await con.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
    value = await con.fetchval("SELECT max(version) FROM schema_version")
    return 0 if value is None else int(value)


async def migrate_postgres(con: Any, migrations: tuple[Migration, ...], *, where: str) -> MigrationResult:
    """Bring the database to the newest migration, one transaction per migration, under an advisory lock (so that
    two processes starting at once do not both migrate)."""
    head = head_version(migrations)
    async with con.transaction():
        await con.execute("SELECT pg_advisory_xact_lock($1)", _MIGRATION_LOCK)
        before = await _version(con)
    if before > head:
        raise DatabaseTooNew(
            f"{where} is at schema version {before} but this bot only knows versions up to {head}: "
            "run a newer version of the bot, or restore a backup made by this one"
        )
    for migration in migrations:
        try:
            sql = migration.sql()
        except (OSError, UnicodeDecodeError) as error:
            raise MigrationError(f"cannot read migration {migration.path.name}: {error}") from error
        try:
            async with con.transaction():
                await con.execute("SELECT pg_advisory_xact_lock($1)", _MIGRATION_LOCK)
                current = await _version(con)
                if current >= migration.version:
                    continue
                if current != migration.version - 1:
                    raise MigrationError(f"{where} is at version {current}, cannot apply {migration.path.name}")
                await con.execute(sql)
                await con.execute("DELETE FROM schema_version")
                await con.execute("INSERT INTO schema_version (version) VALUES ($1)", migration.version)
        except asyncpg.PostgresError as error:
            raise MigrationError(
                f"migration {migration.path.name} failed ({error}); {where} is left at version {migration.version - 1}"
            ) from error
    return MigrationResult(before, max(before, await _version(con)))


async def _as_left(con: Any) -> None:
    """What a connection needs when it goes back to the pool: nothing more than asyncpg's own ending of an open
    transaction. Its default reset (`RESET ALL`, `UNLISTEN *`, ...: a trip to the server before the connection is free
    again, for every transaction) undoes what the store never does on these connections: its settings are the
    transaction's own (`SET LOCAL`, `set_config(..., true)`), it listens on connections of its own (`listen`), and
    its advisory locks end with their transaction."""


def _settle(future: asyncio.Future[None], *_: object) -> None:
    if not future.done():
        future.set_result(None)


INBOX_OTHERS_AFTER = 1.5
"""Seconds after which a DM command passed on to one shard's process, and not taken by it (it is down, or too busy),
may be taken by any process (each looks at the inbox every second): within Discord's 3 s to acknowledge a button or
menu, which are passed on unacknowledged (`bot/inbox.py`)."""


def _for_shards(payload: str, shards: Collection[int]) -> bool:
    """Whether a notice of the inbox is for a process holding `shards`: one for any process (''), or for one of them,
    or one it cannot read."""
    try:
        return not payload or int(payload) in shards
    except ValueError:
        return True


ASYNC_COMMIT = "set_config('synchronous_commit', 'off', true)"
"""In a statement's select list: its transaction commits without waiting for the server to flush it to disk. For
what does not need to outlive a crash of the database server: the budget of requests (a few milliseconds of it),
the DM commands passed on (a few seconds old at most: Discord's time to answer one is over by the restart). Each
commit otherwise waits for an fsync (some 6 ms on this benchmark machine's disk, more when it is busy), and every
request to Discord takes from the budget one after the other (`bot.pacing`), so the wait capped the bot's news at
some 150 requests a second in all (bench.bot --sweep)."""


# Take up to $4 requests (at least one) from the budget $1, in one statement: GCRA with one request every $2 seconds
# at the steady pace, $3 seconds ahead of it at most (as `take_request`, migration 0005, takes one), the clock read
# once the row is ours (`now_s`, above the row's lock). Each request's place is when a lone `take_request` asking then
# would have had it: the first at max(now, tat - $3), each next one $2 later; the places past the first are taken only
# while they fall within $5 seconds of now. The places are counted: the budget's next one is after the last.
# `lead` is how far ahead of now the steady pace was (0: not at all), from which the caller works out each place.
_TAKE = f"""
    WITH b AS (SELECT tat FROM rate_budget WHERE name = $1::text FOR UPDATE),
         c AS (SELECT tat, extract(epoch FROM clock_timestamp())::float8 AS now_s FROM b),
         g AS (SELECT now_s, GREATEST(tat, now_s) AS base,
                      LEAST($4::int, GREATEST(1, 1 + floor(($5::float8 + $3::float8 - (GREATEST(tat, now_s) - now_s))
                                                           / $2::float8)::int)) AS k
               FROM c)
    UPDATE rate_budget r SET tat = g.base + g.k * $2::float8 FROM g WHERE r.name = $1::text
    RETURNING g.base - g.now_s, g.k, {ASYNC_COMMIT}"""


class PgBudget:
    """The requests to Discord of every process on the database, in one budget (the table `rate_budget`, migration
    0005): each trip takes the places of as many requests as wait (`take`), within `AHEAD` seconds."""

    AHEAD = 0.1
    """Seconds ahead of now within which one trip takes places (beyond the first): at the full pace (40 a second)
    four requests a trip instead of one, and no process books the budget more than this far ahead of the others."""

    def __init__(self, pool: Any, name: str, rate: int, burst: int) -> None:
        self._pool = pool
        self._name = name
        self._interval = 1.0 / rate
        self._tolerance = max(0, burst - 1) / rate

    async def take(self, count: int = 1) -> list[float]:
        args = (self._name, self._interval, self._tolerance, max(1, count), self.AHEAD)
        row = await self._pool.fetchrow(_TAKE, *args)
        if row is None:  # the budget's row is made once, by the first process to ask
            await self._pool.execute(
                "INSERT INTO rate_budget (name, tat) VALUES ($1, 0) ON CONFLICT (name) DO NOTHING", self._name
            )
            row = await self._pool.fetchrow(_TAKE, *args)
        lead, k = float(row[0]), int(row[1])
        return [max(0.0, lead + j * self._interval - self._tolerance) for j in range(k)]


def channels(schema: str) -> dict[str, str]:
    """The names of the NOTIFY channels of a bot whose tables are in `schema`: `PostgresStore.CHANNELS` in `public`
    (as every version has named them), else those names and the schema's (at most 63 characters, PostgreSQL's
    longest name; the `LISTEN` quotes it)."""
    if schema == "public":
        return dict(PostgresStore.CHANNELS)
    return {key: f"{name}:{schema}"[:63] for key, name in PostgresStore.CHANNELS.items()}


class PostgresStore(Store):
    """A pool of connections to one PostgreSQL database; open with `await Store.open("postgresql://...")`.

    Processes wake each other with `NOTIFY junta` (`hear`), at most every `NOTIFY_EVERY` seconds: the payload is the
    sender's `owner` (a process does not wake itself) and what its transactions committed meanwhile (`News`: the games
    whose messages were queued, whether a deadline moved), so that each wakes only what has work. A notice is the
    whole database's, and several bots' schemas may share one (as the tests' do): in a schema other than `public` the
    channels carry its name (`channels`), so that one bot's news does not wake another's."""

    kind = "postgresql"
    shared = True
    CHANNEL = "junta"
    CHANNELS: ClassVar[dict[str, str]] = {"news": CHANNEL, "inbox": "junta_inbox"}
    NOTIFY_EVERY = 0.02  # seconds: news is told to the other processes at most this often

    def __init__(self, pool: Any, url: str, schema: str = "public") -> None:
        super().__init__()
        self._pool = pool
        self.url = url
        self.channels = channels(schema)
        self.background_slots = max(1, pool.get_max_size() // 2)  # the other half of the pool for the commands
        self._notifying: asyncio.Task[None] | None = None
        self._news = News()  # what this process's transactions changed since its last notice
        self._listening: list[asyncio.Task[None]] = []
        self._holding: Any = None  # the connection whose session locks are the games this process holds
        self._holding_lock = asyncio.Lock()
        self._held: set[int] = set()
        self._holds_lost: list[Callable[[], None]] = []
        self._closing = False

    def _tell(self, news: News) -> None:
        self._news = self._news | news
        if self._notifying is None or self._notifying.done():
            self._notifying = asyncio.get_running_loop().create_task(self._notify(), name="notify")

    async def _notify(self) -> None:
        while self._news:
            await asyncio.sleep(self.NOTIFY_EVERY)  # the news of the next moments goes with it: one NOTIFY for many
            news, self._news = self._news, News()
            try:
                payload = news.encode(self.owner, delivers=self.delivers())
                await self._pool.execute("SELECT pg_notify($1, $2)", self.channels["news"], payload)
            except Exception as error:  # the other processes poll too: news is late, not lost
                log.warning("could not notify the other processes: %s", error)
                return

    async def hear(self, callback: Callable[[News], None]) -> None:
        def heard(payload: str) -> None:
            owner, news = News.decode(payload)
            if owner != self.owner:  # a process's own news does not wake it
                callback(news)

        await self._listen_on("news", heard, lambda: callback(News.everything()))

    async def listen(
        self, callback: Callable[[], None], *, channel: str = "news", shards: Collection[int] | None = None
    ) -> None:
        if channel == "news":
            await self.hear(lambda _news: callback())
        elif shards is None:
            await self._listen_on(channel, lambda _payload: callback(), callback)
        else:

            def heard(payload: str) -> None:
                if _for_shards(payload, shards):
                    callback()

            await self._listen_on(channel, heard, callback)

    async def _listen_on(self, channel: str, heard: Callable[[str], None], missed: Callable[[], None]) -> None:
        """Listen on a connection of its own, connected again (after 1 s, 2 s, ... 30 s) whenever it is lost:
        `heard(payload)` at each notice, `missed()` when it begins to listen (what was said before is not known)."""
        ready = asyncio.get_running_loop().create_future()
        self._listening.append(
            asyncio.create_task(self._listen(heard, missed, ready, self.channels[channel]), name=f"listen {channel}")
        )
        await ready

    async def _listen(
        self, heard: Callable[[str], None], missed: Callable[[], None], ready: asyncio.Future[None], channel: str
    ) -> None:
        def notice(_con: object, _pid: int, _channel: str, payload: str) -> None:
            heard(payload)

        delay = 1.0
        while True:
            lost = asyncio.get_running_loop().create_future()
            con = None
            try:
                con = await asyncpg.connect(self.url)
                con.add_termination_listener(functools.partial(_settle, lost))
                await con.add_listener(channel, notice)
                delay = 1.0
                if not ready.done():
                    ready.set_result(None)
                missed()  # what was said while this process was not listening
                await lost
                log.warning("the connection listening to the other processes was lost; connecting again")
            except asyncio.CancelledError:
                if con is not None and not con.is_closed():
                    await con.close()
                raise
            except Exception as error:
                log.warning("cannot listen to the other processes (%s); trying again in %.0f s", error, delay)
                if not ready.done():
                    ready.set_result(None)
            await asyncio.sleep(delay)
            delay = min(30.0, delay * 2)

    async def forward_interaction(self, payload: str, *, shard: int | None = None) -> None:
        # The notice names the shard it is for ('': any process), and only that shard's process wakes.
        await self._pool.execute(
            f"""WITH put AS (INSERT INTO interaction_inbox (payload, shard) VALUES ($1, $2) RETURNING id)
               SELECT pg_notify($3, $4), {ASYNC_COMMIT} FROM put""",
            payload,
            shard,
            self.channels["inbox"],
            "" if shard is None else str(shard),
        )

    async def take_interaction(
        self, shards: Collection[int] = (), *, others_after: float = INBOX_OTHERS_AFTER
    ) -> tuple[str, bool] | None:
        # Whether more wait: the others for this process the statement's snapshot holds (some perhaps being taken by
        # another process).
        row = await self._pool.fetchrow(
            f"""DELETE FROM interaction_inbox i WHERE id = (
                   SELECT id FROM interaction_inbox
                   WHERE shard IS NULL OR shard = ANY($1::integer[]) OR put_at < now() - make_interval(secs => $2)
                   ORDER BY id FOR UPDATE SKIP LOCKED LIMIT 1)
               RETURNING payload,
                   EXISTS (SELECT 1 FROM interaction_inbox o
                           WHERE o.id <> i.id AND (o.shard IS NULL OR o.shard = ANY($1::integer[]))),
                   {ASYNC_COMMIT}""",
            sorted(shards),
            others_after,
        )
        return None if row is None else (str(row[0]), bool(row[1]))

    async def user_guilds(self, user_id: int) -> frozenset[int]:
        rows = await self._pool.fetch(
            """SELECT DISTINCT g.guild_id FROM seats s JOIN games g ON g.id = s.game_id
               WHERE s.user_id = $1 AND s.left_at IS NULL AND g.status <> 'finished'""",
            user_id,
        )
        return frozenset(int(r[0]) for r in rows)

    async def hold(self, game_id: int) -> bool:
        """A session lock of PostgreSQL (`pg_try_advisory_lock`) on a connection of its own: the database lets go of
        it when that connection ends, as soon as the process stops or dies."""
        async with self._holding_lock:
            con = self._holding
            if con is None or con.is_closed():
                self._held.clear()
                con = await asyncpg.connect(self.url)
                con.add_termination_listener(self._lost)
                self._holding = con
            if game_id in self._held:
                return True
            got = bool(await con.fetchval(_HOLD.format("pg_try_advisory_lock"), _hold_key(game_id)))
            if got:
                self._held.add(game_id)
            return got

    async def let_go(self, game_id: int) -> None:
        async with self._holding_lock:
            con = self._holding
            if game_id not in self._held or con is None or con.is_closed():
                return
            self._held.discard(game_id)
            await con.fetchval(_HOLD.format("pg_advisory_unlock"), _hold_key(game_id))

    def on_holds_lost(self, callback: Callable[[], None]) -> None:
        self._holds_lost.append(callback)

    def _lost(self, con: object) -> None:
        if con is not self._holding:
            return
        self._holding = None
        had, self._held = self._held, set()
        if self._closing or not had:
            return
        log.warning("the connection holding %d games was lost: they are taken up again from the store", len(had))
        for callback in self._holds_lost:
            try:
                callback()
            except Exception:
                log.exception("a holds-lost callback failed")

    def request_budget(self, rate: int, burst: int) -> PgBudget:
        return PgBudget(self._pool, "discord", rate, burst)

    def describe(self) -> str:
        return f"PostgreSQL database {redact_url(self.url)}"

    @classmethod
    async def connect(
        cls, url: str, *, migrations_dir: Path | None = None, pool_size: int = 10, connect_timeout: float = 10
    ) -> PostgresStore:
        """Connect, migrate the database to the newest schema, and open a pool of `pool_size` connections.
        StoreError (one sentence) if the server cannot be reached or refuses; DatabaseTooNew, MigrationError as
        for SQLite."""
        where = redact_url(url)
        migrations = postgres_migrations(migrations_dir)
        try:
            con = await asyncpg.connect(url, timeout=connect_timeout)
        except (OSError, TimeoutError, asyncpg.PostgresError, asyncpg.InterfaceError, ValueError) as error:
            raise StoreError(
                f"cannot connect to the PostgreSQL database {where}: {error}: check that the server runs and the "
                "address, user and password in [database] url (or JUNTA_DATABASE_URL)"
            ) from error
        try:
            await migrate_postgres(con, migrations, where=where)
            schema = str(await con.fetchval("SELECT current_schema()"))
        finally:
            await con.close()
        try:
            pool = await asyncpg.create_pool(
                url,
                min_size=1,
                max_size=pool_size,
                statement_cache_size=512,
                timeout=connect_timeout,
                reset=_as_left,
            )
        except (OSError, TimeoutError, asyncpg.PostgresError, asyncpg.InterfaceError) as error:
            raise StoreError(f"cannot connect to the PostgreSQL database {where}: {error}") from error
        return cls(pool, url, schema)

    async def close(self) -> None:
        self._closing = True
        if self._holding is not None and not self._holding.is_closed():
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._holding.close(), 5)  # the database lets go of every game held
        if self._notifying is not None and not self._notifying.done():  # the last news is told, not dropped
            with contextlib.suppress(Exception):
                await asyncio.wait_for(asyncio.shield(self._notifying), 1)
        for task in (*self._listening, self._notifying):
            if task is not None and not task.done():
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await task
        try:
            await asyncio.wait_for(self._pool.close(), 10)  # waits for the connections in use to come back
        except TimeoutError:
            log.warning("closing the database connections took over 10 s: closing them now")
            self._pool.terminate()

    def _writer(self) -> AbstractAsyncContextManager[Conn]:
        return self._connection()  # (not wrapped in a context manager of its own: a layer each costs CPU, issue 26)

    def _reader(self) -> AbstractAsyncContextManager[Conn]:
        return self._connection()

    @asynccontextmanager
    async def _connection(self) -> AsyncIterator[Conn]:
        async with self._pool.acquire() as con:
            cancelled = False
            try:
                yield PgConn(con)
            except BaseException as error:
                cancelled = not isinstance(error, Exception)
                raise
            finally:
                # Cancelled mid-trip (what the server has of it is not known), or a transaction its task left open:
                # the connection is dropped (which ends the transaction on the server), never reused.
                if not con.is_closed() and (cancelled or con.is_in_transaction()):
                    con.terminate()
