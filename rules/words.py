"""Small helpers for the sentences players read: counts with the right plural, and lists of names joined as
English joins them ('Cortez, Delgado and Escobar')."""

from __future__ import annotations

from collections.abc import Iterable


def plural(n: int, word: str, many: str | None = None) -> str:
    """'1 card', '2 cards', '0 cards' (`many` for irregular plurals: plural(2, 'die', 'dice'))."""
    return f"{n} {word if n == 1 else (many or word + 's')}"


def listing(items: Iterable[str], last: str = "and", empty: str = "") -> str:
    """'A', 'A and B', 'A, B and C' (`last`: 'or' for a choice); `empty` when there is nothing."""
    words = [str(i) for i in items]
    if not words:
        return empty
    if len(words) == 1:
        return words[0]
    return ", ".join(words[:-1]) + f" {last} " + words[-1]


def ordinal(n: int) -> str:
    """'1st', '2nd', '3rd', '4th', '11th', '22nd'."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"
