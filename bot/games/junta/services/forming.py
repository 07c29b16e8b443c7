"""How a Junta game is formed (`bot.games.Setup`, which the shared `bot.services.forming` asks): its variant's title
and player count, its seats' limit, its computer families and their personalities, and its start (the deal, Mini-
Junta's first President and straw men, the first phase opened)."""

from __future__ import annotations

import asyncio

from bot.config import GameSettings
from bot.games import Setup
from bot.games.junta.services import computers
from bot.games.junta.services.resolution import open_phase
from bot.games.junta.services.said import refusals
from bot.games.junta.services.snapshots import SCHEMA_VERSION, deal, remember_snapshot
from bot.games.junta.settings import junta, options
from bot.games.junta.text.messages import full_text, players_text, variant_title
from bot.games.junta.text.news import event_text, rejection_text
from bot.names import normalise
from bot.outbox import DirectMessage
from bot.services.context import Context, dm, post, queue, reader_locales
from bot.services.forming import creator_of
from bot.services.results import _Fail
from bot.store import DeadlineRow, GameRow, GameStatus, SeatRow, Tx
from bot.text.i18n import listing, t
from bot.text.say import Say, words
from rules.events import Event
from rules.junta import straw
from rules.junta.computer import personality_for
from rules.junta.state import GameState
from rules.junta.variants import VARIANTS, player_count_problem, rules_of

__all__ = ["COMPUTER_FAMILIES", "SETUP", "described", "full", "start"]

COMPUTER_FAMILIES = ("Alvarado", "Bermudez", "Cardenas", "Delgado", "Echeverria", "Figueroa", "Guzman", "Herrera")
"""Names a computer-played family takes, the first free one, each marked "(computer)" (issue 17)."""


def described(settings: GameSettings) -> tuple[Say, Say]:
    """The variant's title and how many players it takes, for the post that creates the game."""
    rules = VARIANTS[junta(settings).variant]
    title: Say = lambda locale: variant_title(locale, rules)  # noqa: E731
    players: Say = lambda locale: players_text(locale, rules)  # noqa: E731
    return title, players


def full(settings: GameSettings, seated: int) -> Say | None:
    """The refusal of one more family when the variant's seats are all taken."""
    rules = VARIANTS[junta(settings).variant]
    if seated < rules.max_players:
        return None
    return lambda locale: full_text(locale, rules, seated)


def _told(event: Event, names: tuple[str, ...]) -> Say:
    """An engine event as its reader reads it (Mini-Junta's straw men at the start)."""
    return lambda locale: event_text(locale, event, names)


async def start(
    ctx: Context, tx: Tx, game: GameRow, seats: list[SeatRow], user_id: int | None, president: str | None, now: int
) -> tuple[GameState, tuple[SeatRow, ...], DeadlineRow]:
    """Deal the game, store phase 0's snapshot, set its deadline and announce it. `president`: in a two-player
    Mini-Junta, the family who is the first President, named by the game's creator (VARIANTS 10.2.4: "the game's
    creator names the President when starting the game; if he names nobody, lot"): anyone else who starts it names
    nobody, and lot chooses. `user_id`: who starts it (None: the service itself, as in tests and tools)."""
    if president is not None and user_id is not None:
        creator = await creator_of(tx, game.id)
        if creator is not None and creator != user_id:
            raise _Fail(
                "first_president_by_creator", words("reply-first-president-by-creator", creator=f"<@{creator}>")
            )
    settings = ctx.settings(game)
    count = player_count_problem(VARIANTS[junta(settings).variant], len(seats), how="command")
    if count is not None:
        refused = count
        raise _Fail("player_count", lambda locale: rejection_text(locale, refused, ()))
    first: int | None = None
    if president is not None:
        wanted = normalise(president).casefold()
        matching = [s.seat for s in seats if normalise(s.family).casefold() == wanted]
        if not matching:
            families = [s.family for s in seats]
            choices: Say = lambda locale: listing(locale, families, "or")  # noqa: E731
            problem = words("reply-no-such-first-president", name=president, families=choices)
            raise _Fail("first_president", problem)
        first = matching[0]
    dealt = await asyncio.to_thread(
        deal, [s.family for s in seats], game.seed, junta(settings).variant, options(settings), first
    )
    if not isinstance(dealt[0], GameState):
        raise _Fail(dealt[0].code, refusals(dealt, ()), dealt)
    made, text = dealt
    if not await tx.set_status(game.id, GameStatus.RUNNING, expected=GameStatus.FORMING):
        raise _Fail("not_forming", words("reply-already-started"))
    # The engine seats the families (Mini-Junta's first President first, VARIANTS 10.1.4): seats follow it.
    by_family = {s.family.strip(): s.seat for s in seats}
    order = [by_family[p.name] for p in made.players if not p.straw]
    if order != [s.seat for s in seats]:
        seats = await tx.reseat(game.id, order)
    await tx.put_snapshot(game.id, game.phase_seq, schema_version=SCHEMA_VERSION, state=text, now=now)
    who = [s.family if s.computer else f"{s.family} (<@{s.user_id}>)" for s in seats]
    everyone: Say = lambda locale: listing(locale, who)  # noqa: E731
    begins = words("started-post", game=game.name, count=len(seats), families=everyone)
    await post(tx, game, begins, topic="start", now=now)
    if rules_of(made).straw_men:
        public, private = straw.opening(made)
        names = tuple(p.name for p in made.players)
        await post(tx, game, _told(public, names), topic="start", now=now)
        for s in seats:
            if s.seat in private:
                await dm(tx, game, s.user_id, _told(private[s.seat], names), topic="start", now=now)

    async def begun() -> None:
        """Each player's word that the game has begun and which family he is, queued just before the first phase's
        opening DM, which it then joins (one DM a player, issue 26). A player who takes no DMs from the bot is named
        in the channel, in the game's language, when the delivery gives his DM up (`DirectMessage.undelivered`)."""
        humans = [s for s in seats if not s.computer and s.user_id >= 0]
        locales = await reader_locales(tx, game, [s.user_id for s in humans])
        for s in humans:
            locale = locales[s.user_id]
            text = words("dm-begun", family=s.family)(locale)
            closed = t(game.language, "reply-dms-closed", who=f"<@{s.user_id}>", count=1)
            message = DirectMessage(text, "begun", game.name, locale=locale, undelivered=closed)
            await queue(tx, game, s.user_id, message, now=now)

    deadline = await open_phase(ctx, tx, game, made, game.phase_seq, now, news=begun)
    await computers.play(tx, game, made, game.phase_seq, now)
    remember_snapshot(text, made)
    return made, tuple(seats), deadline


SETUP = Setup(
    described=described,
    full=full,
    computer_names=COMPUTER_FAMILIES,
    personality=personality_for,
    start=start,
)
