"""Each user's language (bot/services/languages.py, issue 23): his Discord app's locale at his latest command is kept
(written only when it changed), his /language choice wins over it for good until he gives it up, and a user the bot
has never seen reads the game's language."""

from __future__ import annotations

from bot.clock import FakeClock
from bot.config import GameSettings
from bot.services import GameService
from bot.services.languages import REFRESH_SECONDS
from bot.store import Store


async def test_a_users_language_is_his_apps_his_choice_or_the_games(store: Store, clock: FakeClock) -> None:
    languages = GameService(store, clock, defaults=GameSettings(phase_minutes=60)).languages
    assert languages.reader(1, "de") == "de" and languages.reader(1, "fr") == "en" and languages.reader(1, "") == "en"
    assert await languages.seen(1, "de") == "de"
    assert await languages.of([1, 2], "en") == {1: "de", 2: "en"}  # 2 was never seen: the game's language
    assert await languages.of([2, -3], "de") == {2: "de", -3: "de"}  # nor a computer family
    await languages.choose(1, "en")
    assert languages.reader(1, "de") == "en"
    assert await languages.seen(1, "de") == "en"
    assert await languages.of([1], "de") == {1: "en"}
    await languages.choose(1, None)  # his app's language again
    assert await languages.seen(1, "de") == "de"
    assert await languages.of([1], "en") == {1: "de"}


async def test_a_choice_made_in_another_process_is_read_again(store: Store, clock: FakeClock) -> None:
    """Several processes may serve one database: a choice made in one is read by the others within
    `REFRESH_SECONDS`."""
    here = GameService(store, clock, defaults=GameSettings(phase_minutes=60)).languages
    there = GameService(store, clock, defaults=GameSettings(phase_minutes=60)).languages
    assert await here.seen(7, "en-US") == "en"
    await there.choose(7, "de")
    assert await here.seen(7, "en-US") == "en"  # this process read his choice a moment ago
    clock.advance(REFRESH_SECONDS)
    assert await here.seen(7, "en-US") == "de"
