"""Junta in Discord: its commands, buttons and menus, words, pictures and use cases."""
