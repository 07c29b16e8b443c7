"""The turn's frame: a new turn begins (dead players return, cards are drawn), and the game ends."""

from __future__ import annotations

from rules.events import PUBLIC, to
from rules.junta import straw
from rules.junta.context import Ctx
from rules.junta.money import total
from rules.junta.state import BankState, Draws, Election, ElectionKind, GameState, Phase, Standing, Status
from rules.junta.variants import rules_of

TURN_CARDS = 2


def draw_order(state: GameState) -> tuple[int, ...]:
    """Who draws the round's cards first: seat order (web); classic and Mini-Junta (VARIANTS 5.1.2, 001 §5): the
    President first, then the others in seat order from him (seat order when there is no President)."""
    seats = tuple(p.id for p in state.players)
    first = state.president
    if first is None or not rules_of(state).draws_from_president:
        return seats
    return seats[first:] + seats[:first]


def start_turn(ctx: Ctx) -> None:
    """A new turn: per-turn flags reset, dead players return (4.1.1), everyone draws (4.1.2), then the cabinet
    (or an election first if there is no President)."""
    s = ctx.s
    if rules_of(s).straw_men and s.turn >= 1:
        straw.pass_cash(ctx, end_of_round=True)  # no straw man ends a round with money (VARIANTS 10.7.3, 11.6)
    shorten(ctx)
    s = ctx.s
    ctx.update(
        turn=s.turn + 1,
        bank=BankState.OPEN,
        coup_excuse=False,
        excuse_from_budget=False,
        chamber_seized=False,
        new_weapons=None,
        church_desecrated=False,
        farmers_strike=False,
        authority_disputed=False,
        draws=Draws(),
        swapped=(),
        budget=None,
        budget_round=0,
        vote=None,
        first_rebel=None,
    )
    returning: set[int] = set()
    for p in ctx.s.players:
        changes: dict[str, object] = {"location": None, "rebel": False}
        if p.status is Status.DEAD:
            changes["status"] = Status.ALIVE
            changes["returned_turn"] = ctx.s.turn
            returning.add(p.id)
            ctx.say("respawn", PUBLIC, player=p.id)
        ctx.set_player(p.id, **changes)
    first = ctx.s.turn == 1
    v = rules_of(ctx.s)
    for pid in draw_order(ctx.s):
        p = ctx.player(pid)
        if p.status is Status.EXILED:
            continue
        n = v.first_turn_cards if first else (v.returning_cards if p.id in returning else TURN_CARDS)
        drawn = ctx.draw_cards(p.id, n)
        if drawn:
            ctx.say("cards_drawn", to(p.id), cards=list(drawn))
    ctx.say("turn_begins", PUBLIC, turn=ctx.s.turn)
    if ctx.s.president is None and rules_of(ctx.s).straw_men and ctx.s.turn > 1:
        # Mini-Junta (VARIANTS 10.4): a presidency left vacant is chosen as soon as it may be, here when the dead
        # return; never by an election.
        straw.choose_president(ctx)
    if ctx.s.president is None and rules_of(ctx.s).straw_men and ctx.s.turn > 1:
        ctx.update(phase=Phase.CABINET)
        return
    if ctx.s.president is None:
        cands = tuple(p.id for p in ctx.s.players if p.alive)
        ctx.update(
            phase=Phase.ELECTION,
            election=Election(ElectionKind.VACANCY, cands, resume=Phase.CABINET),
        )
        ctx.say("election_called", PUBLIC, form="vacant")
        return
    ctx.update(phase=Phase.CABINET)


SHORT_GAME_BILLS = 4


def shorten(ctx: Ctx) -> None:
    """Classic's optional shorter game (VARIANTS 7.5, 001 §2.3 "Regelalternative"): after the last phase of a round
    the top 4 bills go out of play unseen; `every_round` (the ruling for "the short game") or only after a round
    with a coup (`coup_rounds`, the literal text)."""
    s = ctx.s
    if s.turn < 1 or s.options.short_game == "off":
        return
    if s.options.short_game == "coup_rounds" and s.first_rebel is None:
        return
    gone, rest = s.money_deck[:SHORT_GAME_BILLS], s.money_deck[SHORT_GAME_BILLS:]
    if not gone:
        return
    ctx.update(money_deck=rest)
    ctx.out_of_play(gone)
    ctx.say("short_game", PUBLIC, bills=len(gone), count=len(gone))


def standings(state: GameState) -> tuple[Standing, ...]:
    """The ranking by money in the Swiss account (RULES 6: "Most money in the Swiss account wins; equal totals share
    the win"); only real players rank (Mini-Junta's straw men have nothing to win with, VARIANTS 10.7.5)."""
    totals = sorted(((total(p.bank), p.id) for p in state.players if not p.straw), key=lambda t: (-t[0], t[1]))
    ranking: list[Standing] = []
    for i, (swiss, pid) in enumerate(totals):
        rank = ranking[-1].rank if ranking and ranking[-1].swiss == swiss else i + 1
        ranking.append(Standing(rank, pid, swiss))
    return tuple(ranking)


def end_game(ctx: Ctx, reason: str) -> None:
    """The game ends (RULES 6): most money in the Swiss account wins; equal totals share the win. When every
    family died in one terror phase (classic, VARIANTS 5.8.6) nobody wins: the ranking is shown, without winners."""
    ranking = standings(ctx.s)
    ctx.update(phase=Phase.GAME_OVER, ranking=ranking, election=None)
    winners = [] if ctx.nobody_wins else [st.player for st in ranking if st.rank == 1]
    ctx.say(
        "game_over",
        PUBLIC,
        reason=reason,
        form=reason if reason in GAME_OVER_REASONS else "other",
        winners=winners,
        ranking=[{"rank": st.rank, "player": st.player, "swiss": st.swiss} for st in ranking],
        awards=[{"award": stat, "players": players, "count": n} for stat, players, n in awards(ctx)],
    )


GAME_OVER_REASONS = ("foreign_aid", "aid", "all_dead")
"""Why the game ended, as the phases say it (`Ctx.game_over`): the Foreign Aid money ran out (web), the aid money
ran out (the board game), every family died in one terror phase (classic); the form of the end post that tells it."""


# The end awards (RULES 6: "awards drawn from the game's statistics"), by the statistic each counts; their titles
# are the bot's (award-<statistic> in events-engine.ftl). Only public facts are used: kills, deaths, terms as
# President, budgets passed, rebellions, exiles.
AWARDS: tuple[str, ...] = ("kills", "deaths", "terms", "budgets_passed", "rebellions", "exiles")


def awards(ctx: Ctx) -> list[tuple[str, list[int], int]]:
    """Each award (its statistic) with its winners (ties share) and their count; an award nobody earned is not
    given."""
    out: list[tuple[str, list[int], int]] = []
    for stat in AWARDS:
        values = {st.player: int(getattr(st, stat)) for st in ctx.s.stats}
        best = max(values.values(), default=0)
        if best > 0:
            out.append((stat, sorted(p for p, v in values.items() if v == best), best))
    return out

