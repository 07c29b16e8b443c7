"""Trade offers through the bot's service: what the offerer is told, and what the player accepting is told (never
the offerer's bills)."""

from __future__ import annotations

import pytest

from bot.clock import FakeClock
from bot.games.junta.services.service import JuntaService
from bot.store import Store
from rules.junta.money import payable_amounts, total
from rules.junta.orders import GiveCash
from tests.bot.test_services import FAST, failed, ok, play_through_services, started_game, state_of


@pytest.fixture
def service(store: Store, clock: FakeClock) -> JuntaService:
    return JuntaService(store, clock, defaults=FAST)


async def test_an_offer_the_offerer_can_no_longer_pay_is_refused_without_his_bills(
    service: JuntaService, store: Store, clock: FakeClock
) -> None:
    """An offer stays open while the offerer's cash changes; if it can no longer pay his side when it is accepted,
    the player accepting is told so in a sentence that describes nothing of the offerer's pocket."""
    game, _, _ = await play_through_services(service, store, clock, "gift-1", stop_after=12)
    async with store.read() as rx:
        users = {s.seat: s.user_id for s in await rx.seats(game.id)}
    state = await state_of(store, game.id)
    offerer = next(p.id for p in state.players if p.alive and len(p.pocket) >= 2)
    to, third = [p.id for p in state.players if p.id != offerer and p.alive][:2]
    everything = total(state.players[offerer].pocket)
    offer = ok(await service.offer_trade(game.id, users[offerer], to, give_cash=everything))
    smallest = min(a for a in payable_amounts(state.players[offerer].pocket) if a > 0)
    ok(await service.act(game.id, users[offerer], GiveCash(third, smallest)))
    refused = failed(await service.accept_trade(offer.id, users[to]), "offerer_cannot_pay")
    bills = " + ".join(str(b.value) for b in sorted(state.players[offerer].pocket, key=lambda b: -b.value))
    assert "Your cash" not in refused.message and "could give" not in refused.message
    assert bills not in refused.message and state.players[offerer].name in refused.message


async def test_an_offer_of_a_card_that_does_not_exist_is_refused(service: JuntaService) -> None:
    """A card number outside the deck is refused in a sentence, not with an error on the bot's side."""
    game, users = await started_game(service, 6)
    refused = failed(await service.offer_trade(game.id, users[0], 1, get_cards=(150,)), "no_such_card")
    assert "no card #150" in refused.message
    failed(await service.offer_trade(game.id, users[0], 1, get_cards=(-1,)), "no_such_card")


async def test_an_offer_lapses_when_its_turn_ends(service: JuntaService, store: Store, clock: FakeClock) -> None:
    """R: a trade offer lasts until the end of the turn it was made in; accepting it later is refused and nothing
    changes."""
    game, users = await started_game(service, 6)
    offer = ok(await service.offer_trade(game.id, users[0], 1, get_cash=1))
    turn = (await state_of(store, game.id)).turn
    for _ in range(40):
        if (await state_of(store, game.id)).turn != turn:
            break
        ok(await service.force_resolve(game.id, moderator_id=users[0]))
    assert (await state_of(store, game.id)).turn != turn
    refused = failed(await service.accept_trade(offer.id, users[1]), "trade_lapsed")
    assert "lapsed" in refused.message
