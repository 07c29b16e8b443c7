"""What the newspaper and the victims are told (RULES 4.5.1 and 4.7; issue 12: "Victims told"). One test per clause;
each docstring quotes the rule it checks."""

from __future__ import annotations

from rules.junta.offices import Office
from rules.junta.orders import SECRET_POLICE, Assassinate, FiringSquad, PlayCard, RebelAction
from rules.junta.units import Kind
from tests.rules.helpers import codes, find, give_bills, give_cards, run
from tests.rules.test_aftermath import aftermath
from tests.rules.test_combat import ATTACK_22, Script, battle_in_22, coup_game, resolve, units
from tests.rules.test_locations import (
    CORTEZ,
    DUARTE,
    FUENTES,
    HOME,
    HQ,
    MINISTER,
    MISTRESS,
    PRESIDENT,
    loc_game,
    private,
    where,
)
from tests.said import english


def test_the_victim_is_told_of_his_death() -> None:
    """RULES 4.5.1: "the victim or target is also told privately what happened to him". Issue 12: "a player killed
    at the Bank was told only "You spend the phase at the Bank."" """
    res = run(loc_game(), *where(), (MINISTER, Assassinate(SECRET_POLICE, FUENTES, HOME)))
    (told,) = private(res.events, FUENTES, "you_died")
    assert english(told, res.state).startswith("You have been killed by the Secret Police")
    assert english(find(res.events, "killed"), res.state) == "Fuentes has been killed by the Secret Police."


def test_a_failed_attempt_is_in_the_newspaper_and_told_to_its_target() -> None:
    """RULES 4.5.1: the newspaper "reports a failed attempt the same way ("an attempt on X failed")", naming the
    kind of assassin, "never the sender or the location guessed"; the target is told privately."""
    res = run(loc_game(), *where((FUENTES, MISTRESS)), (MINISTER, Assassinate(SECRET_POLICE, FUENTES, HOME)))
    news = find(res.events, "attempt_on")
    text = english(news, res.state)
    assert news.public and text == "An attempt on Fuentes by the Secret Police failed."
    assert "Home" not in text and "Borges" not in text
    (told,) = private(res.events, FUENTES, "attempt_on_you")
    assert "Secret Police" in english(told, res.state) and "Borges" not in english(told, res.state)


def test_a_bribed_assassin_is_a_failed_attempt_too() -> None:
    """RULES 4.5.1: a failed attempt is reported; cards.toml: Bribe the Assassin "cancels the first assassination
    attempt on you this turn that would succeed"."""
    g = give_bills(loc_game(), CORTEZ, 2, 2)
    g = give_bills(g, FUENTES, 2)
    g, [pro] = give_cards(g, CORTEZ, "Professional Assassin")
    g, [bribe] = give_cards(g, FUENTES, "Bribe the Assassin")
    res = run(g, *where(), (FUENTES, PlayCard(bribe)), (CORTEZ, Assassinate(pro, FUENTES, HOME)))
    said_in_news = english(find(res.events, "attempt_on"), res.state)
    assert said_in_news == "An attempt on Fuentes by a Professional Assassin failed."
    said = [english(e, res.state) for e in res.events if not e.public and e.audience.sees(FUENTES)]
    told = [t for t in said if "Bribe" in t]
    # Issue 22: one line for one Bribe the Assassin, saying what it cost.
    assert told == ["A Professional Assassin was sent after you: your Bribe the Assassin stopped it (you paid 2 MP)."]


def test_an_execution_reads_as_an_execution() -> None:
    """RULES 4.7: "President won: he may send one Rebel to the firing squad". Issue 12: "Escobar has been killed
    (before the firing squad)." is wrong for an execution; the executed Rebel is told."""
    res = run(aftermath("president"), (PRESIDENT, FiringSquad(CORTEZ)))
    assert english(find(res.events, "killed"), res.state) == "Cortez was executed by firing squad."
    (told,) = private(res.events, CORTEZ, "you_died")
    assert english(told, res.state).startswith("You were executed by firing squad")


def test_nothing_is_reported_when_nobody_was_attacked() -> None:
    """RULES 4.5.1: only attempts are reported: a quiet turn has no attempt in the newspaper."""
    res = run(loc_game(), *where())
    assert "attempt_on" not in codes(res.events)


def test_a_battle_is_reported_with_its_volleys_and_dice() -> None:
    """Issue 12: "Battles with their volleys and dice, as bombardments already show"; RULES 4.6: "Three volleys"."""
    _, events = resolve(battle_in_22(), ATTACK_22, Script({(22, 1, 3): [[6, 1, 1]]}))
    text = english(next(e for e in events if e.code == "battle"), battle_in_22())
    assert text.startswith("Battle in zone 22")
    assert "Volley 1: " in text and "Volley 3: " in text
    assert "fires 3 dice at Borges (6 1 1): 1 hit" in text


def test_the_coup_result_names_each_control_point_and_who_holds_it() -> None:
    """Issue 12: "the coup result names the control points and who holds each" ("Control points Pro-Junta: 1 of
    5." did not say which); RULES 4.6: "Three of the five control points win the coup"."""
    palace_guard = units(0, 1, Kind.PALACE_GUARD, 14, office=Office.PRESIDENT)
    g = coup_game(palace_guard, phase=6)
    res = run(g)
    text = english(find(res.events, "coup_vote"), res.state)
    assert "Presidential Palace (14): Pro-President, held by Alba" in text
    assert "Pro-Junta: 0 of 5" in text and ": Pro-President, empty" in text


def test_a_coup_without_excuse_says_the_rebels_were_at_headquarters() -> None:
    """Web rules: rebel-only action "cannot be taken unless: There is a Coup Excuse, or... That player chose HQ as
    their location". Issue 22: "There is no coup excuse." followed by "The coup begins." says why the coup could
    begin: the Rebels were at Headquarters."""
    res = run(loc_game(), *where((CORTEZ, HQ), (DUARTE, HQ)), (CORTEZ, RebelAction()), (DUARTE, RebelAction()))
    assert "no_coup_excuse" in codes(res.events)
    assert english(find(res.events, "rebellion"), res.state).startswith(
        "Rebel-only action by Cortez (at Headquarters) and Duarte (at Headquarters). First Rebel: Cortez."
    )
    g, [revolt] = give_cards(loc_game(), DUARTE, "Peasant Revolt")
    res = run(g, *where(), (DUARTE, PlayCard(revolt)), (CORTEZ, RebelAction()))
    assert "coup_excuse" in codes(res.events)
    assert english(find(res.events, "rebellion"), res.state).startswith(
        "Rebel-only action by Cortez. First Rebel: Cortez."
    )
