"""Junta's own game settings (issue 24): which of the engine's variants a game in Discord can be created with, the
board game's options (VARIANTS.md's `classic.*` keys: the config's and a game's `classic_*` settings), and the
engine's `Options` they give a new game. The shared `bot.config.GameSettings` carries them as plain values and has
them checked here, through Junta's description (`bot.games.Game.check_settings`)."""

from __future__ import annotations

from bot.config import ConfigError, GameSettings
from rules.junta.variants import SHORT_GAME, Options
from rules.junta.variants import VARIANTS as RULES_VARIANTS

__all__ = ["VARIANTS", "check", "options"]

VARIANTS: tuple[str, ...] = tuple(RULES_VARIANTS)
"""The engine's rules variants (rules/junta/variants.py) a game in Discord can be created with, by name."""


def check(settings: GameSettings) -> None:
    """Junta's settings as the config file or `/junta create` gave them; a ConfigError says which is wrong."""
    if settings.variant not in VARIANTS:
        raise ConfigError(
            f"variant = {settings.variant!r} is not available: use " + " or ".join(f'"{v}"' for v in VARIANTS)
        )
    if settings.classic_short_game not in SHORT_GAME:
        raise ConfigError(
            f"classic_short_game = {settings.classic_short_game!r} is not an option: use "
            + " or ".join(f'"{v}"' for v in SHORT_GAME)
        )
    if isinstance(settings.classic_ballots, bool) or settings.classic_ballots not in (1, 2):
        raise ConfigError(f"classic_ballots = {settings.classic_ballots!r}: a vote has 1 or 2 ballots")
    for flag in ("classic_first_round_draw", "classic_show_money_deck"):
        if not isinstance(getattr(settings, flag), bool):
            raise ConfigError(f"{flag} must be true or false, not {getattr(settings, flag)!r}")


def options(settings: GameSettings) -> Options:
    """The engine's options for a new game of the settings' variant (the classic ones only in a classic game)."""
    if not RULES_VARIANTS[settings.variant].board_game_options:
        return Options()
    return Options(
        short_game=settings.classic_short_game,
        ballots=settings.classic_ballots,
        first_round_draw=settings.classic_first_round_draw,
        show_money_deck=settings.classic_show_money_deck,
    )
