"""Orders of the government, in DMs: nominations and the election of the President, the cabinet, the budget (the
proposal, the vote and its vote cards, the Minister's seizure of the Chamber)."""

from __future__ import annotations

from typing import Literal

from discord import app_commands
from discord.ext import commands

from bot.games.junta import parsers
from bot.games.junta.cogs.common import Interaction, dm_command, order_context
from bot.games.junta.cogs.transformers import (
    NO_CARDS,
    NO_SPLIT,
    NO_VOTE_CARDS,
    CardArg,
    CardsArg,
    FamilyArg,
    HolderArg,
    OfficesArg,
    VoteCardsArg,
    VoteSideArg,
    VoteSourceArg,
    VoteSplitArg,
    WordArg,
)
from bot.games.junta.parsers import BadInput
from bot.games.junta.services.player import PlayerGame
from bot.games.junta.services.said import refusals
from bot.games.junta.submit import submit
from bot.games.junta.text.choices import OFFICE_NAMES
from bot.games.junta.text.terms import office_title
from bot.games.junta.ui.appoint import appoint_around, build_appointment, cabinet_pages
from bot.interact import lang, reply
from bot.text.i18n import listing, t
from bot.text.say import words
from rules.junta.choices import NOBODY
from rules.junta.offices import GENERALS, NEW_WEAPONS_OFFICES, Office
from rules.junta.orders import (
    AppointIfElected,
    Ballot,
    BrotherInLawChoice,
    BudgetVote,
    CastSource,
    Choice,
    Decline,
    DrawBills,
    ElectionVote,
    NameHead,
    NameMinister,
    NewWeapons,
    Nominate,
    OppositionBrigade,
    Order,
    PresidentChoice,
    ProposeBudget,
    Second,
    SeizeChamber,
    Trigger,
    VoteCard,
)
from rules.junta.validate import validate
from rules.junta.variants import VARIANTS, rules_of

VoteChoice = Literal["yes", "no", "abstain"]
OFFICE_TITLES = OFFICE_NAMES
_BRIGADES = tuple(g.value for g in GENERALS)
_WEAPON_HOLDERS = (*(o.value for o in NEW_WEAPONS_OFFICES), NOBODY)
_DRAWERS = (Office.FOREIGN_MINISTER.value, Office.FARM_LABOR.value)
_NOT_NOW = ("wrong_phase", "not_president", "game_over", "dead", "exiled")  # why no cabinet menus are shown


class GovernmentCog(commands.Cog):
    """Nominations, elections, the cabinet and the budget."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    # --- nominations and elections ------------------------------------------------------------------------
    @dm_command(
        "newhead",
        "Back from death: name your family's new head (shown beside your family's name)",
        head="Your new head's name, e.g. Rosa",
    )
    async def newhead(self, interaction: Interaction, head: str, game: str | None = None) -> None:
        await submit(interaction, game, lambda c: NameHead(parsers.head_name(head)))

    @dm_command(
        "opposition",
        "Mini-Junta: the President names the brigade the opposition leader commands this round",
        slots={"brigade": "OppositionBrigade.office"},
        brigade="The 1st, 2nd or 3rd Army Brigade",
    )
    async def opposition(self, interaction: Interaction, brigade: WordArg, game: str | None = None) -> None:
        await submit(interaction, game, lambda c: OppositionBrigade(Office(brigade.pick(_BRIGADES, OFFICE_TITLES))))

    @dm_command(
        "minister",
        "Mini-Junta for three: the President names the Minister (the other leads the opposition)",
        slots={"player": "NameMinister.player"},
        player="The family who is Minister this round",
    )
    async def minister(self, interaction: Interaction, player: FamilyArg, game: str | None = None) -> None:
        await submit(interaction, game, lambda c: NameMinister(player.seat(c)))

    @dm_command(
        "choosepresident",
        "Mini-Junta: whom you make President if the presidency falls to your faction's choice this phase",
        slots={"player": "PresidentChoice.player"},
        player="The family (default: yourself)",
    )
    async def choosepresident(self, interaction: Interaction, player: FamilyArg, game: str | None = None) -> None:
        await submit(interaction, game, lambda c: PresidentChoice(player.seat(c)))

    @dm_command(
        "nominate",
        "Nominate a player (yourself too) for President",
        slots={"candidate": "Nominate.candidate"},
        candidate="The family you nominate",
    )
    async def nominate(self, interaction: Interaction, candidate: FamilyArg, game: str | None = None) -> None:
        await submit(interaction, game, lambda c: Nominate(candidate.seat(c)))

    @dm_command(
        "second",
        "Second (support) someone's nomination for President",
        slots={"candidate": "Second.candidate"},
        candidate="The nominated family you support",
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
        slots={"candidate": "ElectionVote.candidate", "cards": "ElectionVote.cards"},
        candidate="The candidate",
        cards="Vote cards to add, comma-separated",
    )
    async def vote_president(
        self, interaction: Interaction, candidate: FamilyArg, cards: CardsArg = NO_CARDS, game: str | None = None
    ) -> None:
        await submit(interaction, game, lambda c: ElectionVote(candidate.seat(c), cards.cards(c)))

    @dm_command(
        "cast",
        "Cast one vote source now: an office, an influence card, a Vote card (board game)",
        group=vote,
        source="One of your vote sources not cast yet in this vote",
        for_="The candidate it votes for (an election), or yes or no (the budget)",
    )
    @app_commands.rename(for_="for")
    async def vote_cast(
        self, interaction: Interaction, source: VoteSourceArg, for_: VoteSideArg, game: str | None = None
    ) -> None:
        await submit(interaction, game, lambda c: CastSource(source.source(c), for_.side(c)))

    @dm_command(
        "budget",
        "Vote on the proposed budget (split by vote source if you like)",
        group=vote,
        slots={"split": "BudgetVote.split", "cards": "BudgetVote.cards", "revote_split": "BudgetVote.split"},
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
        slots={"card": "VoteCard.card", "target": "VoteCard.target"},
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
        slots={o.value: f"Appoint.{o.value}" for o in Office if o is not Office.PRESIDENT},
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
            cabinet = rules_of(c.state).cabinet
            absent = [o for o, holder in given.items() if holder and o not in cabinet]
            if absent:
                raise BadInput(
                    words(
                        "appoint-no-such-office",
                        absent=lambda locale: listing(locale, (office_title(locale, o) for o in absent), "or"),
                        cabinet=lambda locale: t(locale, "list-separator").join(
                            office_title(locale, o) for o in cabinet
                        ),
                    )
                )
            return appoint_around(c, {office: holder.seat(c) for office, holder in given.items() if holder})

        await submit(interaction, game, draft)

    async def _appoint_menus(self, interaction: Interaction, game: str | None) -> None:
        """/appoint without options: the cabinet as select menus (four offices to a page; one Confirm, on the last
        page, records every page's picks: bot/games/junta/ui/appoint.py)."""
        await interaction.response.defer(thinking=True)
        ctx = await order_context(interaction, game)
        if isinstance(ctx, str):
            await reply(interaction, words("reply-nothing-to-appoint", reason=ctx))
            return
        refused = [r for r in validate(ctx.state, ctx.acting_seat, build_appointment(ctx, {})) if r.code in _NOT_NOW]
        if refused:
            await reply(interaction, words("reply-nothing-to-appoint", reason=refusals(refused[:1], ctx.names)))
            return
        pages = cabinet_pages(ctx, lang(interaction))
        sent: list[int] = []
        for page in pages:
            message = await interaction.followup.send(page.text, view=page.view(sent), wait=True)
            sent.append(message.id)

    @dm_command(
        "ifelected",
        "Board game: a candidate in a mid-round election names whom he appoints at once if elected",
        slots={o.value: f"AppointIfElected.{o.value}" for o in VARIANTS["classic"].cabinet},
        minister="Minister of Internal Security",
        general_1="Generalissimo of the 1st Army Brigade",
        general_2="Generalissimo of the 2nd Army Brigade",
        general_3="Generalissimo of the 3rd Army Brigade",
        admiral="Admiral of the Navy",
        air_force="Air Force Commander",
    )
    async def ifelected(
        self,
        interaction: Interaction,
        minister: FamilyArg | None = None,
        general_1: FamilyArg | None = None,
        general_2: FamilyArg | None = None,
        general_3: FamilyArg | None = None,
        admiral: FamilyArg | None = None,
        air_force: FamilyArg | None = None,
        game: str | None = None,
    ) -> None:
        given = {
            Office.MINISTER: minister,
            Office.GENERAL_1: general_1,
            Office.GENERAL_2: general_2,
            Office.GENERAL_3: general_3,
            Office.ADMIRAL: admiral,
            Office.AIR_FORCE: air_force,
        }

        def draft(c: PlayerGame) -> Order:
            # What he named earlier in this election stands (VARIANTS 2.3.4); the offices named now replace theirs.
            before = dict(c.view.if_elected)
            for _, order in c.orders:
                if isinstance(order, AppointIfElected):
                    before.update(dict(order.assignments))
            for office, holder in given.items():
                if holder:
                    before[office] = holder.seat(c)
            if not before:
                raise BadInput(words("reply-appoint-if-elected-empty"))
            cabinet = rules_of(c.state).cabinet
            return AppointIfElected(tuple((o, before[o]) for o in cabinet if o in before))

        await submit(interaction, game, draft)

    @dm_command(
        "brotherinlaw",
        "The President: the vacated offices his Brother-in-Law takes first",
        slots={"offices": "BrotherInLawChoice.offices"},
        offices="Offices in order of preference, comma-separated",
    )
    async def brotherinlaw(self, interaction: Interaction, offices: OfficesArg, game: str | None = None) -> None:
        await submit(interaction, game, lambda c: BrotherInLawChoice(offices.offices()))

    # --- budget ---------------------------------------------------------------------------------------------------
    @dm_command(
        "weapons",
        "The Minister of War gives New Weapons to a commander",
        slots={"office": "NewWeapons.office"},
        office="Who gets New Weapons",
    )
    async def weapons(self, interaction: Interaction, office: WordArg, game: str | None = None) -> None:
        def draft(c: PlayerGame) -> Order:
            picked = office.pick(_WEAPON_HOLDERS, OFFICE_TITLES)
            return NewWeapons(None if picked == NOBODY else Office(picked))

        await submit(interaction, game, draft)

    @dm_command(
        "draw",
        "Foreign Minister or Farm & Labor: how many bills to draw",
        slots={"office": "DrawBills.office"},
        count="How many bills (1-6)",
        office="Which office draws (if you hold both)",
    )
    async def draw(
        self,
        interaction: Interaction,
        count: app_commands.Range[int, 1, 6],
        office: WordArg | None = None,
        game: str | None = None,
    ) -> None:
        def draft(c: PlayerGame) -> Order:
            if office:
                return DrawBills(Office(office.pick(_DRAWERS, OFFICE_TITLES)), count)
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
