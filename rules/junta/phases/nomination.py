"""Nomination phase (RULES 3.2): any player may nominate any player for President, second a nomination, or
decline his own. No nomination at all: every player is a candidate."""

from __future__ import annotations

from collections.abc import Sequence

from rules.events import PUBLIC
from rules.junta.context import Ctx
from rules.junta.orders import Decline, Nominate, Second, Submitted
from rules.junta.phases import of
from rules.junta.state import Election, ElectionKind, Phase


def resolve(ctx: Ctx, orders: Sequence[Submitted]) -> None:
    nominated: dict[int, list[int]] = {}
    for pid, o, _ in of(orders, Nominate):
        nominated.setdefault(o.candidate, []).append(pid)
    seconds: dict[int, list[int]] = {}
    for pid, sec_order, _ in of(orders, Second):
        seconds.setdefault(sec_order.candidate, []).append(pid)
    declined = {pid for pid, _, _ in of(orders, Decline)}
    for cand in sorted(nominated):
        sec = seconds.get(cand, [])
        ctx.say(
            "nominated",
            PUBLIC,
            candidate=cand,
            by=sorted(nominated[cand]),
            second_players=sorted(sec),
        )
    for pid in sorted(declined & set(nominated)):
        ctx.say("declined", PUBLIC, player=pid, form="nomination")
    candidates = tuple(sorted(set(nominated) - declined))
    if not candidates:
        candidates = tuple(p.id for p in ctx.s.players)
        ctx.say("no_nominations", PUBLIC)
    ctx.say(
        "candidates",
        PUBLIC,
        form="nomination",
        candidates=list(candidates),
    )
    ctx.update(candidates=candidates)
    ctx.update(election=Election(ElectionKind.FIRST, candidates, resume=Phase.CABINET))
    ctx.next_phase = Phase.ELECTION
