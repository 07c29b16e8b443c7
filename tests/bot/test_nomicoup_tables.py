"""Nomicoup's tables (`bot.games.coup.tables`) on a fake clock: the steps of COUP.md 7.2 close early when everyone
who may act has answered, else at their deadline; an input is bound to the step its user saw (8.5); the first
challenge counts (5.1); hands are told only to their holders (7.1); computer seats play by themselves."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import pytest

from bot.clock import FakeClock
from bot.delivery import DeliveryWorker, PermanentError
from bot.games.coup.cog import ShardGuilds
from bot.games.coup.keeping import StoreKeeper
from bot.games.coup.settings import by_post
from bot.games.coup.tables import LATE, STALE, CoupTables, Post
from bot.games.coup.words import card_list
from bot.games.faces import GameFaces
from bot.outbox import ChannelPost, DirectMessage, Message, decode
from bot.store import OutboxRow, Store
from bot.text.i18n import Locale
from rules.coup import Act, Action, Challenge, Character, Counter, Mode, Pass, ReturnCards, StepKind, Timing
from rules.coup.codec import load_state
from tests.bot.conftest import T0

TIMING = Timing(turn=90, window=30, choice=30)
CHANNEL = 7


class Recorder:
    def __init__(self) -> None:
        self.posts: list[Post] = []

    async def deliver(self, channel_id: int, post: Post) -> bool:
        assert channel_id == CHANNEL
        self.posts.append(post)
        return True

    def public(self) -> str:
        return "\n".join(p.said for p in self.posts if p.user_id is None)

    def to(self, user_id: int) -> str:
        return "\n".join(p.said for p in self.posts if p.user_id == user_id)


async def settle() -> None:
    for _ in range(30):
        await asyncio.sleep(0)


async def table_of(people: int = 3, computers: int = 0) -> tuple[CoupTables, FakeClock, Recorder]:
    clock = FakeClock()
    tables = CoupTables(clock)
    sink = Recorder()
    tables.sink = sink
    got = await tables.create(CHANNEL, 1, "Alba", timing=TIMING, computers=computers, play=people > 0)
    assert got.ok, got.text("en")
    for user in range(2, people + 1):
        assert (await tables.join(CHANNEL, user, f"P{user}")).ok
    table = tables.table(CHANNEL)
    assert table is not None
    table.seed = "fixed"
    assert (await tables.start(CHANNEL, 1)).ok
    await settle()
    return tables, clock, sink


def actor(tables: CoupTables) -> int:
    """The user whose turn it is."""
    table = tables.table(CHANNEL)
    assert table is not None and table.state is not None
    user = table.places[table.state.turn.seat].user_id
    assert user is not None
    return user


def others(tables: CoupTables, user: int) -> list[int]:
    table = tables.table(CHANNEL)
    assert table is not None
    return [p.user_id for p in table.places if p.user_id is not None and p.user_id != user]


def seq(tables: CoupTables) -> int:
    table = tables.table(CHANNEL)
    assert table is not None and table.state is not None
    return table.state.seq


def kind(tables: CoupTables) -> StepKind:
    table = tables.table(CHANNEL)
    assert table is not None and table.state is not None
    return table.state.step.kind


async def test_a_window_everyone_passes_closes_at_once() -> None:
    """COUP.md 7.2: a window "closes early as soon as everyone who may act has passed"."""
    tables, clock, sink = await table_of()
    me = actor(tables)
    assert (await tables.act(CHANNEL, me, Act(Action.FOREIGN_AID))).ok
    assert kind(tables) is StepKind.REACTIONS
    step = seq(tables)
    for user in others(tables, me):
        got = await tables.answer(CHANNEL, user, step, Pass(), clock.now_ms())
        assert got.ok, got.text("en")
    assert kind(tables) is StepKind.ACTION and actor(tables) != me
    await settle()
    assert "takes 2 credits from the Treasury" in sink.public()


async def test_a_window_nobody_answers_closes_at_its_deadline_and_a_later_click_is_stale() -> None:
    """COUP.md 7.2, 8.5: at the deadline the window closes (default: pass); a click on it afterwards is refused."""
    tables, clock, sink = await table_of()
    me = actor(tables)
    assert (await tables.act(CHANNEL, me, Act(Action.TAX))).ok
    step = seq(tables)
    clock.advance(TIMING.window)
    await settle()
    assert kind(tables) is StepKind.ACTION and actor(tables) != me
    assert "takes 3 credits from the Treasury" in sink.public()
    got = await tables.answer(CHANNEL, others(tables, me)[0], step, Challenge(), clock.now_ms())
    assert not got.ok and got.text == STALE


async def test_an_answer_sent_after_the_deadline_is_late() -> None:
    """COUP.md 8.5: "A reaction that reaches the bot after its window's deadline is late and refused"."""
    tables, _clock, _ = await table_of()
    me = actor(tables)
    assert (await tables.act(CHANNEL, me, Act(Action.TAX))).ok
    table = tables.table(CHANNEL)
    assert table is not None
    got = await tables.answer(CHANNEL, others(tables, me)[0], seq(tables), Challenge(), table.due_ms + 1)
    assert not got.ok and got.text == LATE
    assert kind(tables) is StepKind.REACTIONS


async def test_two_challenges_at_the_same_instant_count_once() -> None:
    """COUP.md 5.1: "only one challenge per claim: the first received"."""
    tables, clock, sink = await table_of()
    me = actor(tables)
    assert (await tables.act(CHANNEL, me, Act(Action.TAX))).ok
    step = seq(tables)
    got = await asyncio.gather(
        *(tables.answer(CHANNEL, user, step, Challenge(), clock.now_ms()) for user in others(tables, me))
    )
    assert sum(g.ok for g in got) == 1, got
    assert kind(tables) is StepKind.SHOW
    await settle()
    assert sink.public().count("challenges") == 1


async def test_only_the_player_whose_turn_it_is_acts() -> None:
    tables, _, _ = await table_of()
    me = actor(tables)
    got = await tables.act(CHANNEL, others(tables, me)[0], Act(Action.INCOME))
    assert not got.ok and "not your turn" in got.text("en")
    got = await tables.act(CHANNEL, me, Act(Action.COUP, None))
    assert not got.ok and "Nothing was recorded" in got.text("en")


async def test_hands_are_told_only_to_their_holders() -> None:
    """COUP.md 7.1: a player's hand is shown to him privately."""
    _, _, sink = await table_of()
    await settle()
    for user in (1, 2, 3):
        assert "You are dealt" in sink.to(user)
    assert "dealt" not in sink.public()
    assert all(p.picture is None for p in sink.posts if p.user_id is not None)


async def test_a_table_of_computers_plays_to_its_end() -> None:
    """Computer seats answer every step at once (rules.coup.computer); a table of them plays to the end, with the
    table's picture posted after each turn."""
    tables, _, sink = await table_of(people=0, computers=4)
    table = tables.table(CHANNEL)
    assert table is not None and table.over
    await settle()
    assert "The game is over" in sink.public()
    assert sum(p.picture is not None for p in sink.posts) >= 4 * 8


async def test_a_moderator_ends_the_game_as_it_stands() -> None:
    """COUP.md 8.9: a moderator's end takes the state as it stands, ranked."""
    tables, _, sink = await table_of()
    assert not (await tables.end(CHANNEL, 2, moderator=False)).ok
    assert (await tables.end(CHANNEL, 2, moderator=True)).ok
    await settle()
    assert "a moderator ended it" in sink.public()


async def test_a_player_who_takes_no_dms_is_told_where_to_look_and_chooses_through_his_hand() -> None:
    """COUP.md 7.3: choices of cards are private. A player whose DMs are closed is told in the channel that
    /nomicoup hand shows him his cards and his choice; it offers him the choice (privately)."""
    clock = FakeClock()
    tables = CoupTables(clock)

    class ClosedDms(Recorder):
        async def deliver(self, channel_id: int, post: Post) -> bool:
            if post.user_id == 2:
                return False
            return await super().deliver(channel_id, post)

    sink = ClosedDms()
    tables.sink = sink
    await tables.create(CHANNEL, 1, "Alba", timing=TIMING)
    await tables.join(CHANNEL, 2, "Bea")
    table = tables.table(CHANNEL)
    assert table is not None
    table.seed = "fixed"
    await tables.start(CHANNEL, 1)
    await settle()
    assert "Bea takes no DMs from me: `/nomicoup hand`" in sink.public()
    # Bea claims the Duke and is challenged: her answer is offered with her hand.
    while actor(tables) != 2:
        await tables.act(CHANNEL, actor(tables), Act(Action.INCOME))
    await tables.act(CHANNEL, 2, Act(Action.TAX))
    assert (await tables.answer(CHANNEL, 1, seq(tables), Challenge(), clock.now_ms())).ok
    assert kind(tables) is StepKind.SHOW
    got, offer, step = tables.hand(CHANNEL, 2)
    assert "Your hand" in got.text("en") and "challenged" in got.text("en") and offer and step == seq(tables)
    got, offer, _ = tables.hand(CHANNEL, 1)
    assert "challenged" not in got.text("en") and not offer


async def test_a_classic_table_of_computers_plays_until_one_player_has_influence() -> None:
    """COUP.md 6.3 (`mode: classic`): an exiled player is out instead, and the last player with influence wins."""
    tables = CoupTables(FakeClock())
    sink = Recorder()
    tables.sink = sink
    assert (await tables.create(CHANNEL, 1, "Alba", timing=TIMING, mode=Mode.CLASSIC, computers=3, play=False)).ok
    assert (await tables.start(CHANNEL, 1)).ok
    table = tables.table(CHANNEL)
    assert table is not None and table.over and table.state is not None
    assert sum(not s.out for s in table.state.seats) == 1
    await settle()
    assert "one player has influence left" in sink.public()


async def test_a_table_by_post_keeps_its_windows_open_for_hours() -> None:
    """COUP.md 7.2: "Deadlines are set per game: seconds for a live table, hours for play by post"."""
    clock = FakeClock()
    tables = CoupTables(clock)
    tables.sink = Recorder()
    await tables.create(CHANNEL, 1, "Alba", timing=by_post(8))
    await tables.join(CHANNEL, 2, "Bea")
    await tables.start(CHANNEL, 1)
    me = actor(tables)
    assert (await tables.act(CHANNEL, me, Act(Action.TAX))).ok
    clock.advance(8 * 3600 - 1)
    await settle()
    assert kind(tables) is StepKind.REACTIONS
    clock.advance(1)
    await settle()
    assert kind(tables) is StepKind.ACTION and actor(tables) != me


async def test_a_challenge_sent_at_the_closing_instant_is_taken_and_one_after_it_is_late() -> None:
    """COUP.md 8.5: a reaction counts if it reaches the bot by the window's deadline: one stamped at the deadline
    itself is taken; one stamped a millisecond later is late."""
    tables, _, _ = await table_of()
    me = actor(tables)
    assert (await tables.act(CHANNEL, me, Act(Action.TAX))).ok
    table = tables.table(CHANNEL)
    assert table is not None
    first, second = others(tables, me)
    got = await tables.answer(CHANNEL, second, seq(tables), Pass(), table.due_ms + 1)
    assert not got.ok and got.text == LATE
    got = await tables.answer(CHANNEL, first, seq(tables), Challenge(), table.due_ms)
    assert got.ok, got.text("en")
    assert kind(tables) is StepKind.SHOW


async def test_a_player_may_leave_before_the_start_only() -> None:
    clock = FakeClock()
    tables = CoupTables(clock)
    sink = Recorder()
    tables.sink = sink
    await tables.create(CHANNEL, 1, "Alba", timing=TIMING)
    await tables.join(CHANNEL, 2, "Bea")
    await tables.join(CHANNEL, 3, "Carl")
    assert (await tables.leave(CHANNEL, 3)).ok
    assert not (await tables.leave(CHANNEL, 3)).ok
    await tables.start(CHANNEL, 1)
    table = tables.table(CHANNEL)
    assert table is not None and table.names == ("Alba", "Bea")
    assert not (await tables.leave(CHANNEL, 2)).ok
    await settle()
    assert "Carl leaves the table (2 players)." in sink.public()


async def test_the_history_tells_a_turn_in_public_sentences() -> None:
    tables, _, _ = await table_of()
    me = actor(tables)
    await tables.act(CHANNEL, me, Act(Action.INCOME))
    got = tables.history(CHANNEL, 1)
    assert got.ok and "takes Income" in got.text("en") and "dealt" not in got.text("en"), got.text("en")
    assert "Turn 2" in tables.history(CHANNEL).text("en")
    assert not tables.history(CHANNEL, 9).ok


async def test_a_counter_opens_a_window_to_challenge_it() -> None:
    """COUP.md 4.1-4.2, 5.1: any other player may counter Foreign Aid with the Duke; the counteraction is a claim
    that can be challenged, in its own window."""
    tables, clock, sink = await table_of()
    me = actor(tables)
    assert (await tables.act(CHANNEL, me, Act(Action.FOREIGN_AID))).ok
    blocker = others(tables, me)[0]
    got = await tables.answer(CHANNEL, blocker, seq(tables), Counter(Character.DUKE), clock.now_ms())
    assert got.ok, got.text("en")
    assert kind(tables) is StepKind.COUNTER_CHALLENGE  # Foreign Aid claims nothing: one counter closes its window
    await settle()
    assert "may challenge the counteraction" in sink.public()
    assert (await tables.answer(CHANNEL, me, seq(tables), Challenge(), clock.now_ms())).ok
    assert kind(tables) is StepKind.SHOW
    table = tables.table(CHANNEL)
    assert table is not None and table.state is not None and table.places[table.state.step.seat or 0].user_id == blocker


async def test_an_exchange_returns_the_two_cards_chosen_in_the_menu() -> None:
    """COUP.md 3.4: Exchange draws 2 cards, then returns 2 of the player's choice; the menu offers only pairs of
    cards he holds."""
    tables, clock, sink = await table_of()
    me = actor(tables)
    assert (await tables.act(CHANNEL, me, Act(Action.EXCHANGE))).ok
    for user in others(tables, me):
        assert (await tables.answer(CHANNEL, user, seq(tables), Pass(), clock.now_ms())).ok
    assert kind(tables) is StepKind.EXCHANGE
    _, offer, step = tables.hand(CHANNEL, me)
    assert offer and all(isinstance(i, ReturnCards) for i in offer), offer
    assert (await tables.answer(CHANNEL, me, step, offer[0], clock.now_ms())).ok
    assert kind(tables) is StepKind.ACTION
    await settle()
    assert "and keep" in sink.to(me) and "returns 2 cards to the Court Deck" in sink.public()


async def test_the_exchange_menu_says_which_cards_are_kept() -> None:
    """COUP.md 3.4: Exchange draws 2 cards into the hand, then returns 2 of the player's choice: each option of the
    menu says the cards he KEEPS (what stays in his hand), then the two it returns; the DM that asks for the choice
    carries the hand the labels are made from."""
    from bot.games.coup import text
    from bot.games.coup.ui import offer_view

    tables, clock, sink = await table_of()
    me = actor(tables)
    assert (await tables.act(CHANNEL, me, Act(Action.EXCHANGE))).ok
    for user in others(tables, me):
        assert (await tables.answer(CHANNEL, user, seq(tables), Pass(), clock.now_ms())).ok
    await settle()
    held = tables.held(CHANNEL, me)
    assert len(held) == 4
    asked = [p for p in sink.posts if p.user_id == me and p.offer]
    assert asked and asked[-1].held == held
    _, offer, step = tables.hand(CHANNEL, me)
    view = offer_view(CHANNEL, step, offer, (), "en", held=held)
    assert view is not None
    labels = [o.label for child in view.children for o in getattr(getattr(child, "item", child), "options", [])]
    assert len(labels) == len(offer)
    for inp, said in zip(offer, labels, strict=True):
        assert isinstance(inp, ReturnCards)
        kept = text.kept_cards(held, inp.cards)
        assert kept is not None and len(kept) == 2
        assert said.startswith(f"Keep {card_list('en', kept)}"), said
    assert text.kept_cards((Character.DUKE,), (Character.CAPTAIN,)) is None


async def until(check: Callable[[], bool]) -> None:
    """Wait (in real time: the store's writes run in a thread) until `check()` holds; fail after 5 s."""
    for _ in range(500):
        if check():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("it never happened")


async def queued(store: Store, user_id: int | None = None) -> str:
    """What the tables kept in `store` have queued in the shared outbox and not yet sent (nothing sends in these
    tests): the channel's posts, or one player's DMs."""
    async with store.read() as rx:
        rows = await rx.pending_outbox()
    said: list[str] = []
    for row in rows:
        message = decode(row.kind, row.payload)
        if (user_id is None and isinstance(message, ChannelPost)) or (
            isinstance(message, DirectMessage) and row.target == user_id
        ):
            said.append(message.text)
    return "\n".join(said)


async def until_queued(store: Store, words: str) -> str:
    """Wait until `words` are in a post queued in the channel; the channel's posts."""
    for _ in range(500):
        said = await queued(store)
        if words in said:
            return said
        await asyncio.sleep(0.01)
    raise AssertionError(f"never queued: {words!r}")


async def test_a_table_survives_a_restart_of_the_bot(store: Store) -> None:
    """The store survives crashes, nothing a player sends is lost (issue 24): a table is kept at each step; after a
    restart it plays on where it stood, the answers taken before count, its window keeps its deadline, and a deadline
    that passed while the bot was down closes its window as soon as the bot is back."""
    clock = FakeClock(T0)
    tables = CoupTables(clock, StoreKeeper(store, clock))
    sink = Recorder()
    tables.sink = sink
    assert (await tables.create(CHANNEL, 1, "Alba", timing=TIMING, guild_id=3)).ok
    assert (await tables.join(CHANNEL, 2, "P2")).ok
    assert (await tables.join(CHANNEL, 3, "P3")).ok
    assert (await tables.start(CHANNEL, 1)).ok
    me = actor(tables)
    assert (await tables.act(CHANNEL, me, Act(Action.FOREIGN_AID))).ok
    first, second = others(tables, me)
    step = seq(tables)
    assert (await tables.answer(CHANNEL, first, step, Pass(), clock.now_ms())).ok
    before = tables.table(CHANNEL)
    assert before is not None
    tables.close()  # the bot stops

    again = CoupTables(clock, StoreKeeper(store, clock))
    again.sink = sink
    assert await StoreKeeper(store, clock).resume(again, guilds={4}) == 0  # a process serving other servers
    assert await StoreKeeper(store, clock).resume(again, guilds={3}) == 1
    assert await StoreKeeper(store, clock).resume(again) == 0  # the channel's table is in this process already
    table = again.table(CHANNEL)
    assert table is not None and table is not before
    assert (table.state, table.received, table.events, table.due_ms) == (
        before.state,
        before.received,
        before.events,
        before.due_ms,
    )
    assert (table.names, table.seed, table.timing, table.guild_id) == (before.names, before.seed, TIMING, 3)
    got = await again.answer(CHANNEL, first, step, Pass(), clock.now_ms())
    assert not got.ok  # his pass was taken before the restart
    assert (await again.answer(CHANNEL, second, step, Pass(), clock.now_ms())).ok
    assert kind(again) is StepKind.ACTION and actor(again) != me  # the window closed: everyone had passed

    # The next window: the bot is down past its deadline; back, it closes the window at once.
    turn = seq(again)
    assert (await again.act(CHANNEL, actor(again), Act(Action.TAX))).ok
    window = seq(again)
    assert window != turn and kind(again) is StepKind.REACTIONS
    again.close()
    clock.advance(TIMING.window + 60)
    third = CoupTables(clock, StoreKeeper(store, clock))
    third.sink = sink
    assert await StoreKeeper(store, clock).resume(third) == 1
    await until(lambda: seq(third) != window)
    assert kind(third) is StepKind.ACTION
    await until_queued(store, "takes 3 credits from the Treasury")
    kept = third.table(CHANNEL)
    assert kept is not None
    async with kept.lock:  # said before it is kept (the posts go out as the step closes): wait for the keeping
        pass
    async with store.read() as rx:
        (row,) = await rx.kept_games("coup")
    assert row.state is not None and load_state(row.state) == third.table(CHANNEL).state  # type: ignore[union-attr]
    assert (await third.end(CHANNEL, 1, moderator=True)).ok
    async with store.read() as rx:
        assert await rx.kept_games("coup") == []
        assert len(await rx.kept_games("coup", running=False)) == 1
    third.close()


async def test_a_table_closed_before_its_start_is_not_resumed(store: Store) -> None:
    """A table closed while it forms leaves nothing in the store to resume."""
    tables = CoupTables(FakeClock(T0), StoreKeeper(store, FakeClock(T0)))
    tables.sink = Recorder()
    assert (await tables.create(CHANNEL, 1, "Alba", timing=TIMING)).ok
    assert (await tables.end(CHANNEL, 1, moderator=False)).ok
    tables.close()
    assert await StoreKeeper(store, FakeClock(T0)).resume(CoupTables(FakeClock(T0))) == 0


def test_a_process_resumes_the_tables_of_its_own_shards_servers() -> None:
    """On a database several processes share, each gateway process resumes, as it starts and before any command
    reaches it, the tables of the servers its shards carry (Discord: a server's shard is (guild_id >> 22) %
    shard_count); an unsharded bot carries every server."""
    assert 1575646568541978626 in ShardGuilds(None, frozenset({0}))
    one, two = (1 << 22) * 7, (1 << 22) * 8
    assert one in ShardGuilds(2, frozenset({1})) and one not in ShardGuilds(2, frozenset({0}))
    assert two in ShardGuilds(2, frozenset({0})) and two in ShardGuilds(2, frozenset({0, 1}))
    assert "7" not in ShardGuilds(None, frozenset({0}))


async def test_a_moderator_closes_a_nomicoup_step_with_gm_advance_and_ends_the_game(store: Store) -> None:
    """The moderators' /gm on a Nomicoup table (issue 24): the table is a game of kind 'coup' in the shared `games`,
    which /gm finds (Junta's reads do not); `/gm advance` closes the step the moderator saw now, as its deadline would
    (COUP.md 7.2), and is audited; pressed again for that step, it is refused in a sentence; `/gm extend` and
    `/gm pause`, which move the shared deadlines a Nomicoup table does not use, are refused in a sentence; `/gm end`
    ends the game with its ranking (COUP.md 6) and the table is finished in the store."""
    from bot.services import GameService
    from bot.services.context import Seen
    from bot.services.results import Failure

    clock = FakeClock(T0)
    tables = CoupTables(clock, StoreKeeper(store, clock))
    sink = Recorder()
    tables.sink = sink
    assert (await tables.create(CHANNEL, 1, "Alba", timing=TIMING, guild_id=3)).ok
    for user in (2, 3):
        assert (await tables.join(CHANNEL, user, f"P{user}")).ok
    assert (await tables.start(CHANNEL, 1)).ok
    service = GameService(store, clock)
    CoupTables.current = tables
    try:
        assert await service.game_in_channel(CHANNEL) is None  # a Junta read
        game = await service.game_in_channel(CHANNEL, kind=None)
        assert game is not None and game.kind == "coup" and game.phase_seq == seq(tables)
        before = seq(tables)
        got = await service.force_resolve(game.id, 99, seen=Seen(phase_seq=before))
        assert not isinstance(got, Failure), got
        await until(lambda: seq(tables) != before)
        table = tables.table(CHANNEL)
        assert table is not None
        async with table.lock:  # the step closed is kept
            pass
        async with store.read() as rx:
            assert [a.action for a in await rx.list_audit(game.id)] == ["force"]
            moved = await rx.get_game(game.id)
        assert moved is not None and moved.phase_seq == seq(tables)
        again = await service.force_resolve(game.id, 99, seen=Seen(phase_seq=before))
        assert isinstance(again, Failure) and again.code == "phase_closed", again
        for refused in (await service.extend_deadline(game.id, 99, 10), await service.pause(game.id, 99)):
            assert isinstance(refused, Failure) and refused.code == "no_deadline", refused
        ended = await service.end_game(game.id, 99)
        assert not isinstance(ended, Failure), ended
        await until(lambda: table.over)
        async with table.lock:
            pass
        await settle()
        said = await queued(store)
        assert "The game is over" in said or "ranking" in said.lower(), said[-400:]
        async with store.read() as rx:
            finished = await rx.get_game(game.id)
            assert finished is not None and finished.status == "finished"
            assert await rx.kept_games("coup") == []
    finally:
        CoupTables.current = None


async def test_no_table_is_set_up_in_a_channel_where_another_game_is_under_way(store: Store) -> None:
    """One channel carries one game under way, whatever its kind (issue 24): `/nomicoup create` where a Junta game
    forms or runs is refused in a sentence, and no table is kept or played there."""
    clock = FakeClock(T0)
    async with store.transaction() as tx:
        await tx.create_game(
            kind="junta", guild_id=3, channel_id=CHANNEL, name="Republica", settings="{}", seed="s", now=T0
        )
    tables = CoupTables(clock, StoreKeeper(store, clock))
    tables.sink = Recorder()
    got = await tables.create(CHANNEL, 1, "Alba", timing=TIMING, guild_id=3)
    assert not got.ok and "already has a game" in got.text("en"), got.text("en")
    assert tables.table(CHANNEL) is None
    async with store.read() as rx:
        assert await rx.kept_games("coup", running=False) == []


class Delivered:
    """A transport that notes each outbox message it is given, with the custom ids of the buttons and menus its game
    puts under it as it is sent."""

    def __init__(self, store: Store) -> None:
        self.faces = GameFaces(store)
        self.sent: list[tuple[int, Message, list[str]]] = []

    async def send(self, row: OutboxRow) -> None:
        message = decode(row.kind, row.payload)
        assert row.game_id is not None
        view = await self.faces.view(row.game_id, message)
        ids = [] if view is None else [str(getattr(item, "custom_id", "")) for item in view.walk_children()]
        self.sent.append((row.id, message, ids))


async def test_a_post_queued_but_not_sent_when_the_bot_stops_is_sent_once_after_the_restart(store: Store) -> None:
    """Nothing a table says is lost (issue 24): a step's posts and DMs are queued in the shared outbox in the very
    transaction that keeps the step; the bot stops before any is sent; once it is back, the delivery sends each of
    them once, in the order they were said, the window's Challenge and Pass buttons (COUP.md 7.3) built again under
    the claim's post as it is sent, and nothing twice."""
    clock = FakeClock(T0)
    tables = CoupTables(clock, StoreKeeper(store, clock))
    assert (await tables.create(CHANNEL, 1, "Alba", timing=TIMING, guild_id=3)).ok
    for user in (2, 3):
        assert (await tables.join(CHANNEL, user, f"P{user}")).ok
    assert (await tables.start(CHANNEL, 1)).ok
    me = actor(tables)
    assert (await tables.act(CHANNEL, me, Act(Action.TAX))).ok
    window = seq(tables)
    async with store.read() as rx:
        waiting = await rx.pending_outbox()
    assert waiting and all(row.game_id == waiting[0].game_id for row in waiting)
    tables.close()  # the bot stops with all of it unsent

    again = CoupTables(clock, StoreKeeper(store, clock))
    assert await StoreKeeper(store, clock).resume(again) == 1
    transport = Delivered(store)
    worker = DeliveryWorker(store, clock, transport)
    assert await worker.deliver_due() == len(waiting)
    assert await worker.deliver_due() == 0  # each once
    assert [i for i, _, _ in transport.sent] == [row.id for row in waiting]  # in the order they were said
    posts = [(m.text, ids) for _, m, ids in transport.sent if isinstance(m, ChannelPost)]
    assert posts[0][0].startswith("A Nomicoup table is set up here"), posts[0]
    claim_text, claim_ids = posts[-1]
    assert "claiming the Duke" in claim_text, claim_text
    assert f"nomicoup:{CHANNEL}:{window}:challenge" in claim_ids and f"nomicoup:{CHANNEL}:{window}:pass" in claim_ids
    assert f"nomicoup:hand:{CHANNEL}" in claim_ids, claim_ids
    dealt = [m.text for _, m, _ in transport.sent if isinstance(m, DirectMessage)]
    assert sum("You are dealt" in d for d in dealt) == 3, dealt
    async with store.read() as rx:
        assert await rx.pending_outbox() == []
    again.close()


class ClosedDmsOf(Delivered):
    """A transport for which the players `closed` take no DMs from the bot (Discord refuses them for good)."""

    def __init__(self, store: Store, *closed: int) -> None:
        super().__init__(store)
        self.closed = set(closed)

    async def send(self, row: OutboxRow) -> None:
        if row.kind == DirectMessage.KIND and row.target in self.closed:
            raise PermanentError("403 (code 50007)")
        await super().send(row)


@pytest.mark.parametrize(
    ("language", "hint"),
    [
        ("en", "P2 takes no DMs from me: `/nomicoup hand` shows P2 the cards and any choice to make, privately."),
        ("de", "P2 nimmt keine Direktnachrichten von mir an: `/nomicoup hand` zeigt P2 die Karten"),
    ],
)
async def test_a_player_who_takes_no_dms_is_told_in_the_channel_through_the_outbox(
    store: Store, language: Locale, hint: str
) -> None:
    """COUP.md 7.3: the hand and the choice of cards are private. A table kept in the store says its DMs through
    the shared outbox; a DM that Discord refuses for good (the player takes no DMs from the bot) is given up, and the
    table's channel is told, in the table's language, that `/nomicoup hand` shows him his cards and his choice
    (the DM says so itself: `DirectMessage.undelivered`, which the shared delivery posts in the game's channel)."""
    clock = FakeClock(T0)
    tables = CoupTables(clock, StoreKeeper(store, clock))
    assert (await tables.create(CHANNEL, 1, "Alba", timing=TIMING, guild_id=3, language=language)).ok
    for user in (2, 3):
        assert (await tables.join(CHANNEL, user, f"P{user}")).ok
    assert (await tables.start(CHANNEL, 1)).ok
    transport = ClosedDmsOf(store, 2)
    worker = DeliveryWorker(store, clock, transport)
    while await worker.deliver_due():
        pass
    posts = [m.text for _, m, _ in transport.sent if isinstance(m, ChannelPost)]
    hints = [p for p in posts if p.startswith(hint)]
    assert len(hints) == 1, posts  # his dealt hand failed once: one word in the channel
    dealt = [m for _, m, _ in transport.sent if isinstance(m, DirectMessage)]
    assert len(dealt) == 2, dealt  # the other players' hands went out
    async with store.read() as rx:
        assert await rx.pending_outbox() == []
    tables.close()


async def test_a_moderator_ends_a_table_that_has_not_started_and_the_process_lets_go_of_it(store: Store) -> None:
    """`/gm end` on a table still forming (issue 24): its game is finished in the store, and the process that holds
    the forming table lets go of it at once, not at the next `/nomicoup end`: it is neither shown, joined nor
    started any more, nothing of it is resumed after a restart, and the channel can set up a new table."""
    from bot.services import GameService
    from bot.services.results import Failure

    clock = FakeClock(T0)
    tables = CoupTables(clock, StoreKeeper(store, clock))
    assert (await tables.create(CHANNEL, 1, "Alba", timing=TIMING, guild_id=3)).ok
    assert (await tables.join(CHANNEL, 2, "P2")).ok
    service = GameService(store, clock)
    CoupTables.current = tables
    try:
        game = await service.game_in_channel(CHANNEL, kind=None)
        assert game is not None and game.kind == "coup" and game.status == "forming"
        ended = await service.end_game(game.id, 99)
        assert not isinstance(ended, Failure), ended
        assert tables.table(CHANNEL) is None
        said, _, _ = tables.status(CHANNEL)
        assert "There is no Nomicoup table in this channel" in said("en")
        for refused in (await tables.join(CHANNEL, 3, "P3"), await tables.start(CHANNEL, 1)):
            assert not refused.ok and "no Nomicoup table" in refused.text("en"), refused.text("en")
        async with store.read() as rx:
            finished = await rx.get_game(game.id)
            assert finished is not None and finished.status == "finished"
            assert await rx.kept_games("coup") == []
        assert await StoreKeeper(store, clock).resume(CoupTables(clock)) == 0
        again = await tables.create(CHANNEL, 1, "Alba", timing=TIMING, guild_id=3)
        assert again.ok, again.text("en")
        table = tables.table(CHANNEL)
        assert table is not None and table.game_id != game.id
    finally:
        CoupTables.current = None
        tables.close()
