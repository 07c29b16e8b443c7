"""The computer families' words (issues 23 and 25): their speeches in the game channel and the words of the trades
they offer, from the catalogues (`computers.ftl`: six phrasings of each kind of line, numbered as
`rules.junta.computer.speech.VARIANTS`), each rendered from typed facts (names already looked up) in the reader's
language. The computer picks a phrasing the game has not heard (`rules.junta.computer.speech`), so no line is said
twice in a game.
"""

from __future__ import annotations

from collections.abc import Mapping

from bot.text.i18n import Locale, listing, t
from bot.text.say import Say
from rules.junta.computer.speech import VARIANTS, Blame, BudgetPitch, Inauguration, Line, Mourning, Threat
from rules.junta.computer.trade import Offer

__all__ = ["line_text", "offer_words", "speaker_heading", "speech"]


def speaker_heading(locale: Locale, family: str) -> str:
    return t(locale, "computer-speaks", family=family)


def line_text(locale: Locale, line: Line, names: Mapping[int, str]) -> str:
    """A computer line as the channel reads it in `locale` (names: player id -> family name)."""

    def name(pid: int) -> str:
        return names.get(pid) or t(locale, "computer-somebody")

    v = line.variant % VARIANTS
    if isinstance(line, Inauguration):
        return t(locale, f"computer-inauguration-{v}", turn=line.turn)
    if isinstance(line, BudgetPitch):
        if not line.paid:
            return t(locale, f"computer-budget-none-{v}")
        who = listing(locale, [t(locale, "computer-paid", name=name(p), amount=mp) for p, mp in line.paid])
        return t(locale, f"computer-budget-{v}", who=who)
    if isinstance(line, Blame):
        whom = [name(p) for p in line.whom] or [t(locale, "computer-somebody")]
        return t(locale, f"computer-blame-{v}", who=listing(locale, whom), count=len(whom))
    if isinstance(line, Threat):
        return t(locale, f"computer-threat-{v}", president=name(line.president))
    if isinstance(line, Mourning):
        mood = "friend" if line.friend else "rival"
        return t(locale, f"computer-mourn-{mood}-{v}", victim=name(line.victim))
    raise TypeError(line)


def speech(family: str, line: Line, names: Mapping[int, str]) -> Say:
    """The post of a computer family's line: its heading and the line, in the channel's language."""
    return lambda locale: f"{speaker_heading(locale, family)}\n> {line_text(locale, line, names)}"


OFFER_WORDS: dict[str, str] = {
    "vote_yes": "computer-offer-vote-yes",
    "loyal": "computer-offer-loyal",
    "support": "computer-offer-support",
    "card_for_card": "computer-offer-card-for-card",
    "sell": "computer-offer-sell",
    "vote_for": "computer-offer-vote-for",
}
"""The message of each offer's terms (`rules.junta.computer.trade.TERMS`); any other: goodwill."""


def offer_words(offer: Offer, names: Mapping[int, str]) -> Say:
    """What the offering computer family says with a trade it offers (its terms, in words), in the reader's
    language."""

    def words(locale: Locale) -> str:
        who = names.get(offer.to) or t(locale, "computer-friend")
        return t(locale, OFFER_WORDS.get(offer.terms, "computer-offer-goodwill"), who=who)

    return words
