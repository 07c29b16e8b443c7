"""Draw budget / assign New Weapons, the end of the game, and the budget proposal (RULES 4.2, 4.3, 6).

One test per rule clause; each docstring quotes the rulebook sentence it checks.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import cast

import pytest

from rules.junta import budget
from rules.junta.actions import check as check_action
from rules.junta.engine import adjudicate, owed
from rules.junta.money import Bill, nearest_payable, total
from rules.junta.offices import NEW_WEAPONS_OFFICES, Office
from rules.junta.orders import DrawBills, GiveCash, NewWeapons, PlayCard, ProposeBudget, Submitted
from rules.junta.state import Budget, GameState, Phase, Seat, Status
from rules.junta.validate import validate
from rules.junta.views import player_view, public_view, redact
from tests.rules.helpers import CABINET6, cash, codes, find, game, give_bills, give_cards, pool, run, set_player
from tests.said import english

FM, FLS, MOW = 3, 4, 2  # in CABINET6: Duarte is Foreign Minister, Esteban Farm & Labor, Cortez Minister of War


def _draw_state(n_deck: int | None = None) -> GameState:
    g = game(6, Phase.BUDGET_DRAW)
    if n_deck is not None:
        g = replace(g, money_deck=g.money_deck[:n_deck])
    return g


def game_without_offices(g: GameState, pid: int) -> GameState:
    """The player's offices are left frozen (the dead and exiles hold none)."""
    return replace(g, seats=tuple(Seat(s.office) if s.holder == pid else s for s in g.seats))


def _values(bills: tuple[Bill, ...]) -> list[int]:
    return sorted(b.value for b in bills)


# --- New Weapons ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("office", [*NEW_WEAPONS_OFFICES, None])
def test_new_weapons_choices(office: Office | None) -> None:
    """RULES 4.2: "The Minister of War gives New Weapons to one General, the Admiral, the Air Force Commander, or
    nobody"."""
    g = _draw_state()
    assert validate(g, MOW, NewWeapons(office)) == ()
    res = run(g, (MOW, NewWeapons(office)))
    assert res.state.new_weapons is office


@pytest.mark.parametrize("office", [Office.MINISTER, Office.MINISTER_OF_WAR, Office.FARM_LABOR, Office.PRESIDENT])
def test_new_weapons_other_offices_refused(office: Office) -> None:
    """RULES 4.2: New Weapons go only to "one General, the Admiral, the Air Force Commander, or nobody"."""
    got = validate(_draw_state(), MOW, NewWeapons(office))
    assert [r.code for r in got] == ["bad_new_weapons"]


def test_new_weapons_only_minister_of_war() -> None:
    """RULES 4.2: "The Minister of War gives New Weapons"; nobody else does."""
    got = validate(_draw_state(), 1, NewWeapons(Office.GENERAL_1))
    assert [r.code for r in got] == ["not_your_office"]


def test_new_weapons_default_nobody() -> None:
    """RULES 4.2: "(default nobody)"."""
    res = run(_draw_state())
    assert res.state.new_weapons is None
    ev = find(res.events, "new_weapons")
    assert ev.public and ev.data["office"] is None


def test_new_weapons_public_once_resolved() -> None:
    """RULES 4.2: "Public once resolved." The web rules: "The New Weapons assignment will be made public knowledge
    when this Phase is complete." """
    g = _draw_state()
    assert public_view(g).new_weapons is None
    res = run(g, (MOW, NewWeapons(Office.ADMIRAL)))
    ev = find(res.events, "new_weapons")
    assert ev.public and ev.data["office"] == "admiral"
    assert public_view(res.state).new_weapons is Office.ADMIRAL


def test_new_weapons_frozen_office_none() -> None:
    """RULES 4.7: "A frozen office: ... no New Weapons": with the Minister of War frozen, nobody gets them."""
    g = game(6, Phase.BUDGET_DRAW, cabinet={**CABINET6, Office.MINISTER_OF_WAR: None})  # type: ignore[dict-item]
    assert [r.code for r in validate(g, MOW, NewWeapons(Office.ADMIRAL))] == ["not_your_office"]
    assert run(g, (MOW, NewWeapons(Office.ADMIRAL))).state.new_weapons is None


def test_draw_budget_phase_owed() -> None:
    """RULES 4.2: the Minister of War, the Foreign Minister and the Farm & Labor Secretary owe orders."""
    assert owed(_draw_state()) == frozenset({MOW, FM, FLS})


# --- the draw ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("count", [1, 2, 3, 4, 5, 6])
def test_ministers_choose_one_to_six_bills(count: int) -> None:
    """RULES 4.2: "The Foreign Minister and the Farm & Labor Secretary each secretly choose 1-6 bills"."""
    g = _draw_state()
    res = run(g, (FM, DrawBills(Office.FOREIGN_MINISTER, count)), (FLS, DrawBills(Office.FARM_LABOR, 7 - count)))
    d = res.state.draws
    assert len(d.foreign_minister) == count
    assert len(d.farm_labor) == 7 - count
    assert len(d.president) == 2


@pytest.mark.parametrize("count", [0, 7, -1])
def test_bad_bill_count_refused(count: int) -> None:
    """RULES 4.2: "1-6 bills": other counts are refused."""
    got = validate(_draw_state(), FM, DrawBills(Office.FOREIGN_MINISTER, count))
    assert [r.code for r in got] == ["bad_count"]
    assert "between 1 and 6" in english(got[0], _draw_state())


def test_draw_only_for_own_office() -> None:
    """RULES 4.2: each minister chooses for his own office; only the Foreign Minister and the Farm & Labor
    Secretary choose at all."""
    g = _draw_state()
    assert [r.code for r in validate(g, FLS, DrawBills(Office.FOREIGN_MINISTER, 3))] == ["not_your_office"]
    assert [r.code for r in validate(g, 1, DrawBills(Office.MINISTER, 3))] == ["bad_office"]


def test_draw_order_fm_fls_president() -> None:
    """RULES 4.2: "Order of the draw: Foreign Minister, Farm & Labor Secretary, then the President's fixed 2
    bills." """
    g = _draw_state()
    deck = g.money_deck
    res = run(g, (FM, DrawBills(Office.FOREIGN_MINISTER, 3)), (FLS, DrawBills(Office.FARM_LABOR, 2)))
    d = res.state.draws
    assert d.foreign_minister == deck[:3]
    assert d.farm_labor == deck[3:5]
    assert d.president == deck[5:7]
    assert res.state.money_deck == deck[7:]
    assert res.state.bills_drawn == 7


def test_all_bills_go_to_the_pool() -> None:
    """RULES 4.2: "all bills go to the President's budget pool." """
    g = _draw_state()
    deck = g.money_deck
    res = run(g, (FM, DrawBills(Office.FOREIGN_MINISTER, 4)), (FLS, DrawBills(Office.FARM_LABOR, 6)))
    assert sorted(res.state.pool) == sorted(deck[:12])
    assert res.state.phase is Phase.BUDGET_PROPOSAL


def test_number_drawn_public() -> None:
    """RULES 4.2: "The number each drew is public" (RULES 7: "Public by rule ...: the number of bills each minister
    drew")."""
    g = _draw_state()
    res = run(g, (FM, DrawBills(Office.FOREIGN_MINISTER, 4)), (FLS, DrawBills(Office.FARM_LABOR, 1)))
    ev = find(res.events, "budget_drawn")
    assert ev.public
    assert (ev.data["foreign_minister"], ev.data["farm_labor"], ev.data["president"]) == (4, 1, 2)
    assert public_view(res.state).money.drawn == 7


def test_denominations_private_to_the_drawer() -> None:
    """RULES 4.2: "the denominations are told privately to the drawer". The web rules: "both the Foreign Minister
    and the Farm & Labor Secretary are privately shown the denominations of ONLY the bills that they drew"."""
    g = _draw_state()
    res = run(g, (FM, DrawBills(Office.FOREIGN_MINISTER, 4)), (FLS, DrawBills(Office.FARM_LABOR, 3)))
    d = res.state.draws
    told = {e.data["office"]: e for e in res.events if e.code == "bills_drawn"}
    assert told["foreign_minister"].audience.players == frozenset({FM})
    assert not told["foreign_minister"].public
    assert told["foreign_minister"].data["bills"] == [b.value for b in d.foreign_minister]
    assert told["farm_labor"].audience.players == frozenset({FLS})
    assert told["farm_labor"].data["bills"] == [b.value for b in d.farm_labor]
    # No public event names a denomination.
    for e in redact(res.events, None):
        assert "bills" not in e.data
    assert player_view(res.state, FM).drawn == d.foreign_minister
    assert player_view(res.state, FLS).drawn == d.farm_labor
    assert player_view(res.state, 1).drawn == () and player_view(res.state, 1).pool == ()


def test_president_knows_all_bills() -> None:
    """RULES 4.2 / the web rules: the contents "remain private, known only to the President, the Foreign Minister
    and the Farm & Labor Secretary"; "Only the President knows the denominations of these two bills." """
    g = _draw_state()
    res = run(g, (FM, DrawBills(Office.FOREIGN_MINISTER, 2)), (FLS, DrawBills(Office.FARM_LABOR, 2)))
    ev = find(res.events, "budget_pool")
    assert ev.audience.players == frozenset({0}) and not ev.public
    assert sorted(cast(list[int], ev.data["bills"])) == _values(res.state.pool)
    view = player_view(res.state, 0)
    assert view.pool == res.state.pool
    assert sorted(view.drawn) == sorted(res.state.pool)
    assert not [e for e in res.events if e.code == "bills_drawn" and 0 in e.audience.players]


def test_default_bills_random_one_to_six() -> None:
    """RULES 4.2: "(default: random 1-6)". The web rules: "If they do not submit orders in time, then a random
    amount of bills will be selected for them." """
    seen: set[int] = set()
    for seed in range(60):
        res = run(_draw_state(), seed=f"r{seed}")
        d = res.state.draws
        assert 1 <= len(d.foreign_minister) <= 6 and 1 <= len(d.farm_labor) <= 6
        seen.add(len(d.foreign_minister))
        seen.add(len(d.farm_labor))
    assert seen == {1, 2, 3, 4, 5, 6}


def test_frozen_minister_draws_random() -> None:
    """RULES 4.7: "A frozen office: ... bills random 1-6"."""
    g = game(6, Phase.BUDGET_DRAW, cabinet={**CABINET6, Office.FOREIGN_MINISTER: None})  # type: ignore[dict-item]
    for seed in range(10):
        d = run(g, seed=f"f{seed}").state.draws
        assert 1 <= len(d.foreign_minister) <= 6


def test_farmers_strike() -> None:
    """`cards.toml`, Farmers' Strike (when = before_draw): "The Farm & Labor Secretary draws no bills this
    turn." """
    g = _draw_state()
    g, ids = give_cards(g, 1, "Farmers' Strike")
    res = run(
        g, (1, PlayCard(ids[0])), (FM, DrawBills(Office.FOREIGN_MINISTER, 3)), (FLS, DrawBills(Office.FARM_LABOR, 5))
    )
    assert res.state.draws.farm_labor == ()
    assert len(res.state.draws.foreign_minister) == 3
    assert len(res.state.pool) == 5
    assert find(res.events, "farmers_strike").public
    assert find(res.events, "budget_drawn").data["farm_labor"] == 0


def test_farmers_strike_in_cabinet_phase_lasts_to_the_draw() -> None:
    """`cards.toml`, Farmers' Strike: "before_draw" — played in the cabinet phase it still stops this turn's
    draw."""
    g = game(6, Phase.CABINET)
    g, ids = give_cards(g, 1, "Farmers' Strike")
    s = run(g, (1, PlayCard(ids[0])), seed="c").state
    assert s.phase is Phase.BUDGET_DRAW and s.farmers_strike
    assert run(s, (FLS, DrawBills(Office.FARM_LABOR, 6))).state.draws.farm_labor == ()


def test_farmers_strike_not_after_the_draw() -> None:
    """`cards.toml`, Farmers' Strike: "when = before_draw": after the draw it cannot be played."""
    g = game(6, Phase.BUDGET_PROPOSAL)
    g, ids = give_cards(g, 1, "Farmers' Strike")
    assert [r.code for r in validate(g, 1, PlayCard(ids[0]))] == ["wrong_time"]


# --- end of game ---------------------------------------------------------------------------------------------
def test_end_of_game_web_rules_example() -> None:
    """RULES 4.2: "End of game: if any of the three cannot draw the full number, the draw is void and the game
    ends now (R; it makes the web rules' example hold: with 3 bills left the game ends even if both ministers ask
    for 1)." The web rules: "if there are 3 bills left in the Money Deck, the Foreign Minister and Farm & Labor
    Secretary will be unable to draw a budget, even if they both choose to draw only 1 bill each (plus the
    President's automatic 2 bills), and the game will end." """
    g = _draw_state(3)
    res = run(g, (FM, DrawBills(Office.FOREIGN_MINISTER, 1)), (FLS, DrawBills(Office.FARM_LABOR, 1)))
    s = res.state
    assert s.phase is Phase.GAME_OVER and s.over
    assert s.money_deck == g.money_deck  # the draw is void
    assert s.pool == () and s.bills_drawn == g.bills_drawn
    assert "budget_undrawable" in codes(res.events, public=True)
    assert "game_over" in codes(res.events, public=True)


def test_exactly_enough_bills_the_game_goes_on() -> None:
    """RULES 4.2: the game ends only when a draw cannot be made in full: four bills for 1 + 1 + 2 are drawn."""
    g = _draw_state(4)
    res = run(g, (FM, DrawBills(Office.FOREIGN_MINISTER, 1)), (FLS, DrawBills(Office.FARM_LABOR, 1)))
    assert res.state.phase is Phase.BUDGET_PROPOSAL
    assert res.state.money_deck == ()
    assert len(res.state.pool) == 4


def test_end_of_game_when_the_president_cannot_draw() -> None:
    """RULES 4.2: "if any of the three cannot draw the full number": the ministers' bills are there, the
    President's two are not."""
    g = _draw_state(6)
    res = run(g, (FM, DrawBills(Office.FOREIGN_MINISTER, 3)), (FLS, DrawBills(Office.FARM_LABOR, 2)))
    assert res.state.over


def test_end_of_game_ranking_by_swiss_account() -> None:
    """RULES 6: "Most money in the Swiss account wins; equal totals share the win. Dead and exiled players can
    win." Cash in the pocket does not count."""
    g = _draw_state()
    g = give_bills(g, 1, 3, 3, 1, where="bank")  # 7
    g = give_bills(g, 2, 3, 2, where="bank")  # 5
    g = give_bills(g, 5, 3, 2, where="bank")  # 5, exiled
    g = give_bills(g, 4, 3, 3, 3, 3)  # 12 in cash only
    g = game_without_offices(set_player(g, 5, status=Status.EXILED), 5)
    g = replace(g, money_deck=g.money_deck[:2])
    res = run(g)
    ranking = [(st.rank, st.player, st.swiss) for st in res.state.ranking]
    assert ranking == [(1, 1, 7), (2, 2, 5), (2, 5, 5), (4, 0, 0), (4, 3, 0), (4, 4, 0)]
    ev = find(res.events, "game_over")
    assert ev.public
    assert "Winner: Borges" in english(ev, res.state)


def test_end_of_game_equal_totals_share_the_win() -> None:
    """RULES 6: "equal totals share the win. Dead and exiled players can win." """
    g = _draw_state()
    g = give_bills(g, 3, 3, 3, where="bank")
    g = give_bills(g, 5, 2, 2, 2, where="bank")
    g = set_player(g, 5, status=Status.DEAD)
    g = game_without_offices(g, 5)
    g = replace(g, money_deck=g.money_deck[:1])
    res = run(g)
    winners = [st.player for st in res.state.ranking if st.rank == 1]
    assert winners == [3, 5]
    assert "Winners: Duarte and Fuentes" in english(find(res.events, "game_over"), res.state)


def test_game_over_no_more_orders() -> None:
    """RULES 6: "The game ends when the budget cannot be drawn": afterwards no order is taken and nothing
    resolves."""
    s = run(_draw_state(2)).state
    assert s.over
    assert [r.code for r in validate(s, 0, ProposeBudget(()))] == ["game_over"]
    res = adjudicate(s, [Submitted(0, ProposeBudget(()), 0)], "z")
    assert res.state == s and res.events == ()
    assert owed(s) == frozenset()


# --- the budget proposal -------------------------------------------------------------------------------------
def _proposal(*values: int) -> GameState:
    return pool(game(6, Phase.BUDGET_PROPOSAL), *values)


def _plan(g: GameState, order: ProposeBudget) -> Budget:
    got = budget.plan(g, 0, order)
    assert isinstance(got, Budget), got
    return got


def test_president_allocates_whole_mp_to_any_player() -> None:
    """RULES 4.3: "The President allocates whole MP to players (any player, himself included)." The web rules: "A
    player not included in a proposed budget will be assumed to be allocated 0 MP." """
    g = _proposal(3, 2, 2, 1)
    res = run(g, (0, ProposeBudget(((0, 3), (2, 4), (5, 1)))))
    b = res.state.budget
    assert b is not None
    assert dict(b.totals) == {0: 3, 2: 4, 5: 1}
    assert b.total_for(1) == 0
    assert res.state.phase is Phase.BUDGET_VOTE


def test_unallocated_money_is_pocketed_secretly() -> None:
    """RULES 4.3: "Money not allocated is secretly pocketed." """
    g = _proposal(3, 3, 3, 1)
    b = _plan(g, ProposeBudget(((1, 3), (2, 3))))
    assert _values(b.skim) == [1, 3]
    assert sum(total(bills) for _, bills in b.bills) == 6


def test_exact_change_unpayable_refused_with_nearest_totals() -> None:
    """RULES 4.3: "The proposal must be payable with the actual bills: the multiset of bills ... must split exactly
    into the allocations." "An impossible proposal is refused at once with the reason and the nearest payable
    totals." Pool 3+3+3+1: 5 and 5 cannot be paid (no change is given)."""
    g = _proposal(3, 3, 3, 1)
    got = validate(g, 0, ProposeBudget(((1, 5), (2, 5))))
    assert [r.code for r in got] == ["budget_unpayable"]
    msg = english(got[0], g)
    assert "3 + 3 + 3 + 1 = 10 MP" in msg
    assert "Nearest payable totals: Borges 4, Cortez 6" in msg


def test_exact_change_payable_with_skim() -> None:
    """RULES 4.3: the same pool 3+3+3+1 pays 3 and 3 exactly, and the President pockets 3 + 1."""
    g = _proposal(3, 3, 3, 1)
    assert validate(g, 0, ProposeBudget(((1, 3), (2, 3)))) == ()
    res = run(g, (0, ProposeBudget(((1, 3), (2, 3)))))
    b = res.state.budget
    assert b is not None
    assert {p: _values(bills) for p, bills in b.bills} == {1: [3], 2: [3]}
    assert _values(b.skim) == [1, 3]


def test_exact_change_uses_real_denominations() -> None:
    """RULES 5: "Bills are objects with denominations": a total the pool holds is still unpayable when the bills
    do not split (pool 2+2+2: 3 and 3 make 6 but cannot be paid)."""
    g = _proposal(2, 2, 2)
    got = validate(g, 0, ProposeBudget(((1, 3), (2, 3))))
    assert [r.code for r in got] == ["budget_unpayable"]
    assert validate(g, 0, ProposeBudget(((1, 4), (2, 2)))) == ()


def test_budget_too_big_refused() -> None:
    """RULES 4.3: the President can only give out what the pool (and cash he adds) holds."""
    g = _proposal(3, 2, 1)
    got = validate(g, 0, ProposeBudget(((1, 4), (2, 3))))
    assert [r.code for r in got] == ["budget_too_big"]
    assert "7 MP" in english(got[0], g) and "6 MP" in english(got[0], g)


def test_president_names_bills_per_player() -> None:
    """RULES 4.3: "He may say which bills go to whom; otherwise the bot picks." The web rules: "the President may
    choose to specify which denominations of bills to give to which players, as long as the totals are met." """
    g = _proposal(3, 2, 1, 1)
    b = _plan(g, ProposeBudget(((1, 3), (2, 3)), bills=((1, (2, 1)), (2, (3,)))))
    assert {p: _values(bills) for p, bills in b.bills} == {1: [1, 2], 2: [3]}
    assert _values(b.skim) == [1]
    b = _plan(g, ProposeBudget(((1, 3), (2, 3)), bills=((1, (3,)),)))
    assert {p: _values(bills) for p, bills in b.bills} == {1: [3], 2: [1, 2]}
    # Without naming bills, the bot picks a split that pays the totals.
    b = _plan(g, ProposeBudget(((1, 3), (2, 3))))
    assert {p: total(bills) for p, bills in b.bills} == {1: 3, 2: 3}


@pytest.mark.parametrize(
    ("bills", "code"),
    [
        (((1, (2, 2)),), "bills_do_not_add_up"),
        (((1, (1, 1, 1)),), "bills_not_in_pool"),
        (((1, (4,)),), "bad_denomination"),
        (((3, (1,)),), "bills_for_nobody"),
        (((9, (1,)),), "bills_for_nobody"),
    ],
)
def test_named_bills_must_fit(bills: tuple[tuple[int, tuple[int, ...]], ...], code: str) -> None:
    """RULES 4.3: named bills must add up to the player's total and be in the pool."""
    g = _proposal(3, 2, 1, 1)
    got = validate(g, 0, ProposeBudget(((1, 3), (2, 3)), bills=bills))
    assert [r.code for r in got] == [code]
    assert english(got[0], g)


def test_president_may_add_own_cash() -> None:
    """RULES 4.3: "He may add his own cash." The web rules: "The President may also include his own money-in-hand
    in a proposed budget, thus making the proposed budget greater than the sum of the money drawn." """
    g = give_bills(_proposal(3, 1), 0, 2, 2, 1)
    order = ProposeBudget(((1, 4), (2, 4)), add=4)
    assert validate(g, 0, order) == ()
    res = run(g, (0, order))
    s = res.state
    b = s.budget
    assert b is not None and _values(b.added) == [2, 2]
    assert cash(s, 0) == 1
    assert _values(s.pool) == [1, 2, 2, 3]
    assert sum(total(bills) for _, bills in b.bills) == 8 and b.skim == ()


def test_added_cash_must_be_exact() -> None:
    """RULES 4.3: cash he adds must be made from his bills exactly (payments give no change): 3+3 cannot add 2."""
    g = give_bills(_proposal(3, 1), 0, 3, 3)
    got = validate(g, 0, ProposeBudget(((1, 4),), add=2))
    assert [r.code for r in got] == ["add_not_payable"]
    assert "3 + 3 = 6 MP" in english(got[0], g) and "you could add 3 or 6 MP" in english(got[0], g)
    assert [r.code for r in validate(g, 0, ProposeBudget((), add=-1))] == ["bad_amount"]


def test_added_cash_is_locked_into_the_pool() -> None:
    """RULES 4.3: "Cash he adds is locked into the pool when the proposal is recorded (he cannot give it away and
    leave the budget unpaid)." With a pending proposal adding 4 of his 2+2+1, he can give away only the 1."""
    g = give_bills(_proposal(3, 1), 0, 2, 2, 1)
    pending = [Submitted(0, ProposeBudget(((1, 8),), add=4), 0)]
    got = check_action(g, 0, GiveCash(3, 2), pending)
    assert [r.code for r in got] == ["no_exact_change"]
    assert "locked" in english(got[0], g)
    assert check_action(g, 0, GiveCash(3, 1), pending) == ()
    assert check_action(g, 0, GiveCash(3, 2)) == ()  # without the proposal the cash is free


def test_proposal_totals_public_bills_and_skim_private() -> None:
    """RULES 4.3: "Public: the totals per player. Private to the President: bills per player and the skim." """
    g = _proposal(3, 3, 2, 1)
    res = run(g, (0, ProposeBudget(((1, 3), (4, 2)))))
    pub = find(res.events, "budget_proposed")
    assert pub.public
    assert pub.data["totals"] == {"1": 3, "4": 2}
    assert "skim" not in pub.data and "bills" not in pub.data
    detail = find(res.events, "budget_detail")
    assert not detail.public and detail.audience.players == frozenset({0})
    assert sorted(cast(list[int], detail.data["skim"])) == [1, 3]
    s = res.state
    assert public_view(s).budget_totals == ((1, 3), (4, 2))
    assert s.budget is not None and player_view(s, 0).skim == s.budget.skim
    assert player_view(s, 1).skim == ()


def test_default_budget_equal_payable_shares() -> None:
    """RULES 4.3: "R: default (no proposal): the pool in equal payable shares to the other living, non-exiled
    players, the remainder pocketed; it still goes to the vote." """
    g = _proposal(2, 2, 2, 2, 2, 1)
    res = run(g)
    b = res.state.budget
    assert b is not None and b.default
    assert dict(b.totals) == {1: 2, 2: 2, 3: 2, 4: 2, 5: 2}
    assert _values(b.skim) == [1]
    assert res.state.phase is Phase.BUDGET_VOTE
    assert find(res.events, "default_budget").public


def test_default_budget_largest_payable_share() -> None:
    """RULES 4.3 (R): the shares must be payable: with 3+3+3+3+3+2 and five players each gets 3, the 2 is
    pocketed (not 3 MP each from a 17 MP pool split some other way)."""
    g = _proposal(3, 3, 3, 3, 3, 2)
    b = run(g).state.budget
    assert b is not None
    assert set(dict(b.totals).values()) == {3}
    assert _values(b.skim) == [2]


def test_default_budget_skips_dead_exiled_and_president() -> None:
    """RULES 4.3 (R): "to the other living, non-exiled players"."""
    g = game(6, Phase.BUDGET_PROPOSAL, cabinet={o: h for o, h in CABINET6.items() if h not in (4, 5)})
    g = pool(set_player(set_player(g, 4, status=Status.EXILED), 5, status=Status.DEAD), 2, 2, 2, 1)
    b = run(g).state.budget
    assert b is not None
    assert dict(b.totals) == {1: 2, 2: 2, 3: 2}
    assert _values(b.skim) == [1]


def test_invalid_proposal_at_deadline_takes_the_default() -> None:
    """RULES 4.3 / 7: a proposal that can no longer be paid at the deadline lapses (the President is told why) and
    the default budget goes to the vote."""
    g = give_bills(_proposal(2, 2, 2, 2, 2), 0, 3)
    order = ProposeBudget(((1, 13),), add=3)
    assert validate(g, 0, order) == ()
    g2 = set_player(g, 0, pocket=())  # he gave his cash away after proposing
    g2 = replace(g2, out_of_play=g.players[0].pocket)
    res = run(g2, (0, order))
    assert find(res.events, "order_lapsed").audience.players == frozenset({0})
    b = res.state.budget
    assert b is not None and b.default


@pytest.mark.parametrize(
    ("totals", "code"),
    [
        (((5, 1), (5, 1)), "recipient_twice"),
        (((1, -1),), "bad_amount"),
        (((9, 1),), "bad_recipient"),
    ],
)
def test_bad_allocations_refused(totals: tuple[tuple[int, int], ...], code: str) -> None:
    """RULES 4.3: allocations are whole MP, zero or more, once per existing player."""
    got = validate(_proposal(3, 2, 1), 0, ProposeBudget(totals))
    assert [r.code for r in got] == [code]


@pytest.mark.parametrize("status", [Status.DEAD, Status.EXILED])
def test_no_budget_money_for_dead_or_exiled(status: Status) -> None:
    """RULES 4.7: "Exile: ... may not trade, vote, play cards or act"; the dead take no part until the next turn:
    neither receives budget money."""
    g = game(6, Phase.BUDGET_PROPOSAL, cabinet={o: h for o, h in CABINET6.items() if h != 5})
    g = pool(set_player(g, 5, status=status), 3, 2)
    got = validate(g, 0, ProposeBudget(((5, 2),)))
    assert [r.code for r in got] == ["bad_recipient"]


def test_only_president_proposes() -> None:
    """RULES 4.3: "The President allocates"; nobody else proposes, and only in the proposal phase."""
    g = _proposal(3)
    assert [r.code for r in validate(g, 1, ProposeBudget(((1, 3),)))] == ["not_president"]
    g2 = pool(game(6, Phase.BUDGET_VOTE), 3)
    assert [r.code for r in validate(g2, 0, ProposeBudget(((1, 3),)))] == ["wrong_phase"]
    assert owed(g) == frozenset({0})


def test_draw_orders_wrong_phase_refused() -> None:
    """RULES 7: New Weapons and the bill counts are orders of the draw phase only."""
    g = game(6, Phase.CABINET)
    for pid, order in ((MOW, NewWeapons(Office.ADMIRAL)), (FM, DrawBills(Office.FOREIGN_MINISTER, 3))):
        got = validate(g, pid, order)
        assert [r.code for r in got] == ["wrong_phase"]
        assert "Cabinet appointment" in english(got[0], g)


def test_invalid_draw_order_lapses_to_the_default() -> None:
    """RULES 7: an illegal order lapses at the deadline (its giver is told why) and the default applies: a count
    of 9 is not drawn; the random 1-6 is."""
    g = _draw_state()
    res = run(g, (FM, DrawBills(Office.FOREIGN_MINISTER, 9)))
    assert 1 <= len(res.state.draws.foreign_minister) <= 6
    lapsed = find(res.events, "order_lapsed")
    assert lapsed.audience.players == frozenset({FM})
    assert lapsed.data["reason"] == "bad_count"


def test_validate_changes_nothing() -> None:
    """RULES 7: validation only says why an order is illegal; the state is untouched."""
    g = _proposal(3, 3, 3, 1)
    before = g
    assert validate(g, 0, ProposeBudget(((1, 5), (2, 5))))
    assert validate(g, 1, ProposeBudget(((1, 3),)))
    assert g == before


def test_nearest_payable_totals_are_payable() -> None:
    """RULES 4.3: "An impossible proposal is refused at once with the reason and the nearest payable totals": over
    random pools and proposals, every refused proposal's suggested totals are accepted when proposed, and every
    accepted proposal pays its totals exactly and leaves the rest as the skim."""
    rng = random.Random(7)
    refused = 0
    for _ in range(150):
        values = [rng.choice((1, 2, 3)) for _ in range(rng.randint(1, 9))]
        g = _proposal(*values)
        players = rng.sample(range(6), rng.randint(1, 4))
        totals = tuple((p, rng.randint(0, 6)) for p in players)
        if sum(a for _, a in totals) > sum(values):
            continue
        got = budget.plan(g, 0, ProposeBudget(totals))
        if isinstance(got, Budget):
            assert {p: total(b) for p, b in got.bills} == {p: a for p, a in totals if a > 0}
            assert sorted(got.skim + tuple(b for _, bs in got.bills for b in bs)) == sorted(g.pool)
            continue
        assert [r.code for r in got] == ["budget_unpayable"]
        refused += 1
        near = nearest_payable(g.pool, [a for _, a in totals])
        names = ", ".join(f"{g.players[p].name} {v}" for (p, _), v in zip(totals, near, strict=True))
        assert f"Nearest payable totals: {names}." in english(got[0], g)
        retry = ProposeBudget(tuple((p, v) for (p, _), v in zip(totals, near, strict=True)))
        assert isinstance(budget.plan(g, 0, retry), Budget)
    assert refused > 10
