"""Orders of the locations phase and of any phase, in DMs: where a family spends the phase, assassinations, the
Bank, rebel action; cards played and discarded, the President's resignation, an exile's return and the Minister's
list of exiles to execute."""

from __future__ import annotations

from typing import Literal

from discord import app_commands
from discord.ext import commands

from bot.games.junta.cogs.common import Interaction, dm_command
from bot.games.junta.cogs.transformers import (
    NOBODY,
    UNCONDITIONAL,
    AssassinArg,
    CardArg,
    CardsArg,
    FamiliesArg,
    FamilyArg,
    IfArg,
    ZoneArg,
)
from bot.interact import submit
from rules.junta.orders import (
    Assassinate,
    Banking,
    ChooseLocation,
    Discard,
    ExecuteOnReturn,
    PlayCard,
    RebelAction,
    Resign,
    ReturnFromExile,
)
from rules.junta.state import Location


class LocationsCog(commands.Cog):
    """The locations phase, cards and the orders of any phase."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    # --- locations, assassinations, banking --------------------------------------------------------------------
    @dm_command("location", "Where you spend the locations phase (or exile)", place="Your location this turn")
    async def location(
        self,
        interaction: Interaction,
        place: Literal["home", "hq", "bank", "club", "mistress", "exile"],
        game: str | None = None,
    ) -> None:
        await submit(interaction, game, lambda c: ChooseLocation(None if place == "exile" else Location(place)))

    @dm_command(
        "assassinate",
        "Send an assassin at a family's location",
        assassin="The assassin card (or the Secret Police, for the Minister)",
        target="The family to kill",
        location="Where you think the target is (not needed for the Burglar and the Bank Robber)",
    )
    async def assassinate(
        self,
        interaction: Interaction,
        assassin: AssassinArg,
        target: FamilyArg,
        location: Literal["home", "hq", "bank", "club", "mistress"] | None = None,
        if_: IfArg = UNCONDITIONAL,
        game: str | None = None,
    ) -> None:
        await submit(
            interaction,
            game,
            lambda c: Assassinate(
                assassin.assassin(c), target.seat(c), Location(location) if location else None, if_.condition(c)
            ),
        )

    @dm_command(
        "bank",
        "At the Bank: deposit or withdraw MP (-1: everything)",
        deposit="MP to deposit (-1: all)",
        withdraw="MP to withdraw (-1: all)",
    )
    async def bank(
        self,
        interaction: Interaction,
        deposit: app_commands.Range[int, -1, 500] = 0,
        withdraw: app_commands.Range[int, -1, 500] = 0,
        if_: IfArg = UNCONDITIONAL,
        game: str | None = None,
    ) -> None:
        await submit(interaction, game, lambda c: Banking(deposit, withdraw, if_.condition(c)))

    @dm_command("rebel", "Take rebel-only action to start a coup")
    async def rebel(self, interaction: Interaction, if_: IfArg = UNCONDITIONAL, game: str | None = None) -> None:
        await submit(interaction, game, lambda c: RebelAction(if_.condition(c)))

    # --- cards and any-time orders -------------------------------------------------------------------------------
    @dm_command(
        "play",
        "Play a card from your hand",
        card="The card",
        target="The family it is aimed at (Intelligence, Spy in Switzerland)",
        option="Intelligence: what to look at",
    )
    async def play(
        self,
        interaction: Interaction,
        card: CardArg,
        target: FamilyArg | None = None,
        option: Literal["hand", "cash", "draw"] | None = None,
        game: str | None = None,
    ) -> None:
        await submit(interaction, game, lambda c: PlayCard(card.card(c), target.seat(c) if target else None, option))

    @dm_command("discard", "Discard cards from your hand (down to the limit of 6)", cards="The cards, comma-separated")
    async def discard(self, interaction: Interaction, cards: CardsArg, game: str | None = None) -> None:
        await submit(interaction, game, lambda c: Discard(cards.cards(c)))

    @dm_command("resign", "The President resigns (when this phase resolves)")
    async def resign(self, interaction: Interaction, game: str | None = None) -> None:
        await submit(interaction, game, lambda c: Resign())

    @dm_command(
        "return",
        "Come back from exile when this phase resolves",
        embassy="During a coup: the embassy zone you come back through",
        bribe="Board game: a Bribe the Assassin card, paid on return, that stops the Minister's firing squad",
    )
    async def return_(
        self,
        interaction: Interaction,
        embassy: ZoneArg | None = None,
        bribe: CardArg | None = None,
        game: str | None = None,
    ) -> None:
        await submit(interaction, game, lambda c: ReturnFromExile(embassy, bribe.card(c) if bribe else None))

    @dm_command(
        "executelist",
        "The Minister: exiles to execute if they return",
        players="Families, comma-separated (empty: nobody)",
    )
    async def executelist(
        self, interaction: Interaction, players: FamiliesArg = NOBODY, game: str | None = None
    ) -> None:
        await submit(interaction, game, lambda c: ExecuteOnReturn(players.seats(c)))
