"""Who owes what this phase (RULES 2 and 7): each player's duties, computed from public facts only (offices, the
phase, the number of cards each player holds), with the default that applies to a duty left undone.

Two ideas are kept apart (RULES 2):
- a player *owes* an order when the phase needs one from him; the defaults of RULES 7 apply to his duties left
  undone, and the channel is told he missed them (never if he marked himself done: a deliberate hold is not missed);
- every living, non-exiled player *may act* in any phase (influence cards, gifts, trades, speeches), so a phase
  resolves early only when every one of them has marked done (`in_play`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from rules.junta import straw
from rules.junta.cards import HAND_LIMIT
from rules.junta.military import belongs
from rules.junta.offices import Office
from rules.junta.orders import (
    Appoint,
    Bombard,
    BudgetVote,
    CastSource,
    ChooseLocation,
    CoupVote,
    Discard,
    DrawBills,
    ElectionVote,
    Fire,
    FiringSquad,
    JuntaVote,
    Land,
    Move,
    NameMinister,
    NewWeapons,
    OppositionBrigade,
    OrderBase,
    PlayCoupCard,
    PoliceResponse,
    ProposeBudget,
    SeizeChamber,
    Transfer,
)
from rules.junta.state import ElectionKind, GameState, Phase, Status
from rules.junta.validate_coup import undecided
from rules.junta.variants import rules_of
from rules.junta.votes import sources

__all__ = ["Duty", "duties", "in_play", "missing", "owes"]


@dataclass(frozen=True)
class Duty:
    """An order the phase needs from a player: the kinds that fulfil it (`office`: only an order for that office),
    and what happens if he gives none, as data (issue 23): `code` and its fields `data`, which the bot tells him
    (message `duty-<code>`, fields named as `bot.games.junta.text.news` reads them)."""

    kinds: tuple[type[OrderBase], ...]
    code: str
    data: Mapping[str, object] = field(default_factory=dict, hash=False)
    office: Office | None = None
    excess: int = 0  # the hand limit: how many cards he must still shed
    straw: int | None = None  # Mini-Junta: a straw man he leads, in whose seat the order is given (VARIANTS 10.6)

    def met(self, orders: Iterable[OrderBase]) -> bool:
        mine = [o for o in orders if isinstance(o, self.kinds)]
        if self.office is not None:
            return any(getattr(o, "office", None) is self.office for o in mine)
        if self.excess:
            shed = {c for o in mine if isinstance(o, Discard) for c in o.cards}
            return len(shed) >= self.excess
        return bool(mine)


def in_play(state: GameState) -> frozenset[int]:
    """RULES 2: every living, non-exiled player may act in any phase; all of them mark done before a phase resolves
    early. Straw men (Mini-Junta) never mark done: their leaders do (VARIANTS 10.6)."""
    return frozenset(p.id for p in state.players if p.status is Status.ALIVE and not p.straw)


def _voter(state: GameState, pid: int) -> bool:
    """Public votes: an office (or the Brother-in-Law's) or influence in play."""
    p = state.players[pid]
    return p.alive and bool(state.acts_for(pid) or p.influence)


def _all_cast(state: GameState, pid: int) -> bool:
    if state.ballot != 2:
        return False
    cast = {c.source for c in state.first_ballot if c.player == pid}
    first = state.election is not None and state.election.kind is ElectionKind.FIRST and state.phase is Phase.ELECTION
    return bool(cast) and all(s.id in cast for s in sources(state, pid, family_vote=first))


def _commands_units(state: GameState, pid: int) -> bool:
    coup = state.coup
    return coup is not None and any(u.zone is not None and belongs(state, u) == pid for u in coup.units)


UNIT_ORDERS: tuple[type[OrderBase], ...] = (Move, Fire, Bombard, Land, Transfer, PoliceResponse, PlayCoupCard)


def duties(state: GameState, pid: int) -> tuple[Duty, ...]:
    """What the phase needs from this player (empty: nothing; he may still act and must still mark done)."""
    if state.over or not 0 <= pid < len(state.players) or state.players[pid].status is not Status.ALIVE:
        return ()
    if state.players[pid].straw:
        return ()  # a straw man never owes anything: his defaults apply (VARIANTS 10.6)
    phase = state.phase
    acts = set(state.acts_for(pid))
    president = pid == state.president
    out: list[Duty] = []
    if phase in (Phase.ELECTION, Phase.BUDGET_VOTE) and _all_cast(state, pid):
        return ()  # ballot 2 of a two-ballot vote: every source of his was cast in ballot 1 (VARIANTS 4.2.2)
    if phase is Phase.ELECTION:
        e = state.election
        if (e is not None and e.kind is ElectionKind.FIRST) or _voter(state, pid):
            out.append(Duty((ElectionVote, CastSource), "no_election_vote"))
    elif phase is Phase.CABINET:
        if president and rules_of(state).straw_men:
            # Mini-Junta appoints nothing: the President names the opposition's brigade (VARIANTS 10.3.1) and, with
            # three players, the Minister (11.3); default last round's, round 1 lot.
            first = state.turn <= 1
            form = {"form": "lot" if first else "kept"}
            out.append(Duty((OppositionBrigade,), "no_opposition_brigade", form))
            if sum(1 for p in state.players if not p.straw) == 3:
                out.append(Duty((NameMinister,), "no_minister_named", form))
        elif president:
            out.append(Duty((Appoint,), "no_cabinet"))
        over = state.players[pid].card_count - HAND_LIMIT
        if over > 0:
            held = state.players[pid].card_count
            limits = {"held": held, "limit": HAND_LIMIT, "over": over}
            out.append(Duty((Discard,), "over_hand_limit", limits, excess=over))
        out.extend(_straw_discards(state, pid))
    elif phase is Phase.BUDGET_DRAW:
        if Office.MINISTER_OF_WAR in acts:
            out.append(Duty((NewWeapons,), "no_new_weapons"))
        for office in (Office.FOREIGN_MINISTER, Office.FARM_LABOR):
            if office in acts:
                out.append(Duty((DrawBills,), "no_bills_drawn", {"form": office.value}, office=office))
    elif phase is Phase.BUDGET_PROPOSAL:
        if president:
            out.append(Duty((ProposeBudget,), "no_budget"))
    elif phase is Phase.BUDGET_VOTE:
        if _voter(state, pid):
            out.append(Duty((BudgetVote, CastSource), "no_budget_vote"))
    elif phase is Phase.MINISTER_DECISION:
        if Office.MINISTER in acts:
            out.append(Duty((SeizeChamber,), "no_seizure"))
    elif phase is Phase.LOCATIONS:
        out.append(Duty((ChooseLocation,), "no_location"))
    elif phase is Phase.COUP:
        if _commands_units(state, pid):
            out.append(Duty(UNIT_ORDERS, "no_unit_orders"))
        six = state.coup is not None and state.coup.phase == 6
        if six and not president and not rules_of(state).declare_in_aftermath:  # he is always Pro-President
            if rules_of(state).declare_by_status:
                out.append(_declaration(state, pid))
            else:
                out.append(Duty((CoupVote,), "no_coup_vote"))
    elif phase is Phase.AFTERMATH:
        coup = state.coup
        if undecided(state):
            # Classic (VARIANTS 6.13.1): the declarations first; the winners' orders are given in case they win.
            if not president:
                out.append(_declaration(state, pid))
            if state.players[pid].rebel:
                out.append(Duty((JuntaVote,), "no_junta_vote", {"form": "if_rebels_win"}))
            if president:
                out.append(Duty((FiringSquad,), "no_firing_squad", {"form": "if_you_win"}))
        elif coup is not None and coup.result == "junta":
            if state.players[pid].rebel:
                out.append(Duty((JuntaVote,), "no_junta_vote", {"form": "won"}))
        elif president:
            out.append(Duty((FiringSquad,), "no_firing_squad", {"form": "won"}))
    return tuple(out)


def _declaration(state: GameState, pid: int) -> Duty:
    """Classic (VARIANTS 6.13.2): nobody abstains; a missing declaration follows his status."""
    return Duty((CoupVote,), "no_declaration", {"form": "rebel" if state.players[pid].rebel else "loyalist"})


def _straw_discards(state: GameState, pid: int) -> list[Duty]:
    """Mini-Junta (VARIANTS 10.6: "discarding down to 6 | faction leader, only when over the limit | newest drawn
    first, never influence in play"): the leader chooses what each straw man he leads discards; the default applies
    only when the phase closes."""
    out = []
    for s in straw.led_by(state, pid):
        held = state.players[s].card_count
        over = held - HAND_LIMIT
        if over > 0:
            limits = {"straw_player": s, "held": held, "limit": HAND_LIMIT, "over": over}
            out.append(Duty((Discard,), "straw_over_hand_limit", limits, excess=over, straw=s))
    return out


def owes(state: GameState) -> frozenset[int]:
    """Players who owe an order this phase (RULES 2: from public facts only)."""
    return frozenset(p.id for p in state.players if duties(state, p.id))


def missing(
    state: GameState,
    pid: int,
    orders: Iterable[OrderBase],
    straw_orders: Mapping[int, Iterable[OrderBase]] | None = None,
) -> tuple[Duty, ...]:
    """This player's duties that his orders so far leave undone; a duty for a straw man he leads is met by the
    orders in that straw man's seat (`straw_orders`: seat -> its orders; any other seats' are ignored)."""
    given = tuple(orders)
    theirs = straw_orders or {}
    return tuple(
        d for d in duties(state, pid) if not d.met(given if d.straw is None else tuple(theirs.get(d.straw, ())))
    )
