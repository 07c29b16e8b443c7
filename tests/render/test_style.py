"""Colours and fonts: ten family colours that stay apart for colour-blind players, one fixed palette, and the
shipped DejaVu fonts with their licence."""

from __future__ import annotations

import itertools
import math
from importlib import resources

from render.fonts import BOLD, REGULAR, font
from render.style import FAMILY_COLOURS, RGB, palette_colours

# Machado, Oliveira & Fernandes (2009), severity 1.0, applied to linear RGB.
CVD = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}


def _linear(c: int) -> float:
    v = c / 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def _lab(rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = rgb
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def _seen(c: RGB, matrix: tuple[tuple[float, float, float], ...] | None) -> tuple[float, float, float]:
    lin = [_linear(v) for v in c]
    if matrix is not None:
        lin = [min(1.0, max(0.0, sum(matrix[i][j] * lin[j] for j in range(3)))) for i in range(3)]
    return _lab((lin[0], lin[1], lin[2]))


def test_ten_family_colours_stay_apart_for_colour_blind_players() -> None:
    """'Ten family colours that stay distinct for colour-blind players': every pair differs by at least 15
    (CIE76 Delta E) for normal vision and under simulated protanopia, deuteranopia and tritanopia."""
    assert len(FAMILY_COLOURS) == 10
    for name, matrix in [("normal", None), *CVD.items()]:
        seen = [_seen(c, matrix) for c in FAMILY_COLOURS]
        worst = min((math.dist(seen[i], seen[j]), i + 1, j + 1) for i, j in itertools.combinations(range(len(seen)), 2))
        assert worst[0] >= 15, f"{name}: families {worst[1]} and {worst[2]} look alike (Delta E {worst[0]:.1f})"


def test_palette_holds_every_colour_once() -> None:
    """Pictures are palette PNGs: all key colours fit in 256 entries, each exactly once."""
    colours = palette_colours()
    assert len(colours) <= 256
    assert len(set(colours)) == len(colours)
    assert set(FAMILY_COLOURS) <= set(colours)


def test_fonts_are_shipped_with_their_licence() -> None:
    """Fonts ship inside the package (DejaVu Sans and Bold) with the DejaVu licence, so text renders the same on
    every machine."""
    folder = resources.files("render").joinpath("fonts")
    for name in (REGULAR, BOLD):
        assert folder.joinpath(name).read_bytes()[:4] == b"\x00\x01\x00\x00"
    licence = folder.joinpath("LICENSE.txt").read_text(encoding="utf-8")
    assert "Bitstream" in licence and "DejaVu" in licence
    assert font(12).getname()[0] == "DejaVu Sans"
    assert font(12, bold=True).getname() == ("DejaVu Sans", "Bold")
