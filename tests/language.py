"""Which language a text is in, as a test tells: by the catalogues themselves (issue 23: "a German player never reads
an English sentence, the English player never a German one").

Every message and term of a catalogue is split into its literal pieces (the text between its placeables, line by
line). What only one language's catalogue says proves a text is in that language:
- a word of four letters or more that one catalogue uses and the other never does ('Headquarters', 'Kaserne');
- two words in a row that the other catalogue never says in a row ('is dead', 'ist tot').
Words are compared case-folded, letters only, in runs that punctuation and numbers part ('Bank: 3 Bank-Wachen' is
no pair 'bank bank'). What both catalogues say alike (card names, command names such as '/vote budget', 'MP') is
neither language; names that are words ('Pocket-watch', a Mini-Junta straw man) are left out by the caller
(`foreign(text, locale, names)`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from itertools import pairwise

from fluent.syntax import FluentParser, ast

from bot.text.i18n import LOCALES, files

WORD = re.compile(r"[^\W\d_]+")
BREAK = re.compile(r"[^\w\s'’-]|\d+|_")
"""What parts runs of words: punctuation, numbers."""
COMMAND = re.compile(r"/[a-z]+(?: [a-z-]+)?|`[^`]*`")
"""A command's name as players type it, or code: the same in both languages."""
LONG = 4
"""A word this long or longer that only one catalogue uses proves its language."""


def words(text: str) -> tuple[str, ...]:
    """The words of `text`, case-folded, commands and code left out."""
    return tuple(w for run in runs(text) for w in run)


def runs(text: str) -> list[tuple[str, ...]]:
    """The runs of words of `text` (case-folded) that punctuation and numbers do not part: 'Zentral-Bank: 3
    Bank-Wachen' is two runs, ('zentral', 'bank') and ('bank', 'wachen'). Commands and code are left out."""
    return [got for part in BREAK.split(COMMAND.sub(".", text)) if (got := tuple(WORD.findall(part.casefold())))]


def _texts(node: object) -> Iterator[str]:
    """The literal text of a Fluent entry: its text elements and string literals, in its variants too."""
    if isinstance(node, ast.TextElement | ast.StringLiteral):
        yield node.value
    if isinstance(node, ast.BaseNode):
        for key, value in vars(node).items():
            if key in ("id", "key", "comment", "span", "selector"):
                continue  # ids, variant keys and selectors are code, not text
            for item in value if isinstance(value, list) else [value]:
                yield from _texts(item)


@cache
def pieces(locale: str) -> frozenset[tuple[str, ...]]:
    """The runs of words of a catalogue's literal pieces (split at placeables and line breaks)."""
    parser = FluentParser(with_spans=False)
    found: set[tuple[str, ...]] = set()
    for path in files(locale):
        for entry in parser.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message | ast.Term):
                for text in _texts(entry):
                    for line in text.split("\n"):
                        found.update(runs(line))
    return frozenset(found)


@dataclass(frozen=True)
class Marks:
    """What proves a text is in one language: its own words and pieces, those the other catalogue never has."""

    words: frozenset[str]
    pairs: frozenset[tuple[str, str]]

    def found(self, text: str) -> list[str]:
        """The words and pairs of words of this language in `text`."""
        hits: set[str] = set()
        for run in runs(text):
            hits |= {w for w in run if w in self.words}
            hits |= {f"{a} {b}" for a, b in pairwise(run) if (a, b) in self.pairs}
        return sorted(hits)


@cache
def marks(locale: str) -> Marks:
    """What proves a text is in `locale` and in no other language of ours."""
    own = pieces(locale)
    others = [p for other in LOCALES if other != locale for p in pieces(other)]
    other_words = {w for p in others for w in p}
    other_pairs = {pair for p in others for pair in pairwise(p)}
    unique_words = frozenset(w for p in own for w in p if len(w) >= LONG and w not in other_words)
    pairs = frozenset(pair for p in own for pair in pairwise(p) if pair not in other_pairs)
    return Marks(unique_words, pairs)


def foreign(text: str, locale: str, names: Iterable[str] = ()) -> list[str]:
    """What in `text` is in a language other than `locale` (empty when nothing is). `names` (of families, straw
    men, the game) are nobody's words: they are left out first, longest first."""
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, " ")
    return sorted({hit for other in LOCALES if other != locale for hit in marks(other).found(text)})
