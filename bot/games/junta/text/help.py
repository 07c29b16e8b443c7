"""`/junta help`: what Junta is, how to win, the turn's phases in order with what each asks and of whom, where
orders go; and topics that go deeper (phases, offices, coup, money, cards, commands).

The phases come from their declaration (`rules.junta.state.Phase`, its titles, and
`bot.games.junta.text.phases.phase_call`); the commands are given by the caller from the registered command tree
(`CommandInfo`); the offices, units, zones and cards from the rules' data. Every topic is a list of pages, each at most
`MAX_TEXT_CHARS` (one Discord message).

The help follows a rules variant (`rules.junta.variants.Variant`: its offices, phases, deck, money and end rule), read
from the variant's fields; with no variant (help outside a game's channel) it describes the web rules and adds a short
paragraph on the others."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from bot.games.junta.text.cards import card_name_of, kinds_count
from bot.games.junta.text.messages import MAX_TEXT_CHARS, split_message, variant_title
from bot.games.junta.text.phases import phase_call
from bot.games.junta.text.terms import office_name, office_title, zone_name
from bot.games.junta.text.terms import phase_name as phase_title
from bot.text.i18n import Locale, has, listing, t
from rules.junta.cards import DECKS, EXPECTED_COUNTS, HAND_LIMIT, card
from rules.junta.city import CITY
from rules.junta.offices import OFFICE_INFO, Office
from rules.junta.state import Phase
from rules.junta.turns import TURN_CARDS
from rules.junta.units import RIVER_LANDINGS
from rules.junta.variants import VARIANTS, WEB, AidDraw, LunchBanking, Retreats, StackMoves, Variant

__all__ = ["TOPICS", "CommandInfo", "help_pages", "turn_phases"]

TOPICS: dict[str, str] = {
    "phases": "who acts in each phase, and what happens if you give no order",
    "offices": "the offices and what each does",
    "coup": "its six phases, stack moves, sides, control points",
    "money": "the budget, your cash, the Swiss account and the Bank",
    "cards": "how to play them, the hand limit",
    "commands": "every command, grouped",
}
"""The help topics (the choices of /junta help's topic option, whose German the command catalogue gives), each with
what it covers."""


@dataclass(frozen=True)
class CommandInfo:
    """A slash command as registered: its full name ('junta join', 'vote budget'), its description, where it may be
    used ('channel', 'dm' or 'anywhere') and the module of the cog that declares it."""

    name: str
    description: str
    where: str
    module: str


# --- the phases ---------------------------------------------------------------------------------------------------
_ONLY_WHEN: dict[Phase, str] = {
    Phase.NOMINATION: "help-when-nomination",
    Phase.ELECTION: "help-when-election",
    Phase.MINISTER_DECISION: "help-when-minister-decision",
    Phase.COUP: "help-when-coup",
    Phase.AFTERMATH: "help-when-aftermath",
}
"""Phases that do not come every turn, and when they come (their messages in help.ftl)."""

_DEFAULTS: dict[Phase, str] = {
    Phase.NOMINATION: "help-default-nomination",
    Phase.ELECTION: "help-default-election",
    Phase.CABINET: "help-default-cabinet",
    Phase.BUDGET_DRAW: "help-default-budget-draw",
    Phase.BUDGET_PROPOSAL: "help-default-budget-proposal",
    Phase.BUDGET_VOTE: "help-default-budget-vote",
    Phase.MINISTER_DECISION: "help-default-minister-decision",
    Phase.LOCATIONS: "help-default-locations",
    Phase.COUP: "help-default-coup",
    Phase.AFTERMATH: "help-default-aftermath",
}
"""What happens to a player who owes an order and gives none (RULES 7), by phase (their messages in help.ftl)."""


def _only_when(locale: Locale, phase: Phase, v: Variant) -> str | None:
    if phase is Phase.ELECTION and v.straw_men:
        return t(locale, "help-when-election-mini")
    if phase is Phase.ELECTION and v.first_election_cards:
        return t(locale, "help-when-election-cards")
    key = _ONLY_WHEN.get(phase)
    return t(locale, key) if key else None


def _default(locale: Locale, phase: Phase, v: Variant) -> str | None:
    if phase is Phase.COUP and v.declare_in_aftermath:
        return t(locale, "help-default-coup-declare-later")
    if phase is Phase.AFTERMATH and v.declare_in_aftermath:
        return t(locale, "help-default-aftermath-declare")
    if phase is Phase.COUP and v.declare_by_status:
        return t(locale, "help-default-coup-declare")
    key = _DEFAULTS.get(phase)
    return t(locale, key) if key else None


def turn_phases(variant: Variant = WEB) -> list[Phase]:
    """Every phase a game of `variant` goes through, in order (the declaration's order), without the end of the game:
    no nomination day where nominating is part of the ballot, no budget draw phase where the President draws the
    aid money himself as the cabinet is formed."""
    skip = {Phase.GAME_OVER}
    if not variant.nomination_phase:
        skip.add(Phase.NOMINATION)
    if variant.aid_draw is AidDraw.PRESIDENT:
        skip.add(Phase.BUDGET_DRAW)
    return [p for p in Phase if p not in skip]


def _phase_line(locale: Locale, phase: Phase, v: Variant) -> str:
    when = _only_when(locale, phase, v)
    call = phase_call(locale, phase, v)
    if when:
        return t(locale, "help-phase-line-when", phase=phase_title(locale, phase), when=when, call=call)
    return t(locale, "help-phase-line", phase=phase_title(locale, phase), call=call)


def _players(locale: Locale, v: Variant) -> str:
    return t(locale, "help-players", min=v.min_players, max=v.max_players)


def _end_rule(locale: Locale, v: Variant) -> str:
    """When the game ends, in the variant's words: 'the game ends when ...'."""
    if v.aid_draw is AidDraw.PRESIDENT:
        return t(locale, "help-end-president", bills=v.president_bills)
    return t(locale, "help-end-deck")


def _uncounted(locale: Locale, v: Variant) -> str:
    return "" if v.show_money_deck else t(locale, "help-uncounted")


def _everyone_dead(locale: Locale, v: Variant) -> str:
    return t(locale, "help-everyone-dead") if v.everyone_dead_ends_game else ""


def _number(locale: Locale, n: int) -> str:
    return t(locale, "help-number", n=n)


def _other_variants(locale: Locale) -> str:
    """The variants other than web, a short paragraph each, for the help that belongs to no game."""
    notes = []
    for v in VARIANTS.values():
        if v is WEB or v.straw_men:  # Mini-Junta is not offered in Discord yet (bot.games.junta.settings.VARIANTS)
            continue
        missing = [office_name(locale, o) for o in WEB.offices if o not in v.offices]
        count = _number(locale, len(v.offices))
        if missing:
            parts = [t(locale, "help-variant-offices-missing", count=count, missing=", ".join(missing))]
        else:
            parts = [t(locale, "help-variant-offices", count=count)]
        if not v.nomination_phase:
            parts.append(t(locale, "help-variant-setup", cards=_number(locale, v.setup_cards)))
        if v.first_election_cards:
            parts.append(t(locale, "help-variant-first-election"))
        if v.aid_draw is AidDraw.PRESIDENT:
            parts.append(t(locale, "help-variant-president-draws", bills=v.president_bills))
        parts.append(t(locale, "help-variant-deck", cards=len(DECKS[v.deck])))
        if not v.show_money_deck:
            parts.append(t(locale, "help-variant-uncounted"))
        notes.append(
            t(
                locale,
                "help-variant",
                name=v.name,
                title=variant_title(locale, v),
                parts="; ".join(parts),
                end=_end_rule(locale, v),
                dead=_everyone_dead(locale, v),
            )
        )
    return "\n".join(notes)


def _overview(locale: Locale, v: Variant | None) -> str:
    rules = v or WEB
    phases = turn_phases(rules)
    lines = [
        t(locale, "help-intro", players=_players(locale, rules)),
        t(
            locale,
            "help-win",
            end=_end_rule(locale, rules),
            uncounted=_uncounted(locale, rules),
            dead=_everyone_dead(locale, rules),
        ),
        t(locale, "help-where"),
        t(locale, "help-phases-heading"),
    ]
    if rules.straw_men:
        lines.insert(1, t(locale, "help-straw-men"))
    lines.extend(_phase_line(locale, p, rules) for p in phases)
    if v is None:
        lines.append(_other_variants(locale))
    lines.append(t(locale, "help-more", topics=", ".join(TOPICS)))
    return "\n".join(lines)


def _phases_topic(locale: Locale, v: Variant) -> str:
    lines = [t(locale, "help-phases")]
    for phase in turn_phases(v):
        line = _phase_line(locale, phase, v)
        default = _default(locale, phase, v)
        lines.append(t(locale, "help-phase-default", line=line, default=default) if default else line)
    lines.append(t(locale, "help-any-time"))
    return "\n".join(lines)


# --- the offices --------------------------------------------------------------------------------------------------
_DUTIES: dict[Office, str] = {
    Office.PRESIDENT: "help-duty-president",
    Office.MINISTER: "help-duty-minister",
    Office.ADMIRAL: "help-duty-admiral",
    Office.AIR_FORCE: "help-duty-air-force",
    Office.MINISTER_OF_WAR: "help-duty-minister-of-war",
    Office.FOREIGN_MINISTER: "help-duty-foreign-minister",
    Office.FARM_LABOR: "help-duty-farm-labor",
}
"""What each office does beyond its votes (its message in help.ftl); the Generals' come from the variant."""
_BRIGADES = {Office.GENERAL_1: 1, Office.GENERAL_2: 2, Office.GENERAL_3: 3}


def _duty(locale: Locale, office: Office, v: Variant) -> str:
    if office in _BRIGADES:
        return t(
            locale, "help-duty-general", soldiers=v.brigade_soldiers, tanks=v.brigade_tanks, brigade=_BRIGADES[office]
        )
    if office is Office.PRESIDENT and v.aid_draw is AidDraw.PRESIDENT:
        return t(locale, "help-duty-president-draws", bills=v.president_bills)
    if office is Office.ADMIRAL:
        return t(locale, "help-duty-admiral", zones=listing(locale, [str(z) for z in RIVER_LANDINGS]))
    key = _DUTIES.get(office)
    return t(locale, key) if key else t(locale, "help-duty-none")


def _offices_topic(locale: Locale, v: Variant) -> str:
    lines = [
        t(
            locale,
            "help-offices",
            count=len(v.offices),
            exiles="yes" if v.exiles_appointed else "no",
            most=_number(locale, v.max_offices_per_player),
            moves="yes" if v.stack_moves is StackMoves.PER_OFFICE else "no",
            law="yes" if v.brother_in_law_appointed else "no",
        )
    ]
    for office in v.offices:
        votes = OFFICE_INFO[office].votes
        lines.append(
            t(locale, "help-office", office=office_title(locale, office), votes=votes, duty=_duty(locale, office, v))
        )
    return "\n".join(lines)


# --- the coup -----------------------------------------------------------------------------------------------------
def _zones(locale: Locale, ids: Iterable[int]) -> str:
    return ", ".join(t(locale, "help-zone", name=zone_name(locale, z), zone=z) for z in ids)


def _coup_topic(locale: Locale, v: Variant) -> str:
    points = list(CITY.control_points)
    if v.declare_in_aftermath:
        vote = "aftermath"
    elif v.declare_by_status:
        vote = "status"
    else:
        vote = "vote"
    combat = {
        "double": "yes" if v.brigade_tanks or Office.MINISTER_OF_WAR in v.offices else "no",
        "weapons": "yes" if Office.MINISTER_OF_WAR in v.offices else "no",
        "bombard": "yes" if v.bombard_losses_decide_retreats else "no",
        "empty": "yes" if v.retreats is Retreats.EMPTY_FIRST else "no",
    }
    return "\n".join(
        [
            t(locale, "help-coup-start"),
            t(locale, "help-coup-phases", after="yes" if v.bombard_after_movement else "no"),
            t(locale, "help-coup-moves", per="player" if v.stack_moves is StackMoves.PER_PLAYER else "office"),
            t(locale, "help-coup-combat", **combat),
            t(
                locale,
                "help-coup-points",
                points=_zones(locale, points),
                vote=vote,
                needed=len(points) // 2 + 1,
                total=len(points),
            ),
            t(locale, "help-coup-aftermath", embassies=_zones(locale, CITY.embassies)),
        ]
    )


# --- money --------------------------------------------------------------------------------------------------------
def _money_topic(locale: Locale, v: Variant) -> str:
    more = [
        t(locale, "help-office-votes-item", votes=OFFICE_INFO[o].votes, office=office_title(locale, o))
        for o in v.offices
        if OFFICE_INFO[o].votes != 1
    ]
    office_votes = t(locale, "help-office-votes-more", votes=", ".join(more)) if more else (
        t(locale, "help-office-votes")
    )
    if v.aid_draw is AidDraw.PRESIDENT:
        draw = t(locale, "help-money-draw-president", bills=v.president_bills)
    else:
        draw = t(locale, "help-money-draw-offices")
    vote = t(locale, "help-money-vote", draw=draw, votes=office_votes)
    if v.votes_by_source:
        vote = t(locale, "help-money-ballots", text=vote)
    robbers = any(card(c).key == "bank_robber" for c in DECKS[v.deck])
    return "\n".join(
        [
            t(locale, "help-money-bills"),
            vote,
            t(locale, "help-money-cash", robber="yes" if robbers else "no"),
            t(locale, "help-money-bank", lunch="yes" if v.lunch_banking is LunchBanking.AFTER_COUP else "no"),
            t(
                locale,
                "help-money-end",
                end=_end_rule(locale, v),
                dead=_everyone_dead(locale, v),
                shown="yes" if v.show_money_deck else "no",
            ),
            t(locale, "help-money-gifts"),
        ]
    )


# --- cards --------------------------------------------------------------------------------------------------------
def _cards_topic(locale: Locale, v: Variant) -> str:
    deck = [card(c) for c in DECKS[v.deck]]
    counts = Counter(c.kind for c in deck)
    kinds = ", ".join(kinds_count(locale, kind, counts[kind]) for kind in EXPECTED_COUNTS if counts[kind])
    keys = {c.key for c in deck}
    if v.setup_cards:
        draws = t(
            locale,
            "help-cards-draws-setup",
            setup=v.setup_cards,
            first=v.first_turn_cards,
            each=TURN_CARDS,
            returning=v.returning_cards,
        )
    else:
        draws = t(locale, "help-cards-draws", first=v.first_turn_cards, each=TURN_CARDS, returning=v.returning_cards)

    def named(key: str) -> str:
        return card_name_of(locale, key)

    thieves = [t(locale, "help-cards-thief", card=named(n)) for n in ("burglar", "bank_robber") if n in keys]
    bribe = named("bribe_the_assassin")
    if thieves:
        assassins = t(locale, "help-cards-assassins-thieves", thieves=", ".join(thieves), bribe=bribe)
    else:
        assassins = t(locale, "help-cards-assassins", bribe=bribe)
    vote_cards = ", ".join(named(n) for n in ("power_failure", "summer_recess", "miscount"))
    return "\n".join(
        [
            t(locale, "help-cards-deck", count=len(deck), kinds=kinds, draws=draws),
            t(locale, "help-cards-limit", limit=HAND_LIMIT),
            t(locale, "help-cards-how"),
            t(locale, "help-cards-play", intelligence="yes" if counts["intelligence"] else "no"),
            t(locale, "help-cards-vote", cast="yes" if v.votes_by_source else "no"),
            t(locale, "help-cards-vote-cards", cards=vote_cards),
            assassins,
            t(
                locale,
                "help-cards-coup",
                bribe=named("bribe_the_brigade"),
                alliance=named("Alliance Breaks"),
                festival=named("street_festival"),
            ),
            t(
                locale,
                "help-cards-costs",
                underworld=named("Underworld"),
                bankers=named("Bankers"),
                multinationals=named("Multinationals"),
            ),
        ]
    )


# --- commands -----------------------------------------------------------------------------------------------------
_SECTIONS: dict[str, str] = {
    "bot.games.junta.cogs.game": "help-section-game",
    "bot.games.junta.cogs.player": "help-section-player",
    "bot.games.junta.cogs.orders.government": "help-section-government",
    "bot.games.junta.cogs.orders.locations": "help-section-locations",
    "bot.games.junta.cogs.orders.coup": "help-section-coup",
    "bot.cogs.moderator": "help-section-moderator",
    "bot.cogs.language": "help-section-language",
}
"""The cog modules, in the order a game meets them, with their headings (help.ftl)."""

_SLUG = re.compile(r"[^a-z0-9]+")


def _description(locale: Locale, command: CommandInfo) -> str:
    """A command's description in the reader's language: the command catalogue's (bot.cogs.translator names it
    cmd-<name>-desc), else as registered."""
    key = "cmd-" + _SLUG.sub("-", command.name.lower()).strip("-") + "-desc"
    return t(locale, key) if has(locale, key) else command.description


def _commands_topic(locale: Locale, commands: Sequence[CommandInfo]) -> str:
    lines = [t(locale, "help-commands")]
    modules = list(_SECTIONS) + sorted({c.module for c in commands} - set(_SECTIONS))
    for module in modules:
        mine = [c for c in commands if c.module == module]
        if not mine:
            continue
        lines.append(t(locale, "help-commands-section", section=t(locale, _SECTIONS.get(module, "help-section-other"))))
        lines.extend(
            t(locale, "help-command", command=c.name, where=c.where, description=_description(locale, c)) for c in mine
        )
    return "\n".join(lines)


def help_pages(
    locale: Locale, topic: str | None, commands: Sequence[CommandInfo] = (), variant: Variant | None = None
) -> list[str]:
    """The help for `topic` (None: the overview) under the rules of `variant` (None: no game's; the web rules, and
    the overview adds a paragraph on the others), as messages of at most `MAX_TEXT_CHARS` characters each."""
    rules = variant or WEB
    makers = {
        "phases": _phases_topic,
        "offices": _offices_topic,
        "coup": _coup_topic,
        "money": _money_topic,
        "cards": _cards_topic,
    }
    if topic is None:
        text = _overview(locale, variant)
    elif topic == "commands":
        text = _commands_topic(locale, commands)
    elif topic in makers:
        text = makers[topic](locale, rules)
    else:
        text = t(locale, "help-no-topic", topic=topic, topics=", ".join(TOPICS))
    return split_message(text, MAX_TEXT_CHARS)
