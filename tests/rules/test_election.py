"""Nominations and the first presidential election (RULES 3.2, 3.3; the web rules' "Starting a New Game").

One test per rule clause; each docstring quotes the rulebook sentence it checks.
"""

from __future__ import annotations

from dataclasses import replace

from rules.junta.engine import owed
from rules.junta.offices import Office
from rules.junta.orders import Decline, ElectionVote, Nominate, Second
from rules.junta.state import Election, ElectionKind, GameState, Phase
from rules.junta.validate import validate
from tests.rules.helpers import codes, find, fresh, give_cards, run
from tests.said import english


def _election(n: int = 6, candidates: tuple[int, ...] = (0, 1, 2), rnd: int = 0) -> GameState:
    g = fresh(n)
    return replace(g, phase=Phase.ELECTION, election=Election(ElectionKind.FIRST, candidates, rnd, Phase.CABINET))


# --- nominations -----------------------------------------------------------------------------------------------
def test_any_player_may_nominate_any_player() -> None:
    """RULES 3.2: "any player may nominate any player for President" (himself included)."""
    g = fresh(6)
    res = run(g, (0, Nominate(3)), (4, Nominate(4)), (5, Nominate(3)))
    assert res.state.phase is Phase.ELECTION
    assert res.state.election is not None
    assert res.state.election.kind is ElectionKind.FIRST
    assert res.state.election.candidates == (3, 4)
    nominated = [e for e in res.events if e.code == "nominated"]
    assert all(e.public for e in nominated)
    assert {e.data["candidate"] for e in nominated} == {3, 4}
    assert find(res.events, "candidates").data["candidates"] == [3, 4]


def test_second_a_nomination() -> None:
    """RULES 3.2: "... second a nomination"; the seconds are announced with the nomination."""
    g = fresh(6)
    res = run(g, (0, Nominate(2)), (1, Second(2)), (5, Second(2)))
    ev = find(res.events, "nominated")
    assert ev.public
    assert ev.data["by"] == [0] and ev.data["second_players"] == [1, 5]
    assert "seconded by Borges and Fuentes" in english(ev, g)


def test_seconding_alone_is_not_a_nomination() -> None:
    """RULES 3.2: a second supports a nomination; seconding a player nobody nominated makes no candidate."""
    g = fresh(6)
    res = run(g, (0, Nominate(2)), (1, Second(4)))
    assert res.state.election is not None
    assert res.state.election.candidates == (2,)


def test_decline_own_nomination() -> None:
    """RULES 3.2: "... or decline his own." A nominee who declines is no candidate."""
    g = fresh(6)
    res = run(g, (0, Nominate(2)), (1, Nominate(3)), (3, Decline()))
    assert res.state.election is not None
    assert res.state.election.candidates == (2,)
    assert find(res.events, "declined").data["player"] == 3
    assert find(res.events, "declined").public


def test_no_nomination_every_player_is_a_candidate() -> None:
    """RULES 3.3: "R: no nomination at all: every player is a candidate." """
    g = fresh(7)
    res = run(g)
    assert res.state.election is not None
    assert res.state.election.candidates == tuple(range(7))
    assert "no_nominations" in codes(res.events, public=True)


def test_everyone_declines_every_player_is_a_candidate() -> None:
    """RULES 3.3 (R): when every nominee declines there is no standing nomination, so every player is a
    candidate (the web rules: "the game cannot begin until a President has been elected")."""
    g = fresh(6)
    res = run(g, (0, Nominate(1)), (1, Decline()))
    assert res.state.election is not None
    assert res.state.election.candidates == tuple(range(6))


def test_nomination_of_unknown_player_refused() -> None:
    """RULES 7: an illegal order is refused with a reason: there is no such player."""
    g = fresh(6)
    got = validate(g, 0, Nominate(9))
    assert [r.code for r in got] == ["no_such_player"]
    assert "#9" in english(got[0], g)


# --- the first election ----------------------------------------------------------------------------------------
def test_first_election_one_vote_each() -> None:
    """RULES 3.3: "Election phase (two days): each player has ONE vote for a nominated candidate (no cards yet).
    Most votes wins." Influence or offices count for nothing yet."""
    g = _election(6, (0, 1, 2))
    g, _ = give_cards(g, 5, "Labor Union", "Peasants", influence=True)
    res = run(
        g, (0, ElectionVote(1)), (1, ElectionVote(1)), (2, ElectionVote(2)), (5, ElectionVote(2)), (3, ElectionVote(0))
    )
    tally = find(res.events, "election_tally")
    assert tally.data["tally"] == {"0": 1, "1": 2, "2": 2}


def test_first_election_owed_by_every_player() -> None:
    """RULES 3.3: "each player has ONE vote": every player owes a vote in the first election."""
    g = _election(8, (0, 1))
    assert owed(g) == frozenset(range(8))


def test_first_election_no_cards() -> None:
    """RULES 3.3: "(no cards yet)": a vote card in the first election is refused."""
    g = _election(6, (0, 1))
    g, ids = give_cards(g, 3, "Vote (5)")
    got = validate(g, 3, ElectionVote(1, cards=(ids[0],)))
    assert [r.code for r in got] == ["no_cards_yet"]
    assert validate(g, 3, ElectionVote(1)) == ()


def test_most_votes_wins() -> None:
    """RULES 3.3: "Most votes wins." The winner is President and the first turn begins with the cabinet."""
    g = _election(6, (0, 1, 2))
    res = run(g, (0, ElectionVote(2)), (1, ElectionVote(2)), (2, ElectionVote(1)), (3, ElectionVote(0)))
    s = res.state
    assert s.president == 2
    assert s.holder(Office.PRESIDENT) == 2
    assert s.phase is Phase.CABINET and s.turn == 1 and s.election is None
    ev = find(res.events, "president_elected")
    assert ev.public and ev.data["president"] == 2


def test_vote_for_non_candidate_refused() -> None:
    """RULES 3.3: "each player has ONE vote for a nominated candidate": a vote for someone else is refused."""
    g = _election(6, (0, 1))
    got = validate(g, 3, ElectionVote(4))
    assert [r.code for r in got] == ["not_a_candidate"]
    assert "Alba" in english(got[0], g) and "Borges" in english(got[0], g)


def test_missing_votes_abstain() -> None:
    """RULES 7: "Defaults (no order by the deadline): ... votes abstain": only the votes given count."""
    g = _election(6, (0, 1))
    res = run(g, (4, ElectionVote(1)))
    assert find(res.events, "election_tally").data["tally"] == {"0": 0, "1": 1}
    assert res.state.president == 1


def test_public_tally() -> None:
    """RULES 3.3 / the web rules: the election result is public, with who voted for whom (an open ballot)."""
    g = _election(6, (0, 1))
    res = run(g, (2, ElectionVote(0)), (3, ElectionVote(1)), (4, ElectionVote(1)))
    tally = find(res.events, "election_tally")
    assert tally.public
    assert tally.data["roll_call"] == [
        {"voter": 2, "candidate": 0, "votes": 1},
        {"voter": 3, "candidate": 1, "votes": 1},
        {"voter": 4, "candidate": 1, "votes": 1},
    ]
    assert "Borges 2" in english(tally, g) and "Alba 1" in english(tally, g)


def test_tie_revote_among_tied_only() -> None:
    """RULES 3.3: "R: a tie: a one-day re-vote among the tied candidates only"."""
    g = _election(6, (0, 1, 2))
    res = run(
        g, (0, ElectionVote(0)), (1, ElectionVote(1)), (2, ElectionVote(2)), (3, ElectionVote(0)), (4, ElectionVote(1))
    )
    s = res.state
    assert s.phase is Phase.ELECTION and s.president is None
    assert s.election is not None
    assert s.election.candidates == (0, 1) and s.election.round == 1
    tie = find(res.events, "election_tie")
    assert tie.public and tie.data["candidates"] == [0, 1]
    # In the re-vote, the candidate who was not tied is no longer eligible.
    assert [r.code for r in validate(s, 5, ElectionVote(2))] == ["not_a_candidate"]


def test_revote_decides() -> None:
    """The web rules: "in the case of a tie, a re-vote will be taken until a President is elected"."""
    g = _election(6, (0, 1), rnd=1)
    res = run(g, (0, ElectionVote(1)), (1, ElectionVote(1)), (2, ElectionVote(0)))
    assert res.state.president == 1
    assert res.state.phase is Phase.CABINET


def test_second_and_third_revote_after_ties() -> None:
    """RULES 3.3: "if the third re-vote still ties, lot decides": re-votes 1 and 2 that tie lead to another
    re-vote, not to lot."""
    for rnd in (1, 2):
        g = _election(6, (0, 1), rnd=rnd)
        res = run(g, (0, ElectionVote(0)), (1, ElectionVote(1)))
        assert res.state.phase is Phase.ELECTION
        assert res.state.election is not None and res.state.election.round == rnd + 1
        assert "election_lot" not in codes(res.events)


def test_third_revote_tie_lot_among_tied() -> None:
    """RULES 3.3: "if the third re-vote still ties, lot decides among them." """
    winners: set[int] = set()
    for seed in range(40):
        g = _election(6, (1, 3, 4), rnd=3)
        res = run(
            g, (0, ElectionVote(1)), (1, ElectionVote(3)), (2, ElectionVote(1)), (5, ElectionVote(3)), seed=f"lot{seed}"
        )
        assert res.state.president in (1, 3)
        assert res.state.phase is Phase.CABINET
        assert find(res.events, "election_lot").public
        winners.add(res.state.president)
    assert winners == {1, 3}


def test_first_turn_begins_after_election() -> None:
    """RULES 4.1 / the web rules: once the President is elected, the first turn begins with the Cabinet
    Appointment Phase and the cards are drawn (4 each on the first turn)."""
    g = _election(6, (0,))
    res = run(g, (1, ElectionVote(0)))
    s = res.state
    assert s.turn == 1 and s.phase is Phase.CABINET
    assert all(len(p.hand) == 4 for p in s.players)
    assert "turn_begins" in codes(res.events, public=True)


def test_election_vote_wrong_phase_refused() -> None:
    """RULES 7: an order of another phase is refused with a reason and a stable code."""
    g = fresh(6)
    got = validate(g, 0, ElectionVote(1))
    assert [r.code for r in got] == ["wrong_phase"]
    assert "Nominations for President" in english(got[0], g)
    g = _election(6, (0, 1))
    got = validate(g, 0, Nominate(1))
    assert [r.code for r in got] == ["wrong_phase"]
