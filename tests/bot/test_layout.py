"""The bot's code stays readable in pieces: no module of bot/ is over 600 lines unless its docstring says why
("Longer than 600 lines because ..."). A module that grows past it is split (by use case, by family of orders) or
says at its top why it should not be."""

from __future__ import annotations

import ast
from pathlib import Path

import bot

MAX_LINES = 600
REASON = "Longer than 600 lines because"
ROOT = Path(bot.__file__).parent


def test_no_module_of_bot_is_over_600_lines_without_a_reason() -> None:
    """Every module of bot/ has at most 600 lines, or a docstring that gives the reason it has more."""
    modules = sorted(ROOT.rglob("*.py"))
    assert len(modules) > 20, modules  # the whole package is looked at
    too_long = []
    for path in modules:
        text = path.read_text(encoding="utf-8")
        if text.count("\n") > MAX_LINES and REASON not in (ast.get_docstring(ast.parse(text)) or ""):
            too_long.append(f"{path.relative_to(ROOT.parent)} ({text.count(chr(10))} lines)")
    assert not too_long, f"split these or say at their top why not ('{REASON} ...'): {', '.join(too_long)}"
