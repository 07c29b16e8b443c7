"""What players of the board game read and may type about votes and player counts (issue 21): the refusal of a
player count that points to the variant that takes it (VARIANTS 2.1.1, 10.1.5)."""

from __future__ import annotations

from bot.clock import FakeClock
from bot.config import GameSettings
from bot.services import GameService
from bot.store import Store
from tests.bot.test_services import failed, forming_game, ok

FAST = GameSettings(phase_minutes=60, reminder_hours=0.5)


async def test_a_player_count_the_variant_does_not_take_names_the_one_that_does(store: Store, clock: FakeClock) -> None:
    """VARIANTS 2.1.1 (001 §1.1): "With 2 or 3 players, the bot offers `mini`"; 10.1.5. A classic game of three is
    not started, and the refusal says how to make Mini-Junta instead; Mini-Junta takes no fourth family, and the
    refusal says how to make the board game."""
    service = GameService(store, clock, defaults=FAST)
    classic = await forming_game(service, 3, settings=GameSettings(phase_minutes=60, variant="classic"))
    refused = failed(await service.start(classic.id), "player_count")
    assert refused.message == (
        "A classic game needs 4 to 7 players; there are 3. With 3 players, play Mini-Junta "
        "(/junta create variant:mini)."
    )
    mini = await forming_game(service, 3, channel=101, settings=GameSettings(phase_minutes=60, variant="mini"))
    full = failed(await service.join(mini.id, 5000, "Fourth"), "game_full")
    assert full.message == (
        "The game is full: Mini-Junta takes 2 or 3 players. With 4 players, play the board game "
        "(/junta create variant:classic)."
    )
    ok(await service.start(mini.id))
