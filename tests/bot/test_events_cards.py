"""Issue 23: the political cards' events are data (rules/junta/cardplay.py) and read in English and German."""

from __future__ import annotations

import pytest

from bot.games.junta.text.news import event_text
from bot.text.messages import MAX_TEXT_CHARS
from rules.events import PUBLIC, Event

NAMES = ("Garcia", "Lopez", "Cortez")
CASES = [
    ("lapsed_card_gone", {"card": 26}, "You no longer hold Press; it was not played."),
    ("influence_played", {"player": 1, "card": "church", "votes": 4}, "Lopez puts Church influence in play (4 votes)."),
    (
        "no_effect",
        {"card": "bank_holiday", "form": "no-banking"},
        "Your Bank Holiday has no effect: no banking is left this round. It counts as discarded; nobody else is told.",
    ),
    ("no_effect", {"card": "peasant_revolt", "form": "nothing"}, None),
    ("donation", {"value": 5, "form": "bill"}, "A Secret Political Donation brings you 5 MP."),
    ("donation", {"value": 0, "form": "empty"}, "The money deck is empty: the donation brings nothing."),
    (
        "card_played",
        {"player": 0, "card": "donation", "form": "donation"},
        "Garcia received a Secret Political Donation.",
    ),
    ("card_played", {"player": 2, "card": "bank_holiday", "form": "played"}, "Cortez played Bank Holiday."),
    ("church_desecrated", {}, "Church influence casts no votes until the end of the turn."),
    (
        "spy_report",
        {"target": 1, "swiss": 12},
        "Your spy in Switzerland reports: Lopez has 12 MP in the Swiss account.",
    ),
    ("bank_holiday", {}, "Bank Holiday: the Bank is closed for the rest of the turn."),
    ("farmers_strike", {}, "Farmers' Strike: the Farm & Labor Secretary draws no bills this turn."),
    ("authority_disputed", {}, None),
    ("coup_excuse_card", {"card": "peasant_revolt"}, None),
    (
        "intelligence",
        {"form": "draw", "option": "draw", "bills": [1, 3, 2]},
        "Intelligence: the President drew 3 + 2 + 1 = 6 MP this turn.",
    ),
    (
        "intelligence",
        {"form": "draw", "option": "draw", "bills": []},
        "Intelligence: the President has drawn no bills this turn.",
    ),
    (
        "intelligence",
        {"form": "cash", "option": "cash", "target": 2, "pocket_bills": [5]},
        "Intelligence: Cortez carries 5 = 5 MP in cash.",
    ),
    (
        "intelligence",
        {"form": "hand", "option": "hand", "target": 2, "held_cards": []},
        "Intelligence: Cortez holds no cards.",
    ),
    (
        "intelligence",
        {"form": "hand", "option": "hand", "target": 2, "held_cards": [26]},
        "Intelligence: Cortez holds Press.",
    ),
]


@pytest.mark.parametrize(("code", "data", "english"), CASES)
def test_each_card_event_reads_in_english_and_german(code: str, data: dict[str, object], english: str | None) -> None:
    """Each card event's sentence: today's English, and German with nothing left to fill, within Discord's limit."""
    event = Event(code, "", PUBLIC, data)
    en, de = event_text("en", event, NAMES), event_text("de", event, NAMES)
    if english is not None:
        assert en == english
    assert en and de and en != de and "{" not in de and len(de) <= MAX_TEXT_CHARS, (en, de)
