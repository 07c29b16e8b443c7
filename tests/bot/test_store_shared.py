"""Several processes on one PostgreSQL database (issue 26), each played here by a store of its own (its own pool of
connections, its own claims): one game's commands from two processes take effect once each; due deadlines and
messages are claimed by one process at a time (`FOR UPDATE SKIP LOCKED` and a lease); two delivery workers send
every message once, each game's in order; a process's news wakes the others (`LISTEN/NOTIFY`); the budget of
requests to Discord holds for all of them together in every second; and the DM commands Discord sends to shard 0 are
shared by every process. Skipped without a PostgreSQL server (unless
JUNTA_POSTGRES_REQUIRED is set)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from collections.abc import AsyncIterator
from typing import Any, cast

import pytest

from bot.clock import FakeClock
from bot.delivery import DeliveryWorker
from bot.inbox import SharedInbox
from bot.pacing import Pacer
from bot.store import GameRow, GameStatus, News, OutboxRow, Store, Tx
from bot.store.postgres import PostgresStore
from tests.bot.conftest import T0, Calls
from tests.postgres import fresh_database


@pytest.fixture
async def two() -> AsyncIterator[tuple[Store, Store]]:
    """Two processes' stores on one new database."""
    async with fresh_database() as url, await Store.open(url) as a, await Store.open(url) as b:
        assert a.owner != b.owner
        yield a, b


async def new_game(tx: Tx, channel_id: int) -> GameRow:
    return await tx.create_game(kind="junta",
        guild_id=1, channel_id=channel_id, name=f"g{channel_id}", settings="{}", seed="s", now=T0,
        status=GameStatus.RUNNING,
    )  # fmt: skip


async def test_one_games_commands_from_two_processes_take_effect_once_each(two: tuple[Store, Store]) -> None:
    """Each command reads the game (its clock, here) and builds on it: from two processes at once, each still takes
    effect once, with its own time, as within one process."""
    a, b = two
    async with a.transaction() as tx:
        game = await new_game(tx, 500)
        for seat in range(20):
            await tx.add_seat(game.id, 1000 + seat, f"F{seat}", seat=seat, now=T0)

    async def command(store: Store, seat: int) -> int:
        async with store.transaction() as tx:
            mine = await tx.player_games(1000 + seat, game_id=game.id)
            await asyncio.sleep(0.01)  # the other process's commands arrive meanwhile
            stored = await tx.put_order(
                game.id, 0, seat, "vote", json.dumps({"seat": seat}), now=T0, after=mine[0].input_clock
            )
            assert stored is not None
            return stored.time

    times = await asyncio.gather(*(command(a if seat % 2 else b, seat) for seat in range(20)))
    assert sorted(times) == list(range(1, 21))
    async with a.read() as rx:
        orders = await rx.orders_for_phase(game.id, 0)
    assert sorted(o.seat for o in orders) == list(range(20))
    assert sorted(o.time for o in orders) == sorted(times)


async def test_a_due_deadline_is_claimed_by_one_process_until_its_lease_ends(two: tuple[Store, Store]) -> None:
    a, b = two
    async with a.transaction() as tx:
        games = [await new_game(tx, 500 + i) for i in range(6)]
        for i, game in enumerate(games):
            await tx.set_deadline(game.id, 0, T0 + i)

    async def claim(store: Store, now: int, limit: int = 3) -> set[int]:
        async with store.transaction() as tx:
            rows = await tx.claim_deadlines(now, owner=store.owner, until=now + 60, limit=limit)
        return {r.game_id for r in rows}

    first, second = await asyncio.gather(claim(a, T0 + 10), claim(b, T0 + 10))
    assert len(first) == len(second) == 3 and not first & second  # SKIP LOCKED and the lease: different ones
    assert await claim(b, T0 + 20) == second  # a process takes its own again
    assert await claim(a, T0 + 20) == first
    assert await claim(b, T0 + 79, 10) == second  # a's claims hold until T0 + 80
    assert await claim(b, T0 + 81, 10) == first | second  # a's lease ended (a died): b takes them
    async with a.transaction() as tx:
        assert await tx.advance_phase(games[0].id, 0, 1)  # resolved: its deadline is no longer due
    assert await claim(a, T0 + 200, 10) == {g.id for g in games[1:]}


async def test_a_games_messages_go_out_from_one_process_at_a_time(two: tuple[Store, Store]) -> None:
    a, b = two
    async with a.transaction() as tx:
        game = await new_game(tx, 500)
        other = await new_game(tx, 501)
        for target in (game, game, other):
            await tx.enqueue_outbox(
                game_id=target.id, phase_seq=0, kind="channel", target=target.channel_id, payload="{}", now=T0
            )

    async def heads(store: Store, now: int) -> list[OutboxRow]:
        async with store.transaction() as tx:
            return await tx.claim_outbox(now, owner=store.owner, until=now + 60)

    async def take(store: Store, game_id: int, now: int) -> list[OutboxRow] | None:
        async with store.transaction() as tx:
            return await tx.claim_game_outbox(game_id, now, owner=store.owner, until=now + 60)

    assert [r.game_id for r in await heads(a, T0)] == [game.id, other.id]
    assert await heads(b, T0) == []  # a is delivering both games
    claimed = await take(a, game.id, T0)
    assert claimed is not None and len(claimed) == 2
    assert await take(b, game.id, T0 + 1) is None
    async with a.transaction() as tx:
        await tx.release_outbox(owner=a.owner, game_id=other.id)
    assert [r.game_id for r in await heads(b, T0 + 1)] == [other.id]
    async with a.transaction() as tx:
        assert await tx.mark_sent(claimed[0].id, now=T0 + 2)
    assert await take(b, game.id, T0 + 3) is None  # a still holds the game's last message
    again = await take(b, game.id, T0 + 61)  # a's lease has ended: b sends what a did not mark sent
    assert again is not None and [r.id for r in again] == [claimed[1].id]


async def test_a_claim_that_is_its_blocks_first_step_counts_at_once_and_a_release_goes_with_the_block(
    two: tuple[Store, Store],
) -> None:
    """A claim is one statement, whole in itself: first in its block, it runs alone (one trip, no BEGIN and COMMIT)
    and holds for the other processes at once, whatever the block does next; a release is part of its block, given
    back only if the block ends well."""
    a, b = two
    async with a.transaction() as tx:
        game = await new_game(tx, 600)
        await tx.enqueue_outbox(game_id=game.id, phase_seq=0, kind="channel", target=600, payload="{}", now=T0)

    with pytest.raises(RuntimeError):
        async with a.transaction() as tx:
            assert len(await tx.claim_outbox(T0, owner=a.owner, until=T0 + 60)) == 1
            async with b.transaction() as other:  # before a's block ends
                assert await other.claim_outbox(T0, owner=b.owner, until=T0 + 60) == []
            raise RuntimeError("the block fails after its claim")
    async with b.transaction() as tx:
        assert await tx.claim_game_outbox(game.id, T0, owner=b.owner, until=T0 + 60) is None  # a's claim held

    with pytest.raises(RuntimeError):
        async with a.transaction() as tx:
            await tx.release_outbox(owner=a.owner, game_id=game.id)
            raise RuntimeError("the block fails: nothing is given back")
    async with b.transaction() as tx:
        assert await tx.claim_outbox(T0, owner=b.owner, until=T0 + 60) == []
    async with a.transaction() as tx:
        await tx.release_outbox(owner=a.owner, game_id=game.id)
    async with b.transaction() as tx:
        assert [r.game_id for r in await tx.claim_outbox(T0, owner=b.owner, until=T0 + 60)] == [game.id]


class Recorder:
    """A transport shared by two delivery workers: what each sent, and when."""

    def __init__(self) -> None:
        self.sent: list[tuple[str, int, int]] = []  # (worker, game, n)

    def for_worker(self, name: str) -> Any:
        recorder = self

        class Transport:
            async def send(self, row: OutboxRow) -> None:
                await asyncio.sleep(0.002)
                recorder.sent.append((name, int(row.game_id or 0), int(json.loads(row.payload)["n"])))

        return Transport()


async def test_two_delivery_workers_send_every_message_once_each_games_in_order(two: tuple[Store, Store]) -> None:
    a, b = two
    async with a.transaction() as tx:
        games = [await new_game(tx, 500 + i) for i in range(8)]
        for n in range(15):
            for game in games:
                await tx.enqueue_outbox(
                    game_id=game.id, phase_seq=0, kind="channel", target=1, payload=json.dumps({"n": n}), now=T0
                )
    clock = FakeClock(T0)
    recorder = Recorder()
    workers = [DeliveryWorker(store, clock, recorder.for_worker(name)) for store, name in ((a, "a"), (b, "b"))]
    sent = await asyncio.gather(*(w.deliver_due() for w in workers))
    assert sum(sent) == len(recorder.sent) == 8 * 15
    for game in games:
        assert [n for _, g, n in recorder.sent if g == game.id] == list(range(15))
    async with a.read() as rx:
        assert await rx.pending_outbox() == []


async def test_a_message_under_way_longer_than_the_lease_is_sent_by_one_process_only(two: tuple[Store, Store]) -> None:
    """A send may outlast the lease (it waits its turn in the pacer; discord.py waits out rate limits and retries):
    while it is under way, the sending process keeps its claim on the game alive, so that the other process does not
    send the same message meanwhile, nor the game's next one before it."""
    a, b = two
    async with a.transaction() as tx:
        game = await new_game(tx, 500)
        for n in range(2):
            await tx.enqueue_outbox(
                game_id=game.id, phase_seq=0, kind="channel", target=1, payload=json.dumps({"n": n}), now=T0
            )
    clock = FakeClock(T0)
    sent: list[tuple[str, int]] = []
    under_way, go_on = asyncio.Event(), asyncio.Event()

    class Slow:
        async def send(self, row: OutboxRow) -> None:
            under_way.set()
            await go_on.wait()
            sent.append(("a", int(json.loads(row.payload)["n"])))

    class Quick:
        async def send(self, row: OutboxRow) -> None:
            sent.append(("b", int(json.loads(row.payload)["n"])))

    slow = asyncio.create_task(DeliveryWorker(a, clock, Slow(), lease=30).deliver_due())
    async with asyncio.timeout(10):
        await under_way.wait()
    for _ in range(9):  # 90 s under way: three leases
        clock.advance(10)
        await asyncio.sleep(0.1)
    assert await DeliveryWorker(b, clock, Quick(), lease=30).deliver_due() == 0
    go_on.set()
    assert await slow == 2
    assert sent == [("a", 0), ("a", 1)]


async def test_a_stopped_process_gives_back_its_claims_on_due_deadlines(two: tuple[Store, Store]) -> None:
    a, b = two
    async with a.transaction() as tx:
        games = [await new_game(tx, 500 + i) for i in range(3)]
        for game in games:
            await tx.set_deadline(game.id, 0, T0)
    async with a.transaction() as tx:
        assert len(await tx.claim_deadlines(T0 + 1, owner=a.owner, until=T0 + 61)) == 3
        await tx.release_deadlines(owner=b.owner)  # another's claims are not one's to give back
    async with b.transaction() as tx:
        assert await tx.claim_deadlines(T0 + 2, owner=b.owner, until=T0 + 62) == []
    async with a.transaction() as tx:
        await tx.release_deadlines(owner=a.owner)
    async with b.transaction() as tx:  # at once, long before a's lease would have ended
        assert {d.game_id for d in await tx.claim_deadlines(T0 + 3, owner=b.owner, until=T0 + 63)} == {
            g.id for g in games
        }


async def test_a_stopped_delivery_sends_the_message_under_way_and_gives_back_the_rest(
    two: tuple[Store, Store],
) -> None:
    """SIGTERM mid-delivery: the message under way is sent and marked sent, no other is begun, and the game's claim
    is given back: the other process sends the rest at once (not when the lease ends), nothing twice."""
    a, b = two
    async with a.transaction() as tx:
        game = await new_game(tx, 500)
        for n in range(3):
            await tx.enqueue_outbox(
                game_id=game.id, phase_seq=0, kind="channel", target=1, payload=json.dumps({"n": n}), now=T0
            )
    clock = FakeClock(T0)
    sent: list[tuple[str, int]] = []
    under_way, go_on = asyncio.Event(), asyncio.Event()

    class Slow:
        async def send(self, row: OutboxRow) -> None:
            under_way.set()
            await go_on.wait()
            sent.append(("a", int(json.loads(row.payload)["n"])))

    class Quick:
        async def send(self, row: OutboxRow) -> None:
            sent.append(("b", int(json.loads(row.payload)["n"])))

    stopping = DeliveryWorker(a, clock, Slow(), lease=600)
    running = asyncio.create_task(stopping.run())
    async with asyncio.timeout(10):
        await under_way.wait()
    stopping.stop()
    await asyncio.sleep(0.1)
    go_on.set()
    async with asyncio.timeout(10):
        await running
    assert await DeliveryWorker(b, clock, Quick(), lease=600).deliver_due() == 2
    assert sent == [("a", 0), ("b", 1), ("b", 2)]
    async with b.read() as rx:
        assert await rx.pending_outbox() == []


async def test_news_in_one_process_wakes_the_others_not_itself(two: tuple[Store, Store]) -> None:
    a, b = two
    heard = {"a": asyncio.Event(), "b": asyncio.Event()}
    await a.listen(heard["a"].set)
    await b.listen(heard["b"].set)
    heard["a"].clear()
    heard["b"].clear()  # listening starts with a wake-up of its own (news missed while not listening)
    a.notify()
    async with asyncio.timeout(10):
        await heard["b"].wait()
    await asyncio.sleep(0.2)
    assert not heard["a"].is_set()


async def test_news_of_one_bot_does_not_wake_another_bot_on_the_same_server() -> None:
    """A notice is the whole server's: two bots in two schemas of one PostgreSQL server (as the tests are, and as
    several bots may be) each hear only their own processes' news."""
    async with (
        fresh_database() as first,
        fresh_database() as second,
        await Store.open(first) as a,
        await Store.open(first) as a2,
        await Store.open(second) as b,
    ):
        heard = {"a2": asyncio.Event(), "b": asyncio.Event()}
        await a2.listen(heard["a2"].set)
        await b.listen(heard["b"].set)
        heard["a2"].clear()
        heard["b"].clear()  # listening starts with a wake-up of its own
        a.notify()
        async with asyncio.timeout(10):
            await heard["a2"].wait()
        await asyncio.sleep(0.2)
        assert not heard["b"].is_set()


async def test_the_budget_of_requests_holds_for_all_processes_together_in_every_second(
    two: tuple[Store, Store],
) -> None:
    """Two processes' pacers at 20 requests a second each, on one budget: together at most 20 (+1 at a window's
    edge) in any second, however their requests fall."""
    rate = 20
    pacers = [Pacer(rate, burst=1, shared=store.request_budget(rate, 1)) for store in two]
    admitted: list[float] = []

    async def request(pacer: Pacer) -> None:
        await pacer.acquire()
        admitted.append(time.monotonic())

    started = time.monotonic()
    await asyncio.gather(*(request(pacers[i % 2]) for i in range(50)))
    elapsed = time.monotonic() - started
    admitted.sort()
    most = max(sum(1 for t in admitted[i:] if t < start + 1.0) for i, start in enumerate(admitted))
    assert most <= rate + 1, most
    assert elapsed >= (50 - rate - 1) / rate  # they waited for each other


async def test_one_trip_to_the_budget_takes_the_places_of_several_waiting_requests(two: tuple[Store, Store]) -> None:
    """A process whose requests wait takes several places in one trip to the shared budget (those within
    `PgBudget.AHEAD` of now), and the budget still holds for both processes together in every second: at the full
    pace of 40 a second, a trip takes four places, not one."""
    rate = 40
    trips: list[int] = []

    class Counted:
        def __init__(self, budget: Any) -> None:
            self.budget = budget

        async def take(self, count: int = 1) -> list[float]:
            places = cast(list[float], await self.budget.take(count))
            trips.append(len(places))
            return places

    pacers = [Pacer(rate, burst=2, shared=Counted(store.request_budget(rate, 2))) for store in two]
    admitted: list[float] = []

    async def request(pacer: Pacer) -> None:
        await pacer.acquire()
        admitted.append(time.monotonic())

    await asyncio.gather(*(request(pacers[i % 2]) for i in range(120)))
    admitted.sort()
    most = max(sum(1 for t in admitted[i:] if t < start + 1.0) for i, start in enumerate(admitted))
    assert most <= rate + 2, most
    assert sum(trips) >= 120
    assert len(trips) <= 120 / 2, trips  # most trips took several places


class FakeState:
    """What SharedInbox uses of discord.py's connection state: the parsers, and the handling of an interaction."""

    def __init__(self, name: str, handled: list[tuple[str, int]]) -> None:
        self.name, self.handled = name, handled
        self.parsers: dict[str, Any] = {"INTERACTION_CREATE": self.parse_interaction_create}

    def parse_interaction_create(self, data: Any) -> None:
        self.handled.append((self.name, int(data["id"])))


class FakeClient:
    def __init__(self, name: str, handled: list[tuple[str, int]]) -> None:
        self._connection = FakeState(name, handled)
        self.acknowledged_elsewhere: set[int] = set()


@contextlib.asynccontextmanager
async def running(inboxes: list[SharedInbox]) -> AsyncIterator[None]:
    """The inboxes installed and taking from the database, stopped again at the end."""
    for inbox in inboxes:
        inbox.install()
    tasks = [asyncio.create_task(inbox.run()) for inbox in inboxes]
    try:
        yield
    finally:
        for inbox in inboxes:
            inbox.stop()
        await asyncio.gather(*tasks)


async def test_dm_commands_that_reach_shard_0_are_answered_by_every_process(two: tuple[Store, Store]) -> None:
    """Discord sends every DM to shard 0: its process puts the DM interactions in the inbox, and every process takes
    from it; each interaction is handled once. A server's interaction stays with its shard's process."""
    a, b = two
    handled: list[tuple[str, int]] = []
    clients = [FakeClient("shard0", handled), FakeClient("worker", handled)]
    inboxes = [
        SharedInbox(cast(Any, clients[0]), a, forward=True),
        SharedInbox(cast(Any, clients[1]), b, forward=False),
    ]
    async with running(inboxes):
        gateway = clients[0]._connection.parsers["INTERACTION_CREATE"]
        gateway({"id": 1000, "guild_id": "42"})
        assert handled == [("shard0", 1000)]  # at once, by its shard
        for n in range(40):
            gateway({"id": n, "type": 2})
            await asyncio.sleep(0.005)
        async with asyncio.timeout(20):
            while len(handled) < 41:
                await asyncio.sleep(0.05)
        await asyncio.sleep(0.2)
        assert sorted(n for _, n in handled) == [*range(40), 1000]  # each once
        assert inboxes[0].forwarded == 40 and inboxes[0].taken + inboxes[1].taken == 40
        await a.forward_interaction(json.dumps({"at": time.time() - 10, "data": {"id": 99}}))
        async with asyncio.timeout(10):
            while inboxes[0].dropped + inboxes[1].dropped == 0:
                await asyncio.sleep(0.05)
        assert 99 not in {n for _, n in handled}  # too late to answer: dropped


async def test_a_notice_names_the_games_whose_messages_were_queued_and_whether_a_deadline_moved(
    two: tuple[Store, Store],
) -> None:
    """Issue 26: what another process's transactions committed comes in the notice (`Store.hear`), a few moments of
    them in one, so that a process wakes only what has work (not its scheduler for messages, nor every game's
    delivery); listening begins with "everything" (what was said before is not known)."""
    a, b = two
    heard: list[News] = []
    got = asyncio.Event()

    def hear(news: News) -> None:
        heard.append(news)
        got.set()

    await b.hear(hear)
    assert heard == [News.everything()]
    heard.clear()
    got.clear()
    async with a.transaction() as tx:
        games = [await new_game(tx, 700 + i) for i in range(3)]
    async with a.transaction() as tx:
        await tx.enqueue_outbox(game_id=games[0].id, phase_seq=0, kind="channel", target=1, payload="{}", now=T0)
    async with a.transaction() as tx:
        await tx.enqueue_outbox(game_id=games[1].id, phase_seq=0, kind="channel", target=1, payload="{}", now=T0)
    async with asyncio.timeout(10):
        await got.wait()
    await asyncio.sleep(0.1)
    told = News()
    for news in heard:
        told = told | news
    assert told == News(games=frozenset({games[0].id, games[1].id}))
    heard.clear()
    got.clear()
    async with a.transaction() as tx:
        await tx.set_deadline(games[2].id, 0, T0 + 60)
    async with asyncio.timeout(10):
        await got.wait()
    assert heard == [News(deadlines=True)]


async def test_a_notice_naming_a_game_wakes_the_delivery_for_that_game_only(two: tuple[Store, Store]) -> None:
    """Issue 26: a process told that another queued a game's messages delivers that game's (if the other is not
    delivering them already), without looking at every game's next message."""
    a, b = two
    async with a.transaction() as tx:
        named, other = await new_game(tx, 800), await new_game(tx, 801)
        for n in range(3):
            for game in (named, other):
                await tx.enqueue_outbox(
                    game_id=game.id, phase_seq=0, kind="channel", target=1, payload=json.dumps({"n": n}), now=T0
                )
    recorder = Recorder()
    worker = DeliveryWorker(b, FakeClock(T0), recorder.for_worker("b"))
    worker.heard(News(games=frozenset({named.id})))
    assert await worker.deliver_due() == 3
    assert recorder.sent == [("b", named.id, n) for n in range(3)]
    async with b.read() as rx:
        assert [json.loads(r.payload)["n"] for r in await rx.pending_outbox(other.id)] == [0, 1, 2]


async def _queue(store: Store, channel_id: int, count: int) -> GameRow:
    async with store.transaction() as tx:
        game = await new_game(tx, channel_id)
    async with store.transaction() as tx:
        for n in range(count):
            await tx.enqueue_outbox(
                game_id=game.id, phase_seq=0, kind="channel", target=1, payload=json.dumps({"n": n}), now=T0
            )
    return game


async def _until(check: Any, seconds: float = 10) -> None:
    async with asyncio.timeout(seconds):
        while not check():
            await asyncio.sleep(0.01)


async def test_a_process_delivers_its_own_news_and_the_others_leave_it_to_it(two: tuple[Store, Store]) -> None:
    """Issue 26: a process whose delivery runs hears its own transactions' news at once and delivers the games named
    itself; its notices say so, and another process's delivery, told of those games, does not claim them (before, it
    raced the sender for each: a claim each, most finding the game taken)."""
    a, b = two
    recorder = Recorder()
    clock = FakeClock(T0)
    sender = DeliveryWorker(a, clock, recorder.for_worker("a"))
    other = DeliveryWorker(b, clock, recorder.for_worker("b"))
    heard: list[News] = []
    await b.hear(heard.append)
    await b.hear(other.heard)  # (as bot.app wires it)
    claims = Calls(other, "_pending")
    tasks = [asyncio.create_task(sender.run()), asyncio.create_task(other.run())]
    try:
        await asyncio.sleep(0.2)  # both idle, nothing to send
        heard.clear()
        games = [await _queue(a, 900 + i, 3) for i in range(4)]
        await _until(lambda: len(recorder.sent) == 12)
        await _until(lambda: bool(heard))
        await asyncio.sleep(0.2)
        assert any(news.own and news.games for news in heard)
        assert claims.count == 0
        assert {w for w, _, _ in recorder.sent} == {"a"}
        for game in games:
            assert [n for _, g, n in recorder.sent if g == game.id] == [0, 1, 2]
    finally:
        sender.stop()
        other.stop()
        async with asyncio.timeout(10):
            await asyncio.gather(*tasks)


async def test_a_game_left_to_a_process_that_died_is_delivered_by_another(two: tuple[Store, Store]) -> None:
    """Issue 26: a process told that another delivers a game's news itself leaves it alone, yet delivers it if that
    process dies before it does: a delivery looks at every game's next message now and then, also while it is busy
    with other games (`look_every`), and takes the games no live claim holds."""
    a, b = two
    clock = FakeClock(T0)
    sent: list[tuple[int, int]] = []
    under_way, go_on = asyncio.Event(), asyncio.Event()
    busy = await _queue(b, 950, 2)

    class Transport:
        async def send(self, row: OutboxRow) -> None:
            if row.game_id == busy.id:  # b is busy with a game of its own all along
                under_way.set()
                await go_on.wait()
            sent.append((int(row.game_id or 0), int(json.loads(row.payload)["n"])))

    other = DeliveryWorker(b, clock, Transport(), look_every=0.3)
    running = asyncio.create_task(other.run())
    try:
        async with asyncio.timeout(10):
            await under_way.wait()
        a.delivers = lambda: True  # a's delivery runs, and its notices say it delivers its news itself: then a dies
        left = await _queue(a, 951, 3)
        await _until(lambda: [n for g, n in sent if g == left.id] == [0, 1, 2])
        assert not any(g == busy.id for g, _ in sent)  # still under way
    finally:
        go_on.set()
        other.stop()
        async with asyncio.timeout(10):
            await running
    assert [n for g, n in sent if g == busy.id] == [0]  # (stopped: the message under way went, the next waits)


async def test_beside_a_worker_a_gateway_leaves_its_news_to_the_worker(two: tuple[Store, Store]) -> None:
    """Issue 26: `junta-bot --worker` resolves the due phases and delivers the outbox: its delivery says that it runs,
    and a gateway process that hears so does not say it delivers its news itself (the worker claims the games named
    at once; the gateway looks at every game's next message for them, as before the notices named games: whichever
    claims a game first delivers it). Once the worker stops, the gateway delivers its news itself again."""
    a, b = two
    recorder = Recorder()
    clock = FakeClock(T0)
    gateway = DeliveryWorker(a, clock, recorder.for_worker("gateway"))
    worker = DeliveryWorker(b, clock, recorder.for_worker("worker"), worker=True)
    await a.hear(gateway.heard)
    await b.hear(worker.heard)
    named: list[int] = []
    game_of = gateway._game_of

    async def counted(game_id: int, tried: set[int]) -> int:
        named.append(game_id)
        return await game_of(game_id, tried)

    gateway._game_of = counted  # type: ignore[method-assign]
    tasks = {"gateway": asyncio.create_task(gateway.run()), "worker": asyncio.create_task(worker.run())}
    try:
        await _until(lambda: not gateway._delivers_own())  # it heard that the worker's delivery runs
        assert not a.delivers() and b.delivers()
        games = [await _queue(a, 980 + i, 3) for i in range(3)]
        await _until(lambda: len(recorder.sent) == 9)
        await asyncio.sleep(0.2)
        assert len(recorder.sent) == 9
        for game in games:
            assert [n for _, g, n in recorder.sent if g == game.id] == [0, 1, 2]
        worker.stop()
        async with asyncio.timeout(10):
            await tasks.pop("worker")
        await _until(gateway._delivers_own)  # told that the worker stopped
        recorder.sent.clear()
        named.clear()
        alone = await _queue(a, 990, 2)
        await _until(lambda: len(recorder.sent) == 2)
        assert {w for w, _, _ in recorder.sent} == {"gateway"} and named == [alone.id]
    finally:
        gateway.stop()
        worker.stop()
        async with asyncio.timeout(10):
            await asyncio.gather(*tasks.values())


async def test_news_of_a_game_under_way_that_its_next_claim_takes_costs_no_claim_more(
    two: tuple[Store, Store],
) -> None:
    """A game's delivery claims its messages again when it has sent those it had, and so takes the ones queued
    meanwhile; news of them that came before that claim began delivers the game no more time after it (before: one
    claim more, which found nothing, each time)."""
    a, _ = two
    game = await _queue(a, 970, 1)
    sent: list[int] = []
    worker: DeliveryWorker

    class Transport:
        async def send(self, row: OutboxRow) -> None:
            n = int(json.loads(row.payload)["n"])
            if n == 0:  # news of the game while its first message is under way
                async with a.transaction() as tx:
                    await tx.enqueue_outbox(
                        game_id=game.id, phase_seq=0, kind="channel", target=1, payload=json.dumps({"n": 1}), now=T0
                    )
                worker.wake(game.id)
                await asyncio.sleep(0.05)
            sent.append(n)

    worker = DeliveryWorker(a, FakeClock(T0), Transport())
    claims = Calls(worker, "_pending")
    worker.wake(game.id)
    assert await worker.deliver_due() == 2
    assert sent == [0, 1]
    assert claims.count == 3  # [0], then [1] (the news), then none: the game's delivery ends


async def test_a_stopping_delivery_tells_the_others_to_look_at_every_game(two: tuple[Store, Store]) -> None:
    """Issue 26: the news a stopping process was to deliver itself is the others' then: when its delivery ends it
    gives back its claims and tells them to look at every game's next message."""
    a, b = two
    heard: list[News] = []
    await b.hear(heard.append)
    worker = DeliveryWorker(a, FakeClock(T0), Recorder().for_worker("a"))
    running = asyncio.create_task(worker.run())
    await asyncio.sleep(0.1)
    assert a.delivers()
    heard.clear()
    worker.stop()
    async with asyncio.timeout(10):
        await running
    assert not a.delivers()
    await _until(lambda: any(news.loose for news in heard))


def test_a_notice_of_an_older_version_or_that_cannot_be_read_is_news_of_everything() -> None:
    assert News.decode("host:12:ab") == ("host:12:ab", News.everything())
    news = News(games=frozenset({3, 1}), deadlines=True)
    assert News.decode(news.encode("me")) == ("me", news)
    many = News(games=frozenset(range(1000)))
    assert (many | News()).loose and not (many | News()).games
    own = News(games=frozenset({1}), own=True)
    assert News.decode(News(games=frozenset({1})).encode("me", delivers=True)) == ("me", own)
    assert News.decode(News(deadlines=True).encode("me", delivers=True)) == ("me", News(deadlines=True))
    assert own | News(deadlines=True) == News(games=frozenset({1}), deadlines=True, own=True)
    assert not (own | News(games=frozenset({2}))).own  # the others deliver game 2, and so game 1 too
    for worker in (True, False):
        assert News.decode(News(worker=worker).encode("me")) == ("me", News(worker=worker))
    assert (News(worker=True) | News(deadlines=True)).worker


async def test_a_dm_command_shard_0_passes_on_is_acknowledged_first_and_answered_by_the_process_that_takes_it(
    two: tuple[Store, Store],
) -> None:
    """Issue 26: shard 0's process acknowledges each DM slash command before it passes it on (Discord's 3 seconds are
    kept however long the command waits in the inbox); the process that takes it is told so, and its tree fills in
    the answer (`bot.client.GameMasterTree`). A button or an autocomplete goes on as it came (a button may answer
    with a form, which must be its first answer). An interaction is taken from the inbox in one trip, and the last
    one taken says that none is left (no trip more to learn it)."""
    a, b = two
    handled: list[tuple[str, int]] = []
    acknowledged: list[int] = []
    marked: dict[int, bool] = {}
    shard_0, other = FakeClient("shard0", handled), FakeClient("worker", handled)
    parse = other._connection.parse_interaction_create

    def taken(data: Any) -> None:
        marked[int(data["id"])] = int(data["id"]) in other.acknowledged_elsewhere
        parse(data)

    other._connection.parse_interaction_create = taken  # type: ignore[method-assign]

    async def ack(_client: Any, data: Any) -> None:
        acknowledged.append(int(data["id"]))

    forwarding = SharedInbox(cast(Any, shard_0), a, forward=True, acknowledge=ack)
    forwarding.install()
    gateway = shard_0._connection.parsers["INTERACTION_CREATE"]
    gateway({"id": 1, "type": 2})
    gateway({"id": 2, "type": 3})
    async with asyncio.timeout(10):
        while forwarding.forwarded < 2:
            await asyncio.sleep(0.01)
    assert acknowledged == [1]
    taking = SharedInbox(cast(Any, other), b, forward=False)
    assert await taking._take_one()  # another waits
    assert not await taking._take_one()  # the last: none left
    assert marked == {1: True, 2: False}
    assert await b.take_interaction() is None


async def test_marks_of_several_games_and_claims_of_one_of_them_never_deadlock(two: tuple[Store, Store]) -> None:
    """A process marks sent, in one statement, messages of several games (its deliveries side by side) while another
    claims one of those games (a notice named it): both lock the rows in id order, so neither waits for the other in
    a cycle. Before, the batch locked its rows in the order the scan met them, PostgreSQL found a deadlock, and a mark
    that lost it sent its messages once more (bench.bot, two processes)."""
    a, b = two
    async with a.transaction() as tx:
        games = [await new_game(tx, 600 + i) for i in range(2)]
        for _ in range(40):
            for g in games:
                await tx.enqueue_outbox(game_id=g.id, phase_seq=0, kind="channel", target=g.channel_id, payload="{}",
                                        now=T0)  # fmt: skip
        rows = await tx.pending_outbox(games[0].id) + await tx.pending_outbox(games[1].id)
    by_game = {g.id: [r.id for r in rows if r.game_id == g.id] for g in games}
    async with a.transaction() as tx:  # rows written again last id first: on disk they are no longer in id order
        for r in sorted(rows, key=lambda r: -r.id):
            await tx.mark_failed(r.id, now=T0, error="busy", retry_at=T0)

    async def mark(ids: list[int]) -> None:
        async with a.transaction() as tx:
            await tx.mark_sent_many(ids, now=T0 + 1)

    async def claim(game_id: int) -> None:
        async with b.transaction() as tx:
            await tx.claim_game_outbox(game_id, T0 + 1, owner=b.owner, until=T0 + 2)

    first, second = (by_game[g.id] for g in games)
    for k in range(0, 40, 2):
        # the later game's rows first in the batch, and a claim of each game at the same instant
        batch = [second[k + 1], first[k + 1], second[k], first[k]]
        await asyncio.gather(mark(batch), claim(games[0].id), claim(games[1].id), mark([first[k], second[k]]))
    async with a.transaction() as tx:
        left = await tx.pending_outbox(games[0].id) + await tx.pending_outbox(games[1].id)
    assert left == []


SHARD_0_GUILD = 2 << 22  # Discord's shard of a server: (id >> 22) % shard count
SHARD_1_GUILD = 1 << 22


async def seat_in_server(store: Store, user_id: int, guild_id: int, channel_id: int) -> None:
    async with store.transaction() as tx:
        game = await tx.create_game(kind="junta",
            guild_id=guild_id, channel_id=channel_id, name=f"g{channel_id}", settings="{}", seed="s", now=T0,
            status=GameStatus.RUNNING,
        )  # fmt: skip
        await tx.add_seat(game.id, user_id, "F", now=T0)


def dm(interaction_id: int, user_id: int) -> dict[str, Any]:
    return {"id": interaction_id, "type": 2, "user": {"id": str(user_id)}}


async def test_a_dm_command_goes_to_the_process_that_serves_its_users_game() -> None:
    """Issue 26: shard 0's process passes a DM command on to the process holding the shard of its user's game's
    server (which keeps that game's state in memory and delivers its news), and only that process takes it; a command
    of a game of shard 0 is handled at shard 0 without passing through the inbox; one of a player in no game, or in
    games on several shards, goes to any process (a worker too)."""
    async with (
        fresh_database() as url,
        await Store.open(url) as a,
        await Store.open(url) as b,
        await Store.open(url) as c,
    ):
        await seat_in_server(a, 501, SHARD_1_GUILD, 1)
        await seat_in_server(a, 502, SHARD_0_GUILD, 2)
        await seat_in_server(a, 504, SHARD_0_GUILD, 3)
        await seat_in_server(a, 504, SHARD_1_GUILD, 4)
        handled: list[tuple[str, int]] = []
        clients = [FakeClient("shard0", handled), FakeClient("shard1", handled), FakeClient("worker", handled)]
        inboxes = [
            SharedInbox(cast(Any, clients[0]), a, forward=True, shards={0}, shard_count=2),
            SharedInbox(cast(Any, clients[1]), b, forward=False, shards={1}, shard_count=2),
            SharedInbox(cast(Any, clients[2]), c, forward=False),
        ]
        async with running(inboxes):
            gateway = clients[0]._connection.parsers["INTERACTION_CREATE"]
            users = {501: "shard1", 502: "shard0", 503: None, 504: None}
            for n in range(40):
                gateway(dm(n, 501 + n % 4))
                await asyncio.sleep(0.005)
            async with asyncio.timeout(20):
                while len(handled) < 40:
                    await asyncio.sleep(0.05)
            await asyncio.sleep(0.2)
            assert sorted(n for _, n in handled) == list(range(40))  # each once
            for name, n in handled:
                expected = users[501 + n % 4]
                assert expected is None or name == expected, (name, n)
            assert inboxes[0].kept == 10 and inboxes[0].forwarded == 30
            assert inboxes[2].taken <= 20  # the worker took none of a game's


async def test_a_dm_command_its_shards_process_leaves_in_the_inbox_is_taken_by_another(
    two: tuple[Store, Store],
) -> None:
    """Issue 26: a DM command passed on to a shard whose process does not take it (down, or stuck) is taken by any
    other process after a moment (1.5 s by default, and the others look at the inbox each second: within Discord's
    3 s to acknowledge a button); until then only its shard's process takes it."""
    a, b = two
    await a.forward_interaction(json.dumps({"at": time.time(), "data": {"id": 1}}), shard=1)
    assert await b.take_interaction({0}) is None
    assert await b.take_interaction(()) is None
    assert isinstance(b, PostgresStore)
    taken = await b.take_interaction({0}, others_after=0.0)
    assert taken is not None and json.loads(taken[0])["data"]["id"] == 1
    await a.forward_interaction(json.dumps({"at": time.time(), "data": {"id": 2}}), shard=1)
    await a.forward_interaction(json.dumps({"at": time.time(), "data": {"id": 3}}))
    first = await b.take_interaction({1})
    assert first is not None and json.loads(first[0])["data"]["id"] == 2 and first[1]  # the other, for any, waits
    assert await a.take_interaction({0}) is not None
    assert await a.take_interaction({0}) is None


async def test_only_the_process_of_the_shard_a_dm_command_is_for_is_woken(two: tuple[Store, Store]) -> None:
    """Issue 26: the notice of a DM command passed on names its shard: the other processes are not woken by it (each
    would take nothing); one for any process wakes every process."""
    a, b = two
    woken: list[str] = []
    await b.listen(lambda: woken.append("shard1"), channel="inbox", shards={1})
    await b.listen(lambda: woken.append("worker"), channel="inbox", shards=())
    woken.clear()  # listening begins with a call (what was said before is not known)
    await a.forward_interaction(json.dumps({"at": time.time(), "data": {"id": 1}}), shard=1)
    await a.forward_interaction(json.dumps({"at": time.time(), "data": {"id": 2}}), shard=0)
    async with asyncio.timeout(10):
        while not woken:
            await asyncio.sleep(0.01)
    await asyncio.sleep(0.3)
    assert woken == ["shard1"]
    await a.forward_interaction(json.dumps({"at": time.time(), "data": {"id": 3}}))
    async with asyncio.timeout(10):
        while len(woken) < 3:
            await asyncio.sleep(0.01)
    assert sorted(woken) == ["shard1", "shard1", "worker"]
