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
        who = ", ".join(ctx.name(p) for p in sorted(nominated[cand]))
        sec = seconds.get(cand, [])
        extra = f", seconded by {', '.join(ctx.name(p) for p in sorted(sec))}" if sec else ""
        ctx.emit(
            "nominated",
            f"{ctx.name(cand)} is nominated by {who}{extra}.",
            PUBLIC,
            candidate=cand,
            by=sorted(nominated[cand]),
            seconds=sorted(sec),
        )
    for pid in sorted(declined & set(nominated)):
        ctx.emit("declined", f"{ctx.name(pid)} declines the nomination.", PUBLIC, player=pid)
    candidates = tuple(sorted(set(nominated) - declined))
    if not candidates:
        candidates = tuple(p.id for p in ctx.s.players)
        ctx.emit("no_nominations", "No standing nomination: every player is a candidate.", PUBLIC)
    ctx.emit(
        "candidates",
        "Candidates for President: " + ", ".join(ctx.name(c) for c in candidates) + ".",
        PUBLIC,
        candidates=list(candidates),
    )
    ctx.update(candidates=candidates)
    ctx.update(election=Election(ElectionKind.FIRST, candidates, resume=Phase.CABINET))
    ctx.next_phase = Phase.ELECTION
