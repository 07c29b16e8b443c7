"""Junta's words for the use cases, as `Say`s (bot.text.say): rendered in the reader's language when the reader is
known (a DM in its recipient's, a post in the game's)."""

from __future__ import annotations

from bot.games.junta.text import phase_name
from bot.games.junta.text.cards import event_text
from bot.text.say import Say
from rules.events import Event
from rules.junta.state import GameState
from rules.junta.variants import Variant

__all__ = ["news", "phase_of"]


def phase_of(state: GameState) -> Say:
    """The phase's name, in the reader's language."""
    return lambda locale: phase_name(locale, state)


def news(event: Event, rules: Variant) -> Say:
    """An engine event's sentence in the reader's language."""
    # ENGINE: event_text(event, names, locale) from bot.text.news
    return lambda locale: event_text(locale, event, rules)
