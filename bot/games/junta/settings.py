"""Junta's own game settings (issue 24): which of the engine's variants a game in Discord is created with, and the
board game's options (VARIANTS.md's `classic.*` keys), which give a new game the engine's `Options`.

`JuntaSettings` is what Junta's description declares (`bot.games.Game.settings`): its fields are the setting names
of the config's `[game]` (or `[game.junta]`) and of a Junta game's stored settings, beside the shared ones
(`bot.config.GameSettings`: deadlines, reminders, Done). The names and defaults are those the shared settings
carried before games declared their own, so config files and games stored before read the same."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from bot.config import ConfigError, GameSettings
from bot.games.junta import KIND
from rules.junta.variants import SHORT_GAME, Options
from rules.junta.variants import VARIANTS as RULES_VARIANTS

__all__ = ["VARIANTS", "JuntaSettings", "junta", "options", "settings"]

VARIANTS: tuple[str, ...] = tuple(RULES_VARIANTS)
"""The engine's rules variants (rules/junta/variants.py) a game in Discord can be created with, by name."""


@dataclass(frozen=True)
class JuntaSettings:
    """Junta's settings as the config file or `/junta create` give them; a ConfigError says which is wrong."""

    variant: str = "web"
    classic_short_game: str = "off"  # 7.5: "off", "every_round" or "coup_rounds"
    classic_ballots: int = 2  # 4.2.4: 2, or 1 to merge a vote's two ballots into one
    classic_first_round_draw: bool = True  # 3.3: round 1 starts with the normal draw of 2 cards
    classic_show_money_deck: bool = False  # 7.3: nobody may count the money deck

    def __post_init__(self) -> None:
        if self.variant not in VARIANTS:
            raise ConfigError(
                f"variant = {self.variant!r} is not available: use " + " or ".join(f'"{v}"' for v in VARIANTS)
            )
        if self.classic_short_game not in SHORT_GAME:
            raise ConfigError(
                f"classic_short_game = {self.classic_short_game!r} is not an option: use "
                + " or ".join(f'"{v}"' for v in SHORT_GAME)
            )
        if isinstance(self.classic_ballots, bool) or self.classic_ballots not in (1, 2):
            raise ConfigError(f"classic_ballots = {self.classic_ballots!r}: a vote has 1 or 2 ballots")
        for flag in ("classic_first_round_draw", "classic_show_money_deck"):
            if not isinstance(getattr(self, flag), bool):
                raise ConfigError(f"{flag} must be true or false, not {getattr(self, flag)!r}")


def junta(settings: GameSettings) -> JuntaSettings:
    """A game's Junta settings, among its settings."""
    return settings.of(KIND, JuntaSettings)


def settings(base: GameSettings | None = None, **names: object) -> GameSettings:
    """Settings of a Junta game by name, shared or Junta's own (`phase_minutes=60, variant="classic"`), from `base`
    (else the defaults); a ConfigError says which is wrong."""
    values: Mapping[str, object] = names
    return (base if base is not None else GameSettings()).changed(values)


def options(settings: GameSettings) -> Options:
    """The engine's options for a new game of the settings' variant (the classic ones only in a classic game)."""
    own = junta(settings)
    if not RULES_VARIANTS[own.variant].board_game_options:
        return Options()
    return Options(
        short_game=own.classic_short_game,
        ballots=own.classic_ballots,
        first_round_draw=own.classic_first_round_draw,
        show_money_deck=own.classic_show_money_deck,
    )
