"""Fixtures shared by the bot's tests: a fresh store in a temporary folder and a fake clock."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.clock import FakeClock
from bot.store import Store

T0 = 1_700_000_000  # the fake clock's start (UTC epoch seconds)


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    async with await Store.open(tmp_path / "junta.sqlite3") as opened:
        yield opened


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock(T0)
