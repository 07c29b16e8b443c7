"""Phases as players name them, and what each asks of whom."""

from __future__ import annotations

from rules.offices import Office
from rules.state import PHASE_TITLES, GameState, Phase
from rules.views import PlayerView


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
