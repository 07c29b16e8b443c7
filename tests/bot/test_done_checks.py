"""Done that checks, early resolution by RULES 2, the public status per family, the opening DM and reminders only to
those not done (issue 12), through the services."""

from __future__ import annotations

import json

import pytest

from bot.clock import FakeClock
from bot.games.junta.services.service import JuntaService
from bot.games.junta.text.done import done_text
from bot.store import Store
from rules.junta.offices import Office
from rules.junta.orders import Appoint, ElectionVote, Nominate
from tests.bot.test_seen import to_cabinet
from tests.bot.test_services import FAST, HOUR, T0, game_row, ok, outbox, started_game, texts

CABINET = Appoint(
    (
        (Office.MINISTER, 1),
        (Office.GENERAL_1, 2),
        (Office.GENERAL_2, 3),
        (Office.GENERAL_3, 4),
        (Office.ADMIRAL, 5),
        (Office.AIR_FORCE, 1),
        (Office.MINISTER_OF_WAR, 2),
        (Office.FOREIGN_MINISTER, 3),
        (Office.FARM_LABOR, 4),
    )
)


@pytest.fixture
def service(store: Store, clock: FakeClock) -> JuntaService:
    return JuntaService(store, clock, defaults=FAST)


async def test_done_warns_of_a_missing_cabinet_and_done_anyway_confirms(
    service: JuntaService, store: Store, clock: FakeClock
) -> None:
    """The President presses Done without /appoint: he reads that no cabinet is appointed and what lot will do, and
    he is not marked done; Done anyway confirms."""
    game, users = await to_cabinet(service, store, clock)
    phase = (await game_row(store, game.id)).phase_seq
    first = ok(await service.mark_done(game.id, users[0]))
    assert first.unconfirmed and not first.newly and first.resolved is None
    assert first.orders == () and any(m("en").startswith("No cabinet appointed") for m in first.missing)
    text = done_text("en", first.game_name, [], [m("en") for m in first.missing], unconfirmed=True, resolved=False)
    assert "You have given no orders" in text and "No cabinet appointed" in text and "Done anyway" in text
    again = ok(await service.mark_done(game.id, users[0]))
    assert again.unconfirmed  # a plain Done warns again: only Done anyway accepts the default
    async with store.read() as rx:
        assert 0 not in await rx.done_seats(game.id, phase)
    second = ok(await service.mark_done(game.id, users[0], confirm=True))
    assert not second.unconfirmed and second.newly and second.missing
    async with store.read() as rx:
        assert 0 in await rx.done_seats(game.id, phase)


async def test_done_with_nothing_missing_marks_at_once_and_lists_the_orders(
    service: JuntaService, store: Store, clock: FakeClock
) -> None:
    """A Done with every owed order given marks at once, and lists the player's orders for the phase."""
    game, users = await to_cabinet(service, store, clock)
    ok(await service.submit_order(game.id, users[0], CABINET))
    got = ok(await service.mark_done(game.id, users[0]))
    assert not got.unconfirmed and got.newly and not got.missing and len(got.orders) == 1
    assert got.waiting_for == ("Family1", "Family2", "Family3", "Family4", "Family5")
    # Issue 23: the summary is rendered in its reader's language, the orders' echoes too (orders.ftl).
    english, german = got.orders[0]("en"), got.orders[0]("de")
    assert english.startswith("Appoint the cabinet") and german.startswith("Vergib die Ämter"), german


async def test_nominations_done_needs_no_confirmation(service: JuntaService, store: Store) -> None:
    """Nobody owes anything in the nominations: Done marks at once, even without a nomination."""
    game, users = await started_game(service)
    got = ok(await service.mark_done(game.id, users[3]))
    assert not got.unconfirmed and got.newly and not got.missing


async def test_early_resolution_waits_for_every_living_player(
    service: JuntaService, store: Store, clock: FakeClock
) -> None:
    """RULES 2: the phase closes early only once every living, non-exiled player has pressed Done, not when those
    who owe orders have: the President's appointment and Done leave the cabinet phase open until the other five
    are done."""
    game, users = await to_cabinet(service, store, clock)
    phase = (await game_row(store, game.id)).phase_seq
    ok(await service.submit_order(game.id, users[0], CABINET))
    assert ok(await service.mark_done(game.id, users[0])).resolved is None
    for seat in range(1, 5):
        assert ok(await service.mark_done(game.id, users[seat])).resolved is None
    assert (await game_row(store, game.id)).phase_seq == phase
    last = ok(await service.mark_done(game.id, users[5]))
    assert last.resolved is not None and (await game_row(store, game.id)).phase_seq == phase + 1
    (post,) = [t for t in texts(await outbox(store, game.id), "channel", "results") if "Cabinet" in t]
    assert "Turn 1 · Cabinet appointment has resolved." in post and "Missed orders" not in post
    assert "phase 3" not in post.lower()


async def test_public_status_shows_each_family_no_orders_saved_or_done(service: JuntaService, store: Store) -> None:
    """The public status per family: no orders / saved / done, never what."""
    game, users = await started_game(service)
    ok(await service.submit_order(game.id, users[1], Nominate(1)))
    ok(await service.mark_done(game.id, users[2]))
    got = ok(await service.public_status(game.id))
    assert dict(got.progress) == {
        "Family0": "no orders",
        "Family1": "orders saved",
        "Family2": "done",
        "Family3": "no orders",
        "Family4": "no orders",
        "Family5": "no orders",
    }


async def test_each_phase_opens_with_a_dm_saying_what_you_must_or_may_do(
    service: JuntaService, store: Store, clock: FakeClock
) -> None:
    """Each living player gets an opening DM naming the phase and what it asks of him; never a 'Reminder'."""
    game, users = await to_cabinet(service, store, clock)
    rows = [r for r in await outbox(store, game.id) if r.kind == "dm" and json.loads(r.payload)["topic"] == "opening"]
    cabinet = {r.target: json.loads(r.payload)["text"] for r in rows if "Cabinet appointment" in r.payload}
    assert set(cabinet) == set(users.values())
    assert "/appoint" in cabinet[users[0]] and "No cabinet appointed" in cabinet[users[0]]
    assert "/appoint" not in cabinet[users[3]] and "Owed from you" not in cabinet[users[3]]
    assert all(t.startswith("**Turn 1 · Cabinet appointment** has begun.") for t in cabinet.values())
    assert all("Done" in t for t in cabinet.values())


async def test_reminders_go_only_to_those_not_done_and_say_what_is_owed(
    service: JuntaService, store: Store, clock: FakeClock
) -> None:
    """A reminder goes to every player who has not pressed Done (orders saved or not), and names what he still
    owes."""
    game, users = await started_game(service)
    ok(await service.submit_order(game.id, users[0], Nominate(0)))
    ok(await service.resolve_phase(game.id))  # the election: everyone owes a vote
    ok(await service.submit_order(game.id, users[1], ElectionVote(0)))
    ok(await service.mark_done(game.id, users[2], confirm=True))  # he abstains, deliberately
    async with store.read() as rx:
        deadline = await rx.get_deadline(game.id)
    assert deadline is not None and deadline.remind_at is not None
    clock.set(deadline.remind_at)
    assert await service.send_reminders() == 5
    sent = {
        r.target: json.loads(r.payload)["text"]
        for r in await outbox(store, game.id)
        if json.loads(r.payload)["topic"] == "reminder"
    }
    assert users[2] not in sent and len(sent) == 5
    assert "Still missing:" in sent[users[0]] and "No vote for President: your votes abstain." in sent[users[0]]
    assert "Still missing" not in sent[users[1]]
    assert all(t.startswith("Reminder: Before turn 1 · Presidential election closes") for t in sent.values())
    assert T0 < deadline.remind_at < T0 + 2 * HOUR


def test_done_says_which_orders_will_not_be_carried_out() -> None:
    """Issue 21 (VARIANTS 6.5.1, 8.2): an order only the whole set of a player's orders dooms is kept, and the Done
    summary says so beside his orders (rules.junta.lapses)."""
    lapse = "Move all your units from zone 12 to zone 22: It is your 2nd stack move this phase and you have 1."
    text = done_text("en",
        "Republica",
        ("Move all your units from zone 21 to zone 11",),
        (),
        unconfirmed=False,
        resolved=False,
        lapses=(lapse,),
    )
    assert "**Will not be carried out as things stand:**\n- " + lapse in text
    assert "Will not be carried out" not in done_text("en", "Republica", (), (), unconfirmed=False, resolved=False)
