"""Buttons under the Status Page: Done, and in the budget vote Yes / No / Abstain. Each is a persistent dynamic item
bound to the game and the phase it was shown for (`junta:done:<game>:<phase>`, `junta:vote:<game>:<phase>:<choice>`),
so it keeps working after a restart and is refused once that phase has closed."""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.games.junta.interact import service
from bot.games.junta.services.results import DoneMarked
from bot.games.junta.text.done import done_text
from bot.interact import lang, reply
from bot.seen import seen_by
from bot.services import Failure
from bot.text.i18n import DEFAULT_LOCALE, Locale, t
from bot.text.say import words
from rules.junta.orders import Ballot, BudgetVote, Choice

__all__ = ["QuickDone", "QuickVote", "done_reply", "status_view"]

_STYLES = {
    Choice.YES: discord.ButtonStyle.primary,
    Choice.NO: discord.ButtonStyle.danger,
    Choice.ABSTAIN: discord.ButtonStyle.secondary,
}


class QuickDone(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"junta:done:(?P<game>[0-9]{1,18}):(?P<phase>[0-9]{1,18})(?P<sure>:sure)?",
):
    """Done (`sure`: Done anyway, accepting the defaults of what is still missing)."""

    def __init__(self, game: int, phase: int, sure: bool = False, *, locale: Locale = DEFAULT_LOCALE) -> None:
        super().__init__(
            discord.ui.Button(
                label=t(locale, "button-done-anyway" if sure else "button-done"),
                style=discord.ButtonStyle.success,
                custom_id=f"junta:done:{game}:{phase}" + (":sure" if sure else ""),
            )
        )
        self.game = game
        self.phase = phase
        self.sure = sure

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> QuickDone:
        return cls(int(match["game"]), int(match["phase"]), bool(match["sure"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.defer(thinking=True)
        got = await service(interaction).mark_done(
            self.game, interaction.user.id, seen=seen_by(interaction, self.phase), confirm=self.sure
        )
        if isinstance(got, Failure):
            await interaction.followup.send(got.text(lang(interaction)))
            return
        text, view = done_reply(got, lang(interaction))
        await reply(interaction, text, view=view)


def done_reply(got: DoneMarked, locale: Locale) -> tuple[str, discord.ui.View | None]:
    """The answer to Done in the reader's `locale`: the text, and a Done anyway button when something owed is
    missing."""
    text = done_text(
        locale,
        got.game_name,
        [said(locale) for said in got.orders],
        [said(locale) for said in got.missing],
        unconfirmed=got.unconfirmed,
        resolved=got.resolved is not None,
        waiting_for=got.waiting_for,
        lapses=[said(locale) for said in got.lapses],
    )
    if not got.unconfirmed:
        return text, None
    view = discord.ui.View(timeout=None)
    view.add_item(QuickDone(got.game_id, got.phase_seq, sure=True, locale=locale))
    return text, view


class QuickVote(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"junta:vote:(?P<game>[0-9]{1,18}):(?P<phase>[0-9]{1,18}):(?P<choice>yes|no|abstain)",
):
    def __init__(self, game: int, phase: int, choice: Choice, *, locale: Locale = DEFAULT_LOCALE) -> None:
        super().__init__(
            discord.ui.Button(
                label=t(locale, f"button-vote-{choice.value}"),
                style=_STYLES[choice],
                custom_id=f"junta:vote:{game}:{phase}:{choice.value}",
            )
        )
        self.game = game
        self.phase = phase
        self.choice = choice

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> QuickVote:
        return cls(int(match["game"]), int(match["phase"]), Choice(match["choice"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.defer(thinking=True)
        order = BudgetVote(Ballot(self.choice))
        got = await service(interaction).submit_order(
            self.game, interaction.user.id, order, seen=seen_by(interaction, self.phase)
        )
        if isinstance(got, Failure):
            await interaction.followup.send(words("reply-not-recorded", reason=got.say)(lang(interaction)))
            return
        await interaction.followup.send(t(lang(interaction), "reply-quick-budget-vote", choice=self.choice.value))


def status_view(game: int, phase: int, *, owes: bool, budget_vote: bool, locale: Locale) -> discord.ui.View | None:
    """The buttons under a Status Page: Done while you owe orders; the three votes in the budget vote."""
    if not owes:
        return None
    view = discord.ui.View(timeout=None)
    if budget_vote:
        for choice in (Choice.YES, Choice.NO, Choice.ABSTAIN):
            view.add_item(QuickVote(game, phase, choice, locale=locale))
    view.add_item(QuickDone(game, phase, locale=locale))
    return view
