"""Orders as players read them: one sentence per order, with names and counts, never internal ids.

`ECHOES` has one entry per order kind (`tests/bot/test_echoes.py` fails, naming the kind, if one is missing): a
function of the reader's locale, the families' names and the order; its sentence is in orders.ftl. A card is named
with the number printed in the hand ("Vote (5) #11"); offices by their titles; -1 is "everything"; conditions
(RULES 7) come last in the words they were given in.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from bot.games.junta.text.cards import card_name, card_name_of, card_title
from bot.games.junta.text.messages import due_sentence
from bot.games.junta.text.terms import location_at, office_name, office_title, unit_count, unit_name
from bot.store import DeadlineRow
from bot.text.i18n import Locale, has, listing, t
from rules.junta.ballots import named_source
from rules.junta.cards import CARDS, card
from rules.junta.conditions import Condition, IfAt, IfBanked, IfBudget, IfCardPlayed, IfCoupExcuse, IfDead
from rules.junta.offices import Office
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
from rules.junta.units import INTERVENTION_AIRSTRIKES, INTERVENTION_UNITS, Kind
from rules.junta.views import PublicView
from rules.junta.votes import SOCIALIST_BONUS, Source

Names = PublicView | Sequence[str]
"""Who the players are: a public view, or the families' names by seat."""


_Echo = Callable[[Locale, Sequence[str], Any], str]


def _family_names(view: Names) -> Sequence[str]:
    return tuple(p.name for p in view.players) if isinstance(view, PublicView) else view


def player_name(locale: Locale, view: Names, pid: int | None) -> str:
    """A seat as players read it: the family's name, 'nobody', 'the Brother-in-Law'."""
    if pid is None:
        return t(locale, "order-nobody")
    if pid == BROTHER_IN_LAW:
        return t(locale, "order-brother-in-law")
    names = _family_names(view)
    if 0 <= pid < len(names):
        return names[pid]
    return t(locale, "order-unknown-family")


def card_label(locale: Locale, c: int) -> str:
    """A card as the hand prints it: 'Vote (5) #11'."""
    return t(locale, "order-card", title=card_title(locale, c), card=c)


def _names(locale: Locale, view: Sequence[str], pids: Sequence[int]) -> str:
    nobody = t(locale, "order-nobody")
    return listing(locale, [player_name(locale, view, p) for p in pids], empty=nobody)


def _kind(locale: Locale, k: str, n: int = 1) -> str:
    """'1 Soldier', '3 Soldiers', '2 Students'."""
    try:
        return unit_count(locale, Kind(k), n)
    except ValueError:
        return f"{n} {k.replace('_', ' ')}"


def _kinds(locale: Locale, k: str) -> str:
    """A kind of unit as a whole: 'Soldiers', 'Police', 'Students'."""
    try:
        return unit_name(locale, Kind(k), 2)
    except ValueError:
        return k.replace("_", " ")


def _units(locale: Locale, units: Sequence[tuple[str, int]]) -> str:
    return listing(locale, [_kind(locale, k, n) for k, n in units]) if units else t(locale, "order-all-units")


def _zone(locale: Locale, zone: int) -> str:
    return t(locale, "order-zone", zone=zone)


def _choice(locale: Locale, choice: str) -> str:
    """'yes', 'no', 'abstain' / 'ja', 'nein', 'Enthaltung'."""
    return t(locale, "order-choice", choice=str(choice))


def source_text(locale: Locale, src: Source) -> str:
    """A vote source as a player reads it: 'Church influence (4 votes)', 'Minister's office (1 vote)', 'family vote
    (1 vote)', 'Vote (3) card #14 (3 votes)'."""
    kind, _, key = src.id.partition(":")
    if kind == "office":
        try:
            return t(locale, "source-office", office=office_name(locale, Office(key)), votes=src.votes)
        except ValueError:
            pass
    if kind in ("influence", "card") and key.isdigit() and int(key) < len(CARDS):
        if kind == "influence":
            return t(locale, "source-influence", card=card_name(locale, int(key)), votes=src.votes)
        return t(locale, "source-card", card=card_title(locale, int(key)), number=int(key), votes=src.votes)
    if kind == "family":
        return t(locale, "source-family", votes=src.votes)
    return f"{src.label} ({src.votes})"


def vote_label(locale: Locale, source: str, fallback: str = "") -> str:
    """A vote source's short name, as a sum of votes lists it: 'Admiral', 'Church', 'Vote (3)', 'family vote'."""
    kind, _, key = source.partition(":")
    if kind == "office":
        try:
            return office_name(locale, Office(key))
        except ValueError:
            return fallback or key
    if kind in ("influence", "card") and key.isdigit() and int(key) < len(CARDS):
        return card_name(locale, int(key)) if kind == "influence" else card_title(locale, int(key))
    if kind == "family":
        return t(locale, "source-family-short")
    if kind == "bonus":
        return t(locale, "source-socialist-bonus-short")
    return fallback or source


def _source(locale: Locale, source: str) -> tuple[str, int]:
    """A vote source's name and votes: 'office:admiral' -> ('Admiral', 1), 'influence:14' -> ('Labor Union', 4)."""
    kind, _, key = source.partition(":")
    if kind == "office":
        try:
            office = Office(key)
        except ValueError:
            return key, 0
        named = named_source(source)
        return office_name(locale, office), named.votes if named is not None else 0
    if kind == "influence" and key.isdigit() and int(key) < len(CARDS):
        return card_name(locale, int(key)), card(int(key)).votes
    if kind == "bonus":
        return t(locale, "source-socialist-bonus"), SOCIALIST_BONUS
    return source, 0


def ballot_text(locale: Locale, b: Ballot) -> str:
    """'all your office and influence votes no; Admiral (1): yes; Vote (5) #11 (5): no'."""
    parts = [t(locale, "ballot-default", choice=_choice(locale, b.default))]
    for source, side in b.split:
        name, votes = _source(locale, source)
        parts.append(t(locale, "ballot-split", source=name, votes=votes, choice=_choice(locale, side)))
    for c, side in b.cards:
        label = card_label(locale, c)
        parts.append(t(locale, "ballot-split", source=label, votes=card(c).votes, choice=_choice(locale, side)))
    return "; ".join(parts)


def _trigger(locale: Locale, trig: Trigger) -> str:
    if trig.result not in ("passes", "fails"):
        return t(locale, "trigger-any")
    if trig.within is not None:
        return t(locale, "trigger-within", result=trig.result, within=trig.within)
    return t(locale, "trigger-result", result=trig.result)


def condition_text(locale: Locale, names: Sequence[str], cond: Condition) -> str:
    """A condition (RULES 7) as a player reads it: 'if Garcia is dead', 'if the budget failed by 2 or less'."""

    def who(p: int) -> str:
        return names[p] if 0 <= p < len(names) else f"#{p}"

    if isinstance(cond, IfDead):
        return t(locale, "condition-dead" if cond.dead else "condition-alive", player=who(cond.player))
    if isinstance(cond, IfAt):
        return t(locale, "condition-at", player=who(cond.player), location=location_at(locale, cond.location))
    if isinstance(cond, IfCardPlayed):
        named = card_name_of(locale, cond.card)
        if cond.player is not None:
            return t(locale, "condition-card-by", card=named, player=who(cond.player))
        return t(locale, "condition-card", card=named)
    if isinstance(cond, IfBudget):
        passed = "yes" if cond.passed else "no"
        if cond.within is not None:
            return t(locale, "condition-budget-within", passed=passed, within=cond.within)
        return t(locale, "condition-budget", passed=passed)
    if isinstance(cond, IfBanked):
        return t(locale, "condition-banked", player=who(cond.player))
    assert isinstance(cond, IfCoupExcuse)
    return t(locale, "condition-excuse" if cond.present else "condition-no-excuse")


def _play(loc: Locale, v: Sequence[str], o: PlayCard) -> str:
    label = card_label(loc, o.card)
    text = t(loc, "order-play-on", card=label, target=player_name(loc, v, o.target)) if o.target is not None else (
        t(loc, "order-play", card=label)
    )
    if o.option:
        looking = card(o.card).kind == "intelligence"
        # What Intelligence looks at, in the reader's words ('cash': 'Bargeld'); an option no card reads, as typed.
        option = t(loc, f"order-look-{o.option}") if has(loc, f"order-look-{o.option}") else o.option
        text = t(loc, "order-play-looking" if looking else "order-play-option", play=text, option=option)
    return text


def _assassinate(loc: Locale, v: Sequence[str], o: Assassinate) -> str:
    who = t(loc, "order-secret-police") if o.assassin == SECRET_POLICE else card_label(loc, int(o.assassin))
    target = player_name(loc, v, o.target)
    if o.location is not None:
        return t(loc, "order-assassinate-at", assassin=who, target=target, location=location_at(loc, o.location))
    return t(loc, "order-assassinate", assassin=who, target=target)


def _amount(loc: Locale, n: int) -> str:
    return t(loc, "order-everything") if n < 0 else t(loc, "order-money", amount=n)


def _banking(loc: Locale, v: Sequence[str], o: Banking) -> str:
    acts = []
    if o.deposit:
        acts.append(t(loc, "order-deposit", amount=_amount(loc, o.deposit)))
    if o.withdraw:
        acts.append(t(loc, "order-withdraw", amount=_amount(loc, o.withdraw)))
    return t(loc, "order-banking", acts=listing(loc, acts, empty=t(loc, "order-nothing")))


def shares_text(loc: Locale, v: Names, totals: Sequence[tuple[int, int]]) -> str:
    """A budget's shares: 'Garcia 3 MP, Lopez 2 MP'."""
    return ", ".join(t(loc, "order-budget-share", player=player_name(loc, v, p), amount=mp) for p, mp in totals)


def _budget(loc: Locale, v: Sequence[str], o: ProposeBudget) -> str:
    shares = shares_text(loc, v, o.totals) or t(loc, "order-budget-nothing")
    if o.add:
        return t(loc, "order-budget-adding", shares=shares, amount=o.add)
    return t(loc, "order-budget", shares=shares)


def _budget_vote(loc: Locale, v: Sequence[str], o: BudgetVote) -> str:
    ballot = ballot_text(loc, o.ballot)
    if o.revote is not None:
        return t(loc, "order-budget-vote-revote", ballot=ballot, revote=ballot_text(loc, o.revote))
    return t(loc, "order-budget-vote", ballot=ballot)


def _election(loc: Locale, v: Sequence[str], o: ElectionVote) -> str:
    candidate = player_name(loc, v, o.candidate)
    if o.cards:
        cards = listing(loc, [card_label(loc, c) for c in o.cards])
        return t(loc, "order-election-cards", candidate=candidate, cards=cards)
    return t(loc, "order-election", candidate=candidate)


def _cast(loc: Locale, v: Sequence[str], o: CastSource) -> str:
    """'Cast your Church influence (4 votes) for Garcia'; 'Cast your Minister's office (1 vote): yes on the
    budget'."""
    src = named_source(o.source)
    what = t(loc, "order-cast-yours", source=source_text(loc, src)) if src is not None else (
        t(loc, "order-cast-unknown")
    )
    if o.side.isdigit():
        return t(loc, "order-cast-for", source=what, candidate=player_name(loc, v, int(o.side)))
    return t(loc, "order-cast-budget", source=what, choice=_choice(loc, o.side))


def _move(loc: Locale, v: Sequence[str], o: Move) -> str:
    args: dict[str, object] = {"units": _units(loc, o.units), "from": o.from_zone, "to": o.to_zone}
    if o.via is None:
        return t(loc, "order-move", **args)
    return t(loc, "order-move-pick-up" if o.pick_up else "order-move-via", via=o.via, **args)


def _land(loc: Locale, v: Sequence[str], o: Land) -> str:
    what = unit_name(loc, Kind(o.kind), 1) if o.kind in {k.value for k in Kind} else o.kind.replace("_", " ")
    if o.then_to is not None:
        return t(loc, "order-land-then", unit=what, zone=o.zone, then=o.then_to)
    return t(loc, "order-land", unit=what, zone=o.zone)


def _coup_card(loc: Locale, v: Sequence[str], o: PlayCoupCard) -> str:
    text = t(loc, "order-coup-card", card=card_label(loc, o.card))
    if o.zone is not None:
        text = t(loc, "order-coup-card-zone", play=text, zone=o.zone)
    if o.count:
        text = t(loc, "order-coup-card-count", play=text, count=o.count)
    if o.then_to is not None:
        text = t(loc, "order-coup-card-then", play=text, then=o.then_to)
    return text


def appointments_text(locale: Locale, v: Names, assignments: Sequence[tuple[Office, int]]) -> str:
    """'Minister of Internal Security: Esteban; Generalissimo of the 2nd Army Brigade: Alba'."""
    return "; ".join(
        t(locale, "order-appointment", office=office_title(locale, of), player=player_name(locale, v, p))
        for of, p in assignments
    )


def _if_elected(loc: Locale, v: Sequence[str], o: AppointIfElected) -> str:
    return t(loc, "order-if-elected", appointments=appointments_text(loc, v, o.assignments))


def _intervention(loc: Locale, force: str) -> str:
    """An intervention force as players read it: '4 Air Strikes', '1 Helicopter', '3 Commandos'."""
    if force == "airstrikes":
        return t(loc, "order-intervention-airstrikes", count=INTERVENTION_AIRSTRIKES)
    if force in INTERVENTION_UNITS:
        kind, n = INTERVENTION_UNITS[force]
        return unit_count(loc, kind, n)
    return force


def _return(loc: Locale, v: Sequence[str], o: ReturnFromExile) -> str:
    text = t(loc, "order-return")
    if o.embassy is not None:
        text = t(loc, "order-return-embassy", zone=o.embassy, **{"return": text})
    if o.bribe is not None:
        text = t(loc, "order-return-bribe", card=card_label(loc, o.bribe), **{"return": text})
    return text


def _retreat_route(loc: Locale, v: Sequence[str], o: RetreatRoute) -> str:
    if not o.to:
        return t(loc, "order-retreat-route-rules", zone=o.zone)
    return t(loc, "order-retreat-route", zone=o.zone, zones=listing(loc, [_zone(loc, z) for z in o.to]))


def _brother_in_law(loc: Locale, v: Sequence[str], o: BrotherInLawChoice) -> str:
    offices = ", ".join(office_title(loc, x) for x in o.offices) or t(loc, "order-brother-in-law-first-vacated")
    return t(loc, "order-brother-in-law-choice", offices=offices)


def _junta_vote(loc: Locale, v: Sequence[str], o: JuntaVote) -> str:
    candidate = player_name(loc, v, o.candidate)
    if o.tie:
        return t(loc, "order-junta-vote-tie", candidate=candidate, tie=_names(loc, v, o.tie))
    return t(loc, "order-junta-vote", candidate=candidate)


def _vote_card(loc: Locale, v: Sequence[str], o: VoteCard) -> str:
    label, trigger = card_label(loc, o.card), _trigger(loc, o.trigger)
    if o.target is not None:
        return t(loc, "order-vote-card-strike", card=label, target=player_name(loc, v, o.target), trigger=trigger)
    return t(loc, "order-vote-card", card=label, trigger=trigger)


def _police(loc: Locale, v: Sequence[str], o: PoliceResponse) -> str:
    if o.count:
        return t(loc, "order-police", count=o.count, **{"from": o.from_zone, "to": o.to_zone})
    return t(loc, "order-police-all", **{"from": o.from_zone, "to": o.to_zone})


def _who(key: str, attr: str, name: str) -> _Echo:
    """An echo naming one player: `key` with the player of the order's `attr` as `name`."""
    return lambda loc, v, o: t(loc, key, **{name: player_name(loc, v, getattr(o, attr))})


def _whom_or_nobody(key: str, attr: str) -> _Echo:
    """An echo naming a target or, when there is none, its '-nobody' form."""
    return lambda loc, v, o: (
        t(loc, key, target=player_name(loc, v, getattr(o, attr)))
        if getattr(o, attr) is not None
        else t(loc, f"{key}-nobody")
    )


ECHOES: dict[type, _Echo] = {
    Nominate: _who("order-nominate", "candidate", "candidate"),
    Second: _who("order-second", "candidate", "candidate"),
    Decline: lambda loc, v, o: t(loc, "order-decline"),
    ElectionVote: _election,
    CastSource: _cast,
    Appoint: lambda loc, v, o: t(loc, "order-appoint", appointments=appointments_text(loc, v, o.assignments)),
    AppointIfElected: _if_elected,
    PlayCard: _play,
    NameHead: lambda loc, v, o: t(loc, "order-name-head", name=o.name),
    Discard: lambda loc, v, o: t(
        loc, "order-discard", cards=listing(loc, [card_label(loc, c) for c in o.cards], empty=t(loc, "order-nothing"))
    ),
    NewWeapons: lambda loc, v, o: t(loc, "order-new-weapons", office=office_title(loc, o.office))
    if o.office is not None
    else t(loc, "order-new-weapons-nobody"),
    DrawBills: lambda loc, v, o: t(
        loc, "order-draw", bills=t(loc, "order-bills", count=o.count), office=office_title(loc, o.office)
    ),
    ProposeBudget: _budget,
    BudgetVote: _budget_vote,
    VoteCard: _vote_card,
    SeizeChamber: lambda loc, v, o: t(loc, "order-seize" if o.seize else "order-no-seize"),
    ChooseLocation: lambda loc, v, o: t(loc, "order-location", location=location_at(loc, o.location))
    if o.location is not None
    else t(loc, "order-exile"),
    Assassinate: _assassinate,
    Banking: _banking,
    RebelAction: lambda loc, v, o: t(loc, "order-rebel"),
    Move: _move,
    Land: _land,
    Bombard: lambda loc, v, o: t(
        loc, "order-bombard", target=player_name(loc, v, o.target), zone=o.zone, weapon=o.weapon.replace("_", "-")
    ),
    Fire: lambda loc, v, o: t(loc, "order-fire", target=player_name(loc, v, o.target), zone=o.zone),
    Transfer: lambda loc, v, o: t(
        loc, "order-transfer", player=player_name(loc, v, o.to), units=_units(loc, o.units), zone=o.zone
    ),
    PoliceResponse: _police,
    PlayCoupCard: _coup_card,
    LossOrder: lambda loc, v, o: t(loc, "order-loss-order", kinds=", ".join(_kinds(loc, k) for k in o.kinds)),
    RetreatPermission: lambda loc, v, o: t(
        loc, "order-retreat-permission", allowed=_names(loc, v, o.allow), denied=_names(loc, v, o.deny)
    ),
    RetreatRoute: _retreat_route,
    CoupVote: lambda loc, v, o: t(loc, "order-coup-vote", side=o.side),
    OppositionBrigade: lambda loc, v, o: t(loc, "order-opposition", office=office_title(loc, o.office)),
    NameMinister: _who("order-name-minister", "player", "player"),
    Concede: lambda loc, v, o: t(loc, "order-concede", side=o.side),
    InterventionChoice: lambda loc, v, o: t(
        loc, "order-intervention", forces=", ".join(_intervention(loc, f) for f in o.forces)
    ),
    FiringSquad: _whom_or_nobody("order-firing-squad", "target"),
    JuntaVote: _junta_vote,
    ExecuteIfElected: _whom_or_nobody("order-execute", "target"),
    SafePassage: lambda loc, v, o: t(
        loc, "order-safe-passage", player=player_name(loc, v, o.player), zone=o.embassy
    ),
    Resign: lambda loc, v, o: t(loc, "order-resign"),
    ReturnFromExile: _return,
    ExecuteOnReturn: lambda loc, v, o: t(loc, "order-execute-on-return", players=_names(loc, v, o.players)),
    PresidentChoice: _who("order-president-choice", "player", "player"),
    BrotherInLawChoice: _brother_in_law,
}


def describe_order(locale: Locale, players: Names, order: Order) -> str:
    """One order as a sentence: 'Vote for Garcia for President with all your votes'; a condition (RULES 7) comes
    last, in the words it is given in: '..., only if Garcia is dead'. `players`: who the players are."""
    view = _family_names(players)
    echo = ECHOES.get(type(order))
    line = echo(locale, view, order) if echo is not None else order.KIND
    condition = getattr(order, "condition", None)
    if condition is not None:
        line = t(locale, "order-condition", order=line, condition=condition_text(locale, list(view), condition))
    return line


def recorded_text(
    locale: Locale,
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
    order_text = describe_order(locale, names, order)
    if straw_man:
        lines = [t(locale, "order-recorded-straw", game=game, straw=straw_man, order=order_text)]
    else:
        lines = [t(locale, "order-recorded", game=game, order=order_text)]
    lines += [t(locale, "order-note", note=n) for n in notes]
    lines.append(t(locale, "order-use-done", due=due_sentence(locale, deadline)))
    return "\n".join(lines)
