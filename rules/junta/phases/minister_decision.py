"""The Minister's decision after a failed budget (RULES 4.4).

Seize the Chamber: the budget is paid out, the Bank is closed for lunch until any coup has resolved, all four
Police move to the Chamber of Deputies, the coup excuse stands. Or not: the President pockets the budget, the
Bank is closed for the rest of the turn. Default: not. New Budget played in this phase cancels his decision: a
new proposal phase and vote phase follow from the same money.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.events import PUBLIC
from rules.junta.context import Ctx
from rules.junta.money import total
from rules.junta.offices import Office
from rules.junta.orders import SeizeChamber, Submitted
from rules.junta.phases import by_player
from rules.junta.phases.budget_vote import pay_out
from rules.junta.state import BankState, Phase


def resolve(ctx: Ctx, orders: Sequence[Submitted]) -> None:
    s = ctx.s
    if ctx.new_budget_by is not None:
        b = s.budget
        if b is not None and b.added and ctx.player(b.proposer).alive:
            # The cash he added comes back; the same drawn money makes the new budget.
            ctx.update(pool=tuple(x for x in s.pool if x not in b.added))
            ctx.give_cash(b.proposer, b.added)
        ctx.update(budget=None, budget_round=s.budget_round + 1, vote=None)
        ctx.say(
            "new_budget",
            PUBLIC,
            player=ctx.new_budget_by,
        )
        ctx.next_phase = Phase.BUDGET_PROPOSAL
        return
    minister = s.actor(Office.MINISTER)
    seize = False
    if minister is not None:
        o = by_player(orders, SeizeChamber).get(minister)
        seize = bool(o and o.seize)
    if seize:
        pay_out(ctx)
        holiday = ctx.s.bank is BankState.CLOSED  # a Bank Holiday closed it for the round (VARIANTS 5.5.4)
        ctx.update(bank=BankState.CLOSED if holiday else BankState.LUNCH, chamber_seized=True)
        ctx.say("chamber_seized", PUBLIC, form="holiday" if holiday else "lunch")
    else:
        pres = s.president
        pool = ctx.s.pool
        if pres is not None and ctx.player(pres).alive:
            ctx.give_cash(pres, pool)
        else:
            ctx.out_of_play(pool)
        ctx.update(pool=(), bank=BankState.CLOSED)
        ctx.say(
            "budget_defeated",
            PUBLIC,
            pocketed=total(pool) > 0,
        )
    ctx.next_phase = Phase.LOCATIONS
