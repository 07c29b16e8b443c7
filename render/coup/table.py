"""The table after a turn (COUP.md 7.1, all public): each player's face-down cards (backs), his revealed cards (face
up, by character), credits and exile count; the Treasury, the Court Deck's size, and whose turn it is.

`render_table(view, labels)` -> PNG bytes: synchronous, CPU only, pure (the bot calls it off the event loop, through
`asyncio.to_thread`). Every word on it comes from the bot, in the language of the channel it is posted in
(`TableLabels`: render never imports bot, issue 23)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from render.fonts import font
from render.png import encode_png
from render.style import HEADER, HEADER_ACCENT, INK, INK_SOFT, PANEL, PANEL_LINE, PAPER, RGB, hex_rgb, mix
from rules.coup.cards import Character
from rules.coup.views import PublicSeat, PublicView


@dataclass(frozen=True)
class TableLabels:
    """The words of the picture, in its reader's language: `title` (whose turn, or the end), `bank` (the Treasury
    and the Court Deck), each seat's `seats` label (its name, a computer's marked) and `facts` (credits, exiles,
    out), by seat id; `to_act` under the seat whose turn it is; `characters`: each character's name on its card."""

    title: str
    bank: str
    seats: tuple[str, ...]
    facts: tuple[str, ...]
    to_act: str
    characters: Mapping[Character, str]


WIDTH = 760
ROW = 96
TOP = 64
CARD_W, CARD_H = 52, 74
CARD_BACK = hex_rgb("#3B4A6B")
CARD_BACK_EDGE = hex_rgb("#1E2740")
COLOURS: dict[Character, tuple[int, int, int]] = {
    Character.DUKE: hex_rgb("#7B3FA0"),
    Character.ASSASSIN: hex_rgb("#333333"),
    Character.CAPTAIN: hex_rgb("#2F6DB5"),
    Character.AMBASSADOR: hex_rgb("#3C8D4E"),
    Character.CONTESSA: hex_rgb("#C0392B"),
}
TURN = hex_rgb("#F2C14E")
OUT = hex_rgb("#BDBDBD")


def render_table(view: PublicView, labels: TableLabels) -> bytes:
    height = TOP + ROW * len(view.seats) + 16
    img = Image.new("RGB", (WIDTH, height), PAPER)
    d = ImageDraw.Draw(img)
    d.rectangle((0, 0, WIDTH, TOP - 12), fill=HEADER)
    _write(img, (16, 12), labels.title, 22, HEADER_ACCENT, bold=True)
    _write(img, (WIDTH - 16, 16), labels.bank, 18, PANEL, anchor="ra")
    for i, seat in enumerate(view.seats):
        _seat(img, d, view, seat, labels, TOP + i * ROW)
    return encode_png(img.quantize(palette=_palette(), dither=Image.Dither.NONE))


@lru_cache(maxsize=1)
def _palette() -> Image.Image:
    """The picture's fixed palette: its colours, and seven blends of each ink with the ground it is written on (the
    antialiased edges of the words stay smooth). A palette PNG is written several times faster than an RGB one (a
    picture is drawn after each turn of every live table) and is a third of its size."""
    keys: list[RGB] = [PAPER, PANEL, PANEL_LINE, HEADER, HEADER_ACCENT, INK, INK_SOFT, CARD_BACK, CARD_BACK_EDGE]
    keys += [TURN, OUT, *COLOURS.values()]
    ramps = [(HEADER_ACCENT, HEADER), (PANEL, HEADER), (INK, PANEL), (INK_SOFT, PANEL), (OUT, PANEL)]
    ramps += [(TURN, PANEL), (PANEL_LINE, PANEL), (PANEL_LINE, PAPER), (TURN, PAPER), (PANEL, PAPER)]
    ramps += [(PANEL, CARD_BACK), (CARD_BACK_EDGE, CARD_BACK), (CARD_BACK_EDGE, PANEL)]
    ramps += [(PANEL, ground) for ground in COLOURS.values()] + [(INK, ground) for ground in COLOURS.values()]
    colours = list(dict.fromkeys([*keys, *(mix(ground, ink, k / 8) for ink, ground in ramps for k in range(1, 8))]))
    flat = [v for c in colours for v in c] + list(colours[0]) * (256 - len(colours))
    img = Image.new("P", (1, 1))
    img.putpalette(flat)
    return img


@lru_cache(maxsize=4096)
def _words(text: str, size: int, bold: bool, anchor: str) -> tuple[Image.Image, int, int]:
    """The antialiased mask of `text`, and where its top left lies from the point it is anchored at. The same words
    come back on every turn's picture (the names, the cards, most facts): each is laid out and drawn once."""
    face = font(size, bold)
    left, top, right, bottom = (int(v) for v in face.getbbox(text, anchor=anchor))
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
    ImageDraw.Draw(mask).text((-left, -top), text, font=face, fill=255, anchor=anchor)
    return mask, left, top


def _write(img: Image.Image, at: tuple[int, int], text: str, size: int, fill: RGB, *, bold: bool = False,
           anchor: str = "la") -> None:  # fmt: skip
    """`ImageDraw.text` with the font's `size` and weight, its mask drawn once (`_words`)."""
    mask, left, top = _words(text, size, bold, anchor)
    img.paste(fill, (at[0] + left, at[1] + top), mask)


def _seat(
    img: Image.Image, d: ImageDraw.ImageDraw, view: PublicView, seat: PublicSeat, labels: TableLabels, y: int
) -> None:
    turn = not view.over and view.turn.seat == seat.id
    d.rounded_rectangle(
        (10, y, WIDTH - 10, y + ROW - 10),
        radius=8,
        fill=PANEL,
        outline=TURN if turn else PANEL_LINE,
        width=4 if turn else 1,
    )
    colour = OUT if seat.out else INK
    label = labels.seats[seat.id] if seat.id < len(labels.seats) else ""
    _write(img, (24, y + 10), label[:28], 20, colour, bold=True)
    facts = labels.facts[seat.id] if seat.id < len(labels.facts) else ""
    _write(img, (24, y + 40), facts, 16, INK_SOFT)
    if turn:
        _write(img, (24, y + 62), labels.to_act, 14, INK, bold=True)
    x = 330
    for _ in range(seat.face_down):
        d.rounded_rectangle(
            (x, y + 6, x + CARD_W, y + 6 + CARD_H), radius=6, fill=CARD_BACK, outline=CARD_BACK_EDGE, width=2
        )
        _write(img, (x + CARD_W // 2, y + 6 + CARD_H // 2), "?", 24, PANEL, bold=True, anchor="mm")
        x += CARD_W + 8
    x += 12
    for who in seat.revealed:
        d.rounded_rectangle(
            (x, y + 6, x + CARD_W + 30, y + 6 + CARD_H), radius=6, fill=COLOURS[who], outline=INK, width=1
        )
        name = labels.characters.get(who, "")
        _write(img, (x + (CARD_W + 30) // 2, y + 6 + CARD_H // 2), name, 12, PANEL, bold=True, anchor="mm")
        x += CARD_W + 38
