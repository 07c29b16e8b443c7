"""Mini-Junta's straw men as the set-up tells them (issue 23; VARIANTS 10.2.3-10.2.4), from the data of
`rules.junta.straw.opening`'s events: `straws` [{player, cards: influence in play}] and `hands` [{player, cards}]."""

from __future__ import annotations

from collections.abc import Mapping

from bot.games.junta.text import terms
from bot.games.junta.text.orders import Names, player_name
from bot.text.i18n import Locale, t

__all__ = ["hands_text", "straws_text"]


def _rows(value: object) -> list[tuple[int, list[int]]]:
    rows = [r for r in value if isinstance(r, Mapping)] if isinstance(value, list | tuple) else []
    out = []
    for r in rows:
        pid, cards = r.get("player"), r.get("cards")
        if isinstance(pid, int):
            out.append((pid, [c for c in cards if isinstance(c, int)] if isinstance(cards, list) else []))
    return out


def _cards(locale: Locale, cards: list[int]) -> str:
    return t(locale, "list-separator").join(terms.card_title(locale, c) for c in cards)


def straws_text(locale: Locale, value: object, names: Names) -> str:
    """'Sunglasses (influence in play: Church, Labor Union); Beard'."""
    return t(locale, "straw-separator").join(
        t(
            locale,
            "straw-man-influence" if cards else "straw-man",
            player=player_name(locale, names, pid),
            cards=_cards(locale, cards),
        )
        for pid, cards in _rows(value)
    )


def hands_text(locale: Locale, value: object, names: Names) -> str:
    """'Sunglasses: Vote (3), Press; Beard: no cards'."""
    return t(locale, "straw-separator").join(
        t(locale, "straw-hand", player=player_name(locale, names, pid), cards=_cards(locale, cards), count=len(cards))
        for pid, cards in _rows(value)
    )
