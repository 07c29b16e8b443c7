"""Benchmarks: `python -m bench.rules` and friends print figures; nothing here asserts a time."""
