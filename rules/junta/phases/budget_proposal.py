"""Budget proposal phase (RULES 4.3). Public: the totals per player. Private to the President: bills per
player and the skim. Cash he adds is locked into the pool."""

from __future__ import annotations

from collections.abc import Sequence

from rules.events import PUBLIC, to
from rules.junta import budget, straw
from rules.junta.context import Ctx
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
            why = {"code": got[0].code, "message": got[0].message, **got[0].data}
            ctx.say("lapsed_budget", to(pres), why=why)
    if planned is None:
        planned = budget.default(ctx.s, pres)
        ctx.say("default_budget", PUBLIC)
    if planned.added:
        ctx.take_cash(pres, planned.added)
        ctx.update(pool=tuple(sorted(ctx.s.pool + planned.added)))
    ctx.update(budget=planned)
    shown = dict(planned.totals)
    ctx.say(
        "budget_proposed",
        PUBLIC,
        president=pres,
        totals={str(p): a for p, a in planned.totals},
        share_lines=[{"player": p.id, "amount": shown.get(p.id, 0)} for p in ctx.s.players if p.alive],
    )
    ctx.say(
        "budget_detail",
        to(pres),
        skim=[b.value for b in planned.skim],
        skim_bills=[b.value for b in planned.skim],
        grant_clauses=[{"player": p, "bills": [b.value for b in g]} for p, g in planned.bills],
    )
    if rules_of(ctx.s).straw_men and ctx.s.budget_round == 0:
        straw.roll_factions(ctx)  # Mini-Junta: the faction table, read on the final proposal (VARIANTS 10.5.1)
    elif rules_of(ctx.s).straw_men:
        # A New Budget starts a new proposal, not a new roll: the straw men keep this round's factions (10.5.4).
        ctx.say("factions_kept", PUBLIC)
    ctx.next_phase = Phase.BUDGET_VOTE
