"""The games' threads and the users' DM channels, as the outbox's transport keeps them: in the store."""

from __future__ import annotations

from bot.store import Store

__all__ = ["StoreBooks"]


class StoreBooks:
    """The games' threads and the users' DM channels, kept in the store (`discord_transport.Books`)."""

    def __init__(self, store: Store) -> None:
        self.store = store

    async def thread(self, game_id: int, key: str) -> int | None:
        async with self.store.read(single=True) as rx:
            return await rx.thread(game_id, key)

    async def set_thread(self, game_id: int, key: str, thread_id: int) -> None:
        async with self.store.transaction() as tx:
            await tx.set_thread(game_id, key, thread_id)

    async def dm_channel(self, user_id: int) -> int | None:
        async with self.store.read(single=True) as rx:
            return await rx.dm_channel(user_id)

    async def set_dm_channel(self, user_id: int, channel_id: int) -> None:
        async with self.store.transaction() as tx:
            await tx.set_dm_channel(user_id, channel_id)
