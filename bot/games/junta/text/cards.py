"""Cards as players read them, made from the deck's data (`rules.junta.cards`, loaded from cards.toml) and the rules'
own declarations of when each order may be given: a one-line effect per card for every hand and draw
(`card_line`), a card's page for /card (`card_page`: its text, when and with which command it is played, what it
costs), and finding cards by what a player types (`find_cards`: '#11', '11', 'Vote', 'Press')."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from bot.games.junta.parsers import quote
from bot.games.junta.text.terms import card_name
from bot.names import fold
from rules.events import Event
from rules.junta.cards import CARDS, DECK, DECKS, HAND_LIMIT, CardSpec, card
from rules.junta.city import CITY
from rules.junta.orders import Assassinate, BudgetVote, ElectionVote, PlayCoupCard, VoteCard
from rules.junta.state import PHASE_TITLES, Phase
from rules.junta.units import KINDS, Kind
from rules.junta.validate import WHEN_PHASES
from rules.junta.variants import WEB, Variant
from rules.words import listing

__all__ = [
    "MAX_CHOICES",
    "PLAYED_ELSEWHERE",
    "card_choices",
    "card_line",
    "card_page",
    "card_pages",
    "effect",
    "event_text",
    "find_cards",
    "hand_lines",
    "not_with_play",
]

MAX_CHOICES = 25
"""Discord shows at most 25 autocomplete choices."""

KIND_NAMES = {
    "vote": "vote card",
    "influence": "influence card",
    "donation": "donation",
    "bribe": "bribe",
    "assassin": "assassin",
    "intelligence": "intelligence card",
    "event": "event",
}


def _payers(what: str) -> list[str]:
    """The influence cards whose effect pays their owner's `what` costs ('bribe', 'assassin'), from the deck."""
    names: list[str] = []
    for spec in DECK:
        if spec.kind == "influence" and f"{what} costs" in spec.effect and spec.name not in names:
            names.append(spec.name)
    return names


def _zone(zone: int | str) -> str:
    if isinstance(zone, int) or str(zone).isdigit():
        z = CITY.zone(int(zone))
        return f"zone {z.id} ({z.name})"
    return "a zone you name"


def _units(spec: CardSpec) -> str:
    placed = []
    for count, kind, zone in spec.units:
        placed.append(f"{KINDS[Kind(kind)].count(count)} in {_zone(zone)}")
    text = "Places " + listing(placed)
    if spec.bonus is not None:
        key, extra = spec.bonus
        text += f" ({extra} more if you have {card_name('en', key)} influence in play)"
    return text + "."


def _sentence(text: str) -> str:
    text = text.strip()
    return text if not text or text.endswith((".", "!", "?", ")")) else text + "."


def _short(text: str) -> str:
    """The card's text without its long asides in parentheses, for one line."""
    return re.sub(r"\s*\([^()]{30,}\)", "", text)


def effect(spec: CardSpec, *, short: bool = False) -> str:
    """What the card does, in a sentence or two, from its data; `short`: without the card text's asides."""
    parts: list[str] = []
    if spec.kind == "vote":
        parts.append(f"{spec.votes} votes.")
    elif spec.kind == "influence" and spec.votes:
        parts.append(f"Influence: {spec.votes} votes in every budget and presidential vote while in play.")
    elif spec.kind == "influence":
        parts.append("Influence.")
    if spec.kind == "assassin" and spec.roll:
        roll = "without a roll" if spec.roll <= 1 else f"on a roll of {spec.roll}-6"
        parts.append(f"Kills the target if he is at the location you name, {roll}.")
    if spec.units:
        parts.append(_units(spec))
    if spec.effect:
        text = spec.effect.replace("the card's force", f"the {spec.target}") if spec.target else spec.effect
        parts.append(_sentence(_short(text) if short else text))
    if spec.coup_excuse and "coup excuse" not in spec.effect:
        parts.append("Gives a coup excuse.")
    if spec.cost:
        parts.append(f"Costs {spec.cost} MP.")
    return " ".join(parts) or "No effect."


NO_EFFECT = "No effect in this game's rules: play or discard it to free a place in your hand."


def acts(spec: CardSpec, variant: Variant) -> bool:
    """Whether the card does anything under `variant`'s rules (classic's Farmers' Strike does not: VARIANTS 8.3.1)."""
    return variant.farmers_strike_acts or spec.key != "farmers_strike"


def card_line(card_id: int, variant: Variant = WEB) -> str:
    """One line per card, as hands and draws list them: '#26 Press: Influence: 2 votes in every budget and
    presidential vote while in play.' (/card shows the whole text.) In the words of the game's `variant`."""
    spec = card(card_id)
    return f"#{card_id} {spec.title}: {effect(spec, short=True) if acts(spec, variant) else NO_EFFECT}"


def hand_lines(cards: Iterable[int], variant: Variant = WEB) -> list[str]:
    """A hand, one card a line, each with its effect ('- #26 Press: ...')."""
    return [f"- {card_line(c, variant)}" for c in cards]


def event_text(event: Event, variant: Variant = WEB) -> str:
    """An engine event's sentence as the player reads it: the cards he draws are listed one a line with their
    effect, and cards given to him follow the sentence the same way; any other event keeps the engine's sentence."""
    raw = event.data.get("cards") if event.code in ("cards_drawn", "gift") else None
    if not isinstance(raw, list) or not raw or not all(isinstance(c, int) and 0 <= c < len(CARDS) for c in raw):
        return event.text
    cards = [c for c in raw if isinstance(c, int)]
    if event.code == "cards_drawn":
        straw = event.data.get("for_straw_man")  # Mini-Junta: told to his leader (`rules.junta.views.for_leaders`)
        who = f"{straw}, your straw man, draws" if isinstance(straw, str) else "You draw"
        return f"{who}:\n" + "\n".join(hand_lines(cards, variant))
    return event.text + "\n" + "\n".join(hand_lines(cards, variant))


# --- when and how a card is played --------------------------------------------------------------------------------
def _phases(phases: Iterable[Phase]) -> str:
    titles = [PHASE_TITLES[p] for p in phases]
    return ("phase: " if len(titles) == 1 else "phases: ") + "; ".join(titles)


def timing(spec: CardSpec) -> str:
    """When the card is played, and with which command: from the orders' and the card plays' declarations."""
    if spec.kind == "vote":
        return (
            f"Inside a vote, one use: name it in the cards option of /vote president "
            f"({_phases(ElectionVote.PHASES)}) or /vote budget ({_phases(BudgetVote.PHASES)})."
        )
    if spec.when == "vote":
        return (
            f"With /votecard ({_phases(VoteCard.PHASES)}): it fires when the count matches the trigger "
            "you give (the budget passes, fails, or either way, within N votes)."
        )
    if spec.kind == "assassin":
        return f"With /assassinate ({_phases(Assassinate.PHASES)}): name the target and where he will be."
    if spec.when == "coup":
        first, *rest = PlayCoupCard.PHASES
        return (
            f"With /coupcard: as rebel-only action ({_phases([first])}; it needs a coup excuse or being at HQ, "
            f"makes you a Rebel, and is never open to the President), or in any of the six coup phases "
            f"({_phases(rest)})."
        )
    phases = WHEN_PHASES.get(spec.when, ())
    if set(phases) == {p for p in Phase if p is not Phase.GAME_OVER}:
        return "With /play, at any time while the game runs."
    text = f"With /play, only in {'this' if len(phases) == 1 else 'these'} {_phases(phases)}"
    if spec.when == "before_coup":
        text += " (from the first turn on)"
    return text + "."


PLAYED_ELSEWHERE = ("coup_card", "use_assassinate", "use_in_vote")
"""The engine's codes for a card /play cannot play: another command plays it."""


def not_with_play(card_id: int) -> str:
    """Why /play refuses a card that another command plays, naming that command: 'General Strike is not played with
    /play. With /coupcard: ...'."""
    spec = card(card_id)
    return f"{spec.title} is not played with /play. {timing(spec)}"


def cost(spec: CardSpec) -> str:
    """What playing the card costs."""
    if spec.kind == "bribe" and "pay 1 MP" in spec.effect:
        waived = " or ".join(_payers("bribe"))
        return f"1 MP per unit you try to bribe (paid even if the roll fails); free with {waived} in play."
    if not spec.cost:
        return "Nothing."
    waived = " or ".join(_payers(spec.kind))
    free = f"; free with {waived} in play" if waived else ""
    return f"{spec.cost} MP from your cash (no change is given){free}. Money paid leaves the game."


def copies(spec: CardSpec, deck: str = "web") -> tuple[int, ...]:
    """The numbers of every card of the deck (a name of rules.junta.cards.DECKS) with this card's title (the same
    card)."""
    return tuple(c for c in DECKS[deck] if card(c).title == spec.title)


def card_page(spec: CardSpec, deck: str = "web") -> str:
    """A card's page for /card: its text, when and how it is played, what it costs, and its copies in `deck`."""
    same = copies(spec, deck)
    numbers = ", ".join(f"#{c}" for c in same)
    many = f"{len(same)} in the deck: {numbers}" if same else "not in this game's deck"
    lines = [
        f"**{spec.title}** ({KIND_NAMES.get(spec.kind, spec.kind)}; {many})",
        f"**Effect:** {effect(spec)}",
        f"**When:** {timing(spec)}",
        f"**Cost:** {cost(spec)}",
    ]
    if spec.kind == "influence":
        lines.append(
            f"Influence stays face up in front of you until you die; it counts toward the hand limit of {HAND_LIMIT}."
        )
    return "\n".join(lines)


def card_pages(specs: Sequence[CardSpec], deck: str = "web") -> str:
    return "\n\n".join(card_page(s, deck) for s in specs)


# --- finding cards by what a player types ------------------------------------------------------------------------
def _distinct(specs: Iterable[CardSpec]) -> list[CardSpec]:
    """One card per title, in deck order."""
    seen: set[str] = set()
    out: list[CardSpec] = []
    for spec in specs:
        if spec.title not in seen:
            seen.add(spec.title)
            out.append(spec)
    return out


def _number(text: str) -> int | None:
    raw = text.strip().removeprefix("#").strip()
    return int(raw) if raw.isascii() and raw.isdigit() and len(raw) <= 3 else None


def find_cards(text: str) -> tuple[CardSpec, ...] | str:
    """The cards a player means: by number ('#11' or '11': that card), by title ('Vote (5)'), by name ('Vote',
    'Bribe the Brigade': every card of that name), or by a part of one title. Otherwise, a sentence saying why not."""
    typed = text.strip()
    if not typed:
        return "Name a card, by its name or its number (e.g. Press, or #26)."
    number = _number(typed)
    if number is not None:
        if number < len(CARDS):
            return (CARDS[number],)
        return f"There is no card #{number}: the cards are numbered #0 to #{len(CARDS) - 1}."
    key = fold(typed)
    titled = _distinct(c for c in DECK if fold(c.title) == key)
    if titled:
        return tuple(titled)
    named = _distinct(c for c in DECK if fold(c.name) == key)
    if named:
        return tuple(named)
    found = _distinct(c for c in DECK if key in fold(c.title))
    if len(found) == 1:
        return (found[0],)
    if found:
        names = ", ".join(c.title for c in found[:8]) + (", ..." if len(found) > 8 else "")
        return f"Several cards fit {quote(typed)} ({names}): pick one from the list."
    return f"There is no card {quote(typed)}: pick one from the list, or give its number (e.g. #26)."


def card_choices(current: str, hand: Sequence[int] = ()) -> list[tuple[str, str]]:
    """The autocomplete for /card: (label, value) pairs, at most 25. The cards of the player's `hand` that fit come
    first. A number ('11', '#1') offers the cards whose number starts with it; words offer each card title
    containing them, once, with its numbers."""
    typed = current.strip()
    number = _number(typed) if typed else None
    digits = typed.removeprefix("#").strip()
    key = fold(typed)
    mine = [
        (f"#{c} {CARDS[c].title} (in your hand)"[:100], str(c))
        for c in dict.fromkeys(hand)
        if 0 <= c < len(CARDS) and (str(c).startswith(digits) if number is not None else key in fold(CARDS[c].title))
    ]
    if number is not None:
        hits = [c for c in CARDS if str(c.id).startswith(digits) and c.id not in hand]
        return (mine + [(f"#{c.id} {c.title}"[:100], str(c.id)) for c in hits])[:MAX_CHOICES]
    hits = [s for s in _distinct(DECK) if key in fold(s.title)]
    # Titles with a word that starts with what was typed come first ('press': Press before Oppression).
    hits.sort(key=lambda s: not any(w.startswith(key) for w in fold(s.title).split()))
    out: list[tuple[str, str]] = []
    for spec in hits:
        same = copies(spec)
        numbers = f"#{same[0]}" if len(same) == 1 else f"#{same[0]}-#{same[-1]}"
        if len(same) > 1 and same != tuple(range(same[0], same[-1] + 1)):
            numbers = ", ".join(f"#{c}" for c in same)
        out.append((f"{spec.title} ({numbers})"[:100], spec.title[:100]))
    return (mine + out)[:MAX_CHOICES]
