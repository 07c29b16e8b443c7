"""Nomicoup's own game settings (issue 24): the defaults of `/nomicoup create`'s options, which the config file may
change (`[game.coup]`). `CoupSettings` is what Nomicoup's description declares (`bot.games.Game.settings`); a table
keeps what it was created with (`bot.games.coup.keeping`), so changing them changes new tables only."""

from __future__ import annotations

from dataclasses import dataclass

from bot.config import ConfigError, GameSettings
from bot.games.coup import KIND
from rules.coup import Mode, Timing
from rules.coup.state import DEFAULT_ROUNDS

__all__ = ["PACES", "CoupSettings", "by_post", "coup", "live"]

PACES = ("live", "post")
"""Live: windows of seconds (buttons on the claim's post); by post: windows of hours (issue 24)."""


def live(seconds: int) -> Timing:
    """R: a live table's turn gives three windows' time to choose an action (COUP.md 7.2 leaves it to the game)."""
    return Timing(turn=3 * seconds, window=seconds, choice=seconds)


def by_post(hours: int) -> Timing:
    """R: by post, the windows and choices take `hours`, the turn three times as long."""
    return Timing(turn=3 * hours * 3600, window=hours * 3600, choice=hours * 3600)


def _whole(name: str, value: object, low: int, high: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ConfigError(f"{name} = {value!r}: give a whole number from {low} to {high}")


@dataclass(frozen=True)
class CoupSettings:
    """A new table's pace, windows, mode and length, when `/nomicoup create` does not say (COUP.md 6.3, 7.2); the
    bounds are those of the command's options. A ConfigError says which is wrong."""

    pace: str = "live"  # "live" (windows of window_seconds) or "post" (windows of window_hours)
    window_seconds: int = 30
    window_hours: int = 8
    mode: str = Mode.CONTINUOUS.value  # "continuous" (the seed's) or "classic" (the published game's elimination)
    rounds: int = DEFAULT_ROUNDS  # continuous: rounds of every player's turn before the end

    def __post_init__(self) -> None:
        if self.pace not in PACES:
            raise ConfigError(f"pace = {self.pace!r} is not a pace: use " + " or ".join(f'"{p}"' for p in PACES))
        _whole("window_seconds", self.window_seconds, 5, 600)
        _whole("window_hours", self.window_hours, 1, 72)
        if self.mode not in tuple(Mode):
            raise ConfigError(f"mode = {self.mode!r} is not a mode: use " + " or ".join(f'"{m}"' for m in Mode))
        _whole("rounds", self.rounds, 1, 100)

    def timing(self, pace: str | None = None, seconds: int | None = None, hours: int | None = None) -> Timing:
        """The steps' times of a new table: the pace and window length given, else these settings'."""
        if (pace or self.pace) == "live":
            return live(seconds if seconds is not None else self.window_seconds)
        return by_post(hours if hours is not None else self.window_hours)


def coup(settings: GameSettings) -> CoupSettings:
    """Nomicoup's settings, among the config's."""
    return settings.of(KIND, CoupSettings)
