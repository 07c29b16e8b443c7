"""Point an unmodified discord.py at a fake Discord: the hook lives in the bot (`bot/fake_env.py`), which reads
`DISCORD_API_BASE` and `DISCORD_GATEWAY_URL` before `client.start()`; the sample bot of these tests uses it too."""

from __future__ import annotations

from bot.fake_env import apply_fake_discord_env

__all__ = ["apply_fake_discord_env"]
