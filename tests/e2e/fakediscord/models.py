"""The fake's data model: users, guilds, roles, members, channels, messages, attachments.

Every object knows how to render itself as the JSON payload Discord would send (``payload()``); the shapes follow
what discord.py 2.7 reads (see its ``types/`` and the ``_from_data``/``_update`` methods).
"""

from __future__ import annotations

import datetime as dt
import enum
import itertools
import struct
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

JSON = dict[str, Any]

DISCORD_EPOCH_MS = 1420070400000


class SnowflakeFactory:
    """Monotonic snowflakes whose timestamp part is the real clock (discord.py reads it in places)."""

    def __init__(self) -> None:
        self._last = 0
        self._counter = itertools.count()

    def __call__(self) -> int:
        ms = int(time.time() * 1000) - DISCORD_EPOCH_MS
        candidate = (ms << 22) | (1 << 17) | (next(self._counter) & 0xFFF)
        self._last = max(self._last + 1, candidate)
        return self._last

    def on_shard(self, shard: int, count: int) -> int:
        """A snowflake that Discord's formula, `(id >> 22) % count`, puts on `shard`: the next one, a millisecond or
        a few ahead of the clock if need be."""
        while True:
            candidate = self()
            ms = candidate >> 22
            if ms % count == shard:
                return candidate
            self._last = ((ms + (shard - ms) % count) << 22) | (1 << 17) | (next(self._counter) & 0xFFF)
            self._last -= 1  # the next call's `_last + 1` is that snowflake


def iso(ts: dt.datetime) -> str:
    return ts.isoformat()


def utcnow() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


class Permission(enum.IntFlag):
    """Discord permission bits (the ones a game bot meets)."""

    CREATE_INSTANT_INVITE = 1 << 0
    KICK_MEMBERS = 1 << 1
    BAN_MEMBERS = 1 << 2
    ADMINISTRATOR = 1 << 3
    MANAGE_CHANNELS = 1 << 4
    MANAGE_GUILD = 1 << 5
    ADD_REACTIONS = 1 << 6
    VIEW_AUDIT_LOG = 1 << 7
    VIEW_CHANNEL = 1 << 10
    SEND_MESSAGES = 1 << 11
    MANAGE_MESSAGES = 1 << 13
    EMBED_LINKS = 1 << 14
    ATTACH_FILES = 1 << 15
    READ_MESSAGE_HISTORY = 1 << 16
    MENTION_EVERYONE = 1 << 17
    USE_EXTERNAL_EMOJIS = 1 << 18
    CHANGE_NICKNAME = 1 << 26
    MANAGE_NICKNAMES = 1 << 27
    MANAGE_ROLES = 1 << 28
    MANAGE_WEBHOOKS = 1 << 29
    USE_APPLICATION_COMMANDS = 1 << 31
    MANAGE_THREADS = 1 << 34
    CREATE_PUBLIC_THREADS = 1 << 35
    CREATE_PRIVATE_THREADS = 1 << 36
    SEND_MESSAGES_IN_THREADS = 1 << 38
    MODERATE_MEMBERS = 1 << 40


ALL_PERMISSIONS = (1 << 53) - 1

#: What the @everyone role of a new server may do (roughly Discord's default).
DEFAULT_EVERYONE_PERMISSIONS = int(
    Permission.CREATE_INSTANT_INVITE
    | Permission.ADD_REACTIONS
    | Permission.VIEW_CHANNEL
    | Permission.SEND_MESSAGES
    | Permission.EMBED_LINKS
    | Permission.ATTACH_FILES
    | Permission.READ_MESSAGE_HISTORY
    | Permission.USE_EXTERNAL_EMOJIS
    | Permission.CHANGE_NICKNAME
    | Permission.USE_APPLICATION_COMMANDS
    | Permission.CREATE_PUBLIC_THREADS
    | Permission.CREATE_PRIVATE_THREADS
    | Permission.SEND_MESSAGES_IN_THREADS
)

#: What the bot's own (managed) role gets when the fake adds the bot to a server.
DEFAULT_BOT_PERMISSIONS = DEFAULT_EVERYONE_PERMISSIONS | int(
    Permission.MANAGE_MESSAGES | Permission.MANAGE_THREADS | Permission.MANAGE_ROLES | Permission.MANAGE_CHANNELS
)


class ChannelType(enum.IntEnum):
    GUILD_TEXT = 0
    DM = 1
    GUILD_VOICE = 2
    GROUP_DM = 3
    GUILD_CATEGORY = 4
    GUILD_ANNOUNCEMENT = 5
    ANNOUNCEMENT_THREAD = 10
    PUBLIC_THREAD = 11
    PRIVATE_THREAD = 12
    GUILD_FORUM = 15


THREAD_TYPES = frozenset({ChannelType.ANNOUNCEMENT_THREAD, ChannelType.PUBLIC_THREAD, ChannelType.PRIVATE_THREAD})


class MessageFlag(enum.IntFlag):
    SUPPRESS_EMBEDS = 1 << 2
    HAS_THREAD = 1 << 5
    EPHEMERAL = 1 << 6
    LOADING = 1 << 7
    SUPPRESS_NOTIFICATIONS = 1 << 12
    IS_COMPONENTS_V2 = 1 << 15


class Intent(enum.IntFlag):
    GUILDS = 1 << 0
    GUILD_MEMBERS = 1 << 1
    GUILD_PRESENCES = 1 << 8
    GUILD_MESSAGES = 1 << 9
    GUILD_MESSAGE_REACTIONS = 1 << 10
    DIRECT_MESSAGES = 1 << 12
    DIRECT_MESSAGE_REACTIONS = 1 << 13
    MESSAGE_CONTENT = 1 << 15


@dataclass(eq=False)
class User:
    id: int
    username: str
    global_name: str | None = None
    bot: bool = False
    #: False: opening a DM works but sending to it answers 403 / 50007, like a user who blocks server DMs.
    dms_open: bool = True
    avatar: str | None = None
    #: His Discord app's language, sent with each of his interactions (`locale`).
    locale: str = "en-US"

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"

    @property
    def display_name(self) -> str:
        return self.global_name or self.username

    def payload(self) -> JSON:
        return {
            "id": str(self.id),
            "username": self.username,
            "discriminator": "0",
            "global_name": self.global_name,
            "avatar": self.avatar,
            "bot": self.bot,
            "public_flags": 0,
            "flags": 0,
            "banner": None,
            "accent_color": None,
            "avatar_decoration_data": None,
        }

    def __repr__(self) -> str:
        return f"<User {self.username} {self.id}>"


@dataclass(eq=False)
class Role:
    id: int
    guild_id: int
    name: str
    permissions: int = 0
    position: int = 0
    managed: bool = False
    color: int = 0
    hoist: bool = False
    mentionable: bool = False

    @property
    def mention(self) -> str:
        return f"<@&{self.id}>"

    def payload(self) -> JSON:
        return {
            "id": str(self.id),
            "name": self.name,
            "color": self.color,
            "colors": {"primary_color": self.color, "secondary_color": None, "tertiary_color": None},
            "hoist": self.hoist,
            "icon": None,
            "unicode_emoji": None,
            "position": self.position,
            "permissions": str(self.permissions),
            "managed": self.managed,
            "mentionable": self.mentionable,
            "flags": 0,
        }

    def __repr__(self) -> str:
        return f"<Role {self.name} {self.id}>"


@dataclass(eq=False)
class Member:
    user: User
    guild_id: int
    role_ids: list[int] = field(default_factory=list)
    joined_at: dt.datetime = field(default_factory=utcnow)
    nick: str | None = None
    flags: int = 0

    @property
    def id(self) -> int:
        return self.user.id

    def payload(self, *, with_user: bool = True, permissions: int | None = None) -> JSON:
        data: JSON = {
            "roles": [str(r) for r in self.role_ids],
            "nick": self.nick,
            "avatar": None,
            "banner": None,
            "joined_at": iso(self.joined_at),
            "premium_since": None,
            "deaf": False,
            "mute": False,
            "pending": False,
            "flags": self.flags,
            "communication_disabled_until": None,
        }
        if with_user:
            data["user"] = self.user.payload()
        if permissions is not None:
            data["permissions"] = str(permissions)
        return data


@dataclass
class Overwrite:
    id: int
    #: 0 = role, 1 = member
    type: int
    allow: int = 0
    deny: int = 0

    def payload(self) -> JSON:
        return {"id": str(self.id), "type": self.type, "allow": str(self.allow), "deny": str(self.deny)}


@dataclass(eq=False)
class Channel:
    id: int
    type: int
    name: str | None = None
    guild_id: int | None = None
    position: int = 0
    parent_id: int | None = None
    topic: str | None = None
    overwrites: list[Overwrite] = field(default_factory=list)
    #: DM channels: the other side (the human); the bot is implicit.
    recipients: list[User] = field(default_factory=list)
    last_message_id: int | None = None
    # threads
    owner_id: int | None = None
    archived: bool = False
    locked: bool = False
    auto_archive_duration: int = 1440
    thread_member_ids: set[int] = field(default_factory=set)
    created_at: dt.datetime = field(default_factory=utcnow)
    message_count: int = 0

    @property
    def is_thread(self) -> bool:
        return self.type in THREAD_TYPES

    @property
    def is_dm(self) -> bool:
        return self.type in (ChannelType.DM, ChannelType.GROUP_DM)

    @property
    def mention(self) -> str:
        return f"<#{self.id}>"

    def payload(self, *, bot_id: int | None = None) -> JSON:
        if self.is_dm:
            return {
                "id": str(self.id),
                "type": self.type,
                "last_message_id": _opt_str(self.last_message_id),
                "recipients": [u.payload() for u in self.recipients],
                "flags": 0,
            }
        data: JSON = {
            "id": str(self.id),
            "type": self.type,
            "guild_id": _opt_str(self.guild_id),
            "name": self.name,
            "position": self.position,
            "parent_id": _opt_str(self.parent_id),
            "nsfw": False,
            "flags": 0,
            "last_message_id": _opt_str(self.last_message_id),
            "rate_limit_per_user": 0,
        }
        if self.is_thread:
            data.update(
                owner_id=_opt_str(self.owner_id),
                message_count=self.message_count,
                member_count=len(self.thread_member_ids),
                total_message_sent=self.message_count,
                thread_metadata={
                    "archived": self.archived,
                    "auto_archive_duration": self.auto_archive_duration,
                    "archive_timestamp": iso(self.created_at),
                    "locked": self.locked,
                    "invitable": True,
                    "create_timestamp": iso(self.created_at),
                },
            )
            if bot_id is not None and bot_id in self.thread_member_ids:
                data["member"] = {
                    "id": str(self.id),
                    "user_id": str(bot_id),
                    "join_timestamp": iso(self.created_at),
                    "flags": 0,
                }
        else:
            data.update(
                topic=self.topic,
                permission_overwrites=[o.payload() for o in self.overwrites],
                default_auto_archive_duration=1440,
            )
        return data

    def __repr__(self) -> str:
        return f"<Channel #{self.name or 'dm'} {self.id} type={self.type}>"


@dataclass(eq=False)
class Guild:
    id: int
    name: str
    owner_id: int
    roles: dict[int, Role] = field(default_factory=dict)
    channels: dict[int, Channel] = field(default_factory=dict)
    members: dict[int, Member] = field(default_factory=dict)
    created_at: dt.datetime = field(default_factory=utcnow)
    #: The server's preferred locale (`preferred_locale`, and `guild_locale` in its interactions).
    locale: str = "en-US"

    @property
    def everyone(self) -> Role:
        return self.roles[self.id]

    def text_channels(self) -> list[Channel]:
        return [c for c in self.channels.values() if c.type == ChannelType.GUILD_TEXT]

    def threads(self) -> list[Channel]:
        return [c for c in self.channels.values() if c.is_thread]

    def __repr__(self) -> str:
        return f"<Guild {self.name} {self.id}>"


@dataclass(eq=False)
class Attachment:
    id: int
    filename: str
    data: bytes
    url: str
    content_type: str | None = None
    description: str | None = None
    ephemeral: bool = False

    @property
    def size(self) -> int:
        return len(self.data)

    def image_size(self) -> tuple[int, int] | None:
        """Width and height if the bytes are a PNG, else None."""
        if self.data[:8] == b"\x89PNG\r\n\x1a\n" and len(self.data) >= 24:
            width, height = struct.unpack(">II", self.data[16:24])
            return int(width), int(height)
        return None

    def payload(self) -> JSON:
        data: JSON = {
            "id": str(self.id),
            "filename": self.filename,
            "size": self.size,
            "url": self.url,
            "proxy_url": self.url,
            "content_type": self.content_type,
            "ephemeral": self.ephemeral,
            "flags": 0,
        }
        if self.description is not None:
            data["description"] = self.description
        dims = self.image_size()
        if dims is not None:
            data["width"], data["height"] = dims
        return data


@dataclass
class MessageVersion:
    """What a message looked like before an edit."""

    content: str
    embeds: list[JSON]
    components: list[JSON]
    attachment_ids: list[int]
    flags: int


@dataclass(eq=False)
class Message:
    id: int
    channel_id: int
    guild_id: int | None
    author: User
    content: str = ""
    embeds: list[JSON] = field(default_factory=list)
    components: list[JSON] = field(default_factory=list)
    attachments: list[Attachment] = field(default_factory=list)
    flags: int = 0
    type: int = 0
    timestamp: dt.datetime = field(default_factory=utcnow)
    edited_timestamp: dt.datetime | None = None
    #: Ephemeral messages: the only user who can see them.
    visible_to: int | None = None
    deleted: bool = False
    webhook_id: int | None = None
    application_id: int | None = None
    interaction_metadata: JSON | None = None
    interaction_id: int | None = None
    #: The `allowed_mentions` the sender gave (None: none given, so Discord would ping every mention).
    allowed_mentions: JSON | None = None
    message_reference: JSON | None = None
    thread_id: int | None = None
    pinned: bool = False
    tts: bool = False
    reactions: dict[str, set[int]] = field(default_factory=dict)
    edits: list[MessageVersion] = field(default_factory=list)

    # ----------------------------------------------------------------- test helpers
    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & MessageFlag.EPHEMERAL)

    @property
    def loading(self) -> bool:
        """A deferred interaction response that is still "thinking"."""
        return bool(self.flags & MessageFlag.LOADING)

    @property
    def author_id(self) -> int:
        return self.author.id

    @property
    def text(self) -> str:
        """Content plus every embed's title, description, fields, footer and author, one per line: for asserts."""
        parts = [self.content] if self.content else []
        for embed in self.embeds:
            parts.extend(_embed_texts(embed))
        for comp in iter_components(self.components):
            if comp.get("type") == 10 and comp.get("content"):
                parts.append(str(comp["content"]))
        return "\n".join(parts)

    def iter_components(self) -> Iterator[JSON]:
        return iter_components(self.components)

    def find_component(self, custom_id: str) -> JSON | None:
        for comp in iter_components(self.components):
            if comp.get("custom_id") == custom_id:
                return comp
        return None

    def custom_ids(self) -> list[str]:
        return [c["custom_id"] for c in iter_components(self.components) if "custom_id" in c]

    def buttons(self) -> list[JSON]:
        return [c for c in iter_components(self.components) if c.get("type") == 2]

    def attachment(self, filename: str) -> Attachment:
        for att in self.attachments:
            if att.filename == filename:
                return att
        names = [a.filename for a in self.attachments]
        raise KeyError(f"message {self.id} has no attachment {filename!r}; it has {names}")

    def visible_for(self, user_id: int | None) -> bool:
        return not self.deleted and (self.visible_to is None or self.visible_to == user_id)

    def snapshot(self) -> MessageVersion:
        return MessageVersion(
            content=self.content,
            embeds=[dict(e) for e in self.embeds],
            components=list(self.components),
            attachment_ids=[a.id for a in self.attachments],
            flags=self.flags,
        )

    def __repr__(self) -> str:
        flags = " ephemeral" if self.ephemeral else ""
        return f"<Message {self.id} in {self.channel_id} by {self.author.username}{flags}: {self.text[:60]!r}>"


def iter_components(components: list[JSON]) -> Iterator[JSON]:
    """Every component, depth first: action rows, their children, v2 containers, sections' accessories."""
    for comp in components:
        yield comp
        children = comp.get("components")
        if isinstance(children, list):
            yield from iter_components(children)
        for key in ("accessory", "component"):
            child = comp.get(key)
            if isinstance(child, dict):
                yield from iter_components([child])


def _embed_texts(embed: JSON) -> Iterator[str]:
    author = embed.get("author")
    if isinstance(author, dict) and author.get("name"):
        yield str(author["name"])
    for key in ("title", "description"):
        if embed.get(key):
            yield str(embed[key])
    for fld in embed.get("fields") or []:
        yield f"{fld.get('name', '')}: {fld.get('value', '')}"
    footer = embed.get("footer")
    if isinstance(footer, dict) and footer.get("text"):
        yield str(footer["text"])


def _opt_str(value: int | None) -> str | None:
    return None if value is None else str(value)
