"""Issue 23: "no player-facing literal left outside the catalogues (a test that scans `bot/`, `rules/`, `render/` for
sentences, with an allow-list for log lines)".

Every module under bot/, rules/ and render/ is read as a syntax tree (nothing is imported); each string literal, and
each f-string with its placeholders read as words, that looks like a sentence a player reads is counted: at least three
words (placeholders count as words, at least one real word), a space in its own text, mostly letters, and a capital
start or an ending punctuation mark. Not counted: docstrings and bare string statements; log calls (`log.*`,
`logger.*`, `logging.*`); messages of internal errors (`raise ValueError(...)` and the project's own internal
exception classes); the command tree's descriptions (`description=`, `app_commands.describe`, `dm_command`, `Choice`
names: bot/cogs/translator.py translates them through commands.ftl, and tests/bot/test_catalogues.py fails when the
English catalogue drifts from the code); SQL; regular expressions; a random generator's seed (`Random(...)`,
`seed(...)`); `print` and argparse help (a terminal, not a player); and the modules in NOT_PLAYER_TEXT, which only
maintainers read.

ALLOWED is the per-file allow-list of what is still English in code, each entry with its reason. It only shrinks: a
sentence in a file not on it fails (file:line and the text), a file whose count grows fails, and a file that got cleaner
fails too, asking for its entry to be lowered. Move the sentence into bot/text/locales/{en,de}/*.ftl and render it with
`bot.text.i18n.t`; `python -m tests.bot.test_no_literals` prints what the scan finds."""

from __future__ import annotations

import ast
import re
import sys
from dataclasses import dataclass
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
AREAS = ("bot", "rules", "render")

NOT_PLAYER_TEXT: dict[str, str] = {
    "bot/cogs/translator.py": "maintainers' tool: catalogue drift reports and the generated commands.ftl header",
    "bot/text/i18n.py": "catalogue_problems(): reports a broken catalogue to maintainers and CI",
    "bot/config.py": "the operator's configuration errors",
    "bot/startup.py": "the operator's startup diagnostics",
    "bot/store/": "SQL and the operator's database descriptions",
    "bot/archive/__main__.py": "the archive's command line: a simulated game's name",
    "rules/codec.py": "stored-data decoding errors (internal)",
    "rules/junta/city.py": "city.toml loading errors (internal)",
    "rules/junta/invariants.py": "broken-invariant reports (internal errors)",
    "rules/coup/invariants.py": "broken-invariant reports (internal errors)",
    "render/demo.py": "demo data for the render preview, not a game's text",
    "render/layout_build.py": "the generated layout module's docstring",
}

TRANSLATED_CONSTANTS: dict[str, frozenset[str]] = {
    # option descriptions declared once and passed to dm_command: commands.ftl translates them
    "bot/games/junta/cogs/common.py": frozenset({"GAME_HELP", "IF_HELP"}),
}

ALLOWED: dict[str, tuple[int, str]] = {}

_LOGGERS = frozenset({"log", "logger", "logging", "_log", "_logger", "LOG", "LOGGER"})
_INTERNAL = frozenset(
    {
        "ArgumentTypeError",
        "AssertionError",
        "AttributeError",
        "CardDataError",
        "CityError",
        "CodecError",
        "ConfigError",
        "ConflictError",
        "DatabaseTooNew",
        "IndexError",
        "KeyError",
        "LookupError",
        "MigrationError",
        "NotImplementedError",
        "OSError",
        "OutboxDecodeError",
        "PermanentError",
        "RuntimeError",
        "StateError",
        "StoreError",
        "SystemExit",
        "TransientError",
        "TypeError",
        "UnknownGame",
        "Unreachable",
        "ValueError",
    }
)
"""Exceptions whose messages go to logs and maintainers, never to a player (a parser's refusal, BadInput, is not)."""
_NOT_SPOKEN = frozenset(
    {
        # the command tree: translated through commands.ftl
        "describe",
        "dm_command",
        "Choice",
        # regular expressions, SQL, dates, the terminal
        "compile",
        "match",
        "fullmatch",
        "search",
        "sub",
        "split",
        "findall",
        "finditer",
        "execute",
        "executemany",
        "executescript",
        "fetch",
        "fetchrow",
        "fetchval",
        "strftime",
        "strptime",
        "print",
        "add_argument",
        "add_parser",
        "ArgumentParser",
        "warn",
        # a random generator's seed ('{seed}:{phase}:cabinet menus'): a key, not text
        "Random",
        "seed",
    }
)
_NOT_SPOKEN_KEYWORDS = frozenset({"description", "help", "epilog"})
_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")
_SQL = re.compile(
    r"\b(?:SELECT|INSERT INTO|UPDATE|DELETE FROM|CREATE|ALTER TABLE|FROM|WHERE|ORDER BY|GROUP BY|LIMIT|COALESCE|LIKE|"
    r"IS NULL|IS NOT NULL|JOIN|AND|OR|VALUES|PRAGMA)\b"
)
_PLACEHOLDER = "\x00"


@dataclass(frozen=True)
class Found:
    path: str
    line: int
    text: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.text!r}"


def is_sentence(text: str) -> bool:
    """Whether a literal (an f-string's placeholders as `_PLACEHOLDER`) reads like a sentence for a player."""
    own = text.replace(_PLACEHOLDER, "")
    if " " not in own.strip() or _SQL.search(own):
        return False
    flat = text.replace(_PLACEHOLDER, " X ").strip()
    words = _WORD.findall(own)
    tokens = _WORD.findall(flat)
    if not words or len(tokens) < 3 or not re.search(r"[a-z]", own):
        return False
    if sum(map(len, tokens)) < len(re.sub(r"\s", "", flat)) / 2:
        return False
    return bool(re.match(r"^[\W\d_]*[A-Z]", flat) or re.search(r"[.!?:…][\"')\]*_`]*$", flat))


def _callee(call: ast.Call) -> list[str]:
    parts: list[str] = []
    f: ast.expr = call.func
    while isinstance(f, ast.Attribute):
        parts.append(f.attr)
        f = f.value
    if isinstance(f, ast.Name):
        parts.append(f.id)
    return parts[::-1]


def _text(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(
            v.value if isinstance(v, ast.Constant) and isinstance(v.value, str) else _PLACEHOLDER for v in node.values
        )
    return None


class _Scan(ast.NodeVisitor):
    def __init__(self, path: str) -> None:
        self.path = path
        self.found: list[Found] = []
        self.skipped: set[int] = set()
        self.constants = TRANSLATED_CONSTANTS.get(path, frozenset())

    def skip(self, node: ast.AST) -> None:
        self.skipped.update(id(n) for n in ast.walk(node))

    def generic_visit(self, node: ast.AST) -> None:
        body = getattr(node, "body", None)
        for statement in body if isinstance(body, list) else ():
            if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant | ast.JoinedStr):
                self.skip(statement.value)  # a docstring, or a string standing as a statement
        super().generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        name = _callee(node)
        if name and (name[0] in _LOGGERS or name[-1] in _NOT_SPOKEN or name[-1] in _INTERNAL):
            self.skip(node)
        for keyword in node.keywords:
            if keyword.arg in _NOT_SPOKEN_KEYWORDS:
                self.skip(keyword.value)
        self.generic_visit(node)

    def visit_Assign(self, node: ast.Assign) -> None:
        if any(isinstance(t, ast.Name) and t.id in self.constants for t in node.targets):
            self.skip(node.value)
        self.generic_visit(node)

    def visit_Constant(self, node: ast.Constant) -> None:
        self.check(node)

    def visit_JoinedStr(self, node: ast.JoinedStr) -> None:
        self.check(node)
        self.skip(node)  # its parts are not counted again

    def check(self, node: ast.Constant | ast.JoinedStr) -> None:
        if id(node) in self.skipped:
            return
        text = _text(node)
        if text is not None and is_sentence(text):
            self.found.append(Found(self.path, node.lineno, text.replace(_PLACEHOLDER, "{…}")))


def sentences_in(source: str, path: str = "<test>") -> list[Found]:
    scan = _Scan(path)
    scan.visit(ast.parse(source, path))
    return sorted(scan.found, key=lambda f: (f.line, f.text))


def _exempt(path: str) -> bool:
    return any(path == p or (p.endswith("/") and path.startswith(p)) for p in NOT_PLAYER_TEXT)


@cache
def scan() -> dict[str, list[Found]]:
    """Every module's sentences, by path relative to the repository (modules without any are left out)."""
    found: dict[str, list[Found]] = {}
    for area in AREAS:
        for file in sorted((ROOT / area).rglob("*.py")):
            path = file.relative_to(ROOT).as_posix()
            if _exempt(path):
                continue
            if here := sentences_in(file.read_text(encoding="utf-8"), path):
                found[path] = here
    return found


def test_no_new_sentence_outside_the_catalogues() -> None:
    """A sentence in a file not on the allow-list fails with its file:line and text; so does a file whose count
    grows beyond its entry."""
    problems: list[str] = []
    for path, here in scan().items():
        allowed = ALLOWED.get(path, (0, ""))[0]
        if len(here) > allowed:
            problems.append(
                f"{path}: {len(here)} sentence(s) in English in code, {allowed} allowed; move the new one into "
                "bot/text/locales/{en,de}/*.ftl:\n" + "\n".join(f"  {f}" for f in here)
            )
    assert not problems, "\n".join(problems)


def test_the_allow_list_only_shrinks() -> None:
    """A file that got cleaner asks for its entry to be lowered (or removed), so the allow-list only shrinks."""
    found = scan()
    stale = [
        f"{path}: {len(found.get(path, []))} left in English, the allow-list says {allowed}: lower its entry"
        for path, (allowed, _) in sorted(ALLOWED.items())
        if len(found.get(path, [])) < allowed
    ]
    assert not stale, "\n".join(stale)


def test_every_allowance_says_why() -> None:
    """Each entry of the allow-list and of the modules not scanned carries its reason."""
    assert all(reason.strip() for _, reason in ALLOWED.values())
    assert all(reason.strip() for reason in NOT_PLAYER_TEXT.values())
    assert all((ROOT / path).exists() for path in NOT_PLAYER_TEXT)


def test_the_scan_tells_sentences_from_code() -> None:
    """The heuristic finds a player's sentence, an f-string's too, and passes over identifiers, message ids, log
    lines, docstrings, internal errors, command descriptions, SQL, regular expressions and a random generator's
    seed."""
    found = sentences_in(
        '"""A module docstring, which is a sentence."""\n'
        "import logging, re\n"
        "log = logging.getLogger(__name__)\n"
        "def f(name: str) -> str:\n"
        '    """A docstring: not for players."""\n'
        '    log.info("The game %s has started.", name)\n'
        "    if not name:\n"
        '        raise ValueError("The name must not be empty.")\n'
        '    re.compile(r"^The (\\w+) family speaks:$")\n'
        '    sql = "SELECT id FROM games WHERE channel = ? AND ended IS NULL"\n'
        '    key = "event-killed"\n'
        '    ident = f"{name}:speech:{name}"\n'
        '    fmt = f"{name:>10}"\n'
        '    describe(game="The game, if you play several.")\n'
        '    command(name="join", description="Take a seat at the table.")\n'
        '    lot = random.Random(f"{name}:{name}:cabinet menus")\n'
        '    refusal = "You have no seat in this game."\n'
        '    return f"{name} joins the table."\n'
    )
    assert [f.text for f in found] == ["You have no seat in this game.", "{…} joins the table."]


if __name__ == "__main__":
    counts = {path: len(here) for path, here in scan().items()}
    for here in scan().values():
        for f in here:
            print(str(f)[:200])
    for path, n in sorted(counts.items()):
        print(f"    {path!r}: ({n}, ...),", file=sys.stderr)
    print(sum(counts.values()), "sentences", file=sys.stderr)
