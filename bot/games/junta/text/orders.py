"""Orders as players read them: one sentence per order, with names and counts, never internal ids.

`ECHOES` has one entry per order kind (`tests/bot/test_echoes.py` fails, naming the kind, if one is missing): a
function of the families' names and the order. A card is named with the number printed in the hand ("Vote (5) #11");
offices by their titles; -1 is "everything"; conditions (RULES 7) come last in the words they were given in.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from bot.games.junta.conditions import describe_condition
from bot.games.junta.text.messages import due_sentence
from bot.store import DeadlineRow
from rules.junta.ballots import named_source, source_words
from rules.junta.cards import card
from rules.junta.offices import OFFICE_INFO, Office
from rules.junta.orders import (
    BROTHER_IN_LAW,
    SECRET_POLICE,
    Appoint,
    AppointIfElected,
    Assassinate,
    Ballot,
    Banking,
    Bombard,
    BrotherInLawChoice,
    BudgetVote,
    CastSource,
    ChooseLocation,
    Concede,
    CoupVote,
    Decline,
    Discard,
    DrawBills,
    ElectionVote,
    ExecuteIfElected,
    ExecuteOnReturn,
    Fire,
    FiringSquad,
    InterventionChoice,
    JuntaVote,
    Land,
    LossOrder,
    Move,
    NameHead,
    NameMinister,
    NewWeapons,
    Nominate,
    OppositionBrigade,
    Order,
    PlayCard,
    PlayCoupCard,
    PoliceResponse,
    PresidentChoice,
    ProposeBudget,
    RebelAction,
    Resign,
    RetreatPermission,
    RetreatRoute,
    ReturnFromExile,
    SafePassage,
    Second,
    SeizeChamber,
    Transfer,
    Trigger,
    VoteCard,
)
from rules.junta.state import LOCATION_TITLES
from rules.junta.units import KINDS, Kind, intervention_title
from rules.junta.views import PublicView
from rules.junta.votes import SOCIALIST_BONUS
from rules.words import listing, plural

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
    return "an unknown family"


def card_name(c: int) -> str:
    """A card as the hand prints it: 'Vote (5) #11'."""
    return f"{card(c).title} #{c}"


def _names(view: Sequence[str], pids: Sequence[int]) -> str:
    return listing([player_name(view, p) for p in pids]) or "nobody"


def _office(o: Office) -> str:
    return OFFICE_INFO[o].title


def _kind(k: str, n: int = 1) -> str:
    """'1 Soldier', '3 Soldiers', '2 Students'."""
    try:
        return KINDS[Kind(k)].count(n)
    except ValueError:
        return f"{n} {k.replace('_', ' ')}"


def _kinds(k: str) -> str:
    """A kind of unit as a whole: 'Soldiers', 'Police', 'Students'."""
    try:
        return KINDS[Kind(k)].many
    except ValueError:
        return k.replace("_", " ")


def _units(units: Sequence[tuple[str, int]]) -> str:
    return listing([_kind(k, n) for k, n in units]) if units else "all your units"


def _source(source: str) -> tuple[str, int]:
    """A vote source's name and votes: 'office:admiral' -> ('Admiral', 1), 'influence:14' -> ('Labor Union', 4)."""
    kind, _, key = source.partition(":")
    if kind == "office":
        try:
            info = OFFICE_INFO[Office(key)]
        except ValueError:
            return key, 0
        return info.short, info.votes
    if kind == "influence" and key.isdigit():
        spec = card(int(key))
        return spec.name, spec.votes
    if kind == "bonus":
        return "the Socialist bonus", SOCIALIST_BONUS
    return source, 0


def ballot_text(b: Ballot) -> str:
    """'all your office and influence votes no; Admiral (1): yes; Vote (5) #11 (5): no'."""
    parts = [f"all your office and influence votes {b.default.value}"]
    parts += [f"{name} ({votes}): {side.value}" for (name, votes), side in ((_source(s), side) for s, side in b.split)]
    parts += [f"{card_name(c)} ({card(c).votes}): {side.value}" for c, side in b.cards]
    return "; ".join(parts)


def _trigger(t: Trigger) -> str:
    if t.result == "any":
        return "whatever the count"
    within = f" by {t.within} or less" if t.within is not None else ""
    return f"if the budget {t.result}{within}"


def _play(v: Sequence[str], o: PlayCard) -> str:
    text = f"Play {card_name(o.card)}"
    if o.target is not None:
        text += f" on {player_name(v, o.target)}"
    if o.option:
        text += f" (looking at: {o.option})" if card(o.card).kind == "intelligence" else f" ({o.option})"
    return text


def _assassinate(v: Sequence[str], o: Assassinate) -> str:
    who = "the Secret Police" if o.assassin == SECRET_POLICE else card_name(int(o.assassin))
    where = f" at {LOCATION_TITLES[o.location]}" if o.location is not None else ""
    return f"Send {who} after {player_name(v, o.target)}{where}"


def _amount(n: int) -> str:
    return "everything" if n < 0 else f"{n} MP"


def _banking(v: Sequence[str], o: Banking) -> str:
    acts = []
    if o.deposit:
        acts.append(f"deposit {_amount(o.deposit)}")
    if o.withdraw:
        acts.append(f"withdraw {_amount(o.withdraw)}")
    return "At the Bank: " + (listing(acts) or "nothing")


def _budget(v: Sequence[str], o: ProposeBudget) -> str:
    shares = ", ".join(f"{player_name(v, p)} {mp} MP" for p, mp in o.totals) or "nothing to anyone"
    added = f", adding {o.add} MP of your cash" if o.add else ""
    return f"Propose the budget: {shares}{added}"


def _budget_vote(v: Sequence[str], o: BudgetVote) -> str:
    text = f"Vote on the budget: {ballot_text(o.ballot)}"
    if o.revote is not None:
        text += f"; in a revote: {ballot_text(o.revote)}"
    return text


def _election(v: Sequence[str], o: ElectionVote) -> str:
    cards = f", adding {listing([card_name(c) for c in o.cards])}" if o.cards else ""
    return f"Vote for {player_name(v, o.candidate)} for President with all your votes{cards}"


def _cast(v: Sequence[str], o: CastSource) -> str:
    """'Cast your Church influence (4 votes) for Garcia'; 'Cast your Minister's office (1 vote): yes on the
    budget'."""
    src = named_source(o.source)
    what = f"your {source_words(src)}" if src is not None else "a vote source you do not have"
    if o.side.isdigit():
        return f"Cast {what} for {player_name(v, int(o.side))}"
    return f"Cast {what}: {o.side} on the budget"


def _move(v: Sequence[str], o: Move) -> str:
    via = f" by way of zone {o.via}" if o.via is not None else ""
    pick = f", picking up your units waiting in zone {o.via}" if o.pick_up and o.via is not None else ""
    return f"Move {_units(o.units)} from zone {o.from_zone} to zone {o.to_zone}{via}{pick}"


def _land(v: Sequence[str], o: Land) -> str:
    then = f", then on to zone {o.then_to}" if o.then_to is not None else ""
    what = KINDS[Kind(o.kind)].title if o.kind in {k.value for k in Kind} else o.kind.replace("_", " ")
    return f"Land the {what} in zone {o.zone}{then}"


_WEAPONS = {
    "airstrike": "an Airstrike",
    "gunboat": "the Gunboat (its guns reach every zone but the embassies)",
    "intervention_airstrike": "an intervention Air Strike",
}


def _coup_card(v: Sequence[str], o: PlayCoupCard) -> str:
    text = f"Play {card_name(o.card)}"
    if o.zone is not None:
        text += f" in zone {o.zone}"
    if o.count:
        text += f" ({o.count})"
    if o.then_to is not None:
        text += f", then on to zone {o.then_to}"
    return text


def _appoint(v: Sequence[str], o: Appoint) -> str:
    return "Appoint the cabinet: " + "; ".join(f"{_office(of)}: {player_name(v, p)}" for of, p in o.assignments)


def appointments_text(v: Sequence[str], assignments: Sequence[tuple[Office, int]]) -> str:
    """'Minister of Internal Security: Esteban; Generalissimo of the 2nd Army Brigade: Alba'."""
    return "; ".join(f"{_office(of)}: {player_name(v, p)}" for of, p in assignments)


def _if_elected(v: Sequence[str], o: AppointIfElected) -> str:
    return (
        f"If you are elected President, appoint at once: {appointments_text(v, o.assignments)} (the other offices stay "
        "with their holders where they may, the rest by lot)"
    )


_Echo = Callable[[Sequence[str], Any], str]

ECHOES: dict[type, _Echo] = {
    Nominate: lambda v, o: f"Nominate {player_name(v, o.candidate)} for President",
    Second: lambda v, o: f"Second the nomination of {player_name(v, o.candidate)}",
    Decline: lambda v, o: "Decline your nomination",
    ElectionVote: _election,
    CastSource: _cast,
    Appoint: _appoint,
    AppointIfElected: _if_elected,
    PlayCard: _play,
    NameHead: lambda v, o: f"Name {o.name} your family's new head",
    Discard: lambda v, o: "Discard " + (listing([card_name(c) for c in o.cards]) or "nothing"),
    NewWeapons: lambda v, o: "Give New Weapons to "
    + (f"the {_office(o.office)}" if o.office is not None else "nobody"),
    DrawBills: lambda v, o: f"Draw {plural(o.count, 'bill')} as {_office(o.office)}",
    ProposeBudget: _budget,
    BudgetVote: _budget_vote,
    VoteCard: lambda v, o: f"Play {card_name(o.card)}"
    + (f" to strike {player_name(v, o.target)}'s votes" if o.target is not None else "")
    + f" {_trigger(o.trigger)}",
    SeizeChamber: lambda v, o: "Seize the Chamber" if o.seize else "Do not seize the Chamber",
    ChooseLocation: lambda v, o: f"Spend the turn at {LOCATION_TITLES[o.location]}"
    if o.location is not None
    else "Go into exile",
    Assassinate: _assassinate,
    Banking: _banking,
    RebelAction: lambda v, o: "Take rebel-only action",
    Move: _move,
    Land: _land,
    Bombard: lambda v, o: f"Bombard {player_name(v, o.target)}'s units in zone {o.zone} with "
    + _WEAPONS.get(o.weapon, o.weapon),
    Fire: lambda v, o: f"Open fire on {player_name(v, o.target)}'s units in zone {o.zone}",
    Transfer: lambda v, o: f"Give {player_name(v, o.to)} control of {_units(o.units)} in zone {o.zone}",
    PoliceResponse: lambda v, o: f"Send {o.count if o.count else 'all your'} Police from zone {o.from_zone} "
    f"to zone {o.to_zone}",
    PlayCoupCard: _coup_card,
    LossOrder: lambda v, o: "Lose your units in this order: " + ", ".join(_kinds(k) for k in o.kinds),
    RetreatPermission: lambda v, o: "Let retreating units of "
    + _names(v, o.allow)
    + " into your zones, and keep out "
    + _names(v, o.deny),
    RetreatRoute: lambda v, o: f"Your units in zone {o.zone} retreat to "
    + (listing([f"zone {z}" for z in o.to]) + ", in that order," if o.to else "where the rules say")
    + " until the coup ends",
    CoupVote: lambda v, o: "Vote Pro-Junta" if o.side == "junta" else "Vote Pro-President",
    OppositionBrigade: lambda v, o: f"The opposition commands the {OFFICE_INFO[o.office].title} this round",
    NameMinister: lambda v, o: f"{player_name(v, o.player)} is Minister this round; the other leads the opposition",
    Concede: lambda v, o: "Concede the coup to " + ("the Rebels" if o.side == "junta" else "the President"),
    InterventionChoice: lambda v, o: "Intervention forces, best first: " + ", ".join(map(intervention_title, o.forces)),
    FiringSquad: lambda v, o: f"Send {player_name(v, o.target)} to the firing squad"
    if o.target is not None
    else "Send nobody to the firing squad",
    JuntaVote: lambda v, o: f"Vote for {player_name(v, o.candidate)} as the Junta's President"
    + (f"; if the Junta ties, as its Rebel Leader you choose {_names(v, o.tie)}, in that order" if o.tie else ""),
    ExecuteIfElected: lambda v, o: f"If you are elected, execute {player_name(v, o.target)}"
    if o.target is not None
    else "If you are elected, execute nobody",
    SafePassage: lambda v, o: f"Grant {player_name(v, o.player)} safe passage through the embassy in zone {o.embassy}",
    Resign: lambda v, o: "Resign the presidency",
    ReturnFromExile: lambda v, o: "Return from exile"
    + (f" through the embassy in zone {o.embassy}" if o.embassy is not None else "")
    + (f", with {card(o.bribe).title} #{o.bribe} against the firing squad" if o.bribe is not None else ""),
    ExecuteOnReturn: lambda v, o: "Execute on their return from exile: " + _names(v, o.players),
    PresidentChoice: lambda v, o: f"If the presidency falls to your faction's choice: {player_name(v, o.player)}",
    BrotherInLawChoice: lambda v, o: "Your Brother-in-Law takes first: "
    + (", ".join(_office(x) for x in o.offices) or "the first office vacated"),
}


def describe_order(players: Names, order: Order) -> str:
    """One order as a sentence: 'Vote for Garcia for President with all your votes'; a condition (RULES 7) comes
    last, in the words it is given in: '..., only if Garcia is dead'. `players`: who the players are."""
    view = _family_names(players)
    echo = ECHOES.get(type(order))
    line = echo(view, order) if echo is not None else order.TITLE
    condition = getattr(order, "condition", None)
    if condition is not None:
        line += f", only {describe_condition(list(view), condition)}"
    return line


def recorded_text(
    game: str,
    names: Names,
    order: Order,
    deadline: DeadlineRow | None,
    *,
    straw_man: str | None = None,
    notes: Sequence[str] = (),
) -> str:
    """The answer to an order recorded: what was recorded, for whom, what of it will not be carried out as things
    stand (`notes`, rules.junta.lapses), and when orders are due."""
    whom = f", for {straw_man}, your straw man" if straw_man else ""
    said = "".join(f"Note: {n}\n" for n in notes)
    return (
        f"Recorded for **{game}**{whom}: {describe_order(names, order)}.\n{said}"
        f"{due_sentence(deadline)} Use /done when you are finished."
    )
