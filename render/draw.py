"""Drawing helpers shared by the pictures: a `Painter` over an RGB or palette image, pills, arrows, counters.

The coup map draws each phase straight onto a palette ('P') copy of its cached base picture, which keeps the PNG
encoder's input small and needs no colour mapping per picture. Shapes are drawn with palette indices; antialiased
text and counters are rendered once in RGB on the colour they will sit on, mapped onto the palette and cached as
sprites, then pasted. On an RGB image the same calls draw directly.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Sequence
from functools import cache, lru_cache
from typing import Any, cast

from PIL import Image, ImageDraw, ImageFilter

from render.fonts import font, text_width
from render.layout import COUNTER, SMALL_COUNTER
from render.style import COUNTER_EDGE, PLACED, RGB, WHITE, ink_on, palette_colours, palette_image

Point = tuple[float, float]
Ink = RGB | int

RENDER_LOCK = threading.Lock()
"""Held while a picture is drawn: the cached fonts, sprites and base pictures are shared by every call, and the
bot renders from worker threads. Encoding (the larger part) runs outside it."""


@cache
def palette_index(colour: RGB) -> int:
    """The palette entry for a colour (the nearest one if the colour is not in the palette)."""
    colours = palette_colours()
    try:
        return colours.index(colour)
    except ValueError:
        return min(
            range(len(colours)), key=lambda i: sum((a - b) ** 2 for a, b in zip(colours[i], colour, strict=True))
        )


def to_sprite(img: Image.Image, mask: Image.Image | None = None) -> tuple[Image.Image, Image.Image | None]:
    """An RGB sprite (and optional 'L' mask) as a palette sprite with a two-level mask, ready to paste on 'P'."""
    p = img.quantize(palette=palette_image(), dither=Image.Dither.NONE)
    if mask is None:
        return p, None
    return p, mask.point(lambda v: 255 if v >= 128 else 0).convert("1")


@lru_cache(maxsize=8192)
def _text_sprite(
    s: str, size: int, bold: bool, fill: RGB, bg: RGB, anchor: str
) -> tuple[Image.Image, Image.Image, int, int]:
    f = font(size, bold)
    bx0, by0, bx1, by1 = f.getbbox(s, anchor=anchor)
    x0, y0 = int(bx0), int(by0)
    w, h = max(1, int(bx1) - x0), max(1, int(by1) - y0)
    img = Image.new("RGB", (w, h), bg)
    mask = Image.new("L", (w, h), 0)
    ImageDraw.Draw(img).text((-x0, -y0), s, font=f, fill=fill, anchor=anchor)
    ImageDraw.Draw(mask).text((-x0, -y0), s, font=f, fill=255, anchor=anchor)
    p = img.quantize(palette=palette_image(), dither=Image.Dither.NONE)
    return p, mask.point(lambda v: 255 if v > 0 else 0).convert("1"), x0, y0


@lru_cache(maxsize=4096)
def _text_mask(s: str, size: int, bold: bool, anchor: str, ink: int) -> tuple[Any, tuple[int, int]]:
    """One line's glyphs as ImageDraw.text renders them at a whole-pixel position (`getmask2`, the same arguments)."""
    return font(size, bold).getmask2(s, "L", None, None, None, 0, anchor, ink, (0.0, 0.0), stroke_filled=True)


class Painter:
    """Draws with RGB colours on an RGB image, or with their palette indices on a 'P' image."""

    def __init__(self, img: Image.Image) -> None:
        self.img = img
        self.d = ImageDraw.Draw(img)
        self.paletted = img.mode == "P"

    def ink(self, c: RGB | None) -> Ink | None:
        if c is None:
            return None
        return palette_index(c) if self.paletted else c

    def rect(self, box: Sequence[float], fill: RGB | None = None, outline: RGB | None = None, width: int = 1) -> None:
        self.d.rectangle(tuple(box), fill=self.ink(fill), outline=self.ink(outline), width=width)

    def rounded(
        self,
        box: Sequence[float],
        radius: float,
        fill: RGB | None = None,
        outline: RGB | None = None,
        width: int = 1,
    ) -> None:
        self.d.rounded_rectangle(tuple(box), radius=radius, fill=self.ink(fill), outline=self.ink(outline), width=width)

    def line(self, pts: Sequence[Point], fill: RGB, width: int = 1, joint: str | None = None) -> None:
        self.d.line(list(pts), fill=self.ink(fill), width=width, joint=joint)

    def polygon(
        self, pts: Sequence[Point], fill: RGB | None = None, outline: RGB | None = None, width: int = 1
    ) -> None:
        self.d.polygon(list(pts), fill=self.ink(fill), outline=self.ink(outline), width=width)

    def ellipse(
        self, box: Sequence[float], fill: RGB | None = None, outline: RGB | None = None, width: int = 1
    ) -> None:
        self.d.ellipse(tuple(box), fill=self.ink(fill), outline=self.ink(outline), width=width)

    def text(
        self,
        xy: Point,
        s: str,
        size: int,
        fill: RGB,
        bold: bool = False,
        anchor: str = "la",
        bg: RGB | None = None,
    ) -> None:
        """Text at xy; on a palette image `bg` (the colour under the text) is required for smooth edges."""
        if not s:
            return
        x, y = round(xy[0]), round(xy[1])
        if not self.paletted:
            if "\n" in s or self.d.fontmode != "L":
                self.d.text((x, y), s, font=font(size, bold), fill=fill, anchor=anchor)
                return
            # What ImageDraw.text does for one line of a FreeType font, with the glyphs' mask kept: the pictures
            # say the same words again and again, and rendering them was half of a cabinet card's time (issue 26).
            ink = cast(int, self.d._getink(fill)[0])
            mask, (ox, oy) = _text_mask(s, size, bold, anchor, ink)
            self.d.draw.draw_bitmap((x + ox, y + oy), mask, ink)
            return
        if bg is None:
            raise ValueError("text on a palette image needs the colour it is drawn on (bg)")
        sprite, mask, ox, oy = _text_sprite(s, size, bold, fill, bg, anchor)
        self.img.paste(sprite, (x + ox, y + oy), mask)


def pill(
    p: Painter,
    x: float,
    y: float,
    s: str,
    size: int,
    fill: RGB,
    ink: RGB | None = None,
    outline: RGB | None = None,
    height: int = 18,
    pad: int = 6,
) -> int:
    """A rounded label with `s` centred in it, top-left at (x, y); returns its width."""
    w = text_width(s, size, bold=True) + 2 * pad
    p.rounded((x, y, x + w - 1, y + height - 1), radius=height // 2, fill=fill, outline=outline)
    p.text((x + w / 2, y + height / 2), s, size, ink or ink_on(fill), bold=True, anchor="mm", bg=fill)
    return w


def chip_width(number: str) -> int:
    return max(18, text_width(number, 11, bold=True) + 6)


def chip(p: Painter, x: float, y: float, number: str, colour: RGB, size: int = 18) -> int:
    """A family's number on a square of its colour (the legend's and the events' key to the counters)."""
    w = max(size, text_width(number, 11, bold=True) + 6)
    p.rounded((x, y, x + w - 1, y + size - 1), radius=3, fill=colour, outline=COUNTER_EDGE)
    p.text((x + w / 2, y + size / 2), number, 11, ink_on(colour), bold=True, anchor="mm", bg=colour)
    return w


def arrow(
    p: Painter,
    p0: Point,
    p1: Point,
    colour: RGB,
    casing: RGB,
    width: int = 5,
    dashed: bool = False,
) -> None:
    """A straight arrow from p0 to p1 with a head at p1, in `colour` with a darker rim."""
    length = math.dist(p0, p1)
    if length < 1:
        return
    ux, uy = (p1[0] - p0[0]) / length, (p1[1] - p0[1]) / length
    head = 8 + width * 2
    base = (p1[0] - ux * head, p1[1] - uy * head)
    nx, ny = -uy, ux
    hw = width + 5
    tri = [p1, (base[0] + nx * hw, base[1] + ny * hw), (base[0] - nx * hw, base[1] - ny * hw)]
    segs: list[tuple[Point, Point]] = []
    if dashed:
        pos = 0.0
        stop = length - head
        while pos < stop:
            end = min(pos + 10, stop)
            segs.append(((p0[0] + ux * pos, p0[1] + uy * pos), (p0[0] + ux * end, p0[1] + uy * end)))
            pos += 16
    else:
        segs.append((p0, base))
    for a, b in segs:
        p.line([a, b], fill=casing, width=width + 4)
    p.polygon(tri, fill=casing)
    for a, b in segs:
        p.line([a, b], fill=colour, width=width)
    inner = 0.55
    c = (base[0] + ux * head * 0.22, base[1] + uy * head * 0.22)
    p.polygon(
        [
            (p1[0] - ux * 3, p1[1] - uy * 3),
            (c[0] + nx * hw * inner, c[1] + ny * hw * inner),
            (c[0] - nx * hw * inner, c[1] - ny * hw * inner),
        ],
        fill=colour,
    )


def star(cx: float, cy: float, r_out: float, r_in: float, points: int = 10) -> list[Point]:
    out: list[Point] = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        a = math.pi * i / points - math.pi / 2
        out.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return out


TAG = 5
"""How far a counter's 'placed' tag sticks out above and right of the counter."""


@lru_cache(maxsize=2048)
def counter_sprite(
    colour: RGB, number: str, label: str, count: int, small: bool, unarmed: bool, placed: bool
) -> tuple[Image.Image, Image.Image]:
    """A unit counter (RGB image and 'L' mask, TAG px larger above and to the right):

    family colour, the family's number on a white tab at the left, the unit's short label on top, the count
    below; a round right end for unarmed units; a green '+' tag at the top right for units placed last phase.
    """
    w, h = SMALL_COUNTER if small else COUNTER
    img = Image.new("RGB", (w + TAG, h + TAG), WHITE)
    mask = Image.new("L", img.size, 0)
    d = ImageDraw.Draw(img)
    m = ImageDraw.Draw(mask)
    box = (0, TAG, w - 1, TAG + h - 1)
    if unarmed:
        # a round right end: the shape drawn on the mask, its rim found by shrinking the mask by a pixel
        r = h // 2
        m.rounded_rectangle((0, TAG, w - r, TAG + h - 1), radius=4, fill=255)
        m.ellipse((w - h, TAG, w - 1, TAG + h - 1), fill=255)
        d.bitmap((0, 0), mask, fill=COUNTER_EDGE)
        d.bitmap((0, 0), mask.filter(ImageFilter.MinFilter(3)), fill=colour)
    else:
        d.rounded_rectangle(box, radius=4, fill=colour, outline=COUNTER_EDGE)
        m.rounded_rectangle(box, radius=4, fill=255)
    tab = 11 if small else 13
    if len(number) > 1:
        tab += 3
    d.rounded_rectangle((1, TAG + 1, tab, TAG + h - 2), radius=3, fill=WHITE)
    d.rectangle((tab - 3, TAG + 1, tab, TAG + h - 2), fill=WHITE)
    d.line([(tab + 1, TAG + 1), (tab + 1, TAG + h - 2)], fill=COUNTER_EDGE, width=1)
    num_size = (9 if small else 10) if len(number) < 2 else (8 if small else 9)
    d.text((1 + tab / 2, TAG + h / 2), number, font=font(num_size, True), fill=COUNTER_EDGE, anchor="mm")
    ink = ink_on(colour)
    cx = tab + 1 + (w - tab - 1) / 2 - (2 if unarmed else 0)
    if small:
        d.text((cx, TAG + 8), label, font=font(8, True), fill=ink, anchor="mm")
        d.text((cx, TAG + h - 8), str(count), font=font(11, True), fill=ink, anchor="mm")
    else:
        d.text((cx, TAG + 9), label, font=font(10, True), fill=ink, anchor="mm")
        d.text((cx, TAG + h - 9), str(count), font=font(13, True), fill=ink, anchor="mm")
    if placed:
        t = (w - 7, 0, w + TAG - 1, TAG + 6)
        d.rectangle(t, fill=PLACED, outline=WHITE)
        m.rectangle(t, fill=255)
        mx, my = (t[0] + t[2]) / 2, (t[1] + t[3]) / 2
        d.line([(mx - 3, my), (mx + 3, my)], fill=WHITE, width=2)
        d.line([(mx, my - 3), (mx, my + 3)], fill=WHITE, width=2)
    return img, mask


@lru_cache(maxsize=2048)
def _counter_sprite_p(
    colour: RGB, number: str, label: str, count: int, small: bool, unarmed: bool, placed: bool
) -> tuple[Image.Image, Image.Image | None]:
    img, mask = counter_sprite(colour, number, label, count, small, unarmed, placed)
    return to_sprite(img, mask)


def paste_counter(
    p: Painter,
    x: int,
    y: int,
    colour: RGB,
    number: str,
    label: str,
    count: int,
    small: bool = False,
    unarmed: bool = False,
    placed: bool = False,
) -> None:
    """Paste a counter whose body's top-left corner is (x, y)."""
    if p.paletted:
        sprite, mask = _counter_sprite_p(colour, number, label, count, small, unarmed, placed)
    else:
        sprite, mask = counter_sprite(colour, number, label, count, small, unarmed, placed)
    p.img.paste(sprite, (x, y - TAG), mask)
