"""The moderators' `/gm advance` and `/gm end` on a Nomicoup table answered by a process that does not hold it
(issues 24, 26): the command keeps a request in the store, in the moderator's transaction, bound to the step he saw;
the process that holds the table applies it once (`StoreKeeper.look`), and says so in the channel; a table no process
holds is taken up by the process that serves its server. On both backends (a SQLite file has one process: the
"other process" is a second set of tables with none in it); PostgreSQL's holds are session locks that end with the
connection of the process that took them."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from bot.clock import FakeClock
from bot.games.coup.game import Asked, advanced
from bot.games.coup.keeping import StoreKeeper
from bot.games.coup.tables import CoupTables
from bot.services import GameService
from bot.services.context import Seen
from bot.services.results import Failure
from bot.store import GameRow, Store
from rules.coup import Act, Action
from tests.bot.conftest import BACKENDS, T0, backend_store
from tests.bot.test_nomicoup_tables import CHANNEL, TIMING, actor, queued, seq
from tests.postgres import fresh_database


@pytest.fixture(params=BACKENDS)
async def store(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Store]:
    async with backend_store(request.param, tmp_path) as opened:
        yield opened


@pytest.fixture(autouse=True)
def no_current() -> Iterator[None]:
    yield
    CoupTables.current = None
    StoreKeeper.current = None


async def a_claim_window(tables: CoupTables, service: GameService) -> tuple[GameRow, int]:
    """A three-player table whose first player has claimed the Duke: the window to challenge it is open."""
    assert (await tables.create(CHANNEL, 1, "Alba", timing=TIMING, guild_id=3)).ok
    for user in (2, 3):
        assert (await tables.join(CHANNEL, user, f"P{user}")).ok
    assert (await tables.start(CHANNEL, 1)).ok
    assert (await tables.act(CHANNEL, actor(tables), Act(Action.TAX))).ok
    game = await service.game_in_channel(CHANNEL, kind=None)
    assert game is not None and game.phase_seq == seq(tables)
    return game, seq(tables)


def elsewhere(keeper: StoreKeeper) -> CoupTables:
    """This test's 'other process': it holds no table, and answers the moderators' commands."""
    other = CoupTables(keeper.clock, keeper)
    CoupTables.current, StoreKeeper.current = other, keeper
    return other


async def test_gm_advance_and_end_answered_by_a_process_not_holding_the_table_take_effect_once(store: Store) -> None:
    """`/gm advance` answered by a process that does not hold the table: the moderator is told that the process that
    plays it was asked, and within how many seconds the step closes; two moderators pressing at the same instant
    make one request (the second is told it was asked already); the holder closes the step the moderator saw once
    (the channel says the moderator's advance took effect), and looking again changes nothing. `/gm end` likewise:
    the game is finished in the store at once, and the holder ends the table with its ranking (COUP.md 6)."""
    clock = FakeClock(T0)
    mine = StoreKeeper(store, clock)
    holder = CoupTables(clock, mine)
    service = GameService(store, clock)
    game, window = await a_claim_window(holder, service)
    elsewhere(StoreKeeper(store, clock))

    seen = Seen(phase_seq=window)
    both = await asyncio.gather(
        service.force_resolve(game.id, 98, seen=seen), service.force_resolve(game.id, 99, seen=seen)
    )
    asked = [g for g in both if isinstance(g, Asked)]
    refused = [g for g in both if isinstance(g, Failure)]
    assert len(asked) == 1 and len(refused) == 1, both
    assert refused[0].code == "asked_already" and "/gm advance" in refused[0].message, refused[0]
    said = advanced(asked[0])
    assert said is not None
    assert "within 5 seconds" in said("en") and "binnen 5 Sekunden" in said("de"), said("en")
    assert seq(holder) == window  # nothing changed yet: the holder has not looked

    assert await mine.look(holder) == 1
    assert seq(holder) != window
    assert "A moderator's `/gm advance` takes effect: this step closes now." in await queued(store)
    assert await mine.look(holder) == 0  # once
    after = seq(holder)

    ended = await service.end_game(game.id, 99)
    assert not isinstance(ended, Failure), ended
    assert ended.status == "finished"
    assert await mine.look(holder) == 1
    table = holder.table(CHANNEL)
    assert table is not None and table.over and table.state is not None and table.state.seq >= after
    assert await mine.look(holder) == 0
    async with store.read() as rx:
        actions = [a.action for a in await rx.list_audit(game.id)]
        assert await rx.pending_requests("coup") == []
    assert actions.count("force") == 1 and actions.count("end") == 1, actions
    holder.close()


async def test_a_process_that_does_not_hold_the_table_neither_takes_it_nor_applies_its_requests() -> None:
    """Two processes on one PostgreSQL database: the one that does not hold a table (the other's session lock)
    neither takes it up when it looks, nor applies the moderators' requests to it; once the holder's connection ends
    (it died), the process that serves the table's server takes it up from the store, as it was kept, and applies
    the request waiting for it: `/gm end` of a table no process held ends it once, with its ranking."""
    clock = FakeClock(T0)
    async with fresh_database() as url, await Store.open(url) as a, await Store.open(url) as b:
        theirs = StoreKeeper(a, clock)
        holder = CoupTables(clock, theirs)
        service = GameService(b, clock)
        game, window = await a_claim_window(holder, service)
        mine = StoreKeeper(b, clock)
        other = elsewhere(mine)
        assert not await b.hold(game.id)
        assert await mine.look(other, sweep=True) == 0 and other.table(CHANNEL) is None

        got = await service.force_resolve(game.id, 99, seen=Seen(phase_seq=window))
        assert isinstance(got, Asked), got
        assert await mine.look(other, sweep=True) == 0 and other.table(CHANNEL) is None  # held: not this one's
        assert await theirs.look(holder) == 1 and seq(holder) != window

        holder.close()
        await a.close()  # the holder dies: PostgreSQL lets go of its tables
        ended = await service.end_game(game.id, 99)
        assert not isinstance(ended, Failure), ended
        assert await mine.look(other, {3}) == 1  # it serves the table's server (3): it takes the table up
        table = other.table(CHANNEL)
        assert table is not None and table.over and table.game_id == game.id
        assert "The game is over" in await queued(b)
        assert await mine.look(other, {3}) == 0
        other.close()



async def test_a_table_that_is_over_is_held_no_more() -> None:
    """A hold is a lock PostgreSQL keeps for the process (and its lock table is finite): a process holds a table
    while it plays it, and lets go of it once the game is over, or closed before its cards were dealt."""
    clock = FakeClock(T0)
    async with fresh_database() as url, await Store.open(url) as a, await Store.open(url) as b:
        tables = CoupTables(clock, StoreKeeper(a, clock))
        service = GameService(b, clock)
        game, _ = await a_claim_window(tables, service)
        assert not await b.hold(game.id)
        assert (await tables.end(CHANNEL, 1, moderator=False)).ok
        assert await b.hold(game.id)
        await b.let_go(game.id)
        assert (await tables.create(CHANNEL + 1, 1, "Alba", timing=TIMING, guild_id=3)).ok
        forming = tables.table(CHANNEL + 1)
        assert forming is not None and forming.game_id and not await b.hold(forming.game_id)
        assert (await tables.end(CHANNEL + 1, 1, moderator=False)).ok
        assert await b.hold(forming.game_id)
        tables.close()
