"""The campaign (RULES 3.2): nominations, seconds and declines are public acts, each posted in the game channel as it
is made, and so is a withdrawal. Pure functions of engine values."""

from __future__ import annotations

from collections.abc import Sequence

from bot.text.i18n import Locale, t
from rules.junta.orders import Decline, Nominate, Order, Second


def _who(locale: Locale, names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else t(locale, "campaign-someone")


def campaign_text(
    locale: Locale, names: Sequence[str], seat: int, order: Order, *, withdrawn: bool = False
) -> str | None:
    """The channel's sentence for a public act of `seat` (None if `order` is not one), in the channel's `locale`."""
    if isinstance(order, Nominate | Second):
        kind = "nominate" if isinstance(order, Nominate) else "second"
        self = "-self" if order.candidate == seat else ""
    elif isinstance(order, Decline):
        kind, self = "decline", ""
    else:
        return None
    key = f"campaign-{kind}{self}" + ("-withdrawn" if withdrawn else "")
    args: dict[str, object] = {"player": _who(locale, names, seat)}
    if isinstance(order, Nominate | Second) and not self:
        args["candidate"] = _who(locale, names, order.candidate)
    return t(locale, key, **args)
