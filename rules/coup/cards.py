"""The Court Deck's cards (COUP.md 1.1): 15 cards, 3 each of the five characters.

A card is an id 0-14; `character(card)` tells which character it shows. Ids exist so that every card can be
followed to exactly one place (the deck, a hand, the face-up cards in front of a player); players only ever read
characters.
"""

from __future__ import annotations

from enum import StrEnum


class Character(StrEnum):
    DUKE = "duke"
    ASSASSIN = "assassin"
    CAPTAIN = "captain"
    AMBASSADOR = "ambassador"
    CONTESSA = "contessa"


CHARACTERS: tuple[Character, ...] = tuple(Character)
COPIES = 3  # of each character (004 4.6)
CARDS = len(CHARACTERS) * COPIES  # 15
ALL_CARDS: tuple[int, ...] = tuple(range(CARDS))


def character(card: int) -> Character:
    """The character a card shows."""
    return CHARACTERS[card // COPIES]


def characters(cards: tuple[int, ...]) -> tuple[Character, ...]:
    return tuple(character(c) for c in cards)


def find(cards: tuple[int, ...], who: Character) -> int | None:
    """The first card of `cards` that shows `who`, or None."""
    for c in cards:
        if character(c) is who:
            return c
    return None


def without(cards: tuple[int, ...], card: int) -> tuple[int, ...]:
    """`cards` with one copy of `card` removed."""
    i = cards.index(card)
    return cards[:i] + cards[i + 1 :]
