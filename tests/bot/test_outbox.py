"""The typed outbox: every kind of message survives its row, and rows of the shapes before it still read."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.games.junta.services.resolution import thread_known
from bot.outbox import (
    KINDS,
    ChannelPost,
    DirectMessage,
    MapPost,
    Message,
    OutboxDecodeError,
    PhaseOpening,
    ThreadPost,
    TradeOffer,
    decode,
    encode,
)
from bot.services.context import queue
from bot.store import Store
from tests.bot.conftest import T0

texts = st.text(max_size=200)
messages: st.SearchStrategy[Message] = st.one_of(
    st.builds(ChannelPost, texts, texts),
    st.builds(PhaseOpening, texts, st.integers(0, 10_000), texts),
    st.builds(DirectMessage, texts, texts, texts),
    st.builds(ThreadPost, texts, texts, texts, st.booleans(), texts),
    st.builds(MapPost, st.integers(0, 10_000), texts, texts),
    st.builds(TradeOffer, texts, st.text(alphabet="0123456789abcdef", min_size=1, max_size=32), texts, texts),
)


@given(messages)
def test_every_message_survives_its_row(message: Message) -> None:
    """A message queued is the message delivered: encode and decode are inverse."""
    kind, payload = encode(message)
    assert decode(kind, payload) == message
    data = json.loads(payload)
    assert "text" in data and "topic" in data


def test_a_budget_thread_post_queued_before_threads_had_keys_still_reads() -> None:
    """A thread post of the shape before migration 0007 (its thread named by Junta's turn) reads as the post in the
    thread 'budget:<turn>'."""
    old = '{"text": "x", "turn": 2, "name": "R · turn 2 budget", "open": true, "topic": "budget_debate"}'
    assert decode("thread", old) == ThreadPost("x", "budget:2", "R · turn 2 budget", True, "budget_debate")


def test_every_kind_is_declared_once() -> None:
    """One class per kind of message, each with its own kind."""
    assert set(KINDS) == {"channel", "phase", "dm", "thread", "map", "trade"}


def test_rows_queued_before_the_typed_outbox_still_read() -> None:
    """A map post and a trade offer queued in the old shapes are delivered as they were meant."""
    old_map = json.dumps({"text": "The city now:", "topic": "map", "map_phase": 12})
    assert decode("channel", old_map) == MapPost(12, "The city now:")
    old_offer = json.dumps({"text": "An offer", "topic": "trade", "game": "Republic", "trade_offer": "ab12"})
    assert decode("dm", old_offer) == TradeOffer("An offer", "ab12", "Republic")
    plain = json.dumps({"text": "hi", "topic": "digest", "game": "R"})
    assert decode("dm", plain) == DirectMessage("hi", "digest", "R")


@pytest.mark.parametrize(
    ("kind", "payload"),
    [
        ("channel", "not json"),
        ("channel", "[1, 2]"),
        ("pigeon", '{"text": "x", "topic": "y"}'),
        ("thread", '{"text": "x", "turn": "two", "name": "n", "open": true}'),
        ("thread", '{"text": "x"}'),
        ("map", '{"phase_seq": "3"}'),
    ],
)
def test_a_row_no_kind_reads_is_refused(kind: str, payload: str) -> None:
    """A stored row that no kind of message reads raises OutboxDecodeError (the delivery gives it up), nothing
    else."""
    with pytest.raises(OutboxDecodeError):
        decode(kind, payload)


async def test_a_thread_is_known_from_the_queued_post_that_opens_it(store: Store) -> None:
    """R: a turn's second budget proposal (after a New Budget card) goes into the debate thread the first one opens,
    even when that post has not gone out yet (a moderator advanced quickly, Discord held the delivery up): its
    results and its post do not say again that it opens the thread (the phase's results read as the first's did)."""
    async with store.transaction() as tx:
        game = await tx.create_game(kind="junta", guild_id=1, channel_id=5, name="g", settings="{}", seed="s", now=T0)
        assert not await thread_known(tx, game.id, "budget:3")
        await queue(tx, game, 5, ThreadPost("proposal", "budget:2", "Turn 2", True), now=T0)
        await queue(tx, game, 5, ThreadPost("tally", "budget:3", "Turn 3", False), now=T0)
        assert not await thread_known(tx, game.id, "budget:3")  # another turn's; one that does not open it
        await queue(tx, game, 5, ThreadPost("proposal", "budget:3", "Turn 3", True), now=T0)
        assert await thread_known(tx, game.id, "budget:3")
        await tx.mark_sent_many([r.id for r in await tx.pending_outbox(game.id)], now=T0)
        assert not await thread_known(tx, game.id, "budget:3")  # sent, and no thread: it could not be opened
        await tx.set_thread(game.id, "budget:3", 77)
        assert await thread_known(tx, game.id, "budget:3")
