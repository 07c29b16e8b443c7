"""Phases as players name them, and what each asks of whom, in the reader's language (phases.ftl)."""

from __future__ import annotations

from bot.games.junta.text.orders import player_name, source_text
from bot.games.junta.text.terms import phase_name as phase_title
from bot.text.i18n import Locale, listing, t
from rules.junta.cards import card
from rules.junta.offices import Office
from rules.junta.state import GameState, Phase
from rules.junta.variants import WEB, AidDraw, Variant, rules_of, variant_of
from rules.junta.views import PlayerView


def phase_asks(locale: Locale, view: PlayerView, owes: bool) -> str:
    """What this phase asks of the player, with the commands he can use now (never one he cannot: the President is
    not offered /rebel, a player with no assassin card and no Secret Police is not offered /assassinate)."""
    pub = view.public
    phase = pub.phase
    acts = set(view.acts_for)
    me = pub.players[view.player]
    president = pub.president == view.player
    if me.status.value != "alive":
        return t(locale, "asks-dead" if me.status.value == "dead" else "asks-exiled")
    if phase is Phase.NOMINATION:
        return t(locale, "asks-nomination")
    rules = variant_of(pub.variant)
    if phase is Phase.BUDGET_VOTE and rules.votes_by_source:
        return _cast_asks(locale, view)
    if phase is Phase.ELECTION:
        return _election_asks(locale, view, owes)
    if phase is Phase.CABINET:
        if president and rules.straw_men:
            # Mini-Junta appoints nothing (VARIANTS 10.3): the opposition's brigade, and with three the Minister.
            three = sum(1 for p in pub.players if not p.straw) == 3
            return t(locale, "asks-mini-president", minister="yes" if three else "no", bills=rules.president_bills)
        if rules.straw_men:
            return t(locale, "asks-mini-other")
        if president and rules.aid_draw is AidDraw.PRESIDENT:
            return t(locale, "asks-appoint-draw", bills=rules.president_bills)
        return t(locale, "asks-appoint" if president else "asks-cabinet-other")
    if phase is Phase.BUDGET_DRAW:
        weapons = Office.MINISTER_OF_WAR in acts
        bills = bool(acts & {Office.FOREIGN_MINISTER, Office.FARM_LABOR})
        if weapons and bills:
            return t(locale, "asks-draw-both")
        return t(locale, "asks-draw-weapons" if weapons else "asks-draw-bills" if bills else "asks-draw-nothing")
    if phase is Phase.BUDGET_PROPOSAL:
        return t(locale, "asks-propose" if president else "asks-proposal-other")
    if phase is Phase.BUDGET_VOTE:
        return t(locale, "asks-vote-budget" if owes else "asks-no-vote-budget")
    if phase is Phase.MINISTER_DECISION:
        return t(locale, "asks-seize" if Office.MINISTER in acts else "asks-seize-other")
    if phase is Phase.LOCATIONS:
        extra = []
        if Office.MINISTER in acts or any(card(c).kind == "assassin" for c in view.hand):
            extra.append(t(locale, "asks-extra-assassinate"))
        if pub.bank.value == "open":
            extra.append(t(locale, "asks-extra-bank"))
        if not president:
            extra.append(t(locale, "asks-extra-rebel"))
        return t(locale, "asks-location-and", extra=", ".join(extra)) if extra else t(locale, "asks-location")
    if phase is Phase.COUP:
        return _coup_asks(locale, view, president)
    if phase is Phase.AFTERMATH:
        if pub.coup_result is None:
            return _declare_asks(locale, view, president)
        if pub.coup_result == "junta":
            return t(locale, "asks-junta-rebel" if me.rebel else "asks-junta-other")
        return t(locale, "asks-firing-squad" if president else "asks-firing-squad-other")
    return t(locale, "asks-game-over")


def _election_asks(locale: Locale, view: PlayerView, owes: bool) -> str:
    """The presidential election: a re-vote among the tied (RULES 3.3) says so first."""
    pub = view.public
    rules = variant_of(pub.variant)
    if rules.votes_by_source:
        asks = _cast_asks(locale, view)
        if view.appoints_if_elected:
            asks = t(locale, "asks-if-elected", asks=asks)
    elif not owes:
        asks = t(locale, "asks-no-vote-election")
    elif rules.first_election_cards:
        asks = t(locale, "asks-vote-president-cards")
    elif pub.turn == 0:  # RULES 3.3: "each player has ONE vote" in the first election
        asks = t(locale, "asks-vote-president-first")
    else:
        asks = t(locale, "asks-vote-president")
    if pub.election_round:  # RULES 3.3: a tie is voted again among the tied candidates only
        tied = listing(locale, [player_name(locale, pub, c) for c in pub.candidates])
        return t(locale, "asks-revote", round=pub.election_round, tied=tied, asks=asks)
    return asks


def _cast_asks(locale: Locale, view: PlayerView) -> str:
    """A vote of the board game (VARIANTS 4.1, 4.2.2, 4.4.3): what he has not cast yet, and how to cast it, all at
    once or one source at a time."""
    pub = view.public
    election = "yes" if pub.phase is Phase.ELECTION else "no"
    if not view.to_cast:
        if pub.ballot == 2 and any(c.player == view.player for c in pub.first_ballot):
            return t(locale, "asks-cast-all-cast", election=election)
        return t(locale, "asks-cast-no-vote", election=election)
    left = "; ".join(source_text(locale, s) for s in view.to_cast)
    return t(locale, "asks-cast-election" if election == "yes" else "asks-cast-budget", left=left)


def _declare_asks(locale: Locale, view: PlayerView, president: bool) -> str:
    """The board game's aftermath before the declarations (VARIANTS 6.13.1): each declares seeing the final map;
    what the winners will do is given now, in case his side wins."""
    if president:
        return t(locale, "asks-declare-president")
    me = view.public.players[view.player]
    return t(locale, "asks-declare-rebel" if me.rebel else "asks-declare-loyalist")


def _coup_asks(locale: Locale, view: PlayerView, president: bool) -> str:
    """A coup phase's commands for this player: unit orders if he commands units, /bombard for the Air Force
    Commander (with airstrikes left) and the Admiral, /police for the Minister in Coup Phase 1, /coupvote in Coup
    Phase 6 for all but the President (always Pro-President)."""
    step = view.public.coup_phase or 0
    parts = []
    if view.units or view.off_map:
        parts.append(t(locale, "asks-coup-units-land" if view.off_map else "asks-coup-units"))
    weapons = [
        t(locale, key)
        for key, has in (
            ("asks-weapon-airstrike", bool(view.airstrikes_left)),
            ("asks-weapon-gunboat", view.gunboat),
            ("asks-weapon-intervention", bool(view.intervention_airstrikes_left)),
        )
        if has
    ]
    if weapons:
        parts.append(t(locale, "asks-coup-bombard", weapons=listing(locale, weapons, conj="or")))
    if Office.MINISTER in view.acts_for and step == 1:
        parts.append(t(locale, "asks-coup-police"))
    if not parts:
        parts.append(t(locale, "asks-coup-no-units"))
    if step == 6 and variant_of(view.public.variant).declare_in_aftermath:
        parts.append(t(locale, "asks-coup-last-declare"))
    elif step == 6:
        parts.append(t(locale, "asks-coup-last-president" if president else "asks-coup-last-vote"))
    return " ".join(parts)


_PHASE_CALLS: dict[Phase, str] = {
    Phase.NOMINATION: "call-nomination",
    Phase.ELECTION: "call-election",
    Phase.CABINET: "call-cabinet",
    Phase.BUDGET_DRAW: "call-budget-draw",
    Phase.BUDGET_PROPOSAL: "call-budget-proposal",
    Phase.BUDGET_VOTE: "call-budget-vote",
    Phase.MINISTER_DECISION: "call-minister-decision",
    Phase.LOCATIONS: "call-locations",
    Phase.COUP: "call-coup",
    Phase.AFTERMATH: "call-aftermath",
}
"""Each phase's public announcement under the web rules: its message in phases.ftl."""


def phase_name(locale: Locale, state: GameState) -> str:
    """The phase as players name it: 'Turn 2 · Budget vote', 'Turn 3 · Coup Phase 4 of 6', 'Before turn 1 ·
    Nominations for President' (the first election comes before the first turn)."""
    coup = state.coup.phase if state.coup is not None else None
    revote = state.election.round if state.election is not None else 0
    return name_of_phase(locale, state.turn, state.phase, coup, _ballot(state), revote)


def _ballot(state: GameState) -> int:
    """Which ballot of a two-ballot vote is open (classic, VARIANTS 4.2), 0 when none is."""
    if rules_of(state).ballots < 2 or state.phase not in (Phase.ELECTION, Phase.BUDGET_VOTE):
        return 0
    return 2 if state.ballot == 2 else 1


def name_of_phase(
    locale: Locale, turn: int, phase: Phase, coup_phase: int | None = None, ballot: int = 0, revote: int = 0
) -> str:
    """`phase_name` from its parts (a view carries them); in a vote of two ballots, which one: 'Turn 2 · Budget
    vote, ballot 1 of 2'; an election's re-vote among the tied: 'Before turn 1 · Presidential election, re-vote 1'."""
    when = t(locale, "phase-when", turn=turn)
    if phase is Phase.COUP and coup_phase:
        return t(locale, "phase-coup-of-six", when=when, number=coup_phase)
    name = t(locale, "phase-full-name", when=when, phase=phase_title(locale, phase))
    if revote and phase is Phase.ELECTION:
        name = t(locale, "phase-revote", name=name, round=revote)
    return t(locale, "phase-ballot", name=name, ballot=ballot) if ballot else name


def phase_call(locale: Locale, phase: Phase, variant: Variant = WEB) -> str:
    """What a phase asks, and of whom, for its public announcement: the same for every player, so it says
    nothing of anybody's hand or plans. Orders are given in a DM to the bot; /status there says the rest. In the
    words of `variant`: its offices (no foreign intervention without a Foreign Minister), its vote sources, and who
    draws the budget."""
    if phase is Phase.ELECTION and variant.first_election_cards:
        return t(locale, "call-election-cards")
    if phase is Phase.CABINET and variant.straw_men:
        return t(locale, "call-cabinet-mini", bills=variant.president_bills)
    if phase is Phase.CABINET and variant.aid_draw is AidDraw.PRESIDENT:
        return t(locale, "call-cabinet-draw", bills=variant.president_bills)
    if phase is Phase.COUP and Office.FOREIGN_MINISTER not in variant.offices:
        return t(locale, "call-coup-no-intervention", declare="yes" if variant.declare_in_aftermath else "no")
    if phase is Phase.AFTERMATH and variant.declare_in_aftermath:
        return t(locale, "call-aftermath-declare")
    key = _PHASE_CALLS.get(phase)
    return t(locale, key) if key is not None else ""
