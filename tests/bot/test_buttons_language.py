"""Issue 23: "each player reads his DMs, Status Pages, command answers and buttons in his own Discord client's
language ... The game channel speaks the game's language". Every persistent view and menu the bot builds is labelled
in the language of whoever it is built for: a DM's and an answer's in its reader's, a channel post's in the game's;
checked for a German and an English reader of each."""

from __future__ import annotations

from typing import Any

import discord
import pytest

from bot.discord_transport import coalesce_dms
from bot.games.coup.ui import offer_view
from bot.games.junta.game import post_view
from bot.games.junta.ui.appoint import CabinetPage
from bot.games.junta.ui.quick import status_view
from bot.outbox import DirectMessage, MapPost, Message, PhaseOpening, TradeOffer, decode, encode
from bot.store import OutboxRow
from bot.text.i18n import t
from rules.junta.offices import Office

READERS = ("de", "en")


def labels(view: discord.ui.View | None) -> list[str]:
    """What a reader reads on a view: its buttons' labels and its menus' placeholders."""
    assert view is not None
    said: list[str] = []
    for item in view.children:
        inner: Any = getattr(item, "item", item)  # a DynamicItem wraps its button or menu
        said.append(str(getattr(inner, "label", None) or getattr(inner, "placeholder", None) or ""))
    return said


def row(row_id: int, message: Message) -> OutboxRow:
    kind, payload = encode(message)
    return OutboxRow(row_id, 1, 0, kind, 10, payload, None, None, 0, 0, 0, None, None, None)


@pytest.mark.parametrize("locale", READERS)
async def test_the_outboxs_buttons_are_labelled_in_their_messages_language(locale: str) -> None:
    """A phase's opening post (the game's language), a phase's opening DM and a trade offer's DM (its reader's),
    the coup map's Full map button (the game's): each in the language the message was written in."""
    assert labels(post_view(1, PhaseOpening("opens", 3, locale=locale))) == [t(locale, "button-status-page")]
    opening = DirectMessage("your orders", "opening", "Republica", 3, locale=locale)
    assert labels(post_view(1, opening)) == [t(locale, "button-status-page"), t(locale, "button-done")]
    assert labels(post_view(1, TradeOffer("an offer", "abc", "Republica", locale=locale))) == [
        t(locale, "button-accept")
    ]
    assert labels(post_view(1, MapPost(3, "the map", locale=locale))) == [t(locale, "button-full-map")]


@pytest.mark.parametrize("locale", READERS)
async def test_dms_sent_as_one_keep_their_readers_language_for_the_buttons(locale: str) -> None:
    """A player's DMs that wait together go as one message; when the last is his phase's opening DM, the Status
    Page and Done under it are in his language (they were English for everyone before)."""
    rows = [
        row(1, DirectMessage("news", "digest", "Republica", locale=locale)),
        row(2, DirectMessage("your orders", "opening", "Republica", 3, locale=locale)),
    ]
    merged, ids = coalesce_dms(rows)
    assert ids == (1, 2)
    message = decode(merged.kind, merged.payload)
    assert isinstance(message, DirectMessage) and message.locale == locale and message.phase_seq == 3
    assert labels(post_view(1, message)) == [t(locale, "button-status-page"), t(locale, "button-done")]


@pytest.mark.parametrize("locale", READERS)
async def test_a_status_pages_buttons_and_the_cabinet_menus_are_in_their_readers_language(locale: str) -> None:
    """The Status Page's quick buttons (Vote yes/no/abstain, Done) and the President's cabinet menus (each
    office's menu and Confirm) are built for the player who asked, in his language."""
    quick = status_view(1, 3, owes=True, budget_vote=True, locale=locale)
    assert labels(quick) == [
        t(locale, "button-vote-yes"),
        t(locale, "button-vote-no"),
        t(locale, "button-vote-abstain"),
        t(locale, "button-done"),
    ]
    options = (discord.SelectOption(label="Fam1", value="1"),)
    page = CabinetPage("menus", 1, 0, 3, True, ((Office.ADMIRAL, options),), locale)
    assert labels(page.view()) == [t(locale, "office-admiral-title"), t(locale, "button-confirm-cabinet")]


@pytest.mark.parametrize("locale", READERS)
async def test_nomicoups_your_hand_button_is_in_its_readers_language(locale: str) -> None:
    """Nomicoup: the Your hand button under a table's post is in the language the post is in."""
    assert labels(offer_view(5, 0, (), (), locale, hand=True)) == [t(locale, "coup-button-hand")]
