"""The archive from the command line (see `bot.archive`).

    python -m bot.archive --db PATH --game ID --out DIR [--public] [--single-file] [--language de]
    python -m bot.archive --simulate --players N --seed S --out DIR [--single-file] [--language de]

The page is written in `--language` (en or de; default English): its headings, the phases' names, the orders and
the pictures' captions. What the game posted at the time (its public results) stays as it was posted.

Exit status 0 when the archive was written; 2 with a sentence for a missing database, an unknown game, or a game
still running without `--public`.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

from bot.archive.page import write_page
from bot.games import KINDS, UnknownGame
from bot.games import game as game_of_kind
from bot.store import GameStatus, Store, StoreError
from bot.text.i18n import DEFAULT_LOCALE, LOCALES, Locale

__all__ = ["main", "simulate"]

DISCORD_ATTACHMENT_LIMIT = 10 * 1024 * 1024  # a server without boosts (bytes)


async def _write(
    store: Store, game_id: int, out: Path, *, public: bool, single_file: bool, locale: Locale, log: TextIO
) -> int:
    async with store.read() as rx:
        game = await rx.get_game(game_id)
        if game is None:
            print(f"archive: there is no game {game_id} in this database.", file=log)
            return 2
        collect = game_of_kind(game.kind).archive
        if collect is None:
            print(f"archive: game {game_id} is of kind {game.kind!r}: no archive page for it yet.", file=log)
            return 2
        if game.status is not GameStatus.FINISHED and not public:
            print(
                f"archive: the game {game.name!r} is still under way: its secrets stay secret. Use --public to "
                "archive its public facts only.",
                file=log,
            )
            return 2
        archive = await collect(rx, game, locale, public)
    text, pictures = write_page(archive, single_file=single_file)
    out.mkdir(parents=True, exist_ok=True)
    page = out / "index.html"
    page.write_text(text, encoding="utf-8")
    for picture in pictures:
        (out / picture.name).write_bytes(picture.png)
    size = page.stat().st_size + sum(len(p.png) for p in pictures)
    fits = "fits" if size <= DISCORD_ATTACHMENT_LIMIT else "does NOT fit"
    print(
        f"archive: {len(archive.phases)} phases of {game.name!r} written to {page} ({size / 1024:.0f} KiB; "
        f"{fits} Discord's 10 MiB attachment limit)",
        file=log,
    )
    return 0


async def simulate(store: Store, players: int, seed: str, kind: str = KINDS[0]) -> int:
    """Play a whole game of `kind` (the default game's) with random legal orders through the real service and
    store (`bot.games.Game.simulate`); its id."""
    play = game_of_kind(kind).simulate
    if play is None:
        raise UnknownGame(f"no simulated game of kind {kind!r}")
    return await play(store, players, seed, f"Simulated Republic {seed}")


async def _run(args: argparse.Namespace, log: TextIO) -> int:
    out: Path = args.out
    if args.simulate:
        with tempfile.TemporaryDirectory() as folder:
            async with await Store.open(Path(folder) / "simulated.sqlite3") as store:
                game_id = await simulate(store, args.players, args.seed)
                return await _write(
                    store, game_id, out, public=False, single_file=args.single_file, locale=args.language, log=log
                )
    if args.db is None or args.game is None:
        print("archive: give --db and --game, or --simulate.", file=log)
        return 2
    if not args.db.exists():
        print(f"archive: no database at {args.db}", file=log)
        return 2
    try:
        async with await Store.open(args.db) as store:
            return await _write(
                store,
                args.game,
                out,
                public=args.public,
                single_file=args.single_file,
                locale=args.language,
                log=log,
            )
    except StoreError as error:
        print(f"archive: {error}", file=log)
        return 2


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m bot.archive", description="Write a game's archive as a page.")
    parser.add_argument("--db", type=Path, help="the database file")
    parser.add_argument("--game", type=int, help="the game's id")
    parser.add_argument("--out", type=Path, required=True, help="the folder to write index.html (and images) to")
    parser.add_argument("--public", action="store_true", help="public facts only (a game still running)")
    parser.add_argument("--single-file", action="store_true", help="one HTML file, images inline")
    parser.add_argument("--simulate", action="store_true", help="play a simulated game and archive it")
    parser.add_argument("--players", type=int, default=6, help="players in a simulated game (6-10)")
    parser.add_argument("--seed", default="demo", help="the simulated game's seed")
    parser.add_argument(
        "--language", choices=LOCALES, default=DEFAULT_LOCALE, help="the page's language (default: English)"
    )
    return parser


def main(argv: Sequence[str] | None = None, log: TextIO | None = None) -> int:
    args = _parser().parse_args(argv)
    return asyncio.run(_run(args, log if log is not None else sys.stdout))


if __name__ == "__main__":
    raise SystemExit(main())
