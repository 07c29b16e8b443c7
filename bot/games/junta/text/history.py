"""A past phase as a reader sees it (issue 14's `/junta history` and `/history`)."""

from __future__ import annotations

from collections.abc import Sequence


def history_text(
    game_name: str, name: str, public: Sequence[str], orders: Sequence[str] = (), private: Sequence[str] = ()
) -> str:
    """'**Republica** · Turn 2 · Budget vote (past)': its public results; for a player also his orders and his
    private results."""
    lines = [f"**{game_name}** · {name}", "**What everyone read:**"]
    lines.extend(public or ["Nothing was reported."])
    if orders or private:
        lines.append("**Your orders:**")
        lines.extend(f"- {o}" for o in orders) if orders else lines.append("none.")
        if private:
            lines.append("**For your eyes only:**")
            lines.extend(private)
    return "\n".join(lines)
