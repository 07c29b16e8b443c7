"""The `mini` variant's offices (VARIANTS.md 10.1.2, 10.3, 11.3), frozen offices (10.8) and later Presidents
(10.4, 11.7) as executable rules. One test per clause; each docstring quotes VARIANTS.md and its seed 001 citation.

Two players: Alba (0) President, Borges (1) the opposition leader; Sunglasses (2) the straw Minister, Pocket-watch (3)
and Beard (4) the straw Generals. Three players: Cortez (2) too; Sunglasses (3) and Pocket-watch (4) the straw
Generals. `mini_game` resolves round 1's Cabinet phase with the opposition in the 1st Brigade unless told otherwise.
"""

from __future__ import annotations

import random
from dataclasses import replace

from rules.junta import straw
from rules.junta.cards import card
from rules.junta.context import Ctx
from rules.junta.engine import Resolution
from rules.junta.offices import GENERALS, Office
from rules.junta.orders import (
    SECRET_POLICE,
    Appoint,
    Assassinate,
    ChooseLocation,
    NameMinister,
    OppositionBrigade,
    Order,
    Resign,
)
from rules.junta.state import GameState, Location, Phase, Seat, Status
from rules.junta.validate import validate
from rules.junta.variants import MINI
from rules.junta.votes import total_votes
from tests.rules.classic_helpers import classic_game
from tests.rules.helpers import codes, find, give_cards, run
from tests.rules.mini_helpers import (
    ALBA,
    BEARD,
    BORGES,
    CORTEZ,
    GOV,
    OPP,
    POCKET_WATCH,
    STRAW3_A,
    STRAW3_B,
    SUNGLASSES,
    mini_fresh,
    mini_game,
)
from tests.said import english

HOME = Location.HOME
G1, G2, G3 = Office.GENERAL_1, Office.GENERAL_2, Office.GENERAL_3


def _brigades(s: GameState) -> dict[Office, int | None]:
    return {o: s.holder(o) for o in GENERALS}


def _locations(s: GameState, *extra: tuple[int, Order], exile: int | None = None, seed: str = "s") -> Resolution:
    """Resolve the Locations phase: everyone at Home (`exile` flees), plus these orders."""
    homes: list[tuple[int, Order]] = [
        (pid, ChooseLocation(None if pid == exile else HOME)) for pid in range(len(s.players))
    ]
    return run(s, *homes, *extra, seed=seed)


# --- 10.1.2 faction assets ---------------------------------------------------------------------------------
def test_the_admiral_goes_with_the_president_and_the_air_force_with_the_opposition() -> None:
    """VARIANTS 10.1.2 (001 §17, printed in §3.2): "the government faction is the President's office and the Admiral
    ...; the opposition faction is the opposition's General (his brigade) and the Air Force Commander ... R: the
    Admiral's office is attached to the President and the Air Force Commander's to the opposition leader; they ...
    do not count toward the two-office cap". Alba holds President and Admiral; Borges a brigade and the Air Force;
    with Borges President, the other way round."""
    s = mini_game()
    assert s.offices_of(ALBA) == (Office.PRESIDENT, Office.ADMIRAL)
    assert s.offices_of(BORGES) == (G1, Office.AIR_FORCE)
    t = mini_game(president=BORGES, brigade=G2)
    assert t.offices_of(BORGES) == (Office.PRESIDENT, Office.ADMIRAL)
    assert t.offices_of(ALBA) == (G2, Office.AIR_FORCE)
    three = mini_game(3, president=CORTEZ, minister=ALBA, brigade=G3)
    assert three.offices_of(CORTEZ) == (Office.PRESIDENT, Office.ADMIRAL)
    assert three.offices_of(BORGES) == (G3, Office.AIR_FORCE) and three.offices_of(ALBA) == (Office.MINISTER,)


# --- 10.3 offices each round -----------------------------------------------------------------------------------
def test_the_president_names_the_oppositions_brigade() -> None:
    """VARIANTS 10.3.1 (001 §17, printed in §3.2): "The President names which brigade the opposition leader
    commands; he may change it every round". Each of the three brigades, named, is Borges's; the cabinet is told in
    public."""
    for brigade in GENERALS:
        s = mini_game(brigade=brigade)
        assert s.holder(brigade) == BORGES and s.opposition == BORGES
    g = mini_fresh(2, president=ALBA)
    res = run(g, (ALBA, OppositionBrigade(G3)))
    cabinet = find(res.events, "cabinet")
    assert cabinet.public and "Borges" in english(cabinet, res.state)


def test_the_oppositions_brigade_defaults_to_last_rounds() -> None:
    """VARIANTS 10.3.1 (001 §17): "Default: last round's". Borges commanded the 3rd Brigade; next round the President
    names none: he keeps it."""
    s = mini_game(brigade=G3)
    again = run(s, seed="next").state
    assert _brigades(again) == _brigades(s) and again.holder(G3) == BORGES


def test_the_oppositions_brigade_in_round_one_by_lot() -> None:
    """VARIANTS 10.3.1 (001 §17): "in round 1, lot". Across seeds, round 1 without a naming order gives Borges more
    than one brigade."""
    got = set()
    for i in range(12):
        s = run(mini_fresh(2, f"lot{i}", president=ALBA), seed=f"lot{i}").state
        got.add(next(o for o in GENERALS if s.holder(o) == BORGES))
    assert len(got) > 1


def test_only_the_president_names_a_brigade_of_the_army() -> None:
    """VARIANTS 10.3.1 (001 §17): "The President names which brigade the opposition leader commands". Borges may not
    name it, a non-brigade office may not be named, and the classic game has no such order; each refusal says why."""
    g = mini_fresh(2, president=ALBA)
    assert validate(g, ALBA, OppositionBrigade(G2)) == ()
    assert [r.code for r in validate(g, BORGES, OppositionBrigade(G2))] == ["not_president"]
    assert [r.code for r in validate(g, ALBA, OppositionBrigade(Office.MINISTER))] == ["not_a_brigade"]
    assert [r.code for r in validate(classic_game(), ALBA, OppositionBrigade(G2))] == ["not_mini"]


def test_the_straw_general_who_held_the_new_brigade_takes_the_one_given_up() -> None:
    """VARIANTS 10.3.2 (R; 001 §17): "the straw Generals hold the other two brigades; when the opposition gets a new
    brigade, the straw General who held it takes the one the opposition gave up". Borges moves from the 1st to the
    3rd Brigade: Beard, who held the 3rd, takes the 1st; Pocket-watch keeps the 2nd."""
    s = mini_game(brigade=G1)
    assert _brigades(s) == {G1: BORGES, G2: POCKET_WATCH, G3: BEARD}
    t = run(s, (ALBA, OppositionBrigade(G3)), seed="next").state
    assert _brigades(t) == {G1: BEARD, G2: POCKET_WATCH, G3: BORGES}


def test_in_round_one_the_lower_seat_takes_the_lower_numbered_brigade() -> None:
    """VARIANTS 10.3.2 (R): "in round 1 the lower seat takes the lower-numbered brigade". Whatever brigade Borges
    gets, Pocket-watch (seat 3) holds a lower-numbered one than Beard (seat 4); with three players, Sunglasses (3)
    than Pocket-watch (4)."""
    order = list(GENERALS)
    for brigade in GENERALS:
        s = mini_game(brigade=brigade)
        straws = [next(o for o in GENERALS if s.holder(o) == pid) for pid in (POCKET_WATCH, BEARD)]
        assert order.index(straws[0]) < order.index(straws[1])
        t = mini_game(3, brigade=brigade)
        straws = [next(o for o in GENERALS if t.holder(o) == pid) for pid in (STRAW3_A, STRAW3_B)]
        assert order.index(straws[0]) < order.index(straws[1])


def test_the_straw_minister_is_always_minister_and_nothing_else_is_appointed() -> None:
    """VARIANTS 10.3.3 (001 §17, printed in §3.2): "The straw Minister is always Minister. Nothing else is
    appointed." Whoever is President and whatever brigade is named, Sunglasses is Minister; an appointment order is
    refused and changes nothing."""
    for pres in (ALBA, BORGES):
        for brigade in GENERALS:
            assert mini_game(president=pres, brigade=brigade).holder(Office.MINISTER) == SUNGLASSES
    s = mini_game()
    appoint = Appoint(((Office.MINISTER, BORGES), (G2, ALBA)))
    assert validate(s, ALBA, appoint) != ()
    after = run(s, (ALBA, appoint), seed="next").state
    assert after.holder(Office.MINISTER) == SUNGLASSES and after.seats == s.seats


def test_every_office_one_vote_plus_influence() -> None:
    """VARIANTS 10.3.4 (001 §17, §4.2): "Votes: each office 1 (President, Admiral, the opposition's General, Air
    Force, Minister, two straw Generals), plus influence in play (4.1)". Alba and Borges 2 each, every straw man 1;
    Beard's Press (influence) adds its votes to his."""
    s = mini_game()
    assert [total_votes(s, pid) for pid in range(5)] == [2, 2, 1, 1, 1]
    s, [press] = give_cards(s, BEARD, "Press", influence=True)
    assert total_votes(s, BEARD) == 1 + card(press).votes


# --- 11.3 three players: the Minister ------------------------------------------------------------------------
def test_three_players_the_president_names_the_minister() -> None:
    """VARIANTS 11.3 (R; 001 §6, §18): "at each Cabinet phase the President chooses which of the other two real
    players is Minister and which leads the opposition". Alba names Borges: Cortez leads the opposition; named
    Cortez, Borges leads it."""
    s = mini_game(3, president=ALBA, minister=BORGES)
    assert s.holder(Office.MINISTER) == BORGES and s.opposition == CORTEZ
    t = mini_game(3, president=ALBA, minister=CORTEZ)
    assert t.holder(Office.MINISTER) == CORTEZ and t.opposition == BORGES


def test_three_players_the_minister_defaults_to_last_rounds_and_round_one_by_lot() -> None:
    """VARIANTS 11.3 (R; 001 §18): "default: last round's; round 1: lot". Borges was Minister: without a naming order
    he stays; in round 1 without one, lot gives either of the two (across seeds)."""
    s = mini_game(3, president=ALBA, minister=BORGES)
    again = run(s, seed="next").state
    assert again.holder(Office.MINISTER) == BORGES and again.opposition == CORTEZ
    drawn = set()
    for i in range(12):
        g = mini_fresh(3, f"lot{i}")
        g = replace(g, phase=Phase.CABINET, president=ALBA, seats=(Seat(Office.PRESIDENT, ALBA),), election=None)
        drawn.add(run(g, seed=f"lot{i}").state.holder(Office.MINISTER))
    assert drawn == {BORGES, CORTEZ}


def test_three_players_only_the_president_names_one_of_the_other_two() -> None:
    """VARIANTS 11.3 (R; 001 §18: "the third player is the Minister"): "the President chooses which of the other two
    real players is Minister". Borges may not name; Alba may not name herself or a straw man; two players have no
    such order. Each refusal says why."""
    s = mini_game(3, president=ALBA)
    assert validate(s, ALBA, NameMinister(BORGES)) == ()
    assert [r.code for r in validate(s, BORGES, NameMinister(CORTEZ))] == ["not_president"]
    for wrong in (ALBA, STRAW3_A):
        refused = validate(s, ALBA, NameMinister(wrong))
        assert [r.code for r in refused] == ["not_eligible"] and "Borges and Cortez" in english(refused[0], s)
    assert [r.code for r in validate(mini_game(), ALBA, NameMinister(BORGES))] == ["not_mini"]


# --- 10.8 death, exile, frozen offices -----------------------------------------------------------------------
def _kill_pocket_watch() -> Resolution:
    """Round 1's Locations phase: the straw Minister (opposition) sends the Secret Police at Pocket-watch
    (government, 2nd Brigade) at Home."""
    s = mini_game(phase=Phase.LOCATIONS, factions={SUNGLASSES: OPP, POCKET_WATCH: GOV, BEARD: GOV})
    return _locations(s, (SUNGLASSES, Assassinate(SECRET_POLICE, POCKET_WATCH, HOME)))


def test_no_brother_in_law_a_dead_holders_office_is_frozen() -> None:
    """VARIANTS 10.8.1 (001 §17.7): "No Brother-in-Law. A dead holder's office is frozen until the round ends".
    Pocket-watch is killed: his 2nd Brigade is vacant and frozen, told in public; no Brother-in-Law takes it."""
    assert not MINI.brother_in_law_runs
    res = _kill_pocket_watch()
    frozen = [e for e in res.events if e.code == "office_frozen"]
    assert [e.data["office"] for e in frozen] == [G2.value] and frozen[0].public
    assert "until the round ends" in english(frozen[0], res.state)
    assert "brother_in_law" not in codes(res.events)
    s = res.state
    assert s.holder(G2) is None and s.brother_in_law is None


def test_a_dead_straw_man_returns_next_round_and_his_office_is_his_again() -> None:
    """VARIANTS 10.8.2 (001 §10.3, §17.7): "A dead straw man returns next round as a player does; his office is his
    again"; 10.8.3: "Straw men can be assassinated". Pocket-watch, killed in round 1, is back in round 2 and holds
    the 2nd Brigade again after its Cabinet phase."""
    res = _kill_pocket_watch()
    s = res.state
    assert s.turn == 2 and s.player(POCKET_WATCH).status is Status.ALIVE
    assert "respawn" in codes(res.events)
    after = run(s, seed="cab2").state
    assert after.holder(G2) == POCKET_WATCH


def test_an_exiled_real_players_offices_are_frozen_the_same_way() -> None:
    """VARIANTS 10.8.1 (R; 001 §17.7): "an exiled real player's offices are frozen the same way; the attached office
    (Admiral or Air Force) is frozen while its leader is dead or in exile". Borges flees: his 1st Brigade and the Air
    Force are frozen, no Brother-in-Law."""
    s = mini_game(phase=Phase.LOCATIONS)
    res = _locations(s, exile=BORGES)
    frozen = {e.data["office"] for e in res.events if e.code == "office_frozen"}
    assert frozen == {G1.value, Office.AIR_FORCE.value}
    after = res.state
    assert after.holder(G1) is None and after.holder(Office.AIR_FORCE) is None and after.brother_in_law is None


def test_the_oppositions_brigade_stays_his_while_he_is_in_exile() -> None:
    """VARIANTS 10.3.1 (001 §17): the opposition's brigade: "Default: last round's"; 10.3.2: a straw General moves
    only "when the opposition gets a new brigade"; 10.8.1: "an exiled real player's offices are frozen". Borges
    fled with the 1st Brigade; in round 2 the President names none: the 1st stays Borges's (frozen), the straw
    Generals keep the 2nd and 3rd."""
    s = mini_game(phase=Phase.LOCATIONS)
    away = _locations(s, exile=BORGES).state
    for i in range(6):
        t = run(away, seed=f"cab{i}").state
        assert t.holder(G2) == POCKET_WATCH and t.holder(G3) == BEARD and t.holder(G1) is None, (i, _brigades(t))


# --- 10.4 President after the first --------------------------------------------------------------------------
def _alba_killed(factions: dict[int, str | None], exile: int | None = None) -> Resolution:
    s = mini_game(phase=Phase.LOCATIONS, factions=factions)
    return _locations(s, (SUNGLASSES, Assassinate(SECRET_POLICE, ALBA, HOME)), exile=exile)


def test_when_the_president_dies_the_faction_with_most_votes_chooses() -> None:
    """VARIANTS 10.4 (001 §17.2): "If the President leaves office for any reason, the real player whose faction has
    the most votes decides who becomes President"; R: "this replaces the mid-round election (4.4.6)"; "a dead ...
    real player can neither choose nor be chosen". The opposition's straw Minister kills President Alba: Borges
    (his brigade, the Air Force and the Minister: 3 votes) takes the presidency at once, told in public; no
    election."""
    res = _alba_killed({SUNGLASSES: OPP, POCKET_WATCH: GOV, BEARD: GOV})
    s = res.state
    chosen = find(res.events, "president_chosen")
    assert chosen.public and chosen.data == {"president": BORGES, "chooser": BORGES, "votes": 3, "form": "takes"}
    assert "election_called" not in codes(res.events)
    assert s.president == BORGES and s.holder(Office.PRESIDENT) == BORGES and s.phase is Phase.CABINET
    assert s.holder(Office.ADMIRAL) == BORGES


def test_the_factions_belong_to_the_sides() -> None:
    """VARIANTS 10.4 (R; 001 §17.2): "The factions keep their straw men: when the presidency changes hands, the new
    President leads the government faction and the other real player leads the opposition". After Alba's death
    Borges leads the government's straw men (Pocket-watch, Beard); Alba, back next round, the opposition's
    (Sunglasses)."""
    s = _alba_killed({SUNGLASSES: OPP, POCKET_WATCH: GOV, BEARD: GOV}).state
    assert s.opposition == ALBA and s.player(ALBA).status is Status.ALIVE  # round 2: the dead returned
    assert [s.player(p).faction for p in (SUNGLASSES, POCKET_WATCH, BEARD)] == [OPP, GOV, GOV]
    assert straw.led_by(s, BORGES) == (POCKET_WATCH, BEARD) and straw.led_by(s, ALBA) == (SUNGLASSES,)


def test_a_resigning_president_the_faction_with_most_votes_chooses_itself() -> None:
    """VARIANTS 10.4 (001 §17.2: "for whatever reason"): the real player whose faction has the most votes decides;
    R: "a faction's votes: the office votes of its leader (attached office included) and of its straw men"; "default:
    himself". Alba resigns (her Admiral still counts, the presidency no more): with all three straw men in her
    faction (4 votes to 2) she is President again; with Sunglasses and Beard in Borges's (4 to 2), Borges becomes
    President and Alba leads the opposition."""
    s = mini_game(phase=Phase.LOCATIONS, factions={SUNGLASSES: GOV, POCKET_WATCH: GOV, BEARD: GOV})
    res = _locations(s, (ALBA, Resign()))
    chose = {"president": ALBA, "chooser": ALBA, "votes": 4, "form": "takes"}
    assert find(res.events, "president_chosen").data == chose
    assert res.state.president == ALBA and res.state.opposition == BORGES
    t = mini_game(phase=Phase.LOCATIONS, factions={SUNGLASSES: OPP, POCKET_WATCH: GOV, BEARD: OPP})
    res = _locations(t, (ALBA, Resign()))
    chose = {"president": BORGES, "chooser": BORGES, "votes": 4, "form": "takes"}
    assert find(res.events, "president_chosen").data == chose
    assert res.state.president == BORGES and res.state.opposition == ALBA
    assert "resigned" in codes(res.events, public=True)
    assert "election_called" not in codes(res.events)


def test_a_tie_in_faction_votes_is_decided_by_lot() -> None:
    """VARIANTS 10.4 (R; 001 §17.2): "a tie in votes: lot between the real players who may choose". Alba resigns
    with Pocket-watch in her faction (Admiral and Pocket-watch: 2 votes) against Borges alone (brigade and Air
    Force: 2): across seeds, either becomes President."""
    s = mini_game(phase=Phase.LOCATIONS, factions={POCKET_WATCH: GOV})
    got = set()
    for i in range(12):
        got.add(_locations(s, (ALBA, Resign()), seed=f"tie{i}").state.president)
    assert got == {ALBA, BORGES}


def test_the_other_real_player_takes_the_oppositions_general_office() -> None:
    """VARIANTS 10.4 (R; 001 §17.2): "the new President leads the government faction and the other real player leads
    the opposition and takes the opposition's General office"; 10.3.2: a straw General moves only "when the
    opposition gets a new brigade". Alba resigns and Borges (1st Brigade) becomes President: Alba takes the 1st
    Brigade; Pocket-watch and Beard keep the 2nd and 3rd."""
    for i in range(6):
        s = mini_game(phase=Phase.LOCATIONS, factions={SUNGLASSES: OPP, POCKET_WATCH: OPP, BEARD: GOV})
        t = _locations(s, (ALBA, Resign()), seed=f"g{i}").state
        assert t.president == BORGES
        assert _brigades(t) == {G1: ALBA, G2: POCKET_WATCH, G3: BEARD}, (i, _brigades(t))


def test_a_vacant_presidency_is_chosen_as_soon_as_one_may_be() -> None:
    """VARIANTS 10.4 (R; 001 §17.2): "if no real player may be chosen, the presidency stays vacant and the choice is
    made as soon as one may be (a return from exile, or the next Cabinet phase, when the dead return)"; "this
    replaces the mid-round election". Borges is in exile and President Alba dead (10.6 keeps an exiled leader's straw
    Minister from killing her in the same phase, so the moment is built): nobody may take the presidency; in round 2
    Alba is back and, the only real player in the country, is President again; no election, no straw candidate."""
    s = mini_game(phase=Phase.LOCATIONS, factions={SUNGLASSES: OPP, POCKET_WATCH: GOV, BEARD: GOV})
    players = list(s.players)
    players[ALBA] = replace(players[ALBA], status=Status.DEAD, died_turn=1)
    players[BORGES] = replace(players[BORGES], status=Status.EXILED)
    seats = tuple(replace(st, holder=None) if st.holder in (ALBA, BORGES) else st for st in s.seats)
    ctx = Ctx(replace(s, players=tuple(players), seats=seats, president=None), random.Random("vacant"))
    straw.choose_president(ctx)
    assert "no_president" in codes(ctx.events) and ctx.s.president is None
    t = run(ctx.s, *[(p, ChooseLocation(HOME)) for p in (SUNGLASSES, POCKET_WATCH, BEARD)]).state
    assert t.phase is Phase.CABINET and t.turn == 2 and t.president == ALBA


def test_three_players_the_minister_is_a_faction_of_one_and_may_be_chosen() -> None:
    """VARIANTS 11.7 (R; 001 §18): "Later presidents (10.4): the Minister counts as a faction of one (his own office
    and influence votes) in the comparison, and may be chosen"; 10.4 (three players): the old President takes the
    new one's place. President Alba dies; Minister Cortez (1 office vote and Press in play) outvotes the opposition
    leader Borges (2 office votes, no straw man): Cortez is President, and the dead Alba's Minister seat is
    frozen."""
    s = mini_game(3, phase=Phase.LOCATIONS, president=ALBA, minister=CORTEZ, factions={STRAW3_A: GOV, STRAW3_B: GOV})
    s, _ = give_cards(s, CORTEZ, "Press", influence=True)
    assert straw.faction_votes(s, CORTEZ) > straw.faction_votes(s, BORGES)
    res = _locations(s, (CORTEZ, Assassinate(SECRET_POLICE, ALBA, HOME)))
    t = res.state
    assert find(res.events, "president_chosen").data["president"] == CORTEZ
    assert t.president == CORTEZ and t.opposition == BORGES
    assert t.holder(Office.MINISTER) is None
