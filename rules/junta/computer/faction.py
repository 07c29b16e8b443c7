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
from rules.junta.computer.memory import Memory, remember
from rules.junta.mapview import CoupMapView
from rules.junta.money import Bill, payable_amounts, pick_exact, remove, total
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
    ProposeBudget,
    RebelAction,
    SeizeChamber,
)
from rules.junta.state import BankState, Phase, Status
from rules.junta.straw import table_reading
from rules.junta.views import PlayerView

PROMISE = {"banker": 5, "general": 4, "schemer": 3}
"""The most a computer President of Mini-Junta promises one straw man (VARIANTS 10.5: the faction table's row, 1-5 MP;
5 MP gives a straw man with 0-5 influence votes a 5 in 6 chance of joining the government, 3 MP a 3 in 6): the
cautious banker buys the best odds, the schemer gambles on cheaper ones. The straw men it keeps are forces a coup
of the opposition does not have (10.9); those it loses rise with the opposition (issue 25: coups come when they
pay)."""


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


def budget(view: PlayerView, memory: Memory, personality: str) -> ProposeBudget | None:
    """A computer President's budget in Mini-Junta (VARIANTS 10.5): the faction table, not the straw men's votes,
    decides whose side they take, so it promises each living straw man the MP that buys the best odds of joining
    the government, the strongest in a coup first (the straw Generals' brigades, then the Minister's Police), and
    nothing to one the table sends to the opposition whatever he is promised. With two players a straw man's cash
    goes to his faction's leader after the Bank (10.7.3): a promise to a straw man the roll keeps in the government
    comes back to it, so it buys the best odds for each (5 MP), adding cash of its own to the pool when the pool is
    short (RULES 4.3). With three, government straw men's cash goes out of play (11.6): it promises up to
    `PROMISE`, then pays the real Minister (a faction of one, 11.1) a fair share of what is left, as a computer
    President pays a family whose vote he needs (`civil.propose_budget`). The rest it keeps."""
    pub = view.public
    me = view.player
    have = total(view.pool)
    two = sum(1 for p in pub.players if not p.straw) == 2
    cap = max(PROMISE.values()) if two else PROMISE.get(personality, 4)
    straws = sorted(
        (p for p in pub.players if p.straw and p.status is Status.ALIVE),
        key=lambda p: (-military.strength(view, [p.id]), p.id),
    )
    desired: list[tuple[int, int, int, bool]] = []
    for p in straws:
        votes = sum(facts.INFLUENCE_VOTES.get(name, 0) for name in p.influence)
        minister = two and Office.MINISTER in p.offices
        best = min(range(1, cap + 1), key=lambda a: (-(table_reading(a, votes, minister) or 0), a))
        if table_reading(best, votes, minister):
            desired.append((p.id, best, votes, minister))
    add = 0
    short = sum(d[1] for d in desired) - have
    if two and short > 0 and view.cash:
        options = payable_amounts(view.pocket)
        add = min((a for a in options if a >= short), default=max(options))
    left = have + add
    wanted: dict[int, int] = {}
    for pid, best, votes, minister in desired:
        amount = min(best, left)
        if amount > 0 and table_reading(amount, votes, minister):
            wanted[pid] = amount
            left -= amount
    # Three players: the Minister, in no faction, is paid as a family whose vote and Secret Police count.
    share = max(1, -(-have // max(1, len(facts.living(view)))))
    for pid in facts.rivals(view):
        if facts.faction(view, pid) is None and pid != me and left >= share:
            wanted[pid] = share
            left -= share
    extra = pick_exact(view.pocket, add) if add else ()
    if extra is None:
        extra, add = (), 0
    return ProposeBudget(_fit((*view.pool, *extra), wanted), add)


def _fit(bills: Sequence[Bill], wanted: dict[int, int]) -> tuple[tuple[int, int], ...]:
    """The promises as the pool's bills pay them exactly (RULES 4.3: a budget pays in bills, no change): the largest
    first, each the payable amount nearest its wish not above it, else the least above it; a family the bills
    left cannot pay gets nothing."""
    rest = bills
    out: dict[int, int] = {}
    for pid in sorted(wanted, key=lambda p: (-wanted[p], p)):
        w = wanted[pid]
        options = [v for v in payable_amounts(rest) if v > 0]
        if not options:
            break
        v = max((v for v in options if v <= w), default=min(options))
        taken = pick_exact(rest, v)
        if taken is None:
            continue
        rest = remove(rest, taken)
        out[pid] = v
    return tuple(sorted(out.items()))
