"""Nomicoup in Discord (seed 004, `shared/spec/COUP.md`): its commands, buttons and menus (`cog`), the tables and
their steps (`tables`, which knows nothing of Discord), and its words (`text`).

A table is kept whole in the store at each step (`keeping`), a game of kind `KIND` in the shared `games`, and comes
back after a restart."""

KIND = "coup"
"""The kind Nomicoup's tables carry in the store (`games.kind`)."""

TITLE = "Nomicoup"
"""The game's name, as players read it in every language (the name its tables are listed under)."""
