"""The bot's database in the end-to-end tests: a SQLite file (by default), or, with `JUNTA_E2E_DATABASE=postgresql`,
a PostgreSQL database of its own (a schema in the server of tests/postgres.py) for each file name a test gives.
The tests read what the bot stored through `reading(db)`, whichever it is.

    env = database_env(tmp_path / "junta.sqlite3")   # {"JUNTA_DB": ...} or {"JUNTA_DATABASE_URL": ...}
    with reading(db) as query:
        rows = query("SELECT phase_seq FROM games WHERE channel_id = ?", (channel_id,))
"""

from __future__ import annotations

import asyncio
import atexit
import contextlib
import itertools
import os
import sqlite3
import threading
from collections.abc import Callable, Coroutine, Iterator, Sequence
from pathlib import Path
from typing import Any, TypeVar

import asyncpg

from bot.store.postgres import translate
from tests.postgres import need_postgres, with_schema

__all__ = ["BACKEND", "Query", "database_env", "database_url", "reading"]

#: Which database the bot under test uses: "sqlite" or "postgresql".
BACKEND = os.environ.get("JUNTA_E2E_DATABASE", "sqlite").strip() or "sqlite"
Query = Callable[..., list[tuple[Any, ...]]]
T = TypeVar("T")

_schemas: dict[Path, str] = {}
_counter = itertools.count()


class _Loop:
    """An event loop in a thread of its own, for the tests' synchronous reads of a PostgreSQL database."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        threading.Thread(target=self.loop.run_forever, daemon=True, name="e2e-postgres").start()

    def run(self, work: Coroutine[Any, Any, T]) -> T:
        return asyncio.run_coroutine_threadsafe(work, self.loop).result(timeout=30)


_loop: _Loop | None = None


def _run(work: Coroutine[Any, Any, T]) -> T:
    global _loop
    if _loop is None:
        _loop = _Loop()
    return _loop.run(work)


def database_url(db: Path) -> str:
    """The PostgreSQL database standing for the file `db` (made, empty, the first time it is asked for)."""
    db = db.resolve()
    if db not in _schemas:
        server = need_postgres()
        schema = f"e2e_{os.getpid()}_{next(_counter)}"

        async def create() -> None:
            con = await asyncpg.connect(server)
            try:
                await con.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE; CREATE SCHEMA "{schema}"')
            finally:
                await con.close()

        _run(create())
        if not _schemas:
            atexit.register(_drop_all, server)
        _schemas[db] = schema
    return with_schema(need_postgres(), _schemas[db])


def _drop_all(server: str) -> None:
    async def drop() -> None:
        con = await asyncpg.connect(server)
        try:
            for schema in _schemas.values():
                await con.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')
        finally:
            await con.close()

    with contextlib.suppress(Exception):
        _run(drop())


def database_env(db: Path) -> dict[str, str]:
    """The bot's environment for its database `db`: the file, or the PostgreSQL database standing for it."""
    if BACKEND == "postgresql":
        return {"JUNTA_DATABASE_URL": database_url(db)}
    return {"JUNTA_DB": str(db)}


@contextlib.contextmanager
def reading(db: Path, *, consistent: bool = False, postgres: bool | None = None) -> Iterator[Query]:
    """`query(sql, params)` -> rows (tuples) on the bot's database, read-only (`?` placeholders); `consistent`: every
    query sees one committed state. `postgres`: which database (default: PostgreSQL if `database_url(db)` made one
    for it)."""
    if not (db.resolve() in _schemas if postgres is None else postgres):
        with contextlib.closing(sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=5)) as con:
            if consistent:
                con.execute("BEGIN")

            def lite(sql: str, params: Sequence[object] = ()) -> list[tuple[Any, ...]]:
                return [tuple(r) for r in con.execute(sql, params).fetchall()]

            yield lite
        return
    con = _run(asyncpg.connect(database_url(db)))
    try:
        if consistent:
            _run(con.execute("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY"))

        def pg(sql: str, params: Sequence[object] = ()) -> list[tuple[Any, ...]]:
            return [tuple(r) for r in _run(con.fetch(translate(sql), *params))]

        yield pg
    finally:
        _run(con.close())
