"""The copy tool (`python -m bot.store.copy`): a SQLite database with a finished and a running game moves to
PostgreSQL row for row, replays exactly there, and the running game goes on; a database is copied only into an
empty one; and back again."""

from __future__ import annotations

import asyncio
import io
import random
from pathlib import Path
from typing import Any

from bot.clock import FakeClock
from bot.games.coup.keeping import StoreKeeper
from bot.games.coup.table import Table
from bot.games.coup.tables import CoupTables
from bot.games.junta.services.service import JuntaService
from bot.games.junta.services.snapshots import current_state
from bot.replay import amain as replay_main
from bot.services import Failure, Seen
from bot.store import GameRow, GameStatus, Store, TradeOfferRow
from bot.store.copy import TABLES, amain
from bot.store.postgres import POSTGRES_ONLY_TABLES
from rules.coup import Act, Action, Pass, Timing
from rules.simulate import random_orders
from tests.bot.test_services import FAST, T0, play_through_services
from tests.postgres import fresh_database

TIMING = Timing(turn=90, window=30, choice=30)


async def two_games(path: Path) -> tuple[int, int]:
    """A finished game and a running one (6 phases in) in a new SQLite file: their ids."""
    async with await Store.open(path) as store:
        clock = FakeClock(T0)
        service = JuntaService(store, clock, defaults=FAST)
        finished, _, _ = await play_through_services(service, store, clock, "copy-1")
        running, _, _ = await play_through_services(service, store, clock, "copy-2", stop_after=6)
    return finished.id, running.id


def plain(value: Any) -> Any:
    return bytes(value) if isinstance(value, memoryview) else value


async def rows(store: Store) -> dict[str, list[tuple[Any, ...]]]:
    async with store.read() as rx:
        return {
            table: [tuple(plain(v) for v in r) for r in await rx._all(f"SELECT * FROM {table} ORDER BY {order}")]
            for table, order in TABLES
        }


async def copy(source: str, target: str) -> tuple[int, str]:
    out = io.StringIO()
    code = await amain(["--from", source, "--to", target], out=out)
    return code, out.getvalue()


async def test_a_sqlite_database_moves_to_postgresql_and_replays_exactly(tmp_path: Path) -> None:
    db = tmp_path / "junta.sqlite3"
    finished, running = await two_games(db)
    async with fresh_database() as url:
        code, out = await copy(f"sqlite:{db}", url)
        assert code == 0, out
        assert "the copy is complete and replays exactly" in out and "0 mismatch(es)" in out
        async with await Store.open(db) as source, await Store.open(url) as target:
            before, after = await rows(source), await rows(target)
            assert before == after
            assert all(before[table] for table in ("games", "seats", "snapshots", "orders", "events", "outbox"))
            async with target.read() as rx:
                statuses = {g.id: g.status for g in await rx.list_games()}
            assert statuses == {finished: GameStatus.FINISHED, running: GameStatus.RUNNING}
            # The running game goes on on PostgreSQL, and new rows take new ids.
            service = JuntaService(target, FakeClock(T0 + 10**6), defaults=FAST)
            async with target.read() as rx:
                game = await rx.get_game(running)
                assert game is not None
                state = await current_state(rx, game)
                users = {s.seat: s.user_id for s in await rx.seats(running)}
            for sub in random_orders(state, random.Random(1), miss=0.0):
                got = await service.submit_order(running, users[sub.player], sub.order, seen=Seen.phase(state.seq))
                assert not isinstance(got, Failure), got
            new = await service.create_game(guild_id=1, channel_id=901, name="After the move")
            assert isinstance(new, GameRow) and new.id > running

        # A copy goes only into an empty database.
        code, out = await copy(f"sqlite:{db}", url)
        assert code == 2 and "is not empty" in out

        # And back: PostgreSQL to a new SQLite file.
        back = tmp_path / "back.sqlite3"
        code, out = await copy(url, f"sqlite:{back}")
        assert code == 0, out
        async with await Store.open(url) as source, await Store.open(back) as target:
            assert await rows(source) == await rows(target)


async def test_every_table_of_the_schema_is_copied(tmp_path: Path) -> None:
    """The copy names its tables (parents first): every table the migrations make, on either database, is among
    them, so that a table a new migration adds is not left behind silently. Not copied: the schema's version (each
    database has its own, brought to the newest before the copy), and PostgreSQL's bookkeeping of the running
    processes (the shared budget of requests, the inbox of passed-on interactions)."""
    async with await Store.open(tmp_path / "junta.sqlite3") as store, store.read() as rx:
        made = {
            str(r[0])
            for r in await rx._all("SELECT name FROM sqlite_master WHERE type = 'table'")
            if not str(r[0]).startswith("sqlite_")
        }
    assert made == {table for table, _ in TABLES}
    async with fresh_database() as url, await Store.open(url) as pg, pg.read() as rx:
        made = {str(r[0]) for r in await rx._all("SELECT tablename FROM pg_tables WHERE schemaname = current_schema()")}
    assert made - POSTGRES_ONLY_TABLES - {"schema_version"} == {table for table, _ in TABLES}


async def nomicoup_tables(path: Path, clock: FakeClock) -> Table:
    """Two Nomicoup tables in the SQLite file: one of computers played to its end (channel 801), and one of three
    people under way (channel 802: a turn's action taken, one of the two others passed in its window). The one under
    way, as it stood when its process stopped."""
    async with await Store.open(path) as store:
        tables = CoupTables(clock, StoreKeeper(store, clock))
        tables.sink = Sink()
        got = await tables.create(801, 1, "Alba", timing=TIMING, computers=4, play=False, guild_id=3)
        assert got.ok, got.text("en")
        table = tables.table(801)
        assert table is not None
        table.seed = "fixed"
        assert (await tables.start(801, 1)).ok
        for _ in range(500):
            if table.over:
                break
            await asyncio.sleep(0.01)
        assert table.over
        assert (await tables.create(802, 1, "Alba", timing=TIMING, guild_id=3)).ok
        for user in (2, 3):
            assert (await tables.join(802, user, f"P{user}")).ok
        assert (await tables.start(802, 1)).ok
        running = tables.table(802)
        assert running is not None and running.state is not None
        me = running.places[running.state.turn.seat].user_id
        assert me is not None and (await tables.act(802, me, Act(Action.FOREIGN_AID))).ok
        other = next(u for u in (1, 2, 3) if u != me)
        assert (await tables.answer(802, other, running.state.seq, Pass(), clock.now_ms())).ok
        for table in (tables.table(801), running):
            assert table is not None
            async with table.lock:  # its latest change is kept
                pass
        tables.close()
        async with store.read() as rx:
            assert [r.channel_id for r in await rx.kept_games("coup")] == [802]
            assert len(await rx.kept_games("coup", running=False)) == 2
        return running


class Sink:
    """Where the tables' posts go while the copy's source is made: nowhere (they are queued in the outbox too)."""

    async def deliver(self, channel_id: int, post: object) -> bool:
        return True


async def test_junta_games_and_nomicoup_tables_finished_and_under_way_move_to_postgresql(tmp_path: Path) -> None:
    """Both games of one bot move: a finished and a running Junta game and a finished and a running Nomicoup
    table, with a row in every table (a moderator's action and request, a trade offer, a thread, a DM channel, a
    language, a setting), are copied row for row (the Junta games replay exactly on the copy), and on PostgreSQL the
    Nomicoup table under way is taken up where it stood: its step, the answers taken, its deadline."""
    db = tmp_path / "junta.sqlite3"
    _, running = await two_games(db)
    clock = FakeClock(T0 + 10**6)
    before = await nomicoup_tables(db, clock)
    async with await Store.open(db) as source:
        # A row in each of the tables the games above leave empty: what the bot keeps beside the games.
        async with source.transaction() as tx:
            (coup, *_) = await tx.list_games(kind="coup", statuses=[GameStatus.RUNNING])
            await tx.add_audit(running, moderator_id=9, action="extend", details='{"minutes": 5}', now=T0)
            await tx.set_meta("copied", "yes")
            await tx.put_trade_offer(TradeOfferRow("t1", running, 0, 1, give_cash=3, get_cards=(2,), turn=1), now=T0)
            await tx.set_thread(running, "budget:1", 4242)
            await tx.set_dm_channel(1000, 5000)
            await tx.remember_locale(1000, "de", now=T0)
            assert await tx.ask_kept_game(coup.id, coup.phase_seq, "end", now=T0)
        assert all((await rows(source)).values())
    async with fresh_database() as url:
        code, out = await copy(f"sqlite:{db}", url)
        assert code == 0, out
        assert "the copy is complete and replays exactly" in out and "0 mismatch(es)" in out
        async with await Store.open(db) as source, await Store.open(url) as target:
            assert await rows(source) == await rows(target)
            async with target.read() as rx:
                kinds = sorted((g.kind, g.status.value) for g in await rx.list_games())
            assert kinds == [
                ("coup", "finished"), ("coup", "running"), ("junta", "finished"), ("junta", "running")
            ]  # fmt: skip
            tables = CoupTables(clock, StoreKeeper(target, clock))
            tables.sink = Sink()
            assert await StoreKeeper(target, clock).resume(tables) == 1
            table = tables.table(802)
            assert table is not None and tables.table(801) is None
            assert (table.state, table.received, table.events, table.due_ms, table.names) == (
                before.state, before.received, before.events, before.due_ms, before.names
            )  # fmt: skip
            tables.close()


async def test_a_bad_address_is_one_line_and_nothing_is_made(tmp_path: Path) -> None:
    """An address that names no database this bot uses (another scheme, a typo), or a SQLite file that does not
    exist, is refused in one line, exit 2, by the copy and by the replay; no file is made after it."""
    db = tmp_path / "junta.sqlite3"
    await two_games(db)
    for target in ("mysql://junta@localhost/junta", "postgresq://junta@localhost/junta"):
        code, out = await copy(f"sqlite:{db}", target)
        assert code == 2 and out.count("\n") == 1 and "is not a database this bot uses" in out, out
        replayed = io.StringIO()
        assert await replay_main(["--db", target], out=replayed) == 2
        assert "is not a database this bot uses" in replayed.getvalue()
    assert sorted(p.name for p in tmp_path.iterdir() if not p.name.startswith("junta.sqlite3")) == []
    # A source that does not exist is not made (empty) and copied as if it were the bot's games.
    code, out = await copy(f"sqlite:{tmp_path / 'missing.sqlite3'}", f"sqlite:{tmp_path / 'to.sqlite3'}")
    assert code == 2 and out == f"copy: no database at sqlite:{tmp_path / 'missing.sqlite3'}\n", out
    assert sorted(p.name for p in tmp_path.iterdir() if not p.name.startswith("junta.sqlite3")) == []
