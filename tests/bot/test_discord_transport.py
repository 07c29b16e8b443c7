"""The Discord side of the outbox: DM channels kept across a restart, the requests paced (the interaction endpoints
excepted), and a player's DMs that wait together sent as one message without anyone seeing an order change."""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import aiohttp
import discord
import pytest
from aiohttp import web
from aiohttp.test_utils import BaseTestServer, TestServer
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.delivery import Coalescing, StoreBooks
from bot.discord_transport import (
    ATTACHMENT_LIMIT,
    DiscordTransport,
    bound_to_global_limit,
    coalesce,
    coalesce_dms,
    coalesce_posts,
    dm_text,
    paced_trace,
)
from bot.games.junta.text import MAX_TEXT_CHARS
from bot.outbox import (
    ChannelPost,
    DirectMessage,
    MapPost,
    Message,
    PhaseOpening,
    ThreadPost,
    TradeOffer,
    decode,
    encode,
)
from bot.pacing import Pacer, lane
from bot.store import OutboxRow, Store


class FakeClient:
    """The little of a discord.py client the transport uses for DMs: opening a DM channel and posting in one."""

    def __init__(self) -> None:
        self.opened: list[int] = []
        self.posts: list[tuple[int, str | None]] = []
        self.closed: set[int] = set()  # DM channels whose user takes no DMs from the bot
        self.messages: list[int] = []  # the posts sent through discord.py's Messageable.send (a Message built)
        self._ids = itertools.count(5000)

    async def create_dm(self, user: discord.abc.Snowflake) -> Any:
        self.opened.append(user.id)
        for _ in range(3):
            await asyncio.sleep(0)  # a round trip to Discord
        return discord.Object(next(self._ids))

    allowed_mentions = None

    def get_partial_messageable(self, channel_id: int, **_: Any) -> Any:
        client = self

        class Channel:
            async def send(self, text: str | None = None, **__: Any) -> Any:
                client.post(channel_id, text)
                client.messages.append(channel_id)
                return SimpleNamespace(id=next(client._ids))

        return Channel()

    @property
    def http(self) -> Any:
        """discord.py's HTTP route, by which a post whose answer nobody reads is sent."""
        client = self

        class Http:
            async def send_message(self, channel_id: int, *, params: Any) -> dict[str, Any]:
                client.post(channel_id, params.payload["content"])
                return {}

        return Http()

    def post(self, channel_id: int, text: str | None) -> None:
        if channel_id in self.closed:
            answer = SimpleNamespace(status=403, reason="Forbidden")
            raise discord.Forbidden(answer, {"code": 50007, "message": "Cannot send messages to this user"})
        self.posts.append((channel_id, text))


class Hearing:
    """A game's faces that hear of its messages sent (as Nomicoup's tables do), or not."""

    def __init__(self, hears: bool) -> None:
        self._hears = hears
        self.heard: list[Message] = []

    async def view(self, game_id: int, message: Message) -> discord.ui.View | None:
        return None

    async def file_name(self, game_id: int, picture: str) -> str:
        return "picture.png"

    async def sent(self, game_id: int, message: Message, posted: discord.Message) -> None:
        self.heard.append(message)

    async def hears(self, game_id: int) -> bool:
        return self._hears


async def test_a_post_whose_discord_message_nobody_reads_builds_none() -> None:
    """Issue 26 (CPU per interaction): a game that does not hear of its messages sent has its posts and DMs sent
    through discord.py's HTTP route, no Message built; one that hears of them (Nomicoup's tables take buttons off
    their sent messages) gets discord.py's Message of each."""
    for hears in (False, True):
        client, faces = FakeClient(), Hearing(hears)
        transport = DiscordTransport(client, faces=faces)  # type: ignore[arg-type]
        await transport.send(outbox_row(1, 10, ChannelPost("The results", "results")))
        await transport.send(outbox_row(2, 77, DirectMessage("Your hand", "digest", "R")))
        assert [text for _, text in client.posts] == ["The results", "*R* · Your hand"]
        assert len(client.messages) == (2 if hears else 0)
        assert len(faces.heard) == (2 if hears else 0)


def outbox_row(row_id: int, target: int, message: Message, *, game_id: int = 1, file: bytes | None = None) -> OutboxRow:
    kind, payload = encode(message)
    return OutboxRow(row_id, game_id, 0, kind, target, payload, file, None, 0, 0, 0, None, None, None)


async def test_dm_channels_are_kept_across_a_restart(tmp_path: Path) -> None:
    """The first DM to a player opens his DM channel and keeps its id in the store; after a restart (a new process:
    new client, new transport, the store opened again) his DMs go to that channel without opening it again."""
    path = tmp_path / "junta.sqlite3"
    async with await Store.open(path) as store:
        client = FakeClient()
        transport = DiscordTransport(client, books=StoreBooks(store))  # type: ignore[arg-type]
        await transport.send(outbox_row(1, 77, DirectMessage("hello", "digest", "Republica")))
        await transport.send(outbox_row(2, 77, DirectMessage("again", "digest", "Republica")))
        assert client.opened == [77]
        (channel, _), _ = client.posts
    async with await Store.open(path) as store:
        client = FakeClient()
        transport = DiscordTransport(client, books=StoreBooks(store))  # type: ignore[arg-type]
        await transport.send(outbox_row(3, 77, DirectMessage("after the restart", "digest", "Republica")))
        await transport.send(outbox_row(4, 88, DirectMessage("a new player", "digest", "Republica")))
    assert client.opened == [88]  # only the player whose channel was never opened
    assert client.posts[0] == (channel, "*Republica* · after the restart")


async def test_a_command_and_the_delivery_dming_a_new_player_at_once_open_his_channel_once(tmp_path: Path) -> None:
    """A command's welcome DM (sent at once, outside the outbox) and a DM of the delivery to the same player at the
    same moment: one DM channel opened, kept, used by both."""
    async with await Store.open(tmp_path / "junta.sqlite3") as store:
        client = FakeClient()
        transport = DiscordTransport(client, books=StoreBooks(store))  # type: ignore[arg-type]
        welcome, _ = await asyncio.gather(
            transport.direct(77, "Welcome"), transport.send(outbox_row(1, 77, DirectMessage("news", "digest", "R")))
        )
        assert welcome is True
        assert client.opened == [77]
        assert sorted(text or "" for _, text in client.posts) == ["*R* · news", "Welcome"]
        async with store.read() as rx:
            assert await rx.dm_channel(77) == client.posts[0][0]


async def test_a_welcome_dm_to_a_player_who_takes_none_says_so() -> None:
    client = FakeClient()
    transport = DiscordTransport(client)  # type: ignore[arg-type]
    assert await transport.direct(77, "Welcome") is True
    client.closed.add(client.posts[0][0])
    assert await transport.direct(77, "Welcome again") is False


def test_the_requests_discord_counts_against_the_global_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every request to the API but the interaction endpoints (callbacks, followups and edits of the answer)."""
    monkeypatch.setattr(discord.http.Route, "BASE", "http://127.0.0.1:9/api/v10")
    base = "http://127.0.0.1:9/api/v10"
    assert bound_to_global_limit(f"{base}/channels/1/messages")
    assert bound_to_global_limit(f"{base}/users/@me/channels")
    assert bound_to_global_limit(f"{base}/users/5")
    assert bound_to_global_limit(f"{base}/applications/1/commands")
    assert not bound_to_global_limit(f"{base}/interactions/1/token/callback")
    assert not bound_to_global_limit(f"{base}/webhooks/1/token/messages/@original")
    assert not bound_to_global_limit("ws://127.0.0.1:9/gateway?v=10")
    assert not bound_to_global_limit("http://127.0.0.1:9/api/v10x/channels/1")
    assert not bound_to_global_limit("https://cdn.discordapp.com/attachments/1/2/map.png")


@pytest.fixture
async def server() -> AsyncIterator[tuple[BaseTestServer, list[str]]]:
    """A local HTTP server that answers every request and records its path."""
    seen: list[str] = []

    async def handle(request: web.Request) -> web.Response:
        seen.append(request.path)
        return web.json_response({})

    app = web.Application()
    app.router.add_route("*", "/{tail:.*}", handle)
    async with TestServer(app) as running:
        yield running, seen


async def test_paced_requests_wait_for_their_turn_and_interaction_answers_do_not(
    server: tuple[BaseTestServer, list[str]], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Through the client's trace, an API request waits for its turn in the pacer; meanwhile an interaction's answer
    and a request outside the API go at once."""
    running, seen = server
    base = str(running.make_url("/api/v10"))
    monkeypatch.setattr(discord.http.Route, "BASE", base)
    release = asyncio.Event()
    now = 0.0

    async def sleep(seconds: float) -> None:
        nonlocal now
        await release.wait()
        now += seconds

    pacer = Pacer(1, burst=1, clock=lambda: now, sleep=sleep)
    async with aiohttp.ClientSession(trace_configs=[paced_trace(pacer)]) as session:
        async with session.get(f"{base}/users/1"):
            pass  # the budget was untouched: at once
        with lane(("game", 1)):
            waiting = asyncio.create_task(session.get(f"{base}/users/2").__aenter__())
        while pacer.waiting == 0:
            await asyncio.sleep(0)
        async with session.post(f"{base}/interactions/9/tok/callback"):
            pass
        async with session.get(str(running.make_url("/gateway"))):
            pass
        assert not waiting.done()
        release.set()
        response = await waiting
        response.release()
    assert seen == ["/api/v10/users/1", "/api/v10/interactions/9/tok/callback", "/gateway", "/api/v10/users/2"]
    assert pacer.admitted == 2


# --- coalescing -----------------------------------------------------------------------------------------------
def dm(row_id: int, user: int, text: str, game: str = "Republica") -> OutboxRow:
    return outbox_row(row_id, user, DirectMessage(text, "digest", game))


def post(row_id: int, text: str) -> OutboxRow:
    return outbox_row(row_id, 1, ChannelPost(text, "results"))


def test_the_transport_coalesces() -> None:
    assert isinstance(DiscordTransport(FakeClient()), Coalescing)  # type: ignore[arg-type]


def test_a_players_dms_with_other_players_dms_between_go_as_one() -> None:
    rows = [dm(1, 10, "a"), dm(2, 20, "b"), dm(3, 10, "c"), dm(4, 30, "d"), dm(5, 10, "e")]
    message, ids = coalesce_dms(rows)
    assert ids == (1, 3, 5)
    assert message.id == 1 and message.target == 10
    assert decode(message.kind, message.payload) == DirectMessage("a\n\nc\n\ne", "digest", "Republica")


def test_a_post_in_the_channel_ends_the_dms_that_go_together() -> None:
    """The channel's posts and each player's DMs keep their order: a DM after a channel post is not sent before it."""
    _, ids = coalesce_dms([dm(1, 10, "a"), post(2, "results"), dm(3, 10, "c")])
    assert ids == (1,)
    thread = outbox_row(2, 1, ThreadPost("debate", "budget:1", "Turn 1 budget", True))
    picture = outbox_row(2, 1, MapPost(3, "The city now:"))
    assert coalesce_dms([dm(1, 10, "a"), thread, dm(3, 10, "c")])[1] == (1,)
    assert coalesce_dms([dm(1, 10, "a"), picture, dm(3, 10, "c")])[1] == (1,)


def test_what_cannot_join_ends_the_players_dms_that_go_together() -> None:
    """His trade offer (it has a button), a DM with a file, another game's DM, or one that does not fit: his DMs
    after it wait for it (his own DMs keep their order). Another player's trade offer is passed over."""
    offer = outbox_row(2, 10, TradeOffer("an offer", "abc"))
    assert coalesce_dms([dm(1, 10, "a"), offer, dm(3, 10, "c")])[1] == (1,)
    others = outbox_row(2, 20, TradeOffer("an offer", "abc"))
    assert coalesce_dms([dm(1, 10, "a"), others, dm(3, 10, "c")])[1] == (1, 3)
    with_file = outbox_row(2, 10, DirectMessage("a picture", "digest", "Republica"), file=b"png")
    assert coalesce_dms([dm(1, 10, "a"), with_file, dm(3, 10, "c")])[1] == (1,)
    assert coalesce_dms([dm(1, 10, "a"), dm(2, 10, "b", game="Other"), dm(3, 10, "c")])[1] == (1,)
    long = "x" * (MAX_TEXT_CHARS - 2)
    assert coalesce_dms([dm(1, 10, "a"), dm(2, 10, long), dm(3, 10, "c")])[1] == (1,)
    assert coalesce_dms([dm(1, 10, "a"), dm(2, 10, long[:-1])])[1] == (1, 2)  # "a", a blank line, the rest: fits


def test_what_is_not_a_plain_dm_goes_alone() -> None:
    assert coalesce_dms([post(1, "results"), post(2, "more")])[1] == (1,)
    assert coalesce_dms([outbox_row(1, 10, TradeOffer("an offer", "abc")), dm(2, 10, "b")])[1] == (1,)
    assert coalesce_dms([dm(1, 10, "alone")])[1] == (1,)


def test_posts_that_follow_each_other_in_the_channel_go_as_one() -> None:
    """Issue 26 (the charter: "a phase's news goes out in few messages"): six families who join at once are told in
    one post, their sentences in the order they were queued, each whole."""
    rows = [post(i, f"The F{i} family joins the game ({i} players).") for i in range(1, 7)]
    message, ids = coalesce_posts(rows)
    assert ids == (1, 2, 3, 4, 5, 6) and message.id == 1 and message.target == 1
    joined = decode(message.kind, message.payload)
    assert isinstance(joined, ChannelPost) and joined.offer == ""
    assert joined.text.split("\n\n") == [f"The F{i} family joins the game ({i} players)." for i in range(1, 7)]
    assert coalesce(rows) == (message, ids)


def test_what_cannot_join_ends_the_posts_that_go_together() -> None:
    """Anything between two posts (a DM: its player sees the channel too), a phase's opening with its Status Page
    button, a post with the game's buttons or a file, a post to another channel or in another language, or one that
    does not fit in Discord's 2,000 characters: the posts after it wait for it."""
    between = [
        dm(2, 10, "a DM"),
        outbox_row(2, 1, PhaseOpening("Turn 1 · Cabinet", 3)),
        outbox_row(2, 1, ChannelPost("with buttons", "coup", offer='{"x": 1}')),
        outbox_row(2, 1, ChannelPost("a picture", "results"), file=b"png"),
        outbox_row(2, 1, MapPost(3, "The city now:")),
        outbox_row(2, 2, ChannelPost("elsewhere", "results")),
        outbox_row(2, 1, ChannelPost("auf Deutsch", "results", locale="de")),
        post(2, "x" * (MAX_TEXT_CHARS - 2)),
    ]
    for row in between:
        assert coalesce_posts([post(1, "a"), row, post(3, "c")])[1] == (1,), row
    assert coalesce_posts([post(1, "a"), post(2, "x" * (MAX_TEXT_CHARS - 3))])[1] == (1, 2)  # fits exactly
    assert coalesce_posts([outbox_row(1, 1, PhaseOpening("Turn 1", 3)), post(2, "b")])[1] == (1,)
    assert coalesce_posts([dm(1, 10, "a"), post(2, "b")])[1] == (1,)


ROWS = st.lists(
    st.one_of(
        st.tuples(st.just("post"), st.just(1), st.sampled_from(["r", "results " * 60, "news " * 300])),
        st.tuples(st.just("dm"), st.sampled_from([10, 20, 30]), st.sampled_from(["x", "y" * 700, "z" * 1500])),
        st.tuples(st.just("trade"), st.sampled_from([10, 20, 30]), st.just("offer")),
    ),
    max_size=25,
)


def build(specs: list[tuple[str, int, str]]) -> list[OutboxRow]:
    rows = []
    for i, (kind, target, text) in enumerate(specs, start=1):
        message: Message = (
            ChannelPost(f"{i}:{text}", "results")
            if kind == "post"
            else TradeOffer(f"{i}:{text}", "abc")
            if kind == "trade"
            else DirectMessage(f"{i}:{text}", "digest", "Republica")
        )
        rows.append(outbox_row(i, target, message))
    return rows


def views(sent: list[tuple[int, str, str]]) -> Iterator[tuple[int, list[str]]]:
    """What each player sees, in order: the channel's posts and his own DMs (each merged DM split back into the
    texts it carries)."""
    for player in (10, 20, 30):
        seen = []
        for target, kind, text in sent:
            if kind == ChannelPost.KIND or target == player:
                seen.extend(text.split("\n\n"))
        yield player, seen


@settings(max_examples=200, deadline=None)
@given(specs=ROWS)
def test_coalescing_changes_nothing_anyone_sees_but_the_number_of_messages(specs: list[tuple[str, int, str]]) -> None:
    """A game's queue delivered as the worker does (coalesce the first unsent row with what it can carry, mark them,
    go on): every row goes exactly once, each merged message fits in one Discord message, and every player sees
    the channel and his DMs in the same order as if each row had gone alone."""
    rows = build(specs)
    one_by_one = [(r.target, r.kind, decode(r.kind, r.payload).text) for r in rows]
    left, sent, carried = list(rows), [], list[int]()
    while left:
        message, ids = coalesce(left)
        assert ids[0] == left[0].id
        carried.extend(ids)
        text = decode(message.kind, message.payload).text
        assert len(dm_text("Republica", text)) <= 2000 and len(text) <= MAX_TEXT_CHARS
        sent.append((message.target, message.kind, text))
        left = [r for r in left if r.id not in ids]
    assert sorted(carried) == [r.id for r in rows]
    assert dict(views(sent)) == dict(views(one_by_one))
    assert len(sent) <= len(rows)


async def test_an_archive_over_discords_limit_is_said_so() -> None:
    """Issue 14: the end post's archive must fit Discord's default attachment limit (10 MiB); "if it cannot fit, say
    so and how a moderator gets it"."""
    client = FakeClient()

    async def too_big(game: int, phase: int, picture: str) -> bytes:
        return b"x" * (ATTACHMENT_LIMIT + 1)

    transport = DiscordTransport(client, maps=too_big)  # type: ignore[arg-type]
    await transport.send(outbox_row(1, 42, MapPost(9, "The whole story", topic="archive", picture="archive")))
    ((channel, text),) = client.posts
    assert channel == 42 and text is not None
    assert "over Discord's 10 MiB limit" in text and "python -m bot.archive" in text and "--game 1" in text
