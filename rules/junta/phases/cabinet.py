"""Cabinet appointment phase (RULES 4.1). Dead players returned and cards were drawn when the turn began; now
the hand limit is enforced and the President's cabinet takes office.

Hand limit 6, influence cards in play included. R: whatever is still over the limit at the deadline is
discarded, newest drawn first (then influence in play, the most recently played first, should the hand not
suffice)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rules.events import PUBLIC, to
from rules.junta import appointments, straw
from rules.junta.cards import HAND_LIMIT
from rules.junta.context import Ctx
from rules.junta.offices import Office
from rules.junta.orders import BROTHER_IN_LAW, Appoint, NameHead, NameMinister, OppositionBrigade, Submitted
from rules.junta.phases import budget_draw, by_player
from rules.junta.state import Phase, Status
from rules.junta.vacancies import away
from rules.junta.variants import AidDraw, rules_of


def enforce_hand_limit(ctx: Ctx) -> None:
    for p in ctx.s.players:
        over = p.card_count - HAND_LIMIT
        if over <= 0:
            continue
        # The hand goes first, newest drawn first; then influence in play, the most recently played first.
        from_hand = min(over, len(p.hand))
        drop = p.hand[len(p.hand) - from_hand :]
        rest = over - from_hand
        drop += p.influence[len(p.influence) - rest :] if rest else ()
        ctx.discard_cards(p.id, drop)
        ctx.say("hand_limit", to(p.id), cards=list(drop), limit=HAND_LIMIT)


def name_heads(ctx: Ctx, orders: Sequence[Submitted]) -> None:
    """A family back from death names its new head (the last order counts); it is told in the channel."""
    for pid, order in sorted(by_player(orders, NameHead).items()):
        head = " ".join(order.name.split())
        ctx.set_player(pid, head=head)
        ctx.say("new_head", PUBLIC, player=pid, head=head)


def straw_offices(ctx: Ctx, orders: Sequence[Submitted]) -> None:
    """Mini-Junta's offices (VARIANTS 10.3, 11.3): nothing is appointed but the opposition's brigade, which the
    President names (default last round's; round 1 lot), and with three players which of the other two is Minister
    (default last round's; round 1 lot); the other leads the opposition."""
    s = ctx.s
    pres = s.president
    if pres is not None and len(straw.real_players(s)) == 3:
        named = by_player(orders, NameMinister).get(pres)
        others = [p for p in straw.real_players(s) if p != pres]
        last_minister = s.holder(Office.MINISTER)
        if named is not None and named.player in others:
            minister = named.player
        elif last_minister in others:
            minister = last_minister
        else:
            minister = ctx.rng.choice(others)
        ctx.update(opposition=next(p for p in others if p != minister))
    elif pres is not None:
        ctx.update(opposition=next((p for p in straw.real_players(s) if p != pres), None))
    brigade = by_player(orders, OppositionBrigade).get(pres) if pres is not None else None
    straw.deal_opposition_brigade(ctx, brigade.office if brigade is not None else None, last_round=True)
    ctx.update(previous_cabinet=ctx.s.seats)


def resolve(ctx: Ctx, orders: Sequence[Submitted]) -> None:
    enforce_hand_limit(ctx)
    name_heads(ctx, orders)
    if rules_of(ctx.s).straw_men:
        for p in ctx.s.players:
            if p.positionless:
                ctx.set_player(p.id, positionless=False)
        straw_offices(ctx, orders)
        budget_draw.president_draws(ctx)
        return
    s = ctx.s
    president = s.president
    order = by_player(orders, Appoint).get(president) if president is not None else None
    if s.authority_disputed:
        preferred = dict(order.assignments) if order else None
        kept = appointments.last_holders(s, with_brother_in_law=True)
        assign = appointments.complete(s, kept, ctx.rng, preferred)
        _tell_disputed(ctx, kept, assign, preferred or {})
    elif order is not None:
        assign = dict(order.assignments)
    else:
        assign = appointments.complete(s, appointments.default_base(s), ctx.rng)
        if president is not None:
            ctx.say("default_cabinet", PUBLIC)
    seats = appointments.seats_from(s, assign)
    ctx.update(seats=seats, previous_cabinet=seats)
    for p in ctx.s.players:
        if p.positionless:
            ctx.set_player(p.id, positionless=False)
    ctx.say(
        "cabinet",
        PUBLIC,
        seat_lines=[
            {
                "office": st.office.value,
                "holder": st.holder,
                "form": "brother_in_law" if st.brother_in_law else "vacant" if st.holder is None else "held",
            }
            for st in seats
        ],
        seats=[{"office": st.office.value, "holder": st.holder, "brother_in_law": st.brother_in_law} for st in seats],
    )
    keep_in_exile(ctx)
    if rules_of(ctx.s).aid_draw is AidDraw.PRESIDENT:
        budget_draw.president_draws(ctx)  # classic: no draw phase (VARIANTS 5.2)
    else:
        ctx.next_phase = Phase.BUDGET_DRAW


def _tell_disputed(
    ctx: Ctx, kept: Mapping[Office, int], assign: Mapping[Office, int], wanted: Mapping[Office, int]
) -> None:
    """President's Authority Disputed (cards.toml: "Last turn's appointments stand; only vacant offices are
    filled"): the news says why each office that did not stay with last turn's holder went where it went."""
    s = ctx.s
    eligible = set(appointments.eligible(s))

    def who(pid: int | None) -> dict[str, object]:
        """A holder as fields: a seat, or the Brother-in-Law (`*_bil`)."""
        return {"is_bil": pid == BROTHER_IN_LAW, "seat": pid if pid != BROTHER_IN_LAW else None}

    lines: list[dict[str, object]] = []
    for office in rules_of(s).cabinet:
        old, new = kept.get(office), assign.get(office)
        if old == new:
            continue
        if new is None:
            lines.append({"office": office.value, "form": "vacant", "chosen": "", "why": ""})
            continue
        chosen = "president" if wanted.get(office) == new else "lot"
        if old is None:
            why = "was_vacant"
        elif old != BROTHER_IN_LAW and old not in eligible:
            p = s.players[old]
            why = "now_president" if old == s.president else "dead" if p.status is Status.DEAD else "abroad"
        elif new != BROTHER_IN_LAW and new not in kept.values():
            why = "no_office"
        else:
            why = "cannot_keep"
        line: dict[str, object] = {"office": office.value, "form": "goes", "chosen": chosen, "why": why}
        line.update({f"old_{k}": v for k, v in who(old).items()})
        line.update({f"new_{k}": v for k, v in who(new).items()})
        lines.append(line)
    if lines:
        ctx.say("authority_disputed_changes", PUBLIC, change_clauses=lines)


def keep_in_exile(ctx: Ctx) -> None:
    """Classic (VARIANTS 2.3.2, 5.7.2): an exile appointed to an office keeps it while abroad; the Brother-in-Law
    may run one such office for him, the others are frozen until he returns."""
    for p in ctx.s.players:
        if p.kept_offices:
            ctx.set_player(p.id, kept_offices=())  # the new cabinet replaces what he kept
        if p.status is Status.EXILED and ctx.s.offices_of(p.id):
            away(ctx, p.id)
