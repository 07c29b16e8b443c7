"""Junta's rules engine (RULES.md, VARIANTS.md): pure, deterministic, standard library only."""
