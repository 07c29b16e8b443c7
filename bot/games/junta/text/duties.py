"""What a player owes this phase, and what happens if he gives nothing, in his language (issue 23: the engine's
duties are data, `rules.junta.duties.Duty`: a code and fields; message `duty-<code>` of duties.ftl)."""

from __future__ import annotations

from bot.games.junta.text.news import event_args, message_id
from bot.games.junta.text.orders import Names
from bot.text.i18n import Locale, t
from bot.text.say import Say
from rules.junta.duties import Duty

__all__ = ["duty_text", "owed"]


def duty_text(locale: Locale, duty: Duty, names: Names) -> str:
    """'No location chosen: lot places you at Home, the Club or your Mistress.' (`names`: the families by seat, or a
    view)."""
    return t(locale, message_id("duty", duty.code), **event_args(locale, duty.data, names))


def owed(duties: tuple[Duty, ...], names: Names) -> tuple[Say, ...]:
    """Each duty's sentence, for the reader's language."""
    return tuple((lambda locale, d=d: duty_text(locale, d, names)) for d in duties)
