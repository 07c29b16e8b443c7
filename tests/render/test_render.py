"""The pictures: pure functions of public views, deterministic bytes, within Discord's limits.

`render_map`, `render_money_deck` and `render_cabinet` take one public view of `rules.junta.mapview` and nothing else;
the same view gives the same bytes (in this process and in a fresh one); odd but possible views do not crash.
"""

from __future__ import annotations

import ast
import functools
import io
import struct
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PIL import Image

from bot.text.i18n import t
from render import render_cabinet, render_map, render_money_deck
from render.demo import cabinet, coup_in_full_swing, money_early, money_late, quiet_city
from rules.junta.city import CITY
from rules.junta.mapview import (
    Battle,
    Bombardment,
    CabinetRow,
    CabinetView,
    Control,
    CoupMapView,
    Family,
    MoneyDeckView,
    Move,
    Placement,
    Retreat,
    Stack,
)

EN = functools.partial(t, "en")
"""The pictures' words in English (render.words)."""

RENDER_DIR = Path(__file__).resolve().parents[2] / "render"
MAX_BYTES = 1024 * 1024


def png_chunks(data: bytes) -> list[bytes]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, out = 8, []
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos : pos + 4])
        out.append(data[pos + 4 : pos + 8])
        pos += 12 + length
    return out


def test_same_view_same_bytes() -> None:
    """'Same view, same bytes.'"""
    view = coup_in_full_swing()
    first = render_map(view, EN)
    assert render_map(view, EN) == first
    assert render_map(quiet_city(), EN) != first
    assert render_money_deck(money_late(), EN) == render_money_deck(money_late(), EN)
    assert render_cabinet(cabinet(), EN) == render_cabinet(cabinet(), EN)


def test_same_bytes_in_a_fresh_process() -> None:
    """The caches (base picture, sprites, fonts) never change a picture: a fresh interpreter draws the same bytes
    as this warmed-up one."""
    here = render_map(coup_in_full_swing(), EN) + render_money_deck(money_early(), EN) + render_cabinet(cabinet(), EN)
    code = (
        "import sys; from render import render_map, render_money_deck, render_cabinet; "
        "from render.demo import coup_in_full_swing, money_early, cabinet; "
        "import functools; from bot.text.i18n import t; EN = functools.partial(t, 'en'); "
        "sys.stdout.buffer.write(render_map(coup_in_full_swing(), EN) + render_money_deck(money_early(), EN) "
        "+ render_cabinet(cabinet(), EN))"
    )
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, check=True).stdout
    assert out == here


def test_full_coup_map_is_wide_small_and_plain() -> None:
    """'At least 1400 px wide, at most 1 MB', a palette PNG with no metadata (no time, text or dpi chunks)."""
    data = render_map(coup_in_full_swing(), EN)
    assert len(data) <= MAX_BYTES
    img = Image.open(io.BytesIO(data))
    assert img.format == "PNG"
    assert img.width >= 1400
    assert img.mode == "P"
    assert png_chunks(data)[0] == b"IHDR"
    assert set(png_chunks(data)) <= {b"IHDR", b"PLTE", b"IDAT", b"IEND"}


@pytest.mark.parametrize(
    "fn, view",
    [(render_money_deck, money_early()), (render_money_deck, money_late()), (render_cabinet, cabinet())],
)
def test_status_pictures_are_small_plain_pngs(fn: object, view: object) -> None:
    """Status pictures: PNGs with no metadata, small enough for a DM."""
    data = fn(view, EN)  # type: ignore[operator]
    assert len(data) <= MAX_BYTES
    assert set(png_chunks(data)) <= {b"IHDR", b"PLTE", b"IDAT", b"IEND"}
    Image.open(io.BytesIO(data)).verify()


def test_render_functions_take_only_their_public_view() -> None:
    """'render_map(view, words) -> bytes (PNG) from a public view': anything else (a dict, the game state, another view)
    is refused with a TypeError naming the expected view."""
    with pytest.raises(TypeError, match="CoupMapView"):
        render_map({"turn": 1}, EN)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="CoupMapView"):
        render_map(money_early(), EN)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="MoneyDeckView"):
        render_money_deck(cabinet(), EN)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="CabinetView"):
        render_cabinet(quiet_city(), EN)  # type: ignore[arg-type]


def test_views_carry_no_private_fields() -> None:
    """'Nothing here may carry a private fact': the views the renderer reads are frozen dataclasses of public
    fields only (no hands, cash, locations or orders), and none of their fields is private."""
    import dataclasses

    forbidden = {"hand", "hands", "cash", "pocket", "bank", "location", "orders", "seed"}
    for cls in (CoupMapView, MoneyDeckView, CabinetView, Stack, Move, Battle, Bombardment, Retreat, Placement):
        assert dataclasses.is_dataclass(cls)
        params: Any = vars(cls)["__dataclass_params__"]
        assert params.frozen
        names = {f.name for f in dataclasses.fields(cls)}
        assert not names & forbidden, (cls, names & forbidden)
        assert not any(n.startswith("_") for n in names), cls


def test_render_reads_only_the_public_views() -> None:
    """render/ may import `rules` views and the city map, never the game state, `bot`, `discord` or `aiosqlite`."""
    allowed_rules = {"rules.junta.mapview", "rules.junta.city"}
    for path in sorted(RENDER_DIR.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                top = name.split(".")[0]
                assert top not in {"bot", "discord", "aiosqlite"}, (path.name, name)
                if top == "rules":
                    assert name in allowed_rules, f"{path.name} imports {name}"


def test_empty_and_odd_views_still_draw() -> None:
    """Odd but possible views: no families, units of unknown owners or kinds, zones off the map, a crowd of
    stacks in one zone, more than ten families, a helicopter's two-zone move, long names."""
    assert render_map(CoupMapView(turn=1, phase="coup_1", deadline="", families=()), EN)
    many = tuple(Family(i, f"Family number {i} with a rather long name indeed") for i in range(12))
    crowd = tuple(Stack(14, i % 12, kind, 1 + i) for i, kind in enumerate(["soldier", "tank", "police"] * 6))
    view = CoupMapView(
        turn=99,
        phase="coup_6 with a very long phase name that goes on and on and on and on and on and on",
        deadline="tomorrow, 22:00 America/New_York",
        families=many,
        stacks=(*crowd, Stack(99, 3, "soldier", 2), Stack(3, 77, "flying_saucer", 1), Stack(5, 1, "militia", 0)),
        control=(Control(14, "pro_junta"), Control(8, "pro_president"), Control(3, "rebels")),
        moves=(Move(1, 7, 29, 1), Move(2, 14, 99, 3), Move(3, 5, 5, 1)),
        bombardments=(Bombardment(14, "intervention_airstrike", None, 40, 3),),
        battles=(Battle(14, tuple((i, i % 3) for i in range(12))), Battle(99, ())),
        retreats=(Retreat(50, "tank", 1, 14, None), Retreat(1, "soldier", 1, 14, 13)),
        placements=(Placement(1, "student", 2, 14, ""),),
        rebels=(1, 2, 3),
    )
    data = render_map(view, EN)
    assert Image.open(io.BytesIO(data)).width >= 1400
    assert len(data) <= MAX_BYTES


def test_money_deck_edges() -> None:
    """The money deck with nothing drawn, with no unknown tail, and drawn past every possible bill."""
    for view in (MoneyDeckView(0), MoneyDeckView(96, extra_max=0), MoneyDeckView(140), MoneyDeckView(110)):
        Image.open(io.BytesIO(render_money_deck(view, EN))).verify()


def test_cabinet_edges() -> None:
    """A cabinet with no President, no rows, nobody dead or exiled."""
    Image.open(io.BytesIO(render_cabinet(CabinetView(turn=1, president=None, rows=()), EN))).verify()
    row = CabinetRow("president", None, "vacant")
    Image.open(io.BytesIO(render_cabinet(CabinetView(turn=2, president=None, rows=(row,)), EN))).verify()


zones = st.sampled_from([z.id for z in CITY.zones])
owners = st.integers(min_value=0, max_value=11)
kinds = st.sampled_from(["soldier", "tank", "police", "student", "marine", "helicopter", "palace_guard"])
families = st.lists(st.builds(Family, owners, st.text(min_size=1, max_size=30)), max_size=10, unique_by=lambda f: f.id)
views = st.builds(
    CoupMapView,
    turn=st.integers(0, 50),
    phase=st.text(max_size=30),
    deadline=st.text(max_size=40),
    families=families.map(tuple),
    stacks=st.lists(st.builds(Stack, zones, owners, kinds, st.integers(1, 12)), max_size=40).map(tuple),
    control=st.lists(
        st.builds(
            Control, st.sampled_from(CITY.control_points), st.sampled_from(["rebels", "loyalists", "shared", "empty"])
        ),
        max_size=5,
    ).map(tuple),
    moves=st.lists(st.builds(Move, owners, zones, zones, st.integers(1, 9)), max_size=10).map(tuple),
    bombardments=st.lists(
        st.builds(
            Bombardment, zones, st.sampled_from(["airstrike", "gunboat"]), st.none() | owners, owners, st.integers(0, 6)
        ),
        max_size=3,
    ).map(tuple),
    battles=st.lists(
        st.builds(Battle, zones, st.lists(st.tuples(owners, st.integers(0, 5)), max_size=4).map(tuple)), max_size=4
    ).map(tuple),
    retreats=st.lists(st.builds(Retreat, owners, kinds, st.integers(1, 5), zones, st.none() | zones), max_size=5).map(
        tuple
    ),
    placements=st.lists(
        st.builds(Placement, owners, kinds, st.integers(1, 4), zones, st.text(max_size=20)), max_size=4
    ).map(tuple),
    rebels=st.lists(owners, max_size=4).map(tuple),
)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(views)
def test_any_view_draws_the_same_twice(view: CoupMapView) -> None:
    """Property: any view (any stacks, events, names) draws without error, to the same bytes each time."""
    first = render_map(view, EN)
    assert render_map(view, EN) == first
    assert len(first) <= MAX_BYTES
