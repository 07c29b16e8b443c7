"""Budget vote phase (RULES 4.4).

Majority of yes over no passes. R: a tie passes unless the President's office voted no. Revote cards (Power
Failure, Summer Recess) are conditional orders; a revote is held at once from each player's revote order
(default: the same as the first vote); spent vote cards stay spent. Each such card triggers at most once, in
order-time order. Miscount: one named player's votes are struck and the votes recounted. R: a strike applies to
the ballot it fires on; a revote is a new ballot, counted in full.
Passes: the money goes to the players' pockets now. Fails: coup excuse; the Minister's decision follows.
Classic (VARIANTS 4.2): two ballots (`rules.junta.ballots`); the count, the cards and the result come after ballot 2.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from rules.events import PUBLIC, to
from rules.junta import ballots, straw
from rules.junta.cards import card
from rules.junta.context import Ctx
from rules.junta.money import total
from rules.junta.orders import Ballot, BudgetVote, Choice, Submitted, Trigger, VoteCard
from rules.junta.phases import by_player, of
from rules.junta.state import CastVote, GameState, Phase, VoteResult
from rules.junta.votes import Cast, cast

REVOTE_CARDS = ("power_failure", "summer_recess")


@dataclass(frozen=True)
class Count:
    yes: int
    no: int
    passed: bool


def count(casts: dict[int, Cast], struck: set[int]) -> Count:
    yes = sum(c.yes for p, c in casts.items() if p not in struck)
    no = sum(c.no for p, c in casts.items() if p not in struck)
    president_no = any(c.president_no for p, c in casts.items() if p not in struck)
    passed = yes > no or (yes == no and not president_no)
    return Count(yes, no, passed)


def matches(trigger: Trigger, result: Count) -> bool:
    if trigger.result == "passes" and not result.passed:
        return False
    if trigger.result == "fails" and result.passed:
        return False
    if trigger.within is not None:
        return abs(result.yes - result.no) <= trigger.within
    return True


def pay_out(ctx: Ctx) -> None:
    """The budget is paid: each player's bills to his pocket, the skim to the President."""
    b = ctx.s.budget
    if b is None:
        return
    for pid, bills in b.bills:
        if ctx.player(pid).alive:
            ctx.give_cash(pid, bills)
            ctx.say("budget_paid", to(pid), amount=total(bills), bills=[b.value for b in bills])
        else:
            ctx.out_of_play(bills)
    if b.skim:
        if ctx.player(b.proposer).alive:
            ctx.give_cash(b.proposer, b.skim)
            ctx.stat(b.proposer, skimmed=total(b.skim))
        else:
            ctx.out_of_play(b.skim)
    ctx.update(pool=())


def default(state: GameState, pid: int) -> Ballot:
    """A missing ballot abstains; a straw man's (Mini-Junta, VARIANTS 10.6) votes with his faction: the government's
    all yes, the opposition's all no, in ballot 1 (or the only ballot); none without a faction."""
    p = state.players[pid]
    if not p.straw or state.ballot == 2:
        return Ballot()
    if p.faction == straw.GOVERNMENT:
        return Ballot(Choice.YES)
    if p.faction == straw.OPPOSITION:
        return Ballot(Choice.NO)
    return Ballot()


def given(state: GameState, orders: Sequence[Submitted], pid: int) -> Ballot:
    """A player's ballot as his orders give it: his budget vote (or its default), with each source he cast on its own
    (`CastSource`, classic VARIANTS 4.2.2) put in."""
    vote = by_player(orders, BudgetVote).get(pid)
    ballot = vote.ballot if vote is not None else default(state, pid)
    return ballots.with_casts(ballot, ballots.own_casts(orders).get(pid, {}))


def ballot_one(ctx: Ctx, orders: Sequence[Submitted]) -> None:
    """Classic's first ballot (VARIANTS 4.2): the sources cast are recorded and published; ballot 2 opens."""
    casts: list[CastVote] = []
    for p in ctx.s.players:
        if p.alive:
            casts.extend(ballots.record(ctx.s, p.id, given(ctx.s, orders, p.id)))
    done = tuple(casts)
    ballots.spend_cards(ctx, done)
    ballots.publish_first(ctx, done, "budget")
    ctx.update(ballot=2, first_ballot=done)
    ctx.next_phase = Phase.BUDGET_VOTE


def resolve(ctx: Ctx, orders: Sequence[Submitted]) -> None:
    if ballots.two_ballots(ctx.s) and not ballots.in_ballot_two(ctx.s):
        ballot_one(ctx, orders)
        return
    s = ctx.s
    voters = [p.id for p in s.players if p.alive]
    votes = by_player(orders, BudgetVote)
    first = {pid: ballots.merged(s, pid, given(s, orders, pid)) for pid in voters}
    second: dict[int, Ballot] = {}
    for pid in voters:
        o = votes.get(pid)
        second[pid] = o.revote if o is not None and o.revote is not None else first[pid]
    spent: set[int] = set()

    def ballot(ballots: dict[int, Ballot]) -> dict[int, Cast]:
        casts = {pid: cast(ctx.s, pid, ballots[pid], frozenset(spent)) for pid in voters}
        for c in casts.values():
            spent.update(c.spent)
        return casts

    casts = ballot(first)
    for pid in voters:
        fixed = ballots.fixed_card_votes(s, pid)
        if fixed:
            c = casts[pid]
            casts[pid] = replace(c, yes=c.yes + fixed.get("yes", 0), no=c.no + fixed.get("no", 0))
    ctx.update(ballot=0, first_ballot=())
    struck: set[int] = set()
    result = count(casts, struck)
    n_ballots = 1
    history = [result]
    fired: set[int] = set()
    plays = of(orders, VoteCard)
    while True:
        fire = None
        for pid, play, _ in plays:
            if play.card in fired or not ctx.player(pid).alive or play.card not in ctx.player(pid).hand:
                continue
            if matches(play.trigger, result):
                fire = (pid, play)
                break
        if fire is None:
            break
        pid, play = fire
        fired.add(play.card)
        name = card(play.card).key
        ctx.discard_cards(pid, (play.card,))
        if name == "miscount" and play.target is not None:
            struck.add(play.target)
            result = count(casts, struck)
            ctx.say(
                "miscount",
                PUBLIC,
                card=name,
                player=pid,
                target=play.target,
                yes=result.yes,
                no=result.no,
            )
        else:
            ctx.say(
                "revote",
                PUBLIC,
                player=pid,
                card=name,
                yes=result.yes,
                no=result.no,
            )
            casts = ballot(second)
            struck = set()
            result = count(casts, struck)
            n_ballots += 1
        history.append(result)
    # Spent vote cards are discarded.
    for pid in voters:
        mine = tuple(c for c in ctx.player(pid).hand if c in spent)
        if mine:
            ctx.discard_cards(pid, mine)
    roll = [
        {"player": pid, "yes": c.yes, "no": c.no, "abstain": c.abstain, "struck": pid in struck}
        for pid, c in casts.items()
    ]
    ctx.say(
        "budget_vote",
        PUBLIC,
        roll_lines=[
            {"player": r["player"], "yes": r["yes"], "no": r["no"], "abstain": r["abstain"], "struck": r["struck"]}
            for r in roll
            if r["yes"] or r["no"] or r["abstain"]
        ],
        passed=result.passed,
        yes=result.yes,
        no=result.no,
        roll_call=roll,
        ballots=n_ballots,
    )
    if ballots.two_ballots(s):
        n_ballots += 1  # classic: ballot 1 came before (VARIANTS 4.2)
    ctx.update(vote=VoteResult(result.passed, result.yes, result.no, n_ballots))
    pres = s.president
    if result.passed:
        if pres is not None:
            ctx.stat(pres, budgets_passed=1)
        pay_out(ctx)
        if ctx.s.budget_round > 0:
            # New Budget passed: the failed budget's coup excuse and Bank closure are cancelled.
            ctx.update(excuse_from_budget=False)
        ctx.next_phase = Phase.LOCATIONS
    else:
        if pres is not None:
            ctx.stat(pres, budgets_failed=1)
        ctx.update(excuse_from_budget=True)
        ctx.say("coup_excuse", PUBLIC, form="budget")
        ctx.next_phase = Phase.MINISTER_DECISION
