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

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from bot.games.junta.text.cards import KIND_NAMES
from bot.games.junta.text.messages import MAX_TEXT_CHARS, split_message
from bot.games.junta.text.phases import phase_call
from bot.games.junta.text.terms import card_name
from rules.junta.cards import DECKS, EXPECTED_COUNTS, HAND_LIMIT, card
from rules.junta.city import CITY
from rules.junta.offices import OFFICE_INFO, Office
from rules.junta.state import PHASE_TITLES, Phase
from rules.junta.turns import TURN_CARDS
from rules.junta.units import RIVER_LANDINGS
from rules.junta.variants import VARIANTS, WEB, AidDraw, LunchBanking, Retreats, StackMoves, Variant
from rules.words import listing, plural

__all__ = ["TOPICS", "CommandInfo", "help_pages", "turn_phases"]

TOPICS: dict[str, str] = {
    "phases": "who acts in each phase, and what happens if you give no order",
    "offices": "the offices and what each does",
    "coup": "its six phases, stack moves, sides, control points",
    "money": "the budget, your cash, the Swiss account and the Bank",
    "cards": "how to play them, the hand limit",
    "commands": "every command, grouped",
}
"""The help topics (the choices of /junta help's topic option), each with what it covers."""


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
    Phase.NOMINATION: "before the first turn",
    Phase.ELECTION: "before the first turn, and whenever the Republic needs a new President",
    Phase.MINISTER_DECISION: "only if the budget failed",
    Phase.COUP: "only if someone took rebel-only action: six Coup Phases",
    Phase.AFTERMATH: "after a coup",
}
"""Phases that do not come every turn, and when they come."""

_DEFAULTS: dict[Phase, str] = {
    Phase.NOMINATION: "nothing is owed (with no nomination at all, every player is a candidate)",
    Phase.ELECTION: "no vote",
    Phase.CABINET: "last turn's holders where still legal, the rest by lot",
    Phase.BUDGET_DRAW: "New Weapons to nobody; a random 1-6 bills",
    Phase.BUDGET_PROPOSAL: "the pool in equal shares to the other players",
    Phase.BUDGET_VOTE: "abstain",
    Phase.MINISTER_DECISION: "the Minister does not seize the Chamber",
    Phase.LOCATIONS: "a location by lot among Home, Club and Mistress; no assassins, no banking",
    Phase.COUP: "units stand still and only return fire; the coup vote abstains",
    Phase.AFTERMATH: "nobody is executed",
}
"""What happens to a player who owes an order and gives none (RULES 7)."""


def _only_when(phase: Phase, v: Variant) -> str | None:
    if phase is Phase.ELECTION and v.straw_men:
        return (
            "three players only, before the first turn, the straw men not voting; with two, whoever starts the game "
            "names the first President; later the player whose faction has the most votes takes the presidency"
        )
    if phase is Phase.ELECTION and v.first_election_cards:
        return (
            "before the first turn, with one family vote each plus influence and vote cards; later whenever the "
            "Republic needs a new President"
        )
    return _ONLY_WHEN.get(phase)


def _default(phase: Phase, v: Variant) -> str | None:
    if phase is Phase.COUP and v.declare_in_aftermath:
        return "units stand still and only return fire"
    if phase is Phase.AFTERMATH and v.declare_in_aftermath:
        return (
            "nobody abstains in the declarations: a Rebel counts Pro-Junta, anyone else Pro-President; nobody is "
            "executed"
        )
    if phase is Phase.COUP and v.declare_by_status:
        return (
            "units stand still and only return fire; nobody abstains in the coup vote: a Rebel counts Pro-Junta, "
            "anyone else Pro-President"
        )
    return _DEFAULTS.get(phase)


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


def _phase_line(phase: Phase, v: Variant) -> str:
    when = _only_when(phase, v)
    title = f"**{PHASE_TITLES[phase]}**" + (f" ({when})" if when else "")
    return f"- {title}: {phase_call(phase, v)}"


def _players(v: Variant) -> str:
    return f"{v.min_players} to {v.max_players} players"


def _end_rule(v: Variant) -> str:
    """When the game ends, in the variant's words: 'the game ends when ...'."""
    if v.aid_draw is AidDraw.PRESIDENT:
        return f"the President comes to draw the aid money and fewer than {v.president_bills} bills are left"
    return "the budget can no longer be drawn from the money deck"


def _uncounted(v: Variant) -> str:
    return "" if v.show_money_deck else " (nobody may count the money deck, so nobody knows the last turn)"


def _everyone_dead(v: Variant) -> str:
    if not v.everyone_dead_ends_game:
        return ""
    return " If every family dies in one locations phase's assassinations, the game ends at once and everybody loses."


_NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine"}


def _number(n: int) -> str:
    return _NUMBERS.get(n, str(n))


def _other_variants() -> str:
    """The variants other than web, a short paragraph each, for the help that belongs to no game."""
    notes = []
    for v in VARIANTS.values():
        if v is WEB or v.straw_men:  # Mini-Junta is not offered in Discord yet (bot.config.VARIANTS)
            continue
        missing = [OFFICE_INFO[o].short for o in WEB.offices if o not in v.offices]
        parts = [f"{_number(len(v.offices))} offices" + (f" (no {', '.join(missing)})" if missing else "")]
        if not v.nomination_phase:
            parts.append(f"{_number(v.setup_cards)} cards each at the start and no nomination day")
        if v.first_election_cards:
            parts.append("influence and vote cards count in the first election")
        if v.aid_draw is AidDraw.PRESIDENT:
            parts.append(f"the President draws {v.president_bills} bills as the cabinet is formed")
        parts.append(f"a deck of {len(DECKS[v.deck])} cards")
        if not v.show_money_deck:
            parts.append("nobody may count the money deck")
        notes.append(
            f"**The {v.name} rules**, {v.title}, for a game created with `/junta create variant:{v.name}`: "
            + "; ".join(parts)
            + f". The game ends when {_end_rule(v)}.{_everyone_dead(v)} In such a game's channel /junta help tells "
            "its rules."
        )
    return "\n".join(notes)


STRAW_MEN = (
    "**Straw men** (Mini-Junta): the other families are straw men, who decide nothing themselves. The President "
    "leads the government faction, the other player (with three, not the Minister) the opposition. When the budget "
    "proposal resolves, each straw man's faction is rolled on the faction table, by what the President promised him "
    "and his influence; the leader of his faction then gives his orders, with the game option 'game / straw man' "
    "(his Status Page too), may /swap one card with him a round, and gets his money. A straw man never holds a phase "
    "open: without orders he takes his defaults. Nobody sends an assassin at a straw man of his own faction; only "
    "real players win."
)


def _overview(v: Variant | None) -> str:
    rules = v or WEB
    phases = turn_phases(rules)
    lines = [
        f"**Junta**: greed, votes and coups in a banana republic, for {_players(rules)}. You lead a family: you hold "
        "offices, vote on the budget, hide money in Switzerland, hire assassins, and may rise against El Presidente. "
        "I am the game master: I take the orders, resolve each phase at its deadline and tell everyone what happened.",
        "**How to win:** only money in your Swiss bank account counts. The game ends when "
        f"{_end_rule(rules)}{_uncounted(rules)}; then the most MP in Switzerland wins (equal totals share the win; "
        f"dead and exiled families can win too).{_everyone_dead(rules)} Cash in your pocket counts for nothing: take "
        "it to the Bank.",
        "**Where:** orders are secret and go to me in our DMs, one slash command per order; /status there shows "
        "your page and what the phase asks of you, and /done says you are finished. This channel is public: "
        "/junta join, /junta status, /junta map, /speech, the budget debate and the news.",
        "**The phases, in order** (each ends at its deadline, or early once everyone has pressed Done):",
    ]
    if rules.straw_men:
        lines.insert(1, STRAW_MEN)
    lines.extend(_phase_line(p, rules) for p in phases)
    if v is None:
        lines.append(_other_variants())
    lines.append("More: `/junta help topic:` " + ", ".join(TOPICS) + ". `/card` shows any card's text.")
    return "\n".join(lines)


def _phases_topic(v: Variant) -> str:
    lines = [
        "**The phases.** A phase has a deadline; orders can be changed until then and the last one counts. "
        "It resolves at the deadline, or early once every living player in the country has pressed Done. "
        "Who owes an order and gives none gets the default, and the channel is told who missed.",
    ]
    for phase in turn_phases(v):
        when = _only_when(phase, v)
        head = f"**{PHASE_TITLES[phase]}**" + (f" ({when})" if when else "")
        default = _default(phase, v)
        lines.append(f"- {head}: {phase_call(phase, v)}" + (f" No order: {default}." if default else ""))
    lines.append(
        "Any time: play influence and other cards (/play), give cash or cards (/give), offer trades (/trade), "
        "make speeches (/speech). An order may wait on a condition with its `if` option, e.g. 'if Garcia is dead'."
    )
    return "\n".join(lines)


# --- the offices --------------------------------------------------------------------------------------------------
_DUTIES: dict[Office, str] = {
    Office.PRESIDENT: "appoints the cabinet, proposes the budget and keeps what he does not hand out; commands the "
    "Palace Guard (4, in the Palace); cannot go into exile or take rebel-only action",
    Office.MINISTER: "the Police (4, one per precinct); the Secret Police kill at the right location once a turn "
    "(never at the Bank two turns running); after a failed budget decides whether to seize the Chamber",
    Office.ADMIRAL: (
        "the Gunboat (on the river, its guns reach every zone but the embassies: 3 dice a phase, cannot be hit) and a "
        f"Marine that lands in a river zone ({listing(map(str, RIVER_LANDINGS))})"
    ),
    Office.AIR_FORCE: "3 Airstrikes per coup (6 dice, one a phase) and a Paratrooper that drops anywhere",
    Office.MINISTER_OF_WAR: "gives New Weapons (hits on 5-6) to one commander each turn; his Bodyguard starts "
    "where he spends the turn; two stack moves in a coup",
    Office.FOREIGN_MINISTER: "draws 1-6 bills for the budget; rolls for foreign intervention when a coup begins",
    Office.FARM_LABOR: "draws 1-6 bills for the budget; a Labor Rioter in the Industrial Zone; counts as having both "
    "Labor Union and Peasants influence",
}
_BRIGADES = {Office.GENERAL_1: "1st", Office.GENERAL_2: "2nd", Office.GENERAL_3: "3rd"}


def _duty(office: Office, v: Variant) -> str:
    if office in _BRIGADES:
        tanks = f" and {'a Tank' if v.brigade_tanks == 1 else f'{v.brigade_tanks} Tanks'}" if v.brigade_tanks else ""
        return f"{v.brigade_soldiers} Soldiers{tanks} in the {_BRIGADES[office]} Brigade Barracks"
    if office is Office.PRESIDENT and v.aid_draw is AidDraw.PRESIDENT:
        return _DUTIES[office].replace(
            "appoints the cabinet,", f"appoints the cabinet, draws the {v.president_bills} bills of aid money,"
        )
    return _DUTIES.get(office, "no special powers")


def _offices_topic(v: Variant) -> str:
    moves = "a stack move in a coup" if v.stack_moves is StackMoves.PER_OFFICE else "nothing more in a coup"
    who = "every player, exiles included," if v.exiles_appointed else "every player"
    if v.brother_in_law_appointed:
        law = "The offices of a dead or exiled player go to the President's Brother-in-Law."
    else:
        law = (
            "The President's Brother-in-Law gets no office at appointment: he runs one office of a dead or exiled "
            "holder, and the others are frozen."
        )
    lines = [
        f"**The offices** ({len(v.offices)}). The President appoints the others each turn: {who} gets at least one "
        f"office, nobody more than {_number(v.max_offices_per_player)}, nobody two Generals. Each office gives votes "
        f"in every budget and presidential vote, and {moves}. {law}",
    ]
    for office in v.offices:
        info = OFFICE_INFO[office]
        votes = f"{info.votes} votes" if info.votes != 1 else "1 vote"
        lines.append(f"- **{info.title}** ({votes}): {_duty(office, v)}.")
    return "\n".join(lines)


# --- the coup -----------------------------------------------------------------------------------------------------
def _zones(ids: Iterable[int]) -> str:
    return ", ".join(f"{CITY.zone(z).name} ({z})" for z in ids)


def _coup_topic(v: Variant) -> str:
    points = list(CITY.control_points)
    if v.bombard_after_movement:
        order = (
            "(0) bribes and transfers; (1) all moves at once; (2) incoming fire (Airstrikes, the Gunboat) on the units "
            "where they then stand; (3) combat zone by zone, then retreats"
        )
    else:
        order = (
            "(0) bribes and transfers; (1) incoming fire (Airstrikes, the Gunboat); (2) all moves at once; (3) combat "
            "zone by zone, then retreats"
        )
    if v.stack_moves is StackMoves.PER_PLAYER:
        moves = "You have one a phase however many offices you hold, the President one more while his Brother-in-Law "
        moves += "runs an office."
    else:
        moves = (
            "You have one per office (the Minister of War two), at least one if you are in the country, the President "
            "one more while his Brother-in-Law holds an office."
        )
    dice = "one die per armed unit"
    if v.brigade_tanks or Office.MINISTER_OF_WAR in v.offices:
        dice += " (two per Tank and Bodyguard)"
    hits = "a 6 kills (5-6 with New Weapons)" if Office.MINISTER_OF_WAR in v.offices else "a 6 kills"
    counted = "losses (bombardment in the zone included)" if v.bombard_losses_decide_retreats else "losses"
    if v.retreats is Retreats.EMPTY_FIRST:
        where = (
            "into an adjacent empty zone (/retreatroute picks which), else only where all occupants let them in "
            "(/retreat says whom you let in), else they are destroyed"
        )
    else:
        where = "/retreatroute names where yours go, best first, until the coup ends; /retreat says whom you let in"
    vote = "In Coup Phase 6 all vote Pro-Junta or Pro-President (/coupvote)."
    if v.declare_in_aftermath:
        vote = (
            "Once Coup Phase 6 has resolved, in the aftermath, everyone declares Pro-Junta or Pro-President "
            "(/coupvote), seeing the final map; nobody abstains: with no declaration a Rebel counts Pro-Junta, anyone "
            "else Pro-President."
        )
    elif v.declare_by_status:
        vote = (
            "In Coup Phase 6 everyone declares Pro-Junta or Pro-President (/coupvote); nobody abstains: with no "
            "declaration a Rebel counts Pro-Junta, anyone else Pro-President."
        )
    return "\n".join(
        [
            "**The coup** starts when someone takes rebel-only action in the locations phase (/rebel, or /move, "
            "/fire, /coupcard given then): it needs a coup excuse (a failed budget, a seized Chamber, a killing, "
            "a coup-excuse card) or being at HQ; never the President. Who acts becomes a **Rebel**, the others are "
            "Loyalists; firing on units where a player has a Palace Guard also makes you a Rebel.",
            f"**Six Coup Phases**, each in this order: {order}. In Coup Phase 1 the Minister may also send Police at "
            "red units (/police).",
            "**Stack moves:** a stack is some or all of your units in one zone, moving to a neighbouring zone. "
            f"{moves} Landings and card placements are not moves. Orders: /move, /land, /fire, /bombard, /transfer, "
            "/coupcard.",
            "**Combat:** only where someone has a fire order (/fire zone and target). You aim at one family's units "
            f"per zone, never at single units (one target keeps orders simple). Three volleys: {dice}, {hits}. The "
            f"player with the fewest {counted} stays, the others retreat: {where}; /lossorder: which of yours die "
            "first.",
            f"**Control points:** {_zones(points)}. {vote} A point is Pro-Junta only if every unit in it belongs to "
            f"Pro-Junta players; {len(points) // 2 + 1} of {len(points)} win the coup.",
            "**Aftermath:** if the President won, he may send one Rebel to the firing squad (/firingsquad). If the "
            "Rebels won, they elect a new President (/juntavote) and he executes whom he chose (/execute). "
            f"Embassies ({_zones(CITY.embassies)}): no combat; move a unit in to flee abroad.",
        ]
    )


# --- money --------------------------------------------------------------------------------------------------------
def _money_topic(v: Variant) -> str:
    votes = ", ".join(
        f"{OFFICE_INFO[o].votes} for {OFFICE_INFO[o].title}" for o in v.offices if OFFICE_INFO[o].votes != 1
    )
    office_votes = f"one vote per office ({votes})" if votes else "one vote per office"
    if v.aid_draw is AidDraw.PRESIDENT:
        draw = (
            f"**The budget:** each turn, as the cabinet is formed, the President draws {v.president_bills} bills from "
            "the money deck; only he sees them, and they are his pool."
        )
    else:
        draw = (
            "**The budget:** each turn the Foreign Minister and the Farm & Labor Secretary each draw 1-6 bills from "
            "the money deck (/draw) and the President 2; all go to the President's pool."
        )
    if v.lunch_banking is LunchBanking.AFTER_COUP:
        closed = (
            "it may be closed (a failed budget, Bank Holiday); after a seized Chamber it is closed for lunch: no "
            "banking in the locations phase, and banking in the coup aftermath only if a coup happens."
        )
    else:
        closed = "it may be closed (a failed budget, Bank Holiday)."
    robbers = any(card(c).key == "bank_robber" for c in DECKS[v.deck])
    robber = " (only a Bank Robber card can take from it)" if robbers else ""
    if v.show_money_deck:
        deck = (
            "The money deck's progress shows on your Status Page; some extra bills are hidden, so nobody knows the "
            "exact last turn."
        )
    else:
        deck = "Nobody may count the money deck: I show no count and no progress bar."
    return "\n".join(
        [
            "**Money** is bills of 1, 2 and 3 MP; a payment gives no change.",
            f"{draw} He proposes who gets how much (/budget); what he does not hand out he pockets. The Chamber votes "
            f"(/vote budget): {office_votes}, plus influence in play, plus any Vote cards you name. Passed: the money "
            "goes to the pockets. Failed: a coup excuse, and the Minister decides whether to seize the Chamber."
            + (
                " Every vote has two ballots: each of your vote sources (an office, an influence card, a Vote card) "
                "is cast once, in ballot 1 or in ballot 2, all that are left at once (/vote budget, /vote "
                "president) or one at a time, each for a side or candidate of its own (/vote cast)."
                if v.votes_by_source
                else ""
            ),
            "**Cash and the Swiss account:** the budget pays into your pocket (cash). Cash can be stolen, spent on "
            "assassins and bribes, or taken by whoever kills you. Only the Swiss account counts at the end; it stays "
            f"yours even when you die{robber}.",
            "**The Bank:** in the locations phase, choose the Bank as your location (/location) and give a /bank "
            "order to deposit cash into Switzerland or withdraw it. The Bank is also a place to be killed, and "
            + closed,
            f"**The end:** when {_end_rule(v)}, the game ends at once.{_everyone_dead(v)} {deck}",
            "**Gifts and trades:** /give cash or a card at once, or /trade: an offer the other player accepts.",
        ]
    )


# --- cards --------------------------------------------------------------------------------------------------------
def _cards_topic(v: Variant) -> str:
    deck = [card(c) for c in DECKS[v.deck]]
    counts = Counter(c.kind for c in deck)
    kinds = ", ".join(plural(counts[kind], KIND_NAMES.get(kind, kind)) for kind in EXPECTED_COUNTS if counts[kind])
    keys = {c.key for c in deck}
    if v.setup_cards:
        draws = (
            f"You are dealt {v.setup_cards} before the first election, draw {v.first_turn_cards} when the first turn "
            f"begins, then {TURN_CARDS} each turn ({v.returning_cards} when you return from death)."
        )
    else:
        draws = (
            f"You draw {v.first_turn_cards} on the first turn, then {TURN_CARDS} each turn ({v.returning_cards} when "
            "you return from death)."
        )
    thieves = [card_name("en", k) for k in ("burglar", "bank_robber") if k in keys]
    assassins = "Assassins" + (f" (and {', '.join('the ' + n for n in thieves)})" if thieves else "")
    played = "Influence, donations, intelligence and most events" if counts["intelligence"] else (
        "Influence, donations and most events"
    )
    return "\n".join(
        [
            f"**Cards.** The political deck has {len(deck)} cards ({kinds}). {draws} Your Status Page lists your hand "
            "with each card's number and effect; `/card` shows any card by name or number.",
            f"**Hand limit {HAND_LIMIT}**, influence in play included. Over it, play, give or /discard cards before "
            "the cabinet phase ends; whatever is still over the limit then is discarded, newest drawn first.",
            "**How to play them:**",
            f"- {played}: /play, in the phases the card names; influence stays in play (its votes count in every "
            "budget and presidential vote) until you die.",
            "- Vote cards: name them in the cards option of /vote (e.g. `#11 no`)"
            + (", or cast one with /vote cast" if v.votes_by_source else "")
            + "; each is used once.",
            "- Power Failure, Summer Recess, Miscount: /votecard in the budget vote, with a trigger (passes, fails).",
            f"- {assassins}: /assassinate in the locations phase; Bribe the Assassin protects you as a standing /play.",
            "- Coup cards (units, Bribe the Brigade, Alliance Breaks, Street Festival): /coupcard, as rebel-only "
            "action or in a coup.",
            "Assassins and bribes cost MP from your cash, unless your influence pays (Underworld for assassins, "
            "Bankers or Multinationals for bribes).",
        ]
    )


# --- commands -----------------------------------------------------------------------------------------------------
_SECTIONS: dict[str, str] = {
    "bot.games.junta.cogs.game": "In the game channel",
    "bot.games.junta.cogs.player": "Your own business, in our DMs",
    "bot.games.junta.cogs.orders.government": "Elections, the cabinet and the budget, in our DMs",
    "bot.games.junta.cogs.orders.locations": "Locations, assassins, banking and cards, in our DMs",
    "bot.games.junta.cogs.orders.coup": "The coup, in our DMs",
    "bot.cogs.moderator": "For moderators, in the game channel",
}
"""The cog modules, in the order a game meets them, with their headings."""

_WHERE = {"anywhere": " (here or in our DMs)", "channel": "", "dm": ""}


def _commands_topic(commands: Sequence[CommandInfo]) -> str:
    lines = ["**Commands.** Every order is echoed back as recorded, or refused with the reason."]
    modules = list(_SECTIONS) + sorted({c.module for c in commands} - set(_SECTIONS))
    for module in modules:
        mine = [c for c in commands if c.module == module]
        if not mine:
            continue
        lines.append(f"**{_SECTIONS.get(module, 'Other')}:**")
        lines.extend(f"- `/{c.name}`{_WHERE.get(c.where, '')}: {c.description}" for c in mine)
    return "\n".join(lines)


def help_pages(topic: str | None, commands: Sequence[CommandInfo] = (), variant: Variant | None = None) -> list[str]:
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
        text = _overview(variant)
    elif topic == "commands":
        text = _commands_topic(commands)
    elif topic in makers:
        text = makers[topic](rules)
    else:
        text = f"There is no help topic {topic!r}. The topics: {', '.join(TOPICS)}."
    return split_message(text, MAX_TEXT_CHARS)
