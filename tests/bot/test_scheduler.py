"""The scheduler: resolves at deadlines, re-arms from the table, catches up after downtime, can be woken."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Awaitable, Callable

import pytest

from bot.clock import FakeClock
from bot.games.junta.services.service import JuntaService
from bot.scheduler import Scheduler
from bot.store import News, Store
from tests.bot.test_services import FAST, HOUR, T0, game_row, ok, outbox, started_game, texts


@pytest.fixture
def service(store: Store, clock: FakeClock) -> JuntaService:
    return JuntaService(store, clock, defaults=FAST)


async def until(check: Callable[[], Awaitable[bool]], timeout: float = 5.0) -> None:
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not await check():
        if loop.time() > end:
            raise AssertionError("timed out waiting")
        await asyncio.sleep(0.005)


@pytest.fixture
async def running(service: JuntaService, clock: FakeClock) -> AsyncIterator[Scheduler]:
    scheduler = Scheduler(service, max_sleep=10**9)
    task = asyncio.create_task(scheduler.run())
    yield scheduler
    scheduler.stop()
    await asyncio.wait_for(task, 5)


async def asleep(clock: FakeClock, scheduler: Scheduler, rounds: int) -> None:
    """Wait until the scheduler has done `rounds` rounds and sleeps on the clock."""

    async def check() -> bool:
        return scheduler.rounds >= rounds and clock.sleepers > 0

    await until(check)


async def test_resolves_at_the_deadline(service: JuntaService, store: Store, clock: FakeClock) -> None:
    game, _ = await started_game(service)
    scheduler = Scheduler(service, max_sleep=10**9)
    task = asyncio.create_task(scheduler.run())
    try:
        await asleep(clock, scheduler, 1)
        assert (await game_row(store, game.id)).phase_seq == 0
        clock.set(T0 + HOUR - 1)
        await asleep(clock, scheduler, 1)
        assert (await game_row(store, game.id)).phase_seq == 0
        clock.set(T0 + HOUR)

        async def resolved() -> bool:
            return (await game_row(store, game.id)).phase_seq == 1

        await until(resolved)
        results = texts(await outbox(store, game.id), "channel", "results")
        assert len(results) == 1 and "away" not in results[0]
    finally:
        scheduler.stop()
        await asyncio.wait_for(task, 5)


async def test_woken_when_a_game_starts(
    service: JuntaService, store: Store, clock: FakeClock, running: Scheduler
) -> None:
    await asleep(clock, running, 1)  # nothing to do: it sleeps (almost) forever
    game, _ = await started_game(service)  # the service wakes it; it re-arms for the new deadline
    await asleep(clock, running, 2)
    clock.set(T0 + HOUR)

    async def resolved() -> bool:
        return (await game_row(store, game.id)).phase_seq == 1

    await until(resolved)


async def test_woken_when_a_deadline_moves(
    service: JuntaService, store: Store, clock: FakeClock, running: Scheduler
) -> None:
    game, _ = await started_game(service)
    await asleep(clock, running, 1)
    rounds = running.rounds
    ok(await service.extend_deadline(game.id, 77, 30))
    await asleep(clock, running, rounds + 1)
    clock.set(T0 + HOUR)  # the old deadline: nothing happens
    await asleep(clock, running, rounds + 2)
    assert (await game_row(store, game.id)).phase_seq == 0
    clock.set(T0 + HOUR + 1800)

    async def resolved() -> bool:
        return (await game_row(store, game.id)).phase_seq == 1

    await until(resolved)


async def test_catches_up_after_downtime(service: JuntaService, store: Store, clock: FakeClock) -> None:
    """A deadline that passed while the bot was down resolves on start, and the channel is told."""
    game, _ = await started_game(service)
    other, _ = await started_game(service, channel=101)
    clock.set(T0 + 5 * HOUR)  # the bot was down
    scheduler = Scheduler(service)
    assert await scheduler.run_once() == 2
    for g in (game, other):
        assert (await game_row(store, g.id)).phase_seq == 1
        (post,) = texts(await outbox(store, g.id), "channel", "results")
        assert "while the game master was away" in post
    # The next phase's deadline is counted from the catch-up, and only one phase resolved.
    async with store.read() as rx:
        deadline = await rx.get_deadline(game.id)
    assert deadline is not None and deadline.due_at == T0 + 6 * HOUR


async def test_reminders_and_pause(service: JuntaService, store: Store, clock: FakeClock) -> None:
    game, users = await started_game(service)
    scheduler = Scheduler(service)
    clock.set(T0 + HOUR - 1800)
    assert await scheduler.run_once() == 6
    assert await scheduler.run_once() == 0
    dms = [r for r in await outbox(store, game.id) if json.loads(r.payload)["topic"] == "reminder"]
    assert sorted(r.target for r in dms) == sorted(users.values())
    ok(await service.pause(game.id, 77))
    clock.set(T0 + 3 * HOUR)
    assert await scheduler.run_once() == 0
    assert await scheduler.next_delay() == scheduler.max_sleep  # nothing to wait for while paused
    ok(await service.resume(game.id, 77))
    assert await scheduler.next_delay() == 1800


async def test_a_broken_game_does_not_stop_the_others(service: JuntaService, store: Store, clock: FakeClock) -> None:
    broken, _ = await started_game(service)
    healthy, _ = await started_game(service, channel=101)
    async with store.transaction() as tx:
        await tx._run(  # corrupt the broken game's snapshot behind the service's back
            "UPDATE snapshots SET state = ? WHERE game_id = ?", ('{"schema": 1, "data": {"players": 3}}', broken.id)
        )
    scheduler = Scheduler(service, retry_delay=30)
    clock.set(T0 + HOUR - 1800)
    assert await scheduler.run_once() == 6  # the healthy game's reminders
    clock.set(T0 + HOUR)
    assert await scheduler.run_once() == 1
    assert (await game_row(store, healthy.id)).phase_seq == 1
    assert (await game_row(store, broken.id)).phase_seq == 0
    assert await scheduler.next_delay() == 0  # the broken game is still due...
    task = asyncio.create_task(scheduler.run())
    try:
        await asleep(clock, scheduler, scheduler.rounds + 1)  # ...but the loop sleeps instead of spinning
        rounds = scheduler.rounds
        await asyncio.sleep(0.05)
        assert scheduler.rounds == rounds
    finally:
        scheduler.stop()
        await asyncio.wait_for(task, 5)


async def test_the_scheduler_looks_again_when_a_deadline_moves_not_when_messages_are_queued(
    service: JuntaService, store: Store, clock: FakeClock, running: Scheduler
) -> None:
    """Issue 26: a transaction that only queues messages (or stores an order) leaves the deadlines as they were: the
    scheduler does not look at the table for it; one that sets a deadline wakes it (in this process: `Store.on_commit`;
    from another on PostgreSQL: `Scheduler.heard`)."""
    game, _ = await started_game(service)
    await asleep(clock, running, 1)
    await asyncio.sleep(0.05)  # the looks the game's start woke
    rounds = running.rounds
    await asleep(clock, running, rounds)
    async with store.transaction() as tx:
        await tx.enqueue_outbox(game_id=game.id, phase_seq=0, kind="channel", target=1, payload="{}", now=T0)
    await asyncio.sleep(0.05)
    assert running.rounds == rounds
    async with store.transaction() as tx:
        await tx.set_deadline(game.id, 0, T0 + 2 * HOUR)
    await asleep(clock, running, rounds + 1)
    assert running.rounds == rounds + 1


async def test_another_processs_news_of_deadlines_is_looked_at_once_a_moment_later(
    service: JuntaService, clock: FakeClock
) -> None:
    """Issue 26: a deadline another process set or moved is that process's scheduler's to look at at once; this
    process's looks at it a moment later (`hear_after`), once for all the news that came meanwhile, and not at all
    for news of anything else."""
    scheduler = Scheduler(service, max_sleep=10**9, hear_after=0.2)
    task = asyncio.create_task(scheduler.run())
    try:
        await asleep(clock, scheduler, 1)
        for _ in range(5):
            scheduler.heard(News(deadlines=True))
            scheduler.heard(News(games=frozenset({1})))
        await asyncio.sleep(0.1)
        assert scheduler.rounds == 1
        await asleep(clock, scheduler, 2)
        await asyncio.sleep(0.3)
        assert scheduler.rounds == 2
    finally:
        scheduler.stop()
        await asyncio.wait_for(task, 5)
