"""What players read: the status page, orders as sentences, phase hints. Pure functions of engine values."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from enum import Enum

from bot.conditions import describe_condition
from bot.deadlines import discord_timestamp
from bot.store import DeadlineRow
from rules.cards import card
from rules.money import describe
from rules.offices import OFFICE_INFO, Office
from rules.orders import BROTHER_IN_LAW, Order
from rules.state import LOCATION_TITLES, PHASE_TITLES, GameState, Location, Phase
from rules.validate import ORDER_NAMES
from rules.views import PlayerView, PublicView

__all__ = [
    "MAX_TEXT_CHARS",
    "budget_debate_text",
    "budget_tally_text",
    "budget_thread_name",
    "deadline_line",
    "describe_order",
    "phase_asks",
    "phase_call",
    "phase_name",
    "player_name",
    "public_status_text",
    "split_message",
    "status_page",
]

MAX_TEXT_CHARS = 1900
"""The longest text the bot puts in one message (Discord allows 2,000 characters)."""

_PLAYER_FIELDS = {"candidate", "target", "to", "player", "offerer"}
_CARD_FIELDS = {"card", "cards"}


Names = PublicView | Sequence[str]
"""Who the players are: a public view, or the families' names by seat."""


def _family_names(view: Names) -> Sequence[str]:
    return tuple(p.name for p in view.players) if isinstance(view, PublicView) else view


def player_name(view: Names, pid: int | None) -> str:
    if pid is None:
        return "nobody"
    if pid == BROTHER_IN_LAW:
        return "the Brother-in-Law"
    names = _family_names(view)
    if 0 <= pid < len(names):
        return names[pid]
    return f"player #{pid}"


def _value(view: Sequence[str], name: str, value: object) -> str:
    if value is None:
        return "none"
    if isinstance(value, Office):
        return OFFICE_INFO[value].short
    if isinstance(value, Location):
        return LOCATION_TITLES[value]
    if isinstance(value, Enum):
        return str(value.value)
    if isinstance(value, bool):
        return "yes" if value else "no"
    if name in _PLAYER_FIELDS and isinstance(value, int):
        return player_name(view, value)
    if name in _CARD_FIELDS and isinstance(value, int):
        return card(value).title
    if name in _CARD_FIELDS and isinstance(value, tuple):
        return ", ".join(card(c).title for c in value if isinstance(c, int)) or "none"
    if name in ("players", "allow", "deny") and isinstance(value, tuple):
        return ", ".join(player_name(view, p) for p in value if isinstance(p, int)) or "nobody"
    if name == "totals" and isinstance(value, tuple):
        return ", ".join(f"{player_name(view, p)} {mp} MP" for p, mp in value)
    if name == "assignments" and isinstance(value, tuple):
        return "; ".join(f"{OFFICE_INFO[o].short}: {player_name(view, p)}" for o, p in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        inner = ", ".join(
            f"{f.name} {_value(view, f.name, getattr(value, f.name))}"
            for f in dataclasses.fields(value)
            if getattr(value, f.name) not in ((), None)
        )
        return f"({inner})" if inner else "(default)"
    if isinstance(value, tuple):
        return ", ".join(_value(view, name, v) for v in value) or "none"
    return str(value)


def describe_order(players: Names, order: Order) -> str:
    """One order as a sentence-like line: 'A vote for President: candidate Garcia'; a condition (RULES 7) comes
    last, in the words it is given in: '..., only if Garcia is dead'. `players`: who the players are."""
    view = _family_names(players)
    title = ORDER_NAMES.get(type(order)) or order.KIND.replace("_", " ").capitalize()
    parts = [
        f"{f.name.replace('_', ' ')} {_value(view, f.name, getattr(order, f.name))}"
        for f in dataclasses.fields(order)
        if f.name != "condition"
        and (getattr(order, f.name) not in ((), None) or f.name in ("location", "office", "target"))
    ]
    line = f"{title}: {', '.join(parts)}" if parts else title
    condition = getattr(order, "condition", None)
    if condition is not None:
        line += f", only {describe_condition(list(view), condition)}"
    return line


def deadline_line(deadline: DeadlineRow | None) -> str:
    if deadline is None:
        return "no deadline"
    if deadline.due_at is None:
        return "the game is paused (the deadline is stopped)"
    return discord_timestamp(deadline.due_at)


def phase_asks(view: PlayerView, owes: bool) -> str:
    """What this phase asks of the player, in one or two sentences."""
    phase = view.public.phase
    acts = set(view.acts_for)
    president = view.public.president == view.player
    if phase is Phase.NOMINATION:
        return "Nominate a candidate for President with /nominate (or /second one, or /decline your own)."
    if phase is Phase.ELECTION:
        return "Vote for President with /vote president." if owes else "You have no vote in this election."
    if phase is Phase.CABINET:
        return "Appoint your cabinet with /appoint." if president else "The President appoints the cabinet."
    if phase is Phase.BUDGET_DRAW:
        asks = []
        if Office.MINISTER_OF_WAR in acts:
            asks.append("assign New Weapons with /weapons")
        if acts & {Office.FOREIGN_MINISTER, Office.FARM_LABOR}:
            asks.append("choose how many bills to draw with /draw")
        return ("You " + " and ".join(asks) + ".") if asks else "The budget is being drawn: nothing to do."
    if phase is Phase.BUDGET_PROPOSAL:
        return "Propose the budget with /budget." if president else "The President is writing the budget."
    if phase is Phase.BUDGET_VOTE:
        return "Vote on the budget with /vote budget." if owes else "You have no vote on the budget."
    if phase is Phase.MINISTER_DECISION:
        if Office.MINISTER in acts:
            return "The budget failed: decide with /seize whether to seize the Chamber."
        return "The Minister of Internal Security decides whether to seize the Chamber."
    if phase is Phase.LOCATIONS:
        return (
            "Choose where you spend the turn with /location; you may also /assassinate, /bank (at the Bank) and /rebel."
        )
    if phase is Phase.COUP:
        return (
            "A coup! Give unit orders (/move, /fire, /bombard, /land, /transfer, /police), play coup cards with "
            "/coupcard, set /lossorder, /retreat, /intervention, /safepassage and, in Coup Phase 6, /coupvote."
        )
    if phase is Phase.AFTERMATH:
        return "The coup is over: the winners give their orders (/firingsquad, /juntavote, /execute)."
    return "The game is over."


_PHASE_CALLS: dict[Phase, str] = {
    Phase.NOMINATION: "Nominate a candidate for President with /nominate (or /second one, or /decline your own).",
    Phase.ELECTION: "The Chamber elects the President: everyone with votes uses /vote president.",
    Phase.CABINET: "The President appoints the cabinet with /appoint.",
    Phase.BUDGET_DRAW: "The budget is drawn from the money deck (the Minister of War assigns New Weapons with "
    "/weapons; the offices that may choose how many bills to draw use /draw).",
    Phase.BUDGET_PROPOSAL: "The President proposes the budget with /budget.",
    Phase.BUDGET_VOTE: "The Chamber votes on the proposed budget with /vote budget; debate it here or in the "
    "turn's budget thread.",
    Phase.MINISTER_DECISION: "The budget failed: the Minister of Internal Security decides with /seize whether to "
    "seize the Chamber.",
    Phase.LOCATIONS: "Everyone chooses where to spend the turn with /location, and may /assassinate, /bank (at the "
    "Bank) or /rebel.",
    Phase.COUP: "A coup: the units' commanders give orders (/move, /fire, /bombard, /land, /transfer, /police), "
    "coup cards are played with /coupcard, standing choices are /lossorder, /retreat, /intervention and "
    "/safepassage; in Coup Phase 6, /coupvote.",
    Phase.AFTERMATH: "The coup is over: the winners decide the firing squad (/firingsquad), the Junta (/juntavote) "
    "and executions (/execute).",
}


def phase_name(state: GameState) -> str:
    """The phase as players name it: 'Turn 2 · Budget vote', 'Turn 3 · Coup Phase 4', 'Before turn 1 · Nominations
    for President' (the first election comes before the first turn)."""
    turn = f"Turn {state.turn}" if state.turn else "Before turn 1"
    if state.phase is Phase.COUP and state.coup is not None and state.coup.phase:
        return f"{turn} · Coup Phase {state.coup.phase}"
    return f"{turn} · {PHASE_TITLES[state.phase]}"


def phase_call(phase: Phase) -> str:
    """What a phase asks, and of whom, for its public announcement: the same for every player, so it says
    nothing of anybody's hand or plans. Orders are given in a DM to the bot; /status there says the rest."""
    return _PHASE_CALLS.get(phase, "")


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
    hand = ", ".join(f"{t} [#{c}]" for c, t in zip(view.hand, view.hand_titles, strict=True)) or "no cards"
    lines.append(f"Hand: {hand}.")
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


def split_message(text: str, limit: int = MAX_TEXT_CHARS) -> list[str]:
    """Text in pieces of at most `limit` characters (one Discord message each), split at line ends where possible;
    a line longer than `limit` is cut, never dropped."""
    out: list[str] = []
    current = ""
    for line in text.split("\n"):
        while len(line) > limit:
            if current:
                out.append(current)
                current = ""
            out.append(line[:limit])
            line = line[limit:]
        candidate = f"{current}\n{line}" if current else line
        if len(candidate) > limit:
            out.append(current)
            current = line
        else:
            current = candidate
    if current or not out:
        out.append(current)
    return out


def budget_thread_name(game: str, turn: int) -> str:
    """The name of a turn's budget debate thread (Discord allows 100 characters)."""
    suffix = f" · turn {turn} budget"
    return game[: 100 - len(suffix)] + suffix


def budget_debate_text(turn: int, proposal: str, *, first: bool) -> str:
    """The post that opens a turn's budget debate (`first`), or a later proposal of the same turn."""
    if first:
        return f"**Turn {turn}: the budget debate.** {proposal}\nDebate it in this thread before the vote."
    return f"**Turn {turn}: a new budget proposal.** {proposal}"


def budget_tally_text(tally: str) -> str:
    return f"**The vote:** {tally}"
