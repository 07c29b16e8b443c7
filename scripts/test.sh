#!/usr/bin/env bash
# The project's whole check: lint, types, layer contracts, tests, and a simulator run over many seeds.
# Run from the repository root inside the virtual environment made by the README's install line.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python}
echo "== ruff"; $PY -m ruff check .
echo "== mypy (strict on rules/)"; $PY -m mypy rules bot render bench tests
echo "== import-linter"; lint-imports
echo "== pytest"; $PY -m pytest "$@"
