"""Point an unmodified discord.py at a fake Discord: for the sample bot of these tests (the Junta bot has its own
documented settings for it, `DISCORD_API_BASE` and `DISCORD_GATEWAY_URL`, read by `bot.config`).

Call it before ``client.start()``/``client.run()``. It reads two environment variables, which are unset in
production (the function then changes nothing):

- ``DISCORD_API_BASE``, e.g. ``http://127.0.0.1:PORT/api/v10``: every REST call (interaction callbacks and
  followups included) is built from ``discord.http.Route.BASE`` at request time.
- ``DISCORD_GATEWAY_URL``, e.g. ``ws://127.0.0.1:PORT/gateway``: a plain ``Client`` never asks ``GET /gateway/bot``;
  it opens ``DiscordWebSocket.DEFAULT_GATEWAY`` first and after an INVALID_SESSION (READY's ``resume_gateway_url``
  is used for RESUME; the fake points it at itself).
"""

from __future__ import annotations

import os
from collections.abc import Mapping


def apply_fake_discord_env(environ: Mapping[str, str] | None = None) -> bool:
    """Redirect discord.py to the URLs in the environment, if set. Returns True if anything was redirected."""
    env = os.environ if environ is None else environ
    api_base = env.get("DISCORD_API_BASE", "").strip()
    gateway_url = env.get("DISCORD_GATEWAY_URL", "").strip()
    if not api_base and not gateway_url:
        return False

    import discord.gateway
    import discord.http
    import yarl

    if api_base:
        discord.http.Route.BASE = api_base.rstrip("/")
    if gateway_url:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway_url)
    return True
