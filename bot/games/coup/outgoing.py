"""Nomicoup's posts as the shared typed outbox carries them (`bot.outbox`): a table's `Post` becomes one or more
`ChannelPost`s (in the channel) or `DirectMessage`s (to one player), its text cut at Discord's 2,000 characters, its
picture (already drawn) the file of the last piece, and what it offers an `Offer` in the last piece's `offer` (JSON),
which `bot.games.coup.ui.post_view` turns into the Challenge / Counter / Pass buttons, the menus and the Your hand
button as the delivery sends it. Every post of a table carries its step (`Offer.seq`), so that the buttons of a step
that has closed are taken off once a post of a later step is out (`bot.games.coup.ui.note_sent`)."""

from __future__ import annotations

import json
from dataclasses import dataclass

from bot.games.coup import text
from bot.games.coup.table import Post
from bot.outbox import ChannelPost, DirectMessage, Message
from bot.text.i18n import Locale

__all__ = ["PICTURE_FILE", "TOPIC", "Offer", "messages", "read_offer"]

TOPIC = "nomicoup"
PICTURE_FILE = "nomicoup.png"


@dataclass(frozen=True)
class Offer:
    """What a post offers, for the step `seq` of the table in `channel`: its inputs (their codes, `text.code`), the
    players' names and the reader's face-down cards (for the menus' labels), and the Your hand button (`hand`)."""

    channel: int
    seq: int
    inputs: tuple[str, ...] = ()
    names: tuple[str, ...] = ()
    held: tuple[str, ...] = ()
    hand: bool = False

    def dump(self) -> str:
        return json.dumps(
            {
                "channel": self.channel,
                "seq": self.seq,
                "inputs": list(self.inputs),
                "names": list(self.names),
                "held": list(self.held),
                "hand": self.hand,
            },
            ensure_ascii=False,
        )


def read_offer(message: Message) -> Offer | None:
    """The offer an outbox message of a table carries (None: none, or not one of a table's)."""
    raw = getattr(message, "offer", "")
    if not raw:
        return None
    try:
        data = json.loads(raw)
        return Offer(
            int(data["channel"]),
            int(data["seq"]),
            tuple(str(i) for i in data.get("inputs", ())),
            tuple(str(n) for n in data.get("names", ())),
            tuple(str(c) for c in data.get("held", ())),
            bool(data.get("hand", False)),
        )
    except (ValueError, KeyError, TypeError):
        return None


def messages(channel_id: int, post: Post, locale: Locale, undelivered: str = "") -> list[tuple[Message, bool]]:
    """The outbox messages of a post said in `locale`, each with whether the post's picture goes with it (the last);
    to the channel if the post is public, else to its player, the last DM carrying `undelivered`: what the channel
    is told if he takes no DMs from the bot (`DirectMessage.undelivered`: where he sees his cards and choices)."""
    pieces = text.split(post.text(locale)) or [""]
    public = post.user_id is None
    full = Offer(
        channel_id,
        post.seq,
        tuple(text.code(i) for i in post.offer),
        post.names if post.offer else (),
        tuple(c.value for c in post.held),
        hand=public and (bool(post.offer) or post.picture is not None),
    )
    bare = Offer(channel_id, post.seq)
    out: list[tuple[Message, bool]] = []
    for i, piece in enumerate(pieces):
        last = i == len(pieces) - 1
        offer = full if last else bare
        if public:
            out.append((ChannelPost(piece, TOPIC, offer=offer.dump(), locale=locale), last))
        else:
            dm_offer = offer.dump() if offer.inputs else ""
            instead = undelivered if last else ""
            out.append((DirectMessage(piece, TOPIC, locale=locale, offer=dm_offer, undelivered=instead), last))
    return out
