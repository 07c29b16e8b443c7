"""Fixtures shared by the bot's tests: a fresh store in a temporary folder (`backend_store`: of either kind) and a
fake clock."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest

from bot.clock import FakeClock
from bot.store import Store
from tests.postgres import fresh_database

T0 = 1_700_000_000  # the fake clock's start (UTC epoch seconds)


class Calls:
    """Counts the calls of an object's coroutine method from now on (`count`), e.g. a delivery's claims or looks."""

    def __init__(self, owner: object, name: str) -> None:
        self.count = 0
        method: Callable[..., Awaitable[Any]] = getattr(owner, name)

        async def counted(*args: Any, **kwargs: Any) -> Any:
            self.count += 1
            return await method(*args, **kwargs)

        setattr(owner, name, counted)


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    async with await Store.open(tmp_path / "junta.sqlite3") as opened:
        yield opened


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock(T0)


BACKENDS = ("sqlite", "postgresql")


@asynccontextmanager
async def backend_store(backend: str, folder: Path) -> AsyncIterator[Store]:
    """A fresh, empty store of one kind: a SQLite file in `folder`, or a PostgreSQL database of its own (skipped when
    no server answers; see tests/postgres.py)."""
    if backend == "sqlite":
        async with await Store.open(folder / "junta.sqlite3") as opened:
            yield opened
    else:
        async with fresh_database() as url, await Store.open(url) as opened:
            yield opened
