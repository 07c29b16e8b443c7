"""Two-ballot votes (classic, VARIANTS 4.2; 001 §4.1.2, §8.2): every vote, an election or a budget, has two ballots.

Each source of votes (an office, the family vote of the first election, an influence card in play, a vote card) is
cast at most once per vote, in ballot 1 or in ballot 2, or not at all; a vote once cast cannot be changed (001 §4.3).
When ballot 1 resolves its votes are published per player, and the phase opens again as ballot 2, where only the
sources not yet cast may vote. Vote cards cast in ballot 1 are spent then (they are discarded), and still count in
the vote's total. The web game has one ballot (`Variant.ballots == 1`), and so may classic by config
(`classic.ballots = 1`, VARIANTS 4.2.4).
"""

from __future__ import annotations

from rules.cards import card
from rules.context import Ctx
from rules.events import PUBLIC
from rules.orders import Ballot, Choice
from rules.state import CastVote, GameState
from rules.variants import rules_of
from rules.votes import sources
from rules.words import plural


def two_ballots(state: GameState) -> bool:
    return rules_of(state).ballots == 2


def in_ballot_two(state: GameState) -> bool:
    return state.ballot == 2


def cast_before(state: GameState, pid: int) -> tuple[CastVote, ...]:
    """The sources this player cast in ballot 1 of the vote under way (empty outside ballot 2)."""
    if state.ballot != 2:
        return ()
    return tuple(c for c in state.first_ballot if c.player == pid)


def source_ids_cast(state: GameState, pid: int) -> frozenset[str]:
    return frozenset(c.source for c in cast_before(state, pid))


def record(state: GameState, pid: int, ballot: Ballot, family_vote: bool = False) -> tuple[CastVote, ...]:
    """The sources a budget ballot casts (abstentions are not cast: they may still vote in ballot 2)."""
    split = dict(ballot.split)
    done = source_ids_cast(state, pid)
    out: list[CastVote] = []
    for src in sources(state, pid, family_vote):
        if src.id in done:
            continue
        choice = split.get(src.id, ballot.default)
        if choice is not Choice.ABSTAIN:
            out.append(CastVote(pid, src.id, src.votes, choice.value, src.label))
    hand = set(state.players[pid].hand)
    for c, choice in ballot.cards:
        if c in hand and card(c).kind == "vote" and choice is not Choice.ABSTAIN:
            out.append(CastVote(pid, f"card:{c}", card(c).votes, choice.value, card(c).title))
    return tuple(out)


def record_for(state: GameState, pid: int, candidate: int, cards: tuple[int, ...], family_vote: bool) -> tuple[
    CastVote, ...
]:
    """The sources an election ballot casts: every source not yet cast, and the named vote cards, for `candidate`."""
    done = source_ids_cast(state, pid)
    side = str(candidate)
    out = [
        CastVote(pid, src.id, src.votes, side, src.label)
        for src in sources(state, pid, family_vote)
        if src.id not in done
    ]
    hand = set(state.players[pid].hand)
    for c in cards:
        if c in hand and card(c).kind == "vote":
            out.append(CastVote(pid, f"card:{c}", card(c).votes, side, card(c).title))
    return tuple(out)


def merged(state: GameState, pid: int, ballot: Ballot) -> Ballot:
    """Ballot 2 as one whole ballot: what ballot 1 cast stays as cast (its vote cards are counted by
    `fixed_card_votes`, being spent already); the other sources vote as ballot 2 says."""
    before = {c.source: Choice(c.choice) for c in cast_before(state, pid) if not c.source.startswith("card:")}
    split = {src: ch for src, ch in ballot.split if src not in before}
    split.update(before)
    cards_before = {c.source for c in cast_before(state, pid)}
    cards = tuple((c, ch) for c, ch in ballot.cards if f"card:{c}" not in cards_before)
    return Ballot(ballot.default, tuple(sorted(split.items())), cards)


def fixed_card_votes(state: GameState, pid: int) -> dict[str, int]:
    """Votes of the vote cards this player spent in ballot 1, by side."""
    out: dict[str, int] = {}
    for c in cast_before(state, pid):
        if c.source.startswith("card:"):
            out[c.choice] = out.get(c.choice, 0) + c.votes
    return out


def spend_cards(ctx: Ctx, casts: tuple[CastVote, ...]) -> None:
    """Vote cards cast in ballot 1 are used in that ballot only, then discarded (VARIANTS 4.1.3)."""
    for c in casts:
        if c.source.startswith("card:"):
            cid = int(c.source.removeprefix("card:"))
            if cid in ctx.player(c.player).hand:
                ctx.discard_cards(c.player, (cid,))


def describe(ctx: Ctx, casts: tuple[CastVote, ...], side_name: dict[str, str]) -> list[str]:
    """Ballot 1 per player: 'Alvarez: 3 yes (Minister, Church)'."""
    by_player: dict[int, dict[str, list[CastVote]]] = {}
    for c in casts:
        by_player.setdefault(c.player, {}).setdefault(c.choice, []).append(c)
    lines = []
    for pid in sorted(by_player):
        parts = []
        for side, group in sorted(by_player[pid].items()):
            n = sum(c.votes for c in group)
            labels = ", ".join(c.label for c in group)
            parts.append(f"{plural(n, 'vote')} {side_name.get(side, side)} ({labels})")
        lines.append(f"{ctx.name(pid)}: " + "; ".join(parts))
    return lines


def publish_first(ctx: Ctx, casts: tuple[CastVote, ...], what: str, side_name: dict[str, str]) -> None:
    """Ballot 1 is published per player (VARIANTS 4.2.3), and ballot 2 opens."""
    totals: dict[str, int] = {}
    for c in casts:
        totals[c.choice] = totals.get(c.choice, 0) + c.votes
    so_far = ", ".join(
        f"{plural(n, 'vote')} {side_name.get(side, side)}" for side, n in sorted(totals.items(), key=lambda t: -t[1])
    )
    lines = describe(ctx, casts, side_name)
    ctx.emit(
        "first_ballot",
        f"{what}, ballot 1 of 2: "
        + (f"{so_far} so far." if so_far else "nobody cast a vote yet.")
        + ("\n" + "\n".join(lines) if lines else "")
        + "\nBallot 2 completes the vote: every source not yet cast may vote now.",
        PUBLIC,
        totals=totals,
        roll_call=[{"player": c.player, "source": c.label, "votes": c.votes, "side": c.choice} for c in casts],
    )
