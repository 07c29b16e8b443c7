"""The store: the only module with SQL. One interface (`Store`, `Tx`, `ReadTx`) over two databases: SQLite (a file,
one bot process; `bot.store.sqlite`) and PostgreSQL (a server, several processes; `bot.store.postgres`). One
transaction per use case.

    store = await Store.open("junta.sqlite3")     # or "postgresql://..."; creates it and applies the migrations
    async with store.transaction() as tx:         # BEGIN ... COMMIT (ROLLBACK on any exception)
        game = await tx.get_game(game_id)
        ...
    async with store.read() as rx:                # a consistent read-only view (BEGIN ... COMMIT)
        orders = await rx.orders_for_phase(game_id, phase_seq)
    await store.close()

One game's write transactions run one at a time, in whichever process (on SQLite all of them do, in the order
asked for); opening one inside another in the same task raises `RuntimeError` instead of deadlocking. A
transaction object is dead once its block ends.

Engine data (snapshots, order/action/event payloads, game settings, outbox payloads, audit details) is
opaque JSON text here: the codec and the services give and take `str`. Times are UTC epoch seconds given by
the caller; the store has no clock. Discord ids are `int`. Rows come back as small frozen dataclasses; fields
that may hold secrets (orders, state, private messages) are left out of their `repr` so that a row in a log
line does not leak them.
"""

from __future__ import annotations

# The two implementations of `Store` (each registers itself for `Store.open`).
from bot.store import postgres as _postgres  # noqa: F401
from bot.store import sqlite as _sqlite  # noqa: F401
from bot.store.base import Store, background, check_address, is_postgres, redact_url, sqlite_path
from bot.store.errors import ConflictError, StoreError
from bot.store.migrate import DatabaseTooNew, MigrationError
from bot.store.news import News
from bot.store.reads import ReadTx
from bot.store.rows import (
    ActionRow,
    AuditRow,
    DeadlineRow,
    EventRow,
    GameRequestRow,
    GameRow,
    GameStatus,
    KeptGameRow,
    NewEvent,
    OrderRow,
    OutboxRow,
    PlayerGameRow,
    SeatRow,
    SnapshotRow,
    TradeOfferRow,
    UserLocaleRow,
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
    "GameRequestRow",
    "GameRow",
    "GameStatus",
    "KeptGameRow",
    "MigrationError",
    "NewEvent",
    "News",
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
    "UserLocaleRow",
    "Visibility",
    "background",
    "check_address",
    "is_postgres",
    "redact_url",
    "sqlite_path",
]
