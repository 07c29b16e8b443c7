"""What a player reads when he presses Done: his orders for the phase, what he owes but has not given (and the
default that will apply), and who the phase still waits for."""

from __future__ import annotations

from collections.abc import Sequence

from bot.text.i18n import Locale, listing, t


def done_text(
    locale: Locale,
    game_name: str,
    orders: Sequence[str],
    missing: Sequence[str],
    *,
    unconfirmed: bool,
    resolved: bool,
    waiting_for: Sequence[str] = (),
    lapses: Sequence[str] = (),
) -> str:
    """The answer to Done. `unconfirmed`: nothing was marked because something owed is missing. `lapses`: his
    orders that will not be carried out as things stand, each with why (rules.junta.lapses)."""
    lines = []
    if orders:
        lines.append(t(locale, "done-orders-heading", game=game_name))
        lines.extend(f"- {o}" for o in orders)
    else:
        lines.append(t(locale, "done-no-orders", game=game_name))
    if lapses:
        lines.append(t(locale, "done-lapses-heading"))
        lines.extend(f"- {x}" for x in lapses)
    if missing:
        lines.append(t(locale, "done-missing-heading"))
        lines.extend(f"- {m}" for m in missing)
    if unconfirmed:
        lines.append(t(locale, "done-unconfirmed"))
        return "\n".join(lines)
    lines.append(t(locale, "done-marked"))
    if resolved:
        lines.append(t(locale, "done-resolves"))
    elif waiting_for:
        lines.append(t(locale, "done-waiting", players=listing(locale, waiting_for), count=len(waiting_for)))
    return "\n".join(lines)
