"""A past phase as a reader sees it (issue 14's `/junta history` and `/history`)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.text.i18n import Locale, t


def history_text(
    locale: Locale,
    game_name: str,
    name: str,
    public: Sequence[str],
    orders: Sequence[str] = (),
    private: Sequence[str] = (),
) -> str:
    """'**Republica** · Turn 2 · Budget vote (past)': its public results; for a player also his orders and his
    private results. `name` is the phase's name and the texts are rendered already, all in `locale`."""
    lines = [t(locale, "history-heading", game=game_name, phase=name), t(locale, "history-public-heading")]
    lines.extend(public or [t(locale, "history-nothing")])
    if orders or private:
        lines.append(t(locale, "history-orders-heading"))
        lines.extend(f"- {o}" for o in orders) if orders else lines.append(t(locale, "history-no-orders"))
        if private:
            lines.append(t(locale, "history-private-heading"))
            lines.extend(private)
    return "\n".join(lines)
