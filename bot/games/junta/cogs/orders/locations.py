"""Orders of the locations phase and of any phase, in DMs: where a family spends the phase, assassinations, the
Bank, rebel action; cards played and discarded, the President's resignation, an exile's return and the Minister's
list of exiles to execute."""

from __future__ import annotations

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
    WordArg,
    ZoneArg,
)
from bot.games.junta.services.player import PlayerGame
from bot.games.junta.submit import submit
from bot.games.junta.text.choices import INTELLIGENCE_TITLES, LOCATION_NAMES, LOCATION_WORDS
from rules.junta.choices import EXILE, INTELLIGENCE
from rules.junta.orders import (
    Assassinate,
    Banking,
    ChooseLocation,
    Discard,
    ExecuteOnReturn,
    Order,
    PlayCard,
    RebelAction,
    Resign,
    ReturnFromExile,
)
from rules.junta.state import Location

_PLACES = tuple(loc.value for loc in Location)  # where an assassin strikes


class LocationsCog(commands.Cog):
    """The locations phase, cards and the orders of any phase."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    # --- locations, assassinations, banking --------------------------------------------------------------------
    @dm_command(
        "location",
        "Where you spend the locations phase (or exile)",
        slots={"place": "ChooseLocation.location"},
        place="Your location this turn",
    )
    async def location(self, interaction: Interaction, place: WordArg, game: str | None = None) -> None:
        def draft(c: PlayerGame) -> Order:
            picked = place.pick(LOCATION_WORDS, LOCATION_NAMES)
            return ChooseLocation(None if picked == EXILE else Location(picked))

        await submit(interaction, game, draft)

    @dm_command(
        "assassinate",
        "Send an assassin at a family's location",
        slots={
            "assassin": "Assassinate.assassin",
            "target": "Assassinate.target",
            "location": "Assassinate.location",
            "if": "Assassinate.condition",
        },
        assassin="The assassin card (or the Secret Police, for the Minister)",
        target="The family to kill",
        location="Where you think the target is (not needed for the Burglar and the Bank Robber)",
    )
    async def assassinate(
        self,
        interaction: Interaction,
        assassin: AssassinArg,
        target: FamilyArg,
        location: WordArg | None = None,
        if_: IfArg = UNCONDITIONAL,
        game: str | None = None,
    ) -> None:
        def draft(c: PlayerGame) -> Order:
            where = Location(location.pick(_PLACES, LOCATION_NAMES)) if location else None
            return Assassinate(assassin.assassin(c), target.seat(c), where, if_.condition(c))

        await submit(interaction, game, draft)

    @dm_command(
        "bank",
        "At the Bank: deposit or withdraw MP (-1: everything)",
        slots={"if": "Banking.condition"},
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

    @dm_command("rebel", "Take rebel-only action to start a coup", slots={"if": "RebelAction.condition"})
    async def rebel(self, interaction: Interaction, if_: IfArg = UNCONDITIONAL, game: str | None = None) -> None:
        await submit(interaction, game, lambda c: RebelAction(if_.condition(c)))

    # --- cards and any-time orders -------------------------------------------------------------------------------
    @dm_command(
        "play",
        "Play a card from your hand",
        slots={"card": "PlayCard.card", "target": "PlayCard.target", "option": "PlayCard.option"},
        card="The card",
        target="The family it is aimed at (Intelligence, Spy in Switzerland)",
        option="Intelligence: what to look at",
    )
    async def play(
        self,
        interaction: Interaction,
        card: CardArg,
        target: FamilyArg | None = None,
        option: WordArg | None = None,
        game: str | None = None,
    ) -> None:
        def draft(c: PlayerGame) -> Order:
            looks = option.pick(INTELLIGENCE, INTELLIGENCE_TITLES) if option else None
            return PlayCard(card.card(c), target.seat(c) if target else None, looks)

        await submit(interaction, game, draft)

    @dm_command(
        "discard",
        "Discard cards from your hand (down to the limit of 6)",
        slots={"cards": "Discard.cards"},
        cards="The cards, comma-separated",
    )
    async def discard(self, interaction: Interaction, cards: CardsArg, game: str | None = None) -> None:
        await submit(interaction, game, lambda c: Discard(cards.cards(c)))

    @dm_command("resign", "The President resigns (when this phase resolves)")
    async def resign(self, interaction: Interaction, game: str | None = None) -> None:
        await submit(interaction, game, lambda c: Resign())

    @dm_command(
        "return",
        "Come back from exile when this phase resolves",
        slots={"embassy": "ReturnFromExile.embassy", "bribe": "ReturnFromExile.bribe"},
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
        slots={"players": "ExecuteOnReturn.players"},
        players="Families, comma-separated (empty: nobody)",
    )
    async def executelist(
        self, interaction: Interaction, players: FamiliesArg = NOBODY, game: str | None = None
    ) -> None:
        await submit(interaction, game, lambda c: ExecuteOnReturn(players.seats(c)))
