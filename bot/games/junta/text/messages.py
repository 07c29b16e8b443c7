"""A deadline as Discord shows times; the budget debate thread's texts. (Messages as Discord takes them, at most
2,000 characters, are every game's: `bot.text.messages`.)"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from bot.deadlines import discord_timestamp
from bot.store import DeadlineRow
from bot.text.i18n import Locale, listing, t
from bot.text.messages import MAX_TEXT_CHARS as MAX_TEXT_CHARS
from bot.text.messages import split_message as split_message
from rules.junta.money import Bill
from rules.junta.variants import Variant, fitting
from rules.words import plural as plural


def deadline_line(locale: Locale, deadline: DeadlineRow | None) -> str:
    """The deadline inside a sentence: a Discord timestamp (each reader sees it in his own language and time
    zone), or why there is none."""
    if deadline is None:
        return t(locale, "deadline-none")
    if deadline.due_at is None:
        return t(locale, "deadline-paused")
    return discord_timestamp(deadline.due_at)


def due_sentence(locale: Locale, deadline: DeadlineRow | None) -> str:
    """When orders are due, as a sentence: 'Orders are due <time>.', or why no time is given."""
    if deadline is None:
        return t(locale, "due-none")
    if deadline.due_at is None:
        return t(locale, "due-paused")
    return t(locale, "due-at", time=discord_timestamp(deadline.due_at))


def bills_text(locale: Locale, bills: Iterable[Bill]) -> str:
    """'3 + 2 + 1 = 6 MP' (largest first), or 'no bills'."""
    values = sorted((b.value for b in bills), reverse=True)
    if not values:
        return t(locale, "bills-none")
    return t(locale, "bills-sum", bills=" + ".join(str(v) for v in values), total=sum(values))


def budget_thread_name(locale: Locale, game: str, turn: int) -> str:
    """The name of a turn's budget debate thread (Discord allows 100 characters: the game's name is cut to fit)."""
    room = 100 - len(t(locale, "budget-thread-name", game="", turn=turn))
    return t(locale, "budget-thread-name", game=game[: max(0, room)], turn=turn)


def budget_debate_text(locale: Locale, turn: int, proposal: str, *, first: bool) -> str:
    """The post that opens a turn's budget debate (`first`), or a later proposal of the same turn."""
    return t(locale, "budget-debate-first" if first else "budget-debate-again", turn=turn, proposal=proposal)


def budget_tally_text(locale: Locale, tally: str) -> str:
    return t(locale, "budget-tally", tally=tally)


def variant_short(locale: Locale, variant: Variant) -> str:
    """A rules variant as players name it: 'the online rules', 'the board game', 'Mini-Junta'."""
    return t(locale, f"variant-{variant.name}-short")


def variant_title(locale: Locale, variant: Variant) -> str:
    """A rules variant with its players: 'the board game as published (4-7 players)'."""
    return t(locale, f"variant-{variant.name}-title")


def players_text(locale: Locale, variant: Variant) -> str:
    """'4 to 7 players', '2 or 3 players'."""
    low, high = variant.min_players, variant.max_players
    return t(locale, "variant-players", low=low, high=high, next="yes" if high == low + 1 else "no")


def suggestion_text(locale: Locale, variant: Variant, n: int, how: Callable[[Variant], str] | None = None) -> str:
    """For a count `variant` does not take, the variants that take it (VARIANTS 2.1.1, 10.1.5): 'With 3 players,
    play Mini-Junta (/junta create variant:mini).', or '' if none does. `how`: how to choose one (default: the
    command that creates such a game)."""
    name = how or create_command
    others = [
        t(locale, "variant-suggested", variant=variant_short(locale, v), how=name(v))
        for v in fitting(n)
        if v.name != variant.name
    ]
    if not others:
        return ""
    return t(locale, "variant-suggestion", count=n, variants=listing(locale, others, conj="or"))


def create_command(variant: Variant) -> str:
    """How a moderator makes a game of `variant` (VARIANTS 2.1.1, 10.1.5: a player count one variant does not take
    points to the one that does)."""
    return f"/junta create variant:{variant.name}"


def full_text(locale: Locale, variant: Variant, seated: int) -> str:
    """A game of `variant` with `seated` families takes no more; what one more would play."""
    more = suggestion_text(locale, variant, seated + 1)
    full = t(locale, "game-full", variant=variant_short(locale, variant), players=players_text(locale, variant))
    return f"{full} {more}" if more else full
