"""The city of the Republica: the coup map, loaded from `rules/junta/data/city.toml` and checked at import.

The map is data (a copy of `spec/city.toml`). `parse_city` turns toml text into a `City` and refuses a broken
map with a `CityError` whose message says, in one sentence, what is wrong:

- every zone has an id, a name, a kind, a river flag, a position and a list of neighbours, of the right types;
- zone ids are unique, every neighbour exists, no zone neighbours itself, and neighbours are symmetric;
- the whole city hangs together (every zone can be reached from every other);
- the Presidential Palace (zone 14) is a control point;
- the property the toml header states: "from every barracks exactly 2 control points lie 3 moves away and the
  other 2 plus the Palace 4 moves away, with or without the embassies" (moving through or around embassies).

`CITY` is the checked map every other module uses.
"""

from __future__ import annotations

import tomllib
from collections import deque
from collections.abc import Mapping
from dataclasses import dataclass, field
from importlib import resources
from typing import Final, Literal, cast

ZoneKind = Literal["control_point", "barracks", "precinct", "embassy", "district"]
ZONE_KINDS: Final[tuple[ZoneKind, ...]] = ("control_point", "barracks", "precinct", "embassy", "district")

PALACE: Final = 14
"""The Presidential Palace: a control point, and where the Palace Guard starts."""


class CityError(ValueError):
    """The city map data is broken; the message says what is wrong."""


@dataclass(frozen=True)
class Zone:
    """One area of the city: `id` is the number players use in orders."""

    id: int
    name: str
    kind: ZoneKind
    river: bool
    x: float
    y: float
    neighbours: tuple[int, ...]


@dataclass(frozen=True)
class City:
    """The coup map: zones (sorted by id) and the moves between them."""

    zones: tuple[Zone, ...]
    control_points: tuple[int, ...] = field(init=False)
    barracks: tuple[int, ...] = field(init=False)
    precincts: tuple[int, ...] = field(init=False)
    embassies: tuple[int, ...] = field(init=False)
    river_zones: tuple[int, ...] = field(init=False)
    _by_id: Mapping[int, Zone] = field(init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        zones = tuple(sorted(self.zones, key=lambda z: z.id))
        object.__setattr__(self, "zones", zones)
        object.__setattr__(self, "_by_id", {z.id: z for z in zones})

        def of_kind(kind: ZoneKind) -> tuple[int, ...]:
            return tuple(z.id for z in zones if z.kind == kind)

        object.__setattr__(self, "control_points", of_kind("control_point"))
        object.__setattr__(self, "barracks", of_kind("barracks"))
        object.__setattr__(self, "precincts", of_kind("precinct"))
        object.__setattr__(self, "embassies", of_kind("embassy"))
        object.__setattr__(self, "river_zones", tuple(z.id for z in zones if z.river))

    @property
    def ids(self) -> tuple[int, ...]:
        """Every zone id, ascending."""
        return tuple(z.id for z in self.zones)

    def has_zone(self, zone_id: int) -> bool:
        return zone_id in self._by_id

    def zone(self, zone_id: int) -> Zone:
        """The zone with this id; `KeyError` if there is none."""
        try:
            return self._by_id[zone_id]
        except KeyError:
            raise KeyError(f"There is no zone {zone_id} in the city.") from None

    def label(self, zone_id: int) -> str:
        """A zone as players read it: 'zone 16 (Industrial Zone)'."""
        return f"zone {zone_id} ({self.zone(zone_id).name})" if self.has_zone(zone_id) else f"zone {zone_id}"

    def neighbours(self, zone_id: int) -> tuple[int, ...]:
        return self.zone(zone_id).neighbours

    def adjacent(self, a: int, b: int) -> bool:
        return b in self.zone(a).neighbours

    def distance(self, a: int, b: int, avoid_embassies: bool = False) -> int | None:
        """The fewest moves from zone `a` to zone `b` (breadth-first search), or None if `b` is out of reach.

        With `avoid_embassies` the path may not pass through an embassy (it may still start or end in one).
        """
        self.zone(a)
        self.zone(b)
        if a == b:
            return 0
        blocked = set(self.embassies) if avoid_embassies else set()
        seen = {a}
        queue: deque[tuple[int, int]] = deque([(a, 0)])
        while queue:
            here, steps = queue.popleft()
            for nxt in self._by_id[here].neighbours:
                if nxt == b:
                    return steps + 1
                if nxt in seen or nxt in blocked:
                    continue
                seen.add(nxt)
                queue.append((nxt, steps + 1))
        return None


def _field(raw: Mapping[str, object], key: str, kind: type, where: str) -> object:
    if key not in raw:
        raise CityError(f"{where} has no '{key}'.")
    value = raw[key]
    if kind is float:
        ok = isinstance(value, int | float) and not isinstance(value, bool)
    elif kind is int:
        ok = isinstance(value, int) and not isinstance(value, bool)
    else:
        ok = isinstance(value, kind)
    if not ok:
        raise CityError(f"{where} has a '{key}' that is not a {kind.__name__}: {value!r}.")
    return value


def _zone_from_toml(raw: object, index: int) -> Zone:
    where = f"Zone entry #{index + 1}"
    if not isinstance(raw, dict):
        raise CityError(f"{where} is not a table.")
    table = cast(dict[str, object], raw)
    zone_id = cast(int, _field(table, "id", int, where))
    where = f"Zone {zone_id}"
    name = cast(str, _field(table, "name", str, where))
    if not name.strip():
        raise CityError(f"{where} has an empty name.")
    kind = cast(str, _field(table, "kind", str, where))
    if kind not in ZONE_KINDS:
        raise CityError(f"{where} has an unknown kind '{kind}' (expected one of {', '.join(ZONE_KINDS)}).")
    river = cast(bool, _field(table, "river", bool, where))
    x = float(cast(float, _field(table, "x", float, where)))
    y = float(cast(float, _field(table, "y", float, where)))
    raw_neighbours = _field(table, "neighbours", list, where)
    neighbours: list[int] = []
    for n in cast(list[object], raw_neighbours):
        if not isinstance(n, int) or isinstance(n, bool):
            raise CityError(f"{where} lists a neighbour that is not a zone id: {n!r}.")
        neighbours.append(n)
    if len(set(neighbours)) != len(neighbours):
        raise CityError(f"{where} lists the same neighbour twice.")
    return Zone(zone_id, name, kind, river, x, y, tuple(sorted(neighbours)))


def _check_structure(zones: list[Zone]) -> None:
    if not zones:
        raise CityError("The city has no zones.")
    ids: set[int] = set()
    for z in zones:
        if z.id in ids:
            raise CityError(f"Zone id {z.id} is used by more than one zone.")
        ids.add(z.id)
    by_id = {z.id: z for z in zones}
    for z in zones:
        for n in z.neighbours:
            if n == z.id:
                raise CityError(f"Zone {z.id} lists itself as its own neighbour.")
            if n not in by_id:
                raise CityError(f"Zone {z.id} lists neighbour {n}, which does not exist.")
            if z.id not in by_id[n].neighbours:
                raise CityError(
                    f"Zone {z.id} lists {n} as a neighbour but zone {n} does not list {z.id}: "
                    "neighbours must be symmetric."
                )


def _check_connected(city: City) -> None:
    first = city.zones[0].id
    for z in city.zones:
        if city.distance(first, z.id) is None:
            raise CityError(f"Zone {z.id} cannot be reached from zone {first}: the city must hang together.")


def _check_barracks_distances(city: City) -> None:
    if PALACE not in city.ids or city.zone(PALACE).kind != "control_point":
        raise CityError(f"Zone {PALACE}, the Presidential Palace, must be a control point.")
    if not city.barracks:
        raise CityError("The city has no barracks.")
    others = [c for c in city.control_points if c != PALACE]
    for b in city.barracks:
        for avoid in (False, True):
            how = "around the embassies" if avoid else "through the embassies"
            palace = city.distance(b, PALACE, avoid)
            dists = sorted(d if d is not None else -1 for d in (city.distance(b, c, avoid) for c in others))
            if palace != 4 or dists != [3, 3, 4, 4]:
                shown = ", ".join(f"{c}: {city.distance(b, c, avoid)}" for c in (*others, PALACE))
                raise CityError(
                    f"From barracks {b} ({how}) exactly 2 control points must lie 3 moves away and the other "
                    f"2 plus the Palace 4 moves away, but the distances are {shown}."
                )


def parse_city(text: str) -> City:
    """Parse and check a city map in toml; raise `CityError` saying what is wrong if it is broken."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise CityError(f"The city map is not valid toml: {exc}.") from exc
    raw_zones = data.get("zone")
    if not isinstance(raw_zones, list):
        raise CityError("The city map has no [[zone]] entries.")
    zones = [_zone_from_toml(raw, i) for i, raw in enumerate(cast(list[object], raw_zones))]
    _check_structure(zones)
    city = City(tuple(zones))
    _check_connected(city)
    _check_barracks_distances(city)
    return city


def load_city() -> City:
    """The city map shipped with the package (`rules/junta/data/city.toml`), checked."""
    text = resources.files("rules.junta").joinpath("data/city.toml").read_text(encoding="utf-8")
    return parse_city(text)


CITY: Final[City] = load_city()
