"""What a computer family plays from its hand, and when (issue 25: "every lever of the rules"): vote cards only
where they swing a vote, the vote-time events against a result it does not want, Intelligence and the spy on the
rival it means to strike, New Budget against a failed budget that hurts it, Bank Holiday against a rival who banks
(or, as President, against a coup excuse), the other events where they bite, and the no-effect events to free its
hand. Everything here reads the seat's view and its memory of public events, nothing else.
"""

from __future__ import annotations

import random

from rules.junta.cards import card
from rules.junta.computer import facts
from rules.junta.computer.memory import Memory
from rules.junta.computer.military import coup_is_winnable, fair_share
from rules.junta.offices import GENERALS, Office
from rules.junta.orders import Ballot, BudgetVote, Choice, ElectionVote, Order, PlayCard, Trigger, VoteCard
from rules.junta.state import BankState, Phase
from rules.junta.validate import WHEN_PHASES
from rules.junta.views import PlayerView

NO_EFFECT = (
    "leaflets",
    "un_condemns",
    "call_for_reforms",
)
EXCUSE_EVENTS = ("peasant_revolt", "crown_prince")
RIVAL_CARDS = 5  # the votes a rival candidate's own vote cards might add (the largest Vote card)
SAFETY = {"banker": 2, "schemer": 1, "general": 1}  # votes to spare it wants, its guess of the others being a guess


def _vote_cards(view: PlayerView) -> list[int]:
    return sorted((c for c in view.hand if card(c).kind == "vote"), key=lambda c: (card(c).votes, c))


def swing(cards: list[int], margin: int) -> tuple[int, ...]:
    """The fewest vote cards (smallest first) that turn a count `margin` short (the votes the other side leads by,
    0 for a tie that goes against me) into a win; () when none are needed (margin < 0) or all of them cannot."""
    if margin < 0:
        return ()
    need = margin + 1
    if sum(card(c).votes for c in cards) < need:
        return ()
    # The smallest single card that does it, else the largest ones until it is done.
    for c in cards:
        if card(c).votes >= need:
            return (c,)
    chosen: list[int] = []
    got = 0
    for c in sorted(cards, key=lambda c: (-card(c).votes, c)):
        chosen.append(c)
        got += card(c).votes
        if got >= need:
            break
    return tuple(chosen)


# --- elections -----------------------------------------------------------------------------------------------
def election(view: PlayerView, memory: Memory, rng: random.Random) -> list[Order]:
    """As issue 17's computer, but its vote cards only where they can swing the election: a candidate itself, it
    plays the fewest that lift it over the strongest rival candidate's own votes and a share of the uncommitted;
    with nobody to beat, or no way to beat him, it keeps them."""
    pub = view.public
    cands = list(pub.candidates)
    if not cands:
        return []
    if pub.ballot == 2 and facts.rules(view).votes_by_source and not view.to_cast:
        return []
    me = view.player
    choice = me if me in cands else max(cands, key=lambda c: (memory.ally_score(c), -memory.wealth(c), -c))
    bought = memory.promised_vote.get(me)
    if me not in cands and bought in cands and memory.keeps_word():
        choice = bought  # it took a gift for its vote (issue 25), and keeps its word
    cards_ok = (pub.turn > 0 or facts.rules(view).first_election_cards) and pub.ballot != 2
    played: tuple[int, ...] = ()
    if cards_ok and choice == me and len(cands) > 1:
        # The presidency is worth every card that could win it: all of them, unless even all cannot beat the
        # strongest rival's own votes (they are kept), or it leads by more than any rival's cards could make up.
        others = [c for c in cands if c != me]
        free = [p for p in facts.living(view) if p not in cands]
        spread = sum(facts.votes(view, p) for p in free) / len(cands)
        best = max(facts.votes(view, c) + spread for c in others)
        mine = facts.votes(view, me) + spread
        cards = _vote_cards(view)
        if mine + sum(card(c).votes for c in cards) > best and mine <= best + RIVAL_CARDS:
            played = tuple(cards)
    return [ElectionVote(choice, played)]


# --- the budget vote -------------------------------------------------------------------------------------------
def predicted(view: PlayerView, memory: Memory) -> dict[int, Choice]:
    """How each other living family will vote on the budget on the table, as the table can guess it: the
    President and those paid at least half a fair share yes, his allies yes, the rest no."""
    pub = view.public
    totals = dict(pub.budget_totals)
    fair = fair_share(view, memory)
    out: dict[int, Choice] = {}
    for p in facts.living(view):
        if p == view.player:
            continue
        paid = totals.get(p, 0)
        yes = p == pub.president or paid >= max(1.0, 0.5 * fair) or memory.promised_yes.get(p, False)
        out[p] = Choice.YES if yes else Choice.NO
    return out


def wants_yes(view: PlayerView, memory: Memory) -> bool:
    """Whether it wants this budget passed: it is President, the budget pays it, an ally needs it, or it gave its
    word (a deal); not when it is left out and a coup of the left-out could win (a failed budget is the excuse)."""
    pub = view.public
    me = view.player
    if me == pub.president:
        return True
    if memory.promised_yes.get(me, False) and memory.keeps_word():
        return True
    mine = dict(pub.budget_totals).get(me, 0)
    fair = fair_share(view, memory)
    if mine >= max(1.0, 0.5 * fair):
        return True
    pres = pub.president
    return pres is not None and memory.ally_score(pres) > 0


def budget_vote(view: PlayerView, memory: Memory, personality: str) -> list[Order]:
    """Its ballot (yes when it wants the budget, no otherwise), its vote cards only where they swing the count,
    and Power Failure, Summer Recess or Miscount set to fire against the result it does not want."""
    pub = view.public
    want = Choice.YES if wants_yes(view, memory) else Choice.NO
    guess = predicted(view, memory)
    mine = facts.votes(view, view.player)
    yes = sum(facts.votes(view, p) for p, c in guess.items() if c is Choice.YES)
    no = sum(facts.votes(view, p) for p, c in guess.items() if c is Choice.NO)
    if want is Choice.YES:
        yes += mine
        margin = no - yes - 1 if no > yes else -1  # a tie passes (the President votes yes)
    else:
        no += mine
        margin = yes - no  # a tie passes: the No side needs one vote more
    cards: tuple[tuple[int, Choice], ...] = ()
    if pub.ballot != 2:
        cards = tuple((c, want) for c in swing(_vote_cards(view), margin + SAFETY.get(personality, 1)))
    out: list[Order] = [BudgetVote(Ballot(want, (), cards))]
    unwanted = "fails" if want is Choice.YES else "passes"
    against = [p for p, c in guess.items() if c is not want and facts.votes(view, p) > 0]
    for c in view.hand:
        name = card(c).key
        if card(c).when != "vote" or card(c).kind == "vote":
            continue
        if name == "miscount" and against:
            target = max(against, key=lambda p: (facts.votes(view, p), -p))
            out.append(VoteCard(c, Trigger(unwanted, facts.votes(view, target)), target))
        elif name != "miscount":
            out.append(VoteCard(c, Trigger(unwanted, 3)))
    return out


# --- cards played on their own -------------------------------------------------------------------------------
def excuse_card(view: PlayerView) -> int | None:
    """A coup card of its hand that gives a coup excuse when played in the rebel-only step (cards.toml)."""
    for c in view.hand:
        spec = card(c)
        if spec.when == "coup" and spec.coup_excuse:
            return c
    return None


def _may_play(view: PlayerView, c: int) -> bool:
    spec = card(c)
    when = dict(facts.rules(view).card_when).get(spec.key, spec.when)
    phase = view.public.phase
    if when == "before_coup" and view.public.turn < 1:
        return False
    return phase in WHEN_PHASES.get(when, ())


def _intel_target(view: PlayerView, memory: Memory) -> int | None:
    """The rival it would send an assassin after (the richest it knows of), if it holds an assassin or sends the
    Secret Police, and it has not looked at his cash this turn."""
    assassins = any(card(c).kind == "assassin" for c in view.hand) or Office.MINISTER in view.acts_for
    if not assassins:
        return None
    mine = facts.friends(view)
    rivals = [p for p in facts.rivals(view) if p not in mine and not facts.player(view, p).straw]
    rivals = [p for p in rivals if p not in memory.cash_seen]
    if not rivals:
        return None
    return max(rivals, key=lambda p: (memory.wealth(p), -p))


def card_plays(view: PlayerView, memory: Memory, personality: str) -> list[Order]:
    """The cards it plays on their own in this phase (influence and donations are issue 17's `civil.card_plays`)."""
    pub = view.public
    me = view.player
    phase = pub.phase
    out: list[Order] = []
    president = me == pub.president
    for c in view.hand:
        spec = card(c)
        name = spec.key
        if spec.kind in ("influence", "donation", "vote", "assassin", "bribe") and name != "rigged_vote":
            continue
        if spec.when in ("vote", "coup") or not _may_play(view, c):
            continue
        if name in NO_EFFECT:
            out.append(PlayCard(c))  # nothing happens, and its hand has room again
        elif spec.kind == "intelligence":
            if phase in (Phase.BUDGET_VOTE, Phase.MINISTER_DECISION, Phase.BUDGET_PROPOSAL):
                target = _intel_target(view, memory)
                if target is not None:
                    out.append(PlayCard(c, target, "cash"))
        elif name == "spy_in_switzerland":
            rivals = [p for p in facts.rivals(view) if p not in memory.swiss_seen]
            if rivals and phase in (Phase.CABINET, Phase.BUDGET_DRAW):
                out.append(PlayCard(c, max(rivals, key=lambda p: (memory.wealth(p), -p))))
        elif name == "rigged_vote":
            if phase is Phase.AFTERMATH and pub.coup_result == "junta" and facts.player(view, me).rebel:
                out.append(PlayCard(c))
        elif name == "church_desecrated":
            church = [
                p for p in facts.rivals(view) if "church" in facts.player(view, p).influence
            ]
            if church and phase is Phase.BUDGET_PROPOSAL and "church" not in facts.player(view, me).influence:
                out.append(PlayCard(c))
        elif name == "farmers_strike":
            if not facts.rules(view).farmers_strike_acts:
                out.append(PlayCard(c))  # no Farm & Labor Secretary (classic): it acts on nobody; its hand has room
                continue
            farm = any(Office.FARM_LABOR in facts.offices_of(view, p) for p in facts.living(view) if p != me)
            if farm and not president and Office.FARM_LABOR not in view.acts_for and _hostile_president(view, memory):
                out.append(PlayCard(c))
        elif name == "authority_disputed":
            mine = facts.player(view, me).offices
            strong = any(o in (*GENERALS, Office.MINISTER) for o in mine)
            if phase is Phase.CABINET and not president and strong and _hostile_president(view, memory):
                out.append(PlayCard(c))
        elif name == "new_budget":
            # After a failed budget (the Minister's decision): it wants another vote when it is the President, or
            # the failed budget paid it (the bank closes and the money is lost to it).
            paid = dict(pub.budget_totals).get(me, 0) > 0
            banks = view.cash >= 2 and pub.bank is BankState.OPEN  # a failed budget not seized closes the Bank
            if phase is Phase.MINISTER_DECISION and (president or paid or banks):
                out.append(PlayCard(c))
        elif name == "bank_holiday":
            if _bank_holiday(view, memory, personality):
                out.append(PlayCard(c))
        elif name in EXCUSE_EVENTS and (
            phase is Phase.LOCATIONS
            and not president
            and not pub.coup_excuse
            and (coup_is_winnable(view, memory, personality) or _hostile_president(view, memory))
        ):
            out.append(PlayCard(c))  # an excuse for the left-out to rise against a President who is no friend
    return out


def _hostile_president(view: PlayerView, memory: Memory) -> bool:
    pres = view.public.president
    return pres is not None and pres != view.player and memory.ally_score(pres) <= 0


def _bank_holiday(view: PlayerView, memory: Memory, personality: str) -> bool:
    """Bank Holiday closes the Bank for the turn: played as the locations phase opens against a rival the budget
    just paid much (he cannot bank it, and its assassins may find him elsewhere), when it has no cash worth
    banking itself."""
    pub = view.public
    if pub.phase is not Phase.LOCATIONS or pub.bank is not BankState.OPEN or view.cash >= 2:
        return False
    if pub.budget_passed is False:
        return False
    totals = dict(pub.budget_totals)
    fair = fair_share(view, memory)
    rich = [p for p in facts.rivals(view) if totals.get(p, 0) >= max(3.0, 1.5 * fair) or memory.recent.get(p, 0) >= 4]
    return bool(rich) and (any(card(c).kind == "assassin" for c in view.hand) or Office.MINISTER in view.acts_for)
