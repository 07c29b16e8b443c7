"""Phases as players name them, and what each asks of whom."""

from __future__ import annotations

from bot.games.junta.text.orders import player_name
from rules.junta.ballots import source_words
from rules.junta.cards import card
from rules.junta.offices import Office
from rules.junta.state import PHASE_TITLES, GameState, Phase
from rules.junta.variants import WEB, AidDraw, Variant, rules_of, variant_of
from rules.junta.views import PlayerView
from rules.words import listing


def phase_asks(view: PlayerView, owes: bool) -> str:
    """What this phase asks of the player, with the commands he can use now (never one he cannot: the President is
    not offered /rebel, a player with no assassin card and no Secret Police is not offered /assassinate)."""
    pub = view.public
    phase = pub.phase
    acts = set(view.acts_for)
    me = pub.players[view.player]
    president = pub.president == view.player
    if me.status.value != "alive":
        return "You are dead until the next turn begins." if me.status.value == "dead" else (
            "You are in exile: you may not vote, trade or play cards; /return brings you back."
        )
    if phase is Phase.NOMINATION:
        return (
            "You may nominate a candidate for President with /nominate, /second a nomination, or /decline your own. "
            "Nothing is owed: press Done when you are finished."
        )
    rules = variant_of(pub.variant)
    if phase is Phase.BUDGET_VOTE and rules.votes_by_source:
        return _cast_asks(view)
    if phase is Phase.ELECTION:
        revote = ""
        if pub.election_round:  # RULES 3.3: a tie is voted again among the tied candidates only
            tied = listing(player_name(pub, c) for c in pub.candidates)
            revote = f"This is re-vote {pub.election_round}, among the tied candidates only: {tied}. "
        if rules.votes_by_source:
            conditional = (
                " As a candidate you may also name whom you would appoint at once if elected: /ifelected."
                if view.appoints_if_elected
                else ""
            )
            return revote + _cast_asks(view) + conditional
        if not owes:
            return revote + "You have no vote in this election."
        if rules.first_election_cards:
            return (
                revote + "Vote for President with /vote president; name vote cards in its cards option to add their "
                "votes."
            )
        if pub.turn == 0:  # RULES 3.3: "each player has ONE vote" in the first election
            return revote + "Vote for President with /vote president: in this first election every family has one vote."
        return revote + "Vote for President with /vote president."
    if phase is Phase.CABINET:
        if president and rules.straw_men:
            # Mini-Junta appoints nothing (VARIANTS 10.3): the opposition's brigade, and with three the Minister.
            three = sum(1 for p in pub.players if not p.straw) == 3
            also = " and the Minister with /minister" if three else ""
            return (
                f"Name the opposition's brigade with /opposition{also}; nothing else is appointed. When the phase "
                f"resolves you draw {rules.president_bills} bills of aid money for the budget."
            )
        if rules.straw_men:
            return (
                "The President names the opposition's brigade; nothing else is appointed. You may play or pass "
                "cards; press Done when you are finished."
            )
        if president and rules.aid_draw is AidDraw.PRESIDENT:
            return (
                "Appoint your cabinet with /appoint (menus to pick from). When the phase resolves you draw "
                f"{rules.president_bills} bills of aid money for the budget."
            )
        if president:
            return "Appoint your cabinet with /appoint (menus to pick from)."
        return "The President appoints the cabinet. You may play or pass cards; press Done when you are finished."
    if phase is Phase.BUDGET_DRAW:
        asks = []
        if Office.MINISTER_OF_WAR in acts:
            asks.append("assign New Weapons with /weapons")
        if acts & {Office.FOREIGN_MINISTER, Office.FARM_LABOR}:
            asks.append("choose how many bills to draw with /draw")
        return ("You " + " and ".join(asks) + ".") if asks else "The budget is being drawn: nothing owed from you."
    if phase is Phase.BUDGET_PROPOSAL:
        return "Propose the budget with /budget." if president else "The President is writing the budget."
    if phase is Phase.BUDGET_VOTE:
        if not owes:
            return "You have no vote on the budget."
        return "Vote on the budget with /vote budget (or the Yes, No and Abstain buttons of your Status Page)."
    if phase is Phase.MINISTER_DECISION:
        if Office.MINISTER in acts:
            return "The budget failed: decide with /seize whether to seize the Chamber."
        return "The Minister of Internal Security decides whether to seize the Chamber."
    if phase is Phase.LOCATIONS:
        extra = []
        if Office.MINISTER in acts or any(card(c).kind == "assassin" for c in view.hand):
            extra.append("/assassinate")
        if pub.bank.value == "open":
            extra.append("/bank (if you go to the Bank)")
        if not president:
            extra.append("/rebel (rebel-only action, with a coup excuse or from HQ)")
        tail = (", and may " + ", ".join(extra)) if extra else ""
        return f"Choose where you spend the turn with /location{tail}."
    if phase is Phase.COUP:
        return _coup_asks(view, president)
    if phase is Phase.AFTERMATH:
        if pub.coup_result is None:
            return _declare_asks(view, president)
        if pub.coup_result == "junta":
            if me.rebel:
                return (
                    "The Rebels won: vote in the Junta for the new President with /juntavote; you may also name "
                    "whom to /execute if you are elected."
                )
            return (
                "The Rebels won and their Junta elects the new President, any living family in the country, yours "
                "too: you may name whom to /execute if you are elected."
            )
        if president:
            return "You won the coup: send one Rebel to the firing squad with /firingsquad, or spare them all."
        return "The President won the coup and decides the firing squad: nothing is owed from you."
    return "The game is over."


def _cast_asks(view: PlayerView) -> str:
    """A vote of the board game (VARIANTS 4.1, 4.2.2, 4.4.3): what he has not cast yet, and how to cast it, all at
    once or one source at a time."""
    pub = view.public
    election = pub.phase is Phase.ELECTION
    what = "in this election" if election else "on the budget"
    if not view.to_cast:
        if pub.ballot == 2 and any(c.player == view.player for c in pub.first_ballot):
            return f"Ballot 1 cast all your votes: nothing is left for you to cast {what}."
        return f"You have no vote {what}."
    left = "; ".join(source_words(s) for s in view.to_cast)
    if election:
        whole = "Vote for President with /vote president (all sources left; Vote cards if named in its cards option)"
        each = ", each for a candidate of its own"
    else:
        whole = "Vote with /vote budget (or the buttons below)"
        each = ""
    return f"{whole}, or one source at a time with /vote cast{each}. Not cast yet: {left}."


def _declare_asks(view: PlayerView, president: bool) -> str:
    """The board game's aftermath before the declarations (VARIANTS 6.13.1): each declares seeing the final map;
    what the winners will do is given now, in case his side wins."""
    me = view.public.players[view.player]
    if president:
        return (
            "Coup Phase 6 is over: every other family now declares Pro-Junta or Pro-President, seeing the city as the "
            "fighting left it (/junta map); you are always Pro-President. In case you win: send one Rebel to the "
            "firing squad with /firingsquad, or spare them all."
        )
    side = "Pro-Junta, as a Rebel" if me.rebel else "Pro-President, as a Loyalist"
    winners = (
        "In case the Rebels win, vote in the Junta for the new President with /juntavote"
        if me.rebel
        else "In case the Rebels win, their Junta elects the new President, any living family in the country"
    )
    return (
        "Coup Phase 6 is over: declare Pro-Junta or Pro-President with /coupvote (junta or president), seeing the "
        f"city as the fighting left it (/junta map). Declaring nothing, you count {side}. {winners}; you may name "
        "whom to /execute if you are elected."
    )


def _coup_asks(view: PlayerView, president: bool) -> str:
    """A coup phase's commands for this player: unit orders if he commands units, /bombard for the Air Force
    Commander (with airstrikes left) and the Admiral, /police for the Minister in Coup Phase 1, /coupvote in Coup
    Phase 6 for all but the President (always Pro-President)."""
    step = view.public.coup_phase or 0
    parts = []
    if view.units or view.off_map:
        commands = ["/move", "/fire", *(["/land"] if view.off_map else []), "/transfer"]
        parts.append(
            f"Give your units orders: {', '.join(commands)}; standing choices: /lossorder, /retreatroute, /retreat."
        )
    weapons = [
        w
        for w, has in (
            ("an Airstrike", bool(view.airstrikes_left)),
            ("the Gunboat", view.gunboat),
            ("an intervention Airstrike", bool(view.intervention_airstrikes_left)),
        )
        if has
    ]
    if weapons:
        parts.append(f"Bombard a zone with /bombard ({' or '.join(weapons)}).")
    if Office.MINISTER in view.acts_for and step == 1:
        parts.append("Answer red units with the Police Response (/police).")
    if not parts:
        parts.append("You command no units: watch, trade, play cards, or grant /safepassage.")
    if step == 6 and variant_of(view.public.variant).declare_in_aftermath:
        parts.append("This is the last coup phase: once its fighting is over, every family declares in the aftermath.")
    elif step == 6:
        parts.append(
            "You are always Pro-President: no coup vote to give."
            if president
            else "This is the last coup phase: vote with /coupvote (junta or president)."
        )
    return " ".join(parts)


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
    """The phase as players name it: 'Turn 2 · Budget vote', 'Turn 3 · Coup Phase 4 of 6', 'Before turn 1 ·
    Nominations for President' (the first election comes before the first turn)."""
    coup = state.coup.phase if state.coup is not None else None
    revote = state.election.round if state.election is not None else 0
    return name_of_phase(state.turn, state.phase, coup, _ballot(state), revote)


def _ballot(state: GameState) -> int:
    """Which ballot of a two-ballot vote is open (classic, VARIANTS 4.2), 0 when none is."""
    if rules_of(state).ballots < 2 or state.phase not in (Phase.ELECTION, Phase.BUDGET_VOTE):
        return 0
    return 2 if state.ballot == 2 else 1


def name_of_phase(
    turn: int, phase: Phase, coup_phase: int | None = None, ballot: int = 0, revote: int = 0
) -> str:
    """`phase_name` from its parts (a view carries them); in a vote of two ballots, which one: 'Turn 2 · Budget
    vote, ballot 1 of 2'; an election's re-vote among the tied: 'Before turn 1 · Presidential election, re-vote 1'."""
    when = f"Turn {turn}" if turn else "Before turn 1"
    if phase is Phase.COUP and coup_phase:
        return f"{when} · Coup Phase {coup_phase} of 6"
    again = f", re-vote {revote}" if revote and phase is Phase.ELECTION else ""
    return f"{when} · {PHASE_TITLES[phase]}{again}" + (f", ballot {ballot} of 2" if ballot else "")


def phase_call(phase: Phase, variant: Variant = WEB) -> str:
    """What a phase asks, and of whom, for its public announcement: the same for every player, so it says
    nothing of anybody's hand or plans. Orders are given in a DM to the bot; /status there says the rest. In the
    words of `variant`: its offices (no foreign intervention without a Foreign Minister), its vote sources, and who
    draws the budget."""
    if phase is Phase.ELECTION and variant.first_election_cards:
        return (
            "The Chamber elects the President: everyone with votes uses /vote president (vote cards count when named "
            "in its cards option)."
        )
    if phase is Phase.CABINET and variant.straw_men:
        return (
            "Nothing is appointed: the President names the opposition's brigade with /opposition (with three players "
            f"also the Minister, /minister); then he draws {variant.president_bills} bills of aid money."
        )
    if phase is Phase.CABINET and variant.aid_draw is AidDraw.PRESIDENT:
        return (
            "The President appoints the cabinet with /appoint; as it is formed he draws "
            f"{variant.president_bills} bills of aid money for the budget."
        )
    if phase is Phase.COUP and Office.FOREIGN_MINISTER not in variant.offices:
        return (
            "A coup: the units' commanders give orders (/move, /fire, /bombard, /land, /transfer, /police), coup "
            "cards are played with /coupcard, standing choices are /lossorder, /retreat and /safepassage; "
            + (
                "after Coup Phase 6, everyone declares in the aftermath."
                if variant.declare_in_aftermath
                else "in Coup Phase 6, /coupvote."
            )
        )
    if phase is Phase.AFTERMATH and variant.declare_in_aftermath:
        return (
            "The fighting is over (the map shows the city as it stands): every family declares Pro-Junta or "
            "Pro-President with /coupvote (the President is always Pro-President; nobody abstains: a Rebel who "
            "declares nothing counts Pro-Junta, anyone else Pro-President). The declarations decide who holds the "
            "control points, and so who wins; what the winners do is given now, in case: the firing squad "
            "(/firingsquad), the Junta (/juntavote), executions (/execute)."
        )
    return _PHASE_CALLS.get(phase, "")
