"""Illegal input is a value: a stable code and typed fields (issue 23: "Events and rejections are data").

The engine makes no sentence: `refuse("not_your_office", office="president")` says what is wrong, and the bot renders
it for the reader (`bot.games.junta.text.news.rejection_text`, message `reject-<code>`, fields named as that module
says: seats as ints, cards by key, offices by value, amounts as numbers). `message` is the English sentence of the
rejections not yet turned into data (`reject(code, message)`); it is empty for those that are, and the bot falls back
to it only where no message renders the code.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Rejection:
    code: str
    message: str = ""
    data: Mapping[str, Any] = field(default_factory=dict, hash=False)

    def __str__(self) -> str:
        return self.message or self.code


def reject(code: str, message: str) -> tuple[Rejection, ...]:
    return (Rejection(code, message),)


def refusal(code: str, **data: Any) -> Rejection:
    """A rejection as data: its code and typed fields (the module's docstring)."""
    return Rejection(code, "", data)


def refuse(code: str, **data: Any) -> tuple[Rejection, ...]:
    """One rejection as data, as the validators return them."""
    return (refusal(code, **data),)
