"""What the cogs share: finding the game a command is about (the `game` option and its autocomplete), and
`dm_command`, the declaration every command of a player's own game shares (DM only, the `game` option, and the `if`
option of an order that may wait on a condition). Answering and recording an order are in bot/interact.py (the
buttons and menus use them too); the options players type are in bot/games/junta/cogs/transformers.py."""

from __future__ import annotations

import inspect
import logging
from collections.abc import Callable, Coroutine, Mapping
from typing import Any

import discord
from discord import app_commands

from bot.games.junta import parsers
from bot.games.junta.interact import service
from bot.games.junta.parsers import BadInput, matches
from bot.games.junta.services.player import PlayerGame
from bot.games.junta.settings import junta
from bot.interact import bot_of, lang, reply
from bot.services import Failure
from bot.store import GameRow, GameStatus
from bot.text.i18n import t
from rules.junta import straw
from rules.junta.variants import VARIANTS

__all__ = [
    "DM_ONLY",
    "GAME_HELP",
    "IF_HELP",
    "Interaction",
    "bot_of",
    "context_for_autocomplete",
    "dm_command",
    "dm_game",
    "game_autocomplete",
    "order_context",
    "reply",
    "service",
]

log = logging.getLogger(__name__)
GAME_HELP = "The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man"
IF_HELP = "Only if...: e.g. 'if Garcia is dead', 'if the budget failed by 3 or less' (RULES 7)"
DM_ONLY = app_commands.allowed_contexts(guilds=False, dms=True, private_channels=False)
Interaction = discord.Interaction[Any]

Callback = Callable[..., Coroutine[Any, Any, None]]
Command = app_commands.Command[Any, ..., None]


def dm_command(
    name: str,
    description: str,
    *,
    group: app_commands.Group | None = None,
    slots: Mapping[str, str] | None = None,
    **options: str,
) -> Callable[[Callback], Command]:
    """Declare a command of a player's own game: `name` and `description`, the `options` described (option name:
    description), usable in DMs only, with the `game` option (which game, with its autocomplete). If the callback
    takes `if_`, that option is `if` to players, with its description (its type, `IfArg`, gives its autocomplete).
    In a `group` (whose own contexts say where it is used), as one of its subcommands.

    `slots` says what each option that offers choices offers (option name: `rules.junta.choices.SLOTS` key, such as
    "Move.from_zone"; the `if` option: the order's condition, "Move.condition"): its autocomplete lists the values
    the engine would accept for it now (bot/games/junta/cogs/transformers.py). It is kept in the command's `extras`.

    The callback's parameters are the command's options, in their order, as discord.py reads them; the last one is
    `game: str | None = None`."""

    def declare(callback: Callback) -> Command:
        helps = dict(options)
        if "if_" in inspect.signature(callback).parameters:
            helps["if_"] = IF_HELP
            callback = app_commands.rename(if_="if")(callback)
        helps["game"] = GAME_HELP
        callback = app_commands.describe(**helps)(callback)
        callback = app_commands.autocomplete(game=game_autocomplete)(callback)
        extras = {"slots": dict(slots or {})}
        if group is not None:
            return group.command(name=name, description=description, extras=extras)(callback)
        command: Command = app_commands.command(name=name, description=description, extras=extras)(callback)
        return DM_ONLY(command)

    return declare


# --- which game -----------------------------------------------------------------------------------------------
async def dm_game(interaction: discord.Interaction[Any], option: str | None) -> GameRow | str:
    """The game a player's command is about: the `game` option, else his only live game; or why not."""
    games = await service(interaction).games_of_user(interaction.user.id)
    if option:
        try:
            wanted = parsers.game([(g.id, g.name) for g, _ in games], option)
        except BadInput as error:
            return error.text(lang(interaction))
        return next(g for g, _ in games if g.id == wanted)
    if not games:
        return t(lang(interaction), "reply-no-game-to-play")
    if len(games) > 1:
        # A game still forming takes no orders: with one game under way, that is the one meant.
        under_way = [g for g, _ in games if g.status is not GameStatus.FORMING]
        if len(under_way) == 1:
            return under_way[0]
        names = ", ".join(f"{g.name} (#{g.id})" for g, _ in games)
        return t(lang(interaction), "reply-which-game", games=names)
    return games[0][0]


async def order_context(interaction: discord.Interaction[Any], option: str | None) -> PlayerGame | str:
    """The player's game the command is about (the `game` option, else his only game under way), or why not."""
    got = await service(interaction).player_game(interaction.user.id, option)
    return got.text(lang(interaction)) if isinstance(got, Failure) else got


async def context_for_autocomplete(interaction: discord.Interaction[Any]) -> PlayerGame | None:
    """The player's game an autocomplete offers choices from (the `game` option typed so far), if any."""
    option = getattr(interaction.namespace, "game", None)
    got = await order_context(interaction, option if isinstance(option, str) else None)
    return None if isinstance(got, str) else got


async def game_autocomplete(interaction: discord.Interaction[Any], current: str) -> list[app_commands.Choice[str]]:
    """His games; in Mini-Junta also each game with each straw man he leads now ('Republica (#3) / Sunglasses, your
    straw man'), so that an order can be given for the straw man (VARIANTS 10.6)."""
    games = await service(interaction).games_of_user(interaction.user.id)
    out: list[app_commands.Choice[str]] = []
    for g, _ in games:
        if matches(current, g.name, str(g.id)):
            out.append(app_commands.Choice(name=f"{g.name} (#{g.id})"[:100], value=str(g.id)))
        if g.status is GameStatus.FORMING or not VARIANTS[junta(service(interaction).settings(g)).variant].straw_men:
            continue
        mine = await service(interaction).player_game(interaction.user.id, str(g.id))
        if isinstance(mine, Failure) or not mine.started:
            continue
        for pid in straw.led_by(mine.state, mine.seat.seat):
            name = mine.state.players[pid].name
            if matches(current, g.name, str(g.id), name):
                label = t(lang(interaction), "menu-game-straw-man", game=g.name, number=g.id, name=name)
                out.append(app_commands.Choice(name=label[:100], value=f"{g.id} / {name}"))
    return out[:25]
