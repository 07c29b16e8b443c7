"""The slash commands, one cog per audience: the game channel (`game`), moderators (`moderator`), orders in DMs
(`orders`) and a player's own page, gifts and trades (`player`). Cogs are thin: parse, call one use case, reply."""

COGS = (
    *("bot.games.junta.cogs.game", "bot.cogs.moderator", "bot.games.junta.cogs.orders", "bot.games.junta.cogs.player"),
    "bot.games.coup.cog",
)
"""The extensions the bot loads, in order: the whole command tree."""
