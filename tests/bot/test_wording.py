"""Grammar and noise in what players read (issue 22): each sentence the issue quoted, as it reads now."""

from __future__ import annotations

from bot.store import DeadlineRow
from bot.text import describe_order
from bot.text.messages import due_sentence
from bot.text.orders import recorded_text
from rules.orders import LossOrder, Move
from rules.units import Kind

NAMES = ("Cortez", "Delgado", "Escobar", "Fuentes", "Guzman", "Herrera")


def _deadline(due: int | None) -> DeadlineRow:
    return DeadlineRow(1, 3, due, 600 if due is None else None, None, False)


def test_a_paused_game_says_so_in_a_sentence_of_its_own() -> None:
    """Not "Orders are due the game is paused (the deadline is stopped)."."""
    assert due_sentence(_deadline(None)) == "The game is paused: no deadline runs until a moderator resumes it."
    assert due_sentence(_deadline(1_700_000_000)).startswith("Orders are due <t:1700000000:")
    text = recorded_text("Republica", NAMES, Move(22, 29), _deadline(None))
    assert "Orders are due the game" not in text and "The game is paused" in text, text


def test_a_move_counts_its_units_in_the_plural() -> None:
    """Not "Move 3 Soldier from zone 22 to zone 29."."""
    units = ((Kind.SOLDIER.value, 3), (Kind.TANK.value, 1), (Kind.STUDENT.value, 1))
    line = describe_order(NAMES, Move(22, 29, units))
    assert line == "Move 3 Soldiers, 1 Tank and 1 Student from zone 22 to zone 29", line


def test_a_loss_order_names_kinds_as_wholes() -> None:
    line = describe_order(NAMES, LossOrder((Kind.STUDENT.value, Kind.SOLDIER.value, Kind.POLICE.value)))
    assert line == "Lose your units in this order: Students, Soldiers, Police", line
