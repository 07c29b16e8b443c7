"""What a computer seat remembers: facts read from the events it was shown (public ones and its own private ones).

Nothing here reads a game state: the input is the seat's redacted history, so whatever it knows of its rivals' wealth
is what the table could know (budget totals, roll calls, who drew how many bills, who was killed or robbed).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from rules.events import Event
from rules.junta.cards import CARDS

AVERAGE_BILL = 1.625  # the known deck: 51 x 1, 30 x 2, 15 x 3 MP (RULES 5)


def _int(value: object, default: int = -1) -> int:
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.lstrip("-").isdigit():
        return int(value)
    return default


@dataclass
class Memory:
    """What the seat `me` has learnt so far. Sums are in MP; `income` is money each family was publicly paid."""

    me: int
    income: dict[int, float] = field(default_factory=dict)  # budgets paid (passed), estimated skims, loot seen
    recent: dict[int, float] = field(default_factory=dict)  # the same, this turn only (cash likely carried)
    gave_me: dict[int, int] = field(default_factory=dict)  # budget money each President allotted me (passed)
    voted_my_way: dict[int, int] = field(default_factory=dict)  # roll calls: +1 yes on my budget, -1 no
    hostile: dict[int, int] = field(default_factory=dict)  # attempts on me whose sender I learnt, firing squads...
    sp_at_bank_last_turn: bool = False  # the Secret Police were sent after me at the Bank last turn
    sp_bank_this_turn: bool = False
    my_location: str | None = None
    budget_to: dict[int, int] = field(default_factory=dict)  # this turn's proposed totals
    proposer: int | None = None  # who proposed this turn's budget
    pool_estimate: float = 0.0  # this turn's pool, estimated from the public numbers of bills drawn
    budget_passed: bool | None = None
    turn: int = 0
    deaths: dict[int, int] = field(default_factory=dict)  # times each family was killed
    chamber_seized: bool = False
    kills_by_sp_at_me: int = 0
    # issue 25
    refused: list[tuple[tuple[int, int], ...]] = field(default_factory=list)  # my budgets the Chamber refused
    voted_no: dict[int, int] = field(default_factory=dict)  # roll calls: who voted No on my budgets (their votes)
    cash_seen: dict[int, int] = field(default_factory=dict)  # Intelligence this turn: a rival's cash
    swiss_seen: dict[int, int] = field(default_factory=dict)  # the spy in Switzerland: a rival's account
    promised_yes: dict[int, bool] = field(default_factory=dict)  # deals this turn: who gave his word to vote yes
    promised_loyal: dict[int, int] = field(default_factory=dict)  # deals: who gave his word to stand by whom
    broken: dict[int, int] = field(default_factory=dict)  # deals a family broke with me
    offered: set[tuple[int, str, tuple[int, ...]]] = field(default_factory=set)  # my offers: (to, terms, cards)
    sold: dict[int, int] = field(default_factory=dict)  # my cards offered for sale: card -> the turn last offered
    pending_terms: dict[tuple[int, int], str] = field(default_factory=dict)  # offers made: (offerer, to) -> terms
    transferred: set[int] = field(default_factory=set)  # this coup: families that handed or got units (transfer, bribe)
    fled: int | None = None  # the turn it last fled into exile (the public "fled" event)
    bound: bool = False  # its promises bind it (issue 25's computers; issue 17's never promised anything)
    promised_support: dict[int, int] = field(default_factory=dict)  # deals this turn: whose side a family's units took
    promised_vote: dict[int, int] = field(default_factory=dict)  # deals this turn: who sold his election vote to whom
    known_cards: dict[int, set[int]] = field(default_factory=dict)  # cards it saw pass into a rival's hand (trades)
    pending_cards: dict[tuple[int, int], tuple[tuple[int, ...], tuple[int, ...]]] = field(default_factory=dict)
    reborn: bool = False  # this turn it came back from death (the public "respawn" event): it names a new head
    reborn_next: bool = False

    def keeps_word(self) -> bool:
        """A computer keeps its word while keeping it pays: the other side kept its own (no deal broken with it)."""
        return sum(self.broken.values()) < 2

    def ally_score(self, pid: int) -> float:
        """How much `pid` has been on my side: budgets he gave me, his votes on my budgets, minus hostility."""
        return self.gave_me.get(pid, 0) + 2.0 * self.voted_my_way.get(pid, 0) - 4.0 * self.hostile.get(pid, 0)

    def wealth(self, pid: int) -> float:
        """A rival's wealth as the table could guess it: all he was seen to be paid, this turn's weighing most."""
        return self.income.get(pid, 0.0) + self.recent.get(pid, 0.0)


GIFTS = ("goodwill", "vote_for")
"""Terms of an offer that asks nothing back but a friend's goodwill or a vote (`rules.junta.computer.trade`)."""


def _ints(value: object) -> tuple[int, ...]:
    return tuple(c for c in value if isinstance(c, int)) if isinstance(value, list | tuple) else ()


def _add(d: dict[int, float], pid: int, amount: float) -> None:
    d[pid] = d.get(pid, 0.0) + amount


def remember(me: int, history: Sequence[Event], president: int | None = None) -> Memory:
    """Read the seat's history once, oldest first. `president` (the view's) stands in for the proposer of a budget
    when the history does not tell who was President then (a history that starts mid-game)."""
    m = Memory(me)
    current_president: int | None = None
    for e in history:
        data: Mapping[str, object] = e.data
        code = e.code
        if "president" in data and code in ("president_elected", "president_named", "junta_vote", "president_chosen"):
            current_president = _int(data.get("president"), -1)
            if current_president < 0:
                current_president = None
        if code == "turn_begins":
            m.turn = _int(data.get("turn"), m.turn)
            m.recent = {}
            m.sp_at_bank_last_turn = m.sp_bank_this_turn
            m.sp_bank_this_turn = False
            m.budget_to = {}
            m.proposer = None
            m.pool_estimate = 0.0
            m.budget_passed = None
            m.chamber_seized = False
            m.my_location = None
            m.cash_seen = {}
            m.promised_yes = {}
            m.promised_support = {}
            m.promised_vote = {}
            m.reborn, m.reborn_next = m.reborn_next, False
        elif code == "budget_drawn":
            n = sum(_int(data.get(k), 0) for k in ("foreign_minister", "farm_labor", "president"))
            m.pool_estimate += n * AVERAGE_BILL
        elif code == "budget_proposed":
            totals = data.get("totals")
            m.budget_to = {}
            if isinstance(totals, Mapping):
                m.budget_to = {_int(k): _int(v, 0) for k, v in totals.items()}
            m.proposer = current_president if current_president is not None else president
        elif code == "budget_vote":
            passed = bool(data.get("passed"))
            m.budget_passed = passed
            roll = data.get("roll_call")
            if m.proposer == me and not passed:
                m.refused.append(tuple(sorted(m.budget_to.items())))
            if isinstance(roll, list):
                for r in roll:
                    if isinstance(r, Mapping):
                        pid = _int(r.get("player"))
                        if pid >= 0 and pid != me:
                            yes, no = _int(r.get("yes"), 0), _int(r.get("no"), 0)
                            if m.proposer == me and yes > no:
                                m.voted_my_way[pid] = m.voted_my_way.get(pid, 0) + 1
                            elif m.proposer == me and no > yes:
                                m.voted_my_way[pid] = m.voted_my_way.get(pid, 0) - 1
                                m.voted_no[pid] = m.voted_no.get(pid, 0) + no
                            if no > yes and m.promised_yes.get(pid) and m.proposer is not None:
                                m.broken[pid] = m.broken.get(pid, 0) + 1
            if passed:
                for pid, amount in m.budget_to.items():
                    _add(m.income, pid, amount)
                    _add(m.recent, pid, amount)
                if m.proposer is not None:
                    skim = max(0.0, m.pool_estimate - sum(m.budget_to.values()))
                    _add(m.income, m.proposer, skim)
                    _add(m.recent, m.proposer, skim)
                    if m.budget_to.get(me, 0) > 0:
                        m.gave_me[m.proposer] = m.gave_me.get(m.proposer, 0) + m.budget_to[me]
        elif code == "rebellion":
            m.transferred = set()
        elif code == "transfer":
            m.transferred |= {_int(data.get("player")), _int(data.get("to"))}
        elif code == "bribed_brigade" and _int(data.get("won"), 0) > 0:
            m.transferred.add(_int(data.get("player")))
        elif code == "fled" and _int(data.get("player")) == me:
            m.fled = m.turn
        elif code == "respawn" and _int(data.get("player")) == me:
            m.reborn_next = True  # told before its turn begins
        elif code == "chamber_seized":
            m.chamber_seized = True
        elif code == "intelligence" and data.get("option") == "cash":
            target = _int(data.get("target"))
            if target >= 0:
                m.cash_seen[target] = _int(data.get("cash"), 0)
                m.recent[target] = float(m.cash_seen[target])
        elif code == "intelligence" and data.get("option") == "hand":
            # Intelligence on a rival's hand (titles): the cards whose title no other card of the game bears.
            target = _int(data.get("target"))
            titles = data.get("titles")
            if target >= 0 and isinstance(titles, list):
                seen = m.known_cards.setdefault(target, set())
                seen.clear()
                for title in titles:
                    ids = [i for i, c in enumerate(CARDS) if c.title == title]
                    if len(ids) == 1:
                        seen.add(ids[0])
        elif code == "card_played":
            pid, key = _int(data.get("player")), data.get("card")
            if pid in m.known_cards:
                m.known_cards[pid] = {c for c in m.known_cards[pid] if CARDS[c].key != key}
        elif code == "spy_report":
            target = _int(data.get("target"))
            if target >= 0:
                m.swiss_seen[target] = _int(data.get("swiss"), 0)
                m.income[target] = max(m.income.get(target, 0.0), float(m.swiss_seen[target]))
        elif code == "trade" and (_int(data.get("offerer")), _int(data.get("receiver"))) in m.pending_terms:
            # A trade offered with words was accepted: a deal (issue 25), remembered by both sides.
            offerer, to_ = _int(data.get("offerer")), _int(data.get("receiver"))
            terms = m.pending_terms.pop((offerer, to_))
            if terms == "vote_yes":
                m.promised_yes[to_] = True
            elif terms == "loyal":
                m.promised_loyal[to_] = offerer
            elif terms == "support":
                m.promised_support[to_] = offerer
            elif terms == "vote_for":
                m.promised_vote[to_] = offerer
            gives, gets = m.pending_cards.pop((offerer, to_), ((), ()))
            for c in gives:
                m.known_cards.setdefault(to_, set()).add(c)
                m.known_cards.get(offerer, set()).discard(c)
            for c in gets:
                m.known_cards.setdefault(offerer, set()).add(c)
                m.known_cards.get(to_, set()).discard(c)
            other = to_ if offerer == me else offerer
            # A deal makes friends; a gift (nothing asked) makes a friend of the giver only (goodwill, issue 25).
            if other >= 0 and other != me and (other == offerer or terms not in GIFTS):
                m.gave_me[other] = m.gave_me.get(other, 0) + 1
        elif code == "trade_offered":
            m.pending_terms[(_int(data.get("offerer")), _int(data.get("to")))] = str(data.get("terms", ""))
            gives, gets = _ints(data.get("give_cards")), _ints(data.get("get_cards"))
            m.pending_cards[(_int(data.get("offerer")), _int(data.get("to")))] = (gives, gets)
            if _int(data.get("offerer")) != me:
                continue
            cards = data.get("cards")
            held = tuple(c for c in cards if isinstance(c, int)) if isinstance(cards, list | tuple) else ()
            terms = str(data.get("terms", ""))
            # An offer of cards is made once a game; words alone (a Yes, loyalty) once a turn.
            m.offered.add((_int(data.get("to")), terms if held else f"{terms}:{m.turn}", held))
            if terms == "sell":
                m.sold.update((c, m.turn) for c in held)
        elif code == "location" and me in e.audience.players and not e.audience.public:
            loc = data.get("location")
            m.my_location = loc if isinstance(loc, str) else None
        elif code == "attempt_on_you":
            if data.get("kind") == "Secret Police" and m.my_location == "bank":
                m.sp_bank_this_turn = True
        elif code == "killed":
            victim = _int(data.get("victim"))
            if victim >= 0:
                m.deaths[victim] = m.deaths.get(victim, 0) + 1
                m.recent[victim] = 0.0
                m.income[victim] = m.income.get(victim, 0.0) * 0.5
            if victim == me and "Secret Police" in str(data.get("how", "")) and m.my_location == "bank":
                m.sp_bank_this_turn = True
        elif code == "burgled":
            victim = _int(data.get("target"))
            if victim >= 0:
                m.recent[victim] = m.recent.get(victim, 0.0) * 0.5
    return m
