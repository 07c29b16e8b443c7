"""Nomicoup's simulator in CI (issue 24): a few hundred whole games, random and computer, to the end."""

from __future__ import annotations

import json

from rules import simulate as junta_simulate
from rules.coup import simulate


def test_random_continuous_games_of_two_to_six_players_finish_without_errors() -> None:
    """Issue 24: "`python -m rules.simulate --game coup --players 2-6 --games N --json` plays random ... games and
    checks after every step that the credits and the Treasury add up to 50 and that every card is in exactly one
    place": 150 continuous games, 30 of each size."""
    out = simulate.run([2, 3, 4, 5, 6], "ci-continuous", games=150, rounds=4)
    assert out["errors"] == 0, out["error_samples"]
    assert out["finished"] == 150 and out["invariant_violations"] == 0
    for key in ("challenges", "challenges_won", "counteractions", "exiles", "coups", "assassinations", "refused"):
        value = out[key]
        assert isinstance(value, int) and value > 0, key


def test_random_classic_games_of_two_to_six_players_finish_without_errors() -> None:
    """COUP.md 6.3, 8.8: the classic game, to its last player with influence: 100 games, 20 of each size."""
    out = simulate.run([2, 3, 4, 5, 6], "ci-classic", games=100, mode="classic")
    assert out["errors"] == 0, out["error_samples"]
    assert out["finished"] == 100 and out["invariant_violations"] == 0


def test_computer_games_finish_and_the_engine_refuses_nothing_of_theirs() -> None:
    """Issue 24: computer players "claim, bluff, challenge ... and counter"; every input they give is one the engine
    accepts. 60 games of computers only and mixed tables, both modes."""
    for mode in ("continuous", "classic"):
        for kind in ("computer", "mixed"):
            out = simulate.run([2, 3, 4, 5, 6], f"ci-{kind}", games=15, mode=mode, players_kind=kind, rounds=3)
            assert out["errors"] == 0, out["error_samples"]
            assert out["computer_refused"] == 0, out["computer_refused_samples"]
            assert out["finished"] == 15


def test_the_simulation_is_deterministic() -> None:
    """The same seed gives the same games."""
    first = simulate.run([3, 4], "det", games=6, players_kind="mixed", rounds=3)
    assert first == simulate.run([3, 4], "det", games=6, players_kind="mixed", rounds=3)


def test_the_shared_simulator_command_takes_a_game(capsys: object) -> None:
    """`python -m rules.simulate --game coup ... --json` prints Nomicoup's figures; without --game, Junta's."""
    assert junta_simulate.main(["--game", "coup", "--players", "2-3", "--games", "4", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)  # type: ignore[attr-defined]
    wanted = {"games", "finished", "errors", "turns_mean", "challenges", "challenges_won", "counteractions"}
    assert wanted | {"exiles", "coups", "assassinations"} <= set(out) and out["games"] == 4
