"""The budget proposal (RULES 4.3): exact change over the real bills.

The President allocates whole MP to players. Money not allocated is secretly pocketed (the skim). He may add his
own cash. The proposal must be payable with the actual bills: the multiset of bills (pool plus any cash he adds)
must split exactly into the allocations. He may say which bills go to whom; otherwise the bot picks. An
impossible proposal is refused at once with the reason and the nearest payable totals.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.junta.money import Bill, nearest_payable, payable_amounts, pick_exact, remove, split_exact, total
from rules.junta.orders import ProposeBudget
from rules.junta.state import Budget, GameState
from rules.rejections import Rejection, refusal, refuse


def bills_sum(name: str, bills: Sequence[Bill]) -> dict[str, object]:
    """Bills as a refusal's fields: `<name>_sum` the values largest first ('3 + 2 + 1'), `<name>_total` their sum in
    MP and `<name>_count` how many (the catalogue says '3 + 2 + 1 = 6 MP', or 'no bills')."""
    values = sorted((b.value for b in bills), reverse=True)
    return {
        f"{name}_sum": " + ".join(str(v) for v in values),
        f"{name}_total": sum(values),
        f"{name}_count": len(values),
    }


def recipients_ok(state: GameState, pid: int) -> Rejection | None:
    if not 0 <= pid < len(state.players):
        return refusal("bad_recipient", form="no-player", number=pid)
    p = state.players[pid]
    if not p.alive:
        return refusal("bad_recipient", form="status", player=pid, status=p.status.value)
    return None


def plan(state: GameState, president: int, order: ProposeBudget) -> Budget | tuple[Rejection, ...]:
    """The budget this order would record, or why it cannot be recorded."""
    pres = state.players[president]
    added: tuple[Bill, ...] = ()
    if order.add < 0:
        return refuse("bad_amount", form="add-negative")
    if order.add > 0:
        found = pick_exact(pres.pocket, order.add)
        if found is None:
            options = [a for a in payable_amounts(pres.pocket) if a > 0]
            near = sorted(options, key=lambda a: (abs(a - order.add), a))[:3]
            return refuse(
                "add_not_payable", amount=order.add, amounts_either=sorted(near), **bills_sum("cash", pres.pocket)
            )
        added = found
    bills = tuple(sorted(state.pool + added))
    totals: dict[int, int] = {}
    for pid, amount in order.totals:
        problem = recipients_ok(state, pid)
        if problem:
            return (problem,)
        if pid in totals:
            return refuse("recipient_twice", player=pid)
        if amount < 0:
            return refuse("bad_amount", form="budget-negative")
        totals[pid] = amount
    want = sum(totals.values())
    have = total(bills)
    if want > have:
        return refuse("budget_too_big", amount=want, added=bool(added), **bills_sum("pool", bills))
    chosen: dict[int, tuple[Bill, ...]] = {}
    left = bills
    for pid, denoms in order.bills:
        if pid not in totals:
            if 0 <= pid < len(state.players):
                return refuse("bills_for_nobody", form="player", player=pid)
            return refuse("bills_for_nobody", form="number", number=pid)
        if any(d not in (1, 2, 3) for d in denoms):
            return refuse("bad_denomination")
        if sum(denoms) != totals[pid]:
            return refuse("bills_do_not_add_up", player=pid, named=sum(denoms), amount=totals[pid])
        group: list[Bill] = []
        pool_left: list[Bill] = list(left)
        for d in sorted(denoms, reverse=True):
            match = next((b for b in pool_left if b.value == d), None)
            if match is None:
                return refuse("bills_not_in_pool", value=d, **bills_sum("pool", bills))
            pool_left.remove(match)
            group.append(match)
        chosen[pid] = tuple(sorted(group))
        left = tuple(pool_left)
    rest_players = [pid for pid in totals if pid not in chosen and totals[pid] > 0]
    groups = split_exact(left, [totals[pid] for pid in rest_players])
    if groups is None:
        pids = list(totals)
        nearest = nearest_payable(bills, [totals[p] for p in pids])
        shares = [[p, v] for p, v in zip(pids, nearest, strict=True)]
        return refuse("budget_unpayable", nearest_shares=shares, **bills_sum("pool", bills))
    for pid, grp in zip(rest_players, groups, strict=True):
        chosen[pid] = grp
        left = remove(left, grp)
    return Budget(
        proposer=president,
        totals=tuple(sorted((p, a) for p, a in totals.items() if a > 0)),
        bills=tuple(sorted((p, g) for p, g in chosen.items() if g)),
        skim=tuple(sorted(left)),
        added=added,
    )


def default(state: GameState, president: int) -> Budget:
    """R: no proposal: the pool in equal payable shares to the other living, non-exiled players, the remainder
    pocketed (an empty default would reward a President for not proposing)."""
    others = [p.id for p in state.players if p.alive and p.id != president]
    pool = state.pool
    if others:
        for share in range(total(pool) // len(others), -1, -1):
            groups = split_exact(pool, [share] * len(others))
            if groups is not None and (share > 0 or not pool):
                used = tuple(b for g in groups for b in g)
                return Budget(
                    proposer=president,
                    totals=tuple((p, share) for p in others if share > 0),
                    bills=tuple((p, g) for p, g in zip(others, groups, strict=True) if g),
                    skim=remove(pool, used),
                    default=True,
                )
    if others and pool:
        # No equal share above 0 can be paid exactly (e.g. 3+3+3+3+1 for five players): deal the bills as evenly
        # as they allow, the largest first to whoever has least, so the President still keeps nothing.
        shares: dict[int, list[Bill]] = {p: [] for p in others}
        for b in sorted(pool, key=lambda b: (-b.value, b.id)):
            poorest = min(others, key=lambda p: (total(shares[p]), others.index(p)))
            shares[poorest].append(b)
        return Budget(
            proposer=president,
            totals=tuple((p, total(shares[p])) for p in others if shares[p]),
            bills=tuple((p, tuple(sorted(shares[p]))) for p in others if shares[p]),
            skim=(),
            default=True,
        )
    return Budget(proposer=president, totals=(), bills=(), skim=pool, default=True)
