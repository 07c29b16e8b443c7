"""Status pictures: the money deck's progress bar and the cabinet card."""

from __future__ import annotations

from PIL import Image, ImageChops, ImageDraw

from render import style as S
from render.draw import RENDER_LOCK, Painter, pill
from render.fonts import text_width
from render.png import encode_png
from render.words import Words, office_title
from rules.junta.mapview import CabinetView, MoneyDeckView

# --- the money deck ----------------------------------------------------------------------------------------------

CELL = 8
"""Width of one bill in the bar."""
BAR_X = 24
BAR_Y = 72
BAR_H = 34


def _check(view: object, kind: type, name: str) -> None:
    if not isinstance(view, kind):
        raise TypeError(f"{name} takes a rules.junta.mapview.{kind.__name__}, not {type(view).__name__}")


def draw_money_deck(view: MoneyDeckView, words: Words) -> Image.Image:
    """The money deck as a bar of bills: drawn (grey), known bills left (green), the unknown tail (hatched, '?')."""
    _check(view, MoneyDeckView, "render_money_deck")
    known = max(0, view.known_total)
    extra_max = max(0, view.extra_max)
    extra_min = max(0, min(view.extra_min, extra_max))
    drawn = max(0, view.drawn)
    cells = known + extra_max
    # anything drawn past every possible bill still shows, as a full bar
    cells = max(cells, drawn)
    width = BAR_X * 2 + cells * CELL
    width = max(width, 760)
    height = 158
    img = Image.new("RGB", (width, height), S.PANEL)
    p = Painter(img)
    p.rect((0, 0, width - 1, 40), fill=S.HEADER)
    heading = words("picture-money-deck")
    p.text((BAR_X, 20), heading, 16, S.HEADER_ACCENT, bold=True, anchor="lm")
    x = BAR_X + text_width(heading, 16, True) + 16
    if view.drawn_unknown:
        summary = words("picture-deck-drawn-unknown", drawn=drawn, known=known, unknown=view.drawn_unknown)
    else:
        summary = words("picture-deck-drawn", drawn=drawn, known=known, left=view.known_left)
    p.text((x, 20), summary, 14, S.WHITE, bold=True, anchor="lm")

    unknown_left_max = max(0, extra_max - view.drawn_unknown)
    unknown_left_min = max(0, extra_min - view.drawn_unknown)
    hatch = Image.new("L", img.size, 0)
    hd = ImageDraw.Draw(hatch)
    for k in range(-height, width, 5):
        hd.line([(k, height), (k + height, 0)], fill=255, width=1)
    tail = Image.new("L", img.size, 0)
    td = ImageDraw.Draw(tail)
    for i in range(cells):
        x0 = BAR_X + i * CELL
        box = (x0, BAR_Y, x0 + CELL - 2, BAR_Y + BAR_H)
        if i < drawn:
            p.rect(box, fill=S.MONEY_DRAWN)
        elif i < known:
            p.rect(box, fill=S.MONEY_LEFT)
        else:
            p.rect(box, fill=S.MONEY_UNKNOWN)
        if i >= known:
            td.rectangle(box, fill=255)
    img.paste(S.MONEY_UNKNOWN_HATCH, (0, 0), ImageChops.multiply(hatch, tail))
    # the boundary between known bills and the unknown tail
    kx = BAR_X + known * CELL - 1
    p.line([(kx, BAR_Y - 8), (kx, BAR_Y + BAR_H + 8)], fill=S.INK, width=2)
    if extra_max:
        secret = words("picture-deck-secret", least=extra_min, most=extra_max)
        p.text((kx + 4, BAR_Y - 16), secret, 10, S.INK_SOFT, bold=True, anchor="ls")
        p.text((kx - 4, BAR_Y - 16), words("picture-deck-known", known=known), 10, S.INK_SOFT, bold=True, anchor="rs")
    # the '?' over the part of the tail not yet drawn
    tail_start = max(known, drawn)
    tail_end = known + extra_max
    if tail_end > tail_start:
        qx = BAR_X + (tail_start + tail_end) / 2 * CELL
        p.ellipse((qx - 12, BAR_Y + BAR_H / 2 - 12, qx + 12, BAR_Y + BAR_H / 2 + 12), fill=S.WHITE, outline=S.INK)
        p.text((qx, BAR_Y + BAR_H / 2), "?", 17, S.INK, bold=True, anchor="mm")
    # where the deck stands now
    if 0 < drawn <= cells:
        nx = BAR_X + drawn * CELL - 1
        p.polygon([(nx - 7, BAR_Y - 12), (nx + 7, BAR_Y - 12), (nx, BAR_Y - 3)], fill=S.INK)
    # ticks
    for t in range(0, cells + 1, 10):
        tx = BAR_X + t * CELL - 1
        p.line([(tx, BAR_Y + BAR_H + 1), (tx, BAR_Y + BAR_H + 5)], fill=S.INK_SOFT, width=1)
        p.text((tx, BAR_Y + BAR_H + 13), str(t), 10, S.INK_SOFT, anchor="mm")
    # key
    y = height - 22
    x = BAR_X
    for colour, label, hatched in (
        (S.MONEY_DRAWN, words("picture-deck-key-drawn", drawn=drawn), False),
        (S.MONEY_LEFT, words("picture-deck-key-left", left=view.known_left), False),
        (S.MONEY_UNKNOWN, words("picture-deck-key-unknown", least=unknown_left_min, most=unknown_left_max), True),
    ):
        p.rect((x, y - 7, x + 13, y + 6), fill=colour)
        if hatched:
            swatch = Image.new("L", img.size, 0)
            ImageDraw.Draw(swatch).rectangle((x, y - 7, x + 13, y + 6), fill=255)
            img.paste(S.MONEY_UNKNOWN_HATCH, (0, 0), ImageChops.multiply(hatch, swatch))
        p.text((x + 20, y), label, 12, S.INK, bold=True, anchor="lm")
        x += 20 + text_width(label, 12, True) + 26
    return img


def render_money_deck(view: MoneyDeckView, words: Words) -> bytes:
    """The money deck's progress bar as PNG bytes, its words in `words`' language (`render.words`)."""
    with RENDER_LOCK:
        img = draw_money_deck(view, words)
    return encode_png(img)


# --- the cabinet ---------------------------------------------------------------------------------------------------

CARD_W = 660
ROW_H = 34


def draw_cabinet(view: CabinetView, words: Words) -> Image.Image:
    """The cabinet card: each office and who holds it; the Brother-in-Law, frozen and vacant offices; the dead and
    the exiled."""
    _check(view, CabinetView, "render_cabinet")
    extra = (1 if view.dead else 0) + (1 if view.exiled else 0)
    height = 64 + len(view.rows) * ROW_H + 16 + extra * 28 + (8 if extra else 0)
    img = Image.new("RGB", (CARD_W, height), S.PANEL)
    p = Painter(img)
    p.rect((0, 0, CARD_W - 1, 48), fill=S.HEADER)
    heading = words("picture-cabinet")
    p.text((20, 24), heading, 18, S.HEADER_ACCENT, bold=True, anchor="lm")
    turn = words("picture-turn", turn=view.turn)
    p.text((20 + text_width(heading, 18, True) + 14, 24), turn, 16, S.WHITE, bold=True, anchor="lm")
    president = words("picture-president", president=view.president or "", vacant="no" if view.president else "yes")
    p.text((CARD_W - 20, 24), president, 13, S.HEADER_SOFT, bold=True, anchor="rm")
    p.rect((0, 0, CARD_W - 1, height - 1), outline=S.PANEL_LINE)
    y = 60
    for i, row in enumerate(view.rows):
        if i % 2 == 0:
            p.rect((8, y, CARD_W - 9, y + ROW_H - 1), fill=S.WHITE)
        title = office_title(words, row.office)
        p.text((22, y + ROW_H / 2), title, 13, S.INK, bold=row.office == "president", anchor="lm")
        rx = CARD_W - 22
        if row.status == "held" and row.holder:
            p.text((rx, y + ROW_H / 2), row.holder, 14, S.INK, bold=True, anchor="rm")
        elif row.status == "brother_in_law":
            tag = words("picture-brother-in-law")
            w = text_width(tag, 10, True) + 14
            pill(p, rx - w, y + 8, tag, 10, S.BADGE, height=18, pad=7)
            own = not row.holder
            note = words("picture-presidents") if own else str(row.holder)
            p.text((rx - w - 8, y + ROW_H / 2), note, 12, S.INK_SOFT, anchor="rm")
        elif row.status == "frozen":
            tag = "\u2744 " + words("picture-frozen")
            w = text_width(tag, 10, True) + 14
            pill(p, rx - w, y + 8, tag, 10, S.FROZEN, height=18, pad=7)
            p.text((rx - w - 8, y + ROW_H / 2), words("picture-frozen-units"), 12, S.INK_SOFT, anchor="rm")
        else:
            tag = words("picture-vacant")
            w = text_width(tag, 10, True) + 14
            pill(p, rx - w, y + 8, tag, 10, S.NEUTRAL, ink=S.INK, height=18, pad=7)
        y += ROW_H
    y += 12
    for label, names, colour, glyph in (
        (words("picture-dead"), view.dead, S.DEAD, "\u271d"),
        (words("picture-in-exile"), view.exiled, S.EXILE, "\u2708"),
    ):
        if not names:
            continue
        w = pill(p, 20, y, f"{glyph} {label}", 10, colour, height=20, pad=8)
        listed = ", ".join(names)
        limit = CARD_W - 40 - w - 10
        while text_width(listed, 13, True) > limit and len(listed) > 1:
            listed = listed[:-2] + "\u2026"
        p.text((20 + w + 10, y + 10), listed, 13, S.INK, bold=True, anchor="lm")
        y += 28
    return img


def render_cabinet(view: CabinetView, words: Words) -> bytes:
    """The cabinet card as PNG bytes, its words in `words`' language (`render.words`)."""
    with RENDER_LOCK:
        img = draw_cabinet(view, words)
    return encode_png(img)
