"""A sentence not yet in a language: what a use case hands back or queues before it knows who reads it.

    refusal = words("reply-no-game", game=7)         # a message of the catalogues and its arguments
    refusal("de")                                     # 'Es gibt kein Spiel #7.'

A `Say` is any function of the reader's locale to his text; `Words` is the usual one (a message id and its
arguments, each argument a string, a number, or itself a `Say`, rendered in the same language). `lines` and
`spaced` put several together; `verbatim` is a text that is the same in every language (a player's own words).
The use cases give `Say`s (a `Failure`'s sentence, what goes to the outbox) and the bot renders them for the reader:
the answer to a command in its user's language, a DM in its recipient's, a post in the game's.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from bot.text.i18n import Locale, t

__all__ = ["Say", "Words", "lines", "spaced", "verbatim", "words"]

Say = Callable[[Locale], str]


@dataclass(frozen=True)
class Words:
    """The message `id` of the catalogues with its arguments (a `Say` argument is rendered in the same language)."""

    id: str
    args: tuple[tuple[str, object], ...] = ()

    def __call__(self, locale: Locale) -> str:
        return t(locale, self.id, **{k: (v(locale) if callable(v) else v) for k, v in self.args})


def words(message_id: str, /, **args: object) -> Words:
    return Words(message_id, tuple(args.items()))


@dataclass(frozen=True)
class _Joined:
    parts: tuple[Say, ...]
    separator: str

    def __call__(self, locale: Locale) -> str:
        return self.separator.join(text for text in (p(locale) for p in self.parts) if text)


def lines(*parts: Say | Iterable[Say]) -> Say:
    """The parts one under the other (an empty part leaves no empty line)."""
    return _Joined(_flat(parts), "\n")


def spaced(*parts: Say | Iterable[Say]) -> Say:
    """The parts one after the other, as sentences of one paragraph."""
    return _Joined(_flat(parts), " ")


def _flat(parts: tuple[Say | Iterable[Say], ...]) -> tuple[Say, ...]:
    out: list[Say] = []
    for part in parts:
        if callable(part):
            out.append(part)
        else:
            out.extend(part)
    return tuple(out)


@dataclass(frozen=True)
class _Verbatim:
    text: str

    def __call__(self, locale: Locale) -> str:
        return self.text


def verbatim(text: str) -> Say:
    """A text the same in every language: what a player wrote, a name."""
    return _Verbatim(text)
