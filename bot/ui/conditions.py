"""Conditions on orders (RULES 7) as a player types them: "if Garcia is dead", "if Lopez is at the bank",
"if Coup Excuse was played", "if the budget failed by 3 or less", "if Garcia banked", "if there is a coup excuse";
parsed into `rules.conditions` objects, and the forms offered by autocomplete. The engine decides whether an
order may wait on a condition (it refuses one that resolves at the same time or later, with its own sentence)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from rules.cards import DECK
from rules.conditions import Condition, IfAt, IfBanked, IfBudget, IfCardPlayed, IfCoupExcuse, IfDead
from rules.state import Location

__all__ = ["CARD_NAMES", "ConditionError", "condition_forms", "describe_condition", "parse_condition"]

CARD_NAMES: tuple[str, ...] = tuple(sorted({c.name for c in DECK}))
LOCATIONS: dict[str, Location] = {
    "home": Location.HOME,
    "hq": Location.HQ,
    "headquarters": Location.HQ,
    "bank": Location.BANK,
    "the bank": Location.BANK,
    "club": Location.CLUB,
    "the club": Location.CLUB,
    "mistress": Location.MISTRESS,
    "his mistress": Location.MISTRESS,
    "the mistress": Location.MISTRESS,
}
HELP = (
    "a condition reads like 'if Garcia is dead', 'if Garcia is alive', 'if Garcia is at the bank', "
    "'if Coup Excuse was played', 'if the budget passed', 'if the budget failed by 3 or less', "
    "'if Garcia banked' or 'if there is a coup excuse'."
)


class ConditionError(ValueError):
    """The text is not a condition; the message says what one looks like."""


def _player(names: Sequence[str], text: str) -> int:
    key = text.strip().lower()
    if key.startswith("the "):
        key = key[4:]
    key = key.removesuffix(" family").strip()
    for i, name in enumerate(names):
        if name.lower() == key:
            return i
    starts = [i for i, name in enumerate(names) if name.lower().startswith(key)] if key else []
    if len(starts) == 1:
        return starts[0]
    raise ConditionError(f"there is no family {text.strip()!r} in this game (the families are {', '.join(names)}).")


def _card_name(text: str) -> str:
    key = text.strip().strip("'\"").lower()
    for name in CARD_NAMES:
        if name.lower() == key:
            return name
    starts = [n for n in CARD_NAMES if n.lower().startswith(key)] if key else []
    if len(starts) == 1:
        return starts[0]
    raise ConditionError(f"there is no card {text.strip()!r}.")


def parse_condition(names: Sequence[str], text: str) -> Condition:
    """A condition from what the player typed (the leading 'if' is optional)."""
    t = " ".join(text.strip().rstrip(".").split())
    low = t.lower()
    if low.startswith("if "):
        t, low = t[3:], low[3:]
    if m := re.fullmatch(r"the budget (passed|passes|failed|fails)(?: by (\d+)(?: votes?)? or less)?", low):
        return IfBudget(m.group(1).startswith("pass"), int(m.group(2)) if m.group(2) else None)
    if m := re.fullmatch(r"there is (a|no) coup excuse", low):
        return IfCoupExcuse(m.group(1) == "a")
    if m := re.fullmatch(r"(.+?) (?:is|was) (dead|killed|alive)", low):
        return IfDead(_player(names, t[: m.end(1)]), m.group(2) != "alive")
    if m := re.fullmatch(r"(.+?) (?:is|was) at (.+)", low):
        where = LOCATIONS.get(m.group(2).strip())
        if where is None:
            raise ConditionError("a location is home, hq, the bank, the club or his mistress.")
        return IfAt(_player(names, t[: m.end(1)]), where)
    if m := re.fullmatch(r"(.+?) (?:was|is) played(?: by (.+))?", low):
        by = _player(names, t[m.start(2) : m.end(2)]) if m.group(2) else None
        return IfCardPlayed(_card_name(t[: m.end(1)]), by)
    if m := re.fullmatch(r"(.+?) (?:banked|banks|went to the bank)", low):
        return IfBanked(_player(names, t[: m.end(1)]))
    raise ConditionError(HELP)


def describe_condition(names: Sequence[str], cond: Condition) -> str:
    def who(p: int) -> str:
        return names[p] if 0 <= p < len(names) else f"#{p}"

    if isinstance(cond, IfDead):
        return f"if {who(cond.player)} is {'dead' if cond.dead else 'alive'}"
    if isinstance(cond, IfAt):
        return f"if {who(cond.player)} is at {cond.location.value}"
    if isinstance(cond, IfCardPlayed):
        by = f" by {who(cond.player)}" if cond.player is not None else ""
        return f"if {cond.card} was played{by}"
    if isinstance(cond, IfBudget):
        within = f" by {cond.within} or less" if cond.within is not None else ""
        return f"if the budget {'passed' if cond.passed else 'failed'}{within}"
    if isinstance(cond, IfBanked):
        return f"if {who(cond.player)} banked"
    return f"if there is {'a' if cond.present else 'no'} coup excuse"


def condition_forms(names: Sequence[str], current: str) -> list[str]:
    """Condition sentences for autocomplete, best matches first: the forms filled in with this game's families
    (and, once a card name is being typed, the cards)."""
    key = " ".join(current.strip().lower().split())
    if key.startswith("if "):
        key = key[3:]
    forms = ["if the budget passed", "if the budget failed", "if there is a coup excuse", "if there is no coup excuse"]
    forms += [f"if the budget {r} by {n} or less" for r in ("passed", "failed") for n in (1, 2, 3, 5)]
    for name in names:
        forms += [f"if {name} is dead", f"if {name} is alive", f"if {name} banked"]
        forms += [f"if {name} is at {loc}" for loc in ("home", "hq", "bank", "club", "mistress")]
    forms += [f"if {c} was played" for c in CARD_NAMES]
    if not key:
        return forms[:25]
    hits = [f for f in forms if f[3:].lower().startswith(key)]
    hits += [f for f in forms if key in f.lower() and f not in hits]
    if not hits:
        # Something not in the list (a larger margin, "... played by X"): offer it as typed if it parses.
        try:
            parse_condition(names, current)
        except ConditionError:
            return []
        text = current.strip()
        return [text if text.lower().startswith("if ") else f"if {text}"]
    return hits[:25]
