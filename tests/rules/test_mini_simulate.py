"""The simulator plays whole `mini` games (Mini-Junta, 2 and 3 real players with their straw men) with random legal
orders and random missing orders to the end."""

from __future__ import annotations

from rules import simulate


def test_mini_games_for_two_and_three_players_finish_without_errors() -> None:
    """VARIANTS 10.1.5 (001 §17, §18): "The variant `mini` with 2 players; with 3 see section 11". Issue 16: "the
    simulator over many seeds in CI": 60 simulated games alternating two and three real players all end, with no
    engine error and no broken invariant (every bill and every card in exactly one place after every phase)."""
    out = simulate.run([2, 3], "mini-ci", games=60, variant="mini")
    assert out["errors"] == 0, out["error_samples"]
    assert out["games"] == 60 and out["finished"] == 60
    assert out["invariant_violations"] == 0


def test_mini_simulation_is_deterministic() -> None:
    """A phase resolves as one pure function of (state, orders, seed): two runs with the same seed give the same
    result, straw men's rolls and defaults included."""
    first = simulate.run([2, 3], "mini-det", games=10, variant="mini")
    second = simulate.run([2, 3], "mini-det", games=10, variant="mini")
    assert first == second
