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
    office: Office
    title: str
    short: str
    votes: int = 1
    general: bool = False


OFFICE_INFO: dict[Office, OfficeInfo] = {
    Office.PRESIDENT: OfficeInfo(Office.PRESIDENT, "El Presidente", "President"),
    Office.MINISTER: OfficeInfo(Office.MINISTER, "Minister of Internal Security", "Minister"),
    Office.GENERAL_1: OfficeInfo(
        Office.GENERAL_1, "Generalissimo of the 1st Army Brigade", "1st General", general=True
    ),
    Office.GENERAL_2: OfficeInfo(
        Office.GENERAL_2, "Generalissimo of the 2nd Army Brigade", "2nd General", general=True
    ),
    Office.GENERAL_3: OfficeInfo(
        Office.GENERAL_3, "Generalissimo of the 3rd Army Brigade", "3rd General", general=True
    ),
    Office.ADMIRAL: OfficeInfo(Office.ADMIRAL, "Admiral of the Navy", "Admiral"),
    Office.AIR_FORCE: OfficeInfo(Office.AIR_FORCE, "Air Force Commander", "Air Force"),
    Office.MINISTER_OF_WAR: OfficeInfo(Office.MINISTER_OF_WAR, "Minister of War", "Minister of War"),
    Office.FOREIGN_MINISTER: OfficeInfo(Office.FOREIGN_MINISTER, "Foreign Minister", "Foreign Minister"),
    Office.FARM_LABOR: OfficeInfo(Office.FARM_LABOR, "Farm & Labor Secretary", "Farm & Labor", votes=5),
}

GENERALS = (Office.GENERAL_1, Office.GENERAL_2, Office.GENERAL_3)
# Offices the Minister of War may give New Weapons to (RULES 4.2).
NEW_WEAPONS_OFFICES = (*GENERALS, Office.ADMIRAL, Office.AIR_FORCE)


def parse_office(text: str) -> Office | None:
    """An office from its id, short name or title (case-insensitive); None if unknown."""
    key = text.strip().lower()
    for info in OFFICE_INFO.values():
        if key in (info.office.value, info.short.lower(), info.title.lower()):
            return info.office
    return None
