"""Pillow pictures of the game (the coup map, status pictures), drawn from public views."""
