"""Cabinet appointment (RULES 4.1; classic: VARIANTS 2.3): the constraints and the default.

Every living, non-exiled player gets at least one office; nobody more than two; nobody two General offices; the
President no second office, except one he gives his Brother-in-Law. Offices that cannot be filled stay vacant
(frozen). Default at the deadline: keep last turn's holders where still legal, fill the rest by lot.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import replace

from rules.junta.offices import OFFICE_INFO, Office
from rules.junta.orders import BROTHER_IN_LAW
from rules.junta.state import ElectionKind, GameState, Phase, Seat, Status
from rules.junta.variants import rules_of
from rules.rejections import Rejection, refusal

Assignment = dict[Office, int]  # office -> player id, or BROTHER_IN_LAW


def eligible(state: GameState) -> tuple[int, ...]:
    """Players who must get an office: living, in the country, not the President. Classic appoints exiles too
    (VARIANTS 2.3.2: every family, exiles included)."""
    exiles = rules_of(state).exiles_appointed
    return tuple(
        p.id for p in state.players if (p.alive or (exiles and p.status is Status.EXILED)) and p.id != state.president
    )


def max_filled(state: GameState, k: int | None = None) -> int:
    """The most offices an appointment can fill: two per eligible player (one General each), plus one for the
    Brother-in-Law."""
    cabinet = rules_of(state).cabinet
    n_gen = sum(1 for o in cabinet if OFFICE_INFO[o].general)
    n_other = len(cabinet) - n_gen
    if k is None:
        k = len(eligible(state))
    by_players = min(2 * k, n_other + min(n_gen, k))
    kin = 1 if rules_of(state).brother_in_law_appointed else 0
    return min(len(cabinet), by_players + kin)


def check(state: GameState, assignments: Sequence[tuple[Office, int]]) -> tuple[Rejection, ...]:
    """Every reason this cabinet is illegal (empty when it is legal)."""
    out: list[Rejection] = []
    cabinet = rules_of(state).cabinet
    seen: set[Office] = set()
    count: dict[int, int] = {}
    generals: dict[int, int] = {}
    bil = 0
    for office, holder in assignments:
        if office not in cabinet:
            out.append(refusal("not_appointable", office=office.value))
            continue
        if office in seen:
            out.append(refusal("office_twice", office=office.value))
            continue
        seen.add(office)
        if holder == BROTHER_IN_LAW:
            if not rules_of(state).brother_in_law_appointed:
                out.append(refusal("no_brother_in_law", office=office.value))
                continue
            bil += 1
            continue
        if not 0 <= holder < len(state.players):
            out.append(refusal("no_such_player", form="short", number=holder))
            continue
        who = state.players[holder]
        if holder == state.president:
            out.append(refusal("president_second_office", office=office.value))
            continue
        if holder not in eligible(state):
            out.append(refusal("not_eligible", form="office", player=holder, status=who.status.value))
            continue
        count[holder] = count.get(holder, 0) + 1
        if OFFICE_INFO[office].general:
            generals[holder] = generals.get(holder, 0) + 1
    if bil > 1:
        out.append(refusal("brother_in_law_twice"))
    for pid, n in sorted(count.items()):
        if n > 2:
            out.append(refusal("too_many_offices", player=pid, count=n))
    for pid, n in sorted(generals.items()):
        if n > 1:
            out.append(refusal("two_generals", player=pid))
    for pid in eligible(state):
        if count.get(pid, 0) == 0:
            out.append(refusal("player_without_office", player=pid))
    if not out and len(seen) < max_filled(state):
        vacant = [o.value for o in cabinet if o not in seen]
        out.append(refusal("needless_vacancy", offices=vacant))
    return tuple(out)


def complete(
    state: GameState,
    base: Mapping[Office, int],
    rng: random.Random,
    preferred: Mapping[Office, int] | None = None,
) -> Assignment:
    """A legal cabinet that keeps `base` where legal, then `preferred` where legal, and fills the rest by lot.

    R: keeping every old holding can leave an office nobody may take (a player kept in two offices that anyone
    could hold, and only he could have taken the General left over). Then as few holdings as needed are given up,
    the latest in appointment order first, so that as many offices are filled as the rules allow (classic: all six,
    VARIANTS 2.3.2)."""
    want = max_filled(state)
    keep = dict(base)
    cabinet = rules_of(state).cabinet
    order = [o for o in reversed(cabinet) if o in keep]
    while True:
        got = _complete(state, keep, rng, preferred)
        if len(got) >= want or not order:
            return got
        keep.pop(order.pop(0))


def _complete(
    state: GameState,
    base: Mapping[Office, int],
    rng: random.Random,
    preferred: Mapping[Office, int] | None = None,
) -> Assignment:
    cabinet = rules_of(state).cabinet
    elig = set(eligible(state))
    assign: Assignment = {}

    kin_allowed = rules_of(state).brother_in_law_appointed

    def can_take(pid: int, office: Office) -> bool:
        if pid == BROTHER_IN_LAW:
            return kin_allowed and BROTHER_IN_LAW not in assign.values()
        if pid not in elig:
            return False
        mine = [o for o, h in assign.items() if h == pid]
        if len(mine) >= 2:
            return False
        return not (OFFICE_INFO[office].general and any(OFFICE_INFO[o].general for o in mine))

    for source in (base, preferred or {}):
        for office in cabinet:
            holder = source.get(office)
            if office not in assign and holder is not None and can_take(holder, office):
                assign[office] = holder
    # Everyone eligible gets at least one office. R: where the President named an office for him that is free or
    # held by a player with two, he gets that one (President's Authority Disputed keeps last turn's holders first,
    # and a player without an office must still get one); otherwise one by lot.
    lacking = sorted(p for p in elig if p not in assign.values())
    rng.shuffle(lacking)
    for pid in lacking:
        free = [o for o in cabinet if o not in assign]
        doubles = sorted(o for o, h in assign.items() if sum(1 for x in assign.values() if x == h) > 1)
        picked = [o for o in cabinet if (preferred or {}).get(o) == pid and (o in free or o in doubles)]
        if picked:
            assign[picked[0]] = pid
            continue
        if free:
            assign[rng.choice(free)] = pid
            continue
        if doubles:
            assign[rng.choice(doubles)] = pid
            continue
        # A player's office comes before the Brother-in-Law's, who holds one only when nobody else can.
        kin = [o for o, h in assign.items() if h == BROTHER_IN_LAW]
        if kin:
            assign[kin[0]] = pid
    # Fill the rest by lot; the Brother-in-Law takes one office nobody can.
    free = [o for o in cabinet if o not in assign]
    rng.shuffle(free)
    # Generals first, so that players with room are not used up by offices anyone could take.
    free.sort(key=lambda o: not OFFICE_INFO[o].general)
    for office in free:
        cands = sorted(p for p in elig if can_take(p, office))
        if cands:
            assign[office] = rng.choice(cands)
        elif can_take(BROTHER_IN_LAW, office):
            assign[office] = BROTHER_IN_LAW
    return assign


def seats_from(state: GameState, assign: Mapping[Office, int]) -> tuple[Seat, ...]:
    out = [Seat(Office.PRESIDENT, state.president)]
    for office in rules_of(state).cabinet:
        holder = assign.get(office)
        if holder == BROTHER_IN_LAW:
            out.append(Seat(office, None, brother_in_law=True))
        else:
            out.append(Seat(office, holder))
    return tuple(out)


def default_base(state: GameState) -> dict[Office, int]:
    """What the default cabinet keeps (RULES 4.1.4: "keep last turn's holders where still legal").

    R: an office the President's Brother-in-Law held last turn is kept by him when the President is the same man
    (the holder is the same); under a new President it is filled like any other, since the new President's
    Brother-in-Law is another man. The Brother-in-Law still holds at most one office.
    """
    previous = next((s.holder for s in state.previous_cabinet if s.office is Office.PRESIDENT), None)
    same_president = previous is not None and previous == state.president
    return last_holders(state, with_brother_in_law=same_president)


def last_holders(state: GameState, with_brother_in_law: bool = False) -> dict[Office, int]:
    """Last turn's appointments (office -> player, or BROTHER_IN_LAW when asked for)."""
    out = {s.office: s.holder for s in state.previous_cabinet if s.holder is not None}
    if with_brother_in_law:
        out.update({s.office: BROTHER_IN_LAW for s in state.previous_cabinet if s.brother_in_law})
    return out


def reassign(
    state: GameState, named: Mapping[Office, int], holdings: Mapping[Office, int], rng: random.Random
) -> Assignment:
    """A mid-round President's conditional appointments (VARIANTS 2.3.4): the offices he named where legal, then the
    other holdings where legal, the rest by lot (families without an office first). R: if keeping them all would
    leave an office nobody may take, holdings are given up first, then named offices, the latest in appointment
    order first (as `complete`), so that as many offices are filled as the rules allow."""
    want = max_filled(state)
    cabinet = rules_of(state).cabinet
    keep_named = dict(named)
    keep_held = {o: h for o, h in holdings.items() if o not in keep_named}
    drops: list[dict[Office, int]] = [keep_held] * sum(1 for o in cabinet if o in keep_held)
    drops += [keep_named] * sum(1 for o in cabinet if o in keep_named)
    while True:
        got = _complete(state, keep_named, rng, keep_held)
        if len(got) >= want or not drops:
            return got
        source = drops.pop(0)
        source.pop(next(o for o in reversed(cabinet) if o in source))


def if_elected_refusal(state: GameState) -> Rejection | None:
    """Why no 'if I am elected, appoint ...' may be given in this phase (VARIANTS 2.3.4: a President elected in
    mid-round may reassign the offices at once), or None if it may."""
    e = state.election
    if not rules_of(state).elected_appoints:
        return refusal("no_conditional_cabinet", form="no-reassignment")
    if state.phase is not Phase.ELECTION or e is None:
        return refusal("no_conditional_cabinet", form="no-election")
    if e.kind is ElectionKind.FIRST or e.new_turn or e.resume is Phase.CABINET:
        return refusal("no_conditional_cabinet", form="cabinet-follows")
    return None


def check_if_elected(
    state: GameState, candidate: int, assignments: Sequence[tuple[Office, int]]
) -> tuple[Rejection, ...]:
    """Every reason these appointments could not be made by `candidate` as President now; the offices he does not
    name, and a family left without an office, are for the lot (VARIANTS 2.3.4), so those are not reasons."""
    if not assignments:
        return (refusal("no_appointments"),)
    if_president = replace(state, president=candidate)
    later = {"player_without_office", "needless_vacancy"}
    return tuple(r for r in check(if_president, assignments) if r.code not in later)
