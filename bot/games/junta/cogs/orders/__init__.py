"""Orders, in DMs only: one command per order kind (or a small group), each with its game option. Every accepted
order is echoed back as recorded; a refused one gets the engine's sentence.

Each command is declared with `dm_command` (bot/games/junta/cogs/common.py: DM only, the `game` option, the `if` option
when it takes `if_`), reads its options through the transformers of bot/games/junta/cogs/transformers.py, and hands
`submit` a draft: what was typed made into an order against the player's game, inside the use case's one transaction.
One cog per family of orders: the government (elections, cabinet, budget), the locations phase and cards, the coup."""

from __future__ import annotations

from discord.ext import commands

from bot.games.junta.cogs.orders.coup import CoupCog
from bot.games.junta.cogs.orders.government import GovernmentCog
from bot.games.junta.cogs.orders.locations import LocationsCog

__all__ = ["CoupCog", "GovernmentCog", "LocationsCog", "setup"]


async def setup(bot: commands.Bot) -> None:
    for cog in (GovernmentCog, LocationsCog, CoupCog):
        await bot.add_cog(cog(bot))
