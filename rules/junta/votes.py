"""Votes in the Chamber (RULES 4.4): who has how many, and how a ballot is counted.

Votes: one per office held, five for the Farm & Labor Secretary; plus each influence card in play; plus (web only:
VARIANTS 4.1.4) 3 for a player with both Labor Union and Peasants in play (the Farm & Labor Secretary always counts
as having both); plus vote cards, used only when named. The President casts the votes of his Brother-in-Law's
office. Frozen offices, dead and exiled players cast nothing. Each source may vote on its own.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from rules.junta.cards import card
from rules.junta.offices import OFFICE_INFO, Office
from rules.junta.orders import Ballot, Choice
from rules.junta.state import GameState
from rules.junta.variants import rules_of

SOCIALIST_BONUS = 3


@dataclass(frozen=True)
class Source:
    """One source of votes: 'office:minister', 'influence:17', 'bonus:socialist', 'card:4'. `label` is a stable
    word for it (the office's id, the card's name in cards.toml), not what players read: the bot names a source from
    its id in the reader's language (bot/games/junta/text/orders.py: `source_text`, `vote_label`)."""

    id: str
    votes: int
    label: str


def has_influence(state: GameState, pid: int, name: str) -> bool:
    """Influence in play by name; the Farm & Labor Secretary always counts as having Labor Union and Peasants."""
    if name in ("labor_union", "peasants") and Office.FARM_LABOR in state.acts_for(pid):
        return True
    return any(card(c).key == name for c in state.players[pid].influence)


def sources(state: GameState, pid: int, family_vote: bool = False) -> tuple[Source, ...]:
    """Every vote source a player casts (none if dead or exiled). With `family_vote` (the classic first election,
    VARIANTS 4.1.1) one family vote stands in for the offices, which nobody holds yet."""
    p = state.players[pid]
    if not p.alive:
        return ()
    out: list[Source] = []
    if family_vote:
        out.append(Source("family", 1, "family"))
    for office in () if family_vote else state.acts_for(pid):
        out.append(Source(f"office:{office.value}", OFFICE_INFO[office].votes, office.value))
    for c in p.influence:
        spec = card(c)
        if spec.votes <= 0:
            continue
        if spec.key == "church" and state.church_desecrated:
            continue
        out.append(Source(f"influence:{c}", spec.votes, spec.name))
    if rules_of(state).socialist_bonus and has_influence(state, pid, "labor_union") and has_influence(
        state, pid, "peasants"
    ):
        out.append(Source("bonus:socialist", SOCIALIST_BONUS, "socialist"))
    return tuple(out)


def total_votes(state: GameState, pid: int) -> int:
    return sum(s.votes for s in sources(state, pid))


@dataclass(frozen=True)
class Cast:
    """A player's counted ballot: yes/no/abstain totals and the vote cards it spent."""

    player: int
    yes: int
    no: int
    abstain: int
    spent: tuple[int, ...]
    president_no: bool


def cast(
    state: GameState, pid: int, ballot: Ballot, spent_before: frozenset[int] = frozenset(), family_vote: bool = False
) -> Cast:
    """Count one player's ballot. Vote cards must still be in his hand and unspent."""
    split: Mapping[str, Choice] = dict(ballot.split)
    tally = {Choice.YES: 0, Choice.NO: 0, Choice.ABSTAIN: 0}
    president_no = False
    for src in sources(state, pid, family_vote):
        choice = split.get(src.id, ballot.default)
        tally[choice] += src.votes
        if src.id == f"office:{Office.PRESIDENT.value}" and choice is Choice.NO:
            president_no = True
    spent: list[int] = []
    hand = set(state.players[pid].hand)
    for c, choice in ballot.cards:
        if c in hand and c not in spent_before and card(c).kind == "vote" and c not in spent:
            tally[choice] += card(c).votes
            spent.append(c)
    return Cast(pid, tally[Choice.YES], tally[Choice.NO], tally[Choice.ABSTAIN], tuple(spent), president_no)
