"""The coup aftermath (RULES 4.7).

Classic (VARIANTS 6.13.1): first the Pro-Junta / Pro-President declarations given in this phase decide the coup
(`rules.junta.phases.coup.declare`); the orders below were given conditional on that result.
President won: he may send one Rebel to the firing squad (default nobody). Rebels won: the Junta (all Rebels, one
vote each) elects a President among living players not in exile; a tie is broken by the First Rebel if he voted for
a tied candidate and is alive and in the country, else by lot (classic, VARIANTS 6.14.2: "the Rebel Leader decides",
default the tied candidate he voted for, else lot: the same rule, the First Rebel being the Rebel Leader; a standing
tie order of his own is not built); no votes: lot among living Rebels. Every player also
submits a conditional "if I am elected, execute X"; the new President's order is carried out. Exiles cannot be
executed. Execution = assassination effects, cash to the President. Then a Bank closed for lunch reopens and the
banking orders given this phase resolve (an executed player's do not). Then every unit leaves the map.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.events import PUBLIC
from rules.junta import straw
from rules.junta.cards import card
from rules.junta.context import Ctx
from rules.junta.offices import Office
from rules.junta.orders import ExecuteIfElected, FiringSquad, JuntaVote, Submitted
from rules.junta.phases import by_player
from rules.junta.phases.coup import declare
from rules.junta.phases.locations import bank
from rules.junta.state import BankState, Status
from rules.junta.vacancies import kill, new_president_gives_up
from rules.junta.variants import rules_of


def _execute(ctx: Ctx, president: int, target: int | None, how: str) -> None:
    if target is None or target == president:
        return
    t = ctx.player(target)
    if t.status is not Status.ALIVE:
        return
    kill(ctx, target, president, how)


def resolve(ctx: Ctx, orders: Sequence[Submitted]) -> None:
    coup = ctx.s.coup
    if coup is not None and coup.result is None:
        # Classic (VARIANTS 6.13.1): the declarations, given in this phase, resolve first; the other orders of the
        # phase were given conditional on their result.
        declare(ctx, orders)
        coup = ctx.s.coup
    result = coup.result if coup else None
    if result == "president" and ctx.s.president is not None:
        pres = ctx.s.president
        order = by_player(orders, FiringSquad).get(pres)
        target = order.target if order else None
        if target is not None and ctx.player(target).rebel:
            _execute(ctx, pres, target, "before the firing squad")
        else:
            ctx.say("mercy", PUBLIC)
    elif result == "junta":
        _junta(ctx, orders)
    # A Bank closed for lunch reopens; this phase's banking orders resolve.
    if ctx.s.bank is BankState.LUNCH:
        ctx.update(bank=BankState.OPEN)
        ctx.say("bank_reopens", PUBLIC)
        bank(ctx, orders)
    ctx.update(coup=None)
    ctx.say("coup_over", PUBLIC)
    ctx.new_turn = True


def _junta(ctx: Ctx, orders: Sequence[Submitted]) -> None:
    s = ctx.s
    members = [p.id for p in s.players if p.rebel and p.status is Status.ALIVE]
    candidates = {p.id for p in s.players if p.status is Status.ALIVE and not p.straw}  # Mini-Junta: real players
    votes = dict(by_player(orders, JuntaVote))
    for pid in members:
        head = straw.leader(s, pid)
        if s.players[pid].straw and pid not in votes and head is not None and head != pid:
            votes[pid] = JuntaVote(head)  # a straw Rebel votes for his leader (VARIANTS 10.4, 10.6)
    tally: dict[int, int] = {}
    cast: dict[int, int] = {}
    for pid in members:
        o = votes.get(pid)
        if o is None or o.candidate not in candidates:
            continue
        rigged = [c for c in ctx.player(pid).influence if card(c).key == "rigged_vote"]
        weight = 2 if rigged else 1
        if rigged:
            ctx.discard_cards(pid, tuple(rigged))
        tally[o.candidate] = tally.get(o.candidate, 0) + weight
        cast[pid] = o.candidate
    if tally:
        best = max(tally.values())
        top = sorted(c for c, n in tally.items() if n == best)
        first = s.first_rebel
        leading = votes.get(first) if first is not None and ctx.player(first).status is Status.ALIVE else None
        preferred = [c for c in (leading.tie if leading is not None else ()) if c in top]
        if len(top) == 1:
            winner = top[0]
        elif preferred:
            winner = preferred[0]  # the Rebel Leader's standing tie order (classic, VARIANTS 6.14.2)
        elif first is not None and ctx.player(first).status is Status.ALIVE and cast.get(first) in top:
            winner = cast[first]
        else:
            winner = ctx.rng.choice(top)
    else:
        pool = sorted(m for m in members if m in candidates) or sorted(candidates)  # never a straw man (10.4)
        if not pool:
            ctx.say("no_president", PUBLIC, form="junta")
            return
        winner = ctx.rng.choice(pool)
    ctx.say(
        "junta_vote",
        PUBLIC,
        tally_items=[{"player": c, "votes": n} for c, n in sorted(tally.items())],
        tally={str(c): n for c, n in tally.items()},
        president=winner,
    )
    old = s.president
    if winner != old and rules_of(s).straw_men:
        straw.hand_over(ctx, winner, old)  # Mini-Junta: the sides keep their factions (VARIANTS 10.4)
    elif winner != old:
        ctx.update(president=winner)
        new_president_gives_up(ctx, winner)
        ctx.set_seat(Office.PRESIDENT, winner)
        ctx.stat(winner, terms=1)
    order = by_player(orders, ExecuteIfElected).get(winner)
    if order is not None and order.target is not None:
        _execute(ctx, winner, order.target, "executed by the new President")
