"""Example pictures for a reviewer: `python -m render.demo --out DIR`.

Writes a quiet city and a coup in full swing (the full map, and the overview Discord shows inline), a cabinet card
and the money deck early and late. The sample views are also what the golden-image tests and `python -m
bench.render` draw.
"""

from __future__ import annotations

import argparse
import functools
import importlib
from pathlib import Path

from render.words import Words
from rules.junta.mapview import (
    Battle,
    Bombardment,
    CabinetRow,
    CabinetView,
    Control,
    CoupMapView,
    Family,
    MoneyDeckView,
    Move,
    Placement,
    Retreat,
    Stack,
)

FAMILIES = (
    Family(1, "Alvarez"),
    Family(2, "Benitez"),
    Family(3, "Castillo"),
    Family(4, "Duarte"),
    Family(5, "Escobar"),
    Family(6, "Fuentes de la Vega y Castro"),
    Family(7, "Gutierrez"),
    Family(8, "Herrera"),
    Family(9, "Ibarra"),
    Family(10, "Jimenez"),
)


def _start_of_coup_stacks() -> tuple[Stack, ...]:
    """Units where RULES 8 starts them, with the offices spread over the families."""
    return (
        Stack(14, 1, "palace_guard", 4),
        Stack(4, 2, "police", 1),
        Stack(12, 2, "police", 1),
        Stack(19, 2, "police", 1),
        Stack(28, 2, "police", 1),
        Stack(21, 3, "soldier", 5),
        Stack(21, 3, "tank", 1),
        Stack(20, 4, "soldier", 5),
        Stack(20, 4, "tank", 1),
        Stack(2, 5, "soldier", 5),
        Stack(2, 5, "tank", 1),
        Stack(16, 9, "labor_rioter", 1),
        Stack(8, 8, "bodyguard", 1),
    )


def quiet_city() -> CoupMapView:
    """The first coup phase: units at their starting places, nothing happened yet."""
    return CoupMapView(
        turn=3,
        phase="coup_1",
        deadline="Thu 14 May, 22:00 EDT",
        families=FAMILIES,
        stacks=_start_of_coup_stacks(),
        control=(*(Control(z, "empty") for z in (7, 8, 22, 29)), Control(14, "loyalists")),
    )


def coup_in_full_swing() -> CoupMapView:
    """The fourth coup phase of a bloody coup: crowded zones, every kind of event."""
    stacks = (
        Stack(14, 1, "palace_guard", 3),
        Stack(14, 3, "soldier", 3),
        Stack(14, 3, "tank", 1),
        Stack(14, 5, "student", 2),
        Stack(14, 2, "police", 1),
        Stack(14, 7, "paratrooper", 1),
        Stack(8, 6, "soldier", 2),
        Stack(8, 8, "bodyguard", 1),
        Stack(8, 2, "police", 1),
        Stack(8, 10, "bank_guard", 2),
        Stack(7, 4, "soldier", 4),
        Stack(7, 4, "tank", 1),
        Stack(7, 9, "striker", 3),
        Stack(22, 5, "soldier", 3),
        Stack(22, 9, "labor_rioter", 1),
        Stack(29, 2, "police", 2),
        Stack(29, 6, "militia", 3),
        Stack(29, 10, "rioter", 2),
        Stack(29, 1, "demonstrator", 4),
        Stack(29, 3, "helicopter", 1),
        Stack(29, 8, "commando", 2),
        Stack(29, 4, "soldier", 1),
        Stack(29, 7, "marine", 1),
        Stack(11, 7, "marine", 1),
        Stack(11, 7, "gunboat", 1),
        Stack(13, 5, "student", 3),
        Stack(13, 3, "soldier", 2),
        Stack(9, 6, "soldier", 2),
        Stack(18, 7, "paratrooper", 1),
        Stack(23, 5, "soldier", 1),
        Stack(23, 9, "striker", 2),
        Stack(20, 4, "soldier", 1),
        Stack(21, 3, "tank", 1),
        Stack(12, 2, "police", 1),
        Stack(28, 2, "police", 1),
    )
    return CoupMapView(
        turn=7,
        phase="coup_4",
        deadline="Sat 16 May, 22:00 EDT",
        families=FAMILIES,
        stacks=stacks,
        off_map=(
            (4, "airstrikes", 1),
            (6, "gunboat", 1),
            (4, "land:paratrooper", 1),
            (2, "intervention", 2),
        ),
        control=(
            Control(14, "loyalists"),
            Control(8, "rebels"),
            Control(7, "shared"),
            Control(22, "rebels"),
            Control(29, "empty"),
        ),
        moves=(
            Move(3, 13, 14, 4),
            Move(3, 6, 13, 2),
            Move(4, 18, 7, 4),
            Move(5, 17, 22, 3),
            Move(6, 9, 8, 2),
            Move(2, 23, 29, 1),
            Move(8, 23, 29, 2),
            Move(10, 18, 29, 2),
            Move(3, 7, 29, 1),
        ),
        bombardments=(
            Bombardment(14, "airstrike", 7, 3, 2),
            Bombardment(11, "gunboat", 7, 9, 0),
            Bombardment(22, "intervention_airstrike", None, 5, 1),
        ),
        battles=(
            Battle(14, ((3, 2), (1, 1), (5, 1))),
            Battle(8, ((6, 1), (8, 0), (10, 1))),
            Battle(29, ((2, 1), (6, 2))),
        ),
        retreats=(
            Retreat(6, "soldier", 2, 8, 9),
            Retreat(3, "tank", 1, 14, None),
            Retreat(9, "striker", 2, 22, 23),
            Retreat(1, "demonstrator", 1, 28, None),
        ),
        placements=(
            Placement(5, "student", 3, 13, "card: Student Riot"),
            Placement(7, "paratrooper", 1, 18, "air drop"),
            Placement(8, "commando", 2, 29, "foreign intervention"),
        ),
        rebels=(3, 5, 6, 8),
    )


def money_early() -> MoneyDeckView:
    return MoneyDeckView(drawn=23)


def money_late() -> MoneyDeckView:
    """Drawn past the 96 known bills, into the unknown tail."""
    return MoneyDeckView(drawn=101)


def cabinet() -> CabinetView:
    return CabinetView(
        turn=7,
        president="Alvarez",
        rows=(
            CabinetRow("president", "Alvarez", "held"),
            CabinetRow("minister", "Benitez", "held"),
            CabinetRow("general_1", "Castillo", "held"),
            CabinetRow("general_2", "Duarte", "held"),
            CabinetRow("general_3", None, "brother_in_law"),
            CabinetRow("admiral", "Gutierrez", "held"),
            CabinetRow("air_force", "Gutierrez", "held"),
            CabinetRow("minister_of_war", None, "frozen"),
            CabinetRow("foreign_minister", "Herrera", "held"),
            CabinetRow("farm_labor", None, "vacant"),
        ),
        dead=("Ibarra",),
        exiled=("Jimenez", "Fuentes de la Vega y Castro"),
    )


def write_all(out: Path, words: Words) -> list[Path]:
    """The example pictures, their words in `words`' language (`render.words`)."""
    from render import render_cabinet, render_map, render_map_overview, render_money_deck

    out.mkdir(parents=True, exist_ok=True)
    pictures = {
        "map_quiet.png": render_map(quiet_city(), words),
        "map_coup.png": render_map(coup_in_full_swing(), words),
        "overview_quiet.png": render_map_overview(quiet_city(), words),
        "overview_coup.png": render_map_overview(coup_in_full_swing(), words),
        "money_early.png": render_money_deck(money_early(), words),
        "money_late.png": render_money_deck(money_late(), words),
        "cabinet.png": render_cabinet(cabinet(), words),
    }
    paths = []
    for name, data in pictures.items():
        path = out / name
        path.write_bytes(data)
        paths.append(path)
    return paths


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Write example pictures of the coup map and status cards.")
    parser.add_argument("--out", type=Path, required=True, help="folder to write the PNGs into")
    parser.add_argument("--language", default="en", help="the pictures' language: en or de")
    args = parser.parse_args(argv)
    # The demo's command line borrows the bot's catalogues for the pictures' words; render itself never imports the
    # bot (its drawing functions take `words`).
    t = importlib.import_module("bot.text.i18n").t
    for path in write_all(args.out, functools.partial(t, args.language)):
        print(f"{path}  {path.stat().st_size // 1024} KiB")


if __name__ == "__main__":
    main()
