"""What players read: the status page, orders as sentences, phase hints. Pure functions of engine values and the
reader's locale: every function that makes player text takes `locale` first, and its sentences are in the message
catalogues (`bot/text/locales/<locale>/*.ftl`, `bot.text.i18n`).

The text a player reads is made here, one module per kind: `orders` (order echoes), `phases` (phase names and what
each asks), `status` (Status Page, public status), `campaign` (nominations told as they are made), `messages`
(Discord's length limit, deadlines, the budget thread), `help` and `cards`.
"""

from __future__ import annotations

from bot.games.junta.text.messages import (
    MAX_TEXT_CHARS,
    budget_debate_text,
    budget_tally_text,
    budget_thread_name,
    deadline_line,
    split_message,
)
from bot.games.junta.text.orders import Names, describe_order, player_name
from bot.games.junta.text.phases import phase_asks, phase_call, phase_name
from bot.games.junta.text.status import public_status_text, status_page

__all__ = [
    "MAX_TEXT_CHARS",
    "Names",
    "budget_debate_text",
    "budget_tally_text",
    "budget_thread_name",
    "deadline_line",
    "describe_order",
    "phase_asks",
    "phase_call",
    "phase_name",
    "player_name",
    "public_status_text",
    "split_message",
    "status_page",
]
