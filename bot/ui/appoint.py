"""The President's cabinet as select menus: one select per office listing the eligible families (and his
Brother-in-Law), and a Confirm button that records the Appoint order. Discord allows five rows per message, so
the offices come four to a message, each message with its own Confirm; a Confirm records the offices of its
message on top of the President's last recorded appointment.

Both are persistent dynamic items (`junta:ap:<game>:<office>`, `junta:apok:<game>:<part>:<phase>`) and keep no
state in the bot; Confirm carries the phase the menus were shown for, and is refused once that phase has closed
(menus shown before it carried one, `junta:apok:<game>:<part>`, count the moment of the press instead). A pick
only marks the option as the select's default (the message is edited in place), and Confirm reads the picks back
from the message, so the menus keep working after a restart.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

import discord

from bot.interact import submit
from bot.services.player import PlayerGame
from bot.ui.checks import answer, select_refusal
from rules.offices import OFFICE_INFO, Office
from rules.orders import BROTHER_IN_LAW, Appoint, Order
from rules.state import Status
from rules.variants import VARIANTS

__all__ = ["AppointConfirm", "AppointSelect", "appoint_messages", "build_appointment", "picks_of"]

PER_MESSAGE = 4
BIL = "bil"
_OFFICES = "|".join(re.escape(o.value) for o in Office)


class AppointSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=rf"junta:ap:(?P<game>[0-9]{{1,18}}):(?P<office>{_OFFICES})",
):
    """The holder of one office."""

    def __init__(self, game_id: int, office: Office, options: Sequence[discord.SelectOption], row: int) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"junta:ap:{game_id}:{office.value}",
                placeholder=OFFICE_INFO[office].title[:150],
                options=list(options),
                min_values=1,
                max_values=1,
                row=row,
            )
        )
        self.game_id = game_id
        self.office = office

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> AppointSelect:
        options = list(item.options) if isinstance(item, discord.ui.Select) else []
        return cls(int(match["game"]), Office(match["office"]), options, 0)

    async def interaction_check(self, interaction: discord.Interaction[Any], /) -> bool:
        """Only one of the options this menu offered (a modified client can send others): else a sentence, and
        the message stays as it was."""
        refusal = select_refusal(interaction, self.item)
        if refusal is not None:
            await answer(interaction, refusal)
            return False
        return True

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        data: Any = interaction.data or {}
        chosen = [str(v) for v in data.get("values", [])]
        view = _view_from_message(interaction.message, {self.item.custom_id: chosen[0] if chosen else None})
        await interaction.response.edit_message(view=view)


class AppointConfirm(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"junta:apok:(?P<game>[0-9]{1,18}):(?P<part>[0-9]{1,2})(?::(?P<phase>[0-9]{1,18}))?",
):
    """Record the offices picked in this message (the others as in the last recorded appointment), in the phase
    the menus were shown for."""

    def __init__(self, game_id: int, part: int, phase: int | None) -> None:
        suffix = "" if phase is None else f":{phase}"
        super().__init__(
            discord.ui.Button(
                label="Confirm",
                style=discord.ButtonStyle.success,
                custom_id=f"junta:apok:{game_id}:{part}{suffix}",
                row=4,
            )
        )
        self.game_id = game_id
        self.part = part
        self.phase = phase

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> AppointConfirm:
        return cls(int(match["game"]), int(match["part"]), _phase(match))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        picks = picks_of(interaction.message)
        await submit(interaction, str(self.game_id), lambda ctx: build_appointment(ctx, picks), phase=self.phase)


def _phase(match: re.Match[str]) -> int | None:
    return None if match["phase"] is None else int(match["phase"])


def picks_of(message: discord.Message | None) -> dict[Office, int]:
    """The holders picked in a cabinet message: office -> family index (or BROTHER_IN_LAW)."""
    out: dict[Office, int] = {}
    if message is None:
        return out
    for row in message.components:
        for comp in getattr(row, "children", ()):
            if not isinstance(comp, discord.SelectMenu) or comp.custom_id is None:
                continue
            m = AppointSelect.__discord_ui_compiled_template__.fullmatch(comp.custom_id)
            chosen = [o.value for o in comp.options if o.default]
            if m is None or not chosen:
                continue
            value = chosen[0]
            out[Office(m["office"])] = BROTHER_IN_LAW if value == BIL else int(value)
    return out


def build_appointment(ctx: PlayerGame, picks: Mapping[Office, int]) -> Order:
    """The Appoint order: what the menus started from (the last recorded appointment, the holders now, legal
    fillers) with `picks` on top, in cabinet order."""
    before = _current(ctx)
    before.update(picks)
    cabinet = VARIANTS[ctx.status.view.public.variant].cabinet
    return Appoint(tuple((o, before[o]) for o in cabinet if o in before))


def _view_from_message(message: discord.Message | None, changes: Mapping[str | None, str | None]) -> discord.ui.View:
    """The message's menus again, with the picks in `changes` (custom_id -> option value) marked as defaults."""
    view = discord.ui.View(timeout=None)
    if message is None:
        return view
    row_index = 0
    for row in message.components:
        for comp in getattr(row, "children", ()):
            cid = getattr(comp, "custom_id", None) or ""
            if isinstance(comp, discord.SelectMenu) and (
                m := AppointSelect.__discord_ui_compiled_template__.fullmatch(cid)
            ):
                picked = (
                    changes.get(cid, None)
                    if cid in changes
                    else next((o.value for o in comp.options if o.default), None)
                )
                options = [
                    discord.SelectOption(
                        label=o.label, value=o.value, description=o.description, default=o.value == picked
                    )
                    for o in comp.options
                ]
                view.add_item(AppointSelect(int(m["game"]), Office(m["office"]), options, row_index))
                row_index += 1
            elif isinstance(comp, discord.Button) and (
                m := AppointConfirm.__discord_ui_compiled_template__.fullmatch(cid)
            ):
                view.add_item(AppointConfirm(int(m["game"]), int(m["part"]), _phase(m)))
    return view


def _current(ctx: PlayerGame) -> dict[Office, int]:
    """What the menus start from: the holders now, then the President's last recorded appointment; offices still
    without a holder get a legal filler (the family with fewest offices so far, at most two, one General each),
    so that any Confirm records a whole cabinet."""
    public = ctx.status.view.public
    names = {n: i for i, n in enumerate(ctx.names)}
    eligible = [p.id for p in public.players if p.status is Status.ALIVE and p.id != public.president]
    out: dict[Office, int] = {}
    for row in public.cabinet.rows:
        if row.status == "brother_in_law":
            out[Office(row.office)] = BROTHER_IN_LAW
        elif row.holder is not None and names.get(row.holder) in eligible:
            out[Office(row.office)] = names[row.holder]
    for _, order in ctx.status.orders:
        if isinstance(order, Appoint):
            out.update(dict(order.assignments))
    cabinet = VARIANTS[public.variant].cabinet
    out = {o: h for o, h in out.items() if o in cabinet}
    count = {p: 0 for p in eligible}
    generals = {p: 0 for p in eligible}
    for office, holder in out.items():
        if holder in count:
            count[holder] += 1
            generals[holder] += OFFICE_INFO[office].general
    for office in cabinet:
        if office in out:
            continue
        general = OFFICE_INFO[office].general
        free = [p for p in eligible if count[p] < 2 and not (general and generals[p])]
        if not free:
            continue
        pick = min(free, key=lambda p: (count[p], eligible.index(p)))
        out[office] = pick
        count[pick] += 1
        generals[pick] += general
    return out


def appoint_messages(ctx: PlayerGame) -> list[tuple[str, discord.ui.View]]:
    """The cabinet menus for the President: (text, view) per message, four offices to a message."""
    public = ctx.status.view.public
    cabinet = VARIANTS[public.variant].cabinet
    eligible = [p for p in public.players if p.status is Status.ALIVE and p.id != public.president]
    current = _current(ctx)
    chunks = [cabinet[i : i + PER_MESSAGE] for i in range(0, len(cabinet), PER_MESSAGE)]
    out: list[tuple[str, discord.ui.View]] = []
    for part, offices in enumerate(chunks):
        view = discord.ui.View(timeout=None)
        for row, office in enumerate(offices):
            holder = current.get(office)
            options = [
                discord.SelectOption(
                    label=p.name[:100],
                    value=str(p.id),
                    description=", ".join(OFFICE_INFO[o].short for o in p.offices)[:100] or None,
                    default=holder == p.id,
                )
                for p in eligible
            ][:24]
            options.append(discord.SelectOption(label="Brother-in-Law", value=BIL, default=holder == BROTHER_IN_LAW))
            view.add_item(AppointSelect(ctx.game.id, office, options, row))
        view.add_item(AppointConfirm(ctx.game.id, part, ctx.status.game.phase_seq))
        text = (
            f"**{ctx.game.name}**: your cabinet ({part + 1}/{len(chunks)}). Pick a holder for each office, then "
            "press Confirm; offices you do not change stay as shown."
        )
        out.append((text, view))
    return out
