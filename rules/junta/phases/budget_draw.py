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
from rules.junta.money import Bill, describe
from rules.junta.offices import OFFICE_INFO, Office
from rules.junta.orders import DrawBills, NewWeapons, Submitted
from rules.junta.phases import of
from rules.junta.state import Draws, Phase
from rules.junta.variants import rules_of
from rules.words import plural


def resolve(ctx: Ctx, orders: Sequence[Submitted]) -> None:
    s = ctx.s
    # New Weapons: the Minister of War's choice, if his office is not frozen.
    mow = s.actor(Office.MINISTER_OF_WAR)
    nw: Office | None = None
    for pid, o, _ in of(orders, NewWeapons):
        if pid == mow:
            nw = o.office
    ctx.update(new_weapons=nw)
    ctx.emit(
        "new_weapons",
        f"New Weapons go to the {OFFICE_INFO[nw].title}." if nw else "Nobody receives New Weapons this turn.",
        PUBLIC,
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
        ctx.emit(
            "budget_undrawable",
            f"The ministers ask for {need} bills in all, but the money deck cannot give them: the draw is void.",
            PUBLIC,
            wanted=need,
        )
        ctx.game_over = "The Foreign Aid money has run out."
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
    ctx.emit(
        "budget_drawn",
        f"The Foreign Minister drew {plural(counts[Office.FOREIGN_MINISTER], 'bill')}, the Farm & Labor Secretary "
        f"{counts[Office.FARM_LABOR]}, the President {pres_n}.",
        PUBLIC,
        foreign_minister=counts[Office.FOREIGN_MINISTER],
        farm_labor=counts[Office.FARM_LABOR],
        president=pres_n,
    )
    for key, office in (("foreign_minister", Office.FOREIGN_MINISTER), ("farm_labor", Office.FARM_LABOR)):
        actor = s.actor(office)
        if actor is not None and drawn[key]:
            ctx.emit(
                "bills_drawn",
                f"As {OFFICE_INFO[office].title} you drew {describe(drawn[key])} for the budget.",
                to(actor),
                office=office.value,
                bills=[b.value for b in drawn[key]],
            )
    pool_told(ctx, drawn["president"])


def pool_told(ctx: Ctx, drawn: tuple[Bill, ...]) -> None:
    """The President is told his budget pool and what he drew himself; the budget proposal follows."""
    if ctx.s.president is not None:
        ctx.emit(
            "budget_pool",
            f"Your budget pool: {describe(ctx.s.pool)} (you drew {describe(drawn)}).",
            to(ctx.s.president),
            bills=[b.value for b in ctx.s.pool],
        )
    ctx.next_phase = Phase.BUDGET_PROPOSAL


def president_draws(ctx: Ctx) -> None:
    """Classic (VARIANTS 5.2, 7.4; 001 §7, §2.3): when the cabinet resolves the President draws 8 bills face down,
    and only he learns them; if fewer than 8 remain, the game ends instead and those bills are not drawn."""
    s = ctx.s
    n = rules_of(s).president_bills
    if len(s.money_deck) < n:
        ctx.emit(
            "budget_undrawable",
            f"The President comes to draw the aid money, but fewer than {n} bills are left.",
            PUBLIC,
            wanted=n,
        )
        ctx.game_over = "The aid money has run out."
        return
    drawn, deck = s.money_deck[:n], s.money_deck[n:]
    ctx.update(
        money_deck=deck,
        bills_drawn=s.bills_drawn + n,
        pool=tuple(sorted(s.pool + drawn)),
        draws=Draws(president=drawn),
    )
    ctx.emit("budget_drawn", f"The President draws {plural(n, 'bill')} of aid money.", PUBLIC, president=n)
    pool_told(ctx, drawn)
