"""Units of the coup (RULES 8): kinds, who controls them, where they start.

A unit is one counter on the map. Office-derived units stay with the office: its holder commands them (the
President for his Brother-in-Law's office); a vacant or frozen office's units stand still. Card-placed units
belong to the card's player. A transfer gives control to another player until the coup ends.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from rules.junta.offices import Office


class Kind(StrEnum):
    PALACE_GUARD = "palace_guard"
    POLICE = "police"
    SOLDIER = "soldier"
    TANK = "tank"
    MARINE = "marine"
    PARATROOPER = "paratrooper"
    BODYGUARD = "bodyguard"
    LABOR_RIOTER = "labor_rioter"
    STUDENT = "student"
    STRIKER = "striker"
    RIOTER = "rioter"
    DEMONSTRATOR = "demonstrator"
    BANK_GUARD = "bank_guard"
    MILITIA = "militia"
    HELICOPTER = "helicopter"
    COMMANDO = "commando"


@dataclass(frozen=True)
class KindInfo:
    kind: Kind
    title: str
    armed: bool = True
    dice: int = 1  # dice per volley for an armed unit
    red: bool = False  # red units: Students, Strikers, Rioters, Demonstrators (and the Labor Rioter for the festival)
    ground: bool = False  # New Weapons applies when it comes from the assignee's office
    always_new_weapons: bool = False
    one: str = ""  # one unit, as a count reads it: '1 Student' (default: the title)
    many: str = ""  # several: '3 Students', '2 Police' (default: the title with an s)

    def __post_init__(self) -> None:
        if not self.one:
            object.__setattr__(self, "one", self.title)
        if not self.many:
            object.__setattr__(self, "many", self.one + "s")

    def count(self, n: int) -> str:
        """'1 Soldier', '3 Soldiers', '1 Student', '2 Police'."""
        return f"{n} {self.one if n == 1 else self.many}"


KINDS: dict[Kind, KindInfo] = {
    Kind.PALACE_GUARD: KindInfo(Kind.PALACE_GUARD, "Palace Guard"),
    Kind.POLICE: KindInfo(Kind.POLICE, "Police", many="Police"),
    Kind.SOLDIER: KindInfo(Kind.SOLDIER, "Soldier", ground=True),
    Kind.TANK: KindInfo(Kind.TANK, "Tank", dice=2, ground=True),
    Kind.MARINE: KindInfo(Kind.MARINE, "Marine", ground=True),
    Kind.PARATROOPER: KindInfo(Kind.PARATROOPER, "Paratrooper", ground=True),
    Kind.BODYGUARD: KindInfo(Kind.BODYGUARD, "Bodyguard", dice=2, always_new_weapons=True),
    Kind.LABOR_RIOTER: KindInfo(Kind.LABOR_RIOTER, "Labor Rioter", armed=False, red=True),
    Kind.STUDENT: KindInfo(Kind.STUDENT, "Students", armed=False, red=True, one="Student"),
    Kind.STRIKER: KindInfo(Kind.STRIKER, "Strikers", armed=False, red=True, one="Striker"),
    Kind.RIOTER: KindInfo(Kind.RIOTER, "Rioters", armed=False, red=True, one="Rioter"),
    Kind.DEMONSTRATOR: KindInfo(Kind.DEMONSTRATOR, "Demonstrators", armed=False, red=True, one="Demonstrator"),
    Kind.BANK_GUARD: KindInfo(Kind.BANK_GUARD, "Bank Guards", one="Bank Guard"),
    Kind.MILITIA: KindInfo(Kind.MILITIA, "Militia", many="Militia"),
    Kind.HELICOPTER: KindInfo(Kind.HELICOPTER, "Helicopter"),
    Kind.COMMANDO: KindInfo(Kind.COMMANDO, "Commandos", one="Commando"),
}
# Red units that trigger the Police Response (the Labor Rioter never does).
POLICE_RESPONSE_KINDS = (Kind.STUDENT, Kind.STRIKER, Kind.RIOTER, Kind.DEMONSTRATOR)
# Default loss order: unarmed first, Tanks, Bodyguard and Palace Guard last.
DEFAULT_LOSS_ORDER: tuple[Kind, ...] = (
    Kind.STUDENT,
    Kind.STRIKER,
    Kind.RIOTER,
    Kind.DEMONSTRATOR,
    Kind.LABOR_RIOTER,
    Kind.MILITIA,
    Kind.BANK_GUARD,
    Kind.POLICE,
    Kind.SOLDIER,
    Kind.MARINE,
    Kind.COMMANDO,
    Kind.PARATROOPER,
    Kind.HELICOPTER,
    Kind.TANK,
    Kind.BODYGUARD,
    Kind.PALACE_GUARD,
)

PALACE = 14
CHAMBER = 29
RIVER_LANDINGS = (11, 21, 26)
PRECINCTS = (4, 12, 19, 28)
BARRACKS = {Office.GENERAL_1: 21, Office.GENERAL_2: 20, Office.GENERAL_3: 2}
# The Bodyguard starts by the Minister of War's location (keys: rules.junta.state.Location values).
BODYGUARD_ZONE: dict[str, int] = {"bank": 8, "hq": 9, "home": 18, "mistress": 13, "club": 23}
LABOR_RIOTER_ZONE = 16
AIRSTRIKES_PER_COUP = 3
AIRSTRIKE_DICE = 6
GUNBOAT_DICE = 3
# Foreign intervention: what the die gives, and the forces (each at most once).
INTERVENTION_TABLE = {1: 0, 2: 0, 3: 1, 4: 2, 5: 3, 6: 4}
INTERVENTION_FORCES = ("airstrikes", "helicopter", "paratroopers", "commandos")
INTERVENTION_AIRSTRIKES = 4
# The units each intervention force brings (the Air Strikes are not units).
INTERVENTION_UNITS: dict[str, tuple[Kind, int]] = {
    "helicopter": (Kind.HELICOPTER, 1),
    "paratroopers": (Kind.PARATROOPER, 1),
    "commandos": (Kind.COMMANDO, 3),
}

# Bribe the Brigade: which units each card's force names.
BRIBE_FORCES: dict[str, tuple[Office, ...]] = {
    "1st Brigade": (Office.GENERAL_1,),
    "2nd Brigade": (Office.GENERAL_2,),
    "3rd Brigade": (Office.GENERAL_3,),
    "Police": (Office.MINISTER,),
    "Palace Guard": (Office.PRESIDENT,),
}


@dataclass(frozen=True)
class Unit:
    """One unit. `zone` None: off the map (a Marine, Paratrooper or intervention force not yet landed).
    `office`: the office it derives from; `owner`: the player who brought it by a card; `controller`: a
    transfer's new commander. `rank`: arrival rank in its zone (for first fire); `origin`: where it came from this
    phase (for retreats); `moved`: it moved (or was moved) this phase."""

    id: int
    kind: Kind
    zone: int | None
    office: Office | None = None
    owner: int | None = None
    controller: int | None = None
    rank: int = 0
    origin: int | None = None
    moved: bool = False
    new_weapons: bool = False
    card: str = ""  # the card that placed it, or "intervention"

    @property
    def info(self) -> KindInfo:
        return KINDS[self.kind]

    @property
    def red(self) -> bool:
        return KINDS[self.kind].red


def parse_kind(text: str) -> Kind | None:
    key = text.strip().lower().replace(" ", "_")
    for k in Kind:
        info = KINDS[k]
        if key in (k.value, k.value + "s", *(w.lower().replace(" ", "_") for w in (info.title, info.one, info.many))):
            return k
    return None
