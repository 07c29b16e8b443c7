"""The simulator plays whole games with random legal orders and random missing orders to the end."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from rules import simulate


def test_two_hundred_seeds_across_six_to_ten_players_finish_without_errors() -> None:
    """CI runs at least 200 seeds across 6-10 players: every game ends, no engine error, no broken invariant."""
    out = simulate.run([6, 7, 8, 9, 10], "ci", 200)
    assert out["errors"] == 0, out["error_samples"]
    assert out["finished"] == 200
    assert out["invariant_violations"] == 0
    # The random play reaches the interesting parts of the rules.
    assert isinstance(out["kills"], int) and out["kills"] > 0
    assert isinstance(out["budgets_failed"], int) and out["budgets_failed"] > 0
    assert isinstance(out["coups_declared"], int) and out["coups_declared"] > 0


def test_json_output_has_the_documented_fields(capsys: pytest.CaptureFixture[str]) -> None:
    """`python -m rules.simulate --json` prints one JSON object with the documented fields."""
    assert simulate.main(["--players", "6-7", "--seed", "j", "--games", "3", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    for key in ("games", "finished", "errors", "turns_mean", "kills", "budgets_failed", "coups_declared",
                "winner_bank_mean", "coups", "coups_won_by_rebels", "battles", "casualties", "executions"):
        assert key in out
    assert out["games"] == 3


def test_bad_player_count_is_a_clear_error(capsys: pytest.CaptureFixture[str]) -> None:
    """The simulator refuses player counts outside the variant's (web 6-10, classic 4-7) with a sentence, not a
    traceback."""
    assert simulate.main(["--players", "4"]) == 2
    assert "a web game has 6 to 10 players" in capsys.readouterr().err
    assert simulate.main(["--variant", "classic", "--players", "8"]) == 2
    assert "a classic game has 4 to 7 players" in capsys.readouterr().err


def test_each_timed_decision_runs_inside_the_benchmarks_pause() -> None:
    """Issue 25: "deciding a phase under 20 ms" is the decision's time, not a garbage collection of the benchmark's
    whole heap that it happened to set off: `bench.players` times each computer decision (its straw men's included)
    inside `no_collection`, which pauses the collector for the call and enables it again after it."""
    import gc
    from contextlib import contextmanager

    from bench.players import no_collection

    inside: list[bool] = []

    @contextmanager
    def watched() -> Iterator[None]:
        with no_collection():
            inside.append(gc.isenabled())
            yield

    assert gc.isenabled()
    for variant, players in (("web", 6), ("mini", 2)):
        st, _ = simulate.play_game(players, "pause", 0.15, variant, "computer", clock=lambda: 0.0, pause=watched)
        assert st.decisions == len(inside) > 0
        assert not any(inside)  # no collection can start inside a timed decision
        inside.clear()
    assert gc.isenabled()
