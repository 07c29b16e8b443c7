"""The store on SQLite: one file, one bot process (aiosqlite; WAL, foreign keys, synchronous=FULL).

Two connections to the file: writes go through one, one transaction at a time (this process is the file's only
writer: the bot's `SqliteStore` holds an flock on the file while it is open, and a second bot refuses to start); reads
have a connection of their own, which WAL lets see the last committed state while a write is under way: a player's
/status or an autocomplete never waits behind another game's resolution. The reader is `query_only`.
"""

from __future__ import annotations

import asyncio
import fcntl
import os
import sqlite3
from collections.abc import Sequence
from contextlib import AbstractAsyncContextManager
from pathlib import Path
from typing import Any, Literal, cast

import aiosqlite

from bot.store.base import Store
from bot.store.conn import Conn, Dialect, Params, Row
from bot.store.errors import ConflictError, StoreError
from bot.store.migrate import migrate

__all__ = ["SqliteConn", "SqliteStore"]


class SqliteConn:
    """An aiosqlite connection as the queries use it (`bot.store.conn.Conn`)."""

    dialect: Dialect = "sqlite"
    shared = False

    __slots__ = ("db",)

    def __init__(self, db: aiosqlite.Connection) -> None:
        self.db = db

    async def fetch(self, sql: str, params: Params = ()) -> list[Row]:
        try:
            return list(await self.db.execute_fetchall(sql, params))
        except sqlite3.IntegrityError as error:
            raise ConflictError(str(error)) from error

    async def execute(self, sql: str, params: Params = ()) -> int:
        # One trip to aiosqlite's thread: the cursor of a write is done once it ran (sqlite3 resets its statement),
        # so it is left to the garbage collector, not closed by a second trip (`async with`) as a query's would be.
        try:
            cursor = await self.db.execute(sql, params)
            return cursor.rowcount
        except sqlite3.IntegrityError as error:
            raise ConflictError(str(error)) from error

    async def executemany(self, sql: str, params: Sequence[Params]) -> None:
        try:
            await self.db.executemany(sql, params)
        except sqlite3.IntegrityError as error:
            raise ConflictError(str(error)) from error

    async def begin(self, kind: Literal["read", "write"], *, lock: int | None = None) -> None:
        # `lock`: never given here (one process, one writer: SQLite's write lock is every game's)
        await self.db.execute("BEGIN IMMEDIATE" if kind == "write" else "BEGIN DEFERRED")

    async def commit(self) -> None:
        await self.db.commit()

    async def batch(self, writes: Sequence[tuple[str, Sequence[Params]]], *, begin: bool, commit: bool) -> int:
        def run(con: sqlite3.Connection) -> int:
            if begin:
                con.execute("BEGIN IMMEDIATE")
            count = 0
            for sql, params in writes:
                if len(params) == 1:
                    count = con.execute(sql, params[0]).rowcount
                elif params:
                    con.executemany(sql, params)
                    count = 0
            if commit:
                con.commit()
            return count

        try:
            # One call into the connection's thread (aiosqlite's own way in, pinned in pyproject.toml): the
            # statements and the COMMIT run there back to back, instead of a trip each through the event loop.
            # `run` holds the sqlite3 connection only: the thread keeps its last call until the next, and a
            # reference to the aiosqlite connection there would keep it (and its thread) alive at exit.
            db = cast(Any, self.db)
            return int(await db._execute(run, db._conn))
        except sqlite3.IntegrityError as error:
            raise ConflictError(str(error)) from error

    async def rollback(self) -> None:
        await self.db.rollback()


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


def _take_lock(file: Path) -> int | None:
    """Lock the database file for this process with `flock` (released when it closes the store or dies; SQLite's own
    locks are POSIX record locks, which flock does not touch); StoreError if another bot process holds it. None where
    the file system allows no lock (the database then goes unprotected)."""
    try:
        fd = os.open(file, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError:
        return None
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(fd)
        raise StoreError(
            f"another bot process is using the SQLite database {file}: one process per SQLite file; to run several "
            'processes, use PostgreSQL ([database] url = "postgresql://...", see the README)'
        ) from None
    except OSError:
        os.close(fd)
        return None
    return fd


class SqliteStore(Store):
    """Two SQLite connections to one file; open with `await Store.open(path)`."""

    kind = "sqlite"
    shared = False

    def __init__(
        self,
        db: aiosqlite.Connection,
        path: Path,
        reader: aiosqlite.Connection | None = None,
        lock_fd: int | None = None,
    ) -> None:
        super().__init__()
        self._db = db
        self._reader_db = reader if reader is not None else db
        self.path = path
        self._lock = asyncio.Lock()
        self._read_lock = asyncio.Lock() if reader is not None else self._lock
        self._conn = SqliteConn(db)
        self._read_conn = SqliteConn(self._reader_db) if reader is not None else self._conn
        self._lock_fd = lock_fd

    def describe(self) -> str:
        return f"SQLite file {self.path}"

    @classmethod
    async def connect(
        cls,
        path: str | os.PathLike[str],
        *,
        migrations_dir: Path | None = None,
        busy_timeout_ms: int = 5000,
        exclusive: bool = False,
    ) -> SqliteStore:
        """Open the database file (creating it and its folder), migrate it to the newest schema, turn on WAL
        and foreign keys. Raises DatabaseTooNew if the file was written by a newer bot, MigrationError if a
        migration fails, StoreError (one sentence) if the file cannot be used: a folder, not a database, or a file
        or folder the bot may not write (checked before anything is written, so such a file is left untouched).
        `exclusive` (the bot process): lock the file until closed, and refuse (StoreError) a file another bot
        process has open; the tools (replay, archive) open it beside a running bot."""
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
        lock_fd = _take_lock(file) if exclusive else None
        try:
            return await cls._connect(file, lock_fd, migrations_dir, busy_timeout_ms)
        except BaseException:
            if lock_fd is not None:
                os.close(lock_fd)
            raise

    @classmethod
    async def _connect(
        cls, file: Path, lock_fd: int | None, migrations_dir: Path | None, busy_timeout_ms: int
    ) -> SqliteStore:
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
        return cls(db, file, reader, lock_fd)

    async def close(self) -> None:
        async with self._lock:
            if self._reader_db is not self._db:
                async with self._read_lock:
                    await self._reader_db.close()
            await self._db.close()
            if self._lock_fd is not None:
                os.close(self._lock_fd)
                self._lock_fd = None

    def _writer(self) -> AbstractAsyncContextManager[Conn]:
        return _Holding(self._lock, self._conn)

    def _reader(self) -> AbstractAsyncContextManager[Conn]:
        return _Holding(self._read_lock, self._read_conn)


class _Holding:
    """A connection held under its lock for a block (a class, not a generator: one is entered for every read and
    write, and a generator's context manager costs several times the CPU: issue 26)."""

    __slots__ = ("_conn", "_lock")

    def __init__(self, lock: asyncio.Lock, conn: Conn) -> None:
        self._lock = lock
        self._conn = conn

    async def __aenter__(self) -> Conn:
        await self._lock.acquire()
        return self._conn

    async def __aexit__(self, *exc_info: object) -> None:
        self._lock.release()
