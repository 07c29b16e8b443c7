"""The store: the only module with SQL. SQLite via aiosqlite, WAL, foreign keys, one transaction per use case.

    store = await Store.open("junta.sqlite3")     # creates the file and applies the migrations
    async with store.transaction() as tx:         # BEGIN IMMEDIATE ... COMMIT (ROLLBACK on any exception)
        game = await tx.get_game(game_id)
        ...
    async with store.read() as rx:                # a consistent read-only view (BEGIN ... COMMIT)
        orders = await rx.orders_for_phase(game_id, phase_seq)
    await store.close()

Transactions on one `Store` are serialized (one at a time, in the order asked for); opening one inside
another in the same task raises `RuntimeError` instead of deadlocking. A transaction object is dead once its
block ends.

Engine data (snapshots, order/action/event payloads, game settings, outbox payloads, audit details) is
opaque JSON text here: the codec and the services give and take `str`. Times are UTC epoch seconds given by
the caller; the store has no clock. Discord ids are `int`. Rows come back as small frozen dataclasses; fields
that may hold secrets (orders, state, private messages) are left out of their `repr` so that a row in a log
line does not leak them.
"""

from __future__ import annotations

import asyncio
import os
import sqlite3
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from os import PathLike
from pathlib import Path
from typing import Any, TypeVar

import aiosqlite

from bot.store.errors import ConflictError, StoreError
from bot.store.migrate import DatabaseTooNew, MigrationError, migrate
from bot.store.reads import ReadTx
from bot.store.rows import (
    ActionRow,
    AuditRow,
    DeadlineRow,
    EventRow,
    GameRow,
    GameStatus,
    NewEvent,
    OrderRow,
    OutboxRow,
    PlayerGameRow,
    SeatRow,
    SnapshotRow,
    TradeOfferRow,
    Visibility,
)
from bot.store.writes import Tx

__all__ = [
    "ActionRow",
    "AuditRow",
    "ConflictError",
    "DatabaseTooNew",
    "DeadlineRow",
    "EventRow",
    "GameRow",
    "GameStatus",
    "MigrationError",
    "NewEvent",
    "OrderRow",
    "OutboxRow",
    "PlayerGameRow",
    "ReadTx",
    "SeatRow",
    "SnapshotRow",
    "Store",
    "StoreError",
    "TradeOfferRow",
    "Tx",
    "Visibility",
]

_T = TypeVar("_T", bound=ReadTx)


def _unusable(file: Path, error: sqlite3.Error) -> StoreError:
    """Why the database file cannot be used, in one sentence that says what to check."""
    code = getattr(error, "sqlite_errorname", "")
    if code == "SQLITE_NOTADB":
        return StoreError(
            f"{file} is not a SQLite database ({error}): point JUNTA_DB (or [database] path) at the bot's "
            "database, or at a new file name"
        )
    if code.startswith(("SQLITE_READONLY", "SQLITE_CANTOPEN", "SQLITE_PERM", "SQLITE_AUTH")):
        return StoreError(
            f"cannot use the database {file} ({error}): the bot must be able to read and write it and to create "
            f"{file.name}-wal, {file.name}-shm and {file.name}-journal beside it in {file.parent}: "
            "check their owner and permissions"
        )
    return StoreError(f"cannot open the database {file}: {error}")


# --- the store ----------------------------------------------------------------------------------------------
class Store:
    """Two SQLite connections to one file; open with `await Store.open(path)`.

    Writes (`transaction()`) go through one connection, one at a time. Reads (`read()`) have a connection of
    their own, which WAL lets see the last committed state while a write is under way: a player's /status or an
    autocomplete never waits behind another game's resolution. The reader is `query_only`."""

    def __init__(self, db: aiosqlite.Connection, path: Path, reader: aiosqlite.Connection | None = None) -> None:
        self._db = db
        self._reader = reader if reader is not None else db
        self.path = path
        self._lock = asyncio.Lock()
        self._read_lock = asyncio.Lock() if reader is not None else self._lock
        self._owners: set[asyncio.Task[Any]] = set()

    @classmethod
    async def open(
        cls,
        path: str | PathLike[str],
        *,
        migrations_dir: Path | None = None,
        busy_timeout_ms: int = 5000,
    ) -> Store:
        """Open the database file (creating it and its folder), migrate it to the newest schema, turn on WAL
        and foreign keys. Raises DatabaseTooNew if the file was written by a newer bot, MigrationError if a
        migration fails, StoreError (one sentence) if the file cannot be used: a folder, not a database, or a file
        or folder the bot may not write (checked before anything is written, so such a file is left untouched)."""
        text = str(path)
        if text == "" or text == ":memory:" or text.startswith("file:"):
            raise StoreError(f"the store needs a database file path, not {text!r}")
        file = Path(path)
        try:
            file.parent.mkdir(parents=True, exist_ok=True)
        except (FileExistsError, NotADirectoryError) as error:
            raise StoreError(f"cannot use {file} as the database: {error.filename} is a file, not a folder") from error
        except OSError as error:
            raise StoreError(f"cannot create the database folder {file.parent}: {error.strerror or error}") from error
        if file.is_dir():
            raise StoreError(f"the database path {file} is a folder: give a file name, e.g. {file / 'junta.sqlite3'}")
        try:
            # SQLite opens a file it may not write read-only, without a word, and fails at the first write: ask the
            # system first (this opens nothing else beside it and changes nothing).
            if file.exists():
                os.close(os.open(file, os.O_RDWR))
        except OSError as error:
            raise StoreError(
                f"cannot write to the database {file}: {error.strerror or error}: check its owner and permissions"
            ) from error
        try:
            await asyncio.to_thread(migrate, file, migrations_dir=migrations_dir, busy_timeout_ms=busy_timeout_ms)
            db = await aiosqlite.connect(file, isolation_level=None, timeout=busy_timeout_ms / 1000)
        except sqlite3.Error as error:
            raise _unusable(file, error) from error
        reader: aiosqlite.Connection | None = None
        try:
            db.row_factory = sqlite3.Row
            mode = str(next(iter(await db.execute_fetchall("PRAGMA journal_mode = WAL")))[0])
            if mode.lower() != "wal":
                raise StoreError(
                    f"cannot use WAL on {file} (journal mode is {mode}): the bot must be able to create "
                    f"{file.name}-wal and {file.name}-shm in {file.parent}, on a local disk"
                )
            await db.execute("PRAGMA foreign_keys = ON")
            await db.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
            await db.execute("PRAGMA synchronous = FULL")
            reader = await aiosqlite.connect(file, isolation_level=None, timeout=busy_timeout_ms / 1000)
            reader.row_factory = sqlite3.Row
            await reader.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
            await reader.execute("PRAGMA query_only = ON")
        except BaseException as error:
            if reader is not None:
                await reader.close()
            await db.close()
            if isinstance(error, sqlite3.Error):
                raise _unusable(file, error) from error
            raise
        return cls(db, file, reader)

    async def close(self) -> None:
        async with self._lock:
            if self._reader is not self._db:
                async with self._read_lock:
                    await self._reader.close()
            await self._db.close()

    async def __aenter__(self) -> Store:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Tx]:
        """A write transaction: `BEGIN IMMEDIATE` (at its first write) ... `COMMIT`, or `ROLLBACK` if the block
        raises (cancellation included). See `Tx` for how it keeps its trips to the database few."""
        async with self._begin(Tx, self._db, self._lock) as tx:
            yield tx

    @asynccontextmanager
    async def read(self, *, single: bool = False) -> AsyncIterator[ReadTx]:
        """A read-only transaction: every query in the block sees the same committed state (on the reader
        connection: it does not wait for a write under way, and sees it once it has committed). `single`: no
        transaction, each query consistent only in itself: for a block whose answer is one query (one trip to the
        database instead of three), with at most other queries on paths where that does not matter (a refusal)."""
        async with self._begin(
            lambda db: ReadTx(db, "single" if single else "begin"), self._reader, self._read_lock
        ) as rx:
            yield rx

    @asynccontextmanager
    async def _begin(
        self, make: Callable[[aiosqlite.Connection], _T], db: aiosqlite.Connection, lock: asyncio.Lock
    ) -> AsyncIterator[_T]:
        task = asyncio.current_task()
        if task is not None and task in self._owners:
            raise RuntimeError("a transaction is already open in this task: pass its tx on instead of opening another")
        if task is not None:
            self._owners.add(task)
        try:
            async with lock:
                tx = make(db)
                try:
                    yield tx
                    tx._live = False
                    await tx._end(True)
                except BaseException:
                    tx._live = False
                    await tx._end(False)  # a no-op when the COMMIT went through
                    raise
                finally:
                    tx._live = False
        finally:
            if task is not None:
                self._owners.discard(task)
