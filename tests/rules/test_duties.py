"""Who owes what (RULES 2 and 7), `rules.junta.duties`: one test per clause; each docstring quotes the rule it
checks."""

from __future__ import annotations

from dataclasses import replace

from rules.junta.cards import HAND_LIMIT
from rules.junta.duties import duties, in_play, missing, owes
from rules.junta.offices import Office
from rules.junta.orders import Appoint, ChooseLocation, Discard, DrawBills, ElectionVote, NewWeapons
from rules.junta.state import Location, Phase, Status
from tests.rules.helpers import CABINET6, fresh, game, set_player
from tests.said import owed as duty_said


def test_nominations_are_owed_by_nobody() -> None:
    """RULES 3.2: "any player *may* nominate any player": nobody owes an order, so nobody is named as missing one."""
    assert owes(fresh(6)) == frozenset()


def test_every_living_player_in_the_country_must_be_done() -> None:
    """RULES 2: "a phase resolves early only when every such player [living, non-exiled] has marked done"."""
    g = game(6, Phase.CABINET)
    g = set_player(set_player(g, 3, status=Status.DEAD), 4, status=Status.EXILED)
    assert in_play(g) == frozenset({0, 1, 2, 5})


def test_the_president_owes_the_cabinet_and_its_default_is_told() -> None:
    """RULES 4.1.4: the President appoints the cabinet; "Default at the deadline: keep last turn's holders where
    still legal, fill the rest by lot"."""
    g = game(6, Phase.CABINET)
    (duty,) = duties(g, 0)
    assert "drawn" not in duty_said(duty) and "lot" in duty_said(duty)
    assert missing(g, 0, [Appoint(tuple(CABINET6.items()))]) == ()
    assert duties(g, 1) == ()


def test_a_player_over_the_hand_limit_owes_his_discard() -> None:
    """RULES 2: "A player over the hand limit owes his discard (4.1.3)"; a discard that brings him to the limit
    pays it, one that does not leaves it owed."""
    g = game(6, Phase.CABINET)
    g = set_player(g, 2, hand=tuple(range(HAND_LIMIT + 2)))
    (duty,) = duties(g, 2)
    assert "over the hand limit" in duty_said(duty) and duty.excess == 2
    assert missing(g, 2, [Discard((0,))]) == (duty,)
    assert missing(g, 2, [Discard((0, 1))]) == ()
    assert 2 in owes(g)


def test_each_minister_owes_his_own_draw() -> None:
    """RULES 4.2: "The Foreign Minister and the Farm & Labor Secretary each secretly choose 1-6 bills (default:
    random 1-6)": a player holding both owes both, each by its office."""
    g = game(6, Phase.BUDGET_DRAW, cabinet={**CABINET6, Office.FARM_LABOR: 3})  # Duarte: Foreign and Farm & Labor
    assert len(duties(g, 3)) == 2
    assert len(missing(g, 3, [DrawBills(Office.FOREIGN_MINISTER, 2)])) == 1
    assert missing(g, 3, [DrawBills(Office.FOREIGN_MINISTER, 2), DrawBills(Office.FARM_LABOR, 1)]) == ()
    war = game(6, Phase.BUDGET_DRAW)
    assert missing(war, 2, [NewWeapons(None)]) == ()


def test_the_first_election_is_owed_by_everyone() -> None:
    """RULES 3.3: "each player has ONE vote" in the first election."""
    g = fresh(6)
    from rules.junta.engine import adjudicate

    g = adjudicate(g, [], "s").state
    assert g.phase is Phase.ELECTION
    assert owes(g) == frozenset(range(6))
    assert missing(g, 0, [ElectionVote(1)]) == ()


def test_everyone_owes_a_location() -> None:
    """RULES 7: "location by lot among Home, Club and Mistress" is the default, and the player is told so."""
    g = game(6, Phase.LOCATIONS)
    (duty,) = duties(g, 4)
    assert "lot" in duty_said(duty)
    assert missing(g, 4, [ChooseLocation(Location.HOME)]) == ()


def test_the_dead_and_exiled_owe_nothing() -> None:
    """RULES 4.7: exiles "may not ... vote, play cards or act"; the dead are out until the next turn."""
    g = game(6, Phase.LOCATIONS)
    g = set_player(set_player(g, 1, status=Status.DEAD), 2, status=Status.EXILED)
    assert duties(g, 1) == () and duties(g, 2) == ()


def test_nothing_is_owed_once_the_game_is_over() -> None:
    """RULES 6: the game is over: nothing more is owed."""
    g = replace(game(6, Phase.LOCATIONS), phase=Phase.GAME_OVER)
    assert owes(g) == frozenset()
