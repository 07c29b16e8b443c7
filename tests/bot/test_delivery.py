"""The outbox worker: order within a game, retries with backoff, giving up, never sending a row twice."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Sequence
from typing import Any

import pytest

from bot.clock import FakeClock
from bot.delivery import DeliveryWorker, PermanentError, TransientError
from bot.discord_transport import coalesce_dms
from bot.games.junta.services.service import JuntaService
from bot.outbox import ChannelPost, DirectMessage, Message, encode
from bot.pacing import Pacer, lane
from bot.store import OutboxRow, Store
from tests.bot.conftest import Calls
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
                    kind="junta",
                    guild_id=1,
                    channel_id=game_id,
                    name=f"g{game_id}",
                    settings="{}",
                    seed="s",
                    now=clock.now(),
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
    worker = DeliveryWorker(store, clock, transport, base_delay=5, max_attempts=4)
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
    service = JuntaService(store, clock, defaults=FAST)
    worker = DeliveryWorker(store, clock, transport, max_sleep=10**9)
    service.subscribe(worker.wake)
    task = asyncio.create_task(worker.run())
    try:
        await until(lambda: _true_when(clock.sleepers > 0))
        transport.failures["The Family0 family joins the game (1 player)."] = [TransientError("down")]
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
        assert joins == [f"The Family{i} family joins the game ({i + 1} player{'s' if i else ''})." for i in range(6)]
        assert len(transport.sent) == len({r.id for r in transport.sent})  # none twice
    finally:
        worker.stop()
        await asyncio.wait_for(task, 5)


async def _true_when(value: bool) -> bool:
    return value


# --- pacing and coalescing ---------------------------------------------------------------------------------------
async def queue_messages(store: Store, clock: FakeClock, *messages: tuple[int, int, Message]) -> list[int]:
    """Queue typed messages: (game id, target, message); games are made on demand."""
    ids: list[int] = []
    async with store.transaction() as tx:
        for game_id, target, message in messages:
            if await tx.get_game(game_id) is None:
                await tx.create_game(
                    kind="junta",
                    guild_id=1,
                    channel_id=game_id,
                    name=f"g{game_id}",
                    settings="{}",
                    seed="s",
                    now=clock.now(),
                )
            kind, payload = encode(message)
            await tx.enqueue_outbox(
                game_id=game_id, phase_seq=0, kind=kind, target=target, payload=payload, now=clock.now()
            )
            ids.append((await tx.pending_outbox())[-1].id)
    return ids


class PacedTransport(FakeTransport):
    """Sends through a pacer, each game's requests in its lane, as `DiscordTransport` does. The pacer's time moves
    only once every game with messages left waits for its turn (`left`: messages not sent yet, by game), so the
    order of the turns is the pacer's alone, however fast the store answers."""

    def __init__(self) -> None:
        super().__init__()
        self.now = 0.0
        self.left: dict[int, int] = {}
        self.pacer = Pacer(1, burst=1, clock=lambda: self.now, sleep=self._sleep)
        self.games: list[int] = []  # the game of each message sent, in order

    async def _sleep(self, seconds: float) -> None:
        async def everyone_waits() -> bool:
            return self.pacer.waiting >= sum(1 for n in self.left.values() if n > 0)

        await until(everyone_waits)
        self.now += seconds

    async def send(self, row: OutboxRow) -> None:
        assert row.game_id is not None
        with lane(("game", row.game_id)):
            await self.pacer.acquire()
        self.games.append(row.game_id)
        self.left[row.game_id] -= 1
        await super().send(row)


def fair(games: list[int], totals: dict[int, int]) -> bool:
    """Whether the games took turns: at every point, no game that still had messages had been served more than
    once more than another."""
    served = dict.fromkeys(totals, 0)
    for game in games:
        served[game] += 1
        waiting = [served[g] for g in totals if served[g] < totals[g] or g == game]
        if max(waiting) - min(waiting) > 1:
            return False
    return True


async def test_games_with_news_waiting_take_turns(store: Store, clock: FakeClock) -> None:
    """Three games' news queued one game after the other (the first game's all before the second's): the games
    take turns at Discord's budget, each game's messages in order; a game whose news comes while the others are
    being delivered joins the turns at once."""
    transport = PacedTransport()
    totals = {1: 6, 2: 4, 3: 2}
    messages = [(game, f"g{game}m{i}") for game in (1, 2, 3) for i in range(totals[game])]
    transport.left = dict(totals)
    await queue(store, clock, *messages)
    worker = DeliveryWorker(store, clock, transport)
    late = {4: 3}

    async def news_arrives() -> None:  # game 4's news comes once the delivery is under way
        await until(_true_when_fn(lambda: len(transport.games) >= 2))
        transport.left[4] = late[4]
        await queue(store, clock, *[(4, f"g4m{i}") for i in range(late[4])])
        worker.wake()

    arrival = asyncio.create_task(news_arrives())
    assert await worker.deliver_due() == sum(totals.values()) + late[4]
    await arrival
    for game, count in {**totals, **late}.items():
        assert [t for t in transport.texts if t.startswith(f"g{game}")] == [f"g{game}m{i}" for i in range(count)]
    joined = transport.games.index(4)
    assert fair(transport.games[:joined], totals), transport.games
    assert joined <= 2 + 3 + 1, transport.games  # queued after the 2nd message: in the next turn of the 3 games
    rest = {game: count - transport.games[:joined].count(game) for game, count in {**totals, **late}.items()}
    assert fair(transport.games[joined:], rest), transport.games  # then it takes its turns with the others
    assert len(transport.attempts) == len(transport.sent)  # nothing twice


async def test_news_of_one_game_is_delivered_at_once(store: Store, clock: FakeClock) -> None:
    """R (issue 24: the next step within a second of the last pass): a change that queued one game's messages names
    it (`wake(game_id)`, as Nomicoup's tables do); that game's delivery begins at once beside the games under way,
    without the moment's wait and the look at every game's next message that news of no game in particular costs;
    news of a game under way sends its new messages after its earlier ones."""
    released = asyncio.Event()
    begun: list[str] = []

    class Holding(FakeTransport):
        async def send(self, row: OutboxRow) -> None:
            text = json.loads(row.payload)["text"]
            begun.append(text)
            if text == "a1":  # game 1's message is under way until game 2's news has gone out
                await asyncio.wait_for(released.wait(), 5)
            await super().send(row)
            if text == "b1":
                released.set()

    transport = Holding()
    await queue(store, clock, (1, "a1"), (2, "b0"))
    worker = DeliveryWorker(store, clock, transport, rejoin_after=60)
    looks = Calls(worker, "_heads")

    async def news_arrives() -> None:
        await until(_true_when_fn(lambda: "b0" in transport.texts and "a1" in begun))
        await queue(store, clock, (2, "b1"), (1, "a2"))
        worker.wake(2)
        worker.wake(1)

    arrival = asyncio.create_task(news_arrives())
    assert await asyncio.wait_for(worker.deliver_due(), 10) == 4
    await arrival
    assert transport.texts == ["b0", "b1", "a1", "a2"]
    assert looks.count == 1  # the round's first look only


async def test_a_running_worker_delivers_each_transactions_news_as_it_commits(store: Store, clock: FakeClock) -> None:
    """Issue 26: a running delivery hears what each of this process's transactions queued as it commits
    (`Store.on_commit`): that game's messages go at once, without being woken and without a look at every game's next
    message (before, every command that changed something woke it to look at every game)."""
    transport = FakeTransport()
    worker = DeliveryWorker(store, clock, transport, max_sleep=10**9)
    looks = Calls(worker, "_heads")
    task = asyncio.create_task(worker.run())
    try:
        await until(lambda: _true_when(clock.sleepers > 0))  # the first round looked, found nothing, and sleeps
        assert looks.count == 1
        await queue(store, clock, (1, "a1"), (1, "a2"), (2, "b1"))
        await until(_true_when_fn(lambda: len(transport.sent) == 3))
        assert transport.texts.index("a1") < transport.texts.index("a2")
        assert looks.count == 1
    finally:
        worker.stop()
        await asyncio.wait_for(task, 5)


def _true_when_fn(check: Any) -> Any:
    async def wrapped() -> bool:
        return bool(check())

    return wrapped


class CoalescingTransport(FakeTransport):
    def coalesce(self, rows: Sequence[OutboxRow]) -> tuple[OutboxRow, tuple[int, ...]]:
        return coalesce_dms(rows)


def dm_to(user: int, text: str) -> tuple[int, int, Message]:
    return (1, user, DirectMessage(text, "digest", "g1"))


async def test_a_players_dms_waiting_together_go_as_one_message(store: Store, clock: FakeClock) -> None:
    """A player's DMs of one game that wait together with only other players' DMs between go as one message,
    all marked sent once it is; a channel post between keeps the order of the channel and the DMs."""
    ids = await queue_messages(
        store,
        clock,
        dm_to(10, "a"),
        dm_to(20, "b"),
        dm_to(10, "c"),
        (1, 1, ChannelPost("d", "results")),
        dm_to(10, "e"),
        dm_to(20, "f"),
    )
    seen_unsent: list[int] = []

    class Checking(CoalescingTransport):
        async def send(self, row: OutboxRow) -> None:
            async with store.read() as rx:
                seen_unsent.extend(r.id for r in await rx.pending_outbox())
            await super().send(row)

    transport = Checking()
    worker = DeliveryWorker(store, clock, transport)
    assert await worker.deliver_due() == 6  # rows
    assert [(r.target, t) for r, t in zip(transport.sent, transport.texts, strict=True)] == [
        (10, "a\n\nc"),
        (20, "b"),
        (1, "d"),
        (10, "e"),
        (20, "f"),
    ]
    assert ids[2] in seen_unsent  # the merged message went out before its rows were marked sent
    assert [(await row(store, i)).sent_at for i in ids] == [T0] * 6


async def test_a_coalesced_message_refused_for_good_gives_up_all_it_carried(store: Store, clock: FakeClock) -> None:
    transport = CoalescingTransport()
    ids = await queue_messages(store, clock, dm_to(10, "a"), dm_to(20, "b"), dm_to(10, "c"))
    transport.failures["a\n\nc"] = [PermanentError("403 (code 50007)")]
    worker = DeliveryWorker(store, clock, transport)
    assert await worker.deliver_due() == 1
    assert transport.texts == ["b"]
    assert (await row(store, ids[0])).dead_at == T0 and (await row(store, ids[2])).dead_at == T0


async def test_a_coalesced_message_cut_off_before_its_mark_goes_again_once(store: Store, clock: FakeClock) -> None:
    """Killed after the merged message went out but before its rows were marked sent (at least once): a restarted
    worker sends that one message again, carrying the same rows, and nothing else twice."""
    await queue_messages(store, clock, dm_to(10, "a"), dm_to(20, "b"), dm_to(10, "c"), dm_to(20, "d"))

    class Dies(CoalescingTransport):
        async def send(self, row: OutboxRow) -> None:
            await super().send(row)
            raise asyncio.CancelledError  # the process dies here: sent, not marked

    first = Dies()
    with pytest.raises(asyncio.CancelledError):
        await DeliveryWorker(store, clock, first).deliver_due()
    assert first.texts == ["a\n\nc"]
    again = CoalescingTransport()
    assert await DeliveryWorker(store, clock, again).deliver_due() == 4
    assert again.texts == ["a\n\nc", "b\n\nd"]


async def test_a_dm_refused_for_good_tells_the_game_channel_what_it_says_to(store: Store, clock: FakeClock) -> None:
    """A DM that says what the game channel is told if it cannot be delivered (`DirectMessage.undelivered`) and is
    refused for good (the player takes no DMs from the bot) is given up, and that post goes to the game's channel,
    after the game's other messages, once for the DMs that went as one message; a DM that says nothing tells
    nothing."""
    transport = CoalescingTransport()
    hint = "Bea takes no DMs from me."
    ids = await queue_messages(
        store,
        clock,
        (1, 10, DirectMessage("a", "digest", "g1", undelivered=hint)),
        (1, 10, DirectMessage("c", "digest", "g1", undelivered=hint)),
        (1, 1, ChannelPost("d", "results")),
        (1, 20, DirectMessage("e", "digest", "g1")),
    )
    transport.failures["a\n\nc"] = [PermanentError("403 (code 50007)")]
    transport.failures["e"] = [PermanentError("403 (code 50007)")]
    worker = DeliveryWorker(store, clock, transport)
    while await worker.deliver_due():
        pass
    assert transport.texts == ["d", hint]
    told = transport.sent[-1]
    assert (told.kind, told.target, json.loads(told.payload)["topic"]) == ("channel", 1, "undelivered")
    assert [(await row(store, i)).dead_at for i in (ids[0], ids[1], ids[3])] == [T0] * 3


def test_dms_that_tell_different_things_when_undelivered_do_not_go_as_one() -> None:
    """Coalescing keeps what each DM tells the channel if it cannot be delivered: DMs with different words go apart."""

    def dm(i: int, text: str, undelivered: str = "") -> OutboxRow:
        kind, payload = encode(DirectMessage(text, "digest", "g1", undelivered=undelivered))
        return OutboxRow(i, 1, 0, kind, 10, payload, None, None, 0, 0, 0, None, None, None)

    first, ids = coalesce_dms([dm(1, "a"), dm(2, "b", "x"), dm(3, "c", "y")])
    assert ids == (1, 2) and json.loads(first.payload)["undelivered"] == "x"
