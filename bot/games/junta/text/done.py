"""What a player reads when he presses Done: his orders for the phase, what he owes but has not given (and the
default that will apply), and who the phase still waits for."""

from __future__ import annotations

from collections.abc import Sequence

from rules.words import listing


def done_text(
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
        lines.append(f"**Your orders for {game_name}:**")
        lines.extend(f"- {o}" for o in orders)
    else:
        lines.append(f"You have given no orders in **{game_name}** this phase.")
    if lapses:
        lines.append("**Will not be carried out as things stand:**")
        lines.extend(f"- {x}" for x in lapses)
    if missing:
        lines.append("**Not given yet:**")
        lines.extend(f"- {m}" for m in missing)
    if unconfirmed:
        lines.append("Nothing is marked yet: press **Done anyway** to accept these defaults, or give the orders first.")
        return "\n".join(lines)
    lines.append("Your orders are marked done; you may still change them until the phase closes.")
    if resolved:
        lines.append("Every player is done: the phase resolves now.")
    elif waiting_for:
        n = len(waiting_for)
        lines.append(
            f"The phase closes early once {listing(waiting_for)} {'has' if n == 1 else 'have'} pressed Done too."
        )
    return "\n".join(lines)
