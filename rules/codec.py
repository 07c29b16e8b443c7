"""The JSON codec of the rules engine: frozen dataclasses to plain JSON values and back.

`to_json(obj)` turns a state, order or event into plain dicts, lists, strings, numbers, booleans and None;
`from_json(tp, data)` rebuilds exactly the same object, so `from_json(type(x), to_json(x)) == x`. `dumps`
and `loads` do the same with text, always writing the same text for the same object (sorted keys, no
spaces, sorted frozensets). `dump_versioned` and `load_versioned` wrap the data in
`{"schema": n, "data": ...}` and run the upgraders that bring old saved data up to the current schema
before decoding it.

The encoding is driven by the declared types: annotations are resolved once per class with
`typing.get_type_hints` and turned into a tree of small encoder/decoder functions, cached by type.

* `int`, `str`, `bool`, `float`, `None` are themselves (`bool` is never taken for `int`; floats must be
  finite);
* an `Enum` member is its value; a `Literal[...]` value is itself (an Enum member in it is its value);
* `tuple[X, ...]`, `tuple[X, Y]` and `list[X]` are arrays; `frozenset[X]`/`set[X]` are arrays sorted for
  determinism (numbers and strings in their natural order, anything else by its compact JSON text);
* `dict[str, X]`, `Mapping[str, X]` are objects; `int` (and int- or str-valued Enum) keys are written as
  strings and read back into their type;
* a dataclass is an object of its `init` fields. Where the declared type is a union of several
  dataclasses, `Any`/`object`, or a base class holding an instance of a subclass, the object carries
  `"$type": "ClassName"`. Classes are found by that name in a registry filled by `register(*classes)` and
  by every dataclass met while walking declared types. A field missing from the JSON takes its dataclass
  default; an unknown field is an error;
* `X | Y` unions of other types choose by the JSON shape (an Enum or Literal member before a plain
  `str`/`int`, `int` before `float`), trying candidates in declared order when several share a shape;
* `Any`/`object` holds plain JSON values (None, bool, int, finite float, str, list, dict with str keys) or
  dataclass instances (tagged). Tuples, sets and Enum members are refused there, because they would come
  back as lists or plain values and break the round trip: give such a field a precise type.

Every `CodecError` message starts with the path of the faulty value, for example
`state.players[3].pocket[0].value: expected int, got string '7'` (the root is named `$` unless `root=`
says otherwise).
"""

from __future__ import annotations

import collections.abc
import contextlib
import dataclasses
import enum
import json
import math
import threading
import types
import typing
from collections.abc import Callable, Mapping
from typing import Any, Literal, TypeAlias, TypeVar, overload

__all__ = [
    "TYPE_KEY",
    "CodecError",
    "JSONValue",
    "dump_versioned",
    "dumps",
    "from_json",
    "load_versioned",
    "loads",
    "register",
    "to_json",
    "upgrade",
]

JSONValue: TypeAlias = "dict[str, JSONValue] | list[JSONValue] | str | int | float | bool | None"
Upgrader: TypeAlias = Callable[[JSONValue], JSONValue]

T = TypeVar("T")

TYPE_KEY = "$type"
"""The key that names the class of a tagged object."""

_NoneType = type(None)
_Encoder: TypeAlias = Callable[[Any], Any]
_Decoder: TypeAlias = Callable[[Any], Any]
_JSON_KINDS: tuple[type, ...] = (_NoneType, bool, int, float, str, list, dict)
_KIND_NAMES: dict[type, str] = {
    _NoneType: "null",
    bool: "boolean",
    int: "integer",
    float: "number",
    str: "string",
    list: "array",
    dict: "object",
}
_NO_FAST: frozenset[type] = frozenset()


class CodecError(ValueError):
    """A value cannot be encoded or decoded; the message starts with the path of the faulty value."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason
        self.path = ""
        self._segments: list[str] = []  # innermost first, while the error travels up
        self._finished = False

    def _at(self, segment: str) -> CodecError:
        self._segments.append(segment)
        return self

    def _relative(self) -> str:
        return "".join(reversed(self._segments))

    def _finish(self, root: str) -> CodecError:
        if not self._finished:
            self._finished = True
            self.path = root + self._relative()
            self.args = (f"{self.path}: {self.reason}",)
        return self


# --------------------------------------------------------------------------------------------- helpers


def _describe(value: object) -> str:
    kind = _KIND_NAMES.get(type(value), type(value).__name__)
    text = repr(value)
    if len(text) > 60:
        text = text[:57] + "..."
    return f"{kind} {text}"


def _type_name(tp: object) -> str:
    """A short readable name of a declared type: `tuple[Bill, ...]`, `Nominate | Vote | None`."""
    if tp is _NoneType or tp is None:
        return "None"
    if tp is Ellipsis:
        return "..."
    if tp is Any:
        return "Any"
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if origin is typing.Union or origin is types.UnionType:
        return " | ".join(_type_name(arg) for arg in args)
    if origin is Literal:
        return f"Literal[{', '.join(map(repr, args))}]"
    if origin is typing.Annotated:
        return _type_name(args[0])
    if origin is not None:
        base = getattr(origin, "__name__", repr(origin))
        return f"{base}[{', '.join(_type_name(arg) for arg in args)}]" if args else base
    if isinstance(tp, type):
        return tp.__name__
    return repr(tp).replace("typing.", "")


def _key_segment(key: object) -> str:
    if type(key) is int:
        return f"[{key}]"
    if type(key) is str and key.isidentifier():
        return f".{key}"
    return f"[{json.dumps(key) if isinstance(key, str) else repr(key)}]"


def _canonical(value: JSONValue) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _locate(
    items: collections.abc.Iterable[Any], fn: Callable[[Any], object], first: CodecError
) -> CodecError:
    """Re-run `fn` item by item to name the index of the failure (the happy path skips the bookkeeping)."""
    for index, item in enumerate(items):
        try:
            fn(item)
        except CodecError as err:
            return err._at(f"[{index}]")
    return first


def _sorted_items(items: list[Any]) -> list[Any]:
    kinds = {type(item) for item in items}
    if kinds == {int} or kinds == {str} or kinds <= {int, float}:
        return sorted(items)
    return sorted(items, key=_canonical)


class _Codec:
    """The encoder and decoder of one declared type.

    `enc_fast`/`dec_fast` are the exact Python/JSON types a value may have to pass through unchanged (callers
    skip the function call for them); `py_types` are the exact Python types `enc` is meant for and `kinds` the
    JSON types `dec` accepts (unions dispatch on them); `weak_kinds` are kinds accepted only by coercion (int
    for float); `rank` orders union candidates of one JSON kind (Literal and Enum before plain types).
    """

    __slots__ = ("dec", "dec_fast", "enc", "enc_fast", "kinds", "name", "py_types", "rank", "weak_kinds")

    def __init__(
        self,
        name: str,
        enc: _Encoder,
        dec: _Decoder,
        *,
        kinds: frozenset[type],
        py_types: frozenset[type],
        enc_fast: frozenset[type] = _NO_FAST,
        dec_fast: frozenset[type] = _NO_FAST,
        weak_kinds: frozenset[type] = _NO_FAST,
        rank: int = 1,
    ) -> None:
        self.name = name
        self.enc = enc
        self.dec = dec
        self.kinds = kinds
        self.py_types = py_types
        self.enc_fast = enc_fast
        self.dec_fast = dec_fast
        self.weak_kinds = weak_kinds
        self.rank = rank


# ------------------------------------------------------------------------------------------ primitives


def _enc_int(value: Any) -> Any:
    if type(value) is int:
        return value
    if isinstance(value, int) and not isinstance(value, bool):
        return int(value)
    raise CodecError(f"expected int, got {_describe(value)}")


def _dec_int(data: Any) -> Any:
    if type(data) is int:
        return data
    raise CodecError(f"expected int, got {_describe(data)}")


def _enc_bool(value: Any) -> Any:
    if type(value) is bool:
        return value
    raise CodecError(f"expected bool, got {_describe(value)}")


_dec_bool = _enc_bool


def _enc_float(value: Any) -> Any:
    if type(value) is float:
        if not math.isfinite(value):
            raise CodecError(f"cannot encode the non-finite float {value!r}")
        return value
    if isinstance(value, int) and not isinstance(value, bool):
        return int(value)
    if isinstance(value, float):
        return _enc_float(float(value))
    raise CodecError(f"expected float, got {_describe(value)}")


def _dec_float(data: Any) -> Any:
    if type(data) is float:
        if not math.isfinite(data):
            raise CodecError(f"expected a finite float, got {data!r}")
        return data
    if type(data) is int:
        return float(data)
    raise CodecError(f"expected float, got {_describe(data)}")


def _enc_str(value: Any) -> Any:
    if type(value) is str:
        return value
    if isinstance(value, str):
        return str.__str__(value)
    raise CodecError(f"expected str, got {_describe(value)}")


def _dec_str(data: Any) -> Any:
    if type(data) is str:
        return data
    raise CodecError(f"expected str, got {_describe(data)}")


def _enc_none(value: Any) -> Any:
    if value is None:
        return None
    raise CodecError(f"expected None, got {_describe(value)}")


_dec_none = _enc_none


def _primitive(name: str, tp: type, enc: _Encoder, dec: _Decoder, *, exact_enc: bool = True) -> _Codec:
    kinds = frozenset({tp, int}) if tp is float else frozenset({tp})
    return _Codec(
        name,
        enc,
        dec,
        kinds=kinds,
        py_types=frozenset({float, int}) if tp is float else frozenset({tp}),
        enc_fast=frozenset({tp}) if exact_enc else _NO_FAST,
        dec_fast=frozenset({tp}) if exact_enc else _NO_FAST,
        weak_kinds=frozenset({int}) if tp is float else _NO_FAST,
    )


_INT = _primitive("int", int, _enc_int, _dec_int)
_BOOL = _primitive("bool", bool, _enc_bool, _dec_bool)
_FLOAT = _primitive("float", float, _enc_float, _dec_float, exact_enc=False)  # finite check on every value
_STR = _primitive("str", str, _enc_str, _dec_str)
_NONE = _primitive("None", _NoneType, _enc_none, _dec_none)
_PRIMITIVES: dict[object, _Codec] = {
    int: _INT,
    bool: _BOOL,
    float: _FLOAT,
    str: _STR,
    _NoneType: _NONE,
    None: _NONE,
}


# -------------------------------------------------------------------------------------------- registry


_REGISTRY: dict[str, list[type]] = {}
_CACHE: dict[object, _Codec] = {}
_BUILDING: dict[object, _Codec] = {}
"""Codecs being built (seen only by the thread building them, which holds `_BUILD_LOCK`)."""
_BUILD_LOCK = threading.RLock()


def _register_class(cls: type) -> None:
    known = _REGISTRY.setdefault(cls.__name__, [])
    if cls not in known:
        known.append(cls)


def register(*classes: type) -> None:
    """Make dataclasses (and every dataclass their fields mention) known by name to tagged decoding.

    Classes met in declared types are registered automatically; call this for classes that only ever appear
    in `Any`/`object` fields or as subclasses of a declared class.
    """
    for cls in classes:
        if not (isinstance(cls, type) and dataclasses.is_dataclass(cls)):
            raise CodecError(f"{_type_name(cls)}: register() takes dataclass classes")._finish("$")
        try:
            _codec(cls)
        except CodecError as err:
            raise err._finish(cls.__name__) from None


def _lookup(tag: object, base: type | None, expected: str) -> type:
    """The registered class named `tag` (a subclass of `base` when given); errors name the `$type` key."""
    if type(tag) is not str:
        raise CodecError(f"expected a class name, got {_describe(tag)}")._at(f".{TYPE_KEY}")
    found = [cls for cls in _REGISTRY.get(tag, ()) if base is None or issubclass(cls, base)]
    if len(found) == 1:
        return found[0]
    if not found:
        hint = "" if tag in _REGISTRY else " (not registered: call rules.codec.register on it)"
        raise CodecError(f"unknown class {tag!r}{hint}; expected {expected}")._at(f".{TYPE_KEY}")
    modules = ", ".join(sorted(f"{cls.__module__}.{cls.__qualname__}" for cls in found))
    raise CodecError(f"ambiguous class name {tag!r}: {modules}")._at(f".{TYPE_KEY}")


# -------------------------------------------------------------------------------------------- building


def _codec(tp: object, where: str = "") -> _Codec:
    """The cached codec of a declared type, built (with everything it mentions) on first use.

    The bot decodes in worker threads too: codecs are built by one thread at a time, and a codec (with those it
    needed) becomes visible to the others only once it is whole."""
    try:
        cached = _CACHE.get(tp)
    except TypeError:  # unhashable annotation metadata: build without caching
        with _BUILD_LOCK:
            return _build(tp, where)
    if cached is not None:
        return cached
    with _BUILD_LOCK:
        cached = _CACHE.get(tp) or _BUILDING.get(tp)
        if cached is not None:
            return cached
        before = len(_BUILDING)
        try:
            codec = _build(tp, where)
        except CodecError:
            for key in list(_BUILDING)[before:]:  # drop half-built codecs of this attempt
                del _BUILDING[key]
            raise
        _BUILDING[tp] = codec
        if before == 0:  # the outermost build: everything it built is whole now
            _CACHE.update(_BUILDING)
            _BUILDING.clear()
        return codec


def _unsupported(tp: object, where: str, why: str = "unsupported type") -> CodecError:
    place = f" (in {where})" if where else ""
    return CodecError(f"cannot handle the type {_type_name(tp)}{place}: {why}")


def _build(tp: object, where: str) -> _Codec:
    try:
        primitive = _PRIMITIVES.get(tp)
    except TypeError:
        primitive = None
    if primitive is not None:
        return primitive
    if tp is Any or tp is object:
        return _ANY
    if isinstance(tp, typing.NewType):
        return _codec(tp.__supertype__, where)
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if origin is typing.Annotated:
        return _codec(args[0], where)
    if origin is Literal:
        return _build_literal(tp, args, where)
    if origin is typing.Union or origin is types.UnionType:
        return _build_union(tp, args, where)
    if isinstance(tp, type) and origin is None:
        if issubclass(tp, enum.Enum):
            return _build_enum(tp, where)
        if dataclasses.is_dataclass(tp):
            return _build_dataclass(tp)
        bare: dict[type, object] = {
            tuple: tuple[Any, ...],
            list: list[Any],
            frozenset: frozenset[Any],
            set: set[Any],
            dict: dict[str, Any],
        }
        if tp in bare:
            return _codec(bare[tp], where)
        raise _unsupported(tp, where)
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return _build_sequence(tp, _codec(args[0], where), tuple)
        return _build_fixed_tuple(tp, [_codec(arg, where) for arg in args])
    if origin is list:
        return _build_sequence(tp, _codec(args[0] if args else Any, where), list)
    if origin in (frozenset, set, collections.abc.Set):
        return _build_set(tp, _codec(args[0] if args else Any, where), set if origin is set else frozenset)
    if origin in (dict, collections.abc.Mapping):
        key_tp, value_tp = args if args else (str, Any)
        return _build_dict(tp, key_tp, _codec(value_tp, where), where)
    raise _unsupported(tp, where)


# ------------------------------------------------------------------------------------------------- Any


def _enc_any(value: Any) -> Any:
    kind = type(value)
    if kind is str or kind is int or kind is bool or value is None:
        return value
    if kind is float:
        return _enc_float(value)
    if kind is list:
        try:
            return [_enc_any(item) for item in value]
        except CodecError as err:
            raise _locate(value, _enc_any, err) from None
    if kind is dict:
        out: dict[str, Any] = {}
        key: object = None
        try:
            for key, item in value.items():
                if type(key) is not str:
                    raise CodecError(f"an Any/object dict needs str keys, got {_describe(key)}")
                out[key] = _enc_any(item)
        except CodecError as err:
            raise err._at(_key_segment(key)) from None
        return out
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return _tagged(_codec(kind), value)
    if isinstance(value, enum.Enum):
        why = "it would come back as its plain value"
    elif isinstance(value, tuple | set | frozenset):
        why = "it would come back as a list"
    else:
        why = "it is not a JSON value"
    raise CodecError(
        f"an Any/object field cannot hold {_describe(value)}: {why}; declare a precise field type"
    )


def _dec_any(data: Any) -> Any:
    kind = type(data)
    if kind is str or kind is int or kind is bool or data is None:
        return data
    if kind is float:
        return _dec_float(data)
    if kind is list:
        try:
            return [_dec_any(item) for item in data]
        except CodecError as err:
            raise _locate(data, _dec_any, err) from None
    if kind is dict:
        if TYPE_KEY in data:
            cls = _lookup(data[TYPE_KEY], None, "a registered dataclass")
            return _codec(cls).dec(data)
        out: dict[str, Any] = {}
        key: object = None
        try:
            for key, item in data.items():
                if type(key) is not str:
                    raise CodecError(f"expected a str key, got {_describe(key)}")
                out[key] = _dec_any(item)
        except CodecError as err:
            raise err._at(_key_segment(key)) from None
        return out
    raise CodecError(f"expected a JSON value, got {_describe(data)}")


_ANY = _Codec(
    "Any",
    _enc_any,
    _dec_any,
    kinds=frozenset(_JSON_KINDS),
    py_types=frozenset({_NoneType, bool, int, float, str, list, dict}),
    enc_fast=frozenset({_NoneType, bool, int, str}),
    dec_fast=frozenset({_NoneType, bool, int, str}),
    rank=2,
)


# ------------------------------------------------------------------------------------- enums, literals

_VALUE_KINDS = (str, int, float, bool, _NoneType)


def _build_enum(cls: type[enum.Enum], where: str) -> _Codec:
    members = list(cls)
    for member in members:
        if type(member.value) not in _VALUE_KINDS:
            raise _unsupported(cls, where, f"member {member.name} has a non-JSON value {member.value!r}")
    table: dict[object, enum.Enum] = {member.value: member for member in members}
    kinds = frozenset(type(member.value) for member in members) or frozenset({str})
    name = cls.__name__

    def enc(value: Any) -> Any:
        if type(value) is cls:
            return value.value
        raise CodecError(f"expected {name}, got {_describe(value)}")

    def dec(data: Any) -> Any:
        if type(data) in kinds:
            member = table.get(data)
            if member is not None:
                return member
            if issubclass(cls, enum.Flag):
                try:
                    return cls(data)
                except ValueError:
                    pass
        values = ", ".join(map(repr, table))
        raise CodecError(f"expected a value of {name} ({values}), got {_describe(data)}")

    return _Codec(name, enc, dec, kinds=kinds, py_types=frozenset({cls}), rank=0)


def _build_literal(tp: object, args: tuple[Any, ...], where: str) -> _Codec:
    pairs: list[tuple[Any, Any]] = []  # (python value, JSON value)
    for arg in args:
        encoded = arg.value if isinstance(arg, enum.Enum) else arg
        if type(encoded) not in _VALUE_KINDS:
            raise _unsupported(tp, where, f"literal {arg!r} is not a JSON value")
        pairs.append((arg, encoded))
    name = _type_name(tp)

    def enc(value: Any) -> Any:
        for arg, encoded in pairs:
            if value is arg or (type(value) is type(arg) and value == arg):
                return encoded
        raise CodecError(f"expected {name}, got {_describe(value)}")

    def dec(data: Any) -> Any:
        for arg, encoded in pairs:
            if type(data) is type(encoded) and data == encoded:
                return arg
        raise CodecError(f"expected {name}, got {_describe(data)}")

    return _Codec(
        name,
        enc,
        dec,
        kinds=frozenset(type(encoded) for _, encoded in pairs),
        py_types=frozenset(type(arg) for arg, _ in pairs),
        rank=0,
    )


# ------------------------------------------------------------------------------------------ containers


def _build_sequence(tp: object, item: _Codec, kind: type[Any]) -> _Codec:
    name = _type_name(tp)
    kind_name = kind.__name__
    enc_fast, item_enc = item.enc_fast, item.enc
    dec_fast, item_dec = item.dec_fast, item.dec

    def enc_item(value: Any) -> Any:
        return value if type(value) in enc_fast else item_enc(value)

    def dec_item(data: Any) -> Any:
        return data if type(data) in dec_fast else item_dec(data)

    def enc(value: Any) -> Any:
        if type(value) is not kind and not isinstance(value, kind):
            raise CodecError(f"expected {kind_name}, got {_describe(value)}")
        try:
            return [x if type(x) in enc_fast else item_enc(x) for x in value]
        except CodecError as err:
            raise _locate(value, enc_item, err) from None

    def dec(data: Any) -> Any:
        if type(data) is not list:
            raise CodecError(f"expected an array for {name}, got {_describe(data)}")
        try:
            items = [x if type(x) in dec_fast else item_dec(x) for x in data]
        except CodecError as err:
            raise _locate(data, dec_item, err) from None
        return tuple(items) if kind is tuple else items

    return _Codec(name, enc, dec, kinds=frozenset({list}), py_types=frozenset({kind}))


def _build_fixed_tuple(tp: object, items: list[_Codec]) -> _Codec:
    name = _type_name(tp)
    size = len(items)

    def enc(value: Any) -> Any:
        if not isinstance(value, tuple) or len(value) != size:
            raise CodecError(f"expected {name}, got {_describe(value)}")
        out = []
        for index, (codec, x) in enumerate(zip(items, value, strict=True)):
            try:
                out.append(codec.enc(x))
            except CodecError as err:
                raise err._at(f"[{index}]") from None
        return out

    def dec(data: Any) -> Any:
        if type(data) is not list or len(data) != size:
            raise CodecError(f"expected an array of {size} items for {name}, got {_describe(data)}")
        out = []
        for index, (codec, x) in enumerate(zip(items, data, strict=True)):
            try:
                out.append(codec.dec(x))
            except CodecError as err:
                raise err._at(f"[{index}]") from None
        return tuple(out)

    return _Codec(name, enc, dec, kinds=frozenset({list}), py_types=frozenset({tuple}))


def _build_set(tp: object, item: _Codec, kind: type[Any]) -> _Codec:
    name = _type_name(tp)
    kind_name = kind.__name__
    enc_fast, item_enc = item.enc_fast, item.enc
    dec_fast, item_dec = item.dec_fast, item.dec

    def enc_item(value: Any) -> Any:
        return value if type(value) in enc_fast else item_enc(value)

    def dec_item(data: Any) -> Any:
        return data if type(data) in dec_fast else item_dec(data)

    def enc(value: Any) -> Any:
        if type(value) is not kind and not isinstance(value, kind):
            raise CodecError(f"expected {kind_name}, got {_describe(value)}")
        try:
            items = [x if type(x) in enc_fast else item_enc(x) for x in value]
        except CodecError as err:
            # sets have no index: report the failing item in sorted order of its repr, deterministically
            raise _locate(sorted(value, key=repr), enc_item, err) from None
        return _sorted_items(items)

    def dec(data: Any) -> Any:
        if type(data) is not list:
            raise CodecError(f"expected an array for {name}, got {_describe(data)}")
        try:
            result = kind(x if type(x) in dec_fast else item_dec(x) for x in data)
        except CodecError as err:
            raise _locate(data, dec_item, err) from None
        except TypeError as exc:  # an unhashable item (Any holding a list or dict)
            raise CodecError(f"cannot put an item of {name} in a set: {exc}") from None
        if len(result) != len(data):
            raise CodecError(f"duplicate items in the array for {name}")
        return result

    return _Codec(name, enc, dec, kinds=frozenset({list}), py_types=frozenset({kind}))


def _key_codec(key_tp: object, where: str) -> tuple[_Encoder, _Decoder]:
    """Encoder and decoder between a dict key of `key_tp` and a JSON object key (a str)."""
    if typing.get_origin(key_tp) is typing.Annotated:
        key_tp = typing.get_args(key_tp)[0]
    if isinstance(key_tp, typing.NewType):
        key_tp = key_tp.__supertype__
    if key_tp is str:
        return _enc_str, _dec_str
    if key_tp is int:

        def enc_int_key(key: Any) -> Any:
            return str(_enc_int(key))

        def dec_int_key(key: Any) -> Any:
            if type(key) is str:
                try:
                    number = int(key)
                except ValueError:
                    number = None
                if number is not None and str(number) == key:
                    return number
            raise CodecError(f"expected an integer key, got {_describe(key)}")

        return enc_int_key, dec_int_key
    if isinstance(key_tp, type) and issubclass(key_tp, enum.Enum):
        codec = _codec(key_tp, where)
        if codec.kinds == {str}:
            return codec.enc, codec.dec
        if codec.kinds == {int}:

            def enc_enum_key(key: Any) -> Any:
                return str(codec.enc(key))

            def dec_enum_key(key: Any) -> Any:
                try:
                    number = int(key)
                except (TypeError, ValueError):
                    raise CodecError(f"expected a {codec.name} key, got {_describe(key)}") from None
                return codec.dec(number)

            return enc_enum_key, dec_enum_key
    if typing.get_origin(key_tp) is Literal and all(type(arg) is str for arg in typing.get_args(key_tp)):
        codec = _codec(key_tp, where)
        return codec.enc, codec.dec
    raise _unsupported(key_tp, where, "dict keys must be str, int, a str or int Enum, or a str Literal")


def _build_dict(tp: object, key_tp: object, value: _Codec, where: str) -> _Codec:
    name = _type_name(tp)
    key_enc, key_dec = _key_codec(key_tp, where)
    enc_fast, value_enc = value.enc_fast, value.enc
    dec_fast, value_dec = value.dec_fast, value.dec
    str_keys = key_tp is str

    def enc(value_: Any) -> Any:
        if type(value_) is not dict and not isinstance(value_, Mapping):
            raise CodecError(f"expected a mapping for {name}, got {_describe(value_)}")
        key: object = None
        try:
            if str_keys:
                out = {}
                for key, x in value_.items():
                    out[key if type(key) is str else _enc_str(key)] = (
                        x if type(x) in enc_fast else value_enc(x)
                    )
                return out
            return {key_enc(k): x if type(x) in enc_fast else value_enc(x) for k, x in value_.items()}
        except CodecError as err:
            if str_keys:
                raise err._at(_key_segment(key)) from None
            for key, x in value_.items():  # find the failing key (the comprehension does not keep it)
                try:
                    key_enc(key)
                    if type(x) not in enc_fast:
                        value_enc(x)
                except CodecError as inner:
                    raise inner._at(_key_segment(key)) from None
            raise

    def dec(data: Any) -> Any:
        if type(data) is not dict:
            raise CodecError(f"expected an object for {name}, got {_describe(data)}")
        out = {}
        key: object = None
        try:
            for key, x in data.items():
                out[key_dec(key)] = x if type(x) in dec_fast else value_dec(x)
        except CodecError as err:
            shown = key
            with contextlib.suppress(CodecError):
                shown = key_dec(key)
            raise err._at(_key_segment(shown)) from None
        return out

    return _Codec(name, enc, dec, kinds=frozenset({dict}), py_types=frozenset({dict}))


# ----------------------------------------------------------------------------------------- dataclasses


def _tagged(codec: _Codec, value: Any) -> Any:
    out = codec.enc(value)
    out[TYPE_KEY] = type(value).__name__
    return out


def _build_dataclass(cls: type) -> _Codec:
    cname = cls.__name__
    efields: tuple[tuple[str, frozenset[type], _Encoder], ...] = ()
    dfields: dict[str, tuple[frozenset[type], _Decoder]] = {}
    required: tuple[str, ...] = ()
    count = 0

    def enc(value: Any) -> Any:
        if type(value) is not cls:
            if isinstance(value, cls) and dataclasses.is_dataclass(value):
                return _tagged(_codec(type(value)), value)  # a subclass: say which one
            raise CodecError(f"expected {cname}, got {_describe(value)}")
        out = {}
        name = ""
        try:
            for name, fast, field_enc in efields:
                x = getattr(value, name)
                out[name] = x if type(x) in fast else field_enc(x)
        except CodecError as err:
            raise err._at(f".{name}") from None
        return out

    def dec(data: Any) -> Any:
        if type(data) is not dict:
            raise CodecError(f"expected an object for {cname}, got {_describe(data)}")
        tag = data.get(TYPE_KEY)
        if tag is not None and tag != cname:
            return _codec(_lookup(tag, cls, f"{cname} or a subclass")).dec(data)
        kwargs = {}
        key = ""
        try:
            for key, x in data.items():
                entry = dfields.get(key)
                if entry is None:
                    if key == TYPE_KEY:
                        continue
                    raise CodecError(f"unknown field {key!r} for {cname}")
                fast, field_dec = entry
                kwargs[key] = x if type(x) in fast else field_dec(x)
        except CodecError as err:
            raise err._at(_key_segment(key)) from None
        if len(kwargs) != count:
            for name in required:
                if name not in kwargs:
                    raise CodecError(f"missing required field {name!r} of {cname}")._at(f".{name}")
        try:
            return cls(**kwargs)
        except Exception as exc:  # __init__/__post_init__ refused the values
            raise CodecError(f"cannot build {cname}: {exc}") from exc

    codec = _Codec(cname, enc, dec, kinds=frozenset({dict}), py_types=frozenset({cls}))
    _BUILDING[cls] = codec  # before the fields, so that recursive types find it
    _register_class(cls)
    try:
        hints = typing.get_type_hints(cls, include_extras=True)
    except Exception as exc:
        raise CodecError(f"cannot resolve the annotations of {cname}: {exc}") from exc
    built_enc = []
    built_required = []
    for field in dataclasses.fields(cls):
        if not field.init:
            continue
        field_codec = _codec(hints[field.name], f"{cname}.{field.name}")
        built_enc.append((field.name, field_codec.enc_fast, field_codec.enc))
        dfields[field.name] = (field_codec.dec_fast, field_codec.dec)
        if field.default is dataclasses.MISSING and field.default_factory is dataclasses.MISSING:
            built_required.append(field.name)
    efields = tuple(built_enc)
    required = tuple(built_required)
    count = len(dfields)
    return codec


# ---------------------------------------------------------------------------------------------- unions


def _build_tagged_union(classes: list[type], members: list[_Codec]) -> _Codec:
    by_type = {cls: codec for cls, codec in zip(classes, members, strict=True)}
    by_name = {cls.__name__: codec for cls, codec in zip(classes, members, strict=True)}
    if len(by_name) != len(classes):
        names = ", ".join(cls.__qualname__ for cls in classes)
        raise CodecError(f"two classes of one union share a name: {names}")
    expected = " | ".join(by_name)

    def enc(value: Any) -> Any:
        codec = by_type.get(type(value))
        if codec is not None:
            return _tagged(codec, value)
        for cls, member in by_type.items():
            if isinstance(value, cls):
                return member.enc(value)  # a subclass: the member's encoder tags it
        raise CodecError(f"expected {expected}, got {_describe(value)}")

    def dec(data: Any) -> Any:
        if type(data) is not dict:
            raise CodecError(f"expected an object for {expected}, got {_describe(data)}")
        tag = data.get(TYPE_KEY)
        if tag is None:
            raise CodecError(f'missing "{TYPE_KEY}" to choose among {expected}')
        codec = by_name.get(tag) if type(tag) is str else None
        if codec is None:
            cls = _lookup(tag, None, expected)
            if not any(issubclass(cls, member) for member in classes):
                raise CodecError(f"class {tag!r} is not one of {expected}")._at(f".{TYPE_KEY}")
            codec = _codec(cls)
        return codec.dec(data)

    return _Codec(expected, enc, dec, kinds=frozenset({dict}), py_types=frozenset(classes))


def _try_all(candidates: list[Callable[[Any], Any]], names: list[str], value: Any, expected: str) -> Any:
    problems = []
    for fn, name in zip(candidates, names, strict=True):
        try:
            return fn(value)
        except CodecError as err:
            where = err._relative()
            problems.append(f"{name}: {where + ': ' if where else ''}{err.reason}")
    detail = f" ({'; '.join(problems)})" if problems else ""
    raise CodecError(f"expected {expected}, got {_describe(value)}{detail}")


def _rank_for(kind: type) -> Callable[[_Codec], tuple[int, bool]]:
    """Order union candidates for one JSON kind: Literal/Enum first, coercions (int read as float) last."""

    def rank(codec: _Codec) -> tuple[int, bool]:
        return (codec.rank, kind in codec.weak_kinds)

    return rank


def _build_union(tp: object, args: tuple[Any, ...], where: str) -> _Codec:
    name = _type_name(tp)
    codecs = [_codec(arg, where) for arg in args]
    if any(codec is _ANY for codec in codecs):
        return _ANY
    classes = [arg for arg in args if isinstance(arg, type) and dataclasses.is_dataclass(arg)]
    members: list[_Codec] = []
    for arg, codec in zip(args, codecs, strict=True):
        if arg in classes and len(classes) > 1:
            if arg is classes[0]:
                members.append(_build_tagged_union(classes, [_codec(cls) for cls in classes]))
        else:
            members.append(codec)

    dec_table: dict[type, list[_Codec]] = {}
    for kind in _JSON_KINDS:
        found = sorted((codec for codec in members if kind in codec.kinds), key=_rank_for(kind))
        if found:
            dec_table[kind] = found
    enc_table: dict[type, list[_Codec]] = {}
    for codec in members:
        for py_type in codec.py_types:
            enc_table.setdefault(py_type, []).append(codec)

    def only(table: dict[type, list[_Codec]], kind: type) -> _Codec | None:
        found = table.get(kind, [])
        return found[0] if len(found) == 1 else None

    # a type passes through unchanged when its only candidate is the identity codec of that very type
    enc_fast = frozenset(k for k in enc_table if (c := only(enc_table, k)) is not None and k in c.enc_fast)
    dec_fast = frozenset(k for k in dec_table if (c := only(dec_table, k)) is not None and k in c.dec_fast)
    dec_single = {k: found[0].dec for k, found in dec_table.items() if len(found) == 1}
    enc_single = {k: found[0].enc for k, found in enc_table.items() if len(found) == 1}

    def enc(value: Any) -> Any:
        single = enc_single.get(type(value))
        if single is not None:
            return single(value)
        found = enc_table.get(type(value))
        if found is None:  # a subclass (IntEnum in `int | str`, a dataclass subclass) or a wrong value
            found = [c for c in members if isinstance(value, tuple(c.py_types))]
            if not found:
                raise CodecError(f"expected {name}, got {_describe(value)}")
            if len(found) == 1:
                return found[0].enc(value)
        return _try_all([c.enc for c in found], [c.name for c in found], value, name)

    def dec(data: Any) -> Any:
        single = dec_single.get(type(data))
        if single is not None:
            return single(data)
        found = dec_table.get(type(data))
        if found is None:
            raise CodecError(f"expected {name}, got {_describe(data)}")
        return _try_all([c.dec for c in found], [c.name for c in found], data, name)

    return _Codec(
        name,
        enc,
        dec,
        kinds=frozenset(dec_table),
        py_types=frozenset(enc_table),
        enc_fast=enc_fast,
        dec_fast=dec_fast,
        rank=min(codec.rank for codec in members),
    )


# ------------------------------------------------------------------------------------------ public API


def to_json(obj: object, tp: object = None, *, root: str = "$") -> JSONValue:
    """Encode `obj` as plain JSON values, following the declared type `tp` (default: the type of `obj`).

    Give `tp` when the reader will decode with a wider type, e.g. `to_json(order, Nominate | Vote)` to tag it.
    """
    try:
        return _codec(type(obj) if tp is None else tp).enc(obj)  # type: ignore[no-any-return]
    except CodecError as err:
        raise err._finish(root) from None


@overload
def from_json(tp: type[T], data: JSONValue, *, root: str = "$") -> T: ...
@overload
def from_json(tp: object, data: JSONValue, *, root: str = "$") -> Any: ...
def from_json(tp: object, data: JSONValue, *, root: str = "$") -> Any:
    """Decode plain JSON values into an object of the declared type `tp` (a class, union, tuple[...] etc.)."""
    try:
        return _codec(tp).dec(data)
    except CodecError as err:
        raise err._finish(root) from None


def _reject_constant(name: str) -> Any:
    raise CodecError(f"invalid JSON: {name} is not a number")


def _parse(text: str | bytes, root: str) -> JSONValue:
    try:
        return json.loads(text, parse_constant=_reject_constant)  # type: ignore[no-any-return]
    except CodecError as err:
        raise err._finish(root) from None
    except ValueError as exc:  # JSONDecodeError, bad UTF-8
        raise CodecError(f"invalid JSON: {exc}")._finish(root) from None


def _text(data: JSONValue, root: str) -> str:
    try:
        return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)
    except (TypeError, ValueError) as exc:  # only reachable with hand-made JSON values
        raise CodecError(f"not a JSON value: {exc}")._finish(root) from None


def dumps(obj: object, tp: object = None, *, root: str = "$") -> str:
    """`to_json` as compact text with sorted keys: the same object always gives the same text."""
    return _text(to_json(obj, tp, root=root), root)


@overload
def loads(tp: type[T], text: str | bytes, *, root: str = "$") -> T: ...
@overload
def loads(tp: object, text: str | bytes, *, root: str = "$") -> Any: ...
def loads(tp: object, text: str | bytes, *, root: str = "$") -> Any:
    """Decode text written by `dumps` into an object of the declared type `tp`."""
    return from_json(tp, _parse(text, root), root=root)


def dump_versioned(obj: object, version: int, tp: object = None, *, root: str = "$") -> str:
    """`dumps` wrapped in an envelope `{"data": ..., "schema": version}`."""
    if type(version) is not int:
        raise CodecError(f"the schema version must be an int, got {_describe(version)}")._finish(root)
    data = to_json(obj, tp, root=f"{root}.data")
    return _text({"schema": version, "data": data}, root)


def upgrade(
    data: JSONValue, stored: int, current: int, upgraders: Mapping[int, Upgrader], *, root: str = "$"
) -> JSONValue:
    """Bring `data` of schema version `stored` up to `current`: upgrader k turns version k into version k+1.

    Upgraders receive the data of one version and return that of the next; they may change it in place.
    Errors are located in the envelope: `$.schema` for version problems, `$.data` for a failing upgrader.
    """
    if stored > current:
        raise CodecError(
            f"the data has schema version {stored}, newer than version {current} that this program "
            "understands; update the program to read it"
        )._finish(f"{root}.schema")
    for version in range(stored, current):
        upgrader = upgraders.get(version)
        if upgrader is None:
            raise CodecError(
                f"no upgrader from schema version {version} to {version + 1} "
                f"(the data has version {stored}, this program reads version {current})"
            )._finish(f"{root}.schema")
        try:
            data = upgrader(data)
        except CodecError as err:
            raise err._finish(f"{root}.data (upgrading schema {version} to {version + 1})") from None
        except Exception as exc:
            reason = f"the upgrader from schema version {version} to {version + 1} failed: {exc!r}"
            raise CodecError(reason)._finish(f"{root}.data") from exc
    return data


@overload
def load_versioned(
    tp: type[T], text: str | bytes, current: int, upgraders: Mapping[int, Upgrader], *, root: str = "$"
) -> T: ...
@overload
def load_versioned(
    tp: object, text: str | bytes, current: int, upgraders: Mapping[int, Upgrader], *, root: str = "$"
) -> Any: ...
def load_versioned(
    tp: object, text: str | bytes, current: int, upgraders: Mapping[int, Upgrader], *, root: str = "$"
) -> Any:
    """Read an envelope written by `dump_versioned`, upgrade its data to `current`, then decode it as `tp`."""
    envelope = _parse(text, root)
    if type(envelope) is not dict or set(envelope) != {"schema", "data"}:
        raise CodecError(
            f'expected an envelope {{"schema": <int>, "data": ...}}, got {_describe(envelope)}'
        )._finish(root)
    stored = envelope["schema"]
    if type(stored) is not int:
        raise CodecError(f"expected an int schema version, got {_describe(stored)}")._finish(f"{root}.schema")
    data = upgrade(envelope["data"], stored, current, upgraders, root=root)
    return from_json(tp, data, root=f"{root}.data")
