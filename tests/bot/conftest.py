"""Fixtures shared by the bot's tests: a fresh store in a temporary folder (`backend_store`: of either kind) and a
fake clock."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest

from bot.clock import FakeClock
from bot.store import Store
from tests.postgres import fresh_database

T0 = 1_700_000_000  # the fake clock's start (UTC epoch seconds)


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
