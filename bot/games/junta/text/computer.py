"""The computer families' words (issue 25): their speeches in the game channel and the words of the trades they
offer, one function per kind of line, each taking typed facts (names already looked up), so that they can move into
the message catalogues (issue 23) as they are. Each kind has `rules.junta.computer.speech.VARIANTS` phrasings; the
computer picks one the game has not heard (`rules.junta.computer.speech`), so no line is said twice in a game.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rules.junta.computer.speech import VARIANTS, Blame, BudgetPitch, Inauguration, Line, Mourning, Threat
from rules.junta.computer.trade import Offer
from rules.words import listing

__all__ = [
    "blame",
    "budget_pitch",
    "inauguration",
    "line_text",
    "mourning",
    "offer_words",
    "speaker_heading",
    "threat",
]


def speaker_heading(family: str) -> str:
    return f"**The {family} family speaks:**"


def inauguration(turn: int, variant: int) -> str:
    return (
        "Citizens! The Republic is in safe hands: mine.",
        "Order, progress, and a modest budget for my friends.",
        "Let no one say this government forgets its loyal servants.",
        f"Turn {turn}: a new dawn for the Republic. The old one was getting tired.",
        "The foreign aid will be spent wisely. Trust me.",
        "Stability! Prosperity! Bananas!",
    )[variant % VARIANTS]


def budget_pitch(paid: Sequence[tuple[str, int]], variant: int) -> str:
    if not paid:
        return (
            "This budget pays nobody: the treasury must heal.",
            "Austerity, my friends. Austerity for you.",
            "No handouts this turn. The Republic thanks you for your sacrifice.",
            "Empty pockets build character. Vote yes.",
            "The money is safe. Where, is a matter of state.",
            "A lean budget for lean times.",
        )[variant % VARIANTS]
    who = listing([f"{name} ({mp} MP)" for name, mp in paid])
    return (
        f"My budget pays {who}. Those who serve the Republic are not forgotten.",
        f"{who}: the Republic rewards its pillars. Vote yes.",
        f"A fair budget: {who}. Anyone who votes no wants chaos.",
        f"Money where it keeps the peace: {who}.",
        f"I give {who}. Remember who pays you.",
        f"{who}. Generous, prudent, patriotic. Vote yes.",
    )[variant % VARIANTS]


def blame(whom: Sequence[str], variant: int) -> str:
    who = listing(list(whom)) or "the Chamber"
    return (
        f"{who} voted my budget down. The Republic will remember.",
        f"Thanks to {who}, nobody gets paid. I hope they are proud.",
        f"{who} prefer chaos to bread. Noted.",
        f"The budget failed because of {who}. I never forget a roll call.",
        f"{who}: enemies of stability. Say it with me.",
        f"A dark day. {who} chose their pockets over the nation.",
    )[variant % VARIANTS]


def threat(president: str, variant: int) -> str:
    return (
        f"{president} forgets who commands the barracks.",
        f"A budget without me is a budget without a future, {president}.",
        f"Enjoy the Palace while it lasts, {president}.",
        f"The army is restless, {president}. So am I.",
        f"{president}, a President who forgets his friends soon needs new ones.",
        f"Tanks are expensive, {president}. So is ingratitude.",
    )[variant % VARIANTS]


def mourning(victim: str, friend: bool, variant: int) -> str:
    if friend:
        return (
            f"{victim} was a friend of the Republic, and of mine. We mourn.",
            f"Farewell, {victim}. The streets are colder without you.",
            f"Whoever struck down {victim} will answer for it.",
            f"{victim} served with honour. Flags at half mast.",
            f"A sad day: {victim} has fallen. Stay close to your bodyguards, friends.",
            f"{victim} is gone. I will remember who smiled today.",
        )[variant % VARIANTS]
    return (
        f"{victim} is dead. The Republic carries on.",
        f"Tragic, what happened to {victim}. Truly. Anyway.",
        f"{victim} has left us. Their debts have not.",
        f"Such a shame about {victim}. Who will take the Club's best table now?",
        f"A moment of silence for {victim}. There. Enough.",
        f"{victim} should have stayed at home.",
    )[variant % VARIANTS]


def line_text(line: Line, names: Mapping[int, str]) -> str:
    """A computer line as the channel reads it (names: player id -> family name)."""

    def name(pid: int) -> str:
        return names.get(pid, "somebody")

    if isinstance(line, Inauguration):
        return inauguration(line.turn, line.variant)
    if isinstance(line, BudgetPitch):
        return budget_pitch([(name(p), mp) for p, mp in line.paid], line.variant)
    if isinstance(line, Blame):
        return blame([name(p) for p in line.whom], line.variant)
    if isinstance(line, Threat):
        return threat(name(line.president), line.variant)
    if isinstance(line, Mourning):
        return mourning(name(line.victim), line.friend, line.variant)
    raise TypeError(line)


def offer_words(offer: Offer, names: Mapping[int, str]) -> str:
    """What the offering computer family says with a trade it offers (its terms, in words)."""
    who = names.get(offer.to, "friend")
    if offer.terms == "vote_yes":
        return f"{who}, a little something for your Yes on my budget."
    if offer.terms == "loyal":
        return f"{who}, stand by me if the tanks roll, and this is yours."
    if offer.terms == "card_for_card":
        return f"{who}, a fair swap: your card for mine."
    if offer.terms == "sell":
        return f"{who}, a card you can use, at a friendly price."
    return f"{who}, a token of friendship."

