"""Cards as players read them, made from the deck's data (`rules.junta.cards`, loaded from cards.toml) and the rules'
own declarations of when each order may be given: a one-line effect per card for every hand and draw
(`card_line`), a card's page for /card (`card_page`: its text, when and with which command it is played, what it
costs), and finding cards by what a player types (`find_cards`: '#11', '11', 'Vote', 'Press')."""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Sequence

from bot.games.junta.parsers import quote
from bot.games.junta.text import terms
from bot.games.junta.text.terms import phase_name as phase_title
from bot.games.junta.text.terms import unit_count, zone_name
from bot.names import fold
from bot.text.i18n import Locale, listing, t
from rules.junta.cards import CARDS, DECK, DECKS, HAND_LIMIT, CardSpec, card
from rules.junta.city import CITY
from rules.junta.orders import Assassinate, BudgetVote, ElectionVote, PlayCoupCard, VoteCard
from rules.junta.state import Phase
from rules.junta.units import Kind
from rules.junta.validate import WHEN_PHASES
from rules.junta.variants import WEB, Variant

__all__ = [
    "MAX_CHOICES",
    "PLAYED_ELSEWHERE",
    "card_choices",
    "card_line",
    "card_name",
    "card_name_of",
    "card_page",
    "card_pages",
    "card_title",
    "effect",
    "find_cards",
    "hand_lines",
    "kinds_count",
    "not_with_play",
]

MAX_CHOICES = 25
"""Discord shows at most 25 autocomplete choices."""


def card_title(locale: Locale, card_id: int) -> str:
    """The name a player reads on a card, in his language: 'Vote (3)', 'Bribe the Brigade (Police)', 'Church'."""
    return terms.card_title(locale, card_id)


def card_name(locale: Locale, card_id: int) -> str:
    """The card's name without its value or force: 'Vote', 'Bribe the Brigade', 'Church' (influence is named so)."""
    return terms.card_name(locale, card(card_id).key)


def card_name_of(locale: Locale, name: str) -> str:
    """A card named by its stable key or its English name (as a condition or a player's influence in play names
    it), in the reader's language; a name the deck does not have stays as it is."""
    for spec in CARDS:
        if name in (spec.name, spec.key):
            return terms.card_name(locale, spec.key)
    return name


def card_text(locale: Locale, spec: CardSpec) -> str:
    """The card's own text (cards.ftl), its force named where it has one."""
    return terms.card_text(locale, spec.key, spec.target or "")


def _payers(what: str) -> list[CardSpec]:
    """The influence cards whose effect pays their owner's `what` costs ('bribe', 'assassin'), from the deck."""
    found: list[CardSpec] = []
    for spec in DECK:
        if spec.kind == "influence" and f"{what} costs" in spec.effect and all(s.name != spec.name for s in found):
            found.append(spec)
    return found


def _zone(locale: Locale, zone: int | str) -> str:
    if isinstance(zone, int) or str(zone).isdigit():
        z = CITY.zone(int(zone))
        return t(locale, "effect-zone", zone=z.id, name=zone_name(locale, z.id))
    return t(locale, "effect-any-zone")


def _units(locale: Locale, spec: CardSpec) -> str:
    placed = listing(
        locale,
        [
            t(locale, "effect-placed", units=unit_count(locale, Kind(kind), count), zone=_zone(locale, zone))
            for count, kind, zone in spec.units
        ],
    )
    if spec.bonus is not None:
        key, extra = spec.bonus
        return t(locale, "effect-places-bonus", units=placed, extra=extra, card=terms.card_name(locale, key))
    return t(locale, "effect-places", units=placed)


def _sentence(text: str) -> str:
    text = text.strip()
    return text if not text or text.endswith((".", "!", "?", ")")) else text + "."


def _short(text: str) -> str:
    """The card's text without its long asides in parentheses, for one line."""
    return re.sub(r"\s*\([^()]{30,}\)", "", text)


def effect(locale: Locale, spec: CardSpec, *, short: bool = False) -> str:
    """What the card does, in a sentence or two, from its data; `short`: without the card text's asides."""
    parts: list[str] = []
    if spec.kind == "vote":
        parts.append(t(locale, "effect-votes", votes=spec.votes))
    elif spec.kind == "influence" and spec.votes:
        parts.append(t(locale, "effect-influence-votes", votes=spec.votes))
    elif spec.kind == "influence":
        parts.append(t(locale, "effect-influence"))
    if spec.kind == "assassin" and spec.roll:
        parts.append(t(locale, "effect-kills", roll=max(1, spec.roll)))
    if spec.units:
        parts.append(_units(locale, spec))
    text = card_text(locale, spec)
    if text:
        parts.append(_sentence(_short(text) if short else text))
    if spec.coup_excuse and "coup excuse" not in spec.effect:
        parts.append(t(locale, "effect-coup-excuse"))
    if spec.cost:
        parts.append(t(locale, "effect-costs", cost=spec.cost))
    return " ".join(parts) or t(locale, "effect-none")


def acts(spec: CardSpec, variant: Variant) -> bool:
    """Whether the card does anything under `variant`'s rules (classic's Farmers' Strike does not: VARIANTS 8.3.1)."""
    return variant.farmers_strike_acts or spec.key != "farmers_strike"


def card_line(locale: Locale, card_id: int, variant: Variant = WEB) -> str:
    """One line per card, as hands and draws list them: '#26 Press: Influence: 2 votes in every budget and
    presidential vote while in play.' (/card shows the whole text.) In the words of the game's `variant`."""
    return _card_line(locale, card_id, acts(card(card_id), variant))


@functools.lru_cache(maxsize=1024)
def _card_line(locale: Locale, card_id: int, acting: bool) -> str:
    """A card's line, kept: a pure function of the catalogues, which do not change once loaded, and every hand in
    every phase's DMs lists its cards (their lines took 2% of the bot's CPU in bench.bot --profile, issue 26)."""
    said = effect(locale, card(card_id), short=True) if acting else t(locale, "hand-no-effect")
    return t(locale, "hand-line", card=card_id, title=card_title(locale, card_id), effect=said)


def hand_lines(locale: Locale, cards: Iterable[int], variant: Variant = WEB) -> list[str]:
    """A hand, one card a line, each with its effect ('- #26 Press: ...')."""
    return [t(locale, "hand-item", line=card_line(locale, c, variant)) for c in cards]


# --- when and how a card is played --------------------------------------------------------------------------------
def _phases(locale: Locale, phases: Iterable[Phase]) -> str:
    titles = [phase_title(locale, p) for p in phases]
    return t(locale, "timing-phases", count=len(titles), phases="; ".join(titles))


def timing(locale: Locale, spec: CardSpec) -> str:
    """When the card is played, and with which command: from the orders' and the card plays' declarations."""
    if spec.kind == "vote":
        election, budget = _phases(locale, ElectionVote.PHASES), _phases(locale, BudgetVote.PHASES)
        return t(locale, "timing-vote", election=election, budget=budget)
    if spec.when == "vote":
        return t(locale, "timing-vote-card", phases=_phases(locale, VoteCard.PHASES))
    if spec.kind == "assassin":
        return t(locale, "timing-assassin", phases=_phases(locale, Assassinate.PHASES))
    if spec.when == "coup":
        first, *rest = PlayCoupCard.PHASES
        return t(locale, "timing-coup", first=_phases(locale, [first]), rest=_phases(locale, rest))
    phases = WHEN_PHASES.get(spec.when, ())
    if set(phases) == {p for p in Phase if p is not Phase.GAME_OVER}:
        return t(locale, "timing-any")
    key = "timing-play-from-first-turn" if spec.when == "before_coup" else "timing-play"
    return t(locale, key, count=len(phases), phases=_phases(locale, phases))


PLAYED_ELSEWHERE = ("coup_card", "use_assassinate", "use_in_vote")
"""The engine's codes for a card /play cannot play: another command plays it."""


def not_with_play(locale: Locale, card_id: int) -> str:
    """Why /play refuses a card that another command plays, naming that command: 'General Strike is not played with
    /play. With /coupcard: ...'."""
    spec = card(card_id)
    return t(locale, "not-with-play", card=card_title(locale, card_id), timing=timing(locale, spec))


def cost(locale: Locale, spec: CardSpec) -> str:
    """What playing the card costs."""
    if spec.kind == "bribe" and "pay 1 MP" in spec.effect:
        payers = listing(locale, [card_name(locale, s.id) for s in _payers("bribe")], conj="or")
        return t(locale, "cost-bribe", payers=payers)
    if not spec.cost:
        return t(locale, "cost-nothing")
    payers = listing(locale, [card_name(locale, s.id) for s in _payers(spec.kind)], conj="or")
    return t(locale, "cost-mp-free", cost=spec.cost, payers=payers) if payers else t(locale, "cost-mp", cost=spec.cost)


def copies(spec: CardSpec, deck: str = "web") -> tuple[int, ...]:
    """The numbers of every card of the deck (a name of rules.junta.cards.DECKS) with this card's title (the same
    card)."""
    return tuple(c for c in DECKS[deck] if card(c).title == spec.title)


def kind_name(locale: Locale, kind: str) -> str:
    """A kind of card as a page names it: 'vote card', 'assassin'."""
    return t(locale, "card-page-kind", kind=kind)


def kinds_count(locale: Locale, kind: str, count: int) -> str:
    """A count of cards of one kind: '12 vote cards', '1 donation'."""
    return t(locale, "card-page-kinds", kind=kind, count=count)


def card_page(locale: Locale, spec: CardSpec, deck: str = "web") -> str:
    """A card's page for /card: its text, when and how it is played, what it costs, and its copies in `deck`."""
    same = copies(spec, deck)
    numbers = ", ".join(f"#{c}" for c in same)
    many = (
        t(locale, "card-page-copies", count=len(same), numbers=numbers)
        if same
        else (t(locale, "card-page-not-in-deck"))
    )
    title, kind = card_title(locale, spec.id), kind_name(locale, spec.kind)
    lines = [
        t(locale, "card-page-heading", title=title, kind=kind, copies=many),
        t(locale, "card-page-effect", effect=effect(locale, spec)),
        t(locale, "card-page-when", timing=timing(locale, spec)),
        t(locale, "card-page-cost", cost=cost(locale, spec)),
    ]
    if spec.kind == "influence":
        lines.append(t(locale, "card-page-influence", limit=HAND_LIMIT))
    return "\n".join(lines)


def card_pages(locale: Locale, specs: Sequence[CardSpec], deck: str = "web") -> str:
    return "\n\n".join(card_page(locale, s, deck) for s in specs)


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


def _titled(locale: Locale, spec: CardSpec) -> tuple[str, ...]:
    """What a card is called in the reader's language and in English (a player may type either)."""
    return tuple(dict.fromkeys((fold(card_title(locale, spec.id)), fold(spec.title))))


def _named(locale: Locale, spec: CardSpec) -> tuple[str, ...]:
    return tuple(dict.fromkeys((fold(card_name(locale, spec.id)), fold(spec.name))))


def find_cards(locale: Locale, text: str) -> tuple[CardSpec, ...] | str:
    """The cards a player means: by number ('#11' or '11': that card), by title ('Vote (5)'), by name ('Vote',
    'Bribe the Brigade': every card of that name), or by a part of one title, in his language or in English.
    Otherwise, a sentence saying why not."""
    typed = text.strip()
    if not typed:
        return t(locale, "find-card-empty")
    number = _number(typed)
    if number is not None:
        if number < len(CARDS):
            return (CARDS[number],)
        return t(locale, "find-card-no-number", number=number, last=len(CARDS) - 1)
    key = fold(typed)
    titled = _distinct(c for c in DECK if key in _titled(locale, c))
    if titled:
        return tuple(titled)
    named = _distinct(c for c in DECK if key in _named(locale, c))
    if named:
        return tuple(named)
    found = _distinct(c for c in DECK if any(key in title for title in _titled(locale, c)))
    if len(found) == 1:
        return (found[0],)
    if found:
        names = ", ".join(card_title(locale, c.id) for c in found[:8]) + (", ..." if len(found) > 8 else "")
        return t(locale, "find-card-several", typed=quote(typed), names=names)
    return t(locale, "find-card-none", typed=quote(typed))


def card_choices(locale: Locale, current: str, hand: Sequence[int] = ()) -> list[tuple[str, str]]:
    """The autocomplete for /card: (label, value) pairs, at most 25, named in the reader's language. The cards of
    the player's `hand` that fit come first. A number ('11', '#1') offers the cards whose number starts with it;
    words offer each card title containing them, once, with its numbers."""
    typed = current.strip()
    number = _number(typed) if typed else None
    digits = typed.removeprefix("#").strip()
    key = fold(typed)
    mine = [
        (t(locale, "card-choice-in-hand", card=c, title=card_title(locale, c))[:100], str(c))
        for c in dict.fromkeys(hand)
        if 0 <= c < len(CARDS)
        and (str(c).startswith(digits) if number is not None else any(key in x for x in _titled(locale, CARDS[c])))
    ]
    if number is not None:
        hits = [c for c in CARDS if str(c.id).startswith(digits) and c.id not in hand]
        numbered = [
            (t(locale, "card-choice-number", card=c.id, title=card_title(locale, c.id))[:100], str(c.id)) for c in hits
        ]
        return (mine + numbered)[:MAX_CHOICES]
    found = [s for s in _distinct(DECK) if any(key in x for x in _titled(locale, s))]
    # Titles with a word that starts with what was typed come first ('press': Press before Oppression).
    found.sort(key=lambda s: not any(w.startswith(key) for x in _titled(locale, s) for w in x.split()))
    out: list[tuple[str, str]] = []
    for spec in found:
        same = copies(spec)
        numbers = f"#{same[0]}" if len(same) == 1 else f"#{same[0]}-#{same[-1]}"
        if len(same) > 1 and same != tuple(range(same[0], same[-1] + 1)):
            numbers = ", ".join(f"#{c}" for c in same)
        title = card_title(locale, spec.id)
        out.append((t(locale, "card-choice-title", title=title, numbers=numbers)[:100], spec.title[:100]))
    return (mine + out)[:MAX_CHOICES]
