"""A player's own business, in DMs: `/status` (the Status Page), `/done`, `/withdraw`, `/give cash|card` and
`/trade` (an offer the other player accepts with a button)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.games.junta import parsers
from bot.games.junta.cogs.common import context_for_autocomplete, dm_command, order_context
from bot.games.junta.cogs.game import phase_choices, send_history
from bot.games.junta.cogs.transformers import CardArg, CardsArg, FamilyArg
from bot.games.junta.interact import service
from bot.games.junta.parsers import matches
from bot.games.junta.services.player import PlayerGame
from bot.games.junta.text import describe_order
from bot.games.junta.ui.page import show_status
from bot.games.junta.ui.quick import done_reply
from bot.interact import lang, reply
from bot.seen import seen_by
from bot.services import Failure
from bot.text.say import words
from rules.junta.cards import CARDS
from rules.junta.orders import GiveCards, GiveCash, StrawSwap, Trade

log = logging.getLogger(__name__)


class PlayerCog(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @dm_command("status", "Your Status Page: offices, cash, hand, orders, deadline")
    async def status(self, interaction: discord.Interaction[Any], game: str | None = None) -> None:
        await interaction.response.defer(thinking=True)
        await show_status(interaction, game)

    @dm_command(
        "done",
        "Mark your orders for this phase done (or not done): it sums them up and warns of anything missing",
        undo="True to take back 'done' and keep editing",
        anyway="True to mark done even though an order you owe is missing (its default applies)",
    )
    async def done(
        self, interaction: discord.Interaction[Any], undo: bool = False, anyway: bool = False, game: str | None = None
    ) -> None:
        await interaction.response.defer(thinking=True)
        got = await service(interaction).mark_done(
            game, interaction.user.id, done=not undo, seen=seen_by(interaction), confirm=anyway
        )
        if isinstance(got, Failure):
            await reply(interaction, got.say)
        elif undo:
            await reply(interaction, words("reply-done-undone", game=got.game_name))
        else:
            text, view = done_reply(got, lang(interaction))
            await reply(interaction, text, view=view)

    @dm_command(
        "history", "A past phase of your game: its results, your orders and what only you were told", phase="The phase"
    )
    async def history(self, interaction: discord.Interaction[Any], phase: str, game: str | None = None) -> None:
        if not phase.strip().isdigit():
            await reply(interaction, words("reply-pick-past-phase"))
            return
        got = await service(interaction).past_phase(
            int(phase.strip()), locale=lang(interaction), user_id=interaction.user.id, game=game
        )
        await send_history(interaction, got)

    @history.autocomplete("phase")
    async def _history_phases(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        mine = await context_for_autocomplete(interaction)
        if mine is None:
            return []
        return phase_choices(await service(interaction).past_phases(mine.game.id, lang(interaction)), current)

    @dm_command("withdraw", "Withdraw one of your orders of this phase", order="The order to withdraw")
    async def withdraw(self, interaction: discord.Interaction[Any], order: str, game: str | None = None) -> None:
        await interaction.response.defer(thinking=True)
        got = await service(interaction).withdraw_order(game, interaction.user.id, order, seen=seen_by(interaction))
        if isinstance(got, Failure):
            await reply(interaction, words("reply-nothing-withdrawn", reason=got.say))
            return
        await reply(interaction, words("reply-withdrawn"))

    @withdraw.autocomplete("order")
    async def _order_choices(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        option = getattr(interaction.namespace, "game", None)
        ctx = await order_context(interaction, option if isinstance(option, str) else None)
        if isinstance(ctx, str):
            return []
        view = ctx.status.view.public
        out = []
        for row, order in ctx.status.orders:
            label = describe_order(lang(interaction), view, order)
            if matches(current, label):
                out.append(app_commands.Choice(name=label[:100], value=row.kind_key[:100]))
        return out[:25]

    give = app_commands.Group(
        name="give",
        description="Give cash or a card to another family at once",
        allowed_contexts=app_commands.AppCommandContext(guild=False, dm_channel=True, private_channel=False),
    )

    @dm_command(
        "cash",
        "Give MP of your cash to another family now",
        group=give,
        slots={"to": "GiveCash.to"},
        to="The family",
        amount="How many MP",
    )
    async def give_cash(
        self,
        interaction: discord.Interaction[Any],
        to: FamilyArg,
        amount: app_commands.Range[int, 1, 500],
        game: str | None = None,
    ) -> None:
        await interaction.response.defer(thinking=True)
        await _give(interaction, game, lambda ctx: GiveCash(to.seat(ctx), amount))

    @dm_command(
        "card",
        "Give cards from your hand to another family now",
        group=give,
        slots={"to": "GiveCards.to", "card": "GiveCards.cards"},
        to="The family",
        card="The card (several: comma-separated)",
    )
    async def give_card(
        self, interaction: discord.Interaction[Any], to: FamilyArg, card: CardsArg, game: str | None = None
    ) -> None:
        await interaction.response.defer(thinking=True)
        await _give(interaction, game, lambda ctx: GiveCards(to.seat(ctx), card.cards(ctx)))

    @dm_command(
        "swap",
        "Mini-Junta: swap a card of yours for a hidden card of a straw man of your faction (once a round)",
        slots={"straw_man": "StrawSwap.straw_man", "give": "StrawSwap.give", "take": "StrawSwap.take"},
        straw_man="The straw man",
        give="Your card",
        take="His card (its number or title)",
    )
    async def swap(
        self,
        interaction: discord.Interaction[Any],
        straw_man: FamilyArg,
        give: CardArg,
        take: CardArg,
        game: str | None = None,
    ) -> None:
        await interaction.response.defer(thinking=True)

        def make(ctx: PlayerGame) -> StrawSwap:
            seat = straw_man.seat(ctx)
            return StrawSwap(seat, give.card(ctx), parsers.card_in_hand(ctx.state.players[seat].hand, take.text))

        await _give(interaction, game, make, done="reply-swapped", refused="reply-nothing-swapped")

    @dm_command(
        "trade",
        "Offer a trade; the other family accepts it with a button",
        slots={"to": "Trade.to", "give_card": "Trade.give_cards"},
        to="The family you offer it to",
        give_cash="MP you give",
        give_card="A card you give",
        get_cash="MP you ask for",
        get_card="A card you ask for (its number, if you know it)",
    )
    async def trade(
        self,
        interaction: discord.Interaction[Any],
        to: FamilyArg,
        give_cash: app_commands.Range[int, 0, 500] = 0,
        give_card: CardArg | None = None,
        get_cash: app_commands.Range[int, 0, 500] = 0,
        get_card: app_commands.Range[int, 0, len(CARDS) - 1] | None = None,
        game: str | None = None,
    ) -> None:
        await interaction.response.defer(thinking=True)

        def offer(ctx: PlayerGame) -> Trade:
            gives = (give_card.card(ctx),) if give_card else ()
            asks = (get_card,) if get_card is not None else ()
            return Trade(ctx.seat.seat, to.seat(ctx), give_cash, gives, get_cash, asks)

        got = await service(interaction).offer_trade(game, interaction.user.id, offer, seen=seen_by(interaction))
        if isinstance(got, Failure):
            await reply(interaction, words("reply-no-offer-made", reason=got.say))
            return
        if got.answer == "accepted":
            await reply(interaction, words("reply-trade-accepted", family=got.to_family))
        elif got.answer == "declined":
            await reply(interaction, words("reply-trade-declined", family=got.to_family))
        else:
            await reply(interaction, words("reply-trade-offered", family=got.to_family))


async def _give(
    interaction: discord.Interaction[Any],
    game: str | None,
    make: Callable[[PlayerGame], GiveCash | GiveCards | StrawSwap],
    *,
    done: str = "reply-given",
    refused: str = "reply-nothing-given",
) -> None:
    """Do a gift (or a straw man's swap) at once, made of what was typed inside the use case's transaction, and say
    what happened; the public line of a swap is told in the channel, not here."""
    got = await service(interaction).act(game, interaction.user.id, make, seen=seen_by(interaction))
    if isinstance(got, Failure):
        await reply(interaction, words(refused, reason=got.say))
        return
    await reply(interaction, words(done, what=got.told))


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(PlayerCog(bot))
