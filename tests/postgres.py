"""A PostgreSQL database for a test: a schema of its own in the server named by `JUNTA_TEST_POSTGRES_URL` (default:
the throwaway server `scripts/postgres.sh` starts), dropped afterwards.

When no server answers, the tests that need one are skipped, unless `JUNTA_POSTGRES_REQUIRED` is set (CI sets it,
after starting a server): then they fail.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import functools
import itertools
import os
import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

import asyncpg
import pytest

#: The server `scripts/postgres.sh` starts: the user postgres on a unix socket in /tmp/junta-postgres, port 5433.
DEFAULT_URL = "postgresql://postgres@/postgres?host=/tmp/junta-postgres&port=5433"
_counter = itertools.count()


def server_url() -> str:
    return os.environ.get("JUNTA_TEST_POSTGRES_URL", "").strip() or DEFAULT_URL


def required() -> bool:
    return bool(os.environ.get("JUNTA_POSTGRES_REQUIRED", "").strip())


@functools.cache
def _reachable(url: str) -> str | None:
    """None if a server answers at `url`, else why not."""

    async def probe() -> None:
        con = await asyncpg.connect(url, timeout=5)
        await con.close()

    try:
        with concurrent.futures.ThreadPoolExecutor(1) as pool:  # callable from inside a running event loop too
            pool.submit(asyncio.run, probe()).result()
    except Exception as error:
        return f"{type(error).__name__}: {error}"
    return None


def need_postgres() -> str:
    """The server's address; skips the test (fails it under JUNTA_POSTGRES_REQUIRED) when none answers."""
    url = server_url()
    problem = _reachable(url)
    if problem is not None:
        message = f"no PostgreSQL server at {url} ({problem}): start one with scripts/postgres.sh"
        if required():
            pytest.fail(message + " (JUNTA_POSTGRES_REQUIRED is set)")
        pytest.skip(message)
    return url


def with_schema(url: str, schema: str) -> str:
    """`url` with `search_path` set to `schema` (asyncpg passes unknown query parameters to the server)."""
    parts = urlsplit(url)
    query = [(k, v) for k, v in parse_qsl(parts.query) if k != "search_path"] + [("search_path", schema)]
    return urlunsplit(parts._replace(query=urlencode(query)))


@asynccontextmanager
async def fresh_database() -> AsyncIterator[str]:
    """The address of an empty database (a new schema) for one test; dropped afterwards."""
    url = need_postgres()
    schema = f"test_{os.getpid()}_{next(_counter)}_{uuid.uuid4().hex[:8]}"
    con = await asyncpg.connect(url)
    try:
        await con.execute(f'CREATE SCHEMA "{schema}"')
    finally:
        await con.close()
    try:
        yield with_schema(url, schema)
    finally:
        con = await asyncpg.connect(url)
        try:
            await con.execute(f'DROP SCHEMA "{schema}" CASCADE')
        finally:
            await con.close()
