"""Small helpers for the sentences players read: counts with the right plural."""

from __future__ import annotations


def plural(n: int, word: str, many: str | None = None) -> str:
    """'1 card', '2 cards', '0 cards' (`many` for irregular plurals: plural(2, 'die', 'dice'))."""
    return f"{n} {word if n == 1 else (many or word + 's')}"
