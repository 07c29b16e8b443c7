"""The store's errors."""

from __future__ import annotations

__all__ = ["ConflictError", "StoreError"]


class StoreError(Exception):
    """Something the store cannot do; the message says what."""


class ConflictError(StoreError):
    """A write broke a constraint: e.g. a second live game in a channel, a user seated twice, a seat already
    taken, a snapshot for a phase that has one, a row of a game that does not exist, text that is not JSON."""
