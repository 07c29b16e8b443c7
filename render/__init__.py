"""Pillow pictures of the game (the coup map, status pictures), drawn from public views.

Every function takes one public view from `rules.junta.mapview` and returns PNG bytes: synchronous, CPU only, and pure
(the same view always gives the same bytes). The bot calls them through `asyncio.to_thread`. See README.md.
"""

from render import overview
from render.citymap import base_image, render_map
from render.overview import render_map_overview
from render.status import render_cabinet, render_money_deck
from render.words import Words


def warm_up(words: Words) -> None:
    """Build the cached city pictures in `words`' language now (a second or two, once per process and language),
    e.g. at bot start in a worker thread, so the first map of the day is as quick as the rest. Rendering works
    without it."""
    base_image(words)
    overview.base_image(words)


__all__ = ["Words", "render_cabinet", "render_map", "render_map_overview", "render_money_deck", "warm_up"]
