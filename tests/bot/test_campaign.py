"""The campaign (RULES 3.2): "nominations, seconds and declines are public campaign acts (seed 000: a period to
nominate, second "or otherwise support"): each is posted in the game channel when it is made, not held back to the
phase's end." Issue 13: "They stay revisable until the deadline; a withdrawal or change is posted too."
"""

from __future__ import annotations

import pytest

from bot.clock import FakeClock
from bot.games.junta.services.service import JuntaService
from bot.games.junta.text.campaign import campaign_text
from bot.store import Store
from rules.junta.orders import ORDER_TYPES, Decline, Nominate, Order, Second
from tests.bot.test_services import FAST, failed, ok, outbox, started_game, texts


@pytest.fixture
def service(store: Store, clock: FakeClock) -> JuntaService:
    return JuntaService(store, clock, defaults=FAST)


async def campaign(store: Store, game_id: int) -> list[str]:
    return texts(await outbox(store, game_id), "channel", "campaign")


async def test_a_nomination_is_posted_when_it_is_made(service: JuntaService, store: Store) -> None:
    """RULES 3.2: each nomination "is posted in the game channel when it is made"."""
    game, users = await started_game(service)
    ok(await service.submit_order(game.id, users[0], Nominate(2)))
    assert await campaign(store, game.id) == ["🗳️ Family0 nominates Family2 for President."]


async def test_seconds_and_declines_are_posted_too(service: JuntaService, store: Store) -> None:
    """RULES 3.2: "nominations, seconds and declines are public campaign acts"."""
    game, users = await started_game(service)
    ok(await service.submit_order(game.id, users[1], Nominate(1)))
    ok(await service.submit_order(game.id, users[3], Second(1)))
    ok(await service.submit_order(game.id, users[1], Decline()))
    assert await campaign(store, game.id) == [
        "🗳️ Family1 nominates himself for President.",
        "🗳️ Family3 seconds the nomination of Family1.",
        "🗳️ Family1 declines his nomination: he will not stand for President.",
    ]


async def test_a_withdrawal_is_posted(service: JuntaService, store: Store) -> None:
    """Issue 13: nominations "stay revisable until the deadline; a withdrawal or change is posted too"."""
    game, users = await started_game(service)
    ok(await service.submit_order(game.id, users[0], Nominate(2)))
    ok(await service.withdraw_order(game.id, users[0], "nominate:2"))
    assert (await campaign(store, game.id))[-1] == "🗳️ Family0 withdraws the nomination of Family2 for President."


async def test_the_same_act_again_is_not_posted_twice(service: JuntaService, store: Store) -> None:
    """Each fact is posted once: giving the same nomination again changes nothing the channel must hear."""
    game, users = await started_game(service)
    ok(await service.submit_order(game.id, users[0], Nominate(2)))
    ok(await service.submit_order(game.id, users[0], Nominate(2)))
    assert len(await campaign(store, game.id)) == 1


async def test_a_refused_act_is_not_posted(service: JuntaService, store: Store) -> None:
    """A refused order changes nothing, in the channel neither."""
    game, users = await started_game(service)
    failed(await service.submit_order(game.id, users[0], Nominate(99)), "no_such_player")
    assert await campaign(store, game.id) == []


def test_only_public_acts_have_a_campaign_sentence() -> None:
    """The order kinds declared public (`PUBLIC`) are exactly those with a campaign sentence: nothing secret is
    ever posted by this path."""
    names = ("A", "B")
    samples: dict[type, Order] = {Nominate: Nominate(1), Second: Second(1), Decline: Decline()}
    assert {k for k in ORDER_TYPES if k.PUBLIC} == set(samples)
    for order in samples.values():
        assert campaign_text("en", names, 0, order) and campaign_text("en", names, 0, order, withdrawn=True)
