"""The `classic` variant's offices (VARIANTS.md 2.2-2.4, 4.1.4) and the exile (5.7) as executable rules.
One test per clause; each docstring quotes VARIANTS.md and its seed 001 citation.

`CABINET4`: Alba (0) President; Borges (1) Minister and 1st General; Cortez (2) 2nd General and Admiral; Duarte (3)
3rd General and Air Force Commander.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from rules.junta import appointments, military
from rules.junta.actions import apply_action, check
from rules.junta.engine import Resolution
from rules.junta.offices import OFFICE_INFO, Office
from rules.junta.orders import (
    BROTHER_IN_LAW,
    SECRET_POLICE,
    Appoint,
    AppointIfElected,
    Assassinate,
    ChooseLocation,
    Discard,
    ElectionVote,
    ExecuteOnReturn,
    GiveCards,
    GiveCash,
    PlayCard,
    Resign,
    ReturnFromExile,
    Trade,
)
from rules.junta.state import GameState, Location, Phase, Seat, Status
from rules.junta.validate import validate
from rules.junta.variants import CLASSIC
from rules.junta.votes import sources
from tests.rules.classic_helpers import (
    ALBA,
    BORGES,
    CABINET4,
    CORTEZ,
    DUARTE,
    ESTEBAN,
    classic_fresh,
    classic_game,
)
from tests.rules.helpers import cash, codes, find, game, give_bills, give_cards, run, set_player
from tests.said import english

HOME = Location.HOME


def _codes(state: GameState, cabinet: dict[Office, int]) -> list[str]:
    assert state.president is not None
    return [r.code for r in validate(state, state.president, Appoint(tuple(cabinet.items())))]


def _exiled(pid: int = CORTEZ) -> GameState:
    """Round 1's Locations phase resolved with `pid` gone into exile (everyone else at Home, no coup): round 2's
    cabinet phase."""
    g = classic_game(phase=Phase.LOCATIONS)
    orders = [(p, ChooseLocation(None if p == pid else HOME)) for p in range(4)]
    s = run(g, *orders, seed="exile").state
    assert s.phase is Phase.CABINET and s.turn == 2 and s.player(pid).status is Status.EXILED
    return s


# --- 2.2 offices -----------------------------------------------------------------------------------------------
def test_seven_offices_each_one_vote() -> None:
    """VARIANTS 2.2 (001 §1.4, §2): "Seven offices; each gives its holder one vote in the Chamber (001 §4.2:
    "Amts-Stimme")": President, Minister, three Generals, Admiral, Air Force Commander; "Not in classic: Minister of
    War, Foreign Minister, Farm & Labor Secretary"."""
    assert CLASSIC.offices == (
        Office.PRESIDENT,
        Office.MINISTER,
        Office.GENERAL_1,
        Office.GENERAL_2,
        Office.GENERAL_3,
        Office.ADMIRAL,
        Office.AIR_FORCE,
    )
    assert all(OFFICE_INFO[o].votes == 1 for o in CLASSIC.offices)
    # A real game's first cabinet has exactly these seven seats.
    g = classic_fresh(5)
    s = run(g, *((pid, ElectionVote(ALBA)) for pid in range(5))).state  # ballot 1
    s = run(s, seed="ballot2").state  # ballot 2: Alba is President; round 1's cabinet phase
    s = run(s, seed="cab").state
    assert [seat.office for seat in s.seats] == list(CLASSIC.offices)
    # Two offices, two votes; the President one.
    g = classic_game()
    assert [(src.id, src.votes) for src in sources(g, BORGES)] == [("office:minister", 1), ("office:general_1", 1)]
    assert sum(src.votes for src in sources(g, ALBA)) == 1


def test_no_socialist_bonus() -> None:
    """VARIANTS 4.1.4: "No Socialist bonus (not in seed 001)"; 1 #4: web's "+3 with Labor Union and Peasants" is
    "none" in classic. Borges with both in play counts his two offices and their values only."""
    g, _ = give_cards(classic_game(), BORGES, "Labor Union", "Peasants", influence=True)
    got = sources(g, BORGES)
    assert not [s for s in got if s.id.startswith("bonus")]
    assert sum(s.votes for s in got) == 2 + 4 + 3


# --- 2.3 appointment -------------------------------------------------------------------------------------------
def test_every_family_gets_an_office() -> None:
    """VARIANTS 2.3.1 (001 §6): "every family gets at least one office"."""
    g = classic_game(5)
    cab = {**CABINET4, Office.ADMIRAL: DUARTE, Office.AIR_FORCE: CORTEZ}  # Esteban (4) gets nothing
    assert _codes(g, cab) == ["player_without_office"]


def test_nobody_more_than_two_offices() -> None:
    """VARIANTS 2.3.1 (001 §6): "nobody more than two"."""
    g = classic_game(5)
    cab = {**CABINET4, Office.GENERAL_3: ESTEBAN, Office.AIR_FORCE: BORGES}  # Borges: Minister, 1st General, Air
    assert "too_many_offices" in _codes(g, cab)


def test_never_two_generals() -> None:
    """VARIANTS 2.3.1 (001 §6): "nobody two General offices"."""
    g = classic_game(5)
    cab = {**CABINET4, Office.GENERAL_2: BORGES, Office.MINISTER: CORTEZ, Office.GENERAL_3: ESTEBAN}
    assert _codes(g, cab) == ["two_generals"]


def test_president_holds_no_second_office() -> None:
    """VARIANTS 2.3.1 (001 §6): "the President no second office"."""
    g = classic_game()
    assert "president_second_office" in _codes(g, {**CABINET4, Office.AIR_FORCE: ALBA})


def test_the_brother_in_law_is_never_appointed() -> None:
    """VARIANTS 2.4 (001 §6, §10.4): "He never gets an office at appointment (001 §6); he takes over the office of a
    dead or exiled holder"; 1 #6: "the President holds no other office". Refused with a reason, and the default
    never gives him one."""
    g = classic_game(5)
    cab = {**CABINET4, Office.AIR_FORCE: BROTHER_IN_LAW, Office.ADMIRAL: ESTEBAN}
    got = validate(g, ALBA, Appoint(tuple(cab.items())))
    assert [r.code for r in got] == ["no_brother_in_law"]
    assert "Brother-in-Law" in english(got[0], g)
    for seed in range(30):
        assign = appointments.complete(g, {}, random.Random(seed))
        assert BROTHER_IN_LAW not in assign.values()


def test_exiles_are_appointed_like_everyone_else() -> None:
    """VARIANTS 2.3.2 (001 §6, §9.1, §10.4): "Exiled players are appointed like everyone else (001 §6 makes no
    exception ...)". An exile must get an office, and may."""
    g = _exiled(CORTEZ)
    assert CORTEZ in appointments.eligible(g)
    assert _codes(g, CABINET4) == []
    without = {**CABINET4, Office.GENERAL_2: DUARTE, Office.ADMIRAL: BORGES, Office.GENERAL_3: BORGES}
    assert "player_without_office" in _codes(g, without)


@pytest.mark.parametrize("n", [4, 5, 6, 7])
def test_all_six_offices_are_always_filled(n: int) -> None:
    """VARIANTS 2.3.2 (001 §6): "Hence all six offices are always filled: with 4 players each of the other three
    holds one General office and one other office; with 5, two players hold two; with 6, one does; with 7, one each".
    Across 150 seeds, with random exiles and a random President, the default appointment (`appointments.complete`,
    from nothing and from last round's legal cabinet under another President) fills all six legally."""
    for seed in range(150):
        rng = random.Random(seed * 10 + n)
        g = classic_game(n, president=rng.randrange(n), cabinet={}, seed=f"six{seed}")
        for pid in range(n):
            if pid != g.president and rng.random() < 0.3:
                g = set_player(g, pid, status=Status.EXILED)
        last = appointments.complete(replace(g, president=rng.randrange(n)), {}, rng)
        for base in ({}, last):
            assign = appointments.complete(g, base, rng)
            assert sorted(assign) == sorted(CLASSIC.cabinet), (n, seed, assign)
            assert appointments.check(g, tuple(assign.items())) == (), (n, seed, assign)
            held = [assign.get(o) for o in CLASSIC.cabinet]
            counts = sorted((held.count(p) for p in set(held)), reverse=True)
            assert counts == {4: [2, 2, 2], 5: [2, 2, 1, 1], 6: [2, 1, 1, 1, 1], 7: [1] * 6}[n]


def test_default_cabinet_is_legal_whatever_last_rounds_cabinet() -> None:
    """VARIANTS 2.3.3 (001 §6; R, as RULES 4.1): "Default at the deadline: last round's holders where still legal,
    the rest by lot within the constraints"; 2.3.2: "all six offices are always filled". Last round's cabinet gave
    Borges the Minister and the Admiral, Cortez the 1st General and the Air Force, Duarte the 2nd General."""
    g = classic_game(cabinet={})
    last = (
        Seat(Office.PRESIDENT, ALBA),
        Seat(Office.MINISTER, BORGES),
        Seat(Office.GENERAL_1, CORTEZ),
        Seat(Office.GENERAL_2, DUARTE),
        Seat(Office.GENERAL_3, None),
        Seat(Office.ADMIRAL, BORGES),
        Seat(Office.AIR_FORCE, CORTEZ),
    )
    g = replace(g, previous_cabinet=last)
    s = run(g, seed="default").state
    assert all(seat.holder is not None for seat in s.seats), s.seats


# --- 5.7 an exile's offices ------------------------------------------------------------------------------------
def test_an_exile_keeps_his_offices_and_the_brother_in_law_runs_one() -> None:
    """VARIANTS 5.7.2 (001 §9.1, §10.4): "He keeps his offices; the Brother-in-Law may run one of them"; 2.4: "one
    office, chosen by the President's standing order (default: the first vacated ...); other such offices are
    frozen". Cortez flees: he keeps the 2nd General and the Admiral; the Brother-in-Law runs the 2nd Brigade, for
    the President; the Admiral is frozen."""
    s = _exiled(CORTEZ)
    assert s.player(CORTEZ).kept_offices == (Office.GENERAL_2, Office.ADMIRAL)
    assert s.offices_of(CORTEZ) == ()
    assert s.brother_in_law is Office.GENERAL_2 and s.actor(Office.GENERAL_2) == ALBA
    assert s.seat(Office.ADMIRAL).frozen
    # 6.5.1: while the Brother-in-Law runs an office the President has one more stack move.
    assert military.stack_moves(s, ALBA) == 2


def test_an_exile_appointed_keeps_the_new_offices_abroad() -> None:
    """VARIANTS 2.3.2 (001 §6, §9.1, §10.4): exiles are appointed, "§9.1 and §10.4 have the Brother-in-Law use an
    exile's office, so an exile holds one"; 5.7.2: "He keeps his offices". Next round the President gives the exiled
    Cortez the 3rd General and the Air Force: he keeps those while abroad."""
    s = _exiled(CORTEZ)
    cab = {
        Office.MINISTER: BORGES,
        Office.GENERAL_1: BORGES,
        Office.GENERAL_2: DUARTE,
        Office.ADMIRAL: DUARTE,
        Office.GENERAL_3: CORTEZ,
        Office.AIR_FORCE: CORTEZ,
    }
    after = run(s, (ALBA, Appoint(tuple(cab.items())))).state
    assert after.player(CORTEZ).kept_offices == (Office.GENERAL_3, Office.AIR_FORCE)
    assert after.brother_in_law is Office.GENERAL_3 and after.seat(Office.AIR_FORCE).frozen


def test_a_returning_exile_takes_his_offices_back() -> None:
    """VARIANTS 5.7.5 (R): "a returned exile takes his offices back at once (2.4). Reason: he kept them (2.3.2)";
    2.4: "when the holder returns ..., the Brother-in-Law's hold ends, or the frozen office thaws, at once"."""
    s = run(_exiled(CORTEZ), seed="cab").state  # round 2's cabinet; the budget proposal is next
    res = run(s, (CORTEZ, ReturnFromExile()))
    after = res.state
    assert after.player(CORTEZ).status is Status.ALIVE and not after.player(CORTEZ).positionless
    assert after.offices_of(CORTEZ) == (Office.GENERAL_2, Office.ADMIRAL)
    assert after.brother_in_law is None and after.player(CORTEZ).kept_offices == ()
    event = find(res.events, "offices_resumed")
    assert event.public and "Cortez" in english(event, res.state)
    assert "returned" in codes(res.events, public=True)


def test_bribe_the_assassin_protects_a_returning_exile() -> None:
    """VARIANTS 5.7.4 (d) (001 §9.1): "he protects himself with a card"; R: "Bribe the Assassin, named in the return
    order, paid (2 MP) on return; it stops this shooting". Cortez is on the Minister's list; he returns with the card
    and 2 MP: he is back, the card and the 2 MP are spent (out of play)."""
    from rules.junta.orders import ExecuteOnReturn, ReturnFromExile
    from tests.rules.helpers import give_bills

    s = _exiled(CORTEZ)
    s, (bribe,) = give_cards(s, CORTEZ, "Bribe the Assassin")
    s = give_bills(s, CORTEZ, 2)
    minister = s.actor(Office.MINISTER)
    assert minister is not None and minister != CORTEZ
    res = run(s, (minister, ExecuteOnReturn((CORTEZ,))), (CORTEZ, ReturnFromExile(bribe=bribe)), seed="bribe")
    after = res.state
    assert after.player(CORTEZ).status is Status.ALIVE
    assert bribe not in after.player(CORTEZ).hand and not after.player(CORTEZ).pocket
    assert "return_bribed" in codes(res.events) and "killed" not in codes(res.events)
    # Without the card he is shot.
    shot = run(_exiled(CORTEZ), (minister, ExecuteOnReturn((CORTEZ,))), (CORTEZ, ReturnFromExile()), seed="bribe")
    assert shot.state.player(CORTEZ).status is Status.DEAD


# --- 2.3.4 a President elected in mid-round -------------------------------------------------------------------
def _cortez_succeeds(g: GameState, exile: int | None = None, seed: str = "s") -> Resolution:
    """In the Locations phase President Alba resigns (and `exile` flees); everyone votes Cortez in ballot 1 of the
    election that follows; ballot 2 resolves."""
    n = len(g.players)
    locs = [(pid, ChooseLocation(None if pid == exile else HOME)) for pid in range(n)]
    s = run(g, *locs, (ALBA, Resign()), seed=seed).state
    assert s.phase is Phase.ELECTION and s.election is not None
    s = run(s, *((pid, ElectionVote(CORTEZ)) for pid in range(n) if pid != exile), seed=seed).state
    res = run(s, seed=seed)
    assert res.state.president == CORTEZ
    return res


def test_a_mid_round_president_gives_up_his_offices_by_lot_first_to_the_officeless() -> None:
    """VARIANTS 2.3.4 (001 §4.2, §6): "A President elected in mid-round may reassign the offices at once ... R: ...
    if none, holdings that are still legal stay, and the new President's former offices go by lot first to families
    left without an office, then to anyone within the constraints. Reason: the new President must give up his other
    offices (001 §6)". Five players; Alba resigns and Cortez (2nd General, Admiral) succeeds her: Borges, Duarte and
    Esteban keep what they held; Alba, left with no office, gets one of Cortez's two by lot (over 12 seeds, the
    other one goes sometimes to her, sometimes to another)."""
    cab5 = {**CABINET4, Office.AIR_FORCE: ESTEBAN}  # Borges Minister, 1st General; Duarte 3rd General
    holders_of_the_other: set[int] = set()
    for i in range(12):
        res = _cortez_succeeds(classic_game(5, phase=Phase.LOCATIONS, cabinet=cab5), seed=f"lot{i}")
        s = res.state
        assert s.offices_of(CORTEZ) == (Office.PRESIDENT,)
        assert s.offices_of(BORGES) == (Office.MINISTER, Office.GENERAL_1)
        assert Office.GENERAL_3 in s.offices_of(DUARTE) and Office.AIR_FORCE in s.offices_of(ESTEBAN)
        former = {Office.GENERAL_2, Office.ADMIRAL}
        assert set(s.offices_of(ALBA)) & former
        lots = [e for e in res.events if e.code == "office_by_lot"]
        assert {e.data["office"] for e in lots} == {o.value for o in former} and all(e.public for e in lots)
        held = {seat.office: seat.holder for seat in s.seats[1:] if seat.holder is not None}
        assert sorted(held) == sorted(CLASSIC.cabinet) and appointments.check(s, tuple(held.items())) == ()
        holders_of_the_other |= {h for o, h in held.items() if o in former} - {ALBA}
    assert holders_of_the_other  # not always Alba: it is a lot


def test_an_exiles_kept_offices_count_in_the_lot() -> None:
    """VARIANTS 2.3.4 (001 §6): the former offices go "first to families left without an office, then to anyone
    within the constraints"; 5.7.2 (001 §9.1): the exile "keeps his offices"; 2.3.1: "nobody more than two". Four
    players; Duarte flees with his 3rd General and Air Force; Alba resigns and Cortez succeeds her. Duarte is not
    without an office and may take no third: both of Cortez's former offices go to Alba."""
    for i in range(6):
        res = _cortez_succeeds(classic_game(phase=Phase.LOCATIONS), exile=DUARTE, seed=f"kept{i}")
        s = res.state
        assert s.player(DUARTE).kept_offices == (Office.GENERAL_3, Office.AIR_FORCE)
        assert s.offices_of(ALBA) == (Office.GENERAL_2, Office.ADMIRAL)
        assert [e.data["holder"] for e in res.events if e.code == "office_by_lot"] == [ALBA, ALBA]


def test_a_candidate_appoints_if_he_is_elected() -> None:
    """VARIANTS 2.3.4 (001 §4.2, §6): "A President elected in mid-round may reassign the offices at once ... R: every
    candidate may give a conditional "if I am elected, appoint ..." order with the election; if none, holdings that
    are still legal stay, and the new President's former offices go by lot"; 9: "a mid-round election's conditional
    appointment: 2.3.4". Five players; President Alba resigns in the Cabinet phase and the round goes on. In ballot 1
    Cortez (2nd General, Admiral) gives "if I am elected: Minister Esteban, 2nd General Alba", and Borges his own;
    ballot 2 elects Cortez: Esteban is Minister besides his Air Force, Alba 2nd General, Borges keeps only his 1st
    General, Duarte his 3rd, and Cortez's Admiral goes by lot to one who has room; Borges's order is not carried out.
    What cannot be is refused: two Generals for Borges, a non-candidate's order in ballot 2, an order in an election
    a Cabinet phase follows anyway, and any in the web game."""
    cab5 = {**CABINET4, Office.AIR_FORCE: ESTEBAN}  # Borges Minister, 1st General; Duarte 3rd General
    admirals: set[int] = set()
    for i in range(8):
        g = classic_game(5, phase=Phase.CABINET, cabinet=cab5)
        s = run(g, (ALBA, Resign()), seed=f"r{i}").state
        assert s.phase is Phase.ELECTION and s.election is not None and not s.election.new_turn
        mine = AppointIfElected(((Office.MINISTER, ESTEBAN), (Office.GENERAL_2, ALBA)))
        assert validate(s, CORTEZ, mine) == ()
        twice = AppointIfElected(((Office.GENERAL_2, BORGES), (Office.GENERAL_3, BORGES)))
        assert [r.code for r in validate(s, CORTEZ, twice)] == ["two_generals"]
        theirs = AppointIfElected(((Office.MINISTER, DUARTE),))
        votes = [(pid, ElectionVote(CORTEZ)) for pid in (ALBA, CORTEZ, DUARTE, ESTEBAN)]
        s = run(s, (CORTEZ, mine), (BORGES, theirs), *votes, seed=f"b{i}").state
        assert s.ballot == 2 and s.election is not None and s.election.candidates == (CORTEZ,)
        late = validate(s, DUARTE, theirs)
        assert [r.code for r in late] == ["not_a_candidate"]
        res = run(s, (BORGES, ElectionVote(CORTEZ)), seed=f"e{i}")
        s = res.state
        assert s.president == CORTEZ and s.offices_of(CORTEZ) == (Office.PRESIDENT,)
        assert s.offices_of(ESTEBAN) == (Office.MINISTER, Office.AIR_FORCE)
        assert Office.GENERAL_2 in s.offices_of(ALBA)
        assert Office.GENERAL_1 in s.offices_of(BORGES) and Office.MINISTER not in s.offices_of(BORGES)
        assert Office.GENERAL_3 in s.offices_of(DUARTE)
        told = find(res.events, "reappointed")
        assert told.public and "President Cortez reassigns the offices at once" in english(told, res.state)
        assert "Minister of Internal Security: Esteban" in english(told, res.state)
        held = {seat.office: seat.holder for seat in s.seats[1:] if seat.holder is not None}
        assert sorted(held) == sorted(CLASSIC.cabinet) and appointments.check(s, tuple(held.items())) == ()
        admirals.add(held[Office.ADMIRAL])
        assert s.phase is Phase.BUDGET_PROPOSAL and s.election is None
    assert admirals <= {ALBA, BORGES, DUARTE} and len(admirals) > 1
    # In an election after the Locations phase a new round (and its Cabinet phase) follows: nothing to order.
    after = run(classic_game(phase=Phase.LOCATIONS), *((p, ChooseLocation(HOME)) for p in range(4)), (ALBA, Resign()))
    assert after.state.phase is Phase.ELECTION
    refused = validate(after.state, CORTEZ, AppointIfElected(((Office.MINISTER, ALBA),)))
    assert [r.code for r in refused] == ["no_conditional_cabinet"]
    assert "Cabinet phase" in english(refused[0], after.state)
    web = run(game(6, phase=Phase.CABINET), (0, Resign())).state
    assert web.phase is Phase.ELECTION
    assert [r.code for r in validate(web, 2, AppointIfElected(((Office.MINISTER, 0),)))] == ["no_conditional_cabinet"]


# --- 5.7.2 an exile's cards and cash ---------------------------------------------------------------------------
def test_an_exile_gives_and_receives_cards_and_cash() -> None:
    """VARIANTS 5.7.2 (001 §9.1): "While in exile: ... keeps his cards (and, R, his cash and account); may not play
    cards but may discard cards, give them away and receive them ... R: he may also give and receive cash (001 §7.1
    lets every player do as he likes with his cash, and §9.1 forbids only card play)"; 1 #20: web "may not trade".
    The exiled Cortez gives Borges a card and 3 MP, receives a card and 2 MP, and trades; the web game refuses an
    exile's gifts both ways."""
    s = give_bills(give_bills(_exiled(CORTEZ), CORTEZ, 3), BORGES, 2)
    s, [church] = give_cards(s, CORTEZ, "Church Desecrated")
    s, [holiday] = give_cards(s, BORGES, "Bank Holiday")
    moves = (
        (CORTEZ, GiveCards(BORGES, (church,))),
        (BORGES, GiveCards(CORTEZ, (holiday,))),
        (CORTEZ, GiveCash(BORGES, 3)),
        (BORGES, GiveCash(CORTEZ, 2)),
        (BORGES, Trade(CORTEZ, BORGES, give_cash=3, get_cards=(holiday,))),  # Borges accepts Cortez's offer
    )
    done = [apply_action(s, pid, act) for pid, act in moves]
    assert all(isinstance(r, Resolution) for r in done), done
    gave_card, got_card, gave_cash, got_cash, traded = (r.state for r in done if isinstance(r, Resolution))
    assert church in gave_card.player(BORGES).hand and church not in gave_card.player(CORTEZ).hand
    assert holiday in got_card.player(CORTEZ).hand
    assert cash(gave_cash, BORGES) == 5 and cash(gave_cash, CORTEZ) == 0
    assert cash(got_cash, CORTEZ) == 5
    assert holiday in traded.player(CORTEZ).hand and cash(traded, BORGES) == 5
    web = give_bills(set_player(game(), 5, status=Status.EXILED), 5, 3)
    for giver, to in ((5, 1), (1, 5)):
        assert [r.code for r in check(web, giver, GiveCash(to, 3))] == ["action_exiled"]


def test_an_exile_may_discard_but_not_play_a_card() -> None:
    """VARIANTS 5.7.2 (001 §9.1): an exile "may not play cards but may discard cards". The exiled Cortez's play of
    Church Desecrated is refused with the reason; his discard of a Vote (3) is carried out."""
    s, [church, vote] = give_cards(_exiled(CORTEZ), CORTEZ, "Church Desecrated", "Vote (3)")
    refused = validate(s, CORTEZ, PlayCard(church))
    assert [r.code for r in refused] == ["exiled"] and "not play them" in english(refused[0], s)
    res = run(s, (CORTEZ, Discard((vote,))), seed="cab")
    assert "discarded" in codes(res.events) and vote in res.state.discards
    assert res.state.player(CORTEZ).hand == (church,)


# --- 5.7.4 (a) a return while there is no President ------------------------------------------------------------
def test_an_exile_returning_while_the_president_is_dead_is_safe() -> None:
    """VARIANTS 5.7.4 (001 §9.1): "He is safe if (a) the President is dead and no successor has been elected yet";
    "Otherwise the Minister may have him shot"; R for (e): "the Minister's standing list of whom to shoot on
    return". Cortez flees in round 1; Borges (Minister) puts him on his list and his Secret Police kill President
    Alba. Cortez returns during the election of her successor: he is back, with his offices, not shot. With Alba
    alive the same return is an execution."""
    g = classic_game(phase=Phase.LOCATIONS)
    locs = [(pid, ChooseLocation(None if pid == CORTEZ else HOME)) for pid in range(4)]
    listed = (BORGES, ExecuteOnReturn((CORTEZ,)))
    s = run(g, *locs, listed, (BORGES, Assassinate(SECRET_POLICE, ALBA, HOME))).state
    assert s.phase is Phase.ELECTION and s.president is None and s.minister_return_list == (CORTEZ,)
    res = run(s, (CORTEZ, ReturnFromExile()))
    back = res.state
    assert back.player(CORTEZ).status is Status.ALIVE and "killed" not in codes(res.events)
    assert back.offices_of(CORTEZ) == (Office.GENERAL_2, Office.ADMIRAL)
    assert "returned" in codes(res.events, public=True)
    # The President alive: the Minister's list has him shot on return.
    s = run(g, *locs, listed).state
    res = run(s, (CORTEZ, ReturnFromExile()))
    assert res.state.player(CORTEZ).status is Status.DEAD
    assert english(find(res.events, "killed"), res.state) == "Cortez was executed on return from exile."


def test_a_freed_brother_in_law_takes_the_next_vacated_office() -> None:
    """VARIANTS 2.4 (R): "when the holder returns ..., the Brother-in-Law's hold ends ... at once; a Brother-in-Law
    so freed takes the next office still vacated, by the same standing order". Cortez and Duarte flee; the
    Brother-in-Law runs Cortez's 2nd Brigade, Duarte's offices are frozen; Cortez returns and takes his offices back;
    the Brother-in-Law moves on to Duarte's 3rd Brigade."""
    from rules.junta.orders import ReturnFromExile

    g = classic_game(phase=Phase.LOCATIONS)
    orders = [(p, ChooseLocation(None if p in (CORTEZ, DUARTE) else HOME)) for p in range(4)]
    s = run(g, *orders, seed="two-exiles").state
    assert s.brother_in_law is Office.GENERAL_2 and s.seat(Office.GENERAL_3).frozen
    back = run(s, (CORTEZ, ReturnFromExile()), seed="return").state
    assert back.holder(Office.GENERAL_2) == CORTEZ and back.holder(Office.ADMIRAL) == CORTEZ
    assert back.brother_in_law is Office.GENERAL_3 and back.actor(Office.GENERAL_3) == ALBA
