"""Entry point of the `junta-bot` console script (and `python -m bot`): see `bot.app.run`."""

from __future__ import annotations

from bot.app import run


def main(argv: list[str] | None = None) -> int:
    """Start the bot; returns the exit code (2 when the configuration is missing or wrong)."""
    return run(argv)


if __name__ == "__main__":
    raise SystemExit(main())
