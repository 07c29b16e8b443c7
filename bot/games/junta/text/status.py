"""The Status Page (a player's own, in DMs) and the public status of a game (in its channel)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from bot.games.junta.text.cards import hand_lines
from bot.games.junta.text.messages import MAX_TEXT_CHARS, deadline_line, plural
from bot.games.junta.text.orders import appointments_text, describe_order, player_name
from bot.games.junta.text.phases import name_of_phase, phase_asks
from bot.games.junta.text.terms import card_name
from bot.store import DeadlineRow
from rules.junta.cards import HAND_LIMIT, card
from rules.junta.city import CITY
from rules.junta.money import describe
from rules.junta.offices import OFFICE_INFO, Office
from rules.junta.orders import Land, Move, Order
from rules.junta.state import LOCATION_TITLES, BankState, Location, Phase
from rules.junta.units import GUNBOAT_DICE, KINDS, parse_kind
from rules.junta.variants import variant_of
from rules.junta.views import PlayerView, PublicView


def status_page(
    game_name: str,
    view: PlayerView,
    orders: Sequence[Order],
    *,
    owes: bool,
    done: bool,
    deadline: DeadlineRow | None,
    missing: Sequence[str] = (),
) -> str:
    """A player's Status Page: who he is, what he has, what this phase asks of him and with which commands, his
    orders so far and what is still missing (with the default that would apply), and the deadline."""
    pub = view.public
    me = pub.players[view.player]
    offices = ", ".join(OFFICE_INFO[o].title for o in me.offices) or "no office"
    state_word = {"alive": "", "dead": " (dead until the next turn)", "exiled": " (in exile)"}[me.status.value]
    side = ""
    if pub.coup_phase is not None:
        side = " " + _side(view)
    who = (
        f"This is {me.name}, your straw man ({_faction(me.faction)}){state_word}: {offices}.{side}"
        if me.straw
        else f"You are {me.family}{state_word}: {offices}.{side}"
    )
    now = name_of_phase(pub.turn, pub.phase, pub.coup_phase, pub.ballot, pub.election_round)
    lines = [f"**{game_name}** · {now}", who]
    lines.extend(straw_lines(view, game_name))
    if view.acts_for and set(view.acts_for) != set(me.offices):
        extra = [OFFICE_INFO[o].title for o in view.acts_for if o not in me.offices]
        lines.append("You also give the orders of your Brother-in-Law's office: " + ", ".join(extra) + ".")
    lines.append(f"Cash: {describe(view.pocket)}. Swiss bank account: {describe(view.bank)}.")
    held = len(view.hand) + len(me.influence)
    hand_at = len(lines)
    lines.append("Hand:" if view.hand else "Hand: no cards.")
    lines.extend(hand_lines(view.hand, variant_of(pub.variant)))
    hand = (hand_at, len(lines))
    if held:
        lines.append(f"Cards toward the hand limit of {HAND_LIMIT}, influence in play included: {held}.")
    if held > HAND_LIMIT and me.straw:
        over = held - HAND_LIMIT
        lines.append(  # Mini-Junta (VARIANTS 10.6): his leader chooses his discards
            f"⚠️ {me.name} is over the hand limit of {HAND_LIMIT} by {over}: choose the {plural(over, 'card')} he "
            "discards with /discard (and this game option) before the cabinet phase ends, or his newest drawn are "
            "discarded."
        )
    elif held > HAND_LIMIT:
        over = held - HAND_LIMIT
        lines.append(
            f"⚠️ You are over the hand limit of {HAND_LIMIT} by {over}: play, pass or /discard "
            f"{plural(over, 'card')} before the cabinet phase ends, or the newest drawn are discarded."
        )
    if me.influence:
        lines.append("Influence in play: " + ", ".join(card_name("en", k) for k in me.influence) + ".")
    if view.location:
        lines.append(f"Location: {LOCATION_TITLES[Location(view.location)]}.")
    lines.extend(_office_notes(view))
    lines.extend(_phase_facts(view, orders))
    lines.append(f"**This phase:** {phase_asks(view, owes)}")
    if orders:
        lines.append("**Your orders:**")
        orders_at = len(lines)
        lines.extend(f"- {describe_order(pub, o)}" for o in orders)
        listed = (orders_at, len(lines))
    else:
        lines.append("**Your orders:** none yet.")
        listed = (len(lines), len(lines))
    if missing:
        lines.append("**Not given yet:**")
        lines.extend(f"- {m}" for m in missing)
    if me.status.value == "alive":
        lines.append(
            "You have marked this phase done." if done else "When you are finished, press Done (or use /done)."
        )
    lines.append(f"Deadline: {deadline_line(deadline)}.")
    return _fit(lines, hand, listed, view.hand)


def _fit(lines: list[str], hand: tuple[int, int], listed: tuple[int, int], cards: Sequence[int]) -> str:
    """The page in one message (MAX_TEXT_CHARS) by construction: if it is too long, the hand is listed by name
    only (/card shows each card), then the orders' list is cut short, then the page itself."""
    text = "\n".join(lines)
    if len(text) <= MAX_TEXT_CHARS:
        return text
    before, after = lines[: hand[0]], lines[hand[1] :]
    names = ", ".join(f"#{c} {card(c).title}" for c in cards)
    short = [f"{lines[hand[0]].rstrip(':')}: {names} (/card shows each)."] if cards else [lines[hand[0]]]
    shift = len(short) - (hand[1] - hand[0])
    lines = before + short + after
    start, end = listed[0] + shift, listed[1] + shift
    text = "\n".join(lines)
    keep = end - start
    while len(text) > MAX_TEXT_CHARS and keep > 0:
        keep -= 1
        more = f"- and {plural(end - start - keep, 'more order')}"
        text = "\n".join([*lines[: start + keep], more, *lines[end:]])
    return text if len(text) <= MAX_TEXT_CHARS else text[: MAX_TEXT_CHARS - 1] + "…"


def _office_notes(view: PlayerView) -> list[str]:
    """What an office lets its holder do that a new player would not guess."""
    acts = set(view.acts_for)
    out = []
    if Office.MINISTER in acts:
        barred = (
            " They went to the Bank last turn, so not the Bank this turn." if view.secret_police_bank_barred else ""
        )
        out.append(
            "As Minister of Internal Security you command the Secret Police: once per turn, in the locations phase, "
            "/assassinate with assassin 'Secret Police' hits automatically at the right location, and your attempts "
            "resolve first. They may not go to the Bank two turns running." + barred
        )
    if Office.MINISTER_OF_WAR in acts:
        out.append(
            "As Minister of War you have the Bodyguard (2 dice per volley in a coup); it starts in the zone of your "
            "location, so your location is public in a coup. You assign New Weapons in the budget draw."
        )
    return out


def _side(view: PlayerView) -> str:
    """In a coup: Rebel, Loyalist (the President, and whoever commands units and is not a Rebel) or neutral."""
    me = view.public.players[view.player]
    if me.rebel:
        return "You are a **Rebel**."
    if view.public.president == view.player:
        return "You are a Loyalist: El Presidente."
    voted = dict(view.public.coup_votes).get(view.player)
    if voted is not None:  # RULES 4.6: after the vote, a player's units counted for the side he voted for
        said = {
            "junta": "you voted Pro-Junta: your units counted for the Rebels",
            "president": "you voted Pro-President",
        }
        return f"You are not a Rebel; in the coup vote {said.get(voted, 'you abstained')}."
    if (view.units or view.off_map) and variant_of(view.public.variant).declare_in_aftermath:
        return (
            "You are not a Rebel (a Loyalist so far): once Coup Phase 6 is over, you declare Pro-Junta or "
            "Pro-President in the aftermath and your units count for that side; declaring nothing, you count "
            "Pro-President."
        )
    if view.units or view.off_map:
        return (
            "You are not a Rebel (a Loyalist so far): in Coup Phase 6 your units count for the side you vote for "
            "(Pro-Junta or Pro-President); not voting, they count against the Rebels."
        )
    return "You are neutral: not a Rebel, and you command no units."


def _units(n: int, title: str) -> str:
    """'5 Soldiers', '1 Tank', '4 Police', '1 Student', '2 Students' (a view names a kind by its title)."""
    kind = parse_kind(title)
    return KINDS[kind].count(n) if kind is not None else f"{n} {title}"


def _zone(zone: int) -> str:
    try:
        return f"zone {zone} ({CITY.zone(zone).name})"
    except KeyError:
        return f"zone {zone}"


def _stack_moves_used(orders: Sequence[Order]) -> int:
    """Stack moves his orders use: each move, and each landing that moves on at once."""
    return sum(1 for o in orders if isinstance(o, Move) or (isinstance(o, Land) and o.then_to is not None))


def _ballot_facts(view: PlayerView) -> list[str]:
    """A vote of two ballots (classic, VARIANTS 4.2): which ballot is open, and in ballot 2 what ballot 1 cast (his
    own sources stay as cast; the rest may vote now)."""
    pub = view.public
    if not pub.ballot:
        return []
    if pub.ballot == 1:
        return [
            "Ballot 1 of 2: each vote source is cast once, now or in ballot 2; what you cast now is published and "
            "stays cast."
        ]
    sides = {"yes": "yes", "no": "no"}
    mine = [c for c in pub.first_ballot if c.player == view.player]
    total: dict[str, int] = {}
    for c in pub.first_ballot:
        total[c.choice] = total.get(c.choice, 0) + c.votes
    def side(choice: str) -> str:
        return sides.get(choice) or (f"for {player_name(pub, int(choice))}" if choice.isdigit() else choice)
    so_far = ", ".join(f"{plural(n, 'vote')} {side(ch)}" for ch, n in sorted(total.items(), key=lambda t: -t[1]))
    out = [f"Ballot 2 of 2. Ballot 1 cast {so_far or 'no votes'}."]
    if mine:
        out.append(
            "You cast in ballot 1: " + ", ".join(f"{c.label} {c.votes} {side(c.choice)}" for c in mine)
            + "; those stay as cast, the rest of your votes may vote now."
        )
    return out


def _phase_facts(view: PlayerView, orders: Sequence[Order] = ()) -> list[str]:
    """The facts this phase turns on, for this player."""
    pub = view.public
    out: list[str] = []
    budget_phases = (Phase.BUDGET_DRAW, Phase.BUDGET_PROPOSAL, Phase.BUDGET_VOTE)
    if view.drawn and pub.phase in budget_phases:
        out.append(f"Bills drawn for the budget: {describe(view.drawn)}.")
    if view.pool and pub.phase in budget_phases:
        out.append(f"The budget pool: {describe(view.pool)}.")
    if pub.phase is Phase.BUDGET_VOTE:
        if pub.budget_totals:
            shares = ", ".join(f"{player_name(pub, p)} {mp} MP" for p, mp in pub.budget_totals)
            out.append(f"The proposed budget: {shares}.")
        by_source = variant_of(pub.variant).votes_by_source  # the sources left are listed with the phase's asks
        if view.votes and not by_source:
            total = sum(n for _, n in view.votes)
            parts = " + ".join(f"{what} {n}" for what, n in view.votes)
            out.append(f"Your {plural(total, 'vote')}: {parts} (vote cards count only when named).")
        vote_cards = [f"{card(c).title} #{c}" for c in view.hand if card(c).kind == "vote"]
        if vote_cards and not by_source:
            out.append("Vote cards you may add by naming them in /vote budget: " + ", ".join(vote_cards) + ".")
    if pub.phase is Phase.ELECTION and view.votes and not variant_of(pub.variant).votes_by_source:
        total = sum(n for _, n in view.votes)
        parts = " + ".join(f"{w} {n}" for w, n in view.votes)
        out.append(f"Your {plural(total, 'vote')} for President: {parts}.")
    out.extend(_ballot_facts(view))
    if pub.phase is Phase.ELECTION and view.if_elected:  # classic (VARIANTS 2.3.4), given in an earlier ballot
        names = [p.name for p in pub.players]
        out.append(
            f"If you are elected, you appoint at once: {appointments_text(names, view.if_elected)} (given earlier in "
            "this election; /ifelected changes it)."
        )
    if pub.coup_phase is not None and pub.phase in (Phase.COUP, Phase.LOCATIONS):
        if view.units:
            by_zone: dict[int, list[str]] = {}
            for z, title, n in view.units:
                by_zone.setdefault(z, []).append(_units(n, title))
            where = "; ".join(f"{_zone(z)}: {', '.join(kinds)}" for z, kinds in by_zone.items())
            out.append(f"Your units: {where}.")
        if view.off_map:
            out.append("Not yet on the map: " + ", ".join(_units(n, title) for title, n in view.off_map) + ".")
        if view.stack_moves:
            left = max(0, view.stack_moves - _stack_moves_used(orders))
            out.append(f"Stack moves this phase: {view.stack_moves}; {left} left after your orders.")
        if view.airstrikes_left is not None:
            out.append(f"Airstrikes left this coup: {view.airstrikes_left} (at most one per phase).")
        if view.gunboat:
            out.append(
                f"The Gunboat fires {GUNBOAT_DICE} dice once per phase (/bombard) at one player's units in any zone "
                "but an embassy: it sails the river, and its guns reach the whole city."
            )
        if view.intervention_airstrikes_left:
            out.append(f"The foreign intervention's Airstrikes left: {view.intervention_airstrikes_left} (/bombard).")
    return out


BANK_STATES: dict[BankState, str] = {
    BankState.OPEN: "The Bank is open.",
    BankState.CLOSED: "The Bank is closed for the rest of the turn.",
    BankState.LUNCH: "The Bank is closed for lunch.",
}
"""The Bank's state as players read it (never the state's internal name)."""


def _faction(faction: str | None) -> str:
    return f"in the {faction}" if faction else "no faction yet"


def straw_lines(view: PlayerView, game_name: str) -> list[str]:
    """Mini-Junta: the straw men this player decides for now, and how to give their orders (VARIANTS 10.6)."""
    pub = view.public
    mine = [p for p in pub.players if p.straw and p.leader == view.player]
    if not mine or view.public.players[view.player].straw:
        return []
    names = ", ".join(p.name for p in mine)
    return [
        f"Your straw men this round: {names}. Give an order for one with the game option "
        f"'{game_name} / {mine[0].name}' (his Status Page too: /status with that game option)."
    ]


def public_status_text(
    game_name: str,
    status: str,
    families: Iterable[str],
    view: PublicView | None,
    progress: Sequence[tuple[str, str]],
    deadline: DeadlineRow | None,
) -> str:
    names = list(families)
    if view is not None:  # a family back from death is shown with its new head (issue 13)
        heads = {p.name: p.head for p in view.players if p.head}
        names = [f"{n} (led by {heads[n]})" if n in heads else n for n in names]
    families_now = plural(len(names), "family", "families")
    lines = [f"**{game_name}** ({status}): {families_now}: {', '.join(names) or 'none yet'}."]
    if view is None:
        return "\n".join(lines)
    lines.append(f"Now: {name_of_phase(view.turn, view.phase, view.coup_phase, view.ballot, view.election_round)}.")
    if view.president is not None:
        lines.append(f"El Presidente: {player_name(view, view.president)}.")
    cabinet = [f"{r.title}: {r.holder or r.status}" for r in view.cabinet.rows if r.office != "president"]
    if view.president is not None and cabinet:
        lines.append("Cabinet: " + "; ".join(cabinet) + ".")
    dead = [p.name for p in view.players if p.status.value == "dead"]
    exiled = [p.name for p in view.players if p.status.value == "exiled"]
    straws = [p for p in view.players if p.straw]
    if straws:  # Mini-Junta: the straw men and their factions are public (VARIANTS 10.5.2)
        lines.append("Straw men: " + "; ".join(f"{p.name} ({_faction(p.faction)})" for p in straws) + ".")
    if dead:
        lines.append("Dead: " + ", ".join(dead) + ".")
    if exiled:
        lines.append("In exile: " + ", ".join(exiled) + ".")
    bank = BANK_STATES[view.bank]
    if view.show_money_deck:  # classic: nobody may count the money deck (VARIANTS 7.3)
        bank += f" Money deck: {view.money.drawn} of {view.money.known_total} drawn."
    lines.append(bank)
    if view.budget_totals:
        lines.append("Budget: " + ", ".join(f"{player_name(view, p)} {mp} MP" for p, mp in view.budget_totals) + ".")
    if progress:
        lines.append("This phase: " + "; ".join(f"{name}: {how}" for name, how in progress) + ".")
    lines.append(f"Deadline: {deadline_line(deadline)}.")
    return "\n".join(lines)
