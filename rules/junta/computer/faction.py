"""A computer leader's orders for its straw men (Mini-Junta, VARIANTS 10.6): they follow its line.

A straw man makes no decision of his own: the leader of his faction makes them. A computer leader decides for him
with its own memory and interest, not the straw man's: his budget ballots are cast as the leader casts its own, he
marches in the rebel-only step only when the leader rebels, fights on the leader's side, never attacks the leader's
faction, and declares and votes in a Junta as the engine's defaults make him (with his leader). Where the leader has
no line to follow (where he goes, what he banks, his hand), he is played like any computer seat, for the leader.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from rules.events import Event
from rules.junta.computer import civil, facts, military
from rules.junta.computer.memory import remember
from rules.junta.mapview import CoupMapView
from rules.junta.offices import Office
from rules.junta.orders import (
    Ballot,
    Banking,
    BudgetVote,
    Choice,
    CoupVote,
    JuntaVote,
    Order,
    PresidentChoice,
    RebelAction,
    SeizeChamber,
)
from rules.junta.state import BankState, Phase
from rules.junta.views import PlayerView


def straw_orders(
    view: PlayerView,
    leader: PlayerView,
    history: Sequence[Event],
    personality: str,
    line: Sequence[Order],
    coup_map: CoupMapView | None,
    rng: random.Random,
) -> list[Order]:
    """The orders `leader` (a computer family's view) gives for the straw man whose view is `view`, `line` being
    the leader's own orders this phase and `history` the events the leader was shown."""
    pub = view.public
    memory = remember(leader.player, history, pub.president)
    ph = pub.phase
    out: list[Order] = []
    if ph is Phase.CABINET:
        out += civil.discards(view)
    elif ph is Phase.BUDGET_VOTE:
        out += _ballots(line)
    elif ph is Phase.MINISTER_DECISION and Office.MINISTER in view.acts_for:
        # The straw Minister seizes the Chamber, passing the budget, when his leader wanted it passed.
        wanted = leader.player == pub.president or dict(pub.budget_totals).get(leader.player, 0) > 0
        out.append(SeizeChamber(wanted))
    elif ph is Phase.LOCATIONS:
        out += civil.locations(view, memory, personality, rng, want_hq=False)
        if any(isinstance(o, RebelAction) or type(o).REBEL_ONLY for o in line):
            out += military.march(view, memory, rng)  # he joins the coup his leader starts (10.9.2)
    elif ph is Phase.COUP:
        side = military.side(leader, memory)
        out += [
            o
            for o in military.coup_orders(view, memory, personality, coup_map, rng, side)
            if not isinstance(o, CoupVote)  # he declares as his leader does: the engine's default (10.6)
        ]
    elif ph is Phase.AFTERMATH and pub.bank is BankState.LUNCH and view.location == "bank" and view.cash > 0:
        out.append(Banking(deposit=-1))  # the Bank reopens after the coup: his cash into his leader's account
    out += civil.card_plays(view)
    out += civil.execute_on_return(view, memory)
    return [o for o in out if not isinstance(o, JuntaVote)]  # a straw Rebel votes for his leader (the default)


def _ballots(line: Sequence[Order]) -> list[Order]:
    """The straw man's budget ballots: every source of his as the leader casts his own (VARIANTS 10.6: "budget
    ballots | faction leader"); a straw man's vote cards are never played (10.3.4)."""
    theirs = next((o for o in line if isinstance(o, BudgetVote)), None)
    if theirs is None:
        return []
    revote = None if theirs.revote is None else Ballot(_choice(theirs.revote))
    return [BudgetVote(Ballot(_choice(theirs.ballot)), revote)]


def _choice(ballot: Ballot) -> Choice:
    """How a ballot votes: its choice for every source, else the first choice it gives a source."""
    if ballot.default is not Choice.ABSTAIN:
        return ballot.default
    return next((c for _, c in (*ballot.split, *ballot.cards) if c is not Choice.ABSTAIN), Choice.ABSTAIN)


def president_choice(view: PlayerView) -> list[Order]:
    """Mini-Junta (VARIANTS 10.4: "whom you make President if the presidency falls vacant in this phase and your
    faction has the most votes"): in the phases where a President can fall (the assassinations, a coup) a real
    player not in office names itself, as a standing order (the presidency is worth more to it than to its rival)."""
    pub = view.public
    me = view.player
    if not facts.rules(view).straw_men or pub.president == me or facts.player(view, me).straw:
        return []
    if pub.phase not in (Phase.LOCATIONS, Phase.COUP):
        return []
    return [PresidentChoice(me)]
