"""The Accept button under a trade offer: a persistent dynamic item (`junta:trade:<offer id>`), so that it keeps
working after the bot restarts (the offer itself is in the store)."""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.games.junta.interact import service
from bot.interact import lang
from bot.seen import seen_by
from bot.services import Failure
from bot.text.i18n import DEFAULT_LOCALE, Locale, t

__all__ = ["TradeAccept", "trade_view"]


class TradeAccept(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"junta:trade:(?P<offer>[0-9a-f]{1,32})"):
    def __init__(self, offer: str, *, locale: Locale = DEFAULT_LOCALE) -> None:
        super().__init__(
            discord.ui.Button(
                label=t(locale, "button-accept"), style=discord.ButtonStyle.success, custom_id=f"junta:trade:{offer}"
            )
        )
        self.offer = offer

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> TradeAccept:
        return cls(match["offer"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        got = await service(interaction).accept_trade(self.offer, interaction.user.id, seen=seen_by(interaction))
        if isinstance(got, Failure):
            await interaction.response.send_message(got.text(lang(interaction)), ephemeral=True)
            return
        done = discord.ui.View(timeout=None)
        button: discord.ui.Button[Any] = discord.ui.Button(
            label=t(lang(interaction), "button-accepted"),
            style=discord.ButtonStyle.secondary,
            disabled=True,
            custom_id=f"junta:traded:{self.offer}",
        )
        done.add_item(button)
        await interaction.response.edit_message(view=done)


def trade_view(offer: str, locale: Locale) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(TradeAccept(offer, locale=locale))
    return view
