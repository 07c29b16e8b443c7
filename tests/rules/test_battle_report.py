"""What a battle's report tells (issue 22): hits count only where they find a unit, nobody fires at a player who has
none left, the dice unarmed units roll are said to be theirs, and units landed or placed by a card are named."""

from __future__ import annotations

from rules.events import Event
from rules.junta.offices import Office
from rules.junta.orders import Fire, Land, PlayCoupCard
from rules.junta.units import Kind
from tests.rules.helpers import NAMES, give_cards
from tests.rules.test_combat import AIR, MINISTER, WATCH, Script, coup_game, resolve, units
from tests.said import english


def _battle(events: list[Event]) -> str:
    return next(english(e, NAMES) for e in events if e.code == "battle")


def test_hits_beyond_the_units_left_are_told_as_lost() -> None:
    """RULES 4.6: "A 6 kills"; a player's hits beyond the units his target has left in the zone find nobody: the
    report says so, and in the next volleys nobody rolls at a player with no units left there."""
    us = units(0, 3, Kind.SOLDIER, 22, office=Office.GENERAL_3) + units(3, 1, Kind.SOLDIER, 22, office=Office.GENERAL_1)
    roll = Script({(22, 1, WATCH): [[6, 6, 6]]})
    _, events = resolve(coup_game(us), [(WATCH, Fire(22, MINISTER))], roll)
    text = _battle(events)
    assert f"{NAMES[WATCH]} fires 3 dice at {NAMES[MINISTER]} (6 6 6): 3 hits, 2 lost: " in text, text
    assert f"{NAMES[MINISTER]} had 1 unit left" in text, text
    assert [(f.volley, f.firer) for f in roll.calls if f.target == MINISTER] == [(1, WATCH)]
    assert "Volley 2" not in text and "Volley 3" not in text


def test_unarmed_units_roll_one_die_per_two_and_the_report_says_so() -> None:
    """RULES 4.6: "Dice per volley: 1 per armed unit; 1 per two unarmed units of one player (rounded down)"; the
    unit table calls Strikers unarmed: the report tells which dice they rolled."""
    strikers = units(10, 2, Kind.STRIKER, 22, owner=WATCH)
    lone = units(20, 1, Kind.STUDENT, 23, owner=AIR)
    us = (
        strikers
        + units(0, 1, Kind.SOLDIER, 22, office=Office.GENERAL_3)
        + units(3, 2, Kind.SOLDIER, 22, office=Office.GENERAL_1)
        + lone
        + units(5, 1, Kind.SOLDIER, 23, office=Office.GENERAL_1)
    )
    roll = Script()
    _, events = resolve(coup_game(us), [(WATCH, Fire(22, MINISTER)), (AIR, Fire(23, MINISTER))], roll)
    battles = [english(e, NAMES) for e in events if e.code == "battle"]
    assert any("fires 2 dice (1 of them for his unarmed units: one die per two) at" in t for t in battles), battles
    # A lone Student rolls no die: Air Force's fire order makes no firing at all.
    assert not [f for f in roll.calls if f.firer == AIR]


def test_a_landing_is_told_in_words() -> None:
    """RULES 4.6: "Marines land in a river zone": the news says who landed what where, not only the map."""
    us = units(0, 1, Kind.MARINE, None, office=Office.ADMIRAL)
    _, events = resolve(coup_game(us), [(WATCH, Land("marine", 11))])
    told = [english(e, NAMES) for e in events if e.code == "landing"]
    assert told == [f"{NAMES[WATCH]} lands 1 Marine in zone 11 (Docks)."], told


def test_a_card_placement_is_told_in_words() -> None:
    """cards.toml: General Strike places Strikers: the news names how many and where."""
    state, (strike,) = give_cards(coup_game(()), AIR, "General Strike")
    _, events = resolve(state, [(AIR, PlayCoupCard(strike))])
    (text,) = [english(e, NAMES) for e in events if e.code == "coup_card"]
    assert text.startswith(f"{NAMES[AIR]} plays General Strike: ") and " Strikers in zone " in text, text
