#!/usr/bin/env bash
# The project's whole check: lint, types, layer contracts, tests (the simulator's 200 seeds included).
# Run from anywhere after the README's install line; extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-.venv/bin/python}
BIN=$(dirname "$PY")
echo "== ruff"; "$PY" -m ruff check .
echo "== mypy (strict on rules/)"; "$PY" -m mypy rules bot render bench tests
echo "== import-linter"; "$BIN/lint-imports"
echo "== pytest"; "$PY" -m pytest "$@"
