"""The Junta rules engine: pure, deterministic, standard library only."""
