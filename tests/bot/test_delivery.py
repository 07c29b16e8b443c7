"""The outbox worker: order within a game, retries with backoff, giving up, never sending a row twice."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest

from bot.clock import FakeClock
from bot.delivery import DeliveryWorker, PermanentError, TransientError
from bot.services import GameService
from bot.store import OutboxRow, Store
from tests.bot.test_scheduler import until
from tests.bot.test_services import FAST, T0, started_game


class FakeTransport:
    """Records what it sends; `failures[text]` lists exceptions to raise on that message's next attempts."""

    def __init__(self) -> None:
        self.sent: list[OutboxRow] = []
        self.attempts: list[str] = []
        self.failures: dict[str, list[Exception]] = {}

    async def send(self, row: OutboxRow) -> None:
        text = json.loads(row.payload)["text"]
        self.attempts.append(text)
        queued = self.failures.get(text)
        if queued:
            raise queued.pop(0)
        self.sent.append(row)

    @property
    def texts(self) -> list[str]:
        return [json.loads(r.payload)["text"] for r in self.sent]


@pytest.fixture
def transport() -> FakeTransport:
    return FakeTransport()


@pytest.fixture
def worker(store: Store, clock: FakeClock, transport: FakeTransport) -> DeliveryWorker:
    return DeliveryWorker(store, clock, transport, base_delay=5, max_attempts=4)


async def queue(store: Store, clock: FakeClock, *messages: tuple[int | None, str]) -> list[int]:
    """Queue (game id, text) messages; games 1 and 2 are made on demand."""
    ids: list[int] = []
    async with store.transaction() as tx:
        for game_id, text in messages:
            if game_id is not None and await tx.get_game(game_id) is None:
                await tx.create_game(
                    guild_id=1, channel_id=game_id, name=f"g{game_id}", settings="{}", seed="s", now=clock.now()
                )
            await tx.enqueue_outbox(
                game_id=game_id,
                phase_seq=0,
                kind="channel",
                target=game_id or 0,
                payload=json.dumps({"text": text}),
                now=clock.now(),
            )
            ids.append((await tx.pending_outbox())[-1].id)
    return ids


async def row(store: Store, outbox_id: int) -> OutboxRow:
    async with store.read() as rx:
        got = await rx.get_outbox(outbox_id)
    assert got is not None
    return got


async def test_sends_everything_in_order_once(
    store: Store, clock: FakeClock, transport: FakeTransport, worker: DeliveryWorker
) -> None:
    await queue(store, clock, (1, "a1"), (2, "b1"), (1, "a2"), (None, "x"), (2, "b2"), (1, "a3"))
    assert await worker.deliver_due() == 6
    assert [t for t in transport.texts if t.startswith("a")] == ["a1", "a2", "a3"]
    assert [t for t in transport.texts if t.startswith("b")] == ["b1", "b2"]
    assert await worker.deliver_due() == 0
    assert len(transport.attempts) == 6  # nothing was sent twice
    async with store.read() as rx:
        assert await rx.pending_outbox() == []
        assert await rx.next_outbox_at() is None


async def test_games_are_served_side_by_side(store: Store, clock: FakeClock) -> None:
    """One game's slow message does not hold up another game's: games are delivered side by side (each in
    order), so a hundred games changing phase at once do not queue behind each other."""
    b_arrived = asyncio.Event()
    order: list[str] = []

    class Slow(FakeTransport):
        async def send(self, row: OutboxRow) -> None:
            text = json.loads(row.payload)["text"]
            if text == "a1":
                await asyncio.wait_for(b_arrived.wait(), 5)  # would time out if game 2 waited behind game 1
            if text == "b1":
                b_arrived.set()
            order.append(text)

    await queue(store, clock, (1, "a1"), (1, "a2"), (2, "b1"))
    worker = DeliveryWorker(store, clock, Slow(), base_delay=5, max_attempts=4)
    assert await worker.deliver_due() == 3
    assert order.index("b1") < order.index("a1") < order.index("a2")


async def test_marks_of_games_sent_side_by_side_share_a_transaction(store: Store, clock: FakeClock) -> None:
    """Each message is marked sent before its game's next one goes out, but the marks of games delivered side by
    side are committed together: fewer write transactions than messages when many games change phase at once."""
    seen_unsent: list[str] = []
    together = asyncio.Barrier(4)

    class Checking(FakeTransport):
        async def send(self, row: OutboxRow) -> None:
            async with store.read() as rx:  # every earlier message of this game is already marked sent
                pending = [r for r in await rx.pending_outbox() if r.game_id == row.game_id and r.id < row.id]
            seen_unsent.extend(json.loads(r.payload)["text"] for r in pending)
            await together.wait()  # the four games' messages arrive at the same moment
            await super().send(row)

    messages = [(game, f"g{game}m{i}") for i in range(3) for game in (1, 2, 3, 4)]
    await queue(store, clock, *messages)
    writes = 0
    original = store.transaction

    def counting() -> Any:
        nonlocal writes
        writes += 1
        return original()

    store.transaction = counting  # type: ignore[method-assign]
    transport = Checking()
    worker = DeliveryWorker(store, clock, transport, base_delay=5, max_attempts=4, parallel=4)
    assert await worker.deliver_due() == 12
    assert seen_unsent == []
    assert sorted(transport.texts) == sorted(text for _, text in messages)
    assert writes == 3, writes  # one per round of four games, not one per message
    async with store.read() as rx:
        assert await rx.pending_outbox() == []


async def test_a_transient_failure_holds_back_its_game_only(
    store: Store, clock: FakeClock, transport: FakeTransport, worker: DeliveryWorker
) -> None:
    ids = await queue(store, clock, (1, "a1"), (1, "a2"), (2, "b1"), (2, "b2"))
    transport.failures["a1"] = [TransientError("discord is down"), TransientError("still down")]
    assert await worker.deliver_due() == 2
    assert transport.texts == ["b1", "b2"]
    failed = await row(store, ids[0])
    assert failed.attempts == 1 and failed.next_attempt_at == T0 + 5 and failed.last_error == "discord is down"
    assert await worker.deliver_due() == 0  # not before its time; a2 waits behind it
    assert await worker.next_delay() == 5
    clock.advance(5)
    assert await worker.deliver_due() == 0
    assert (await row(store, ids[0])).next_attempt_at == T0 + 5 + 10  # exponential backoff
    clock.advance(10)
    assert await worker.deliver_due() == 2
    assert transport.texts == ["b1", "b2", "a1", "a2"]
    assert transport.attempts.count("a1") == 3 and transport.attempts.count("a2") == 1


async def test_retry_after_and_unexpected_errors(
    store: Store, clock: FakeClock, transport: FakeTransport, worker: DeliveryWorker
) -> None:
    ids = await queue(store, clock, (1, "a1"), (2, "b1"))
    transport.failures["a1"] = [TransientError("rate limited", retry_after=29.5)]
    transport.failures["b1"] = [RuntimeError("boom")]
    assert await worker.deliver_due() == 0
    assert (await row(store, ids[0])).next_attempt_at == T0 + 30
    assert (await row(store, ids[1])).next_attempt_at == T0 + 5
    assert "boom" in ((await row(store, ids[1])).last_error or "")
    clock.advance(30)
    assert await worker.deliver_due() == 2


async def test_permanent_failures_and_too_many_attempts_give_up(
    store: Store, clock: FakeClock, transport: FakeTransport, worker: DeliveryWorker
) -> None:
    ids = await queue(store, clock, (1, "a1"), (1, "a2"), (2, "b1"), (2, "b2"))
    transport.failures["a1"] = [PermanentError("unknown channel")]
    transport.failures["b1"] = [TransientError("down")] * 10
    assert await worker.deliver_due() == 1  # a2 goes once a1 is given up
    assert (await row(store, ids[0])).dead_at == T0
    for _ in range(3):
        clock.advance(3600)
        await worker.deliver_due()
    gave_up = await row(store, ids[2])
    assert gave_up.attempts == 4 and gave_up.dead_at is not None
    assert transport.texts == ["a2", "b2"]
    assert transport.attempts.count("a1") == 1 and transport.attempts.count("b1") == 4


async def test_the_worker_loop_delivers_what_the_service_queues(
    store: Store, clock: FakeClock, transport: FakeTransport
) -> None:
    service = GameService(store, clock, defaults=FAST)
    worker = DeliveryWorker(store, clock, transport, max_sleep=10**9)
    service.subscribe(worker.wake)
    task = asyncio.create_task(worker.run())
    try:
        await until(lambda: _true_when(clock.sleepers > 0))
        transport.failures["The Family0 family joins the game (1 players)."] = [TransientError("down")]
        game, _ = await started_game(service)

        async def some_sent() -> bool:
            return len(transport.sent) > 0 and clock.sleepers > 0

        await until(some_sent)
        assert not any("Family0" in t for t in transport.texts)  # held back behind the failed join post
        clock.advance(5)

        async def all_sent() -> bool:
            async with store.read() as rx:
                return not await rx.pending_outbox(game.id)

        await until(all_sent)
        joins = [t for t in transport.texts if "joins the game" in t]
        assert joins == [f"The Family{i} family joins the game ({i + 1} players)." for i in range(6)]
        assert len(transport.sent) == len({r.id for r in transport.sent})  # none twice
    finally:
        worker.stop()
        await asyncio.wait_for(task, 5)


async def _true_when(value: bool) -> bool:
    return value
