"""A computer President who wants to survive (issue 25): a budget that buys the commanders a coup would need and
the votes that carry it, and keeps the rest; never the same refused budget twice; a cabinet that keeps the units
in trusted hands.

The budget is read by the families as the table reads it (`military.disaffected`: a family paid less than half a
fair share of the pool, as the public numbers of bills drawn let it guess the pool, is left out). The President
pays the fewest families that leave the left-out unable to win a coup (fewer than two brigades, fewer than three
forces that can take a control point, or too weak against everyone else: `military.coup_would_win`) and, with
them and himself, a majority in the Chamber (RULES 4.4: a tie passes unless the President votes no).
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Sequence

from rules.junta.computer import cabinet, civil, faction, facts, military
from rules.junta.computer.memory import Memory
from rules.junta.computer.military import COMMANDS, fair_share, strength
from rules.junta.money import Bill, payable_amounts, pick_exact, remove, split_exact, total
from rules.junta.offices import GENERALS, Office
from rules.junta.orders import Appoint, BrotherInLawChoice, NameMinister, OppositionBrigade, ProposeBudget, Resign
from rules.junta.state import Phase
from rules.junta.units import BARRACKS
from rules.junta.views import PlayerView

# Above what is needed, how much of the rest of the pool each personality spreads among those it pays (the rest
# it keeps): a cautious banker pays for safety.
GENEROSITY = {"banker": 0.15, "schemer": 0.05, "general": 0.1}
# The boldest rebels it guards against (`military.NERVE`, `military.BOLDER`): the banker against all of them, the
# schemer gambles that the boldest would not rise.
GUARD = {"banker": 0.9, "schemer": 1.1, "general": 1.0}


def need(view: PlayerView, memory: Memory) -> int:
    """The least a family must be paid not to count itself left out (`military.disaffected`) nor vote no."""
    return max(1, math.ceil(0.5 * fair_share(view, memory) - 1e-9))


def majority(view: PlayerView, paid: Sequence[int]) -> int:
    """How many votes the budget carries beyond a tie (>= 0 passes: a tie passes when the President votes yes)."""
    me = view.player
    yes = facts.votes(view, me) + sum(facts.votes(view, p) for p in paid)
    no = sum(facts.votes(view, p) for p in facts.living(view) if p != me and p not in paid)
    return yes - no


def plan(view: PlayerView, memory: Memory, budget: int, guard: float = 1.0) -> tuple[list[int], bool, bool]:
    """Whom to pay (each `need(view, memory)` MP), within `budget` MP, so that the budget passes and the left-out
    cannot win a coup; (families, passes, safe). Fewest families first; among them the most trusted."""
    each = need(view, memory)
    others = facts.rivals(view)
    living = facts.living(view)
    votes = {p: facts.votes(view, p) for p in living}
    total_votes = sum(votes.values())
    mine = votes.get(view.player, 0)
    trust = {p: memory.ally_score(p) for p in others}
    # What each family brings to a coup (as `military.coup_would_win` counts it), worked out once.
    offices = {p: facts.offices_of(view, p) for p in living}
    generals = {p: sum(1 for o in offices[p] if o in GENERALS) for p in living}
    groups = {p: sum(1 for o in offices[p] if o in COMMANDS) for p in living}
    power = {p: strength(view, [p]) for p in living}
    all_power = sum(power.values())

    def margin(paid: list[int]) -> int:
        yes = mine + sum(votes.get(p, 0) for p in paid)
        return yes - (total_votes - yes)

    def safe(left: list[int]) -> bool:
        if sum(generals[p] for p in left) < 2 or sum(groups[p] for p in left) < 3:
            return True
        theirs = sum(power[p] for p in left)
        return theirs < guard * max(all_power - theirs, 1.0)

    commanders = [p for p in others if groups[p]]
    by_votes = sorted(others, key=lambda p: (-votes.get(p, 0), -trust[p], p))
    want = 1 if memory.refused else 0
    best: tuple[tuple[int, int, int, float], list[int], bool, bool] | None = None
    for k in range(len(commanders) + 1):
        if best is not None and best[0][:2] == (0, 0) and k > best[0][2]:
            break  # a plan that passes and is safe with fewer families than k: no larger group does better
        for group in itertools.combinations(commanders, k):
            chosen = list(group)
            left = [p for p in others if p not in group]
            is_safe = safe(left)
            # Votes: the rest by votes, most first, until the budget passes.
            for p in by_votes:
                if margin(chosen) >= want:
                    break
                if p not in group:
                    chosen.append(p)
            passes = margin(chosen) >= 0
            if each * len(chosen) > budget:
                # Too dear: what it can afford, the most votes first.
                chosen = sorted(chosen, key=lambda p: (-votes.get(p, 0), p))[: budget // each]
                passes = margin(chosen) >= 0
                is_safe = safe([p for p in others if p not in chosen])
            key = (0 if passes else 1, 0 if is_safe else 1, len(chosen), -sum(trust[p] for p in chosen))
            if best is None or key < best[0]:
                best = (key, chosen, passes, is_safe)
    if best is None:
        return [], margin([]) >= 0, safe(others)
    return best[1], best[2], best[3]


def propose(view: PlayerView, memory: Memory, personality: str, rng: random.Random) -> ProposeBudget | None:
    """The budget: pay `plan`'s families what they need (more to the cautious banker's), keep the rest, add cash
    of its own when the pool is short of what survival costs, never propose a budget the Chamber refused before."""
    if facts.rules(view).straw_men:
        return faction.budget(view, memory, personality)  # Mini-Junta: the straw men's table rules (VARIANTS 10.5)
    pool = view.pool
    have = total(pool)
    each = need(view, memory)
    # Cash of its own joins the pool (RULES 4.3) when the pool cannot buy what it needs.
    guard = GUARD.get(personality, 1.0)
    chosen, passes, safe = plan(view, memory, have, guard)
    add = 0
    wanted_cost = 0 if passes and safe else each * len(plan(view, memory, have + view.cash, guard)[0])
    if wanted_cost > have and view.cash:
        short = wanted_cost - have
        options = [a for a in payable_amounts(view.pocket) if a >= short]
        if options and min(options) <= short + 1:
            add = min(options)
            chosen = plan(view, memory, have + add, guard)[0]
    if not chosen:
        return ProposeBudget(())
    money = have + add
    amounts = {p: each for p in chosen}
    spare = money - each * len(chosen)
    extra = int(spare * GENEROSITY.get(personality, 0.15))
    # Those who could hurt it most get the extra first: commanders, then votes.
    order = sorted(chosen, key=lambda p: (-_danger(view, p), -facts.votes(view, p), p))
    i = 0
    while extra > 0 and order:
        amounts[order[i % len(order)]] += 1
        extra -= 1
        i += 1
    totals = _differ(amounts, memory, money, view)
    if totals is None:
        return ProposeBudget(())
    return _payable(view, totals, add, each)


def _danger(view: PlayerView, pid: int) -> int:
    return sum(2 for o in facts.offices_of(view, pid) if o in COMMANDS)


def _differ(amounts: dict[int, int], memory: Memory, money: int, view: PlayerView) -> dict[int, int] | None:
    """Never the same refused budget twice: while the plan equals one the Chamber refused, one MP more to a
    family that voted no (or to the family with most votes left out), as long as the money lasts."""
    out = dict(amounts)
    for _ in range(12):
        key = tuple(sorted((p, a) for p, a in out.items() if a > 0))
        if key not in memory.refused:
            return out
        if sum(out.values()) >= money:
            # Nothing left to add: move one MP from the best paid to another family.
            rich = max(out, key=lambda p: (out[p], -p))
            if out[rich] <= 1:
                return {}
            out[rich] -= 1
            poorer = [p for p in facts.rivals(view) if p != rich]
            if not poorer:
                return {}
            to = min(poorer, key=lambda p: (out.get(p, 0), -facts.votes(view, p), p))
            out[to] = out.get(to, 0) + 1
            continue
        noes = sorted(memory.voted_no, key=lambda p: (-memory.voted_no[p], p))
        pick = next((p for p in noes if facts.alive(view, p) and p in facts.rivals(view)), None)
        if pick is None:
            unpaid = [p for p in facts.rivals(view) if p not in out]
            pick = max(unpaid, key=lambda p: (facts.votes(view, p), -p)) if unpaid else min(out, key=lambda p: p)
        out[pick] = out.get(pick, 0) + 1
    key = tuple(sorted((p, a) for p, a in out.items() if a > 0))
    return None if key in memory.refused else out


def _payable(view: PlayerView, totals: dict[int, int], add: int, each: int) -> ProposeBudget | None:
    """The totals as the pool's bills (and the cash added) can pay them exactly; else, family by family, the
    nearest amount the bills left can make (never below what a family needs: `_fit`)."""
    bills = view.pool
    if add:
        extra = pick_exact(view.pocket, add)
        if extra is None:
            add = 0
        else:
            bills = (*bills, *extra)
    pids = sorted(totals)
    wanted = [totals[p] for p in pids]
    got = wanted if split_exact(bills, wanted) is not None else _fit(bills, wanted, each)
    if got is None:
        return None
    return ProposeBudget(tuple((p, a) for p, a in zip(pids, got, strict=True) if a > 0), add)


def _fit(bills: Sequence[Bill], wanted: Sequence[int], each: int) -> list[int] | None:
    """A payable allocation near `wanted`, greedily, the largest wish first: each family the amount the bills left
    can make that is nearest its wish (a tie: the larger), at least what it needs (`min(each, wish)`); None when
    the bills cannot. Linear in the families, where `money.nearest_payable`'s exact search may take milliseconds
    (issue 25: deciding a phase under 20 ms)."""
    rest: Sequence[Bill] = bills
    out = [0] * len(wanted)
    for i in sorted(range(len(wanted)), key=lambda i: (-wanted[i], i)):
        w = wanted[i]
        options = [v for v in payable_amounts(rest) if v >= min(each, w)]
        if not options:
            return None
        v = min(options, key=lambda v: (abs(v - w), -v))
        taken = pick_exact(rest, v)
        if taken is None:
            return None
        rest = remove(rest, taken)
        out[i] = v
    return out


def appoint(view: PlayerView, memory: Memory, personality: str, order: Sequence[int]) -> Appoint | None:
    """A cabinet that balances its enemies: the offices that command units to the most trusted, and the families
    that have been hostile (who tried to kill it, voted its budgets down) last, so that they hold no brigade
    together if it can help it (`cabinet.appoint` in that order)."""
    hostile = sorted(order, key=lambda p: (memory.hostile.get(p, 0) + memory.voted_no.get(p, 0) > 0, order.index(p)))
    # Its Brother-in-Law takes the Ministry: the Secret Police are then its own, never sent after it at the Bank.
    return cabinet.appoint(view, memory, "schemer", hostile)


def brother_in_law(view: PlayerView) -> BrotherInLawChoice | None:
    """RULES 4.7: offices of a dead or exiled player pass to the President's Brother-in-Law; "If several are vacant,
    a standing order of the President picks one (default: the first vacated)". Issue 25: the offices whose units
    weigh most in a coup first (the brigades, then the Police and the Paratrooper, ...): a brigade in the family's
    hands cannot rise against it."""
    offices = [o for o in facts.rules(view).cabinet if o is not Office.PRESIDENT]
    ranked = tuple(sorted(offices, key=lambda o: (-facts.dice(view, o), offices.index(o))))
    return BrotherInLawChoice(ranked) if ranked else None


def mini_minister(view: PlayerView, order: Sequence[int]) -> NameMinister | None:
    """Mini-Junta for three (VARIANTS 11.3: "the President names which of the other two real players is Minister";
    11.1: the Minister, "in no faction", may work with either side; the other leads the opposition): the Secret
    Police go to the one it trusts more (`order`: most trusted first), the opposition to the other. (The
    opposition's brigade, 10.3.1, is left to its default: the three brigades stand as far from the control points.)"""
    reals = [p.id for p in view.public.players if not p.straw and p.id != view.player]
    if len(reals) != 2:
        return None
    return NameMinister(min(reals, key=lambda p: (order.index(p) if p in order else len(order), p)))


def resign(view: PlayerView, memory: Memory) -> Resign | None:
    """The President resigns (RULES: "effective when the current phase resolves; an election follows") to escape a
    coup it could not survive: its budget failed (the coup excuse is public), the families it left out could win a
    coup clearly, and no Minister of its own would force or seize the budget through. Out of office it is one family
    among others, not the man the Rebels came for (issue 25)."""
    pub = view.public
    me = view.player
    if me != pub.president or pub.phase is not Phase.MINISTER_DECISION or memory.budget_passed is not False:
        return None
    minister = civil.minister_of(view)
    if minister is not None and (minister == me or memory.ally_score(minister) > 0):
        return None
    rebels = military.disaffected(view, memory)
    return Resign() if rebels and military.coup_would_win(view, rebels, CLEAR_WIN) else None


CLEAR_WIN = 1.5
"""The nerve at which a coup is won clearly: the rebels' strength against 1.5 times the loyal side's."""


def opposition_brigade(view: PlayerView) -> OppositionBrigade | None:
    """Mini-Junta (VARIANTS 10.3.1: "The President names which brigade the opposition leader commands"): the brigade
    whose barracks stand farthest from the control points, so that a coup of the opposition marches longest."""
    if view.player != view.public.president or not facts.rules(view).straw_men:
        return None

    def far(office: Office) -> tuple[int, int, str]:
        zone = BARRACKS[office]
        dists = [military.DIST[(zone, cp)] for cp in military.CONTROL_POINTS]
        return (min(dists), sum(dists), office.value)

    return OppositionBrigade(max(GENERALS, key=far))
