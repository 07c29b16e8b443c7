"""Nomicoup's buttons and menus, and the Discord side of its posts.

- `CoupButton` (`nomicoup:<channel>:<step>:<input>`): Challenge / Counter with ... / Pass on a claim's public post,
  Show / Don't show in a challenged player's DM;
- `CoupMenu` (`nomicoup:pick:<channel>:<step>`): the influence to lose, the cards to return, in the DM, listing only
  the legal choices.
Both carry the step their user saw; the tables refuse a stale or late one in a sentence.
- `post_view`: the buttons and menus under one of a table's outbox messages (`bot.games.coup.outgoing`), built as
  the delivery sends it (`Game.view`); `note_sent` takes the buttons and menus of the steps that have closed off
  their messages once a post of a later step is out (`Game.sent`); `taken_up` takes off those of the steps that
  closed while no process that knew them held the table (across a restart)."""

from __future__ import annotations

import asyncio
import contextlib
import re
from collections.abc import Sequence
from typing import Any

import discord

from bot.games.coup import text
from bot.games.coup.outgoing import read_offer
from bot.games.coup.tables import CoupTables
from bot.interact import lang, reply
from bot.outbox import ChannelPost
from bot.text.i18n import Locale, t
from bot.ui.checks import answer, select_refusal
from rules.coup import Act, Character, Input, Lose, ReturnCards

__all__ = [
    "DYNAMIC_ITEMS",
    "CoupButton",
    "CoupHand",
    "CoupMenu",
    "note_sent",
    "offer_view",
    "post_view",
    "show_hand",
    "tables_of",
    "taken_up",
]

MAX_BUTTONS = 20  # 4 rows of 5
_WHO = "|".join(c.value for c in Character)
_CODES = rf"challenge|pass|show|noshow|counter-(?:{_WHO})"  # the buttons' inputs (the menus' are their values)


def tables_of(client: Any) -> CoupTables:
    """The bot's Nomicoup tables (set on the client by the cog's setup)."""
    tables = getattr(client, "nomicoup_tables", None)
    if not isinstance(tables, CoupTables):
        raise RuntimeError("the Nomicoup cog is not loaded")
    return tables


def _at_ms(interaction: discord.Interaction[Any]) -> int:
    """When the user acted, by Discord's clock (the interaction's snowflake)."""
    return int(interaction.created_at.timestamp() * 1000)


async def _submit(interaction: discord.Interaction[Any], channel: int, seq: int, inp: Input | None) -> None:
    if inp is None:
        await answer(interaction, t(lang(interaction), "coup-not-offered"))
        return
    got = await tables_of(interaction.client).answer(channel, interaction.user.id, seq, inp, _at_ms(interaction))
    await answer(interaction, got.text(lang(interaction)))


class CoupButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=rf"nomicoup:(?P<channel>[0-9]{{1,20}}):(?P<seq>[0-9]{{1,9}}):(?P<code>{_CODES})",
):
    def __init__(self, channel: int, seq: int, inp: Input, locale: Locale) -> None:
        code = text.code(inp)
        style = discord.ButtonStyle.secondary if code in ("pass", "noshow") else discord.ButtonStyle.primary
        if code == "challenge":
            style = discord.ButtonStyle.danger
        super().__init__(
            discord.ui.Button(
                label=text.label(locale, inp)[:80], style=style, custom_id=f"nomicoup:{channel}:{seq}:{code}"
            )
        )
        self.channel = channel
        self.seq = seq
        self.inp = inp

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> CoupButton:
        inp = text.decode(match["code"])
        if inp is None:  # the template admits only codes that decode
            raise ValueError(f"not an input: {match['code']}")
        return cls(int(match["channel"]), int(match["seq"]), inp, lang(interaction))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await _submit(interaction, self.channel, self.seq, self.inp)


class CoupMenu(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"nomicoup:pick:(?P<channel>[0-9]{1,20}):(?P<seq>[0-9]{1,9})",
):
    def __init__(
        self, channel: int, seq: int, options: list[discord.SelectOption], placeholder: str | None = None
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"nomicoup:pick:{channel}:{seq}",
                placeholder=placeholder,
                options=options,
                min_values=1,
                max_values=1,
            )
        )
        self.channel = channel
        self.seq = seq

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> CoupMenu:
        options = list(item.options) if isinstance(item, discord.ui.Select) else []
        placeholder = item.placeholder if isinstance(item, discord.ui.Select) else None
        return cls(int(match["channel"]), int(match["seq"]), options, placeholder)

    async def interaction_check(self, interaction: discord.Interaction[Any], /) -> bool:
        refusal = select_refusal(interaction, self.item)
        if refusal is not None:
            await answer(interaction, refusal)
            return False
        return True

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        data: Any = interaction.data or {}
        values = [str(v) for v in data.get("values", [])]
        await _submit(interaction, self.channel, self.seq, text.decode(values[0]) if values else None)


class CoupHand(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"nomicoup:hand:(?P<channel>[0-9]{1,20})"):
    """Under the table's posts: your hand, and any choice you have to make now, shown to you alone."""

    def __init__(self, channel: int, locale: Locale) -> None:
        super().__init__(
            discord.ui.Button(
                label=t(locale, "coup-button-hand"),
                style=discord.ButtonStyle.secondary,
                custom_id=f"nomicoup:hand:{channel}",
                row=4,
            )
        )
        self.channel = channel

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> CoupHand:
        return cls(int(match["channel"]), lang(interaction))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await show_hand(interaction, self.channel)


async def show_hand(interaction: discord.Interaction[Any], channel: int) -> None:
    """The player's hand at the table of `channel` and the choice he has to make now, privately."""
    tables = tables_of(interaction.client)
    got, offer, seq = tables.hand(channel, interaction.user.id)
    held = tables.held(channel, interaction.user.id)
    await reply(interaction, got.text, view=offer_view(channel, seq, offer, (), lang(interaction), held=held))


DYNAMIC_ITEMS = (CoupButton, CoupMenu, CoupHand)


def offer_view(
    channel: int,
    seq: int,
    offer: tuple[Input, ...],
    names: Sequence[str],
    locale: Locale,
    *,
    hand: bool = False,
    held: Sequence[Character] = (),
) -> discord.ui.View | None:
    """The buttons (or, for an action, losing influence and returning cards, one menu) offering `offer` for step
    `seq`, and (`hand`) the Your hand button. An action's menu lists at most 4 actions without a target and 3 with
    one for each of 5 others: 19."""
    if not offer and not hand:
        return None
    view = discord.ui.View(timeout=None)
    if any(isinstance(i, Act | Lose | ReturnCards) for i in offer):
        options = [
            discord.SelectOption(label=text.label(locale, i, names, held)[:100], value=text.code(i))
            for i in offer[:25]
        ]
        acting = any(isinstance(i, Act) for i in offer)
        placeholder = t(locale, "coup-menu-action" if acting else "coup-menu-choose")
        view.add_item(CoupMenu(channel, seq, options, placeholder[:150]))
    else:
        for inp in offer[:MAX_BUTTONS]:
            view.add_item(CoupButton(channel, seq, inp, locale))
    if hand:
        view.add_item(CoupHand(channel, locale))
    return view


def post_view(game_id: int, message: Any) -> discord.ui.View | None:
    """The buttons and menus under one of a table's outbox messages, from the offer it carries, labelled in the
    language it was written in."""
    offer = read_offer(message)
    if offer is None:
        return None
    inputs = tuple(i for i in (text.decode(c) for c in offer.inputs) if i is not None)
    held: list[Character] = []
    for card in offer.held:
        with contextlib.suppress(ValueError):
            held.append(Character(card))
    locale: Any = getattr(message, "locale", "en")
    return offer_view(offer.channel, offer.seq, inputs, offer.names, locale, hand=offer.hand, held=held)


_OFFERED: dict[int, list[tuple[int, discord.Message, Locale | None]]] = {}
"""By table (its channel): the messages sent with a step's buttons or menu, each with its step and the channel's
language (None for a DM)."""
_EDITS: set[asyncio.Task[None]] = set()


async def note_sent(game_id: int, message: Any, posted: discord.Message) -> None:
    """A table's message is out: take the buttons and menus of the steps that have closed off the messages that
    carry them (the Your hand button stays on the channel's), so that what remains offered is what may still be
    chosen; a click that beats the edit is refused by the tables in a sentence. The edits go on beside the table's
    next messages. This process's memory only: the buttons of messages sent before a restart stay."""
    offer = read_offer(message)
    if offer is None:
        return
    offered = _OFFERED.get(offer.channel, [])
    closed = [o for o in offered if o[0] < offer.seq]
    kept = [o for o in offered if o[0] >= offer.seq]
    if offer.inputs:
        public = isinstance(message, ChannelPost)
        kept.append((offer.seq, posted, message.locale if public else None))
    if kept:
        _OFFERED[offer.channel] = kept
    else:
        _OFFERED.pop(offer.channel, None)
    if closed:
        task = asyncio.create_task(_withdraw(offer.channel, closed))
        _EDITS.add(task)
        task.add_done_callback(_EDITS.discard)


async def _withdraw(channel: int, closed: Sequence[tuple[int, discord.Message, Locale | None]]) -> None:
    for _, posted, public in closed:
        with contextlib.suppress(discord.HTTPException):
            await posted.edit(view=offer_view(channel, 0, (), (), public, hand=True) if public else None)


_STEP = re.compile(r"nomicoup:(?:pick:)?[0-9]{1,20}:(?P<seq>[0-9]{1,9})(?::[a-z-]+)?")
#: How far back in a table's channel `taken_up` looks for posts whose buttons are left on.
LOOK_BACK = 50


async def taken_up(client: discord.Client, channel_id: int, seq: int, locale: Locale) -> int:
    """A table this process takes up (as the bot starts, or from a process that has gone), at step `seq`: the
    buttons and menus of its steps that closed are taken off the channel's recent posts that still carry them (the
    process that sent them knew them in its memory only; the Your hand button stays), and those of step `seq` are
    remembered, to be taken off once a later step's post is out (`note_sent`). Posts in players' DMs keep theirs (a
    click on one is refused in a sentence). How many posts were edited."""
    channel = client.get_channel(channel_id)
    if channel is None:
        channel = await client.fetch_channel(channel_id)
    if not isinstance(channel, discord.abc.Messageable) or client.user is None:
        return 0
    edited, current = 0, []
    async for message in channel.history(limit=LOOK_BACK):
        if message.author.id != client.user.id:
            continue
        steps = {
            int(found["seq"])
            for row in message.components
            for child in getattr(row, "children", [row])
            if (found := _STEP.fullmatch(str(getattr(child, "custom_id", None) or ""))) is not None
        }
        if not steps:
            continue
        if max(steps) < seq:
            with contextlib.suppress(discord.HTTPException):
                await message.edit(view=offer_view(channel_id, 0, (), (), locale, hand=True))
                edited += 1
        elif seq in steps:
            current.append((seq, message, locale))
    if current:
        _OFFERED.setdefault(channel_id, []).extend(reversed(current))
    return edited
