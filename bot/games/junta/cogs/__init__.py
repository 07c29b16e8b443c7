"""Junta's slash commands."""
