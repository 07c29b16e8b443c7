"""Orders, in DMs only: one command per order kind (or a small group), each with its game option. Every accepted
order is echoed back as recorded; a refused one gets the engine's sentence.

Each command is declared with `dm_command` (DM only, the `game` option, the `if` option when it takes `if_`), reads
its options through the transformers of bot/cogs/transformers.py, and hands `submit` a draft: what was typed made
into an order against the player's game, inside the use case's one transaction."""

from __future__ import annotations

import logging
from typing import Any, Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot import parsers
from bot.cogs.common import dm_command, order_context
from bot.cogs.transformers import (
    ALL_UNITS,
    NO_CARDS,
    NO_SPLIT,
    NO_VOTE_CARDS,
    NOBODY,
    UNCONDITIONAL,
    AssassinArg,
    CardArg,
    CardsArg,
    FamiliesArg,
    FamilyArg,
    HolderArg,
    IfArg,
    OfficesArg,
    UnitKindArg,
    UnitKindsArg,
    UnitsArg,
    VoteCardsArg,
    VoteSplitArg,
    ZoneArg,
)
from bot.interact import reply, submit
from bot.parsers import BadInput
from bot.services.player import PlayerGame
from bot.ui.appoint import appoint_messages
from rules.offices import VARIANTS, Office
from rules.orders import (
    Appoint,
    Assassinate,
    Ballot,
    Banking,
    BrotherInLawChoice,
    BudgetVote,
    Choice,
    ChooseLocation,
    CoupVote,
    Decline,
    Discard,
    DrawBills,
    ElectionVote,
    ExecuteIfElected,
    ExecuteOnReturn,
    Fire,
    FiringSquad,
    InterventionChoice,
    JuntaVote,
    Land,
    LossOrder,
    Move,
    NewWeapons,
    Nominate,
    Order,
    PlayCard,
    PlayCoupCard,
    PoliceResponse,
    ProposeBudget,
    RebelAction,
    Resign,
    RetreatPermission,
    ReturnFromExile,
    SafePassage,
    Second,
    SeizeChamber,
    Transfer,
    Trigger,
    VoteCard,
)
from rules.orders import Bombard as BombardOrder
from rules.state import Location

log = logging.getLogger(__name__)

Interaction = discord.Interaction[Any]
VoteChoice = Literal["yes", "no", "abstain"]


class OrdersCog(commands.Cog):
    """Every order command; they are all DM-only."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    # --- nominations and elections ------------------------------------------------------------------------
    @dm_command("nominate", "Nominate a player (yourself too) for President", candidate="The family you nominate")
    async def nominate(self, interaction: Interaction, candidate: FamilyArg, game: str | None = None) -> None:
        await submit(interaction, game, lambda c: Nominate(candidate.seat(c)))

    @dm_command(
        "second", "Second (support) someone's nomination for President", candidate="The nominated family you support"
    )
    async def second(self, interaction: Interaction, candidate: FamilyArg, game: str | None = None) -> None:
        await submit(interaction, game, lambda c: Second(candidate.seat(c)))

    @dm_command("decline", "Decline your own nomination for President")
    async def decline(self, interaction: Interaction, game: str | None = None) -> None:
        await submit(interaction, game, lambda c: Decline())

    vote = app_commands.Group(
        name="vote",
        description="Vote for President or on the budget",
        allowed_contexts=app_commands.AppCommandContext(guild=False, dm_channel=True, private_channel=False),
    )

    @dm_command(
        "president",
        "Vote for a candidate for President (all your votes)",
        group=vote,
        candidate="The candidate",
        cards="Vote cards to add, comma-separated",
    )
    async def vote_president(
        self, interaction: Interaction, candidate: FamilyArg, cards: CardsArg = NO_CARDS, game: str | None = None
    ) -> None:
        await submit(interaction, game, lambda c: ElectionVote(candidate.seat(c), cards.cards(c)))

    @dm_command(
        "budget",
        "Vote on the proposed budget (split by vote source if you like)",
        group=vote,
        choice="Yes, no or abstain: every vote source you do not name in split",
        split="Per vote source, e.g. 'Minister no, Labor Union yes' (offices, influence, Socialist bonus)",
        cards="Vote cards and their side, e.g. '#14 yes, #15 no' (a card without a side: your choice)",
        revote="If a revote is called: yes, no or abstain (default: as now)",
        revote_split="If a revote is called: per vote source, like split (default: as now)",
    )
    async def vote_budget(
        self,
        interaction: Interaction,
        choice: VoteChoice,
        split: VoteSplitArg = NO_SPLIT,
        cards: VoteCardsArg = NO_VOTE_CARDS,
        revote: VoteChoice | None = None,
        revote_split: VoteSplitArg = NO_SPLIT,
        game: str | None = None,
    ) -> None:
        def draft(c: PlayerGame) -> Order:
            default = Choice(choice)
            used = cards.cards(c, default)
            ballot = Ballot(default=default, split=split.split(c), cards=used)
            again = None
            if revote is not None or revote_split:
                again_default = Choice(revote) if revote is not None else default
                again_split = revote_split.split(c) if revote_split else ballot.split
                again = Ballot(default=again_default, split=again_split, cards=used)
            return BudgetVote(ballot, again)

        await submit(interaction, game, draft)

    @dm_command(
        "votecard",
        "Play Power Failure, Summer Recess or Miscount on the count",
        card="The card",
        trigger="When it fires: if the budget passes, fails, or either way",
        within="...by this many votes or less (e.g. 'if it fails by 2 or less')",
        target="Miscount: whose votes to strike",
    )
    @app_commands.choices(
        trigger=[
            app_commands.Choice(name="if it passes", value="passes"),
            app_commands.Choice(name="if it fails", value="fails"),
            app_commands.Choice(name="either way", value="any"),
        ]
    )
    async def votecard(
        self,
        interaction: Interaction,
        card: CardArg,
        trigger: str = "any",
        within: app_commands.Range[int, 0, 100] | None = None,
        target: FamilyArg | None = None,
        game: str | None = None,
    ) -> None:
        await submit(
            interaction,
            game,
            lambda c: VoteCard(card.card(c), Trigger(trigger, within), target.seat(c) if target else None),
        )

    # --- cabinet ------------------------------------------------------------------------------------------------
    @dm_command(
        "appoint",
        "The President appoints the cabinet (no options: menus to pick from)",
        minister="Minister of Internal Security",
        general_1="Generalissimo of the 1st Army Brigade",
        general_2="Generalissimo of the 2nd Army Brigade",
        general_3="Generalissimo of the 3rd Army Brigade",
        admiral="Admiral of the Navy",
        air_force="Air Force Commander",
        minister_of_war="Minister of War",
        foreign_minister="Foreign Minister",
        farm_labor="Farm & Labor Secretary",
    )
    async def appoint(
        self,
        interaction: Interaction,
        minister: HolderArg | None = None,
        general_1: HolderArg | None = None,
        general_2: HolderArg | None = None,
        general_3: HolderArg | None = None,
        admiral: HolderArg | None = None,
        air_force: HolderArg | None = None,
        minister_of_war: HolderArg | None = None,
        foreign_minister: HolderArg | None = None,
        farm_labor: HolderArg | None = None,
        game: str | None = None,
    ) -> None:
        given = {
            Office.MINISTER: minister,
            Office.GENERAL_1: general_1,
            Office.GENERAL_2: general_2,
            Office.GENERAL_3: general_3,
            Office.ADMIRAL: admiral,
            Office.AIR_FORCE: air_force,
            Office.MINISTER_OF_WAR: minister_of_war,
            Office.FOREIGN_MINISTER: foreign_minister,
            Office.FARM_LABOR: farm_labor,
        }

        if not any(given.values()):
            await self._appoint_menus(interaction, game)
            return

        def draft(c: PlayerGame) -> Order:
            before: dict[Office, int] = {}
            for _, order in c.orders:
                if isinstance(order, Appoint):
                    before.update(dict(order.assignments))
            for office, holder in given.items():
                if holder:
                    before[office] = holder.seat(c)
            if not before:
                raise BadInput("name at least one office holder.")
            cabinet = VARIANTS[c.view.public.variant].cabinet
            return Appoint(tuple((o, before[o]) for o in cabinet if o in before))

        await submit(interaction, game, draft)

    async def _appoint_menus(self, interaction: Interaction, game: str | None) -> None:
        """/appoint without options: the cabinet as select menus (four offices to a message, each with Confirm)."""
        await interaction.response.defer(thinking=True)
        ctx = await order_context(interaction, game)
        if isinstance(ctx, str):
            await reply(interaction, f"Nothing to appoint: {ctx}")
            return
        public = ctx.view.public
        if public.president != ctx.view.player:
            await reply(interaction, "Only the President appoints the cabinet.")
            return
        for text, view in appoint_messages(ctx):
            await interaction.followup.send(text, view=view)

    @dm_command(
        "brotherinlaw",
        "The President: the vacated offices his Brother-in-Law takes first",
        offices="Offices in order of preference, comma-separated",
    )
    async def brotherinlaw(self, interaction: Interaction, offices: OfficesArg, game: str | None = None) -> None:
        await submit(interaction, game, lambda c: BrotherInLawChoice(offices.offices()))

    # --- budget ---------------------------------------------------------------------------------------------------
    @dm_command("weapons", "The Minister of War gives New Weapons to a commander", office="Who gets New Weapons")
    async def weapons(
        self,
        interaction: Interaction,
        office: Literal["general_1", "general_2", "general_3", "admiral", "air_force", "nobody"],
        game: str | None = None,
    ) -> None:
        await submit(interaction, game, lambda c: NewWeapons(None if office == "nobody" else Office(office)))

    @dm_command(
        "draw",
        "Foreign Minister or Farm & Labor: how many bills to draw",
        count="How many bills (1-6)",
        office="Which office draws (if you hold both)",
    )
    async def draw(
        self,
        interaction: Interaction,
        count: app_commands.Range[int, 1, 6],
        office: Literal["foreign_minister", "farm_labor"] | None = None,
        game: str | None = None,
    ) -> None:
        def draft(c: PlayerGame) -> Order:
            if office is not None:
                return DrawBills(Office(office), count)
            mine = [o for o in c.view.acts_for if o in (Office.FOREIGN_MINISTER, Office.FARM_LABOR)]
            return DrawBills(mine[0] if mine else Office.FOREIGN_MINISTER, count)

        await submit(interaction, game, draft)

    @dm_command(
        "budget",
        "The President proposes the budget",
        totals="MP per family, e.g. 'Garcia 4, Lopez 2' (the rest of the pool is yours)",
        add="MP of your own cash to add to the pool",
    )
    async def budget(
        self,
        interaction: Interaction,
        totals: str,
        add: app_commands.Range[int, 0, 200] = 0,
        game: str | None = None,
    ) -> None:
        await submit(interaction, game, lambda c: ProposeBudget(parsers.amounts(c.names, totals), add))

    @dm_command(
        "seize",
        "The Minister, after a failed budget: seize the Chamber or not",
        seize="Seize the Chamber (force the budget through)?",
    )
    async def seize(self, interaction: Interaction, seize: bool, game: str | None = None) -> None:
        await submit(interaction, game, lambda c: SeizeChamber(seize))

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
    )
    async def return_(self, interaction: Interaction, embassy: ZoneArg | None = None, game: str | None = None) -> None:
        await submit(interaction, game, lambda c: ReturnFromExile(embassy))

    @dm_command(
        "executelist",
        "The Minister: exiles to execute if they return",
        players="Families, comma-separated (empty: nobody)",
    )
    async def executelist(
        self, interaction: Interaction, players: FamiliesArg = NOBODY, game: str | None = None
    ) -> None:
        await submit(interaction, game, lambda c: ExecuteOnReturn(players.seats(c)))

    # --- the coup ---------------------------------------------------------------------------------------------------
    @dm_command(
        "move",
        "Coup: move a stack to an adjacent zone",
        from_zone="The zone the units are in",
        to_zone="The adjacent zone they move to",
        units="Which units, e.g. 'soldier 2, tank 1' (empty: all of yours there)",
        via="A Helicopter alone: the zone it passes through",
    )
    async def move(
        self,
        interaction: Interaction,
        from_zone: ZoneArg,
        to_zone: ZoneArg,
        units: UnitsArg = ALL_UNITS,
        via: ZoneArg | None = None,
        if_: IfArg = UNCONDITIONAL,
        game: str | None = None,
    ) -> None:
        await submit(interaction, game, lambda c: Move(from_zone, to_zone, units.counts(), via, if_.condition(c)))

    @dm_command(
        "land",
        "Coup: land Marines, Commandos, Paratroopers or the Helicopter",
        kind="The unit kind",
        zone="Where they land",
        then_to="Move on at once to",
    )
    async def land(
        self,
        interaction: Interaction,
        kind: UnitKindArg,
        zone: ZoneArg,
        then_to: ZoneArg | None = None,
        if_: IfArg = UNCONDITIONAL,
        game: str | None = None,
    ) -> None:
        await submit(interaction, game, lambda c: Land(kind.kind(), zone, then_to, if_.condition(c)))

    @dm_command(
        "bombard",
        "Coup: an Airstrike, the Gunboat or an intervention Air Strike",
        weapon="What bombards",
        zone="The zone",
        target="Whose units",
    )
    async def bombard(
        self,
        interaction: Interaction,
        weapon: Literal["airstrike", "gunboat", "intervention_airstrike"],
        zone: ZoneArg,
        target: FamilyArg,
        if_: IfArg = UNCONDITIONAL,
        game: str | None = None,
    ) -> None:
        await submit(interaction, game, lambda c: BombardOrder(weapon, zone, target.seat(c), if_.condition(c)))

    @dm_command("fire", "Coup: open fire on a family's units in a zone", zone="The zone", target="Whose units")
    async def fire(
        self,
        interaction: Interaction,
        zone: ZoneArg,
        target: FamilyArg,
        if_: IfArg = UNCONDITIONAL,
        game: str | None = None,
    ) -> None:
        await submit(interaction, game, lambda c: Fire(zone, target.seat(c), if_.condition(c)))

    @dm_command(
        "transfer",
        "Coup: give control of units in a zone to another family",
        zone="The zone",
        to="Who gets them",
        units="Which units (empty: all)",
    )
    async def transfer(
        self,
        interaction: Interaction,
        zone: ZoneArg,
        to: FamilyArg,
        units: UnitsArg = ALL_UNITS,
        game: str | None = None,
    ) -> None:
        await submit(interaction, game, lambda c: Transfer(zone, to.seat(c), units.counts()))

    @dm_command(
        "police",
        "Coup Phase 1: the Minister's Police response",
        from_zone="From",
        to_zone="To",
        count="How many Police (0: all there)",
    )
    async def police(
        self,
        interaction: Interaction,
        from_zone: ZoneArg,
        to_zone: ZoneArg,
        count: app_commands.Range[int, 0, 50] = 0,
        game: str | None = None,
    ) -> None:
        await submit(interaction, game, lambda c: PoliceResponse(from_zone, to_zone, count))

    @dm_command(
        "coupcard",
        "Coup: play a coup card (units, Bribe the Brigade, ...)",
        card="The card",
        zone="Where its units appear or which units it bribes",
        count="Bribe: how many units",
        then_to="Move the placed units on to",
    )
    async def coupcard(
        self,
        interaction: Interaction,
        card: CardArg,
        zone: ZoneArg | None = None,
        count: app_commands.Range[int, 0, 50] = 0,
        then_to: ZoneArg | None = None,
        if_: IfArg = UNCONDITIONAL,
        game: str | None = None,
    ) -> None:
        await submit(interaction, game, lambda c: PlayCoupCard(card.card(c), zone, count, then_to, if_.condition(c)))

    @dm_command(
        "lossorder", "Coup: which of your unit kinds die first", kinds="Unit kinds, comma-separated, first dies first"
    )
    async def lossorder(self, interaction: Interaction, kinds: UnitKindsArg, game: str | None = None) -> None:
        await submit(interaction, game, lambda c: LossOrder(kinds.kinds()))

    @dm_command(
        "retreat",
        "Coup: whose retreating units you let into your zones",
        allow="Families to let in, comma-separated",
        deny="Families to keep out",
    )
    async def retreat(
        self,
        interaction: Interaction,
        allow: FamiliesArg = NOBODY,
        deny: FamiliesArg = NOBODY,
        game: str | None = None,
    ) -> None:
        await submit(interaction, game, lambda c: RetreatPermission(allow.seats(c), deny.seats(c)))

    @dm_command("coupvote", "Coup Phase 6: Pro-Junta or Pro-President", side="Your side")
    async def coupvote(
        self, interaction: Interaction, side: Literal["junta", "president"], game: str | None = None
    ) -> None:
        await submit(interaction, game, lambda c: CoupVote(side))

    @dm_command(
        "intervention",
        "Foreign Minister: the intervention forces, best first",
        forces="e.g. 'airstrikes, helicopter, paratroopers, commandos'",
    )
    async def intervention(self, interaction: Interaction, forces: str, game: str | None = None) -> None:
        await submit(interaction, game, lambda c: InterventionChoice(parsers.forces(forces)))

    @dm_command(
        "firingsquad", "The President won the coup: one Rebel to the firing squad", target="The Rebel (empty: nobody)"
    )
    async def firingsquad(
        self, interaction: Interaction, target: FamilyArg | None = None, game: str | None = None
    ) -> None:
        await submit(interaction, game, lambda c: FiringSquad(target.seat(c) if target else None))

    @dm_command("juntavote", "The Rebels won: your vote for the new President", candidate="The Rebel you vote for")
    async def juntavote(self, interaction: Interaction, candidate: FamilyArg, game: str | None = None) -> None:
        await submit(interaction, game, lambda c: JuntaVote(candidate.seat(c)))

    @dm_command("execute", "The Rebels won: whom to execute if you are elected", target="The family (empty: nobody)")
    async def execute(self, interaction: Interaction, target: FamilyArg | None = None, game: str | None = None) -> None:
        await submit(interaction, game, lambda c: ExecuteIfElected(target.seat(c) if target else None))

    @dm_command(
        "safepassage",
        "Coup: let an exile return through an embassy you hold",
        player="The exile",
        embassy="The embassy zone",
    )
    async def safepassage(
        self, interaction: Interaction, player: FamilyArg, embassy: ZoneArg, game: str | None = None
    ) -> None:
        await submit(interaction, game, lambda c: SafePassage(player.seat(c), embassy))


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(OrdersCog(bot))
