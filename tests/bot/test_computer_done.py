"""Issue 25: "A computer that has marked itself done is never listed as owing orders". Whole games through the
services, people and computer families together (web, classic, and Mini-Junta of two and three, where a computer
leads a faction of straw men): at every phase, wherever the bot lists who still owes orders or has not finished (the
phase's opening post in the channel, the answer to a person's Done, the public status page), no computer family
appears, nor a straw man a computer leads; and every computer family is marked done as the phase opens."""

from __future__ import annotations

import json
import random

import pytest

from bot.clock import FakeClock
from bot.games.junta.services.results import DoneMarked
from bot.games.junta.services.service import JuntaService
from bot.games.junta.settings import settings as junta_settings
from bot.scheduler import Scheduler
from bot.services import Failure, Seen
from bot.store import GameStatus, Store
from rules.junta import straw
from rules.junta.duties import in_play
from rules.simulate import random_orders
from tests.bot.test_services import game_row, ok, outbox, state_of

OWED = "Orders owed by: "


@pytest.mark.parametrize(
    ("variant", "people", "computers"), [("web", 3, 3), ("classic", 2, 3), ("mini", 1, 1), ("mini", 1, 2)]
)
async def test_a_computer_is_never_listed_as_owing_orders(
    store: Store, clock: FakeClock, variant: str, people: int, computers: int
) -> None:
    settings = junta_settings(phase_minutes=60, variant=variant)
    service = JuntaService(store, clock, defaults=settings)
    seed = f"done-{variant}-{people}-{computers}"
    rng = random.Random(seed)
    game = ok(await service.create_game(guild_id=1, channel_id=700, name="Done", seed=seed, settings=settings))
    for i in range(people):
        ok(await service.join(game.id, 1000 + i, f"Family{i}"))
    for _ in range(computers):
        ok(await service.add_computer(game.id))
    started = ok(await service.start(game.id))
    users = {s.seat: s.user_id for s in started.seats if s.computer is None}
    machines = {s.seat for s in started.seats if s.computer is not None}
    scheduler = Scheduler(service)
    phases = listed = 0
    while (await game_row(store, game.id)).status is GameStatus.RUNNING and phases < 120:
        state = await state_of(store, game.id)
        phase_seq = state.seq
        ours = machines | {s for m in machines for s in straw.led_by(state, m)}
        names = {state.players[s].name for s in ours}
        # Marked done as the phase opened.
        async with store.read() as rx:
            done = await rx.done_seats(game.id, phase_seq)
        assert machines & in_play(state) <= done, (state.phase, machines, done)
        # The phase's opening post: who owes orders.
        for row in await outbox(store, game.id):
            text = json.loads(row.payload).get("text", "")
            if row.phase_seq == phase_seq and OWED in text:
                owing = text.split(OWED, 1)[1].split("\n", 1)[0]
                assert not any(n in owing for n in names), (state.phase, owing)
                listed += 1
        # The status page: every computer family in the country is done.
        status = ok(await service.public_status(game.id))
        for family, progress in status.progress:
            assert family not in names or progress == "done", (state.phase, family, progress)
        # People give orders; one of them presses Done and reads who the phase still waits for.
        for sub in random_orders(state, rng, miss=0.1):
            if sub.player in users:
                await service.submit_order(game.id, users[sub.player], sub.order, seen=Seen.phase(phase_seq))
        for seat in sorted(set(users) & in_play(state))[:1]:
            marked = await service.mark_done(game.id, users[seat], confirm=True)
            if isinstance(marked, DoneMarked):
                assert not names & set(marked.waiting_for), (state.phase, marked.waiting_for)
            else:
                assert isinstance(marked, Failure)
        if (await game_row(store, game.id)).phase_seq == phase_seq:
            async with store.read() as rx:
                deadline = await rx.get_deadline(game.id)
            assert deadline is not None and deadline.due_at is not None
            clock.set(max(clock.now(), deadline.due_at) + 1)
            await scheduler.run_once()
        phases += 1
    assert phases > 10 and listed > 0
