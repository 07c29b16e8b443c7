"""An over-the-wire fake Discord (REST + gateway) for end-to-end tests of a discord.py bot. See README.md."""

from .botpatch import apply_fake_discord_env
from .interactions import CommandRefused, ComponentError, FakeDiscordError, Interaction, RawOption, Upload
from .models import (
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
    User,
)
from .process import BotProcess
from .server import FakeDiscord, Violation

__all__ = [
    "Attachment",
    "BotProcess",
    "Channel",
    "ChannelType",
    "CommandRefused",
    "ComponentError",
    "FakeDiscord",
    "FakeDiscordError",
    "Guild",
    "Intent",
    "Interaction",
    "Member",
    "Message",
    "MessageFlag",
    "Overwrite",
    "Permission",
    "RawOption",
    "Role",
    "Upload",
    "User",
    "Violation",
    "apply_fake_discord_env",
]
