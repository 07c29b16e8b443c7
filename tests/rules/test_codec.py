"""Tests of `rules.codec`: round trips, deterministic text, error paths, schema versioning and speed."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field, make_dataclass
from enum import Enum, IntEnum, StrEnum
from types import MappingProxyType
from typing import Any, Literal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.codec import (
    CodecError,
    JSONValue,
    dump_versioned,
    dumps,
    from_json,
    load_versioned,
    loads,
    register,
    to_json,
    upgrade,
)

# ---------------------------------------------------------------------------------------- sample engine types


class Phase(StrEnum):
    SETUP = "setup"
    BUDGET = "budget"
    COUP = "coup"


class Office(IntEnum):
    PRESIDENT = 0
    MINISTER = 1
    GENERAL = 2


class Weather(Enum):
    SUN = 1
    RAIN = "rain"


@dataclass(frozen=True)
class Bill:
    id: int
    value: int


@dataclass(frozen=True)
class Player:
    id: int
    name: str
    pocket: tuple[Bill, ...] = ()
    hand: frozenset[str] = frozenset()
    office: Office | None = None
    alive: bool = True


@dataclass(frozen=True)
class Nominate:
    player: int
    office: Office


@dataclass(frozen=True)
class Vote:
    player: int
    yes: bool


@dataclass(frozen=True)
class Appoint:
    player: int
    target: int
    office: Office


Order = Nominate | Vote | Appoint


@dataclass(frozen=True)
class Pending:
    order: Nominate | Vote | Appoint
    deadline: int | str


@dataclass(frozen=True)
class GameState:
    phase: Phase
    round: int
    players: tuple[Player, ...]
    deck: tuple[str, ...] = ()
    discards: frozenset[int] = frozenset()
    votes: dict[int, bool] = field(default_factory=dict)
    pending: tuple[Pending, ...] = ()
    president: int | None = None
    rates: Mapping[str, float] = field(default_factory=dict)
    position: tuple[int, str] = (0, "capital")
    mood: Literal["calm", "tense"] = "calm"
    note: object = None
    offices: dict[Office, int] = field(default_factory=dict)
    weather: Weather = Weather.SUN


@dataclass(frozen=True)
class CodecMemo:
    """Only ever held in `object`/`Any` fields, so it must be tagged there."""

    text: str
    round: int = 0


@dataclass(frozen=True)
class Envelope:
    payload: Any
    extra: tuple[object, ...] = ()


@dataclass(frozen=True)
class Event:
    round: int


@dataclass(frozen=True)
class CoupEvent(Event):
    leader: int


@dataclass(frozen=True)
class Log:
    last: Event


@dataclass(frozen=True)
class Node:
    label: str
    children: tuple[Node, ...] = ()


@dataclass(frozen=True)
class BadField:
    blob: bytes


@dataclass(frozen=True)
class Checked:
    value: int

    def __post_init__(self) -> None:
        if self.value < 0:
            raise ValueError("value must not be negative")


@dataclass(frozen=True)
class Tally:
    yes: int
    no: int
    total: int = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "total", self.yes + self.no)


@dataclass(frozen=True)
class Wallet:
    owner: str
    bills: tuple[Bill, ...]


def sample_state() -> GameState:
    """A small state using every kind of field."""
    return GameState(
        phase=Phase.BUDGET,
        round=3,
        players=(
            Player(0, "Ana", (Bill(1, 5), Bill(2, 10)), frozenset({"ambush", "bribe"}), Office.PRESIDENT),
            Player(1, "Bo", alive=False),
        ),
        deck=("c3", "c1"),
        discards=frozenset({12, 3, 7}),
        votes={0: True, 1: False},
        pending=(Pending(Vote(1, True), 60), Pending(Nominate(0, Office.GENERAL), "end of phase")),
        president=0,
        rates={"bank": 1.5},
        position=(4, "port"),
        mood="tense",
        note={"seen": [1, "two", None]},
        offices={Office.MINISTER: 1},
        weather=Weather.RAIN,
    )


def big_state() -> GameState:
    """About 10 players, 100 bills and 100 card ids: the size of a real game."""
    players = tuple(
        Player(
            i,
            f"player {i}",
            tuple(Bill(i * 100 + j, (j % 5 + 1) * 5) for j in range(10)),
            frozenset(f"card-{i}-{k}" for k in range(3)),
            Office(i) if i < 3 else None,
        )
        for i in range(10)
    )
    return GameState(
        phase=Phase.COUP,
        round=7,
        players=players,
        deck=tuple(f"card-{n}" for n in range(60)),
        discards=frozenset(range(40)),
        votes={i: i % 2 == 0 for i in range(10)},
        pending=tuple(Pending(Vote(i, i % 3 == 0), i) for i in range(10)),
        president=2,
    )


# ---------------------------------------------------------------------------------------- strategies

json_values: st.SearchStrategy[Any] = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(),
    lambda inner: (
        st.lists(inner, max_size=3)
        | st.dictionaries(st.text(max_size=5).filter(lambda key: key != "$type"), inner, max_size=3)
    ),
    max_leaves=8,
)
bills = st.builds(Bill, id=st.integers(), value=st.integers(min_value=0, max_value=100))
players = st.builds(
    Player,
    id=st.integers(0, 9),
    name=st.text(max_size=10),
    pocket=st.lists(bills, max_size=4).map(tuple),
    hand=st.frozensets(st.text(max_size=6), max_size=4),
    office=st.none() | st.sampled_from(Office),
    alive=st.booleans(),
)
orders: st.SearchStrategy[Nominate | Vote | Appoint] = st.one_of(
    st.builds(Nominate, player=st.integers(0, 9), office=st.sampled_from(Office)),
    st.builds(Vote, player=st.integers(0, 9), yes=st.booleans()),
    st.builds(Appoint, player=st.integers(0, 9), target=st.integers(0, 9), office=st.sampled_from(Office)),
)
states = st.builds(
    GameState,
    phase=st.sampled_from(Phase),
    round=st.integers(0, 20),
    players=st.lists(players, max_size=4).map(tuple),
    deck=st.lists(st.text(max_size=6), max_size=6).map(tuple),
    discards=st.frozensets(st.integers(), max_size=6),
    votes=st.dictionaries(st.integers(), st.booleans(), max_size=4),
    pending=st.lists(st.builds(Pending, order=orders, deadline=st.integers() | st.text()), max_size=3).map(
        tuple
    ),
    president=st.none() | st.integers(0, 9),
    rates=st.dictionaries(st.text(max_size=5), st.floats(allow_nan=False, allow_infinity=False), max_size=3),
    position=st.tuples(st.integers(), st.text(max_size=5)),
    mood=st.sampled_from(["calm", "tense"]),
    note=json_values | st.builds(CodecMemo, text=st.text(max_size=5), round=st.integers()),
    offices=st.dictionaries(st.sampled_from(Office), st.integers(), max_size=3),
    weather=st.sampled_from(Weather),
)


# ---------------------------------------------------------------------------------------- round trips


def test_round_trip_sample_state() -> None:
    """A state with every kind of field comes back equal through JSON values and through text."""
    state = sample_state()
    assert from_json(GameState, to_json(state)) == state
    assert loads(GameState, dumps(state)) == state


def test_json_shape() -> None:
    """Enums become values, frozensets sorted lists, int keys strings; only union fields are tagged."""
    data = to_json(sample_state())
    assert isinstance(data, dict)
    assert data["phase"] == "budget"
    assert data["weather"] == "rain"
    assert data["discards"] == [3, 7, 12]
    assert data["votes"] == {"0": True, "1": False}
    assert data["offices"] == {"1": 1}
    assert data["position"] == [4, "port"]
    assert data["pending"] == [
        {"order": {"$type": "Vote", "player": 1, "yes": True}, "deadline": 60},
        {"order": {"$type": "Nominate", "player": 0, "office": 2}, "deadline": "end of phase"},
    ]
    assert data["players"] == [
        {
            "id": 0,
            "name": "Ana",
            "pocket": [{"id": 1, "value": 5}, {"id": 2, "value": 10}],
            "hand": ["ambush", "bribe"],
            "office": 0,
            "alive": True,
        },
        {"id": 1, "name": "Bo", "pocket": [], "hand": [], "office": None, "alive": False},
    ]


@settings(max_examples=150)
@given(states)
def test_round_trip_property(state: GameState) -> None:
    """Any generated state survives to_json/from_json and dumps/loads unchanged."""
    assert from_json(GameState, to_json(state)) == state
    assert loads(GameState, dumps(state)) == state


@given(orders)
def test_union_round_trip_property(order: Nominate | Vote | Appoint) -> None:
    """An order encoded against the declared union is tagged with its class and decodes back."""
    data = to_json(order, Order)
    assert isinstance(data, dict)
    assert data["$type"] == type(order).__name__
    assert from_json(Order, data) == order
    assert from_json(type(order), to_json(order)) == order


@given(st.one_of(st.integers(), st.text(), st.none(), st.sampled_from(Phase)))
def test_primitive_union_round_trip(value: int | str | Phase | None) -> None:
    """Unions of primitives, an enum and None pick the right member back from the JSON shape."""
    tp = Phase | int | str | None
    back = from_json(tp, to_json(value, tp))
    assert back == value
    assert type(back) is type(value) or value in {p.value for p in Phase}


@given(st.dictionaries(st.integers(), st.lists(bills, max_size=3).map(tuple), max_size=5))
def test_int_keyed_dict_property(value: dict[int, tuple[Bill, ...]]) -> None:
    """dict[int, ...] keys are written as strings and read back as ints."""
    tp = dict[int, tuple[Bill, ...]]
    data = to_json(value, tp)
    assert isinstance(data, dict)
    assert all(isinstance(key, str) for key in data)
    assert from_json(tp, data) == value


def test_numbers_choose_int_before_float() -> None:
    """In `float | int` an integral JSON number is an int and a fractional one a float."""
    assert type(from_json(float | int, 3)) is int
    assert type(from_json(float | int, 3.5)) is float
    assert from_json(float, 3) == 3.0 and type(from_json(float, 3)) is float


def test_literal_and_str_union() -> None:
    """A Literal member wins over plain str for its own values; other strings stay str."""
    tp = Literal["calm", "tense"] | str
    assert from_json(tp, "calm") == "calm"
    assert from_json(tp, "anything") == "anything"


def test_mapping_proxy_encodes_like_dict() -> None:
    """A read-only MappingProxyType in a Mapping field encodes and comes back equal."""
    state = GameState(Phase.SETUP, 0, (), rates=MappingProxyType({"a": 2.0}))
    assert loads(GameState, dumps(state)) == state


def test_any_field_holds_json_and_tagged_dataclasses() -> None:
    """Any/object fields pass JSON values through and tag dataclasses, nested in lists and dicts too."""
    value = Envelope({"memos": [CodecMemo("hi", 2)], "n": 1}, (CodecMemo("x"), 3, "y"))
    data = to_json(value)
    assert data == {
        "payload": {"memos": [{"$type": "CodecMemo", "text": "hi", "round": 2}], "n": 1},
        "extra": [{"$type": "CodecMemo", "text": "x", "round": 0}, 3, "y"],
    }
    assert from_json(Envelope, data) == value


def test_subclass_instance_in_base_field_is_tagged() -> None:
    """A subclass instance in a field declared as its base class is tagged and decoded as the subclass."""
    log = Log(CoupEvent(4, leader=2))
    data = to_json(log)
    assert data == {"last": {"$type": "CoupEvent", "round": 4, "leader": 2}}
    assert from_json(Log, data) == log
    assert from_json(Log, {"last": {"round": 1}}) == Log(Event(1))


def test_recursive_dataclass() -> None:
    """A dataclass that contains itself round-trips."""
    tree = Node("root", (Node("a"), Node("b", (Node("c"),))))
    assert loads(Node, dumps(tree)) == tree


def test_init_false_fields_are_left_out() -> None:
    """Fields computed in __post_init__ (init=False) are not written and are recomputed on reading."""
    assert to_json(Tally(2, 1)) == {"yes": 2, "no": 1}
    assert from_json(Tally, {"yes": 2, "no": 1}).total == 3
    with pytest.raises(CodecError, match=r"^\$\.total: unknown field 'total' for Tally"):
        from_json(Tally, {"yes": 2, "no": 1, "total": 3})


def test_top_level_containers_and_primitives() -> None:
    """Top-level tuples, frozensets and primitives round-trip with an explicit declared type."""
    assert from_json(tuple[Bill, ...], to_json((Bill(1, 2),))) == (Bill(1, 2),)
    assert from_json(frozenset[str], to_json(frozenset({"b", "a"}))) == frozenset({"a", "b"})
    assert from_json(int, to_json(5)) == 5
    assert from_json(None, to_json(None)) is None
    assert from_json(list[int], [1, 2]) == [1, 2]


# ---------------------------------------------------------------------------------------- determinism


def test_same_object_same_text() -> None:
    """dumps is compact, key-sorted and identical for equal objects built in different orders."""
    one = sample_state()
    two = GameState(
        **{
            **one.__dict__,
            "discards": frozenset([7, 12, 3]),
            "votes": {1: False, 0: True},
            "players": (
                Player(0, "Ana", (Bill(1, 5), Bill(2, 10)), frozenset(["bribe", "ambush"]), Office.PRESIDENT),
                Player(1, "Bo", alive=False),
            ),
        }
    )
    assert one == two
    text = dumps(one)
    assert text == dumps(two)
    assert " " not in text.replace("end of phase", "")
    assert text == json.dumps(json.loads(text), sort_keys=True, separators=(",", ":"), ensure_ascii=False)


@settings(max_examples=60)
@given(states)
def test_text_is_stable_property(state: GameState) -> None:
    """Decoding and re-encoding gives byte-for-byte the same text."""
    text = dumps(state)
    assert dumps(loads(GameState, text)) == text


def test_mixed_frozenset_sorted_by_json_text() -> None:
    """A frozenset of mixed JSON shapes is ordered by each item's compact JSON text ('"a"' < '2' < 'null')."""
    tp = frozenset[int | str | None]
    assert to_json(frozenset({"b", 2, None, "a"}), tp) == ["a", "b", 2, None]
    assert to_json(frozenset({10, 9, 2.5}), frozenset[float]) == [2.5, 9, 10]


# ---------------------------------------------------------------------------------------- defaults


def test_missing_fields_take_defaults() -> None:
    """Fields absent from the JSON take the dataclass default or default_factory."""
    state = from_json(GameState, {"phase": "setup", "round": 1, "players": [{"id": 2, "name": "Cy"}]})
    assert state == GameState(Phase.SETUP, 1, (Player(2, "Cy"),))
    assert state.votes == {} and state.rates == {}


def test_explicit_type_tag_on_concrete_class_is_accepted() -> None:
    """An object tagged with its own class name decodes where that class is declared."""
    assert from_json(Bill, {"$type": "Bill", "id": 1, "value": 2}) == Bill(1, 2)


# ---------------------------------------------------------------------------------------- decoding errors


def state_json() -> dict[str, Any]:
    """A fresh JSON document of the sample state, to corrupt."""
    data = json.loads(dumps(big_state()))
    assert isinstance(data, dict)
    return data


def decode_error(data: JSONValue, tp: object = GameState) -> str:
    """The message of the CodecError raised by decoding `data` with root `state`."""
    with pytest.raises(CodecError) as info:
        from_json(tp, data, root="state")
    return str(info.value)


def test_error_path_names_the_nested_value() -> None:
    """A wrong type deep inside names the full path, e.g. state.players[3].pocket[0].value."""
    data = state_json()
    data["players"][3]["pocket"][0]["value"] = "7"
    with pytest.raises(CodecError) as info:
        from_json(GameState, data, root="state")
    assert str(info.value) == "state.players[3].pocket[0].value: expected int, got string '7'"
    assert info.value.path == "state.players[3].pocket[0].value"
    assert isinstance(info.value, ValueError)


def test_default_root_is_dollar() -> None:
    """Without root= the path starts with `$`."""
    with pytest.raises(CodecError, match=r"^\$\.id: expected int"):
        from_json(Bill, {"id": None, "value": 1})


def test_unknown_field_is_an_error() -> None:
    """An unexpected key is refused, naming its path and the class."""
    data = state_json()
    data["players"][1]["junk"] = 1
    assert decode_error(data) == "state.players[1].junk: unknown field 'junk' for Player"


def test_missing_required_field_is_an_error() -> None:
    """A missing field without default is refused with its path."""
    data = state_json()
    del data["players"][2]["name"]
    assert decode_error(data) == "state.players[2].name: missing required field 'name' of Player"


@pytest.mark.parametrize(
    ("mutate", "expected"),
    [
        (
            lambda d: d.update(phase="lunch"),
            "state.phase: expected a value of Phase ('setup', 'budget', 'coup'), got string 'lunch'",
        ),
        (lambda d: d.update(round=True), "state.round: expected int, got boolean True"),
        (lambda d: d.update(round=1.0), "state.round: expected int, got number 1.0"),
        (lambda d: d.update(players={}), "state.players: expected an array"),
        (lambda d: d["votes"].update({"03": True}), 'state.votes["03"]: expected an integer key'),
        (lambda d: d["votes"].update({"4": 1}), "state.votes[4]: expected bool, got integer 1"),
        (lambda d: d.update(discards=[1, 1]), "state.discards: duplicate items"),
        (lambda d: d.update(position=[1]), "state.position: expected an array of 2 items"),
        (lambda d: d.update(position=[1, 2]), "state.position[1]: expected str, got integer 2"),
        (lambda d: d.update(mood="angry"), "state.mood: expected Literal['calm', 'tense']"),
        (lambda d: d.update(president="Ana"), "state.president: expected int | None, got string 'Ana'"),
        (lambda d: d["pending"][0].update(deadline=1.5), "state.pending[0].deadline: expected int | str"),
        (lambda d: d["pending"][0]["order"].pop("$type"), 'state.pending[0].order: missing "$type"'),
        (
            lambda d: d["pending"][0]["order"].update({"$type": "Bill"}),
            # names Bill; may call the name ambiguous once rules.junta.money.Bill is known
            "state.pending[0].order.$type: ",
        ),
        (
            lambda d: d["pending"][0]["order"].update({"$type": "Nope"}),
            "state.pending[0].order.$type: unknown class 'Nope'",
        ),
        (lambda d: d["pending"][1]["order"].update(yes="y"), "state.pending[1].order.yes: expected bool"),
        (lambda d: d.update(rates={"x": float("nan")}), "state.rates.x: expected a finite float, got nan"),
        (lambda d: d.update(note={"$type": "CodecNobody"}), "state.note.$type: unknown class 'CodecNobody'"),
    ],
)
def test_decoding_errors_name_their_path(mutate: Any, expected: str) -> None:
    """Each kind of bad JSON value is refused with a message starting with its path."""
    data = state_json()
    mutate(data)
    assert decode_error(data).startswith(expected)


def test_post_init_refusal_is_a_codec_error() -> None:
    """A value refused by __post_init__ becomes a CodecError at the object's path."""
    assert decode_error([{"value": -1}], tuple[Checked, ...]).startswith(
        "state[0]: cannot build Checked: value must not be negative"
    )


def test_invalid_json_text() -> None:
    """Broken text and NaN constants are CodecErrors at the root."""
    with pytest.raises(CodecError, match=r"^\$: invalid JSON"):
        loads(GameState, "{not json")
    with pytest.raises(CodecError, match=r"^\$: invalid JSON: NaN"):
        loads(float, "NaN")


def test_unsupported_type_is_reported_and_not_cached() -> None:
    """A field type the codec cannot handle names the class and field, every time."""
    for _ in range(2):
        with pytest.raises(
            CodecError, match=r"cannot handle the type bytes \(in BadField\.blob\): unsupported type"
        ):
            to_json(BadField(b"x"))


def test_unresolvable_annotation() -> None:
    """An annotation that cannot be resolved is a CodecError naming the class."""
    ghost = make_dataclass("CodecGhost", [("x", "NoSuchType")], frozen=True)
    with pytest.raises(CodecError, match="cannot resolve the annotations of CodecGhost"):
        from_json(ghost, {"x": 1})


# ---------------------------------------------------------------------------------------- encoding errors


def test_encoding_errors_name_their_path() -> None:
    """Values that do not match their declared type are refused with their path."""
    bad_bill = GameState(Phase.SETUP, 0, (Player(0, "A"), Player(1, "B", (Bill(1, 1), Bill(2, "x")))))  # type: ignore[arg-type]
    with pytest.raises(
        CodecError, match=r"^\$\.players\[1\]\.pocket\[1\]\.value: expected int, got string 'x'$"
    ):
        to_json(bad_bill)
    with pytest.raises(CodecError, match=r"^\$\.votes\[1\]: expected bool, got integer 3"):
        to_json(GameState(Phase.SETUP, 0, (), votes={1: 3}))  # type: ignore[dict-item]
    with pytest.raises(CodecError, match=r"^\$\.rates\.r: cannot encode the non-finite float inf"):
        to_json(GameState(Phase.SETUP, 0, (), rates={"r": float("inf")}))
    with pytest.raises(CodecError, match=r"^\$\.pending\[0\]\.order: expected Nominate \| Vote \| Appoint"):
        to_json(GameState(Phase.SETUP, 0, (), pending=(Pending(Bill(1, 1), 3),)))  # type: ignore[arg-type]


def test_any_field_refuses_values_that_would_not_round_trip() -> None:
    """Tuples, sets and enum members in an Any/object field are refused instead of silently changed."""
    for value, why in [
        ((1, 2), "come back as a list"),
        (Phase.COUP, "plain value"),
        (b"x", "not a JSON value"),
    ]:
        with pytest.raises(CodecError, match=rf"^\$\.note: an Any/object field cannot hold .*{why}"):
            to_json(GameState(Phase.SETUP, 0, (), note=value))


def test_bool_is_not_an_int() -> None:
    """True is refused where an int is declared, in both directions."""
    with pytest.raises(CodecError):
        to_json(Bill(True, 1))
    with pytest.raises(CodecError):
        from_json(Bill, {"id": True, "value": 1})


# ---------------------------------------------------------------------------------------- registry


def test_register_makes_any_only_classes_known() -> None:
    """A class only met inside Any fields decodes once registered; before, the error says how to fix it."""
    unseen = make_dataclass("CodecUnseen", [("n", int)], frozen=True)
    data: JSONValue = {"payload": {"$type": "CodecUnseen", "n": 1}, "extra": []}
    with pytest.raises(
        CodecError, match=r"^\$\.payload\.\$type: unknown class 'CodecUnseen' \(not registered"
    ):
        from_json(Envelope, data)
    register(unseen)
    assert from_json(Envelope, data) == Envelope(unseen(1))


def test_same_class_name_twice_is_ambiguous_in_any() -> None:
    """Two registered classes sharing a name cannot be told apart by a tag, and the error says so."""
    first = make_dataclass("CodecTwin", [("n", int)], frozen=True)
    second = make_dataclass("CodecTwin", [("n", int)], frozen=True)
    register(first, second)
    with pytest.raises(CodecError, match="ambiguous class name 'CodecTwin'"):
        from_json(Envelope, {"payload": {"$type": "CodecTwin", "n": 1}})


def test_register_refuses_non_dataclasses() -> None:
    """register() only takes dataclass classes."""
    with pytest.raises(CodecError, match="register"):
        register(int)


# ---------------------------------------------------------------------------------------- versioning


def test_dump_versioned_writes_an_envelope() -> None:
    """The envelope holds the schema version and the data, as compact sorted text."""
    assert dump_versioned(Bill(1, 5), 3) == '{"data":{"id":1,"value":5},"schema":3}'


def test_load_current_version_needs_no_upgrader() -> None:
    """Data already at the current version is decoded directly."""
    state = sample_state()
    assert load_versioned(GameState, dump_versioned(state, 4), 4, {}) == state


def v1_to_v2(data: JSONValue) -> JSONValue:
    """Version 1 kept cash as [id, amount] pairs; version 2 has bills as objects with an `amount`."""
    assert isinstance(data, dict)
    cash = data.pop("cash")
    assert isinstance(cash, list)
    bills: list[JSONValue] = []
    for pair in cash:
        assert isinstance(pair, list)
        bills.append({"id": pair[0], "amount": pair[1]})
    data["bills"] = bills
    return data


def v2_to_v3(data: JSONValue) -> JSONValue:
    """Version 3 renamed a bill's `amount` to `value`."""
    assert isinstance(data, dict) and isinstance(data["bills"], list)
    for bill in data["bills"]:
        assert isinstance(bill, dict)
        bill["value"] = bill.pop("amount")
    return data


def test_upgraders_run_in_order_up_to_current() -> None:
    """Stored version 1 data goes through upgraders 1 and 2 before being decoded as version 3."""
    text = json.dumps({"schema": 1, "data": {"owner": "Ana", "cash": [[1, 5], [2, 10]]}})
    wallet = load_versioned(Wallet, text, 3, {1: v1_to_v2, 2: v2_to_v3})
    assert wallet == Wallet("Ana", (Bill(1, 5), Bill(2, 10)))
    text2 = json.dumps({"schema": 2, "data": {"owner": "Bo", "bills": [{"id": 3, "amount": 1}]}})
    assert load_versioned(Wallet, text2, 3, {2: v2_to_v3}) == Wallet("Bo", (Bill(3, 1),))


def test_too_new_version_is_refused() -> None:
    """Data written by a newer program is refused with a clear sentence."""
    with pytest.raises(CodecError) as info:
        load_versioned(Bill, dump_versioned(Bill(1, 5), 5), 3, {})
    assert str(info.value) == (
        "$.schema: the data has schema version 5, newer than version 3 that this program understands; "
        "update the program to read it"
    )


def test_missing_upgrader_is_refused() -> None:
    """A gap in the upgrader chain names the missing step."""
    text = json.dumps({"schema": 1, "data": {"owner": "Ana", "cash": []}})
    with pytest.raises(CodecError, match=r"^\$\.schema: no upgrader from schema version 2 to 3"):
        load_versioned(Wallet, text, 3, {1: v1_to_v2})


def test_failing_upgrader_and_bad_data_after_upgrade() -> None:
    """An upgrader that raises is reported, and decoding errors after upgrading point inside $.data."""

    def broken(data: JSONValue) -> JSONValue:
        raise KeyError("cash")

    text = json.dumps({"schema": 1, "data": {"owner": "Ana", "cash": [[1, 5]]}})
    with pytest.raises(CodecError, match=r"^\$\.data: the upgrader from schema version 1 to 2 failed"):
        load_versioned(Wallet, text, 3, {1: broken, 2: v2_to_v3})
    with pytest.raises(CodecError, match=r"^\$\.data\.bills\[0\]\.amount: unknown field 'amount'"):
        load_versioned(Wallet, text, 3, {1: v1_to_v2, 2: lambda data: data})


def test_bad_envelopes_are_refused() -> None:
    """Text that is not an envelope, or has a non-int version, is refused."""
    with pytest.raises(CodecError, match=r"^\$: expected an envelope"):
        load_versioned(Bill, '{"id":1,"value":5}', 1, {})
    with pytest.raises(CodecError, match=r"^\$\.schema: expected an int schema version"):
        load_versioned(Bill, '{"schema":"1","data":{}}', 1, {})


def test_upgrade_helper_alone() -> None:
    """upgrade() can be used on JSON values directly, e.g. by a database migration."""
    assert upgrade({"owner": "A", "cash": [[1, 2]]}, 1, 3, {1: v1_to_v2, 2: v2_to_v3}) == {
        "owner": "A",
        "bills": [{"id": 1, "value": 2}],
    }
