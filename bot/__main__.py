"""Entry point of the `junta-bot` console script (and `python -m bot`)."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    """Start the bot. Not built yet: the Discord layer comes with the store and bot issues."""
    print(
        "junta-bot: the Discord bot is not built yet. The rules engine is: try "
        "`python -m rules.simulate --players 6 --seed 1 --games 3`.",
        file=sys.stderr,
    )
    return 2


if __name__ == "__main__":
    raise SystemExit(main())
