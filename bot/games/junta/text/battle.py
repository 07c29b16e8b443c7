"""A battle's report in the reader's language (issue 23): who lost how many, and its volleys with their dice, from the
data `rules.junta.military` gives (`bot.games.junta.text.news` reads the fields `lost` and `volleys`)."""

from __future__ import annotations

from bot.games.junta.text.orders import Names, player_name
from bot.text.i18n import Locale, t

__all__ = ["MAX_FIRINGS_TOLD", "losses", "volleys"]

MAX_FIRINGS_TOLD = 15
"""A battle's volleys are told shot by shot up to this many firings; beyond, as dice and hits per player (a long
battle's report stays one readable post)."""


def _int(value: object) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def losses(locale: Locale, value: object, names: Names) -> str:
    """'Garcia lost 2, Lopez lost 0' from [[seat, lost], ...]."""
    pairs = [p for p in value if isinstance(p, list | tuple) and len(p) == 2] if isinstance(value, list) else []
    return t(locale, "battle-separator").join(
        t(locale, "battle-lost", player=player_name(locale, names, _int(p)), count=_int(n)) for p, n in pairs
    )


def volleys(locale: Locale, value: object, names: Names) -> str:
    """The firings `[volley, firer, target, dice, unarmed, rolled, hits, took, first fire]` as ' Volley 1: Cortez
    fires 4 dice at Escobar (6 5 2 1): 2 hits, first fire.' (with its leading space; '' for none)."""
    firings = [f for f in value if isinstance(f, list | tuple) and len(f) == 9] if isinstance(value, list) else []
    if not firings:
        return ""

    def name(pid: object) -> str:
        return player_name(locale, names, _int(pid))

    if len(firings) > MAX_FIRINGS_TOLD:
        dice: dict[int, int] = {}
        hits: dict[int, int] = {}
        for f in firings:
            dice[_int(f[1])] = dice.get(_int(f[1]), 0) + _int(f[3])
            hits[_int(f[1])] = hits.get(_int(f[1]), 0) + _int(f[7])
        rolled = t(locale, "battle-shot-separator").join(
            t(locale, "battle-rolled", player=name(p), dice=dice[p], hits=hits[p]) for p in sorted(dice)
        )
        return " " + t(locale, "battle-summary", rolled=rolled)
    parts: list[str] = []
    for volley in sorted({_int(f[0]) for f in firings}):
        shots = [_shot(locale, f, names) for f in firings if _int(f[0]) == volley]
        parts.append(t(locale, "battle-volley", volley=volley, shots=t(locale, "battle-shot-separator").join(shots)))
    return " " + " ".join(parts)


def _shot(locale: Locale, f: list[object] | tuple[object, ...], names: Names) -> str:
    _, firer, target, dice, unarmed, rolled, hits, took, first = f

    def name(pid: object) -> str:
        return player_name(locale, names, _int(pid))

    n_dice, n_unarmed, n_hits, n_took = _int(dice), _int(unarmed), _int(hits), _int(took)
    told = " ".join(str(d) for d in rolled) if isinstance(rolled, list | tuple) else ""
    if n_took >= n_hits:
        result = t(locale, "battle-hits", hits=n_hits)
    else:
        if first:
            why = t(locale, "battle-arrived-after", target=name(target), count=n_took)
        else:
            why = t(locale, "battle-left", target=name(target), count=n_took)
        result = t(locale, "battle-hits-lost", hits=n_hits, lost=n_hits - n_took, why=why)
    return t(
        locale,
        "battle-shot",
        firer=name(firer),
        target=name(target),
        dice=n_dice,
        unarmed=n_unarmed,
        armed="all" if n_unarmed == n_dice and n_unarmed else ("some" if n_unarmed else "none"),
        rolled=told or t(locale, "battle-no-dice"),
        result=result,
        first="yes" if first else "no",
    )
