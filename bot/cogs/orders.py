"""Orders, in DMs only: one command per order kind (or a small group), each with its game option. Every accepted
order is echoed back as recorded; a refused one gets the engine's sentence."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any, Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot import parsers
from bot.cogs.common import (
    GAME_HELP,
    BadInput,
    OrderContext,
    _context_for_autocomplete,
    _matches,
    assassin_autocomplete,
    assassin_value,
    cabinet_autocomplete,
    card_autocomplete,
    game_autocomplete,
    office_autocomplete,
    order_context,
    parse_card,
    parse_cards,
    parse_player,
    parse_players,
    parse_units,
    player_autocomplete,
    reply,
    unit_autocomplete,
    zone_autocomplete,
)
from bot.conditions import condition_forms
from bot.interact import submit
from bot.ui.appoint import appoint_messages
from rules.conditions import Condition
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
from rules.votes import Source, sources

log = logging.getLogger(__name__)

DM_ONLY = app_commands.allowed_contexts(guilds=False, dms=True, private_channels=False)
Build = Callable[[OrderContext], Order]
VoteChoice = Literal["yes", "no", "abstain"]
IF_HELP = "Only if...: e.g. 'if Garcia is dead', 'if the budget failed by 3 or less' (RULES 7)"


def _ballot(choice: str, cards: tuple[int, ...] = ()) -> Ballot:
    c = Choice(choice)
    return Ballot(default=c, cards=tuple((card, c) for card in cards))


def parse_if(ctx: OrderContext, text: str | None) -> Condition | None:
    """The `if` option of a conditional order."""
    return parsers.condition(ctx.names, text)


async def condition_autocomplete(interaction: discord.Interaction[Any], current: str) -> list[app_commands.Choice[str]]:
    ctx = await _context_for_autocomplete(interaction)
    names = ctx.names if ctx is not None else ()
    return [app_commands.Choice(name=f[:100], value=f[:100]) for f in condition_forms(names, str(current))]


# --- budget ballots ---------------------------------------------------------------------------------------------
def my_sources(ctx: OrderContext) -> tuple[Source, ...]:
    """The player's vote sources now (offices, influence, the socialist bonus)."""
    return sources(ctx.state, ctx.seat.seat)


def parse_split(found: tuple[Source, ...], text: str | None) -> tuple[tuple[str, Choice], ...]:
    """'Minister no, Labor Union yes' -> (('office:minister', no), ('influence:17', yes))."""
    return parsers.vote_split(found, text)


def parse_vote_cards(ctx: OrderContext, text: str | None, default: Choice) -> tuple[tuple[int, Choice], ...]:
    """'Vote 3 yes, #14 no' -> ((card, side), ...); a card without a side votes with `default`."""
    return parsers.vote_cards(ctx.status.view.hand, text, default)


async def split_autocomplete(interaction: discord.Interaction[Any], current: str) -> list[app_commands.Choice[str]]:
    ctx = await _context_for_autocomplete(interaction)
    if ctx is None:
        return []
    found = my_sources(ctx)
    head, last = parsers.split_last(current)
    key = last.split()[0] if last.split() else ""
    out = []
    for src in found:
        if not key or _matches(key, src.label, src.id):
            for word in ("yes", "no", "abstain"):
                label = f"{head}{src.label} {word}".strip()
                out.append(app_commands.Choice(name=f"{label} ({src.votes} votes)"[:100], value=label[:100]))
    return out[:25]


async def vote_card_autocomplete(interaction: discord.Interaction[Any], current: str) -> list[app_commands.Choice[str]]:
    ctx = await _context_for_autocomplete(interaction)
    if ctx is None:
        return []
    from rules.cards import card as card_spec

    view = ctx.status.view
    head, last = parsers.split_last(current)
    head = head.strip()
    out = []
    for c, title in zip(view.hand, view.hand_titles, strict=True):
        if card_spec(c).kind != "vote" or not _matches(last.split()[0] if last.split() else "", title, str(c)):
            continue
        for word in ("yes", "no"):
            value = f"{head} #{c} {word}".strip()
            out.append(app_commands.Choice(name=f"{head} {title} {word}".strip()[:100], value=value[:100]))
    return out[:25]


class OrdersCog(commands.Cog):
    """Every order command; they are all DM-only."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    # --- nominations and elections ------------------------------------------------------------------------
    @app_commands.command(name="nominate", description="Nominate a player (yourself too) for President")
    @DM_ONLY
    @app_commands.describe(candidate="The family you nominate", game=GAME_HELP)
    @app_commands.autocomplete(candidate=player_autocomplete, game=game_autocomplete)
    async def nominate(self, interaction: discord.Interaction[Any], candidate: str, game: str | None = None) -> None:
        await submit(interaction, game, lambda c: Nominate(parse_player(c, candidate)))

    @app_commands.command(name="second", description="Second (support) someone's nomination for President")
    @DM_ONLY
    @app_commands.describe(candidate="The nominated family you support", game=GAME_HELP)
    @app_commands.autocomplete(candidate=player_autocomplete, game=game_autocomplete)
    async def second(self, interaction: discord.Interaction[Any], candidate: str, game: str | None = None) -> None:
        await submit(interaction, game, lambda c: Second(parse_player(c, candidate)))

    @app_commands.command(name="decline", description="Decline your own nomination for President")
    @DM_ONLY
    @app_commands.describe(game=GAME_HELP)
    @app_commands.autocomplete(game=game_autocomplete)
    async def decline(self, interaction: discord.Interaction[Any], game: str | None = None) -> None:
        await submit(interaction, game, lambda c: Decline())

    vote = app_commands.Group(
        name="vote",
        description="Vote for President or on the budget",
        allowed_contexts=app_commands.AppCommandContext(guild=False, dm_channel=True, private_channel=False),
    )

    @vote.command(name="president", description="Vote for a candidate for President (all your votes)")
    @app_commands.describe(candidate="The candidate", cards="Vote cards to add, comma-separated", game=GAME_HELP)
    @app_commands.autocomplete(candidate=player_autocomplete, cards=card_autocomplete, game=game_autocomplete)
    async def vote_president(
        self, interaction: discord.Interaction[Any], candidate: str, cards: str | None = None, game: str | None = None
    ) -> None:
        await submit(interaction, game, lambda c: ElectionVote(parse_player(c, candidate), parse_cards(c, cards)))

    @vote.command(name="budget", description="Vote on the proposed budget (split by vote source if you like)")
    @app_commands.describe(
        choice="Yes, no or abstain: every vote source you do not name in split",
        split="Per vote source, e.g. 'Minister no, Labor Union yes' (offices, influence, Socialist bonus)",
        cards="Vote cards and their side, e.g. '#14 yes, #15 no' (a card without a side: your choice)",
        revote="If a revote is called: yes, no or abstain (default: as now)",
        revote_split="If a revote is called: per vote source, like split (default: as now)",
        game=GAME_HELP,
    )
    @app_commands.autocomplete(
        split=split_autocomplete,
        revote_split=split_autocomplete,
        cards=vote_card_autocomplete,
        game=game_autocomplete,
    )
    async def vote_budget(
        self,
        interaction: discord.Interaction[Any],
        choice: VoteChoice,
        split: str | None = None,
        cards: str | None = None,
        revote: VoteChoice | None = None,
        revote_split: str | None = None,
        game: str | None = None,
    ) -> None:
        def build(c: OrderContext) -> Order:
            default = Choice(choice)
            need_sources = split or revote_split
            found = my_sources(c) if need_sources else ()
            used = parse_vote_cards(c, cards, default)
            ballot = Ballot(default=default, split=parse_split(found, split), cards=used)
            again = None
            if revote is not None or revote_split:
                again_default = Choice(revote) if revote is not None else default
                again_split = parse_split(found, revote_split) if revote_split else ballot.split
                again = Ballot(default=again_default, split=again_split, cards=used)
            return BudgetVote(ballot, again)

        await submit(interaction, game, build)

    @app_commands.command(name="votecard", description="Play Power Failure, Summer Recess or Miscount on the count")
    @DM_ONLY
    @app_commands.describe(
        card="The card",
        trigger="When it fires: if the budget passes, fails, or either way",
        within="...by this many votes or less (e.g. 'if it fails by 2 or less')",
        target="Miscount: whose votes to strike",
        game=GAME_HELP,
    )
    @app_commands.choices(
        trigger=[
            app_commands.Choice(name="if it passes", value="passes"),
            app_commands.Choice(name="if it fails", value="fails"),
            app_commands.Choice(name="either way", value="any"),
        ]
    )
    @app_commands.autocomplete(card=card_autocomplete, target=player_autocomplete, game=game_autocomplete)
    async def votecard(
        self,
        interaction: discord.Interaction[Any],
        card: str,
        trigger: str = "any",
        within: app_commands.Range[int, 0, 100] | None = None,
        target: str | None = None,
        game: str | None = None,
    ) -> None:
        await submit(
            interaction,
            game,
            lambda c: VoteCard(
                parse_card(c, card), Trigger(trigger, within), parse_player(c, target) if target else None
            ),
        )

    # --- cabinet ------------------------------------------------------------------------------------------------
    @app_commands.command(
        name="appoint", description="The President appoints the cabinet (no options: menus to pick from)"
    )
    @DM_ONLY
    @app_commands.describe(
        minister="Minister of Internal Security",
        general_1="Generalissimo of the 1st Army Brigade",
        general_2="Generalissimo of the 2nd Army Brigade",
        general_3="Generalissimo of the 3rd Army Brigade",
        admiral="Admiral of the Navy",
        air_force="Air Force Commander",
        minister_of_war="Minister of War",
        foreign_minister="Foreign Minister",
        farm_labor="Farm & Labor Secretary",
        game=GAME_HELP,
    )
    @app_commands.autocomplete(
        minister=cabinet_autocomplete,
        general_1=cabinet_autocomplete,
        general_2=cabinet_autocomplete,
        general_3=cabinet_autocomplete,
        admiral=cabinet_autocomplete,
        air_force=cabinet_autocomplete,
        minister_of_war=cabinet_autocomplete,
        foreign_minister=cabinet_autocomplete,
        farm_labor=cabinet_autocomplete,
        game=game_autocomplete,
    )
    async def appoint(
        self,
        interaction: discord.Interaction[Any],
        minister: str | None = None,
        general_1: str | None = None,
        general_2: str | None = None,
        general_3: str | None = None,
        admiral: str | None = None,
        air_force: str | None = None,
        minister_of_war: str | None = None,
        foreign_minister: str | None = None,
        farm_labor: str | None = None,
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

        def build(c: OrderContext) -> Order:
            before: dict[Office, int] = {}
            for _, order in c.status.orders:
                if isinstance(order, Appoint):
                    before.update(dict(order.assignments))
            for office, text in given.items():
                if text:
                    before[office] = parse_player(c, text, allow_bil=True)
            if not before:
                raise BadInput("name at least one office holder.")
            cabinet = VARIANTS[c.status.view.public.variant].cabinet
            return Appoint(tuple((o, before[o]) for o in cabinet if o in before))

        await submit(interaction, game, build)

    async def _appoint_menus(self, interaction: discord.Interaction[Any], game: str | None) -> None:
        """/appoint without options: the cabinet as select menus (four offices to a message, each with Confirm)."""
        await interaction.response.defer(thinking=True)
        ctx = await order_context(interaction, game)
        if isinstance(ctx, str):
            await reply(interaction, f"Nothing to appoint: {ctx}")
            return
        public = ctx.status.view.public
        if public.president != ctx.status.view.player:
            await reply(interaction, "Only the President appoints the cabinet.")
            return
        for text, view in appoint_messages(ctx):
            await interaction.followup.send(text, view=view)

    @app_commands.command(
        name="brotherinlaw", description="The President: the vacated offices his Brother-in-Law takes first"
    )
    @DM_ONLY
    @app_commands.describe(offices="Offices in order of preference, comma-separated", game=GAME_HELP)
    @app_commands.autocomplete(offices=office_autocomplete, game=game_autocomplete)
    async def brotherinlaw(self, interaction: discord.Interaction[Any], offices: str, game: str | None = None) -> None:
        await submit(
            interaction,
            game,
            lambda c: BrotherInLawChoice(parsers.offices(offices)),
        )

    # --- budget ---------------------------------------------------------------------------------------------------
    @app_commands.command(name="weapons", description="The Minister of War gives New Weapons to a commander")
    @DM_ONLY
    @app_commands.describe(office="Who gets New Weapons", game=GAME_HELP)
    @app_commands.autocomplete(game=game_autocomplete)
    async def weapons(
        self,
        interaction: discord.Interaction[Any],
        office: Literal["general_1", "general_2", "general_3", "admiral", "air_force", "nobody"],
        game: str | None = None,
    ) -> None:
        await submit(interaction, game, lambda c: NewWeapons(None if office == "nobody" else Office(office)))

    @app_commands.command(name="draw", description="Foreign Minister or Farm & Labor: how many bills to draw")
    @DM_ONLY
    @app_commands.describe(count="How many bills (1-6)", office="Which office draws (if you hold both)", game=GAME_HELP)
    @app_commands.autocomplete(game=game_autocomplete)
    async def draw(
        self,
        interaction: discord.Interaction[Any],
        count: app_commands.Range[int, 1, 6],
        office: Literal["foreign_minister", "farm_labor"] | None = None,
        game: str | None = None,
    ) -> None:
        def build(c: OrderContext) -> Order:
            if office is not None:
                return DrawBills(Office(office), count)
            mine = [o for o in c.status.view.acts_for if o in (Office.FOREIGN_MINISTER, Office.FARM_LABOR)]
            return DrawBills(mine[0] if mine else Office.FOREIGN_MINISTER, count)

        await submit(interaction, game, build)

    @app_commands.command(name="budget", description="The President proposes the budget")
    @DM_ONLY
    @app_commands.describe(
        totals="MP per family, e.g. 'Garcia 4, Lopez 2' (the rest of the pool is yours)",
        add="MP of your own cash to add to the pool",
        game=GAME_HELP,
    )
    @app_commands.autocomplete(game=game_autocomplete)
    async def budget(
        self,
        interaction: discord.Interaction[Any],
        totals: str,
        add: app_commands.Range[int, 0, 200] = 0,
        game: str | None = None,
    ) -> None:
        await submit(interaction, game, lambda c: ProposeBudget(parsers.amounts(c.names, totals), add))

    @app_commands.command(name="seize", description="The Minister, after a failed budget: seize the Chamber or not")
    @DM_ONLY
    @app_commands.describe(seize="Seize the Chamber (force the budget through)?", game=GAME_HELP)
    @app_commands.autocomplete(game=game_autocomplete)
    async def seize(self, interaction: discord.Interaction[Any], seize: bool, game: str | None = None) -> None:
        await submit(interaction, game, lambda c: SeizeChamber(seize))

    # --- locations, assassinations, banking --------------------------------------------------------------------
    @app_commands.command(name="location", description="Where you spend the locations phase (or exile)")
    @DM_ONLY
    @app_commands.describe(place="Your location this turn", game=GAME_HELP)
    @app_commands.autocomplete(game=game_autocomplete)
    async def location(
        self,
        interaction: discord.Interaction[Any],
        place: Literal["home", "hq", "bank", "club", "mistress", "exile"],
        game: str | None = None,
    ) -> None:
        await submit(interaction, game, lambda c: ChooseLocation(None if place == "exile" else Location(place)))

    @app_commands.command(name="assassinate", description="Send an assassin at a family's location")
    @DM_ONLY
    @app_commands.rename(if_="if")
    @app_commands.describe(
        assassin="The assassin card (or the Secret Police, for the Minister)",
        target="The family to kill",
        location="Where you think the target is (not needed for the Burglar and the Bank Robber)",
        if_=IF_HELP,
        game=GAME_HELP,
    )
    @app_commands.autocomplete(
        assassin=assassin_autocomplete, target=player_autocomplete, if_=condition_autocomplete, game=game_autocomplete
    )
    async def assassinate(
        self,
        interaction: discord.Interaction[Any],
        assassin: str,
        target: str,
        location: Literal["home", "hq", "bank", "club", "mistress"] | None = None,
        if_: str | None = None,
        game: str | None = None,
    ) -> None:
        await submit(
            interaction,
            game,
            lambda c: Assassinate(
                assassin_value(c, assassin),
                parse_player(c, target),
                Location(location) if location else None,
                parse_if(c, if_),
            ),
        )

    @app_commands.command(name="bank", description="At the Bank: deposit or withdraw MP (-1: everything)")
    @DM_ONLY
    @app_commands.rename(if_="if")
    @app_commands.describe(
        deposit="MP to deposit (-1: all)", withdraw="MP to withdraw (-1: all)", if_=IF_HELP, game=GAME_HELP
    )
    @app_commands.autocomplete(if_=condition_autocomplete, game=game_autocomplete)
    async def bank(
        self,
        interaction: discord.Interaction[Any],
        deposit: app_commands.Range[int, -1, 500] = 0,
        withdraw: app_commands.Range[int, -1, 500] = 0,
        if_: str | None = None,
        game: str | None = None,
    ) -> None:
        await submit(interaction, game, lambda c: Banking(deposit, withdraw, parse_if(c, if_)))

    @app_commands.command(name="rebel", description="Take rebel-only action to start a coup")
    @DM_ONLY
    @app_commands.rename(if_="if")
    @app_commands.describe(if_=IF_HELP, game=GAME_HELP)
    @app_commands.autocomplete(if_=condition_autocomplete, game=game_autocomplete)
    async def rebel(
        self, interaction: discord.Interaction[Any], if_: str | None = None, game: str | None = None
    ) -> None:
        await submit(interaction, game, lambda c: RebelAction(parse_if(c, if_)))

    # --- cards and any-time orders -------------------------------------------------------------------------------
    @app_commands.command(name="play", description="Play a card from your hand")
    @DM_ONLY
    @app_commands.describe(
        card="The card",
        target="The family it is aimed at (Intelligence, Spy in Switzerland)",
        option="Intelligence: what to look at",
        game=GAME_HELP,
    )
    @app_commands.autocomplete(card=card_autocomplete, target=player_autocomplete, game=game_autocomplete)
    async def play(
        self,
        interaction: discord.Interaction[Any],
        card: str,
        target: str | None = None,
        option: Literal["hand", "cash", "draw"] | None = None,
        game: str | None = None,
    ) -> None:
        await submit(
            interaction,
            game,
            lambda c: PlayCard(parse_card(c, card), parse_player(c, target) if target else None, option),
        )

    @app_commands.command(name="discard", description="Discard cards from your hand (down to the limit of 6)")
    @DM_ONLY
    @app_commands.describe(cards="The cards, comma-separated", game=GAME_HELP)
    @app_commands.autocomplete(cards=card_autocomplete, game=game_autocomplete)
    async def discard(self, interaction: discord.Interaction[Any], cards: str, game: str | None = None) -> None:
        await submit(interaction, game, lambda c: Discard(parse_cards(c, cards)))

    @app_commands.command(name="resign", description="The President resigns (when this phase resolves)")
    @DM_ONLY
    @app_commands.describe(game=GAME_HELP)
    @app_commands.autocomplete(game=game_autocomplete)
    async def resign(self, interaction: discord.Interaction[Any], game: str | None = None) -> None:
        await submit(interaction, game, lambda c: Resign())

    @app_commands.command(name="return", description="Come back from exile when this phase resolves")
    @DM_ONLY
    @app_commands.describe(embassy="During a coup: the embassy zone you come back through", game=GAME_HELP)
    @app_commands.autocomplete(embassy=zone_autocomplete, game=game_autocomplete)
    async def return_(
        self, interaction: discord.Interaction[Any], embassy: int | None = None, game: str | None = None
    ) -> None:
        await submit(interaction, game, lambda c: ReturnFromExile(embassy))

    @app_commands.command(name="executelist", description="The Minister: exiles to execute if they return")
    @DM_ONLY
    @app_commands.describe(players="Families, comma-separated (empty: nobody)", game=GAME_HELP)
    @app_commands.autocomplete(players=player_autocomplete, game=game_autocomplete)
    async def executelist(
        self, interaction: discord.Interaction[Any], players: str | None = None, game: str | None = None
    ) -> None:
        await submit(interaction, game, lambda c: ExecuteOnReturn(parse_players(c, players)))

    # --- the coup ---------------------------------------------------------------------------------------------------
    @app_commands.command(name="move", description="Coup: move a stack to an adjacent zone")
    @DM_ONLY
    @app_commands.rename(if_="if")
    @app_commands.describe(
        from_zone="The zone the units are in",
        to_zone="The adjacent zone they move to",
        units="Which units, e.g. 'soldier 2, tank 1' (empty: all of yours there)",
        via="A Helicopter alone: the zone it passes through",
        if_=IF_HELP,
        game=GAME_HELP,
    )
    @app_commands.autocomplete(
        from_zone=zone_autocomplete,
        to_zone=zone_autocomplete,
        via=zone_autocomplete,
        units=unit_autocomplete,
        if_=condition_autocomplete,
        game=game_autocomplete,
    )
    async def move(
        self,
        interaction: discord.Interaction[Any],
        from_zone: int,
        to_zone: int,
        units: str | None = None,
        via: int | None = None,
        if_: str | None = None,
        game: str | None = None,
    ) -> None:
        await submit(interaction, game, lambda c: Move(from_zone, to_zone, parse_units(units), via, parse_if(c, if_)))

    @app_commands.command(name="land", description="Coup: land Marines, Commandos, Paratroopers or the Helicopter")
    @DM_ONLY
    @app_commands.rename(if_="if")
    @app_commands.describe(
        kind="The unit kind", zone="Where they land", then_to="Move on at once to", if_=IF_HELP, game=GAME_HELP
    )
    @app_commands.autocomplete(
        kind=unit_autocomplete,
        zone=zone_autocomplete,
        then_to=zone_autocomplete,
        if_=condition_autocomplete,
        game=game_autocomplete,
    )
    async def land(
        self,
        interaction: discord.Interaction[Any],
        kind: str,
        zone: int,
        then_to: int | None = None,
        if_: str | None = None,
        game: str | None = None,
    ) -> None:
        await submit(interaction, game, lambda c: Land(parsers.unit_kind(kind), zone, then_to, parse_if(c, if_)))

    @app_commands.command(name="bombard", description="Coup: an Airstrike, the Gunboat or an intervention Air Strike")
    @DM_ONLY
    @app_commands.rename(if_="if")
    @app_commands.describe(weapon="What bombards", zone="The zone", target="Whose units", if_=IF_HELP, game=GAME_HELP)
    @app_commands.autocomplete(
        zone=zone_autocomplete, target=player_autocomplete, if_=condition_autocomplete, game=game_autocomplete
    )
    async def bombard(
        self,
        interaction: discord.Interaction[Any],
        weapon: Literal["airstrike", "gunboat", "intervention_airstrike"],
        zone: int,
        target: str,
        if_: str | None = None,
        game: str | None = None,
    ) -> None:
        await submit(interaction, game, lambda c: BombardOrder(weapon, zone, parse_player(c, target), parse_if(c, if_)))

    @app_commands.command(name="fire", description="Coup: open fire on a family's units in a zone")
    @DM_ONLY
    @app_commands.rename(if_="if")
    @app_commands.describe(zone="The zone", target="Whose units", if_=IF_HELP, game=GAME_HELP)
    @app_commands.autocomplete(
        zone=zone_autocomplete, target=player_autocomplete, if_=condition_autocomplete, game=game_autocomplete
    )
    async def fire(
        self,
        interaction: discord.Interaction[Any],
        zone: int,
        target: str,
        if_: str | None = None,
        game: str | None = None,
    ) -> None:
        await submit(interaction, game, lambda c: Fire(zone, parse_player(c, target), parse_if(c, if_)))

    @app_commands.command(name="transfer", description="Coup: give control of units in a zone to another family")
    @DM_ONLY
    @app_commands.describe(zone="The zone", to="Who gets them", units="Which units (empty: all)", game=GAME_HELP)
    @app_commands.autocomplete(
        zone=zone_autocomplete, to=player_autocomplete, units=unit_autocomplete, game=game_autocomplete
    )
    async def transfer(
        self,
        interaction: discord.Interaction[Any],
        zone: int,
        to: str,
        units: str | None = None,
        game: str | None = None,
    ) -> None:
        await submit(interaction, game, lambda c: Transfer(zone, parse_player(c, to), parse_units(units)))

    @app_commands.command(name="police", description="Coup Phase 1: the Minister's Police response")
    @DM_ONLY
    @app_commands.describe(from_zone="From", to_zone="To", count="How many Police (0: all there)", game=GAME_HELP)
    @app_commands.autocomplete(from_zone=zone_autocomplete, to_zone=zone_autocomplete, game=game_autocomplete)
    async def police(
        self,
        interaction: discord.Interaction[Any],
        from_zone: int,
        to_zone: int,
        count: app_commands.Range[int, 0, 50] = 0,
        game: str | None = None,
    ) -> None:
        await submit(interaction, game, lambda c: PoliceResponse(from_zone, to_zone, count))

    @app_commands.command(name="coupcard", description="Coup: play a coup card (units, Bribe the Brigade, ...)")
    @DM_ONLY
    @app_commands.rename(if_="if")
    @app_commands.describe(
        card="The card",
        zone="Where its units appear or which units it bribes",
        count="Bribe: how many units",
        then_to="Move the placed units on to",
        if_=IF_HELP,
        game=GAME_HELP,
    )
    @app_commands.autocomplete(
        card=card_autocomplete,
        zone=zone_autocomplete,
        then_to=zone_autocomplete,
        if_=condition_autocomplete,
        game=game_autocomplete,
    )
    async def coupcard(
        self,
        interaction: discord.Interaction[Any],
        card: str,
        zone: int | None = None,
        count: app_commands.Range[int, 0, 50] = 0,
        then_to: int | None = None,
        if_: str | None = None,
        game: str | None = None,
    ) -> None:
        await submit(
            interaction, game, lambda c: PlayCoupCard(parse_card(c, card), zone, count, then_to, parse_if(c, if_))
        )

    @app_commands.command(name="lossorder", description="Coup: which of your unit kinds die first")
    @DM_ONLY
    @app_commands.describe(kinds="Unit kinds, comma-separated, first dies first", game=GAME_HELP)
    @app_commands.autocomplete(kinds=unit_autocomplete, game=game_autocomplete)
    async def lossorder(self, interaction: discord.Interaction[Any], kinds: str, game: str | None = None) -> None:
        await submit(interaction, game, lambda c: LossOrder(parsers.unit_kinds(kinds)))

    @app_commands.command(name="retreat", description="Coup: whose retreating units you let into your zones")
    @DM_ONLY
    @app_commands.describe(allow="Families to let in, comma-separated", deny="Families to keep out", game=GAME_HELP)
    @app_commands.autocomplete(allow=player_autocomplete, deny=player_autocomplete, game=game_autocomplete)
    async def retreat(
        self,
        interaction: discord.Interaction[Any],
        allow: str | None = None,
        deny: str | None = None,
        game: str | None = None,
    ) -> None:
        await submit(interaction, game, lambda c: RetreatPermission(parse_players(c, allow), parse_players(c, deny)))

    @app_commands.command(name="coupvote", description="Coup Phase 6: Pro-Junta or Pro-President")
    @DM_ONLY
    @app_commands.describe(side="Your side", game=GAME_HELP)
    @app_commands.autocomplete(game=game_autocomplete)
    async def coupvote(
        self, interaction: discord.Interaction[Any], side: Literal["junta", "president"], game: str | None = None
    ) -> None:
        await submit(interaction, game, lambda c: CoupVote(side))

    @app_commands.command(name="intervention", description="Foreign Minister: the intervention forces, best first")
    @DM_ONLY
    @app_commands.describe(forces="e.g. 'airstrikes, helicopter, paratroopers, commandos'", game=GAME_HELP)
    @app_commands.autocomplete(game=game_autocomplete)
    async def intervention(self, interaction: discord.Interaction[Any], forces: str, game: str | None = None) -> None:
        await submit(
            interaction,
            game,
            lambda c: InterventionChoice(parsers.forces(forces)),
        )

    @app_commands.command(name="firingsquad", description="The President won the coup: one Rebel to the firing squad")
    @DM_ONLY
    @app_commands.describe(target="The Rebel (empty: nobody)", game=GAME_HELP)
    @app_commands.autocomplete(target=player_autocomplete, game=game_autocomplete)
    async def firingsquad(
        self, interaction: discord.Interaction[Any], target: str | None = None, game: str | None = None
    ) -> None:
        await submit(interaction, game, lambda c: FiringSquad(parse_player(c, target) if target else None))

    @app_commands.command(name="juntavote", description="The Rebels won: your vote for the new President")
    @DM_ONLY
    @app_commands.describe(candidate="The Rebel you vote for", game=GAME_HELP)
    @app_commands.autocomplete(candidate=player_autocomplete, game=game_autocomplete)
    async def juntavote(self, interaction: discord.Interaction[Any], candidate: str, game: str | None = None) -> None:
        await submit(interaction, game, lambda c: JuntaVote(parse_player(c, candidate)))

    @app_commands.command(name="execute", description="The Rebels won: whom to execute if you are elected")
    @DM_ONLY
    @app_commands.describe(target="The family (empty: nobody)", game=GAME_HELP)
    @app_commands.autocomplete(target=player_autocomplete, game=game_autocomplete)
    async def execute(
        self, interaction: discord.Interaction[Any], target: str | None = None, game: str | None = None
    ) -> None:
        await submit(interaction, game, lambda c: ExecuteIfElected(parse_player(c, target) if target else None))

    @app_commands.command(name="safepassage", description="Coup: let an exile return through an embassy you hold")
    @DM_ONLY
    @app_commands.describe(player="The exile", embassy="The embassy zone", game=GAME_HELP)
    @app_commands.autocomplete(player=player_autocomplete, embassy=zone_autocomplete, game=game_autocomplete)
    async def safepassage(
        self, interaction: discord.Interaction[Any], player: str, embassy: int, game: str | None = None
    ) -> None:
        await submit(interaction, game, lambda c: SafePassage(parse_player(c, player), embassy))


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(OrdersCog(bot))
