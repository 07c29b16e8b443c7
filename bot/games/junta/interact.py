"""Junta's use cases for an interaction (`service(interaction)`): the Junta service over the bot's shared one."""

from __future__ import annotations

from typing import Any

import discord

from bot.games.junta.services.service import JuntaService
from bot.interact import service as shared_service

__all__ = ["service"]


def service(interaction: discord.Interaction[Any]) -> JuntaService:
    """Junta's use cases (and the shared ones) over the service of the bot the interaction reached."""
    return JuntaService.over(shared_service(interaction))
