"""Each phase's Status Page for each role (issue 12): the President, the Minister of Internal Security, the Minister
of War, a General, the Admiral, the Air Force Commander, a player with no office, a Rebel and a Loyalist in a coup.
Each page offers only the commands the player can use now and fits one Discord message."""

from __future__ import annotations

from dataclasses import replace

from bot.games.junta.text import MAX_TEXT_CHARS, status_page
from rules.junta import military
from rules.junta.duties import missing, owes
from rules.junta.orders import Land, Move, Order
from rules.junta.state import GameState, Location, Phase
from rules.junta.views import player_view
from tests.rules.helpers import game, give_cards, set_player
from tests.said import owed

PRESIDENT, MINISTER, WAR, FOREIGN, FARM, ADMIRAL, PLAIN = 0, 1, 2, 3, 4, 5, 6
# CABINET6 with a seventh family: Alba (0) President; Borges (1) Minister and Air Force Commander; Cortez (2) 1st
# General and Minister of War; Duarte (3) 2nd General and Foreign Minister; Esteban (4) 3rd General and Farm &
# Labor; Fuentes (5) Admiral; Garza (6) no office.


def page(state: GameState, seat: int, orders: tuple[Order, ...] = ()) -> str:
    gaps = tuple(owed(d, state) for d in missing(state, seat, orders))
    text = status_page("en",
        "Republica", player_view(state, seat), orders, owes=bool(gaps), done=False, deadline=None, missing=gaps
    )
    assert len(text) <= MAX_TEXT_CHARS
    return text


def at(phase: Phase, **kw: object) -> GameState:
    return game(n=7, phase=phase, **kw)  # type: ignore[arg-type]


def in_coup(step: int, *rebels: int, result: str | None = None) -> GameState:
    g = at(Phase.COUP if result is None else Phase.AFTERMATH)
    for p in g.players:
        g = set_player(g, p.id, location=Location.HOME, rebel=p.id in rebels)
    return replace(g, coup=replace(military.new_coup(g), phase=step, result=result))


def test_cabinet_pages() -> None:
    """The President is asked for /appoint and told the default; any other player is offered no /appoint."""
    g = at(Phase.CABINET)
    assert "/appoint" in page(g, PRESIDENT) and "No cabinet appointed" in page(g, PRESIDENT)
    for seat in (MINISTER, WAR, ADMIRAL, PLAIN):
        text = page(g, seat)
        assert "/appoint" not in text and "Not given yet" not in text and "press Done" in text


def test_budget_draw_pages() -> None:
    """The Minister of War assigns New Weapons; the Foreign Minister and Farm & Labor choose their bills; the
    others have nothing owed."""
    g = at(Phase.BUDGET_DRAW)
    assert "/weapons" in page(g, WAR) and "/draw" not in page(g, WAR)
    assert "/draw" in page(g, FOREIGN) and "/weapons" not in page(g, FOREIGN)
    assert "/draw" in page(g, FARM)
    for seat in (PRESIDENT, ADMIRAL, PLAIN):
        assert "nothing owed from you" in page(g, seat)


def test_budget_proposal_and_vote_pages() -> None:
    """Only the President proposes; in the vote a player without votes is offered no /vote and shown no votes."""
    g = at(Phase.BUDGET_PROPOSAL)
    assert "/budget" in page(g, PRESIDENT) and "/budget" not in page(g, PLAIN)
    vote = at(Phase.BUDGET_VOTE)
    assert "Your 9 votes: 3rd General 1 + Farm & Labor 5 + Socialist bonus 3" in page(vote, FARM)
    assert "You have no vote on the budget." in page(vote, PLAIN) and "/vote" not in page(vote, PLAIN)


def test_minister_decision_pages() -> None:
    """Only the Minister is offered /seize."""
    g = at(Phase.MINISTER_DECISION)
    assert "/seize" in page(g, MINISTER)
    assert all("/seize" not in page(g, s) for s in (PRESIDENT, WAR, PLAIN))


def test_locations_pages() -> None:
    """The Minister may send the Secret Police; a player with no assassin is not offered /assassinate; the
    President is never offered /rebel."""
    g = at(Phase.LOCATIONS)
    assert "/assassinate" in page(g, MINISTER) and "Secret Police" in page(g, MINISTER)
    assert "/assassinate" not in page(g, PLAIN) and "/rebel" in page(g, PLAIN)
    assert "/rebel" not in page(g, PRESIDENT)
    assert "Bodyguard" in page(g, WAR) and "Bodyguard" not in page(g, ADMIRAL)


def test_a_general_in_a_coup() -> None:
    """A General (and Minister of War) in Coup Phase 2: his units by zone with their names, his three stack moves
    and how many his orders leave, Loyalist; no /bombard, no /police, no /land with nothing off the map."""
    g = in_coup(2)
    text = page(g, WAR)
    assert "Coup Phase 2 of 6" in text and "You are not a Rebel (a Loyalist so far)" in text
    assert "zone 21 (1st Brigade Barracks): 5 Soldiers, 1 Tank" in text
    assert "Stack moves this phase: 3; 3 left after your orders." in text
    assert "Stack moves this phase: 3; 1 left after your orders." in page(g, WAR, (Move(21, 20), Move(18, 13)))
    assert "/move" in text and "/bombard" not in text and "/police" not in text and "/land" not in text


def test_a_rebel_in_a_coup() -> None:
    """A Rebel reads that he is one."""
    assert "You are a **Rebel**." in page(in_coup(3, FOREIGN), FOREIGN)


def test_a_player_with_no_units_in_a_coup() -> None:
    """A player with no office and no units is neutral, and offered no unit orders."""
    text = page(in_coup(3), PLAIN)
    assert "You are neutral" in text and "/move" not in text and "/bombard" not in text


def test_air_force_admiral_and_minister_in_a_coup() -> None:
    """The Air Force Commander reads his airstrikes left and is offered /bombard while he has some; the Admiral has
    the Gunboat; the Minister is offered /police in Coup Phase 1 only; the Marine off the map is to /land."""
    g = in_coup(1)
    air = page(g, MINISTER)
    assert "Airstrikes left this coup: 3" in air and "/bombard (an Airstrike)" in air and "/police" in air
    assert "/police" not in page(in_coup(2), MINISTER)
    assert g.coup is not None
    spent = replace(g, coup=replace(g.coup, airstrikes_left=0))
    assert "/bombard" not in page(spent, MINISTER)
    navy = page(g, ADMIRAL)
    assert "Gunboat" in navy and "/bombard (the Gunboat)" in navy
    if "Not yet on the map" in navy:
        assert "/land" in navy


def test_coup_phase_six_vote() -> None:
    """In Coup Phase 6 everyone but the President owes his coup vote; the President, always Pro-President, is not
    offered /coupvote."""
    g = in_coup(6, FOREIGN)
    assert PLAIN in owes(g)
    assert "/coupvote" in page(g, PLAIN) and "No side chosen in the coup vote" in page(g, PLAIN)
    president = page(g, PRESIDENT)
    assert "/coupvote" not in president and "always Pro-President" in president
    assert "No side chosen in the coup vote" not in president


def test_aftermath_pages() -> None:
    """After a President's win only he is offered /firingsquad; after the Rebels' win the Rebels are offered
    /juntavote and everyone /execute."""
    won = in_coup(6, FOREIGN, result="president")
    assert "/firingsquad" in page(won, PRESIDENT)
    assert all("/firingsquad" not in page(won, s) and "/juntavote" not in page(won, s) for s in (FOREIGN, PLAIN))
    junta = in_coup(6, FOREIGN, result="junta")
    assert "/juntavote" in page(junta, FOREIGN) and "/juntavote" not in page(junta, PLAIN)
    assert "/execute" in page(junta, PLAIN) and "/firingsquad" not in page(junta, PRESIDENT)


def test_every_page_fits_one_message_by_construction() -> None:
    """With ten cards in hand and sixty orders, every seat's page in every phase still fits one message: the hand
    is listed by name, then the orders are cut short with a count."""
    many: tuple[Order, ...] = (*(Move(21, z) for z in range(1, 61)), Land("marine", 11))
    cards = [*["Vote (2)"] * 4, *["Vote (3)"] * 4, *["Vote (4)"] * 2]
    for phase in (Phase.CABINET, Phase.BUDGET_DRAW, Phase.BUDGET_VOTE, Phase.LOCATIONS):
        g, _ = give_cards(at(phase), WAR, *cards)
        for seat in range(7):
            page(g, seat)
        text = page(g, WAR, many)
        assert "more orders" in text
    g, _ = give_cards(in_coup(2), WAR, *cards)
    text = page(g, WAR, many)
    assert "Deadline:" in text and "more orders" in text


def test_budget_vote_page_names_the_vote_cards_in_hand() -> None:
    """'Your 1 vote: Admiral 1', and the vote cards he may add by naming them, as the hand prints them."""
    g, (five,) = give_cards(at(Phase.BUDGET_VOTE), ADMIRAL, "Vote (5)")
    text = page(g, ADMIRAL)
    assert "Your 1 vote: Admiral 1" in text
    assert f"Vote cards you may add by naming them in /vote budget: Vote (5) #{five}." in text
    assert "Vote cards you may add" not in page(at(Phase.BUDGET_VOTE), ADMIRAL)


def test_the_foreign_minister_reads_the_interventions_airstrikes() -> None:
    """Once the foreign intervention gave Airstrikes, the Foreign Minister reads how many are left and is offered
    /bombard; before, he is not."""
    g = in_coup(2)
    assert "/bombard" not in page(g, FOREIGN)
    assert g.coup is not None
    given = replace(g, coup=replace(g.coup, intervention_airstrikes_left=4))
    text = page(given, FOREIGN)
    assert "The foreign intervention's Airstrikes left: 4" in text and "an intervention Airstrike" in text
