"""How long the coup map takes to draw: `python -m bench.render [--runs N]`.

Prints the median time to render the full-coup demo map (`render.demo.coup_in_full_swing`) to PNG bytes (and its
inline overview), and beside it the floor: the median time Pillow takes just to encode a PNG of the same picture
(same size, same palette mode, same settings). Targets: under 50 ms, and within 2x the floor. Figures only, no verdict.
"""

from __future__ import annotations

import argparse
import functools
import io
import statistics
import time
from collections.abc import Callable

from bot.text.i18n import t
from render import render_map, render_map_overview
from render.citymap import base_image, draw_map
from render.demo import coup_in_full_swing, quiet_city
from render.png import COMPRESS_LEVEL, encode_png

EN = functools.partial(t, "en")
"""The pictures' words in English (render.words)."""


def _median_ms(fn: Callable[[], object], runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--runs", type=int, default=30)
    args = parser.parse_args(argv)

    start = time.perf_counter()
    base_image(EN)
    base_ms = (time.perf_counter() - start) * 1000
    view = coup_in_full_swing()
    start = time.perf_counter()
    data = render_map(view, EN)
    first_ms = (time.perf_counter() - start) * 1000

    picture = draw_map(view, EN)

    def encode_only() -> bytes:
        buf = io.BytesIO()
        picture.save(buf, format="PNG", compress_level=COMPRESS_LEVEL, optimize=False)
        return buf.getvalue()

    render_ms = _median_ms(lambda: render_map(view, EN), args.runs)
    floor_ms = _median_ms(encode_only, args.runs)
    draw_ms = _median_ms(lambda: draw_map(view, EN), args.runs)
    encode_ms = _median_ms(lambda: encode_png(picture), args.runs)
    quiet = quiet_city()
    quiet_ms = _median_ms(lambda: render_map(quiet, EN), args.runs)
    overview = render_map_overview(view, EN)
    overview_ms = _median_ms(lambda: render_map_overview(view, EN), args.runs)

    size = f"{picture.width} x {picture.height} {picture.mode}"
    print(f"picture: {size}, {len(data) / 1024:.0f} KiB, zlib level {COMPRESS_LEVEL}")
    print(f"base city (built once per process):   {base_ms:7.1f} ms")
    print(f"first full-coup render (cold sprites): {first_ms:7.1f} ms")
    print(f"full-coup render, median of {args.runs}:     {render_ms:7.1f} ms")
    ratio = render_ms / floor_ms
    print(f"encode-only floor, median of {args.runs}:    {floor_ms:7.1f} ms   (render / floor = {ratio:.2f}x)")
    print(f"  of which drawing the phase:          {draw_ms:7.1f} ms")
    print(f"  of which PNG encoding:               {encode_ms:7.1f} ms")
    print(f"quiet-city render, median of {args.runs}:    {quiet_ms:7.1f} ms")
    print(f"full-coup overview (inline), median:   {overview_ms:7.1f} ms   ({len(overview) / 1024:.0f} KiB)")


if __name__ == "__main__":
    main()
