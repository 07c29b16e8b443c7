"""Who reads which language (issue 23). A player reads his answers, buttons, DMs and Status Pages in his own
language: the one he chose with /language, else his Discord client's at his latest interaction (kept in the store,
so that the DMs queued while he is away are in his language too). The game channel speaks the game's language
(`GameRow.language`, chosen at /junta create). A user the bot has never seen reads the game's language.

`Languages` is this process's memory of them: an interaction's language is known without a trip to the database
(`reader`), the store is read once per user and `REFRESH_SECONDS` (`seen`: his choice, made perhaps in another
process) and written only when his client's locale changed.
"""

from __future__ import annotations

import logging

from bot.services.context import Context, language_of, locale_for
from bot.text.i18n import DEFAULT_LOCALE, Locale, locale_of

__all__ = ["REFRESH_SECONDS", "Languages"]

log = logging.getLogger("bot.services")

REFRESH_SECONDS = 600
"""How long this process trusts what it knows of a user's choice before reading it again."""


class Languages:
    """This process's memory of each user's language: his choice (None: his client's) and his client's locale as
    last stored, with when the choice was read."""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self._chosen: dict[int, tuple[Locale | None, int]] = {}
        self._seen: dict[int, str] = {}

    def reader(self, user_id: int, client_locale: object) -> Locale:
        """The language to answer this user in, from what this process knows (no trip to the database)."""
        known = self._chosen.get(user_id)
        if known is not None and known[0] is not None:
            return known[0]
        return locale_of(client_locale) if client_locale else DEFAULT_LOCALE

    async def seen(self, user_id: int, client_locale: object) -> Locale:
        """The user interacts with a client in `client_locale` (a `discord.Locale` or its value): remember it (the
        store is written only when it changed) and give his language (his choice is read from the store when this
        process has not read it for `REFRESH_SECONDS`)."""
        seen = str(getattr(client_locale, "value", client_locale) or "")
        now = self.ctx.clock.now()
        known = self._chosen.get(user_id)
        try:
            if known is None or now - known[1] >= REFRESH_SECONDS:
                async with self.ctx.store.read(single=True) as rx:
                    row = (await rx.user_locales([user_id])).get(user_id)
                self._chosen[user_id] = (language_of(row.chosen) if row else None, now)
                if row is not None and row.seen is not None:
                    self._seen[user_id] = row.seen
            if seen and self._seen.get(user_id) != seen:
                async with self.ctx.store.transaction() as tx:
                    await tx.remember_locale(user_id, seen, now=now)
                self._seen[user_id] = seen
        except Exception:  # his language is a courtesy: a busy database must not fail his command
            log.warning("could not read or keep the language of user %s", user_id, exc_info=True)
        if len(self._chosen) > 100_000:
            self._chosen.clear()
            self._seen.clear()
        return self.reader(user_id, seen)

    async def choose(self, user_id: int, chosen: Locale | None) -> None:
        """The user chose his language with /language (None: his client's again)."""
        now = self.ctx.clock.now()
        async with self.ctx.store.transaction() as tx:
            await tx.choose_locale(user_id, chosen, now=now)
        self._chosen[user_id] = (chosen, now)

    async def of(self, user_ids: list[int], fallback: Locale) -> dict[int, Locale]:
        """The language each of these users reads his DMs in, from the store (`fallback`, the game's language, for a
        user the bot has never seen)."""
        async with self.ctx.store.read(single=True) as rx:
            found = await rx.user_locales([u for u in user_ids if u >= 0])
        return {u: locale_for(found.get(u), fallback) for u in user_ids}
