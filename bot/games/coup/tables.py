"""Nomicoup's tables: forming one in a channel, its seats (people and computers), and playing it step by step over
`rules.coup` (COUP.md 7): each step waits for the inputs of those who may act, closes early as soon as nobody else
may act, or at its deadline (a timer), and the engine runs the game on to the next step that waits.

Knows nothing of Discord: what is to be said is a `Post` (the channel's, or one player's). With a `Keeper` (the
bot's: `bot.games.coup.keeping`), a change's posts are queued in the shared typed outbox in the transaction that keeps
the change, and the delivery worker sends them in order, once committed; without one (tests of the tables), they go
to a `Sink` in order, through one delivery queue per table. Either way a button's click is answered at once. Nothing
here is in a language yet (issue 23): a post's and an answer's text is a `Say`, rendered in the table's language for
its channel (`Table.language`, chosen at `/nomicoup create`) and in each player's own for his DMs (his /language
choice, else his Discord app's as last seen) as it is queued (or, through a sink, delivered: `Readers`), and in the
asker's for an answer.

Every input carries the step its user saw (`seq`): a stale one, or one that reaches the bot after its step's deadline,
is refused in a sentence (COUP.md 8.5); two at the same instant are taken one after the other, under the
table's lock, and the engine's validation takes the first challenge or counter only (5.1, 8.4).

A table survives a restart of the bot: each time it changes (set up, joined, left, dealt, an answer taken, a step
closed by its deadline, ended) its `Keeper` writes it whole to the store before the player who acted is answered, and
the bot resumes it as it starts (`bot.games.coup.keeping`; `CoupTables.adopt` sets its step's timer again).

Computer seats answer at once, through `rules.coup.computer.decide`, from what their seat may know."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Sequence
from dataclasses import replace
from typing import ClassVar

from bot.clock import Clock
from bot.games.coup import text
from bot.games.coup.table import Answer, Keeper, Place, Post, Readers, Sink, Table
from bot.games.coup.words import rejection_text
from bot.text.i18n import DEFAULT_LOCALE, Locale, t
from bot.text.say import Say, lines, words
from rules.coup import (
    Act,
    Challenge,
    Character,
    Counter,
    CoupState,
    Input,
    Mode,
    Pass,
    PublicView,
    Received,
    StepKind,
    Timing,
    choices,
    deadline,
    end,
    new_game,
    player_view,
    public_view,
    step,
    validate,
    visible,
    who_may_act,
)
from rules.coup.computer import decide
from rules.coup.events import CoupEvent, GameOver, TurnBegan
from rules.coup.state import ACTIONS, DEFAULT_ROUNDS, MAX_SEATS
from rules.coup.validate import challengers, counterers

__all__ = ["Answer", "CoupTables", "Keeper", "Place", "Post", "Readers", "Sink", "Table"]

log = logging.getLogger(__name__)

COMPUTER_NAMES = ("Ada", "Blaise", "Cyrus", "Dora", "Emil", "Flora")
STALE = words("coup-stale")
LATE = words("coup-late")
NO_TABLE = words("coup-no-table")
NOT_SEATED = words("coup-not-seated")


class CoupTables:
    """Every Nomicoup table of the bot, by channel."""

    current: ClassVar[CoupTables | None] = None
    """This process's tables, once the bot has set them up (`bot.games.coup.cog`): the moderators' `/gm` reaches
    them through Nomicoup's hooks (`bot.games.coup.game`)."""

    def __init__(self, clock: Clock, keeper: Keeper | None = None, readers: Readers | None = None) -> None:
        self.clock = clock
        self.keeper = keeper  # where the tables are kept (None: in this process only, as in tests of the tables)
        self.readers = readers  # each player's language (None: every DM in the table's language)
        self.tables: dict[int, Table] = {}
        self.sink: Sink | None = None

    async def _save(self, table: Table) -> bool:
        return self.keeper is None or await self.keeper.save(table)

    def adopt(self, table: Table) -> bool:
        """Play on a table kept in the store (`Keeper`), its step's timer set again (a deadline that has passed
        closes the step at once); False if the channel has a table under way in this process already."""
        if (old := self.tables.get(table.channel_id)) is not None and not old.over:
            return False
        self.tables[table.channel_id] = table
        if table.state is not None and not table.over and table.due_ms:
            table.timer = asyncio.create_task(self._expire(table, table.state.seq, table.due_ms))
        return True

    # --- forming -----------------------------------------------------------------------------------------------
    async def create(
        self,
        channel_id: int,
        user_id: int,
        name: str,
        *,
        timing: Timing,
        mode: Mode = Mode.CONTINUOUS,
        rounds: int = DEFAULT_ROUNDS,
        computers: int = 0,
        play: bool = True,
        guild_id: int = 0,
        language: Locale = DEFAULT_LOCALE,
    ) -> Answer:
        old = self.tables.get(channel_id)
        if old is not None and not old.over:
            return Answer(words("coup-channel-taken"), ok=False)
        if computers + int(play) > MAX_SEATS:
            return Answer(words("coup-too-many", max=MAX_SEATS), ok=False)
        table = Table(channel_id, user_id, timing, mode, rounds, guild_id=guild_id, language=language)
        if play:
            table.places.append(Place(user_id, name))
        for i in range(computers):
            table.places.append(Place(None, self._computer_name(table, i)))
        self.tables[channel_id] = table
        names, cpus = table.names, table.computers
        async with table.lock:
            self._say(
                table,
                lambda locale: t(
                    locale,
                    "coup-set-up",
                    mode=mode.value,
                    live=table.timing.window < 3600,
                    seconds=table.timing.window,
                    hours=table.timing.window // 3600,
                    seats=text.seated(locale, names, cpus),
                ),
            )
            if not await self._save(table):
                del self.tables[channel_id]
                return Answer(words("reply-channel-busy"), ok=False)
        return Answer(words("coup-you-set-up", seated=play))

    def _computer_name(self, table: Table, i: int) -> str:
        taken = {n.lower() for n in table.names}
        for name in COMPUTER_NAMES[i:] + COMPUTER_NAMES[:i]:
            if name.lower() not in taken:
                return name
        return f"Computer {i + 1}"

    async def join(self, channel_id: int, user_id: int, name: str) -> Answer:
        table = self.tables.get(channel_id)
        if table is None or table.over:
            return Answer(NO_TABLE, ok=False)
        async with table.lock:
            if table.state is not None:
                return Answer(words("coup-started-no-join"), ok=False)
            if table.seat_of(user_id) is not None:
                return Answer(words("coup-already-seated"), ok=False)
            if len(table.places) >= MAX_SEATS:
                return Answer(words("coup-full", max=MAX_SEATS), ok=False)
            taken = {n.lower() for n in table.names}
            base, k = name.strip() or "Player", 2
            unique = base
            while unique.lower() in taken:
                unique, k = f"{base} {k}", k + 1
            table.places.append(Place(user_id, unique))
            self._say(table, words("coup-joins", name=unique, count=len(table.places)))
            await self._save(table)
        return Answer(words("coup-you-joined", name=unique))

    async def leave(self, channel_id: int, user_id: int) -> Answer:
        """Give up a seat before the cards are dealt."""
        table = self.tables.get(channel_id)
        if table is None or table.over:
            return Answer(NO_TABLE, ok=False)
        async with table.lock:
            if table.state is not None:
                return Answer(words("coup-no-leaving"), ok=False)
            seat = table.seat_of(user_id)
            if seat is None:
                return Answer(NOT_SEATED, ok=False)
            place = table.places.pop(seat)
            self._say(table, words("coup-leaves", name=place.name, count=len(table.places)))
            await self._save(table)
        return Answer(words("coup-you-left"))

    async def start(self, channel_id: int, user_id: int) -> Answer:
        table = self.tables.get(channel_id)
        if table is None or table.over:
            return Answer(NO_TABLE, ok=False)
        async with table.lock:
            if table.state is not None:
                return Answer(words("coup-already-started"), ok=False)
            if user_id != table.creator and table.seat_of(user_id) is None:
                return Answer(words("coup-who-starts"), ok=False)
            got = new_game(table.names, table.seed, table.mode, table.rounds)
            if isinstance(got, tuple):
                refusal = got[0]
                return Answer(lambda locale: rejection_text(refusal, locale), ok=False)
            table.state = got.state
            table.events = list(got.events)
            await self._advance(table, got.events)
            await self._save(table)
        return Answer(words("coup-you-started"))

    # --- playing -----------------------------------------------------------------------------------------------
    async def act(self, channel_id: int, user_id: int, act: Act) -> Answer:
        """The action of the player whose turn it is (its step is his alone)."""
        table, seat, problem = self._seated(channel_id, user_id)
        if table is None or seat is None:
            return Answer(problem, ok=False)
        async with table.lock:
            state = table.state
            if state is None or state.over:
                return Answer(words("coup-not-playing"), ok=False)
            if state.step.kind is not StepKind.ACTION or state.step.seat != seat:
                return Answer(words("coup-not-your-turn"), ok=False)
            names = table.names
            return await self._take(
                table,
                seat,
                act,
                state.seq,
                self.clock.now_ms(),
                done=lambda locale: text.act_sentence(locale, act, names),
            )

    async def answer(self, channel_id: int, user_id: int, seq: int, inp: Input, at_ms: int) -> Answer:
        """A button or a menu's input for step `seq`, as `user_id` sent it at `at_ms` (Discord's time of the click)."""
        table, seat, problem = self._seated(channel_id, user_id)
        if table is None or seat is None:
            return Answer(problem, ok=False)
        async with table.lock:
            state = table.state
            if state is None or state.over or state.seq != seq:
                return Answer(STALE, ok=False)
            names = table.names
            return await self._take(table, seat, inp, seq, at_ms, done=lambda locale: text.label(locale, inp, names))

    def _seated(self, channel_id: int, user_id: int) -> tuple[Table | None, int | None, Say]:
        table = self.tables.get(channel_id)
        if table is None:
            return None, None, NO_TABLE
        seat = table.seat_of(user_id)
        return table, seat, NOT_SEATED

    async def _take(self, table: Table, seat: int, inp: Input, seq: int, at_ms: int, *, done: Say) -> Answer:
        state = table.state
        assert state is not None and state.seq == seq
        if table.due_ms and at_ms > table.due_ms:
            return Answer(LATE, ok=False)
        problems = validate(state, seat, inp, table.received)
        if problems:
            refusal = problems[0]
            return Answer(words("coup-refused", refusal=lambda locale: rejection_text(refusal, locale)), ok=False)
        table.received.append(Received(seat, inp))
        if not who_may_act(state, table.received):
            await self._close(table)
        await self._save(table)
        return Answer(words("coup-taken", what=done))

    async def _close(self, table: Table) -> None:
        """Close the current step with what was received, and run on to the next step that waits."""
        state = table.state
        assert state is not None
        got = step(state, table.received, table.seed)
        table.state, table.received = got.state, []
        table.events += got.events
        await self._advance(table, got.events)

    async def _advance(self, table: Table, events: Sequence[CoupEvent]) -> None:
        """Say what happened; let the computers answer the step that waits (closing it when nobody else may act);
        prompt the people it waits for, and set its deadline. Each step closed is said in its own post (so a turn
        the computers play through has its own post and picture)."""
        assert table.state is not None
        chunks: list[tuple[Sequence[CoupEvent], CoupState]] = [(events, table.state)]
        while not table.state.over:
            state = table.state
            self._computers(table)
            if who_may_act(state, table.received):
                break
            got = step(state, table.received, table.seed)
            table.state, table.received = got.state, []
            table.events += got.events
            chunks.append((got.events, got.state))
            await asyncio.sleep(0)  # a chain of computers' steps lets the other tables and clicks in between
        self._tell(table, chunks)

    def _computers(self, table: Table) -> None:
        state = table.state
        assert state is not None
        for seat in sorted(who_may_act(state, table.received)):
            if not table.places[seat].computer or seat not in who_may_act(state, table.received):
                continue
            legal = choices(state, seat, table.received)
            if not legal:
                continue
            mine = visible(table.events, seat)
            pick = decide(player_view(state, seat), mine, legal, f"{table.seed}:{seat}:{state.seq}")
            table.received.append(Received(seat, pick))

    # --- what is said --------------------------------------------------------------------------------------------
    def _tell(self, table: Table, chunks: Sequence[tuple[Sequence[CoupEvent], CoupState]]) -> None:
        """Post each closed step's events (the public ones in the channel, with the table's picture when a turn
        began or the game ended; each player's own in his DM); the last post prompts the step that waits."""
        self._schedule(table)  # the prompts name the new step's deadline
        names = table.names
        for i, (events, state) in enumerate(chunks):
            last = i == len(chunks) - 1
            public = [e for e in events if e.audience.public]
            prompt, offer = self._prompt(table) if last else (None, ())
            turned = any(isinstance(e, TurnBegan | GameOver) for e in events)
            if public or prompt is not None or turned:
                body = lines(text.news(public, names), *([prompt] if prompt is not None else []))
                self._say(table, body, offer=offer, picture=public_view(state) if turned else None)
            for seat, place in enumerate(table.places):
                if place.user_id is None:
                    continue
                mine = [e for e in events if not e.audience.public and e.audience.sees(seat)]
                ask = self._private_prompt(table, seat) if last else None
                if mine or ask is not None:
                    offer_: tuple[Input, ...] = ()
                    said = text.news(mine, names, seat)
                    held = player_view(state, seat).hand
                    if ask is not None:
                        offer_ = tuple(choices(state, seat))
                        said = lines(said, text.hand_say(held), ask)
                    post = Post(said, user_id=place.user_id, offer=offer_, seq=state.seq, held=held)
                    self._queue(table, post)

    def _prompt(self, table: Table) -> tuple[Say | None, tuple[Input, ...]]:
        """The public prompt of the step that waits, and the buttons it offers (windows: Challenge, Counter, Pass)."""
        state = table.state
        assert state is not None
        kind = state.step.kind
        due_s = self._due_s(table)
        names = table.names
        if kind is StepKind.ACTION:
            seat = state.turn.seat
            place = table.places[seat]
            acts: tuple[Input, ...] = () if place.computer else choices(state, seat)
            who, must = text.mention(place.user_id, place.name), state.turn.must_coup
            return lambda locale: text.action_prompt(locale, place.name, who, must, due_s), acts
        if kind in (StepKind.REACTIONS, StepKind.COUNTER_CHALLENGE):
            rule = state.turn.rule
            still = who_may_act(state, table.received)  # the computers have answered already
            can_challenge = sorted(challengers(state) & still)
            can_counter = sorted(counterers(state) & still)
            counters = rule.counters if rule is not None and can_counter else ()
            challenging, countering = [names[s] for s in can_challenge], [names[s] for s in can_counter]

            def prompt(locale: Locale) -> str:
                return text.window_prompt(locale, kind, challenging, countering, counters, due_s)

            offer: list[Input] = []
            if can_challenge:
                offer.append(Challenge())
            offer += [Counter(ch) for ch in counters]
            offer.append(Pass())
            return prompt, tuple(offer)
        if kind in (StepKind.SHOW, StepKind.LOSE, StepKind.EXCHANGE):
            waiting = names[state.step.seat or 0]
            return lambda locale: text.waiting_public(locale, kind, waiting), ()
        return None, ()

    def _private_prompt(self, table: Table, seat: int) -> Say | None:
        state = table.state
        assert state is not None
        kind = state.step.kind
        if kind in (StepKind.SHOW, StepKind.LOSE, StepKind.EXCHANGE) and state.step.seat == seat:
            due_s = self._due_s(table)
            return lambda locale: text.private_prompt(locale, kind, due_s)
        return None

    def _say(
        self, table: Table, body: Say, *, offer: tuple[Input, ...] = (), picture: PublicView | None = None
    ) -> None:
        seq = table.state.seq if table.state is not None else 0
        self._queue(
            table, Post(body, offer=offer, seq=seq, picture=picture, names=table.names, computers=table.computers)
        )

    def _queue(self, table: Table, post: Post) -> None:
        """Say a post: with a keeper, in the shared outbox with the table's next write (`_save`, after each change)."""
        if self.keeper is not None:
            table.outgoing.append(post)
            return
        table.queue.put_nowait(post)
        if table.worker is None or table.worker.done():
            table.worker = asyncio.create_task(self._deliver(table), name=f"nomicoup-{table.channel_id}")

    async def _locale(self, table: Table, user_id: int | None) -> Locale:
        """The language a post is said in: the table's in its channel, the player's own in his DMs."""
        if user_id is None or self.readers is None:
            return table.language
        try:
            return (await self.readers.of([user_id], table.language)).get(user_id, table.language)
        except Exception:  # his language is a courtesy: a busy database must not stop the table's posts
            log.warning("could not read the language of user %s", user_id, exc_info=True)
            return table.language

    async def _deliver(self, table: Table) -> None:
        """Say the table's posts in order, each in its reader's language; a player who takes no DMs is told in the
        channel where to look."""
        while not table.queue.empty():
            post = table.queue.get_nowait()
            if self.sink is None:
                continue
            post = replace(post, locale=await self._locale(table, post.user_id))
            try:
                ok = await self.sink.deliver(table.channel_id, post)
            except Exception:
                log.exception("could not deliver a Nomicoup post in channel %s", table.channel_id)
                continue
            if not ok and post.user_id is not None:
                seat = table.seat_of(post.user_id)
                who = table.places[seat].name if seat is not None else t(table.language, "coup-a-player")
                with contextlib.suppress(Exception):
                    await self.sink.deliver(
                        table.channel_id,
                        Post(words("coup-no-dms", name=who), locale=table.language),
                    )

    # --- deadlines -----------------------------------------------------------------------------------------------
    def _due_s(self, table: Table) -> int:
        return (table.due_ms + 999) // 1000

    def _schedule(self, table: Table) -> None:
        """Set the deadline of the step that waits (COUP.md 7.2) and its timer."""
        state = table.state
        assert state is not None
        which = deadline(state)
        self._stop_timer(table)
        if which is None:
            table.due_ms = 0
            return
        table.due_ms = self.clock.now_ms() + table.timing.seconds(which) * 1000
        table.timer = asyncio.create_task(self._expire(table, state.seq, table.due_ms))

    def _stop_timer(self, table: Table) -> None:
        if table.timer is not None and table.timer is not asyncio.current_task():
            table.timer.cancel()
        table.timer = None

    async def _expire(self, table: Table, seq: int, due_ms: int) -> None:
        await self.clock.sleep(max(0.0, (due_ms - self.clock.now_ms()) / 1000))
        async with table.lock:
            if table.state is None or table.state.seq != seq or table.state.over:
                return
            table.timer = None
            await self._close(table)
            await self._save(table)

    async def force(self, channel_id: int, seq: int, *, asked: bool = False) -> bool:
        """A moderator closes step `seq` now (`/gm advance`), as its deadline would; False if it had closed already.
        `asked`: by a request another process kept (`bot.games.coup.keeping`), which the channel is told of."""
        table = self.tables.get(channel_id)
        if table is None:
            return False
        async with table.lock:
            if table.state is None or table.state.over or table.state.seq != seq:
                if asked and table.state is not None and not table.state.over:
                    self._say(table, words("coup-gm-asked-late"))
                    await self._save(table)
                return False
            self._stop_timer(table)
            if asked:
                self._say(table, words("coup-gm-asked-done"))
            await self._close(table)
            await self._save(table)
        return True

    def drop(self, channel_id: int, game_id: int) -> bool:
        """Let go of the table forming in the channel as game `game_id` (`/gm end` before its start finished it)."""
        table = self.tables.get(channel_id)
        if table is None or table.state is not None or table.game_id not in (0, game_id):
            return False
        del self.tables[channel_id]
        table.stop()
        table.outgoing.clear()
        return True

    def close(self) -> None:
        """The bot stops: every table's timer and delivery stop with it (the store keeps the tables: `resume`)."""
        for table in self.tables.values():
            table.stop()

    # --- reading and ending --------------------------------------------------------------------------------------
    def table(self, channel_id: int) -> Table | None:
        return self.tables.get(channel_id)

    def hand(self, channel_id: int, user_id: int) -> tuple[Answer, tuple[Input, ...], int]:
        """A player's hand and the choice he has to make now if any (privately): the answer, the inputs to offer
        and the step they are for."""
        table, seat, problem = self._seated(channel_id, user_id)
        if table is None or seat is None:
            return Answer(problem, ok=False), (), 0
        state = table.state
        if state is None:
            return Answer(words("coup-not-dealt")), (), 0
        said = [text.hand_say(player_view(state, seat).hand)]
        ask = self._private_prompt(table, seat)
        offer: tuple[Input, ...] = ()
        if ask is not None and not state.over:
            said.append(ask)
            offer = tuple(choices(state, seat, table.received))
        return Answer(lines(*said)), offer, state.seq

    def held(self, channel_id: int, user_id: int) -> tuple[Character, ...]:
        """A player's face-down cards (none if he has no seat or the cards are not dealt)."""
        table, seat, _ = self._seated(channel_id, user_id)
        if table is None or seat is None or table.state is None:
            return ()
        return player_view(table.state, seat).hand

    def status(self, channel_id: int) -> tuple[Say, PublicView | None, Table | None]:
        table = self.tables.get(channel_id)
        if table is None:
            return NO_TABLE, None, None
        names, cpus = table.names, table.computers
        if table.state is None:
            return lambda locale: t(locale, "coup-forming", seats=text.seated(locale, names, cpus)), None, table
        view = public_view(table.state)
        return lambda locale: text.status_text(locale, view, names, cpus), view, table

    def history(self, channel_id: int, turn: int | None = None) -> Answer:
        """What was said publicly in one turn of the table's game (default: the turn before the current one, and
        the current one so far), in sentences."""
        table = self.tables.get(channel_id)
        if table is None or table.state is None:
            return Answer(NO_TABLE if table is None else words("coup-not-dealt"), ok=False)
        turns: list[list[CoupEvent]] = [[]]
        for event in table.events:
            if isinstance(event, TurnBegan):
                turns.append([])
            if event.audience.public:
                turns[-1].append(event)
        current = table.state.turn.number
        if turn is None:
            wanted = range(max(0, current - 1), current + 1)
        elif 1 <= turn <= current:
            wanted = range(turn, turn + 1)
        else:
            return Answer(words("coup-turns-so-far", count=current), ok=False)
        told = [e for n in wanted if n < len(turns) for e in turns[n]]
        names = table.names

        def said(locale: Locale) -> str:
            story = text.news(told, names)(locale) or t(locale, "coup-nothing-said")
            return story[-text.MAX_TEXT :] if len(story) > text.MAX_TEXT else story

        return Answer(said)

    def targets(self, channel_id: int, user_id: int) -> list[str]:
        """The names a player may target now (other players still in the game)."""
        table = self.tables.get(channel_id)
        if table is None or table.state is None:
            return []
        seat = table.seat_of(user_id)
        return [table.names[s] for s in table.state.in_game() if s != seat]

    def actions(self, channel_id: int, user_id: int) -> list[str]:
        """The actions a player may take now (the values `/nomicoup act` offers): all of them on his turn, minus
        those he cannot pay for or that his 10 credits forbid."""
        table = self.tables.get(channel_id)
        if table is None or table.state is None:
            return [a.value for a in ACTIONS]
        seat = table.seat_of(user_id)
        if seat is None:
            return [a.value for a in ACTIONS]
        legal = choices(table.state, seat)
        return list(dict.fromkeys(i.action.value for i in legal if isinstance(i, Act))) or [a.value for a in ACTIONS]

    async def end(self, channel_id: int, user_id: int, moderator: bool) -> Answer:
        table = self.tables.get(channel_id)
        if table is None or table.over:
            return Answer(NO_TABLE, ok=False)
        if not moderator and user_id != table.creator:
            return Answer(words("coup-who-ends"), ok=False)
        async with table.lock:
            if table.state is None:
                del self.tables[channel_id]
                self._say(table, words("coup-forming-closed"))
                if self.keeper is not None:
                    await self.keeper.forget(table)
                return Answer(words("coup-you-closed"))
            got = end(table.state, table.seed)
            table.state, table.received = got.state, []
            table.events += got.events
            self._tell(table, [(got.events, got.state)])
            await self._save(table)
        return Answer(words("coup-you-ended"))
