"""The scheduler: resolves phases at their deadlines and sends reminders, sleeping in between.

It sleeps until the store's `next_wakeup` (the earliest deadline or unsent reminder of a running game), or until
a transaction commits a deadline's change (`heard`: a deadline set or moved, a game started, paused or resumed, in
this process or another on the database) or `wake()` is called; each time it looks at the table once, and does a
round (reminders, then resolutions) only when something is due. On start it simply looks at the table: a
deadline that passed while the bot was down resolves at once, and the channel is told that the deadline passed
while the game master was away.

Several processes on one PostgreSQL database each run a scheduler: each round claims the due deadlines no other
process holds (`Tx.claim_deadlines`: `FOR UPDATE SKIP LOCKED` and a lease of `lease` seconds) and resolves those, so
a phase is resolved by one process (and, were two to try, the phase number's guard makes the second do nothing). A
process that dies holding claims holds them until their lease ends; another then takes them. A deadline another
process set or moved is looked at `hear_after` seconds later (one look for all the notices meanwhile), not at once:
that process's own scheduler looked at once, and resolves it if it falls due meanwhile (issue 26: each notice cost
every other process a look, about twice the looks of one process in bench.bot with two).
"""

from __future__ import annotations

import asyncio
import logging

from bot.clock import Clock, sleep_or_wake
from bot.services import GameService
from bot.services.closing import closed
from bot.store import News, background

__all__ = ["Scheduler"]

log = logging.getLogger(__name__)


class Scheduler:
    def __init__(
        self,
        service: GameService,
        clock: Clock | None = None,
        *,
        late_after: int = 120,
        max_sleep: float = 3600,
        retry_delay: float = 30,
        lease: int = 60,
        hear_after: float = 1.0,
    ) -> None:
        self.service = service
        self.clock = clock if clock is not None else service.clock
        self.late_after = late_after  # seconds past a deadline that count as "missed while away"
        self.max_sleep = max_sleep  # look at the table at least this often
        self.retry_delay = retry_delay  # wait this long before retrying when something keeps failing
        self.lease = lease  # seconds a claim on a due deadline holds (several processes, PostgreSQL)
        self.hear_after = hear_after  # real seconds after another process's news of a deadline that it is looked at
        self._wake = asyncio.Event()
        self._later: asyncio.TimerHandle | None = None  # the look another process's news asked for
        self._stopping = False
        self.rounds = 0  # how many times it has looked at the table (for tests and metrics)

    def wake(self) -> None:
        """Look at the table again now (a deadline changed)."""
        self._wake.set()

    def heard(self, news: News) -> None:
        """Another process's transaction committed `news` (PostgreSQL): if a deadline may have moved, the scheduler
        looks at the table `hear_after` seconds later (unless it looks before), once for all such news meanwhile."""
        if news.deadlines and self._later is None and not self._stopping:
            self._later = asyncio.get_running_loop().call_later(self.hear_after, self._look_later)

    def _look_later(self) -> None:
        self._later = None
        self._wake.set()

    def _committed(self, news: News) -> None:
        """A transaction of this process committed `news`: the scheduler looks at the table again at once if a
        deadline may have moved (a message queued, an order stored: nothing to look at)."""
        if news.deadlines:
            self._wake.set()

    def stop(self) -> None:
        """Stop (SIGTERM): the resolution under way is finished, no other is begun (`run` then returns)."""
        self._stopping = True
        self._wake.set()

    async def run_once(self) -> int:
        """Send the reminders due and resolve the phases due; how many things were done."""
        reminders = await self.service.send_reminders()
        if not self.service.store.shared:
            resolved = await self.service.resolve_due(late_after=self.late_after)
            return reminders + len(resolved)
        return reminders + await self._resolve_claimed()

    async def _resolve_claimed(self) -> int:
        """Claim the due deadlines no other process holds and resolve them; how many phases were resolved."""
        store = self.service.store
        now = self.clock.now()
        async with store.transaction() as tx:
            due = await tx.claim_deadlines(now, owner=store.owner, until=now + self.lease)
        resolved = 0
        for row in due:
            if self._stopping:
                break  # the rest are given back as the scheduler stops
            late = row.due_at is not None and now - row.due_at > self.late_after
            try:
                got = await self.service.at_deadline(row.game_id, row.phase_seq, late=late)
            except Exception:
                log.exception("resolving game %s phase %s failed", row.game_id, row.phase_seq)
                continue
            resolved += closed(got)
        return resolved

    async def next_delay(self) -> float:
        """Seconds until the next thing to do (0 if already due), at most max_sleep."""
        async with self.service.store.read(single=True) as rx:
            at = await rx.next_wakeup()
        if at is None:
            return self.max_sleep
        return float(min(self.max_sleep, max(0, at - self.clock.now())))

    async def run(self) -> None:
        """Run until `stop()` or cancellation, as the store's background work (`bot.store.background`); then give
        back the claims on due deadlines (several processes)."""
        stop_hearing = self.service.store.on_commit(self._committed)  # this process's transactions
        try:
            with background():
                await self._run()
        finally:
            stop_hearing()
            if self._later is not None:
                self._later.cancel()
                self._later = None
            if self.service.store.shared:
                await asyncio.shield(self._release())

    async def _release(self) -> None:
        store = self.service.store
        try:
            async with store.transaction() as tx:
                await tx.release_deadlines(owner=store.owner)
        except Exception as error:  # the claims then end with their lease
            log.warning("could not give back the claims on due deadlines: %s", error)

    async def _run(self) -> None:
        while not self._stopping:
            self._wake.clear()
            if self._later is not None:  # this look sees what the other processes' news was about
                self._later.cancel()
                self._later = None
            try:
                # One look at the table (one query) per wake-up; a round only when something is due.
                delay = await self.next_delay()
                self.rounds += 1
                if delay <= 0:
                    did = await self.run_once()
                    delay = 0 if did else self.retry_delay  # due but nothing could be done: do not spin
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("the scheduler's round failed; retrying in %s seconds", self.retry_delay)
                delay = self.retry_delay
            if self._stopping:
                break
            if delay <= 0:
                await asyncio.sleep(0)
                continue
            await self._sleep(delay)

    async def _sleep(self, delay: float) -> None:
        await sleep_or_wake(self.clock, self._wake, delay)
