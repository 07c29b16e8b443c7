"""The end post's ranking and awards in the reader's language (issue 23; RULES 6: "The end post shows the ranking and
awards drawn from the game's statistics"), from the `game_over` event's data (`rules.junta.turns.end_game`):
`ranking` [{rank, player, swiss}], `awards` [{award: the statistic, players, count}]."""

from __future__ import annotations

from collections.abc import Mapping

from bot.games.junta.text.orders import Names, player_name
from bot.text.i18n import Locale, has, listing, t

__all__ = ["award_lines", "awards_text", "ranking_text"]


def _int(value: object) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _rows(value: object) -> list[Mapping[str, object]]:
    return [r for r in value if isinstance(r, Mapping)] if isinstance(value, list | tuple) else []


def ranking_text(locale: Locale, value: object, names: Names) -> str:
    """'1. Garcia: 30 MP', one a line."""
    return "\n".join(
        t(
            locale,
            "ending-rank",
            rank=_int(r.get("rank")),
            player=player_name(locale, names, _int(r.get("player"))),
            swiss=_int(r.get("swiss")),
        )
        for r in _rows(value)
    )


def award_lines(locale: Locale, value: object, names: Names) -> list[str]:
    """'The Family Business: Garcia (2 assassinations)'; a shared award 'Alba and Borges (1 death each)'."""
    lines = []
    for r in _rows(value):
        stat = str(r.get("award", "")).replace("_", "-")
        given = r.get("players")
        players = [p for p in given if isinstance(p, int)] if isinstance(given, list) else []
        title = f"award-{stat}"
        lines.append(
            t(
                locale,
                "ending-award",
                title=t(locale, title) if has(locale, title) else str(r.get("award", "")),
                players=listing(locale, (player_name(locale, names, p) for p in players)),
                what=t(locale, f"{title}-count", count=_int(r.get("count"))) if has(locale, title) else "",
                shared="yes" if len(players) > 1 else "no",
            )
        )
    return lines


def awards_text(locale: Locale, value: object, names: Names) -> str:
    """The awards as the end post closes: a line 'Awards:' and one line each ('' when nobody earned one)."""
    lines = award_lines(locale, value, names)
    return "\n" + "\n".join([t(locale, "ending-awards"), *lines]) if lines else ""
