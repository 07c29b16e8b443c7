"""Settings for every test.

Hypothesis runs without its per-example deadline: speed is measured by the benchmarks under bench/, never by timed
assertions in tests, and a deadline fails a property on a busy machine (a shared CI runner) for no fault of the code."""

from __future__ import annotations

from hypothesis import settings

settings.register_profile("junta", deadline=None)
settings.load_profile("junta")
