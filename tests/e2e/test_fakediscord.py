"""The fake Discord works with the unmodified discord.py, and catches what the real Discord would refuse.

The sample bot (tests/e2e/sample_bot.py) runs as a subprocess; fake users drive it as people would.
"""

from __future__ import annotations

import asyncio

import aiohttp
import pytest

from tests.e2e.conftest import BotLauncher, World, start_sample_bot
from tests.e2e.fakediscord import (
    BotProcess,
    CommandRefused,
    ComponentError,
    FakeDiscord,
    Message,
    MessageFlag,
    Permission,
    RawOption,
)
from tests.e2e.fakediscord import validation as v
from tests.e2e.fakediscord.process import STALL_LINE
from tests.e2e.fakediscord.ratelimit import (
    CHANNEL_POSTS,
    DM_OPENS,
    DM_POSTS,
    INTERACTION_CALLBACKS,
    OTHER,
    USER_LOOKUPS,
    KindTraffic,
    Traffic,
)
from tests.e2e.sample_bot import make_png


async def post_board(fake: FakeDiscord, world: World, title: str = "Coup", size: int = 24) -> Message:
    inter = await fake.slash(world.alice, world.channel, "demo post", {"title": title, "size": size})
    answer = await inter.response()
    assert answer.content.startswith("Posted ")
    await inter.followup(0)  # the command is done
    return fake.message(int(answer.content.split()[1]))


# ------------------------------------------------------------------------------------------------ happy paths
async def test_login_ready_and_command_sync(fake: FakeDiscord, world: World, sample_bot: BotProcess) -> None:
    await sample_bot.wait_for_line("SAMPLE READY as Junta")
    assert ("GET", "/users/@me", 200) in fake.requests
    assert ("GET", "/oauth2/applications/@me", 200) in fake.requests
    global_cmds = {c["name"]: c for c in fake.commands()}
    assert set(global_cmds) == {"ping", "modonly", "whoami", "slow", "crash", "double"}
    assert global_cmds["ping"]["contexts"] == [0]
    assert global_cmds["whoami"]["contexts"] == [0, 1]
    [demo] = fake.commands(world.guild)
    assert demo["name"] == "demo" and demo["guild_id"] == str(world.guild.id)
    assert {o["name"] for o in demo["options"]} == {"post", "dm", "feedback", "probe"}


async def test_ping_answers_ephemerally(fake: FakeDiscord, world: World, sample_bot: BotProcess) -> None:
    inter = await fake.slash(world.alice, world.channel, "/ping")
    msg = await inter.response()
    assert msg.content == "pong"
    assert msg.ephemeral and inter.ephemeral
    assert inter.latency is not None and inter.latency < 1.0
    # Ephemeral: only alice sees it; nobody else, and not the channel's public history.
    assert msg in fake.messages(world.channel, viewer=world.alice)
    assert msg not in fake.messages(world.channel)
    assert msg not in fake.messages(world.channel, viewer=world.bob)


async def test_demo_post_attachment_button_select_thread(
    fake: FakeDiscord, world: World, sample_bot: BotProcess
) -> None:
    inter = await fake.slash(world.alice, world.channel, "demo post", {"title": "Coup", "size": 24})
    assert inter.payload["data"]["guild_id"] == str(world.guild.id)
    answer = await inter.response()  # deferred (thinking), then edit_original_response
    assert inter.ack_type == 5
    assert answer.ephemeral and answer.content.startswith("Posted ")
    followup = await inter.followup(0)
    assert followup.content == "Anything else?" and followup.ephemeral

    post = await fake.wait_for_message(world.channel, lambda m: bool(m.attachments))
    assert post.author_id == fake.bot_user.id and not post.ephemeral
    assert post.reactions == {"\N{THUMBS UP SIGN}": {fake.bot_user.id}}
    [note] = [m for m in fake.messages(world.channel, include_deleted=True) if m.deleted]
    assert note.content == "Drawing the board... done" and note.edits[0].content == "Drawing the board..."
    assert note not in fake.messages(world.channel)
    assert post.text.splitlines()[:2] == ["Coup", "The board"]
    board = post.attachment("board.png")
    assert board.data == make_png(24)
    assert board.image_size() == (24, 24)
    assert post.embeds[0]["image"]["url"] == board.url
    async with aiohttp.ClientSession() as http, http.get(board.url) as resp:  # what a Discord client downloads
        assert resp.status == 200 and await resp.read() == board.data
    assert post.custom_ids() == ["demo:click", "demo:color"]

    [thread] = fake.threads(world.channel)
    assert thread.name == "Coup discussion" and thread.id == post.id
    assert [m.content for m in fake.messages(thread)] == ["Discuss the board here"]
    in_thread = await fake.slash(world.carol, thread, "whoami", {"nickname": "gamma"})
    answer_in_thread = await in_thread.response()
    assert answer_in_thread.channel_id == thread.id and answer_in_thread.content.endswith("nickname gamma")

    click = await fake.click(world.bob, post, "demo:click")
    updated = await click.response()
    assert updated is post and click.ack_type == 7
    assert post.content == "Clicked by bob"
    assert post.buttons()[0]["disabled"] is True
    assert post.attachments == [board] and post.embeds[0]["title"] == "Coup"  # the edit kept them
    assert len(post.edits) == 1 and post.edits[0].content == ""
    with pytest.raises(ComponentError, match="disabled"):
        await fake.click(world.alice, post, "demo:click")

    pick = await fake.select(world.carol, post, "demo:color", ["red", "blue"])
    picked = await pick.response()
    assert picked.content == "You picked red, blue" and picked.ephemeral
    assert picked.visible_to == world.carol.id


async def test_dms_sent_and_refused(fake: FakeDiscord, world: World, sample_bot: BotProcess) -> None:
    ok = await fake.slash(world.alice, world.channel, "demo dm", {"user": world.bob})
    assert (await ok.response()).content == "DM sent to bob"
    dm = await fake.wait_for_dm(world.bob)
    assert dm.content == "Hello bob, alice says hi"
    assert fake.dm_messages(world.bob) == [dm]

    closed = await fake.slash(world.alice, world.channel, "demo dm", {"user": world.carol})
    assert (await closed.response()).content == "Cannot DM carol (50007)"
    assert fake.dm_messages(world.carol) == []

    stranger = await fake.slash(world.alice, world.channel, "demo dm", {"user": world.dave})
    assert (await stranger.response()).content == "Cannot DM dave (50007)"  # shares no server with the bot
    assert ("GET", f"/users/{world.dave.id}", 200) in fake.requests
    assert ("GET", f"/guilds/{world.guild.id}/members/{world.dave.id}", 404) in fake.requests


async def test_whoami_in_dm_and_guild_with_autocomplete(
    fake: FakeDiscord, world: World, sample_bot: BotProcess
) -> None:
    dm = fake.dm_channel(world.alice)
    choices = await fake.autocomplete(world.alice, dm, "whoami", {"nickname": "al"})
    assert choices == [{"name": "Alpha", "value": "alpha"}, {"name": "Alpine", "value": "alpine"}]

    inter = await fake.slash(world.alice, dm, "whoami", {"nickname": "alpha"})
    assert inter.payload["context"] == 1 and inter.payload["channel"]["type"] == 1
    msg = await inter.response()
    assert msg.content == "You are alice in a DM, nickname alpha"
    assert not msg.ephemeral and fake.dm_messages(world.alice) == [msg]

    in_guild = await fake.slash(world.bob, world.channel, "whoami", {"nickname": "beta"})
    assert (await in_guild.response()).content == "You are bob in Banana Republic, nickname beta"

    hello = await fake.send_message(world.alice, dm, "hello")
    reply = await fake.wait_for_dm(world.alice, lambda m: m.author_id == fake.bot_user.id, after=hello.id)
    assert reply.content == "hi alice"


async def test_modal(fake: FakeDiscord, world: World, sample_bot: BotProcess) -> None:
    inter = await fake.slash(world.bob, world.channel, "demo feedback")
    modal = await inter.wait_modal()
    assert modal["title"] == "Feedback"
    submitted = await inter.submit_modal({"feedback:text": "great game"})
    answer = await submitted.response()
    assert answer.content == "Thanks for: great game" and answer.ephemeral


async def test_bot_restart_keeps_state_and_persistent_views(
    fake: FakeDiscord, world: World, start_bot: BotLauncher
) -> None:
    first = await start_sample_bot(start_bot, fake, world)
    post = await post_board(fake, world)
    await first.kill()
    await fake.wait_disconnected()
    syncs = fake.scopes[None].synced

    await start_sample_bot(start_bot, fake, world)
    await fake.wait_until(lambda: fake.scopes[None].synced > syncs, 10, "the restarted bot to sync again")
    assert post in fake.messages(world.channel)
    click = await fake.click(world.alice, post, "demo:click")
    assert (await click.response()).content == "Clicked by alice"


async def test_gateway_resume(fake: FakeDiscord, world: World, sample_bot: BotProcess) -> None:
    await fake.close_gateway()  # a resumable close: the bot RESUMEs at READY's resume_gateway_url
    await fake.wait_until(lambda: fake.resume_count == 1, 10, "the bot to RESUME")
    assert (await (await fake.slash(world.alice, world.channel, "ping")).response()).content == "pong"


@pytest.mark.slow
async def test_gateway_invalid_session_reidentifies(fake: FakeDiscord, world: World, sample_bot: BotProcess) -> None:
    """Takes 5 s: discord.py's before_identify_hook sleeps 5 s before any IDENTIFY but the first."""
    ready = fake.ready_count
    fake.invalidate_sessions()
    await fake.wait_ready(after=ready)
    assert (await (await fake.slash(world.alice, world.channel, "ping")).response()).content == "pong"


async def test_rate_limited_callback_is_retried(fake: FakeDiscord, world: World, sample_bot: BotProcess) -> None:
    fake.rate_limit_next("POST", r"^/interactions/\d+/[^/]+/callback$", retry_after=0.05)
    inter = await fake.slash(world.alice, world.channel, "ping")
    assert (await inter.response()).content == "pong"
    assert [s for m, p, s in fake.requests if p.startswith("/interactions/")] == [429, 200]
    await sample_bot.wait_for_line("rate limited")


async def test_global_rate_limit_refuses_a_burst_but_not_interaction_answers(
    fake: FakeDiscord, world: World, sample_bot: BotProcess
) -> None:
    """Over Discord's global limit the bot gets a global 429, which discord.py waits out before it retries; the
    interaction endpoints (callbacks, followups) are not bound to the limit. Every request is counted by kind."""
    fake.set_global_rate_limit(3)
    pings = [await fake.slash(world.alice, world.channel, "ping") for _ in range(5)]
    for ping in pings:
        assert (await ping.response()).content == "pong"
    # /demo dm: a user look-up, a member look-up, a DM-channel open and a DM post: one over the limit of 3.
    inter = await fake.slash(world.alice, world.channel, "demo dm", {"user": world.bob})
    assert (await inter.response()).content == "DM sent to bob"
    assert (await fake.wait_for_dm(world.bob)).content == "Hello bob, alice says hi"
    await sample_bot.wait_for_line("Global rate limit has been hit")
    refused = [(m, p) for m, p, s in fake.requests if s == 429]
    assert refused and not [p for _, p in refused if p.startswith(("/interactions/", "/webhooks/"))]
    traffic = fake.traffic.summary()
    assert traffic[INTERACTION_CALLBACKS].sent == 6 and traffic[INTERACTION_CALLBACKS].refused == 0
    assert traffic[USER_LOOKUPS].sent >= 1 and traffic[DM_OPENS].sent >= 1 and traffic[DM_POSTS].sent >= 1
    assert sum(t.refused for t in traffic.values()) == len(refused)
    assert fake.violations == []


async def test_global_rate_limit_answers_as_discord_does(fake: FakeDiscord) -> None:
    """The global 429: status 429, `global: true` and `retry_after` in the JSON body, the Retry-After,
    X-RateLimit-Global, X-RateLimit-Scope and Via headers; with no limit set nothing is refused."""
    headers = {"Authorization": f"Bot {fake.token}"}
    async with aiohttp.ClientSession() as http:
        fake.set_global_rate_limit(2)
        statuses = []
        for _ in range(3):
            async with http.get(f"{fake.api_base}/users/@me", headers=headers) as resp:
                statuses.append(resp.status)
                answer, body = resp.headers, await resp.json()
        assert statuses == [200, 200, 429]
        assert answer["Content-Type"] == "application/json"
        assert answer["X-RateLimit-Global"] == "true" and answer["X-RateLimit-Scope"] == "global"
        assert answer["Via"]  # without it discord.py takes the 429 for a Cloudflare ban
        assert body["global"] is True and body["message"] == "You are being rate limited."
        assert 0 < body["retry_after"] <= 1 and answer["Retry-After"] == "1"
        fake.set_global_rate_limit(None)
        async with http.get(f"{fake.api_base}/users/@me", headers=headers) as resp:
            assert resp.status == 200
    counted = fake.traffic.summary()[OTHER]  # GET /users/@me
    assert (counted.sent, counted.refused) == (4, 1)


def test_global_rate_limit_window() -> None:
    """At most `limit` requests are accepted within any second; a refused one is told how long until one fits,
    does not use up the budget, and is counted; interaction endpoints are never refused."""
    traffic = Traffic(limit=2)
    assert traffic.admit(OTHER, 10.0) is None
    assert traffic.admit(CHANNEL_POSTS, 10.25) is None
    assert traffic.admit(CHANNEL_POSTS, 10.5) == pytest.approx(0.5)
    assert traffic.admit(INTERACTION_CALLBACKS, 10.5) is None
    assert traffic.admit(DM_OPENS, 11.0) is None  # the request at 10.0 has left the window
    assert traffic.admit(DM_OPENS, 11.1) == pytest.approx(0.15)
    summary = traffic.summary()
    assert summary[CHANNEL_POSTS] == KindTraffic(sent=2, peak=2, mean=1.0, refused=1, peak_refused=1)
    assert summary[DM_OPENS] == KindTraffic(sent=2, peak=2, mean=1.0, refused=1, peak_refused=1)
    assert summary[INTERACTION_CALLBACKS].refused == 0
    assert traffic.bound() == KindTraffic(sent=5, peak=3, mean=2.5, refused=2, peak_refused=1)
    traffic.limit = None
    assert all(traffic.admit(CHANNEL_POSTS, 11.2) is None for _ in range(10))


async def test_moderator_command_hidden_from_others(fake: FakeDiscord, world: World, sample_bot: BotProcess) -> None:
    """default_member_permissions: Discord does not offer the command to members without the permission."""
    [modonly] = [c for c in fake.commands() if c["name"] == "modonly"]
    assert modonly["default_member_permissions"] == str(int(Permission.MANAGE_GUILD))
    with pytest.raises(CommandRefused) as refused:
        await fake.slash(world.alice, world.channel, "modonly")
    assert refused.value.kind == "missing_permissions"
    inter = await fake.slash(world.bob, world.channel, "modonly")  # bob has the Moderator role
    assert (await inter.response()).content == "hello moderator"
    assert int(inter.payload["member"]["permissions"]) & Permission.MANAGE_GUILD
    assert fake.violations == []


async def test_json_content_type_and_auth(fake: FakeDiscord) -> None:
    headers = {"Authorization": f"Bot {fake.token}"}
    async with aiohttp.ClientSession() as http:
        async with http.get(f"{fake.api_base}/users/@me", headers=headers) as resp:
            assert resp.headers["Content-Type"] == "application/json"  # exactly: no charset
            assert (await resp.json())["id"] == str(fake.bot_user.id)
        async with http.get(f"{fake.api_base}/users/@me") as resp:
            assert resp.status == 401
    assert [x.kind for x in fake.take_violations()] == ["unauthorized"]


async def test_fault_injection_and_restart_on_the_same_port(fake: FakeDiscord) -> None:
    headers = {"Authorization": f"Bot {fake.token}"}
    fake.fail_next("GET", r"^/users/@me$", status=503)
    port = fake.port
    async with aiohttp.ClientSession() as http:
        async with http.get(f"{fake.api_base}/users/@me", headers=headers) as resp:
            assert resp.status == 503
        await fake.restart()  # a Discord outage: same port, same state
        assert fake.port == port
        async with http.get(f"{fake.api_base}/users/@me", headers=headers) as resp:
            assert resp.status == 200


# ------------------------------------------------------------------------------------------------ the fake catches
async def test_unknown_route_is_a_violation(fake: FakeDiscord, world: World, sample_bot: BotProcess) -> None:
    inter = await fake.slash(world.alice, world.channel, "demo probe")
    assert (await inter.response()).content == "route missing"
    [violation] = fake.take_violations("unknown_route")
    assert f"GET /guilds/{world.guild.id}/integrations" in violation.detail


async def test_too_long_description_is_refused(fake: FakeDiscord, world: World, start_bot: BotLauncher) -> None:
    bot = await start_sample_bot(start_bot, fake, world, variant="long-description", sync=())
    await bot.wait_for_line("global command sync rejected")
    [violation] = fake.take_violations("command_sync")
    assert "/toolong: description must be 1-100 characters (101 chars" in violation.detail
    assert fake.commands() == []  # Discord keeps nothing of a rejected bulk overwrite
    with pytest.raises(CommandRefused):
        await fake.slash(world.alice, world.channel, "ping")
    assert [x.kind for x in fake.take_violations()] == ["command_not_synced"]


async def test_late_answer_is_a_violation(fake: FakeDiscord, world: World, sample_bot: BotProcess) -> None:
    inter = await fake.slash(world.alice, world.channel, "slow", {"seconds": 3.2})
    with pytest.raises(AssertionError, match="within the 3 s"):
        await inter.wait_ack()
    await sample_bot.wait_for_line("slow: too late")
    kinds = [x.kind for x in fake.take_violations()]
    assert kinds == ["interaction_timeout", "late_callback"]
    assert fake.messages(world.channel) == []


async def test_guild_only_command_in_dm_is_refused(fake: FakeDiscord, world: World, sample_bot: BotProcess) -> None:
    dm = fake.dm_channel(world.alice)
    with pytest.raises(CommandRefused) as refused:
        await fake.slash(world.alice, dm, "ping")
    assert refused.value.kind == "guild_only"
    with pytest.raises(CommandRefused) as refused:
        await fake.slash(world.alice, dm, "demo post", {"title": "x"})  # guild-synced: not in DMs at all
    assert refused.value.kind == "not_synced"
    assert [x.kind for x in fake.take_violations()] == ["guild_only_in_dm", "command_not_synced"]


async def test_invalid_user_input_is_refused_without_violation(
    fake: FakeDiscord, world: World, sample_bot: BotProcess
) -> None:
    for options in ({}, {"title": "x", "size": 65}, {"title": "x", "size": "big"}, {"title": "x", "colour": 1}):
        with pytest.raises(CommandRefused) as refused:
            await fake.slash(world.alice, world.channel, "demo post", options)
        assert refused.value.kind == "invalid_options"
    with pytest.raises(CommandRefused):
        await fake.slash(world.alice, world.channel, "demo")  # a group cannot be run
    assert fake.violations == []


async def test_unchecked_sends_what_a_modified_client_can(
    fake: FakeDiscord, world: World, sample_bot: BotProcess
) -> None:
    """`unchecked=True` sends what a modified client or a raw API call can: an option out of its range, one the
    command does not have, a value of another type, a pick the menu does not offer, a click on a disabled button
    or on a custom_id the message does not carry. The bot hears of each; none is a violation."""
    inter = await fake.slash(
        world.alice, world.channel, "demo post", {"title": "x", "size": 65, "colour": 1}, unchecked=True
    )
    [sub] = inter.payload["data"]["options"]
    assert sub["name"] == "post" and sub["options"] == [
        {"name": "title", "type": 3, "value": "x"},
        {"name": "size", "type": 4, "value": 65},
        {"name": "colour", "type": 4, "value": 1},
    ]
    assert (await inter.response()).content.startswith("Posted ")
    await inter.followup(0)
    post = await fake.wait_for_message(world.channel, lambda m: bool(m.attachments))
    assert post.attachment("board.png").image_size() == (65, 65)

    typed = await fake.slash(world.alice, world.channel, "whoami", {"nickname": RawOption(7, type=4)}, unchecked=True)
    assert typed.payload["data"]["options"] == [{"name": "nickname", "type": 4, "value": 7}]
    assert (await typed.response()).content.endswith("nickname 7")
    extra = await fake.slash(world.alice, world.channel, "ping", {"extra": 1.5}, unchecked=True)
    assert extra.payload["data"]["options"] == [{"name": "extra", "type": 10, "value": 1.5}]
    assert (await extra.response()).content == "pong"
    choices = await fake.autocomplete(
        world.alice, world.channel, "whoami", {"extra": True, "nickname": "al"}, focused="nickname", unchecked=True
    )
    assert [c["value"] for c in choices] == ["alpha", "alpine"]

    pick = await fake.select(world.carol, post, "demo:color", ["purple", "red", "blue"], unchecked=True)
    assert pick.payload["data"]["values"] == ["purple", "red", "blue"]
    assert (await pick.response()).content == "You picked purple, red, blue"
    await (await fake.click(world.bob, post, "demo:click")).response()
    again = await fake.click(world.alice, post, "demo:click", unchecked=True)  # disabled now
    assert (await again.response()).content == "Clicked by alice"
    forged = await fake.click(world.alice, post, "demo:forged", unchecked=True)
    assert forged.payload["data"]["custom_id"] == "demo:forged"
    assert fake.violations == []
    # The sample bot has no view for that custom_id, so nobody answers: the user sees the interaction fail.
    await fake.wait_until(lambda: forged.expired, 5, "the forged click to expire")
    assert [x.kind for x in fake.take_violations()] == ["interaction_timeout"]


async def test_double_answer_is_a_violation(fake: FakeDiscord, world: World, sample_bot: BotProcess) -> None:
    inter = await fake.slash(world.alice, world.channel, "double")
    assert (await inter.response()).content == "first"
    await sample_bot.wait_for_line("second answer refused: 40060")
    assert [x.kind for x in fake.take_violations()] == ["double_ack"]


async def test_unknown_component_is_a_violation(fake: FakeDiscord, world: World, sample_bot: BotProcess) -> None:
    post = await post_board(fake, world)
    with pytest.raises(ComponentError):
        await fake.click(world.alice, post, "demo:nope")
    assert [x.kind for x in fake.take_violations()] == ["unknown_component"]


async def test_error_log_lines_are_caught(fake: FakeDiscord, world: World, sample_bot: BotProcess) -> None:
    inter = await fake.slash(world.alice, world.channel, "crash")
    assert (await inter.response()).content == "about to crash"
    await sample_bot.wait_for_line("RuntimeError: boom")
    errors = sample_bot.take_error_lines()
    assert any("ERROR" in line and "crash" in line for line in errors)
    assert any(line.startswith("Traceback") for line in errors)


# ------------------------------------------------------------------------------------------------ limits, unit-level
def cmd(**overrides: object) -> dict[str, object]:
    return {"name": "junta", "description": "Junta", "type": 1, **overrides}


def opt(name: str, otype: int = 3, **overrides: object) -> dict[str, object]:
    return {"name": name, "description": name, "type": otype, **overrides}


@pytest.mark.parametrize(
    ("payload", "problem"),
    [
        ([cmd(name="Junta")], "invalid command name"),
        ([cmd(name="a" * 33)], "invalid command name"),
        ([cmd(name="has space")], "invalid command name"),
        ([cmd(description="")], "description must be 1-100"),
        ([cmd(description="d" * 101)], "description must be 1-100"),
        ([cmd(options=[opt(f"o{i}") for i in range(26)])], "26 options (max 25)"),
        ([cmd(options=[opt("a", choices=[{"name": str(i), "value": str(i)} for i in range(26)])])], "26 choices"),
        ([cmd(options=[opt("a"), opt("a")])], "duplicate option name"),
        ([cmd(options=[opt("a"), opt("b", required=True)])], "required options must come before optional ones"),
        ([cmd(options=[opt("a", 1), opt("b")])], "cannot mix subcommands"),
        ([cmd(options=[opt("g", 2, options=[opt("g2", 2, options=[opt("s", 1)])])])], "only contain subcommands"),
        ([cmd(options=[opt("s", 1, options=[opt("s2", 1)])])], "cannot contain subcommands"),
        ([cmd(options=[opt("n", 4, choices=[{"name": "a", "value": "a"}])])], "needs an integer value"),
        ([cmd(options=[opt("a", autocomplete=True, choices=[{"name": "a", "value": "a"}])])], "mutually exclusive"),
        ([cmd(), cmd()], "share this name"),
        ([cmd(description_localizations={"de": "d" * 101})], "description must be 1-100"),
        ([cmd(name_localizations={"de": "Junta"})], "invalid name"),
        ([cmd(name_localizations={"german": "junta"})], "not a locale Discord knows"),
        ([cmd(options=[opt("a", description_localizations={"de": ""})])], "description must be 1-100"),
        ([cmd(options=[opt("a", name_localizations={"de": "zu lang" * 5})])], "invalid name"),
        ([cmd(options=[opt("a", name_localizations={"de": "b"}), opt("b")])], "show the name 'b' in de"),
        (
            [cmd(options=[opt("a", choices=[{"name": "a", "value": "a", "name_localizations": {"de": "n" * 101}}])])],
            "choice names must be 1-100",
        ),
        (
            [
                cmd(
                    options=[
                        opt(
                            f"o{i}",
                            description_localizations={"de": "d" * 100},
                            choices=[
                                {"name": "n", "value": "v" * 100, "name_localizations": {"de": "n" * 100}}
                                for _ in range(25)
                            ],
                        )
                        for i in range(2)
                    ]
                )
            ],
            "characters in names",
        ),
        ([cmd(name=f"c{i}") for i in range(101)], "101 slash commands (max 100)"),
        (
            [
                cmd(
                    options=[
                        opt(
                            f"o{i}",
                            description="d" * 100,
                            choices=[{"name": "n" * 100, "value": "v" * 100} for _ in range(25)],
                        )
                        for i in range(2)
                    ]
                )
            ],
            "characters in names",
        ),
    ],
)
def test_command_limits(payload: list[dict[str, object]], problem: str) -> None:
    problems = v.check_command_list(payload, guild=False)
    assert any(problem in p for p in problems), problems


def test_valid_commands_pass() -> None:
    payload = [
        cmd(
            options=[
                opt("create", 1, options=[opt("name", required=True), opt("seats", 4, min_value=3, max_value=7)]),
                opt("admin", 2, options=[opt("force", 1), opt("extend", 1, options=[opt("hours", 10)])]),
            ]
        ),
        cmd(name="order", options=[opt("kind", choices=[{"name": "Vote", "value": "vote"}])]),
        {"name": "Report", "type": 3},
        cmd(
            name="vote",
            description_localizations={"de": "Abstimmen", "en-US": "Vote"},
            name_localizations={"de": "abstimmen"},
            options=[
                opt(
                    "choice",
                    description_localizations={"de": "Wie du stimmst"},
                    choices=[{"name": "yes", "value": "yes", "name_localizations": {"de": "Ja, dafür"}}],
                ),
                opt("split", name_localizations={"de": "aufteilen"}),
            ],
        ),
    ]
    assert v.check_command_list(payload, guild=False) == []


@pytest.mark.parametrize(
    ("payload", "problem"),
    [
        ({"content": "x" * 2001}, "content: 2001 characters"),
        ({"embeds": [{"title": "t" * 257}]}, "title: 257 characters"),
        ({"embeds": [{"fields": [{"name": "", "value": "v"}]}]}, "must not be empty"),
        ({"embeds": [{"description": "d" * 4000}, {"description": "d" * 2001}]}, "6001 characters in total"),
        ({"components": [{"type": 1, "components": [{"type": 2, "style": 1, "label": "x"}]}]}, "need a custom_id"),
        (
            {
                "components": [
                    {
                        "type": 1,
                        "components": [
                            {"type": 2, "style": 1, "label": "x", "custom_id": "a"},
                            {"type": 2, "style": 1, "label": "y", "custom_id": "a"},
                        ],
                    }
                ]
            },
            "used twice",
        ),
        ({"components": [{"type": 2, "style": 1, "label": "x", "custom_id": "a"}]}, "must be action rows"),
        ({"content": "x", "flags": int(MessageFlag.IS_COMPONENTS_V2)}, "cannot be used with the IS_COMPONENTS_V2"),
    ],
)
def test_message_limits(payload: dict[str, object], problem: str) -> None:
    problems = v.check_message(payload, 0)
    assert any(problem in p for p in problems), problems


async def test_the_gateway_answers_a_heartbeat_after_a_network_delay(fake: FakeDiscord) -> None:
    """Discord answers a heartbeat across the network. Answered at once, discord.py's heartbeat thread often notes
    when it sent the heartbeat only after the event loop has read the answer, and warns "Can't keep up, websocket is
    <the heartbeat interval> behind" though nothing was late (issue 22: 23 such warnings in one quiet game). The
    fake answers after `heartbeat_ack_delay`, never sooner."""
    assert fake.heartbeat_ack_delay >= 0.01
    loop = asyncio.get_running_loop()
    async with aiohttp.ClientSession() as session, session.ws_connect(fake.gateway_url) as ws:
        hello = await ws.receive_json()
        assert hello["op"] == 10
        sent = loop.time()
        await ws.send_json({"op": 1, "d": None})
        ack = await ws.receive_json()
        assert ack["op"] == 11
        assert loop.time() - sent >= fake.heartbeat_ack_delay


def test_the_harness_flags_a_held_event_loop() -> None:
    """A bot that held its event loop fails its test like one that logged an error: asyncio's debug mode's report
    of a slow step, and discord.py's two heartbeat warnings; its ordinary warnings do not."""
    flagged = [
        "2026-11-26 20:06:16,634 WARNING asyncio: Executing <Task pending name=\"deliver ('game', 1)\" coro=<"
        "DeliveryWorker._game() running at bot/delivery.py:157>> took 1.899 seconds",
        "2026-11-26 20:01:31,886 WARNING discord.gateway: Can't keep up, shard ID None websocket is 41.3s behind.",
        "WARNING discord.gateway: Shard ID None heartbeat blocked for more than 10 seconds.",
    ]
    for line in flagged:
        assert STALL_LINE.search(line), line
    for line in ("WARNING bot.delivery: giving up outbox message 3 (dm): Cannot send messages to this user",):
        assert not STALL_LINE.search(line), line


def test_a_server_can_be_made_on_a_given_shard() -> None:
    """Discord's shard of a server is `(id >> 22) % shard count`; the fake makes ids on the shard asked for (the
    benchmark spreads its servers evenly over the bot's shards), still each above the last."""
    fake = FakeDiscord()
    made = [fake.add_guild(f"S{i}", shard=(i % 3, 3)).id for i in range(30)]
    assert [(gid >> 22) % 3 for gid in made] == [i % 3 for i in range(30)]
    assert made == sorted(set(made))
