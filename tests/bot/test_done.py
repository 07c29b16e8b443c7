"""Done that checks (issue 12; RULES 2 and 7): Done sums up the player's orders for the phase and warns of anything
owed but missing, marking nothing until he confirms; a phase resolves early only once every living, non-exiled
player is done; the public status shows each player's progress, never what he ordered."""

from __future__ import annotations

import json

import pytest

from bot.clock import FakeClock
from bot.services import DoneMarked, GameService
from bot.store import Store
from bot.text.done import done_text
from rules.orders import Appoint, Nominate
from tests.bot.test_seen import to_cabinet
from tests.bot.test_services import FAST, ok, outbox, started_game, state_of
from tests.rules.helpers import CABINET6


@pytest.fixture
def service(store: Store, clock: FakeClock) -> GameService:
    return GameService(store, clock, defaults=FAST)


async def test_done_warns_of_a_missing_cabinet_and_marks_nothing(
    service: GameService, store: Store, clock: FakeClock
) -> None:
    """Issue 12: "the President pressed Done without confirming /appoint, got a cabinet drawn by lot": Done now
    warns ("no cabinet appointed: ... Press Done again to confirm") and marks nothing until confirmed."""
    game, users = await to_cabinet(service, store, clock)
    got = ok(await service.mark_done(game.id, users[0]))
    assert isinstance(got, DoneMarked) and got.unconfirmed and not got.newly
    assert got.missing and got.missing[0].startswith("No cabinet appointed")
    async with store.read() as rx:
        assert 0 not in await rx.done_seats(game.id, game.phase_seq + 2)
    text = done_text(got.game_name, got.orders, got.missing, unconfirmed=True, resolved=False)
    assert "Done anyway" in text and "No cabinet appointed" in text
    sure = ok(await service.mark_done(game.id, users[0], confirm=True))
    assert sure.newly and not sure.unconfirmed


async def test_done_sums_up_the_orders_given(service: GameService, store: Store, clock: FakeClock) -> None:
    """Issue 12: Done "summarises your whole order set for the phase"; with nothing missing it marks at once."""
    game, users = await to_cabinet(service, store, clock)
    state = await state_of(store, game.id)
    cabinet = dict(CABINET6)
    assert state.president == 0
    ok(await service.submit_order(game.id, users[0], Appoint(tuple(cabinet.items()))))
    got = ok(await service.mark_done(game.id, users[0]))
    assert got.newly and not got.missing
    assert got.orders and got.orders[0].startswith("Appoint the cabinet: Minister of Internal Security: Family1")
    assert got.waiting_for == ("Family1", "Family2", "Family3", "Family4", "Family5")


async def test_a_phase_waits_for_every_player_in_the_country(service: GameService, store: Store) -> None:
    """RULES 2: "a phase resolves early only when every such player [living, non-exiled] has marked done": in the
    nominations, where nobody owes anything, five Dones do not close it; the sixth does."""
    game, users = await started_game(service)
    for seat in range(5):
        assert ok(await service.mark_done(game.id, users[seat])).resolved is None
    assert ok(await service.mark_done(game.id, users[5])).resolved is not None


async def test_the_public_status_shows_each_players_progress(service: GameService, store: Store) -> None:
    """Issue 12: "The public status shows per player no orders / saved / done (never what)"."""
    game, users = await started_game(service)
    ok(await service.submit_order(game.id, users[1], Nominate(2)))
    ok(await service.mark_done(game.id, users[2]))
    got = ok(await service.public_status(game.id))
    progress = dict(got.progress)
    assert progress["Family0"] == "no orders"
    assert progress["Family1"] == "orders saved"
    assert progress["Family2"] == "done"


async def test_each_phase_opens_with_a_dm_of_what_it_asks(service: GameService, store: Store) -> None:
    """Issue 12: "Each phase's opening DM says what you must or may do"; it carries the phase for its buttons."""
    game, users = await started_game(service)
    rows = [r for r in await outbox(store, game.id) if json.loads(r.payload)["topic"] == "opening"]
    assert sorted(r.target for r in rows) == sorted(users.values())
    payload = json.loads(rows[0].payload)
    assert payload["phase_seq"] == 0
    assert "Nominations for President" in payload["text"] and "/nominate" in payload["text"]
    assert "Press **Done**" in payload["text"]
