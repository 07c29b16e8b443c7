"""What the shared use cases give back: a result of the kind each one names, or a `Failure` (a stable `code`, a
sentence for the player and, for an illegal move, the engine's rejections). A failure changes nothing: it is raised
inside the transaction as `_Fail`, which rolls it back, and returned at the boundary. A game's own results are in its
folder (Junta's: `bot.games.junta.services.results`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bot.store import DeadlineRow, GameRow, SeatRow
from bot.text.i18n import DEFAULT_LOCALE, Locale
from bot.text.say import Say
from rules.rejections import Rejection

__all__ = ["Failure", "Started"]


@dataclass(frozen=True)
class Failure:
    """Why a use case did nothing: a stable `code`, the sentence for the player in any language (`text(locale)`),
    the engine's rejections."""

    code: str
    say: Say
    rejections: tuple[Rejection, ...] = ()

    def text(self, locale: Locale) -> str:
        """The sentence in the reader's language."""
        return self.say(locale)

    @property
    def message(self) -> str:
        """The sentence in English: for log lines and tests (a player reads `text(locale)`)."""
        return self.say(DEFAULT_LOCALE)

    def __str__(self) -> str:
        return self.message


class _Fail(Exception):
    """Raised inside a transaction (which then rolls back); turned into its Failure at the boundary."""

    def __init__(self, code: str, say: Say, rejections: tuple[Rejection, ...] = ()) -> None:
        super().__init__(code)
        self.failure = Failure(code, say, rejections)


@dataclass(frozen=True)
class Started:
    """A game started: its row, its seats in their order, the game's first state (of the game's own type) and its
    first step's deadline."""

    game: GameRow
    seats: tuple[SeatRow, ...]
    state: Any = field(repr=False)
    deadline: DeadlineRow
