"""The outbox worker: sends queued messages through a `Transport` and marks them sent.

A game's messages go out in the order they were queued, one at a time; a failed one is retried with exponential
backoff (or at the time a rate limit asks for) and holds back its game's later messages until it is sent or given
up. A message marked sent is never sent again. A message is marked sent after the transport returns, so a crash
between the two may send it once more (at least once, never lost).

Every game with a message due is delivered at once, side by side, each in a task of its own: the transport paces
the requests (`DiscordTransport` waits in the bot's `Pacer`, one lane per game, the lanes in turn), so the games
share Discord's budget fairly and a game with a long backlog holds up no other.

A transport that can send several of a game's messages as one (`Coalescing`: DMs to the same player) is given the
game's unsent messages, and sends the first of them together with those it can carry; they are marked sent
together, in one transaction, once it returns (a crash in between sends that one message again, as for any other).

Several processes on one PostgreSQL database each run a delivery worker: a process claims the games whose next
message is due and that no other process is delivering (`Tx.claim_outbox`, `FOR UPDATE SKIP LOCKED`), then claims
the game's unsent messages (`Tx.claim_game_outbox`, a lease of `lease` seconds) and sends them; it claims them again
(renewing the lease, and taking the messages queued meanwhile) when it has sent them all or a third of the lease has
gone by, and while a message is under way however long it takes; it gives them back when it stops delivering the
game. (A claim before each message cost a transaction, and a wait for the disk, per message: bench.bot --sweep.) So a
game's messages go out from one process at a time, in order; a process that dies mid-delivery holds its games until
their lease ends, and another process then sends what was not marked sent (the message under way possibly once more,
as after any crash).

A delivery hears what this process's transactions committed (`Store.on_commit`: the games whose messages were
queued, delivered at once, without a look at every game's next message) and, on PostgreSQL, what the other processes'
did (`Store.hear`). A process whose delivery runs delivers its own news itself, and its notices say so (`News.own`):
the others leave those games to it, instead of racing it for them (a claim each, most of them finding the game
taken: bench.bot, two processes). A game so left is still delivered if its sender dies or stops: a delivery looks at
every game's next message at the start of each round and at least every `look_every` seconds while a round lasts,
and takes those whose claim has ended (a stopping process gives its claims back and tells the others to look). Beside
a worker (`junta-bot --worker`: its work is the deadlines and the outbox), a gateway process leaves its news to the
workers: a worker's delivery says that it runs (`News.worker`, every `heartbeat` seconds), and a gateway's delivery
that heard so within three of them does not say it delivers its news itself; it looks at every game's next message
for it instead of claiming the games named (as before issue 26's notices), and the workers most often claim them
first.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
import time
from collections.abc import Hashable, Sequence
from typing import Protocol, runtime_checkable

from bot.books import StoreBooks
from bot.clock import Clock, sleep_or_wake
from bot.outbox import ChannelPost, DirectMessage, OutboxDecodeError, decode, encode
from bot.store import News, OutboxRow, Store, Tx, background

__all__ = ["Coalescing", "DeliveryWorker", "PermanentError", "StoreBooks", "TransientError", "Transport"]

log = logging.getLogger(__name__)


class TransientError(Exception):
    """The message could not be sent now (Discord down, rate limited): try again later."""

    def __init__(self, message: str = "", *, retry_after: float | None = None) -> None:
        super().__init__(message)
        self.retry_after = retry_after


class PermanentError(Exception):
    """The message can never be sent (unknown channel, DMs closed): give it up."""


class Transport(Protocol):
    async def send(self, row: OutboxRow) -> None:
        """Deliver one message; raise TransientError or PermanentError if it was not delivered."""
        ...


@runtime_checkable
class Coalescing(Protocol):
    def coalesce(self, rows: Sequence[OutboxRow]) -> tuple[OutboxRow, tuple[int, ...]]:
        """What to send for the first of `rows` (a game's unsent messages, in order): that row, or one message that
        carries it and some of the later rows, with the ids of the rows it carries (the first row's first). The
        rows it carries must be such that sending them before the rows they skip over changes nothing anyone sees
        (e.g. a player's DMs with only other players' DMs between)."""
        ...


def _game_key(row: OutboxRow) -> Hashable:
    """The messages that wait for each other: a game's; a message of no game waits for none."""
    return ("game", row.game_id) if row.game_id is not None else ("row", row.id)


class DeliveryWorker:
    def __init__(
        self,
        store: Store,
        clock: Clock,
        transport: Transport,
        *,
        base_delay: int = 5,
        max_delay: int = 3600,
        max_attempts: int | None = 50,
        batch: int = 1000,
        max_sleep: float = 60,
        rejoin_after: float = 0.25,
        lease: int = 60,
        look_every: float = 5.0,
        worker: bool = False,
        heartbeat: float = 5.0,
    ) -> None:
        self.store = store
        self.clock = clock
        self.transport = transport
        # Asked once: isinstance of a runtime-checkable protocol walks its members, at every message (issue 26).
        self._coalescing = transport if isinstance(transport, Coalescing) else None
        self.base_delay = base_delay
        self.max_delay = max_delay
        self.max_attempts = max_attempts
        self.batch = batch  # games whose next message is looked up at once
        # While games are delivered, a game that gets news joins them this long (real seconds) after the news at most.
        self.rejoin_after = rejoin_after
        self.max_sleep = max_sleep
        self.lease = lease  # seconds a claim on a game's messages holds (several processes, PostgreSQL)
        # While games are delivered, every game's next message is looked up this often (real seconds) at least: the
        # games of a process that died or stopped before it claimed them, and messages whose retry fell due.
        self.look_every = look_every
        self.worker = worker  # a `junta-bot --worker` process's delivery: gateway processes leave their news to it
        self.heartbeat = heartbeat  # (a worker's) seconds between two notices that say its delivery runs
        self._workers_until = 0.0  # (a gateway's) until when a worker's delivery is known to run (time.monotonic())
        self.shared = store.shared
        self._wake = asyncio.Event()
        self._news: set[int] = set()  # games with new messages (`wake(game_id)`)
        self._hinted = asyncio.Event()  # set with each of them
        self._everything = False  # news of no game in particular (`wake()`): every game's next message is looked up
        self._stopping = False
        self._marks: list[tuple[Sequence[int], asyncio.Future[Exception | None]]] = []
        self._reads: dict[int, list[asyncio.Future[list[OutboxRow]]]] = {}  # games whose messages are to be read
        self._tick = 0  # counts news of games under way and claims of games' messages, to tell which came first
        self._claimed: dict[int, int] = {}  # game -> when (`_tick`) its delivery's last claim began
        self._reader: asyncio.Task[None] | None = None
        self._marker: asyncio.Task[None] | None = None

    def wake(self, game_id: int | None = None) -> None:
        """New messages were queued: look now. `game_id`: they are that game's (its delivery begins at once, without
        a look at every game's next message)."""
        if game_id is None:
            self._everything = True
        else:
            self._news.add(game_id)
            self._hinted.set()
        self._wake.set()

    def heard(self, news: News) -> None:
        """Another process (on PostgreSQL) committed `news`: the games named by it are delivered (without a look at
        every game's next message), unless that process delivers them itself (`News.own`); news of no game in
        particular looks at every game. A notice that a worker's delivery runs (or stopped) is noted."""
        if news.worker is not None and not self.worker:
            self._workers_until = time.monotonic() + 3 * self.heartbeat if news.worker else 0.0
        if news.loose:
            self.wake()
        if news.own:
            return
        for game_id in news.games:
            self.wake(game_id)

    def _committed(self, news: News) -> None:
        """This process committed `news` (`Store.on_commit`): the games named by it are delivered at once; beside a
        worker (this process a gateway), every game's next message is looked at instead (after a moment if a round
        is under way), and the workers, told of the games at once, take them first most of the time."""
        if news.loose or (news.games and not self._delivers_own()):
            self.wake()
            return
        for game_id in news.games:
            self.wake(game_id)

    def _delivers_own(self) -> bool:
        """Whether this process delivers the games whose messages it queues at once, itself (`Store.delivers`)."""
        return self.worker or not self.shared or time.monotonic() >= self._workers_until

    def stop(self) -> None:
        """Stop (SIGTERM): the messages under way are sent and marked sent, no other is begun, and the claims on
        their games are given back (`run` then returns)."""
        self._stopping = True
        self._wake.set()

    async def deliver_due(self) -> int:
        """Send every message that is due now, and those queued meanwhile; how many were sent. Every game with a
        message due is delivered at once, each game's messages strictly in order: once one fails, that game's later
        messages wait for the next round. A game that gets messages while the others are delivered joins at once:
        a game named by its news (`wake(game_id)`) without a look at the others; news of no game in particular
        looks up every game's next message, after a moment."""
        tried: set[int] = set()
        running: dict[Hashable, asyncio.Task[int]] = {}
        # Games with news while their delivery was under way: delivered again after it (on a shared database, only if
        # the news came after the delivery's last claim of the game's messages began: that claim took them).
        again: dict[int, int] = {}  # game -> when its news came (`_tick`)
        sent = 0
        look = self._everything or not self._news  # a round begins with a look at every game, unless news named some
        loop = asyncio.get_running_loop()
        looked = loop.time()
        try:
            while True:
                self._wake.clear()  # what was queued before this lookup is in it
                self._hinted.clear()
                news, self._news = self._news, set()
                if self._everything:  # news of no game in particular: the games under way are read again after
                    self._tick += 1
                    again.update((k[1], self._tick) for k in running if isinstance(k, tuple) and k[0] == "game")
                look, self._everything = look or self._everything, False
                if loop.time() - looked >= self.look_every:
                    look = True  # now and then while the round lasts (see `look_every`)
                if look:
                    looked = loop.time()
                for game_id in [] if self._stopping else sorted(news):
                    key: Hashable = ("game", game_id)
                    if key in running:
                        self._tick += 1
                        again[game_id] = self._tick
                    else:
                        running[key] = asyncio.create_task(self._game_of(game_id, tried), name=f"deliver {key}")
                heads = [] if self._stopping or not look else await self._heads(exclude=running)
                look = len(heads) >= self.batch  # more games than one lookup takes: look again after these
                for row in heads:
                    key = _game_key(row)
                    if key not in running and row.id not in tried:
                        running[key] = asyncio.create_task(self._game(row, tried), name=f"deliver {key}")
                    elif self.shared and key not in running:
                        await self._release(row)
                if not running:
                    return sent
                woken = asyncio.ensure_future(self._wake.wait())
                try:
                    await asyncio.wait(
                        [*running.values(), woken],
                        timeout=max(0.0, looked + self.look_every - loop.time()),
                        return_when=asyncio.FIRST_COMPLETED,
                    )
                finally:
                    woken.cancel()
                if not self._wake.is_set() and not any(task.done() for task in running.values()):
                    continue  # time for a look at every game
                if not any(task.done() for task in running.values()) and not self._news:
                    # Woken by news of no game in particular (every command that changes something wakes it): look
                    # it up after a moment, so that a stream of commands costs a lookup of the games' next messages
                    # now and then only; a game named by its news, or one delivered to the end, ends the moment.
                    hinted = asyncio.ensure_future(self._hinted.wait())
                    try:
                        await asyncio.wait(
                            [*running.values(), hinted], timeout=self.rejoin_after, return_when=asyncio.FIRST_COMPLETED
                        )
                    finally:
                        hinted.cancel()
                for key, task in list(running.items()):
                    if task.done():
                        del running[key]
                        sent += task.result()
                        if isinstance(key, tuple) and key[0] == "game":
                            claimed, came = self._claimed.pop(key[1], 0), again.pop(key[1], None)
                            if came is not None and (not self.shared or claimed < came):
                                self._news.add(key[1])
        finally:
            for task in running.values():
                task.cancel()
            if running:
                await asyncio.gather(*running.values(), return_exceptions=True)
            self._claimed.clear()

    async def _heads(self, exclude: dict[Hashable, asyncio.Task[int]]) -> list[OutboxRow]:
        """Each game's next message that may go now (on a shared database, of the games this process claims)."""
        now = self.clock.now()
        if not self.shared:
            async with self.store.read(single=True) as rx:
                return await rx.due_outbox(now, limit=self.batch)
        async with self.store.transaction() as tx:
            return await tx.claim_outbox(now, owner=self.store.owner, until=now + self.lease, limit=self.batch)

    async def _pending(self, game_id: int) -> list[OutboxRow]:
        """The unsent messages of a game, by id (on a shared database, claimed again for this process: none if
        another process holds them). On one process's database, the games delivered side by side that ask at the
        same moment are read together, in one query (each read waits for the event loop: one each would keep the
        store's reader busy)."""
        if not self.shared:
            wanted: asyncio.Future[list[OutboxRow]] = asyncio.get_running_loop().create_future()
            self._reads.setdefault(game_id, []).append(wanted)
            if self._reader is None or self._reader.done():
                self._reader = asyncio.create_task(self._read_pending())
            return await wanted
        self._tick += 1
        self._claimed[game_id] = self._tick  # (what was committed before this claim is in it)
        now = self.clock.now()
        async with self.store.transaction() as tx:
            rows = await tx.claim_game_outbox(game_id, now, owner=self.store.owner, until=now + self.lease)
        return rows or []

    async def _read_pending(self) -> None:
        while self._reads:
            asked, self._reads = self._reads, {}
            try:
                async with self.store.read(single=True) as rx:
                    found = await rx.pending_outbox_of(asked)
            except Exception as error:  # each waiting delivery raises it (a cancellation ends this task too)
                for waiting in asked.values():
                    for wanted in waiting:
                        if not wanted.done():
                            wanted.set_exception(error)
                continue
            for game_id, waiting in asked.items():
                for wanted in waiting:
                    if not wanted.done():
                        wanted.set_result(list(found.get(game_id, ())))

    async def _release(self, head: OutboxRow) -> None:
        """Give back this process's claim on `head`'s game (or on `head`, a message of no game)."""
        await self._release_claim(head.game_id, head.id)

    async def _release_claim(self, game_id: int | None, outbox_id: int | None) -> None:
        try:
            async with self.store.transaction() as tx:
                await tx.release_outbox(owner=self.store.owner, game_id=game_id, outbox_id=outbox_id)
        except Exception as error:  # the claim then ends with its lease
            log.warning("could not give back the claim on game %s's messages: %s", game_id or outbox_id, error)

    async def _game(self, head: OutboxRow, tried: set[int]) -> int:
        """Send the due messages of `head`'s game in order (a message of no game: that one), until none is left or
        one fails; how many were sent."""
        if not self.shared:
            return await self._send_game(head.game_id, head, tried)
        try:
            return await self._send_game(head.game_id, head, tried)
        finally:
            await asyncio.shield(self._release(head))

    async def _game_of(self, game_id: int, tried: set[int]) -> int:
        """`_game` for a game named by its news: its messages are read (claimed) first."""
        if not self.shared:
            return await self._send_game(game_id, None, tried)
        held = [False]
        try:
            return await self._send_game(game_id, None, tried, held)
        finally:
            if held[0]:
                await asyncio.shield(self._release_claim(game_id, None))

    async def _send_game(
        self, game_id: int | None, head: OutboxRow | None, tried: set[int], held: list[bool] | None = None
    ) -> int:
        """`held[0]`: whether this process may hold a claim on the game's unsent messages when it returns (a claim
        that took none, or found another process's, leaves nothing to give back: no trip to the database)."""
        sent = 0
        rows = [] if head is None else [head]
        claimed_at = self.clock.now()  # (a message of no game: `head`, claimed with the game's heads)
        while True:
            if game_id is not None:
                if held is not None:
                    held[0] = True  # (cancelled during the claim: it may have been taken)
                rows = await self._pending(game_id)
                claimed_at = self.clock.now()
                if held is not None:
                    held[0] = bool(rows)
            if not rows:
                return sent
            gave_up = False
            while rows:
                first = rows[0]
                if self._stopping:
                    return sent  # stopping: no new message is begun
                if first.id in tried or first.next_attempt_at > self.clock.now():
                    return sent  # it failed in this round, or waits for its retry: the game's later ones wait
                message, ids = self._coalesce(rows)
                tried.update(ids)
                went = await self._deliver(message, ids)
                if went is None:
                    return sent
                done, delivered = went
                sent += len(done) if delivered else 0
                gave_up = gave_up or not delivered
                rows = [r for r in rows if r.id not in done]  # sent, or given up: the next goes
                if self.shared and self.clock.now() - claimed_at >= self.lease / 3:
                    break  # claim the game's messages again before the next one: the claim is renewed
            if game_id is None or (not self.shared and not gave_up):
                # On one process, news of the game queued meanwhile delivers it again (`deliver_due`); a message
                # given up may have queued a post in its place (`_failed`): the game's messages are read again.
                return sent

    def _coalesce(self, rows: Sequence[OutboxRow]) -> tuple[OutboxRow, tuple[int, ...]]:
        if self._coalescing is not None:
            message, ids = self._coalescing.coalesce(rows)
            known = {r.id for r in rows}
            if ids and ids[0] == rows[0].id and len(set(ids)) == len(ids) and known.issuperset(ids):
                return message, ids
            log.warning("the transport coalesced outbox message %s wrongly; it goes alone", rows[0].id)
        return rows[0], (rows[0].id,)

    async def _deliver(self, row: OutboxRow, ids: tuple[int, ...]) -> tuple[tuple[int, ...], bool] | None:
        """Send `row` (carrying the outbox rows `ids`) and mark them sent: the ids of the rows no longer waiting
        (sent, or given up: the next may go), and whether they were sent; None if it was not sent and waits for its
        retry (and its game's later messages behind it)."""
        try:
            await self._send(row)
        except asyncio.CancelledError:
            raise
        except PermanentError as error:
            log.warning("giving up outbox message %s (%s): %s", ", ".join(map(str, ids)), row.kind, error)
            await self._failed(ids, str(error) or type(error).__name__, permanent=True, instead=row)
            return ids, False
        except TransientError as error:
            retry_at = None
            if error.retry_after is not None:
                retry_at = self.clock.now() + max(1, math.ceil(error.retry_after))
            dead = await self._failed(ids[:1], str(error) or type(error).__name__, retry_at=retry_at)
            return (ids[:1], False) if dead else None
        except Exception as error:  # an unexpected failure is treated as transient
            log.exception("sending outbox message %s failed", row.id)
            dead = await self._failed(ids[:1], repr(error))
            return (ids[:1], False) if dead else None
        await self._mark_sent(ids)
        return ids, True

    async def _send(self, row: OutboxRow) -> None:
        """Send `row`. On a shared database, this process's claim on the game's messages is renewed every third of
        the lease while the send is under way: a send may outlast the lease (it waits its turn in the pacer, and
        discord.py waits out rate limits and retries), and another process would then send the same message, and
        the game's next ones before it is done."""
        if not self.shared or row.game_id is None:
            await self.transport.send(row)
            return
        sending = asyncio.ensure_future(self.transport.send(row))
        try:
            while True:
                tick = asyncio.ensure_future(self.clock.sleep(self.lease / 3))
                try:
                    await asyncio.wait([sending, tick], return_when=asyncio.FIRST_COMPLETED)
                finally:
                    tick.cancel()
                if sending.done():
                    break
                await self._renew(row.game_id)
        finally:
            if not sending.done():
                sending.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await sending
        sending.result()

    async def _renew(self, game_id: int) -> None:
        """Renew this process's claim on the game's unsent messages (one of them is under way)."""
        now = self.clock.now()
        try:
            async with self.store.transaction() as tx:
                held = await tx.claim_game_outbox(game_id, now, owner=self.store.owner, until=now + self.lease)
        except Exception as error:  # the claim then holds until its lease ends, as before
            log.warning("could not renew the claim on game %s's messages: %s", game_id, error)
            return
        if held is None:
            log.warning("another process took game %s's messages while one of them was under way", game_id)

    async def _mark_sent(self, outbox_ids: Sequence[int]) -> None:
        """Mark messages sent, and return once that is committed (their game's next message is sent only then).
        Marks of games delivered side by side are committed together: one transaction for all that are waiting
        (a phase change queues a message for every player, and a transaction each would keep the store busy)."""
        done: asyncio.Future[Exception | None] = asyncio.get_running_loop().create_future()
        self._marks.append((outbox_ids, done))
        if self._marker is None or self._marker.done():
            self._marker = asyncio.create_task(self._commit_marks())
        error = await done
        if error is not None:
            raise error

    async def _commit_marks(self) -> None:
        while self._marks:
            batch, self._marks = self._marks, []
            outcome: Exception | None = None
            try:
                async with self.store.transaction() as tx:
                    await tx.mark_sent_many([i for ids, _ in batch for i in ids], now=self.clock.now())
            except Exception as error:  # each waiting delivery raises it (a cancellation ends this task too)
                outcome = error
            for _, done in batch:
                if not done.done():
                    done.set_result(outcome)

    async def _failed(
        self,
        outbox_ids: Sequence[int],
        error: str,
        *,
        retry_at: int | None = None,
        permanent: bool = False,
        instead: OutboxRow | None = None,
    ) -> bool:
        """Count a failed attempt of the message carrying `outbox_ids`: a transient failure is counted on the
        first (the others wait behind it anyway); a permanent one gives them all up, and if that message (`instead`)
        is a DM that says what to tell the game channel then (`DirectMessage.undelivered`), queues that post, after
        the game's other messages. Whether the first is given up (permanently, or after its last attempt)."""
        dead = False
        async with self.store.transaction() as tx:
            if instead is not None:
                await _tell_channel(tx, instead, now=self.clock.now())
            for outbox_id in outbox_ids:
                row = await tx.mark_failed(
                    outbox_id,
                    now=self.clock.now(),
                    error=error,
                    retry_at=retry_at,
                    permanent=permanent,
                    base_delay=self.base_delay,
                    max_delay=self.max_delay,
                    max_attempts=self.max_attempts,
                )
                dead = dead or (outbox_id == outbox_ids[0] and row is not None and row.dead_at is not None)
        return dead

    async def next_delay(self) -> float:
        async with self.store.read(single=True) as rx:  # one query
            at = await rx.next_outbox_at()
        if at is None:
            return self.max_sleep
        return float(min(self.max_sleep, max(0, at - self.clock.now())))

    async def run(self) -> None:
        """Deliver until `stop()` or cancellation, as the store's background work (`bot.store.background`: the
        commands' transactions do not queue behind the messages' claims and marks). It hears this process's news
        (`Store.on_commit`) meanwhile, and delivers it itself (`Store.delivers`); when it ends, it tells the other
        processes to look at every game (those it was told of and did not deliver are theirs now)."""
        stop_hearing = self.store.on_commit(self._committed)
        self.store.delivers = self._delivers_own
        beating = asyncio.create_task(self._beat(), name="delivery heartbeat") if self.worker and self.shared else None
        try:
            with background():
                await self._run()
        finally:
            stop_hearing()
            if self.store.delivers == self._delivers_own:  # (not a delivery that took its place meanwhile)
                self.store.delivers = _never
            if beating is not None:
                beating.cancel()
            if self._marker is not None:  # the marks of messages sent are committed before the store closes
                with contextlib.suppress(Exception, asyncio.CancelledError):
                    await asyncio.shield(self._marker)
            if self.shared:
                self.store.notify(News(loose=True, worker=False if self.worker else None))

    async def _beat(self) -> None:
        """(A worker's delivery, on a shared database) tell the other processes every `heartbeat` seconds that it
        runs: the gateways leave their news to it."""
        while True:
            self.store.notify(News(worker=True))
            await asyncio.sleep(self.heartbeat)

    async def _run(self) -> None:
        while not self._stopping:
            self._wake.clear()
            try:
                await self.deliver_due()
                delay = await self.next_delay()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("the delivery round failed")
                delay = float(self.base_delay)
            if self._stopping:
                break
            if delay <= 0:
                delay = 1  # due rows that were just tried wait for the next second
            await sleep_or_wake(self.clock, self._wake, delay)


def _never() -> bool:
    return False


async def _tell_channel(tx: Tx, row: OutboxRow, *, now: int) -> None:
    """The game channel's post about `row`, a DM that can never be delivered, if it says one (in the game's
    language, the channel's)."""
    try:
        message = decode(row.kind, row.payload)
    except OutboxDecodeError:
        return
    if not isinstance(message, DirectMessage) or not message.undelivered or row.game_id is None:
        return
    game = await tx.get_game(row.game_id)
    if game is None:
        return
    kind, payload = encode(ChannelPost(message.undelivered, "undelivered", locale=game.language))
    await tx.enqueue_outbox(
        game_id=game.id, phase_seq=row.phase_seq, kind=kind, target=game.channel_id, payload=payload, now=now
    )
