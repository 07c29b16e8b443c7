"""The pacer: the bot's budget under Discord's global limit, shared between the commands being answered (first) and
the games' news (one lane per game, in turn). Time here is virtual: no test waits for, or measures, real time."""

from __future__ import annotations

import asyncio
import heapq
import itertools
from collections.abc import Hashable
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.pacing import Pacer, current_lane, lane


class VirtualTime:
    """A clock and a sleep for a pacer: the time moves only in `run`, to the next sleeper's wake-up time, once every
    task has done what it can at the current time."""

    def __init__(self) -> None:
        self.now = 0.0
        self._sleepers: list[tuple[float, int, asyncio.Future[None]]] = []
        self._ids = itertools.count()

    def clock(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        heapq.heappush(self._sleepers, (self.now + max(0.0, seconds), next(self._ids), future))
        await future

    async def run(self, tasks: list[asyncio.Task[None]]) -> None:
        """Run until every task is done, moving the time forward as the sleepers need."""
        while True:
            for _ in range(20):  # let every task that can run at this time do so (no real time passes)
                await asyncio.sleep(0)
            if all(t.done() for t in tasks):
                for t in tasks:
                    t.result()
                return
            assert self._sleepers, "the tasks wait for something that never comes"
            at, _, future = heapq.heappop(self._sleepers)
            self.now = max(self.now, at)
            if not future.done():
                future.set_result(None)


def pacer(time: VirtualTime, rate: int, burst: int | None = None) -> Pacer:
    return Pacer(rate, burst=burst, clock=time.clock, sleep=time.sleep)


def most_in_a_second(times: list[float]) -> int:
    """The most admissions in any rolling second (the window (t - 1, t], as Discord and the fake count)."""
    ordered = sorted(times)
    best, start = 0, 0
    for end, t in enumerate(ordered):
        while ordered[start] <= t - 1.0:
            start += 1
        best = max(best, end - start + 1)
    return best


async def request(
    p: Pacer, time: VirtualTime, log: list[tuple[float, Any]], what: Any, key: Hashable | None = None
) -> None:
    if key is None:
        await p.acquire()
    else:
        with lane(key):
            await p.acquire()
    log.append((time.now, what))


async def test_a_burst_is_spread_so_that_no_rolling_second_exceeds_the_budget() -> None:
    """A hundred requests at once under a budget of 10 a second: never more than 10 in any rolling second, one
    every tenth of a second, all of them through (about ten seconds)."""
    time = VirtualTime()
    p = pacer(time, 10)
    log: list[tuple[float, Any]] = []
    tasks = [asyncio.create_task(request(p, time, log, i)) for i in range(100)]
    await time.run(tasks)
    times = [t for t, _ in log]
    assert len(times) == 100
    assert most_in_a_second(times) == 10
    assert all(b - a >= 0.1 - 1e-9 for a, b in itertools.pairwise(times))  # spread out, not ten at once
    assert [what for _, what in log] == list(range(100))  # in the order they came
    assert times[-1] >= 9.9 - 1e-9
    assert p.admitted == 100


async def test_after_a_quiet_moment_a_short_burst_goes_at_once_within_the_budget() -> None:
    """An idle pacer lets `burst` requests through at once (a quiet bot answers without delay), then spaces the
    rest; the rolling second still holds no more than the budget."""
    time = VirtualTime()
    p = pacer(time, 40, burst=5)
    log: list[tuple[float, Any]] = []
    tasks = [asyncio.create_task(request(p, time, log, i)) for i in range(200)]
    await time.run(tasks)
    times = [t for t, _ in log]
    assert times[:5] == [0.0] * 5 and times[5] > 0
    assert most_in_a_second(times) == 40


async def test_an_idle_pacer_lets_a_request_through_at_once() -> None:
    time = VirtualTime()
    p = pacer(time, 10)
    await p.acquire()  # no wait, no task switch: the pacer had nothing to do
    assert p.admitted == 1 and p.delayed == 0 and time.now == 0


async def test_lanes_take_turns() -> None:
    """Two games' news waiting together: their requests alternate, whichever game queued first and however much
    each has; a third game that comes later joins the turn at its end; each game's requests keep their order."""
    time = VirtualTime()
    p = pacer(time, 10, burst=1)
    log: list[tuple[float, Any]] = []
    await p.acquire()  # the place of 0 s is taken: the games queue up for the next ones

    async def game(name: str, count: int, start: float = 0.0) -> None:
        if start:
            await time.sleep(start)
        for i in range(count):  # one request at a time, as a game's delivery makes them
            await request(p, time, log, (name, i), key=name)

    tasks = [
        asyncio.create_task(game("a", 10)),
        asyncio.create_task(game("b", 3)),
        asyncio.create_task(game("c", 2, start=0.35)),
    ]
    await time.run(tasks)
    order = [what for _, what in log]
    names = "".join(str(name) for name, _ in order)
    assert names == "abab" + "acbac" + "aaaaaa", names
    for name in "abc":
        assert [i for n, i in order if n == name] == sorted(i for n, i in order if n == name)


async def test_requests_outside_the_delivery_go_first() -> None:
    """A command's own request (outside any lane) does not wait behind the games' news: it goes next, and the
    games' turns go on after it."""
    time = VirtualTime()
    p = pacer(time, 10, burst=1)
    log: list[tuple[float, Any]] = []
    await p.acquire()

    async def news(name: str) -> None:
        for i in range(5):
            await request(p, time, log, (name, i), key=name)

    async def command() -> None:
        await time.sleep(0.25)
        await request(p, time, log, "command")
        await request(p, time, log, "command")

    tasks = [asyncio.create_task(news("a")), asyncio.create_task(news("b")), asyncio.create_task(command())]
    await time.run(tasks)
    order = [what for _, what in log]
    assert order[:4] == [("a", 0), ("b", 0), "command", "command"]  # it came at 0.25 s: it goes at 0.3 and 0.4
    assert [w for w in order if w != "command"] == [(n, i) for i in range(5) for n in "ab"]


async def test_a_cancelled_request_takes_no_place() -> None:
    time = VirtualTime()
    p = pacer(time, 10, burst=1)
    log: list[tuple[float, Any]] = []
    await p.acquire()
    gone = asyncio.create_task(request(p, time, log, "gone", key="x"))
    kept = asyncio.create_task(request(p, time, log, "kept", key="y"))
    for _ in range(5):
        await asyncio.sleep(0)
    gone.cancel()
    await time.run([kept])
    assert [what for _, what in log] == ["kept"]
    assert gone.cancelled()
    assert abs(log[0][0] - 0.1) < 1e-9  # the first place after the one taken
    assert p.waiting == 0


async def test_the_lane_is_the_callers() -> None:
    assert current_lane() is None
    with lane(("game", 7)):
        assert current_lane() == ("game", 7)

        async def inner() -> Hashable | None:
            return current_lane()

        assert await asyncio.create_task(inner()) == ("game", 7)  # tasks started inside inherit it
    assert current_lane() is None


arrivals = st.lists(
    st.tuples(st.floats(min_value=0, max_value=3, allow_nan=False), st.sampled_from([None, "a", "b", "c"])),
    min_size=1,
    max_size=60,
)


@settings(max_examples=60, deadline=None)
@given(rate=st.integers(min_value=1, max_value=20), burst=st.integers(min_value=1, max_value=20), arrivals=arrivals)
def test_no_rolling_second_ever_exceeds_the_budget(
    rate: int, burst: int, arrivals: list[tuple[float, str | None]]
) -> None:
    """Whatever comes when, in whatever lanes: every request goes through, never more than the budget in any
    rolling second, and the requests of one lane (or outside the lanes) in the order they came."""

    async def scenario() -> None:
        time = VirtualTime()
        p = pacer(time, rate, burst=min(burst, rate))
        log: list[tuple[float, Any]] = []

        async def arrive(index: int, at: float, key: str | None) -> None:
            await time.sleep(at)
            await request(p, time, log, (key, at, index), key=key)

        tasks = [asyncio.create_task(arrive(i, at, key)) for i, (at, key) in enumerate(arrivals)]
        await time.run(tasks)
        assert len(log) == len(arrivals)
        assert most_in_a_second([t for t, _ in log]) <= rate
        for key in (None, "a", "b", "c"):
            came = [(at, i) for _, (k, at, i) in log if k == key]
            assert came == sorted(came)

    asyncio.run(scenario())


class Budget:
    """A shared budget on the virtual clock (as bot.store.postgres.PgBudget on the server's): GCRA at `rate`, places
    within `ahead` s taken together; it records each trip's places (as times)."""

    def __init__(self, time: VirtualTime, rate: int, ahead: float = 0.1) -> None:
        self.time, self.interval, self.ahead = time, 1.0 / rate, ahead
        self.tat = 0.0
        self.trips: list[list[float]] = []

    async def take(self, count: int = 1) -> list[float]:
        now = self.time.now
        places: list[float] = []
        while len(places) < max(1, count):
            at = max(now, self.tat)
            if places and at - now > self.ahead:
                break
            places.append(at)
            self.tat = at + self.interval
        self.trips.append(places)
        return [at - now for at in places]


async def test_several_requests_take_their_places_in_one_trip_and_none_goes_before_its_place() -> None:
    """Requests waiting together take their places from the shared budget in few trips, and each goes at or after
    its place, never before: the budget holds for every process together."""
    time = VirtualTime()
    budget = Budget(time, 10)
    p = Pacer(10, burst=1, clock=time.clock, sleep=time.sleep, shared=budget)
    admitted: list[float] = []

    async def request() -> None:
        await p.acquire()
        admitted.append(time.now)

    await time.run([asyncio.create_task(request()) for _ in range(20)])
    places = sorted(at for trip in budget.trips for at in trip)
    assert len(budget.trips) < 20
    assert all(a >= at - 1e-9 for a, at in zip(sorted(admitted), places, strict=False))
    assert most_in_a_second(admitted) <= 10


async def test_a_place_left_unused_past_its_time_is_dropped_not_used_late() -> None:
    """A place the pacer took but could not use within `Pacer.LATE` of its time (its request was cancelled, the
    event loop was late) is dropped: a later request takes a new place, so it never crowds a later second."""
    time = VirtualTime()
    budget = Budget(time, 10, ahead=0.5)
    p = Pacer(10, burst=1, clock=time.clock, sleep=time.sleep, shared=budget)
    waiting = [asyncio.create_task(p.acquire()) for _ in range(5)]
    await time.run(waiting[:1])
    for task in waiting[1:]:
        task.cancel()  # their places (taken in the same trip) go unused
    await time.run([])

    async def later() -> None:
        await time.sleep(2.0)
        await p.acquire()

    await time.run([asyncio.create_task(later())])
    assert len(budget.trips) == 2 and len(budget.trips[0]) > 1  # the old places were not used
    assert budget.trips[1][0] >= 2.0
