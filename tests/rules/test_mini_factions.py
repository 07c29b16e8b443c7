"""The `mini` variant's faction table (VARIANTS.md 10.5, 11.1) as executable rules. One test per clause; each
docstring quotes VARIANTS.md and its seed 001 citation.

Two players: Alba (0) President, Borges (1) the opposition leader; Sunglasses (2) the straw Minister, Pocket-watch (3)
and Beard (4) the straw Generals. Three players: Cortez (2) too; Sunglasses (3) and Pocket-watch (4) the straw
Generals.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

import pytest

from rules.junta import straw
from rules.junta.engine import Resolution
from rules.junta.orders import BudgetVote, PlayCard, ProposeBudget
from rules.junta.state import GameState, Phase
from tests.rules.helpers import cash, give_cards, pool, run
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
from tests.said import english

# VARIANTS 10.5.1's table, as printed: rows by MP promised, columns 0-5, 6-10, 11+; None: "opposition".
TABLE: dict[int, tuple[int | None, int | None, int | None]] = {
    1: (1, None, None),
    2: (2, 1, None),
    3: (3, 2, 1),
    4: (4, 3, 2),
    5: (5, 4, 3),
}
COLUMN_VOTES = {0: (0, 3, 5), 1: (6, 8, 10), 2: (11, 14, 20)}


def _rolls(events: Any) -> dict[int, Mapping[str, Any]]:
    return {e.data["player"]: e.data for e in events if e.code == "faction_roll"}


def _proposal(
    promises: dict[int, int], n: int = 2, seed: str = "s", state: GameState | None = None, *extra: Any
) -> Resolution:
    """Round 1's Budget proposal phase: a pool of 15 MP; Alba (President) promises these amounts."""
    s = state if state is not None else mini_game(n, phase=Phase.BUDGET_PROPOSAL)
    s = pool(s, 3, 3, 3, 2, 2, 1, 1)
    return run(s, (ALBA, ProposeBudget(tuple(promises.items()))), *extra, seed=seed)


# --- 10.5.1 the table --------------------------------------------------------------------------------------------
@pytest.mark.parametrize("promised", [1, 2, 3, 4, 5])
@pytest.mark.parametrize("col", [0, 1, 2])
def test_every_cell_of_the_faction_table(promised: int, col: int) -> None:
    """VARIANTS 10.5.1 (001 §17 faction table): "row: the MP the President allocates to that straw man in the final
    proposal; column: the total votes of that straw man's influence cards in play: 0-5, 6-10, 11 or more"; the
    table's cells (a number: the highest roll that joins the government; "opposition": no roll)."""
    for votes in COLUMN_VOTES[col]:
        assert straw.table_reading(promised, votes, minister=False) == TABLE[promised][col], (promised, votes)


def test_more_than_five_mp_reads_the_five_mp_row() -> None:
    """VARIANTS 10.5.3 (R; 001 §17): "more than 5 MP uses the 5 MP row (the table stops there)"."""
    for promised in (6, 9, 40):
        for col, votes in COLUMN_VOTES.items():
            assert straw.table_reading(promised, votes[0], minister=False) == TABLE[5][col]


def test_nothing_promised_is_opposition() -> None:
    """VARIANTS 10.5.2 (001 §17): "above it, or if he was promised nothing, in the opposition"."""
    for votes in (0, 7, 12):
        for minister in (False, True):
            assert straw.table_reading(0, votes, minister) is None


def test_the_straw_minister_reads_one_column_further_right() -> None:
    """VARIANTS 10.5.1 (001 §17: the seed says "row" there, but means the column): "for the straw Minister, one
    column further right"; 10.5.3 (R): "a column right of "11+" (the Minister's shift from 11+) means opposition"."""
    for promised in range(1, 6):
        assert straw.table_reading(promised, 0, minister=True) == TABLE[promised][1]
        assert straw.table_reading(promised, 6, minister=True) == TABLE[promised][2]
        assert straw.table_reading(promised, 11, minister=True) is None


# --- 10.5.1-10.5.2 the roll --------------------------------------------------------------------------------------
def test_the_table_is_rolled_for_each_straw_man_when_the_proposal_resolves() -> None:
    """VARIANTS 10.5.1 (001 §17): "When the Budget proposal phase resolves ..., before the vote, the bot reads the
    table once for each straw man"; 10.5.2: "The bot rolls one die per straw man (public): a roll at or under the
    number puts him in the government faction; above it ... in the opposition. "opposition" in the table: no roll";
    R: "once for each straw man". Sunglasses (Minister) is promised 1 MP (0-5 shifted: opposition, no roll),
    Pocket-watch 5 (needs 5 or less), Beard nothing (opposition): one public roll each, across seeds both
    outcomes for Pocket-watch."""
    outcomes = set()
    for i in range(16):
        res = _proposal({SUNGLASSES: 1, POCKET_WATCH: 5}, seed=f"roll{i}")
        assert res.state.phase is Phase.BUDGET_VOTE
        events = [e for e in res.events if e.code == "faction_roll"]
        assert len(events) == 3 and all(e.public for e in events)
        rolls = _rolls(res.events)
        assert rolls[SUNGLASSES]["roll"] is None and rolls[SUNGLASSES]["faction"] == OPP
        assert rolls[BEARD]["roll"] is None and rolls[BEARD]["faction"] == OPP and rolls[BEARD]["promised"] == 0
        pw = rolls[POCKET_WATCH]
        assert 1 <= pw["roll"] <= 6 and pw["faction"] == (GOV if pw["roll"] <= 5 else OPP)
        assert res.state.player(POCKET_WATCH).faction == pw["faction"]
        outcomes.add(pw["faction"])
    assert outcomes == {GOV, OPP}


def test_no_roll_when_the_proposal_is_recorded() -> None:
    """VARIANTS 10.5.1 (R; 001 §17): "not when the proposal is recorded: a proposal may be revised until the
    deadline". Before the phase resolves, the straw men are still in no faction; the Budget vote phase that follows
    rolls nothing new."""
    s = mini_game(phase=Phase.BUDGET_PROPOSAL)
    assert all(s.player(p).faction is None for p in (SUNGLASSES, POCKET_WATCH, BEARD))
    res = _proposal({POCKET_WATCH: 3, BEARD: 3}, seed="once")
    vote = run(res.state, seed="vote")
    assert not [e for e in vote.events if e.code == "faction_roll"]
    assert [vote.state.player(p).faction for p in range(2, 5)] == [res.state.player(p).faction for p in range(2, 5)]


def test_influence_played_in_the_proposal_phase_counts() -> None:
    """VARIANTS 10.5.1 (001 §17.3): "after that phase's card plays, so influence the leaders played for straw men
    then counts"; 10.6: "playing influence from his hand: faction leader may play it face up". Beard has Church and
    Labor Union in play (8 votes) and Landowners in hand; promised 2 MP he needs 1 or less, but with Landowners
    played in his seat during the proposal phase he has 11: opposition, no roll."""
    s = mini_game(phase=Phase.BUDGET_PROPOSAL, factions={BEARD: OPP})
    s, _ = give_cards(s, BEARD, "Church", "Labor Union", influence=True)
    s, [land] = give_cards(s, BEARD, "Landowners")
    assert straw.influence_votes(s, BEARD) == 8
    res = _proposal({BEARD: 2}, 2, "inf", s, (BEARD, PlayCard(land)))
    assert land in res.state.player(BEARD).influence
    assert _rolls(res.events)[BEARD]["roll"] is None and "11 influence votes" in next(
        english(e, res.state) for e in res.events if e.code == "faction_roll" and e.data["player"] == BEARD
    )
    without = _proposal({BEARD: 2}, 2, "inf", s)
    assert "8 influence votes" in next(
        english(e, without.state) for e in without.events if e.code == "faction_roll" and e.data["player"] == BEARD
    )


def test_three_players_the_table_is_read_for_the_straw_generals_only_without_a_shift() -> None:
    """VARIANTS 11.1 (001 §18): "Two straw men: the straw Generals. The faction table is read for them only (no
    Minister column shift)". Three players, President Alba, Minister Cortez: one roll each for Sunglasses and
    Pocket-watch, none for the real Minister; promised 5 MP with 0 votes they need 5 or less."""
    s = mini_game(3, phase=Phase.BUDGET_PROPOSAL, minister=CORTEZ)
    res = _proposal({STRAW3_A: 5, STRAW3_B: 5, CORTEZ: 2}, 3, "three", s)
    rolls = _rolls(res.events)
    assert sorted(rolls) == [STRAW3_A, STRAW3_B]
    texts = [english(e, res.state) for e in res.events if e.code == "faction_roll"]
    assert all("needs 5 or less" in t and "Minister" not in t for t in texts)
    assert straw.side(res.state, CORTEZ) is None


def test_the_minister_shift_applies_with_two_players_in_the_engine_roll() -> None:
    """VARIANTS 10.5.1 (001 §17): "for the straw Minister, one column further right". Promised 3 MP with no
    influence, Sunglasses (Minister) needs 2 or less, where a straw General needs 3."""
    res = _proposal({SUNGLASSES: 3, POCKET_WATCH: 3})
    texts = {e.data["player"]: english(e, res.state) for e in res.events if e.code == "faction_roll"}
    assert "needs 2 or less" in texts[SUNGLASSES] and "one column right as Minister" in texts[SUNGLASSES]
    assert "needs 3 or less" in texts[POCKET_WATCH]


# --- 10.5.4-10.5.5 -----------------------------------------------------------------------------------------------
def test_the_faction_lasts_until_the_next_rounds_table() -> None:
    """VARIANTS 10.5.4 (001 §17): "The straw man stays in that faction until the next round's table". Rolled in
    round 1's proposal, the factions hold through the vote, the Locations phase and round 2's Cabinet phase, and are
    rolled again in round 2's proposal."""
    res = _proposal({SUNGLASSES: 2, POCKET_WATCH: 2, BEARD: 2}, seed="keep")
    rolled = [res.state.player(p).faction for p in range(2, 5)]
    s = res.state
    while s.phase is not Phase.BUDGET_PROPOSAL:
        s = run(s, seed=f"k{s.seq}").state
        assert [s.player(p).faction for p in range(2, 5)] == rolled
    assert s.turn == 2
    again = run(pool(s, 3, 2), (ALBA, ProposeBudget(((POCKET_WATCH, 5),))), seed="k2")
    assert sorted(_rolls(again.events)) == [SUNGLASSES, POCKET_WATCH, BEARD]


def test_a_new_budget_rolls_nothing_new() -> None:
    """VARIANTS 10.5.4 (R; 001 §17): "The straw man stays in that faction until the next round's table: a New Budget
    in the same round rolls nothing new"; 10.5.1: "When the Budget proposal phase resolves ..., the bot reads the
    table once". The budget fails; Borges plays New Budget in the Minister's decision; Alba proposes again, promising
    other amounts: no die is rolled, the channel is told the straw men stay where they are, and every straw man keeps
    the faction of the first roll, across seeds."""
    for i in range(8):
        first = _proposal({SUNGLASSES: 1, POCKET_WATCH: 5, BEARD: 3}, seed=f"nb{i}")
        rolled = [first.state.player(p).faction for p in (SUNGLASSES, POCKET_WATCH, BEARD)]
        s, [new_budget] = give_cards(replace(first.state, phase=Phase.MINISTER_DECISION), BORGES, "New Budget")
        again = run(s, (BORGES, PlayCard(new_budget)), seed=f"nb{i}:m")
        assert again.state.phase is Phase.BUDGET_PROPOSAL and again.state.budget_round == 1
        res = run(again.state, (ALBA, ProposeBudget(((BEARD, 5), (POCKET_WATCH, 1)))), seed=f"nb{i}:p")
        assert res.state.phase is Phase.BUDGET_VOTE
        assert not _rolls(res.events)
        kept = next(e for e in res.events if e.code == "factions_kept" and e.public)
        assert "stay in their factions" in english(kept, res.state)
        assert [res.state.player(p).faction for p in (SUNGLASSES, POCKET_WATCH, BEARD)] == rolled


def test_the_promise_is_paid_even_to_a_straw_man_in_the_opposition() -> None:
    """VARIANTS 10.5.5 (001 §17): "The promise must be paid if the budget passes, even to a straw man who went to
    the opposition". Beard, promised 2 MP with 11 influence votes, goes to the opposition without a roll; the real
    players vote yes, Borges in Beard's seat too: he is paid his 2 MP."""
    s = mini_game(phase=Phase.BUDGET_PROPOSAL)
    s, _ = give_cards(s, BEARD, "Church", "Labor Union", "Landowners", influence=True)
    res = _proposal({BEARD: 2}, 2, "pay", s)
    assert res.state.player(BEARD).faction == OPP
    from rules.junta.orders import Ballot, Choice

    yes = [(pid, BudgetVote(Ballot(Choice.YES))) for pid in (ALBA, BORGES, BEARD)]
    s = run(res.state, *yes, seed="b1").state
    s = run(s, *yes, seed="b2").state
    assert s.phase is Phase.LOCATIONS and cash(s, BEARD) == 2
