"""What the cogs share: finding the game a command is about,
the parsers of `bot.parsers` fitted to an order's context (players, cards, offices, units from what a player
typed), and the autocompletes (which never fail, whatever is typed)."""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands

from bot import parsers
from bot.interact import bot_of, reply, service
from bot.parsers import BadInput, matches
from bot.services import Failure
from bot.services.player import PlayerGame
from bot.store import GameRow, GameStatus
from rules.cards import card
from rules.city import CITY
from rules.offices import OFFICE_INFO, Office
from rules.orders import SECRET_POLICE
from rules.units import KINDS

__all__ = [
    "BadInput",
    "OrderContext",
    "bot_of",
    "card_autocomplete",
    "dm_game",
    "game_autocomplete",
    "office_autocomplete",
    "order_context",
    "parse_card",
    "parse_cards",
    "parse_office_text",
    "parse_player",
    "parse_players",
    "parse_units",
    "player_autocomplete",
    "reply",
    "service",
    "unit_autocomplete",
    "zone_autocomplete",
]

log = logging.getLogger(__name__)
GAME_HELP = "The game this is for (only needed if you play in several)"


# --- which game -----------------------------------------------------------------------------------------------
async def dm_game(interaction: discord.Interaction[Any], option: str | None) -> GameRow | str:
    """The game a player's command is about: the `game` option, else his only live game; or why not."""
    games = await service(interaction).games_of_user(interaction.user.id)
    if option:
        try:
            wanted = parsers.game([(g.id, g.name) for g, _ in games], option)
        except BadInput as error:
            return str(error)
        return next(g for g, _ in games if g.id == wanted)
    if not games:
        return "You are not playing in any game. Join one with /junta join in its channel."
    if len(games) > 1:
        # A game still forming takes no orders: with one game under way, that is the one meant.
        under_way = [g for g, _ in games if g.status is not GameStatus.FORMING]
        if len(under_way) == 1:
            return under_way[0]
        names = ", ".join(f"{g.name} (#{g.id})" for g, _ in games)
        return f"You play in several games ({names}): say which one with the game option."
    return games[0][0]


OrderContext = PlayerGame
"""What an order's options are read against: the player's game as it is now (`bot.services.player.PlayerGame`)."""


async def order_context(interaction: discord.Interaction[Any], option: str | None) -> OrderContext | str:
    """The player's game the command is about (the `game` option, else his only game under way), or why not."""
    got = await service(interaction).player_game(interaction.user.id, option)
    return got.message if isinstance(got, Failure) else got


async def _context_for_autocomplete(interaction: discord.Interaction[Any]) -> OrderContext | None:
    option = getattr(interaction.namespace, "game", None)
    got = await order_context(interaction, option if isinstance(option, str) else None)
    return None if isinstance(got, str) else got


# --- parsing (bot.parsers, with the order's context) -----------------------------------------------------------
def parse_player(ctx: OrderContext, text: str, *, allow_bil: bool = False) -> int:
    return parsers.player(ctx.names, text, allow_bil=allow_bil)


def parse_players(ctx: OrderContext, text: str | None) -> tuple[int, ...]:
    return parsers.players(ctx.names, text)


def parse_card(ctx: OrderContext, text: str) -> int:
    """A card of the player's hand, by its number (#12) or its title."""
    return parsers.card_in_hand(ctx.status.view.hand, text)


def parse_cards(ctx: OrderContext, text: str | None) -> tuple[int, ...]:
    return parsers.cards_in_hand(ctx.status.view.hand, text)


def parse_office_text(text: str) -> Office:
    return parsers.office(text)


def parse_units(text: str | None) -> tuple[tuple[str, int], ...]:
    """'soldier 2, tank' -> (('soldier', 2), ('tank', 1)); empty: all units."""
    return parsers.units(text)


def assassin_value(ctx: OrderContext, text: str) -> int | str:
    return parsers.assassin(ctx.status.view.hand, text)


# --- autocomplete -----------------------------------------------------------------------------------------------
def _matches(current: object, *texts: str) -> bool:
    return matches(current, *texts)


async def game_autocomplete(interaction: discord.Interaction[Any], current: str) -> list[app_commands.Choice[str]]:
    games = await service(interaction).games_of_user(interaction.user.id)
    return [
        app_commands.Choice(name=f"{g.name} (#{g.id})"[:100], value=str(g.id))
        for g, _ in games
        if _matches(current, g.name, str(g.id))
    ][:25]


async def player_autocomplete(interaction: discord.Interaction[Any], current: str) -> list[app_commands.Choice[str]]:
    ctx = await _context_for_autocomplete(interaction)
    if ctx is None:
        return []
    return [app_commands.Choice(name=n, value=n) for n in ctx.names if _matches(current, n)][:25]


async def cabinet_autocomplete(interaction: discord.Interaction[Any], current: str) -> list[app_commands.Choice[str]]:
    choices = await player_autocomplete(interaction, current)
    if _matches(current, "Brother-in-Law"):
        choices.append(app_commands.Choice(name="Brother-in-Law", value="bil"))
    return choices[:25]


async def card_autocomplete(interaction: discord.Interaction[Any], current: str) -> list[app_commands.Choice[str]]:
    ctx = await _context_for_autocomplete(interaction)
    if ctx is None:
        return []
    view = ctx.status.view
    return [
        app_commands.Choice(name=f"{t} [#{c}]"[:100], value=str(c))
        for c, t in zip(view.hand, view.hand_titles, strict=True)
        if _matches(current, t, str(c))
    ][:25]


async def assassin_autocomplete(interaction: discord.Interaction[Any], current: str) -> list[app_commands.Choice[str]]:
    ctx = await _context_for_autocomplete(interaction)
    if ctx is None:
        return []
    view = ctx.status.view
    out = [
        app_commands.Choice(name=f"{t} [#{c}]"[:100], value=str(c))
        for c, t in zip(view.hand, view.hand_titles, strict=True)
        if card(c).kind == "assassin" and _matches(current, t)
    ]
    if Office.MINISTER in view.acts_for and _matches(current, "Secret Police"):
        out.append(app_commands.Choice(name="Secret Police", value=SECRET_POLICE))
    return out[:25]


async def office_autocomplete(interaction: discord.Interaction[Any], current: str) -> list[app_commands.Choice[str]]:
    return [
        app_commands.Choice(name=info.title, value=info.office.value)
        for info in OFFICE_INFO.values()
        if _matches(current, info.title, info.short)
    ][:25]


async def zone_autocomplete(interaction: discord.Interaction[Any], current: str) -> list[app_commands.Choice[Any]]:
    """Zones by number and name (int values; typed Any so one decorator can mix it with text options)."""
    return [
        app_commands.Choice(name=f"{z.id}: {z.name}"[:100], value=z.id)
        for z in CITY.zones
        if _matches(current, z.name, str(z.id))
    ][:25]


async def unit_autocomplete(interaction: discord.Interaction[Any], current: str) -> list[app_commands.Choice[str]]:
    head, last = parsers.split_last(current)
    return [
        app_commands.Choice(name=(head + info.title)[:100], value=(head + info.kind.value)[:100])
        for info in KINDS.values()
        if _matches(last, info.title, info.kind.value)
    ][:25]
