"""A game's past, phase by phase (issue 14): what anyone in the channel may read of a past phase (its public
results and, during a coup, its map), and in a player's DMs also his own orders and private results of it. Nobody
reads another player's secrets before the game ends (`Tx.list_events(visible_to_seat=...)` filters them)."""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.games.junta.services.orders import GameRef, player_game
from bot.games.junta.services.snapshots import decode_order, load_snapshot, load_snapshots
from bot.games.junta.text import describe_order, phase_name
from bot.games.junta.text.news import event_text
from bot.services.context import Context, game_of
from bot.services.results import Failure, _Fail
from bot.store import GameStatus, ReadTx, Visibility
from bot.text.i18n import Locale, t
from bot.text.say import words
from rules import codec
from rules.events import Event
from rules.junta.mapview import CoupMapView
from rules.junta.variants import rules_of
from rules.junta.views import coup_map_view

__all__ = ["PastPhase", "past_phase", "past_phases"]

STARTED = (GameStatus.RUNNING, GameStatus.PAUSED, GameStatus.FINISHED)


@dataclass(frozen=True)
class PastPhase:
    """One past phase as a reader may see it: its name, its public results, and for a player his own orders and
    private results (empty in the channel); its coup map as the phase opened, if there was a coup."""

    game_name: str
    phase_seq: int
    name: str
    public: tuple[str, ...]
    orders: tuple[str, ...] = ()
    private: tuple[str, ...] = ()
    coup_map: CoupMapView | None = field(default=None, repr=False)


async def _phases(rx: ReadTx, game_id: int, current: int, locale: Locale) -> list[tuple[int, str]]:
    """The past phases, newest first, each named once in the reader's `locale`: a phase held again under the same
    name (a new budget's proposal and vote) is told apart as 'Turn 2 · Budget vote (2nd)' (history.ftl). The
    snapshots are decoded in a worker thread (issue 22: late in a long game, a tenth of a second on the event loop at
    each keystroke)."""
    stored: list[tuple[int, str]] = []
    for seq in sorted(await rx.snapshot_phases(game_id)):
        if seq >= current:
            continue
        snap = await rx.get_snapshot(game_id, seq)
        if snap is not None:
            stored.append((seq, snap.state))
    states = await load_snapshots([text for _, text in stored])
    out = []
    seen: dict[str, int] = {}
    for (seq, _), state in zip(stored, states, strict=True):
        name = phase_name(locale, state)
        seen[name] = seen.get(name, 0) + 1
        out.append((seq, name if seen[name] == 1 else t(locale, "history-phase-again", phase=name, n=seen[name])))
    return out[::-1]


async def past_phases(ctx: Context, game_id: int, locale: Locale) -> list[tuple[int, str]] | Failure:
    """The game's resolved phases, newest first: (phase, its name as players read it in `locale`)."""

    async def body(rx: ReadTx) -> list[tuple[int, str]]:
        game = await game_of(rx, game_id, *STARTED)
        return await _phases(rx, game.id, game.phase_seq, locale)

    return await ctx.read(body)


async def past_phase(
    ctx: Context,
    phase_seq: int,
    *,
    locale: Locale,
    game_id: int | None = None,
    user_id: int | None = None,
    game: GameRef = None,
) -> PastPhase | Failure:
    """A resolved phase of a game: by its channel's game (`game_id`, public facts only) or as the player `user_id`
    sees it in his DMs (`game`: which of his games; his own orders and private results too); its name and his
    orders in the reader's `locale`."""

    async def body(rx: ReadTx) -> PastPhase:
        seat: int | None = None
        if user_id is not None:
            mine = await player_game(rx, user_id, game)
            row, seat = mine.game, mine.seat.seat
        else:
            row = await game_of(rx, game_id or 0, *STARTED)
        if not 0 <= phase_seq < row.phase_seq:
            raise _Fail("no_such_phase", words("reply-phase-not-resolved"))
        snap = await rx.get_snapshot(row.id, phase_seq)
        if snap is None:
            raise _Fail("no_such_phase", words("reply-no-record"))
        state = load_snapshot(snap.state)
        rows = await rx.list_events(row.id, phase_seq, visible_to_seat=seat if seat is not None else -1)
        events = [(r.visibility, codec.loads(Event, r.payload)) for r in rows]
        rules = rules_of(state)
        family = tuple(p.name for p in state.players)
        public = tuple(event_text(locale, e, family, rules) for v, e in events if v is Visibility.PUBLIC)
        private = tuple(event_text(locale, e, family, rules) for v, e in events if v is not Visibility.PUBLIC)
        said: tuple[str, ...] = ()
        if seat is not None:
            names = tuple(p.name for p in state.players)
            said = tuple(
                describe_order(locale, names, decode_order(o.payload))
                for o in await rx.orders_for_phase(row.id, phase_seq, seat=seat)
            )
        name = phase_name(locale, state)
        return PastPhase(row.name, phase_seq, name, public, said, private, coup_map_view(state))

    return await ctx.read(body)
