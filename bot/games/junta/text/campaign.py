"""The campaign (RULES 3.2): nominations, seconds and declines are public acts, each posted in the game channel as it
is made, and so is a withdrawal. Pure functions of engine values."""

from __future__ import annotations

from collections.abc import Sequence

from rules.junta.orders import Decline, Nominate, Order, Second


def _who(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else "someone"


def campaign_text(names: Sequence[str], seat: int, order: Order, *, withdrawn: bool = False) -> str | None:
    """The channel's sentence for a public act of `seat` (None if `order` is not one)."""
    me = _who(names, seat)
    if isinstance(order, Nominate):
        them = "himself" if order.candidate == seat else _who(names, order.candidate)
        if withdrawn:
            return f"🗳️ {me} withdraws the nomination of {them} for President."
        return f"🗳️ {me} nominates {them} for President."
    if isinstance(order, Second):
        them = "his own nomination" if order.candidate == seat else f"the nomination of {_who(names, order.candidate)}"
        if withdrawn:
            return f"🗳️ {me} no longer seconds {them}."
        return f"🗳️ {me} seconds {them}."
    if isinstance(order, Decline):
        if withdrawn:
            return f"🗳️ {me} takes back his refusal: he may be elected after all."
        return f"🗳️ {me} declines his nomination: he will not stand for President."
    return None
