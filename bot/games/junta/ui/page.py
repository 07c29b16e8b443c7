"""A player's Status Page as a message (`show_status`: /status in DMs, and the button under each phase's opening
post), and that button: `junta:page:<game>:<phase>`, a persistent dynamic item that shows whoever presses it his own
Status Page, privately. It carries the phase it opened (what tests and tools read to know which phase a post opens;
players read phase names, never counters)."""

from __future__ import annotations

import asyncio
import functools
import re
from typing import Any

import discord

from bot.games.junta.interact import service
from bot.games.junta.services.orders import GameRef
from bot.games.junta.text import status_page
from bot.games.junta.ui.quick import QuickDone, status_view
from bot.interact import lang, reply
from bot.services import Failure
from bot.text.i18n import DEFAULT_LOCALE, Locale, t
from render import render_money_deck
from rules.junta.mapview import MoneyDeckView
from rules.junta.state import Phase

__all__ = ["PageButton", "money_deck_png", "opening_view", "page_view", "show_status"]

_PNG_CACHE: dict[tuple[MoneyDeckView, Locale], bytes] = {}


async def money_deck_png(view: MoneyDeckView, locale: Locale) -> bytes:
    """The money deck's bar as PNG. The same few views come back in every Status Page, so each is drawn once, in a
    worker thread (a render holds Pillow's lock and mostly the GIL, which the event loop needs to acknowledge
    interactions)."""
    png = _PNG_CACHE.get((view, locale))
    if png is None:
        png = await asyncio.to_thread(render_money_deck, view, functools.partial(t, locale))
        if len(_PNG_CACHE) >= 512:
            _PNG_CACHE.clear()
        _PNG_CACHE[(view, locale)] = png
    return png


async def show_status(interaction: discord.Interaction[Any], game: GameRef) -> None:
    """Answer with the player's Status Page of `game` (private: ephemeral in a server), with its buttons."""
    got = await service(interaction).my_status(game, interaction.user.id)
    if isinstance(got, Failure):
        await reply(interaction, got.say)
        return
    text = status_page(
        lang(interaction),
        got.game.name,
        got.view,
        [o for _, o in got.orders],
        owes=got.owes,
        done=got.done,
        deadline=got.deadline,
        missing=[said(lang(interaction)) for said in got.missing],
    )
    buttons = status_view(
        got.game.id,
        got.game.phase_seq,
        owes=not got.done,
        budget_vote=got.view.public.phase is Phase.BUDGET_VOTE,
        locale=lang(interaction),
    )
    await reply(interaction, text, view=buttons)


class PageButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"junta:page:(?P<game>[0-9]{1,18}):(?P<phase>[0-9]{1,18})"
):
    """Under a phase's opening post: your Status Page, shown to you alone."""

    def __init__(self, game: int, phase: int, *, locale: Locale = DEFAULT_LOCALE) -> None:
        super().__init__(
            discord.ui.Button(
                label=t(locale, "button-status-page"),
                style=discord.ButtonStyle.secondary,
                custom_id=f"junta:page:{game}:{phase}",
            )
        )
        self.game = game
        self.phase = phase

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> PageButton:
        return cls(int(match["game"]), int(match["phase"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        await show_status(interaction, self.game)


def page_view(game: int, phase: int, locale: Locale) -> discord.ui.View:
    """Under a phase's opening post (labelled in the game's language): the reader's own Status Page."""
    view = discord.ui.View(timeout=None)
    view.add_item(PageButton(game, phase, locale=locale))
    return view


def opening_view(game: int, phase: int, locale: Locale) -> discord.ui.View:
    """Under a phase's opening DM: the player's Status Page, and Done (which sums up his orders and warns of what is
    missing before it marks anything)."""
    view = page_view(game, phase, locale)
    view.add_item(QuickDone(game, phase, locale=locale))
    return view
