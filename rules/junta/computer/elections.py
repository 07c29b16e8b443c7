"""A computer family's orders of a two-ballot vote and of a mid-round election (classic; issue 25: "every order kind
the engine has is something a computer family uses when it helps it").

- Ballot 2 (VARIANTS 4.2.2-4.2.3) opens on ballot 1's published count: it casts its sources not cast yet one by one
  (`CastSource`), its vote cards only where that count, with what the others still hold, shows they can swing the
  vote (in ballot 1 it could only guess).
- A candidate who cannot win whatever ballot 2 brings declines (4.4.2: votes for him are void, final for that vote),
  and its sources go to the candidate it prefers.
- A candidate in an election that lets the winner reassign the offices at once (2.3.4) names the brigades and the
  Ministry for the families it trusts most ("if I am elected, appoint ..."); the other offices go by lot.
- Regicide (issue 25: the presidency is the prize; RULES 4.5: "If the President dies ... a one-day presidential
  election (votes as 4.4) follows"): a family whose own votes, vote cards included, beat what any other family could
  bring to that election sends its assassins after the President rather than after the richest rival.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.junta.cards import CARDS, card
from rules.junta.computer import facts
from rules.junta.computer.hand import SAFETY, predicted
from rules.junta.computer.memory import Memory
from rules.junta.offices import GENERALS, Office
from rules.junta.orders import AppointIfElected, CastSource, Choice, Decline, Order
from rules.junta.state import Phase, Status
from rules.junta.views import PlayerView

CARD = "card:"
"""The id of a vote card as a vote source ('card:42')."""


def _cast_before(view: PlayerView) -> dict[int, int]:
    """Votes each family cast in ballot 1 (public once it resolved)."""
    out: dict[int, int] = {}
    for c in view.public.first_ballot:
        out[c.player] = out.get(c.player, 0) + c.votes
    return out


def _fewest(cards: Sequence[tuple[str, int]], need: int) -> list[str]:
    """The fewest vote cards (source id, votes) whose votes reach `need`, biggest first; none if all cannot."""
    if need <= 0 or sum(v for _, v in cards) < need:
        return []
    out: list[str] = []
    for source, votes in sorted(cards, key=lambda sv: (-sv[1], sv[0])):
        if need <= 0:
            break
        out.append(source)
        need -= votes
    return out


def _split(view: PlayerView) -> tuple[list[tuple[str, int]], list[tuple[str, int]]]:
    """Its sources not cast yet: (offices, family, influence), (vote cards)."""
    plain = [(s.id, s.votes) for s in view.to_cast if not s.id.startswith(CARD)]
    cards = [(s.id, s.votes) for s in view.to_cast if s.id.startswith(CARD)]
    return plain, cards


def budget_second_ballot(view: PlayerView, memory: Memory, want: Choice, personality: str) -> list[Order]:
    """Ballot 2 of a budget vote: every source of its not cast yet for `want`, one by one, and the fewest vote cards
    that make `want` win by its margin of safety on ballot 1's count plus what the others still hold (as it guesses
    their sides); no card where they cannot swing it."""
    pub = view.public
    if not view.to_cast or want is Choice.ABSTAIN:
        return []
    w, o = want.value, (Choice.NO if want is Choice.YES else Choice.YES).value
    tally = {w: 0, o: 0}
    for c in pub.first_ballot:
        if c.choice in tally:
            tally[c.choice] += c.votes
    before = _cast_before(view)
    for p, choice in predicted(view, memory).items():
        if choice.value in tally:
            tally[choice.value] += max(0, facts.votes(view, p) - before.get(p, 0))
    plain, cards = _split(view)
    tally[w] += sum(v for _, v in plain)
    need = tally[o] - tally[w] + (0 if want is Choice.YES else 1)  # a tie passes
    out: list[Order] = [CastSource(source, w) for source, _ in plain]
    if need > 0:
        out += [CastSource(source, w) for source in _fewest(cards, need + SAFETY.get(personality, 1) - 1)]
    return out


def election_second_ballot(view: PlayerView, memory: Memory, choice: int) -> list[Order]:
    """Ballot 2 of an election: a candidate who cannot win even with every vote not cast yet declines and votes for
    the candidate it prefers; otherwise every source not cast yet goes to `choice`, and its vote cards too where
    they lift `choice` over the best of the others on ballot 1's count."""
    pub = view.public
    me = view.player
    cands = list(pub.candidates)
    if not view.to_cast or choice not in cands:
        return []
    tally = {c: 0 for c in cands}
    for c in pub.first_ballot:
        if c.choice.isdigit() and int(c.choice) in tally:
            tally[int(c.choice)] += c.votes
    before = _cast_before(view)
    still = sum(max(0, facts.votes(view, p) - before.get(p, 0)) for p in facts.living(view) if p != me)
    plain, cards = _split(view)
    mine = sum(v for _, v in plain) + sum(v for _, v in cards)
    out: list[Order] = []
    if me in cands and len(cands) > 1:
        best = max(tally[c] for c in cands if c != me)
        if tally[me] + mine + still < best:
            out.append(Decline())
            choice = max((c for c in cands if c != me), key=lambda c: (memory.ally_score(c), tally[c], -c))
    rival = max((tally[c] for c in cands if c != choice), default=0)
    need = rival - tally[choice] - sum(v for _, v in plain) + 1
    out += [CastSource(source, str(choice)) for source, _ in plain]
    out += [CastSource(source, str(choice)) for source in _fewest(cards, need)]
    return out


def if_elected(view: PlayerView, memory: Memory, trust: Sequence[int]) -> list[Order]:
    """A candidate whose election would let him reassign the offices at once (VARIANTS 2.3.4): the three brigades to
    the three families it trusts most (`trust`: most trusted first), the Ministry to the next; the rest by lot."""
    pub = view.public
    me = view.player
    if not view.appoints_if_elected or me not in pub.candidates:
        return []
    eligible = [p for p in trust if p != me and facts.player(view, p).status is Status.ALIVE]
    offices = [o for o in (*GENERALS, Office.MINISTER) if o in facts.rules(view).cabinet]
    pairs = tuple(zip(offices, eligible, strict=False))
    return [AppointIfElected(pairs)] if pairs else []


CARD_VOTES = sum(c.votes for c in CARDS if c.kind == "vote") / len(CARDS)
"""The votes a card in a rival's hand is worth to him in an election, on average (the Vote cards' share of the deck)."""
REGICIDE_MARGIN = 2
"""Votes to spare it wants over its guess of the strongest rival before it kills a President for his office."""


def election_votes(view: PlayerView) -> int:
    """Its votes in an election after the first (RULES 3.3, 4.4): offices, influence, and every vote card it holds."""
    return facts.votes(view, view.player) + sum(card(c).votes for c in view.hand if card(c).kind == "vote")


def rival_votes(view: PlayerView, pid: int) -> float:
    """What a rival could bring to an election, as the table sees it: his votes, and his hand at `CARD_VOTES` a card."""
    return facts.votes(view, pid) + CARD_VOTES * facts.player(view, pid).cards


def regicide(view: PlayerView) -> int | None:
    """The President, when its assassins should all go for him: in the locations phase of a later turn (RULES 4.5),
    where his death calls an election that it would win on its own votes and vote cards by `REGICIDE_MARGIN` over
    every other family's guessed votes (`rival_votes`), and it has the Secret Police or an assassin to send. None
    otherwise, and in Mini-Junta (no election: VARIANTS 10.4)."""
    pub = view.public
    me = view.player
    pres = pub.president
    if pub.phase is not Phase.LOCATIONS or pres is None or pres == me or not facts.alive(view, pres):
        return None
    if facts.rules(view).straw_men or facts.player(view, me).rebel:
        return None
    armed = Office.MINISTER in view.acts_for or any(_kills(view, c) for c in view.hand)
    if not armed:
        return None
    others = [p for p in facts.rivals(view) if p != pres]
    best = max((rival_votes(view, p) for p in others), default=0.0)
    return pres if election_votes(view) >= best + REGICIDE_MARGIN else None


def _kills(view: PlayerView, card_id: int) -> bool:
    """An assassin card that kills (not a burglar, a bank robber or a character assassin), and it can pay him."""
    spec = card(card_id)
    if spec.kind != "assassin" or spec.key in ("burglar", "bank_robber", "character_assassin"):
        return False
    return view.cash >= spec.cost or "underworld" in facts.player(view, view.player).influence
