"""What a player's command sees of one of his games, read in one query: `PlayerGame` (his seat, the phase's state,
his orders, the deadline, his view), and which of his games a command is about (`choose_game`).

A player's command (an order, Done, his Status Page, an autocomplete) is one trip to the database for all of
this: `ReadTx.player_games` reads each of his live games with its current snapshot, actions, deadline, Done marks
and his orders in one statement. The state, his view and his decoded orders are computed when first asked for.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cached_property

from bot import names
from bot.games.junta import parsers
from bot.games.junta.services.results import Status
from bot.games.junta.services.snapshots import decode_order, state_with_actions
from bot.games.junta.text.duties import owed as owed_says
from bot.services.results import _Fail
from bot.store import DeadlineRow, GameRow, GameStatus, OrderRow, PlayerGameRow, ReadTx, SeatRow
from bot.text.i18n import listing, t
from bot.text.say import Say, words
from rules.junta import straw
from rules.junta.duties import missing
from rules.junta.engine import owed
from rules.junta.orders import Order, ProposeBudget, Submitted
from rules.junta.state import GameState
from rules.junta.variants import rules_of
from rules.junta.views import PlayerView, player_view

__all__ = ["LIVE", "PUBLIC_ORDERS", "PlayerGame", "choose_game", "led"]

LIVE = (GameStatus.FORMING, GameStatus.RUNNING, GameStatus.PAUSED)
PUBLIC_ORDERS = ("budget", "nominate:%")
"""The kind_keys (SQL LIKE patterns) of the orders a command reads beside the player's own (`ReadTx.player_games`):
the President's budget proposal (`ProposeBudget`: the cash it adds is locked) and nominations (`Nominate`: public
acts, which a second needs)."""


def several_games(games: Sequence[tuple[int, str]]) -> Say:
    """He plays in several games: which one?"""
    named = [f"{name} (#{game_id})" for game_id, name in games]
    return words("reply-several-games", games=lambda locale: listing(locale, named))


def acting_for(mine: PlayerGame, text: str) -> PlayerGame:
    """His game, acting for the straw man `text` names; `_Fail` unless that straw man's faction is his to lead."""
    state = mine.state
    key = parsers.fold(text.strip())
    found = [p for p in state.players if p.straw and parsers.fold(p.name) == key]
    found = found or [p for p in state.players if p.straw and names.finds(text.strip(), p.name)]
    if not found:
        straws = [p.name for p in state.players if p.straw]
        known: Say = lambda locale: listing(locale, straws, empty=t(locale, "list-nobody"))  # noqa: E731
        raise _Fail("no_such_straw_man", words("reply-no-such-straw-man", name=text.strip(), straw_men=known))
    pid = found[0].id
    head = straw.leader(state, pid)
    if head != mine.seat.seat:
        faction = found[0].faction or ""
        why = (
            words("reply-straw-man-no-faction")
            if found[0].faction is None
            else words("reply-straw-man-led-by", faction=faction, leader=state.players[head].name)
            if head is not None
            else words("reply-straw-man-leader-away", faction=faction)
        )
        raise _Fail("not_your_straw_man", words("reply-not-your-straw-man", name=found[0].name, why=why))
    return PlayerGame(mine.row, pid)


class PlayerGame:
    """One of a player's games as his command sees it (`row`: what the store read)."""

    def __init__(self, row: PlayerGameRow, acting: int | None = None) -> None:
        self.row = row
        self.acting = acting  # Mini-Junta: the straw man the command is for (VARIANTS 10.6), else None
        self.straw_rows: dict[int, tuple[OrderRow, ...]] = {}  # the orders of the straw men he leads (`led`)

    @property
    def acting_seat(self) -> int:
        """The seat the command acts in: his own, or the straw man's he gives it for."""
        return self.seat.seat if self.acting is None else self.acting

    @property
    def game(self) -> GameRow:
        return self.row.game

    @property
    def seat(self) -> SeatRow:
        return self.row.seat

    @property
    def deadline(self) -> DeadlineRow | None:
        return self.row.deadline

    @property
    def started(self) -> bool:
        return self.row.snapshot is not None and self.game.status is not GameStatus.FORMING

    @cached_property
    def state(self) -> GameState:
        """The phase's state: its snapshot with its actions applied (the game must have started)."""
        snap = self.row.snapshot
        if snap is None:
            raise _Fail("not_started", words("reply-game-not-started", game=self.game.name))
        return state_with_actions(self.game.id, self.game.phase_seq, snap.state, self.row.actions)

    @cached_property
    def view(self) -> PlayerView:
        return player_view(self.state, self.acting_seat)

    @cached_property
    def orders(self) -> tuple[tuple[OrderRow, Order], ...]:
        """His orders standing in the phase, by time (acting for a straw man whose orders were read (`led`): that
        straw man's)."""
        rows = self.straw_rows.get(self.acting, self.row.orders) if self.acting is not None else self.row.orders
        return tuple((r, decode_order(r.payload)) for r in rows)

    @property
    def straw_orders(self) -> dict[int, list[Order]]:
        """The orders standing in the seats of the straw men he leads (read by `led`)."""
        return {s: [decode_order(r.payload) for r in rows] for s, rows in self.straw_rows.items()}

    def known(self, own: Sequence[OrderRow] | None = None) -> tuple[Submitted, ...]:
        """The phase's orders this command knows of (`rules.junta.submission`): the standing orders of the seat it acts
        in (`own`: read apart for a straw man's seat; else his own) and everyone's nominations, public acts."""
        rows = {(r.seat, r.kind_key): r for r in (*self.nominations, *(self.row.orders if own is None else own))}
        return tuple(Submitted(r.seat, decode_order(r.payload), r.time) for r in rows.values())

    @cached_property
    def _shown(self) -> tuple[OrderRow, ...]:
        """His orders and the others' public ones (`PUBLIC_ORDERS`), by time."""
        return tuple(sorted((*self.row.orders, *self.row.public), key=lambda r: r.time))

    @property
    def nominations(self) -> tuple[OrderRow, ...]:
        """The phase's standing nominations, his and the others', by time."""
        return tuple(r for r in self._shown if r.kind_key.startswith("nominate:"))

    @cached_property
    def pending(self) -> tuple[Submitted, ...]:
        """The phase's budget proposal, if any: the cash it adds is locked (RULES 4.3)."""
        out = []
        for r in self._shown:
            order = decode_order(r.payload) if r.kind_key == "budget" else None
            if isinstance(order, ProposeBudget):
                out.append(Submitted(r.seat, order, r.time))
        return tuple(out)

    @property
    def names(self) -> tuple[str, ...]:
        """The families, by seat."""
        return tuple(p.name for p in self.state.players)

    @property
    def owes(self) -> bool:
        return self.seat.seat in owed(self.state)

    @property
    def done(self) -> bool:
        return self.seat.seat in self.row.done

    @property
    def status(self) -> Status:
        """His Status Page (or, acting for a straw man, the straw man's: what he owes for him)."""
        own = [decode_order(r.payload) for r in self.row.orders]
        owed = missing(self.state, self.seat.seat, own, self.straw_orders)
        if self.acting is not None:
            owed = tuple(d for d in owed if d.straw == self.acting)
        gaps = owed_says(owed, self.view.public)
        return Status(self.game, self.seat, self.view, self.orders, self.owes, self.done, self.deadline, gaps)


async def led(rx: ReadTx, mine: PlayerGame) -> PlayerGame:
    """Mini-Junta (VARIANTS 10.6): read the orders standing in the seats of the straw men he leads now (one query
    each), for what he owes for them (his Done summary, his Status Page and theirs)."""
    if mine.started and rules_of(mine.state).straw_men:
        for s in straw.led_by(mine.state, mine.seat.seat):
            mine.straw_rows[s] = tuple(await rx.orders_for_phase(mine.game.id, mine.game.phase_seq, seat=s))
    return mine


def choose_game(games: Sequence[PlayerGame], option: str | None) -> PlayerGame:
    """The game a player's command is about: the one the `game` option names, else his only live game (or his only
    game under way, when another is still forming); `_Fail` saying why not. In Mini-Junta the option may also name
    one of his straw men, after a slash ('Republica / Sunglasses', or '/ Sunglasses' in his only game): the command
    is then for that straw man (VARIANTS 10.6)."""
    if option and "/" in option:
        game_part, _, straw_part = option.partition("/")
        chosen = choose_game(games, game_part.strip() or None)
        return acting_for(chosen, straw_part)
    if option:
        try:
            wanted = parsers.game([(g.game.id, g.game.name) for g in games], option)
        except parsers.BadInput as error:
            raise _Fail("which_game", error.say) from error
        return next(g for g in games if g.game.id == wanted)
    if not games:
        raise _Fail("no_game", words("reply-no-game"))
    if len(games) > 1:
        # A game still forming takes no orders: with one game under way, that is the one meant.
        under_way = [g for g in games if g.game.status is not GameStatus.FORMING]
        if len(under_way) == 1:
            return under_way[0]
        raise _Fail("which_game", several_games([(g.game.id, g.game.name) for g in games]))
    return games[0]
