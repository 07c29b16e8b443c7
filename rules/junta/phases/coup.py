"""Coup Phases 1-6 (RULES 4.6). Each resolves the military orders (rules.junta.military); returns from exile first:
through an embassy held by a player who grants safe passage (web: or by the exile's own unit), else (classic) at the
Minister's mercy. Web: Coup Phase 6 also collects every player's vote Pro-Junta or Pro-President (the President is
always Pro-President; default abstain); three of the five control points win the coup. Classic: the declarations are
orders of the Coup Aftermath (VARIANTS 6.13.1), counted there by `declare`."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from rules.events import PUBLIC, to
from rules.junta import military, straw
from rules.junta.city import CITY
from rules.junta.context import Ctx
from rules.junta.orders import Concede, CoupVote, ReturnFromExile, SafePassage, Submitted
from rules.junta.phases import of
from rules.junta.state import Phase, Status
from rules.junta.vacancies import resume_offices, return_from_exile
from rules.junta.variants import rules_of

LAST_PHASE = 6


def returns(ctx: Ctx, orders: Sequence[Submitted]) -> None:
    """During a coup an exile who returns through an embassy held by a player who grants him safe passage (web: or
    by one of his own units) is safe from the Minister. Without it, web: he stays abroad; classic (VARIANTS 5.7.4,
    001 §9.1: he may return "any time"): he comes back at the Minister's mercy, as outside a coup (his standing list
    of whom to shoot on return, default nobody; a Bribe the Assassin named in the order protects him). Back, he
    takes his offices back at once (5.7.5): the Brother-in-Law gives them up, and his units, with their stack move,
    are his again from the next order on."""
    grants = {(o.embassy, o.player): pid for pid, o, _ in of(orders, SafePassage)}
    coup = ctx.s.coup
    if coup is None:
        return
    any_time = rules_of(ctx.s).return_any_time
    for pid, o, _ in of(orders, ReturnFromExile):
        if ctx.player(pid).status is not Status.EXILED:
            continue
        emb = o.embassy
        if emb is None or CITY.zone(emb).kind != "embassy":
            if any_time:
                return_from_exile(ctx, pid, o.bribe)
            else:
                ctx.say("lapsed_no_embassy", to(pid))
            continue
        holders = {military.belongs(ctx.s, u) for u in coup.units if u.zone == emb}
        granter = grants.get((emb, pid))
        # Classic (VARIANTS 5.7.4 R): only another player's unit gives safe passage; an exile commands no units.
        own = pid in holders and not rules_of(ctx.s).exiles_appointed
        if own or (granter is not None and granter in holders and granter != pid):
            kept = ctx.player(pid).kept_offices
            ctx.set_player(pid, status=Status.ALIVE, positionless=not kept, location=None)
            ctx.say("returned", PUBLIC, player=pid, embassy=emb, form="embassy")
            if kept:
                resume_offices(ctx, pid)
        elif any_time:
            ctx.say("no_safe_passage", to(pid), embassy=emb)
            return_from_exile(ctx, pid, o.bribe)
        else:
            ctx.say("lapsed_embassy_not_held", to(pid), embassy=emb)


def resolve(ctx: Ctx, orders: Sequence[Submitted]) -> None:
    coup = ctx.s.coup
    if coup is None:  # cannot happen in a consistent game; end the turn rather than fail
        ctx.new_turn = True
        return
    returns(ctx, orders)
    military.resolve(ctx, orders)
    coup = ctx.s.coup
    assert coup is not None
    conceded = concession(ctx, orders)
    if conceded is not None:
        ctx.update(coup=replace(coup, control=military.control_points(ctx.s), result=conceded))
        ctx.say(
            "coup_conceded",
            PUBLIC,
            result=conceded,
            coup_round=coup.phase,
        )
        ctx.next_phase = Phase.AFTERMATH
        return
    if coup.phase < LAST_PHASE:
        ctx.update(coup=replace(coup, phase=coup.phase + 1, control=military.control_points(ctx.s)))
        ctx.next_phase = Phase.COUP
        return
    ctx.next_phase = Phase.AFTERMATH
    if rules_of(ctx.s).declare_in_aftermath:
        # Classic (VARIANTS 6.13.1, 001 §14.1): the declarations come after Coup Phase 6's combat, on the final map,
        # as orders of the Coup Aftermath, which resolves them first.
        ctx.update(coup=replace(coup, control=military.control_points(ctx.s)))
        ctx.say("coup_fought", PUBLIC)
        return
    declare(ctx, orders)


def declare(ctx: Ctx, orders: Sequence[Submitted]) -> None:
    """The Pro-Junta / Pro-President declarations and control (RULES 4.6; VARIANTS 6.13): every living player in
    the country declares (web: default abstain; classic: by his status, 6.13.2); the President is always
    Pro-President; Mini-Junta's straw men follow their leaders (10.6). A control point is Pro-Junta if it holds units
    and all of them belong to Pro-Junta players; three of the five win the coup. Web: at the end of Coup Phase 6;
    classic: first thing in the Coup Aftermath."""
    coup = ctx.s.coup
    assert coup is not None
    votes: dict[int, str] = {}
    if rules_of(ctx.s).declare_by_status:
        # Classic (VARIANTS 6.13.2, 001 §14.1): everyone declares; a missing declaration follows his status.
        for p in ctx.s.players:
            if p.status is Status.ALIVE:
                votes[p.id] = "junta" if p.rebel else "president"
    for pid, o, _ in of(orders, CoupVote):
        if ctx.player(pid).status is Status.ALIVE:
            votes[pid] = o.side
    for pid in straw.straw_men(ctx.s):
        # Mini-Junta (VARIANTS 10.6): a straw man declares as his leader orders, else as his leader declares; the
        # President's faction is Pro-President.
        if ctx.player(pid).status is not Status.ALIVE or any(p == pid for p, _, _ in of(orders, CoupVote)):
            continue
        head = straw.leader(ctx.s, pid)
        if straw.side(ctx.s, pid) == straw.GOVERNMENT:
            votes[pid] = "president"
        elif head is not None and head in votes:
            votes[pid] = votes[head]
    if ctx.s.president is not None:
        votes[ctx.s.president] = "president"
    control = military.control_points(ctx.s, votes)
    junta = sum(1 for c in control if c.holder == "pro_junta")
    result = "junta" if junta >= 3 else "president"
    ctx.update(coup=replace(coup, votes=tuple(sorted(votes.items())), control=control, result=result))
    ctx.say(
        "coup_vote",
        PUBLIC,
        declared_items=[{"player": p, "form": side} for p, side in sorted(votes.items())],
        point_clauses=[_point(ctx, c.zone, c.holder) for c in control],
        junta=junta,
        points=len(control),
        votes={str(p): s for p, s in votes.items()},
        control={str(c.zone): c.holder for c in control},
        result=result,
    )


def concession(ctx: Ctx, orders: Sequence[Submitted]) -> str | None:
    """Classic (VARIANTS 6.12): the side every living player in the country conceded to, if all agree."""
    if not rules_of(ctx.s).concede:
        return None
    sides = {pid: o.side for pid, o, _ in of(orders, Concede)}
    living = [p.id for p in ctx.s.players if p.status is Status.ALIVE and not p.straw]  # straw men owe nothing
    if not living or any(pid not in sides for pid in living):
        return None
    agreed = {sides[pid] for pid in living}
    return agreed.pop() if len(agreed) == 1 else None


def _point(ctx: Ctx, zone: int, holder: str) -> dict[str, object]:
    """'Presidential Palace (14): Pro-President, held by Alba', as fields."""
    coup = ctx.s.coup
    owners = sorted(
        {p for u in (coup.units if coup else ()) if u.zone == zone and (p := military.belongs(ctx.s, u)) is not None}
    )
    return {"zone": zone, "number": zone, "form": holder, "owner_players": owners}
