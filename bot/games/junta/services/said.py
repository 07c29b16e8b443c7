"""Junta's words for the use cases, as `Say`s (bot.text.say): rendered in the reader's language when the reader is
known (a DM in its recipient's, a post in the game's)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.junta.text import phase_name
from bot.games.junta.text.news import event_text, rejections_text
from bot.games.junta.text.orders import Names
from bot.text.say import Say
from rules.events import Event
from rules.junta.state import GameState
from rules.junta.variants import Variant
from rules.rejections import Rejection

__all__ = ["news", "phase_of", "refusals"]


def phase_of(state: GameState) -> Say:
    """The phase's name, in the reader's language."""
    return lambda locale: phase_name(locale, state)


def news(event: Event, rules: Variant, names: Names, *, hand: bool = True) -> Say:
    """An engine event's sentence in the reader's language (`names`: the families by seat); `hand` False: without
    the list of the cards given (`event_text`)."""
    return lambda locale: event_text(locale, event, names, rules, hand=hand)


def refusals(rejections: Sequence[Rejection], names: Names) -> Say:
    """The engine's rejections as sentences in the reader's language (`names`: the families by seat)."""
    found = tuple(rejections)
    return lambda locale: rejections_text(locale, found, names)
