"""`/junta help`: what Junta is, how to win, the turn's phases in order with what each asks and of whom, where
orders go; and topics that go deeper (phases, offices, coup, money, cards, commands).

The phases come from their declaration (`rules.state.Phase`, its titles, and `bot.text.phases.phase_call`); the
commands are given by the caller from the registered command tree (`CommandInfo`); the offices, units, zones and
cards from the rules' data. Every topic is a list of pages, each at most `MAX_TEXT_CHARS` (one Discord message)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from bot.text.messages import MAX_TEXT_CHARS, split_message
from bot.text.phases import phase_call
from rules.cards import DECK, EXPECTED_COUNTS, HAND_LIMIT
from rules.city import CITY
from rules.offices import OFFICE_INFO, Office
from rules.state import PHASE_TITLES, Phase
from rules.turns import TURN_CARDS
from rules.variants import WEB

__all__ = ["TOPICS", "CommandInfo", "help_pages", "turn_phases"]

TOPICS: dict[str, str] = {
    "phases": "who acts in each phase, and what happens if you give no order",
    "offices": "the ten offices and what each does",
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


def turn_phases() -> list[Phase]:
    """Every phase a game goes through, in order (the declaration's order), without the end of the game."""
    return [p for p in Phase if p is not Phase.GAME_OVER]


def _phase_line(phase: Phase) -> str:
    when = _ONLY_WHEN.get(phase)
    title = f"**{PHASE_TITLES[phase]}**" + (f" ({when})" if when else "")
    return f"- {title}: {phase_call(phase)}"


def _overview() -> str:
    phases = turn_phases()
    lines = [
        "**Junta**: greed, votes and coups in a banana republic, for 6 to 10 players. You lead a family: you hold "
        "offices, vote on the budget, hide money in Switzerland, hire assassins, and may rise against El Presidente. "
        "I am the game master: I take the orders, resolve each phase at its deadline and tell everyone what happened.",
        "**How to win:** only money in your Swiss bank account counts. The game ends when the budget can no longer "
        "be drawn from the money deck; then the most MP in Switzerland wins (equal totals share the win; dead and "
        "exiled families can win too). Cash in your pocket counts for nothing: take it to the Bank.",
        "**Where:** orders are secret and go to me in our DMs, one slash command per order; /status there shows "
        "your page and what the phase asks of you, and /done says you are finished. This channel is public: "
        "/junta join, /junta status, /junta map, /speech, the budget debate and the news.",
        "**The phases, in order** (each ends at its deadline, or early once everyone has pressed Done):",
    ]
    lines.extend(_phase_line(p) for p in phases)
    lines.append("More: `/junta help topic:` " + ", ".join(TOPICS) + ". `/card` shows any card's text.")
    return "\n".join(lines)


def _phases_topic() -> str:
    lines = [
        "**The phases.** A phase has a deadline; orders can be changed until then and the last one counts. "
        "It resolves at the deadline, or early once every living player in the country has pressed Done. "
        "Who owes an order and gives none gets the default, and the channel is told who missed.",
    ]
    for phase in turn_phases():
        when = _ONLY_WHEN.get(phase)
        head = f"**{PHASE_TITLES[phase]}**" + (f" ({when})" if when else "")
        default = _DEFAULTS.get(phase)
        lines.append(f"- {head}: {phase_call(phase)}" + (f" No order: {default}." if default else ""))
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
    Office.GENERAL_1: "5 Soldiers and a Tank in the 1st Brigade Barracks",
    Office.GENERAL_2: "5 Soldiers and a Tank in the 2nd Brigade Barracks",
    Office.GENERAL_3: "5 Soldiers and a Tank in the 3rd Brigade Barracks",
    Office.ADMIRAL: "the Gunboat on the river (3 dice a phase, cannot be hit) and a Marine that lands in a river zone",
    Office.AIR_FORCE: "3 Airstrikes per coup (6 dice, one a phase) and a Paratrooper that drops anywhere",
    Office.MINISTER_OF_WAR: "gives New Weapons (hits on 5-6) to one commander each turn; his Bodyguard starts "
    "where he spends the turn; two stack moves in a coup",
    Office.FOREIGN_MINISTER: "draws 1-6 bills for the budget; rolls for foreign intervention when a coup begins",
    Office.FARM_LABOR: "draws 1-6 bills for the budget; a Labor Rioter in the Industrial Zone; counts as having both "
    "Labor Union and Peasants influence",
}


def _offices_topic() -> str:
    lines = [
        "**The offices.** The President appoints the others each turn: every player gets at least one office, "
        "nobody more than two, nobody two Generals. Each office gives votes in every budget and presidential vote, "
        "and a stack move in a coup. The offices of a dead or exiled player go to the President's Brother-in-Law.",
    ]
    for office, info in OFFICE_INFO.items():
        votes = f"{info.votes} votes" if info.votes != 1 else "1 vote"
        lines.append(f"- **{info.title}** ({votes}): {_DUTIES.get(office, 'no special powers')}.")
    return "\n".join(lines)


# --- the coup -----------------------------------------------------------------------------------------------------
def _zones(ids: Iterable[int]) -> str:
    return ", ".join(f"{CITY.zone(z).name} ({z})" for z in ids)


def _coup_topic() -> str:
    points = list(CITY.control_points)
    return "\n".join(
        [
            "**The coup** starts when someone takes rebel-only action in the locations phase (/rebel, or /move, "
            "/fire, /coupcard given then): it needs a coup excuse (a failed budget, a seized Chamber, a killing, "
            "a coup-excuse card) or being at HQ; never the President. Who acts becomes a **Rebel**, the others are "
            "Loyalists; firing on units where a player has a Palace Guard also makes you a Rebel.",
            "**Six Coup Phases**, each in this order: (0) bribes and transfers; (1) incoming fire (Airstrikes, the "
            "Gunboat); (2) all moves at once; (3) combat zone by zone, then retreats. In Coup Phase 1 the Minister "
            "may also send Police at red units (/police).",
            "**Stack moves:** a stack is some or all of your units in one zone, moving to a neighbouring zone. You "
            "have one per office (the Minister of War two), at least one if you are in the country, the President "
            "one more while his Brother-in-Law holds an office. Landings and card placements are not moves. "
            "Orders: /move, /land, /fire, /bombard, /transfer, /coupcard.",
            "**Combat:** only where someone has a fire order (/fire zone and target). You aim at one family's units "
            "per zone, never at single units (one target keeps orders simple). Three volleys: one die per armed "
            "unit (two per Tank and Bodyguard), a 6 kills (5-6 with New Weapons). The player with the fewest losses "
            "stays, the others retreat: /retreatroute names where yours go, best first, until the coup ends; "
            "/retreat says whom you let in; /lossorder: which of yours die first.",
            f"**Control points:** {_zones(points)}. In Coup Phase 6 all vote Pro-Junta or Pro-President "
            f"(/coupvote). A point is Pro-Junta only if every unit in it belongs to Pro-Junta players; "
            f"{len(points) // 2 + 1} of {len(points)} win the coup.",
            "**Aftermath:** if the President won, he may send one Rebel to the firing squad (/firingsquad). If the "
            "Rebels won, they elect a new President (/juntavote) and he executes whom he chose (/execute). "
            f"Embassies ({_zones(CITY.embassies)}): no combat; move a unit in to flee abroad.",
        ]
    )


# --- money --------------------------------------------------------------------------------------------------------
def _money_topic() -> str:
    return "\n".join(
        [
            "**Money** is bills of 1, 2 and 3 MP; a payment gives no change.",
            "**The budget:** each turn the Foreign Minister and the Farm & Labor Secretary each draw 1-6 bills from "
            "the money deck (/draw) and the President 2; all go to the President's pool. He proposes who gets how "
            "much (/budget); what he does not hand out he pockets. The Chamber votes (/vote budget): one vote per "
            "office (five for Farm & Labor), plus influence in play, plus any Vote cards you name. Passed: the money "
            "goes to the pockets. Failed: a coup excuse, and the Minister decides whether to seize the Chamber.",
            "**Cash and the Swiss account:** the budget pays into your pocket (cash). Cash can be stolen, spent on "
            "assassins and bribes, or taken by whoever kills you. Only the Swiss account counts at the end; it stays "
            "yours even when you die (only a Bank Robber card can take from it).",
            "**The Bank:** in the locations phase, choose the Bank as your location (/location) and give a /bank "
            "order to deposit cash into Switzerland or withdraw it. The Bank is also a place to be killed, and it "
            "may be closed (a failed budget, Bank Holiday).",
            "**The end:** when the budget can no longer be drawn in full, the game ends at once. The money deck's "
            "progress shows on your Status Page; some extra bills are hidden, so nobody knows the exact last turn.",
            "**Gifts and trades:** /give cash or a card at once, or /trade: an offer the other player accepts.",
        ]
    )


# --- cards --------------------------------------------------------------------------------------------------------
def _cards_topic() -> str:
    kinds = ", ".join(f"{n} {kind}" for kind, n in EXPECTED_COUNTS.items())
    return "\n".join(
        [
            f"**Cards.** The political deck has {len(DECK)} cards ({kinds}). You draw {WEB.first_turn_cards} on the "
            f"first turn, then {TURN_CARDS} each turn ({WEB.returning_cards} when you return from death). Your Status "
            "Page lists your hand with each card's number and effect; `/card` shows any card by name or number.",
            f"**Hand limit {HAND_LIMIT}**, influence in play included. Over it, play, give or /discard cards before "
            "the cabinet phase ends; whatever is still over the limit then is discarded, newest drawn first.",
            "**How to play them:**",
            "- Influence, donations, intelligence and most events: /play, in the phases the card names; influence "
            "stays in play (its votes count in every budget and presidential vote) until you die.",
            "- Vote cards: name them in the cards option of /vote (e.g. `#11 no`); each is used once.",
            "- Power Failure, Summer Recess, Miscount: /votecard in the budget vote, with a trigger (passes, fails).",
            "- Assassins (and the Burglar, the Bank Robber): /assassinate in the locations phase; Bribe the Assassin "
            "protects you as a standing /play.",
            "- Coup cards (units, Bribe the Brigade, Alliance Breaks, Street Festival): /coupcard, as rebel-only "
            "action or in a coup.",
            "Assassins and bribes cost MP from your cash, unless your influence pays (Underworld for assassins, "
            "Bankers or Multinationals for bribes).",
        ]
    )


# --- commands -----------------------------------------------------------------------------------------------------
_SECTIONS: dict[str, str] = {
    "bot.cogs.game": "In the game channel",
    "bot.cogs.player": "Your own business, in our DMs",
    "bot.cogs.orders.government": "Elections, the cabinet and the budget, in our DMs",
    "bot.cogs.orders.locations": "Locations, assassins, banking and cards, in our DMs",
    "bot.cogs.orders.coup": "The coup, in our DMs",
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


def help_pages(topic: str | None, commands: Sequence[CommandInfo] = ()) -> list[str]:
    """The help for `topic` (None: the overview), as messages of at most `MAX_TEXT_CHARS` characters each."""
    makers = {
        "phases": _phases_topic,
        "offices": _offices_topic,
        "coup": _coup_topic,
        "money": _money_topic,
        "cards": _cards_topic,
    }
    if topic is None:
        text = _overview()
    elif topic == "commands":
        text = _commands_topic(commands)
    elif topic in makers:
        text = makers[topic]()
    else:
        text = f"There is no help topic {topic!r}. The topics: {', '.join(TOPICS)}."
    return split_message(text, MAX_TEXT_CHARS)
