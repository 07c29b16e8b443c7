"""The store's conformance suite: round trips for every table, transactions, the guarded updates, the outbox's order
and backoff, on both databases (`store` is a SQLite file and a PostgreSQL database in turn; a PostgreSQL run is
skipped when no server answers, unless JUNTA_POSTGRES_REQUIRED is set). What only SQLite has (a file, WAL, the reader
connection) is tested on SQLite alone."""

from __future__ import annotations

import asyncio
import json
import sqlite3
import threading
import time
from collections.abc import AsyncIterator
from contextlib import closing
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from bot.store import (
    ConflictError,
    EventRow,
    GameRow,
    GameStatus,
    KeptGameRow,
    NewEvent,
    News,
    ReadTx,
    Store,
    StoreError,
    Tx,
    UserLocaleRow,
    Visibility,
    background,
)
from bot.store.sqlite import SqliteStore
from tests.bot.conftest import BACKENDS, T0, backend_store


@pytest.fixture(params=BACKENDS)
async def store(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Store]:
    async with backend_store(request.param, tmp_path) as opened:
        yield opened


@pytest.fixture
async def sqlite_store(tmp_path: Path) -> AsyncIterator[SqliteStore]:
    async with await Store.open(tmp_path / "junta.sqlite3") as opened:
        assert isinstance(opened, SqliteStore)
        yield opened


async def new_game(
    tx: Tx, channel_id: int = 500, *, status: GameStatus = GameStatus.RUNNING, guild_id: int = 1
) -> GameRow:
    return await tx.create_game(
        kind="junta",
        guild_id=guild_id,
        channel_id=channel_id,
        name=f"game in {channel_id}",
        settings='{"deadline_time": "22:00"}',
        seed="5f3a6688c8bf5f54",
        now=T0,
        status=status,
    )


# --- opening, pragmas, transactions -------------------------------------------------------------------------------
async def test_open_creates_the_file_in_wal_mode_and_enforces_foreign_keys(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "dir" / "junta.sqlite3"
    async with await Store.open(path) as store:
        assert path.is_file()
        with closing(sqlite3.connect(path)) as other:
            assert other.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        async with store.transaction() as tx:
            with pytest.raises(ConflictError, match=r"(?i)FOREIGN KEY"):
                await tx.add_seat(12345, user_id=1, family="Nobody", now=T0)


async def test_open_needs_a_file() -> None:
    with pytest.raises(StoreError):
        await Store.open(":memory:")


async def test_data_survives_closing_and_opening_again(tmp_path: Path) -> None:
    path = tmp_path / "junta.sqlite3"
    async with await Store.open(path) as store, store.transaction() as tx:
        game = await new_game(tx)
    async with await Store.open(path) as store, store.read() as rx:
        assert await rx.get_game(game.id) == game


async def test_a_failing_block_rolls_everything_back(store: Store) -> None:
    with pytest.raises(ZeroDivisionError):
        async with store.transaction() as tx:
            game = await new_game(tx)
            await tx.put_snapshot(game.id, 0, schema_version=1, state="{}", now=T0)
            _ = 1 / 0
    async with store.read() as rx:
        assert await rx.list_games() == []
        assert await rx.latest_snapshot(game.id) is None


async def test_a_crash_in_the_middle_of_a_resolution_leaves_the_phase_to_resolve_again(tmp_path: Path) -> None:
    path = tmp_path / "junta.sqlite3"
    async with await Store.open(path) as store, store.transaction() as tx:
        game = await new_game(tx)
        await tx.put_snapshot(game.id, 0, schema_version=1, state='{"turn": 0}', now=T0)
        await tx.put_order(game.id, 0, 0, "budget", '{"x": 1}', now=T0 + 1)

    async def resolve(store: Store, crash: bool) -> bool:
        async with store.transaction() as tx:
            if not await tx.advance_phase(game.id, 0, 1):
                return False
            await tx.append_events(game.id, 0, [NewEvent(Visibility.PUBLIC, '{"code": "x"}')], now=T0 + 2)
            await tx.put_snapshot(game.id, 1, schema_version=1, state='{"turn": 1}', now=T0 + 2)
            if crash:
                raise RuntimeError("the process died here")
            await enqueue(tx, game_id=game.id, phase_seq=0, kind="channel_post", target=500, payload="{}", now=T0 + 2)
        return True

    async with await Store.open(path) as store:
        with pytest.raises(RuntimeError):
            await resolve(store, crash=True)
    async with await Store.open(path) as store:
        async with store.read() as rx:
            assert (await rx.get_game(game.id) or game).phase_seq == 0
            assert await rx.list_events(game.id) == []
            assert await rx.snapshot_phases(game.id) == [0]
            assert [o.kind_key for o in await rx.orders_for_phase(game.id, 0)] == ["budget"]
        assert await resolve(store, crash=False) is True
        assert await resolve(store, crash=False) is False  # resolving the same phase twice does nothing
        async with store.read() as rx:
            assert await rx.snapshot_phases(game.id) == [0, 1]
            assert len(await rx.list_events(game.id, 0)) == 1
            assert len(await rx.pending_outbox(game.id)) == 1


async def test_a_cancelled_transaction_rolls_back_and_the_store_goes_on(store: Store) -> None:
    started = asyncio.Event()

    async def slow() -> None:
        async with store.transaction() as tx:
            await new_game(tx)
            started.set()
            await asyncio.sleep(10)

    task = asyncio.create_task(slow())
    await started.wait()
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    async with store.transaction() as tx:
        assert await tx.list_games() == []
        await new_game(tx)
    async with store.read() as rx:
        assert len(await rx.list_games()) == 1


async def test_a_transaction_object_is_dead_after_its_block(store: Store) -> None:
    async with store.transaction() as tx:
        game = await new_game(tx)
    with pytest.raises(RuntimeError, match="ended"):
        await tx.get_game(game.id)


async def test_a_nested_transaction_is_an_error_not_a_deadlock(store: Store) -> None:
    async with store.transaction() as tx:
        await new_game(tx)
        with pytest.raises(RuntimeError, match="already open"):
            async with store.transaction():
                pass
    async with store.read() as rx:
        assert len(await rx.list_games()) == 1


async def test_transactions_from_many_tasks_run_one_at_a_time(store: Store) -> None:
    async with store.transaction() as tx:
        game = await new_game(tx)

    async def submit(seat: int) -> int:
        async with store.transaction() as tx:
            order = await tx.put_order(game.id, 0, seat, "vote", '{"v": 1}', now=T0)
            await asyncio.sleep(0)
            assert order is not None
            return order.time

    times = await asyncio.gather(*(submit(seat) for seat in range(20)))
    assert sorted(times) == list(range(1, 21))


async def test_read_gives_only_queries(store: Store) -> None:
    async with store.read() as rx:
        assert type(rx) is ReadTx and not isinstance(rx, Tx)
        assert not hasattr(rx, "put_order")


async def test_a_read_inside_a_transaction_is_an_error_too(store: Store) -> None:
    """A read opened inside a write of the same task would not see the write's own changes: refused."""
    async with store.transaction() as tx:
        await new_game(tx)
        with pytest.raises(RuntimeError, match="already open"):
            async with store.read():
                pass


async def test_a_read_does_not_wait_for_a_write_under_way(store: Store) -> None:
    """Reads have their own connection: while a write is open (here, held open on purpose), a read completes
    and sees the last committed state; once the write commits, the next read sees it."""
    async with store.transaction() as tx:
        await new_game(tx, channel_id=1)
    holding = asyncio.Event()
    release = asyncio.Event()

    async def slow_write() -> None:
        async with store.transaction() as tx:
            await new_game(tx, channel_id=2)
            holding.set()
            await release.wait()

    writer = asyncio.create_task(slow_write())
    await holding.wait()
    async with asyncio.timeout(5):
        async with store.read() as rx:
            assert [g.channel_id for g in await rx.list_games()] == [1]
    release.set()
    await writer
    async with store.read() as rx:
        assert sorted(g.channel_id for g in await rx.list_games()) == [1, 2]


async def test_the_reading_connection_cannot_write(store: Store) -> None:
    """A read cannot write: SQLite's reader is query_only, PostgreSQL's read is a READ ONLY transaction."""
    async with store.transaction() as tx:
        await new_game(tx)
    with pytest.raises(Exception, match=r"(?i)readonly|read-only"):
        async with store.read() as rx:
            await rx._all("DELETE FROM games")


async def test_a_transaction_waits_for_another_process_holding_the_lock(sqlite_store: SqliteStore) -> None:
    store = sqlite_store
    other = sqlite3.connect(store.path, isolation_level=None, check_same_thread=False)
    other.execute("BEGIN IMMEDIATE")
    timer = threading.Timer(0.3, lambda: other.execute("COMMIT"))
    timer.start()
    started = time.monotonic()
    try:
        async with store.transaction() as tx:
            await new_game(tx)
    finally:
        timer.join()
        other.close()
    assert time.monotonic() - started >= 0.2


# --- games ---------------------------------------------------------------------------------------------------------
async def test_games_round_trip_and_lookups(store: Store) -> None:
    async with store.transaction() as tx:
        forming = await new_game(tx, 500, status=GameStatus.FORMING)
        running = await new_game(tx, 501, guild_id=2)
        assert forming.status is GameStatus.FORMING and forming.phase_seq == 0
        assert await tx.get_game(forming.id) == forming
        assert await tx.get_game(9999) is None
        assert await tx.game_by_channel(501) == running
        assert await tx.game_by_channel(502) is None
        assert await tx.list_games() == [forming, running]
        assert await tx.list_games(statuses=[GameStatus.RUNNING]) == [running]
        assert await tx.list_games(statuses=[]) == []
        assert await tx.list_games(guild_id=1) == [forming]
        assert await tx.set_settings(forming.id, '{"phase_minutes": 5}')
        assert (await tx.get_game(forming.id) or forming).settings == '{"phase_minutes": 5}'


async def test_a_game_speaks_its_language(store: Store) -> None:
    """Issue 23: the game channel speaks the game's language, chosen at /junta create (English by default)."""
    async with store.transaction() as tx:
        english = await new_game(tx, 500)
        german = await tx.create_game(
            kind="junta", guild_id=1, channel_id=501, name="Republik", settings="{}", seed="00", now=T0, language="de"
        )
        assert english.language == "en" and german.language == "de"
        assert await tx.get_game(german.id) == german
        assert await tx.set_language(english.id, "de")
    async with store.read() as rx:
        assert (await rx.get_game(english.id) or english).language == "de"
        assert [g.language for g in await rx.list_games()] == ["de", "de"]


async def test_a_game_is_of_its_kind_and_keeps_its_threads_by_key(store: Store) -> None:
    """Issue 24: a game names the game it is (Junta by default), and keeps its threads by keys of its own (Junta's
    budget debate of turn 3 is 'budget:3'); a thread opened again under its key replaces the one that was gone."""
    async with store.transaction() as tx:
        junta = await new_game(tx, 500)
        other = await tx.create_game(
            guild_id=1, channel_id=501, name="Court", settings="{}", seed="00", now=T0, kind="coup"
        )
        assert junta.kind == "junta" and other.kind == "coup"
        assert await tx.get_game(other.id) == other
        await tx.set_thread(junta.id, "budget:3", 111)
        await tx.set_thread(other.id, "budget:3", 222)
    async with store.transaction() as tx:
        assert await tx.thread(junta.id, "budget:3") == 111
        assert await tx.thread(junta.id, "budget:4") is None
        await tx.set_thread(junta.id, "budget:3", 333)
    async with store.read() as rx:
        assert await rx.thread(junta.id, "budget:3") == 333
        assert await rx.thread(other.id, "budget:3") == 222
        assert [g.kind for g in await rx.list_games()] == ["junta", "coup"]


async def test_each_user_has_the_locale_he_was_seen_with_or_chose(store: Store) -> None:
    """Issue 23: a player's language is his Discord client's at his latest interaction, or the one he chose."""
    async with store.transaction() as tx:
        assert await tx.user_locales([10, 11]) == {}
        await tx.remember_locale(10, "de", now=T0)
        await tx.remember_locale(11, "en-US", now=T0)
        await tx.remember_locale(11, "en-GB", now=T0 + 1)
        await tx.choose_locale(12, "de", now=T0)
    async with store.read() as rx:
        got = await rx.user_locales([10, 11, 12, 13])
        assert got == {
            10: UserLocaleRow(10, "de", None),
            11: UserLocaleRow(11, "en-GB", None),
            12: UserLocaleRow(12, None, "de"),
        }
        assert await rx.user_locales([]) == {}
    async with store.transaction() as tx:
        await tx.choose_locale(10, "en", now=T0 + 2)
        await tx.remember_locale(12, "fr", now=T0 + 2)
        await tx.choose_locale(12, None, now=T0 + 2)
    async with store.read() as rx:
        assert await rx.user_locales([10, 12]) == {10: UserLocaleRow(10, "de", "en"), 12: UserLocaleRow(12, "fr", None)}


async def test_a_nomicoup_table_is_a_game_of_kind_coup_kept_whole_at_each_step(store: Store) -> None:
    """Issue 24: a Nomicoup table is a game of kind 'coup' in the shared `games` (one game under way per channel,
    whatever its kind): its settings with its step's deadline, the state of each step (a snapshot per step), the
    answers received in the step that waits and its events, replaced as it moves on; the running ones are what the bot
    resumes after a restart; a Junta read never sees it. The store names no game: the table's kind and name are the
    row's (`KeptGameRow`)."""

    def table(*args: Any, **kw: Any) -> KeptGameRow:
        return replace(KeptGameRow("coup", *args, **kw), name="Nomicoup")

    forming = table(7, 1, '{"creator": 1}', None, "[]", "[]", 0)
    ended = table(8, 1, "{}", '{"s": 8}', "[]", "[]", 5, over=True, phase_seq=3, schema_version=1)
    running = table(9, 2, '{"language": "de"}', '{"s": 9}', "[]", "[]", 0, phase_seq=1, schema_version=1)
    async with store.transaction() as tx:
        g7 = await tx.put_kept_game(forming, now=T0)
        g8 = await tx.put_kept_game(ended, now=T0)
        g9 = await tx.put_kept_game(running, now=T0)
        g10 = await tx.put_kept_game(table(10, 2, "{}", None, "[]", "[]", 0), now=T0)
    async with store.read() as rx:
        assert await rx.kept_games("coup") == [
            replace(forming, game_id=g7),
            replace(running, game_id=g9),
            table(10, 2, "{}", None, "[]", "[]", 0, game_id=g10),
        ]
        assert [t.channel_id for t in await rx.kept_games("coup", running=False)] == [7, 8, 9, 10]
        game = await rx.game_by_channel(9)
        assert game is not None and (game.id, game.kind, game.status) == (g9, "coup", GameStatus.RUNNING)
        assert game.language == "de"  # the table's language, kept with its settings
        assert await rx.game_by_channel(8) is None  # over: finished
        assert await rx.game_by_channel(9, kind="junta") is None
        assert await rx.latest_game_by_channel(8, kind="junta") is None
        assert await rx.get_game(g9, kind="junta") is None
        assert [g.id for g in await rx.list_games(kind="coup")] == [g7, g8, g9, g10]
        assert await rx.list_games(kind="junta") == []
    playing = table(
        7, 1, '{"creator": 1}', '{"s": 7}', '["r"]', '["e"]', 1_700_000_030_000, phase_seq=2, schema_version=1
    )
    async with store.transaction() as tx:
        assert await tx.put_kept_game(replace(playing, game_id=g7), now=T0 + 1) == g7
        assert await tx.put_kept_game(replace(playing, state='{"s": 77}', phase_seq=3), now=T0 + 2) == g7
    async with store.read() as rx:
        assert await rx.kept_games("coup") == [
            replace(playing, state='{"s": 77}', phase_seq=3, game_id=g7),
            replace(running, game_id=g9),
            table(10, 2, "{}", None, "[]", "[]", 0, game_id=g10),
        ]
        assert await rx.kept_games("junta") == []  # of its kind only
        assert await rx.snapshot_phases(g7) == [2, 3]  # each step's state, the game's history
        snapshot = await rx.get_snapshot(g7, 2)
        assert snapshot is not None and snapshot.state == '{"s": 7}'
        named = await rx.get_game(g10)
        assert named is not None and (named.kind, named.name) == ("coup", "Nomicoup")


async def conflicts(store: Store, write: Any) -> None:
    """`write(tx)` raises ConflictError (a transaction that met one can only roll back: on PostgreSQL, its later
    statements would fail), and changes nothing."""
    with pytest.raises(ConflictError):
        async with store.transaction() as tx:
            await write(tx)
            await tx.get_meta("flush")  # a queued write is sent before the next query


async def test_one_live_game_per_channel(store: Store) -> None:
    async with store.transaction() as tx:
        first = await new_game(tx, 500)
    await conflicts(store, lambda tx: new_game(tx, 500))
    async with store.transaction() as tx:
        assert await tx.set_status(first.id, GameStatus.FINISHED)
        second = await new_game(tx, 500)
        assert await tx.game_by_channel(500) == second


async def test_status_changes_can_be_guarded(store: Store) -> None:
    async with store.transaction() as tx:
        game = await new_game(tx, status=GameStatus.FORMING)
        assert not await tx.set_status(game.id, GameStatus.PAUSED, expected=GameStatus.RUNNING)
        assert await tx.set_status(game.id, GameStatus.RUNNING, expected=GameStatus.FORMING)
        assert not await tx.set_status(game.id, GameStatus.RUNNING, expected=GameStatus.FORMING)
        assert (await tx.get_game(game.id) or game).status is GameStatus.RUNNING
        assert not await tx.set_status(4242, GameStatus.RUNNING)


async def test_the_phase_advances_only_from_the_expected_phase(store: Store) -> None:
    async with store.transaction() as tx:
        game = await new_game(tx)
        assert await tx.advance_phase(game.id, 0, 1)
        assert not await tx.advance_phase(game.id, 0, 1)
        assert not await tx.advance_phase(game.id, 5, 6)
        assert await tx.advance_phase(game.id, 1, 2)
        assert (await tx.get_game(game.id) or game).phase_seq == 2
        with pytest.raises(ValueError):
            await tx.advance_phase(game.id, 2, 2)


# --- seats ---------------------------------------------------------------------------------------------------------
async def test_seats_round_trip_and_uniqueness(store: Store) -> None:
    async with store.transaction() as tx:
        game = await new_game(tx, status=GameStatus.FORMING)
        a = await tx.add_seat(game.id, 100, "Alvarez", now=T0)
        b = await tx.add_seat(game.id, 101, "Batista", now=T0 + 1)
        assert (a.seat, b.seat) == (0, 1) and a.active
        assert await tx.seats(game.id) == [a, b]
        assert await tx.seat_of_user(game.id, 101) == b
    await conflicts(store, lambda tx: tx.add_seat(game.id, 100, "Again", now=T0))
    await conflicts(store, lambda tx: tx.add_seat(game.id, 102, "Taken", now=T0, seat=1))
    async with store.transaction() as tx:
        assert await tx.seats(game.id) == [a, b]
        assert await tx.remove_seat(game.id, 0, now=T0 + 2)
        assert not await tx.remove_seat(game.id, 0, now=T0 + 2)
        assert await tx.seat_of_user(game.id, 100) is None
        c = await tx.add_seat(game.id, 102, "Castro", now=T0 + 3)
        assert c.seat == 0  # the lowest free seat
        again = await tx.add_seat(game.id, 100, "Alvarez", now=T0 + 4)
        assert again.seat == 2
        history = await tx.seats(game.id, include_left=True)
        assert [(s.seat, s.user_id, s.active) for s in history] == [
            (0, 100, False),
            (0, 102, True),
            (1, 101, True),
            (2, 100, True),
        ]


async def test_replacing_a_player_keeps_the_seat_and_family(store: Store) -> None:
    async with store.transaction() as tx:
        game = await new_game(tx)
        await tx.add_seat(game.id, 100, "Alvarez", now=T0)
        await tx.add_seat(game.id, 101, "Batista", now=T0)
        new = await tx.replace_seat(game.id, 1, 200, now=T0 + 9)
        assert (new.seat, new.user_id, new.family, new.joined_at) == (1, 200, "Batista", T0 + 9)
        with pytest.raises(ConflictError):
            await tx.replace_seat(game.id, 1, 100, now=T0 + 10)  # already in seat 0
        with pytest.raises(StoreError):
            await tx.replace_seat(game.id, 7, 300, now=T0 + 10)
        assert [s.user_id for s in await tx.seats(game.id)] == [100, 200]


async def test_renumbering_closes_the_gaps(store: Store) -> None:
    async with store.transaction() as tx:
        game = await new_game(tx, status=GameStatus.FORMING)
        for user in range(5):
            await tx.add_seat(game.id, 100 + user, f"F{user}", now=T0 + user)
        await tx.remove_seat(game.id, 1, now=T0 + 9)
        await tx.remove_seat(game.id, 3, now=T0 + 9)
        seats = await tx.renumber_seats(game.id)
        assert [(s.seat, s.user_id) for s in seats] == [(0, 100), (1, 102), (2, 104)]


async def test_a_user_may_sit_in_several_games(store: Store) -> None:
    async with store.transaction() as tx:
        one = await new_game(tx, 500)
        two = await new_game(tx, 501, status=GameStatus.FORMING)
        three = await new_game(tx, 502)
        await tx.add_seat(one.id, 100, "A", now=T0)
        await tx.add_seat(two.id, 100, "B", now=T0)
        await tx.add_seat(three.id, 999, "C", now=T0)
        mine = await tx.games_of_user(100)
        assert [(g.id, s.family) for g, s in mine] == [(one.id, "A"), (two.id, "B")]
        running = await tx.games_of_user(100, statuses=[GameStatus.RUNNING])
        assert [g.id for g, _ in running] == [one.id]
        await tx.remove_seat(one.id, 0, now=T0 + 1)
        assert [g.id for g, _ in await tx.games_of_user(100)] == [two.id]


# --- snapshots -----------------------------------------------------------------------------------------------------
async def test_snapshots_round_trip(store: Store) -> None:
    async with store.transaction() as tx:
        game = await new_game(tx)
        assert await tx.latest_snapshot(game.id) is None
        await tx.put_snapshot(game.id, 0, schema_version=1, state='{"p": 0}', now=T0)
        await tx.put_snapshot(game.id, 1, schema_version=2, state='{"p": 1}', now=T0 + 5)
        s0 = await tx.get_snapshot(game.id, 0)
        s1 = await tx.latest_snapshot(game.id)
        assert s0 is not None and (s0.phase_seq, s0.schema_version, s0.state, s0.created_at) == (0, 1, '{"p": 0}', T0)
        assert s1 is not None and s1.phase_seq == 1 and s1.schema_version == 2 and s1.state == '{"p": 1}'
        assert await tx.snapshot_phases(game.id) == [0, 1]
    # A snapshot is queued and written before the transaction's next query: a conflict shows there.
    await conflicts(store, lambda tx: tx.put_snapshot(game.id, 1, schema_version=2, state="{}", now=T0))
    await conflicts(store, lambda tx: tx.put_snapshot(game.id, 2, schema_version=2, state="not json", now=T0))


# --- orders --------------------------------------------------------------------------------------------------------
async def test_the_last_order_per_key_counts(store: Store) -> None:
    async with store.transaction() as tx:
        game = await new_game(tx)
        first = await tx.put_order(game.id, 0, 0, "budget", '{"v": 1}', now=T0)
        await tx.put_order(game.id, 0, 1, "budget", '{"v": 10}', now=T0 + 1)
        await tx.put_order(game.id, 0, 0, "play:card7", '{"c": 7}', now=T0 + 2)
        revised = await tx.put_order(game.id, 0, 0, "budget", '{"v": 2}', now=T0 + 3)
        assert first is not None and revised is not None
        assert revised.time > first.time
        orders = await tx.orders_for_phase(game.id, 0)
        assert [(o.seat, o.kind_key, o.payload, o.time) for o in orders] == [
            (1, "budget", '{"v": 10}', 2),
            (0, "play:card7", '{"c": 7}', 3),
            (0, "budget", '{"v": 2}', 4),
        ]
        assert [o.kind_key for o in await tx.orders_for_phase(game.id, 0, seat=0)] == ["play:card7", "budget"]
        assert revised.submitted_at == T0 + 3


async def test_a_players_game_holds_his_orders_and_the_others_public_ones(store: Store) -> None:
    """A command reads, in one query, the player's own standing orders and the others' whose kind the game makes
    public (SQL LIKE patterns of its own: Junta's 'budget' and 'nominate:%'), each by time; nothing else of theirs."""
    async with store.transaction() as tx:
        game = await new_game(tx)
        for seat in range(3):
            await tx.add_seat(game.id, 10 + seat, f"F{seat}", seat=seat, now=T0)
        await tx.put_order(game.id, 0, 1, "budget", '{"v": 1}', now=T0)
        await tx.put_order(game.id, 0, 0, "vote", '{"v": 2}', now=T0)
        await tx.put_order(game.id, 0, 2, "nominate:3", '{"v": 3}', now=T0)
        await tx.put_order(game.id, 0, 2, "vote", '{"v": 4}', now=T0)
        await tx.put_order(game.id, 0, 0, "nominate:1", '{"v": 5}', now=T0)
    async with store.read() as rx:
        (alone,) = await rx.player_games(10, game_id=game.id)
        assert [o.payload for o in alone.orders] == ['{"v": 2}', '{"v": 5}'] and alone.public == ()
        (row,) = await rx.player_games(10, game_id=game.id, public=("budget", "nominate:%"))
        assert [o.payload for o in row.orders] == ['{"v": 2}', '{"v": 5}']
        assert [(o.seat, o.kind_key) for o in row.public] == [(1, "budget"), (2, "nominate:3")]


async def test_withdrawing_and_giving_an_order_again(store: Store) -> None:
    async with store.transaction() as tx:
        game = await new_game(tx)
        await tx.put_order(game.id, 0, 0, "budget", '{"v": 1}', now=T0)
        assert not await tx.withdraw_order(game.id, 0, 0, "vote", now=T0)
        assert await tx.withdraw_order(game.id, 0, 0, "budget", now=T0 + 1)
        assert not await tx.withdraw_order(game.id, 0, 0, "budget", now=T0 + 2)
        assert await tx.orders_for_phase(game.id, 0) == []
        again = await tx.put_order(game.id, 0, 0, "budget", '{"v": 3}', now=T0 + 3)
        assert again is not None and again.time == 3
        assert await tx.orders_for_phase(game.id, 0) == [again]


async def test_orders_for_a_phase_that_moved_on_are_not_stored(store: Store) -> None:
    async with store.transaction() as tx:
        game = await new_game(tx)
        await tx.put_order(game.id, 0, 0, "budget", "{}", now=T0)
        assert await tx.advance_phase(game.id, 0, 1)
        assert await tx.put_order(game.id, 0, 0, "budget", '{"late": true}', now=T0 + 1) is None
        assert not await tx.withdraw_order(game.id, 0, 0, "budget", now=T0 + 1)
        assert await tx.append_action(game.id, 0, 0, "{}", now=T0 + 1) is None
        assert [o.payload for o in await tx.orders_for_phase(game.id, 0)] == ["{}"]
        assert await tx.orders_for_phase(game.id, 1) == []


async def test_each_game_has_its_own_clock_and_orders(store: Store) -> None:
    async with store.transaction() as tx:
        a = await new_game(tx, 500)
        b = await new_game(tx, 501)
        await tx.put_order(a.id, 0, 0, "k", '"a1"', now=T0)
        await tx.put_order(a.id, 0, 0, "k", '"a2"', now=T0)
        order_b = await tx.put_order(b.id, 0, 0, "k", '"b1"', now=T0)
        assert order_b is not None and order_b.time == 1
        assert [o.payload for o in await tx.orders_for_phase(a.id, 0)] == ['"a2"']
        assert [o.payload for o in await tx.orders_for_phase(b.id, 0)] == ['"b1"']
        await tx.mark_done(a.id, 0, 0, now=T0)
        assert await tx.done_seats(b.id, 0) == frozenset()
        await tx.append_action(a.id, 0, 0, '"gift"', now=T0)
        assert await tx.list_actions(b.id, 0) == []
        await tx.append_events(a.id, 0, [NewEvent(Visibility.PUBLIC, "{}")], now=T0)
        assert await tx.list_events(b.id) == []
        await tx.set_deadline(a.id, 0, T0 + 10)
        assert await tx.get_deadline(b.id) is None


# --- done, actions, events ---------------------------------------------------------------------------------------
async def test_done_marks(store: Store) -> None:
    async with store.transaction() as tx:
        game = await new_game(tx)
        assert await tx.mark_done(game.id, 0, 2, now=T0)
        assert not await tx.mark_done(game.id, 0, 2, now=T0 + 1)
        assert await tx.mark_done(game.id, 0, 0, now=T0)
        assert await tx.mark_done(game.id, 1, 1, now=T0)
        assert await tx.done_seats(game.id, 0) == {0, 2}
        assert await tx.unmark_done(game.id, 0, 2)
        assert not await tx.unmark_done(game.id, 0, 2)
        assert await tx.done_seats(game.id, 0) == {0}


async def test_actions_keep_their_order_and_share_the_game_clock(store: Store) -> None:
    async with store.transaction() as tx:
        game = await new_game(tx)
        gift = await tx.append_action(game.id, 0, 1, '{"gift": 3}', now=T0)
        order = await tx.put_order(game.id, 0, 0, "budget", "{}", now=T0 + 1)
        trade = await tx.append_action(game.id, 0, 0, '{"trade": 1}', now=T0 + 2)
        assert gift is not None and order is not None and trade is not None
        assert (gift.seq, trade.seq) == (1, 2)
        assert gift.time < order.time < trade.time
        assert await tx.list_actions(game.id, 0) == [gift, trade]
        await tx.advance_phase(game.id, 0, 1)
        later = await tx.append_action(game.id, 1, 0, "{}", now=T0 + 3)
        assert later is not None and later.seq == 1


async def test_events_round_trip_with_their_audience(store: Store) -> None:
    async with store.transaction() as tx:
        game = await new_game(tx)
        await tx.append_events(
            game.id,
            0,
            [
                NewEvent(Visibility.PUBLIC, '{"code": "budget"}'),
                NewEvent(Visibility.PLAYERS, '{"code": "bribe"}', (3, 1)),
                NewEvent(Visibility.GM, '{"code": "dice"}'),
            ],
            now=T0,
        )
        first = await tx.list_events(game.id, 0)
        await tx.append_events(game.id, 0, [NewEvent(Visibility.PLAYERS, '{"code": "card"}', (2,))], now=T0)
        more = (await tx.list_events(game.id, 0))[len(first) :]
        await tx.append_events(game.id, 1, [NewEvent(Visibility.PUBLIC, '{"code": "next"}')], now=T0 + 1)
        assert [e.seq for e in first + more] == [1, 2, 3, 4]
        assert [e.visibility for e in first] == [Visibility.PUBLIC, Visibility.PLAYERS, Visibility.GM]
        assert first[1].audience == (1, 3) and more[0].audience == (2,) and more[0].created_at == T0
        assert await tx.list_events(game.id, 0) == first + more
        assert [e.phase_seq for e in await tx.list_events(game.id)] == [0, 0, 0, 0, 1]

        def codes(events: list[EventRow]) -> list[str]:
            return [json.loads(e.payload)["code"] for e in events]

        assert codes(await tx.list_events(game.id, 0, visible_to_seat=1)) == ["budget", "bribe"]
        assert codes(await tx.list_events(game.id, 0, visible_to_seat=2)) == ["budget", "card"]
        assert codes(await tx.list_events(game.id, 0, visible_to_seat=0)) == ["budget"]


def test_an_event_audience_must_match_its_visibility() -> None:
    with pytest.raises(ValueError):
        NewEvent(Visibility.PLAYERS, "{}")
    with pytest.raises(ValueError):
        NewEvent(Visibility.PUBLIC, "{}", (1,))
    with pytest.raises(ValueError):
        NewEvent(Visibility.GM, "{}", (1,))


# --- deadlines -----------------------------------------------------------------------------------------------------
async def test_deadlines_reminders_and_the_next_wakeup(store: Store) -> None:
    async with store.transaction() as tx:
        a = await new_game(tx, 500)
        b = await new_game(tx, 501)
        forming = await new_game(tx, 502, status=GameStatus.FORMING)
        assert await tx.next_wakeup() is None
        da = await tx.set_deadline(a.id, 0, T0 + 1000, remind_before=300)
        await tx.set_deadline(b.id, 0, T0 + 500)
        await tx.set_deadline(forming.id, 0, T0 + 10)  # not running: never due
        assert da.remind_at == T0 + 700 and not da.reminder_sent
        assert await tx.get_deadline(a.id) == da
        assert await tx.get_deadline(a.id, 0) == da
        assert await tx.next_wakeup() == T0 + 500
        assert await tx.due_deadlines(T0 + 499) == []
        assert [d.game_id for d in await tx.due_deadlines(T0 + 500)] == [b.id]
        assert await tx.due_reminders(T0 + 699) == []
        assert [d.game_id for d in await tx.due_reminders(T0 + 700)] == [a.id]
        assert await tx.advance_phase(b.id, 0, 1)  # b resolved: its old deadline is no longer live
        assert await tx.due_deadlines(T0 + 600) == []
        assert await tx.next_wakeup() == T0 + 700
        assert await tx.mark_reminder_sent(a.id, 0)
        assert not await tx.mark_reminder_sent(a.id, 0)
        assert await tx.due_reminders(T0 + 800) == []
        assert await tx.next_wakeup() == T0 + 1000
        assert await tx.due_reminders(T0 + 1000) == []  # a reminder after the deadline is pointless
        moved = await tx.set_deadline(a.id, 0, T0 + 2000, remind_before=300)
        assert not moved.reminder_sent and moved.due_at == T0 + 2000
        assert [d.game_id for d in await tx.due_deadlines(T0 + 5000)] == [a.id]


async def test_pausing_keeps_the_time_left(store: Store) -> None:
    async with store.transaction() as tx:
        game = await new_game(tx)
        await tx.set_deadline(game.id, 0, T0 + 1000, remind_before=100)
        assert await tx.pause_game(game.id, now=T0 + 400)
        assert not await tx.pause_game(game.id, now=T0 + 400)
        paused = await tx.get_deadline(game.id)
        assert paused is not None and paused.paused and paused.paused_remaining == 600 and paused.due_at is None
        assert (await tx.get_game(game.id) or game).status is GameStatus.PAUSED
        assert await tx.due_deadlines(T0 + 10_000) == []
        assert await tx.next_wakeup() is None
        assert await tx.resume_game(game.id, now=T0 + 5000)
        assert not await tx.resume_game(game.id, now=T0 + 5000)
        resumed = await tx.get_deadline(game.id)
        assert resumed is not None and resumed.due_at == T0 + 5600 and not resumed.paused
        assert resumed.remind_at == T0 + 5500
        assert (await tx.get_game(game.id) or game).status is GameStatus.RUNNING


async def test_a_deadline_set_while_paused_stands_on_resume(store: Store) -> None:
    async with store.transaction() as tx:
        game = await new_game(tx)
        await tx.set_deadline(game.id, 0, T0 + 1000)
        await tx.pause_game(game.id, now=T0 + 100)
        await tx.set_deadline(game.id, 0, T0 + 9000)
        await tx.resume_game(game.id, now=T0 + 200)
        deadline = await tx.get_deadline(game.id)
        assert deadline is not None and deadline.due_at == T0 + 9000


async def enqueue(tx: Tx, **row: Any) -> int:
    """Queue an outbox row and return its id (the store queues it; its id is known once it is written)."""
    await tx.enqueue_outbox(**row)
    return (await tx.pending_outbox())[-1].id


# --- outbox --------------------------------------------------------------------------------------------------------
async def test_outbox_round_trip_with_a_file(store: Store) -> None:
    async with store.transaction() as tx:
        game = await new_game(tx)
        png = bytes(range(256)) * 10
        ident = await enqueue(
            tx,
            game_id=game.id,
            phase_seq=0,
            kind="channel_post",
            target=500,
            payload='{"text": "The coup begins"}',
            now=T0,
            file=png,
            file_name="map.png",
        )
        row = await tx.get_outbox(ident)
        assert row is not None and row.pending
        assert (row.game_id, row.phase_seq, row.kind, row.target) == (game.id, 0, "channel_post", 500)
        assert (row.file, row.file_name, row.attempts, row.next_attempt_at) == (png, "map.png", 0, T0)
        assert "coup" not in repr(row)


async def test_outbox_comes_out_in_id_order_and_never_again_once_sent(store: Store) -> None:
    async with store.transaction() as tx:
        a = await new_game(tx, 500)
        b = await new_game(tx, 501)
        ids = [
            await enqueue(tx, game_id=g, phase_seq=0, kind="dm", target=7, payload=f'"{n}"', now=T0)
            for n, g in enumerate([a.id, b.id, a.id, b.id])
        ]
        assert [r.id for r in await tx.due_outbox(T0)] == [ids[0], ids[1]]  # one head per game
        assert await tx.due_outbox(T0 - 1) == []
        assert await tx.mark_sent(ids[0], now=T0 + 1)
        assert not await tx.mark_sent(ids[0], now=T0 + 2)
        assert [r.id for r in await tx.due_outbox(T0 + 1)] == [ids[1], ids[2]]
        for ident in ids[1:]:
            assert await tx.mark_sent(ident, now=T0 + 3)
        assert await tx.due_outbox(T0 + 10**6) == []
        assert await tx.next_outbox_at() is None
        assert await tx.mark_failed(ids[0], now=T0 + 4, error="late") is None  # a sent row stays sent
        sent = await tx.get_outbox(ids[0])
        assert sent is not None and sent.sent_at == T0 + 1 and sent.attempts == 0


async def test_a_failing_message_holds_back_its_game_but_not_others(store: Store) -> None:
    async with store.transaction() as tx:
        a = await new_game(tx, 500)
        b = await new_game(tx, 501)
        a1 = await enqueue(tx, game_id=a.id, phase_seq=0, kind="channel_post", target=5, payload="1", now=T0)
        a2 = await enqueue(tx, game_id=a.id, phase_seq=0, kind="dm", target=6, payload="2", now=T0)
        b1 = await enqueue(tx, game_id=b.id, phase_seq=0, kind="dm", target=7, payload="3", now=T0)
        failed = await tx.mark_failed(a1, now=T0, error="503 Service Unavailable")
        assert failed is not None
        assert (failed.attempts, failed.next_attempt_at, failed.last_error) == (1, T0 + 5, "503 Service Unavailable")
        assert [r.id for r in await tx.due_outbox(T0 + 1)] == [b1]  # a2 waits behind a1
        assert await tx.next_outbox_at() == T0
        await tx.mark_sent(b1, now=T0 + 1)
        assert await tx.next_outbox_at() == T0 + 5
        assert [r.id for r in await tx.due_outbox(T0 + 5)] == [a1]
        assert [r.id for r in await tx.pending_outbox(a.id)] == [a1, a2]


async def test_backoff_grows_to_a_cap_and_honours_retry_after(store: Store) -> None:
    async with store.transaction() as tx:
        game = await new_game(tx)
        ident = await enqueue(tx, game_id=game.id, phase_seq=0, kind="dm", target=1, payload="{}", now=T0)
        delays = []
        for _ in range(6):
            row = await tx.mark_failed(ident, now=T0, error="boom", base_delay=5, max_delay=60)
            assert row is not None
            delays.append(row.next_attempt_at - T0)
        assert delays == [5, 10, 20, 40, 60, 60]
        row = await tx.mark_failed(ident, now=T0, error="429", retry_at=T0 + 2)
        assert row is not None and row.next_attempt_at == T0 + 2 and row.attempts == 7
        row = await tx.mark_failed(ident, now=T0, error="x" * 10_000)
        assert row is not None and row.last_error is not None and len(row.last_error) < 10_000


async def test_giving_up_a_message_lets_the_next_one_go(store: Store) -> None:
    async with store.transaction() as tx:
        game = await new_game(tx)
        first = await enqueue(tx, game_id=game.id, phase_seq=0, kind="dm", target=1, payload="1", now=T0)
        second = await enqueue(tx, game_id=game.id, phase_seq=0, kind="dm", target=2, payload="2", now=T0)
        third = await enqueue(tx, game_id=game.id, phase_seq=0, kind="dm", target=3, payload="3", now=T0)
        dead = await tx.mark_failed(first, now=T0, error="403 Cannot send messages to this user", permanent=True)
        assert dead is not None and dead.dead_at == T0 and not dead.pending
        assert [r.id for r in await tx.due_outbox(T0)] == [second]
        assert await tx.mark_failed(first, now=T0, error="again") is None
        assert not await tx.mark_sent(first, now=T0)
        await tx.mark_failed(second, now=T0, error="1", max_attempts=2)
        last = await tx.mark_failed(second, now=T0, error="2", max_attempts=2)
        assert last is not None and last.dead_at == T0
        assert [r.id for r in await tx.due_outbox(T0)] == [third]


async def test_messages_of_no_game_do_not_wait_for_each_other(store: Store) -> None:
    async with store.transaction() as tx:
        one = await enqueue(tx, game_id=None, phase_seq=None, kind="dm", target=1, payload="1", now=T0)
        two = await enqueue(tx, game_id=None, phase_seq=None, kind="dm", target=2, payload="2", now=T0)
        await tx.mark_failed(one, now=T0, error="boom")
        assert [r.id for r in await tx.due_outbox(T0)] == [two]
        assert [r.id for r in await tx.due_outbox(T0 + 100, limit=1)] == [one]


# --- audit and meta ------------------------------------------------------------------------------------------------
async def test_audit_round_trip(store: Store) -> None:
    async with store.transaction() as tx:
        game = await new_game(tx)
        for n in range(4):
            await tx.add_audit(game.id, moderator_id=42, action=f"act{n}", details=f'{{"n": {n}}}', now=T0 + n)
        await tx.add_audit(None, moderator_id=42, action="global", now=T0)
        entries = await tx.list_audit(game.id)
        (other,) = await tx.list_audit(None)
        assert [(e.action, e.at) for e in entries] == [(f"act{n}", T0 + n) for n in range(4)]
        assert (other.game_id, other.action, other.moderator_id) == (None, "global", 42)
        assert await tx.list_audit(game.id, limit=2) == entries[2:]
        assert entries[0].details == '{"n": 0}' and entries[0].moderator_id == 42


async def test_meta_round_trip(store: Store) -> None:
    async with store.transaction() as tx:
        assert await tx.get_meta("commands_synced") is None
        await tx.set_meta("commands_synced", "v1")
        await tx.set_meta("commands_synced", "v2")
        assert await tx.get_meta("commands_synced") == "v2"


def test_rows_do_not_show_secrets_in_their_repr() -> None:
    from bot.store import OrderRow, SnapshotRow

    order = OrderRow(1, 0, 2, "assassinate", '{"target": "secret-target"}', 3, T0)
    snapshot = SnapshotRow(1, 0, 1, '{"hand": "secret-hand"}', T0, T0 * 1000)
    assert "secret" not in repr(order) and "secret" not in repr(snapshot)


async def test_background_work_holds_a_few_transactions_and_commands_go_before_its_backlog(store: Store) -> None:
    """R: the bot's background work (the delivery, the scheduler: `bot.store.background`) has at most
    `background_slots` transactions open at once; a command's transaction begun while a backlog of them waits goes
    before the backlog (it waits for the few under way at most)."""
    inside, most, done = 0, 0, []

    async def work(i: int) -> None:
        nonlocal inside, most
        with background():
            async with store.read() as rx:
                inside += 1
                most = max(most, inside)
                await rx.list_games()
                await asyncio.sleep(0.02)
                inside -= 1
        done.append(i)

    backlog = [asyncio.create_task(work(i)) for i in range(20)]
    await asyncio.sleep(0)
    async with store.read() as rx:
        await rx.list_games()
    done.append(-1)
    await asyncio.gather(*backlog)
    assert 1 <= most <= store.background_slots  # (SQLite's one reading connection holds one at a time)
    assert done.index(-1) <= store.background_slots


# --- what a transaction changed, told once it commits (issue 26) ---------------------------------------------------
async def test_a_committed_transaction_tells_what_it_changed_that_the_workers_wait_for(store: Store) -> None:
    """The games whose messages it queued (the delivery), whether a deadline may have moved (the scheduler), whether a
    moderator asked something of a game kept in memory; a transaction that changed none of it, or rolled back, tells
    nothing (`Store.on_commit`; on PostgreSQL the same goes to the other processes: `Store.hear`)."""
    told: list[News] = []
    store.on_commit(told.append)
    async with store.transaction() as tx:
        game = await new_game(tx)
        other = await new_game(tx, 501)
    assert told == []
    async with store.transaction() as tx:
        await tx.enqueue_outbox(game_id=game.id, phase_seq=0, kind="channel", target=1, payload="{}", now=T0)
        await tx.enqueue_outbox(game_id=other.id, phase_seq=0, kind="channel", target=1, payload="{}", now=T0)
    assert told == [News(games=frozenset({game.id, other.id}))]
    async with store.transaction() as tx:
        await tx.set_deadline(game.id, 0, T0 + 60)
    assert told[-1] == News(deadlines=True)
    async with store.transaction() as tx:
        await tx.enqueue_outbox(game_id=None, phase_seq=None, kind="channel", target=1, payload="{}", now=T0)
        assert await tx.ask_kept_game(game.id, 0, "end", now=T0)
    assert told[-1] == News(loose=True, requests=True)
    with pytest.raises(ZeroDivisionError):
        async with store.transaction() as tx:
            await tx.enqueue_outbox(game_id=game.id, phase_seq=0, kind="channel", target=1, payload="{}", now=T0)
            raise ZeroDivisionError
    async with store.read() as rx:
        await rx.get_game(game.id)
    assert len(told) == 3
