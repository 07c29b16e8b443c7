"""The messages the game sends, typed: one frozen dataclass per kind, encoded to and from an outbox row in one place.

A use case queues messages in the transaction of the change that causes them (`Tx.enqueue_outbox` takes the
`kind`, `target` and `payload` that `encode` gives); the delivery worker reads them back with `decode` and hands
them to the transport. No discord import: the transport turns each kind into Discord requests.

| kind      | class           | target          | what                                                         |
|-----------|-----------------|-----------------|--------------------------------------------------------------|
| `channel` | `ChannelPost`   | the channel id  | a post in the game channel                                   |
| `phase`   | `PhaseOpening`  | the channel id  | a phase's opening post, with its Status Page button          |
| `dm`      | `DirectMessage` | the user id     | a private message, prefixed with the game's name             |
| `thread`  | `ThreadPost`    | the channel id  | a post in one of the game's threads (opened by `open`)       |
| `map`     | `MapPost`       | the channel id  | a picture (coup map, cabinet, money deck), drawn when sent   |
| `trade`   | `TradeOffer`    | the user id     | a trade offer's DM with its Accept button                    |

A game's own buttons and menus under a post or a DM are described by its `offer` (text in the game's terms, e.g.
JSON), which the game's `view` (`bot.games.Game.view`) turns into Discord components when the message is sent.

Payloads are JSON objects; every kind has `text` and `topic` (what the message is about: "results", "phase",
"digest", ...). The text is rendered when the message is queued, in its reader's language (issue 23: a DM in its
recipient's, a post in the game's); `locale` says which, for the words the transport adds (its buttons' labels), and
is English in rows queued before it was kept. Rows queued before the typed outbox (a `channel` row with `map_phase`,
a `dm` row with `trade_offer`) are upgraded by migration 0003; `decode` still reads them, so a row in flight during
the upgrade is delivered as it was meant.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, fields
from typing import Any, ClassVar

__all__ = [
    "ChannelPost",
    "DirectMessage",
    "MapPost",
    "Message",
    "OutboxDecodeError",
    "PhaseOpening",
    "ThreadPost",
    "TradeOffer",
    "decode",
    "encode",
]


class OutboxDecodeError(ValueError):
    """A stored outbox row that no kind of message reads (the delivery gives it up)."""


@dataclass(frozen=True)
class ChannelPost:
    """A post in the game channel. `offer`: what the game puts under it, in the game's own terms (its `view` reads
    it as the post is sent; "" for nothing), labelled in `locale`."""

    KIND: ClassVar[str] = "channel"
    text: str
    topic: str
    offer: str = ""
    locale: str = "en"


@dataclass(frozen=True)
class PhaseOpening:
    """The post that opens the phase `phase_seq` in the game channel: under it, a button that shows each player his
    own Status Page (and carries the phase, which is how tools tell which phase a post opens)."""

    KIND: ClassVar[str] = "phase"
    text: str
    phase_seq: int
    topic: str = "phase"
    locale: str = "en"


@dataclass(frozen=True)
class DirectMessage:
    """A private message to one player; `game` (the game's name) is shown before the text. `phase_seq`: a phase's
    opening DM, with the buttons of that phase under it (the player's Status Page, and Done). `offer`: what the game
    puts under it, in the game's own terms (as a `ChannelPost`'s). `undelivered`: what the game channel is told if
    the DM can never be delivered (he takes no DMs from the bot), e.g. where else he finds what it said, in the
    channel's language ("": nothing); the delivery queues it as a `ChannelPost` (topic "undelivered")."""

    KIND: ClassVar[str] = "dm"
    text: str
    topic: str
    game: str = ""
    phase_seq: int | None = None
    locale: str = "en"
    offer: str = ""
    undelivered: str = ""


@dataclass(frozen=True)
class ThreadPost:
    """A post in the game's thread `key` (a key of the game's own: Junta's budget debate of turn 3 is 'budget:3').
    `open`: open the thread from this post (posted in the channel) if the game has none by that key yet; otherwise
    the post goes only into an existing thread (the channel has it already). `name`: the thread's name."""

    KIND: ClassVar[str] = "thread"
    text: str
    key: str
    name: str
    open: bool
    topic: str = "thread"


@dataclass(frozen=True)
class MapPost:
    """A picture of the game as the phase `phase_seq` opened, drawn from that phase's snapshot when it is sent:
    `picture` "coup" (the coup map, each coup phase: drawn to be read inline, with a button for the full map),
    "cabinet" (the cabinet card, once it is formed) or "money" (the money deck, once a turn after the budget is
    drawn) or "archive" (the game's archive page, with the end)."""

    KIND: ClassVar[str] = "map"
    phase_seq: int
    text: str
    topic: str = "map"
    picture: str = "coup"
    locale: str = "en"


@dataclass(frozen=True)
class TradeOffer:
    """A trade offer's DM to the player it is offered to, with an Accept button for the offer `offer_id`."""

    KIND: ClassVar[str] = "trade"
    text: str
    offer_id: str
    game: str = ""
    topic: str = "trade"
    locale: str = "en"


Message = ChannelPost | PhaseOpening | DirectMessage | ThreadPost | MapPost | TradeOffer
KINDS: dict[str, type[Message]] = {
    k.KIND: k for k in (ChannelPost, PhaseOpening, DirectMessage, ThreadPost, MapPost, TradeOffer)
}


def encode(message: Message) -> tuple[str, str]:
    """The outbox row's `kind` and `payload` for a message."""
    fields = {name: getattr(message, name) for name in message.__dataclass_fields__}
    return message.KIND, json.dumps(fields, ensure_ascii=False)


_DECODED: dict[tuple[str, str], Message] = {}
"""Rows decoded lately, by kind and payload: a message is a pure function of them (and immutable), and the delivery
reads each of a game's unsent messages again as it sends the ones before it (which it may join with others)."""
_DECODED_MAX = 2048


def decode(kind: str, payload: str) -> Message:
    """The message an outbox row holds; OutboxDecodeError if no kind reads it."""
    key = (kind, payload)
    message = _DECODED.get(key)
    if message is None:
        message = _decode(kind, payload)
        if len(_DECODED) >= _DECODED_MAX:
            _DECODED.clear()  # a new start beats bookkeeping on every call; the messages under way refill it
        _DECODED[key] = message
    return message


def _decode(kind: str, payload: str) -> Message:
    try:
        data: Any = json.loads(payload)
    except ValueError as error:
        raise OutboxDecodeError("the payload is not JSON") from error
    if not isinstance(data, dict):
        raise OutboxDecodeError("the payload is not a JSON object")
    # Rows in the shapes of before the typed outbox.
    if kind == "channel" and isinstance(data.get("map_phase"), int):
        return MapPost(data["map_phase"], str(data.get("text", "")), str(data.get("topic", "map")))
    if kind == "thread" and "key" not in data and isinstance(data.get("turn"), int):  # a budget thread (before 0007)
        data = {**data, "key": f"budget:{data['turn']}", "topic": data.get("topic", "budget_debate")}
    if kind == "dm" and isinstance(data.get("trade_offer"), str):
        return TradeOffer(str(data.get("text", "")), data["trade_offer"], str(data.get("game", "")))
    cls = KINDS.get(kind)
    if cls is None:
        raise OutboxDecodeError(f"unknown outbox kind {kind!r}")
    values: dict[str, Any] = {}
    for field in fields(cls):
        if field.name not in data:
            continue
        value = data[field.name]
        if not isinstance(value, _TYPES[str(field.type)]) or isinstance(value, bool) is not (field.type == "bool"):
            raise OutboxDecodeError(f"a {kind} row whose {field.name} is not {field.type}")
        values[field.name] = value
    try:
        return cls(**values)
    except TypeError as error:
        raise OutboxDecodeError(f"a {kind} row with a field missing: {error}") from error


_TYPES: dict[str, type | tuple[type, ...]] = {"str": str, "int": int, "bool": bool, "int | None": (int, type(None))}
