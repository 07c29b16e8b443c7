"""Budget proposal phase (RULES 4.3). Public: the totals per player. Private to the President: bills per
player and the skim. Cash he adds is locked into the pool."""

from __future__ import annotations

from collections.abc import Sequence

from rules.events import PUBLIC, to
from rules.junta import budget, straw
from rules.junta.context import Ctx
from rules.junta.money import describe
from rules.junta.orders import ProposeBudget, Submitted
from rules.junta.phases import by_player
from rules.junta.state import Budget, Phase
from rules.junta.variants import rules_of


def resolve(ctx: Ctx, orders: Sequence[Submitted]) -> None:
    pres = ctx.s.president
    if pres is None:
        ctx.next_phase = Phase.BUDGET_VOTE
        return
    order = by_player(orders, ProposeBudget).get(pres)
    planned: Budget | None = None
    if order is not None:
        got = budget.plan(ctx.s, pres, order)
        if isinstance(got, Budget):
            planned = got
        else:
            ctx.emit("order_lapsed", f"Your budget could not be recorded: {got[0].message}", to(pres))
    if planned is None:
        planned = budget.default(ctx.s, pres)
        ctx.emit(
            "default_budget",
            "The President proposed no budget: the pool is shared equally among the other players.",
            PUBLIC,
        )
    if planned.added:
        ctx.take_cash(pres, planned.added)
        ctx.update(pool=tuple(sorted(ctx.s.pool + planned.added)))
    ctx.update(budget=planned)
    shown = dict(planned.totals)
    lines = [f"{p.name}: {shown.get(p.id, 0)} MP" for p in ctx.s.players if p.alive]
    ctx.emit(
        "budget_proposed",
        f"{ctx.name(pres)} proposes the budget:\n" + "\n".join(lines),
        PUBLIC,
        totals={str(p): a for p, a in planned.totals},
    )
    detail = "; ".join(f"{ctx.name(p)}: {describe(g)}" for p, g in planned.bills) or "nobody gets anything"
    ctx.emit(
        "budget_detail",
        f"Your budget in bills: {detail}. You pocket {describe(planned.skim)}.",
        to(pres),
        skim=[b.value for b in planned.skim],
    )
    if rules_of(ctx.s).straw_men and ctx.s.budget_round == 0:
        straw.roll_factions(ctx)  # Mini-Junta: the faction table, read on the final proposal (VARIANTS 10.5.1)
    elif rules_of(ctx.s).straw_men:
        # A New Budget starts a new proposal, not a new roll: the straw men keep this round's factions (10.5.4).
        ctx.emit("factions_kept", "A New Budget rolls nothing new: the straw men stay in their factions.", PUBLIC)
    ctx.next_phase = Phase.BUDGET_VOTE
