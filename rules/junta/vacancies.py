"""Death, exile, and the offices they leave: the Brother-in-Law (RULES 4.5 step 1, 4.7).

Offices of a dead or exiled player pass to the President's Brother-in-Law (the President acts for them). If
several are vacant, the President's standing order picks one (default: the first vacated); the rest are frozen
until the next cabinet appointment. The Brother-in-Law holds one office at most.
"""

from __future__ import annotations

from rules.events import PUBLIC, to
from rules.junta import appointments
from rules.junta.cards import DECK, card
from rules.junta.context import Ctx
from rules.junta.money import pay_at_least, total
from rules.junta.offices import OFFICE_INFO, Office
from rules.junta.state import Status
from rules.junta.variants import rules_of


def vacate(ctx: Ctx, pid: int) -> None:
    """The player loses his offices: the Brother-in-Law takes one if he is free (or if the President's standing
    order prefers it to the vacated office he took earlier), the rest freeze."""
    offices: list[Office] = [o for o in ctx.s.offices_of(pid) if o is not Office.PRESIDENT]
    for office in offices:
        ctx.set_seat(office, None)
    if not rules_of(ctx.s).brother_in_law_runs:
        # Mini-Junta has no Brother-in-Law (VARIANTS 10.8.1): the offices are frozen until the round ends.
        for office in offices:
            ctx.say("office_frozen", PUBLIC, office=office.value, form="round")
        return
    held = ctx.s.brother_in_law
    if offices and ctx.s.president is not None and held is not None:
        # He already took a vacated office (not one the cabinet gave him): the President's standing order picks
        # among all the vacant ones (web rules: "he may choose which position to retain").
        appointed = any(s.office is held and s.brother_in_law for s in ctx.s.previous_cabinet)
        ranked = [o for o in ctx.s.bil_preference if o in offices or o is held]
        if not appointed and ranked and ranked[0] is not held:
            ctx.set_seat(held, None)
            offices.append(held)
            held = None
    if not offices or ctx.s.president is None or held is not None:
        for office in offices:
            ctx.say("office_frozen", PUBLIC, office=office.value, form="cabinet")
        return
    prefs = [o for o in ctx.s.bil_preference if o in offices]
    chosen = prefs[0] if prefs else offices[0]
    ctx.set_seat(chosen, None, brother_in_law=True)
    ctx.say("brother_in_law", PUBLIC, office=chosen.value)
    for office in offices:
        if office is not chosen:
            ctx.say("office_frozen", PUBLIC, office=office.value, form="cabinet")


def new_president_gives_up(ctx: Ctx, pid: int) -> None:
    """A player who becomes President in mid-round gives up his other offices (001 §6). Web (RULES 4.5): they pass
    to the Brother-in-Law as a vacancy. Classic (VARIANTS 2.3.4 R): the Brother-in-Law gets no office at appointment,
    so the holdings that are still legal stay and his former offices go by lot, first to families left without an
    office, then to anyone within the constraints."""
    if rules_of(ctx.s).brother_in_law_appointed:
        vacate(ctx, pid)
        return
    former = [o for o in ctx.s.offices_of(pid) if o is not Office.PRESIDENT]
    for office in former:
        ctx.set_seat(office, None)
    elig = appointments.eligible(ctx.s)

    def held(p: int) -> list[Office]:
        mine = [o for o in ctx.s.offices_of(p) if o is not Office.PRESIDENT]  # the outgoing President's seat
        return [*mine, *ctx.player(p).kept_offices]  # an exile's kept offices are his (5.7.2)

    def can_take(p: int, office: Office) -> bool:
        mine = held(p)
        return len(mine) < 2 and not (OFFICE_INFO[office].general and any(OFFICE_INFO[o].general for o in mine))

    assign: dict[Office, int] = {}
    for office in former:
        lacking = sorted(p for p in elig if not held(p) and can_take(p, office))
        pool = lacking or sorted(p for p in elig if can_take(p, office))
        if pool:
            assign[office] = ctx.rng.choice(pool)
            ctx.set_seat(office, assign[office])
    for office in former:
        holder = assign.get(office)
        if holder is None or holder < 0:
            ctx.say("office_frozen", PUBLIC, office=office.value, form="cabinet")
            continue
        ctx.set_seat(office, holder)
        ctx.say("office_by_lot", PUBLIC, office=office.value, holder=holder)
        if ctx.player(holder).status is Status.EXILED:
            away(ctx, holder)  # an exile holds it from abroad (VARIANTS 5.7.2)


def president_falls(ctx: Ctx) -> None:
    """The President is gone: his Palace Guard and his Brother-in-Law's office are frozen."""
    bil = ctx.s.brother_in_law
    ctx.set_seat(Office.PRESIDENT, None)
    if bil is not None:
        ctx.set_seat(bil, None)
    ctx.update(president=None)
    ctx.president_died = True


_DEATHS = {
    "before the firing squad": "firing_squad",
    "executed on return from exile": "executed_on_return",
    "executed by the new President": "executed_by_president",
}
"""How `kill` was told someone died, as the form of the news (`how` stays in the event's data as it was)."""


def kill(ctx: Ctx, victim: int, owner: int | None, how: str, card: str | None = None) -> None:
    """Assassination effects (board game 10.3): the victim loses every card, his cash goes to the killer's
    owner (out of play if that owner is dead), any kill gives a coup excuse, his offices pass on. `how` says how he
    died ('before the firing squad', 'executed on return from exile', 'executed by the new President', 'by the
    Secret Police'); `card`: the key of the assassin that killed him (derived from `how` when not given)."""
    v = ctx.player(victim)
    lost_cards = v.hand + v.influence
    cash = v.pocket
    was_president = victim == ctx.s.president
    ctx.set_player(victim, status=Status.DEAD, hand=(), influence=(), pocket=(), died_turn=ctx.s.turn)
    ctx.update(discards=ctx.s.discards + lost_cards, coup_excuse=True)
    receiver = owner if owner is not None and ctx.player(owner).alive else None
    if cash:
        if receiver is not None:
            ctx.give_cash(receiver, cash)
            ctx.say("cash_of_the_dead", to(receiver), victim=victim, amount=total(cash))
        else:
            ctx.out_of_play(cash)
    form = _DEATHS.get(how, "other")
    if card is None and how.startswith("by the "):
        named = how.removeprefix("by the ")
        card = "secret_police" if named == "Secret Police" else next((c.key for c in DECK if c.name == named), None)
    told = {"form": "assassin", "card": card} if card is not None and form == "other" else {"form": form}
    ctx.say("killed", PUBLIC, victim=victim, how=how, **told)
    ctx.say("you_died", to(victim), how=how, **told)
    ctx.stat(victim, deaths=1)
    if owner is not None:
        ctx.stat(owner, kills=1)
    if was_president:
        vacate(ctx, victim)
        president_falls(ctx)
    else:
        vacate(ctx, victim)


def exile(ctx: Ctx, pid: int) -> None:
    ctx.set_player(pid, status=Status.EXILED, location=None)
    ctx.stat(pid, exiles=1)
    ctx.say("exiled", PUBLIC, player=pid)
    if rules_of(ctx.s).exiles_appointed:
        away(ctx, pid)
    else:
        vacate(ctx, pid)


def away(ctx: Ctx, pid: int) -> None:
    """Classic (VARIANTS 5.7.2, 5.7.5): an exile keeps his offices (`Player.kept_offices`) and takes them back on
    his return; meanwhile the Brother-in-Law may run one of them and the others are frozen, as for the dead."""
    kept = tuple(o for o in ctx.s.offices_of(pid) if o is not Office.PRESIDENT)
    earlier = tuple(o for o in ctx.player(pid).kept_offices if o not in kept)
    ctx.set_player(pid, kept_offices=earlier + kept)
    vacate(ctx, pid)


def resume_offices(ctx: Ctx, pid: int) -> None:
    """A returned exile takes his kept offices back at once (VARIANTS 5.7.5, 2.4): the Brother-in-Law's hold on
    one of them ends, frozen ones thaw. R: an office given to someone else since (a new cabinet) is not taken back:
    the cabinet replaced the holding."""
    kept = ctx.player(pid).kept_offices
    back: list[Office] = []
    freed = False
    for office in kept:
        seat = ctx.s.seat(office)
        if seat.holder is None:
            freed = freed or seat.brother_in_law
            ctx.set_seat(office, pid)
            back.append(office)
    ctx.set_player(pid, kept_offices=())
    if back:
        ctx.say("offices_resumed", PUBLIC, player=pid, offices=[o.value for o in back])
    if freed and ctx.s.president is not None:
        # VARIANTS 2.4 (R): a Brother-in-Law so freed takes the next office still vacated, by the President's
        # standing order, else the offices' order.
        frozen = [s.office for s in ctx.s.seats if s.frozen and s.office is not Office.PRESIDENT]
        ranked = [o for o in ctx.s.bil_preference if o in frozen] + frozen
        if ranked:
            ctx.set_seat(ranked[0], None, brother_in_law=True)
            ctx.say("brother_in_law", PUBLIC, office=ranked[0].value)


def bribed(ctx: Ctx, pid: int, bribe: int | None) -> bool:
    """Classic (VARIANTS 5.7.4 d R): Bribe the Assassin named in the return order, paid on return (its cost goes out
    of play), stops the Minister's shooting. The card is spent only when it is needed."""
    if bribe is None or bribe not in ctx.player(pid).hand or not rules_of(ctx.s).return_bribe:
        return False
    bills = pay_at_least(ctx.player(pid).pocket, card(bribe).cost)
    if bills is None:
        return False
    ctx.take_cash(pid, bills)
    ctx.out_of_play(bills)
    ctx.discard_cards(pid, (bribe,))
    ctx.say("return_bribed", PUBLIC, player=pid, card="bribe_the_assassin")
    return True


def return_from_exile(ctx: Ctx, pid: int, bribe: int | None = None) -> None:
    """A returning exile: the Minister's standing list says whom to execute (cash to the Minister); a frozen
    Minister's office gives safe passage. Otherwise he is back, positionless until the next cabinet."""
    minister = ctx.s.actor(Office.MINISTER)
    # Classic (VARIANTS 5.7.4 (a)): he is safe while the President is dead and no successor has been elected yet.
    headless = ctx.s.president is None and rules_of(ctx.s).exile_safe_without_president
    if (
        minister is not None
        and pid in ctx.s.minister_return_list
        and minister != pid
        and not headless
        and not bribed(ctx, pid, bribe)
    ):
        ctx.set_player(pid, status=Status.ALIVE)
        ctx.say("returned", PUBLIC, player=pid, form="other")
        kill(ctx, pid, minister, "executed on return from exile")
        return
    kept = ctx.player(pid).kept_offices
    ctx.set_player(pid, status=Status.ALIVE, positionless=not kept, location=None)
    ctx.say("returned", PUBLIC, player=pid, form="other")
    if kept:
        resume_offices(ctx, pid)
