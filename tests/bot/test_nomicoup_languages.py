"""Who reads which language at a Nomicoup table (issue 23, I18N.md "Who reads what"): the channel's posts in the
table's language (`/nomicoup create language:`), each player's DMs in his own (`Readers`: his /language choice, else
his app's; the table's for a user the bot has never seen), an answer in the asker's; the table's language is kept
with the table across a restart."""

from __future__ import annotations

import asyncio
from dataclasses import replace

from bot.clock import FakeClock
from bot.games.coup.keeping import table_of_row, table_row
from bot.games.coup.table import Post
from bot.games.coup.tables import CoupTables
from bot.text.i18n import Locale
from rules.coup import Timing

TIMING = Timing(turn=90, window=30, choice=30)
CHANNEL = 9


class Recorder:
    def __init__(self) -> None:
        self.posts: list[Post] = []

    async def deliver(self, channel_id: int, post: Post) -> bool:
        self.posts.append(post)
        return True


class Readers:
    """User 2 reads English; every other user is unknown (the table's language)."""

    async def of(self, user_ids: list[int], fallback: Locale) -> dict[int, Locale]:
        return {u: "en" if u == 2 else fallback for u in user_ids}


async def settle() -> None:
    for _ in range(30):
        await asyncio.sleep(0)


async def test_the_channel_speaks_the_tables_language_and_each_dm_its_readers() -> None:
    tables = CoupTables(FakeClock(), readers=Readers())
    sink = Recorder()
    tables.sink = sink
    got = await tables.create(CHANNEL, 1, "Alba", timing=TIMING, language="de")
    assert got.text("de") == "Der Tisch ist aufgestellt. Du hast einen Platz."
    assert got.text("en") == "The table is set up. You have a seat."
    assert (await tables.join(CHANNEL, 2, "Bea")).ok
    got = await tables.start(CHANNEL, 1)
    assert got.ok
    await settle()
    channel = [p for p in sink.posts if p.user_id is None]
    assert channel and all(p.locale == "de" for p in channel)
    assert channel[0].said.startswith("Hier ist ein Nomicoup-Tisch aufgestellt (fortlaufend, live")
    assert any(p.said.startswith("Nomicoup beginnt") for p in channel)
    alba = [p for p in sink.posts if p.user_id == 1]
    bea = [p for p in sink.posts if p.user_id == 2]
    assert alba and all(p.locale == "de" for p in alba) and alba[0].said.startswith("Du erhältst")
    assert bea and all(p.locale == "en" for p in bea) and bea[0].said.startswith("You are dealt")


async def test_the_tables_language_is_kept_with_the_table() -> None:
    tables = CoupTables(FakeClock())
    await tables.create(CHANNEL, 1, "Alba", timing=TIMING, language="de")
    table = tables.table(CHANNEL)
    assert table is not None
    assert table_of_row(table_row(table)).language == "de"
    row = table_row(table)
    old = row.settings.replace(', "language": "de"', "")
    assert "language" not in old
    assert table_of_row(replace(row, settings=old)).language == "en"  # a table kept before tables had a language
