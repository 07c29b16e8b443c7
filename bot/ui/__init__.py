"""Discord components of the bot (buttons, select menus)."""
