"""Orders of a coup, in DMs: moving, landing, bombarding and firing, transfers, the Police response, coup cards,
losses and retreats, the vote for a side, the intervention, and what the winners decide (the firing squad, the
junta's vote, executions, safe passage)."""

from __future__ import annotations

from discord import app_commands
from discord.ext import commands

from bot.games.junta.cogs.common import Interaction, dm_command
from bot.games.junta.cogs.transformers import (
    ALL_UNITS,
    NO_ZONES,
    NOBODY,
    UNCONDITIONAL,
    CardArg,
    FamiliesArg,
    FamilyArg,
    ForcesArg,
    IfArg,
    UnitKindArg,
    UnitKindsArg,
    UnitsArg,
    WordArg,
    ZoneArg,
    ZonesArg,
)
from bot.games.junta.submit import submit
from bot.games.junta.text.choices import CONCEDE_TITLES, SIDE_TITLES, WEAPON_TITLES
from rules.junta.choices import SIDES, WEAPONS
from rules.junta.orders import Bombard as BombardOrder
from rules.junta.orders import (
    Concede,
    CoupVote,
    ExecuteIfElected,
    Fire,
    FiringSquad,
    InterventionChoice,
    JuntaVote,
    Land,
    LossOrder,
    Move,
    PlayCoupCard,
    PoliceResponse,
    RetreatPermission,
    RetreatRoute,
    SafePassage,
    Transfer,
)


class CoupCog(commands.Cog):
    """Every order of a coup."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    # --- the coup ---------------------------------------------------------------------------------------------------
    @dm_command(
        "move",
        "Coup: move a stack to an adjacent zone",
        slots={
            "from_zone": "Move.from_zone",
            "to_zone": "Move.to_zone",
            "units": "Move.units",
            "via": "Move.via",
            "if": "Move.condition",
        },
        from_zone="The zone the units are in",
        to_zone="The adjacent zone they move to",
        units="Which units, e.g. 'soldier 2, tank 1' (empty: all of yours there)",
        via="A Helicopter: the zone it passes through (board game: units it carries get off there)",
        pick_up="Board game: the Helicopter picks up your units at 'via' that have not moved, and takes them on",
    )
    async def move(
        self,
        interaction: Interaction,
        from_zone: ZoneArg,
        to_zone: ZoneArg,
        units: UnitsArg = ALL_UNITS,
        via: ZoneArg | None = None,
        if_: IfArg = UNCONDITIONAL,
        pick_up: bool = False,
        game: str | None = None,
    ) -> None:
        await submit(
            interaction, game, lambda c: Move(from_zone, to_zone, units.counts(), via, if_.condition(c), pick_up)
        )

    @dm_command(
        "land",
        "Coup: land Marines, Commandos, Paratroopers or the Helicopter",
        slots={"kind": "Land.kind", "zone": "Land.zone", "then_to": "Land.then_to", "if": "Land.condition"},
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
        slots={
            "weapon": "Bombard.weapon",
            "zone": "Bombard.zone",
            "target": "Bombard.target",
            "if": "Bombard.condition",
        },
        weapon="What bombards",
        zone="The zone",
        target="Whose units",
    )
    async def bombard(
        self,
        interaction: Interaction,
        weapon: WordArg,
        zone: ZoneArg,
        target: FamilyArg,
        if_: IfArg = UNCONDITIONAL,
        game: str | None = None,
    ) -> None:
        await submit(
            interaction,
            game,
            lambda c: BombardOrder(weapon.pick(WEAPONS, WEAPON_TITLES), zone, target.seat(c), if_.condition(c)),
        )

    @dm_command(
        "fire",
        "Coup: open fire on a family's units in a zone",
        slots={"zone": "Fire.zone", "target": "Fire.target", "if": "Fire.condition"},
        zone="The zone",
        target="Whose units",
    )
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
        slots={"zone": "Transfer.zone", "to": "Transfer.to", "units": "Transfer.units"},
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
        slots={"from_zone": "PoliceResponse.from_zone", "to_zone": "PoliceResponse.to_zone"},
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
        slots={
            "card": "PlayCoupCard.card",
            "zone": "PlayCoupCard.zone",
            "then_to": "PlayCoupCard.then_to",
            "if": "PlayCoupCard.condition",
        },
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
        "lossorder",
        "Coup: which of your unit kinds die first",
        slots={"kinds": "LossOrder.kinds"},
        kinds="Unit kinds, comma-separated, first dies first",
    )
    async def lossorder(self, interaction: Interaction, kinds: UnitKindsArg, game: str | None = None) -> None:
        await submit(interaction, game, lambda c: LossOrder(kinds.kinds()))

    @dm_command(
        "retreat",
        "Coup: whose retreating units you let into your zones",
        slots={"allow": "RetreatPermission.allow", "deny": "RetreatPermission.deny"},
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

    @dm_command(
        "retreatroute",
        "Coup: where your units in a zone retreat to, tried in your order before the defaults",
        slots={"zone": "RetreatRoute.zone", "to": "RetreatRoute.to"},
        zone="The zone your units are in",
        to="Adjacent zones, best first, comma-separated (empty: withdraw the route)",
    )
    async def retreatroute(
        self, interaction: Interaction, zone: ZoneArg, to: ZonesArg = NO_ZONES, game: str | None = None
    ) -> None:
        await submit(interaction, game, lambda c: RetreatRoute(zone, to.zones()))

    @dm_command(
        "coupvote",
        "Your side in the coup: Pro-Junta or Pro-President (Coup Phase 6; board game: in the aftermath)",
        slots={"side": "CoupVote.side"},
        side="Your side",
    )
    async def coupvote(self, interaction: Interaction, side: WordArg, game: str | None = None) -> None:
        await submit(interaction, game, lambda c: CoupVote(side.pick(SIDES, SIDE_TITLES)))

    @dm_command(
        "concede",
        "Coup, board game rules: agree who wins; when everyone concedes the same side the coup ends",
        slots={"side": "Concede.side"},
        side="Who wins: the President or the Rebels (junta)",
    )
    async def concede(self, interaction: Interaction, side: WordArg, game: str | None = None) -> None:
        await submit(interaction, game, lambda c: Concede(side.pick(SIDES, CONCEDE_TITLES)))

    @dm_command(
        "intervention",
        "Foreign Minister: the intervention forces, best first",
        slots={"forces": "InterventionChoice.forces"},
        forces="e.g. 'airstrikes, helicopter, paratroopers, commandos'",
    )
    async def intervention(self, interaction: Interaction, forces: ForcesArg, game: str | None = None) -> None:
        await submit(interaction, game, lambda c: InterventionChoice(forces.forces()))

    @dm_command(
        "firingsquad",
        "The President won the coup: one Rebel to the firing squad",
        slots={"target": "FiringSquad.target"},
        target="The Rebel (empty: nobody)",
    )
    async def firingsquad(
        self, interaction: Interaction, target: FamilyArg | None = None, game: str | None = None
    ) -> None:
        await submit(interaction, game, lambda c: FiringSquad(target.seat(c) if target else None))

    @dm_command(
        "juntavote",
        "The Rebels won: your vote for the new President",
        slots={"candidate": "JuntaVote.candidate", "tie": "JuntaVote.tie"},
        candidate="The Rebel you vote for",
        tie="As the Rebel Leader: whom you choose if the Junta ties, best first, comma-separated",
    )
    async def juntavote(
        self, interaction: Interaction, candidate: FamilyArg, tie: FamiliesArg = NOBODY, game: str | None = None
    ) -> None:
        await submit(interaction, game, lambda c: JuntaVote(candidate.seat(c), tie.seats(c)))

    @dm_command(
        "execute",
        "The Rebels won: whom to execute if you are elected",
        slots={"target": "ExecuteIfElected.target"},
        target="The family (empty: nobody)",
    )
    async def execute(self, interaction: Interaction, target: FamilyArg | None = None, game: str | None = None) -> None:
        await submit(interaction, game, lambda c: ExecuteIfElected(target.seat(c) if target else None))

    @dm_command(
        "safepassage",
        "Coup: let an exile return through an embassy you hold",
        slots={"player": "SafePassage.player", "embassy": "SafePassage.embassy"},
        player="The exile",
        embassy="The embassy zone",
    )
    async def safepassage(
        self, interaction: Interaction, player: FamilyArg, embassy: ZoneArg, game: str | None = None
    ) -> None:
        await submit(interaction, game, lambda c: SafePassage(player.seat(c), embassy))
