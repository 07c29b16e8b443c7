"""The engine's events and rejections as a test reads them: the English sentence the bot renders from their code and
fields (`bot.games.junta.text.news`), for tests that check what a player is told."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from bot.games.junta.text.duties import duty_text
from bot.games.junta.text.news import event_text, rejection_text
from rules.events import Event
from rules.junta.duties import Duty
from rules.junta.state import GameState
from rules.rejections import Rejection


def english(item: Event | Rejection, names: GameState | Sequence[str] = (), locale: str = "en") -> str:
    """`item`'s sentence in English (or `locale`); `names`: the game (its families by seat) or the names."""
    family = tuple(p.name for p in names.players) if isinstance(names, GameState) else tuple(names)
    if isinstance(item, Event):
        return event_text(locale, item, family)
    return rejection_text(locale, item, family)


def texts(items: Iterable[Event | Rejection], names: GameState | Sequence[str] = (), locale: str = "en") -> list[str]:
    """Each one's sentence, in order."""
    return [english(i, names, locale) for i in items]


def owed(duty: Duty, names: GameState | Sequence[str] = (), locale: str = "en") -> str:
    """What happens if a duty is left undone, in English (or `locale`): `rules.junta.duties.Duty`'s sentence."""
    family = tuple(p.name for p in names.players) if isinstance(names, GameState) else tuple(names)
    return duty_text(locale, duty, family)
