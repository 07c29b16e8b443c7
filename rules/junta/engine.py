"""The engine's entry points: a new game, who owes orders, and `adjudicate(state, orders, seed)`.

A phase resolves as one pure function of (state, orders, seed): the seed string feeds one `random.Random`, the
orders are re-validated, the last order of each key counts, equal order times go by lot, card plays resolve
first, then the phase's own resolver (one module per phase under `rules/junta/phases/`), then resignations and
returns from exile, then the next phase begins.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from rules.events import PUBLIC, Event, to
from rules.junta import cardplay, duties, straw
from rules.junta.cards import card, shuffled_deck
from rules.junta.context import Ctx, new_stats
from rules.junta.money import build_money_deck
from rules.junta.offices import Office
from rules.junta.orders import (
    ANY_PHASE,
    PHASE_ORDERS,
    BrotherInLawChoice,
    Discard,
    ExecuteOnReturn,
    OrderBase,
    PlayCard,
    PresidentChoice,
    Resign,
    ReturnFromExile,
    Submitted,
)
from rules.junta.phases import (
    aftermath,
    budget_draw,
    budget_proposal,
    budget_vote,
    cabinet,
    coup,
    election,
    locations,
    nomination,
)
from rules.junta.phases import minister_decision as minister
from rules.junta.state import Election, ElectionKind, GameState, Phase, Player, Status
from rules.junta.turns import end_game, start_turn
from rules.junta.vacancies import president_falls, return_from_exile
from rules.junta.validate import validate
from rules.junta.variants import VARIANTS, Options, check_options, player_count_problem, rules_of
from rules.rejections import Rejection, refuse

Resolver = Callable[[Ctx, Sequence[Submitted]], None]


@dataclass(frozen=True)
class Resolution:
    state: GameState
    events: tuple[Event, ...]


@dataclass(frozen=True)
class PhaseRule:
    """What the registry knows of a phase: the orders it accepts and its resolver. Who owes what in it is
    `rules.junta.duties` (from public facts only)."""

    phase: Phase
    resolve: Resolver

    @property
    def accepts(self) -> tuple[type[OrderBase], ...]:
        """The order kinds given in this phase: its own (their PHASES name it), then the orders of any phase."""
        return PHASE_ORDERS[self.phase] + ANY_PHASE


REGISTRY: dict[Phase, PhaseRule] = {
    Phase.NOMINATION: PhaseRule(Phase.NOMINATION, nomination.resolve),
    Phase.ELECTION: PhaseRule(Phase.ELECTION, election.resolve),
    Phase.CABINET: PhaseRule(Phase.CABINET, cabinet.resolve),
    Phase.BUDGET_DRAW: PhaseRule(Phase.BUDGET_DRAW, budget_draw.resolve),
    Phase.BUDGET_PROPOSAL: PhaseRule(Phase.BUDGET_PROPOSAL, budget_proposal.resolve),
    Phase.BUDGET_VOTE: PhaseRule(Phase.BUDGET_VOTE, budget_vote.resolve),
    Phase.MINISTER_DECISION: PhaseRule(Phase.MINISTER_DECISION, minister.resolve),
    Phase.LOCATIONS: PhaseRule(Phase.LOCATIONS, locations.resolve),
    Phase.COUP: PhaseRule(Phase.COUP, coup.resolve),
    Phase.AFTERMATH: PhaseRule(Phase.AFTERMATH, aftermath.resolve),
}


def new_game(
    names: Sequence[str],
    seed: str,
    variant: str = "web",
    short_game: str = "off",
    options: Options | None = None,
    president: int | None = None,
) -> GameState | tuple[Rejection, ...]:
    """A game in its first phase: shuffled decks from the seed; web: the nomination phase, every family with
    nothing; classic: five cards dealt to each family and the first election open. The families sit in the order
    given (`names`: join order), but for a two-player Mini-Junta, whose first President (`president`, an index into
    `names`; None: lot) sits first (VARIANTS 10.1.4); the straw men after the real players."""
    v = VARIANTS.get(variant)
    if v is None:
        return refuse("no_such_variant", typed=variant, known_either=list(VARIANTS))
    count = player_count_problem(v, len(names))
    if count is not None:
        return (count,)
    chosen = options if options is not None else Options(short_game=short_game)
    problem = check_options(v, chosen)
    if problem is not None:
        return (problem,)
    clean = [n.strip() for n in names]
    if any(not n for n in clean) or len({n.lower() for n in clean}) != len(clean):
        return refuse("family_names")
    if president is not None and not (v.straw_men and len(clean) == 2 and 0 <= president < len(clean)):
        return refuse("first_president")
    rng = random.Random(f"{seed}:setup")
    money_deck = build_money_deck(rng, v.money_extras)
    political_deck = shuffled_deck(rng, v.deck)
    first: int | None = None
    if v.straw_men and len(clean) == 2:
        # No first election with two players: the game's creator names the President, else lot (10.2.4). He sits
        # first (10.1.4): he draws and moves first in round 1.
        first = president if president is not None else rng.randrange(2)
        clean = [clean[first], clean[1 - first]]
    players = [Player(i, n) for i, n in enumerate(clean)]
    if v.straw_men:
        # Mini-Junta (VARIANTS 10.1.3-10.1.4, 11.1): three straw men with two players, two with three; they take the
        # first family symbols left free, after the real players' seats.
        n_straw = 3 if len(clean) == 2 else 2
        players += [Player(len(clean) + i, n, straw=True) for i, n in enumerate(straw.straw_names(clean)[:n_straw])]
    state = GameState(
        variant=variant,
        players=tuple(players),
        money_deck=money_deck,
        political_deck=political_deck,
        stats=new_stats(len(players)),
        options=chosen,
    )
    if v.nomination_phase:
        return state
    # Classic (VARIANTS 3.1.3, 3.2.1): five cards each at set-up, in seat order, then the first election at once.
    ctx = Ctx(state, rng)
    for p in state.players:
        ctx.draw_cards(p.id, v.setup_cards)
    if v.straw_men:
        straw.set_up(ctx)
        if first is not None:
            ctx.update(president=0, opposition=1)
            ctx.set_seat(Office.PRESIDENT, 0)
            ctx.stat(0, terms=1)
            ctx.say("president_named", PUBLIC, president=0)
            start_turn(ctx)
            return ctx.s
    everyone = tuple(p.id for p in state.players if not p.straw)
    ctx.update(
        phase=Phase.ELECTION,
        candidates=everyone,
        election=Election(ElectionKind.FIRST, everyone, resume=Phase.CABINET),
    )
    return ctx.s


def owed(state: GameState) -> frozenset[int]:
    """Players who owe an order this phase, computed from public facts only (`rules.junta.duties`)."""
    return duties.owes(state)


def _latest(orders: Sequence[Submitted]) -> list[Submitted]:
    """The last order of each (player, key) counts, in a canonical order: the order in which orders were stored
    does not matter."""
    canon = sorted(orders, key=lambda s: (s.time, s.player, s.order.key(), repr(s.order)))
    latest: dict[tuple[int, str], Submitted] = {}
    for s in canon:
        latest[(s.player, s.order.key())] = s
    return sorted(latest.values(), key=lambda s: (s.time, s.player, s.order.key()))


def _by_time(kept: Sequence[Submitted], rng: random.Random) -> list[Submitted]:
    """Resolution order: order time; equal times by lot."""
    lots = {id(s): rng.random() for s in kept}
    return sorted(kept, key=lambda s: (s.time, lots[id(s)]))


def adjudicate(state: GameState, orders: Sequence[Submitted], seed: str) -> Resolution:
    """Resolve the current phase. Invalid orders lapse (their givers are told why); missing orders take
    their defaults (RULES 7)."""
    if state.over:
        return Resolution(state, ())
    rng = random.Random(f"{seed}")
    ctx = Ctx(state, rng)
    checked: list[Submitted] = []
    for sub in _latest(orders):
        problems = validate(state, sub.player, sub.order)
        if problems:
            why = {**problems[0].data, "code": problems[0].code, "message": problems[0].message}
            ctx.say("order_lapsed", to(sub.player), reason=problems[0].code, why=why)
        else:
            checked.append(sub)
    if rules_of(state).straw_men:
        checked = straw.heeded(state, checked)  # a straw man without a leader now takes his defaults (10.6)
    valid = _by_time(checked, rng)
    # Standing orders take effect at once.
    for sub in valid:
        if isinstance(sub.order, ExecuteOnReturn):
            ctx.update(minister_return_list=sub.order.players)
        elif isinstance(sub.order, BrotherInLawChoice):
            ctx.update(bil_preference=sub.order.offices)
    # Card plays and discards resolve first.
    for sub in valid:
        if isinstance(sub.order, PlayCard) and not _standing(sub.order):
            cardplay.play(ctx, sub.player, sub.order)
        elif isinstance(sub.order, Discard):
            held = ctx.player(sub.player).hand + ctx.player(sub.player).influence
            mine = tuple(c for c in sub.order.cards if c in held)
            if mine:
                ctx.discard_cards(sub.player, mine)
                ctx.say("discarded", to(sub.player), cards=list(mine))
    REGISTRY[state.phase].resolve(ctx, valid)
    _after(ctx, valid)
    ctx.update(seq=ctx.s.seq + 1)
    return Resolution(ctx.s, tuple(ctx.events))


def _standing(order: PlayCard) -> bool:
    return card(order.card).key in cardplay.STANDING


def _after(ctx: Ctx, valid: Sequence[Submitted]) -> None:
    """Resignation, returns from exile, then the next phase."""
    for sub in valid:
        if isinstance(sub.order, ReturnFromExile) and ctx.player(sub.player).status is Status.EXILED:
            if ctx.s.coup is None or (ctx.s.phase is not Phase.COUP and rules_of(ctx.s).return_any_time):
                # Classic (VARIANTS 5.7.4): any time, a coup begun in this phase too (at the Minister's mercy).
                return_from_exile(ctx, sub.player, sub.order.bribe)
            elif ctx.s.phase is not Phase.COUP:  # the coup phase handles its own returns
                ctx.say("lapsed_return_in_coup", to(sub.player))
    if ctx.game_over is not None:
        end_game(ctx, ctx.game_over)
        return
    if ctx.s.coup is not None and any(isinstance(sub.order, Resign) for sub in valid):
        ctx.say("lapsed_resign_in_coup", to(ctx.s.president))
    resigning = None if ctx.s.coup is not None else (
        ctx.s.president
        if any(isinstance(sub.order, Resign) and sub.player == ctx.s.president for sub in valid)
        else None
    )
    resume = ctx.next_phase or Phase.CABINET
    if (ctx.president_died or resigning is not None) and rules_of(ctx.s).straw_men:
        if resigning is not None:
            ctx.say("resigned", PUBLIC, president=resigning, form="straw")
            president_falls(ctx)
        choices = {sub.player: sub.order.player for sub in valid if isinstance(sub.order, PresidentChoice)}
        straw.choose_president(ctx, choices)  # Mini-Junta: no election (VARIANTS 10.4)
        if ctx.new_turn:
            start_turn(ctx)
        else:
            ctx.update(phase=resume)
        return
    if ctx.president_died or resigning is not None:
        kind = ElectionKind.EMERGENCY if ctx.president_died else ElectionKind.RESIGNATION
        cands = tuple(p.id for p in ctx.s.players if p.alive and not p.rebel)
        if not cands:
            cands = tuple(p.id for p in ctx.s.players if p.alive)
        ctx.update(
            phase=Phase.ELECTION,
            election=Election(kind, cands, 0, resume, ctx.new_turn, resigning),
        )
        if resigning is not None:
            ctx.say("resigned", PUBLIC, president=resigning, form="election")
        else:
            ctx.say("election_called", PUBLIC, form="dead")
        return
    if ctx.new_turn:
        start_turn(ctx)
        return
    ctx.update(phase=resume)
