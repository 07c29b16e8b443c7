"""The store's interface: `Store`, opened from a database's address, with its transactions (`Tx`) and reads
(`ReadTx`). Two implementations: `SqliteStore` (a file, one process) and `PostgresStore` (a server, several
processes); the use cases cannot tell them apart.

Where a database is given (`[database] url`, `JUNTA_DATABASE_URL`, the tools' `--db`):
- a file path, or `sqlite:PATH` (`sqlite:///abs/path` too): SQLite;
- `postgresql://user:password@host:port/dbname` (or `postgres://`; `?host=/run/postgresql` for a unix socket):
  PostgreSQL.
"""

from __future__ import annotations

import asyncio
import contextvars
import logging
import os
import re
import secrets
import socket
from abc import ABC, abstractmethod
from collections.abc import AsyncIterator, Callable, Collection, Iterator
from contextlib import AbstractAsyncContextManager, asynccontextmanager, contextmanager
from os import PathLike
from pathlib import Path
from typing import Any, ClassVar, Protocol, TypeVar, cast
from urllib.parse import urlsplit, urlunsplit

from bot.store.conn import Conn
from bot.store.errors import StoreError
from bot.store.news import News
from bot.store.reads import ReadTx
from bot.store.writes import Tx

__all__ = ["RequestBudget", "Store", "background", "check_address", "is_postgres", "redact_url", "sqlite_path"]

log = logging.getLogger(__name__)

_T = TypeVar("_T", bound=ReadTx)


def _read_tx(conn: Conn) -> ReadTx:
    return ReadTx(conn, "begin")


def _single_read_tx(conn: Conn) -> ReadTx:
    return ReadTx(conn, "single")


_BACKGROUND: contextvars.ContextVar[bool] = contextvars.ContextVar("store_background", default=False)


@contextmanager
def background() -> Iterator[None]:
    """The transactions begun inside (by this task, and by the tasks it starts meanwhile) are the bot's background
    work (the delivery of the outbox, the scheduler's resolutions): they use at most `Store.background_slots`
    connections at once, and wait for a slot before they queue for a connection. So a command's transactions queue
    behind a few of them at most, never behind a backlog: with 300 games' news to deliver, every message's claim and
    mark queued for PostgreSQL's pool of 10 connections ahead of the commands, whose answers waited seconds there
    (bench.bot --trace) while the bot's CPU was mostly idle."""
    token = _BACKGROUND.set(True)
    try:
        yield
    finally:
        _BACKGROUND.reset(token)


class RequestBudget(Protocol):
    async def take(self, count: int = 1) -> list[float]:
        """Take the places of up to `count` requests (at least one; fewer when the later ones would be far ahead): for
        each, the seconds from now after which it may go (0: now), soonest first. They are counted: a place not used
        is lost, never given to another."""
        ...


def is_postgres(where: str | PathLike[str]) -> bool:
    """Whether `where` names a PostgreSQL database (else it is a SQLite file)."""
    return isinstance(where, str) and where.startswith(("postgresql://", "postgres://"))


#: A URL's scheme: `mysql://...`, `postgresq://...` (a typo) are addresses, not SQLite file names.
_SCHEME = re.compile(r"([A-Za-z][A-Za-z0-9+.-]*)://")
_MISTYPED = re.compile(r"postgres(ql)?:", re.IGNORECASE)
_WHAT = "give postgresql://USER:PASSWORD@HOST/DBNAME, or a SQLite file (a path or sqlite:PATH)"


def check_address(where: str | PathLike[str]) -> None:
    """StoreError, one sentence saying what is wrong and what is meant, if `where` is no database address this bot
    uses: another scheme (`mysql://`, a typo of `postgresql://`, `postgresql:` without `//`), or a PostgreSQL
    address that cannot be read (a port that is not a number). Whether the server answers is told when connecting."""
    text = str(where)
    if is_postgres(where):
        try:
            _ = urlsplit(text).port
        except ValueError:
            raise StoreError(f"{redact_url(text)}: its port is not a port number ({_WHAT})") from None
        return
    scheme = _SCHEME.match(text)
    if scheme is not None and scheme.group(1).lower() != "sqlite":
        raise StoreError(f"{scheme.group(1)}:// is not a database this bot uses: {_WHAT}")
    if isinstance(where, str) and _MISTYPED.match(text):  # postgresql:HOST, postgres:/db
        raise StoreError(f"a PostgreSQL address begins with postgresql://: {_WHAT}")


def sqlite_path(where: str | PathLike[str]) -> Path:
    """The file of a SQLite address: a path, `sqlite:PATH` or `sqlite://PATH` (`sqlite:///srv/junta.sqlite3`).
    StoreError if `where` is another kind of address (`check_address`)."""
    check_address(where)
    text = str(where)
    if text.startswith("sqlite:"):
        text = text.removeprefix("sqlite:")
        text = text.removeprefix("//")
        if not text:
            raise StoreError("sqlite: needs a file path after it, e.g. sqlite:junta.sqlite3")
    return Path(text).expanduser()


def redact_url(url: str) -> str:
    """A PostgreSQL address without its password, for a log line or a message."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.netloc.rsplit("@", 1)[-1]
    return urlunsplit(parts._replace(netloc=f"{parts.username or ''}:***@{host}"))


def _never() -> bool:
    return False


class Store(ABC):
    """A database holding the games. `await Store.open(where)` opens the right kind and brings its schema to the
    newest version; `transaction()` and `read()` are the only ways in (see `Tx` and `ReadTx`).

    Opening a transaction inside another in the same task raises `RuntimeError` instead of deadlocking. A
    transaction object is dead once its block ends."""

    #: "sqlite" or "postgresql".
    kind: ClassVar[str]
    #: Whether several bot processes may use this database at once (PostgreSQL).
    shared: ClassVar[bool] = False
    #: Transactions of the background work (`background()`) open at once, at most.
    background_slots: int = 2

    #: The implementations by kind (each registers itself: `bot.store` imports both).
    _kinds: ClassVar[dict[str, type[Store]]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        Store._kinds[cls.kind] = cls

    def __init__(self) -> None:
        self._owners: set[asyncio.Task[Any]] = set()
        self._slots: asyncio.Semaphore | None = None  # made on first use, in the event loop that uses it
        #: This process's name in the claims it takes (`Tx.claim_deadlines`, `Tx.claim_outbox`): new at each start.
        self.owner = f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(4)}"
        self._on_commit: list[Callable[[News], None]] = []
        #: Whether this process delivers the games whose messages it queues itself, as its delivery says while it runs
        #: (`bot.delivery.DeliveryWorker.run`): the notices to the other processes say so (`News.own`).
        self.delivers: Callable[[], bool] = _never

    def on_commit(self, callback: Callable[[News], None]) -> Callable[[], None]:
        """Call `callback` with what each write transaction of this process changed that the scheduler, the delivery
        or a keeper of games waits for (`News`), once it has committed (a transaction that changed none of it: no
        call), until the function returned is called."""
        self._on_commit.append(callback)
        return lambda: self._on_commit.remove(callback) if callback in self._on_commit else None

    def _committed(self, news: News) -> None:
        for callback in self._on_commit:
            try:
                callback(news)
            except Exception:  # a listener must not undo a committed transaction
                log.exception("an on-commit listener failed")
        self._tell(news)

    def _tell(self, news: News) -> None:
        """Tell the other processes on this database (PostgreSQL) what a transaction changed."""
        return None

    # --- several processes (PostgreSQL); on SQLite these do nothing -------------------------------------------------
    def notify(self, news: News | None = None) -> None:
        """Tell the other processes on this database that there may be news of anything (`news`: of that), beside
        each transaction's own news, told when it commits (`hear`). Returns at once; several calls close together
        send one notice."""
        self._tell(News.everything() if news is None else news)

    async def hear(self, callback: Callable[[News], None]) -> None:
        """Call `callback` with what another process on this database committed (`News`: the games whose messages it
        queued, whether a deadline moved, ...), a few notices at once; with `News.everything()` when it begins to
        listen, and again after a lost connection (what was said meanwhile is not known). Until the store is
        closed."""
        return None

    async def listen(
        self, callback: Callable[[], None], *, channel: str = "news", shards: Collection[int] | None = None
    ) -> None:
        """Call `callback` whenever another process on this database has news (`hear`, whatever the news), or
        (`channel="inbox"`) whenever any process puts an interaction in the inbox: with `shards`, only one for any
        process or for one of those shards (`forward_interaction`). Until the store is closed."""
        return None

    async def hold(self, game_id: int) -> bool:
        """Hold a game this process plays in its memory (a Nomicoup table: `bot.games.coup.keeping`), so that no other
        process on this database takes it up; True if this process holds it now (it was free, or held here already).
        A hold ends with `let_go`, or when the process's connection to the database ends (it stopped or died: the
        database itself lets go, at once). On SQLite (one process, which holds everything): True."""
        return True

    async def let_go(self, game_id: int) -> None:
        """Let go of a game `hold` took."""
        return None

    def on_holds_lost(self, callback: Callable[[], None]) -> None:
        """Call `callback` if this process loses every game it holds at once (its database connection was cut): it
        must stop playing them, and take them up again from the store (`hold`) if no other process has."""
        return None

    async def forward_interaction(self, payload: str, *, shard: int | None = None) -> None:
        """Put an interaction (JSON text) in the inbox the processes take from (`bot/inbox.py`): for the process that
        holds `shard` (None: for any process), which alone is woken."""
        raise StoreError("only a PostgreSQL database has an inbox of interactions")

    async def take_interaction(self, shards: Collection[int] = ()) -> tuple[str, bool] | None:
        """Take the inbox's oldest interaction for this process (each goes to one process): one for any process, for
        one of its `shards`, or one its own shard's process left there a moment (1.5 s: that process is down, or too
        busy); and whether others for it wait (a taker that is told none do does not ask again to learn it: one trip
        less per interaction). None if there is none."""
        return None

    async def user_guilds(self, user_id: int) -> frozenset[int]:
        """The servers of the games the user sits in that are not finished (PostgreSQL: where the process that
        holds shard 0 passes his DM commands on to, `bot/inbox.py`)."""
        raise StoreError("only a PostgreSQL database passes DM commands on between processes")

    def request_budget(self, rate: int, burst: int) -> RequestBudget | None:
        """The budget of requests to Discord shared by every process on this database (None: this process has it
        alone): at most `rate` a second at the steady pace, `burst` at once after a quiet moment."""
        return None

    @classmethod
    async def open(cls, where: str | PathLike[str], **options: Any) -> Store:
        """Open the database at `where` (a SQLite file path or `sqlite:` address, or a `postgresql://` address)."""
        # Each kind's own `connect` (its options differ: see SqliteStore.connect, PostgresStore.connect).
        check_address(where)
        if is_postgres(where):
            opened = await cast(Any, Store._kinds["postgresql"]).connect(str(where), **options)
        else:
            opened = await cast(Any, Store._kinds["sqlite"]).connect(sqlite_path(where), **options)
        assert isinstance(opened, Store)
        return opened

    @abstractmethod
    def describe(self) -> str:
        """Which database this is, for a log line (no password)."""

    @abstractmethod
    def _writer(self) -> AbstractAsyncContextManager[Conn]:
        """A connection for one write transaction (held, on SQLite, with the process's write lock)."""

    @abstractmethod
    def _reader(self) -> AbstractAsyncContextManager[Conn]:
        """A connection for one read."""

    @abstractmethod
    async def close(self) -> None: ...

    async def __aenter__(self) -> Store:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()

    def transaction(self) -> AbstractAsyncContextManager[Tx]:
        """A write transaction: `COMMIT` at the end of the block, or `ROLLBACK` if the block raises (cancellation
        included). See `Tx` for how it keeps its trips to the database few, and one game's transactions apart."""
        return self._begin(Tx, self._writer())  # (no context manager around it: a layer each costs CPU, issue 26)

    def read(self, *, single: bool = False) -> AbstractAsyncContextManager[ReadTx]:
        """A read-only transaction: every query in the block sees the same committed state (it does not wait for a
        write under way, and sees it once it has committed). `single`: no transaction, each query consistent only in
        itself: for a block whose answer is one query (one trip to the database instead of three), with at most other
        queries on paths where that does not matter (a refusal)."""
        return self._begin(_single_read_tx if single else _read_tx, self._reader())

    @asynccontextmanager
    async def _begin(
        self, make: Callable[[Conn], _T], connection: AbstractAsyncContextManager[Conn]
    ) -> AsyncIterator[_T]:
        task = asyncio.current_task()
        if task is not None and task in self._owners:
            raise RuntimeError("a transaction is already open in this task: pass its tx on instead of opening another")
        if task is not None:
            self._owners.add(task)
        slots = None
        try:
            if _BACKGROUND.get():
                if self._slots is None:
                    self._slots = asyncio.Semaphore(self.background_slots)
                await self._slots.acquire()
                slots = self._slots
            async with connection as conn:
                tx = make(conn)
                try:
                    yield tx
                    tx._live = False
                    await tx._end(True)
                    if isinstance(tx, Tx) and (tx._flags or tx._news_of):  # it changed something the workers wait for
                        self._committed(tx.news)
                except BaseException:
                    tx._live = False
                    await tx._end(False)  # a no-op when the COMMIT went through
                    raise
                finally:
                    tx._live = False
        finally:
            if slots is not None:
                slots.release()
            if task is not None:
                self._owners.discard(task)
