"""Mini-Junta's seats in Discord (VARIANTS 10.1.4, 11.9): the engine seats the families, and the bot's seats follow."""

from __future__ import annotations

from bot.clock import FakeClock
from bot.games.junta.services.service import JuntaService
from bot.games.junta.settings import settings as junta_settings
from bot.services import Failure
from bot.store import GameStatus, Store
from tests.bot.test_services import forming_game, ok, state_of

MINI = junta_settings(phase_minutes=60, variant="mini")


async def test_the_first_president_sits_first(store: Store, clock: FakeClock) -> None:
    """VARIANTS 10.1.4 (R): "Seats ..., fixed at the start: the first President, the other real player, the straw
    Minister, then the two straw Generals". Family1 joined second and is named President at the start: he sits in
    seat 0 and Family0 in seat 1, in the bot's seats as in the game; each family's orders are his (the seat is the
    engine's player)."""
    service = JuntaService(store, clock, defaults=MINI)
    game = await forming_game(service, 2, settings=MINI)
    started = ok(await service.start(game.id, first="Family1"))
    assert [(s.seat, s.family, s.user_id) for s in started.seats] == [(0, "Family1", 1001), (1, "Family0", 1000)]
    state = await state_of(store, game.id)
    assert [p.name for p in state.players][:2] == ["Family1", "Family0"] and state.president == 0
    async with store.read() as rx:
        assert [(s.seat, s.user_id) for s in await rx.seats(game.id)] == [(0, 1001), (1, 1000)]


async def test_seats_follow_the_game_when_lot_draws_the_president(store: Store, clock: FakeClock) -> None:
    """VARIANTS 10.2.4 (001 §17.2): "if he names nobody, lot"; 10.1.4: whoever is drawn sits first. Across seeds the
    bot's seats always name the game's families in the game's order."""
    service = JuntaService(store, clock, defaults=MINI)
    firsts = set()
    for i in range(8):
        game = ok(
            await service.create_game(guild_id=1, channel_id=200 + i, name=f"Lot {i}", seed=f"lot-{i}", settings=MINI)
        )
        for user in range(2):
            ok(await service.join(game.id, 3000 + 10 * i + user, f"Family{user}"))
        started = ok(await service.start(game.id))
        state = await state_of(store, game.id)
        assert [s.family for s in started.seats] == [p.name for p in state.players if not p.straw]
        assert state.president == 0
        firsts.add(started.seats[0].family)
    assert firsts == {"Family0", "Family1"}


async def test_three_players_keep_join_order(store: Store, clock: FakeClock) -> None:
    """VARIANTS 11.9 (R): "Seats ..., fixed at the start: the three real players in join order, the game's creator
    first (2.1.2), then the two straw Generals"."""
    service = JuntaService(store, clock, defaults=MINI)
    game = await forming_game(service, 3, settings=MINI)
    started = ok(await service.start(game.id))
    assert [(s.seat, s.family) for s in started.seats] == [(0, "Family0"), (1, "Family1"), (2, "Family2")]
    state = await state_of(store, game.id)
    assert [p.name for p in state.players][:3] == ["Family0", "Family1", "Family2"]


async def test_the_games_creator_names_the_first_president(store: Store, clock: FakeClock) -> None:
    """VARIANTS 10.2.4: "the game's creator names the President when starting the game; if he names nobody, lot".
    Another player who starts the game may not name him (refused in a sentence, nothing changes); he may start it
    without naming anybody, and lot chooses; the creator's own pick is taken."""
    service = JuntaService(store, clock, defaults=MINI)
    game = ok(
        await service.create_game(
            guild_id=1, channel_id=100, name="Republic", seed="seed-1", settings=MINI, creator_id=1001
        )
    )
    for i in range(2):
        ok(await service.join(game.id, 1000 + i, f"Family{i}"))
    refused = await service.start(game.id, user_id=1000, first="Family0")
    assert isinstance(refused, Failure) and refused.code == "first_president_by_creator"
    assert "<@1001>" in refused.message and "without president:" in refused.message
    assert (await service.get_game(game.id)).status is GameStatus.FORMING  # type: ignore[union-attr]
    started = ok(await service.start(game.id, user_id=1001, first="Family0"))
    assert started.seats[0].family == "Family0"
