"""The `mini` variant's straw men's money (VARIANTS.md 10.7, 11.6) and the end (10.7.5, 10.10, 11.8) as executable
rules. One test per clause; each docstring quotes VARIANTS.md and its seed 001 citation.

Two players: Alba (0) President, Borges (1) the opposition leader; Sunglasses (2) the straw Minister, Pocket-watch (3)
and Beard (4) the straw Generals. Three players: Cortez (2) the Minister; Sunglasses (3) and Pocket-watch (4) the straw
Generals.
"""

from __future__ import annotations

import random
from dataclasses import replace

from rules.junta import military, straw
from rules.junta.context import Ctx
from rules.junta.money import total
from rules.junta.orders import SECRET_POLICE, Assassinate, ChooseLocation
from rules.junta.state import BankState, GameState, Location, Phase, Status
from rules.junta.turns import end_game
from tests.rules.helpers import cash, give_bills, give_cards, run, set_player, swiss
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
    mini_game,
)

HOME = Location.HOME
FACTIONS = {SUNGLASSES: OPP, POCKET_WATCH: GOV, BEARD: OPP}


def _homes(s: GameState, bank: tuple[int, ...] = ()) -> list[tuple[int, ChooseLocation]]:
    return [(p, ChooseLocation(Location.BANK if p in bank else HOME)) for p in range(len(s.players))]


def _out(s: GameState) -> int:
    return total(s.out_of_play)


# --- 10.7.3 cash passes to the leader ----------------------------------------------------------------------------
def test_a_straw_mans_cash_passes_to_his_leader_after_banking() -> None:
    """VARIANTS 10.7.3 (001 §17.4, §18): "After banking, whatever cash a straw man still holds goes to his faction
    leader's cash; no straw man ends a round with money. When: right after the Locations phase's banking step (001
    §17.4: "nach einem Bankbesuch") ..., whether or not the Bank was open". Beard (3 MP) and Pocket-watch (2 MP) stay
    Home: Borges gets 3, Alba 2, each told privately; the same with the Bank closed."""
    for bank in (BankState.OPEN, BankState.CLOSED):
        s = give_bills(give_bills(mini_game(phase=Phase.LOCATIONS, factions=FACTIONS), BEARD, 2, 1), POCKET_WATCH, 2)
        s = replace(s, bank=bank)
        res = run(s, *_homes(s))
        t = res.state
        assert (cash(t, BORGES), cash(t, ALBA), cash(t, BEARD), cash(t, POCKET_WATCH)) == (3, 2, 0, 0)
        passed = [e for e in res.events if e.code == "straw_cash"]
        assert {(min(e.audience.players), e.data["straw"], e.data["amount"]) for e in passed} == {
            (BORGES, BEARD, 3),
            (ALBA, POCKET_WATCH, 2),
        }
        assert not any(e.public for e in passed)


def test_without_a_faction_a_straw_mans_cash_goes_out_of_play() -> None:
    """VARIANTS 10.7.3 (R): "Without a faction: out of play"; 10.5.6: before the first roll straw men belong to no
    faction. Beard, in no faction, holds 3 MP after banking: they leave the game."""
    s = give_bills(mini_game(phase=Phase.LOCATIONS), BEARD, 3)
    before = _out(s)
    t = run(s, *_homes(s)).state
    assert cash(t, BEARD) == 0 and cash(t, BORGES) == 0 and cash(t, ALBA) == 0 and _out(t) == before + 3


def test_cash_a_straw_man_gets_later_passes_at_the_end_of_the_round() -> None:
    """VARIANTS 10.7.3 (R; 001 §17.4): "cash a straw man gets later in the round passes at the end of the round's
    last phase". After a coup the President won, Beard holds 2 MP in the Coup Aftermath: when the round ends they
    are Borges's."""
    s = mini_game(phase=Phase.COUP, factions=FACTIONS)
    s = replace(s, phase=Phase.AFTERMATH, coup=replace(military.new_coup(s), phase=6, result="president"))
    s = give_bills(s, BEARD, 2)
    t = run(s).state
    assert t.turn == 2 and cash(t, BEARD) == 0 and cash(t, BORGES) == 2


def test_a_secret_police_kill_pays_the_leader_who_ordered_it() -> None:
    """VARIANTS 10.7.1 (R; 001 §10.3, §17.7): "a kill by the straw Minister's Secret Police pays the faction leader
    who ordered it". Borges has Sunglasses's Secret Police kill Pocket-watch, who holds 3 MP: by the end of the
    Locations phase the 3 MP are Borges's; no straw man keeps any."""
    s = give_bills(mini_game(phase=Phase.LOCATIONS, factions=FACTIONS), POCKET_WATCH, 3)
    t = run(s, *_homes(s), (SUNGLASSES, Assassinate(SECRET_POLICE, POCKET_WATCH, HOME))).state
    assert t.player(POCKET_WATCH).died_turn == 1
    assert cash(t, BORGES) == 3 and cash(t, SUNGLASSES) == 0 and cash(t, POCKET_WATCH) == 0


def test_the_leader_is_paid_at_once_before_anyone_can_rob_the_straw_man() -> None:
    """VARIANTS 10.7.1 (R; 001 §10.3: the cash goes to the player who had the victim killed): "He never receives a
    victim's cash: ... a kill by the straw Minister's Secret Police pays the faction leader who ordered it". Borges
    has Sunglasses's Secret Police kill Pocket-watch (4 MP) at Home; Alba's Professional Assassin then kills
    Sunglasses at the Club. The 4 MP went to Borges at once, told to him; Sunglasses never held them, so Alba's
    assassin brings back nothing, and the kill counts for Borges."""
    s = give_bills(mini_game(phase=Phase.LOCATIONS, factions=FACTIONS), POCKET_WATCH, 2, 2)
    s, [killer] = give_cards(s, ALBA, "Professional Assassin")
    s = give_bills(s, ALBA, 2)  # the Professional's cost
    places = [(p, ChooseLocation(Location.CLUB if p == SUNGLASSES else HOME)) for p in range(5)]
    res = run(
        s,
        *places,
        (SUNGLASSES, Assassinate(SECRET_POLICE, POCKET_WATCH, HOME)),
        (ALBA, Assassinate(killer, SUNGLASSES, Location.CLUB)),
    )
    t = res.state
    assert t.player(POCKET_WATCH).died_turn == 1 and t.player(SUNGLASSES).died_turn == 1
    assert cash(t, BORGES) == 4 and cash(t, ALBA) == 0
    loot = next(e for e in res.events if e.code == "cash_of_the_dead" and e.data.get("victim") == POCKET_WATCH)
    assert loot.audience.players == frozenset({BORGES}) and loot.data["amount"] == 4
    assert not [e for e in res.events if e.code == "cash_of_the_dead" and e.data.get("victim") == SUNGLASSES]
    assert t.stats[BORGES].kills == 1 and t.stats[SUNGLASSES].kills == 0


# --- 11.6 three players --------------------------------------------------------------------------------------
def test_three_players_the_presidents_straw_men_keep_their_cash_for_the_round() -> None:
    """VARIANTS 11.6 (001 §18): "after banking the President does not get his straw men's cash; he may spend it on
    card costs during the round; at the end of the round whatever is left goes out of play. The opposition leader
    still gets his straw men's cash (10.7.3)". Sunglasses (government, 3 MP) keeps his after banking, Pocket-watch's
    (opposition, 2 MP) passes to Borges; at the round's end Sunglasses's 3 MP go out of play, not to Alba."""
    s = mini_game(3, phase=Phase.LOCATIONS, minister=CORTEZ, factions={STRAW3_A: GOV, STRAW3_B: OPP})
    s = give_bills(give_bills(s, STRAW3_A, 3), STRAW3_B, 2)
    ctx = Ctx(s, random.Random("cash"))
    straw.pass_cash(ctx)
    assert cash(ctx.s, STRAW3_A) == 3 and cash(ctx.s, BORGES) == 2 and cash(ctx.s, STRAW3_B) == 0
    before = _out(ctx.s)
    straw.pass_cash(ctx, end_of_round=True)
    assert cash(ctx.s, STRAW3_A) == 0 and cash(ctx.s, ALBA) == 0 and _out(ctx.s) == before + 3
    # Through the engine: the Locations phase ends the round.
    t = run(s, *_homes(s)).state
    assert t.turn == 2 and cash(t, ALBA) == 0 and cash(t, BORGES) == 2 and cash(t, STRAW3_A) == 0
    assert _out(t) == _out(s) + 3


def test_three_players_a_government_straw_mans_deposit_still_credits_the_president() -> None:
    """VARIANTS 11.6 (R; 001 §17.9, §18): "whether a government straw man's deposit at the Bank (001 §17.9) still
    credits the President. R: yes, §18 removes only the after-banking transfer". Sunglasses (government, 3 MP) at the
    open Bank: Alba's Swiss account gets 3."""
    s = mini_game(3, phase=Phase.LOCATIONS, minister=CORTEZ, factions={STRAW3_A: GOV, STRAW3_B: OPP})
    s = give_bills(s, STRAW3_A, 3)
    t = run(s, *_homes(s, bank=(STRAW3_A,))).state
    assert swiss(t, ALBA) == 3 and cash(t, STRAW3_A) == 0


# --- 10.7.5, 10.10, 11.8 the end ---------------------------------------------------------------------------------
def test_only_real_players_are_ranked() -> None:
    """VARIANTS 10.7.5 (001 §17): "Real players only can win; straw men have nothing to win with"; 10.10: "As
    classic (7.4)". At the end Borges (5 MP in Switzerland) wins ahead of Alba (2); Beard, given 9 MP in a Swiss
    account for the test, is not ranked."""
    s = give_bills(give_bills(mini_game(phase=Phase.CABINET), BORGES, 3, 2, where="bank"), ALBA, 2, where="bank")
    s = give_bills(s, BEARD, 3, 3, 3, where="bank")
    ctx = Ctx(s, random.Random("end"))
    end_game(ctx, "The last round is over.")
    t = ctx.s
    assert t.phase is Phase.GAME_OVER
    assert [(st.rank, st.player, st.swiss) for st in t.ranking] == [(1, BORGES, 5), (2, ALBA, 2)]


def test_every_player_dead_means_the_real_players() -> None:
    """VARIANTS 10.10 (R; 001 §2.3): ""Every player dead" (5.8.6) means both real players"; 5.8.6: "the game ends at
    once and everybody loses". Borges's Professional Assassin kills Alba and Sunglasses's Secret Police (Alba's)
    kill Borges: the straw men live, the game is over, nobody wins. Pocket-watch killed instead of Borges: the game
    goes on."""
    factions = {SUNGLASSES: GOV, POCKET_WATCH: OPP, BEARD: OPP}
    s = give_bills(mini_game(phase=Phase.LOCATIONS, factions=factions), BORGES, 2)
    s, [pro] = give_cards(s, BORGES, "Professional Assassin")
    both = ((BORGES, Assassinate(pro, ALBA, HOME)), (SUNGLASSES, Assassinate(SECRET_POLICE, BORGES, HOME)))
    res = run(s, *_homes(s), *both)
    t = res.state
    assert [p.status for p in t.players] == [Status.DEAD, Status.DEAD] + [Status.ALIVE] * 3
    assert t.phase is Phase.GAME_OVER
    over = next(e for e in res.events if e.code == "game_over")
    assert over.public and sorted(st.player for st in t.ranking) == [ALBA, BORGES]
    other = run(
        s, *_homes(s), (BORGES, Assassinate(pro, ALBA, HOME)), (SUNGLASSES, Assassinate(SECRET_POLICE, BEARD, HOME))
    ).state
    assert other.phase is not Phase.GAME_OVER and other.player(BEARD).died_turn == 1


def test_three_players_every_player_dead_means_the_three_real_players() -> None:
    """VARIANTS 11.8 (001 §18): ""Every player dead" (5.8.6) means the three real players". Borges is dead; Minister
    Cortez's Secret Police kill Alba and Alba's Professional Assassin kills Cortez: the game is over, the straw
    Generals alive. With Borges alive the same kills end nothing."""
    s = mini_game(3, phase=Phase.LOCATIONS, minister=CORTEZ, factions={STRAW3_A: GOV, STRAW3_B: OPP})
    s = give_bills(s, ALBA, 2)
    s, [pro] = give_cards(s, ALBA, "Professional Assassin")
    kills = ((CORTEZ, Assassinate(SECRET_POLICE, ALBA, HOME)), (ALBA, Assassinate(pro, CORTEZ, HOME)))
    seats = tuple(replace(seat, holder=None) if seat.holder == BORGES else seat for seat in s.seats)
    dead = replace(set_player(s, BORGES, status=Status.DEAD), seats=seats)  # killed earlier: his offices frozen
    t = run(dead, *_homes(dead), *kills).state
    assert t.phase is Phase.GAME_OVER
    assert [p.status for p in t.players] == [Status.DEAD] * 3 + [Status.ALIVE] * 2
    alive = run(s, *_homes(s), *kills).state
    assert alive.phase is not Phase.GAME_OVER and alive.player(BORGES).status is Status.ALIVE
