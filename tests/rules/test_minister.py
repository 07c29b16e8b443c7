"""The Minister's decision after a failed budget, and New Budget (RULES 4.4; the web rules' "If the Budget
Fails...").

One test per rule clause; each docstring quotes the rulebook sentence it checks.
"""

from __future__ import annotations

from dataclasses import replace

from rules.junta.engine import owed
from rules.junta.offices import Office
from rules.junta.orders import Ballot, Banking, BudgetVote, Choice, PlayCard, ProposeBudget, SeizeChamber
from rules.junta.state import BankState, GameState, Phase, Seat
from rules.junta.validate import validate
from rules.junta.views import public_view
from tests.rules.helpers import CABINET6, cash, codes, find, game, give_bills, give_cards, pool, run
from tests.said import english

MINISTER = 1  # Borges in CABINET6


def _failed(add: int = 0, cabinet: dict[Office, int] | None = None) -> GameState:
    """A budget (Borges 3, Cortez 2 from the pool 3 + 2 + 1, plus `add` of the President's cash) voted down by
    the Farm & Labor Secretary: the Minister's decision is next."""
    g = pool(game(6, Phase.BUDGET_PROPOSAL, cabinet=cabinet), 3, 2, 1)
    if add:
        g = give_bills(g, 0, add)
    totals = ((1, 3), (2, 2 + add))
    s = run(g, (0, ProposeBudget(totals, add=add)), seed="p").state
    s = run(s, (4, BudgetVote(Ballot(Choice.NO))), seed="v").state
    assert s.phase is Phase.MINISTER_DECISION and s.excuse_from_budget
    return s


def test_only_the_minister_decides() -> None:
    """RULES 4.4: "the Minister gets one extra day (a Minister's decision phase)": he alone owes an order."""
    s = _failed()
    assert owed(s) == frozenset({MINISTER})
    assert [r.code for r in validate(s, 2, SeizeChamber(True))] == ["not_your_office"]
    assert validate(s, MINISTER, SeizeChamber(True)) == ()


def test_seize_pays_the_budget() -> None:
    """RULES 4.4: "seize the Chamber (the budget is paid out ...)". The web rules: "She may choose to seize the
    Chamber of Deputies and force the Budget's passage at gunpoint in which case the Budget is distributed as
    proposed, and the turn continues." """
    res = run(_failed(), (MINISTER, SeizeChamber(True)))
    s = res.state
    assert (cash(s, 1), cash(s, 2), cash(s, 0)) == (3, 2, 1)
    assert s.pool == ()
    assert s.chamber_seized
    assert s.phase is Phase.LOCATIONS
    assert find(res.events, "chamber_seized").public


def test_seize_bank_closed_for_lunch() -> None:
    """RULES 4.4: "... the Bank is "closed for lunch" until any coup has resolved". The web rules: "The Bank
    becomes "Closed for Lunch," which means that no banking may occur until AFTER there has been an opportunity
    for a coup to resolve." """
    s = run(_failed(), (MINISTER, SeizeChamber(True))).state
    assert s.bank is BankState.LUNCH
    assert public_view(s).bank is BankState.LUNCH
    # Banking orders may still be given: they resolve once the Bank reopens.
    assert validate(s, 2, Banking(deposit=2)) == ()


def test_seize_coup_excuse_stands() -> None:
    """RULES 4.4: "... the coup excuse stands". The web rules: "This will also provide a coup excuse"."""
    s = run(_failed(), (MINISTER, SeizeChamber(True))).state
    assert s.excuse_from_budget and s.chamber_seized
    assert public_view(s).coup_excuse


def test_not_seizing_president_pockets_the_budget() -> None:
    """RULES 4.4: "or not (the President pockets the budget ...)". The web rules: "She may allow the Budget to
    remain defeated in which case the money is pocketed by the President"."""
    res = run(_failed(), (MINISTER, SeizeChamber(False)))
    s = res.state
    assert cash(s, 0) == 6
    assert cash(s, 1) == 0 and cash(s, 2) == 0
    assert s.pool == ()
    assert not s.chamber_seized
    assert s.phase is Phase.LOCATIONS
    assert find(res.events, "budget_defeated").public


def test_not_seizing_bank_closed_for_the_turn() -> None:
    """RULES 4.4: "... the Bank is closed for the rest of the turn". The web rules: "the Bank is closed for THE
    REST of the turn." A banking order is refused."""
    s = run(_failed(), (MINISTER, SeizeChamber(False))).state
    assert s.bank is BankState.CLOSED
    got = validate(s, 2, Banking(deposit=1))
    assert [r.code for r in got] == ["bank_closed"]


def test_not_seizing_coup_excuse_stands() -> None:
    """RULES 4.4: "Fails: coup excuse": the failed budget's excuse remains when the Minister does not seize."""
    s = run(_failed(), (MINISTER, SeizeChamber(False))).state
    assert s.excuse_from_budget
    assert public_view(s).coup_excuse


def test_default_not_seize() -> None:
    """RULES 4.4: "Default: not." RULES 7: "Minister does not seize"."""
    res = run(_failed())
    assert res.state.bank is BankState.CLOSED
    assert cash(res.state, 0) == 6
    assert "budget_defeated" in codes(res.events)


def test_frozen_minister_cannot_seize() -> None:
    """RULES 4.7: "A frozen office: ... no seizure"."""
    cab: dict[Office, int] = {o: h for o, h in CABINET6.items() if o is not Office.MINISTER}
    s = _failed(cabinet=cab)
    assert owed(s) == frozenset()
    assert [r.code for r in validate(s, MINISTER, SeizeChamber(True))] == ["not_your_office"]
    res = run(s, (MINISTER, SeizeChamber(True)))
    assert res.state.bank is BankState.CLOSED
    assert not res.state.chamber_seized
    assert cash(res.state, 0) == 6


def test_brother_in_law_minister_president_decides() -> None:
    """RULES 4.7: "offices of a dead or exiled player pass to the President's Brother-in-Law (the President acts
    for them ...)": the President decides for a Minister's office his Brother-in-Law holds."""
    s = _failed()
    s = replace(s, seats=tuple(Seat(x.office, None, True) if x.office is Office.MINISTER else x for x in s.seats))
    assert owed(s) == frozenset({0})
    res = run(s, (0, SeizeChamber(True)))
    assert res.state.chamber_seized


def test_seize_wrong_phase_refused() -> None:
    """RULES 7: the Minister's decision is an order of the Minister's decision phase only."""
    g = game(6, Phase.BUDGET_VOTE)
    got = validate(g, MINISTER, SeizeChamber(True))
    assert [r.code for r in got] == ["wrong_phase"]
    assert "Budget vote" in english(got[0], g)


def test_rejected_decision_changes_nothing() -> None:
    """RULES 7: an order by someone who is not the Minister lapses and the default (not) holds."""
    s = _failed()
    with_bad = run(s, (2, SeizeChamber(True)))
    assert with_bad.state == run(s).state
    assert find(with_bad.events, "order_lapsed").data["reason"] == "not_your_office"


# --- New Budget ----------------------------------------------------------------------------------------------
def _new_budget(s: GameState) -> tuple[GameState, int]:
    s, ids = give_cards(s, 5, "New Budget")
    return s, ids[0]


def test_new_budget_cancels_the_decision() -> None:
    """RULES 4.4: "New Budget is played in the Minister's decision phase: it cancels his decision, and a new
    proposal phase and vote phase follow from the same money." """
    s, nb = _new_budget(_failed())
    res = run(s, (MINISTER, SeizeChamber(True)), (5, PlayCard(nb)))
    t = res.state
    assert t.phase is Phase.BUDGET_PROPOSAL
    assert not t.chamber_seized and t.bank is BankState.OPEN
    assert t.pool == s.pool  # the same money
    assert t.budget is None and t.budget_round == 1
    assert cash(t, 1) == 0 and cash(t, 0) == 0
    ev = find(res.events, "new_budget")
    assert ev.public and ev.data["player"] == 5
    assert nb in t.discards


def test_new_budget_returns_added_cash() -> None:
    """RULES 4.4 / `cards.toml` New Budget: "The President proposes again from the same money": the drawn bills;
    the cash he added comes back to him (he may add it again)."""
    s = _failed(add=2)
    assert sorted(b.value for b in s.pool) == [1, 2, 2, 3]
    s, nb = _new_budget(s)
    t = run(s, (5, PlayCard(nb))).state
    assert sorted(b.value for b in t.pool) == [1, 2, 3]
    assert cash(t, 0) == 2


def test_new_budget_passes_cancels_excuse_and_closure() -> None:
    """`cards.toml`, New Budget: "if it passes, the failed budget's coup excuse and Bank closure are
    cancelled." """
    s, nb = _new_budget(_failed())
    t = run(s, (5, PlayCard(nb))).state
    t = run(t, (0, ProposeBudget(((3, 3), (5, 3)))), seed="p2").state
    assert t.phase is Phase.BUDGET_VOTE
    res = run(t, (4, BudgetVote(Ballot(Choice.YES))))
    u = res.state
    assert u.vote is not None and u.vote.passed
    assert not u.excuse_from_budget
    assert u.bank is BankState.OPEN
    assert not public_view(u).coup_excuse
    assert (cash(u, 3), cash(u, 5)) == (3, 3)
    assert u.phase is Phase.LOCATIONS


def test_new_budget_fails_again_minister_decides_again() -> None:
    """RULES 4.4: the new vote is a budget vote like the first: if it fails, there is a coup excuse and the
    Minister decides."""
    s, nb = _new_budget(_failed())
    t = run(s, (5, PlayCard(nb))).state
    t = run(t, (0, ProposeBudget(((3, 6),))), seed="p2").state
    u = run(t, (4, BudgetVote(Ballot(Choice.NO)))).state
    assert u.phase is Phase.MINISTER_DECISION and u.excuse_from_budget
    v = run(u, (MINISTER, SeizeChamber(True))).state
    assert cash(v, 3) == 6 and v.bank is BankState.LUNCH


def test_new_budget_only_after_a_failed_budget() -> None:
    """`cards.toml`, New Budget: "when = after_failed_budget": it cannot be played in other phases."""
    for phase in (Phase.BUDGET_VOTE, Phase.BUDGET_PROPOSAL, Phase.LOCATIONS):
        g = game(6, phase)
        g, nb = _new_budget(g)
        got = validate(g, 5, PlayCard(nb))
        assert [r.code for r in got] == ["wrong_time"]
        assert "The Minister's decision" in english(got[0], g)
