"""Locations, assassinations, banking and rebel-only action (RULES 4.5).

Card plays other than assassins and coup cards resolve first (the engine does them before this module). Then, in
this order: (1) locations are fixed and assassins dispatched: the Minister's attempts (Secret Police, then his
cards) first, then the others' by order time; (2) banking, if the Bank is open; (3) the coup excuse; (4) rebel-
only action, which needs a coup excuse or HQ and never the President. If nobody acted, a Bank closed for lunch
reopens at once, the banking orders of living players at the Bank resolve, and the turn ends.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from rules.events import PUBLIC, to
from rules.junta import military, straw
from rules.junta.cards import DECK, card
from rules.junta.conditions import Condition, IfAt, IfBanked, IfBudget, IfCardPlayed, IfCoupExcuse, IfDead
from rules.junta.context import Ctx
from rules.junta.money import Bill, pay_at_least, payable_amounts, pick_exact, remove, take_by_lot, total
from rules.junta.offices import Office
from rules.junta.orders import (
    SECRET_POLICE,
    Assassinate,
    Banking,
    Bombard,
    ChooseLocation,
    Fire,
    InterventionChoice,
    Land,
    LossOrder,
    Move,
    PlayCard,
    PlayCoupCard,
    RebelAction,
    RetreatPermission,
    RetreatRoute,
    Submitted,
    Transfer,
)
from rules.junta.phases import by_player, of
from rules.junta.state import BankState, Location, Phase, Status
from rules.junta.units import (
    INTERVENTION_AIRSTRIKES,
    INTERVENTION_FORCES,
    INTERVENTION_TABLE,
    INTERVENTION_UNITS,
    Unit,
)
from rules.junta.vacancies import exile, kill
from rules.junta.variants import LunchBanking, rules_of

MILITARY = (Move, Land, Bombard, Fire, Transfer, PlayCoupCard)
STANDING = (LossOrder, RetreatPermission, RetreatRoute)
DEFAULT_LOCATIONS = (Location.HOME, Location.CLUB, Location.MISTRESS)
KILLERS = ("secret_police", "professional_assassin", "amateur_assassin", "monarchist_assassin")
# The roll an assassin needs at the right location (1: automatic); the Secret Police always hit.
ROLLS = {c.key: max(1, c.roll) for c in DECK if c.kind == "assassin"}


def holds(ctx: Ctx, cond: Condition | None) -> bool:
    """Whether a condition holds now (it names only what has already resolved)."""
    if cond is None:
        return True
    s = ctx.s
    if isinstance(cond, IfDead):
        return (s.players[cond.player].status is Status.DEAD) == cond.dead
    if isinstance(cond, IfAt):
        return s.players[cond.player].location is cond.location
    if isinstance(cond, IfCardPlayed):
        return any(
            cond.card.lower() in (card(c).key, card(c).name.lower()) and (cond.player is None or cond.player == p)
            for p, c in ctx.played
        )
    if isinstance(cond, IfBudget):
        v = s.vote
        if v is None or v.passed != cond.passed:
            return False
        return cond.within is None or abs(v.yes - v.no) <= cond.within
    if isinstance(cond, IfBanked):
        return cond.player in ctx.banked
    if isinstance(cond, IfCoupExcuse):
        return has_excuse(ctx) == cond.present
    return False


def has_excuse(ctx: Ctx) -> bool:
    s = ctx.s
    return s.coup_excuse or s.excuse_from_budget or s.chamber_seized


@dataclass(frozen=True)
class Attempt:
    sender: int
    kind: str  # the assassin's key ("secret_police" or a card's key)
    target: int
    location: Location | None
    time: int


def _underworld(ctx: Ctx, pid: int) -> bool:
    return any(card(c).key == "underworld" for c in ctx.player(pid).influence)


def _bribe_payers(ctx: Ctx, pid: int) -> bool:
    return any(card(c).key in ("bankers", "multinationals") for c in ctx.player(pid).influence)


def _pay(ctx: Ctx, pid: int, cost: int) -> bool:
    """Pay a cost out of play (board game 10.2); no change is given. Mini-Junta (VARIANTS 10.7.4): a leader may pay
    card costs with his straw men's cash too, when his own cannot pay it."""
    if cost <= 0:
        return True
    bills = pay_at_least(ctx.player(pid).pocket, cost)
    if bills is not None:
        ctx.take_cash(pid, bills)
        ctx.out_of_play(bills)
        return True
    payers = [pid, *straw.led_by(ctx.s, pid)] if rules_of(ctx.s).straw_men else [pid]
    owner = {b.id: p for p in payers for b in ctx.player(p).pocket}
    pooled = tuple(b for p in payers for b in ctx.player(p).pocket)
    bills = pay_at_least(pooled, cost)
    if bills is None:
        return False
    for p in payers:
        mine = tuple(b for b in bills if owner[b.id] == p)
        if mine:
            ctx.take_cash(p, mine)
    ctx.out_of_play(bills)
    return True


def fix_locations(ctx: Ctx, orders: Sequence[Submitted]) -> None:
    chosen = by_player(orders, ChooseLocation)
    for p in ctx.s.players:
        if p.status is not Status.ALIVE:
            continue
        o = chosen.get(p.id)
        if o is not None and o.location is None and p.id != ctx.s.president:
            exile(ctx, p.id)
            continue
        if o is not None and o.location is not None:
            loc = o.location
            ctx.say("location", to(p.id), location=loc.value, form="chosen")
        else:
            loc = ctx.rng.choice(DEFAULT_LOCATIONS)
            ctx.say("location", to(p.id), location=loc.value, form="lot")
        ctx.set_player(p.id, location=loc)


def dispatch(ctx: Ctx, orders: Sequence[Submitted]) -> list[Attempt]:
    """Every attempt that is sent: conditions checked, cards played, costs paid. The Minister's first."""
    s = ctx.s
    minister_office_actor = s.actor(Office.MINISTER)
    minister_holder = s.holder(Office.MINISTER)
    raw = of(orders, Assassinate)

    def rank(item: tuple[int, Assassinate, int]) -> int:
        pid, o, _ = item
        if o.assassin == SECRET_POLICE:
            return 0
        if pid == minister_holder:
            return 1
        return 2

    n = len(s.players)
    after = minister_holder if minister_holder is not None else -1

    def seat(item: tuple[int, Assassinate, int]) -> int:
        """Classic (VARIANTS 5.8.3 R): after the Minister's, the others in seat order starting after him; one
        player's several attempts in his order's order. Web: order time (RULES 4.5)."""
        return (item[0] - after - 1) % n if rules_of(s).assassins_in_seat_order else 0

    ordered = sorted(enumerate(raw), key=lambda t: (rank(t[1]), seat(t[1]), t[0]))
    sent: list[Attempt] = []
    for _, (pid, o, time) in ordered:
        if not ctx.player(pid).alive:
            continue
        if not holds(ctx, o.condition):
            ctx.say("lapsed_assassin_condition", to(pid))
            continue
        if o.assassin == SECRET_POLICE:
            if pid != minister_office_actor:
                continue
            if o.location is Location.BANK:
                ctx.update(secret_police_bank_turn=s.turn)
            sent.append(Attempt(pid, "secret_police", o.target, o.location, time))
            continue
        if isinstance(o.assassin, str):
            continue
        spec = card(o.assassin)
        if o.assassin not in ctx.player(pid).hand:
            ctx.say("lapsed_assassin_gone", to(pid), card=o.assassin)
            continue
        cost = 0 if _underworld(ctx, pid) else spec.cost
        if not _pay(ctx, pid, cost):
            ctx.say("lapsed_assassin_unpaid", to(pid), card=spec.key, cost=cost)
            continue
        ctx.discard_cards(pid, (o.assassin,))
        sent.append(Attempt(pid, spec.key, o.target, o.location, time))
    return sent


def _bribed(ctx: Ctx, attempt: Attempt, bribes: dict[int, int], used: set[int]) -> bool:
    """Bribe the Assassin: cancels the first attempt on its owner that would succeed (not the Monarchist's);
    paid only then (2 MP, waived by Bankers or Multinationals). If he cannot pay, it fails and stays in hand."""
    target = attempt.target
    if attempt.kind == "monarchist_assassin" or target in used or target not in bribes:
        return False
    c = bribes[target]
    if c not in ctx.player(target).hand:
        return False
    cost = 0 if _bribe_payers(ctx, target) else card(c).cost
    if not _pay(ctx, target, cost):
        ctx.say("bribe_failed", to(target))
        return False
    ctx.discard_cards(target, (c,))
    used.add(target)
    ctx.say("bribed", to(target), kind=attempt.kind, cost=cost, form="target")
    ctx.say("bribed", to(attempt.sender), kind=attempt.kind, target=target, form="sender")
    return True


def _half(ctx: Ctx, victim: int) -> tuple[Bill, ...]:
    """Half the cash, rounded down, bills by lot (Character Assassin, Burglar). R: bills are taken by lot until
    they reach at least half; the last one may pass it, as no change is given (so 2+2+2 loses 4)."""
    pocket = ctx.player(victim).pocket
    return take_by_lot(pocket, total(pocket) // 2, ctx.rng)


def _give_or_lose(ctx: Ctx, receiver: int, bills: tuple[Bill, ...]) -> None:
    if ctx.player(receiver).alive:
        ctx.give_cash(receiver, bills)
    else:
        ctx.out_of_play(bills)


def _title(kind: str) -> str:
    return "Secret Police" if kind == "secret_police" else next(c.name for c in DECK if c.key == kind)


def _failed_attempt_told(ctx: Ctx, a: Attempt, why: int | None) -> None:
    """RULES 4.5.1 (R): the newspaper "reports a failed attempt the same way ("an attempt on X failed")", naming the
    kind of assassin, never the sender or the location guessed; the target is told privately what happened to him
    (`why`: the die, 0 when none was rolled; None: he was told already, by his Bribe the Assassin's own line)."""
    ctx.say("attempt_on", PUBLIC, target=a.target, kind=a.kind)
    if why is not None:
        ctx.say("attempt_on_you", to(a.target), kind=a.kind, die=why)


def resolve_attempt(ctx: Ctx, a: Attempt, bribes: dict[int, int], used: set[int]) -> None:
    t = ctx.player(a.target)
    sender = a.sender
    if t.status is not Status.ALIVE:
        why = "dead" if t.status is Status.DEAD else "abroad"
        ctx.say("attempt_failed", to(sender), target=a.target, kind=a.kind, form=why, die=0)
        return
    loc = t.location
    success: bool
    roll: int | None = None
    if a.kind in KILLERS or a.kind == "character_assassin":
        success = loc is a.location
        threshold = ROLLS.get(a.kind, 1)
        if success and threshold > 1:
            roll = ctx.rng.randint(1, 6)
            success = roll >= threshold
    elif a.kind == "burglar":
        success = loc is not Location.HOME
    elif a.kind == "bank_robber":
        success = loc is not Location.BANK and bool(t.bank)
    else:
        success = False
    if not success:
        ctx.say("attempt_failed", to(sender), target=a.target, kind=a.kind, form="failed", roll=roll, die=roll or 0)
        _failed_attempt_told(ctx, a, roll or 0)
        return
    if _bribed(ctx, a, bribes, used):
        _failed_attempt_told(ctx, a, None)
        return
    if a.kind in KILLERS:
        # Mini-Junta (VARIANTS 10.7.1 R): a straw Minister's Secret Police kill pays the faction leader who ordered
        # it, at once; a straw man never receives a victim's cash.
        owner = straw.leader(ctx.s, sender) if ctx.player(sender).straw else sender
        kill(ctx, a.target, owner, f"by the {_title(a.kind)}")
        ctx.say("attempt_succeeded", to(sender), target=a.target, kind=a.kind)
    elif a.kind == "character_assassin":
        lost = t.influence
        ctx.discard_cards(a.target, lost)
        bills = _half(ctx, a.target)
        ctx.take_cash(a.target, bills)
        _give_or_lose(ctx, sender, bills)
        ctx.say("character_assassinated", PUBLIC, target=a.target)
        ctx.say("loot", to(sender), amount=total(bills), victim=a.target, form="character_assassin")
        values = [b.value for b in bills]
        ctx.say("robbed", to(a.target), form="character_assassin", cards=list(lost), bills=values)
    elif a.kind == "burglar":
        bills = _half(ctx, a.target)
        ctx.take_cash(a.target, bills)
        _give_or_lose(ctx, sender, bills)
        values = [b.value for b in bills]
        ctx.say("burgled", PUBLIC, target=a.target)
        ctx.say("loot", to(sender), amount=total(bills), bills=values, form="burglar")
        ctx.say("robbed", to(a.target), bills=values, form="burglar")
    elif a.kind == "bank_robber":
        swiss = sorted(t.bank)
        ctx.rng.shuffle(swiss)
        bills = tuple(swiss[:2])
        ctx.set_player(a.target, bank=remove(t.bank, bills))
        _give_or_lose(ctx, sender, bills)
        values = [b.value for b in bills]
        ctx.say("bank_robbed", PUBLIC, target=a.target)
        ctx.say("loot", to(sender), amount=total(bills), bills=values, form="bank_robber")
        ctx.say("robbed", to(a.target), bills=values, form="bank_robber")


def _amount(bills: tuple[Bill, ...], want: int) -> tuple[Bill, ...]:
    """`want` MP of these bills (-1: all); exact if possible, else the most that stays under it."""
    if want < 0:
        return bills
    if want == 0:
        return ()
    best = max((a for a in payable_amounts(bills) if a <= want), default=0)
    return pick_exact(bills, best) or ()


def bank(ctx: Ctx, orders: Sequence[Submitted], only: set[int] | None = None) -> None:
    """Banking at the open Bank (RULES 4.5 step 2); straw men bank for their leaders (`straw_bank`)."""
    if rules_of(ctx.s).straw_men:
        straw_bank(ctx, orders, only)
    for pid, o, _ in of(orders, Banking):
        p = ctx.player(pid)
        if only is not None and pid not in only:
            continue
        if p.straw:
            continue
        if not p.alive or p.location is not Location.BANK:
            if p.alive:
                ctx.say("lapsed_not_at_bank", to(pid))
            continue
        if not holds(ctx, o.condition):
            continue
        dep = _amount(p.pocket, o.deposit)
        if dep:
            ctx.set_player(pid, pocket=remove(p.pocket, dep), bank=tuple(sorted(p.bank + dep)))
            ctx.stat(pid, deposited=total(dep))
        p = ctx.player(pid)
        wd = _amount(p.bank, o.withdraw)
        if wd:
            ctx.set_player(pid, bank=remove(p.bank, wd), pocket=tuple(sorted(p.pocket + wd)))
        if dep or wd:
            ctx.banked.add(pid)
            ctx.say(
                "banked",
                to(pid),
                deposited=total(dep),
                withdrawn=total(wd),
                swiss=total(ctx.player(pid).bank),
                form="own",
            )


def straw_bank(ctx: Ctx, orders: Sequence[Submitted], only: set[int] | None = None) -> None:
    """Mini-Junta (VARIANTS 10.7.2, 10.6; 001 §17.4, §17.9): a straw man at the open Bank deposits into his faction
    leader's Swiss account (his leader's order says how much; default all his cash); straw men have no accounts and
    never withdraw. Without a leader he deposits nothing."""
    wanted = {pid: o for pid, o, _ in of(orders, Banking)}
    for pid in straw.straw_men(ctx.s):
        p = ctx.player(pid)
        if (only is not None and pid not in only) or not p.alive or p.location is not Location.BANK or not p.pocket:
            continue
        who = straw.leader(ctx.s, pid)
        if who is None:
            continue
        o = wanted.get(pid)
        dep = _amount(p.pocket, o.deposit if o is not None else -1)
        if not dep:
            continue
        ctx.take_cash(pid, dep)
        ctx.set_player(who, bank=tuple(sorted(ctx.player(who).bank + dep)))
        ctx.stat(who, deposited=total(dep))
        ctx.banked.add(who)
        ctx.say(
            "banked",
            to(who),
            deposited=total(dep),
            withdrawn=0,
            straw=pid,
            straw_player=pid,
            swiss=total(ctx.player(who).bank),
            form="straw",
        )


def resolve(ctx: Ctx, orders: Sequence[Submitted]) -> None:
    # (1) Locations are fixed and assassins dispatched.
    fix_locations(ctx, orders)
    # Mini-Junta (VARIANTS 10.6): a leader gone into exile, or killed below, leaves his straw men to their defaults
    # for the rest of the phase.
    orders = straw.heeded(ctx.s, orders)
    bribes: dict[int, int] = {}
    for pid, play, _ in of(orders, PlayCard):
        if card(play.card).key == "bribe_the_assassin" and pid not in bribes:
            bribes[pid] = play.card
    used: set[int] = set()
    for attempt in dispatch(ctx, orders):
        resolve_attempt(ctx, attempt, bribes, used)
    if rules_of(ctx.s).everyone_dead_ends_game and all(
        p.status is Status.DEAD
        for p in ctx.s.players
        if not p.straw  # Mini-Junta: the real players (10.10)
    ):
        # Classic (VARIANTS 5.8.6, 001 §2.3): "If every player is dead after this step, the game ends at once and
        # everybody loses."
        ctx.game_over = "all_dead"
        ctx.nobody_wins = True
        return
    orders = straw.heeded(ctx.s, orders)
    # (2) Banking, if the Bank is open.
    if ctx.s.bank is BankState.OPEN:
        bank(ctx, orders)
    if rules_of(ctx.s).straw_men:
        straw.pass_cash(ctx)  # after a visit to the Bank, open or not (VARIANTS 10.7.3)
    # (3) The coup excuse.
    excuse = has_excuse(ctx)
    ctx.say("coup_excuse" if excuse else "no_coup_excuse", PUBLIC, form="locations")
    # (4) Rebel-only action: needs a coup excuse or HQ; never the President. A coup-excuse card played in this
    # step gives its own excuse.
    announced = excuse
    excuse_cards: set[int] = set()  # who played a coup-excuse card in this step
    military_orders = [sub for sub in orders if isinstance(sub.order, MILITARY)]
    for pid, coup_play, _ in of(orders, PlayCoupCard):
        p = ctx.player(pid)
        if (
            p.alive
            and pid != ctx.s.president
            and coup_play.card in p.hand
            and card(coup_play.card).coup_excuse
            and holds(ctx, coup_play.condition)
        ):
            excuse = True
            excuse_cards.add(pid)
    allowed: list[Submitted] = []
    declared: dict[int, int] = {}
    joiners: list[Submitted] = []
    v = rules_of(ctx.s)
    for sub in [*military_orders, *(s for s in orders if isinstance(s.order, RebelAction))]:
        pid = sub.player
        p = ctx.player(pid)
        if not p.alive or pid == ctx.s.president:
            continue
        if not (excuse or p.location is Location.HQ):
            if v.join_started_coup:
                joiners.append(sub)  # classic: acts only if somebody else starts the coup (VARIANTS 5.10.1)
                continue
            ctx.say("lapsed_no_excuse", to(pid))
            continue
        if isinstance(sub.order, RebelAction):
            if holds(ctx, sub.order.condition):
                declared[pid] = min(sub.time, declared.get(pid, sub.time))
        else:
            allowed.append(sub)
    acted: dict[int, int] = {}
    starters: set[int] = set()
    if allowed or declared:
        starters = {sub.player for sub in allowed} | set(declared)
        # Mini-Junta (VARIANTS 10.9.3): a leader who has his straw man start the coup started it himself.
        starters |= {h for p in starters if (h := straw.leader(ctx.s, p)) is not None and ctx.s.players[p].straw}
        lead_time = {pid: t for pid, t in declared.items()}
        for sub in allowed:
            lead_time[sub.player] = min(sub.time, lead_time.get(sub.player, sub.time))
        lead = min(lead_time, key=lambda pid: (lead_time[pid], pid))
        for sub in joiners:
            if isinstance(sub.order, RebelAction):
                if holds(ctx, sub.order.condition):
                    declared[sub.player] = min(sub.time, declared.get(sub.player, sub.time))
            else:
                allowed.append(sub)
        allowed.sort(key=lambda sub: sub.time)
        ctx.update(coup=military.new_coup(ctx.s))
        for pid in declared:
            ctx.set_player(pid, rebel=True)
        # Standing orders (losses, retreats) given now hold from the prelude on; giving one is no rebel-only act.
        standing = [sub for sub in orders if isinstance(sub.order, STANDING) and ctx.player(sub.player).alive]
        acted = military.resolve(ctx, [*allowed, *standing], rebel_only=True, holds=holds, lead=lead)
        for pid, time in declared.items():
            acted[pid] = min(time, acted.get(pid, time))
    else:
        for sub in joiners:
            ctx.say("lapsed_no_coup", to(sub.player))
    if starters and not starters & set(acted):
        acted = {}  # joiners alone do not start a coup (VARIANTS 5.10.1)
    if acted:
        # Equal order times go by lot (RULES 2): `orders` are in resolution order, where the lot already decided.
        place: dict[tuple[int, int], int] = {}
        for i, sub in enumerate(orders):
            place.setdefault((sub.player, sub.time), i)
        # The Rebel Leader is one who could start the coup, never a player who could only join (VARIANTS 5.10.3).
        leaders = [pid for pid in acted if (not starters or pid in starters) and not ctx.s.players[pid].straw]
        leaders = leaders or list(acted)
        first = min(leaders, key=lambda pid: (acted[pid], place.get((pid, acted[pid]), len(orders)), pid))
        rebels = tuple(sorted(acted))
        for pid in rebels:
            ctx.set_player(pid, rebel=True)
            ctx.stat(pid, rebellions=1)
        ctx.update(first_rebel=first)

        def how(pid: int) -> str:
            """Why a Rebel could act where no coup excuse was announced (issue 22: say it)."""
            if announced:
                return "excuse"
            if ctx.player(pid).location is Location.HQ:
                return "hq"
            if pid in excuse_cards:
                return "card"
            return "joining"

        ctx.say(
            "rebellion",
            PUBLIC,
            rebel_list=[{"player": p, "form": how(p)} for p in rebels],
            first_player=first,
            rebels=list(rebels),
            first_rebel=first,
        )
        if Office.FOREIGN_MINISTER in v.offices:  # no intervention die without him (classic, VARIANTS 5.10.4)
            _intervention(ctx, orders)
        coup = ctx.s.coup
        if coup is not None:
            ctx.update(coup=replace(coup, phase=1, control=military.control_points(ctx.s)))
        ctx.next_phase = Phase.COUP
        return
    ctx.update(coup=None)
    # No coup: a Bank closed for lunch reopens at once and the banking orders resolve (web); in classic there is no
    # banking this round (VARIANTS 5.5.3: "with no coup there is no banking this round").
    if ctx.s.bank is BankState.LUNCH and rules_of(ctx.s).lunch_banking is LunchBanking.AFTER_COUP:
        ctx.update(bank=BankState.CLOSED)
        ctx.say("bank_stays_closed", PUBLIC)
    elif ctx.s.bank is BankState.LUNCH:
        ctx.update(bank=BankState.OPEN)
        ctx.say("bank_reopens", PUBLIC)
        bank(ctx, orders)
    ctx.new_turn = True


def _force(force: str) -> dict[str, object]:
    """An intervention force as fields: '4 Air Strikes', '1 Helicopter', '3 Commandos'."""
    if force in INTERVENTION_UNITS:
        kind, n = INTERVENTION_UNITS[force]
        return {"form": "units", "unit": kind.value, "unit_count": n}
    return {"form": force, "count": INTERVENTION_AIRSTRIKES}


def _intervention(ctx: Ctx, orders: Sequence[Submitted]) -> None:
    """After the rebel-only action the Foreign Minister's intervention die: 1-2 none; 3: 1; 4: 2; 5: 3; 6: 4 of
    Air Strikes (4), Helicopter (1, New Weapons), Paratroopers (1, New Weapons), Commandos (3 Marines, New
    Weapons); each at most once. R: he chooses by his standing InterventionChoice (default: by lot)."""
    coup = ctx.s.coup
    if coup is None:
        return
    roll = ctx.rng.randint(1, 6)
    n = INTERVENTION_TABLE[roll]
    fm = ctx.s.actor(Office.FOREIGN_MINISTER)
    wanted: list[str] = []
    if fm is not None:
        for pid, o, _ in of(orders, InterventionChoice):
            if pid == fm:
                wanted = [f for f in o.forces if f in INTERVENTION_FORCES]
    rest = [f for f in INTERVENTION_FORCES if f not in wanted]
    ctx.rng.shuffle(rest)
    chosen = tuple((wanted + rest)[:n]) if fm is not None else ()
    units = list(coup.units)
    next_id = coup.next_id
    for force, (kind, count) in INTERVENTION_UNITS.items():
        if force in chosen:
            for _ in range(count):
                units.append(
                    Unit(next_id, kind, None, office=Office.FOREIGN_MINISTER, new_weapons=True, card="intervention")
                )
                next_id += 1
    ctx.update(
        coup=replace(
            coup,
            units=tuple(units),
            next_id=next_id,
            intervention_roll=roll,
            intervention=chosen,
            intervention_airstrikes_left=INTERVENTION_AIRSTRIKES if "airstrikes" in chosen else 0,
        )
    )
    ctx.say(
        "intervention",
        PUBLIC,
        force_list=[_force(f) for f in chosen],
        die=roll,
        forces=list(chosen),
    )
