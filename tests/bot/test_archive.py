"""A game's archive (issue 14): a self-contained page that tells the whole story of a finished game, phase by phase;
a running game's public archive holds no secret; the command line refuses in sentences."""

from __future__ import annotations

import asyncio
import io
import re
from pathlib import Path

import pytest

from bot.archive.__main__ import main, simulate
from bot.archive.page import Archive, write_page
from bot.clock import FakeClock
from bot.games.junta.archive import collect
from bot.games.junta.services.service import JuntaService
from bot.store import Store
from tests.bot.test_history import played
from tests.bot.test_services import FAST


@pytest.fixture(scope="module")
def finished(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, int, Archive]:
    """One simulated six-player game, played to its end through the service (shared by the tests below)."""
    folder = tmp_path_factory.mktemp("archive")

    async def play() -> tuple[int, Archive]:
        async with await Store.open(folder / "junta.sqlite3") as store:
            game_id = await simulate(store, 6, "archive-test")
            async with store.read() as rx:
                game = await rx.get_game(game_id)
                assert game is not None
                return game_id, await collect(rx, game, "en")

    game_id, archive = asyncio.run(play())
    return folder / "junta.sqlite3", game_id, archive


def test_every_phase_has_its_section_in_order(finished: tuple[Path, int, Archive]) -> None:
    """Issue 14: "for each phase the public results, every order given by every player"; "a link to each phase"."""
    _, _, archive = finished
    assert archive.finished and archive.revealed and archive.ranking
    assert [p.seq for p in archive.phases] == list(range(len(archive.phases)))
    text, _ = write_page(archive)
    for phase in archive.phases:
        assert f'id="phase-{phase.seq}"' in text and f'href="#phase-{phase.seq}"' in text
    assert any(p.orders for p in archive.phases) and any(p.private for p in archive.phases)


def test_coup_phases_carry_their_map_and_turns_their_cabinet(finished: tuple[Path, int, Archive]) -> None:
    """Issue 14: "each coup phase's map"; "the cabinet each turn"; "the money deck's progress as players saw it"."""
    _, _, archive = finished
    names = [pic.name for p in archive.phases for pic in p.pictures]
    assert any(n.startswith("cabinet-") for n in names) and any(n.startswith("money-") for n in names)
    coup = [p for p in archive.phases if "Coup Phase" in p.name]
    assert coup  # this seed's game has coups
    assert all(any(pic.name.startswith("map-") for pic in p.pictures) for p in coup)


def test_the_single_file_form_fetches_nothing(finished: tuple[Path, int, Archive]) -> None:
    """Issue 14: "`--single-file` writes the one-file form the bot attaches": images inline, nothing fetched."""
    _, _, archive = finished
    text, pictures = write_page(archive, single_file=True)
    assert pictures == ()
    assert not re.search(r'src="(?!data:image/png;base64,)', text)
    assert "http://" not in text and "https://" not in text


def test_the_command_line_writes_the_archive(finished: tuple[Path, int, Archive], tmp_path: Path) -> None:
    """Issue 14: `python -m bot.archive --db PATH --game ID --out DIR` writes index.html and its images."""
    db, game_id, archive = finished
    log = io.StringIO()
    assert main(["--db", str(db), "--game", str(game_id), "--out", str(tmp_path)], log) == 0
    assert (tmp_path / "index.html").exists()
    assert len(list(tmp_path.glob("*.png"))) == sum(len(p.pictures) for p in archive.phases)
    assert "fits Discord's 10 MiB" in log.getvalue()


def test_the_command_line_refuses_in_sentences(tmp_path: Path) -> None:
    """A missing database or an unknown game is refused with a sentence and exit status 2."""
    log = io.StringIO()
    assert main(["--db", str(tmp_path / "none.sqlite3"), "--game", "1", "--out", str(tmp_path)], log) == 2
    assert "no database" in log.getvalue()


async def test_a_nomicoup_game_is_refused_in_a_sentence(tmp_path: Path) -> None:
    """A Nomicoup table is a game of the store's shared `games` (issue 24), but Junta's archive page does not read it:
    asked for one, the command line refuses in a sentence, never a traceback."""
    from bot.store import KeptGameRow

    db = tmp_path / "j.sqlite3"
    async with await Store.open(db) as store, store.transaction() as tx:
        game_id = await tx.put_kept_game(KeptGameRow("coup", 5, 1, "{}", None, "[]", "[]", 0), now=1_700_000_000)
    log = io.StringIO()
    assert await asyncio.to_thread(main, ["--db", str(db), "--game", str(game_id), "--out", str(tmp_path)], log) == 2
    assert "of kind 'coup'" in log.getvalue(), log.getvalue()


async def test_a_running_game_is_refused_or_archived_with_public_facts_only(
    store: Store, clock: FakeClock, tmp_path: Path
) -> None:
    """Issue 14: "A game still running is refused (or, with `--public`, archived with public facts only)": its
    public archive holds no order and no private result (the cards dealt stay secret)."""
    game_id, _ = await played(JuntaService(store, clock, defaults=FAST))
    async with store.read() as rx:
        row = await rx.get_game(game_id)
        assert row is not None
        archive = await collect(rx, row, "en", public=True)
    assert not archive.revealed
    assert all(p.orders == () and p.private == () for p in archive.phases)
    text, _ = write_page(archive)
    assert "You draw" not in text and "Nominate" not in text
    assert "Family1 is elected President" in text


def test_player_typed_text_is_escaped() -> None:
    """Family and game names are escaped in the page (a name is what a player typed)."""
    archive = Archive("<b>Rep</b>", ("<i>x</i>",), (), (), False, False)
    text, _ = write_page(archive)
    assert "<b>Rep</b>" not in text and "&lt;b&gt;Rep&lt;/b&gt;" in text and "<i>x</i>" not in text


def test_the_end_has_statistics_per_family_and_cash_over_time(finished: tuple[Path, int, Archive]) -> None:
    """Issue 14: "the final ranking and awards; statistics per family (cash over time, votes, kills, coups)"; votes
    are public (offices and influence in play), so a running game's public archive may show them too."""
    _, _, archive = finished
    assert archive.stats[0][0] == "Family" and len(archive.stats) == 7
    assert archive.cash[0] == ("Turn", *archive.families) and len(archive.cash) > 2
    text, _ = write_page(archive)
    assert archive.votes[0] == ("Turn", *archive.families) and len(archive.votes) > 2
    assert "Statistics per family" in text and "Cash + Swiss account by turn" in text and "Votes in the budget" in text


def test_the_ranking_and_the_awards_are_read_line_by_line(finished: tuple[Path, int, Archive]) -> None:
    """Issue 22: the end post's ranking and awards do not run together on one line: each line the bot posted is a
    line of the page, and the end section lists the awards on their own."""
    _, _, archive = finished
    text, _ = write_page(archive)
    assert archive.awards and all(": " in line and "(" in line for line in archive.awards), archive.awards
    assert "<h3>Awards</h3>" in text
    over = next(t for p in archive.phases for t in p.public if "The game is over." in t)
    first, second = over.split("\n")[:2]
    assert f"{first}<br>{second}" in text.replace("&#x27;", "'"), over
