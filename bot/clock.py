"""The bot's clock: UTC epoch seconds and sleeping, behind a protocol so that tests can drive time.

`now_ms` is the same clock in milliseconds: the moment a phase opened is kept to the millisecond, to compare with
the moment Discord says a user acted (an interaction's snowflake id).

`SystemClock` is the real one. `FakeClock` stands still until a test moves it with `advance` or `set`; its
`sleep` returns once the fake time has reached the sleeper's wake-up time (a sleep of zero or less yields once).
"""

from __future__ import annotations

import asyncio
import contextlib
import heapq
import itertools
import time
from typing import Protocol

__all__ = ["Clock", "FakeClock", "SystemClock"]


class Clock(Protocol):
    def now(self) -> int:
        """The current time in UTC epoch seconds."""
        ...

    def now_ms(self) -> int:
        """The current time in UTC epoch milliseconds."""
        ...

    async def sleep(self, seconds: float) -> None:
        """Wait this long (by this clock)."""
        ...


class SystemClock:
    def now(self) -> int:
        return int(time.time())

    def now_ms(self) -> int:
        return time.time_ns() // 1_000_000

    async def sleep(self, seconds: float) -> None:
        await asyncio.sleep(max(0.0, seconds))


class FakeClock:
    """A clock that moves only when told to."""

    def __init__(self, start: int = 1_700_000_000) -> None:
        self._now = start
        self._sleepers: list[tuple[float, int, asyncio.Future[None]]] = []
        self._ids = itertools.count()

    def now(self) -> int:
        return self._now

    def now_ms(self) -> int:
        return self._now * 1000

    async def sleep(self, seconds: float) -> None:
        if seconds <= 0:
            await asyncio.sleep(0)
            return
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        heapq.heappush(self._sleepers, (self._now + seconds, next(self._ids), future))
        await future

    @property
    def sleepers(self) -> int:
        """How many tasks are sleeping on this clock now."""
        return sum(1 for *_, f in self._sleepers if not f.done())

    def set(self, now: int) -> None:
        if now < self._now:
            raise ValueError("the fake clock does not go backwards")
        self._now = now
        while self._sleepers and self._sleepers[0][0] <= now:
            _, _, future = heapq.heappop(self._sleepers)
            if not future.done():
                future.set_result(None)

    def advance(self, seconds: int) -> None:
        self.set(self._now + seconds)


async def sleep_or_wake(clock: Clock, wake: asyncio.Event, delay: float) -> None:
    """Sleep `delay` seconds on `clock`, or less if `wake` is set meanwhile (the workers' idle wait)."""
    sleeper = asyncio.ensure_future(clock.sleep(delay))
    waker = asyncio.ensure_future(wake.wait())
    try:
        await asyncio.wait({sleeper, waker}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        for task in (sleeper, waker):
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
