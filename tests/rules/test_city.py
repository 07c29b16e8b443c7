"""The coup map (`rules/junta/city.py`): the shipped data, the checks made at import, and the map's stated property.

Each check is shown failing by feeding `parse_city` a copy of the real map with one thing broken.
"""

from __future__ import annotations

import re
import tomllib
from importlib import resources
from pathlib import Path

import pytest

from rules.junta.city import CITY, PALACE, City, CityError, load_city, parse_city

REPO_ROOT = Path(__file__).resolve().parents[2]
SHARED_SPEC = REPO_ROOT.parent / "shared" / "spec"


def real_text() -> str:
    return resources.files("rules.junta").joinpath("data/city.toml").read_text(encoding="utf-8")


def zone_block(text: str, zone_id: int) -> tuple[int, int]:
    """The span of one [[zone]] table in the toml text."""
    match = re.search(rf"\[\[zone\]\]\nid = {zone_id}\n.*?(?=\n\[\[zone\]\]|\Z)", text, re.S)
    assert match, zone_id
    return match.span()


def set_field(text: str, zone_id: int, line: str, new: str) -> str:
    start, end = zone_block(text, zone_id)
    block = text[start:end]
    key = line.split(" = ")[0]
    replaced = re.sub(rf"^{key} = .*$", new, block, count=1, flags=re.M)
    assert replaced != block or line == new
    return text[:start] + replaced + text[end:]


def neighbours_of(text: str, zone_id: int) -> list[int]:
    start, end = zone_block(text, zone_id)
    match = re.search(r"^neighbours = \[(.*)\]$", text[start:end], re.M)
    assert match
    return [int(n) for n in match.group(1).split(",")]


def set_neighbours(text: str, zone_id: int, neighbours: list[int]) -> str:
    listed = ", ".join(str(n) for n in neighbours)
    return set_field(text, zone_id, "neighbours = ", f"neighbours = [{listed}]")


def link(text: str, a: int, b: int) -> str:
    text = set_neighbours(text, a, [*neighbours_of(text, a), b])
    return set_neighbours(text, b, [*neighbours_of(text, b), a])


def unlink(text: str, a: int, b: int) -> str:
    text = set_neighbours(text, a, [n for n in neighbours_of(text, a) if n != b])
    return set_neighbours(text, b, [n for n in neighbours_of(text, b) if n != a])


# --- the shipped map ----------------------------------------------------------------------------------------


def test_the_real_map_loads_and_is_the_module_constant() -> None:
    """'Map, units and cards are data (spec/city.toml ... copied into the package), checked at import.'"""
    city = load_city()
    assert city == CITY
    assert len(CITY.zones) == 30
    assert [z.id for z in CITY.zones] == list(range(1, 31))


def test_zone_kinds_match_the_rules() -> None:
    """'The rules name zones 8, 9, 13, 18 and 23'; RULES 8: police start 'one in each precinct: 4, 12, 19,
    28', soldiers in 'his barracks: 1st 21, 2nd 20, 3rd 2', Marines land 'in a river zone (11, 21, 26)'."""
    assert CITY.control_points == (7, 8, 14, 22, 29)
    assert CITY.barracks == (2, 20, 21)
    assert CITY.precincts == (4, 12, 19, 28)
    assert CITY.embassies == (5, 15, 17)
    assert CITY.river_zones == (11, 21, 26)
    assert CITY.zone(PALACE).name == "Presidential Palace"
    assert CITY.zone(16).name == "Industrial Zone"


def test_zone_lookup_neighbours_and_adjacency() -> None:
    """'neighbours: adjacent zone ids (symmetric).'"""
    assert CITY.neighbours(2) == (1, 4)
    assert CITY.adjacent(2, 4) and CITY.adjacent(4, 2)
    assert not CITY.adjacent(2, 14)
    with pytest.raises(KeyError, match="no zone 99"):
        CITY.zone(99)


def test_distance_is_breadth_first_and_may_avoid_embassies() -> None:
    """Distance counts moves; 'with or without the embassies' means paths through embassies or around them."""
    assert CITY.distance(1, 1) == 0
    assert CITY.distance(1, 2) == 1
    assert CITY.distance(2, 14) == 4
    # 6 -> 17 (West Embassy) -> 22 is 2 moves; around the embassy it is 6 -> 12 -> 22, also 2.
    assert CITY.distance(6, 22) == 2
    # 7 -> 15 (East Embassy) -> 19 is 2 moves; around the embassy 7 -> 10 -> 19, also 2.
    assert CITY.distance(7, 19, avoid_embassies=True) == 2
    # An embassy may be where a path starts or ends.
    assert CITY.distance(17, 14, avoid_embassies=True) == 1
    # 3 -> 5 -> 1 through the North Embassy; around it 3 -> 6 -> 1: same length.
    assert CITY.distance(3, 1, avoid_embassies=True) == 2


def test_from_every_barracks_two_control_points_at_three_and_the_rest_at_four() -> None:
    """'From every barracks exactly 2 control points lie 3 moves away and the other 2 plus the Palace 4 moves
    away, with or without the embassies.'"""
    for barracks in CITY.barracks:
        for avoid in (False, True):
            assert CITY.distance(barracks, PALACE, avoid) == 4
            others = sorted(CITY.distance(barracks, c, avoid) or 0 for c in CITY.control_points if c != PALACE)
            assert others == [3, 3, 4, 4], (barracks, avoid)


# --- each check at import, shown failing --------------------------------------------------------------------


def test_unchanged_text_parses() -> None:
    """The checks accept the shipped map (the baseline the broken copies below differ from)."""
    assert isinstance(parse_city(real_text()), City)


def test_not_toml_is_refused() -> None:
    """The map is toml; anything else is refused with a sentence, not a parser traceback."""
    with pytest.raises(CityError, match="not valid toml"):
        parse_city("[[zone]\nid = ")


def test_no_zones_is_refused() -> None:
    """'One [[zone]] per area.'"""
    with pytest.raises(CityError, match=r"no \[\[zone\]\] entries"):
        parse_city("title = 'empty'\n")


def test_missing_and_mistyped_fields_are_refused() -> None:
    """'One [[zone]] per area. id ... kind ... river ... x, y ... neighbours': each is required and typed."""
    text = real_text()
    with pytest.raises(CityError, match="Zone 3 has no 'name'"):
        parse_city(set_field(text, 3, "name = ", ""))
    with pytest.raises(CityError, match="Zone 3 has a 'river' that is not a bool"):
        parse_city(set_field(text, 3, "river = ", 'river = "yes"'))
    with pytest.raises(CityError, match="Zone 3 has an unknown kind 'castle'"):
        parse_city(set_field(text, 3, "kind = ", 'kind = "castle"'))
    with pytest.raises(CityError, match="neighbour that is not a zone id"):
        parse_city(set_field(text, 3, "neighbours = ", 'neighbours = [5, "six"]'))


def test_duplicate_ids_are_refused() -> None:
    """'id: the number players use in orders': two zones may not share one."""
    text = real_text()
    broken = set_field(text, 2, "id = ", "id = 1")
    with pytest.raises(CityError, match="Zone id 1 is used by more than one zone"):
        parse_city(broken)


def test_unknown_neighbour_is_refused() -> None:
    """'neighbours: adjacent zone ids': every one must be a zone of the map."""
    broken = set_neighbours(real_text(), 30, [24, 25, 29, 99])
    with pytest.raises(CityError, match="Zone 30 lists neighbour 99, which does not exist"):
        parse_city(broken)


def test_self_loop_is_refused() -> None:
    """A zone is not adjacent to itself: a move goes somewhere else."""
    text = real_text()
    broken = set_neighbours(text, 1, [*neighbours_of(text, 1), 1])
    with pytest.raises(CityError, match="Zone 1 lists itself as its own neighbour"):
        parse_city(broken)


def test_asymmetric_neighbours_are_refused() -> None:
    """'neighbours: adjacent zone ids (symmetric).'"""
    text = real_text()
    broken = set_neighbours(text, 2, [1])  # 2 no longer lists 4, but 4 still lists 2
    with pytest.raises(CityError, match="Zone 4 lists 2 as a neighbour but zone 2 does not list 4"):
        parse_city(broken)


def test_disconnected_city_is_refused() -> None:
    """Every zone can be reached: units march anywhere in the city, given moves enough."""
    text = unlink(unlink(real_text(), 2, 1), 2, 4)
    with pytest.raises(CityError, match="Zone 2 cannot be reached from zone 1"):
        parse_city(text)


def test_palace_must_be_a_control_point() -> None:
    """'The other 2 plus the Palace': the Presidential Palace, zone 14, is itself a control point."""
    broken = set_field(real_text(), 14, "kind = ", 'kind = "district"')
    with pytest.raises(CityError, match="Zone 14, the Presidential Palace, must be a control point"):
        parse_city(broken)


def test_barracks_property_broken_through_the_embassies_is_refused() -> None:
    """'From every barracks exactly 2 control points lie 3 moves away and the other 2 plus the Palace 4 moves
    away, with or without the embassies': a road from barracks 21 to the West Embassy breaks it."""
    broken = link(real_text(), 21, 17)  # 21 -> 17 -> 14: the Palace 2 moves away, through an embassy
    with pytest.raises(CityError, match=r"From barracks 21 \(through the embassies\) exactly 2"):
        parse_city(broken)


def test_barracks_property_broken_only_around_the_embassies_is_refused() -> None:
    """'... with or without the embassies': without the road 7-10, the Radio Station lies 3 moves from the 2nd
    Brigade (20 -> 19 -> 15 -> 7) only through the East Embassy, and 4 moves around it."""
    broken = unlink(real_text(), 7, 10)
    with pytest.raises(CityError, match=r"From barracks 20 \(around the embassies\)"):
        parse_city(broken)


# --- the package copy is the shared spec --------------------------------------------------------------------


# rules/junta/data/classic_deck.toml has no copy in the shared spec: it is ours, checked against VARIANTS.md 8.1 in
# tests/rules/test_classic_deck.py.
def _without_keys(text: bytes, name: str) -> bytes:
    """cards.toml less the one line our copy adds to each card: its stable `key = "..."` (issue 23)."""
    if name != "cards.toml":
        return text
    return b"".join(line for line in text.splitlines(keepends=True) if not line.startswith(b"key = "))


@pytest.mark.parametrize("name", ["city.toml", "cards.toml"])
def test_package_data_is_a_copy_of_the_shared_spec(name: str) -> None:
    """'Map, units and cards are data (spec/city.toml, spec/cards.toml copied into the package).' Our cards.toml is
    the shared spec's byte for byte apart from each card's added stable key."""
    shared = SHARED_SPEC / name
    if not SHARED_SPEC.is_dir():
        pytest.skip(f"the shared spec folder {SHARED_SPEC} is absent, so there is nothing to compare with")
    packaged = resources.files("rules.junta").joinpath(f"data/{name}").read_bytes()
    assert _without_keys(packaged, name) == shared.read_bytes(), f"rules/junta/data/{name} differs from {shared}"


def test_every_card_has_one_stable_key_of_its_own() -> None:
    """Each card of cards.toml has a key, lower case with underscores, no two cards the same."""
    text = resources.files("rules.junta").joinpath("data/cards.toml").read_text(encoding="utf-8")
    keys = [str(c["key"]) for c in tomllib.loads(text)["card"]]
    assert len(keys) == len(set(keys))
    assert all(re.fullmatch(r"[a-z][a-z_]*", k) for k in keys), keys
