"""The button under a coup phase's map post (issue 22): the channel shows the map drawn to be read inline (Discord
shows a picture about 550 px wide); the button `junta:map:<game>:<phase>` shows whoever presses it the full map of
that phase (unit kinds, names, every event of last phase), privately. A persistent dynamic item: it works on any
coup map post of the game, old ones included, after a restart too."""

from __future__ import annotations

import asyncio
import functools
import io
import re
from typing import Any

import discord

from bot.games.junta.interact import service
from bot.interact import lang, reply
from bot.services import Failure
from bot.text.i18n import DEFAULT_LOCALE, Locale, t
from bot.text.say import words
from render import render_map
from rules.junta.mapview import CoupMapView

__all__ = ["FULL_MAP_FILE", "FullMapButton", "full_map_png", "full_map_view"]

FULL_MAP_FILE = "coup-map-full.png"
_PNG_CACHE: dict[tuple[CoupMapView, Locale], bytes] = {}


async def full_map_png(view: CoupMapView, locale: Locale) -> bytes:
    """The full map of `view` as PNG with its words in `locale`, drawn in a worker thread; a phase's map is asked
    for by every player who presses its button, so the last few are kept."""
    png = _PNG_CACHE.get((view, locale))
    if png is None:
        png = await asyncio.to_thread(render_map, view, functools.partial(t, locale))
        if len(_PNG_CACHE) >= 16:
            _PNG_CACHE.pop(next(iter(_PNG_CACHE)))
        _PNG_CACHE[(view, locale)] = png
    return png


class FullMapButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"junta:map:(?P<game>[0-9]{1,18}):(?P<phase>[0-9]{1,18})"
):
    """Under a coup map post: the full map of that phase, shown to you alone."""

    def __init__(self, game: int, phase: int, *, locale: Locale = DEFAULT_LOCALE) -> None:
        super().__init__(
            discord.ui.Button(
                label=t(locale, "button-full-map"),
                style=discord.ButtonStyle.secondary,
                custom_id=f"junta:map:{game}:{phase}",
            )
        )
        self.game = game
        self.phase = phase

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> FullMapButton:
        return cls(int(match["game"]), int(match["phase"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        got = await service(interaction).coup_map(self.game, self.phase)
        if isinstance(got, Failure):
            await reply(interaction, got.say)
            return
        if got is None:
            await reply(interaction, words("reply-no-map-of-phase"))
            return
        png = await full_map_png(got, lang(interaction))
        text = words("reply-full-map")
        await reply(interaction, text, files=[discord.File(io.BytesIO(png), filename=FULL_MAP_FILE)])


def full_map_view(game: int, phase: int, locale: Locale) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(FullMapButton(game, phase, locale=locale))
    return view
