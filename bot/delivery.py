"""The outbox worker: sends queued messages through a `Transport` and marks them sent.

A game's messages go out in the order they were queued (the store hands out only the oldest unsent message of
each game); a failed one is retried with exponential backoff (or at the time a rate limit asks for) and holds
back its game's later messages until it is sent or given up. A message marked sent is never sent again. A
message is marked sent after the transport returns, so a crash between the two may send it once more (at least
once, never lost).
"""

from __future__ import annotations

import asyncio
import logging
import math
from typing import Protocol

from bot.clock import Clock, sleep_or_wake
from bot.store import OutboxRow, Store

__all__ = ["DeliveryWorker", "PermanentError", "StoreBooks", "TransientError", "Transport"]

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
        batch: int = 50,
        max_sleep: float = 60,
        parallel: int = 4,
    ) -> None:
        self.store = store
        self.clock = clock
        self.transport = transport
        self.base_delay = base_delay
        self.max_delay = max_delay
        self.max_attempts = max_attempts
        self.batch = batch
        # How many games are delivered at once: enough to overlap Discord's round trips, few enough to leave the
        # event loop free for players' interactions.
        self.parallel = max(1, parallel)
        self.max_sleep = max_sleep
        self._wake = asyncio.Event()
        self._stopping = False
        self._marks: list[tuple[int, asyncio.Future[Exception | None]]] = []
        self._marker: asyncio.Task[None] | None = None

    def wake(self) -> None:
        """New messages were queued: look now."""
        self._wake.set()

    def stop(self) -> None:
        self._stopping = True
        self._wake.set()

    async def deliver_due(self) -> int:
        """Send every message that is due now; how many were sent. Games are served side by side, each game's
        messages strictly in order: once one fails, that game's later messages wait for the next round."""
        sent = 0
        tried: set[int] = set()
        gate = asyncio.Semaphore(self.parallel)
        while True:
            now = self.clock.now()
            async with self.store.read() as rx:
                rows = [r for r in await rx.due_outbox(now, limit=self.batch) if r.id not in tried]
            if not rows:
                return sent
            groups: dict[object, list[OutboxRow]] = {}
            for row in rows:
                # Messages of no game do not wait for each other.
                key: object = row.game_id if row.game_id is not None else ("row", row.id)
                groups.setdefault(key, []).append(row)

            async def one_game(queue: list[OutboxRow]) -> int:
                async with gate:
                    return await in_order(queue)

            async def in_order(queue: list[OutboxRow]) -> int:
                done = 0
                for i, row in enumerate(queue):
                    tried.add(row.id)
                    if not await self._deliver(row):
                        tried.update(r.id for r in queue[i + 1 :])
                        break
                    done += 1
                return done

            sent += sum(await asyncio.gather(*(one_game(q) for q in groups.values())))

    async def _deliver(self, row: OutboxRow) -> bool:
        try:
            await self.transport.send(row)
        except asyncio.CancelledError:
            raise
        except PermanentError as error:
            log.warning("giving up outbox message %s (%s): %s", row.id, row.kind, error)
            await self._failed(row, str(error) or type(error).__name__, permanent=True)
            return False
        except TransientError as error:
            retry_at = None
            if error.retry_after is not None:
                retry_at = self.clock.now() + max(1, math.ceil(error.retry_after))
            await self._failed(row, str(error) or type(error).__name__, retry_at=retry_at)
            return False
        except Exception as error:  # an unexpected failure is treated as transient
            log.exception("sending outbox message %s failed", row.id)
            await self._failed(row, repr(error))
            return False
        await self._mark_sent(row.id)
        return True

    async def _mark_sent(self, outbox_id: int) -> None:
        """Mark a message sent, and return once that is committed (its game's next message is sent only then).
        Marks of games delivered side by side are committed together: one transaction for all that are waiting
        (a phase change queues a message for every player, and a transaction each would keep the store busy)."""
        done: asyncio.Future[Exception | None] = asyncio.get_running_loop().create_future()
        self._marks.append((outbox_id, done))
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
                    await tx.mark_sent_many([outbox_id for outbox_id, _ in batch], now=self.clock.now())
            except Exception as error:  # each waiting delivery raises it (a cancellation ends this task too)
                outcome = error
            for _, done in batch:
                if not done.done():
                    done.set_result(outcome)

    async def _failed(
        self, row: OutboxRow, error: str, *, retry_at: int | None = None, permanent: bool = False
    ) -> None:
        async with self.store.transaction() as tx:
            await tx.mark_failed(
                row.id,
                now=self.clock.now(),
                error=error,
                retry_at=retry_at,
                permanent=permanent,
                base_delay=self.base_delay,
                max_delay=self.max_delay,
                max_attempts=self.max_attempts,
            )

    async def next_delay(self) -> float:
        async with self.store.read() as rx:
            at = await rx.next_outbox_at()
        if at is None:
            return self.max_sleep
        return float(min(self.max_sleep, max(0, at - self.clock.now())))

    async def run(self) -> None:
        """Deliver until `stop()` or cancellation."""
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


class StoreBooks:
    """The budget debate threads and the users' DM channels, kept in the store (`discord_transport.Books`)."""

    def __init__(self, store: Store) -> None:
        self.store = store

    async def budget_thread(self, game_id: int, turn: int) -> int | None:
        async with self.store.read(single=True) as rx:
            return await rx.budget_thread(game_id, turn)

    async def set_budget_thread(self, game_id: int, turn: int, thread_id: int) -> None:
        async with self.store.transaction() as tx:
            await tx.set_budget_thread(game_id, turn, thread_id)

    async def dm_channel(self, user_id: int) -> int | None:
        async with self.store.read(single=True) as rx:
            return await rx.dm_channel(user_id)

    async def set_dm_channel(self, user_id: int, channel_id: int) -> None:
        async with self.store.transaction() as tx:
            await tx.set_dm_channel(user_id, channel_id)
