"""Junta's archive (`bot.games.Game.archive`, issue 14): one game read out of the store into an `Archive` (the page
`bot.archive.page` writes): per phase its name, public results, the orders given (as sentences), the private results
with whom they were for, and its pictures (the coup map, the cabinet card, the money deck). Secrets are included only
when `reveal` is true (a finished game, the web GM's final reveal). And a whole game played with random legal orders,
for `python -m bot.archive --simulate` (`simulate`)."""

from __future__ import annotations

import asyncio
import functools
import random
from dataclasses import dataclass

from bot.archive.page import Archive, ArchivePhase, Picture
from bot.clock import FakeClock
from bot.games.junta.services.results import Resolved
from bot.games.junta.services.service import JuntaService
from bot.games.junta.services.snapshots import current_state, decode_order, load_snapshot
from bot.games.junta.text import describe_order, phase_name
from bot.games.junta.text.ending import award_lines
from bot.games.junta.text.news import event_text
from bot.services import Failure
from bot.store import EventRow, GameRow, GameStatus, OrderRow, ReadTx, Store, Visibility
from bot.text.i18n import Locale, t
from render import render_cabinet, render_map, render_money_deck
from rules import codec
from rules.events import Event
from rules.junta.money import total
from rules.junta.state import GameState, Phase
from rules.junta.turns import standings
from rules.junta.views import cabinet_view, coup_map_view, public_view
from rules.junta.votes import total_votes
from rules.simulate import random_orders

__all__ = ["collect", "simulate"]


def _pictures(locale: Locale, seq: int, state: GameState, before: GameState | None) -> tuple[Picture, ...]:
    out: list[Picture] = []
    words = functools.partial(t, locale)
    view = coup_map_view(state)
    if view is not None:
        caption = t(locale, "archive-picture-map", phase=phase_name(locale, state))
        out.append(Picture(f"map-{seq}.png", caption, render_map(view, words)))
    if before is not None and before.phase is Phase.CABINET and state.president is not None:
        caption = t(locale, "archive-picture-cabinet")
        out.append(Picture(f"cabinet-{seq}.png", caption, render_cabinet(cabinet_view(state), words)))
    if before is not None and before.phase is Phase.BUDGET_DRAW:
        money = public_view(state).money
        caption = t(locale, "archive-picture-money")
        out.append(Picture(f"money-{seq}.png", caption, render_money_deck(money, words)))
    return tuple(out)


@dataclass(frozen=True)
class _Stored:
    """One phase as stored: its snapshot's text, and (for a phase that has resolved) its events and orders."""

    seq: int
    snapshot: str
    events: tuple[EventRow, ...] = ()
    orders: tuple[OrderRow, ...] = ()


async def collect(rx: ReadTx, game: GameRow, locale: Locale, public: bool = False) -> Archive:
    """The archive of `game`, written in `locale`. `public`: public facts only (for a game still running); otherwise
    the game must be over and everything is revealed. The rows are read here; decoding them and drawing the pictures
    (seconds for a long game) runs in a worker thread, off the event loop (issue 22)."""
    finished = game.status is GameStatus.FINISHED
    reveal = finished and not public
    seats = await rx.seats(game.id, include_left=False)
    stored: list[_Stored] = []
    for seq in await rx.snapshot_phases(game.id):
        snap = await rx.get_snapshot(game.id, seq)
        if snap is None:
            continue
        if seq >= game.phase_seq:
            stored.append(_Stored(seq, snap.state))
            continue
        events = await rx.list_events(game.id, seq, visible_to_seat=None if reveal else -1)
        orders = await rx.orders_for_phase(game.id, seq) if reveal else []
        stored.append(_Stored(seq, snap.state, tuple(events), tuple(orders)))
    family = {s.seat: s.family for s in seats}
    return await asyncio.to_thread(_assemble, locale, game, family, stored, reveal, finished)


def _assemble(
    locale: Locale, game: GameRow, family: dict[int, str], stored: list[_Stored], reveal: bool, finished: bool
) -> Archive:
    phases: list[ArchivePhase] = []
    awards: tuple[str, ...] = ()
    before: GameState | None = None
    final: GameState | None = None
    turn_cash: list[tuple[str, ...]] = []  # per turn: each family's cash + Swiss account as the turn began
    turn_votes: list[tuple[str, ...]] = []  # per turn: each family's votes as the budget vote opened
    for phase in stored:
        seq = phase.seq
        state = load_snapshot(phase.snapshot)
        final = state
        if state.phase is Phase.BUDGET_VOTE and (not turn_votes or turn_votes[-1][0] != str(state.turn)):
            turn_votes.append((str(state.turn), *(str(total_votes(state, p.id)) for p in state.players)))
        if state.phase is Phase.CABINET and (not turn_cash or turn_cash[-1][0] != str(state.turn)):
            cash = (t(locale, "archive-cash-cell", cash=total(p.pocket), swiss=total(p.bank)) for p in state.players)
            turn_cash.append((str(state.turn), *cash))
        if seq >= game.phase_seq:
            before = state
            continue
        public_texts: list[str] = []
        private: list[tuple[str, str]] = []
        for row in phase.events:
            event = codec.loads(Event, row.payload)
            if row.visibility is Visibility.PUBLIC:
                public_texts.append(event_text(locale, event, tuple(p.name for p in state.players)))
                if event.code == "game_over" and not event.text and isinstance(event.data.get("awards"), list):
                    awards = tuple(award_lines(locale, event.data["awards"], tuple(p.name for p in state.players)))
                elif event.code == "game_over" and "\nAwards:\n" in event.text:  # an older game's stored post
                    awards = tuple(event.text.split("\nAwards:\n", 1)[1].split("\n"))
            elif reveal:
                whom = ", ".join(family.get(p, "?") for p in row.audience) or t(locale, "archive-game-master")
                private.append((whom, event_text(locale, event, tuple(p.name for p in state.players))))
        orders: list[tuple[str, str]] = []
        if reveal:
            names = tuple(p.name for p in state.players)
            for o in phase.orders:
                orders.append((family.get(o.seat, "?"), describe_order(locale, names, decode_order(o.payload))))
        pictures = _pictures(locale, seq, state, before)  # as the phase opened: what its players saw
        name = phase_name(locale, state)
        phases.append(ArchivePhase(seq, name, tuple(public_texts), tuple(orders), tuple(private), pictures))
        before = state
    ranking: tuple[str, ...] = ()
    if final is not None and (final.over or finished):  # a game a moderator ended ranks as it stood
        standing = final.ranking if final.over else standings(final)
        ranking = tuple(
            t(locale, "archive-ranking", rank=s.rank, name=final.players[s.player].name, swiss=s.swiss)
            for s in standing
        )
    stats: tuple[tuple[str, ...], ...] = ()
    if reveal and final is not None:
        by_player = {st.player: st for st in final.stats}
        columns = ("family", "kills", "deaths", "terms", "budgets", "rebellions", "exiles")
        head = tuple(t(locale, f"archive-column-{c}") for c in columns)
        table: list[tuple[str, ...]] = [head]
        for p in final.players:
            st = by_player.get(p.id)
            if st is not None:
                table.append(
                    (p.name, *map(str, (st.kills, st.deaths, st.terms, st.budgets_passed, st.rebellions, st.exiles)))
                )
        stats = tuple(table)
    families = tuple(family[s] for s in sorted(family))
    turn = t(locale, "archive-column-turn")
    cash_table = ((turn, *families), *turn_cash) if reveal and turn_cash else ()
    votes_table = ((turn, *families), *turn_votes) if turn_votes else ()  # votes are public (offices, influence)
    return Archive(
        game.name, families, tuple(phases), ranking, reveal, finished, stats, cash_table, votes_table, awards, locale
    )


async def simulate(store: Store, players: int, seed: str, name: str) -> int:
    """Play a whole game named `name` with random legal orders through the real service and store; its id."""
    clock = FakeClock(1_700_000_000)
    service = JuntaService(store, clock, fixed_seed=seed)
    rng = random.Random(seed)
    game = await service.create_game(guild_id=1, channel_id=1, name=name, seed=seed)
    assert not isinstance(game, Failure)
    for i in range(players):
        await service.join(game.id, 1000 + i, f"Family{i}")
    started = await service.start(game.id)
    assert not isinstance(started, Failure)
    users = {s.seat: s.user_id for s in started.seats}
    for _ in range(600):
        status = await service.public_status(game.id)
        if isinstance(status, Failure) or status.game.status is not GameStatus.RUNNING:
            break
        async with store.read() as rx:
            row = await rx.get_game(game.id)
            assert row is not None
            state = await current_state(rx, row)
        for sub in random_orders(state, rng, miss=0.1):
            await service.submit_order(game.id, users[sub.player], sub.order)
        clock.advance(1)
        got = await service.resolve_phase(game.id)
        if not isinstance(got, Resolved) or got.finished:
            break
    return game.id
