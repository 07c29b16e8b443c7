"""The use cases the Discord layer needs on top of `GameService`: lookups by channel and user, the public status,
the coup map's view, speeches and trade offers. No discord import.

Trade offers are kept in the store's `meta` table (key `trade:<id>`, a JSON object) so that an offer's Accept
button still works after a restart; accepting runs the engine's trade in the same transaction that marks the
offer taken, so a double click trades once.

The budget debate has a thread per turn: a resolution that makes the public budget proposal also queues a `thread`
outbox row (the transport posts it in the channel and opens the turn's thread from that post), and the vote's tally
goes there too. The thread's id is kept in `meta` (key `thread:<game id>:<turn>`) by `set_budget_thread`.
"""

from __future__ import annotations

import json
import uuid
from dataclasses import dataclass, field, replace

from bot.services import (
    MAX_TEXT_CHARS,
    ActionDone,
    Failure,
    GameService,
    Seen,
    _Fail,
    current_state,
    load_snapshot,
)
from bot.store import DeadlineRow, GameRow, GameStatus, ReadTx, SeatRow, Tx
from bot.text import budget_debate_text, budget_tally_text, budget_thread_name
from rules.actions import check
from rules.cards import DECK
from rules.engine import Resolution, owed
from rules.mapview import CoupMapView
from rules.money import total
from rules.orders import GiveCash, Trade
from rules.state import GameState
from rules.views import PublicView, coup_map_view, public_view

__all__ = ["THREAD", "BotService", "PublicStatus", "TradeOffer"]

LIVE = (GameStatus.FORMING, GameStatus.RUNNING, GameStatus.PAUSED)
THREAD = "thread"
"""The outbox kind of a post in a turn's budget debate thread: target the game's channel; payload `text`, `turn`,
`name` (the thread's) and `open` (true: open the thread from this post in the channel if the turn has none yet;
false: post only in an existing thread)."""


@dataclass(frozen=True)
class PublicStatus:
    """What anyone in the game channel may know: the seats, the public view, who has not marked done."""

    game: GameRow
    seats: tuple[SeatRow, ...]
    view: PublicView | None = field(repr=False)  # None while forming
    waiting: tuple[str, ...]  # families who owe orders and have not marked them done
    deadline: DeadlineRow | None


@dataclass(frozen=True)
class TradeOffer:
    id: str
    game_id: int
    offerer: int  # seats
    to: int
    give_cash: int = 0
    give_cards: tuple[int, ...] = ()
    get_cash: int = 0
    get_cards: tuple[int, ...] = ()
    status: str = "open"  # open | accepted
    turn: int | None = None  # R: an offer lapses when its turn ends (None: made before offers recorded it)

    def trade(self) -> Trade:
        return Trade(self.offerer, self.to, self.give_cash, self.give_cards, self.get_cash, self.get_cards)

    def to_json(self) -> str:
        return json.dumps(
            {
                "id": self.id,
                "game_id": self.game_id,
                "offerer": self.offerer,
                "to": self.to,
                "give_cash": self.give_cash,
                "give_cards": list(self.give_cards),
                "get_cash": self.get_cash,
                "get_cards": list(self.get_cards),
                "status": self.status,
                "turn": self.turn,
            }
        )

    @classmethod
    def from_json(cls, text: str) -> TradeOffer:
        d = json.loads(text)
        return cls(
            str(d["id"]),
            int(d["game_id"]),
            int(d["offerer"]),
            int(d["to"]),
            int(d["give_cash"]),
            tuple(int(c) for c in d["give_cards"]),
            int(d["get_cash"]),
            tuple(int(c) for c in d["get_cards"]),
            str(d["status"]),
            None if d.get("turn") is None else int(d["turn"]),
        )


class BotService(GameService):
    """`GameService` plus the lookups and small use cases of the Discord layer."""

    # --- lookups ----------------------------------------------------------------------------------------
    async def game_in_channel(self, channel_id: int) -> GameRow | None:
        """The channel's game that has not finished, if any."""
        async with self.store.read() as rx:
            return await rx.game_by_channel(channel_id)

    async def get_game(self, game_id: int) -> GameRow | None:
        async with self.store.read() as rx:
            return await rx.get_game(game_id)

    async def games_of_user(self, user_id: int, *, live_only: bool = True) -> list[tuple[GameRow, SeatRow]]:
        async with self.store.read() as rx:
            return await rx.games_of_user(user_id, statuses=LIVE if live_only else None)

    async def public_status(self, game_id: int) -> PublicStatus | Failure:
        async def body(rx: ReadTx) -> PublicStatus:
            game = await self._game(rx, game_id)
            seats = tuple(await rx.seats(game.id))
            if game.status is GameStatus.FORMING or await rx.get_snapshot(game.id, game.phase_seq) is None:
                return PublicStatus(game, seats, None, (), None)
            state = await current_state(rx, game)
            done = await rx.done_seats(game.id, game.phase_seq)
            waiting = tuple(state.players[s].name for s in sorted(owed(state) - done))
            return PublicStatus(game, seats, public_view(state), waiting, await rx.get_deadline(game.id))

        return await self._read(body)

    async def coup_map(self, game_id: int) -> CoupMapView | Failure | None:
        """The current coup map (None when there is no coup)."""

        async def body(rx: ReadTx) -> CoupMapView | None:
            game = await self._game(rx, game_id, GameStatus.RUNNING, GameStatus.PAUSED, GameStatus.FINISHED)
            if await rx.get_snapshot(game.id, game.phase_seq) is None:
                return None
            state = await current_state(rx, game)
            if state.coup is None:
                return None
            deadline = await rx.get_deadline(game.id)
            when = ""
            if deadline is not None and deadline.due_at is not None:
                from datetime import UTC, datetime

                when = datetime.fromtimestamp(deadline.due_at, UTC).strftime("%Y-%m-%d %H:%M UTC")
            return coup_map_view(state, when)

        return await self._read(body)

    # --- speeches -------------------------------------------------------------------------------------------
    async def speech(self, game_id: int, user_id: int, text: str) -> SeatRow | Failure:
        """Post a player's speech in the game channel under his family's name."""
        words = text.strip()
        if not words:
            return Failure("empty_speech", "Say something: the speech is empty.")
        if len(words) > MAX_TEXT_CHARS - 100:
            return Failure("long_speech", f"A speech has at most {MAX_TEXT_CHARS - 100} characters.")

        async def body(tx: Tx, now: int) -> SeatRow:
            game = await self._game(tx, game_id, *LIVE)
            seat = await self._seat(tx, game, user_id)
            quoted = "\n".join(f"> {line}" for line in words.split("\n"))
            await self._post(tx, game, f"**The {seat.family} family speaks:**\n{quoted}", topic="speech", now=now)
            return seat

        return await self._write(body)

    # --- trades ---------------------------------------------------------------------------------------------
    async def offer_trade(
        self,
        game_id: int,
        user_id: int,
        to: int,
        *,
        give_cash: int = 0,
        give_cards: tuple[int, ...] = (),
        get_cash: int = 0,
        get_cards: tuple[int, ...] = (),
        seen: Seen | None = None,
    ) -> TradeOffer | Failure:
        """Offer a trade to the player in seat `to`; he gets a DM with an Accept button. Only the offerer's side
        is checked now (the other side is his secret); the whole trade is checked when it is accepted."""
        if min(give_cash, get_cash) < 0:
            return Failure("bad_trade", "Amounts of money cannot be negative.")
        if not (give_cash or give_cards or get_cash or get_cards):
            return Failure("empty_trade", "The trade moves nothing: say what you give and what you want.")
        unknown = [c for c in (*give_cards, *get_cards) if not 0 <= c < len(DECK)]
        if unknown:
            return Failure(
                "no_such_card", f"No offer made: there is no card #{unknown[0]} (cards are #0-#{len(DECK) - 1})."
            )

        async def body(tx: Tx, now: int) -> TradeOffer:
            game = await self._game_seen(tx, game_id, seen, GameStatus.RUNNING, GameStatus.PAUSED)
            seat = await self._seat(tx, game, user_id)
            seats = {s.seat: s for s in await tx.seats(game.id)}
            if to not in seats or to == seat.seat:
                raise _Fail("bad_trade", "Offer a trade to another player of this game.")
            state = await current_state(tx, game)
            me = state.players[seat.seat]
            if any(c not in me.hand for c in give_cards) or len(set(give_cards)) != len(give_cards):
                raise _Fail("not_in_hand", "You can only offer cards from your hand.")
            if give_cash > total(me.pocket):
                raise _Fail("no_cash", "You do not have that much cash.")
            if give_cash or give_cards:
                pending = await self._pending(tx, game)
                # His own cash first, as a gift of it would be checked: the refusal may describe his own bills.
                problems = check(state, seat.seat, GiveCash(to, give_cash), pending) if give_cash else ()
                problems = problems or check(state, to, Trade(seat.seat, to, give_cash, give_cards), pending)
                if problems and problems[0].code not in ("hand_limit",):
                    raise _Fail(problems[0].code, problems[0].message, problems)
            offer = TradeOffer(
                uuid.uuid4().hex[:12],
                game.id,
                seat.seat,
                to,
                give_cash,
                give_cards,
                get_cash,
                get_cards,
                turn=state.turn,
            )
            await tx.set_meta(f"trade:{offer.id}", offer.to_json())
            names = {s: state.players[s].name for s in range(len(state.players))}
            text = (
                f"The {names[seat.seat]} family offers you a trade: they give {_side(give_cash, give_cards)}; "
                f"they ask for {_side(get_cash, get_cards)}. Press Accept to trade now (the offer lasts until the "
                "end of this turn)."
            )
            await tx.enqueue_outbox(
                game_id=game.id,
                phase_seq=game.phase_seq,
                kind="dm",
                target=seats[to].user_id,
                payload=json.dumps({"text": text, "topic": "trade", "game": game.name, "trade_offer": offer.id}),
                now=now,
            )
            return offer

        return await self._write(body)

    async def get_trade(self, offer_id: str) -> TradeOffer | None:
        async with self.store.read() as rx:
            text = await rx.get_meta(f"trade:{offer_id}")
        return None if text is None else TradeOffer.from_json(text)

    async def accept_trade(self, offer_id: str, user_id: int, *, seen: Seen | None = None) -> ActionDone | Failure:
        """Accept a trade offered to me: it happens at once, in the phase I saw (refused if it has closed)."""

        async def body(tx: Tx, now: int) -> ActionDone:
            text = await tx.get_meta(f"trade:{offer_id}")
            if text is None:
                raise _Fail("no_such_trade", "That trade offer no longer exists.")
            offer = TradeOffer.from_json(text)
            if offer.status != "open":
                raise _Fail("trade_taken", "That trade has already been accepted.")
            game = await self._game_seen(tx, offer.game_id, seen, GameStatus.RUNNING, GameStatus.PAUSED)
            seat = await self._seat(tx, game, user_id)
            if seat.seat != offer.to:
                raise _Fail("not_yours", "Only the player the trade was offered to can accept it.")
            state = await current_state(tx, game)
            if offer.turn is not None and offer.turn != state.turn:
                raise _Fail("trade_lapsed", "That offer has lapsed: a trade offer lasts until the end of its turn.")
            done = await self._apply(tx, game, seat.seat, state, offer.trade(), now)
            await tx.set_meta(f"trade:{offer.id}", replace(offer, status="accepted").to_json())
            return done

        return await self._write(body)

    # --- the budget debate: a thread per turn -----------------------------------------------------------------
    async def _after_results(self, tx: Tx, game: GameRow, phase_seq: int, result: Resolution, now: int) -> None:
        """A public budget proposal also opens (or continues) the turn's debate thread, and the vote's tally is
        posted there too (the channel has both in the phase's results). Queued before the next phase's opening,
        so the thread is there when the vote is announced."""
        turn = result.state.turn
        known = await tx.get_meta(_thread_key(game.id, turn)) is not None
        opened = False
        for event in result.events:
            if not event.audience.public or event.code not in ("budget_proposed", "budget_vote"):
                continue
            proposal = event.code == "budget_proposed"
            if proposal:
                text = budget_debate_text(turn, event.text, first=not (known or opened))
                opened = True
            else:
                text = budget_tally_text(event.text)
            await tx.enqueue_outbox(
                game_id=game.id,
                phase_seq=phase_seq,
                kind=THREAD,
                target=game.channel_id,
                payload=json.dumps(
                    {
                        "text": text[:MAX_TEXT_CHARS],
                        "topic": "budget_debate",
                        "turn": turn,
                        "name": budget_thread_name(game.name, turn),
                        "open": proposal,
                    }
                ),
                now=now,
            )

    async def budget_thread(self, game_id: int, turn: int) -> int | None:
        """The id of the game's budget debate thread of `turn`, once the transport has opened it."""
        async with self.store.read() as rx:
            text = await rx.get_meta(_thread_key(game_id, turn))
        return None if text is None else int(text)

    async def set_budget_thread(self, game_id: int, turn: int, thread_id: int) -> None:
        async def body(tx: Tx, now: int) -> None:
            await tx.set_meta(_thread_key(game_id, turn), str(thread_id))

        await self._write(body, notify=False)

    # --- the coup map each coup phase -------------------------------------------------------------------------
    async def _open_phase(self, tx: Tx, game: GameRow, state: GameState, phase_seq: int, now: int) -> DeadlineRow:
        """Open the phase as `GameService` does; during a coup also queue the phase's map for the channel (the
        delivery draws it from the phase's snapshot when it sends the row)."""
        deadline = await super()._open_phase(tx, game, state, phase_seq, now)
        if state.coup is not None:
            await tx.enqueue_outbox(
                game_id=game.id,
                phase_seq=phase_seq,
                kind="channel",
                target=game.channel_id,
                payload=json.dumps({"text": "The city now:", "topic": "map", "map_phase": phase_seq}),
                now=now,
            )
        return deadline

    async def coup_map_at(self, game_id: int, phase_seq: int) -> CoupMapView | None:
        """The coup map as the phase `phase_seq` opened (None without a coup or a snapshot)."""
        async with self.store.read() as rx:
            snap = await rx.get_snapshot(game_id, phase_seq)
        if snap is None:
            return None
        return coup_map_view(load_snapshot(snap.state))


def _thread_key(game_id: int, turn: int) -> str:
    return f"thread:{game_id}:{turn}"


def _side(cash: int, cards: tuple[int, ...]) -> str:
    from rules.cards import card

    parts = []
    if cash:
        parts.append(f"{cash} MP")
    parts.extend(card(c).title for c in cards)
    return ", ".join(parts) or "nothing"
