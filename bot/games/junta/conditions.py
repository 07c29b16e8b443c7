"""Conditions on orders (RULES 7) as a player types them: "if Garcia is dead", "if Lopez is at the bank",
"if Coup Excuse was played", "if the budget failed by 3 or less", "if Garcia banked", "if there is a coup excuse";
parsed into `rules.junta.conditions` objects (the grammar is `bot.games.junta.parsers.parse_condition`), described back,
and the forms offered by autocomplete. The engine decides whether an
order may wait on a condition (it refuses one that resolves at the same time or later, with its own sentence)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.junta.german import german_card_names
from bot.games.junta.parsers import (
    CARD_NAMES,
    HELP,
    LOCATIONS,
    ConditionError,
    fold,
    parse_condition,
)
from bot.text.i18n import Locale
from rules.junta.conditions import Condition, IfAt, IfBanked, IfBudget, IfCardPlayed, IfDead

__all__ = [
    "CARD_NAMES",
    "HELP",
    "LOCATIONS",
    "ConditionError",
    "condition_forms",
    "describe_condition",
    "parse_condition",
]


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


def condition_forms(names: Sequence[str], current: str, locale: Locale) -> list[str]:
    """Condition sentences for autocomplete, best matches first: the forms filled in with this game's families
    (and, once a card name is being typed, the cards), in the reader's language (a German reader is offered the
    German forms first, and the English ones too: both are read). Never fails, whatever `current` is."""
    key = fold(current)
    for lead in ("if ", "wenn ", "falls "):
        if key.startswith(lead):
            key = key[len(lead) :]
            break
    forms = (_german_forms(names) if locale == "de" else []) + _english_forms(names)
    if not key:
        return forms[:25]
    hits = [f for f in forms if fold(f.split(" ", 1)[1]).startswith(key)]
    hits += [f for f in forms if key in fold(f) and f not in hits]
    if not hits:
        # Something not in the list (a larger margin, "... played by X"): offer it as typed if it parses.
        try:
            parse_condition(names, current)
        except ConditionError:
            return []
        text = current.strip()
        return [text if text.split(" ", 1)[0].casefold() in ("if", "wenn", "falls") else f"if {text}"]
    return hits[:25]


def _english_forms(names: Sequence[str]) -> list[str]:
    forms = ["if the budget passed", "if the budget failed", "if there is a coup excuse", "if there is no coup excuse"]
    forms += [f"if the budget {r} by {n} or less" for r in ("passed", "failed") for n in (1, 2, 3, 5)]
    for name in names:
        forms += [f"if {name} is dead", f"if {name} is alive", f"if {name} banked"]
        forms += [f"if {name} is at {loc}" for loc in ("home", "hq", "bank", "club", "mistress")]
    forms += [f"if {c} was played" for c in CARD_NAMES]
    return forms


def _german_forms(names: Sequence[str]) -> list[str]:
    """The same conditions in German (VARIANTS 13's words), as `parse_condition` reads them."""
    forms = [
        "wenn der Haushalt angenommen wurde",
        "wenn der Haushalt abgelehnt wurde",
        "wenn es einen Putsch-Vorwand gibt",
        "wenn es keinen Putsch-Vorwand gibt",
    ]
    forms += [
        f"wenn der Haushalt mit {n} {'Stimme' if n == 1 else 'Stimmen'} oder weniger {r} wurde"
        for r in ("angenommen", "abgelehnt")
        for n in (1, 2, 3, 5)
    ]
    places = ("zu Hause", "im Hauptquartier", "in der Bank", "im Nachtclub", "bei seiner Freundin")
    for name in names:
        forms += [f"wenn {name} tot ist", f"wenn {name} am Leben ist", f"wenn {name} eingezahlt hat"]
        forms += [f"wenn {name} {place} ist" for place in places]
    forms += [f"wenn {c} gespielt wurde" for c in german_card_names()]
    return forms
