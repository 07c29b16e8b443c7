"""Nomicoup's buttons and menus stay inside Discord's limits by construction, and each says what it does: over
random whole games of 2 to 6 players, every input offered to any seat at any step has a code that reads back as the
same input, fits a custom id (100 characters) and a menu's value, and a label of at most 80 characters naming no id
(in English and German); an action's menu never lists more than 25 choices."""

from __future__ import annotations

import random

from bot.games.coup import text
from bot.text.i18n import LOCALES
from rules.coup import Act, Input, Received, choices, new_game, step, who_may_act
from rules.coup.state import CoupState

NAMES = ("Alba", "Bartholomew-Maximilian", "Cy", "Dorothea", "Emil", "Flora")


def offered(state: CoupState) -> list[tuple[int, tuple[Input, ...]]]:
    return [(seat, choices(state, seat)) for seat in range(len(state.seats))]


def test_every_input_offered_reads_back_and_fits() -> None:
    rng = random.Random(4)
    for game in range(40):
        players = 2 + game % 5
        made = new_game(NAMES[:players], f"text-{game}", rounds=3)
        assert not isinstance(made, tuple)
        state = made.state
        while not state.over:
            for _seat, inputs in offered(state):
                assert len(inputs) <= 25
                for inp in inputs:
                    code = text.code(inp)
                    assert text.decode(code) == inp
                    assert len(f"nomicoup:{2**64}:{10**9}:{code}") <= 100 and len(code) <= 100
                    for locale in LOCALES:
                        label = text.label(locale, inp, NAMES[:players])
                        assert 1 <= len(label) <= 80 and not any(ch.isdigit() for ch in label), label
            received: list[Received] = []
            for seat in sorted(who_may_act(state)):
                legal = choices(state, seat, received)
                if legal and rng.random() < 0.7:
                    pick = rng.choice(legal)
                    if not isinstance(pick, Act) or pick.action.value != "coup" or rng.random() < 0.5:
                        received.append(Received(seat, pick))
            state = step(state, received, f"text-{game}").state


def test_a_code_that_names_nothing_reads_as_nothing() -> None:
    for code in ("", "counter-", "counter-king", "lose-", "return-duke-", "act-fly", "act-steal-x", "pass-1"):
        assert text.decode(code) is None, code
