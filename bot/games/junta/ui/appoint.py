"""The President's cabinet as select menus: one select per office listing the families who may hold it (and his
Brother-in-Law where the game lets him hold one), on as many pages as Discord's five rows per message need (four
offices to a page), and one Confirm, on the last page, that records the whole cabinet: every page's picks at once.

Why one Confirm for all the pages (issue 22): with a Confirm per page, each recorded its own page over whatever
stood for the others, so picks made on other pages were lost or, recorded half-way, made the next page's Confirm
illegal ("Delgado would hold 3 offices"). A cabinet is legal or not as a whole, so it is confirmed as a whole. The
last page's Confirm carries the ids of the other pages' messages and reads their picks back from Discord; nothing is
kept in the bot, so the menus keep working after a restart.

Every menu starts from the cabinet the President would get by confirming at once, which is what the text says:
last turn's holders where they may stay (as the deadline's default keeps them), his last recorded cabinet on top,
and for the offices still open a legal pick by lot (`rules.junta.appointments.complete`). Offices he does not change are
recorded as shown.

Both items are persistent dynamic items (`junta:ap:<game>:<office>`,
`junta:apok:<game>:<part>:<phase>:<pages>`) and keep no state in the bot. A pick only marks the option as the
select's default (the message is edited in place). Confirm carries the phase the menus were shown for, and is
refused once that phase has closed. Menus shown before this design (a Confirm per page, `junta:apok:<game>:<part>`
with or without `:<phase>`) still record their own page over the last recorded cabinet.
"""

from __future__ import annotations

import random
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import discord

from bot.games.junta.services.player import PlayerGame
from bot.games.junta.submit import submit
from bot.games.junta.text.terms import office_name, office_title
from bot.interact import lang
from bot.text.i18n import DEFAULT_LOCALE, Locale, t
from bot.ui.checks import answer, select_refusal
from rules.junta import appointments
from rules.junta.offices import Office
from rules.junta.orders import BROTHER_IN_LAW, Appoint, Order
from rules.junta.variants import rules_of

__all__ = [
    "AppointConfirm",
    "AppointSelect",
    "CabinetPage",
    "appoint_around",
    "build_appointment",
    "cabinet_pages",
    "picks_of",
]

PER_MESSAGE = 4
BIL = "bil"
NO_PAGES = "-"  # a cabinet of one page: its Confirm reads no other message
_OFFICES = "|".join(re.escape(o.value) for o in Office)


class AppointSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=rf"junta:ap:(?P<game>[0-9]{{1,18}}):(?P<office>{_OFFICES})",
):
    """The holder of one office."""

    def __init__(
        self, game_id: int, office: Office, options: Sequence[discord.SelectOption], row: int, placeholder: str = ""
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"junta:ap:{game_id}:{office.value}",
                placeholder=(placeholder or office_title(DEFAULT_LOCALE, office))[:150],
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
    template=(
        r"junta:apok:(?P<game>[0-9]{1,18}):(?P<part>[0-9]{1,2})"
        r"(?::(?P<phase>[0-9]{1,18})(?::(?P<pages>-|[0-9]{1,20}(?:\.[0-9]{1,20}){0,3}))?)?"
    ),
):
    """Record the cabinet picked on every page (`pages`: the other pages' message ids), in the phase the menus
    were shown for. Without `pages` (menus shown before one Confirm did the whole cabinet): this message's offices,
    the others as in the last recorded appointment."""

    def __init__(
        self,
        game_id: int,
        part: int,
        phase: int | None,
        pages: Sequence[int] | None = None,
        locale: Locale = DEFAULT_LOCALE,
        label: str = "",
    ) -> None:
        suffix = "" if phase is None else f":{phase}"
        if phase is not None and pages is not None:
            suffix += ":" + (".".join(str(p) for p in pages) or NO_PAGES)
        super().__init__(
            discord.ui.Button(
                label=label or t(locale, "button-confirm-cabinet" if pages is not None else "button-confirm"),
                style=discord.ButtonStyle.success,
                custom_id=f"junta:apok:{game_id}:{part}{suffix}",
                row=4,
            )
        )
        self.game_id = game_id
        self.part = part
        self.phase = phase
        self.pages = None if pages is None else tuple(pages)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> AppointConfirm:
        return cls(int(match["game"]), int(match["part"]), _phase(match), _pages(match))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        if self.pages is None:
            picks = picks_of(interaction.message)
            await submit(interaction, str(self.game_id), lambda ctx: build_appointment(ctx, picks), phase=self.phase)
            return
        picks = {}
        for number, message_id in enumerate(self.pages, start=1):
            page = await _fetch(interaction, message_id)
            if page is None:
                await answer(interaction, t(lang(interaction), "reply-cabinet-page-lost", page=number))
                return
            picks.update(picks_of(page, self.game_id))
        picks.update(picks_of(interaction.message, self.game_id))
        await submit(interaction, str(self.game_id), lambda ctx: build_appointment(ctx, picks), phase=self.phase)


def _phase(match: re.Match[str]) -> int | None:
    return None if match["phase"] is None else int(match["phase"])


def _pages(match: re.Match[str]) -> tuple[int, ...] | None:
    pages = match["pages"]
    if pages is None:
        return None
    return () if pages == NO_PAGES else tuple(int(p) for p in pages.split("."))


async def _fetch(interaction: discord.Interaction[Any], message_id: int) -> discord.Message | None:
    """Another page of the cabinet, as it stands now (its picks are marked on it), from the channel of this one."""
    channel: Any = interaction.channel
    if channel is None or not hasattr(channel, "fetch_message"):
        return None
    try:
        message: discord.Message = await channel.fetch_message(message_id)
    except discord.HTTPException:
        return None
    return message


def picks_of(message: discord.Message | None, game_id: int | None = None) -> dict[Office, int]:
    """The holders picked in a cabinet message (of `game_id`'s menus, if given): office -> family index (or
    BROTHER_IN_LAW)."""
    out: dict[Office, int] = {}
    if message is None:
        return out
    for row in message.components:
        for comp in getattr(row, "children", ()):
            if not isinstance(comp, discord.SelectMenu) or comp.custom_id is None:
                continue
            m = AppointSelect.__discord_ui_compiled_template__.fullmatch(comp.custom_id)
            chosen = [o.value for o in comp.options if o.default]
            if m is None or not chosen or (game_id is not None and int(m["game"]) != game_id):
                continue
            value = chosen[0]
            out[Office(m["office"])] = BROTHER_IN_LAW if value == BIL else int(value)
    return out


def build_appointment(ctx: PlayerGame, picks: Mapping[Office, int]) -> Order:
    """The Appoint order: what the menus start from (`starting_cabinet`) with `picks` on top, in cabinet order. The
    picks are recorded as picked: a cabinet they make illegal is refused with the engine's sentence."""
    before = starting_cabinet(ctx)
    before.update(picks)
    cabinet = rules_of(ctx.state).cabinet
    return Appoint(tuple((o, before[o]) for o in cabinet if o in before))


def appoint_around(ctx: PlayerGame, picks: Mapping[Office, int]) -> Order:
    """The Appoint order for some offices typed in /appoint: the picks kept, the other offices as the menus
    would show them where that stays legal around the picks, and legal holders by lot for the rest (a family
    picked for two offices here gives up those the menus had given him). When no legal cabinet keeps every pick,
    the picks over the menus' cabinet, which the engine refuses in a sentence."""
    state = ctx.state
    shown = starting_cabinet(ctx)
    got = appointments.complete(state, picks, _lot(ctx), preferred=shown)
    if any(got.get(office) != holder for office, holder in picks.items()):
        return build_appointment(ctx, picks)
    cabinet = rules_of(state).cabinet
    return Appoint(tuple((o, got[o]) for o in cabinet if o in got))


def _lot(ctx: PlayerGame) -> random.Random:
    """The lot of the menus' picks: the same for every /appoint of the phase, so pages shown twice agree."""
    return random.Random(f"{ctx.game.seed}:{ctx.game.phase_seq}:cabinet menus")


def starting_cabinet(ctx: PlayerGame) -> dict[Office, int]:
    """What the menus start from, which a Confirm at once records: last turn's holders where they may stay (the
    deadline's default keeps them, RULES 4.1.4), the President's last recorded appointment on top, and the
    offices still open filled legally by lot (`rules.junta.appointments.complete`)."""
    state = ctx.state
    base = appointments.default_base(state)
    recorded: dict[Office, int] = {}
    for _, order in ctx.orders:
        if isinstance(order, Appoint):
            recorded.update(dict(order.assignments))
    if not recorded:
        return appointments.complete(state, base, _lot(ctx))
    # His own cabinet first, as recorded; the default's holdings only where they still fit beside it.
    around = appointments.complete(state, recorded, _lot(ctx), preferred=base)
    around.update((o, h) for o, h in recorded.items() if o in rules_of(state).cabinet)
    return around


@dataclass(frozen=True)
class CabinetPage:
    """One message of the cabinet menus: its text and its menus; the last page also has the Confirm, which needs
    the ids of the other pages' messages (sent first)."""

    text: str
    game_id: int
    part: int
    phase: int
    last: bool
    menus: tuple[tuple[Office, tuple[discord.SelectOption, ...]], ...]
    locale: Locale = DEFAULT_LOCALE

    def view(self, pages: Sequence[int] = ()) -> discord.ui.View:
        view = discord.ui.View(timeout=None)
        for row, (office, options) in enumerate(self.menus):
            view.add_item(AppointSelect(self.game_id, office, options, row, office_title(self.locale, office)))
        if self.last:
            view.add_item(AppointConfirm(self.game_id, self.part, self.phase, pages, self.locale))
        return view


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
                shown = comp.placeholder or ""
                view.add_item(AppointSelect(int(m["game"]), Office(m["office"]), options, row_index, shown))
                row_index += 1
            elif isinstance(comp, discord.Button) and (
                m := AppointConfirm.__discord_ui_compiled_template__.fullmatch(cid)
            ):
                confirm = AppointConfirm(int(m["game"]), int(m["part"]), _phase(m), _pages(m), label=comp.label or "")
                view.add_item(confirm)
    return view


def _now(locale: Locale, offices: list[str]) -> str | None:
    """A family's offices now, under his name in a menu ('now: Admiral'), if he holds any."""
    return t(locale, "cabinet-menus-now", offices=", ".join(offices))[:100] if offices else None


def cabinet_pages(ctx: PlayerGame, locale: Locale) -> list[CabinetPage]:
    """The cabinet menus for the President, four offices to a page; each menu lists the families who may hold
    office (and the Brother-in-Law where the game lets the President give him one), the starting cabinet marked."""
    state = ctx.state
    v = rules_of(state)
    cabinet = v.cabinet
    eligible = appointments.eligible(state)
    current = starting_cabinet(ctx)
    chunks = [cabinet[i : i + PER_MESSAGE] for i in range(0, len(cabinet), PER_MESSAGE)]
    held: dict[int, list[str]] = {}
    for seat in state.seats:
        if seat.holder is not None and seat.office is not Office.PRESIDENT:
            held.setdefault(seat.holder, []).append(office_name(locale, seat.office))
    out: list[CabinetPage] = []
    for part, offices in enumerate(chunks):
        menus = []
        for office in offices:
            holder = current.get(office)
            options = [
                discord.SelectOption(
                    label=state.players[p].name[:100],
                    value=str(p),
                    description=_now(locale, held.get(p, [])),
                    default=holder == p,
                )
                for p in eligible
            ][:24]
            if v.brother_in_law_appointed:
                options.append(
                    discord.SelectOption(
                        label=t(locale, "menu-brother-in-law"), value=BIL, default=holder == BROTHER_IN_LAW
                    )
                )
            menus.append((office, tuple(options)))
        last = part == len(chunks) - 1
        pages = len(chunks)
        where = "one" if pages == 1 else "here" if last else "last"
        how = t(locale, "cabinet-menus-how", pages=pages, where=where)
        text = t(locale, "cabinet-menus-page", game=ctx.game.name, page=part + 1, pages=pages, how=how)
        out.append(CabinetPage(text, ctx.game.id, part, ctx.game.phase_seq, last, tuple(menus), locale))
    return out
