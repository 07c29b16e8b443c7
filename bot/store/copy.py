"""Move a bot's games to another database: every table, row for row, then a check of the copy.

    python -m bot.store.copy --from sqlite:junta.sqlite3 --to postgresql://junta:PASSWORD@localhost/junta

Both databases are brought to the newest schema first; the target must be empty (a new database), the source must
exist. Every game (Junta's and Nomicoup's), seat, snapshot, order, Done mark, action, event, deadline, outbox row
(sent or not), audit line, trade offer, thread, DM channel, language, moderators' request and setting is copied with
its id, in one transaction on the target, so the copy is all or nothing. Then the copy is checked: every table
holds as many rows as the source's, and `python -m bot.replay` on the target re-adjudicates every resolved phase of
every game that has a replay (Junta's; a Nomicoup table is kept whole, its state and events) to its stored result.

Stop the bot before copying (a SQLite file's bot holds its lock: the copy refuses to run beside it), and start it on
the new database afterwards. Works in any direction (SQLite to PostgreSQL, back, or between two servers).
"""

from __future__ import annotations

import argparse
import asyncio
import subprocess
import sys
from collections.abc import Sequence
from typing import TextIO

from bot.store.base import Store, is_postgres, redact_url, sqlite_path
from bot.store.errors import StoreError
from bot.store.migrate import MigrationError

__all__ = ["TABLES", "amain", "copy_database", "main"]

#: Every table, parents before children, with the columns that order its rows.
TABLES: tuple[tuple[str, str], ...] = (
    ("games", "id"),
    ("seats", "id"),
    ("snapshots", "game_id, phase_seq"),
    ("orders", "id"),
    ("done", "game_id, phase_seq, seat"),
    ("actions", "game_id, phase_seq, seq"),
    ("events", "game_id, phase_seq, seq"),
    ("deadlines", "game_id, phase_seq"),
    ("outbox", "id"),
    ("audit", "id"),
    ("meta", "key"),
    ("trade_offers", "id"),
    ("threads", "game_id, thread_key"),
    ("dm_channels", "user_id"),
    ("user_locales", "user_id"),
    ("game_requests", "id"),
)
#: The tables whose ids a database hands out (PostgreSQL's identity columns go on after the copied ids).
_IDENTITIES = ("games", "seats", "orders", "outbox", "audit", "game_requests")
_CHUNK = 500


async def _counts(store: Store) -> dict[str, int]:
    async with store.read() as rx:
        return {table: int((await rx._all(f"SELECT COUNT(*) FROM {table}"))[0][0]) for table, _ in TABLES}


async def copy_database(source: Store, target: Store, *, log: TextIO | None = None) -> dict[str, int]:
    """Copy every row of `source` into the empty `target` (one transaction); the rows copied per table. StoreError
    if the target holds anything, or the copy's row counts differ from the source's."""
    if any((await _counts(target)).values()):
        raise StoreError(f"the target ({target.describe()}) is not empty: copy into a new database")
    copied: dict[str, int] = {}
    async with source.read() as rx, target.transaction() as tx:
        for table, order in TABLES:
            copied[table] = 0
            offset = 0
            while True:
                rows = await rx._all(f"SELECT * FROM {table} ORDER BY {order} LIMIT ? OFFSET ?", (_CHUNK, offset))
                if not rows:
                    break
                columns = list(rows[0].keys())  # type: ignore[attr-defined]  # sqlite3.Row and asyncpg's Record
                marks = ", ".join("?" * len(columns))
                await tx._before_write()
                await tx._c.executemany(
                    f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})", [tuple(r) for r in rows]
                )
                copied[table] += len(rows)
                offset += len(rows)
            if log is not None:
                print(f"{table}: {copied[table]} row(s)", file=log)
        if target.kind == "postgresql":
            for table in _IDENTITIES:
                await tx._all(
                    f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), COALESCE(MAX(id), 0) + 1, false) "
                    f"FROM {table}"
                )
    after = await _counts(target)
    if after != copied or after != await _counts(source):
        raise StoreError(f"the copy does not hold what the source holds: {after} != {copied}")
    return copied


def _verify(where: str, out: TextIO) -> int:
    """`python -m bot.replay` on the copy; its exit status."""
    done = subprocess.run(
        [sys.executable, "-m", "bot.replay", "--db", where], capture_output=True, text=True, check=False
    )
    out.write(done.stdout)
    out.write(done.stderr)
    return done.returncode


async def _run(source_at: str, target_at: str, out: TextIO) -> int:
    label = redact_url(target_at) if is_postgres(target_at) else target_at
    try:
        if not is_postgres(source_at) and not sqlite_path(source_at).exists():
            # Opening it would make a new, empty database, and the copy of nothing would look like a success.
            print(f"copy: no database at {source_at}", file=out)
            return 2
        # A SQLite file is opened as the bot opens it (exclusive): the copy refuses to run beside a bot using it.
        source_options = {} if is_postgres(source_at) else {"exclusive": True}
        target_options = {} if is_postgres(target_at) else {"exclusive": True}
        async with (
            await Store.open(source_at, **source_options) as source,
            await Store.open(target_at, **target_options) as target,
        ):
            print(f"copying {source.describe()} to {target.describe()}", file=out)
            copied = await copy_database(source, target, log=out)
    except (StoreError, MigrationError) as error:
        print(f"copy: {error}", file=out)
        return 2
    print(f"copied {sum(copied.values())} row(s); replaying every game on {label} ...", file=out)
    status = await asyncio.to_thread(_verify, target_at, out)
    if status != 0:
        print("copy: the copy does not replay to the stored results: do not use it", file=out)
        return 1
    print("the copy is complete and replays exactly", file=out)
    return 0


async def amain(argv: Sequence[str] | None = None, out: TextIO | None = None) -> int:
    """`main` for callers that already run an event loop."""
    parser = argparse.ArgumentParser(prog="python -m bot.store.copy", description=__doc__.splitlines()[0])
    parser.add_argument("--from", dest="source", required=True, help="sqlite:PATH (or a path), or postgresql://...")
    parser.add_argument("--to", dest="target", required=True, help="postgresql://... (or sqlite:PATH)")
    args = parser.parse_args(argv)
    return await _run(args.source, args.target, out if out is not None else sys.stdout)


def main(argv: Sequence[str] | None = None, out: TextIO | None = None) -> int:
    return asyncio.run(amain(argv, out))


if __name__ == "__main__":
    raise SystemExit(main())
