"""Names that come in from players: family names (`/junta join`) and game names (`/junta create`). No discord import.

    name = normalise(typed)                  # the form that is stored and shown
    problem = family_problem(name)           # why it cannot be a family name, or None
    clash = family_clash(name, families)     # (code, sentence) if it is, or looks like, a family already seated

A name is normalised before anything else: NFKC (fullwidth and other compatibility forms become the plain ones),
then every invisible character is removed (format characters, category Cf, such as zero-width spaces and
direction marks; controls; the default-ignorable fillers such as U+3164 and U+FFA0 and variation selectors; the
braille blank U+2800), then whitespace is collapsed to single spaces. A name needs a visible letter.

A family name must also not pass for one already in the game: two names are confusable when their UTS #39
skeletons are equal (Unicode's confusables data, e.g. Cyrillic 'А' and Latin 'A'), as typed or case-folded. The
engine keeps its own rule (names unique as they are); names stored before this module stay as they are, and a
newcomer is compared with the skeletons of their normalised forms.

The confusables data comes from `confusable-homoglyphs` (pinned in pyproject.toml), chosen among:
- `confusable-homoglyphs` 3.3.1: pure Python, no dependencies, one top-level package (`confusable_homoglyphs`),
  Unicode's confusables.txt bundled in the wheel (`confusables.json`; nothing is downloaded unless its optional
  `update` command is run), widely used (django-registration checks user names with it), stable and handed over
  to a new maintainer in 2024. It has no skeleton function: it stores each confusables.txt pair (source,
  prototype) both ways, taken from the file's display column, where right-to-left characters are wrapped in
  direction marks and prototypes are shown composed. `_table` strips those marks, decomposes (NFD) and rebuilds
  the classes (one prototype and the sources that map to it); the skeleton below is UTS #39's (NFD, map each
  character to its class, NFD), with each class named by its prototype, or by one fixed member when the pair
  does not say which of the two is the prototype: equal skeletons, and so the verdict, are the same as with the
  prototypes themselves. (Checked once against confusables.txt read by its code-point columns: every pair is
  there and none is made up.) Its data folder can be moved by the CONFUSABLE_DATA environment variable: unset.
- `confusables` 1.2.0: refused: its wheel installs a top-level `tests` package (ours is `tests`), and its data
  and code date from 2020-2021.
- `disarm` 0.17.2: a ready skeleton key on current data, but six months old, in beta with a new minor version
  every few days, a 4.6 MB compiled core, and its own table that departs from UTS #39 on purpose (`m` and `rn`
  are kept apart).
- PyICU (ICU's SpoofChecker, the reference) needs the system's ICU and a compiler; the `pyicu-wheels` repackaging
  bundles ICU, 51 MB installed, for one comparison.
"""

from __future__ import annotations

import functools
import unicodedata
from collections import defaultdict
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from confusable_homoglyphs import confusables

if TYPE_CHECKING:
    from bot.text.say import Say

__all__ = [
    "MAX_FAMILY_CHARS",
    "MAX_GAME_CHARS",
    "confusable",
    "family_clash",
    "family_problem",
    "finds",
    "fold",
    "game_name_problem",
    "has_visible_letter",
    "loose",
    "loose_keys",
    "matches",
    "normalise",
    "prepare",
    "quote",
    "same_name",
    "seat_named",
    "skeleton",
]

MAX_FAMILY_CHARS = 32
MAX_GAME_CHARS = 100
QUOTE_CHARS = 40  # how much of what a player typed a refusal repeats

# Invisible characters that are not format characters (Cf) or controls (Cc): the rest of Unicode's
# Default_Ignorable_Code_Point set (the Hangul fillers, variation selectors, the combining grapheme joiner, the
# Mongolian variation selectors, the Khmer inherent vowels, the reserved default-ignorable ranges), and blank
# symbols that fonts draw as nothing (the braille blank, the musical null notehead).
_INVISIBLE_RANGES = (
    (0x034F, 0x034F),
    (0x115F, 0x1160),
    (0x17B4, 0x17B5),
    (0x180B, 0x180F),
    (0x2065, 0x2065),
    (0x2800, 0x2800),
    (0x3164, 0x3164),
    (0xFE00, 0xFE0F),
    (0xFFA0, 0xFFA0),
    (0xFFF0, 0xFFF8),
    (0x1D159, 0x1D159),
    (0xE0000, 0xE0FFF),
)
_INVISIBLE = frozenset(chr(c) for start, end in _INVISIBLE_RANGES for c in range(start, end + 1))
_DROPPED_CATEGORIES = frozenset({"Cc", "Cf", "Cs"})

# Words that orders read as something other than a family.
_ORDER_WORDS = ("bil", "brother-in-law", "brother in law", "nobody", "none")
_MENTIONS = ("<@", "<#", "@everyone", "@here")


def _visible(char: str) -> bool:
    if char.isspace():
        return True  # kept for the collapse
    return char not in _INVISIBLE and unicodedata.category(char) not in _DROPPED_CATEGORIES


def normalise(text: str) -> str:
    """The form of a name that is stored and shown: NFKC, invisible characters removed, whitespace collapsed.
    Idempotent. Never raises."""
    kept = "".join(c for c in unicodedata.normalize("NFKC", text) if _visible(c))
    # Removing a character can bring a letter and its accent together: compose them again.
    return " ".join(unicodedata.normalize("NFKC", kept).split())


def has_visible_letter(name: str) -> bool:
    return any(unicodedata.category(c).startswith("L") and _visible(c) for c in name)


def fold(name: str) -> str:
    """The form in which two names are the same name: normalised and case-folded."""
    return normalise(name).casefold()


def same_name(a: str, b: str) -> bool:
    """Whether `a` and `b` are the same name, whatever their case, width or invisible characters."""
    return fold(a) == fold(b)


# --- finding a name by what a player types (issue 22) ---------------------------------------------------------
# German umlauts written out, as a keyboard without them types them ('Groessenwahn' for 'Größenwahn').
_UMLAUTS_WRITTEN = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue"})


def loose(text: str) -> str:
    """What a player types, in the form that finds a name: folded (case-folding writes 'ß' as 'ss'), then without
    accents, umlauts' dots and other diacritics ('Größenwahn-Weiß' and 'grossenwahn-weiss' are the same). Only for
    finding: names are stored and shown as given, and look-alike checks (`confusable`) do not use it."""
    decomposed = unicodedata.normalize("NFKD", fold(text))
    return unicodedata.normalize("NFC", "".join(c for c in decomposed if not unicodedata.combining(c)))


def loose_keys(name: str) -> tuple[str, ...]:
    """The forms under which a stored name is found: `loose`, and with German umlauts written out as 'ae', 'oe'
    and 'ue' ('Größenwahn' is found by 'Grossenwahn' and by 'Groessenwahn')."""
    folded = fold(name)
    return tuple(dict.fromkeys((loose(folded), loose(folded.translate(_UMLAUTS_WRITTEN)))))


def finds(typed: str, name: str) -> bool:
    """Whether what a player typed is `name`, read loosely (`loose`, `loose_keys`)."""
    return loose(typed) in loose_keys(name)


def matches(current: object, *texts: str) -> bool:
    """For autocomplete: does what the player is typing appear in one of `texts`, read loosely (case, width, 'ß'
    as 'ss', accents and umlauts as typed without them: `loose`)? Anything matches ''."""
    key = loose(current if isinstance(current, str) else str(current))
    return not key or any(key in k for t in texts for k in loose_keys(t))


def quote(text: str) -> str:
    """What a player typed, for a refusal: stripped, cut short, quoted (invisible characters escaped)."""
    text = text.strip()
    if len(text) > QUOTE_CHARS:
        text = text[: QUOTE_CHARS - 1] + "…"
    return repr(text)


def seat_named(names: Sequence[str], text: str) -> int | None:
    """The seat whose family a player names among `names` (in seat order): by its name (exact, else folded, else
    read loosely: 'Grossenwahn-Weiss' finds 'Größenwahn-Weiß'), its seat number, or a unique beginning of its name
    (folded, else loosely); None if none, or several."""
    raw = text.strip().lstrip("#").strip()
    key = fold(raw)
    for i, name in enumerate(names):  # a family's own name first, whatever it looks like
        if name == raw:
            return i
    folded = [fold(name) for name in names]
    for i, name in enumerate(folded):
        if name == key:
            return i
    typed = loose(raw)
    loosely = [loose_keys(name) for name in names]
    same = [i for i, keys in enumerate(loosely) if typed in keys]
    if len(same) == 1:
        return same[0]
    if raw.isascii() and raw.isdigit() and len(raw) <= 3 and int(raw) < len(names):
        return int(raw)
    starts = [i for i, name in enumerate(folded) if name.startswith(key)] if key else []
    if not starts and typed:
        starts = [i for i, keys in enumerate(loosely) if any(k.startswith(typed) for k in keys)]
    if len(starts) == 1:
        return starts[0]
    return None


# --- confusables (UTS #39) ------------------------------------------------------------------------------------
_DISPLAY_MARKS = str.maketrans("", "", "\u200e\u200f")


@functools.cache
def _table() -> dict[str, str]:
    """Each confusable character -> the string that names its class (its prototype's skeleton)."""
    graph: defaultdict[str, set[str]] = defaultdict(set)
    for key, entries in confusables.confusables_data.items():
        a = _nfd(key.translate(_DISPLAY_MARKS))
        for entry in entries:
            b = _nfd(str(entry["c"]).translate(_DISPLAY_MARKS))
            if a and b and a != b:
                graph[a].add(b)
                graph[b].add(a)
    named: dict[str, str] = {}
    seen: set[str] = set()
    for start in sorted(graph):
        if start in seen:
            continue
        members, todo = [], [start]
        seen.add(start)
        while todo:
            member = todo.pop()
            members.append(member)
            for other in graph[member] - seen:
                seen.add(other)
                todo.append(other)
        name = _prototype(members, graph)
        named.update((m, name) for m in members if len(m) == 1 and m != name)
    # A prototype of several characters (m -> rn) is written with prototypes: name them as their classes are named.
    return {c: "".join(named.get(p, p) for p in name) if len(name) > 1 else name for c, name in named.items()}


def prepare() -> None:
    """Build the table of confusable characters now (the bot calls it as it starts): built at the first name
    checked, it cost that command a tenth of a second of CPU (bench.bot --profile, issue 26)."""
    _table()


def _nfd(text: str) -> str:
    return unicodedata.normalize("NFD", text)


def _prototype(members: list[str], graph: dict[str, set[str]]) -> str:
    """The member that names a class: its prototype, the member paired with all the others; in a class of two,
    the one of several characters (a source is one character), else the one of lower code points (the pair does
    not say which one is the prototype, and either names the class as well)."""
    if len(members) > 2:
        centre = next((m for m in members if len(graph[m]) == len(members) - 1), None)
        if centre is not None:
            return centre
    return max(members, key=lambda m: (len(m), [-ord(c) for c in m]))


def skeleton(text: str) -> str:
    """UTS #39's skeleton: NFD, each character replaced by its confusable class, NFD. Equal skeletons look alike."""
    table = _table()
    return _nfd("".join(table.get(c, c) for c in _nfd(text)))


@functools.lru_cache(maxsize=4096)
def _keys(name: str) -> tuple[str, str]:
    """What a name looks like: its skeleton as typed (I and l) and its skeleton case-folded (Ana and ANA). Kept for
    the names seen lately: every family name is compared with every order word and family (bench.bot, issue 26)."""
    normal = normalise(name)
    return skeleton(normal), skeleton(skeleton(normal.casefold()).casefold())


def confusable(a: str, b: str) -> bool:
    """Whether one name can pass for the other: the same skeleton, as typed or case-folded."""
    return any(x == y for x, y in zip(_keys(a), _keys(b), strict=True))


# --- family and game names ------------------------------------------------------------------------------------
def family_problem(name: str, *, head: bool = False) -> Say | None:
    """Why a normalised name cannot be a family name (`head`: the name of a family's new head), or None: a sentence
    in the reader's language. Orders name families by name or seat number, lists of them are comma-separated, and
    every post naming a family must not ping anybody."""
    from bot.text.say import words  # bot.text reads names: imported when asked

    what = "head" if head else "family"
    if len(name) > MAX_FAMILY_CHARS:
        return words("name-too-long", what=what, most=MAX_FAMILY_CHARS)
    if not has_visible_letter(name):
        return words("name-no-letter", what=what)
    if "," in name:
        return words("name-comma", what=what)
    lowered = name.casefold()
    if any(m in lowered for m in _MENTIONS):
        return words("name-mention", what=what)
    if any(confusable(name, word) for word in _ORDER_WORDS):
        return words("name-order-word", what=what, name=name)
    return None


def family_clash(name: str, families: Iterable[str]) -> tuple[str, Say] | None:
    """(code, sentence) if the normalised `name` is, or looks the same as, one of the `families` already in the
    game (compared through their normalised forms: stored names stay as they are); None if it is free."""
    from bot.text.say import words

    families = tuple(families)
    for family in families:
        if same_name(name, family):
            return "family_taken", words("name-taken", name=name)
    for family in families:
        if confusable(name, family):
            return "family_lookalike", words("name-lookalike", name=name, other=family)
    return None


def game_name_problem(name: str) -> Say | None:
    """Why a normalised name cannot name a game, or None."""
    from bot.text.say import words

    if len(name) > MAX_GAME_CHARS:
        return words("name-game-too-long", most=MAX_GAME_CHARS)
    if not has_visible_letter(name):
        return words("name-game-no-letter")
    return None
