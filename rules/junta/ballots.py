"""Two-ballot votes (classic, VARIANTS 4.2; 001 §4.1.2, §8.2): every vote, an election or a budget, has two ballots.

Each source of votes (an office, the family vote of the first election, an influence card in play, a vote card) is
cast at most once per vote, in ballot 1 or in ballot 2, or not at all; a vote once cast cannot be changed (001 §4.3).
When ballot 1 resolves its votes are published per player, and the phase opens again as ballot 2, where only the
sources not yet cast may vote. A player casts his sources one by one (`CastSource`: one source, one side or
candidate, VARIANTS 4.4.3: he may split them among candidates) or all that are left at once (`ElectionVote`,
`BudgetVote`); what he casts on its own wins over his whole-ballot order for that source. Vote cards cast in
ballot 1 are spent then (they are discarded), and still count in the vote's total. The web game has one ballot
(`Variant.ballots == 1`), and so may classic by config (`classic.ballots = 1`, VARIANTS 4.2.4).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rules.events import PUBLIC
from rules.junta.cards import CARDS, card
from rules.junta.context import Ctx
from rules.junta.offices import OFFICE_INFO, Office
from rules.junta.orders import Ballot, CastSource, Choice, ElectionVote, Submitted
from rules.junta.state import CastVote, ElectionKind, GameState, Phase
from rules.junta.variants import rules_of
from rules.junta.votes import Source, sources


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


def first_election(state: GameState) -> bool:
    """The vote under way is the first election (one family vote per player instead of offices, VARIANTS 4.1.1)."""
    e = state.election
    return state.phase is Phase.ELECTION and e is not None and e.kind is ElectionKind.FIRST


def card_source(c: int) -> Source:
    """A vote card as a source: 'card:14', its votes, its title."""
    return Source(f"card:{c}", card(c).votes, card(c).title)


def all_sources(state: GameState, pid: int) -> tuple[Source, ...]:
    """Every source this player may cast in the vote under way (VARIANTS 4.1): his offices (in the first election his
    family vote), his influence in play, and the vote cards in his hand (a straw man's are never played, 10.6)."""
    p = state.players[pid]
    out = list(sources(state, pid, first_election(state)))
    if p.alive and not p.straw:
        out += [card_source(c) for c in p.hand if card(c).kind == "vote"]
    return tuple(out)


def left(state: GameState, pid: int) -> tuple[Source, ...]:
    """His sources not cast yet in this vote (in ballot 2: not cast in ballot 1, VARIANTS 4.2.2)."""
    done = source_ids_cast(state, pid)
    return tuple(s for s in all_sources(state, pid) if s.id not in done)


def named_source(source_id: str) -> Source | None:
    """A source from its id alone, as an order names it ('office:minister', 'influence:17', 'card:4', 'family');
    None if the id names none."""
    kind, _, key = source_id.partition(":")
    if kind == "family" and not key:
        return Source("family", 1, "family")
    if kind == "office":
        try:
            info = OFFICE_INFO[Office(key)]
        except ValueError:
            return None
        return Source(source_id, info.votes, info.office.value)
    if kind in ("influence", "card") and key.isdigit() and int(key) < len(CARDS):
        spec = card(int(key))
        return Source(source_id, spec.votes, spec.name if kind == "influence" else spec.title)
    return None


def own_casts(orders: Sequence[Submitted]) -> dict[int, dict[str, str]]:
    """The sources each player cast one by one in this ballot (`CastSource`): player -> source -> side."""
    out: dict[int, dict[str, str]] = {}
    for sub in orders:
        if isinstance(sub.order, CastSource):
            out.setdefault(sub.player, {})[sub.order.source] = sub.order.side
    return out


def with_casts(ballot: Ballot, own: Mapping[str, str]) -> Ballot:
    """A budget ballot with the sources cast one by one put in (each wins over what the ballot says of it)."""
    split = dict(ballot.split)
    cards = dict(ballot.cards)
    for src, side in own.items():
        if side not in (Choice.YES.value, Choice.NO.value):
            continue
        if src.startswith("card:"):
            cards[int(src.removeprefix("card:"))] = Choice(side)
        else:
            split[src] = Choice(side)
    return Ballot(ballot.default, tuple(sorted(split.items())), tuple(cards.items()))


def election_casts(
    state: GameState, pid: int, vote: ElectionVote | None, own: Mapping[str, str], candidates: Sequence[int]
) -> tuple[CastVote, ...]:
    """What one player casts in an election ballot (VARIANTS 4.2.2, 4.4.3): each source he cast on its own, for its
    candidate; every other source not yet cast for the candidate of his whole vote, if he gave one (his vote cards
    only when named in it). Sources for a player who is no candidate are not cast."""
    done = source_ids_cast(state, pid)
    whole = str(vote.candidate) if vote is not None else None
    named = {f"card:{c}" for c in vote.cards} if vote is not None else set()
    out: list[CastVote] = []
    for src in all_sources(state, pid):
        if src.id in done:
            continue
        side = own.get(src.id)
        if side is None and (not src.id.startswith("card:") or src.id in named):
            side = whole
        if side is not None and side.isdigit() and int(side) in candidates:
            out.append(CastVote(pid, src.id, src.votes, side, src.label))
    return tuple(out)


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


def _choice(choice: str) -> dict[str, object]:
    """A side of a vote as fields: `yes`/`no` of a budget, or `for_player` (a candidate's seat)."""
    if choice in ("yes", "no"):
        return {"form": choice, "for_player": None}
    return {"form": "for", "for_player": int(choice) if choice.isdigit() else None}


def per_player(casts: tuple[CastVote, ...]) -> list[dict[str, object]]:
    """Ballot 1 per player, as rows: 'Alvarez: 3 votes yes (Minister, Church)'."""
    by_player: dict[int, dict[str, list[CastVote]]] = {}
    for c in casts:
        by_player.setdefault(c.player, {}).setdefault(c.choice, []).append(c)
    rows: list[dict[str, object]] = []
    for pid in sorted(by_player):
        parts = [
            {
                "votes": sum(c.votes for c in group),
                "source_items": [{"source_name": c.source} for c in group],
                **_choice(side),
            }
            for side, group in sorted(by_player[pid].items())
        ]
        rows.append({"player": pid, "cast_clauses": parts})
    return rows


def publish_first(ctx: Ctx, casts: tuple[CastVote, ...], form: str, round_: int = 0) -> None:
    """Ballot 1 is published per player (VARIANTS 4.2.3), and ballot 2 opens (`form`: "budget" or "election", of
    re-vote `round_`)."""
    totals: dict[str, int] = {}
    for c in casts:
        totals[c.choice] = totals.get(c.choice, 0) + c.votes
    ctx.say(
        "first_ballot",
        PUBLIC,
        form=form,
        round=round_,
        total_items=[{"votes": n, **_choice(side)} for side, n in sorted(totals.items(), key=lambda t: -t[1])],
        ballot_lines=per_player(casts),
        totals=totals,
        roll_call=[{"player": c.player, "source": c.source, "votes": c.votes, "side": c.choice} for c in casts],
    )
