"""The rules engine is pure: "`rules/` is standard library only: no I/O, no clock, no module-level random, no asyncio.
A phase resolves as one pure function of (state, orders, seed)." The import-linter contract keeps the bot, render,
discord, the databases and asyncio out of `rules/`; this test keeps out what it cannot see, the standard library's
clocks and I/O, and the module-level random generator (a seeded `random.Random(...)` is how the engine draws)."""

from __future__ import annotations

import ast
from pathlib import Path

import rules

ROOT = Path(rules.__file__).parent
#: Standard-library modules that read a clock, the environment, files, processes or the network.
CLOCK_AND_IO = frozenset(
    {
        "time",
        "datetime",
        "os",
        "io",
        "pathlib",
        "shutil",
        "socket",
        "subprocess",
        "asyncio",
        "sqlite3",
        "urllib",
        "http",
    }
)
#: The module-level generator's functions (its hidden, shared state is not a seed).
GLOBAL_RANDOM = frozenset(
    {"random", "choice", "choices", "shuffle", "randint", "randrange", "sample", "seed", "uniform", "getrandbits"}
)


def _problems(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    where = path.relative_to(ROOT.parent)
    out: list[str] = []
    for node in ast.walk(tree):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [node.module]
            if node.module == "random":
                out += [f"{where}:{node.lineno} from random import {a.name}" for a in node.names if a.name != "Random"]
        line = getattr(node, "lineno", 0)
        out += [f"{where}:{line} imports {n}" for n in names if n.split(".")[0] in CLOCK_AND_IO]
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and isinstance(node.func.value, ast.Name)
            and node.func.value.id == "random"
            and node.func.attr in GLOBAL_RANDOM
        ):
            out.append(f"{where}:{node.lineno} calls random.{node.func.attr}")
    return out


def test_rules_reads_no_clock_does_no_io_and_draws_only_from_seeded_generators() -> None:
    """`rules/` is standard library only: no I/O, no clock, no module-level random, no asyncio."""
    modules = sorted(ROOT.rglob("*.py"))
    assert len(modules) > 20, modules  # the whole package is looked at
    problems = [p for path in modules for p in _problems(path)]
    assert not problems, problems
