"""The painter's text on an RGB picture is the text Pillow draws: it keeps the glyphs' masks (issue 26), and what a
player sees must not change by a pixel."""

from __future__ import annotations

import pytest
from PIL import Image, ImageDraw

from render.draw import Painter
from render.fonts import font


@pytest.mark.parametrize("anchor", ["la", "lm", "mm", "rs", "ms"])
@pytest.mark.parametrize(
    ("text", "size", "bold"), [("Minister of the Interior", 13, False), ("Ärger · 10 ₱", 17, True)]
)
def test_painter_text_is_pillows_text(text: str, size: int, bold: bool, anchor: str) -> None:
    """The same pixels as ImageDraw.text, drawn again from the kept mask, over what is there."""
    ours = Image.new("RGB", (240, 60), (250, 240, 220))
    theirs = ours.copy()
    painter = Painter(ours)
    for xy, fill in (((120, 30), (20, 30, 40)), ((121.4, 29.6), (200, 10, 10)), ((60, 20), (20, 30, 40))):
        painter.text(xy, text, size, fill, bold=bold, anchor=anchor)
        ImageDraw.Draw(theirs).text(
            (round(xy[0]), round(xy[1])), text, font=font(size, bold), fill=fill, anchor=anchor
        )
    assert ours.tobytes() == theirs.tobytes()
