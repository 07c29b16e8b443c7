"""Nomicoup's buttons and menus, and the Discord side of its posts.

- `CoupButton` (`nomicoup:<channel>:<step>:<input>`): Challenge / Counter with ... / Pass on a claim's public post,
  Show / Don't show in a challenged player's DM;
- `CoupMenu` (`nomicoup:pick:<channel>:<step>`): the influence to lose, the cards to return, in the DM, listing only
  the legal choices.
Both carry the step their user saw; the tables refuse a stale or late one in a sentence.
- `DiscordSink`: says a table's `Post`s in its channel or in a player's DM (the table's picture drawn in a worker
  thread)."""

from __future__ import annotations

import asyncio
import contextlib
import io
import re
from collections.abc import Sequence
from typing import Any

import discord

from bot.games.coup import text
from bot.games.coup.tables import CoupTables, Post
from bot.interact import lang, reply
from bot.text.i18n import Locale, t
from bot.ui.checks import answer, select_refusal
from render.coup import render_table
from rules.coup import Act, Character, Input, Lose, ReturnCards

__all__ = ["DYNAMIC_ITEMS", "CoupButton", "CoupHand", "CoupMenu", "DiscordSink", "offer_view", "show_hand", "tables_of"]

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


class DiscordSink:
    """Says a table's posts: in its channel, or in a player's DM (False if he takes no DMs)."""

    def __init__(self, client: discord.Client) -> None:
        self.client = client
        self.dms: dict[int, int] = {}
        self.offered: dict[int, list[tuple[int, discord.Message, Locale | None]]] = {}
        """By table: (step, message, the channel's language; None for a DM's)."""

    async def deliver(self, channel_id: int, post: Post) -> bool:
        await self._withdraw(channel_id, post.seq)
        files: list[discord.File] = []
        if post.picture is not None:
            labels = text.table_labels(post.locale, post.picture, post.names, post.computers)
            png = await asyncio.to_thread(render_table, post.picture, labels)
            files.append(discord.File(fp=io.BytesIO(png), filename="nomicoup.png"))
        view = offer_view(
            channel_id,
            post.seq,
            post.offer,
            post.names,
            post.locale,
            hand=post.user_id is None and (bool(post.offer) or post.picture is not None),
            held=post.held,
        )
        if post.user_id is None:
            target = self.client.get_partial_messageable(channel_id)
        else:
            try:
                target = self.client.get_partial_messageable(
                    await self._dm(post.user_id), type=discord.ChannelType.private
                )
            except discord.HTTPException:
                return False
        pieces = text.split(post.said) or [""]
        try:
            for i, piece in enumerate(pieces):
                last = i == len(pieces) - 1
                kwargs: dict[str, Any] = {}
                if last and view is not None:
                    kwargs["view"] = view
                if last and files:
                    kwargs["files"] = files
                sent = await target.send(piece or None, **kwargs)
        except discord.Forbidden:
            return False
        if post.offer:
            self.offered.setdefault(channel_id, []).append(
                (post.seq, sent, post.locale if post.user_id is None else None)
            )
        return True

    async def _withdraw(self, channel_id: int, seq: int) -> None:
        """Take the buttons and menus of the steps that have closed off their messages (the Your hand button stays
        on the channel's): what remains offered is what may still be chosen. A click that beats the edit is refused
        by the tables in a sentence."""
        offered = self.offered.get(channel_id, [])
        closed = [o for o in offered if o[0] < seq]
        self.offered[channel_id] = [o for o in offered if o[0] >= seq]
        for _, message, public in closed:
            with contextlib.suppress(discord.HTTPException):
                await message.edit(view=offer_view(channel_id, 0, (), (), public, hand=True) if public else None)

    async def _dm(self, user_id: int) -> int:
        channel_id = self.dms.get(user_id)
        if channel_id is None:
            data: Any = await self.client.http.start_private_message(user_id)
            channel_id = self.dms[user_id] = int(data["id"])
        return channel_id
