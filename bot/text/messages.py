"""Messages as Discord takes them, for every game: at most 2,000 characters, so the bot splits longer texts."""

from __future__ import annotations

__all__ = ["MAX_TEXT_CHARS", "split_message"]

MAX_TEXT_CHARS = 1900
"""The longest text the bot puts in one message (Discord allows 2,000 characters)."""


def split_message(text: str, limit: int = MAX_TEXT_CHARS) -> list[str]:
    """Text in pieces of at most `limit` characters (one Discord message each), split at line ends where possible;
    a line longer than `limit` is cut, never dropped."""
    out: list[str] = []
    current = ""
    for line in text.split("\n"):
        while len(line) > limit:
            if current:
                out.append(current)
                current = ""
            out.append(line[:limit])
            line = line[limit:]
        candidate = f"{current}\n{line}" if current else line
        if len(candidate) > limit:
            out.append(current)
            current = line
        else:
            current = candidate
    if current or not out:
        out.append(current)
    return out
