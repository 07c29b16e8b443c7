"""The slash commands every game shares (the moderators' `moderator`), and what all commands use: checking options
(`options`), translating them (`translator`). Each game's own cogs are in its folder (`bot/games/<kind>/cogs`).
Cogs are thin: parse, call one use case, reply."""

SHARED_COGS = ("bot.cogs.moderator", "bot.cogs.language")
"""The extensions of every game's commands (the moderators' `/gm`, everyone's `/language`); each game's own are in its
description (`bot.games.Game.cogs`), and the client loads both (`bot.client.COGS`)."""
