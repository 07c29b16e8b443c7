"""FakeDiscord: an over-the-wire fake of Discord's REST API and gateway for end-to-end tests of a discord.py bot.

The fake runs in the test's event loop; the bot runs in a subprocess pointed at it (see ``botpatch.py``). Tests build
a world (users, guilds, channels, roles, members), act as people would (slash commands, autocomplete, buttons,
selects, modals, typed messages) and read what the bot did (messages with embeds, components and attachment bytes,
DMs, threads). Whatever the real Discord would refuse, and whatever a fake user would see go wrong (an interaction
left unanswered for 3 s...), is recorded in :attr:`FakeDiscord.violations`; the fixtures assert it is empty.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import mimetypes
import re
import secrets
import traceback
from collections import Counter
from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from types import EllipsisType
from typing import Any

from aiohttp import WSMsgType, web

from . import validation as v
from .gateway import (
    HEARTBEAT,
    HEARTBEAT_ACK,
    HELLO,
    IDENTIFY,
    INVALID_SESSION,
    PRESENCE_UPDATE,
    RECONNECT,
    REQUEST_GUILD_MEMBERS,
    RESUME,
    VOICE_STATE_UPDATE,
    GatewayConnection,
    GatewaySession,
)
from .interactions import (
    APPLICATION_COMMAND,
    AUTOCOMPLETE,
    AUTOCOMPLETE_RESULT,
    CALLBACK_NAMES,
    CHANNEL_MESSAGE,
    DEFERRED_CHANNEL_MESSAGE,
    DEFERRED_UPDATE_MESSAGE,
    MESSAGE_COMPONENT,
    MISSING,
    MODAL,
    MODAL_SUBMIT,
    UPDATE_MESSAGE,
    CommandRefused,
    ComponentError,
    Interaction,
    RawOption,
    Upload,
)
from .models import (
    ALL_PERMISSIONS,
    DEFAULT_BOT_PERMISSIONS,
    DEFAULT_EVERYONE_PERMISSIONS,
    JSON,
    Attachment,
    Channel,
    ChannelType,
    Guild,
    Intent,
    Member,
    Message,
    MessageFlag,
    Overwrite,
    Permission,
    Role,
    SnowflakeFactory,
    User,
    iso,
    utcnow,
)
from .ratelimit import Traffic, global_429, route_kind

log = logging.getLogger("fakediscord")

API_PREFIX = "/api/v10"
PRIVILEGED_INTENTS = int(Intent.GUILD_MEMBERS | Intent.GUILD_PRESENCES | Intent.MESSAGE_CONTENT)
DM_PERMISSIONS = int(
    Permission.VIEW_CHANNEL
    | Permission.SEND_MESSAGES
    | Permission.EMBED_LINKS
    | Permission.ATTACH_FILES
    | Permission.READ_MESSAGE_HISTORY
    | Permission.ADD_REACTIONS
    | Permission.USE_EXTERNAL_EMOJIS
)
INTERACTION_TOKEN_TTL = 15 * 60
MENTION_USER = re.compile(r"<@!?(\d+)>")
MENTION_ROLE = re.compile(r"<@&(\d+)>")

UserLike = User | Member | int
ChannelLike = Channel | int
GuildLike = Guild | int
RoleLike = Role | int


@dataclass(frozen=True)
class Violation:
    """Something the real Discord would refuse, or that a user would see go wrong."""

    kind: str
    detail: str

    def __str__(self) -> str:
        return f"[{self.kind}] {self.detail}"


class ApiError(Exception):
    def __init__(
        self, status: int, code: int, message: str, errors: JSON | None = None, headers: dict[str, str] | None = None
    ) -> None:
        super().__init__(f"{status} {code} {message}")
        self.status = status
        self.headers = headers or {}
        self.body: JSON = {"message": message, "code": code}
        if errors is not None:
            self.body["errors"] = errors


def invalid_form(problems: list[str]) -> ApiError:
    errors = {"_errors": [{"code": "BASE_TYPE_INVALID", "message": p} for p in problems]}
    return ApiError(400, 50035, "Invalid Form Body", errors)


@dataclass
class UploadedFile:
    index: int
    filename: str
    data: bytes
    content_type: str | None


@dataclass
class ApiRequest:
    method: str
    path: str
    match: dict[str, str]
    query: Mapping[str, str]
    body: Any
    files: list[UploadedFile]

    def id(self, key: str) -> int:
        try:
            return int(self.match[key])
        except ValueError:
            raise ApiError(404, 0, f"404: Not Found ({key} {self.match[key]!r} is not a snowflake)") from None


Handler = Callable[[ApiRequest], Awaitable[tuple[int, Any]]]


@dataclass
class Route:
    method: str
    template: str
    regex: re.Pattern[str]
    handler: Handler
    auth: bool


@dataclass
class InjectedFault:
    method: str
    pattern: re.Pattern[str]
    status: int
    code: int
    message: str
    times: int
    retry_after: float | None = None
    is_global: bool = False


def json_response(body: Any, status: int = 200, headers: Mapping[str, str] | None = None) -> web.Response:
    """JSON with ``Content-Type: application/json`` exactly: discord.py reads anything else as text."""
    all_headers = {"Content-Type": "application/json"}
    if headers:
        all_headers.update(headers)
    return web.Response(body=json.dumps(body).encode(), status=status, headers=all_headers)


@dataclass
class _Scope:
    """Synced application commands of one scope (global = None, or a guild id)."""

    commands: dict[tuple[int, str], JSON] = field(default_factory=dict)
    synced: int = 0


def _guess_option_type(value: Any) -> int:
    """The option type a raw value would be sent as when the command declares no such option."""
    if isinstance(value, bool):
        return v.OPTION_BOOLEAN
    if isinstance(value, int):
        return v.OPTION_INTEGER
    if isinstance(value, float):
        return v.OPTION_NUMBER
    if isinstance(value, User | Member):
        return v.OPTION_USER
    if isinstance(value, Role):
        return v.OPTION_ROLE
    if isinstance(value, Channel):
        return v.OPTION_CHANNEL
    return v.OPTION_STRING


class FakeDiscord:
    """The fake Discord. Start it, build a world, start the bot subprocess with :meth:`env`, act, assert."""

    def __init__(
        self,
        *,
        token: str = "fake-token",
        bot_name: str = "Junta",
        interaction_deadline: float = 3.0,
        heartbeat_interval_ms: int = 41250,
        heartbeat_ack_delay: float = 0.05,
        allow_privileged_intents: bool = True,
        host: str = "127.0.0.1",
        global_rate_limit: int | None = None,
    ) -> None:
        self.token = token
        self.host = host
        self.interaction_deadline = interaction_deadline
        self.heartbeat_interval_ms = heartbeat_interval_ms
        # Discord's gateway answers a heartbeat across the network, tens of milliseconds later. Answered at once (on
        # the same machine), discord.py's heartbeat thread often notes the time it sent the heartbeat only after the
        # event loop has handled the answer, and logs "Can't keep up, websocket is <the heartbeat interval> behind"
        # though nothing was late (issue 22).
        self.heartbeat_ack_delay = heartbeat_ack_delay
        self.allow_privileged_intents = allow_privileged_intents
        self.snowflake = SnowflakeFactory()
        self.application_id = self.snowflake()
        self.bot_user = User(id=self.application_id, username=bot_name, bot=True)
        self.app_owner = User(id=self.snowflake(), username="app-owner")
        self.users: dict[int, User] = {self.bot_user.id: self.bot_user, self.app_owner.id: self.app_owner}
        self.guilds: dict[int, Guild] = {}
        self.channels: dict[int, Channel] = {}
        self.dm_channels: dict[int, Channel] = {}
        self.messages_by_id: dict[int, Message] = {}
        self.channel_messages: dict[int, list[Message]] = {}
        self.attachments: dict[int, Attachment] = {}
        self.scopes: dict[int | None, _Scope] = {}
        self.interactions: dict[int, Interaction] = {}
        self.interactions_by_token: dict[str, Interaction] = {}
        self.sessions: dict[str, GatewaySession] = {}
        self.passed_over: set[str] = set()  # sessions Discord sends nothing more to (`pass_over`)
        self.connections: set[GatewayConnection] = set()
        self.identify_count = 0
        self.ready_count = 0
        self.resume_count = 0
        self.violations: list[Violation] = []
        #: (method, path, status) of every REST request, in order: for debugging a failing test.
        self.requests: list[tuple[str, str, int]] = []
        #: REST requests by the client's TCP port and kind (ratelimit.route_kind): which process sent what, with the
        #: ports of its sockets (several bot processes on one fake).
        self.sent_from: Counter[tuple[int, str]] = Counter()
        self.port: int | None = None
        self._faults: list[InjectedFault] = []
        self._changed = asyncio.Event()
        self._runner: web.AppRunner | None = None
        self._routes = self._build_routes()
        self._ws_tasks: set[asyncio.Task[Any]] = set()
        self._in_flight = 0
        self._last_request_at = 0.0
        #: Requests per second and kind, and the opt-in global rate limit (see ratelimit.py).
        self.traffic = Traffic(limit=global_rate_limit)

    # ================================================================================================ lifecycle
    async def start(self, port: int | None = None) -> None:
        """Listen on 127.0.0.1 (a free port the first time; the same port again after :meth:`stop`)."""
        if self._runner is not None:
            return
        app = web.Application(client_max_size=64 * 1024 * 1024)
        app.router.add_get("/gateway", self._gateway_handler)
        app.router.add_route("*", "/{tail:.*}", self._http_handler)
        runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await runner.setup()
        site = web.TCPSite(runner, self.host, port if port is not None else (self.port or 0), reuse_address=True)
        await site.start()
        server = site._server
        assert server is not None
        sockets = getattr(server, "sockets", None) or []
        self.port = int(sockets[0].getsockname()[1])
        self._runner = runner
        log.info("fake Discord listening on %s", self.base_url)

    async def stop(self) -> None:
        """Drop every gateway connection (code 1001) and stop listening. State (and sessions) survive."""
        for conn in list(self.connections):
            await conn.close(code=1001)
        for task in list(self._ws_tasks):
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await asyncio.wait_for(task, 2.0)
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
        for inter in self.interactions.values():
            if inter.timer is not None:
                inter.timer.cancel()

    async def restart(self) -> None:
        await self.stop()
        await self.start()

    @property
    def base_url(self) -> str:
        if self.port is None:
            raise RuntimeError("FakeDiscord is not started")
        return f"http://{self.host}:{self.port}"

    @property
    def api_base(self) -> str:
        return self.base_url + API_PREFIX

    @property
    def gateway_url(self) -> str:
        return f"ws://{self.host}:{self.port}/gateway"

    def env(self) -> dict[str, str]:
        """The environment variables that point a bot at this fake (see botpatch.py)."""
        return {"DISCORD_API_BASE": self.api_base, "DISCORD_GATEWAY_URL": self.gateway_url, "DISCORD_TOKEN": self.token}

    # ================================================================================================ violations
    def violate(self, kind: str, detail: str) -> None:
        log.warning("violation [%s] %s", kind, detail)
        self.violations.append(Violation(kind, detail))
        self._notify()

    def take_violations(self, kind: str | None = None) -> list[Violation]:
        """Remove and return the violations (of one kind): for tests that provoke them on purpose."""
        taken = [x for x in self.violations if kind is None or x.kind == kind]
        self.violations = [x for x in self.violations if x not in taken]
        return taken

    def format_violations(self) -> str:
        return "\n".join(f"  {x}" for x in self.violations)

    # ================================================================================================ waiting
    def _notify(self) -> None:
        self._changed.set()
        self._changed = asyncio.Event()

    async def wait_until(
        self, predicate: Callable[[], bool], timeout: float = 5.0, what: str = "a condition", *, poll: float = 0.25
    ) -> None:
        """Wait (without blocking the loop the fake runs on) until ``predicate()`` is true.

        The predicate is checked on every change of the fake's state, and at least every ``poll`` seconds."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while not predicate():
            remaining = deadline - loop.time()
            if remaining <= 0:
                raise TimeoutError(f"timed out after {timeout:g} s waiting for {what}")
            event = self._changed
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(event.wait(), min(remaining, poll))

    async def wait_idle(self, quiet: float = 0.1, timeout: float = 5.0) -> None:
        """Wait until no REST request is in flight and none arrived for ``quiet`` seconds (the bot is done)."""
        loop = asyncio.get_running_loop()

        def idle() -> bool:
            return self._in_flight == 0 and loop.time() - self._last_request_at >= quiet

        await self.wait_until(idle, timeout, f"the bot to be idle for {quiet:g} s", poll=quiet / 4)

    def live_sessions(self) -> list[GatewaySession]:
        return [s for s in self.sessions.values() if s.live]

    def pass_over(self, sessions: Iterable[GatewaySession]) -> None:
        """Send no more events to these sessions: their shards' events go to the other sessions that take them, as
        when Discord has moved a shard to another process while the first still runs (its connection is a zombie
        that Discord no longer sends to; its process still reaches the API and the database)."""
        self.passed_over.update(s.session_id for s in sessions)

    async def wait_ready(self, timeout: float = 10.0, *, after: int | None = None) -> None:
        """Wait for a bot connected to the gateway with READY and its GUILD_CREATEs sent.

        ``after``: a previous :attr:`ready_count`; wait for a newer READY (a restarted bot).
        """

        def ready() -> bool:
            if after is not None and self.ready_count <= after:
                return False
            return any(s.ready for s in self.live_sessions())

        await self.wait_until(ready, timeout, "the bot to connect to the gateway (READY)")

    async def wait_disconnected(self, timeout: float = 5.0) -> None:
        await self.wait_until(lambda: not self.live_sessions(), timeout, "the bot to disconnect from the gateway")

    async def wait_commands_synced(
        self, names: Iterable[str] | None = None, *, guild: GuildLike | None = None, timeout: float = 10.0
    ) -> list[JSON]:
        """Wait until the bot synced commands globally (or to ``guild``), including all ``names`` if given."""
        gid = None if guild is None else self._guild(guild).id
        wanted = set(names or ())

        def synced() -> bool:
            scope = self.scopes.get(gid)
            return scope is not None and scope.synced > 0 and wanted <= {k[1] for k in scope.commands}

        where = "globally" if gid is None else f"to guild {gid}"
        await self.wait_until(synced, timeout, f"the bot to sync commands {sorted(wanted) or ''} {where}")
        return self.commands(guild)

    def mark(self) -> int:
        """A point in time: pass it as ``after=`` to wait only for messages created later."""
        return self.snowflake()

    async def wait_for_message(
        self,
        channel: ChannelLike,
        predicate: Callable[[Message], bool] | None = None,
        *,
        timeout: float = 5.0,
        viewer: UserLike | None = None,
        after: int | None = None,
    ) -> Message:
        """The first message in ``channel`` (visible to ``viewer``; newer than ``after``) matching ``predicate``."""
        ch = self._channel(channel)
        found: list[Message] = []

        def check() -> bool:
            for msg in self.messages(ch, viewer=viewer):
                if after is not None and msg.id <= after:
                    continue
                if predicate is None or predicate(msg):
                    found.append(msg)
                    return True
            return False

        await self.wait_until(check, timeout, f"a matching message in {ch!r}")
        return found[0]

    async def wait_for_dm(
        self,
        user: UserLike,
        predicate: Callable[[Message], bool] | None = None,
        *,
        timeout: float = 5.0,
        after: int | None = None,
    ) -> Message:
        """The first message in the DM between the bot and ``user`` matching ``predicate``."""
        return await self.wait_for_message(self.dm_channel(user), predicate, timeout=timeout, viewer=user, after=after)

    # ================================================================================================ lookups
    def _user(self, user: UserLike) -> User:
        if isinstance(user, User):
            return user
        if isinstance(user, Member):
            return user.user
        return self.users[int(user)]

    def _guild(self, guild: GuildLike) -> Guild:
        return guild if isinstance(guild, Guild) else self.guilds[int(guild)]

    def _channel(self, channel: ChannelLike) -> Channel:
        return channel if isinstance(channel, Channel) else self.channels[int(channel)]

    def guild_of(self, channel: ChannelLike) -> Guild | None:
        ch = self._channel(channel)
        return None if ch.guild_id is None else self.guilds[ch.guild_id]

    def member(self, guild: GuildLike, user: UserLike) -> Member | None:
        return self._guild(guild).members.get(self._user(user).id)

    def channel_by_name(self, guild: GuildLike, name: str) -> Channel:
        for ch in self._guild(guild).channels.values():
            if ch.name == name:
                return ch
        raise KeyError(f"no channel named {name!r}")

    def message(self, message_id: int) -> Message:
        return self.messages_by_id[message_id]

    def messages(
        self, channel: ChannelLike, *, viewer: UserLike | None = None, include_deleted: bool = False
    ) -> list[Message]:
        """Messages in a channel, oldest first, as ``viewer`` sees them (ephemeral ones only for their user)."""
        ch = self._channel(channel)
        viewer_id = None if viewer is None else self._user(viewer).id
        return [
            m
            for m in self.channel_messages.get(ch.id, [])
            if (include_deleted or not m.deleted) and (m.visible_to is None or m.visible_to == viewer_id)
        ]

    def dm_messages(self, user: UserLike) -> list[Message]:
        """Messages in the DM between the bot and ``user`` (ephemeral ones included: only that user is there)."""
        u = self._user(user)
        ch = self.dm_channels.get(u.id)
        return [] if ch is None else self.messages(ch, viewer=u)

    def threads(self, channel: ChannelLike) -> list[Channel]:
        """Threads whose parent is ``channel``."""
        ch = self._channel(channel)
        return [c for c in self.channels.values() if c.is_thread and c.parent_id == ch.id]

    def commands(self, guild: GuildLike | None = None) -> list[JSON]:
        """The synced commands of a scope, as Discord stores them."""
        gid = None if guild is None else self._guild(guild).id
        scope = self.scopes.get(gid)
        return [] if scope is None else list(scope.commands.values())

    # ================================================================================================ world building
    def add_user(
        self,
        username: str,
        *,
        global_name: str | None = None,
        dms_open: bool = True,
        bot: bool = False,
        locale: str = "en-US",
    ) -> User:
        user = User(
            id=self.snowflake(), username=username, global_name=global_name, dms_open=dms_open, bot=bot, locale=locale
        )
        self.users[user.id] = user
        return user

    def add_guild(
        self,
        name: str = "Test Server",
        *,
        owner: User | None = None,
        channels: Sequence[str] = ("general",),
        everyone_permissions: int = DEFAULT_EVERYONE_PERMISSIONS,
        bot_permissions: int = DEFAULT_BOT_PERMISSIONS,
        with_bot: bool = True,
        shard: tuple[int, int] | None = None,
    ) -> Guild:
        """A server with an @everyone role, text channels, its owner and (``with_bot``) the bot with its own role;
        `shard` (shard, shard count): an id that Discord's formula puts on that shard."""
        gid = self.snowflake() if shard is None else self.snowflake.on_shard(*shard)
        if owner is None:
            owner = self.add_user(f"owner-of-{name.lower().replace(' ', '-')}")
        guild = Guild(id=gid, name=name, owner_id=owner.id)
        guild.roles[gid] = Role(id=gid, guild_id=gid, name="@everyone", permissions=everyone_permissions)
        self.guilds[gid] = guild
        guild.members[owner.id] = Member(user=owner, guild_id=gid)
        for i, cname in enumerate(channels):
            ch = Channel(id=self.snowflake(), type=ChannelType.GUILD_TEXT, name=cname, guild_id=gid, position=i)
            guild.channels[ch.id] = ch
            self.channels[ch.id] = ch
        if with_bot:
            self.add_bot_to_guild(guild, permissions=bot_permissions)
        return guild

    def add_bot_to_guild(self, guild: GuildLike, *, permissions: int = DEFAULT_BOT_PERMISSIONS) -> Member:
        """The bot joins (GUILD_CREATE is sent to a connected bot)."""
        g = self._guild(guild)
        role = Role(
            id=self.snowflake(),
            guild_id=g.id,
            name=self.bot_user.username,
            permissions=permissions,
            position=1,
            managed=True,
        )
        g.roles[role.id] = role
        member = Member(user=self.bot_user, guild_id=g.id, role_ids=[role.id])
        g.members[self.bot_user.id] = member
        for session in self._sessions_for(Intent.GUILDS, g.id):
            session.dispatch("GUILD_CREATE", self._guild_create_payload(g, session))
        self._notify()
        return member

    def bot_in(self, guild: Guild) -> bool:
        return self.bot_user.id in guild.members

    def add_role(self, guild: GuildLike, name: str, *, permissions: int = 0, position: int | None = None) -> Role:
        g = self._guild(guild)
        role = Role(
            id=self.snowflake(),
            guild_id=g.id,
            name=name,
            permissions=int(permissions),
            position=position if position is not None else len(g.roles),
        )
        g.roles[role.id] = role
        self._dispatch_guild_event(g, "GUILD_ROLE_CREATE", {"guild_id": str(g.id), "role": role.payload()})
        return role

    def add_channel(
        self,
        guild: GuildLike,
        name: str,
        *,
        type: int = ChannelType.GUILD_TEXT,
        topic: str | None = None,
        parent: ChannelLike | None = None,
        overwrites: Sequence[Overwrite] = (),
        id: int | None = None,
    ) -> Channel:
        """A channel in `guild`; `id` fixes its id (default: a new snowflake), e.g. for a bot that derives
        something from it and a test that needs the same value on every run."""
        g = self._guild(guild)
        if id is not None and id in self.channels:
            raise ValueError(f"channel id {id} is taken")
        ch = Channel(
            id=self.snowflake() if id is None else id,
            type=type,
            name=name,
            guild_id=g.id,
            position=len(g.channels),
            topic=topic,
            parent_id=None if parent is None else self._channel(parent).id,
            overwrites=list(overwrites),
        )
        g.channels[ch.id] = ch
        self.channels[ch.id] = ch
        self._dispatch_guild_event(g, "CHANNEL_CREATE", ch.payload())
        return ch

    def set_overwrite(
        self, channel: ChannelLike, target: Role | User | Member, *, allow: int = 0, deny: int = 0
    ) -> None:
        """Set a channel permission overwrite for a role or a member (CHANNEL_UPDATE is sent)."""
        ch = self._channel(channel)
        if isinstance(target, Role):
            tid, ttype = target.id, 0
        else:
            tid, ttype = self._user(target).id, 1
        ch.overwrites = [o for o in ch.overwrites if o.id != tid] + [Overwrite(tid, ttype, int(allow), int(deny))]
        g = self.guild_of(ch)
        if g is not None:
            self._dispatch_guild_event(g, "CHANNEL_UPDATE", ch.payload())

    def add_member(
        self,
        guild: GuildLike,
        user: User,
        *,
        roles: Sequence[RoleLike] = (),
        nick: str | None = None,
    ) -> Member:
        g = self._guild(guild)
        member = Member(
            user=user, guild_id=g.id, role_ids=[r.id if isinstance(r, Role) else int(r) for r in roles], nick=nick
        )
        g.members[user.id] = member
        self._dispatch_guild_event(
            g, "GUILD_MEMBER_ADD", {**member.payload(), "guild_id": str(g.id)}, intent=Intent.GUILD_MEMBERS
        )
        return member

    def add_player(
        self,
        guild: GuildLike,
        username: str,
        *,
        dms_open: bool = True,
        roles: Sequence[RoleLike] = (),
        locale: str = "en-US",
    ) -> User:
        """A new user who is a member of ``guild`` (``locale``: his Discord app's language)."""
        user = self.add_user(username, dms_open=dms_open, locale=locale)
        self.add_member(guild, user, roles=roles)
        return user

    def remove_member(self, guild: GuildLike, user: UserLike) -> None:
        g = self._guild(guild)
        u = self._user(user)
        g.members.pop(u.id, None)
        self._dispatch_guild_event(
            g, "GUILD_MEMBER_REMOVE", {"guild_id": str(g.id), "user": u.payload()}, intent=Intent.GUILD_MEMBERS
        )

    def set_member_roles(self, guild: GuildLike, user: UserLike, roles: Sequence[RoleLike]) -> None:
        g = self._guild(guild)
        member = g.members[self._user(user).id]
        member.role_ids = [r.id if isinstance(r, Role) else int(r) for r in roles]
        self._member_updated(g, member)

    def set_dms_open(self, user: UserLike, dms_open: bool) -> None:
        self._user(user).dms_open = dms_open

    def dm_channel(self, user: UserLike) -> Channel:
        """The DM channel between the bot and ``user`` (created on first use, as Discord does)."""
        u = self._user(user)
        ch = self.dm_channels.get(u.id)
        if ch is None:
            ch = Channel(id=self.snowflake(), type=ChannelType.DM, recipients=[u])
            self.dm_channels[u.id] = ch
            self.channels[ch.id] = ch
        return ch

    # ================================================================================================ permissions
    def guild_permissions(self, guild: GuildLike, user: UserLike) -> int:
        g = self._guild(guild)
        u = self._user(user)
        if u.id == g.owner_id:
            return ALL_PERMISSIONS
        member = g.members.get(u.id)
        if member is None:
            return 0
        perms = g.everyone.permissions
        for rid in member.role_ids:
            role = g.roles.get(rid)
            if role is not None:
                perms |= role.permissions
        return ALL_PERMISSIONS if perms & Permission.ADMINISTRATOR else perms

    def permissions_for(self, user: UserLike, channel: ChannelLike) -> int:
        """Discord's algorithm: guild permissions, then @everyone, role and member overwrites of the channel."""
        ch = self._channel(channel)
        u = self._user(user)
        if ch.is_dm:
            return DM_PERMISSIONS if any(r.id == u.id for r in ch.recipients) or u.id == self.bot_user.id else 0
        g = self.guilds[ch.guild_id] if ch.guild_id is not None else None
        if g is None or u.id not in g.members:
            return 0
        perms = self.guild_permissions(g, u)
        if perms == ALL_PERMISSIONS:
            return perms
        base = self.channels.get(ch.parent_id or 0) if ch.is_thread else ch
        overwrites = base.overwrites if base is not None else []
        member = g.members[u.id]
        for o in overwrites:
            if o.type == 0 and o.id == g.id:
                perms = (perms & ~o.deny) | o.allow
        allow = deny = 0
        for o in overwrites:
            if o.type == 0 and o.id in member.role_ids:
                allow |= o.allow
                deny |= o.deny
        perms = (perms & ~deny) | allow
        for o in overwrites:
            if o.type == 1 and o.id == u.id:
                perms = (perms & ~o.deny) | o.allow
        if not perms & Permission.VIEW_CHANNEL:
            return 0
        return perms

    def can_see(self, user: UserLike, message: Message) -> bool:
        u = self._user(user)
        if not message.visible_for(u.id):
            return False
        return bool(self.permissions_for(u, message.channel_id) & Permission.VIEW_CHANNEL)

    # ================================================================================================ payloads
    def _member_payload(self, g: Guild, member: Member, channel: Channel | None = None) -> JSON:
        perms = self.permissions_for(member.user, channel) if channel else self.guild_permissions(g, member.user)
        return member.payload(permissions=perms)

    def _guild_payload(self, g: Guild) -> JSON:
        text = g.text_channels()
        return {
            "id": str(g.id),
            "name": g.name,
            "icon": None,
            "icon_hash": None,
            "splash": None,
            "discovery_splash": None,
            "banner": None,
            "description": None,
            "owner_id": str(g.owner_id),
            "afk_channel_id": None,
            "afk_timeout": 300,
            "widget_enabled": False,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "roles": [r.payload() for r in g.roles.values()],
            "emojis": [],
            "stickers": [],
            "features": [],
            "mfa_level": 0,
            "application_id": None,
            "system_channel_id": str(text[0].id) if text else None,
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "vanity_url_code": None,
            "premium_tier": 0,
            "premium_subscription_count": 0,
            "preferred_locale": g.locale,
            "public_updates_channel_id": None,
            "safety_alerts_channel_id": None,
            "nsfw_level": 0,
            "premium_progress_bar_enabled": False,
            "max_members": 500000,
            "max_video_channel_users": 25,
        }

    def _guild_create_payload(self, g: Guild, session: GatewaySession) -> JSON:
        data = self._guild_payload(g)
        bot_member = g.members.get(self.bot_user.id)
        if session.intents & Intent.GUILD_MEMBERS:
            members = list(g.members.values())
        else:
            members = [bot_member] if bot_member is not None else []
        data.update(
            joined_at=iso(bot_member.joined_at if bot_member else utcnow()),
            large=len(g.members) >= 250,
            unavailable=False,
            member_count=len(g.members),
            voice_states=[],
            members=[m.payload() for m in members],
            channels=[c.payload() for c in g.channels.values() if not c.is_thread],
            threads=[c.payload(bot_id=self.bot_user.id) for c in g.threads() if not c.archived],
            presences=[],
            stage_instances=[],
            guild_scheduled_events=[],
            soundboard_sounds=[],
        )
        return data

    def _channel_payload(self, ch: Channel) -> JSON:
        return ch.payload(bot_id=self.bot_user.id)

    def message_payload(self, msg: Message) -> JSON:
        """A message as Discord renders it on the wire."""
        data: JSON = {
            "id": str(msg.id),
            "channel_id": str(msg.channel_id),
            "author": msg.author.payload(),
            "content": msg.content,
            "timestamp": iso(msg.timestamp),
            "edited_timestamp": iso(msg.edited_timestamp) if msg.edited_timestamp else None,
            "tts": msg.tts,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": [a.payload() for a in msg.attachments],
            "embeds": msg.embeds,
            "pinned": msg.pinned,
            "type": msg.type,
            "flags": msg.flags,
            "components": msg.components,
        }
        g = self.guilds.get(msg.guild_id) if msg.guild_id is not None else None
        if g is not None:
            data["guild_id"] = str(g.id)
            member = g.members.get(msg.author.id)
            if member is not None and msg.webhook_id is None:
                data["member"] = member.payload(with_user=False)
        mentions = []
        for uid in dict.fromkeys(int(x) for x in MENTION_USER.findall(msg.content)):
            user = self.users.get(uid)
            if user is None:
                continue
            entry = user.payload()
            if g is not None and uid in g.members:
                entry["member"] = g.members[uid].payload(with_user=False)
            mentions.append(entry)
        data["mentions"] = mentions
        data["mention_roles"] = list(dict.fromkeys(MENTION_ROLE.findall(msg.content)))
        if msg.webhook_id is not None:
            data["webhook_id"] = str(msg.webhook_id)
        if msg.application_id is not None:
            data["application_id"] = str(msg.application_id)
        if msg.interaction_metadata is not None:
            data["interaction_metadata"] = msg.interaction_metadata
        if msg.message_reference is not None:
            data["message_reference"] = msg.message_reference
        if msg.thread_id is not None and msg.thread_id in self.channels:
            data["thread"] = self._channel_payload(self.channels[msg.thread_id])
        if msg.reactions:
            data["reactions"] = [
                {
                    "emoji": {"id": None, "name": emoji},
                    "count": len(users),
                    "count_details": {"burst": 0, "normal": len(users)},
                    "me": self.bot_user.id in users,
                    "me_burst": False,
                    "burst_colors": [],
                }
                for emoji, users in msg.reactions.items()
                if users
            ]
        return data

    # ================================================================================================ gateway
    def _sessions_for(self, intent: int | None, guild_id: int | EllipsisType | None = ...) -> list[GatewaySession]:
        """The sessions an event goes to: with the intent, and (given `guild_id`, None for a DM) of its shard."""
        return [
            s
            for s in self.sessions.values()
            if s.ready
            and not s.invalidated
            and s.session_id not in self.passed_over
            and (intent is None or s.intents & intent)
            and (guild_id is ... or s.takes(guild_id))
        ]

    def _dispatch_guild_event(self, g: Guild, event: str, data: JSON, *, intent: int = Intent.GUILDS) -> None:
        if self.bot_in(g):
            for session in self._sessions_for(intent, g.id):
                session.dispatch(event, data)
        self._notify()

    def _member_updated(self, g: Guild, member: Member) -> None:
        self._dispatch_guild_event(
            g, "GUILD_MEMBER_UPDATE", {**member.payload(), "guild_id": str(g.id)}, intent=Intent.GUILD_MEMBERS
        )

    def _dispatch_message_event(self, event: str, msg: Message) -> None:
        """MESSAGE_CREATE/UPDATE to the bot: never for ephemeral messages; content redacted without the intent."""
        if msg.ephemeral:
            return
        ch = self.channels.get(msg.channel_id)
        if ch is None:
            return
        g = self.guild_of(ch)
        if g is not None and not self.bot_in(g):
            return
        intent = Intent.DIRECT_MESSAGES if ch.is_dm else Intent.GUILD_MESSAGES
        full = self.message_payload(msg)
        sees_content = (
            ch.is_dm or msg.author.id == self.bot_user.id or str(self.bot_user.id) in MENTION_USER.findall(msg.content)
        )
        for session in self._sessions_for(intent, None if g is None else g.id):
            data = full
            if not sees_content and not session.intents & Intent.MESSAGE_CONTENT:
                data = {**full, "content": "", "embeds": [], "attachments": [], "components": []}
            session.dispatch(event, data)

    async def _gateway_handler(self, request: web.Request) -> web.StreamResponse:
        ws = web.WebSocketResponse(max_msg_size=0, autoping=True)
        await ws.prepare(request)
        task = asyncio.current_task()
        if task is not None:
            self._ws_tasks.add(task)
        conn = GatewayConnection(ws)
        self.connections.add(conn)
        conn.send({"op": HELLO, "d": {"heartbeat_interval": self.heartbeat_interval_ms}, "s": None, "t": None})
        session: GatewaySession | None = None
        try:
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    if msg.type == WSMsgType.BINARY:
                        self.violate("gateway", "the bot sent a binary gateway frame")
                    continue
                try:
                    frame = json.loads(msg.data)
                except ValueError:
                    self.violate("gateway", f"the bot sent a frame that is not JSON: {msg.data[:100]!r}")
                    await conn.close(4002, b"Decode error")
                    break
                conn.received.append(frame)
                op = frame.get("op")
                data = frame.get("d")
                if op == HEARTBEAT:
                    ack = {"op": HEARTBEAT_ACK, "d": None, "s": None, "t": None}
                    asyncio.get_running_loop().call_later(self.heartbeat_ack_delay, conn.send, ack)
                elif op == IDENTIFY:
                    session = await self._identify(conn, data or {})
                elif op == RESUME:
                    session = self._resume(conn, data or {})
                elif op == REQUEST_GUILD_MEMBERS:
                    self._request_members(session, data or {})
                elif op in (PRESENCE_UPDATE, VOICE_STATE_UPDATE):
                    pass
                else:
                    self.violate("gateway", f"the bot sent unknown gateway opcode {op!r}")
                    await conn.close(4001, b"Unknown opcode")
                    break
        finally:
            for s in self.sessions.values():
                if s.conn is conn:
                    s.conn = None
            self.connections.discard(conn)
            await conn.stop()
            if task is not None:
                self._ws_tasks.discard(task)
            self._notify()
        return ws

    async def _identify(self, conn: GatewayConnection, data: JSON) -> GatewaySession | None:
        self.identify_count += 1
        if data.get("token") != self.token:
            await conn.close(4004, b"Authentication failed.")
            self.violate("gateway", "IDENTIFY with a wrong token")
            return None
        intents = data.get("intents")
        if not isinstance(intents, int):
            await conn.close(4013, b"Invalid intent(s).")
            self.violate("gateway", "IDENTIFY without intents")
            return None
        if intents & PRIVILEGED_INTENTS and not self.allow_privileged_intents:
            await conn.close(4014, b"Disallowed intent(s).")
            return None
        session = GatewaySession(intents, data.get("shard"))
        self.sessions[session.session_id] = session
        session.conn = conn
        ready: JSON = {
            "v": 10,
            "user": {**self.bot_user.payload(), "verified": True, "mfa_enabled": False, "email": None},
            "guilds": [
                {"id": str(g.id), "unavailable": True}
                for g in self.guilds.values()
                if self.bot_in(g) and session.takes(g.id)
            ],
            "session_id": session.session_id,
            "session_type": "normal",
            "resume_gateway_url": self.gateway_url,
            "application": {"id": str(self.application_id), "flags": 0},
            "private_channels": [],
            "relationships": [],
            "presences": [],
            "guild_join_requests": [],
            "geo_ordered_rtc_regions": [],
            "user_settings": {},
            "auth": {},
            "_trace": ["fakediscord"],
        }
        if session.shard is not None:
            ready["shard"] = session.shard
        session.dispatch("READY", ready)
        for g in self.guilds.values():
            if self.bot_in(g) and session.takes(g.id):
                session.dispatch("GUILD_CREATE", self._guild_create_payload(g, session))
        session.ready = True
        self.ready_count += 1
        self._notify()
        return session

    def _resume(self, conn: GatewayConnection, data: JSON) -> GatewaySession | None:
        session = self.sessions.get(str(data.get("session_id")))
        if session is None or session.invalidated or data.get("token") != self.token:
            conn.send({"op": INVALID_SESSION, "d": False, "s": None, "t": None})
            return None
        if session.conn is not None and session.conn is not conn:
            old = session.conn
            asyncio.get_running_loop().create_task(old.close(4009))
        session.conn = conn
        seq = data.get("seq")
        session.replay_after(int(seq) if isinstance(seq, int) else 0, conn)
        session.dispatch("RESUMED", {"_trace": ["fakediscord"]})
        self.resume_count += 1
        self._notify()
        return session

    def _request_members(self, session: GatewaySession | None, data: JSON) -> None:
        if session is None:
            return
        gid = int(data.get("guild_id", 0))
        g = self.guilds.get(gid)
        if g is None:
            return
        query = str(data.get("query") or "").lower()
        limit = int(data.get("limit") or 0)
        user_ids = {int(x) for x in data.get("user_ids") or []}
        members = [
            m
            for m in g.members.values()
            if (not user_ids or m.user.id in user_ids)
            and (not query or m.user.username.lower().startswith(query) or (m.nick or "").lower().startswith(query))
        ]
        if limit:
            members = members[:limit]
        chunk: JSON = {
            "guild_id": str(gid),
            "members": [m.payload() for m in members],
            "chunk_index": 0,
            "chunk_count": 1,
        }
        if user_ids:
            chunk["not_found"] = [str(u) for u in user_ids - {m.user.id for m in members}]
        if data.get("nonce") is not None:
            chunk["nonce"] = data["nonce"]
        session.dispatch("GUILD_MEMBERS_CHUNK", chunk)

    async def close_gateway(self, code: int = 4000) -> None:
        """Drop the bot's gateway connections (a resumable close: the bot reconnects and RESUMEs)."""
        for conn in list(self.connections):
            await conn.close(code=code)

    def invalidate_sessions(self) -> None:
        """Send INVALID_SESSION (not resumable): the bot must IDENTIFY again and gets a fresh READY."""
        for session in list(self.sessions.values()):
            if session.conn is not None:
                session.conn.send({"op": INVALID_SESSION, "d": False, "s": None, "t": None})
            session.invalidated = True

    def request_reconnect(self) -> None:
        """Send op 7 RECONNECT: the bot closes and RESUMEs."""
        for session in self.live_sessions():
            assert session.conn is not None
            session.conn.send({"op": RECONNECT, "d": None, "s": None, "t": None})

    # ================================================================================================ faults
    def fail_next(
        self,
        method: str,
        path: str,
        *,
        status: int = 503,
        code: int = 0,
        message: str = "Service Unavailable",
        times: int = 1,
    ) -> None:
        """Answer the next ``times`` requests matching ``method`` and the ``path`` regex (searched in the path after
        /api/v10, e.g. ``r"/channels/\\d+/messages$"``) with an error. 500/502/504 make discord.py retry with
        1-9 s sleeps; 503 raises DiscordServerError at once."""
        self._faults.append(InjectedFault(method.upper(), re.compile(path), status, code, message, times))

    def rate_limit_next(
        self, method: str, path: str, *, retry_after: float = 0.05, times: int = 1, is_global: bool = False
    ) -> None:
        """Answer with 429 (with the ``Via`` header discord.py needs to treat it as a rate limit and retry)."""
        self._faults.append(
            InjectedFault(
                method.upper(), re.compile(path), 429, 0, "You are being rate limited.", times, retry_after, is_global
            )
        )

    def clear_faults(self) -> None:
        """Forget the failures and rate limits injected and not yet used up (Discord is back)."""
        self._faults.clear()

    def _take_fault(self, method: str, path: str) -> web.Response | None:
        for fault in self._faults:
            if fault.times > 0 and fault.method == method and fault.pattern.search(path):
                fault.times -= 1
                if fault.status == 429:
                    body = {"message": fault.message, "retry_after": fault.retry_after, "global": fault.is_global}
                    headers = {"Via": "1.1 google", "Retry-After": str(fault.retry_after)}
                    if fault.is_global:
                        headers["X-RateLimit-Global"] = "true"
                    return json_response(body, 429, headers)
                return json_response({"message": fault.message, "code": fault.code}, fault.status)
        return None

    # ================================================================================================ global limit
    def set_global_rate_limit(self, per_second: int | None) -> None:
        """Refuse requests over ``per_second`` in any second with Discord's global 429 (None: no limit, the
        default). Interaction callbacks and followups are never limited. See ratelimit.py."""
        self.traffic.limit = per_second

    def _admit(
        self, route: Route, match: re.Match[str], size: int = 0, port: int | None = None
    ) -> web.Response | None:
        """Count a request (its body ``size`` bytes, from the client's TCP ``port``) in :attr:`traffic` and
        :attr:`sent_from`; the global 429 if it is over the limit."""
        channel_id = match.groupdict().get("channel_id", "")
        channel = self.channels.get(int(channel_id)) if channel_id.isdigit() else None
        kind = route_kind(route.method, route.template, dm=channel is not None and channel.is_dm)
        if port is not None:
            self.sent_from[port, kind] += 1
        retry_after = self.traffic.admit(kind, asyncio.get_running_loop().time(), size)
        return None if retry_after is None else global_429(retry_after)

    # ================================================================================================ HTTP plumbing
    def _build_routes(self) -> list[Route]:
        table: list[tuple[str, str, Handler, bool]] = [
            ("GET", "/gateway", self._get_gateway, False),
            ("GET", "/gateway/bot", self._get_gateway, True),
            ("GET", "/users/@me", self._get_me, True),
            ("GET", "/users/@me/guilds", self._get_my_guilds, True),
            ("POST", "/users/@me/channels", self._create_dm, True),
            ("GET", "/users/{user_id}", self._get_user, True),
            ("GET", "/oauth2/applications/@me", self._get_application, True),
            ("GET", "/applications/@me", self._get_application, True),
            ("GET", "/applications/{app_id}/emojis", self._get_app_emojis, True),
            ("GET", "/applications/{app_id}/commands", self._get_commands, True),
            ("PUT", "/applications/{app_id}/commands", self._put_commands, True),
            ("POST", "/applications/{app_id}/commands", self._post_command, True),
            ("GET", "/applications/{app_id}/commands/{command_id}", self._get_command, True),
            ("PATCH", "/applications/{app_id}/commands/{command_id}", self._patch_command, True),
            ("DELETE", "/applications/{app_id}/commands/{command_id}", self._delete_command, True),
            ("GET", "/applications/{app_id}/guilds/{guild_id}/commands", self._get_commands, True),
            ("PUT", "/applications/{app_id}/guilds/{guild_id}/commands", self._put_commands, True),
            ("POST", "/applications/{app_id}/guilds/{guild_id}/commands", self._post_command, True),
            ("GET", "/applications/{app_id}/guilds/{guild_id}/commands/{command_id}", self._get_command, True),
            ("PATCH", "/applications/{app_id}/guilds/{guild_id}/commands/{command_id}", self._patch_command, True),
            ("DELETE", "/applications/{app_id}/guilds/{guild_id}/commands/{command_id}", self._delete_command, True),
            ("GET", "/channels/{channel_id}", self._get_channel, True),
            ("PATCH", "/channels/{channel_id}", self._patch_channel, True),
            ("GET", "/channels/{channel_id}/messages", self._get_messages, True),
            ("POST", "/channels/{channel_id}/messages", self._post_message, True),
            ("POST", "/channels/{channel_id}/messages/bulk-delete", self._bulk_delete, True),
            ("GET", "/channels/{channel_id}/messages/pins", self._get_pins, True),
            ("GET", "/channels/{channel_id}/pins", self._get_pins, True),
            ("PUT", "/channels/{channel_id}/messages/pins/{message_id}", self._pin, True),
            ("DELETE", "/channels/{channel_id}/messages/pins/{message_id}", self._unpin, True),
            ("PUT", "/channels/{channel_id}/pins/{message_id}", self._pin, True),
            ("DELETE", "/channels/{channel_id}/pins/{message_id}", self._unpin, True),
            ("GET", "/channels/{channel_id}/messages/{message_id}", self._get_message, True),
            ("PATCH", "/channels/{channel_id}/messages/{message_id}", self._patch_message, True),
            ("DELETE", "/channels/{channel_id}/messages/{message_id}", self._delete_message, True),
            ("PUT", "/channels/{channel_id}/messages/{message_id}/reactions/{emoji}/@me", self._add_reaction, True),
            (
                "DELETE",
                "/channels/{channel_id}/messages/{message_id}/reactions/{emoji}/{user_id}",
                self._remove_reaction,
                True,
            ),
            ("DELETE", "/channels/{channel_id}/messages/{message_id}/reactions", self._clear_reactions, True),
            ("GET", "/channels/{channel_id}/messages/{message_id}/reactions/{emoji}", self._get_reactions, True),
            ("POST", "/channels/{channel_id}/messages/{message_id}/threads", self._thread_from_message, True),
            ("POST", "/channels/{channel_id}/threads", self._thread_without_message, True),
            ("GET", "/channels/{channel_id}/thread-members", self._get_thread_members, True),
            ("PUT", "/channels/{channel_id}/thread-members/{user_id}", self._add_thread_member, True),
            ("DELETE", "/channels/{channel_id}/thread-members/{user_id}", self._remove_thread_member, True),
            ("POST", "/channels/{channel_id}/typing", self._typing, True),
            ("GET", "/guilds/{guild_id}", self._get_guild, True),
            ("GET", "/guilds/{guild_id}/channels", self._get_guild_channels, True),
            ("POST", "/guilds/{guild_id}/channels", self._create_guild_channel, True),
            ("GET", "/guilds/{guild_id}/roles", self._get_roles, True),
            ("GET", "/guilds/{guild_id}/threads/active", self._get_active_threads, True),
            ("GET", "/guilds/{guild_id}/members", self._get_members, True),
            ("GET", "/guilds/{guild_id}/members/search", self._search_members, True),
            ("GET", "/guilds/{guild_id}/members/{user_id}", self._get_member, True),
            ("PATCH", "/guilds/{guild_id}/members/{user_id}", self._patch_member, True),
            ("PUT", "/guilds/{guild_id}/members/{user_id}/roles/{role_id}", self._add_member_role, True),
            ("DELETE", "/guilds/{guild_id}/members/{user_id}/roles/{role_id}", self._remove_member_role, True),
            ("POST", "/interactions/{interaction_id}/{token}/callback", self._interaction_callback, False),
            ("POST", "/webhooks/{app_id}/{token}", self._followup, False),
            ("GET", "/webhooks/{app_id}/{token}/messages/{message_id}", self._get_webhook_message, False),
            ("PATCH", "/webhooks/{app_id}/{token}/messages/{message_id}", self._patch_webhook_message, False),
            ("DELETE", "/webhooks/{app_id}/{token}/messages/{message_id}", self._delete_webhook_message, False),
        ]
        routes = []
        for method, template, handler, auth in table:
            pattern = re.sub(r"\{(\w+)\}", r"(?P<\1>[^/]+)", template)
            routes.append(Route(method, template, re.compile(pattern), handler, auth))
        return routes

    async def _http_handler(self, request: web.Request) -> web.StreamResponse:
        loop = asyncio.get_running_loop()
        self._in_flight += 1
        self._last_request_at = loop.time()
        try:
            return await self._handle_http(request)
        finally:
            self._in_flight -= 1
            self._last_request_at = loop.time()

    async def _handle_http(self, request: web.Request) -> web.StreamResponse:
        path = request.path
        method = request.method
        if method == "GET" and path.startswith("/attachments/"):
            return self._serve_attachment(request)
        if not path.startswith(API_PREFIX + "/"):
            self.violate("unknown_route", f"{method} {path} (not under {API_PREFIX})")
            return json_response({"message": "404: Not Found", "code": 0}, 404)
        rel = path[len(API_PREFIX) :]
        for route in self._routes:
            m = route.regex.fullmatch(rel)
            if m is not None and route.method == method:
                break
        else:
            self.violate("unknown_route", f"{method} {rel}: the fake does not implement this route")
            self.requests.append((method, rel, 404))
            return json_response({"message": "404: Not Found", "code": 0}, 404)
        if route.auth and request.headers.get("Authorization") != f"Bot {self.token}":
            self.violate("unauthorized", f"{method} {rel} without 'Authorization: Bot <token>'")
            self.requests.append((method, rel, 401))
            return json_response({"message": "401: Unauthorized", "code": 0}, 401)
        peer = request.transport.get_extra_info("peername") if request.transport is not None else None
        refused = self._admit(route, m, request.content_length or 0, peer[1] if peer else None)
        if refused is not None:
            self.requests.append((method, rel, 429))
            return refused
        fault = self._take_fault(method, rel)
        if fault is not None:
            self.requests.append((method, rel, fault.status))
            return fault
        try:
            body, files = await self._read_body(request)
            req = ApiRequest(method, rel, m.groupdict(), request.query, body, files)
            status, result = await route.handler(req)
        except ApiError as exc:
            self.requests.append((method, rel, exc.status))
            return json_response(exc.body, exc.status, exc.headers)
        except Exception:
            self.violate("fake_bug", f"{method} {rel} crashed the fake:\n{traceback.format_exc()}")
            self.requests.append((method, rel, 400))
            return json_response({"message": "fake Discord internal error (see violations)", "code": 0}, 400)
        self.requests.append((method, rel, status))
        self._notify()
        if status == 204:
            return web.Response(status=204)
        return json_response(result, status)

    async def _read_body(self, request: web.Request) -> tuple[Any, list[UploadedFile]]:
        ctype = request.headers.get("Content-Type", "")
        if ctype.startswith("multipart/form-data"):
            payload: Any = None
            files: list[UploadedFile] = []
            reader = await request.multipart()
            while True:
                part = await reader.next()
                if part is None:
                    break
                name = getattr(part, "name", None) or ""
                data = await part.read()  # type: ignore[union-attr]
                if name == "payload_json":
                    payload = json.loads(data.decode())
                    continue
                fm = re.fullmatch(r"files\[(\d+)\]", name)
                if fm is None:
                    self.violate("invalid_payload", f"multipart field {name!r} (expected payload_json or files[n])")
                    continue
                filename = getattr(part, "filename", None) or f"file{fm.group(1)}"
                part_ctype = part.headers.get("Content-Type")
                if part_ctype in (None, "application/octet-stream"):
                    part_ctype = mimetypes.guess_type(filename)[0] or part_ctype
                files.append(UploadedFile(int(fm.group(1)), filename, bytes(data), part_ctype))
            return payload, files
        raw = await request.read()
        if not raw:
            return None, []
        if not ctype.startswith("application/json"):
            raise ApiError(400, 50109, "The request body contains invalid JSON (Content-Type is not application/json).")
        try:
            return json.loads(raw), []
        except ValueError:
            raise ApiError(400, 50109, "The request body contains invalid JSON.") from None

    def _serve_attachment(self, request: web.Request) -> web.StreamResponse:
        parts = request.path.split("/")
        try:
            att = self.attachments[int(parts[2])]
        except (IndexError, ValueError, KeyError):
            return web.Response(status=404, text="Not Found")
        return web.Response(body=att.data, headers={"Content-Type": att.content_type or "application/octet-stream"})

    def _attachment_url(self, att_id: int, filename: str) -> str:
        from urllib.parse import quote

        return f"{self.base_url}/attachments/{att_id}/{quote(filename)}"

    # ================================================================================================ REST: misc
    async def _get_gateway(self, req: ApiRequest) -> tuple[int, Any]:
        data: JSON = {"url": self.gateway_url}
        if req.path.endswith("/bot"):
            data.update(
                shards=1,
                session_start_limit={"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1},
            )
        return 200, data

    async def _get_me(self, req: ApiRequest) -> tuple[int, Any]:
        return 200, {
            **self.bot_user.payload(),
            "verified": True,
            "mfa_enabled": False,
            "locale": "en-US",
            "email": None,
            "bio": "",
        }

    async def _get_user(self, req: ApiRequest) -> tuple[int, Any]:
        user = self.users.get(req.id("user_id"))
        if user is None:
            raise ApiError(404, 10013, "Unknown User")
        return 200, user.payload()

    async def _get_my_guilds(self, req: ApiRequest) -> tuple[int, Any]:
        return 200, [
            {
                "id": str(g.id),
                "name": g.name,
                "icon": None,
                "banner": None,
                "owner": False,
                "permissions": str(self.guild_permissions(g, self.bot_user)),
                "features": [],
            }
            for g in self.guilds.values()
            if self.bot_in(g)
        ]

    async def _get_application(self, req: ApiRequest) -> tuple[int, Any]:
        return 200, {
            "id": str(self.application_id),
            "name": self.bot_user.username,
            "icon": None,
            "description": "",
            "summary": "",
            "type": None,
            "bot": self.bot_user.payload(),
            "bot_public": True,
            "bot_require_code_grant": False,
            "owner": self.app_owner.payload(),
            "team": None,
            "verify_key": "0" * 64,
            "flags": 0,
            "tags": [],
            "redirect_uris": [],
            "interactions_endpoint_url": None,
            "approximate_guild_count": sum(1 for g in self.guilds.values() if self.bot_in(g)),
        }

    async def _get_app_emojis(self, req: ApiRequest) -> tuple[int, Any]:
        self._check_app(req)
        return 200, {"items": []}

    # ================================================================================================ REST: commands
    def _check_app(self, req: ApiRequest) -> None:
        if req.match.get("app_id") != str(self.application_id):
            raise ApiError(403, 50001, "Missing Access (wrong application id)")

    def _scope_of(self, req: ApiRequest) -> int | None:
        self._check_app(req)
        if "guild_id" not in req.match:
            return None
        g = self.guilds.get(req.id("guild_id"))
        if g is None or not self.bot_in(g):
            raise ApiError(403, 50001, "Missing Access")
        return g.id

    def _stored_command(self, scope: int | None, cmd: JSON, existing: JSON | None) -> JSON:
        ctype = int(cmd.get("type", 1))
        dmp = cmd.get("default_member_permissions")
        stored: JSON = {
            "id": existing["id"] if existing else str(self.snowflake()),
            "application_id": str(self.application_id),
            "version": str(self.snowflake()),
            "type": ctype,
            "name": cmd.get("name"),
            "name_localizations": cmd.get("name_localizations"),
            "description": cmd.get("description", "") if ctype == 1 else "",
            "description_localizations": cmd.get("description_localizations"),
            "default_member_permissions": None if dmp is None else str(dmp),
            "dm_permission": cmd.get("dm_permission", True) if scope is None else False,
            "contexts": cmd.get("contexts") if scope is None else None,
            "integration_types": cmd.get("integration_types") or [0],
            "nsfw": bool(cmd.get("nsfw", False)),
        }
        if ctype == 1:
            stored["options"] = cmd.get("options") or []
        if scope is not None:
            stored["guild_id"] = str(scope)
        return stored

    def _reject_commands(self, scope: int | None, problems: list[str]) -> ApiError:
        where = "global" if scope is None else f"guild {scope}"
        self.violate("command_sync", f"{where} command sync rejected:\n    " + "\n    ".join(problems))
        return invalid_form(problems)

    async def _get_commands(self, req: ApiRequest) -> tuple[int, Any]:
        scope = self._scope_of(req)
        return 200, self.commands(scope)

    async def _put_commands(self, req: ApiRequest) -> tuple[int, Any]:
        scope_id = self._scope_of(req)
        problems = v.check_command_list(req.body, guild=scope_id is not None)
        if problems:
            raise self._reject_commands(scope_id, problems)
        scope = self.scopes.setdefault(scope_id, _Scope())
        new: dict[tuple[int, str], JSON] = {}
        for cmd in req.body:
            key = (int(cmd.get("type", 1)), str(cmd["name"]))
            new[key] = self._stored_command(scope_id, cmd, scope.commands.get(key))
        scope.commands = new
        scope.synced += 1
        return 200, list(new.values())

    async def _post_command(self, req: ApiRequest) -> tuple[int, Any]:
        scope_id = self._scope_of(req)
        problems = v.check_command(req.body)
        if problems:
            raise self._reject_commands(scope_id, problems)
        scope = self.scopes.setdefault(scope_id, _Scope())
        key = (int(req.body.get("type", 1)), str(req.body["name"]))
        candidate = [c for k, c in scope.commands.items() if k != key] + [req.body]
        problems = v.check_command_list(candidate, guild=scope_id is not None)
        if problems:
            raise self._reject_commands(scope_id, problems)
        existing = scope.commands.get(key)
        scope.commands[key] = self._stored_command(scope_id, req.body, existing)
        scope.synced += 1
        return (200 if existing else 201), scope.commands[key]

    def _find_command_by_id(self, req: ApiRequest) -> tuple[_Scope, tuple[int, str], JSON]:
        scope_id = self._scope_of(req)
        scope = self.scopes.get(scope_id)
        if scope is not None:
            for key, cmd in scope.commands.items():
                if cmd["id"] == req.match["command_id"]:
                    return scope, key, cmd
        raise ApiError(404, 10063, "Unknown application command")

    async def _get_command(self, req: ApiRequest) -> tuple[int, Any]:
        return 200, self._find_command_by_id(req)[2]

    async def _patch_command(self, req: ApiRequest) -> tuple[int, Any]:
        scope, key, cmd = self._find_command_by_id(req)
        merged = {**cmd, **(req.body or {})}
        problems = v.check_command(merged)
        scope_id = None if "guild_id" not in req.match else int(req.match["guild_id"])
        if problems:
            raise self._reject_commands(scope_id, problems)
        del scope.commands[key]
        new_key = (int(merged.get("type", 1)), str(merged["name"]))
        scope.commands[new_key] = self._stored_command(scope_id, merged, cmd)
        return 200, scope.commands[new_key]

    async def _delete_command(self, req: ApiRequest) -> tuple[int, Any]:
        scope, key, _ = self._find_command_by_id(req)
        del scope.commands[key]
        return 204, None

    # ================================================================================================ REST: channels
    def _get_channel_or_404(self, req: ApiRequest) -> Channel:
        ch = self.channels.get(req.id("channel_id"))
        if ch is None:
            raise ApiError(404, 10003, "Unknown Channel")
        if ch.is_dm:
            return ch
        g = self.guild_of(ch)
        if g is None or not self.bot_in(g):
            raise ApiError(403, 50001, "Missing Access")
        if not self.permissions_for(self.bot_user, ch) & Permission.VIEW_CHANNEL:
            raise ApiError(403, 50001, "Missing Access")
        return ch

    def _bot_needs(self, ch: Channel, perms: int, what: str) -> None:
        if ch.is_dm:
            return
        have = self.permissions_for(self.bot_user, ch)
        if have & perms != perms:
            missing = [p.name for p in Permission if p & perms and not p & have]
            log.info("bot lacks %s in %r for %s", missing, ch, what)
            raise ApiError(403, 50013, "Missing Permissions")

    async def _get_channel(self, req: ApiRequest) -> tuple[int, Any]:
        return 200, self._channel_payload(self._get_channel_or_404(req))

    async def _patch_channel(self, req: ApiRequest) -> tuple[int, Any]:
        ch = self._get_channel_or_404(req)
        body = req.body or {}
        if ch.is_dm:
            raise ApiError(403, 50003, "Cannot execute action on a DM channel")
        if ch.is_thread:
            if ch.owner_id != self.bot_user.id:
                self._bot_needs(ch, Permission.MANAGE_THREADS, "editing a thread")
            for key in ("name", "archived", "locked", "auto_archive_duration"):
                if key in body:
                    setattr(ch, key, body[key])
            event = "THREAD_UPDATE"
        else:
            self._bot_needs(ch, Permission.MANAGE_CHANNELS, "editing a channel")
            for key in ("name", "topic", "position"):
                if key in body:
                    setattr(ch, key, body[key])
            if "parent_id" in body:
                ch.parent_id = None if body["parent_id"] is None else int(body["parent_id"])
            if "permission_overwrites" in body:
                ch.overwrites = [
                    Overwrite(int(o["id"]), int(o["type"]), int(o.get("allow", 0)), int(o.get("deny", 0)))
                    for o in body["permission_overwrites"]
                ]
            event = "CHANNEL_UPDATE"
        g = self.guild_of(ch)
        assert g is not None
        self._dispatch_guild_event(g, event, self._channel_payload(ch))
        return 200, self._channel_payload(ch)

    async def _typing(self, req: ApiRequest) -> tuple[int, Any]:
        self._get_channel_or_404(req)
        return 204, None

    def _find_message(self, ch: Channel, message_id: int) -> Message:
        msg = self.messages_by_id.get(message_id)
        if msg is None or msg.deleted or msg.channel_id != ch.id or msg.ephemeral:
            raise ApiError(404, 10008, "Unknown Message")
        return msg

    async def _get_messages(self, req: ApiRequest) -> tuple[int, Any]:
        ch = self._get_channel_or_404(req)
        limit = max(1, min(100, int(req.query.get("limit", 50))))
        msgs = [m for m in self.channel_messages.get(ch.id, []) if not m.deleted and not m.ephemeral]
        if "before" in req.query:
            before = int(req.query["before"])
            msgs = [m for m in msgs if m.id < before][-limit:]
        elif "after" in req.query:
            after = int(req.query["after"])
            msgs = [m for m in msgs if m.id > after][:limit]
        elif "around" in req.query:
            around = int(req.query["around"])
            older = [m for m in msgs if m.id < around][-(limit // 2) :]
            newer = [m for m in msgs if m.id >= around][: limit - len(older)]
            msgs = older + newer
        else:
            msgs = msgs[-limit:]
        return 200, [self.message_payload(m) for m in reversed(msgs)]

    async def _get_message(self, req: ApiRequest) -> tuple[int, Any]:
        ch = self._get_channel_or_404(req)
        return 200, self.message_payload(self._find_message(ch, req.id("message_id")))

    def _check_dm_allowed(self, ch: Channel) -> None:
        if not ch.is_dm:
            return
        recipient = ch.recipients[0]
        shares_guild = any(recipient.id in g.members and self.bot_in(g) for g in self.guilds.values())
        if not recipient.dms_open or recipient.bot or not shares_guild:
            raise ApiError(403, 50007, "Cannot send messages to this user")

    async def _post_message(self, req: ApiRequest) -> tuple[int, Any]:
        ch = self._get_channel_or_404(req)
        body = req.body or {}
        needed = Permission.SEND_MESSAGES_IN_THREADS if ch.is_thread else Permission.SEND_MESSAGES
        if req.files:
            needed |= Permission.ATTACH_FILES
        self._bot_needs(ch, needed, "sending a message")
        self._check_dm_allowed(ch)
        if ch.is_thread and ch.locked:
            raise ApiError(403, 50083, "Thread is archived")
        if body.get("flags", 0) & MessageFlag.EPHEMERAL:
            self.violate(
                "invalid_payload",
                f"the EPHEMERAL flag on a channel message in {ch!r} (only interaction responses can be ephemeral)",
            )
        reference = body.get("message_reference")
        if reference is not None:
            ref_id = int(reference.get("message_id", 0))
            ref = self.messages_by_id.get(ref_id)
            if ref is None or ref.deleted:
                if reference.get("fail_if_not_exists", True):
                    raise invalid_form([f"message_reference: Unknown message {ref_id}"])
                reference = None
            else:
                reference = {
                    "type": 0,
                    "message_id": str(ref.id),
                    "channel_id": str(ref.channel_id),
                    **({"guild_id": str(ref.guild_id)} if ref.guild_id else {}),
                }
        msg = self._create_message(
            ch, self.bot_user, body, req.files, msg_type=19 if reference else 0, what=f"message in {ch!r}"
        )
        msg.message_reference = reference
        if ch.is_thread and ch.archived and not ch.locked:
            ch.archived = False
        return 200, self.message_payload(msg)

    def _create_message(
        self,
        ch: Channel,
        author: User,
        body: JSON,
        files: list[UploadedFile],
        *,
        msg_type: int = 0,
        what: str,
        interaction: Interaction | None = None,
        allow_ephemeral: bool = False,
        extra_flags: int = 0,
        dispatch: bool = True,
    ) -> Message:
        msg = Message(
            id=self.snowflake(),
            channel_id=ch.id,
            guild_id=ch.guild_id,
            author=author,
            type=msg_type,
        )
        allowed_flags = MessageFlag.SUPPRESS_EMBEDS | MessageFlag.SUPPRESS_NOTIFICATIONS | MessageFlag.IS_COMPONENTS_V2
        if allow_ephemeral:
            allowed_flags |= MessageFlag.EPHEMERAL
        msg.flags = (int(body.get("flags") or 0) & allowed_flags) | extra_flags
        mentions = body.get("allowed_mentions")
        msg.allowed_mentions = dict(mentions) if isinstance(mentions, dict) else None
        self._apply_message_body(msg, body, files, creating=True, what=what)
        if interaction is not None:
            msg.webhook_id = self.application_id
            msg.application_id = self.application_id
            msg.interaction_id = interaction.id
            msg.interaction_metadata = {
                "id": str(interaction.id),
                "type": interaction.type,
                "user": interaction.user.payload(),
                "authorizing_integration_owners": interaction.payload.get("authorizing_integration_owners", {}),
                **({"name": interaction.name.lstrip("/")} if interaction.type == APPLICATION_COMMAND else {}),
            }
            if msg.ephemeral:
                msg.visible_to = interaction.user.id
        self._store_message(msg)
        if dispatch:
            self._dispatch_message_event("MESSAGE_CREATE", msg)
        return msg

    def _store_message(self, msg: Message) -> None:
        self.messages_by_id[msg.id] = msg
        self.channel_messages.setdefault(msg.channel_id, []).append(msg)
        for att in msg.attachments:
            att.ephemeral = msg.ephemeral
        ch = self.channels.get(msg.channel_id)
        if ch is not None and not msg.ephemeral:
            ch.last_message_id = msg.id
            if ch.is_thread:
                ch.message_count += 1
        self._notify()

    def _apply_message_body(
        self, msg: Message, body: JSON, files: list[UploadedFile], *, creating: bool, what: str
    ) -> None:
        """Validate a create/edit payload against Discord's limits and apply it to ``msg``."""
        problems = v.check_message(body, len(files))
        meta = body.get("attachments")
        meta_by_id = {str(a.get("id")): a for a in meta or [] if isinstance(a, dict)}
        for f in files:
            if len(f.data) > v.MAX_FILE_BYTES:
                self.violate(
                    "invalid_payload", f"{what}: file {f.filename!r} is {len(f.data)} bytes (max {v.MAX_FILE_BYTES})"
                )
                raise ApiError(413, 40005, "Request entity too large")
        if meta is not None:
            file_indexes = {str(f.index) for f in files}
            existing_ids = {str(a.id) for a in msg.attachments}
            for a in meta:
                aid = str(a.get("id")) if isinstance(a, dict) else "?"
                if aid not in file_indexes and aid not in existing_ids:
                    problems.append(f"attachments: id {aid} is neither a files[n] index nor an existing attachment")
        if problems:
            self.violate("invalid_payload", f"{what} rejected:\n    " + "\n    ".join(problems))
            raise invalid_form(problems)
        if creating:
            kept: list[Attachment] = []
        elif meta is None:
            kept = list(msg.attachments)
        else:
            kept = [a for a in msg.attachments if str(a.id) in meta_by_id]
        new_atts = []
        for f in sorted(files, key=lambda f: f.index):
            info = meta_by_id.get(str(f.index), {})
            att_id = self.snowflake()
            filename = str(info.get("filename") or f.filename)
            att = Attachment(
                id=att_id,
                filename=filename,
                data=f.data,
                url=self._attachment_url(att_id, filename),
                content_type=f.content_type or mimetypes.guess_type(filename)[0],
                description=info.get("description"),
            )
            self.attachments[att_id] = att
            new_atts.append(att)
        content = msg.content
        if "content" in body:
            content = "" if body["content"] is None else str(body["content"])
        embeds = msg.embeds
        if "embeds" in body:
            embeds = [dict(e) for e in body["embeds"] or []]
        components = msg.components
        if "components" in body:
            components = list(body["components"] or [])
        attachments = kept + new_atts
        if not (content or embeds or components or attachments or body.get("sticker_ids") or body.get("poll")):
            self.violate("invalid_payload", f"{what}: Cannot send an empty message")
            raise ApiError(400, 50006, "Cannot send an empty message")
        by_name = {a.filename: a for a in attachments}
        for i, embed in enumerate(embeds):
            self._resolve_embed_attachments(embed, by_name, f"{what}: embeds[{i}]")
        if not creating:
            msg.edits.append(msg.snapshot())
            msg.edited_timestamp = utcnow()
            if "flags" in body and body["flags"] is not None:
                keep = msg.flags & ~MessageFlag.SUPPRESS_EMBEDS
                msg.flags = keep | (int(body["flags"]) & (MessageFlag.SUPPRESS_EMBEDS | MessageFlag.IS_COMPONENTS_V2))
        msg.content, msg.embeds, msg.components, msg.attachments = content, embeds, components, attachments

    def _resolve_embed_attachments(self, embed: JSON, by_name: dict[str, Attachment], where: str) -> None:
        """``attachment://name`` in an embed image must name a file of the message; Discord then serves its URL."""
        slots: list[tuple[str, JSON, str]] = []
        for key in ("image", "thumbnail"):
            if isinstance(embed.get(key), dict):
                slots.append((key, embed[key], "url"))
        for key in ("author", "footer"):
            if isinstance(embed.get(key), dict):
                slots.append((key, embed[key], "icon_url"))
        for key, sub, field_name in slots:
            url = sub.get(field_name)
            if isinstance(url, str) and url.startswith("attachment://"):
                name = url[len("attachment://") :]
                att = by_name.get(name)
                if att is None:
                    self.violate(
                        "invalid_payload",
                        f"{where}.{key} refers to {url} but the message has no such file "
                        f"(files: {sorted(by_name)}); Discord would show no image",
                    )
                    continue
                sub[field_name] = att.url
                sub["proxy_" + field_name] = att.url
                dims = att.image_size()
                if dims is not None and field_name == "url":
                    sub["width"], sub["height"] = dims

    async def _patch_message(self, req: ApiRequest) -> tuple[int, Any]:
        ch = self._get_channel_or_404(req)
        msg = self._find_message(ch, req.id("message_id"))
        body = req.body or {}
        if (msg.author.id != self.bot_user.id or msg.webhook_id is not None) and set(body) - {"flags"}:
            raise ApiError(403, 50005, "Cannot edit a message authored by another user")
        self._apply_message_body(msg, body, req.files, creating=False, what=f"edit of message {msg.id}")
        self._dispatch_message_event("MESSAGE_UPDATE", msg)
        return 200, self.message_payload(msg)

    def _delete(self, msg: Message) -> None:
        msg.deleted = True
        ch = self.channels.get(msg.channel_id)
        if not msg.ephemeral and ch is not None:
            data = {"id": str(msg.id), "channel_id": str(msg.channel_id)}
            if msg.guild_id is not None:
                data["guild_id"] = str(msg.guild_id)
            intent = Intent.DIRECT_MESSAGES if ch.is_dm else Intent.GUILD_MESSAGES
            for session in self._sessions_for(intent, msg.guild_id):
                session.dispatch("MESSAGE_DELETE", data)
        self._notify()

    async def _delete_message(self, req: ApiRequest) -> tuple[int, Any]:
        ch = self._get_channel_or_404(req)
        msg = self._find_message(ch, req.id("message_id"))
        if msg.author.id != self.bot_user.id:
            if ch.is_dm:
                raise ApiError(403, 50003, "Cannot execute action on a DM channel")
            self._bot_needs(ch, Permission.MANAGE_MESSAGES, "deleting someone else's message")
        self._delete(msg)
        return 204, None

    async def _bulk_delete(self, req: ApiRequest) -> tuple[int, Any]:
        ch = self._get_channel_or_404(req)
        self._bot_needs(ch, Permission.MANAGE_MESSAGES, "bulk delete")
        ids = (req.body or {}).get("messages") or []
        if not 2 <= len(ids) <= 100:
            raise invalid_form(["messages: bulk delete takes 2-100 message ids"])
        for mid in ids:
            self._delete(self._find_message(ch, int(mid)))
        return 204, None

    async def _get_pins(self, req: ApiRequest) -> tuple[int, Any]:
        ch = self._get_channel_or_404(req)
        pinned = [m for m in self.channel_messages.get(ch.id, []) if m.pinned and not m.deleted]
        if req.path.endswith("/messages/pins"):
            return 200, {
                "items": [
                    {"pinned_at": iso(m.timestamp), "message": self.message_payload(m)} for m in reversed(pinned)
                ],
                "has_more": False,
            }
        return 200, [self.message_payload(m) for m in reversed(pinned)]

    async def _pin(self, req: ApiRequest) -> tuple[int, Any]:
        ch = self._get_channel_or_404(req)
        if not ch.is_dm:
            self._bot_needs(ch, Permission.MANAGE_MESSAGES, "pinning")
        self._find_message(ch, req.id("message_id")).pinned = True
        return 204, None

    async def _unpin(self, req: ApiRequest) -> tuple[int, Any]:
        ch = self._get_channel_or_404(req)
        self._find_message(ch, req.id("message_id")).pinned = False
        return 204, None

    # ---------------------------------------------------------------------------------------------- reactions
    def _reaction_event(self, event: str, msg: Message, user: User, emoji: str) -> None:
        ch = self.channels[msg.channel_id]
        data: JSON = {
            "user_id": str(user.id),
            "channel_id": str(msg.channel_id),
            "message_id": str(msg.id),
            "emoji": {"id": None, "name": emoji},
            "burst": False,
            "type": 0,
        }
        if event == "MESSAGE_REACTION_ADD":
            data["message_author_id"] = str(msg.author.id)
            data["burst_colors"] = []
        g = self.guild_of(ch)
        if g is not None:
            data["guild_id"] = str(g.id)
            member = g.members.get(user.id)
            if member is not None and event == "MESSAGE_REACTION_ADD":
                data["member"] = member.payload()
        intent = Intent.DIRECT_MESSAGE_REACTIONS if ch.is_dm else Intent.GUILD_MESSAGE_REACTIONS
        for session in self._sessions_for(intent, None if g is None else g.id):
            session.dispatch(event, data)

    async def _add_reaction(self, req: ApiRequest) -> tuple[int, Any]:
        ch = self._get_channel_or_404(req)
        msg = self._find_message(ch, req.id("message_id"))
        self._bot_needs(ch, Permission.ADD_REACTIONS | Permission.READ_MESSAGE_HISTORY, "reacting")
        emoji = req.match["emoji"]
        msg.reactions.setdefault(emoji, set()).add(self.bot_user.id)
        self._reaction_event("MESSAGE_REACTION_ADD", msg, self.bot_user, emoji)
        return 204, None

    async def _remove_reaction(self, req: ApiRequest) -> tuple[int, Any]:
        ch = self._get_channel_or_404(req)
        msg = self._find_message(ch, req.id("message_id"))
        who = self.bot_user.id if req.match["user_id"] == "@me" else req.id("user_id")
        if who != self.bot_user.id:
            self._bot_needs(ch, Permission.MANAGE_MESSAGES, "removing someone's reaction")
        emoji = req.match["emoji"]
        msg.reactions.get(emoji, set()).discard(who)
        self._reaction_event("MESSAGE_REACTION_REMOVE", msg, self.users[who], emoji)
        return 204, None

    async def _clear_reactions(self, req: ApiRequest) -> tuple[int, Any]:
        ch = self._get_channel_or_404(req)
        self._bot_needs(ch, Permission.MANAGE_MESSAGES, "clearing reactions")
        self._find_message(ch, req.id("message_id")).reactions.clear()
        return 204, None

    async def _get_reactions(self, req: ApiRequest) -> tuple[int, Any]:
        ch = self._get_channel_or_404(req)
        msg = self._find_message(ch, req.id("message_id"))
        users = msg.reactions.get(req.match["emoji"], set())
        return 200, [self.users[u].payload() for u in sorted(users)]

    async def react(self, user: UserLike, message: Message, emoji: str) -> None:
        """A fake user adds a (unicode) reaction to a message."""
        u = self._user(user)
        if not self.can_see(u, message):
            raise ComponentError(f"{u.username} cannot see message {message.id}")
        message.reactions.setdefault(emoji, set()).add(u.id)
        self._reaction_event("MESSAGE_REACTION_ADD", message, u, emoji)
        self._notify()

    # ---------------------------------------------------------------------------------------------- threads
    def _new_thread(self, parent: Channel, tid: int, name: Any, ttype: int, body: JSON) -> Channel:
        if not isinstance(name, str) or not 1 <= len(name) <= 100:
            self.violate("invalid_payload", f"thread name must be 1-100 characters, got {name!r}")
            raise invalid_form(["name: must be 1-100 characters"])
        duration = int(body.get("auto_archive_duration") or 1440)
        if duration not in (60, 1440, 4320, 10080):
            self.violate("invalid_payload", f"auto_archive_duration {duration} (allowed: 60, 1440, 4320, 10080)")
            raise invalid_form(["auto_archive_duration: must be 60, 1440, 4320 or 10080"])
        thread = Channel(
            id=tid,
            type=ttype,
            name=name,
            guild_id=parent.guild_id,
            parent_id=parent.id,
            owner_id=self.bot_user.id,
            auto_archive_duration=duration,
            thread_member_ids={self.bot_user.id},
        )
        self.channels[tid] = thread
        g = self.guild_of(parent)
        assert g is not None
        g.channels[tid] = thread
        self._dispatch_guild_event(g, "THREAD_CREATE", {**self._channel_payload(thread), "newly_created": True})
        return thread

    async def _thread_from_message(self, req: ApiRequest) -> tuple[int, Any]:
        ch = self._get_channel_or_404(req)
        if ch.is_dm or ch.is_thread:
            raise ApiError(400, 50024, "Cannot execute action on this channel type")
        self._bot_needs(ch, Permission.CREATE_PUBLIC_THREADS, "starting a thread")
        msg = self._find_message(ch, req.id("message_id"))
        if msg.thread_id is not None:
            raise ApiError(400, 160004, "A thread has already been created for this message")
        body = req.body or {}
        announcement = ch.type == ChannelType.GUILD_ANNOUNCEMENT
        ttype = ChannelType.ANNOUNCEMENT_THREAD if announcement else ChannelType.PUBLIC_THREAD
        thread = self._new_thread(ch, msg.id, body.get("name"), ttype, body)
        msg.thread_id = thread.id
        msg.flags |= MessageFlag.HAS_THREAD
        self._dispatch_message_event("MESSAGE_UPDATE", msg)
        return 201, self._channel_payload(thread)

    async def _thread_without_message(self, req: ApiRequest) -> tuple[int, Any]:
        ch = self._get_channel_or_404(req)
        if ch.is_dm or ch.is_thread:
            raise ApiError(400, 50024, "Cannot execute action on this channel type")
        body = req.body or {}
        ttype = int(body.get("type") or ChannelType.PRIVATE_THREAD)
        private = ttype == ChannelType.PRIVATE_THREAD
        perm = Permission.CREATE_PRIVATE_THREADS if private else Permission.CREATE_PUBLIC_THREADS
        self._bot_needs(ch, perm, "creating a thread")
        thread = self._new_thread(ch, self.snowflake(), body.get("name"), ttype, body)
        if ttype == ChannelType.PUBLIC_THREAD:
            notice = Message(
                id=self.snowflake(),
                channel_id=ch.id,
                guild_id=ch.guild_id,
                author=self.bot_user,
                content=thread.name or "",
                type=18,
            )
            self._store_message(notice)
        return 201, self._channel_payload(thread)

    def _thread_or_400(self, req: ApiRequest) -> Channel:
        ch = self._get_channel_or_404(req)
        if not ch.is_thread:
            raise ApiError(400, 50024, "Cannot execute action on this channel type")
        return ch

    async def _get_thread_members(self, req: ApiRequest) -> tuple[int, Any]:
        ch = self._thread_or_400(req)
        return 200, [
            {"id": str(ch.id), "user_id": str(u), "join_timestamp": iso(ch.created_at), "flags": 0}
            for u in sorted(ch.thread_member_ids)
        ]

    async def _add_thread_member(self, req: ApiRequest) -> tuple[int, Any]:
        ch = self._thread_or_400(req)
        uid = self.bot_user.id if req.match["user_id"] == "@me" else req.id("user_id")
        g = self.guild_of(ch)
        if g is None or uid not in g.members:
            raise ApiError(404, 10007, "Unknown Member")
        ch.thread_member_ids.add(uid)
        return 204, None

    async def _remove_thread_member(self, req: ApiRequest) -> tuple[int, Any]:
        ch = self._thread_or_400(req)
        uid = self.bot_user.id if req.match["user_id"] == "@me" else req.id("user_id")
        ch.thread_member_ids.discard(uid)
        return 204, None

    # ================================================================================================ REST: guilds
    def _get_guild_or_404(self, req: ApiRequest) -> Guild:
        g = self.guilds.get(req.id("guild_id"))
        if g is None:
            raise ApiError(404, 10004, "Unknown Guild")
        if not self.bot_in(g):
            raise ApiError(403, 50001, "Missing Access")
        return g

    async def _get_guild(self, req: ApiRequest) -> tuple[int, Any]:
        g = self._get_guild_or_404(req)
        data = self._guild_payload(g)
        if req.query.get("with_counts") in ("true", "1", "True"):
            data.update(approximate_member_count=len(g.members), approximate_presence_count=0)
        return 200, data

    async def _get_guild_channels(self, req: ApiRequest) -> tuple[int, Any]:
        g = self._get_guild_or_404(req)
        return 200, [self._channel_payload(c) for c in g.channels.values() if not c.is_thread]

    async def _create_guild_channel(self, req: ApiRequest) -> tuple[int, Any]:
        g = self._get_guild_or_404(req)
        if self.guild_permissions(g, self.bot_user) & Permission.MANAGE_CHANNELS == 0:
            raise ApiError(403, 50013, "Missing Permissions")
        body = req.body or {}
        name = body.get("name")
        if not isinstance(name, str) or not 1 <= len(name) <= 100:
            self.violate("invalid_payload", f"channel name must be 1-100 characters, got {name!r}")
            raise invalid_form(["name: must be 1-100 characters"])
        overwrites = [
            Overwrite(int(o["id"]), int(o["type"]), int(o.get("allow", 0)), int(o.get("deny", 0)))
            for o in body.get("permission_overwrites") or []
        ]
        ch = self.add_channel(
            g,
            name,
            type=int(body.get("type") or 0),
            topic=body.get("topic"),
            parent=int(body["parent_id"]) if body.get("parent_id") else None,
            overwrites=overwrites,
        )
        return 201, self._channel_payload(ch)

    async def _get_roles(self, req: ApiRequest) -> tuple[int, Any]:
        return 200, [r.payload() for r in self._get_guild_or_404(req).roles.values()]

    async def _get_active_threads(self, req: ApiRequest) -> tuple[int, Any]:
        g = self._get_guild_or_404(req)
        threads = [t for t in g.threads() if not t.archived]
        return 200, {
            "threads": [self._channel_payload(t) for t in threads],
            "members": [
                {"id": str(t.id), "user_id": str(self.bot_user.id), "join_timestamp": iso(t.created_at), "flags": 0}
                for t in threads
                if self.bot_user.id in t.thread_member_ids
            ],
        }

    async def _get_members(self, req: ApiRequest) -> tuple[int, Any]:
        g = self._get_guild_or_404(req)
        limit = max(1, min(1000, int(req.query.get("limit", 1))))
        after = int(req.query.get("after", 0))
        members = sorted((m for m in g.members.values() if m.user.id > after), key=lambda m: m.user.id)
        return 200, [m.payload() for m in members[:limit]]

    async def _search_members(self, req: ApiRequest) -> tuple[int, Any]:
        g = self._get_guild_or_404(req)
        query = req.query.get("query", "").lower()
        limit = max(1, min(1000, int(req.query.get("limit", 1))))
        found = [
            m
            for m in g.members.values()
            if m.user.username.lower().startswith(query) or (m.nick or "").lower().startswith(query)
        ]
        return 200, [m.payload() for m in found[:limit]]

    async def _get_member(self, req: ApiRequest) -> tuple[int, Any]:
        g = self._get_guild_or_404(req)
        member = g.members.get(req.id("user_id"))
        if member is None:
            raise ApiError(404, 10007, "Unknown Member")
        return 200, member.payload()

    def _member_or_404(self, g: Guild, req: ApiRequest) -> Member:
        member = g.members.get(req.id("user_id"))
        if member is None:
            raise ApiError(404, 10007, "Unknown Member")
        return member

    def _check_can_manage_role(self, g: Guild, role_id: int) -> Role:
        role = g.roles.get(role_id)
        if role is None:
            raise ApiError(404, 10011, "Unknown Role")
        if not self.guild_permissions(g, self.bot_user) & Permission.MANAGE_ROLES:
            raise ApiError(403, 50013, "Missing Permissions")
        bot_top = max((g.roles[r].position for r in g.members[self.bot_user.id].role_ids if r in g.roles), default=0)
        if role.position >= bot_top or role.managed or role.id == g.id:
            raise ApiError(403, 50013, "Missing Permissions")
        return role

    async def _patch_member(self, req: ApiRequest) -> tuple[int, Any]:
        g = self._get_guild_or_404(req)
        member = self._member_or_404(g, req)
        body = req.body or {}
        if "nick" in body:
            if not self.guild_permissions(g, self.bot_user) & Permission.MANAGE_NICKNAMES:
                raise ApiError(403, 50013, "Missing Permissions")
            member.nick = body["nick"]
        if "roles" in body:
            wanted = [int(r) for r in body["roles"]]
            for rid in set(wanted) ^ set(member.role_ids):
                self._check_can_manage_role(g, rid)
            member.role_ids = wanted
        self._member_updated(g, member)
        return 200, member.payload()

    async def _add_member_role(self, req: ApiRequest) -> tuple[int, Any]:
        g = self._get_guild_or_404(req)
        member = self._member_or_404(g, req)
        role = self._check_can_manage_role(g, req.id("role_id"))
        if role.id not in member.role_ids:
            member.role_ids.append(role.id)
            self._member_updated(g, member)
        return 204, None

    async def _remove_member_role(self, req: ApiRequest) -> tuple[int, Any]:
        g = self._get_guild_or_404(req)
        member = self._member_or_404(g, req)
        role = self._check_can_manage_role(g, req.id("role_id"))
        if role.id in member.role_ids:
            member.role_ids.remove(role.id)
            self._member_updated(g, member)
        return 204, None

    # ================================================================================================ REST: DMs
    async def _create_dm(self, req: ApiRequest) -> tuple[int, Any]:
        body = req.body or {}
        try:
            user = self.users[int(body["recipient_id"])]
        except (TypeError, ValueError, KeyError):
            raise ApiError(400, 50033, "Invalid Recipients") from None
        return 200, self._channel_payload(self.dm_channel(user))

    # ================================================================================================ interactions
    def _interaction_by_token(self, req: ApiRequest) -> Interaction:
        if req.match.get("app_id") != str(self.application_id):
            raise ApiError(404, 10015, "Unknown Webhook")
        inter = self.interactions_by_token.get(req.match["token"])
        if inter is None:
            self.violate("unknown_interaction", f"{req.method} {req.path}: no interaction has this token")
            raise ApiError(404, 10015, "Unknown Webhook")
        if asyncio.get_running_loop().time() - inter.created_at > INTERACTION_TOKEN_TTL:
            raise ApiError(401, 50027, "Invalid Webhook Token")
        return inter

    async def _interaction_callback(self, req: ApiRequest) -> tuple[int, Any]:
        inter = self.interactions.get(req.id("interaction_id"))
        if inter is None or inter.token != req.match["token"]:
            self.violate("unknown_interaction", f"callback for unknown interaction {req.match['interaction_id']}")
            raise ApiError(404, 10062, "Unknown interaction")
        elapsed = asyncio.get_running_loop().time() - inter.created_at
        if inter.acked:
            self.violate(
                "double_ack", f"{inter.describe()} answered twice (already {CALLBACK_NAMES.get(inter.ack_type or 0)})"
            )
            raise ApiError(400, 40060, "Interaction has already been acknowledged.")
        if inter.expired or elapsed > self.interaction_deadline:
            self.violate(
                "late_callback",
                f"{inter.describe()} answered after {elapsed:.2f} s (Discord allows {self.interaction_deadline:g} s)",
            )
            raise ApiError(404, 10062, "Unknown interaction")
        body = req.body or {}
        rtype = body.get("type")
        data = body.get("data") or {}
        allowed = {
            APPLICATION_COMMAND: {CHANNEL_MESSAGE, DEFERRED_CHANNEL_MESSAGE, MODAL},
            MESSAGE_COMPONENT: {
                CHANNEL_MESSAGE,
                DEFERRED_CHANNEL_MESSAGE,
                DEFERRED_UPDATE_MESSAGE,
                UPDATE_MESSAGE,
                MODAL,
            },
            AUTOCOMPLETE: {AUTOCOMPLETE_RESULT},
            MODAL_SUBMIT: {CHANNEL_MESSAGE, DEFERRED_CHANNEL_MESSAGE}
            | ({DEFERRED_UPDATE_MESSAGE, UPDATE_MESSAGE} if inter.source_message else set()),
        }[inter.type]
        if rtype not in allowed:
            self.violate(
                "invalid_callback",
                f"{inter.describe()} answered with type {rtype!r}; allowed: "
                f"{sorted(CALLBACK_NAMES[t] for t in allowed)}",
            )
            raise invalid_form([f"type: interaction response type {rtype!r} is not valid here"])
        what = f"answer to {inter.describe()}"
        resource_msg: Message | None = None
        if rtype == CHANNEL_MESSAGE:
            resource_msg = self._create_message(
                inter.channel,
                self.bot_user,
                data,
                req.files,
                what=what,
                interaction=inter,
                allow_ephemeral=True,
                msg_type=20 if inter.type == APPLICATION_COMMAND else 0,
            )
            inter.original = resource_msg
        elif rtype == DEFERRED_CHANNEL_MESSAGE:
            eph = int(data.get("flags") or 0) & MessageFlag.EPHEMERAL
            resource_msg = Message(
                id=self.snowflake(),
                channel_id=inter.channel.id,
                guild_id=inter.channel.guild_id,
                author=self.bot_user,
                flags=MessageFlag.LOADING | eph,
                type=20 if inter.type == APPLICATION_COMMAND else 0,
                webhook_id=self.application_id,
                application_id=self.application_id,
                interaction_id=inter.id,
                interaction_metadata={
                    "id": str(inter.id),
                    "type": inter.type,
                    "user": inter.user.payload(),
                    "authorizing_integration_owners": {},
                },
                visible_to=inter.user.id if eph else None,
            )
            self._store_message(resource_msg)
            self._dispatch_message_event("MESSAGE_CREATE", resource_msg)
            inter.original = resource_msg
        elif rtype in (DEFERRED_UPDATE_MESSAGE, UPDATE_MESSAGE):
            resource_msg = inter.source_message
            assert resource_msg is not None
            if rtype == UPDATE_MESSAGE:
                self._apply_message_body(resource_msg, data, req.files, creating=False, what=what)
                self._dispatch_message_event("MESSAGE_UPDATE", resource_msg)
            inter.original = resource_msg
        elif rtype == AUTOCOMPLETE_RESULT:
            choices = data.get("choices")
            problems = v.check_autocomplete_choices(choices, inter.focused_type or v.OPTION_STRING)
            if problems:
                self.violate("invalid_payload", f"{what}:\n    " + "\n    ".join(problems))
                raise invalid_form(problems)
            inter.choices = list(choices or [])
        elif rtype == MODAL:
            problems = v.check_modal(data)
            if problems:
                self.violate("invalid_payload", f"{what}:\n    " + "\n    ".join(problems))
                raise invalid_form(problems)
            inter.modal = data
        inter.ack_type = int(rtype)
        inter.acked_at = asyncio.get_running_loop().time()
        if rtype in (CHANNEL_MESSAGE, UPDATE_MESSAGE):
            inter.answered_at = inter.acked_at
        if inter.timer is not None:
            inter.timer.cancel()
        self._notify()
        if req.query.get("with_response") not in ("1", "true", "True"):
            return 204, None
        info: JSON = {"id": str(inter.id), "type": inter.type, "activity_instance_id": None}
        resource: JSON = {"type": rtype}
        if resource_msg is not None:
            info.update(
                response_message_id=str(resource_msg.id),
                response_message_loading=resource_msg.loading,
                response_message_ephemeral=resource_msg.ephemeral,
            )
            resource["message"] = self.message_payload(resource_msg)
        return 200, {"interaction": info, "resource": resource}

    def _interaction_message(self, inter: Interaction, message_id: str) -> Message:
        if message_id == "@original":
            if inter.original is None or inter.original.deleted:
                raise ApiError(404, 10008, "Unknown Message")
            return inter.original
        for msg in [inter.original, *inter.followups]:
            if msg is not None and str(msg.id) == message_id and not msg.deleted:
                return msg
        raise ApiError(404, 10008, "Unknown Message")

    async def _followup(self, req: ApiRequest) -> tuple[int, Any]:
        inter = self._interaction_by_token(req)
        if not inter.acked:
            self.violate("followup_before_ack", f"followup to {inter.describe()} before any interaction response")
            raise ApiError(404, 10015, "Unknown Webhook")
        body = req.body or {}
        if req.query.get("thread_id"):
            raise ApiError(400, 50035, "thread_id is not supported for interaction followups by the fake")
        what = f"followup to {inter.describe()}"
        original = inter.original
        if original is not None and original.loading and inter.ack_type == DEFERRED_CHANNEL_MESSAGE:
            # Discord: the first followup after a deferred response replaces the "thinking" message.
            body = {k: val for k, val in body.items() if k != "flags"}
            self._apply_message_body(original, body, req.files, creating=False, what=what)
            original.flags &= ~MessageFlag.LOADING
            original.edits.pop()
            original.edited_timestamp = None
            inter.answered_at = asyncio.get_running_loop().time()
            self._dispatch_message_event("MESSAGE_UPDATE", original)
            msg = original
        else:
            msg = self._create_message(
                inter.channel, self.bot_user, body, req.files, what=what, interaction=inter, allow_ephemeral=True
            )
            inter.followups.append(msg)
        self._notify()
        if req.query.get("wait") in ("1", "true", "True"):
            return 200, self.message_payload(msg)
        return 204, None

    async def _get_webhook_message(self, req: ApiRequest) -> tuple[int, Any]:
        inter = self._interaction_by_token(req)
        return 200, self.message_payload(self._interaction_message(inter, req.match["message_id"]))

    async def _patch_webhook_message(self, req: ApiRequest) -> tuple[int, Any]:
        inter = self._interaction_by_token(req)
        if not inter.acked:
            self.violate("followup_before_ack", f"edit of the response to {inter.describe()} before any response")
            raise ApiError(404, 10008, "Unknown Message")
        msg = self._interaction_message(inter, req.match["message_id"])
        was_loading = msg.loading
        self._apply_message_body(
            msg, req.body or {}, req.files, creating=False, what=f"edit of the response to {inter.describe()}"
        )
        if was_loading:
            msg.flags &= ~MessageFlag.LOADING
            msg.edits.pop()
            msg.edited_timestamp = None
            if msg is inter.original:
                inter.answered_at = asyncio.get_running_loop().time()
        self._dispatch_message_event("MESSAGE_UPDATE", msg)
        return 200, self.message_payload(msg)

    async def _delete_webhook_message(self, req: ApiRequest) -> tuple[int, Any]:
        inter = self._interaction_by_token(req)
        self._delete(self._interaction_message(inter, req.match["message_id"]))
        return 204, None

    # ================================================================================================ fake users act
    def _new_interaction(
        self, itype: int, user: User, channel: Channel, data: JSON, name: str, *, message: Message | None = None
    ) -> Interaction:
        g = self.guild_of(channel)
        iid = self.snowflake()
        token = "fake-interaction-" + secrets.token_urlsafe(32)
        payload: JSON = {
            "id": str(iid),
            "application_id": str(self.application_id),
            "type": itype,
            "token": token,
            "version": 1,
            "data": data,
            "channel_id": str(channel.id),
            "locale": user.locale,
            "attachment_size_limit": v.MAX_FILE_BYTES,
            "entitlements": [],
            "entitlement_sku_ids": [],
        }
        if g is not None:
            member = g.members.get(user.id)
            if member is None:
                raise CommandRefused("not_visible", f"{user.username} is not a member of {g.name}")
            perms = self.permissions_for(user, channel)
            payload.update(
                guild_id=str(g.id),
                guild={"id": str(g.id), "locale": g.locale, "features": []},
                guild_locale=g.locale,
                member=member.payload(permissions=perms),
                channel={**self._channel_payload(channel), "permissions": str(perms)},
                app_permissions=str(self.permissions_for(self.bot_user, channel)),
                authorizing_integration_owners={"0": str(g.id)},
                context=0,
            )
        else:
            payload.update(
                user=user.payload(),
                channel={**self._channel_payload(channel), "permissions": str(DM_PERMISSIONS)},
                app_permissions=str(DM_PERMISSIONS),
                authorizing_integration_owners={"0": "0"},
                context=1,
            )
        if message is not None:
            payload["message"] = self.message_payload(message)
        return Interaction(
            fake=self,
            id=iid,
            token=token,
            type=itype,
            user=user,
            channel=channel,
            guild=g,
            payload=payload,
            name=name,
            source_message=message,
        )

    def _send_interaction(self, inter: Interaction) -> Interaction:
        loop = asyncio.get_running_loop()
        inter.created_at = loop.time()
        inter.timer = loop.call_later(self.interaction_deadline, self._deadline_passed, inter)
        self.interactions[inter.id] = inter
        self.interactions_by_token[inter.token] = inter
        guild = inter.payload.get("guild_id")
        for session in self._sessions_for(None, None if guild is None else int(guild)):
            session.dispatch("INTERACTION_CREATE", inter.payload)
        self._notify()
        return inter

    def _deadline_passed(self, inter: Interaction) -> None:
        if not inter.acked:
            inter.expired = True
            live = "" if self.live_sessions() else " (no bot was connected to the gateway)"
            self.violate(
                "interaction_timeout",
                f"{inter.describe()} was not answered within "
                f"{self.interaction_deadline:g} s{live}: the user sees "
                "'The application did not respond'",
            )

    def _find_command(
        self, user: User, channel: Channel, path: str, *, unchecked: bool = False
    ) -> tuple[JSON, list[tuple[str, int]], list[JSON]]:
        """(top-level command, [(group/subcommand name, type)...], the leaf's option schemas). ``unchecked``: a
        subcommand the command does not have is sent anyway (as a subcommand without options), and a group may be
        run without one."""
        parts = path.strip().lstrip("/").split()
        if not parts:
            raise ValueError("empty command")
        g = self.guild_of(channel)
        cmd: JSON | None = None
        if g is not None:
            cmd = self.scopes.get(g.id, _Scope()).commands.get((1, parts[0]))
        is_guild_command = cmd is not None
        if cmd is None:
            cmd = self.scopes.get(None, _Scope()).commands.get((1, parts[0]))
        where = f"in {g.name}" if g else "in DMs"
        if cmd is None:
            self.violate(
                "command_not_synced",
                f"{user.username} used /{path.strip().lstrip('/')} {where}, but no such command is synced there",
            )
            raise CommandRefused("not_synced", f"/{parts[0]} is not synced {where}")
        if g is None:
            contexts = cmd.get("contexts")
            allowed = (1 in contexts) if contexts is not None else cmd.get("dm_permission") is not False
            if not allowed:
                self.violate("guild_only_in_dm", f"{user.username} used guild-only /{parts[0]} in a DM")
                raise CommandRefused("guild_only", f"/{parts[0]} is not available in DMs")
        else:
            contexts = cmd.get("contexts")
            if not is_guild_command and contexts is not None and 0 not in contexts:
                raise CommandRefused("not_visible", f"/{parts[0]} is not available in servers")
            dmp = cmd.get("default_member_permissions")
            if dmp is not None:
                have = self.guild_permissions(g, user)
                need = int(dmp)
                if not have & Permission.ADMINISTRATOR and (have & need != need or need == 0):
                    raise CommandRefused(
                        "missing_permissions",
                        f"{user.username} lacks the permissions /{parts[0]} requires ({need}); Discord hides it",
                    )
        chain: list[tuple[str, int]] = []
        options: list[JSON] = cmd.get("options") or []
        for part in parts[1:]:
            sub = next((o for o in options if o.get("name") == part and o.get("type") in (1, 2)), None)
            if sub is None and unchecked:
                chain.append((part, v.OPTION_SUBCOMMAND))
                options = []
                continue
            if sub is None:
                raise CommandRefused("invalid_options", f"/{parts[0]} has no subcommand {part!r} at that level")
            chain.append((part, int(sub["type"])))
            options = sub.get("options") or []
        if not unchecked and any(o.get("type") in (1, 2) for o in options):
            names = [o.get("name") for o in options]
            raise CommandRefused("invalid_options", f"/{path.strip()} needs a subcommand: one of {names}")
        return cmd, chain, options

    def _resolve_value(self, otype: int, value: Any, g: Guild | None, resolved: JSON, channel: Channel) -> str:
        """Snowflake-valued options and selects: the id, with the object in ``resolved`` as Discord sends it."""
        if otype in (v.OPTION_USER, v.OPTION_MENTIONABLE) and isinstance(value, User | Member):
            user = self._user(value)
            resolved.setdefault("users", {})[str(user.id)] = user.payload()
            if g is not None and user.id in g.members:
                resolved.setdefault("members", {})[str(user.id)] = g.members[user.id].payload(
                    with_user=False, permissions=self.permissions_for(user, channel)
                )
            return str(user.id)
        if otype in (v.OPTION_ROLE, v.OPTION_MENTIONABLE) and isinstance(value, Role):
            resolved.setdefault("roles", {})[str(value.id)] = value.payload()
            return str(value.id)
        if otype == v.OPTION_CHANNEL and isinstance(value, Channel):
            data: JSON = {
                "id": str(value.id),
                "name": value.name,
                "type": value.type,
                "permissions": str(self.permissions_for(self.bot_user, value)),
            }
            if value.parent_id is not None:
                data["parent_id"] = str(value.parent_id)
            if value.is_thread:
                data["thread_metadata"] = self._channel_payload(value)["thread_metadata"]
            resolved.setdefault("channels", {})[str(value.id)] = data
            return str(value.id)
        if isinstance(value, int) and not isinstance(value, bool):
            if otype in (v.OPTION_USER, v.OPTION_MENTIONABLE) and value in self.users:
                return self._resolve_value(otype, self.users[value], g, resolved, channel)
            if otype == v.OPTION_CHANNEL and value in self.channels:
                return self._resolve_value(otype, self.channels[value], g, resolved, channel)
            if otype in (v.OPTION_ROLE, v.OPTION_MENTIONABLE) and g is not None and value in g.roles:
                return self._resolve_value(otype, g.roles[value], g, resolved, channel)
        raise CommandRefused("invalid_options", f"cannot use {value!r} for an option/select of type {otype}")

    def _option_payload(
        self, schema: JSON, value: Any, g: Guild | None, resolved: JSON, channel: Channel, *, focused: bool
    ) -> JSON:
        name = str(schema["name"])
        otype = int(schema["type"])
        out: JSON = {"name": name, "type": otype}
        if focused:
            out.update(value=str(value), focused=True)
            return out

        def bad(msg: str) -> CommandRefused:
            return CommandRefused("invalid_options", f"option {name!r}: {msg}")

        if otype == v.OPTION_STRING:
            if not isinstance(value, str):
                raise bad(f"expected a string, got {value!r}")
            if len(value) < int(schema.get("min_length") or 0) or len(value) > int(schema.get("max_length") or 6000):
                raise bad(f"length {len(value)} outside min_length/max_length")
        elif otype == v.OPTION_INTEGER:
            if isinstance(value, bool) or not isinstance(value, int):
                raise bad(f"expected an integer, got {value!r}")
        elif otype == v.OPTION_NUMBER:
            if isinstance(value, bool) or not isinstance(value, int | float):
                raise bad(f"expected a number, got {value!r}")
        elif otype == v.OPTION_BOOLEAN:
            if not isinstance(value, bool):
                raise bad(f"expected a bool, got {value!r}")
        elif otype == v.OPTION_ATTACHMENT:
            if isinstance(value, tuple):
                value = Upload(*value)
            if not isinstance(value, Upload):
                raise bad("expected an Upload(filename, data) for an attachment option")
            att_id = self.snowflake()
            att = Attachment(
                id=att_id,
                filename=value.filename,
                data=value.data,
                url=self._attachment_url(att_id, value.filename),
                content_type=value.content_type or mimetypes.guess_type(value.filename)[0],
                ephemeral=True,
            )
            self.attachments[att_id] = att
            resolved.setdefault("attachments", {})[str(att_id)] = att.payload()
            out["value"] = str(att_id)
            return out
        else:
            out["value"] = self._resolve_value(otype, value, g, resolved, channel)
            if otype == v.OPTION_CHANNEL and schema.get("channel_types"):
                ch = self.channels[int(out["value"])]
                if ch.type not in schema["channel_types"]:
                    raise bad(f"channel type {ch.type} not in {schema['channel_types']}")
            return out
        if otype in (v.OPTION_INTEGER, v.OPTION_NUMBER):
            if "min_value" in schema and schema["min_value"] is not None and value < schema["min_value"]:
                raise bad(f"{value} is below min_value {schema['min_value']}")
            if "max_value" in schema and schema["max_value"] is not None and value > schema["max_value"]:
                raise bad(f"{value} is above max_value {schema['max_value']}")
        choices = schema.get("choices")
        if choices and value not in [c.get("value") for c in choices]:
            raise bad(f"{value!r} is not one of the choices {[c.get('value') for c in choices]}")
        out["value"] = value
        return out

    def _raw_option_payload(
        self,
        schema: JSON | None,
        name: str,
        value: Any,
        g: Guild | None,
        resolved: JSON,
        channel: Channel,
        *,
        focused: bool,
    ) -> JSON:
        """An option as a modified client or a raw API call sends it: no checks; users, channels and roles given as
        objects (or the ids of known ones) are resolved as Discord does, anything else goes as it is."""
        raw = value if isinstance(value, RawOption) else RawOption(value)
        if raw.type is not None:
            otype = raw.type
        elif schema is not None:
            otype = int(schema["type"])
        else:
            otype = _guess_option_type(raw.value)
        out: JSON = {"name": name, "type": otype}
        if focused:
            out["focused"] = True
        if raw.value is MISSING:
            return out
        snowflake_types = (v.OPTION_USER, v.OPTION_CHANNEL, v.OPTION_ROLE, v.OPTION_MENTIONABLE)
        if isinstance(raw.value, User | Member | Role | Channel) or (
            isinstance(raw.value, int) and not isinstance(raw.value, bool) and otype in snowflake_types
        ):
            try:
                out["value"] = self._resolve_value(otype, raw.value, g, resolved, channel)
                return out
            except CommandRefused:
                pass
        obj_id = getattr(raw.value, "id", None)
        out["value"] = str(obj_id) if isinstance(obj_id, int) else raw.value
        return out

    def _build_command_data(
        self,
        user: User,
        channel: Channel,
        command: str,
        options: Mapping[str, Any] | None,
        *,
        focused: str | None = None,
        unchecked: bool = False,
    ) -> tuple[JSON, str, int | None]:
        cmd, chain, schemas = self._find_command(user, channel, command, unchecked=unchecked)
        g = self.guild_of(channel)
        values = dict(options or {})
        by_name = {str(s["name"]): s for s in schemas}
        if unchecked:
            resolved_raw: JSON = {}
            if focused is not None:
                values.setdefault(focused, "")
            leaf = [
                self._raw_option_payload(by_name.get(n), n, val, g, resolved_raw, channel, focused=(n == focused))
                for n, val in values.items()
            ]
            focused_schema = by_name.get(focused) if focused is not None else None
            return self._command_payload(
                cmd, chain, leaf, resolved_raw, int(focused_schema["type"]) if focused_schema else None
            )
        unknown = set(values) - set(by_name)
        if unknown:
            raise CommandRefused(
                "invalid_options", f"/{command.strip()} has no option(s) {sorted(unknown)}; it has {sorted(by_name)}"
            )
        focused_type: int | None = None
        if focused is not None:
            schema = by_name.get(focused)
            if schema is None or not schema.get("autocomplete"):
                raise CommandRefused("invalid_options", f"option {focused!r} of /{command.strip()} has no autocomplete")
            focused_type = int(schema["type"])
            values.setdefault(focused, "")
        else:
            missing = [n for n, s in by_name.items() if s.get("required") and n not in values]
            if missing:
                raise CommandRefused("invalid_options", f"/{command.strip()} requires option(s) {missing}")
        resolved: JSON = {}
        leaf = [
            self._option_payload(by_name[n], val, g, resolved, channel, focused=(n == focused))
            for n, val in values.items()
        ]
        return self._command_payload(cmd, chain, leaf, resolved, focused_type)

    @staticmethod
    def _command_payload(
        cmd: JSON, chain: list[tuple[str, int]], leaf: list[JSON], resolved: JSON, focused_type: int | None
    ) -> tuple[JSON, str, int | None]:
        nested: list[JSON] = leaf
        for name, otype in reversed(chain):
            nested = [{"name": name, "type": otype, "options": nested}]
        data: JSON = {"id": cmd["id"], "name": cmd["name"], "type": 1, "options": nested}
        if "guild_id" in cmd:
            data["guild_id"] = cmd["guild_id"]
        if resolved:
            data["resolved"] = resolved
        full_name = "/" + " ".join([str(cmd["name"]), *(n for n, _ in chain)])
        return data, full_name, focused_type

    def _check_can_act(self, user: User, channel: Channel) -> None:
        if channel.is_dm:
            if not any(r.id == user.id for r in channel.recipients):
                raise CommandRefused("not_visible", f"{user.username} is not in that DM")
            return
        if not self.permissions_for(user, channel) & Permission.VIEW_CHANNEL:
            raise CommandRefused("not_visible", f"{user.username} cannot see {channel!r}")

    async def slash(
        self,
        user: UserLike,
        channel: ChannelLike,
        command: str,
        options: Mapping[str, Any] | None = None,
        *,
        unchecked: bool = False,
    ) -> Interaction:
        """``user`` runs ``/command`` (``"junta create"`` for a subcommand) in ``channel`` (a guild channel, a thread
        or ``fake.dm_channel(user)``). Options are plain values; users, channels and roles as objects;
        attachments as :class:`Upload`. Returns at once with the :class:`Interaction` handle.

        ``unchecked=True`` sends what a modified client or a raw API call can send: the options are not checked
        against the command (unknown names, missing required ones, any value of any type, out of range or not a
        choice, a subcommand it does not have); each goes with its declared type unless given as a
        :class:`RawOption` with another (or none: guessed from the value)."""
        u = self._user(user)
        ch = self._channel(channel)
        self._check_can_act(u, ch)
        if ch.guild_id is not None and not self.permissions_for(u, ch) & Permission.USE_APPLICATION_COMMANDS:
            raise CommandRefused("missing_permissions", f"{u.username} may not use application commands in {ch!r}")
        data, name, _ = self._build_command_data(u, ch, command, options, unchecked=unchecked)
        return self._send_interaction(self._new_interaction(APPLICATION_COMMAND, u, ch, data, name))

    async def autocomplete(
        self,
        user: UserLike,
        channel: ChannelLike,
        command: str,
        options: Mapping[str, Any],
        *,
        focused: str | None = None,
        timeout: float = 4.0,
        unchecked: bool = False,
    ) -> list[JSON]:
        """``user`` is typing in option ``focused`` (default: the last of ``options``); returns the bot's choices.
        ``unchecked=True``: as for :meth:`slash`, and the focused value is sent as given (not as text), even for an
        option without autocomplete."""
        u = self._user(user)
        ch = self._channel(channel)
        self._check_can_act(u, ch)
        if focused is None:
            if not options:
                raise ValueError("autocomplete needs the focused option's text in options")
            focused = list(options)[-1]
        data, name, ftype = self._build_command_data(u, ch, command, options, focused=focused, unchecked=unchecked)
        inter = self._new_interaction(AUTOCOMPLETE, u, ch, data, name)
        inter.focused_type = ftype
        self._send_interaction(inter)
        await inter.wait_ack(timeout)
        if inter.choices is None:
            raise AssertionError(f"the bot did not answer {inter.describe()} with choices")
        return inter.choices

    def _component_for(
        self, user: User, message: Message, custom_id: str, types: tuple[int, ...], *, unchecked: bool = False
    ) -> JSON | None:
        """The component the user uses; with ``unchecked`` None when the message has none with that custom_id (a
        raw API call can name any), and no check of its type or state."""
        ch = self.channels[message.channel_id]
        if (
            not message.visible_for(user.id)
            or (not ch.is_dm and not self.can_see(user, message))
            or (ch.is_dm and all(r.id != user.id for r in ch.recipients))
        ):
            raise ComponentError(f"{user.username} cannot see message {message.id}")
        if message.loading:
            raise ComponentError(f"message {message.id} is still loading")
        comp = message.find_component(custom_id)
        if unchecked:
            return comp
        if comp is None:
            self.violate(
                "unknown_component",
                f"{user.username} used custom_id {custom_id!r} on message {message.id}, "
                f"which has {message.custom_ids()}",
            )
            raise ComponentError(f"message {message.id} has no component {custom_id!r}: {message.custom_ids()}")
        if comp.get("type") not in types:
            raise ComponentError(f"component {custom_id!r} is of type {comp.get('type')}, expected one of {types}")
        if comp.get("disabled"):
            raise ComponentError(f"component {custom_id!r} is disabled")
        return comp

    async def click(self, user: UserLike, message: Message, custom_id: str, *, unchecked: bool = False) -> Interaction:
        """``user`` clicks the button ``custom_id`` on ``message``. ``unchecked=True`` sends what a modified client
        or a raw API call can send: any custom_id (not one of the message's: no violation), a disabled button."""
        u = self._user(user)
        self._component_for(u, message, custom_id, (2,), unchecked=unchecked)
        ch = self.channels[message.channel_id]
        data = {"custom_id": custom_id, "component_type": 2}
        return self._send_interaction(self._new_interaction(MESSAGE_COMPONENT, u, ch, data, custom_id, message=message))

    async def select(
        self, user: UserLike, message: Message, custom_id: str, values: Sequence[Any], *, unchecked: bool = False
    ) -> Interaction:
        """``user`` picks ``values`` in the select menu ``custom_id`` (option values for string selects; users,
        roles or channels for the other select types). ``unchecked=True`` sends what a modified client or a raw
        API call can send: the values as given (not among the options, any number of them), any custom_id."""
        u = self._user(user)
        comp = self._component_for(u, message, custom_id, (3, 5, 6, 7, 8), unchecked=unchecked)
        ch = self.channels[message.channel_id]
        if comp is None or unchecked:
            ctype = int(comp["type"]) if comp is not None else 3
            raw: JSON = {"custom_id": custom_id, "component_type": ctype, "values": list(values)}
            inter = self._new_interaction(MESSAGE_COMPONENT, u, ch, raw, custom_id, message=message)
            return self._send_interaction(inter)
        ctype = int(comp["type"])
        lo, hi = int(comp.get("min_values", 1)), int(comp.get("max_values", 1))
        if not lo <= len(values) <= hi:
            raise ComponentError(f"select {custom_id!r} takes {lo}-{hi} values, got {len(values)}")
        data: JSON = {"custom_id": custom_id, "component_type": ctype}
        if ctype == 3:
            allowed = [o.get("value") for o in comp.get("options") or []]
            for val in values:
                if val not in allowed:
                    raise ComponentError(f"{val!r} is not an option of select {custom_id!r}: {allowed}")
            data["values"] = list(values)
        else:
            otype = {5: v.OPTION_USER, 6: v.OPTION_ROLE, 7: v.OPTION_MENTIONABLE, 8: v.OPTION_CHANNEL}[ctype]
            resolved: JSON = {}
            data["values"] = [self._resolve_value(otype, val, self.guild_of(ch), resolved, ch) for val in values]
            data["resolved"] = resolved
        return self._send_interaction(self._new_interaction(MESSAGE_COMPONENT, u, ch, data, custom_id, message=message))

    async def submit_modal(self, user: UserLike, interaction: Interaction, values: Mapping[str, Any]) -> Interaction:
        """``user`` fills in the modal the bot opened on ``interaction`` and submits it."""
        u = self._user(user)
        modal = interaction.modal
        if modal is None:
            raise ComponentError(f"the bot opened no modal on {interaction.describe()}")
        if u.id != interaction.user.id:
            raise ComponentError("only the user who triggered a modal can submit it")
        remaining = dict(values)

        def submitted(comp: JSON) -> JSON | None:
            ctype = comp.get("type")
            cid = comp.get("custom_id")
            if ctype == 4:
                text = str(remaining.pop(str(cid), comp.get("value") or ""))
                if comp.get("required", True) and not text:
                    raise ComponentError(f"modal field {cid!r} is required")
                if text and not int(comp.get("min_length") or 0) <= len(text) <= int(comp.get("max_length") or 4000):
                    raise ComponentError(f"modal field {cid!r}: length {len(text)} outside min/max length")
                return {"type": 4, "custom_id": cid, "value": text}
            if ctype in (3, 5, 6, 7, 8):
                chosen = remaining.pop(str(cid), [])
                return {"type": ctype, "custom_id": cid, "values": list(chosen)}
            return None

        components: list[JSON] = []
        for comp in modal.get("components") or []:
            if comp.get("type") == 1:
                row = [s for s in (submitted(c) for c in comp.get("components") or []) if s is not None]
                components.append({"type": 1, "components": row})
            elif comp.get("type") == 18 and isinstance(comp.get("component"), dict):
                inner = submitted(comp["component"])
                if inner is not None:
                    components.append({"type": 18, "component": inner})
        if remaining:
            raise ComponentError(f"the modal has no field(s) {sorted(remaining)}")
        data = {"custom_id": modal.get("custom_id"), "components": components}
        inter = self._new_interaction(
            MODAL_SUBMIT, u, interaction.channel, data, str(modal.get("custom_id")), message=interaction.source_message
        )
        return self._send_interaction(inter)

    async def send_message(
        self,
        user: UserLike,
        channel: ChannelLike,
        content: str = "",
        *,
        files: Sequence[Upload] = (),
        reply_to: Message | None = None,
    ) -> Message:
        """``user`` types a message (in a guild channel or thread, or in their DM with the bot)."""
        u = self._user(user)
        ch = self._channel(channel)
        self._check_can_act(u, ch)
        if not ch.is_dm:
            need = Permission.SEND_MESSAGES_IN_THREADS if ch.is_thread else Permission.SEND_MESSAGES
            if not self.permissions_for(u, ch) & need:
                raise CommandRefused("missing_permissions", f"{u.username} cannot send messages in {ch!r}")
        msg = Message(
            id=self.snowflake(),
            channel_id=ch.id,
            guild_id=ch.guild_id,
            author=u,
            content=content,
            type=19 if reply_to else 0,
        )
        for f in files:
            att_id = self.snowflake()
            att = Attachment(
                id=att_id,
                filename=f.filename,
                data=f.data,
                url=self._attachment_url(att_id, f.filename),
                content_type=f.content_type or mimetypes.guess_type(f.filename)[0],
            )
            self.attachments[att_id] = att
            msg.attachments.append(att)
        if reply_to is not None:
            msg.message_reference = {"type": 0, "message_id": str(reply_to.id), "channel_id": str(reply_to.channel_id)}
        self._store_message(msg)
        self._dispatch_message_event("MESSAGE_CREATE", msg)
        return msg
