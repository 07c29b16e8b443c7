"""A computer family in Mini-Junta's coups and faction table (issue 25: "coups when they pay"; VARIANTS 10.5, 10.9).

Two players: Alba (0) President, Borges (1) the opposition leader (the 1st brigade and the Air Force); Sunglasses (2)
the straw Minister, Pocket-watch (3) and Beard (4) the straw Generals. Three players: Alba President, Borges the
opposition leader, Cortez (2) the Minister; Sunglasses (3) and Pocket-watch (4) the straw Generals.
"""

from __future__ import annotations

from dataclasses import replace

from rules.junta import straw
from rules.junta.computer import PERSONALITIES, decide, faction, military
from rules.junta.computer.memory import remember
from rules.junta.engine import REGISTRY
from rules.junta.orders import Move, Order, ProposeBudget, RebelAction
from rules.junta.state import GameState, Phase
from rules.junta.validate import validate
from rules.junta.views import coup_map_view, player_view
from tests.rules.helpers import find, give_bills, give_cards, pool, run
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


def _orders(state: GameState, head: int, personality: str, seed: str = "t") -> list[tuple[int, Order]]:
    """A computer leader's orders for this phase and those it gives for the straw men it leads (as the bot and the
    simulator ask for them: its own first, then each straw man's on its line)."""
    legal = REGISTRY[state.phase].accepts
    coup_map = coup_map_view(state)
    view = player_view(state, head)
    own = decide(view, (), legal, seed, personality, coup_map=coup_map)
    out = [(head, o) for o in own]
    for s in straw.led_by(state, head):
        his = decide(player_view(state, s), (), legal, seed, personality, coup_map=coup_map, leader=view, line=own)
        out += [(s, o) for o in his]
    return out


def _locations(factions: dict[int, str]) -> GameState:
    """Round 1's Locations phase with a coup excuse (a failed budget), the straw men in these factions."""
    return replace(mini_game(phase=Phase.LOCATIONS, factions=factions), excuse_from_budget=True)


def test_an_opposition_leader_rises_when_both_straw_generals_are_his() -> None:
    """VARIANTS 10.9.2: the leader "may have a straw man start the coup if ... there is an excuse, and may have him
    join once it has started"; 10.9.3: the straw man and his leader become Rebels; 10.6: "coup moves ... faction
    leader moves any units of his living straw men". Issue 25: coups when they pay; in play a computer leading the
    opposition never rose (0 coups in 50 computer games), because it counted only the families the budget left
    out, never its straw men. With both straw Generals in the opposition his three brigades and the Air Force face
    the Admiral and the straw Minister's Police: every personality rises, has both straw Generals march, and the
    engine starts the coup with the three of them Rebels."""
    s = _locations({SUNGLASSES: GOV, POCKET_WATCH: OPP, BEARD: OPP})
    for personality in PERSONALITIES:
        given = _orders(s, BORGES, personality)
        assert any(isinstance(o, RebelAction) for p, o in given if p == BORGES), (personality, given)
        for pid in (POCKET_WATCH, BEARD):
            assert any(isinstance(o, Move) for p, o in given if p == pid), (personality, pid, given)
        assert all(validate(s, p, o) == () for p, o in given)
        res = run(s, *given, *_orders(s, ALBA, personality))
        rebels = find(res.events, "rebellion").data["rebels"]
        assert isinstance(rebels, list) and set(rebels) == {BORGES, POCKET_WATCH, BEARD}, rebels


def test_an_opposition_leader_stays_loyal_with_one_straw_general() -> None:
    """VARIANTS 10.9; issue 25: "it does not start a coup that cannot win" and coups come "when they pay". With one
    straw General and the straw Minister in the opposition, the other General and the Admiral with the President,
    the opposition is about 2.4 times the government's strength, and such coups failed one time in four in play,
    often enough to come 3.7 times a game (`military.FACTION_NERVE`): no personality rises, and no straw man
    marches."""
    s = _locations({SUNGLASSES: OPP, POCKET_WATCH: OPP, BEARD: GOV})
    for personality in PERSONALITIES:
        given = _orders(s, BORGES, personality)
        assert not any(isinstance(o, RebelAction | Move) for _, o in given), (personality, given)


def test_the_three_player_minister_counts_the_opposition_straw_men() -> None:
    """VARIANTS 11.1: the Minister "is a real player in no faction and may work with either side"; 10.9.2: the
    opposition leader's straw men rise when he does. A Minister judging a coup counts with the opposition leader,
    when the budget left him out, his living straw men (in play the straw men were left out of both counts, and the
    leader and the Minister each judged another coup); the government's straw men never."""
    s = mini_game(3, phase=Phase.LOCATIONS, factions={STRAW3_A: OPP, STRAW3_B: GOV})
    view = player_view(s, CORTEZ)
    memory = remember(CORTEZ, (), s.president)
    memory.budget_passed, memory.budget_to = True, {}
    assert BORGES in military.disaffected(view, memory)
    assert military.rising(view, memory) == sorted({BORGES, CORTEZ, STRAW3_A})
    memory.budget_to = {BORGES: 6, CORTEZ: 6}
    assert military.rising(view, memory) == []


def _budget(state: GameState, personality: str) -> ProposeBudget:
    legal = REGISTRY[Phase.BUDGET_PROPOSAL].accepts
    orders = decide(player_view(state, ALBA), (), legal, "t", personality)
    budget = next(o for o in orders if isinstance(o, ProposeBudget))
    assert validate(state, ALBA, budget) == (), validate(state, ALBA, budget)
    return budget


def test_a_president_of_two_buys_each_straw_man_the_best_odds() -> None:
    """VARIANTS 10.5: a straw man's faction is rolled on the table by the MP promised him and his influence votes
    (the straw Minister one column further right); 10.7.3: with two players a straw man's cash passes to his
    faction's leader after the Bank. So a promise to a straw man the roll keeps comes back to the President: a
    computer President promises each straw man 5 MP (the best odds: 5 in 6 for a straw General with 0-5 influence
    votes, 4 in 6 for the straw Minister), adding cash of his own when the pool is short (RULES 4.3), and nothing
    to a straw man the table sends to the opposition whatever he is promised (the straw Minister with 11 influence
    votes). In play it promised them nothing, and every straw man rose with the opposition."""
    s = pool(mini_game(phase=Phase.BUDGET_PROPOSAL), 3, 2, 3, 2, 3, 2)
    for personality in PERSONALITIES:
        assert _budget(s, personality).totals == ((SUNGLASSES, 5), (POCKET_WATCH, 5), (BEARD, 5))
    short = give_bills(pool(mini_game(phase=Phase.BUDGET_PROPOSAL), 3, 2, 2, 2), ALBA, 3, 3)
    budget = _budget(short, "schemer")
    assert budget.totals == ((SUNGLASSES, 5), (POCKET_WATCH, 5), (BEARD, 5)) and budget.add == 6
    hopeless, _ = give_cards(s, SUNGLASSES, "Church", "Labor Union", "Peasants", influence=True)
    assert _budget(hopeless, "banker").totals == ((POCKET_WATCH, 5), (BEARD, 5))


def test_a_president_of_three_promises_by_personality_and_pays_the_minister() -> None:
    """VARIANTS 11.6: with three players the government's straw men's cash goes out of play at the round's end, so
    promises cost the President: he promises each straw General up to `faction.PROMISE` (the cautious banker 5 MP,
    the schemer 3) and pays the Minister, in no faction (11.1), a fair share of what is left, for his vote and his
    Secret Police."""
    s = pool(mini_game(3, phase=Phase.BUDGET_PROPOSAL), 3, 2, 3, 2, 3, 2)
    assert _budget(s, "banker").totals == ((CORTEZ, 3), (STRAW3_A, 5), (STRAW3_B, 5))
    assert _budget(s, "schemer").totals == ((CORTEZ, 3), (STRAW3_A, 3), (STRAW3_B, 3))
    assert faction.PROMISE["banker"] == 5 and faction.PROMISE["schemer"] == 3
