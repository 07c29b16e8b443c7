"""The Status Page (a player's own, in DMs) and the public status of a game (in its channel)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from bot.store import DeadlineRow
from bot.text.cards import hand_lines
from bot.text.messages import deadline_line
from bot.text.orders import describe_order, player_name
from bot.text.phases import phase_asks
from rules.money import describe
from rules.offices import OFFICE_INFO
from rules.orders import Order
from rules.state import LOCATION_TITLES, Location
from rules.views import PlayerView, PublicView


def status_page(
    game_name: str,
    view: PlayerView,
    orders: Sequence[Order],
    *,
    owes: bool,
    done: bool,
    deadline: DeadlineRow | None,
) -> str:
    pub = view.public
    me = pub.players[view.player]
    offices = ", ".join(OFFICE_INFO[o].title for o in me.offices) or "no office"
    lines = [
        f"**{game_name}**: turn {pub.turn}, {pub.phase_title}",
        f"You are the **{me.name}** family ({me.status.value}); {offices}.",
    ]
    if view.acts_for and set(view.acts_for) != set(me.offices):
        lines.append("You also give the orders of: " + ", ".join(OFFICE_INFO[o].short for o in view.acts_for) + ".")
    lines.append(f"Cash: {describe(view.pocket)}. Swiss bank account: {describe(view.bank)}.")
    lines.append("Hand:" if view.hand else "Hand: no cards.")
    lines.extend(hand_lines(view.hand))
    lines.append("Influence in play: " + (", ".join(me.influence) or "none") + ".")
    if view.location:
        lines.append(f"Location: {LOCATION_TITLES[Location(view.location)]}.")
    if view.drawn:
        lines.append(f"Bills drawn for the budget: {describe(view.drawn)}.")
    if view.pool:
        lines.append(f"The budget pool: {describe(view.pool)}.")
    lines.append(f"Bank: {pub.bank.value}. Money deck: {pub.money.drawn} of {pub.money.known_total} known bills drawn.")
    lines.append(f"**This phase:** {phase_asks(view, owes)}")
    if orders:
        lines.append("**Your orders:**")
        lines.extend(f"- {describe_order(pub, o)}" for o in orders)
    else:
        lines.append("**Your orders:** none yet" + (" (defaults will be used)." if owes else "."))
    if owes:
        lines.append("You have marked your orders done." if done else "When you are finished, use /done.")
    lines.append(f"Deadline: {deadline_line(deadline)}.")
    return "\n".join(lines)


def public_status_text(
    game_name: str,
    status: str,
    families: Iterable[str],
    view: PublicView | None,
    waiting: Sequence[str],
    deadline: DeadlineRow | None,
) -> str:
    names = list(families)
    lines = [f"**{game_name}** ({status}): {len(names)} families: {', '.join(names) or 'none yet'}."]
    if view is None:
        return "\n".join(lines)
    lines.append(f"Turn {view.turn}, phase: {view.phase_title}.")
    if view.president is not None:
        lines.append(f"El Presidente: {player_name(view, view.president)}.")
    cabinet = [f"{r.title}: {r.holder or r.status}" for r in view.cabinet.rows if r.office != "president"]
    if view.president is not None and cabinet:
        lines.append("Cabinet: " + "; ".join(cabinet) + ".")
    dead = [p.name for p in view.players if p.status.value == "dead"]
    exiled = [p.name for p in view.players if p.status.value == "exiled"]
    if dead:
        lines.append("Dead: " + ", ".join(dead) + ".")
    if exiled:
        lines.append("In exile: " + ", ".join(exiled) + ".")
    lines.append(f"The Bank is {view.bank.value}. Money deck: {view.money.drawn} of {view.money.known_total} drawn.")
    if view.budget_totals:
        lines.append("Budget: " + ", ".join(f"{player_name(view, p)} {mp} MP" for p, mp in view.budget_totals) + ".")
    lines.append("Still owing orders: " + (", ".join(waiting) or "nobody") + ".")
    lines.append(f"Deadline: {deadline_line(deadline)}.")
    return "\n".join(lines)
