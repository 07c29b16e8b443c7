"""Nomicoup in Discord (seed 004, `shared/spec/COUP.md`): its commands, buttons and menus (`cog`), the tables and
their steps (`tables`, which knows nothing of Discord), and its words (`text`).

R: until the shared bot's registry and its store carry games of several kinds (issue 24's seam), a Nomicoup table
lives in the bot process: a restart ends the tables being played (they are small live games; each post says what
happened so far)."""
