"""The `mini` variant's coup with straw men (VARIANTS.md 10.9, 10.6, 10.4 after a Rebel win) as executable rules.
One test per clause; each docstring quotes VARIANTS.md and its seed 001 citation.

Two players: Alba (0) President, Borges (1) the opposition leader in the 1st Brigade (barracks 21); Sunglasses (2) the
straw Minister, Pocket-watch (3, 2nd Brigade, barracks 20) and Beard (4, 3rd Brigade, barracks 2) the straw Generals.
Sunglasses and Beard are in the opposition, Pocket-watch in the government.
"""

from __future__ import annotations

from dataclasses import replace

from rules.junta import military
from rules.junta.offices import Office
from rules.junta.orders import SECRET_POLICE, Assassinate, ChooseLocation, CoupVote, Fire, JuntaVote, Move, Order
from rules.junta.state import BankState, GameState, Location, Phase, Status
from tests.rules.helpers import find, run, set_player
from tests.rules.mini_helpers import ALBA, BEARD, BORGES, GOV, OPP, POCKET_WATCH, SUNGLASSES, mini_game
from tests.said import english

FACTIONS = {SUNGLASSES: OPP, POCKET_WATCH: GOV, BEARD: OPP}
HOME = Location.HOME


def _beard_moves() -> GameState:
    """Round 1's Locations phase after a failed budget (a coup excuse); everyone at Home; Borges moves Beard's 3rd
    Brigade from its barracks (2) into zone 1 in the rebel-only step."""
    s = replace(mini_game(phase=Phase.LOCATIONS, factions=FACTIONS), excuse_from_budget=True, bank=BankState.CLOSED)
    homes = [(p, ChooseLocation(HOME)) for p in range(5)]
    return run(s, *homes, (BEARD, Move(2, 1))).state


def _phase_six(rebels: tuple[int, ...]) -> GameState:
    s = mini_game(phase=Phase.COUP, factions=FACTIONS)
    for pid in rebels:
        s = set_player(s, pid, rebel=True)
    return replace(s, coup=replace(military.new_coup(s), phase=6), first_rebel=rebels[0] if rebels else None)


def _junta(rebels: tuple[int, ...], dead: tuple[int, ...] = ()) -> GameState:
    """The Coup Aftermath of a coup the Rebels won."""
    s = _phase_six(rebels)
    for pid in dead:
        seats = tuple(replace(seat, holder=None) if seat.holder == pid else seat for seat in s.seats)
        s = replace(set_player(s, pid, status=Status.DEAD), seats=seats)
    assert s.coup is not None
    return replace(s, phase=Phase.AFTERMATH, coup=replace(s.coup, result="junta"))


# --- 10.9.1 stack moves ------------------------------------------------------------------------------------------
def test_one_stack_move_per_real_player_and_per_living_straw_man() -> None:
    """VARIANTS 10.9.1 (R; 001 §13.4, §17.10): "Stack moves: one per real player and one per living straw man, each
    straw man's made by his faction leader in the straw man's slot". Every family has one; a dead straw man none."""
    s = _phase_six(())
    assert [military.stack_moves(s, p) for p in range(5)] == [1] * 5
    assert military.stack_moves(set_player(s, BEARD, status=Status.DEAD), BEARD) == 0


# --- 10.9.3 straw Rebels --------------------------------------------------------------------------------------
def test_a_straw_mans_rebel_only_action_makes_his_leader_a_rebel_too() -> None:
    """VARIANTS 10.9.3 (R; 001 §17.10, §13.2): "A straw man becomes a Rebel when his units act in the prelude ...;
    the leader who ordered it becomes a Rebel too". Borges moves Beard's brigade in the rebel-only step: the coup
    begins, Beard and Borges are Rebels, told in public; Alba and the other straw men are not."""
    s = _beard_moves()
    assert s.phase is Phase.COUP and s.coup is not None
    assert [p.rebel for p in s.players] == [False, True, False, False, True]


def test_the_leader_who_starts_the_coup_through_a_straw_man_is_the_rebel_leader() -> None:
    """VARIANTS 10.9.3 (R; 001 §13.2): "the leader who ordered it becomes a Rebel too, and if it starts the coup he
    is the Rebel Leader (R: he is the one who acted)". Borges starts the coup with Beard's brigade: Borges is the
    first Rebel."""
    s = _beard_moves()
    assert s.first_rebel == BORGES


# --- 10.6 a dead leader's straw men -------------------------------------------------------------------------------
def test_a_dead_leaders_straw_men_take_their_defaults_for_the_rest_of_the_phase() -> None:
    """VARIANTS 10.6: "Each decision is made by the leader of the straw man's faction ...; if ... the leader is dead or
    in exile, the default applies"; coup moves: "none". Borges ordered Beard's brigade into zone 1 in the rebel-only
    step; Alba has the straw Minister's Secret Police kill Borges at Home first, which also gives a coup excuse.
    Borges's order for Beard dies with him: nobody acts, no coup begins, and Beard is no Rebel (nor, as before the
    fix, the coup's Rebel Leader). The same when Borges goes into exile instead."""
    factions = {SUNGLASSES: GOV, POCKET_WATCH: GOV, BEARD: OPP}
    s = replace(mini_game(phase=Phase.LOCATIONS, factions=factions), bank=BankState.CLOSED)
    homes = [(p, ChooseLocation(HOME)) for p in range(5)]
    res = run(s, *homes, (SUNGLASSES, Assassinate(SECRET_POLICE, BORGES, HOME)), (BEARD, Move(2, 1)))
    t = res.state
    assert t.player(BORGES).died_turn == 1
    assert "coup_excuse" in [e.code for e in res.events]
    assert t.phase is not Phase.COUP and t.coup is None and t.first_rebel is None
    assert not any(p.rebel for p in t.players) and "rebellion" not in [e.code for e in res.events]
    exiled = replace(s, excuse_from_budget=True)
    away = [(p, ChooseLocation(None if p == BORGES else HOME)) for p in range(5)]
    u = run(exiled, *away, (BEARD, Move(2, 1))).state
    assert u.player(BORGES).status is Status.EXILED
    assert u.coup is None and not any(p.rebel for p in u.players)
    # While Borges lives and stays, the same order starts the coup (test_a_straw_mans_rebel_only_action_...).
    assert _beard_moves().coup is not None


def test_a_straw_mans_return_fire_never_hits_his_own_faction() -> None:
    """VARIANTS 10.6: "coup moves, fire, transfers of his units | faction leader ... | none (return fire only, RULES
    4.6)", a default, which never attacks his own faction. The 2nd and 3rd Brigades stand in zone 21 with Borges's
    1st. Borges fires at Beard's units (his own straw man's): Beard's return fire does not answer him, and Borges
    loses nothing. Borges fires at Pocket-watch's (the government's): they fire back as ever."""
    s = mini_game(phase=Phase.COUP, factions=FACTIONS)
    coup = military.new_coup(s)
    units = tuple(replace(u, zone=21) if u.office in (Office.GENERAL_3, Office.GENERAL_2) else u for u in coup.units)
    s = replace(s, coup=replace(coup, phase=1, units=units))
    for i in range(6):
        res = run(s, (BORGES, Fire(21, BEARD)), seed=f"own{i}")
        battle = find(res.events, "battle")
        losses = battle.data["losses"]
        assert isinstance(losses, dict) and losses[str(BORGES)] == 0, english(battle, res.state)
        assert "Beard fires" not in english(battle, res.state)
    answered = [run(s, (BORGES, Fire(21, POCKET_WATCH)), seed=f"gov{i}") for i in range(6)]
    assert any("Pocket-watch fires" in english(find(r.events, "battle"), r.state) for r in answered)


# --- 10.6 coup declaration ---------------------------------------------------------------------------------------
def test_a_straw_man_declares_as_his_leader_declares() -> None:
    """VARIANTS 10.6 (R; 001 §14.1, §17.10): "coup declaration: faction leader | as the leader declares (his order, or
    his default by 6.13.2); the President's faction: Pro-President". Borges and Beard are Rebels. Borges declares
    Pro-Junta: Sunglasses and Beard do too, Pocket-watch is Pro-President. Borges declares for the President: his
    straw men follow him, Beard the Rebel included. Borges declares nothing: his default as a Rebel is Pro-Junta, and
    theirs with it. An order in Beard's seat stands. The declarations are given in the Coup Aftermath, once Coup
    Phase 6 has resolved (6.13.1)."""
    s = run(_phase_six((BORGES, BEARD))).state
    assert s.phase is Phase.AFTERMATH and s.coup is not None and s.coup.result is None
    sides = {
        "junta": {ALBA: "president", BORGES: "junta", SUNGLASSES: "junta", POCKET_WATCH: "president", BEARD: "junta"},
        "president": dict.fromkeys(range(5), "president"),
    }

    def declared(*orders: tuple[int, Order]) -> dict[int, str]:
        votes = find(run(s, *orders).events, "coup_vote").data["votes"]
        assert isinstance(votes, dict)
        return {int(p): side for p, side in votes.items()}

    for side, want in sides.items():
        assert declared((BORGES, CoupVote(side))) == want, side
    assert declared() == sides["junta"]
    assert declared((BORGES, CoupVote("junta")), (BEARD, CoupVote("president")))[BEARD] == "president"


# --- 10.4 after a Rebel win: the Junta ----------------------------------------------------------------------------
def test_a_straw_rebel_votes_for_his_leader_in_the_junta() -> None:
    """VARIANTS 10.4 (R; 001 §15, §17.2): "the Junta elects as in 6.14 (001 §15), among the real players only; straw
    Rebels vote as their faction leader orders (default: for that leader)"; 10.6: "Junta vote (if a Rebel): faction
    leader | for that leader". Borges and Beard are the Junta; nobody votes: Beard's vote elects Borges."""
    res = run(_junta((BORGES, BEARD)))
    vote = find(res.events, "junta_vote")
    assert vote.public and vote.data["tally"] == {str(BORGES): 1} and vote.data["president"] == BORGES
    assert res.state.president == BORGES


def test_only_real_players_are_junta_candidates() -> None:
    """VARIANTS 10.4 (R; 001 §15): "the Junta elects ... among the real players only". Borges votes for Beard in the
    Junta: the vote counts for nobody; Beard's own (default) vote for Borges elects Borges."""
    res = run(_junta((BORGES, BEARD)), (BORGES, JuntaVote(BEARD)))
    vote = find(res.events, "junta_vote")
    assert vote.data["tally"] == {str(BORGES): 1} and res.state.president == BORGES


def test_a_straw_rebel_never_becomes_president() -> None:
    """VARIANTS 10.4 (R; 001 §15, §17): "the Junta elects ... among the real players only"; 10.7.5: straw men have
    nothing to win with. Borges, the Rebels' leader, was killed in the coup; Beard, the only Rebel left, has no
    leader to vote for: the new President is still a real player."""
    res = run(_junta((BEARD,), dead=(BORGES,)))
    assert res.state.president in (ALBA, BORGES)


def test_after_a_junta_the_other_real_player_leads_the_opposition() -> None:
    """VARIANTS 10.4 (R; 001 §17.2): "The factions keep their straw men: when the presidency changes hands, the new
    President leads the government faction and the other real player leads the opposition and takes the
    opposition's General office"; 10.1.2: the Air Force is attached to the opposition leader; 10.3.3: "The straw
    Minister is always Minister". The Junta elects Borges: Alba leads the opposition, with his 1st Brigade and the Air
    Force; Sunglasses is still only the Minister."""
    t = run(_junta((BORGES, BEARD))).state
    assert t.president == BORGES and t.opposition == ALBA
    assert t.holder(Office.GENERAL_1) == ALBA and t.holder(Office.AIR_FORCE) == ALBA
    assert t.offices_of(SUNGLASSES) == (Office.MINISTER,)
