"""Draw budget / assign New Weapons (RULES 4.2); the classic President's draw of 8 (`president_draws`).

The Minister of War gives New Weapons to one General, the Admiral, the Air Force Commander, or nobody (default
nobody); public once resolved. The Foreign Minister and the Farm & Labor Secretary each secretly choose 1-6 bills
(default: random 1-6). Order of the draw: Foreign Minister, Farm & Labor Secretary, then the President's fixed 2
bills. The number each drew is public; the denominations are told privately to the drawer; all bills go to the
President's budget pool. End of game: if any of the three cannot draw the full number, the draw is void and the
game ends now.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.events import PUBLIC, to
from rules.junta.context import Ctx
from rules.junta.money import Bill
from rules.junta.offices import Office
from rules.junta.orders import DrawBills, NewWeapons, Submitted
from rules.junta.phases import of
from rules.junta.state import Draws, Phase
from rules.junta.variants import rules_of


def resolve(ctx: Ctx, orders: Sequence[Submitted]) -> None:
    s = ctx.s
    # New Weapons: the Minister of War's choice, if his office is not frozen.
    mow = s.actor(Office.MINISTER_OF_WAR)
    nw: Office | None = None
    for pid, o, _ in of(orders, NewWeapons):
        if pid == mow:
            nw = o.office
    ctx.update(new_weapons=nw)
    ctx.say(
        "new_weapons",
        PUBLIC,
        form="office" if nw else "nobody",
        office=nw.value if nw else None,
    )
    # How many bills each minister draws.
    wanted: dict[Office, int] = {}
    for pid, draw, _ in of(orders, DrawBills):
        if s.actor(draw.office) == pid:
            wanted[draw.office] = draw.count
    counts: dict[Office, int] = {}
    for office in (Office.FOREIGN_MINISTER, Office.FARM_LABOR):
        n = wanted.get(office)
        if n is None:
            n = ctx.rng.randint(1, 6)
        if office is Office.FARM_LABOR and s.farmers_strike:
            n = 0
        counts[office] = n
    pres_n = rules_of(s).president_bills
    need = counts[Office.FOREIGN_MINISTER] + counts[Office.FARM_LABOR] + pres_n
    if need > len(s.money_deck):
        ctx.say("budget_undrawable", PUBLIC, wanted=need, form="ministers")
        ctx.game_over = "foreign_aid"
        return
    deck = s.money_deck
    drawn: dict[str, tuple[Bill, ...]] = {}
    for key, n in (
        ("foreign_minister", counts[Office.FOREIGN_MINISTER]),
        ("farm_labor", counts[Office.FARM_LABOR]),
        ("president", pres_n),
    ):
        drawn[key], deck = deck[:n], deck[n:]
    ctx.update(
        money_deck=deck,
        bills_drawn=s.bills_drawn + need,
        pool=tuple(sorted(s.pool + drawn["foreign_minister"] + drawn["farm_labor"] + drawn["president"])),
        draws=Draws(drawn["foreign_minister"], drawn["farm_labor"], drawn["president"]),
    )
    ctx.say(
        "budget_drawn",
        PUBLIC,
        form="ministers",
        president_count=pres_n,
        foreign_minister=counts[Office.FOREIGN_MINISTER],
        farm_labor=counts[Office.FARM_LABOR],
        president=pres_n,
    )
    for key, office in (("foreign_minister", Office.FOREIGN_MINISTER), ("farm_labor", Office.FARM_LABOR)):
        actor = s.actor(office)
        if actor is not None and drawn[key]:
            ctx.say(
                "bills_drawn",
                to(actor),
                office=office.value,
                bills=[b.value for b in drawn[key]],
            )
    pool_told(ctx, drawn["president"])


def pool_told(ctx: Ctx, drawn: tuple[Bill, ...]) -> None:
    """The President is told his budget pool and what he drew himself; the budget proposal follows."""
    if ctx.s.president is not None:
        ctx.say(
            "budget_pool",
            to(ctx.s.president),
            bills=[b.value for b in ctx.s.pool],
            drawn_bills=[b.value for b in drawn],
        )
    ctx.next_phase = Phase.BUDGET_PROPOSAL


def president_draws(ctx: Ctx) -> None:
    """Classic (VARIANTS 5.2, 7.4; 001 §7, §2.3): when the cabinet resolves the President draws 8 bills face down,
    and only he learns them; if fewer than 8 remain, the game ends instead and those bills are not drawn."""
    s = ctx.s
    n = rules_of(s).president_bills
    if len(s.money_deck) < n:
        ctx.say("budget_undrawable", PUBLIC, wanted=n, form="president")
        ctx.game_over = "aid"
        return
    drawn, deck = s.money_deck[:n], s.money_deck[n:]
    ctx.update(
        money_deck=deck,
        bills_drawn=s.bills_drawn + n,
        pool=tuple(sorted(s.pool + drawn)),
        draws=Draws(president=drawn),
    )
    ctx.say("budget_drawn", PUBLIC, form="president", president=n, president_count=n)
    pool_told(ctx, drawn)
