"""The computer President's cabinet (RULES 4.1.4; classic VARIANTS 2.3): the most trusted families get the offices
that command units, the Brother-in-Law the office that protects the President best, within the appointment rules."""

from __future__ import annotations

from collections.abc import Sequence

from rules.junta.computer import facts
from rules.junta.computer.memory import Memory
from rules.junta.offices import GENERALS, OFFICE_INFO, Office
from rules.junta.orders import BROTHER_IN_LAW, Appoint
from rules.junta.state import Status
from rules.junta.views import PlayerView

# Which office the President's Brother-in-Law should hold, by personality: the Minister commands the Secret Police
# and the Police; the Farm & Labor Secretary's five votes carry budgets.
KIN_OFFICE = {"banker": Office.FARM_LABOR, "schemer": Office.MINISTER, "general": Office.MINISTER}
# Offices the President most wants in trusted hands, first first.
TRUST_ORDER = (
    Office.MINISTER,
    Office.GENERAL_1,
    Office.GENERAL_2,
    Office.GENERAL_3,
    Office.FARM_LABOR,
    Office.AIR_FORCE,
    Office.ADMIRAL,
    Office.MINISTER_OF_WAR,
    Office.FOREIGN_MINISTER,
)
NODE_LIMIT = 20000


def eligible(view: PlayerView) -> list[int]:
    v = facts.rules(view)
    return [
        p.id
        for p in view.public.players
        if (p.status is Status.ALIVE or (v.exiles_appointed and p.status is Status.EXILED))
        and p.id != view.public.president
    ]


def max_filled(view: PlayerView, k: int) -> int:
    """The most offices an appointment can fill (as `rules.junta.appointments.max_filled`, from public facts)."""
    v = facts.rules(view)
    cabinet = v.cabinet
    n_gen = sum(1 for o in cabinet if OFFICE_INFO[o].general)
    n_other = len(cabinet) - n_gen
    by_players = min(2 * k, n_other + min(n_gen, k))
    kin = 1 if v.brother_in_law_appointed else 0
    return min(len(cabinet), by_players + kin)


def appoint(view: PlayerView, memory: Memory, personality: str, order: Sequence[int]) -> Appoint | None:
    """A legal cabinet: offices in trust order to families in `order` (most trusted first); None if none is found
    (the default cabinet then applies)."""
    v = facts.rules(view)
    if v.straw_men or view.player != view.public.president:
        return None
    cabinet = [o for o in TRUST_ORDER if o in v.cabinet] + [o for o in v.cabinet if o not in TRUST_ORDER]
    elig = [p for p in order if p in eligible(view)] + [p for p in eligible(view) if p not in order]
    want = max_filled(view, len(elig))
    kin = KIN_OFFICE.get(personality, Office.MINISTER) if v.brother_in_law_appointed else None
    if kin is not None and kin in cabinet:
        cabinet.remove(kin)
        cabinet.insert(0, kin)
    count: dict[int, int] = {}
    general: set[int] = set()
    chosen: dict[Office, int] = {}
    nodes = 0

    def lacking() -> int:
        return sum(1 for p in elig if count.get(p, 0) == 0)

    def go(i: int, filled: int, kin_used: bool) -> bool:
        nonlocal nodes
        nodes += 1
        if nodes > NODE_LIMIT:
            return False
        left = len(cabinet) - i
        if lacking() > left or filled + left < want:
            return False
        if i == len(cabinet):
            return filled >= want and lacking() == 0
        office = cabinet[i]
        is_general = office in GENERALS
        holders: list[int] = []
        if office == kin and not kin_used:
            holders.append(BROTHER_IN_LAW)
        # Players without an office first (everyone needs one), in trust order; then those with one.
        holders += [p for p in elig if count.get(p, 0) == 0] + [p for p in elig if count.get(p, 0) == 1]
        if v.brother_in_law_appointed and not kin_used and BROTHER_IN_LAW not in holders:
            holders.append(BROTHER_IN_LAW)
        for h in holders:
            if h == BROTHER_IN_LAW:
                chosen[office] = h
                if go(i + 1, filled + 1, True):
                    return True
                del chosen[office]
                continue
            if count.get(h, 0) >= 2 or (is_general and h in general):
                continue
            chosen[office] = h
            count[h] = count.get(h, 0) + 1
            if is_general:
                general.add(h)
            if go(i + 1, filled + 1, kin_used):
                return True
            count[h] -= 1
            if is_general:
                general.discard(h)
            del chosen[office]
        return go(i + 1, filled, kin_used)  # left vacant

    if not go(0, 0, False):
        return None
    return Appoint(tuple(sorted(chosen.items())))

