"""The check of each order kind, registered beside the rules it checks.

    @check(Land)
    def _land(state: GameState, player: int, order: Land) -> tuple[Rejection, ...]: ...

A check says why `player` may not give `order` now, beyond what every order is checked for first (the game not
over, the player alive and not in exile, the order's phase; see `rules.junta.validate.validate`). mypy checks that the
function takes the kinds it is registered for; registering a kind twice fails at import. A kind that needs nothing
beyond its phase says so with a check that returns (). `CHECKS` is complete once `rules.junta.validate` is imported
(it imports `rules.junta.validate_coup`); `tests/rules/test_order_kinds.py` checks that every kind has one.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeAlias, TypeVar, overload

from rules.junta.orders import OrderBase
from rules.junta.state import GameState
from rules.rejections import Rejection

K = TypeVar("K", bound=OrderBase)
L = TypeVar("L", bound=OrderBase)
Check: TypeAlias = Callable[[GameState, int, K], tuple[Rejection, ...]]

CHECKS: dict[type[OrderBase], Check[Any]] = {}
"""The check of each order kind."""


@overload
def check(kind: type[K], /) -> Callable[[Check[K]], Check[K]]: ...
@overload
def check(kind: type[K], other: type[L], /) -> Callable[[Check[K | L]], Check[K | L]]: ...
def check(*kinds: type[OrderBase]) -> Callable[[Check[Any]], Check[Any]]:
    """Register the decorated function as the check of these order kinds (one, or two sharing a check)."""

    def register(fn: Check[Any]) -> Check[Any]:
        for kind in kinds:
            if kind in CHECKS:
                raise ValueError(f"{kind.__name__} has two checks: {CHECKS[kind].__name__} and {fn.__name__}")
            CHECKS[kind] = fn
        return fn

    return register
