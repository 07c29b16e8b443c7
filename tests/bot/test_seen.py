"""Every command that acts on a phase acts on the phase its user saw, never on a later one (issue 10).

A slash command names no phase; the moment its user acted (Discord stamps it in the interaction's id) does: the
phase he saw is the one that had opened before that moment. A button names its phase. If that phase has closed by
the time the command reaches the game, nothing changes and the user is told, in the phase names players read,
which phase closed and which is open now. These tests force the interleavings deterministically with the fake
clock; tests/e2e/test_junta_races.py sends the same interactions at the same instant through the fake Discord.
"""

from __future__ import annotations

import asyncio
import tempfile
from dataclasses import dataclass, replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.clock import FakeClock
from bot.config import GameSettings
from bot.games.junta.services.results import DoneMarked, Resolved
from bot.games.junta.services.service import JuntaService
from bot.games.junta.text import phase_name
from bot.services import Failure, Seen
from bot.store import GameRow, Store
from rules.junta.engine import new_game
from rules.junta.orders import ElectionVote, GiveCash, Nominate
from rules.junta.state import Coup, Phase
from tests.bot.conftest import T0
from tests.bot.test_services import FAST, counts, failed, ok, started_game, state_of

NO_EARLY = GameSettings(phase_minutes=60, reminder_hours=0.5, early_resolution=False)


@pytest.fixture
def service(store: Store, clock: FakeClock) -> JuntaService:
    return JuntaService(store, clock, defaults=FAST)


def later(clock: FakeClock) -> Seen:
    """A user acting half a second after the fake clock's current second began (after any phase opened so far)."""
    return Seen.at(clock.now_ms() + 500)


async def opened_ms(store: Store, game_id: int, phase_seq: int) -> int:
    async with store.read() as rx:
        snap = await rx.get_snapshot(game_id, phase_seq)
    assert snap is not None
    return snap.opened_ms


async def current_phase(store: Store, game_id: int) -> int:
    async with store.read() as rx:
        game = await rx.get_game(game_id)
    assert game is not None
    return game.phase_seq


async def to_cabinet(service: JuntaService, store: Store, clock: FakeClock) -> tuple[GameRow, dict[int, int]]:
    """A started game whose first President (Family0) has been elected: the cabinet phase of turn 1 is open."""
    game, users = await started_game(service)
    ok(await service.submit_order(game.id, users[0], Nominate(0)))
    clock.advance(1)
    ok(await service.resolve_phase(game.id))
    for user in users.values():
        ok(await service.submit_order(game.id, user, ElectionVote(0)))
    clock.advance(1)
    ok(await service.resolve_phase(game.id))
    state = await state_of(store, game.id)
    assert state.phase is Phase.CABINET and state.president == 0
    return game, users


# --- the two races of the issue -------------------------------------------------------------------------------
async def test_two_advances_at_the_same_instant_resolve_one_phase(
    service: JuntaService, store: Store, clock: FakeClock
) -> None:
    """Two moderators' /gm advance at the same instant resolve one phase: the second was meant for the phase the
    first resolved, and is refused in a sentence naming that phase and the one open now."""
    game, _ = await started_game(service)
    seen = later(clock)
    clock.advance(1)  # the resolution happens after both moderators acted
    first = ok(await service.force_resolve(game.id, 1, seen=seen))
    assert isinstance(first, Resolved) and first.next_phase_seq == 1
    second = failed(await service.force_resolve(game.id, 2, seen=seen), "phase_closed")
    assert second.message == (
        "Before turn 1 · Nominations for President had already closed when this reached me, so nothing changed. "
        "Now open: Before turn 1 · Presidential election."
    )
    assert await current_phase(store, game.id) == 1


async def test_two_advances_gathered_resolve_one_phase_whoever_is_first(
    service: JuntaService, store: Store, clock: FakeClock
) -> None:
    """However the two transactions are ordered, two advances given at the same instant resolve exactly one
    phase."""
    for attempt in range(4):
        game, _ = await started_game(service, channel=200 + attempt)
        seen = later(clock)
        clock.advance(1)
        calls = [service.force_resolve(game.id, 1, seen=seen), service.force_resolve(game.id, 2, seen=seen)]
        got = await asyncio.gather(*(calls if attempt % 2 else calls[::-1]))
        assert sorted(type(g).__name__ for g in got) == ["Failure", "Resolved"]
        assert next(g for g in got if isinstance(g, Failure)).code == "phase_closed"
        assert await current_phase(store, game.id) == 1


async def test_done_in_one_phase_is_never_counted_in_the_next(
    service: JuntaService, store: Store, clock: FakeClock
) -> None:
    """RULES 2: the cabinet phase closes early once all six have marked done. Five have; at the same instant the
    President's Done (confirming the default cabinet) and the five others' second Done arrive: the President's
    resolves the phase; the others' reach a phase they had not seen and are refused, so the budget draw is not
    resolved at once with everyone's defaults."""
    game, users = await to_cabinet(service, store, clock)
    cabinet = await current_phase(store, game.id)
    for seat in range(1, 6):
        assert ok(await service.mark_done(game.id, users[seat])).resolved is None
    seen = later(clock)
    clock.advance(1)
    marked = ok(await service.mark_done(game.id, users[0], seen=seen, confirm=True))
    assert isinstance(marked, DoneMarked) and marked.resolved is not None
    for seat in range(1, 6):
        refused = failed(await service.mark_done(game.id, users[seat], seen=seen), "phase_closed")
        assert refused.message.startswith("Turn 1 · Cabinet appointment had already closed when this reached me")
        assert refused.message.endswith("Now open: Turn 1 · Draw budget / assign New Weapons.")
    assert await current_phase(store, game.id) == cabinet + 1
    async with store.read() as rx:
        assert await rx.done_seats(game.id, cabinet + 1) == frozenset()


async def test_six_dones_gathered_resolve_the_cabinet_phase_only(
    service: JuntaService, store: Store, clock: FakeClock
) -> None:
    """In every order the store may take them, six Dones given at the same instant resolve the cabinet phase and
    nothing after it."""
    game, users = await to_cabinet(service, store, clock)
    cabinet = await current_phase(store, game.id)
    seen = later(clock)
    clock.advance(1)
    order = [users[s] for s in (3, 1, 0, 5, 2, 4)]
    got = await asyncio.gather(*(service.mark_done(game.id, u, seen=seen, confirm=True) for u in order))
    assert sum(isinstance(g, DoneMarked) and g.resolved is not None for g in got) == 1
    assert all(isinstance(g, DoneMarked) or g.code == "phase_closed" for g in got)
    assert await current_phase(store, game.id) == cabinet + 1
    async with store.read() as rx:
        assert await rx.done_seats(game.id, cabinet + 1) == frozenset()


async def test_an_order_sent_while_its_phase_resolves_is_refused_not_moved(
    service: JuntaService, store: Store, clock: FakeClock
) -> None:
    """An order sent while its phase resolves is in that phase or refused, and never recorded for the next phase
    with a plain 'Recorded'."""
    game, users = await started_game(service)
    seen = later(clock)
    clock.advance(1)
    ok(await service.resolve_phase(game.id))
    refused = failed(await service.submit_order(game.id, users[1], Nominate(1), seen=seen), "phase_closed")
    assert "Nominations for President had already closed" in refused.message
    async with store.read() as rx:
        assert await rx.orders_for_phase(game.id, 1) == []


async def test_an_order_sent_after_the_phase_opened_is_recorded(
    service: JuntaService, store: Store, clock: FakeClock
) -> None:
    """The normal case: a player who acts after the phase opened gives his order for it."""
    game, users = await started_game(service)
    clock.advance(1)
    ok(await service.resolve_phase(game.id))
    got = ok(await service.submit_order(game.id, users[1], ElectionVote(1), seen=later(clock)))
    assert got.row.phase_seq == 1


async def test_an_order_in_the_very_millisecond_a_phase_opened_counts_as_before_it(
    service: JuntaService, store: Store, clock: FakeClock
) -> None:
    """A command stamped in the same millisecond as the phase's opening cannot have been meant for it: refused,
    never misapplied."""
    game, users = await started_game(service)
    clock.advance(1)
    ok(await service.resolve_phase(game.id))
    moment = await opened_ms(store, game.id, 1)
    failed(await service.submit_order(game.id, users[1], ElectionVote(1), seen=Seen.at(moment)), "phase_closed")
    ok(await service.submit_order(game.id, users[1], ElectionVote(1), seen=Seen.at(moment + 1)))


async def test_a_button_names_its_phase(service: JuntaService, store: Store, clock: FakeClock) -> None:
    """A button carries the phase it was shown for: pressed while that phase is open it acts (however late the
    press), and once the phase has closed it is refused."""
    game, users = await started_game(service)
    ok(await service.submit_order(game.id, users[0], Nominate(0), seen=Seen(phase_seq=0, at_ms=1)))
    clock.advance(1)
    ok(await service.resolve_phase(game.id))
    failed(await service.mark_done(game.id, users[0], seen=Seen(phase_seq=0, at_ms=clock.now_ms() + 5)), "phase_closed")
    failed(await service.mark_done(game.id, users[0], seen=Seen.phase(7)), "phase_closed")


async def test_a_command_sent_before_the_game_started(service: JuntaService, store: Store, clock: FakeClock) -> None:
    """A command made before the game's first phase opened is refused: the player had seen no phase."""
    game, users = await started_game(service)
    refused = failed(await service.submit_order(game.id, users[0], Nominate(0), seen=Seen.at(0)), "phase_closed")
    assert refused.message == (
        "The game Test Republic had not started when you sent this, so nothing changed. "
        "Now open: Before turn 1 · Nominations for President."
    )


async def test_a_command_for_the_phase_that_ended_the_game(
    service: JuntaService, store: Store, clock: FakeClock
) -> None:
    """When the phase a player saw ended the game, he is told the game is over."""
    game, users = await started_game(service)
    seen = later(clock)
    clock.advance(1)
    ok(await service.resolve_phase(game.id))
    ok(await service.end_game(game.id, moderator_id=1))
    refused = failed(await service.mark_done(game.id, users[0], seen=seen), "phase_closed")
    assert refused.message.endswith("so nothing changed. The game is over.")


# --- every other command that acts on a phase -----------------------------------------------------------------
async def test_every_phase_command_refuses_a_closed_phase(
    service: JuntaService, store: Store, clock: FakeClock
) -> None:
    """Withdraw, gifts, trade offers and acceptances, and the moderators' extend, pause and resume act on the phase
    their user saw: given for a phase that has closed, each is refused and nothing changes."""
    game, users = await started_game(service)
    ok(await service.submit_order(game.id, users[0], Nominate(0)))
    offer = ok(await service.offer_trade(game.id, users[0], 1, get_cash=1))
    seen = later(clock)
    clock.advance(1)
    ok(await service.resolve_phase(game.id))
    ok(await service.submit_order(game.id, users[0], ElectionVote(0)))
    before = await counts(store, game.id)
    async with store.read() as rx:
        deadline = await rx.get_deadline(game.id)
    refusals = [
        await service.withdraw_order(game.id, users[0], "election_vote", seen=seen),
        await service.act(game.id, users[0], GiveCash(1, 1), seen=seen),
        await service.offer_trade(game.id, users[0], 1, get_cash=1, seen=seen),
        await service.accept_trade(offer.id, users[1], seen=seen),
        await service.extend_deadline(game.id, 1, 30, seen=seen),
        await service.pause(game.id, 1, seen=seen),
    ]
    for refusal in refusals:
        failed(refusal, "phase_closed")
    ok(await service.pause(game.id, 1))
    failed(await service.resume(game.id, 1, seen=seen), "phase_closed")
    async with store.read() as rx:
        assert len(await rx.orders_for_phase(game.id, 1)) == 1
        assert (await rx.get_deadline(game.id, 1)).paused  # type: ignore[union-attr]
    assert (await counts(store, game.id))[:2] == before[:2]
    assert deadline is not None


async def test_snapshots_stored_before_the_migration_opened_at_the_end_of_their_second(
    service: JuntaService, store: Store, clock: FakeClock
) -> None:
    """A phase opened before phases were stamped to the millisecond counts as opened at the last millisecond of
    its second: a command in that second is refused, one after it acts."""
    game, users = await started_game(service)
    async with store.transaction() as tx:
        await tx._run("UPDATE snapshots SET opened_ms = NULL WHERE game_id = ?", (game.id,))
    async with store.read() as rx:
        snap = await rx.get_snapshot(game.id, 0)
    assert snap is not None and snap.opened_ms == T0 * 1000 + 999
    failed(await service.submit_order(game.id, users[0], Nominate(0), seen=Seen.at(T0 * 1000 + 999)), "phase_closed")
    ok(await service.submit_order(game.id, users[0], Nominate(0), seen=Seen.at(T0 * 1000 + 1000)))


# --- the property ---------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Step:
    """Resolve the current phase, or a seat's Done made at the moment `offset` ms from phase `back` phases ago
    opening."""

    resolve: bool
    seat: int = 0
    back: int = 0
    offset: int = 0


steps = st.lists(
    st.one_of(
        st.just(Step(resolve=True)),
        st.builds(
            Step,
            resolve=st.just(False),
            seat=st.integers(0, 5),
            back=st.integers(0, 2),
            offset=st.sampled_from([-1, 0, 1, 300, 999, 1000, 2500]),
        ),
    ),
    max_size=12,
)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps)
def test_a_command_acts_on_the_phase_open_at_its_moment_or_is_refused(schedule: list[Step]) -> None:
    """Whatever the interleaving, a Done counts in the phase that was open at the moment its user acted, or is
    refused because that phase has closed: never in a phase that opened after he acted."""

    async def play(folder: Path) -> None:
        clock = FakeClock(T0)
        async with await Store.open(folder / "junta.sqlite3") as store:
            service = JuntaService(store, clock, defaults=NO_EARLY)
            game, users = await started_game(service)
            opened = [await opened_ms(store, game.id, 0)]
            expected: dict[int, set[int]] = {}
            for step in schedule:
                clock.advance(1)
                if step.resolve:
                    if isinstance(await service.resolve_phase(game.id), Resolved):
                        opened.append(await opened_ms(store, game.id, len(opened)))
                    continue
                moment = opened[max(0, len(opened) - 1 - step.back)] + step.offset
                meant = max((i for i, at in enumerate(opened) if at < moment), default=None)
                got = await service.mark_done(game.id, users[step.seat], seen=Seen.at(moment), confirm=True)
                if meant == len(opened) - 1:
                    assert isinstance(got, DoneMarked), got
                    expected.setdefault(meant, set()).add(step.seat)
                else:
                    assert isinstance(got, Failure) and got.code == "phase_closed", got
            async with store.read() as rx:
                for phase in range(len(opened)):
                    assert await rx.done_seats(game.id, phase) == frozenset(expected.get(phase, set()))

    with tempfile.TemporaryDirectory() as folder:
        asyncio.run(play(Path(folder)))


def test_phase_names_read_as_players_name_them() -> None:
    """Refusals name phases as players read them, never by internal counters."""
    state = new_game([f"F{i}" for i in range(6)], "s", "web")
    assert not isinstance(state, tuple)
    assert phase_name("en", state) == "Before turn 1 · Nominations for President"
    coup = replace(state, turn=3, phase=Phase.COUP, coup=Coup(phase=4))
    assert phase_name("en", coup) == "Turn 3 · Coup Phase 4 of 6"
    assert phase_name("en", replace(state, turn=2, phase=Phase.BUDGET_VOTE)) == "Turn 2 · Budget vote"
    assert all(" · " in phase_name("en", replace(state, turn=1, phase=p)) for p in Phase)
