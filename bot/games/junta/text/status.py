"""The Status Page (a player's own, in DMs) and the public status of a game (in its channel), in the reader's
language (status.ftl)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from bot.games.junta.text.cards import card_name_of, card_title, hand_lines
from bot.games.junta.text.messages import MAX_TEXT_CHARS, bills_text, deadline_line
from bot.games.junta.text.orders import (
    appointments_text,
    card_label,
    describe_order,
    player_name,
    shares_text,
    vote_label,
)
from bot.games.junta.text.phases import name_of_phase, phase_asks
from bot.games.junta.text.terms import location_name, office_title, unit_count, zone_name
from bot.store import DeadlineRow
from bot.text.i18n import Locale, t
from rules.junta.cards import HAND_LIMIT, card
from rules.junta.mapview import CabinetRow
from rules.junta.offices import Office
from rules.junta.orders import Land, Move, Order
from rules.junta.state import BankState, Location, Phase
from rules.junta.units import GUNBOAT_DICE, parse_kind
from rules.junta.variants import variant_of
from rules.junta.views import PlayerView, PublicView


def status_page(
    locale: Locale,
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
    orders so far and what is still missing (with the default that would apply), and the deadline. One message by
    construction (`_fit`), in German too."""
    pub = view.public
    me = pub.players[view.player]
    offices = ", ".join(office_title(locale, o) for o in me.offices) or t(locale, "status-no-office")
    status = me.status.value
    if me.straw:
        faction = _faction(locale, me.faction)
        who = t(locale, "status-straw", name=me.name, faction=faction, status=status, offices=offices)
    elif me.head:
        who = t(locale, "status-you-led", name=me.name, head=me.head, status=status, offices=offices)
    else:
        who = t(locale, "status-you", name=me.name, status=status, offices=offices)
    if pub.coup_phase is not None:
        who += " " + _side(locale, view)
    now = name_of_phase(locale, pub.turn, pub.phase, pub.coup_phase, pub.ballot, pub.election_round)
    lines = [t(locale, "status-heading", game=game_name, phase=now), who]
    lines.extend(straw_lines(locale, view, game_name))
    if view.acts_for and set(view.acts_for) != set(me.offices):
        extra = ", ".join(office_title(locale, o) for o in view.acts_for if o not in me.offices)
        lines.append(t(locale, "status-brother-in-law-offices", offices=extra))
    lines.append(t(locale, "status-money", cash=bills_text(locale, view.pocket), swiss=bills_text(locale, view.bank)))
    held = len(view.hand) + len(me.influence)
    hand_at = len(lines)
    lines.append(t(locale, "status-hand") if view.hand else t(locale, "status-hand-empty"))
    lines.extend(hand_lines(locale, view.hand, variant_of(pub.variant)))
    hand = (hand_at, len(lines))
    if held:
        lines.append(t(locale, "status-hand-count", limit=HAND_LIMIT, held=held))
    if held > HAND_LIMIT and me.straw:  # Mini-Junta (VARIANTS 10.6): his leader chooses his discards
        lines.append(t(locale, "status-straw-over-limit", name=me.name, limit=HAND_LIMIT, over=held - HAND_LIMIT))
    elif held > HAND_LIMIT:
        lines.append(t(locale, "status-over-limit", limit=HAND_LIMIT, over=held - HAND_LIMIT))
    if me.influence:
        influence = ", ".join(card_name_of(locale, name) for name in me.influence)
        lines.append(t(locale, "status-influence", cards=influence))
    if view.location:
        lines.append(t(locale, "status-location", location=location_name(locale, Location(view.location))))
    lines.extend(_office_notes(locale, view))
    lines.extend(_phase_facts(locale, view, orders))
    lines.append(t(locale, "status-this-phase", asks=phase_asks(locale, view, owes)))
    if orders:
        lines.append(t(locale, "status-orders-heading"))
        orders_at = len(lines)
        lines.extend(f"- {describe_order(locale, pub, o)}" for o in orders)
        listed = (orders_at, len(lines))
    else:
        lines.append(t(locale, "status-orders-none"))
        listed = (len(lines), len(lines))
    if missing:
        lines.append(t(locale, "status-missing-heading"))
        lines.extend(f"- {m}" for m in missing)
    if me.status.value == "alive":
        lines.append(t(locale, "status-marked-done") if done else t(locale, "status-press-done"))
    lines.append(t(locale, "status-deadline", deadline=deadline_line(locale, deadline)))
    return _fit(locale, lines, hand, listed, view.hand)


def _fit(
    locale: Locale, lines: list[str], hand: tuple[int, int], listed: tuple[int, int], cards: Sequence[int]
) -> str:
    """The page in one message (MAX_TEXT_CHARS) by construction: if it is too long, the hand is listed by name
    only (/card shows each card), then the orders' list is cut short, then the page itself."""
    text = "\n".join(lines)
    if len(text) <= MAX_TEXT_CHARS:
        return text
    before, after = lines[: hand[0]], lines[hand[1] :]
    names = ", ".join(f"#{c} {card_title(locale, c)}" for c in cards)
    short = [t(locale, "status-hand-short", cards=names)] if cards else [lines[hand[0]]]
    shift = len(short) - (hand[1] - hand[0])
    lines = before + short + after
    start, end = listed[0] + shift, listed[1] + shift
    text = "\n".join(lines)
    keep = end - start
    while len(text) > MAX_TEXT_CHARS and keep > 0:
        keep -= 1
        more = t(locale, "status-more-orders", count=end - start - keep)
        text = "\n".join([*lines[: start + keep], more, *lines[end:]])
    return text if len(text) <= MAX_TEXT_CHARS else text[: MAX_TEXT_CHARS - 1] + "…"


def _office_notes(locale: Locale, view: PlayerView) -> list[str]:
    """What an office lets its holder do that a new player would not guess."""
    acts = set(view.acts_for)
    out = []
    if Office.MINISTER in acts:
        barred = view.secret_police_bank_barred
        out.append(t(locale, "status-note-minister-barred" if barred else "status-note-minister"))
    if Office.MINISTER_OF_WAR in acts:
        out.append(t(locale, "status-note-minister-of-war"))
    return out


def _side(locale: Locale, view: PlayerView) -> str:
    """In a coup: Rebel, Loyalist (the President, and whoever commands units and is not a Rebel) or neutral."""
    me = view.public.players[view.player]
    if me.rebel:
        return t(locale, "status-rebel")
    if view.public.president == view.player:
        return t(locale, "status-loyalist-president")
    voted = dict(view.public.coup_votes).get(view.player)
    if voted is not None:  # RULES 4.6: after the vote, a player's units counted for the side he voted for
        return t(locale, "status-voted", side=voted if voted in ("junta", "president") else "abstain")
    if (view.units or view.off_map) and variant_of(view.public.variant).declare_in_aftermath:
        return t(locale, "status-declare-later")
    if view.units or view.off_map:
        return t(locale, "status-vote-later")
    return t(locale, "status-neutral")


def _units(locale: Locale, n: int, title: str) -> str:
    """'5 Soldiers', '1 Tank', '4 Police', '1 Student', '2 Students' (a view names a kind by its title)."""
    kind = parse_kind(title)
    return unit_count(locale, kind, n) if kind is not None else f"{n} {title}"


def _zone(locale: Locale, zone: int) -> str:
    name = zone_name(locale, zone)
    return t(locale, "status-zone-bare", zone=zone) if name == str(zone) else t(
        locale, "status-zone", zone=zone, name=name
    )


def _stack_moves_used(orders: Sequence[Order]) -> int:
    """Stack moves his orders use: each move, and each landing that moves on at once."""
    return sum(1 for o in orders if isinstance(o, Move) or (isinstance(o, Land) and o.then_to is not None))


def _ballot_facts(locale: Locale, view: PlayerView) -> list[str]:
    """A vote of two ballots (classic, VARIANTS 4.2): which ballot is open, and in ballot 2 what ballot 1 cast (his
    own sources stay as cast; the rest may vote now)."""
    pub = view.public
    if not pub.ballot:
        return []
    if pub.ballot == 1:
        return [t(locale, "status-ballot-1")]
    mine = [c for c in pub.first_ballot if c.player == view.player]
    total: dict[str, int] = {}
    for c in pub.first_ballot:
        total[c.choice] = total.get(c.choice, 0) + c.votes

    def side(choice: str) -> str:
        if choice.isdigit():
            return t(locale, "status-ballot-for", candidate=player_name(locale, pub, int(choice)))
        return t(locale, "order-choice", choice=choice) if choice in ("yes", "no") else choice

    so_far = ", ".join(
        t(locale, "status-ballot-cast", votes=n, side=side(ch)) for ch, n in sorted(total.items(), key=lambda x: -x[1])
    )
    out = [t(locale, "status-ballot-2", cast=so_far or t(locale, "status-ballot-2-nothing"))]
    if mine:
        cast = ", ".join(
            t(locale, "status-ballot-mine-source", source=vote_label(locale, c.source, c.label), votes=c.votes,
              side=side(c.choice))
            for c in mine
        )
        out.append(t(locale, "status-ballot-mine", cast=cast))
    return out


def _vote_parts(locale: Locale, view: PlayerView) -> str:
    """'Admiral 1 + Church 4': his vote sources and their votes."""
    if view.vote_sources:
        pairs = [(vote_label(locale, s.id, s.label), s.votes) for s in view.vote_sources]
    else:
        pairs = list(view.votes)
    return " + ".join(t(locale, "status-vote-part", source=what, votes=n) for what, n in pairs)


def _phase_facts(locale: Locale, view: PlayerView, orders: Sequence[Order] = ()) -> list[str]:
    """The facts this phase turns on, for this player."""
    pub = view.public
    out: list[str] = []
    budget_phases = (Phase.BUDGET_DRAW, Phase.BUDGET_PROPOSAL, Phase.BUDGET_VOTE)
    if view.drawn and pub.phase in budget_phases:
        out.append(t(locale, "status-drawn", bills=bills_text(locale, view.drawn)))
    if view.pool and pub.phase in budget_phases:
        out.append(t(locale, "status-pool", bills=bills_text(locale, view.pool)))
    if pub.phase is Phase.BUDGET_VOTE:
        if pub.budget_totals:
            out.append(t(locale, "status-proposed-budget", shares=shares_text(locale, pub, pub.budget_totals)))
        by_source = variant_of(pub.variant).votes_by_source  # the sources left are listed with the phase's asks
        if view.votes and not by_source:
            total = sum(n for _, n in view.votes)
            out.append(t(locale, "status-your-votes", total=total, parts=_vote_parts(locale, view)))
        vote_cards = [card_label(locale, c) for c in view.hand if card(c).kind == "vote"]
        if vote_cards and not by_source:
            out.append(t(locale, "status-vote-cards", cards=", ".join(vote_cards)))
    if pub.phase is Phase.ELECTION and view.votes and not variant_of(pub.variant).votes_by_source:
        total = sum(n for _, n in view.votes)
        out.append(t(locale, "status-your-votes-president", total=total, parts=_vote_parts(locale, view)))
    out.extend(_ballot_facts(locale, view))
    if pub.phase is Phase.ELECTION and view.if_elected:  # classic (VARIANTS 2.3.4), given in an earlier ballot
        names = [p.name for p in pub.players]
        out.append(t(locale, "status-if-elected", appointments=appointments_text(locale, names, view.if_elected)))
    if pub.coup_phase is not None and pub.phase in (Phase.COUP, Phase.LOCATIONS):
        if view.units:
            by_zone: dict[int, list[str]] = {}
            for z, title, n in view.units:
                by_zone.setdefault(z, []).append(_units(locale, n, title))
            where = "; ".join(
                t(locale, "status-units-zone", zone=_zone(locale, z), units=", ".join(kinds))
                for z, kinds in by_zone.items()
            )
            out.append(t(locale, "status-units", units=where))
        if view.off_map:
            off = ", ".join(_units(locale, n, title) for title, n in view.off_map)
            out.append(t(locale, "status-off-map", units=off))
        if view.stack_moves:
            left = max(0, view.stack_moves - _stack_moves_used(orders))
            out.append(t(locale, "status-stack-moves", moves=view.stack_moves, left=left))
        if view.airstrikes_left is not None:
            out.append(t(locale, "status-airstrikes", count=view.airstrikes_left))
        if view.gunboat:
            out.append(t(locale, "status-gunboat", dice=GUNBOAT_DICE))
        if view.intervention_airstrikes_left:
            out.append(t(locale, "status-intervention-airstrikes", count=view.intervention_airstrikes_left))
    return out


BANK_STATES: dict[BankState, str] = {
    BankState.OPEN: "status-bank-open",
    BankState.CLOSED: "status-bank-closed",
    BankState.LUNCH: "status-bank-lunch",
}
"""The Bank's state as players read it (never the state's internal name): its message in status.ftl."""


def _faction(locale: Locale, faction: str | None) -> str:
    return t(locale, "status-faction", faction=faction or "none")


def straw_lines(locale: Locale, view: PlayerView, game_name: str) -> list[str]:
    """Mini-Junta: the straw men this player decides for now, and how to give their orders (VARIANTS 10.6)."""
    pub = view.public
    mine = [p for p in pub.players if p.straw and p.leader == view.player]
    if not mine or view.public.players[view.player].straw:
        return []
    names = ", ".join(p.name for p in mine)
    return [t(locale, "status-straw-men", names=names, game=game_name, first=mine[0].name)]


_PROGRESS = {"done": "done", "orders saved": "saved", "no orders": "none"}


def public_status_text(
    locale: Locale,
    game_name: str,
    status: str,
    families: Iterable[str],
    view: PublicView | None,
    progress: Sequence[tuple[str, str]],
    deadline: DeadlineRow | None,
) -> str:
    """The public status of a game in its channel's `locale`: its families, the phase, the cabinet, who is dead or
    abroad, the Bank, the budget, who has given orders and the deadline. `status` is the game's (forming, running,
    paused, finished); `progress` each family with 'done', 'orders saved' or 'no orders'."""
    names = list(families)
    if view is not None:  # a family back from death is shown with its new head (issue 13)
        heads = {p.name: p.head for p in view.players if p.head}
        names = [t(locale, "public-led-by", name=n, head=heads[n]) if n in heads else n for n in names]
    listed = ", ".join(names) or t(locale, "public-no-families")
    lines = [t(locale, "public-heading", game=game_name, status=status, count=len(names), families=listed)]
    if view is None:
        return "\n".join(lines)
    now = name_of_phase(locale, view.turn, view.phase, view.coup_phase, view.ballot, view.election_round)
    lines.append(t(locale, "public-now", phase=now))
    if view.president is not None:
        lines.append(t(locale, "public-president", name=player_name(locale, view, view.president)))
    cabinet = [
        t(locale, "public-cabinet-row", office=office_title(locale, r.office), holder=_holder(locale, r))
        for r in view.cabinet.rows
        if r.office != "president"
    ]
    if view.president is not None and cabinet:
        lines.append(t(locale, "public-cabinet", rows="; ".join(cabinet)))
    dead = [p.name for p in view.players if p.status.value == "dead"]
    exiled = [p.name for p in view.players if p.status.value == "exiled"]
    straws = [p for p in view.players if p.straw]
    if straws:  # Mini-Junta: the straw men and their factions are public (VARIANTS 10.5.2)
        men = "; ".join(t(locale, "public-straw-man", name=p.name, faction=_faction(locale, p.faction)) for p in straws)
        lines.append(t(locale, "public-straw-men", men=men))
    if dead:
        lines.append(t(locale, "public-dead", names=", ".join(dead)))
    if exiled:
        lines.append(t(locale, "public-exiled", names=", ".join(exiled)))
    bank = t(locale, BANK_STATES[view.bank])
    if view.show_money_deck:  # classic: nobody may count the money deck (VARIANTS 7.3)
        bank = t(locale, "public-money-deck", bank=bank, drawn=view.money.drawn, total=view.money.known_total)
    lines.append(bank)
    if view.budget_totals:
        lines.append(t(locale, "public-budget", shares=shares_text(locale, view, view.budget_totals)))
    if progress:
        players = "; ".join(
            t(locale, "public-progress-player", name=name, how=_PROGRESS.get(how, "none")) for name, how in progress
        )
        lines.append(t(locale, "public-progress", players=players))
    lines.append(t(locale, "status-deadline", deadline=deadline_line(locale, deadline)))
    return "\n".join(lines)


def _holder(locale: Locale, row: CabinetRow) -> str:
    """Who holds an office, for the public status: a family's name, the Brother-in-Law, frozen or vacant."""
    if row.status == "brother_in_law":
        return t(locale, "public-cabinet-status", status="brother-in-law")
    return row.holder or t(locale, "public-cabinet-status", status=row.status)
