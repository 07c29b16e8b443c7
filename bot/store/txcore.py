"""How a write transaction runs: `WriteTx`, the base of `Tx` (its locks, its queued writes, its end)."""

from __future__ import annotations

import itertools
from collections.abc import Callable

from bot.store.conn import Conn, Params, Row
from bot.store.errors import StoreError
from bot.store.news import News
from bot.store.reads import ReadTx

__all__ = ["WriteTx"]

# The games a write transaction locks before it reads anything of them (`Tx._lock_by`), first to last by id.
_LOCK_GAMES = {
    "user": """SELECT g.id FROM games g JOIN seats s ON s.game_id = g.id
               WHERE s.user_id = ? AND s.left_at IS NULL ORDER BY g.id FOR NO KEY UPDATE OF g""",
    "channel": "SELECT id FROM games WHERE channel_id = ? ORDER BY id FOR NO KEY UPDATE",
    "offer": """SELECT g.id FROM games g JOIN trade_offers t ON t.game_id = g.id WHERE t.id = ?
                FOR NO KEY UPDATE OF g""",
}
_LOOSE, _DEADLINES, _REQUESTS = 1, 2, 4


class WriteTx(ReadTx):
    """What makes a write transaction of `Tx` (bot/store/writes.py, where the writes are), inside
    `async with store.transaction() as tx:`.

    One game's transactions never run side by side: on SQLite, a write transaction holds the store's write lock from
    its start and this process is the database's only writer (`SqliteStore`); on PostgreSQL, where other processes
    write too, the transaction begins before its first query and locks a game's row (`FOR NO KEY UPDATE`) before it
    reads or writes anything of that game, holding it to the end (`_lock`). Either way, what a transaction reads of a
    game is what its writes build on. Transactions of different games run side by side on PostgreSQL.

    On SQLite, until its first write its queries run without a transaction, and the first write begins it
    (`BEGIN IMMEDIATE`). Writes whose result nobody reads (messages, events, audit lines, a stored order) are queued
    (`_defer`) and sent together at the end, consecutive ones of the same statement in one `executemany`; a query or
    another write sends them first, so the transaction always reads its own writes. The queued writes go in one trip
    to the database with what sends them (the BEGIN, the write whose count is wanted, the COMMIT: `Conn.batch`): on
    SQLite each trip waits for the event loop, and a transaction holds the single writer for as many trips as it
    makes. A transaction whose only write is one queued statement sends it alone, without BEGIN and COMMIT: one
    statement is atomic by itself.

    A `ConflictError` (a broken constraint) leaves the transaction good only for rolling back on PostgreSQL: let it
    leave the block (a use case turns it into a refusal)."""

    __slots__ = ("_deferred", "_flags", "_locked", "_news_of", "_stamp")

    def __init__(self, conn: Conn) -> None:
        super().__init__(conn, "lock")
        self._deferred: list[tuple[str, Params]] = []
        self._stamp: tuple[int, int, Callable[[], int]] | None = None
        self._locked: set[object] = set()
        self._news_of: set[int] = set()  # games whose messages this transaction queued
        self._flags = 0  # _LOOSE | _DEADLINES | _REQUESTS: what else it changed that someone waits for

    @property
    def news(self) -> News:
        """What this transaction changed that the scheduler, the delivery or a keeper of games waits for (told to
        them once it has committed: `Store.on_commit`, and to the other processes on PostgreSQL)."""
        flags = self._flags
        return News(frozenset(self._news_of), bool(flags & _LOOSE), bool(flags & _DEADLINES), bool(flags & _REQUESTS))

    def _queued(self, game_id: int | None) -> None:
        """A message of `game_id` (None: of no game) was queued."""
        if game_id is None:
            self._flags |= _LOOSE
        else:
            self._news_of.add(game_id)

    def _moved(self) -> None:
        """A deadline may have moved (or a game's phase or status, which decide which deadline counts)."""
        self._flags |= _DEADLINES

    def _asked(self) -> None:
        """A moderator asked something of a game kept in memory."""
        self._flags |= _REQUESTS

    async def _before_read(self) -> None:
        if self._deferred or (self._c.shared and not self._begun):
            await self._before_write()

    async def _lock(self, game_id: int | None) -> None:
        if not self._c.shared or game_id is None or game_id in self._locked:
            return
        self._locked.add(game_id)
        if not self._begun and not self._deferred:  # the transaction's first step: BEGIN and the lock in one trip
            self._check()
            self._begun = True  # a failure past BEGIN rolls back
            await self._c.begin("write", lock=game_id)
            return
        await self._all("SELECT id FROM games WHERE id = ? FOR NO KEY UPDATE", (game_id,))

    async def _lock_by(self, by: str, key: object) -> None:
        if not self._c.shared or (by, key) in self._locked:
            return
        self._locked.add((by, key))
        self._locked.update(int(r[0]) for r in await self._all(_LOCK_GAMES[by], (key,)))

    async def _before_write(self, then: tuple[str, Params] | None = None, *, commit: bool = False) -> int:
        """Begin the transaction if it has not begun, send the queued writes, then `then` (a write whose count is
        wanted: the number of rows it changed is returned), then COMMIT if `commit`: in one trip (`Conn.batch`)."""
        begin = not self._begun
        queued, self._deferred = self._deferred, []
        writes: list[tuple[str, list[Params]]] = [
            (sql, [p for _, p in group]) for sql, group in itertools.groupby(queued, key=lambda item: item[0])
        ]
        if then is not None:
            writes.append((then[0], [then[1]]))
        if not (begin or writes or commit):
            return 0
        self._begun = True  # a failure past BEGIN rolls back (a ROLLBACK with none begun does nothing)
        return await self._c.batch(writes, begin=begin, commit=commit)

    def _defer(self, sql: str, params: Params = ()) -> None:
        """Queue a write whose result nobody reads; it is sent before the next query or write, or at the end."""
        self._check()
        self._deferred.append((sql, params))

    async def _run(self, sql: str, params: Params = ()) -> int:
        """Execute one write statement now; the number of rows it changed."""
        self._check()
        return await self._before_write((sql, params))

    async def _returning(self, sql: str, params: Params) -> Row:
        """The row an INSERT/UPDATE ... RETURNING statement gives back."""
        rows = await self._write_rows(sql, params)
        if not rows:
            raise StoreError(f"the database returned no row for: {sql.split()[0]} ...")
        return rows[0]

    async def _write_rows(self, sql: str, params: Params) -> list[Row]:
        """The rows a write statement with RETURNING gives back (none: it changed nothing)."""
        self._check()
        await self._before_write()
        return await self._fetch(sql, params)

    async def _end(self, ok: bool) -> None:
        if not ok:
            self._deferred.clear()
            if self._begun:
                await self._c.rollback()
            return
        if self._stamp is not None:  # after everything else
            game_id, phase_seq, now_ms = self._stamp
            sql = "UPDATE snapshots SET opened_ms = ? WHERE game_id = ? AND phase_seq = ?"
            self._deferred.append((sql, (now_ms(), game_id, phase_seq)))
        if self._deferred and not self._begun and len(self._deferred) == 1:
            sql, params = self._deferred.pop()
            await self._c.execute(sql, params)
            return
        if self._deferred or self._begun:
            await self._before_write(commit=True)

    async def _tick(self, game_id: int, phase_seq: int) -> int | None:
        """The game's next input time, if the game is at `phase_seq` (else None and nothing changes)."""
        rows = await self._write_rows(
            """UPDATE games SET input_clock = input_clock + 1 WHERE id = ? AND phase_seq = ?
               RETURNING input_clock""",
            (game_id, phase_seq),
        )
        return int(rows[0][0]) if rows else None
