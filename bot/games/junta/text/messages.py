"""A deadline as Discord shows times; the budget debate thread's texts. (Messages as Discord takes them, at most
2,000 characters, are every game's: `bot.text.messages`.)"""

from __future__ import annotations

from bot.deadlines import discord_timestamp
from bot.store import DeadlineRow
from bot.text.messages import MAX_TEXT_CHARS as MAX_TEXT_CHARS
from bot.text.messages import split_message as split_message
from rules.junta.variants import Variant, players_word, suggestion
from rules.words import plural as plural


def deadline_line(deadline: DeadlineRow | None) -> str:
    if deadline is None:
        return "no deadline"
    if deadline.due_at is None:
        return "the game is paused (the deadline is stopped)"
    return discord_timestamp(deadline.due_at)


def due_sentence(deadline: DeadlineRow | None) -> str:
    """When orders are due, as a sentence: 'Orders are due <time>.', or why no time is given."""
    if deadline is None:
        return "This phase has no deadline."
    if deadline.due_at is None:
        return "The game is paused: no deadline runs until a moderator resumes it."
    return f"Orders are due {discord_timestamp(deadline.due_at)}."


def budget_thread_name(game: str, turn: int) -> str:
    """The name of a turn's budget debate thread (Discord allows 100 characters)."""
    suffix = f" · turn {turn} budget"
    return game[: 100 - len(suffix)] + suffix


def budget_debate_text(turn: int, proposal: str, *, first: bool) -> str:
    """The post that opens a turn's budget debate (`first`), or a later proposal of the same turn."""
    if first:
        return f"**Turn {turn}: the budget debate.** {proposal}\nDebate it in this thread before the vote."
    return f"**Turn {turn}: a new budget proposal.** {proposal}"


def budget_tally_text(tally: str) -> str:
    return f"**The vote:** {tally}"


def create_command(variant: Variant) -> str:
    """How a moderator makes a game of `variant` (VARIANTS 2.1.1, 10.1.5: a player count one variant does not take
    points to the one that does)."""
    return f"/junta create variant:{variant.name}"


def full_text(variant: Variant, seated: int) -> str:
    """A game of `variant` with `seated` families takes no more; what one more would play."""
    more = suggestion(variant, seated + 1, create_command)
    return f"The game is full: {variant.short} takes {players_word(variant)}." + (f" {more}" if more else "")
