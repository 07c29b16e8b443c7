"""Presidential elections: the first (RULES 3.3) and those after a death or a resignation (4.5, 4.7).

First election: each player has ONE vote for a candidate; no cards (web); in classic one family vote plus his
influence and the vote cards he names (VARIANTS 3.2.1). Later elections count votes as the budget
vote does (offices, influence, the socialist bonus, named vote cards). Most votes wins. A tie: a re-vote among
the tied candidates only; if the third re-vote still ties, lot decides among them (classic, VARIANTS 3.2.2: lot after
the third tied vote, i.e. the second re-vote).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from rules.events import PUBLIC, to
from rules.junta import appointments, ballots
from rules.junta.context import Ctx
from rules.junta.money import total
from rules.junta.offices import Office
from rules.junta.orders import AppointIfElected, Ballot, Choice, Decline, ElectionVote, Nominate, Submitted
from rules.junta.phases import by_player, of
from rules.junta.phases.cabinet import keep_in_exile
from rules.junta.state import CastVote, Election, ElectionKind, Phase
from rules.junta.vacancies import new_president_gives_up
from rules.junta.variants import rules_of
from rules.junta.votes import cast


def voters(ctx: Ctx) -> tuple[int, ...]:
    """Who votes: everyone in the first election, the living later; never a straw man (Mini-Junta: the first
    election is the real players', VARIANTS 11.2)."""
    e = ctx.s.election
    if e is not None and e.kind is ElectionKind.FIRST:
        return tuple(p.id for p in ctx.s.players if not p.straw)
    return tuple(p.id for p in ctx.s.players if p.alive and not p.straw)


def ballot_one(ctx: Ctx, e: Election, orders: Sequence[Submitted]) -> None:
    """Classic's first ballot (VARIANTS 4.2, 4.4.1): the sources cast are published; whoever got a vote is a
    candidate in ballot 2 (nobody: every eligible player is)."""
    spent = _casts(ctx, e, orders)
    ballots.spend_cards(ctx, spent)
    declined = _declines(ctx, orders, e)
    # Votes for a player who declined are void; the vote cards spent on him stay spent (VARIANTS 4.4.2).
    done = tuple(c for c in spent if int(c.choice) not in declined)
    nominated = {o.candidate for _, o, _ in of(orders, Nominate)}
    named = tuple(
        c for c in e.candidates if c not in declined and (c in nominated or any(v.choice == str(c) for v in done))
    )
    if not named:
        named = tuple(c for c in e.candidates if c not in declined) or e.candidates
    ballots.publish_first(ctx, done, "election", e.round)
    ctx.say(
        "candidates",
        PUBLIC,
        form="ballot_two",
        candidates=list(named),
    )
    ctx.update(ballot=2, first_ballot=done, election=replace(e, candidates=named))
    ctx.next_phase = Phase.ELECTION


def _declines(ctx: Ctx, orders: Sequence[Submitted], e: Election) -> set[int]:
    """Candidates who decline in this ballot (told in public); R: if nobody would be left, the declines stand but
    every eligible player stands again (VARIANTS 4.4.2: the game cannot go on without a President)."""
    out = {pid for pid, _, _ in of(orders, Decline) if pid in e.candidates}
    for pid in sorted(out):
        ctx.say("declined", PUBLIC, player=pid, form="election")
    return out


def _casts(ctx: Ctx, e: Election, orders: Sequence[Submitted]) -> tuple[CastVote, ...]:
    """What this ballot casts: each voter's sources cast one by one, and the rest of his sources not yet cast for the
    candidate of his whole vote (VARIANTS 4.2.2, 4.4.3)."""
    votes = by_player(orders, ElectionVote)
    own = ballots.own_casts(orders)
    out: list[CastVote] = []
    for pid in voters(ctx):
        out.extend(ballots.election_casts(ctx.s, pid, votes.get(pid), own.get(pid, {}), e.candidates))
    return tuple(out)


def ballot_two(
    ctx: Ctx, e: Election, orders: Sequence[Submitted]
) -> tuple[Election, dict[int, int], list[dict[str, object]]]:
    """Classic's second ballot (or its only one, `classic.ballots = 1`): ballot 1's votes plus each voter's sources
    not yet cast, as he casts them now. A candidate who declines now is struck, with the votes for him."""
    declined = _declines(ctx, orders, e)
    left = tuple(c for c in e.candidates if c not in declined)
    if left:
        e = replace(e, candidates=left)
    tally = {c: 0 for c in e.candidates}
    kept = [c for c in ctx.s.first_ballot if c.choice.isdigit() and int(c.choice) in tally]
    now = _casts(ctx, e, orders)
    ballots.spend_cards(ctx, now)
    casts = kept + list(now)
    per_voter: dict[tuple[int, int], int] = {}
    for c in casts:
        tally[int(c.choice)] += c.votes
        key = (c.player, int(c.choice))
        per_voter[key] = per_voter.get(key, 0) + c.votes
    roll: list[dict[str, object]] = [
        {"voter": p, "candidate": cand, "votes": n} for (p, cand), n in sorted(per_voter.items())
    ]
    ctx.update(ballot=0, first_ballot=())
    return e, tally, roll


def standing_appointments(ctx: Ctx, orders: Sequence[Submitted]) -> None:
    """Classic (VARIANTS 2.3.4): each candidate's 'if I am elected, appoint ...' given in this ballot replaces the one
    he gave earlier in the election; it stands until the election ends."""
    e = ctx.s.election
    given = by_player(orders, AppointIfElected)
    if e is None or not given:
        return
    kept = dict(e.if_elected)
    kept.update({pid: o.assignments for pid, o in given.items()})
    ctx.update(election=replace(e, if_elected=tuple(sorted(kept.items()))))


def reappoint(ctx: Ctx, given: Sequence[tuple[Office, int]]) -> None:
    """The new President's conditional appointments (VARIANTS 2.3.4 R): the offices he named go as named where still
    legal; the other holdings (an exile's kept offices too) stay where legal; the rest, his former offices among
    them, by lot, first to families left without an office (`appointments.reassign`). Told in public."""
    s = ctx.s
    pres = s.president
    holdings: dict[Office, int] = {
        seat.office: seat.holder
        for seat in s.seats
        if seat.office is not Office.PRESIDENT and seat.holder is not None and seat.holder != pres
    }
    for p in s.players:
        for office in p.kept_offices:
            holdings.setdefault(office, p.id)
    named = {office: holder for office, holder in given if holder != pres}
    assign = appointments.reassign(s, named, holdings, ctx.rng)
    seats = appointments.seats_from(s, assign)
    ctx.update(seats=seats, previous_cabinet=seats)
    ctx.say(
        "reappointed",
        PUBLIC,
        president=pres,
        seat_lines=[
            {"office": st.office.value, "holder": st.holder, "form": "vacant" if st.holder is None else "held"}
            for st in seats
            if st.office is not Office.PRESIDENT
        ],
        seats=[{"office": st.office.value, "holder": st.holder} for st in seats],
    )
    keep_in_exile(ctx)  # an appointed exile holds his office from abroad (VARIANTS 5.7.2)


def resolve(ctx: Ctx, orders: Sequence[Submitted]) -> None:
    standing_appointments(ctx, orders)
    e = ctx.s.election
    if e is None or not e.candidates:
        ctx.say("no_election", PUBLIC)
        _finish(ctx, e, None)
        return
    if ballots.two_ballots(ctx.s) and not ballots.in_ballot_two(ctx.s):
        ballot_one(ctx, e, orders)
        return
    if ballots.two_ballots(ctx.s) or rules_of(ctx.s).votes_by_source:
        _count(ctx, *ballot_two(ctx, e, orders))
        return
    votes = by_player(orders, ElectionVote)
    tally = {c: 0 for c in e.candidates}
    spent: list[int] = []
    roll: list[dict[str, object]] = []
    for pid in voters(ctx):
        o = votes.get(pid)
        if o is None or o.candidate not in tally:
            continue
        first = e.kind is ElectionKind.FIRST
        if first and not rules_of(ctx.s).first_election_cards:
            n = 1
        else:
            # Classic's first election: one family vote, influence and vote cards (VARIANTS 3.2.1, 4.1.1).
            ballot = Ballot(Choice.YES, (), tuple((c, Choice.YES) for c in o.cards))
            counted = cast(ctx.s, pid, ballot, family_vote=first)
            n = counted.yes
            spent.extend(counted.spent)
        tally[o.candidate] += n
        roll.append({"voter": pid, "candidate": o.candidate, "votes": n})
    for used in spent:
        owner = next(p.id for p in ctx.s.players if used in p.hand)
        ctx.discard_cards(owner, (used,))
    _count(ctx, e, tally, roll)


def _count(ctx: Ctx, e: Election, tally: dict[int, int], roll: list[dict[str, object]]) -> None:
    """The result: most votes wins; a tie re-votes among the tied, and after the variant's last tied vote lot
    decides (web: the third re-vote, RULES 3.3; classic: the third vote, VARIANTS 3.2.2)."""
    ctx.say(
        "election_tally",
        PUBLIC,
        tally_items=[{"player": c, "votes": n} for c, n in sorted(tally.items(), key=lambda t: (-t[1], t[0]))],
        tally={str(k): v for k, v in tally.items()},
        roll_call=roll,
        round=e.round,
    )
    best = max(tally.values())
    top = tuple(c for c in e.candidates if tally[c] == best)
    last = rules_of(ctx.s).tied_votes - 1  # the round of the last vote before lot
    if len(top) > 1 and e.round < last:
        ctx.say(
            "election_tie",
            PUBLIC,
            candidates=list(top),
        )
        ctx.update(election=replace(e, candidates=top, round=e.round + 1))
        ctx.next_phase = Phase.ELECTION
        return
    winner = top[0] if len(top) == 1 else ctx.rng.choice(top)
    if len(top) > 1:
        ctx.say("election_lot", PUBLIC, round=e.round, winner=winner)
    _finish(ctx, e, winner)


def _finish(ctx: Ctx, e: Election | None, winner: int | None) -> None:
    if winner is not None:
        old = ctx.s.president
        # Whoever becomes President mid-turn gives up his other offices to the Brother-in-Law.
        if e is not None and e.kind is not ElectionKind.FIRST and winner != old:
            ctx.update(president=winner)
            given = dict(e.if_elected).get(winner)
            if given is not None and appointments.if_elected_refusal(ctx.s) is None:
                reappoint(ctx, given)  # classic: his "if I am elected, appoint ..." (VARIANTS 2.3.4)
            else:
                new_president_gives_up(ctx, winner)
        ctx.update(president=winner)
        ctx.set_seat(Office.PRESIDENT, winner)
        ctx.stat(winner, terms=1)
        ctx.say("president_elected", PUBLIC, president=winner)
        if e is not None and e.kind is ElectionKind.RESIGNATION and old is not None and old != winner:
            # His pocket and the budget pool pass to the new President.
            cash = ctx.player(old).pocket
            if cash:
                ctx.take_cash(old, cash)
                ctx.give_cash(winner, cash)
                ctx.say(
                    "pocket_passed",
                    to(old, winner),
                    receiver=winner,
                    amount=total(cash),
                )
    ctx.update(election=None)
    if e is None or e.kind is ElectionKind.FIRST or e.new_turn:
        ctx.new_turn = True
    else:
        ctx.next_phase = e.resume
