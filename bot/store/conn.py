"""What the queries (`ReadTx`, `Tx`) need of a database connection: one small protocol, implemented for SQLite
(`bot.store.sqlite`) and PostgreSQL (`bot.store.postgres`).

The SQL is written once, with `?` (or numbered `?1`) placeholders; a connection translates them for its driver.
Where the dialects differ (JSON functions, `MAX(a, b)`, `IS ?`), the queries pick their text by `Conn.dialect`.
A connection raises `ConflictError` for a broken constraint (and, on PostgreSQL, for text that is not JSON), so the
queries never see a driver's exceptions.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal, Protocol

__all__ = ["Conn", "Dialect", "Params", "Row", "batch_in_turn"]

Params = Sequence[object]
Row = Sequence[Any]
Dialect = Literal["sqlite", "postgresql"]


class Conn(Protocol):
    """One database connection, used by one transaction at a time."""

    dialect: Dialect
    #: Whether writers of other processes may run at the same time (PostgreSQL): a write transaction then begins
    #: before its first query and locks a game's row before it reads or writes anything of that game.
    shared: bool

    async def fetch(self, sql: str, params: Params = ()) -> list[Row]:
        """The rows of one statement (a query, or a write with RETURNING)."""
        ...

    async def execute(self, sql: str, params: Params = ()) -> int:
        """Run one write statement; the number of rows it changed."""
        ...

    async def executemany(self, sql: str, params: Sequence[Params]) -> None:
        """Run one write statement once per parameter tuple."""
        ...

    async def begin(self, kind: Literal["read", "write"], *, lock: int | None = None) -> None:
        """Begin a transaction: a consistent read-only view, or a write; for a write whose first step is to lock a
        game (`Tx._lock`, PostgreSQL), `lock` is that game's id, locked in the same trip."""
        ...

    async def batch(self, writes: Sequence[tuple[str, Sequence[Params]]], *, begin: bool, commit: bool) -> int:
        """Begin a write transaction (`begin`), run each write statement once per parameter tuple, in order, then
        commit (`commit`), in one trip to the database where the driver allows it (SQLite: one call into its
        connection's thread, where each trip waits for the event loop to take its answer). The number of rows the
        last statement changed (that of a statement run with one parameter tuple)."""
        ...

    async def commit(self) -> None: ...

    async def rollback(self) -> None: ...


async def batch_in_turn(
    conn: Conn, writes: Sequence[tuple[str, Sequence[Params]]], *, begin: bool, commit: bool
) -> int:
    """`Conn.batch` as one trip per statement (a driver that sends each on its own)."""
    if begin:
        await conn.begin("write")
    count = 0
    for sql, params in writes:
        if len(params) == 1:
            count = await conn.execute(sql, params[0])
        elif params:
            await conn.executemany(sql, params)
            count = 0
    if commit:
        await conn.commit()
    return count
