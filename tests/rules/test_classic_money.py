"""The `classic` variant's money: the President's draw of 8 (VARIANTS.md 5.2), the end when the money runs out (7.4),
the optional shorter game (7.5), and the Bank "closed for lunch" (5.5.3). One test per clause; each docstring quotes
VARIANTS.md and its seed 001 citation.

`CABINET4`: Alba (0) President; Borges (1) Minister and 1st General; Cortez (2) 2nd General and Admiral; Duarte (3)
3rd General and Air Force Commander.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from rules.junta import military
from rules.junta.engine import new_game
from rules.junta.money import total
from rules.junta.orders import Banking, ChooseLocation, ElectionVote, FiringSquad, RebelAction
from rules.junta.state import BankState, GameState, Location, Phase
from rules.junta.variants import Options
from rules.junta.views import player_view
from tests.rules.classic_helpers import ALBA, BORGES, CORTEZ, DUARTE, classic_game
from tests.rules.helpers import NAMES, cash, codes, find, give_bills, run, set_player, swiss
from tests.said import english

HOME, BANK, HQ = Location.HOME, Location.BANK, Location.HQ


# --- 5.2 aid money -------------------------------------------------------------------------------------------
def test_the_president_draws_eight_bills_when_the_cabinet_resolves() -> None:
    """VARIANTS 5.2 (001 §7): "The President draws 8 bills face down"; 5 (table): "3 draw aid money: automatic,
    when Cabinet resolves (5.2): nobody gives an order". No draw phase: the budget proposal comes next, with the 8
    bills as the pool (5.3)."""
    g = classic_game()
    deck = g.money_deck
    res = run(g, seed="cab")
    s = res.state
    assert s.phase is Phase.BUDGET_PROPOSAL
    assert len(s.pool) == 8 and len(s.money_deck) == len(deck) - 8
    assert sorted(b.id for b in s.pool) == sorted(b.id for b in deck[:8])
    assert sorted(s.draws.president) == sorted(s.pool) and s.bills_drawn == 8


def test_only_the_president_learns_the_bills_he_drew() -> None:
    """VARIANTS 5.2 (001 §7, §8.1): "only he learns them (001 §8.1: he never has to say what he drew)". The public
    is told how many bills he drew, not which."""
    res = run(classic_game(), seed="cab")
    drawn = find(res.events, "budget_drawn")
    assert drawn.public and drawn.data["president"] == 8
    told = find(res.events, "budget_pool")
    assert not told.public and told.audience.players == frozenset({ALBA})
    s = res.state
    assert player_view(s, ALBA).pool == s.pool and total(player_view(s, ALBA).drawn) == total(s.pool)
    for pid in (BORGES, CORTEZ, DUARTE):
        assert player_view(s, pid).pool == () and player_view(s, pid).drawn == ()


# --- 7.4 the end ---------------------------------------------------------------------------------------------
def test_fewer_than_eight_bills_end_the_game() -> None:
    """VARIANTS 7.4 (001 §2.3): "when the President comes to draw the aid money and fewer than 8 bills remain, the
    game ends at once; R: those bills are not drawn"; 5.2: "If fewer than 8 remain, the game ends instead"."""
    g = classic_game()
    g = replace(g, money_deck=g.money_deck[:7], out_of_play=g.money_deck[7:])
    res = run(g, seed="cab")
    s = res.state
    assert s.over and len(s.money_deck) == 7 and s.pool == ()
    assert "budget_undrawable" in codes(res.events, public=True)
    assert "Winner" in english(find(res.events, "game_over"), res.state)


def test_eight_bills_left_are_still_drawn() -> None:
    """VARIANTS 7.4 (001 §2.3): the game ends only when "fewer than 8 bills remain": with exactly 8 the President
    draws them all."""
    g = classic_game()
    g = replace(g, money_deck=g.money_deck[:8], out_of_play=g.money_deck[8:])
    s = run(g, seed="cab").state
    assert not s.over and s.phase is Phase.BUDGET_PROPOSAL and len(s.pool) == 8 and s.money_deck == ()


# --- 7.5 the shorter game ------------------------------------------------------------------------------------
def _round_ends(short_game: str, coup: bool) -> tuple[GameState, GameState, list[str]]:
    """Round 1 ends, with a coup (its aftermath resolves; Cortez was the Rebel Leader) or without (the Locations
    phase resolves, everyone at Home). The state before, after, and the public event codes."""
    if coup:
        g = set_player(replace(classic_game(phase=Phase.AFTERMATH), first_rebel=CORTEZ), CORTEZ, rebel=True)
        started = replace(military.new_coup(g), phase=6, result="president")
        g = replace(g, options=Options(short_game=short_game), coup=started)
        res = run(g, (ALBA, FiringSquad(None)))
    else:
        g = replace(classic_game(phase=Phase.LOCATIONS), options=Options(short_game=short_game))
        res = run(g, *((pid, ChooseLocation(HOME)) for pid in range(4)))
    assert res.state.turn == 2 and res.state.phase is Phase.CABINET
    return g, res.state, codes(res.events, public=True)


def test_the_shorter_game_puts_four_bills_out_of_play_each_round() -> None:
    """VARIANTS 7.5 (001 §2.3, "Regelalternative"): "the top 4 bills go out of play unseen ... Config
    `classic.short_game = "off" | "every_round" | "coup_rounds"`, default `"off"`. R: a game that asks for the short
    game gets `"every_round"` (after the last phase of each round, coup or not)". A new game takes the option; the
    first round starts with no removal; when round 1 ends, with a coup or without, the top 4 bills of the money
    deck go out of play, and the public is told how many, not which."""
    g = new_game(NAMES[:4], "short", "classic", short_game="every_round")
    assert isinstance(g, GameState) and g.options.short_game == "every_round"
    plain = new_game(NAMES[:4], "short", "classic")
    assert isinstance(plain, GameState) and plain.options.short_game == "off"
    s = run(g, *((pid, ElectionVote(ALBA)) for pid in range(4))).state  # ballot 1
    res = run(s, seed="ballot2")  # ballot 2: Alba is President and round 1 begins
    assert res.state.turn == 1 and "short_game" not in codes(res.events)
    assert res.state.out_of_play == () and res.state.money_deck == g.money_deck
    for coup in (False, True):
        before, after, public = _round_ends("every_round", coup)
        assert "short_game" in public
        assert after.money_deck == before.money_deck[4:]
        assert sorted(b.id for b in after.out_of_play) == sorted(b.id for b in before.money_deck[:4])
    g = replace(classic_game(phase=Phase.LOCATIONS), options=Options(short_game="every_round"))
    told = find(run(g, *((pid, ChooseLocation(HOME)) for pid in range(4))).events, "short_game")
    assert told.public and told.data == {"bills": 4, "count": 4} and "4 bills" in english(told)


def test_the_literal_shorter_game_only_after_a_round_with_a_coup() -> None:
    """VARIANTS 7.5 (001 §2.3): "Literally after every "Putsch-Folgen" phase, and that phase exists only in a round
    with a coup (001 §2.1) ... `"coup_rounds"`, the literal text, stays as an option". A round without a coup
    removes nothing; a round with one removes the top 4 bills. With the option off, neither does."""
    before, after, public = _round_ends("coup_rounds", coup=False)
    assert "short_game" not in public and after.money_deck == before.money_deck
    before, after, public = _round_ends("coup_rounds", coup=True)
    assert "short_game" in public and after.money_deck == before.money_deck[4:]
    for coup in (False, True):
        before, after, public = _round_ends("off", coup)
        assert "short_game" not in public and after.money_deck == before.money_deck


@pytest.mark.parametrize("option", ["every_round", "coup_rounds"])
def test_web_refuses_the_shorter_game(option: str) -> None:
    """VARIANTS 1 #17 (001 §2.3): shorter game: web "none", classic "optional: 4 more bills out of play each round".
    The web game refuses the option with a reason; classic refuses a value it does not know."""
    got = new_game(NAMES[:6], "short", "web", short_game=option)
    assert isinstance(got, tuple) and [r.code for r in got] == ["short_game"]
    assert "options of the classic rules" in english(got[0])
    bad = new_game(NAMES[:4], "short", "classic", short_game="sometimes")
    assert isinstance(bad, tuple) and [r.code for r in bad] == ["short_game"]
    assert isinstance(new_game(NAMES[:6], "short", "web", short_game="off"), GameState)


# --- 5.5.3 the Bank closed for lunch -------------------------------------------------------------------------
def _lunch() -> GameState:
    """The Locations phase after the Minister seized the Chamber: the Bank is closed for lunch; Cortez has 5 MP."""
    g = replace(classic_game(phase=Phase.LOCATIONS), bank=BankState.LUNCH, chamber_seized=True)
    return give_bills(g, CORTEZ, 3, 2)


def test_lunch_with_no_coup_means_no_banking_this_round() -> None:
    """VARIANTS 5.5.3 (001 §11, printed in §8.1): "Closed for lunch means no banking in the Locations phase.
    Banking happens after the coup, in the Coup Aftermath, only if a coup takes place this round; with no coup
    there is no banking this round." (Web reopens the Bank at once: RULES 4.5.)"""
    res = run(
        _lunch(),
        *((pid, ChooseLocation(BANK if pid == CORTEZ else HOME)) for pid in range(4)),
        (CORTEZ, Banking(deposit=5)),
    )
    s = res.state
    assert "bank_stays_closed" in codes(res.events, public=True)
    assert "banked" not in codes(res.events) and "bank_reopens" not in codes(res.events)
    assert cash(s, CORTEZ) == 5 and swiss(s, CORTEZ) == 0
    assert s.turn == 2 and s.phase is Phase.CABINET


def test_lunch_no_banking_in_locations_even_when_a_coup_follows() -> None:
    """VARIANTS 5.5.3 (001 §11): "Closed for lunch means no banking in the Locations phase": Cortez at the Bank
    keeps his cash although a coup begins (the seized Chamber is a coup excuse, 5.10.1)."""
    res = run(
        _lunch(),
        *((pid, ChooseLocation(BANK if pid == CORTEZ else HOME)) for pid in range(4)),
        (CORTEZ, Banking(deposit=5)),
        (DUARTE, RebelAction()),
    )
    s = res.state
    assert s.phase is Phase.COUP and s.coup is not None
    assert "banked" not in codes(res.events) and swiss(s, CORTEZ) == 0
    assert s.bank is BankState.LUNCH


def test_lunch_with_a_coup_banking_in_the_aftermath() -> None:
    """VARIANTS 5.5.3 (001 §11): "Banking happens after the coup, in the Coup Aftermath, only if a coup takes place
    this round"; 6.14.3 (001 §15): "A Bank closed for lunch opens now; banking orders of players at the Bank
    resolve after the executions"."""
    g = replace(classic_game(phase=Phase.AFTERMATH), bank=BankState.LUNCH, chamber_seized=True)
    g = set_player(give_bills(g, CORTEZ, 3, 2), CORTEZ, location=BANK)
    g = replace(g, coup=replace(military.new_coup(g), phase=6, result="president"))
    res = run(g, (ALBA, FiringSquad(None)), (CORTEZ, Banking(deposit=5)))
    s = res.state
    assert "bank_reopens" in codes(res.events, public=True)
    assert swiss(s, CORTEZ) == 5 and cash(s, CORTEZ) == 0
