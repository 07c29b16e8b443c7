"""The fonts every picture uses: DejaVu Sans and DejaVu Sans Bold, shipped in `render/fonts/` (see LICENSE.txt).

Loaded through importlib.resources and laid out with Pillow's basic layout engine (not Raqm, which a machine may or
may not have), so the same text gives the same pixels on every machine with the same Pillow.
"""

from __future__ import annotations

import io
from functools import cache, lru_cache
from importlib import resources

from PIL import ImageFont

REGULAR = "DejaVuSans.ttf"
BOLD = "DejaVuSans-Bold.ttf"


@cache
def _font_bytes(name: str) -> bytes:
    return resources.files("render").joinpath("fonts", name).read_bytes()


@cache
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """The shipped DejaVu Sans (or Bold) at `size` pixels."""
    data = _font_bytes(BOLD if bold else REGULAR)
    return ImageFont.truetype(io.BytesIO(data), size, layout_engine=ImageFont.Layout.BASIC)


@lru_cache(maxsize=16384)
def text_width(text: str, size: int, bold: bool = False) -> int:
    """The advance width of `text` in pixels (what `ImageDraw.text` moves by)."""
    return round(font(size, bold).getlength(text))
