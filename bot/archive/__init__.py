"""A finished game's archive (issue 14): a self-contained static page that tells the whole story, phase by phase.

    python -m bot.archive --db PATH --game ID --out DIR [--public] [--single-file]
    python -m bot.archive --simulate --players N --seed S --out DIR

Each game collects its own from the store into an `Archive` (`bot.games.Game.archive`; Junta's in
bot/games/junta/archive.py: what each phase showed, and once the game is over every order and every secret, as the
web GM's final reveal); `page` writes it as HTML (images beside it, or inline with `--single-file`); `__main__` is the
command line. A game still running is refused, or with `--public` archived with
public facts only.
"""
