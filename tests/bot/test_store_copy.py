"""The copy tool (`python -m bot.store.copy`): a SQLite database with a finished and a running game moves to
PostgreSQL row for row, replays exactly there, and the running game goes on; a database is copied only into an
empty one; and back again."""

from __future__ import annotations

import io
import random
from pathlib import Path
from typing import Any

from bot.clock import FakeClock
from bot.games.junta.services.service import JuntaService
from bot.games.junta.services.snapshots import current_state
from bot.services import Failure, Seen
from bot.store import GameRow, GameStatus, Store
from bot.store.copy import TABLES, amain
from rules.simulate import random_orders
from tests.bot.test_services import FAST, T0, play_through_services
from tests.postgres import fresh_database


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
