"""Returning from death (issue 13; seed 000 "Dead Players Return": each dead player assumes a new role): a
returning player may name his family's new head, shown beside the family name from then on.

One test per clause; each docstring quotes the rule it checks.
"""

from __future__ import annotations

from dataclasses import replace

from rules.junta.orders import MAX_HEAD_CHARS, NameHead
from rules.junta.state import GameState, Phase, Status
from rules.junta.validate import validate
from tests.rules.helpers import CABINET6, find, game, run, set_player
from tests.said import english


def _back_from_death() -> GameState:
    """Cortez (2) died in turn 1; the turn ends and he returns in turn 2's cabinet phase."""
    g = game(6, Phase.LOCATIONS, cabinet={o: h for o, h in CABINET6.items() if h != 2})
    g = set_player(g, 2, status=Status.DEAD, died_turn=1)
    s = run(g, seed="turn-end").state
    assert s.phase is Phase.CABINET and s.players[2].alive
    return s


def test_a_returning_family_names_its_new_head() -> None:
    """Issue 13: "a returning player may name his family's new head, shown beside the family name from then on
    ("the Alvarez family, led by Rosa")". The channel is told when the cabinet phase resolves."""
    s = _back_from_death()
    assert s.players[2].returned_turn == s.turn
    assert validate(s, 2, NameHead("Rosa")) == ()
    res = run(s, (2, NameHead("  Rosa  ")))
    assert res.state.players[2].head == "Rosa"
    assert res.state.players[2].family == "the Cortez family, led by Rosa"
    ev = find(res.events, "new_head")
    assert ev.public and english(ev, res.state) == "The Cortez family is now led by Rosa."


def test_the_family_name_does_not_change() -> None:
    """Issue 13: "the family name itself, which orders use, does not change"."""
    s = _back_from_death()
    after = run(s, (2, NameHead("Rosa"))).state
    assert after.players[2].name == "Cortez"


def test_the_head_stays_from_then_on() -> None:
    """Issue 13: "shown beside the family name from then on": later turns keep the head."""
    s = run(_back_from_death(), (2, NameHead("Rosa"))).state
    later = replace(s, phase=Phase.LOCATIONS)
    assert run(later, seed="next-turn").state.players[2].head == "Rosa"


def test_only_a_returning_family_names_a_head() -> None:
    """Issue 13: "a returning player may name": a family that did not come back from death this turn is refused
    in a sentence."""
    s = _back_from_death()
    got = validate(s, 3, NameHead("Rosa"))
    assert [r.code for r in got] == ["not_returning"]
    assert "back from death" in english(got[0], s)


def test_a_head_has_a_name_of_family_length() -> None:
    """Issue 13: "The name is checked like a family name": not empty, at most as long as a family name."""
    s = _back_from_death()
    assert [r.code for r in validate(s, 2, NameHead("   "))] == ["empty_name"]
    assert [r.code for r in validate(s, 2, NameHead("x" * (MAX_HEAD_CHARS + 1)))] == ["name_too_long"]


def test_the_head_is_named_in_the_cabinet_phase() -> None:
    """Issue 13: the head is named as the family returns, in the cabinet phase of its turn."""
    s = replace(_back_from_death(), phase=Phase.BUDGET_VOTE)
    assert [r.code for r in validate(s, 2, NameHead("Rosa"))] == ["wrong_phase"]
