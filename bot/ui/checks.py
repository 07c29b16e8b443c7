"""Component interactions (buttons, select menus) checked against what the bot offered.

Every button and menu of the bot is a persistent dynamic item (`junta:...` custom ids, read back by a template).
discord.py runs an item only when the interaction's custom id fits the item's template and the message carries a
component of that type with that custom id; anything else (a forged or stale custom id, a button of another
message) it drops without a word, and the player sees "This interaction failed". `unclaimed` tells such an
interaction apart, so the bot can answer it with a sentence (`bot.client.GameMasterBot.on_interaction`).
`select_refusal` checks a menu's picked values against the options the menu offered (a modified client or a raw API
call can send others).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

import discord

from bot.text.i18n import locale_of, t

__all__ = ["NOT_A_CHOICE", "NOT_OFFERED", "answer", "offered", "select_refusal", "unclaimed"]

NOT_OFFERED = "ui-not-offered"
"""A button or menu the bot did not offer on that message (replies.ftl); in English: `t("en", NOT_OFFERED)`."""
NOT_A_CHOICE = "ui-not-a-choice"
"""Picked values the menu did not offer (replies.ftl)."""


def said(interaction: discord.Interaction[Any], message: str) -> str:
    """`message` in the language of the user's Discord client."""
    return t(locale_of(getattr(interaction, "locale", None)), message)

DynamicItemClass = type[discord.ui.DynamicItem[Any]]


def _walk(components: Sequence[Any]) -> Iterator[Any]:
    for comp in components:
        yield comp
        for attr in ("children", "components"):
            inner = getattr(comp, attr, None)
            if isinstance(inner, list | tuple):
                yield from _walk(inner)
        accessory = getattr(comp, "accessory", None)
        if accessory is not None:
            yield accessory


def offered(message: discord.Message | None, component_type: Any, custom_id: Any) -> Any | None:
    """The component of `message` with this type (its number) and custom id, or None."""
    if message is None or not isinstance(custom_id, str):
        return None
    for comp in _walk(message.components):
        kind = getattr(comp, "type", None)
        if getattr(comp, "custom_id", None) == custom_id and getattr(kind, "value", None) == component_type:
            return comp
    return None


def unclaimed(interaction: discord.Interaction[Any], items: Sequence[DynamicItemClass]) -> bool:
    """True when none of `items` will take this component interaction: its custom id fits no item's template, or
    the message carries no component of that type with that custom id (as discord.py decides)."""
    if interaction.type is not discord.InteractionType.component:
        return False
    data: Any = interaction.data or {}
    custom_id = data.get("custom_id")
    if not isinstance(custom_id, str):
        return True
    if not any(item.__discord_ui_compiled_template__.fullmatch(custom_id) for item in items):
        return True
    return offered(interaction.message, data.get("component_type"), custom_id) is None


def select_refusal(interaction: discord.Interaction[Any], select: discord.ui.Select[Any]) -> str | None:
    """None if the values picked are options the menu offered, as many as it allows; else the sentence."""
    data: Any = interaction.data or {}
    values = data.get("values")
    allowed = {o.value for o in select.options}
    if (
        not isinstance(values, list)
        or not select.min_values <= len(values) <= select.max_values
        or len(set(map(str, values))) != len(values)
        or not all(isinstance(v, str) and v in allowed for v in values)
    ):
        return said(interaction, NOT_A_CHOICE)
    return None


async def answer(interaction: discord.Interaction[Any], text: str) -> None:
    """Answer a component interaction with a sentence only its user sees (a DM is private already)."""
    try:
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=interaction.guild_id is not None)
        else:
            await interaction.response.send_message(text, ephemeral=interaction.guild_id is not None)
    except discord.HTTPException:
        pass
