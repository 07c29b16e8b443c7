"""The bot's own words (replies.ftl, parsers.ftl; issue 23): every message the code asks for by a literal id exists
in every language, and each keeps Discord's limits in every language, German's longer sentences included (a
message of 2,000 characters at most even with long names in it, a button's label of 80)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from bot.text.i18n import FOLDER, LOCALES, has, t

BOT = Path(__file__).resolve().parents[2] / "bot"
_OWN_IDS = re.compile(r"^(reply|button|dm|parse)-[a-z0-9-]+$")
_ASKED = re.compile(r"""\bwords\(\s*"([a-z][a-z0-9-]*)"|\bt\(\s*[^,()]+,\s*"([a-z][a-z0-9-]*)\"""")
_MESSAGE = re.compile(r"^([a-z][a-z0-9-]*) =", re.MULTILINE)
_VARIABLE = re.compile(r"\{ *\$([a-z_]+)")
_NUMBERS = {"count", "players", "minutes", "most", "seat", "turn", "rank", "swiss", "missing", "left", "card", "last"}


def _asked_ids() -> dict[str, str]:
    """Every message id the code under bot/ names as a literal: in `words("...")`, `t(locale, "...")`, or as a
    string of the bot's own prefixes (a default argument, a table). Id -> where."""
    found: dict[str, str] = {}
    for path in sorted(BOT.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        for match in _ASKED.finditer(text):
            found.setdefault(match.group(1) or match.group(2), path.name)
        tree = ast.parse(text)
        pieces = {id(v) for node in ast.walk(tree) if isinstance(node, ast.JoinedStr) for v in node.values}
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and id(node) not in pieces
                and _OWN_IDS.fullmatch(node.value)
            ):
                found.setdefault(node.value, path.name)
    return found


def test_every_message_the_code_asks_for_is_in_every_catalogue() -> None:
    """A message id typed wrong in code would show players the id itself: none is missing in any language."""
    asked = _asked_ids()
    assert len(asked) > 100
    missing = sorted(
        f"{locale}: {mid} ({where})" for mid, where in asked.items() for locale in LOCALES if not has(locale, mid)
    )
    assert missing == []


def _own_messages() -> list[tuple[str, frozenset[str]]]:
    out: list[tuple[str, frozenset[str]]] = []
    for name in ("replies.ftl", "parsers.ftl"):
        text = (FOLDER / "de" / name).read_text(encoding="utf-8")
        blocks = _MESSAGE.split(text)[1:]
        out += [(mid, frozenset(_VARIABLE.findall(body))) for mid, body in zip(blocks[::2], blocks[1::2], strict=True)]
    return out


@pytest.mark.parametrize("locale", LOCALES)
def test_the_bots_own_words_keep_discords_limits_in_every_language(locale: str) -> None:
    """With every name as long as a name may be (32 characters; a game's 100, a reason of 1,000), each message fits
    one Discord message; each button's label fits a button."""
    messages = _own_messages()
    assert len(messages) > 100
    for mid, variables in messages:
        args: dict[str, object] = {}
        for var in variables:
            if var in _NUMBERS:
                args[var] = 1234
            elif var == "what" and mid.startswith("name-"):
                args[var] = "head"
            elif var in ("reason", "why", "what"):
                args[var] = "x" * 1000
            else:
                args[var] = "N" * 100
        text = t(locale, mid, **args)
        assert text and len(text) <= 2000, (mid, len(text))
        if mid.startswith("button-"):
            assert len(text) <= 80, (mid, text)
