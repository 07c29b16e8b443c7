"""What each game puts on its messages as the delivery sends them (`bot.discord_transport.Faces`, `MapSource`): its
buttons and menus, its pictures and their file names, from the game's description (`bot.games.Game`) by the kind its
row carries. Wired by `bot.app.build`."""

from __future__ import annotations

from typing import Any

import discord

from bot.games import Game, game
from bot.outbox import Message
from bot.store import Store

__all__ = ["GameFaces"]


class GameFaces:
    """The games' faces over one store: each game's kind is read once (it never changes)."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._kinds: dict[int, str] = {}

    async def _game(self, game_id: int) -> Game | None:
        kind = self._kinds.get(game_id)
        if kind is None:
            async with self.store.read(single=True) as rx:
                row = await rx.get_game(game_id)
            if row is None:
                return None
            kind = self._kinds[game_id] = row.kind
        return game(kind)

    async def view(self, game_id: int, message: Message) -> discord.ui.View | None:
        described = await self._game(game_id)
        if described is None or described.view is None:
            return None
        view: Any = described.view(game_id, message)
        return view if isinstance(view, discord.ui.View) else None

    async def sent(self, game_id: int, message: Message, posted: discord.Message) -> None:
        described = await self._game(game_id)
        if described is not None and described.sent is not None:
            await described.sent(game_id, message, posted)

    async def hears(self, game_id: int) -> bool:
        described = await self._game(game_id)
        return described is not None and described.sent is not None

    async def file_name(self, game_id: int, picture: str) -> str:
        described = await self._game(game_id)
        return "picture.png" if described is None else described.file_names.get(picture, "picture.png")

    async def picture(self, game_id: int, phase_seq: int, picture: str) -> bytes | None:
        """A `MapSource`: the game's picture as the phase opened (None: nothing to draw)."""
        described = await self._game(game_id)
        if described is None or described.pictures is None:
            return None
        return await described.pictures(self.store, game_id, phase_seq, picture)
