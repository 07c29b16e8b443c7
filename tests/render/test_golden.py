"""Golden pictures: the demo views drawn exactly as approved.

Each picture of `render.demo` is compared, decoded pixel by pixel, with the PNG stored under
`tests/render/golden/`. After a deliberate change to how pictures look, look at the new pictures
(`python -m render.demo --out DIR`), then regenerate the golden files with

    JUNTA_REGEN_GOLDEN=1 .venv/bin/python -m pytest tests/render

and commit them. On a mismatch the picture actually drawn is written beside the golden one as `*.actual.png`.
"""

from __future__ import annotations

import functools
import io
import os
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest
from PIL import Image, ImageChops

from bot.text.i18n import t
from render import render_cabinet, render_map, render_map_overview, render_money_deck
from render.demo import cabinet, coup_in_full_swing, money_early, money_late, quiet_city
from rules.junta.engine import new_game
from rules.junta.mapview import CoupMapView
from rules.junta.offices import Office
from rules.junta.state import GameState, Phase, Seat
from rules.junta.views import city_view
from tests.rules.helpers import CABINET6

EN = functools.partial(t, "en")
"""The pictures' words in English (render.words)."""
DE = functools.partial(t, "de")

GOLDEN = Path(__file__).with_name("golden")
REGEN = os.environ.get("JUNTA_REGEN_GOLDEN") == "1"

PICTURES: dict[str, Callable[[], bytes]] = {
    "map_quiet": lambda: render_map(quiet_city(), EN),
    "map_coup": lambda: render_map(coup_in_full_swing(), EN),
    "money_early": lambda: render_money_deck(money_early(), EN),
    "money_late": lambda: render_money_deck(money_late(), EN),
    "cabinet": lambda: render_cabinet(cabinet(), EN),
    "map_city": lambda: render_map(_city(), EN),
    # the map as Discord shows it inline, about 550 px wide (issue 22)
    "overview_quiet": lambda: render_map_overview(quiet_city(), EN),
    "overview_coup": lambda: render_map_overview(coup_in_full_swing(), EN),
    # issue 23: the pictures follow the channel's language
    "map_coup_de": lambda: render_map(coup_in_full_swing(), DE),
    "overview_coup_de": lambda: render_map_overview(coup_in_full_swing(), DE),
    "money_late_de": lambda: render_money_deck(money_late(), DE),
    "cabinet_de": lambda: render_cabinet(cabinet(), DE),
}


def _city() -> CoupMapView:
    """The map outside a coup (issue 13): a fixed six-player game's start positions, no Bodyguard."""
    state = new_game(["Alba", "Borges", "Cortez", "Duarte", "Esteban", "Fuentes"], "golden-city")
    assert isinstance(state, GameState)
    seats = [Seat(Office.PRESIDENT, 0), *(Seat(o, h) for o, h in CABINET6.items())]
    state = replace(state, turn=2, phase=Phase.LOCATIONS, president=0, seats=tuple(seats))
    return city_view(state)


@pytest.mark.parametrize("name", sorted(PICTURES))
def test_picture_matches_golden(name: str) -> None:
    """The demo picture decodes to exactly the pixels of its approved golden PNG."""
    data = PICTURES[name]()
    path = GOLDEN / f"{name}.png"
    actual_path = GOLDEN / f"{name}.actual.png"
    if REGEN:
        GOLDEN.mkdir(exist_ok=True)
        path.write_bytes(data)
        actual_path.unlink(missing_ok=True)
        return
    if not path.exists():
        pytest.fail(f"no golden picture {path}; run JUNTA_REGEN_GOLDEN=1 pytest tests/render to create it")
    actual = Image.open(io.BytesIO(data)).convert("RGB")
    expected = Image.open(path).convert("RGB")
    if actual.size != expected.size or actual.tobytes() != expected.tobytes():
        actual_path.write_bytes(data)
        detail = f"size {actual.size} != {expected.size}"
        if actual.size == expected.size:
            diff = ImageChops.difference(actual, expected).convert("L").point(lambda v: 255 if v else 0)
            changed = diff.histogram()[255]
            detail = f"{changed} pixels differ in box {diff.getbbox()}"
        pytest.fail(
            f"{name} differs from {path} ({detail}); the new picture is {actual_path}. If the change is meant, "
            "regenerate with JUNTA_REGEN_GOLDEN=1 pytest tests/render"
        )
    actual_path.unlink(missing_ok=True)
