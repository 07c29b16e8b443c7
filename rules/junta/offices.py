"""The offices of the Republic (RULES 1). Which of them a game has is its variant's (`rules.junta.variants`)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Office(StrEnum):
    PRESIDENT = "president"
    MINISTER = "minister"
    GENERAL_1 = "general_1"
    GENERAL_2 = "general_2"
    GENERAL_3 = "general_3"
    ADMIRAL = "admiral"
    AIR_FORCE = "air_force"
    MINISTER_OF_WAR = "minister_of_war"
    FOREIGN_MINISTER = "foreign_minister"
    FARM_LABOR = "farm_labor"


@dataclass(frozen=True)
class OfficeInfo:
    """What the rules say of an office. Its names are the catalogues' (bot/text/locales/*/terms.ftl: `office-<id>`
    'Minister', `office-<id>-title` 'Minister of Internal Security', ids with underscores as dashes)."""

    office: Office
    votes: int = 1
    general: bool = False


OFFICE_INFO: dict[Office, OfficeInfo] = {
    Office.PRESIDENT: OfficeInfo(Office.PRESIDENT),
    Office.MINISTER: OfficeInfo(Office.MINISTER),
    Office.GENERAL_1: OfficeInfo(Office.GENERAL_1, general=True),
    Office.GENERAL_2: OfficeInfo(Office.GENERAL_2, general=True),
    Office.GENERAL_3: OfficeInfo(Office.GENERAL_3, general=True),
    Office.ADMIRAL: OfficeInfo(Office.ADMIRAL),
    Office.AIR_FORCE: OfficeInfo(Office.AIR_FORCE),
    Office.MINISTER_OF_WAR: OfficeInfo(Office.MINISTER_OF_WAR),
    Office.FOREIGN_MINISTER: OfficeInfo(Office.FOREIGN_MINISTER),
    Office.FARM_LABOR: OfficeInfo(Office.FARM_LABOR, votes=5),
}

GENERALS = (Office.GENERAL_1, Office.GENERAL_2, Office.GENERAL_3)
# Offices the Minister of War may give New Weapons to (RULES 4.2).
NEW_WEAPONS_OFFICES = (*GENERALS, Office.ADMIRAL, Office.AIR_FORCE)

