"""Migrations: from an empty database and from every earlier version to the newest, and the refusals."""

from __future__ import annotations

import json
import shutil
import sqlite3
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path

import pytest

from bot.store import Store
from bot.store.migrate import (
    DatabaseTooNew,
    MigrationError,
    apply_migrations,
    find_migrations_dir,
    head_version,
    load_migrations,
    main,
    migrate,
    schema_version,
)
from bot.store.postgres import POSTGRES_ONLY_TABLES, postgres_migrations
from tests.postgres import fresh_database

MIGRATIONS = load_migrations()
HEAD = head_version(MIGRATIONS)
TABLES = {
    "games",
    "seats",
    "snapshots",
    "orders",
    "done",
    "actions",
    "events",
    "deadlines",
    "outbox",
    "audit",
    "meta",
    "trade_offers",
    "threads",
    "dm_channels",
}


def schema(path: Path) -> list[tuple[str, str, str]]:
    """Every table, index and trigger with its SQL, sorted: two databases with equal schemas give equal lists."""
    with closing(sqlite3.connect(path)) as conn:
        rows = conn.execute(
            "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name"
        ).fetchall()
    return [(t, n, s or "") for t, n, s in rows]


def version_of(path: Path) -> int:
    with closing(sqlite3.connect(path)) as conn:
        return schema_version(conn)


@pytest.fixture(scope="module")
def head_schema(tmp_path_factory: pytest.TempPathFactory) -> list[tuple[str, str, str]]:
    path = tmp_path_factory.mktemp("head") / "head.sqlite3"
    migrate(path)
    return schema(path)


@pytest.fixture
def own_migrations(tmp_path: Path) -> Iterator[Path]:
    """A copy of the real migrations folder that a test may add files to."""
    folder = tmp_path / "migrations"
    shutil.copytree(find_migrations_dir(), folder)
    yield folder


def test_the_real_folder_is_found_and_numbered() -> None:
    folder = find_migrations_dir()
    assert (folder / "0001_initial.sql").is_file()
    assert [m.version for m in MIGRATIONS] == list(range(1, HEAD + 1))
    assert HEAD >= 1


def test_empty_database_to_head(tmp_path: Path, head_schema: list[tuple[str, str, str]]) -> None:
    path = tmp_path / "new.sqlite3"
    result = migrate(path)
    assert (result.before, result.after, result.applied) == (0, HEAD, HEAD)
    assert version_of(path) == HEAD
    assert {name for kind, name, _ in schema(path) if kind == "table"} >= TABLES
    assert schema(path) == head_schema


@pytest.mark.parametrize("start", range(HEAD))
def test_every_earlier_version_upgrades_to_head(
    tmp_path: Path, start: int, head_schema: list[tuple[str, str, str]]
) -> None:
    path = tmp_path / f"from_{start}.sqlite3"
    assert migrate(path, target=start).after == start
    assert version_of(path) == start
    result = migrate(path)
    assert (result.before, result.after) == (start, HEAD)
    assert schema(path) == head_schema


def test_migrating_again_changes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    migrate(path)
    before = schema(path)
    result = migrate(path)
    assert (result.before, result.after, result.applied) == (HEAD, HEAD, 0)
    assert schema(path) == before


def test_a_database_newer_than_the_code_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "future.sqlite3"
    with closing(sqlite3.connect(path)) as conn:
        conn.execute(f"PRAGMA user_version = {HEAD + 1}")
    with pytest.raises(DatabaseTooNew) as caught:
        migrate(path)
    message = str(caught.value)
    assert "\n" not in message
    assert f"schema version {HEAD + 1}" in message and "newer version of the bot" in message
    assert version_of(path) == HEAD + 1
    assert schema(path) == []


async def test_store_open_refuses_a_database_that_is_too_new(tmp_path: Path) -> None:
    path = tmp_path / "future.sqlite3"
    with closing(sqlite3.connect(path)) as conn:
        conn.execute(f"PRAGMA user_version = {HEAD + 7}")
    with pytest.raises(DatabaseTooNew):
        await Store.open(path)


def test_a_failing_migration_leaves_the_previous_version(tmp_path: Path, own_migrations: Path) -> None:
    (own_migrations / f"{HEAD + 1:04d}_broken.sql").write_text(
        "CREATE TABLE half_done (x INTEGER);\nINSERT INTO no_such_table VALUES (1);\n"
    )
    path = tmp_path / "db.sqlite3"
    with pytest.raises(MigrationError) as caught:
        migrate(path, migrations_dir=own_migrations)
    assert f"left at version {HEAD}" in str(caught.value)
    assert version_of(path) == HEAD
    assert "half_done" not in {name for _, name, _ in schema(path)}


def test_a_migration_that_breaks_foreign_keys_is_rolled_back(tmp_path: Path, own_migrations: Path) -> None:
    (own_migrations / f"{HEAD + 1:04d}_orphan.sql").write_text(
        "INSERT INTO seats (game_id, seat, user_id, family, joined_at) VALUES (999, 0, 1, 'Orphan', 0);\n"
    )
    path = tmp_path / "db.sqlite3"
    with pytest.raises(MigrationError, match="foreign key"):
        migrate(path, migrations_dir=own_migrations)
    assert version_of(path) == HEAD
    with closing(sqlite3.connect(path)) as conn:
        assert conn.execute("SELECT COUNT(*) FROM seats").fetchone()[0] == 0


def test_a_migration_may_not_commit_by_itself(tmp_path: Path, own_migrations: Path) -> None:
    (own_migrations / f"{HEAD + 1:04d}_commits.sql").write_text("CREATE TABLE t (x);\nCOMMIT;\n")
    with pytest.raises(MigrationError):
        migrate(tmp_path / "db.sqlite3", migrations_dir=own_migrations)


def test_statements_are_split_the_way_sqlite_reads_them(tmp_path: Path, own_migrations: Path) -> None:
    (own_migrations / f"{HEAD + 1:04d}_trigger.sql").write_text(
        """-- a trigger body holds semicolons, and so may a string
CREATE TABLE notes (body TEXT NOT NULL); CREATE TABLE note_log (body TEXT NOT NULL);
CREATE TRIGGER notes_logged AFTER INSERT ON notes BEGIN
    INSERT INTO note_log (body) VALUES (new.body || ';logged');
END;
INSERT INTO notes (body) VALUES ('a;b')
"""
    )
    path = tmp_path / "db.sqlite3"
    assert migrate(path, migrations_dir=own_migrations).after == HEAD + 1
    with closing(sqlite3.connect(path)) as conn:
        assert conn.execute("SELECT body FROM note_log").fetchall() == [("a;b;logged",)]


def test_foreign_key_enforcement_is_restored_after_migrating(tmp_path: Path) -> None:
    with closing(sqlite3.connect(tmp_path / "db.sqlite3", isolation_level=None)) as conn:
        conn.execute("PRAGMA foreign_keys = ON")
        apply_migrations(conn, MIGRATIONS)
        assert conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1


@pytest.mark.parametrize(
    ("names", "complaint"),
    [
        (["0001_a.sql", "0003_c.sql"], "missing 0002"),
        (["0002_b.sql"], "missing 0001"),
        (["0001_a.sql", "2_b.sql"], "NNNN_name.sql"),
        (["0001_a.sql", "0001_b.sql"], "also exists"),
        ([], "no migration files"),
    ],
)
def test_badly_numbered_folders_are_refused(tmp_path: Path, names: list[str], complaint: str) -> None:
    for name in names:
        (tmp_path / name).write_text("SELECT 1;\n")
    with pytest.raises(MigrationError, match=complaint):
        load_migrations(tmp_path)


def test_the_command_line_migrates_and_checks(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "cli.sqlite3"
    assert main([str(path)]) == 0
    assert f"0 -> {HEAD}" in capsys.readouterr().out
    assert main([str(path), "--check"]) == 0
    assert main([str(tmp_path / "missing.sqlite3"), "--check"]) == 1
    assert not (tmp_path / "missing.sqlite3").exists()


def test_offers_threads_and_pending_rows_of_version_2_upgrade(tmp_path: Path) -> None:
    """Migration 0003: trade offers and budget threads kept in `meta` move to their tables, pending outbox rows of
    the old shapes become map posts and trade offers, and a stored order ticks its game's input clock by itself."""
    path = tmp_path / "v2.sqlite3"
    with closing(sqlite3.connect(path, isolation_level=None)) as conn:
        apply_migrations(conn, MIGRATIONS, target=2)
        conn.execute(
            "INSERT INTO games (id, guild_id, channel_id, name, status, seed, created_at) "
            "VALUES (7, 1, 2, 'R', 'running', 's', 0)"
        )
        offer = {
            "id": "ab12",
            "game_id": 7,
            "offerer": 0,
            "to": 3,
            "give_cash": 5,
            "give_cards": [12],
            "get_cash": 0,
            "get_cards": [],
            "status": "open",
            "turn": 2,
        }
        conn.execute("INSERT INTO meta (key, value) VALUES ('trade:ab12', ?)", (json.dumps(offer),))
        conn.execute("INSERT INTO meta (key, value) VALUES ('thread:7:2', '123456789012345678')")
        conn.execute("INSERT INTO meta (key, value) VALUES ('other', 'kept')")
        for kind, payload in [
            ("channel", {"text": "The city now:", "topic": "map", "map_phase": 9}),
            ("dm", {"text": "An offer", "topic": "trade", "game": "R", "trade_offer": "ab12"}),
            ("dm", {"text": "hi", "topic": "digest", "game": "R"}),
        ]:
            conn.execute(
                "INSERT INTO outbox (game_id, phase_seq, kind, target, payload, created_at, next_attempt_at) "
                "VALUES (7, 9, ?, 5, ?, 0, 0)",
                (kind, json.dumps(payload)),
            )
        apply_migrations(conn, MIGRATIONS)
        assert conn.execute("SELECT key FROM meta").fetchall() == [("other",)]
        assert conn.execute(
            "SELECT id, game_id, offerer, to_seat, give_cash, give_cards, get_cash, get_cards, status, turn "
            "FROM trade_offers"
        ).fetchall() == [("ab12", 7, 0, 3, 5, "[12]", 0, "[]", "open", 2)]
        assert conn.execute("SELECT game_id, thread_key, thread_id FROM threads").fetchall() == [
            (7, "budget:2", 123456789012345678)
        ]  # 0003 moved it to budget_threads, 0007 to the threads a game keeps by key
        rows = conn.execute("SELECT kind, payload FROM outbox ORDER BY id").fetchall()
        assert [(k, json.loads(p)) for k, p in rows] == [
            ("map", {"phase_seq": 9, "text": "The city now:", "topic": "map"}),
            ("trade", {"text": "An offer", "offer_id": "ab12", "game": "R", "topic": "trade"}),
            ("dm", {"text": "hi", "topic": "digest", "game": "R"}),
        ]
        conn.execute(
            "INSERT INTO orders (game_id, phase_seq, seat, kind_key, payload, time, submitted_at) "
            "SELECT 7, 0, 0, 'k', '{}', input_clock + 1, 0 FROM games WHERE id = 7"
        )
        assert conn.execute("SELECT input_clock FROM games WHERE id = 7").fetchone() == (1,)


def test_games_of_version_6_are_junta_games_with_their_threads_and_computers(tmp_path: Path) -> None:
    """Migration 0007 (issue 24): every game made before it is a Junta game; its budget debate threads are the
    threads it keeps by key ('budget:<turn>'), a pending thread post names its thread by that key, and a computer
    seat may carry any game's personality (the CHECK that listed Junta's three is gone)."""
    path = tmp_path / "v6.sqlite3"
    with closing(sqlite3.connect(path, isolation_level=None)) as conn:
        apply_migrations(conn, MIGRATIONS, target=6)
        conn.execute(
            "INSERT INTO games (id, guild_id, channel_id, name, status, seed, created_at) "
            "VALUES (7, 1, 2, 'R', 'running', 's', 0)"
        )
        conn.execute(
            "INSERT INTO seats (game_id, seat, user_id, family, joined_at, computer) "
            "VALUES (7, 0, -1, 'A', 0, 'banker')"
        )
        conn.execute("INSERT INTO budget_threads (game_id, turn, thread_id) VALUES (7, 3, 99)")
        thread = {"text": "debate", "turn": 3, "name": "R · turn 3 budget", "open": True, "topic": "budget_debate"}
        conn.execute(
            "INSERT INTO outbox (game_id, phase_seq, kind, target, payload, created_at, next_attempt_at) "
            "VALUES (7, 9, 'thread', 2, ?, 0, 0)",
            (json.dumps(thread),),
        )
        apply_migrations(conn, MIGRATIONS)
        assert conn.execute("SELECT kind FROM games WHERE id = 7").fetchone() == ("junta",)
        assert conn.execute("SELECT game_id, thread_key, thread_id FROM threads").fetchall() == [(7, "budget:3", 99)]
        (payload,) = conn.execute("SELECT payload FROM outbox").fetchone()
        assert json.loads(payload) == {**thread, "key": "budget:3"}
        assert conn.execute("SELECT family, computer FROM seats").fetchall() == [("A", "banker")]
        conn.execute(
            "INSERT INTO seats (game_id, seat, user_id, family, joined_at, computer) VALUES (7, 1, -2, 'B', 0, 'coup')"
        )
        with pytest.raises(sqlite3.IntegrityError):  # the indexes came back with the table
            conn.execute("INSERT INTO seats (game_id, seat, user_id, family, joined_at) VALUES (7, 1, 5, 'C', 0)")


def test_nomicoup_tables_of_version_8_are_games_of_kind_coup(tmp_path: Path) -> None:
    """Migration 0009 (issue 24): each Nomicoup table kept in `coup_tables` becomes a game of kind 'coup' in the
    shared `games` (forming, running, or finished when over), its step's state a snapshot, its answers and events
    kept, its step's deadline in its settings; `coup_tables` is gone. A table in a channel where another game is not
    finished is kept as finished (one live game per channel)."""
    from rules.coup import Mode, new_game
    from rules.coup.codec import SCHEMA_VERSION, dump_state

    got = new_game(("a", "b"), "s", Mode.CONTINUOUS, 3)
    assert not isinstance(got, tuple), got
    state = got.state
    text = dump_state(state)
    path = tmp_path / "v8.sqlite3"
    with closing(sqlite3.connect(path, isolation_level=None)) as conn:
        apply_migrations(conn, MIGRATIONS, target=8)
        conn.execute(
            "INSERT INTO games (id, guild_id, channel_id, name, status, seed, created_at) "
            "VALUES (7, 1, 40, 'R', 'running', 's', 0)"
        )
        insert = (
            "INSERT INTO coup_tables (channel_id, guild_id, settings, state, received, events, due_ms, over, "
            "updated_at) VALUES (?, 1, ?, ?, ?, ?, ?, ?, 5)"
        )
        conn.execute(insert, (10, '{"creator": 1, "seed": "x"}', None, "[]", "[]", 0, 0))
        conn.execute(insert, (20, '{"creator": 2, "seed": "y"}', text, '{"r": 1}', '{"e": 2}', 1_000_123, 0))
        conn.execute(insert, (30, '{"creator": 3}', text, "[]", "[]", 0, 1))
        conn.execute(insert, (40, '{"creator": 4}', None, "[]", "[]", 0, 0))
        apply_migrations(conn, MIGRATIONS)
        rows = conn.execute(
            "SELECT channel_id, status, seed, phase_seq, json_extract(settings, '$.due_ms') FROM games "
            "WHERE kind = 'coup' ORDER BY channel_id"
        ).fetchall()
        assert rows == [
            (10, "forming", "x", 0, 0),
            (20, "running", "y", state.seq, 1_000_123),
            (30, "finished", "", state.seq, 0),
            (40, "finished", "", 0, 0),
        ]
        assert conn.execute("SELECT kind, status FROM games WHERE id = 7").fetchone() == ("junta", "running")
        assert not conn.execute("SELECT name FROM sqlite_master WHERE name = 'coup_tables'").fetchall()
        (game_id,) = conn.execute("SELECT id FROM games WHERE channel_id = 20").fetchone()
        assert conn.execute("SELECT schema_version, state FROM snapshots WHERE game_id = ?", (game_id,)).fetchall() == [
            (SCHEMA_VERSION, text)
        ]
        assert conn.execute("SELECT payload FROM actions WHERE game_id = ?", (game_id,)).fetchall() == [('{"r": 1}',)]
        assert conn.execute("SELECT payload FROM events WHERE game_id = ?", (game_id,)).fetchall() == [('{"e": 2}',)]


async def test_nomicoup_tables_of_version_8_are_games_of_kind_coup_on_postgresql() -> None:
    """Migration 0009 on PostgreSQL (migrations/postgresql/0009_coup_games.sql) keeps what SQLite's does: each table
    a game of kind 'coup' with its step's snapshot, answers, events and deadline; `coup_tables` is gone; the store
    reads the tables back as they were kept."""
    import asyncpg

    from bot.store.postgres import migrate_postgres
    from rules.coup import Mode, new_game
    from rules.coup.codec import SCHEMA_VERSION, dump_state

    got = new_game(("a", "b"), "s", Mode.CONTINUOUS, 3)
    assert not isinstance(got, tuple), got
    text = dump_state(got.state)
    migrations = postgres_migrations()
    async with fresh_database() as url:
        con = await asyncpg.connect(url)
        try:
            await migrate_postgres(con, tuple(m for m in migrations if m.version <= 8), where="test")
            await con.execute(
                "INSERT INTO games (guild_id, channel_id, name, status, seed, created_at) "
                "VALUES (1, 40, 'R', 'running', 's', 0)"
            )
            insert = (
                "INSERT INTO coup_tables (channel_id, guild_id, settings, state, received, events, due_ms, over, "
                "updated_at) VALUES ($1, 1, $2, $3, $4, $5, $6, $7, 5)"
            )
            await con.execute(insert, 10, '{"creator": 1, "seed": "x"}', None, "[]", "[]", 0, 0)
            await con.execute(insert, 20, '{"creator": 2, "seed": "y"}', text, '{"r": 1}', '{"e": 2}', 1_000_123, 0)
            await con.execute(insert, 30, '{"creator": 3}', text, "[]", "[]", 0, 1)
            await con.execute(insert, 40, '{"creator": 4}', None, "[]", "[]", 0, 0)
            await migrate_postgres(con, migrations, where="test")
            rows = await con.fetch(
                "SELECT channel_id, status, seed, phase_seq, (settings::jsonb ->> 'due_ms')::bigint FROM games "
                "WHERE kind = 'coup' ORDER BY channel_id"
            )
            assert [tuple(r) for r in rows] == [
                (10, "forming", "x", 0, 0),
                (20, "running", "y", got.state.seq, 1_000_123),
                (30, "finished", "", got.state.seq, 0),
                (40, "finished", "", 0, 0),
            ]
            assert await con.fetchval("SELECT to_regclass('coup_tables')") is None
        finally:
            await con.close()
        async with await Store.open(url) as store, store.read() as rx:
            tables = await rx.kept_games("coup")
        assert [(t.channel_id, t.state, t.received, t.events, t.due_ms, t.schema_version) for t in tables] == [
            (10, None, "[]", "[]", 0, 0),
            (20, text, '{"r": 1}', '{"e": 2}', 1_000_123, SCHEMA_VERSION),
        ]


def test_postgresql_has_a_migration_for_each_of_sqlite() -> None:
    """migrations/postgresql/ holds the same versions, under the same names, as migrations/: a version is one schema
    on both databases (the copy tool moves a database between them)."""
    sqlite = [(m.version, m.name) for m in load_migrations()]
    assert [(m.version, m.name) for m in postgres_migrations()] == sqlite


async def test_both_databases_have_the_same_tables_and_columns(tmp_path: Path) -> None:
    async with fresh_database() as url, await Store.open(url) as pg, await Store.open(tmp_path / "j.sqlite3") as lite:
        async with pg.read() as rx:
            rows = await rx._all(
                "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema()"
            )
            pg_columns = {(str(r[0]), str(r[1])) for r in rows if r[0] != "schema_version"}
        async with lite.read() as rx:
            tables = [str(r[0]) for r in await rx._all("SELECT name FROM sqlite_master WHERE type = 'table'")]
            lite_columns = {
                (table, str(r[1]))
                for table in tables
                if not table.startswith("sqlite_")
                for r in await rx._all(f"PRAGMA table_info({table})")
            }
    pg_only = {c for c in pg_columns - lite_columns if c[0] in POSTGRES_ONLY_TABLES}
    assert pg_columns - pg_only == lite_columns
