"""Counts agree with their nouns (issue 22): no echo, DM or post of a whole game says "1 votes" or "3 Soldier".

Whole games of each variant are played through the services with random legal orders (as tests/bot/test_services.py
does), and everything a player reads is collected: every post and DM the bot queued (phase openings, results,
digests, reminders, the end), every player's Status Page and the public status in every phase, the echo of every
order recorded, and the history of every past phase. The checker (`tests/bot/agreement.py`) reads them all.
"""

from __future__ import annotations

import json
import random

import pytest

from bot.clock import FakeClock
from bot.config import GameSettings
from bot.games.junta.services.service import JuntaService
from bot.games.junta.settings import settings as junta_settings
from bot.games.junta.text import public_status_text, status_page
from bot.games.junta.text.orders import recorded_text
from bot.scheduler import Scheduler
from bot.services import Failure, Seen
from bot.store import GameStatus, Store
from rules.junta.duties import in_play
from rules.junta.straw import leader
from rules.simulate import random_action, random_orders
from tests.bot.agreement import check_all, disagreements
from tests.bot.test_services import game_row, outbox, state_of

FAST = GameSettings(phase_minutes=60, reminder_hours=0.5)


def test_the_checker_knows_a_count_from_a_name() -> None:
    """The checker finds a singular count with a plural noun and the reverse, and leaves alone what is right, what
    has one form ('2 MP', '3 Police') and numbers that name rather than count ('zone 22', 'turn 1', '#94')."""
    assert disagreements("You have 1 votes.") and disagreements("Move 3 Soldier from zone 22.")
    assert disagreements("rolled 1 dice") and disagreements("rolled 2 die") and disagreements("(1 deaths)")
    assert disagreements("one cards") and disagreements("3 Student")
    for fine in (
        "You have 1 vote and 2 cards.",
        "2 MP",
        "3 Police and 2 Militia",
        "Move 3 Soldiers from zone 22 to zone 29.",
        "Before turn 1 · Presidential election",
        "Play Miscount #94 if the budget passes.",
        "1 Student, 2 Students",
        "2 dice, 1 die",
        "Vote (5) #11 votes",
        "Coup Phase 1 units",
    ):
        assert not disagreements(fine), (fine, disagreements(fine))


async def _play(
    service: JuntaService, store: Store, clock: FakeClock, variant: str, players: int, seed: str
) -> list[str]:
    """Play a whole game of `variant` and return every text a player read."""
    rng = random.Random(seed)
    read: list[str] = []
    settings = junta_settings(phase_minutes=60, reminder_hours=0.5, variant=variant)
    made = await service.create_game(guild_id=1, channel_id=900, name="Sim", seed=seed, settings=settings)
    assert not isinstance(made, Failure)
    for i in range(players):
        assert not isinstance(await service.join(made.id, 1000 + i, f"Family{i}"), Failure)
    started = await service.start(made.id, first="Family0" if variant == "mini" and players == 2 else None)
    assert not isinstance(started, Failure), started
    game = started.game
    users = {s.seat: s.user_id for s in started.seats}
    scheduler = Scheduler(service)
    for _ in range(400):
        row = await game_row(store, game.id)
        if row.status is not GameStatus.RUNNING:
            break
        state = await state_of(store, game.id)
        if rng.random() < 0.3 and (act := random_action(state, rng)) is not None and act[0] in users:
            await service.act(game.id, users[act[0]], act[1])
            state = await state_of(store, game.id)
        for sub in random_orders(state, rng, miss=0.1):
            seat = sub.player
            ref: int | str = game.id
            if seat not in users:  # a straw man: his faction's leader gives his orders
                boss = leader(state, seat)
                if boss is None or boss not in users:
                    continue
                seat, ref = boss, f"Sim / {state.players[sub.player].name}"
            got = await service.submit_order(ref, users[seat], sub.order, seen=Seen.phase(state.seq))
            if not isinstance(got, Failure) and got.game is not None:
                straw = got.names[got.row.seat] if got.for_straw_man else None
                read.append(recorded_text("en", got.game.name, got.names, got.order, got.deadline, straw_man=straw))
        for user in users.values():
            status = await service.my_status(game.id, user)
            if not isinstance(status, Failure):
                read.append(
                    status_page("en",
                        status.game.name,
                        status.view,
                        [o for _, o in status.orders],
                        owes=status.owes,
                        done=status.done,
                        deadline=status.deadline,
                        missing=[m("en") for m in status.missing],
                    )
                )
        public = await service.public_status(game.id)
        assert not isinstance(public, Failure)
        read.append(
            public_status_text("en",
                public.game.name, public.game.status.value, (s.family for s in public.seats), public.view,
                public.progress, public.deadline,
            )
        )
        if rng.random() < 0.3:
            for seat in in_play(state):
                if seat in users:
                    await service.mark_done(game.id, users[seat], confirm=True)
        if (await game_row(store, game.id)).phase_seq == state.seq:
            async with store.read() as rx:
                deadline = await rx.get_deadline(game.id)
            assert deadline is not None and deadline.due_at is not None
            clock.set(max(clock.now(), deadline.due_at) + 1)
            await scheduler.run_once()
    else:
        raise AssertionError("the game does not end")
    for queued in await outbox(store, game.id):
        payload = json.loads(queued.payload)
        if isinstance(payload.get("text"), str):
            read.append(payload["text"])
    past = await service.past_phases(game.id, "en")
    assert not isinstance(past, Failure)
    for seq, _ in past:
        looked = await service.past_phase(seq, locale="en", game_id=game.id)
        if not isinstance(looked, Failure):
            read.extend((looked.name, *looked.public))
    return read


@pytest.mark.parametrize(
    ("variant", "players", "seed"),
    [("web", 6, "plural-web-1"), ("web", 8, "plural-web-2"), ("classic", 5, "plural-classic-1"),
     ("classic", 7, "plural-classic-2"), ("mini", 2, "plural-mini-1"), ("mini", 3, "plural-mini-2")],
)
async def test_no_count_disagrees_with_its_noun(
    store: Store, clock: FakeClock, variant: str, players: int, seed: str
) -> None:
    """Issue 22: over a whole game, no echo, DM, post or page has a singular count with a plural noun or the
    reverse ('1 votes', '3 Soldier'); '2 MP' is a unit of money and fine."""
    service = JuntaService(store, clock, defaults=FAST)
    read = await _play(service, store, clock, variant, players, seed)
    assert len(read) > 100
    bad = check_all(read)
    assert not bad, "\n".join(bad[:30])


def test_no_help_or_card_page_has_a_count_disagreeing_with_its_noun() -> None:
    """Issue 22: the help of every variant and every card's page count in agreement with their nouns (the e2e
    classic game found '64 cards (9 vote, 12 influence, ... 7 assassin, 25 event)')."""
    from bot.games.junta.text.cards import card_page
    from bot.games.junta.text.help import TOPICS, help_pages
    from rules.junta.cards import CARDS
    from rules.junta.variants import VARIANTS

    read: list[str] = []
    for variant in VARIANTS.values():
        for topic in (None, *TOPICS):
            read.extend(help_pages("en", topic, variant=variant))
        read.extend(card_page("en", spec, variant.deck) for spec in CARDS)
    bad = check_all(read)
    assert not bad, bad
