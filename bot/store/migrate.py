"""Forward-only schema migrations.

The files are `migrations/NNNN_name.sql`, numbered 0001, 0002, ... without gaps. The database's schema
version is kept in `PRAGMA user_version` (0 for a new file); each pending file is applied in order, in its
own transaction together with the new version number, so a failed migration leaves the database at the
previous version. A database newer than the newest file is refused (`DatabaseTooNew`) before anything is
changed.

Foreign-key enforcement is off while a migration runs (so a file may rebuild a table the way SQLite
documents) and `PRAGMA foreign_key_check` must come back empty before its transaction commits.

Run by `Store.open`; also by hand: `python -m bot.store.migrate PATH` (`--check` only reports the versions).
"""

from __future__ import annotations

import argparse
import re
import sqlite3
import sys
from dataclasses import dataclass
from pathlib import Path

__all__ = [
    "DatabaseTooNew",
    "Migration",
    "MigrationError",
    "MigrationResult",
    "apply_migrations",
    "find_migrations_dir",
    "head_version",
    "load_migrations",
    "migrate",
    "schema_version",
]

_FILE_NAME = re.compile(r"^(\d{4})_([a-z0-9_]+)\.sql$")


class MigrationError(Exception):
    """The migrations could not be found, read or applied; the message says what to do."""


class DatabaseTooNew(MigrationError):
    """The database was written by a newer version of the bot than this one."""


@dataclass(frozen=True, slots=True)
class Migration:
    version: int
    name: str
    path: Path

    def sql(self) -> str:
        return self.path.read_text(encoding="utf-8")


@dataclass(frozen=True, slots=True)
class MigrationResult:
    before: int
    after: int

    @property
    def applied(self) -> int:
        return self.after - self.before


def find_migrations_dir() -> Path:
    """The `migrations/` folder: inside the `bot` package if shipped there, else at the repository root."""
    package = Path(__file__).resolve().parents[1]  # bot/
    candidates = (package / "migrations", package.parent / "migrations")
    for candidate in candidates:
        if candidate.is_dir():
            return candidate
    looked = ", ".join(str(c) for c in candidates)
    raise MigrationError(
        f"no migrations folder found (looked in {looked}): "
        "run the bot from a checkout or an editable install (pip install -e .)"
    )


def load_migrations(directory: Path | None = None) -> tuple[Migration, ...]:
    """The migration files in version order, checked to be numbered 1, 2, 3, ... without gaps."""
    directory = find_migrations_dir() if directory is None else directory
    found: dict[int, Migration] = {}
    for path in sorted(directory.glob("*.sql")):
        match = _FILE_NAME.match(path.name)
        if match is None:
            raise MigrationError(f"{path}: a migration file must be named NNNN_name.sql (e.g. 0002_add_votes.sql)")
        version = int(match.group(1))
        if version in found:
            raise MigrationError(f"{path}: migration {version:04d} also exists as {found[version].path.name}")
        found[version] = Migration(version, match.group(2), path)
    expected = list(range(1, len(found) + 1))
    if sorted(found) != expected:
        missing = sorted(set(range(1, max(found, default=0) + 1)) - set(found))
        raise MigrationError(
            f"{directory}: migrations must be numbered from 0001 without gaps; missing "
            + ", ".join(f"{v:04d}" for v in missing)
        )
    if not found:
        raise MigrationError(f"{directory}: no migration files (NNNN_name.sql)")
    return tuple(found[v] for v in expected)


def head_version(migrations: tuple[Migration, ...]) -> int:
    return migrations[-1].version if migrations else 0


def schema_version(conn: sqlite3.Connection) -> int:
    row = conn.execute("PRAGMA user_version").fetchone()
    return int(row[0])


def _statements(sql: str) -> list[str]:
    """Split a script into statements (SQLite decides where one ends, so triggers and quoted ';' are safe)."""
    statements: list[str] = []
    start = 0
    for index, char in enumerate(sql):
        if char == ";" and sqlite3.complete_statement(sql[start : index + 1]):
            statements.append(sql[start : index + 1])
            start = index + 1
    rest = sql[start:]
    if rest.strip() and sqlite3.complete_statement(rest + ";"):
        statements.append(rest)
    elif any(line.strip() and not line.strip().startswith("--") for line in rest.splitlines()):
        raise MigrationError(f"unfinished SQL statement at the end: {rest.strip()[:60]!r}")
    return statements


def apply_migrations(
    conn: sqlite3.Connection,
    migrations: tuple[Migration, ...],
    *,
    target: int | None = None,
    where: str = "database",
) -> MigrationResult:
    """Bring the database to `target` (default: the newest migration), one transaction per migration.

    `conn` must be in autocommit mode (`isolation_level=None`) and outside a transaction.
    """
    head = head_version(migrations)
    target = head if target is None else target
    if not 0 <= target <= head:
        raise ValueError(f"target version {target} is not between 0 and {head}")
    if conn.in_transaction:
        raise MigrationError("apply_migrations needs a connection outside a transaction")
    before = schema_version(conn)
    if before > head:
        raise DatabaseTooNew(
            f"{where} is at schema version {before} but this bot only knows versions up to {head}: "
            "run a newer version of the bot, or restore a backup made by this one"
        )
    foreign_keys = bool(conn.execute("PRAGMA foreign_keys").fetchone()[0])
    conn.execute("PRAGMA foreign_keys = OFF")
    try:
        for migration in migrations:
            if migration.version > target:
                break
            _apply_one(conn, migration, where)
    finally:
        conn.execute(f"PRAGMA foreign_keys = {'ON' if foreign_keys else 'OFF'}")
    return MigrationResult(before, max(before, schema_version(conn)))


def _apply_one(conn: sqlite3.Connection, migration: Migration, where: str) -> None:
    label = migration.path.name
    try:
        statements = _statements(migration.sql())
    except (OSError, UnicodeDecodeError, MigrationError) as error:
        raise MigrationError(f"cannot read migration {label}: {error}") from error
    conn.execute("BEGIN IMMEDIATE")
    try:
        # Read again inside the write lock: another process may have migrated in the meantime.
        current = schema_version(conn)
        if current >= migration.version:
            conn.execute("ROLLBACK")
            return
        if current != migration.version - 1:
            raise MigrationError(f"{where} is at version {current}, cannot apply {label}")
        for statement in statements:
            conn.execute(statement)
            if not conn.in_transaction:
                raise MigrationError(f"{label} ends the transaction itself: remove its BEGIN/COMMIT statements")
        violations = conn.execute("PRAGMA foreign_key_check").fetchall()
        if violations:
            raise MigrationError(
                f"{label} leaves {len(violations)} foreign key violation(s), e.g. {tuple(violations[0])}; "
                f"{where} is left at version {migration.version - 1}"
            )
        conn.execute(f"PRAGMA user_version = {migration.version:d}")
        conn.execute("COMMIT")
    except BaseException as error:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        if isinstance(error, sqlite3.Error):
            raise MigrationError(
                f"migration {label} failed ({error}); {where} is left at version {migration.version - 1}"
            ) from error
        raise


def migrate(
    path: str | Path,
    *,
    migrations_dir: Path | None = None,
    target: int | None = None,
    busy_timeout_ms: int = 5000,
) -> MigrationResult:
    """Open (creating if needed) the database file at `path` and apply the pending migrations."""
    migrations = load_migrations(migrations_dir)
    conn = sqlite3.connect(path, isolation_level=None, timeout=busy_timeout_ms / 1000)
    try:
        return apply_migrations(conn, migrations, target=target, where=str(path))
    finally:
        conn.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.store.migrate", description=__doc__.splitlines()[0])
    parser.add_argument("path", help="the SQLite database file")
    parser.add_argument("--check", action="store_true", help="only print the database's and the code's versions")
    args = parser.parse_args(argv)
    try:
        migrations = load_migrations()
        if args.check:
            conn = sqlite3.connect(Path(args.path).resolve().as_uri() + "?mode=ro", uri=True)
            try:
                current = schema_version(conn)
            finally:
                conn.close()
            print(f"{args.path}: schema version {current}, this bot's newest is {head_version(migrations)}")
            return 0 if current == head_version(migrations) else 1
        result = migrate(args.path)
    except MigrationError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    except sqlite3.Error as error:
        print(f"error: {args.path}: {error}", file=sys.stderr)
        return 1
    print(f"{args.path}: schema version {result.before} -> {result.after}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
