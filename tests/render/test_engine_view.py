"""The map is drawn from the engine's own public view of a real coup (not only from hand-made demo views)."""

from __future__ import annotations

import functools
import random

from bot.text.i18n import t
from render import render_map
from rules.junta.engine import adjudicate, new_game
from rules.junta.state import GameState, Phase
from rules.junta.views import coup_map_view
from rules.simulate import NAMES, random_orders

EN = functools.partial(t, "en")
"""The pictures' words in English (render.words)."""


def _coup_state(seed: int) -> GameState | None:
    made = new_game(NAMES[:10], f"view{seed}")
    assert isinstance(made, GameState)
    state = made
    rng = random.Random(seed)
    while not state.over:
        state = adjudicate(state, random_orders(state, rng), f"v:{state.seq}").state
        if state.phase is Phase.COUP and state.coup is not None and state.coup.phase >= 2:
            return state
    return None


def test_render_map_takes_the_engines_coup_map_view() -> None:
    """`render_map(view, words)` draws a coup in progress from `rules.junta.views.coup_map_view`: a PNG at least 1400 px
    wide, at most 1 MB, the same bytes for the same view."""
    state = next(s for seed in range(20) if (s := _coup_state(seed)) is not None)
    view = coup_map_view(state, "Sat 16 May, 22:00 EDT")
    assert view is not None and view.stacks
    png = render_map(view, EN)
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    width = int.from_bytes(png[16:20], "big")
    assert width >= 1400 and len(png) <= 1_000_000
    assert render_map(view, EN) == png


def test_there_is_no_map_without_a_coup() -> None:
    """Outside a coup the engine has no map to show."""
    made = new_game(NAMES[:6], "quiet")
    assert isinstance(made, GameState)
    assert coup_map_view(made) is None
