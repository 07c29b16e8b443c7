"""Grammar and noise in what players read (issue 22): each sentence the issue quoted, as it reads now."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.games.junta import parsers
from bot.games.junta.text import describe_order, status_page
from bot.games.junta.text.cards import PLAYED_ELSEWHERE, not_with_play
from bot.games.junta.text.messages import due_sentence
from bot.games.junta.text.orders import recorded_text
from bot.games.junta.text.phases import phase_asks, phase_name
from bot.store import DeadlineRow
from rules.junta.orders import Bombard, InterventionChoice, LossOrder, Move, PlayCard, Trigger, VoteCard
from rules.junta.state import Phase
from rules.junta.units import Kind
from rules.junta.validate import validate
from rules.junta.views import player_view
from tests.rules.helpers import fresh, game, give_cards
from tests.rules.test_aftermath import PRESIDENT, aftermath

NAMES = ("Cortez", "Delgado", "Escobar", "Fuentes", "Guzman", "Herrera")


def _deadline(due: int | None) -> DeadlineRow:
    return DeadlineRow(1, 3, due, 600 if due is None else None, None, False)


def test_a_paused_game_says_so_in_a_sentence_of_its_own() -> None:
    """Not "Orders are due the game is paused (the deadline is stopped)."."""
    assert due_sentence("en", _deadline(None)) == "The game is paused: no deadline runs until a moderator resumes it."
    assert due_sentence("en", _deadline(1_700_000_000)).startswith("Orders are due <t:1700000000:")
    text = recorded_text("en", "Republica", NAMES, Move(22, 29), _deadline(None))
    assert "Orders are due the game" not in text and "The game is paused" in text, text


def test_a_move_counts_its_units_in_the_plural() -> None:
    """Not "Move 3 Soldier from zone 22 to zone 29."."""
    units = ((Kind.SOLDIER.value, 3), (Kind.TANK.value, 1), (Kind.STUDENT.value, 1))
    line = describe_order("en", NAMES, Move(22, 29, units))
    assert line == "Move 3 Soldiers, 1 Tank and 1 Student from zone 22 to zone 29", line


def test_a_loss_order_names_kinds_as_wholes() -> None:
    line = describe_order("en", NAMES, LossOrder((Kind.STUDENT.value, Kind.SOLDIER.value, Kind.POLICE.value)))
    assert line == "Lose your units in this order: Students, Soldiers, Police", line


def test_a_vote_card_names_whom_it_strikes_before_when_it_fires() -> None:
    """Not "Play Miscount #94 if the budget passes on Fuentes."."""
    line = describe_order("en", NAMES, VoteCard(94, Trigger("passes"), target=3))
    assert line == "Play Miscount #94 to strike Fuentes's votes if the budget passes", line
    line = describe_order("en", NAMES, VoteCard(91, Trigger("fails", 2)))
    assert line == "Play Summer Recess #91 if the budget fails by 2 or less", line


def test_the_president_who_won_sends_one_rebel_to_the_firing_squad() -> None:
    """RULES 4.7: "President won: he may send one Rebel to the firing squad"; not "send Rebels"."""
    won = aftermath("president")
    assert won.phase is Phase.AFTERMATH
    text = phase_asks("en", player_view(won, PRESIDENT), True)
    assert "send one Rebel to the firing squad with /firingsquad" in text, text


def test_the_budget_vote_points_to_the_buttons_where_they_are() -> None:
    """The opening DM of the budget vote has no vote buttons under it (they are on the Status Page): it says so."""
    g = game(6, Phase.BUDGET_VOTE)
    text = phase_asks("en", player_view(g, 1), True)
    assert "buttons below" not in text and "buttons of your Status Page" in text, text


def test_budget_totals_typed_without_commas_are_read() -> None:
    """`/budget Delgado 4 Fuentes 4` (no comma) is read as two families and amounts; what cannot be read so is
    refused with a hint to put commas between them."""
    assert parsers.amounts(NAMES, "Delgado 4 Fuentes 4") == ((1, 4), (3, 4))
    assert parsers.amounts(NAMES, "Delgado 4, Fuentes 3") == ((1, 4), (3, 3))
    for typed in ("Delgado 4 Fuentes", "Delgado 4 Zorro 3"):
        with pytest.raises(parsers.BadInput, match="Separate the families with commas"):
            parsers.amounts(NAMES, typed)
    with pytest.raises(parsers.BadInput) as refused:
        parsers.amounts(NAMES, "Zorro 3")
    assert "commas" not in str(refused.value)


def test_a_card_another_command_plays_is_refused_with_that_command() -> None:
    """Not "play it with the coup-card order": /play names the command that plays the card."""
    names = ("General Strike", "Professional Assassin", "Vote (5)")
    g, [strike, pro, vote] = give_cards(game(6, Phase.LOCATIONS), 1, *names)
    for c, command in ((strike, "/coupcard"), (pro, "/assassinate"), (vote, "/vote budget")):
        (problem,) = validate(g, 1, PlayCard(c))
        assert problem.code in PLAYED_ELSEWHERE, problem
        assert command in not_with_play("en", c), not_with_play("en", c)


def test_a_loyalist_who_voted_pro_junta_reads_that_his_units_counted_for_the_rebels() -> None:
    """RULES 4.6: "A control point is Pro-Junta only if every unit in it belongs to Pro-Junta players": a player who
    is not a Rebel and voted Pro-Junta is not told "your units count against the Rebels" after the vote."""
    g = aftermath("junta")
    assert g.coup is not None
    loyal = 5  # neither a Rebel nor the President
    g = replace(g, coup=replace(g.coup, votes=((loyal, "junta"), (PRESIDENT, "president"))))
    text = status_page("en", "Republica", player_view(g, loyal), (), owes=False, done=False, deadline=None)
    assert "in the coup vote you voted Pro-Junta: your units counted for the Rebels" in text, text
    assert "count against the Rebels" not in text


def test_the_gunboat_says_which_zones_it_reaches() -> None:
    """RULES 8: the Gunboat is "on the river"; the web rules let it "shell any stack of troops in the Republic"
    (seed 000) and the board game shells the Palace (001 §20): the help, the Admiral's Status Page and the echo say
    that its guns reach every zone but the embassies (issue 22: it hit zones 19, 14, 9 and 8 "with nothing telling
    which zones it reaches")."""
    from bot.games.junta.text.help import help_pages
    from tests.rules.test_combat import WATCH, coup_game

    offices = "\n".join(help_pages("en", "offices"))
    assert "its guns reach every zone but the embassies" in offices, offices
    page = status_page("en", "Republica", player_view(coup_game(()), WATCH), (), owes=True, done=False, deadline=None)
    assert "in any zone but an embassy" in page, page
    echo = describe_order("en", NAMES, Bombard("gunboat", 14, 0))
    assert echo == "Bombard Cortez's units in zone 14 with the Gunboat (its guns reach every zone but the embassies)"


def test_the_first_election_says_one_vote_each_and_a_re_vote_says_it_is_one() -> None:
    """RULES 3.3: "each player has ONE vote for a nominated candidate (no cards yet)"; "a tie: a one-day re-vote
    among the tied candidates only". The opening DM says both (issue 22)."""
    from rules.junta.engine import adjudicate
    from rules.junta.orders import ElectionVote, Nominate, Submitted

    state = fresh(6, "first-election")
    nominated = (Submitted(0, Nominate(1), 0), Submitted(2, Nominate(3), 1))
    state = adjudicate(state, nominated, "n").state
    assert state.phase is Phase.ELECTION and state.turn == 0
    text = phase_asks("en", player_view(state, 0), True)
    assert "in this first election every family has one vote" in text and "re-vote" not in text, text
    votes = tuple(Submitted(p, ElectionVote(1 if p % 2 else 3), p) for p in range(6))
    state = adjudicate(state, votes, "v").state
    assert state.phase is Phase.ELECTION and state.election is not None and state.election.round == 1
    text = phase_asks("en", player_view(state, 0), True)
    assert text.startswith("This is re-vote 1, among the tied candidates only: Borges and Duarte."), text
    assert phase_name("en", state) == "Before turn 1 · Presidential election, re-vote 1"


def test_intervention_forces_are_named_as_players_read_them() -> None:
    """RULES 8: the foreign intervention's Air Strikes, Helicopter, Paratroopers and Commandos: named with their
    counts, not as ids ('airstrikes, helicopter')."""
    line = describe_order("en", NAMES, InterventionChoice(("commandos", "airstrikes", "helicopter", "paratroopers")))
    assert line == "Intervention forces, best first: 3 Commandos, 4 Air Strikes, 1 Helicopter, 1 Paratrooper", line


def test_the_done_summary_lists_who_is_still_awaited_as_english_does() -> None:
    from bot.games.junta.text.done import done_text

    awaited = ["Cortez", "Delgado", "Escobar"]
    text = done_text("en", "Republica", [], [], unconfirmed=False, resolved=False, waiting_for=awaited)
    assert "once Cortez, Delgado and Escobar have pressed Done too" in text, text
    text = done_text("en", "Republica", [], [], unconfirmed=False, resolved=False, waiting_for=["Cortez"])
    assert "once Cortez has pressed Done too" in text, text
