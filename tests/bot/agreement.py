"""A small checker of count-noun agreement over the game's nouns (issue 22): "1 votes", "3 Soldier", "2 die" and
"1 dice" are wrong; "1 vote", "3 Soldiers", "2 dice", "2 MP" (a unit of money) are right.

Only the nouns of the game are checked, each with its singular and plural; a number that names something rather
than counts it ("zone 22", "turn 3", "card #94", "Vote (5)", "Coup Phase 2", a card's votes "(4)") is not a count.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from rules.junta.units import KINDS

# (singular, plural) of every countable noun players read. Nouns with one form for both ("Police", "Militia", "MP")
# are not listed: any count agrees with them.
NOUNS: tuple[tuple[str, str], ...] = (
    ("vote", "votes"),
    ("card", "cards"),
    ("vote card", "vote cards"),
    ("die", "dice"),
    ("hit", "hits"),
    ("unit", "units"),
    ("bill", "bills"),
    ("turn", "turns"),
    ("phase", "phases"),
    ("player", "players"),
    ("family", "families"),
    ("seat", "seats"),
    ("office", "offices"),
    ("order", "orders"),
    ("zone", "zones"),
    ("death", "deaths"),
    ("assassination", "assassinations"),
    ("term", "terms"),
    ("budget", "budgets"),
    ("rebellion", "rebellions"),
    ("flight", "flights"),
    ("candidate", "candidates"),
    ("ballot", "ballots"),
    ("copy", "copies"),
    ("straw man", "straw men"),
    ("Airstrike", "Airstrikes"),
    ("Air Strike", "Air Strikes"),
    ("shot", "shots"),
    ("volley", "volleys"),
    ("loss", "losses"),
    ("minute", "minutes"),
    ("hour", "hours"),
    ("day", "days"),
    ("character", "characters"),
    ("choice", "choices"),
    ("Rebel", "Rebels"),
    ("Loyalist", "Loyalists"),
    ("exile", "exiles"),
    ("assassin", "assassins"),
    ("influence vote", "influence votes"),
    ("more order", "more orders"),
    *((info.one, info.many) for info in KINDS.values() if info.one != info.many),
)

WORDS = {"one": 1, "a": 1, "an": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8}

# A number that names rather than counts: after these words, or followed by '#', ')' or a digit's ordinal suffix.
_NAMING = re.compile(
    r"(?:zone|zones|turn|Turn|phase|Phase|ballot|Ballot|round|Round|#|seat|Seat|number|rank|of|no\.)\s*$"
)


def _pattern() -> re.Pattern[str]:
    forms = sorted({w for pair in NOUNS for w in pair}, key=len, reverse=True)
    words = "|".join(re.escape(f) for f in forms)
    numbers = r"\d+|" + "|".join(w for w in WORDS if len(w) > 2)
    return re.compile(rf"(?<![\w#.,-])({numbers})\s+({words})\b(?![-'])", re.IGNORECASE)


PATTERN = _pattern()
_SINGULAR = {one.lower() for one, _ in NOUNS}
_PLURAL = {many.lower() for _, many in NOUNS}


def disagreements(text: str) -> list[str]:
    """Every count in `text` whose noun does not agree with it, each with a little of its context."""
    out: list[str] = []
    for m in PATTERN.finditer(text):
        if _NAMING.search(text[: m.start()]):
            continue
        raw, noun = m.group(1).lower(), m.group(2).lower()
        n = int(raw) if raw.isdigit() else WORDS[raw]
        if n == 1 and noun in _PLURAL and noun not in _SINGULAR:
            bad = True
        elif n != 1 and noun in _SINGULAR and noun not in _PLURAL:
            # "2 Soldier units" is fine; "2 vote cards" is matched whole first.
            bad = not re.match(r"\s+units?\b", text[m.end() :])
        else:
            bad = False
        if bad:
            out.append(text[max(0, m.start() - 30) : m.end() + 10].replace("\n", " "))
    return out


def check_all(texts: Iterable[str]) -> list[str]:
    """Every disagreement in `texts`, without repeats."""
    seen: dict[str, None] = {}
    for text in texts:
        for bad in disagreements(text):
            seen.setdefault(bad, None)
    return list(seen)
