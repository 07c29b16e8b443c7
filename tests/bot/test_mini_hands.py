"""Straw men's hands in Discord (issue 22): the leader chooses his straw men's discards; his Done summary and Status
Pages say what is still to choose; the default applies only when the phase closes (VARIANTS 10.6)."""

from __future__ import annotations

from bot.clock import FakeClock
from bot.games.junta.services.service import JuntaService
from bot.games.junta.settings import settings as junta_settings
from bot.store import Store
from rules.junta import straw
from rules.junta.cards import HAND_LIMIT
from rules.junta.orders import Discard
from rules.junta.state import GameState, Phase
from tests.bot.test_services import ok, state_of

MINI = junta_settings(phase_minutes=60, variant="mini")


async def _round_two(service: JuntaService, store: Store, clock: FakeClock) -> tuple[int, dict[int, int], GameState]:
    """A two-player Mini-Junta in round 2's Cabinet phase, nobody having given an order: the straw men drew two
    cards on top of round 1's six; a seed where some straw man has a leader."""
    for i in range(20):
        made = await service.create_game(guild_id=1, channel_id=500 + i, name="Hands", seed=f"hands-{i}", settings=MINI)
        game = ok(made)
        users = {0: 6000 + 10 * i, 1: 6001 + 10 * i}
        ok(await service.join(game.id, users[0], "Family0"))
        ok(await service.join(game.id, users[1], "Family1"))
        ok(await service.start(game.id, first="Family0"))
        state = await state_of(store, game.id)
        while not (state.turn == 2 and state.phase is Phase.CABINET) and not state.over:
            clock.advance(1)
            ok(await service.resolve_phase(game.id))
            state = await state_of(store, game.id)
        led = [s for s in straw.straw_men(state) if straw.leader(state, s) is not None]
        if any(state.players[s].card_count > HAND_LIMIT for s in led):
            return game.id, users, state
    raise AssertionError("no seed gave a led straw man over the hand limit")


async def test_the_leader_chooses_his_straw_mans_discards(store: Store, clock: FakeClock) -> None:
    """VARIANTS 10.6 (001 §17.3): "discarding down to 6 | faction leader, only when over the limit | newest drawn
    first, never influence in play". In round 2's Cabinet phase a straw man holds more than 6 cards: his leader's
    Done is not marked at once; its summary and his Status Page name the straw man and the cards still to choose,
    and the straw man's own page (seen by his leader) says the same; once the leader has the straw man discard, with
    the game option 'Hands / <straw man>', his Done marks at once and nothing is missing. Straw men never hold the
    phase open: the other real player's Done is his own."""
    service = JuntaService(store, clock, defaults=MINI)
    game_id, users, state = await _round_two(service, store, clock)
    over = next(
        s for s in straw.straw_men(state)
        if straw.leader(state, s) is not None and state.players[s].card_count > HAND_LIMIT
    )
    leader = straw.leader(state, over)
    assert leader is not None
    name = state.players[over].name
    excess = state.players[over].card_count - HAND_LIMIT
    user = users[leader]
    first = ok(await service.mark_done(game_id, user))
    assert first.unconfirmed and not first.newly
    assert any(m("en").startswith(f"{name}, your straw man, holds") for m in first.missing), first.missing
    page = ok(await service.my_status(game_id, user))
    assert any(m("en").startswith(f"{name}, your straw man, holds") for m in page.missing), page.missing
    his = ok(await service.my_status(f"Hands / {name}", user))
    assert [m for m in his.missing if m("en").startswith(f"{name}, your straw man")] and his.view.player == over
    cards = state.players[over].hand[:excess]
    got = ok(await service.submit_order(f"Hands / {name}", user, Discard(tuple(cards))))
    assert got.order == Discard(tuple(cards))
    his = ok(await service.my_status(f"Hands / {name}", user))
    assert not his.missing and [o for _, o in his.orders] == [Discard(tuple(cards))]
    done = ok(await service.mark_done(game_id, user))
    assert not [m for m in done.missing if name in m("en")], done.missing
