"""One module per phase of the turn, named after the rulebook's phases."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from rules.junta.orders import OrderBase, Submitted

T = TypeVar("T", bound=OrderBase)


def of(orders: Sequence[Submitted], kind: type[T]) -> list[tuple[int, T, int]]:
    """(player, order, time) of one kind, in resolution order."""
    return [(s.player, s.order, s.time) for s in orders if isinstance(s.order, kind)]


def by_player(orders: Sequence[Submitted], kind: type[T]) -> dict[int, T]:
    """The order of one kind per player (the last one counts)."""
    return {p: o for p, o, _ in of(orders, kind)}
