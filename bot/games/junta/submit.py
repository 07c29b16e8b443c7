"""Recording an order made of what a player typed or pressed (`submit`), for Junta's order commands and menus: one
use case, and the echo of what was recorded."""

from __future__ import annotations

from typing import Any

import discord

from bot.games.junta.interact import service
from bot.games.junta.services.orders import Draft
from bot.games.junta.text.orders import recorded_text
from bot.interact import reply
from bot.seen import seen_by
from bot.services import Failure
from bot.text.i18n import Locale
from bot.text.say import words

__all__ = ["submit"]


async def submit(
    interaction: discord.Interaction[Any], game: str | None, draft: Draft, *, phase: int | None = None
) -> None:
    """Record the order `draft` makes of what was typed, for the phase the player saw (`phase` if what he pressed
    names it), and say what was recorded or why not: one use case, one transaction, in which the game is found and
    the typed names become seats. Acknowledged at once, answered when recorded."""
    await interaction.response.defer(thinking=True)
    got = await service(interaction).submit_order(game, interaction.user.id, draft, seen=seen_by(interaction, phase))
    if isinstance(got, Failure):
        await reply(interaction, words("reply-not-recorded", reason=got.say))
        return
    assert got.game is not None
    straw = got.names[got.row.seat] if got.for_straw_man else None
    game_name, names, order, deadline, notes = got.game.name, got.names, got.order, got.deadline, got.notes

    def text(locale: Locale) -> str:
        return recorded_text(
            locale, game_name, names, order, deadline, straw_man=straw, notes=[n(locale) for n in notes]
        )

    await reply(interaction, text)
