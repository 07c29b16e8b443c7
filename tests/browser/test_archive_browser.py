"""The archive in a real browser (issue 14): headless Chromium (Debian's `chromium` and `chromium-driver`, driven
through Selenium with the installed chromedriver: nothing is downloaded at test time) opens the archive of a
simulated game with coups, steps through every phase with the keyboard, checks that each phase's pictures load and
that the console has no errors, and takes a screenshot of one coup phase.

Where no Chromium is installed the test is skipped with a message saying how to install it; under CI
(`JUNTA_BROWSER_REQUIRED=1`, set by `.ci/run`, which installs them) it fails instead.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.archive.__main__ import simulate
from bot.archive.page import write_page
from bot.games.junta.archive import collect
from bot.store import Store

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
HOW = "install Debian's chromium and chromium-driver: `apt-get install -y chromium chromium-driver`"


def _browser_or_skip() -> None:
    if Path(CHROMIUM).exists() and Path(CHROMEDRIVER).exists():
        return
    if os.environ.get("JUNTA_BROWSER_REQUIRED") == "1":
        pytest.fail(f"no Chromium at {CHROMIUM} or no chromedriver at {CHROMEDRIVER}: {HOW}")
    pytest.skip(f"no Chromium here: {HOW}")


@pytest.fixture(scope="module")
def archive_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The archive of a simulated six-player game with coups, written as a page with its images beside it."""
    folder = tmp_path_factory.mktemp("archive")

    async def build() -> None:
        async with await Store.open(folder / "junta.sqlite3") as store:
            game_id = await simulate(store, 6, "archive-test")
            async with store.read() as rx:
                game = await rx.get_game(game_id)
                assert game is not None
                archive = await collect(rx, game, "en")
        text, pictures = write_page(archive)
        (folder / "site").mkdir()
        (folder / "site" / "index.html").write_text(text, encoding="utf-8")
        for picture in pictures:
            (folder / "site" / picture.name).write_bytes(picture.png)

    asyncio.run(build())
    return folder / "site"


@pytest.fixture
def driver() -> Iterator[object]:
    _browser_or_skip()
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--window-size=1280,900",
    ):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    browser = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)
    try:
        yield browser
    finally:
        browser.quit()


def test_the_archive_steps_through_every_phase_with_the_keyboard(
    archive_dir: Path, driver: object, tmp_path: Path
) -> None:
    """Issue 14: a reader steps phase by phase with the keyboard arrows; each phase's map loads; the console has no
    errors; a screenshot of one phase."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.remote.webdriver import WebDriver

    assert isinstance(driver, WebDriver)
    driver.get((archive_dir / "index.html").as_uri())
    sections = driver.find_elements(By.CSS_SELECTOR, "section.phase")
    ids = [s.get_attribute("id") for s in sections]
    assert len(ids) > 20 and ids[0] == "phase-0"
    body = driver.find_element(By.TAG_NAME, "body")
    shot = False
    for i, expected in enumerate(ids):
        current = driver.execute_script("return document.querySelector('section.phase.current').id")
        assert current == expected, (i, current, expected)
        broken = driver.execute_script(
            "return [].slice.call(document.querySelectorAll('section.phase.current img'))"
            ".filter(function(img){return !(img.complete && img.naturalWidth > 0);}).length"
        )
        assert broken == 0, expected
        has_map = driver.execute_script(
            "return document.querySelectorAll('section.phase.current img[src^=\"map-\"]').length"
        )
        if has_map and not shot:
            assert driver.save_screenshot(str(tmp_path / "coup-phase.png"))
            shot = True
        body.send_keys(Keys.ARROW_RIGHT)
    assert shot, "no coup phase with a map"
    body.send_keys(Keys.ARROW_LEFT)
    assert driver.execute_script("return document.querySelector('section.phase.current').id") == ids[-2]
    log = driver.get_log("browser")  # type: ignore[attr-defined]  # chromedriver's log, on the Chrome driver
    errors = [entry for entry in log if entry.get("level") == "SEVERE"]
    assert errors == [], errors
