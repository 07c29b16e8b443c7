"""The bot's own budget under Discord's global rate limit: a `Pacer` every REST request waits in before it goes out.

Discord lets a bot make 50 requests a second in all, whatever the route (its global limit; the interaction endpoints,
callbacks and followups, are not bound to it: https://discord.com/developers/docs/topics/rate-limits#global-rate-limit).
Past that it refuses each request with a global 429, and after 10,000 refused requests in 10 minutes it bans the
bot's address for a while. So the bot paces itself below the limit: a `Pacer` lets through at most `rate` requests in
any rolling second (`[discord] requests_per_second`, 40 by default: Discord's clock sees our requests a little
bunched or spread by the network, and the margin absorbs that), spread out one every 1/rate s. A short burst
(`burst` requests, a twentieth of the rate: 2 at 40/s) may go at once after a quiet moment, so that a late wake-up of
the event loop costs no throughput; the pause it may cost later is short (at most (burst - 1)/rate s), so a bot with
work to do never goes quiet for long.

Who goes first when requests wait:
- A request made outside the delivery (a command's own requests while a person waits for the answer, e.g. the
  welcome DMs of `/junta start`; the bot's start-up) goes before the delivery's, in the order they came.
- The delivery's requests wait in lanes, one per game (`lane(key)` around a game's send); the lanes take turns, one
  request each (round robin), so a game with a long backlog does not hold up the others. A game sends its messages
  one at a time, so its own requests keep their order.

Several processes of one bot (shards, workers: on one PostgreSQL database) share Discord's global limit, which is per
bot token: each process's pacer then also takes each request from a budget kept in the database (`shared`, the
store's `request_budget`: the same pace, on the database server's clock), so that all of them together stay under
it in every second.

No Discord here: `bot.discord_transport.paced_trace` is where discord.py's requests are made to wait in a pacer.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import logging
import math
import time
from collections import OrderedDict, deque
from collections.abc import Awaitable, Callable, Hashable, Iterator
from typing import Protocol

__all__ = ["DEFAULT_RATE", "Pacer", "current_lane", "lane"]

DEFAULT_RATE = 40
"""Requests per second the bot allows itself by default (Discord's global limit is 50)."""

log = logging.getLogger(__name__)


class SharedBudget(Protocol):
    """A budget of requests shared with other processes (`bot.store.RequestBudget`)."""

    async def take(self, count: int = 1) -> list[float]:
        """The places of up to `count` requests (at least one), counted: for each, the seconds from now after which
        it may go, soonest first."""
        ...


_LANE: contextvars.ContextVar[Hashable | None] = contextvars.ContextVar("pacing_lane", default=None)


@contextlib.contextmanager
def lane(key: Hashable) -> Iterator[None]:
    """The requests made inside (by this task, and by tasks it starts meanwhile) wait in the lane `key` (the
    delivery's lane of one game) instead of going before the delivery."""
    token = _LANE.set(key)
    try:
        yield
    finally:
        _LANE.reset(token)


def current_lane() -> Hashable | None:
    """The lane the requests made here wait in (None: outside the delivery, they go first)."""
    return _LANE.get()


class Pacer:
    """At most `rate` admissions in any rolling second (half-open: the window (t - 1 s, t]), spaced 1/rate s apart
    with up to `burst` at once after a quiet moment; waiting requests admitted in the order described in the module
    docstring. `clock` (seconds, monotonic) and `sleep` are the event loop's time by default; tests give virtual
    ones."""

    LATE = 0.05
    """Seconds past its time after which a place taken from the shared budget is not used (`_shared_place`)."""

    def __init__(
        self,
        rate: int = DEFAULT_RATE,
        *,
        burst: int | None = None,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[object]] = asyncio.sleep,
        shared: SharedBudget | None = None,
    ) -> None:
        if isinstance(rate, bool) or not isinstance(rate, int) or rate < 1:
            raise ValueError(f"a pacer's rate is a whole number of requests per second, at least 1, not {rate!r}")
        self.rate = rate
        self.interval = 1.0 / rate
        self.burst = max(1, burst if burst is not None else rate // 20)
        self._clock = clock
        self._sleep = sleep
        self._shared = shared  # the budget of every process of the bot (None: this process has Discord's to itself)
        self._shared_failed = False
        self._places: deque[float] = deque()  # places taken from the shared budget, not used yet (on `clock`)
        self._recent: deque[float] = deque(maxlen=rate)  # the times of the last `rate` admissions
        self._due = -math.inf  # when the next request is due at the steady pace (GCRA's theoretical arrival time)
        self._first: deque[asyncio.Future[None]] = deque()  # outside any lane: before the lanes
        self._lanes: OrderedDict[Hashable, deque[asyncio.Future[None]]] = OrderedDict()  # in turn, first to last
        self._dispatcher: asyncio.Task[None] | None = None
        self.admitted = 0  # how many requests went through
        self.delayed = 0  # how many of them had to wait

    def ready_at(self) -> float:
        """When the next request may go (on the pacer's clock)."""
        at = self._due - (self.burst - 1) * self.interval  # at the steady pace, `burst` ahead at most
        if len(self._recent) == self.rate:  # the window may hold no more: wait for its oldest to leave it
            at = max(at, self._recent[0] + 1.0 + 1e-6)  # (a microsecond more: t - 1 s rounded is no less)
        return at

    def delay(self, now: float) -> float:
        """Seconds from `now` until the next request may go (0: now)."""
        return max(0.0, self.ready_at() - now)

    @property
    def waiting(self) -> int:
        """Requests waiting for their turn now."""
        return sum(not f.done() for f in self._first) + sum(
            not f.done() for queue in self._lanes.values() for f in queue
        )

    async def acquire(self) -> None:
        """Wait for this request's turn (in the lane of `current_lane()`), and take it."""
        now = self._clock()
        if self._shared is None and self._idle() and now >= self.ready_at():
            self._admit(now)
            return
        waiter: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        key = _LANE.get()
        if key is None:
            self._first.append(waiter)
        else:
            # A lane that had nothing waiting joins at the end of the turn.
            self._lanes.setdefault(key, deque()).append(waiter)
        if self._dispatcher is None or self._dispatcher.done():
            self._dispatcher = asyncio.create_task(self._dispatch(), name="pacer")
        await waiter  # cancelled: the future is cancelled too, and the dispatcher passes it over

    def _idle(self) -> bool:
        """Nothing waits, and the last request admitted by the dispatcher has gone on (a request that comes now
        cannot overtake one that came before it)."""
        return not self._first and not self._lanes and (self._dispatcher is None or self._dispatcher.done())

    def _admit(self, now: float) -> None:
        self._recent.append(now)
        self._due = max(self._due, now) + self.interval
        self.admitted += 1

    def _next(self) -> asyncio.Future[None] | None:
        """Take the next waiting request (outside the lanes first, then the lane whose turn it is)."""
        while self._first:
            waiter = self._first.popleft()
            if not waiter.done():
                return waiter
        while self._lanes:
            key, queue = self._lanes.popitem(last=False)
            while queue:
                waiter = queue.popleft()
                if not waiter.done():
                    if queue:
                        self._lanes[key] = queue  # its next request waits for the lane's next turn
                    return waiter
        return None

    async def _shared_place(self, now: float) -> float | None:
        """When the next request may go by the shared budget (None: there is none, or it cannot be reached: this
        process's own pace then still holds). One trip to the budget takes the places of as many requests as wait
        (`SharedBudget.take`); a place left unused `LATE` seconds past its time is dropped (a request sent much later
        than its place could crowd a later second), never used."""
        if self._shared is None:
            return None
        while self._places and self._places[0] + self.LATE < now:
            self._places.popleft()
        if self._places:
            return self._places[0]
        try:
            waits = await self._shared.take(min(self.waiting, self.rate))
        except Exception as error:
            if not self._shared_failed:
                log.warning("the shared budget of requests cannot be reached (%s): pacing this process alone", error)
            self._shared_failed = True
            return None
        self._shared_failed = False
        taken = self._clock()  # each place counted from when the answer came: never before its time on the budget's
        self._places.extend(taken + wait for wait in waits)
        return self._places[0] if self._places else None

    async def _dispatch(self) -> None:
        """Admit the waiting requests one by one, each as soon as the budget allows; end when none waits."""
        while self._first or self._lanes:
            now, at = self._clock(), self.ready_at()
            if now < at:
                await self._sleep(at - now)
                continue
            place = await self._shared_place(now)
            now = self._clock()
            if place is not None and now < place:
                await self._sleep(place - now)
                continue
            waiter = self._next()
            if waiter is None:
                return
            if place is not None:
                self._places.popleft()
            waiter.set_result(None)
            self.delayed += 1
            self._admit(now)
            await asyncio.sleep(0)  # its request goes on before any that comes after it
