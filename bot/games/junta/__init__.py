"""Junta in Discord: its commands, buttons and menus, words, pictures and use cases."""

KIND = "junta"
"""The kind Junta's games carry in the store (`games.kind`): every read of Junta's asks for its games only."""
