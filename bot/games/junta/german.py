"""What a German player types (issue 23), for the parsers (bot/games/junta/parsers.py): the game's words in every
language of the catalogues (cards, offices and unit kinds, as terms.ftl and cards.ftl name them: seed 001's words,
VARIANTS 13), and the conditions of RULES 7 in German. Total like the parsers: any text gives a value or None."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache

from bot.names import fold
from bot.text.i18n import LOCALES, has, t
from rules.junta.cards import CARDS, card
from rules.junta.conditions import Condition, IfAt, IfBanked, IfBudget, IfCardPlayed, IfCoupExcuse, IfDead
from rules.junta.offices import Office
from rules.junta.state import Location

__all__ = [
    "GERMAN_LOCATIONS",
    "card_names_by_word",
    "card_titles",
    "condition",
    "german_card_names",
    "office_names",
    "source_names",
    "translated",
    "unit_names",
]


@cache
def translated(message_id: str, *attributes: str) -> frozenset[str]:
    """The folded words of a catalogue message (and of `message_id`-`attribute` messages) in every language."""
    found: set[str] = set()
    for locale in LOCALES:
        for mid in (message_id, *(f"{message_id}-{a}" for a in attributes)):
            if has(locale, mid):
                found.add(fold(t(locale, mid)))
    return frozenset(found)


@cache
def unit_names(kind: str) -> frozenset[str]:
    """A unit kind's names, one and many, in every language."""
    mid = f"unit-{kind.replace('_', '-')}"
    return frozenset(fold(t(locale, mid, count=n)) for locale in LOCALES if has(locale, mid) for n in (1, 2))


@cache
def card_titles(card_id: int) -> frozenset[str]:
    """A card's name and its title as a hand shows it ('Stimm-Karte (3)'), in every language."""
    spec = card(card_id)
    found = set(translated(f"card-{spec.key.replace('_', '-')}"))
    for locale in LOCALES:
        name = t(locale, f"card-{spec.key.replace('_', '-')}")
        if spec.kind == "vote":
            found.add(fold(t(locale, "card-title-votes", name=name, votes=spec.votes)))
    return frozenset(found)


@cache
def german_card_names() -> tuple[str, ...]:
    """The cards' German names (cards.ftl), as a German player types them in a condition ('Bank-Ferien')."""
    return tuple(sorted({t("de", f"card-{c.key.replace('_', '-')}") for c in CARDS}))


@cache
def card_names_by_word() -> dict[str, str]:
    """Each card's name in every language, folded -> its English name (what a condition names)."""
    out: dict[str, str] = {}
    for c in CARDS:
        for word in translated(f"card-{c.key.replace('_', '-')}"):
            out.setdefault(word, c.name)
    return out


@cache
def office_names(office: Office) -> frozenset[str]:
    """An office's name and full title in every language, folded ('minister', 'minister of internal security',
    'polizeichef', 'minister für innere sicherheit')."""
    return translated(f"office-{office.value.replace('_', '-')}", "title")


@cache
def source_names(source_id: str) -> frozenset[str]:
    """A vote source's short names in every language, folded, as a voter types them: an office's name or title, an
    influence card's name ('church', 'kirche'), a vote card's name or title ('vote (3)'), the family vote, the
    Socialist bonus. Empty for an id that names no source."""
    kind, _, key = source_id.partition(":")
    if kind == "office" and key in _OFFICES:
        return office_names(Office(key))
    if kind in ("influence", "card") and key.isdigit() and int(key) < len(CARDS):
        spec = card(int(key))
        return translated(f"card-{spec.key.replace('_', '-')}") if kind == "influence" else card_titles(int(key))
    if kind == "family" and not key:
        return translated("source-family-short")
    if kind == "bonus":
        return translated("source-socialist-bonus-short")
    return frozenset()


_OFFICES = frozenset(o.value for o in Office)


# 'wenn Garcia tot ist', 'wenn Garcia in der Bank ist', 'wenn Bank-Ferien gespielt wurde', 'wenn der
# Haushalt mit 3 Stimmen oder weniger abgelehnt wurde', 'wenn Garcia eingezahlt hat', 'wenn es einen Putsch-Vorwand
# gibt' (VARIANTS 13's words; the order of a German clause and of a main clause both read).
_DEAD = (
    re.compile(r"(.+?) (?:ist|war|wurde) (tot|ermordet|getötet|gestorben|am leben|lebendig)", re.I),
    re.compile(r"(.+?) (tot|ermordet|getötet|gestorben|am leben|lebendig)(?: (?:ist|war|wurde|worden))*", re.I),
    re.compile(r"(.+?) (lebt|stirbt)", re.I),
)
_ALIVE = ("am leben", "lebendig", "lebt")
_BUDGET = re.compile(
    r"(?:der )?(?:staats)?haushalt(?: (?:mit|um) ([0-9]+) stimmen? oder weniger)? (angenommen|abgelehnt|durchgefallen|"
    r"gescheitert|durchgekommen)(?: (?:wurde|ist|war|wird|worden))*(?:,? (?:mit|um) ([0-9]+) stimmen? oder weniger)?",
    re.IGNORECASE,
)
_EXCUSE = re.compile(r"es (einen|keinen) putsch-? ?vorwand gibt|es gibt (einen|keinen) putsch-? ?vorwand", re.I)
_PLAYED = re.compile(r"(.+?)(?: von (.+?))? (?:gespielt|ausgespielt)(?: (?:wurde|ist|war|worden))*", re.I)
_BANKED = re.compile(
    r"(.+?) (?:(?:geld )?(?:eingezahlt|angelegt) (?:hat|hatte)|zur bank (?:ging|gegangen ist))", re.IGNORECASE
)
_IS = re.compile(r"(.+?) (?:ist|war) (.+)", re.IGNORECASE)
GERMAN_LOCATIONS: dict[str, Location] = {
    "zuhause": Location.HOME,
    "zu hause": Location.HOME,
    "daheim": Location.HOME,
    "hauptquartier": Location.HQ,
    "im hauptquartier": Location.HQ,
    "bank": Location.BANK,
    "in der bank": Location.BANK,
    "auf der bank": Location.BANK,
    "bei der bank": Location.BANK,
    "nachtclub": Location.CLUB,
    "im nachtclub": Location.CLUB,
    "club": Location.CLUB,
    "im club": Location.CLUB,
    "freundin": Location.MISTRESS,
    "bei seiner freundin": Location.MISTRESS,
    "bei der freundin": Location.MISTRESS,
    "bei seiner geliebten": Location.MISTRESS,
    "bei der geliebten": Location.MISTRESS,
}


def condition(
    t: str, who: Callable[[str], int], card_named: Callable[[str], str], margin: Callable[[str], int]
) -> Condition | None:
    """A condition in German, its leading 'wenn' (or 'falls') taken off; None if it reads as none. `who` finds a
    family, `card_named` a card (its English name) and `margin` a number of votes, as the English conditions do (each
    raises the parsers' refusal)."""
    if m := _BUDGET.fullmatch(t):
        votes = m.group(1) or m.group(3)
        return IfBudget(m.group(2).casefold() in ("angenommen", "durchgekommen"), margin(votes) if votes else None)
    if m := _EXCUSE.fullmatch(t):
        return IfCoupExcuse((m.group(1) or m.group(2)).casefold() == "einen")
    if m := _BANKED.fullmatch(t):
        return IfBanked(who(m.group(1)))
    if m := _PLAYED.fullmatch(t):
        return IfCardPlayed(card_named(m.group(1)), who(m.group(2)) if m.group(2) else None)
    for pattern in _DEAD:
        if m := pattern.fullmatch(t):
            return IfDead(who(m.group(1)), m.group(2).casefold() not in _ALIVE)
    at = _at(t)
    return IfAt(who(at[0]), at[1]) if at is not None else None


def _at(t: str) -> tuple[str, Location] | None:
    """'Garcia in der Bank ist' or 'Garcia ist in der Bank': the family's words and the location, if it is one."""
    m = _IS.fullmatch(t)
    if m and fold(m.group(2)) in GERMAN_LOCATIONS:
        return m.group(1), GERMAN_LOCATIONS[fold(m.group(2))]
    words = t.split(" ")
    if len(words) < 3 or words[-1].casefold() not in ("ist", "war"):
        return None
    for i in range(1, len(words) - 1):
        where = fold(" ".join(words[i:-1]))
        if where in GERMAN_LOCATIONS:
            return " ".join(words[:i]), GERMAN_LOCATIONS[where]
    return None
