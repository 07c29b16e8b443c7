"""The phase a user saw when he pressed or typed something: what every command that acts on a phase carries to the
use cases (`bot.services.Seen`)."""

from __future__ import annotations

from typing import Any, Protocol

import discord

from bot.clock import Clock
from bot.services import Seen

__all__ = ["acted_at_ms", "seen_by"]


class _Clocked(Protocol):
    """What `seen_by` reads of the bot (`bot.client.GameMasterBot`): its clock."""

    clock: Clock


def acted_at_ms(interaction: discord.Interaction[Any]) -> int:
    """The moment the user acted (UTC epoch ms), which Discord stamps in the interaction's snowflake id."""
    return (interaction.id >> 22) + discord.utils.DISCORD_EPOCH


def seen_by(interaction: discord.Interaction[Any], phase: int | None = None) -> Seen:
    """The phase the user saw when he acted: `phase` if what he pressed names it, and the moment he acted, which
    Discord stamps in the interaction's snowflake id. The moment is taken no later than the bot's own clock says it
    is handled, so a bot whose clock runs behind Discord's never counts a phase as seen that opened after the user
    acted (the phases' opening moments are stamped by the bot's clock)."""
    bot: _Clocked = interaction.client
    return Seen(phase_seq=phase, at_ms=min(acted_at_ms(interaction), bot.clock.now_ms()))
