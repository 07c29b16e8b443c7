"""The computer seat outside the coup's battles: elections, the budget, the Minister's decision, locations,
assassinations, banking, card plays and the aftermath."""

from __future__ import annotations

import math
import random

from rules.junta.cards import HAND_LIMIT, card
from rules.junta.computer import facts
from rules.junta.computer.memory import Memory
from rules.junta.computer.military import fair_share
from rules.junta.money import nearest_payable, split_exact, total
from rules.junta.offices import GENERALS, NEW_WEAPONS_OFFICES, Office
from rules.junta.orders import (
    SECRET_POLICE,
    Assassinate,
    Ballot,
    Banking,
    BudgetVote,
    Choice,
    ChooseLocation,
    Discard,
    DrawBills,
    ElectionVote,
    ExecuteIfElected,
    ExecuteOnReturn,
    FiringSquad,
    JuntaVote,
    NameHead,
    NewWeapons,
    Nominate,
    Order,
    PlayCard,
    ProposeBudget,
    Second,
    SeizeChamber,
)
from rules.junta.state import BankState, Location, Status
from rules.junta.validate import WHEN_PHASES
from rules.junta.variants import LunchBanking
from rules.junta.views import PlayerView

# How much of the pool a President keeps, by personality (the rest buys the votes he needs).
SKIM = {"banker": 0.45, "schemer": 0.6, "general": 0.5}
# Cards thrown away first when over the hand limit.
DISCARD_FIRST = ("event", "intelligence", "donation", "vote", "bribe", "influence", "assassin")
ELSEWHERE = (Location.HOME, Location.CLUB, Location.MISTRESS, Location.HQ)
ELSEWHERE_WEIGHTS = {"banker": (5, 3, 1, 1), "schemer": (3, 3, 2, 2), "general": (3, 2, 1, 4)}


def trust_order(view: PlayerView, memory: Memory, rng: random.Random) -> list[int]:
    """Other families, most trusted first (ally score, then the poorer: a weak ally is a safe one)."""
    others = [p.id for p in view.public.players if p.id != view.player and not p.straw]
    jitter = {p: rng.random() for p in others}
    return sorted(others, key=lambda p: (-memory.ally_score(p), memory.wealth(p), jitter[p]))


def richest(view: PlayerView, memory: Memory, recent: bool = False, spare_allies: bool = True) -> list[int]:
    """Living rivals, richest first by what the table saw them paid (this turn's money first when `recent`)."""
    out = [p for p in facts.rivals(view) if not (spare_allies and memory.ally_score(p) >= 4)]
    if recent:
        return sorted(out, key=lambda p: (-memory.recent.get(p, 0.0), -memory.wealth(p), p))
    return sorted(out, key=lambda p: (-memory.wealth(p), p))


# --- elections -----------------------------------------------------------------------------------------------
def nomination(view: PlayerView) -> list[Order]:
    me = view.player
    return [Nominate(me), Second(me)]


def election(view: PlayerView, memory: Memory, rng: random.Random) -> list[Order]:
    pub = view.public
    cands = list(pub.candidates)
    if not cands:
        return []
    if pub.ballot == 2 and facts.rules(view).votes_by_source and not view.to_cast:
        return []  # ballot 1 cast every source of his (VARIANTS 4.2.2)
    me = view.player
    if me in cands:
        choice = me
    else:
        choice = max(cands, key=lambda c: (memory.ally_score(c), -memory.wealth(c), -c))
    cards_ok = (pub.turn > 0 or facts.rules(view).first_election_cards) and pub.ballot != 2
    cards: tuple[int, ...] = ()
    if cards_ok and choice == me:
        cards = tuple(c for c in view.hand if card(c).kind == "vote")
    return [ElectionVote(choice, cards)]


# --- the budget ------------------------------------------------------------------------------------------------
def budget_draw(view: PlayerView, memory: Memory) -> list[Order]:
    out: list[Order] = []
    pub = view.public
    me = view.player
    if Office.MINISTER_OF_WAR in view.acts_for:
        own = [o for o in NEW_WEAPONS_OFFICES if o in view.acts_for]
        if own:
            out.append(NewWeapons(own[0]))
        else:
            friends = sorted(
                (
                    (memory.ally_score(p.id), o)
                    for p in pub.players
                    if p.id != me and p.status is Status.ALIVE
                    for o in p.offices
                    if o in NEW_WEAPONS_OFFICES
                ),
                key=lambda t: (-t[0], t[1]),
            )
            out.append(NewWeapons(friends[0][1] if friends and friends[0][0] > 0 else None))
    pres = pub.president
    friendly = pres == me or (pres is not None and memory.ally_score(pres) > 0)
    for office in (Office.FOREIGN_MINISTER, Office.FARM_LABOR):
        if office in view.acts_for:
            out.append(DrawBills(office, 6 if friendly else 2))
    return out


def propose_budget(view: PlayerView, memory: Memory, personality: str, rng: random.Random) -> ProposeBudget | None:
    """Pay the cheapest coalition that carries the vote (the generals and the Minister first: they could unseat
    him), keep the rest."""
    me = view.player
    pool = view.pool
    have = total(pool)
    if have <= 0:
        return ProposeBudget(())
    others = [p for p in facts.rivals(view)]
    total_votes = sum(facts.votes(view, p) for p in facts.living(view))
    mine = facts.votes(view, me)
    military = (*GENERALS, Office.MINISTER)

    def priority(p: int) -> tuple[float, float, int]:
        armed = sum(1 for o in facts.offices_of(view, p) if o in military)
        return (-(facts.votes(view, p) + 2 * armed + memory.ally_score(p) / 2), rng.random(), p)

    share = max(1, math.ceil(0.8 * have / max(1, len(facts.living(view)))))
    budget_left = int(have * (1 - SKIM.get(personality, 0.5)))
    coalition: list[int] = []
    got = mine
    margin = 2 if personality == "banker" else 0
    for p in sorted(others, key=priority):
        if got * 2 > total_votes + margin or share * (len(coalition) + 1) > max(budget_left, share):
            break
        coalition.append(p)
        got += facts.votes(view, p)
    if not coalition:
        return ProposeBudget(())
    wanted = [share] * len(coalition)
    if sum(wanted) > have:
        wanted = [have // len(coalition)] * len(coalition)
    if split_exact(pool, wanted) is None:
        wanted = list(nearest_payable(pool, wanted))
        if split_exact(pool, wanted) is None or sum(wanted) > have:
            return None
    return ProposeBudget(tuple(sorted((p, a) for p, a in zip(coalition, wanted, strict=True) if a > 0)))


def ally_needs(view: PlayerView, memory: Memory) -> bool:
    pres = view.public.president
    return pres is not None and pres != view.player and memory.ally_score(pres) > 0


def budget_vote(view: PlayerView, memory: Memory, personality: str) -> list[Order]:
    """Yes if the budget pays me enough or an ally's presidency needs it; no otherwise."""
    pub = view.public
    me = view.player
    totals = dict(pub.budget_totals)
    mine = totals.get(me, 0)
    fair = fair_share(view, memory)
    if me == pub.president:
        yes = True
    else:
        yes = mine >= max(1.0, 0.5 * fair) or ally_needs(view, memory)
    choice = Choice.YES if yes else Choice.NO
    cards: tuple[tuple[int, Choice], ...] = ()
    if personality == "schemer" or me == pub.president:
        strong = me == pub.president or mine == 0 or mine >= 2 * fair
        if strong and pub.ballot != 2:
            cards = tuple((c, choice) for c in view.hand if card(c).kind == "vote")
    return [BudgetVote(Ballot(choice, (), cards))]


def minister_decision(view: PlayerView) -> list[Order]:
    """Seize the Chamber when the budget pays me or I carry cash to bank; else the President pockets it all and the
    Bank closes."""
    if Office.MINISTER not in view.acts_for:
        return []
    mine = dict(view.public.budget_totals).get(view.player, 0)
    return [SeizeChamber(mine > 0 or view.cash >= 3 or view.player == view.public.president)]


# --- locations -------------------------------------------------------------------------------------------------
def bank_usable(view: PlayerView) -> bool:
    bank = view.public.bank
    return bank is BankState.OPEN or (
        bank is BankState.LUNCH and facts.rules(view).lunch_banking is LunchBanking.REOPENS
    )


def minister_of(view: PlayerView) -> int | None:
    """Who sends the Secret Police this turn (the Minister, or the President for his Brother-in-Law), if anybody."""
    for p in view.public.players:
        if p.status is Status.ALIVE and Office.MINISTER in facts.offices_of(view, p.id):
            return p.id
    return None


def secret_police_cannot_reach(view: PlayerView, memory: Memory) -> bool:
    """The Secret Police cannot strike me at the Bank: I command them, nobody does, or they went to the Bank last
    turn (the Minister's Bank rule: the Minister reads it on his page; I know it when they came for me there)."""
    minister = minister_of(view)
    return (
        minister is None
        or minister == view.player
        or view.secret_police_bank_barred
        or memory.sp_at_bank_last_turn
    )


def bank_risk(view: PlayerView, memory: Memory) -> float:
    """The chance, as I can judge it, that the Secret Police are sent after me at the Bank: the richer I look
    among the Minister's rivals, the likelier; less if he is my ally."""
    if secret_police_cannot_reach(view, memory):
        return 0.0
    minister = minister_of(view)
    me = view.player
    rivals = [p for p in facts.living(view) if p != minister]
    rank = sorted(rivals, key=lambda p: (-memory.wealth(p), p)).index(me) if me in rivals else len(rivals)
    risk = 0.5 / (1 + rank)
    if minister is not None and memory.ally_score(minister) > 0:
        risk /= 4
    return min(risk, 0.9)


def locations(
    view: PlayerView,
    memory: Memory,
    personality: str,
    rng: random.Random,
    want_hq: bool,
    chosen: Location | None = None,
    regicide: int | None = None,
) -> list[Order]:
    """Its location (`chosen`, if given and no coup of its own calls it to HQ), banking and assassins (`regicide`: a
    President its assassins all go for, `rules.junta.computer.elections.regicide`)."""
    out: list[Order] = []
    cash = view.cash
    go_bank = False
    if chosen is not None and not want_hq:
        go_bank = chosen is Location.BANK
    elif bank_usable(view) and cash >= 1 and not want_hq:
        risk = bank_risk(view, memory)
        boldness = {"banker": 1.3, "schemer": 0.9, "general": 1.0}.get(personality, 1.0)
        # Much cash makes the Bank worth a risk; little cash does not. No risk: always the Bank.
        go_bank = risk <= 0 or rng.random() >= risk * (1.5 if cash <= 3 else 1.0) / boldness
    if want_hq:
        where = Location.HQ
    elif go_bank:
        where = Location.BANK
    elif chosen is not None:
        where = chosen
    else:
        weights = ELSEWHERE_WEIGHTS.get(personality, (3, 3, 1, 1))
        where = rng.choices(ELSEWHERE, weights=weights)[0]
    out.append(_location(where))
    if where is Location.BANK:
        out.append(Banking(deposit=-1))  # assassins are paid before banking (RULES 4.5): all the rest is banked
    out.extend(assassinations(view, memory, personality, rng, regicide))
    for c in view.hand:
        if card(c).key == "bribe_the_assassin" and (cash >= card(c).cost or _pays_bribes(view)):
            out.append(PlayCard(c))
            break
    return out


def _location(where: Location) -> Order:
    return ChooseLocation(where)


def _pays_bribes(view: PlayerView) -> bool:
    infl = facts.player(view, view.player).influence
    return "bankers" in infl or "multinationals" in infl


def _guess(view: PlayerView, memory: Memory, target: int, rng: random.Random, bank_ok: bool) -> Location:
    """Where a rival probably is: at the Bank when he was just paid and it is open, else by lot."""
    if bank_ok and bank_usable(view) and memory.recent.get(target, 0.0) >= 2 and rng.random() < 0.6:
        return Location.BANK
    return rng.choices(
        (Location.HOME, Location.CLUB, Location.MISTRESS, Location.HQ, Location.BANK),
        weights=(3, 3, 2, 1, 2 if bank_ok and bank_usable(view) else 0),
    )[0]


def assassinations(
    view: PlayerView, memory: Memory, personality: str, rng: random.Random, regicide: int | None = None
) -> list[Order]:
    """The Secret Police and assassin cards at the richest rivals, each at a different guessed location; all of them
    at `regicide` (a President whose death would make it President), if given."""
    out: list[Order] = []
    mine = facts.friends(view)  # never my own faction (VARIANTS 10.6), nor, as a straw man, my leader
    if facts.rules(view).straw_men:
        targets = [p for p in richest(view, memory) if not facts.player(view, p).straw and p not in mine]
    else:
        targets = richest(view, memory)
    if regicide is not None and regicide != view.player and facts.alive(view, regicide):
        targets = [regicide, *(p for p in targets if p != regicide)]
    if not targets:
        return out
    tried: dict[int, set[Location]] = {}

    def place(target: int, bank_ok: bool) -> Location:
        seen = tried.setdefault(target, set())
        for _ in range(6):
            loc = _guess(view, memory, target, rng, bank_ok)
            if loc not in seen:
                break
        seen.add(loc)
        return loc

    cash = view.cash
    underworld = "underworld" in facts.player(view, view.player).influence
    if Office.MINISTER in view.acts_for:
        t = targets[0]
        out.append(Assassinate(SECRET_POLICE, t, place(t, not view.secret_police_bank_barred)))
    for c in view.hand:
        spec = card(c)
        if spec.kind != "assassin":
            continue
        if not underworld and cash < spec.cost:
            continue
        if spec.key == "burglar":
            t = richest(view, memory, recent=True)[0] if richest(view, memory, recent=True) else targets[0]
            out.append(Assassinate(c, t))
        elif spec.key == "bank_robber":
            out.append(Assassinate(c, targets[0]))
        elif spec.key == "character_assassin":
            out.append(Assassinate(c, targets[0], Location.MISTRESS))
        else:
            if memory.wealth(targets[0]) < 2 and personality == "banker" and regicide is None:
                continue
            cash -= 0 if underworld else spec.cost
            t = targets[0] if rng.random() < 0.7 or len(targets) == 1 or regicide is not None else targets[1]
            out.append(Assassinate(c, t, place(t, True)))
    return out


# --- cards -----------------------------------------------------------------------------------------------------
def card_plays(view: PlayerView) -> list[Order]:
    """Influence in play (votes) and donations (money), whenever they may be played."""
    out: list[Order] = []
    phase = view.public.phase
    v = facts.rules(view)
    for c in view.hand:
        spec = card(c)
        if spec.kind not in ("influence", "donation"):
            continue
        when = dict(v.card_when).get(spec.key, spec.when)
        if when != "any" or phase not in WHEN_PHASES["any"]:
            continue
        out.append(PlayCard(c))
    return out


def discards(view: PlayerView) -> list[Order]:
    pub = view.public
    over = facts.player(view, view.player).cards - HAND_LIMIT
    if over <= 0 or pub.phase.value in facts.rules(view).no_discard_in:
        return []
    playing = {c for c in view.hand if card(c).kind in ("influence", "donation")}
    order = sorted(
        (c for c in view.hand if c not in playing),
        key=lambda c: (DISCARD_FIRST.index(card(c).kind) if card(c).kind in DISCARD_FIRST else 9, card(c).votes, c),
    )
    # Donations are played, influence goes into play (it still counts): shed from the rest.
    shed = tuple(order[:over])
    return [Discard(shed)] if shed else []


# --- the aftermath ---------------------------------------------------------------------------------------------
def aftermath(view: PlayerView, memory: Memory) -> list[Order]:
    pub = view.public
    me = view.player
    out: list[Order] = []
    undecided = pub.coup_result is None  # classic: the declarations decide it; orders are given in case (6.13.1)
    if (undecided or pub.coup_result == "president") and me == pub.president:
        rebels = [p.id for p in pub.players if p.rebel and p.status is Status.ALIVE and p.id != me]
        out.append(FiringSquad(max(rebels, key=lambda p: (memory.wealth(p), -p)) if rebels else None))
    if undecided or pub.coup_result == "junta":
        if facts.player(view, me).rebel:
            out.append(JuntaVote(me))
        victims = [p for p in facts.rivals(view)]
        out.append(ExecuteIfElected(max(victims, key=lambda p: (memory.wealth(p), -p)) if victims else None))
    if pub.bank is BankState.LUNCH and memory.my_location == "bank" and view.cash > 0:
        out.append(Banking(deposit=-1))
    return out


def safe_return(view: PlayerView, memory: Memory) -> bool:
    """Issue 25: an exile (RULES 4.7: "Return any time: the Minister's standing list says whom to execute on return")
    comes home when the Minister cannot or would hardly shoot it: nobody sends the Secret Police, or the Minister is
    an ally. A computer Minister lists every exile who is not its ally (`execute_on_return`), so otherwise it waits
    abroad for a new Minister, or for a coup's safe passage (RULES 4.7; `military.friendly_embassy`), three turns at
    most since it fled (abroad it draws no cards and casts no votes)."""
    minister = minister_of(view)
    if minister is None or minister == view.player or memory.ally_score(minister) > 0:
        return True
    return memory.fled is None or memory.turn >= memory.fled + 3


def return_bribe(view: PlayerView) -> int | None:
    """Classic (VARIANTS 5.7.4 d): a Bribe the Assassin it can pay for from its pocket, named in its return order,
    stops the Minister's shooting (spent only when needed)."""
    if not facts.rules(view).return_bribe:
        return None
    for c in view.hand:
        if card(c).key == "bribe_the_assassin" and view.cash >= card(c).cost:  # paid on return, no waiver
            return c
    return None


def execute_on_return(view: PlayerView, memory: Memory) -> list[Order]:
    if Office.MINISTER not in view.acts_for:
        return []
    exiles = tuple(
        p.id for p in view.public.players if p.status is Status.EXILED and memory.ally_score(p.id) <= 0
    )
    return [ExecuteOnReturn(exiles)] if exiles else []



HEADS = ("Rosa", "Ramón", "Inés", "Tomás", "Lucía", "Ernesto", "Pilar", "Joaquín", "Consuelo", "Aurelio", "Mercedes",
         "Fidel", "Dolores", "Augusto", "Amparo", "Rafael")
"""Given names a family back from death gives its new head (names, the same in every language)."""


def name_head(view: PlayerView, memory: Memory, rng: random.Random) -> list[Order]:
    """Back from death this turn (seed 000 "Dead Players Return": "each dead player assumes a new role"), it names
    its new head as its cabinet is formed: a name no family's head bears."""
    if not memory.reborn:
        return []
    taken = {p.head for p in view.public.players if p.head}
    free = [h for h in HEADS if h not in taken] or list(HEADS)
    return [NameHead(rng.choice(free))]
