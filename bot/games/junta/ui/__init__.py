"""Junta's buttons and menus."""
