"""Computer-played families (issue 17): a pure function of what one seat may know.

    decide(view, history, legal, seed, personality, mine=(), coup_map=None) -> tuple[Order, ...]

- `view`: the seat's `rules.junta.views.PlayerView` (the public view and its own secrets);
- `history`: the events the seat was shown so far, oldest first (`rules.junta.views.redact(events, seat)`);
- `legal`: the order kinds the phase accepts (`rules.junta.engine.REGISTRY[phase].accepts`); nothing else is given;
- `seed`: any string; with the view's phase counter it seeds the seat's one `random.Random`;
- `personality`: "banker" (cautious: banks, pays for safety), "schemer" (skims, kills, spends vote cards) or
  "general" (goes for coups when they can be won); `personality_for(seed, seat)` draws one by lot. "baseline" is
  the computer of issue 17 as it was (its own personality drawn by lot), kept to measure the others against
  (`bench.players`); the others use every lever of the rules (issue 25: vote and event cards, the coup's cards and
  standing orders, a President's budget that buys the commanders a coup would need);
- `mine`: the seat's own orders given so far (optional);
- `coup_map`: the public coup map (`rules.junta.views.coup_map_view`), during a coup.

It never sees the game state: no other family's hand, cash, account, location or orders. It reads public events
(budget totals, roll calls, the bills each minister drew, kills) to judge who is rich and who is its ally. Every
order it returns is one the engine accepts (`rules.junta.validate`), so the bot may store them as they are.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Sequence

from rules.events import Event
from rules.junta.cards import HAND_LIMIT, card
from rules.junta.computer import (
    cabinet,
    civil,
    elections,
    faction,
    facts,
    hand,
    locations,
    military,
    president,
    speech,
    trade,
)
from rules.junta.computer.memory import Memory, remember
from rules.junta.computer.trade import Offer
from rules.junta.mapview import CoupMapView
from rules.junta.orders import (
    SECRET_POLICE,
    Assassinate,
    Banking,
    BudgetVote,
    ChooseLocation,
    CoupVote,
    Discard,
    ElectionVote,
    Order,
    OrderBase,
    PlayCard,
    ReturnFromExile,
)
from rules.junta.state import Phase, Status
from rules.junta.views import PlayerView

__all__ = [
    "BASELINE",
    "PERSONALITIES",
    "Memory",
    "Offer",
    "answer",
    "decide",
    "offers",
    "personality_for",
    "remember",
    "speak",
]

PERSONALITIES = ("banker", "schemer", "general")
BASELINE = "baseline"
"""Issue 17's computer, unchanged: the yardstick of `bench.players` (never drawn by lot for a game)."""


def personality_for(seed: str, seat: int) -> str:
    """A seat's personality, drawn by lot from the game's seed."""
    return random.Random(f"{seed}:personality:{seat}").choice(PERSONALITIES)


def decide(
    view: PlayerView,
    history: Sequence[Event],
    legal: Collection[type[OrderBase]],
    seed: str,
    personality: str,
    mine: Sequence[Order] = (),
    coup_map: CoupMapView | None = None,
    leader: PlayerView | None = None,
    line: Sequence[Order] = (),
) -> tuple[Order, ...]:
    """The seat's orders for the phase now open (one per key; the empty tuple: nothing to do). For a straw man
    (Mini-Junta) nothing, unless `leader`, the view of the computer family that leads his faction now: it decides
    for him on its own line (`line`: its own orders this phase; `history`: the events it was shown), in its
    interest (`faction.straw_orders`), and only the orders a leader may give for a straw man are kept (VARIANTS
    10.6, `Order.STRAW`)."""
    pub = view.public
    me = view.player
    rng = random.Random(f"{seed}:{me}:{pub.seq}:{pub.turn}:{pub.phase.value}:{pub.coup_phase}:{pub.ballot}")
    new = personality != BASELINE
    if not new:
        personality = personality_for(seed, me)
    elif personality not in PERSONALITIES:
        personality = "schemer"
    status = pub.players[me].status
    if status is Status.DEAD or pub.phase is Phase.GAME_OVER:
        return ()
    if status is Status.EXILED:
        if pub.phase is Phase.COUP and new and not pub.players[me].straw:
            # Home through an embassy a friend holds: its safe passage (RULES 4.6-4.7; issue 25).
            memory = remember(me, history, pub.president)
            embassy = military.friendly_embassy(view, memory, coup_map)
            if embassy is None:
                return ()
            return _legal((ReturnFromExile(embassy=embassy, bribe=civil.return_bribe(view)),), legal)
        if pub.phase in (Phase.COUP, Phase.AFTERMATH) or pub.players[me].straw:
            return ()
        if not new:
            return _legal((ReturnFromExile(),), legal)
        # Issue 25: home when the Minister would hardly shoot it, or with a bribe that stops him (classic).
        memory = remember(me, history, pub.president)
        bribe = civil.return_bribe(view)
        if bribe is None and not civil.safe_return(view, memory):
            return ()
        return _legal((ReturnFromExile(bribe=bribe),), legal)
    if pub.players[me].straw:
        if leader is None:
            return ()  # a straw man's orders are his faction leader's to give (VARIANTS 10.6)
        ordered = faction.straw_orders(view, leader, history, personality, line, coup_map, rng)
        return _legal(tuple(o for o in ordered if _straw_may(view, o)), legal)
    memory = remember(me, history, pub.president)
    memory.bound = new
    ph = pub.phase
    out: list[Order] = []
    if ph is Phase.NOMINATION:
        out += civil.nomination(view)
    elif ph is Phase.ELECTION:
        out += hand.election(view, memory, rng) if new else civil.election(view, memory, rng)
        if new:
            out = _election_levers(view, memory, rng, out)
    elif ph is Phase.CABINET:
        if me == pub.president:
            trust = civil.trust_order(view, memory, rng)
            appointed = (
                president.appoint(view, memory, personality, trust)
                if new
                else cabinet.appoint(view, memory, personality, trust)
            )
            if appointed is not None:
                out.append(appointed)
            bil = president.brother_in_law(view) if new and facts.rules(view).brother_in_law_runs else None
            if bil is not None:
                out.append(bil)
            minister = president.mini_minister(view, trust) if new and facts.rules(view).straw_men else None
            if minister is not None:
                out.append(minister)
            brigade = president.opposition_brigade(view) if new else None
            if brigade is not None:
                out.append(brigade)
        out += civil.discards(view)
        if new:
            out += civil.name_head(view, memory, rng)
    elif ph is Phase.BUDGET_DRAW:
        out += civil.budget_draw(view, memory)
    elif ph is Phase.BUDGET_PROPOSAL:
        if me == pub.president:
            budget = (
                president.propose(view, memory, personality, rng)
                if new
                else civil.propose_budget(view, memory, personality, rng)
            )
            if budget is not None:
                out.append(budget)
    elif ph is Phase.BUDGET_VOTE:
        out += hand.budget_vote(view, memory, personality) if new else civil.budget_vote(view, memory, personality)
        ballot = next((o for o in out if isinstance(o, BudgetVote)), None)
        if new and ballot is not None and pub.ballot == 2 and facts.rules(view).votes_by_source:
            # Classic, ballot 2: its sources one by one, on ballot 1's count (VARIANTS 4.2.2-4.2.3).
            out = [o for o in out if o is not ballot]
            out += elections.budget_second_ballot(view, memory, ballot.ballot.default, personality)
    elif ph is Phase.MINISTER_DECISION:
        out += civil.minister_decision(view)
        resigned = president.resign(view, memory) if new else None
        if resigned is not None:
            out.append(resigned)
    elif ph is Phase.LOCATIONS:
        winnable = me != pub.president and military.coup_is_winnable(view, memory, personality)
        want_hq = winnable and not pub.coup_excuse
        if new and winnable and not pub.coup_excuse and hand.excuse_card(view) is not None:
            want_hq = False  # a coup card of its own gives the excuse (cards.toml: coup_excuse)
        chosen = locations.where(view, memory, rng) if new else None
        regicide = elections.regicide(view) if new and not winnable else None
        out += civil.locations(view, memory, personality, rng, want_hq, chosen, regicide)
        if winnable:
            out += military.rebel_only(view, memory, personality, True, rng)
            if new:
                out += military.rebel_cards(view, memory)
    elif ph is Phase.COUP:
        fled = military.flight(view, memory, coup_map) if new else []
        if fled:
            out += fled  # its coup lost, it flees (issue 25): nothing else of the coup is its business now
        else:
            if new:
                out += military.embassy_landing(view, memory, coup_map)  # safe passage for a friend abroad
            out += military.coup_orders(view, memory, personality, coup_map, rng)
            if new:
                out += military.coup_levers(view, memory, coup_map)
    elif ph is Phase.AFTERMATH:
        if pub.coup_result is None and me != pub.president and not pub.players[me].straw:
            # Classic (VARIANTS 6.13.1): the declaration, seeing the city as Coup Phase 6 left it; a straw man's
            # follows his leader's (10.6).
            out.append(CoupVote(military.coup_vote(view, memory, coup_map, military.side(view, memory))))
        out += civil.aftermath(view, memory)
    out += civil.card_plays(view)
    if new:
        out += hand.card_plays(view, memory, personality)
        out += faction.president_choice(view)
    out += civil.execute_on_return(view, memory)
    return _legal(tuple(out), legal)


def offers(view: PlayerView, history: Sequence[Event], personality: str, seed: str) -> tuple[Offer, ...]:
    """The trades this computer family offers as the phase opens (issue 25; issue 17's offered none)."""
    pub = view.public
    if personality == BASELINE or pub.players[view.player].status is not Status.ALIVE or pub.phase is Phase.GAME_OVER:
        return ()
    memory = remember(view.player, history, pub.president)
    memory.bound = True
    return trade.offers(view, memory, personality, seed)


def answer(view: PlayerView, history: Sequence[Event], personality: str, offer: Offer) -> bool:
    """Whether this computer family accepts a trade offered to it: by value, a promise asked counted at what
    keeping it would cost (issue 17's counted only the goods)."""
    memory = None
    if personality != BASELINE:
        memory = remember(view.player, history, view.public.president)
        memory.bound = True
    return trade.accepts(
        view, offer.give_cash, offer.give_cards, offer.get_cash, offer.get_cards, offer.terms, memory
    )


def speak(view: PlayerView, history: Sequence[Event], seed: str) -> tuple[speech.Line, ...]:
    """What this computer family says as the phase opens (`rules.junta.computer.speech`; the words are the bot's)."""
    pub = view.public
    if pub.players[view.player].status is not Status.ALIVE or pub.phase is Phase.GAME_OVER:
        return ()
    return speech.lines(view, history, remember(view.player, history, pub.president), seed)


def _election_levers(view: PlayerView, memory: Memory, rng: random.Random, out: list[Order]) -> list[Order]:
    """Classic's election orders (`rules.junta.computer.elections`): ballot 2 source by source (a hopeless candidate
    declining), and a candidate's 'if I am elected, appoint ...' where the election allows it."""
    pub = view.public
    vote = next((o for o in out if isinstance(o, ElectionVote)), None)
    if vote is not None and pub.ballot == 2 and facts.rules(view).votes_by_source and view.to_cast:
        out = [o for o in out if o is not vote] + elections.election_second_ballot(view, memory, vote.candidate)
    return out + elections.if_elected(view, memory, civil.trust_order(view, memory, rng))


def _straw_may(view: PlayerView, order: Order) -> bool:
    """What a leader may order for a straw man (VARIANTS 10.6; `rules.junta.validate._straw_order` checks the same on
    the state): the kinds marked STRAW; of cards only influence; no exile; deposits only; the Secret Police only; a
    discard only over the hand limit; never a rebel-only act for the government's straw men."""
    me = view.public.players[view.player]
    if not type(order).STRAW:
        return False
    if isinstance(order, PlayCard):
        return card(order.card).kind == "influence"
    if isinstance(order, ChooseLocation):
        return order.location is not None
    if isinstance(order, Banking):
        return not order.withdraw
    if isinstance(order, Assassinate):
        return order.assassin == SECRET_POLICE
    if isinstance(order, Discard):
        return me.cards > HAND_LIMIT
    return not (type(order).REBEL_ONLY and view.public.phase is Phase.LOCATIONS and me.faction == "government")


def _legal(orders: Sequence[Order], legal: Collection[type[OrderBase]]) -> tuple[Order, ...]:
    """Only kinds the phase accepts, and one order per key (the first)."""
    seen: set[str] = set()
    out: list[Order] = []
    for o in orders:
        if type(o) not in legal or o.key() in seen:
            continue
        seen.add(o.key())
        out.append(o)
    return tuple(out)
