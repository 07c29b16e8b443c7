"""One folder per game (issue 24): where Junta's modules went, and the rewrite of imports that follows them.

    python scripts/game_folders.py --move            # the move itself (git mv, then the rewrite): done once, on main
    python scripts/game_folders.py FILE_OR_DIR ...   # rewrite imports in files written before the move

A branch that was started before the move and adds files of its own (a new module in rules/ or bot/services/, a new
test) runs the second form on them after merging main: every `rules.state`, `bot.text.phases`, `bot.services.orders`
... becomes its new name (`rules.junta.state`, `bot.games.junta.text.phases`, ...), in imports, in strings (cog
names, patch targets) and in comments and docstrings (dotted names and paths). Then `ruff check --fix --select I`
sorts the imports again. Code is never touched outside import statements: `rules.offices` may be a variant's field.
"""

from __future__ import annotations

import argparse
import ast
import io
import re
import subprocess
import sys
import tokenize
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

_JUNTA_RULES = [
    *("actions", "appointments", "ballots", "budget", "cardplay", "cards", "checks", "city", "combat", "conditions"),
    *("context", "duties", "engine", "invariants", "lapses", "mapview", "military", "money", "offices", "orders"),
    *("state", "straw", "submission", "turns", "units", "vacancies", "validate", "validate_coup", "variants"),
    *("views", "votes", "phases", "computer", "choices"),
]
_JUNTA_TEXT = [
    *("campaign", "cards", "done", "help", "history", "messages", "orders", "phases", "status", "choices", "computer"),
    "terms",
]
_JUNTA_SERVICES = ["orders", "trades", "reads", "player", "snapshots", "computers", "choices", "exchange"]

# Old module (dotted) -> new module. Longest names first when matching; a module maps with its submodules.
MODULES: dict[str, str] = {
    **{f"rules.{m}": f"rules.junta.{m}" for m in _JUNTA_RULES},
    "rules.data": "rules.junta.data",
    "bot.cogs.game": "bot.games.junta.cogs.game",
    "bot.cogs.orders": "bot.games.junta.cogs.orders",
    "bot.cogs.player": "bot.games.junta.cogs.player",
    "bot.cogs.transformers": "bot.games.junta.cogs.transformers",
    "bot.cogs.common": "bot.games.junta.cogs.common",
    **{f"bot.ui.{m}": f"bot.games.junta.ui.{m}" for m in ("appoint", "fullmap", "page", "quick", "trade")},
    "bot.text.i18n": "bot.text.i18n",
    "bot.text.locales": "bot.text.locales",
    **{f"bot.text.{m}": f"bot.games.junta.text.{m}" for m in _JUNTA_TEXT},
    "bot.text": "bot.games.junta.text",
    **{f"bot.services.{m}": f"bot.games.junta.services.{m}" for m in _JUNTA_SERVICES},
    "bot.parsers": "bot.games.junta.parsers",
    "bot.conditions": "bot.games.junta.conditions",
    "bot.maps": "bot.games.junta.maps",
}

# The files and folders moved (`--move`), as paths relative to the repository.
MOVES: list[tuple[str, str]] = [
    *[(f"rules/{m}.py", f"rules/junta/{m}.py") for m in _JUNTA_RULES if m not in ("phases", "computer")],
    ("rules/phases", "rules/junta/phases"),
    ("rules/computer", "rules/junta/computer"),
    ("rules/data", "rules/junta/data"),
    ("bot/cogs/game.py", "bot/games/junta/cogs/game.py"),
    ("bot/cogs/orders", "bot/games/junta/cogs/orders"),
    ("bot/cogs/player.py", "bot/games/junta/cogs/player.py"),
    ("bot/cogs/transformers.py", "bot/games/junta/cogs/transformers.py"),
    ("bot/cogs/common.py", "bot/games/junta/cogs/common.py"),
    *[(f"bot/ui/{m}.py", f"bot/games/junta/ui/{m}.py") for m in ("appoint", "fullmap", "page", "quick", "trade")],
    *[
        (f"bot/text/{m}.py", f"bot/games/junta/text/{m}.py")
        for m in _JUNTA_TEXT
    ],
    ("bot/text/__init__.py", "bot/games/junta/text/__init__.py"),
    *[
        (f"bot/services/{m}.py", f"bot/games/junta/services/{m}.py")
        for m in _JUNTA_SERVICES
    ],
    ("bot/parsers.py", "bot/games/junta/parsers.py"),
    ("bot/conditions.py", "bot/games/junta/conditions.py"),
    ("bot/maps.py", "bot/games/junta/maps.py"),
]

NEW_PACKAGES = {
    "rules/junta/__init__.py": "Junta's rules engine (RULES.md, VARIANTS.md): pure, deterministic, standard library.",
    "bot/games/__init__.py": "The games the bot hosts, one folder each.",
    "bot/games/junta/__init__.py": "Junta in Discord: its commands, buttons and menus, words, pictures and use cases.",
    "bot/games/junta/cogs/__init__.py": "Junta's slash commands.",
    "bot/games/junta/ui/__init__.py": "Junta's buttons and menus.",
    "bot/games/junta/services/__init__.py": "Junta's own use cases (orders, gifts and trades, Status Page, computers).",
    "bot/text/__init__.py": "Words every game shares: the message catalogues (`i18n`, `locales/`).",
}

_ORDERED = sorted(MODULES, key=len, reverse=True)
_DOTTED = re.compile(r"(?<![\w.])(" + "|".join(re.escape(m) for m in _ORDERED) + r")(?![\w])")
_PATHS = {old.replace(".", "/"): new.replace(".", "/") for old, new in MODULES.items()}
_PATH_NAMES = "|".join(re.escape(p) for p in sorted(_PATHS, key=len, reverse=True))
_PATHED = re.compile(r"(?<![\w./])(" + _PATH_NAMES + r")(?=[/.\s)`'\":,]|$)")


_TEXT_TOKENS = (tokenize.STRING, tokenize.COMMENT, getattr(tokenize, "FSTRING_MIDDLE", tokenize.STRING))


def new_module(name: str) -> str:
    """The module's name after the move (itself if it did not move)."""
    for old in _ORDERED:
        if name == old or name.startswith(old + "."):
            return MODULES[old] + name[len(old) :]
    return name


def _text_rewrite(text: str) -> str:
    text = _DOTTED.sub(lambda m: MODULES[m.group(1)], text)
    return _PATHED.sub(lambda m: _PATHS[m.group(1)], text)


def _import_text(node: ast.Import | ast.ImportFrom, indent: str) -> str | None:
    """The statement rewritten, or None if it does not change."""
    if isinstance(node, ast.Import):
        names = [(new_module(a.name), a.asname) for a in node.names]
        if all(new == a.name for (new, _), a in zip(names, node.names, strict=True)):
            return None
        return "\n".join(f"{indent}import {n}" + (f" as {a}" if a else "") for n, a in names)
    if node.level or node.module is None:
        return None
    groups: dict[str, list[str]] = {}
    for alias in node.names:
        # `from rules import straw` (a submodule that moved), `from bot.text import phase_name` (a name of a
        # module that moved), `from bot.text import i18n` (a submodule that stayed): the parent of the new name.
        target = new_module(f"{node.module}.{alias.name}").rsplit(".", 1)[0]
        groups.setdefault(target, []).append(alias.name + (f" as {alias.asname}" if alias.asname else ""))
    if list(groups) == [node.module]:
        return None
    out = []
    for module, items in groups.items():
        line = f"{indent}from {module} import {', '.join(items)}"
        if len(line) > 120:
            body = "".join(f"{indent}    {item},\n" for item in items)
            line = f"{indent}from {module} import (\n{body}{indent})"
        out.append(line)
    return "\n".join(out)


def rewrite_source(source: str) -> str:
    tree = ast.parse(source)
    lines = source.splitlines(keepends=True)
    edits: list[tuple[int, int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            first = lines[node.lineno - 1]
            indent = first[: len(first) - len(first.lstrip())]
            new = _import_text(node, indent)
            if new is not None:
                last = lines[node.end_lineno - 1]  # type: ignore[operator]
                tail = last[node.end_col_offset :]  # a trailing comment stays
                edits.append((node.lineno - 1, node.end_lineno, new + tail.rstrip("\n") + "\n"))  # type: ignore[arg-type]
    for start, end, text in sorted(edits, reverse=True):
        lines[start:end] = [text]
    source = "".join(lines)
    # Strings and comments: dotted names and paths.
    out: list[str] = []
    tokens = list(tokenize.generate_tokens(io.StringIO(source).readline))
    rows = source.splitlines(keepends=True)
    offsets = [0]
    for row in rows:
        offsets.append(offsets[-1] + len(row))
    pos = 0
    for tok in tokens:
        if tok.type not in _TEXT_TOKENS:
            continue
        start = offsets[tok.start[0] - 1] + tok.start[1]
        end = offsets[tok.end[0] - 1] + tok.end[1]
        out.append(source[pos:start])
        out.append(_text_rewrite(source[start:end]))
        pos = end
    out.append(source[pos:])
    return "".join(out)


def rewrite_file(path: Path) -> bool:
    text = path.read_text(encoding="utf-8")
    new = rewrite_source(text) if path.suffix == ".py" else _text_rewrite(text)
    if new != text:
        path.write_text(new, encoding="utf-8")
        return True
    return False


def _files(targets: list[str]) -> list[Path]:
    out: list[Path] = []
    for target in targets:
        p = Path(target)
        if p.is_dir():
            out += [f for f in sorted(p.rglob("*")) if f.suffix in (".py", ".md") and ".venv" not in f.parts]
        elif p.suffix in (".py", ".md"):
            out.append(p)
    return out


def move() -> None:
    for old, new in MOVES:
        if not (ROOT / old).exists():
            print(f"not there (skipped): {old}", file=sys.stderr)
            continue
        (ROOT / new).parent.mkdir(parents=True, exist_ok=True)
        subprocess.run(["git", "mv", old, new], cwd=ROOT, check=True)
    for path, text in NEW_PACKAGES.items():
        if not (ROOT / path).exists():
            (ROOT / path).write_text(f'"""{text}"""\n', encoding="utf-8")
            subprocess.run(["git", "add", path], cwd=ROOT, check=True)
    folders = ["bot", "rules", "render", "bench", "tests", "scripts", "README.md"]
    changed = [p for p in _files([str(ROOT / f) for f in folders]) if p.name != "game_folders.py" and rewrite_file(p)]
    print(f"rewrote {len(changed)} files")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--move", action="store_true", help="move the modules (once, on main), then rewrite")
    parser.add_argument("paths", nargs="*", help="files or folders whose imports to rewrite")
    args = parser.parse_args(argv)
    if args.move:
        move()
        return 0
    for path in _files(args.paths):
        if rewrite_file(path):
            print(f"rewrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
