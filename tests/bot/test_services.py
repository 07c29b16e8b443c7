"""The use cases, through a real store (a temporary SQLite file) and a fake clock."""

from __future__ import annotations

import asyncio
import json
import random
from typing import TypeVar

import pytest

from bot.clock import FakeClock
from bot.config import GameSettings
from bot.discord_transport import coalesce, dm_text
from bot.games.junta.services.results import DoneMarked, Recorded, Resolved
from bot.games.junta.services.service import JuntaService
from bot.games.junta.services.snapshots import SCHEMA_VERSION, current_state, load_snapshot
from bot.outbox import DirectMessage, decode
from bot.replay import replay_store
from bot.scheduler import Scheduler
from bot.services import Failure, Seen
from bot.store import GameRow, GameStatus, OutboxRow, Store
from rules import codec
from rules.events import Event
from rules.junta.duties import in_play
from rules.junta.money import payable_amounts, total
from rules.junta.orders import ElectionVote, GiveCash, Nominate, Order, Second
from rules.junta.state import GameState, Phase
from rules.simulate import random_action, random_orders
from tests.bot.conftest import T0 as T0  # re-exported: the other tests import it from here
from tests.said import english

HOUR = 3600
FAST = GameSettings(phase_minutes=60, reminder_hours=0.5)

R = TypeVar("R")


def ok(result: R | Failure | None) -> R:
    assert result is not None, "expected a result, got None"
    assert not isinstance(result, Failure), f"expected success, got {result.code}: {result.message}"
    return result


def failed(result: object, code: str) -> Failure:
    assert isinstance(result, Failure), f"expected failure {code}, got {result!r}"
    assert result.code == code, f"expected {code}, got {result.code}: {result.message}"
    assert result.message
    return result


@pytest.fixture
def service(store: Store, clock: FakeClock) -> JuntaService:
    return JuntaService(store, clock, defaults=FAST)


async def forming_game(
    service: JuntaService, players: int = 6, *, channel: int = 100, settings: GameSettings | None = None
) -> GameRow:
    game = ok(
        await service.create_game(
            guild_id=1, channel_id=channel, name="Test Republic", seed="seed-1", settings=settings
        )
    )
    for i in range(players):
        ok(await service.join(game.id, 1000 + i, f"Family{i}"))
    return game


async def started_game(
    service: JuntaService, players: int = 6, *, channel: int = 100, settings: GameSettings | None = None
) -> tuple[GameRow, dict[int, int]]:
    """A running game; seat -> user id."""
    game = await forming_game(service, players, channel=channel, settings=settings)
    started = ok(await service.start(game.id))
    return started.game, {s.seat: s.user_id for s in started.seats}


async def state_of(store: Store, game_id: int) -> GameState:
    async with store.read() as rx:
        game = await rx.get_game(game_id)
        assert game is not None
        return await current_state(rx, game)


async def game_row(store: Store, game_id: int) -> GameRow:
    async with store.read() as rx:
        game = await rx.get_game(game_id)
    assert game is not None
    return game


async def outbox(store: Store, game_id: int) -> list[OutboxRow]:
    async with store.read() as rx:
        return await rx.pending_outbox(game_id)


def texts(rows: list[OutboxRow], kind: str | None = None, topic: str | None = None) -> list[str]:
    """The texts of outbox rows of a kind ("channel": every post in the game channel, phase openings included) and
    topic."""
    kinds = {"channel", "phase"} if kind == "channel" else {kind}
    out = []
    for row in rows:
        payload = json.loads(row.payload)
        if (kind is None or row.kind in kinds) and (topic is None or payload["topic"] == topic):
            out.append(payload["text"])
    return out


async def counts(store: Store, game_id: int) -> tuple[int, int, int, int]:
    """(snapshots, orders standing in phase 0, outbox rows, audit rows): for 'nothing changed' checks."""
    async with store.read() as rx:
        return (
            len(await rx.snapshot_phases(game_id)),
            len(await rx.orders_for_phase(game_id, 0)),
            len(await rx.pending_outbox(game_id)),
            len(await rx.list_audit(game_id)),
        )


# --- forming ------------------------------------------------------------------------------------------------
async def test_create_join_leave_start(service: JuntaService, store: Store) -> None:
    game = await forming_game(service, 7)
    assert game.status is GameStatus.FORMING
    left = ok(await service.leave(game.id, 1003))
    assert left.family == "Family3"
    async with store.read() as rx:
        seats = await rx.seats(game.id)
    assert [s.seat for s in seats] == list(range(6))  # renumbered
    assert "Family3" not in [s.family for s in seats]
    started = ok(await service.start(game.id))
    assert started.game.status is GameStatus.RUNNING
    assert [p.name for p in started.state.players] == [s.family for s in seats]
    assert started.deadline.due_at == T0 + HOUR
    assert started.deadline.remind_before == HOUR // 2
    async with store.read() as rx:
        snap = await rx.get_snapshot(game.id, 0)
    assert snap is not None and snap.schema_version == SCHEMA_VERSION
    assert load_snapshot(snap.state) == started.state
    channel = texts(await outbox(store, game.id), "channel")
    assert any("Nominations for President" in t for t in channel)
    assert any("forming" in t for t in channel)


async def test_create_refuses_a_busy_channel_and_a_bad_name(service: JuntaService) -> None:
    await forming_game(service, 0)
    failed(await service.create_game(guild_id=1, channel_id=100, name="Again"), "channel_busy")
    failed(await service.create_game(guild_id=1, channel_id=101, name="   "), "bad_name")


async def test_join_bad_input(service: JuntaService, store: Store) -> None:
    failed(await service.join(999, 1, "Somebody"), "unknown_game")
    game = await forming_game(service, 10)
    before = await counts(store, game.id)
    failed(await service.join(game.id, 1000, "Other"), "already_joined")
    failed(await service.join(game.id, 2000, "family1"), "family_taken")
    failed(await service.join(game.id, 2000, "  "), "bad_family")
    failed(await service.join(game.id, 2000, "x" * 40), "bad_family")
    failed(await service.join(game.id, 2000, "Eleventh"), "game_full")
    assert await counts(store, game.id) == before


async def test_a_family_name_cannot_be_misread(service: JuntaService, store: Store) -> None:
    """Orders name families by name or seat number and list them with commas, and posts name them in the channel:
    a name that is a number, has a comma, mentions somebody or is a word orders use is refused, nothing changed."""
    game = await forming_game(service, 6)
    before = await counts(store, game.id)
    for name in ("3", "#12", "Garcia, Lopez", "<@1234>", "@everyone", "the @here gang", "BiL", "nobody"):
        refused = failed(await service.join(game.id, 2000, name), "bad_family")
        assert refused.message
    assert await counts(store, game.id) == before
    ok(await service.join(game.id, 2000, "The 3 Brothers"))


async def test_leave_and_start_bad_input(service: JuntaService, store: Store) -> None:
    failed(await service.leave(999, 1), "unknown_game")
    game = await forming_game(service, 5)
    failed(await service.leave(game.id, 5555), "not_in_game")
    failed(await service.start(999), "unknown_game")
    before = await counts(store, game.id)
    failed(await service.start(game.id), "player_count")
    assert await counts(store, game.id) == before
    assert (await game_row(store, game.id)).status is GameStatus.FORMING
    ok(await service.join(game.id, 1005, "Family5"))
    ok(await service.start(game.id))
    failed(await service.start(game.id), "already_started")
    failed(await service.leave(game.id, 1000), "already_started")
    failed(await service.join(game.id, 3000, "Late"), "already_started")


# --- orders -------------------------------------------------------------------------------------------------
async def test_submit_replace_withdraw_and_read(service: JuntaService, store: Store) -> None:
    game, users = await started_game(service)
    rec = ok(await service.submit_order(game.id, users[0], Nominate(2)))
    assert isinstance(rec, Recorded) and rec.row.kind_key == "nominate:2" and rec.row.phase_seq == 0
    assert rec.deadline is not None and rec.deadline.due_at == T0 + HOUR
    again = ok(await service.submit_order(game.id, users[0], Nominate(2)))
    assert again.row.time > rec.row.time
    failed(await service.submit_order(game.id, users[0], Second(3)), "not_nominated")  # nobody nominated Family3
    ok(await service.submit_order(game.id, users[1], Nominate(3)))
    ok(await service.submit_order(game.id, users[0], codec.dumps(Second(3), Order)))  # JSON text works too
    mine = ok(await service.my_orders(game.id, users[0]))
    assert [o for _, o in mine] == [Nominate(2), Second(3)]
    withdrawn = ok(await service.withdraw_order(game.id, users[0], "second:3"))
    assert withdrawn.kind_key == "second:3"
    failed(await service.withdraw_order(game.id, users[0], "second:3"), "no_such_order")
    assert [o for _, o in ok(await service.my_orders(game.id, users[0]))] == [Nominate(2)]
    status = ok(await service.my_status(game.id, users[0]))
    assert not status.owes and not status.done and status.view.player == 0  # nominations are owed by nobody
    assert [o for _, o in status.orders] == [Nominate(2)]


async def test_submit_bad_input_changes_nothing(service: JuntaService, store: Store) -> None:
    forming = await forming_game(service, 6, channel=200)
    failed(await service.submit_order(forming.id, 1000, Nominate(0)), "not_started")
    game, users = await started_game(service)
    before = await counts(store, game.id)
    failed(await service.submit_order(999, users[0], Nominate(0)), "unknown_game")
    failed(await service.submit_order(game.id, 424242, Nominate(0)), "not_in_game")
    failed(await service.submit_order(game.id, users[0], "{not json"), "bad_payload")
    failed(await service.submit_order(game.id, users[0], '{"$type": "Nominate", "candidate": "x"}'), "bad_payload")
    failed(await service.submit_order(game.id, users[0], GiveCash(1, 3)), "bad_payload")  # type: ignore[arg-type]
    rejected = failed(await service.submit_order(game.id, users[0], ElectionVote(1)), "wrong_phase")
    assert rejected.rejections and rejected.rejections[0].code == "wrong_phase"
    failed(await service.submit_order(game.id, users[0], Nominate(99)), "no_such_player")
    failed(await service.submit_order(game.id, users[0], Nominate(0), seen=Seen.phase(5)), "phase_closed")
    failed(await service.withdraw_order(game.id, users[0], "nominate:0"), "no_such_order")
    failed(await service.mark_done(999, users[0]), "unknown_game")
    failed(await service.mark_done(game.id, 424242), "not_in_game")
    failed(await service.my_orders(game.id, 424242), "not_in_game")
    failed(await service.my_status(game.id, 424242), "not_in_game")
    failed(await service.act(game.id, users[0], Nominate(1)), "bad_payload")  # type: ignore[arg-type]
    failed(await service.act(game.id, users[0], GiveCash(1, 3)), "no_exact_change")  # nobody has cash yet
    failed(await service.act(game.id, 424242, GiveCash(1, 3)), "not_in_game")
    assert await counts(store, game.id) == before


async def test_resolving_twice_does_nothing(service: JuntaService, store: Store) -> None:
    game, users = await started_game(service)
    for seat, user in users.items():
        ok(await service.submit_order(game.id, user, Nominate(seat % 2)))
    first = ok(await service.resolve_phase(game.id, 0))
    assert isinstance(first, Resolved) and first.next_phase_seq == 1 and not first.missed
    assert await service.resolve_phase(game.id, 0) is None
    async with store.read() as rx:
        assert await rx.snapshot_phases(game.id) == [0, 1]
        events0 = await rx.list_events(game.id, 0)
        assert (await rx.get_game(game.id)).phase_seq == 1  # type: ignore[union-attr]
        deadline = await rx.get_deadline(game.id)
    assert len(events0) == len(first.events)
    assert deadline is not None and deadline.phase_seq == 1
    assert (await state_of(store, game.id)).phase is Phase.ELECTION
    # The order given for the closed phase is refused, never silently moved to the next one.
    failed(await service.submit_order(game.id, users[0], Nominate(0), seen=Seen.phase(0)), "phase_closed")
    results = texts(await outbox(store, game.id), "channel", "results")
    assert len(results) == 1 and "Nominations for President has resolved" in results[0]


async def test_missed_orders_are_named(service: JuntaService, store: Store) -> None:
    """RULES 2: the channel is told who missed orders he owed; a player who marked done chose the default (a
    deliberate abstention is not missed)."""
    game, users = await started_game(service)
    ok(await service.resolve_phase(game.id))  # no nomination: everyone is a candidate
    ok(await service.submit_order(game.id, users[0], ElectionVote(0)))
    ok(await service.mark_done(game.id, users[4], confirm=True))
    resolved = ok(await service.resolve_phase(game.id))
    assert resolved.missed == (1, 2, 3, 5)
    post = texts(await outbox(store, game.id), "channel", "results")[-1]
    missed = post.split("Missed orders")[1]
    assert "Family3" in missed and "Family0" not in missed and "Family4" not in missed


async def test_race_submit_during_resolution(service: JuntaService, store: Store) -> None:
    """An order stored while its phase resolves is either in the resolution or refused: never lost."""
    for attempt in range(6):
        game, users = await started_game(service, channel=300 + attempt)
        ok(await service.resolve_phase(game.id, 0))
        submit = service.submit_order(game.id, users[1], ElectionVote(1), seen=Seen.phase(1))
        resolve = service.resolve_phase(game.id, 1)
        if attempt % 2:
            got, resolved = await asyncio.gather(submit, resolve)
        else:
            resolved, got = await asyncio.gather(resolve, submit)
        resolved = ok(resolved)
        if isinstance(got, Failure):
            assert got.code == "phase_closed"
            assert 1 in resolved.missed
        else:
            assert got.row.phase_seq == 1
            assert 1 not in resolved.missed  # it was counted


async def test_early_resolution(service: JuntaService, store: Store) -> None:
    game, users = await started_game(service)
    for seat, user in users.items():
        ok(await service.submit_order(game.id, user, Nominate(seat % 3)))
    for seat in range(5):
        done = ok(await service.mark_done(game.id, users[seat]))
        assert isinstance(done, DoneMarked) and done.newly and done.resolved is None
    again = ok(await service.mark_done(game.id, users[0]))
    assert not again.newly
    last = ok(await service.mark_done(game.id, users[5]))
    assert last.resolved is not None and last.resolved.phase_seq == 0
    assert (await game_row(store, game.id)).phase_seq == 1
    assert any("resolves early" in t for t in texts(await outbox(store, game.id), "channel", "results"))


async def test_no_early_resolution_when_turned_off_or_undone(service: JuntaService, store: Store) -> None:
    game, users = await started_game(service, settings=GameSettings(phase_minutes=60, early_resolution=False))
    for user in users.values():
        assert ok(await service.mark_done(game.id, user)).resolved is None
    assert (await game_row(store, game.id)).phase_seq == 0
    other, users2 = await started_game(service, channel=101)
    for seat in range(5):
        ok(await service.mark_done(other.id, users2[seat]))
    ok(await service.mark_done(other.id, users2[0], done=False))
    assert ok(await service.mark_done(other.id, users2[5])).resolved is None
    assert ok(await service.mark_done(other.id, users2[0])).resolved is not None


# --- moderators ---------------------------------------------------------------------------------------------
async def test_pause_resume_extend(service: JuntaService, store: Store, clock: FakeClock) -> None:
    game, users = await started_game(service)
    scheduler = Scheduler(service)
    ok(await service.extend_deadline(game.id, 77, 30))
    async with store.read() as rx:
        assert (await rx.get_deadline(game.id)).due_at == T0 + HOUR + 1800  # type: ignore[union-attr]
    clock.set(T0 + 600)
    paused = ok(await service.pause(game.id, 77))
    assert paused.status is GameStatus.PAUSED
    failed(await service.pause(game.id, 77), "game_paused")
    ok(await service.extend_deadline(game.id, 77, 10))  # a paused deadline can be given more time
    failed(await service.force_resolve(game.id, 77), "game_paused")
    clock.set(T0 + 10 * HOUR)
    assert await scheduler.run_once() == 0  # a paused game's deadline does not run
    assert (await game_row(store, game.id)).phase_seq == 0
    ok(await service.submit_order(game.id, users[0], Nominate(0)))  # orders are still taken while paused
    ok(await service.resume(game.id, 77))
    failed(await service.resume(game.id, 77), "not_paused")
    async with store.read() as rx:
        deadline = await rx.get_deadline(game.id)
        audit = [a.action for a in await rx.list_audit(game.id)]
    assert deadline is not None and deadline.due_at == T0 + 10 * HOUR + HOUR + 1800 - 600 + 600
    assert audit == ["extend", "pause", "extend", "resume"]
    moderator_lines = texts(await outbox(store, game.id), "channel", "moderator")
    assert len(moderator_lines) == 4 and all("<@77>" in t for t in moderator_lines)
    failed(await service.extend_deadline(game.id, 77, 0), "bad_minutes")
    failed(await service.extend_deadline(999, 77, 5), "unknown_game")


async def test_done_while_paused_resolves_on_resume(service: JuntaService, store: Store) -> None:
    game, users = await started_game(service)
    ok(await service.pause(game.id, 77))
    for user in users.values():
        assert ok(await service.mark_done(game.id, user)).resolved is None
    assert (await game_row(store, game.id)).phase_seq == 0
    ok(await service.resume(game.id, 77))
    assert (await game_row(store, game.id)).phase_seq == 1


async def test_force_replace_end(service: JuntaService, store: Store) -> None:
    game, users = await started_game(service)
    forced = ok(await service.force_resolve(game.id, 77))
    assert forced.phase_seq == 0
    assert any("moderator resolved" in t.lower() for t in texts(await outbox(store, game.id), "channel", "results"))
    failed(await service.replace_player(game.id, 77, 9, 5000), "no_such_seat")
    failed(await service.replace_player(game.id, 77, 2, users[3]), "already_joined")
    ok(await service.replace_player(game.id, 77, 2, 5000))
    failed(await service.my_status(game.id, users[2]), "not_in_game")
    status = ok(await service.my_status(game.id, 5000))
    assert status.seat.seat == 2 and status.seat.family == "Family2"
    (replaced,) = [r for r in await outbox(store, game.id) if r.target == 5000 and r.kind == "dm"]
    told = decode(replaced.kind, replaced.payload)
    assert isinstance(told, DirectMessage) and told.topic == "replaced"
    read = dm_text(told.game, told.text)  # as he reads it: the game named once, in the DM's header
    assert read == "*Test Republic* · You now play the Family2 family in this game.", read
    ended = ok(await service.end_game(game.id, 77))
    assert ended.status is GameStatus.FINISHED
    # Issue 22: the standings are posted as at the end of a game played out (RULES 6), after the moderator's line.
    posts = texts(await outbox(store, game.id), "channel")
    (over,) = texts(await outbox(store, game.id), "channel", "over")
    assert over.startswith("**The game is over.** (ended by a moderator)\n1. ") and "MP in Switzerland" in over
    assert posts.index(over) == len(posts) - 1 and "the game is ended" in posts[-2]
    failed(await service.submit_order(game.id, users[0], Nominate(0)), "game_finished")
    failed(await service.end_game(game.id, 77), "game_finished")
    failed(await service.force_resolve(game.id, 77), "game_finished")
    async with store.read() as rx:
        assert [a.action for a in await rx.list_audit(game.id)] == ["force", "replace", "end"]
    # The channel is free again.
    ok(await service.create_game(guild_id=1, channel_id=100, name="Next"))


# --- reminders ----------------------------------------------------------------------------------------------
async def test_reminders_once_per_phase(service: JuntaService, store: Store, clock: FakeClock) -> None:
    game, users = await started_game(service)
    ok(await service.submit_order(game.id, users[0], Nominate(0)))
    ok(await service.mark_done(game.id, users[1]))
    assert await service.send_reminders() == 0  # not yet
    clock.set(T0 + HOUR - 1800)
    assert await service.send_reminders() == 5  # everyone in the country not done, orders given or not
    reminded = sorted(r.target for r in await outbox(store, game.id) if json.loads(r.payload)["topic"] == "reminder")
    assert reminded == [users[s] for s in (0, 2, 3, 4, 5)]
    assert await service.send_reminders() == 0
    ok(await service.extend_deadline(game.id, 77, 60))
    clock.set(T0 + 2 * HOUR - 1700)
    assert await service.send_reminders() == 0  # still once per phase
    ok(await service.resolve_phase(game.id))
    async with store.read() as rx:
        deadline = await rx.get_deadline(game.id)
    assert deadline is not None and deadline.phase_seq == 1 and deadline.remind_at is not None
    clock.set(deadline.remind_at)
    state = await state_of(store, game.id)
    assert await service.send_reminders() == len(in_play(state))  # the next phase reminds again


# --- a whole game -------------------------------------------------------------------------------------------
async def play_through_services(
    service: JuntaService,
    store: Store,
    clock: FakeClock,
    seed: str,
    *,
    players: int = 6,
    max_phases: int = 400,
    stop_after: int | None = None,
) -> tuple[GameRow, int, int]:
    """Play a whole game with random legal orders and gifts given through the services; the scheduler
    resolves each phase when the fake clock passes its deadline. (game, phases, actions done)."""
    rng = random.Random(seed)
    game = ok(await service.create_game(guild_id=1, channel_id=900, name="Sim", seed=seed))
    for i in range(players):
        ok(await service.join(game.id, 1000 + i, f"Family{i}"))
    started = ok(await service.start(game.id))
    users = {s.seat: s.user_id for s in started.seats}
    scheduler = Scheduler(service)
    phases = actions = 0
    while (await game_row(store, game.id)).status is GameStatus.RUNNING:
        if stop_after is not None and phases >= stop_after:
            break
        assert phases < max_phases, "the game does not end"
        state = await state_of(store, game.id)
        if rng.random() < 0.4 and (act := random_action(state, rng)) is not None:
            got = await service.act(game.id, users[act[0]], act[1])
            actions += not isinstance(got, Failure)
            state = await state_of(store, game.id)
        for sub in random_orders(state, rng, miss=0.1):
            ok(await service.submit_order(game.id, users[sub.player], sub.order, seen=Seen.phase(state.seq)))
        if rng.random() < 0.3:
            for seat in in_play(state):
                await service.mark_done(game.id, users[seat], confirm=True)
        before = (await game_row(store, game.id)).phase_seq
        if before == state.seq:  # not resolved early: let the deadline pass
            async with store.read() as rx:
                deadline = await rx.get_deadline(game.id)
            assert deadline is not None and deadline.due_at is not None
            clock.set(max(clock.now(), deadline.due_at) + 1)
            await scheduler.run_once()
        assert (await game_row(store, game.id)).phase_seq == before + (before == state.seq)
        phases += 1
    return await game_row(store, game.id), phases, actions


async def test_a_whole_game_through_the_services(service: JuntaService, store: Store, clock: FakeClock) -> None:
    game, phases, actions = await play_through_services(service, store, clock, "whole-game-1")
    assert game.status is GameStatus.FINISHED
    assert (await state_of(store, game.id)).over
    assert phases > 10 and actions > 0
    rows = await outbox(store, game.id)
    assert texts(rows, "channel", "over")
    assert texts(rows, "dm", "digest")
    checked, mismatches = await replay_store(store, game.id)
    assert checked == phases and mismatches == []
    # Nothing is due any more for a finished game.
    async with store.read() as rx:
        assert await rx.next_wakeup() is None


async def test_no_secret_reaches_the_channel_or_the_wrong_player(
    service: JuntaService, store: Store, clock: FakeClock
) -> None:
    game, _, _ = await play_through_services(service, store, clock, "privacy-1", stop_after=25)
    async with store.read() as rx:
        events = [codec.loads(Event, e.payload) for e in await rx.list_events(game.id)]
        seat_rows = await rx.seats(game.id)
        seats = {s.user_id: s.seat for s in seat_rows}
    rows = await outbox(store, game.id)
    names = [s.family for s in sorted(seat_rows, key=lambda s: s.seat)]

    def lines(items: list[Event]) -> set[str]:
        """The sentences (one a line) the players read of these events, in English, the game's language."""
        return {line for e in items for line in english(e, names).split("\n")}

    channel = {line for t in texts(rows, "channel") for line in t.split("\n")}
    hidden = lines([e for e in events if not e.public]) - lines([e for e in events if e.public])
    assert hidden and channel
    assert not channel & hidden
    digests = [r for r in rows if r.kind == "dm" and json.loads(r.payload)["topic"] == "digest"]
    assert digests
    for row in digests:
        seat = seats[row.target]
        secret = lines([e for e in events if not e.audience.sees(seat)]) - lines(
            [e for e in events if e.audience.sees(seat)]
        )
        assert not set(json.loads(row.payload)["text"].split("\n")) & secret


async def test_a_gift_happens_at_once_and_replays(service: JuntaService, store: Store, clock: FakeClock) -> None:
    game, phases, _ = await play_through_services(service, store, clock, "gift-1", stop_after=12)
    state = await state_of(store, game.id)
    giver = next(p for p in state.players if p.alive and any(a > 0 for a in payable_amounts(p.pocket)))
    receiver = next(p for p in state.players if p.alive and p.id != giver.id)
    amount = max(a for a in payable_amounts(giver.pocket) if a > 0)
    async with store.read() as rx:
        users = {s.seat: s.user_id for s in await rx.seats(game.id)}
    before = ok(await service.my_status(game.id, users[receiver.id])).view.cash
    queued = {r.id for r in await outbox(store, game.id)}
    done = ok(await service.act(game.id, users[giver.id], GiveCash(receiver.id, amount)))
    assert [e.code for e in done.events] == ["gift"]
    assert ok(await service.my_status(game.id, users[receiver.id])).view.cash == before + amount
    assert ok(await service.my_status(game.id, users[giver.id])).view.cash == total(giver.pocket) - amount
    gifts = [r.target for r in await outbox(store, game.id) if r.id not in queued]
    assert sorted(gifts) == sorted([users[giver.id], users[receiver.id]])
    failed(await service.act(game.id, users[giver.id], GiveCash(giver.id, 1)), "action_self")
    ok(await service.resolve_phase(game.id))
    checked, mismatches = await replay_store(store, game.id)
    assert checked == phases + 1 and mismatches == []


def test_long_messages_are_split_for_discord() -> None:
    from bot.games.junta.text import MAX_TEXT_CHARS, split_message

    text = "\n".join(f"line {i} " + "x" * (i % 300) for i in range(200)) + "\n" + "y" * 5000
    pieces = split_message(text)
    assert all(0 < len(p) <= MAX_TEXT_CHARS for p in pieces)
    assert "".join(pieces).replace("\n", "") == text.replace("\n", "")
    assert split_message("short") == ["short"]


# --- what the players receive ----------------------------------------------------------------------------------
async def delivered(store: Store, game_id: int) -> dict[int, list[str]]:
    """The game's unsent messages as the delivery sends them (each with those it carries, `coalesce`), marked sent:
    the texts of the DMs each player receives as he reads them (the game's name first, `dm_text`), one string a DM."""
    rows = await outbox(store, game_id)
    left, dms = list(rows), dict[int, list[str]]()
    while left:
        message, ids = coalesce(left)
        if message.kind == DirectMessage.KIND:
            sent = decode(message.kind, message.payload)
            assert isinstance(sent, DirectMessage)
            dms.setdefault(message.target, []).append(dm_text(sent.game, sent.text))
        left = [r for r in left if r.id not in ids]
    async with store.transaction() as tx:
        await tx.mark_sent_many([r.id for r in rows], now=T0)
    return dms


async def test_a_player_gets_one_dm_as_a_phase_opens(service: JuntaService, store: Store) -> None:
    """Issue 26 (the charter: "a phase's news goes out in few messages"): as the game starts, each player's word
    that it has begun (and which family he is) goes with the first phase's opening DM, in one DM, which names the game
    once (in its header: the word that it has begun does not name it again); as a new turn
    opens, his news of the phase that ended and his new cards go with the new phase's opening DM, in one DM."""
    game, users = await started_game(service)
    dms = await delivered(store, game.id)
    assert set(dms) == set(users.values())
    for seat, user in users.items():
        (only,) = dms[user]
        assert f"has begun: you are the Family{seat} family" in only
        assert only.startswith("*Test Republic* · ") and only.count("Test Republic") == 1, only  # named once
        assert "Nominations for President** has begun" in only
    for user in users.values():
        ok(await service.submit_order(game.id, user, Nominate(0)))
    ok(await service.resolve_phase(game.id, 0))
    await delivered(store, game.id)
    ok(await service.resolve_phase(game.id, 1))  # the election: turn 1 begins, its cards are dealt
    dms = await delivered(store, game.id)
    assert set(dms) == set(users.values())
    for user in users.values():
        (only,) = dms[user]
        assert only.index("your new cards") < only.index("has begun"), only
