"""Issue 23: the engine's events of the street fighting, vacancies, the turn, straw men and actions, and the duties,
are data: each code renders in English (as the engine's sentence read before) and in German (VARIANTS 13's words)."""

from __future__ import annotations

import pytest

from bot.games.junta.text.news import event_text, rejection_text
from rules.events import PUBLIC, Event
from rules.rejections import refusal

NAMES = ("Garcia", "Lopez", "Cortez", "Alba", "Reyes", "Moreno", "Vargas")


def say(code: str, locale: str = "en", **data: object) -> str:
    return event_text(locale, Event(code, "", PUBLIC, data), NAMES)


def refused(code: str, locale: str = "en", **data: object) -> str:
    return rejection_text(locale, refusal(code, **data), NAMES)


FIRINGS = [[1, 2, 3, 4, 0, [6, 5, 2, 1], 2, 2, True], [2, 3, 2, 1, 1, [6], 1, 0, False]]

EVENTS: list[tuple[str, dict[str, object], str, str]] = [
    # rules/junta/military.py
    ("lapsed_no_stack_move", {}, "You have no stack move left this phase.", "keinen Stapelzug"),
    ("fled", {"player": 2, "zone": 17}, "Cortez escapes through the embassy in zone 17.", "Botschaft in Zone 17"),
    (
        "alliance_breaks",
        {"player": 0, "card": "alliance_breaks"},
        "Garcia plays Alliance Breaks: every transfer reverts.",
        "Garcia spielt",
    ),
    (
        "street_festival",
        {"player": 0, "card": "street_festival", "removed": 1},
        "Garcia plays Annual Street Festival: every red unit goes home (1 unit).",
        "(1 Einheit)",
    ),
    (
        "coup_card",
        {"player": 1, "card": "general_strike", "form": "placed", "unit": "striker", "unit_count": 8, "zone": 16},
        "Lopez plays General Strike: 8 Strikers in zone 16 (Industrial Zone).",
        "in Zone 16",
    ),
    ("lapsed_no_units_to_bribe", {"force": "Police"}, "There were no Police units to bribe there.", "Polizei"),
    (
        "lapsed_bribe_unpaid",
        {"force": "1st Brigade", "amount": 3},
        "You cannot pay 3 MP to bribe the 1st Brigade.",
        "3 MP",
    ),
    (
        "bribed_brigade",
        {"player": 0, "force": "Police", "won": 1, "count": 3},
        "Garcia bribes the Police: 1 of 3 units changes sides.",
        "1 von 3 Einheiten wechseln",
    ),
    (
        "transfer",
        {"player": 0, "to": 1, "to_player": 1, "zone": 4, "count": 2},
        "Garcia hands 2 units in zone 4 to Lopez.",
        "an Lopez",
    ),
    (
        "landing",
        {"player": 0, "zone": 11, "unit": "marine", "unit_count": 1},
        "Garcia lands 1 Marine in zone 11 (Docks).",
        "landet 1",
    ),
    (
        "bombardment",
        {"zone": 22, "attacker": 0, "by": 0, "target": 1, "hits": 2, "weapon": "gunboat", "dice": [6, 6, 1]},
        "Garcia's gunboat hits Lopez's units in zone 22: 2 destroyed (dice 6 6 1).",
        "Kanonenboot",
    ),
    ("became_rebel", {"player": 3}, "Alba fired on the Palace Guard: a Rebel now.", "Palastwache"),
    (
        "lapsed_units_gone",
        {"from_zone": 3, "to_zone": 6},
        "None of the units you named were left in zone 3 to move to zone 6.",
        "Zone 3",
    ),
    (
        "battle",
        {"zone": 22, "losses": {"2": 2, "3": 1}, "lost": [[2, 2], [3, 1]], "volleys": FIRINGS},
        "Battle in zone 22 (Railway Station): Cortez lost 2, Alba lost 1. Volley 1: Cortez fires 4 dice at Alba "
        "(6 5 2 1): 2 hits, first fire. Volley 2: Alba fires 1 die (for his unarmed units: one die per two) at Cortez "
        "(6): 1 hit, 1 lost: Cortez had no units left.",
        "Salve 1",
    ),
    (
        "retreat",
        {"player": 0, "zone": 4, "to": 3, "form": "to", "to_zone": 3},
        "Garcia's units in zone 4 retreat to zone 3.",
        "nach Zone 3",
    ),
    (
        "retreat",
        {"player": 0, "zone": 4, "to": None, "form": "nowhere"},
        "Garcia's units in zone 4 retreat nowhere: they are destroyed.",
        "vernichtet",
    ),
    (
        "bodyguard_gone",
        {"units": 1, "office": "minister_of_war"},
        "The Minister of War is gone: his Bodyguard leaves the streets.",
        "Kriegsminister",
    ),
]

EVENTS += [
    # rules/junta/vacancies.py
    (
        "office_frozen",
        {"office": "general_2", "form": "round"},
        "The office of Generalissimo of the 2nd Army Brigade is frozen until the round ends.",
        "bis zum Ende der Runde",
    ),
    (
        "office_frozen",
        {"office": "admiral", "form": "cabinet"},
        "The office of Admiral of the Navy is frozen until the next cabinet.",
        "bis zum nächsten Kabinett",
    ),
    (
        "brother_in_law",
        {"office": "minister"},
        "The President's Brother-in-Law takes the office of Minister of Internal Security.",
        "Der Schwager des Präsidenten übernimmt das Amt Minister für Innere Sicherheit.",
    ),
    (
        "office_by_lot",
        {"office": "admiral", "holder": 2},
        "The new President gives up the office of Admiral of the Navy: by lot it goes to Cortez.",
        "durch Los geht es an Cortez",
    ),
    ("cash_of_the_dead", {"victim": 1, "amount": 4}, "You take Lopez's cash: 4 MP.", "Geld von Lopez: 4 MP"),
    (
        "killed",
        {"victim": 1, "how": "before the firing squad", "form": "firing_squad"},
        "Lopez was executed by firing squad.",
        "Erschießungskommando",
    ),
    (
        "killed",
        {"victim": 1, "how": "executed on return from exile", "form": "executed_on_return"},
        "Lopez was executed on return from exile.",
        "Rückkehr aus dem Exil",
    ),
    (
        "killed",
        {"victim": 1, "how": "executed by the new President", "form": "executed_by_president"},
        "Lopez was executed by the new President.",
        "vom neuen Präsidenten",
    ),
    (
        "killed",
        {"victim": 1, "how": "by the Secret Police", "form": "assassin", "card": "secret_police"},
        "Lopez has been killed by the Secret Police.",
        "Lopez wurde ermordet",
    ),
    (
        "you_died",
        {"how": "by the Professional Assassin", "form": "assassin", "card": "professional_assassin"},
        "You have been killed by the Professional Assassin: your cards and cash are lost; you return next turn.",
        "Du wurdest ermordet",
    ),
    (
        "you_died",
        {"how": "before the firing squad", "form": "firing_squad"},
        "You were executed by firing squad: your cards and cash are lost; you return next turn.",
        "du kehrst nächste Runde zurück",
    ),
    ("exiled", {"player": 4}, "Reyes has fled into exile.", "Reyes ist ins Exil geflohen."),
    (
        "offices_resumed",
        {"player": 2, "offices": ["general_2", "admiral"]},
        "Cortez takes back the offices of Generalissimo of the 2nd Army Brigade and Admiral of the Navy.",
        "die Ämter",
    ),
    (
        "return_bribed",
        {"player": 2, "card": "bribe_the_assassin"},
        "Cortez bribes his way home: Bribe the Assassin stops the Minister's firing squad.",
        "besticht sich den Weg",
    ),
]

EVENTS += [
    # rules/junta/engine.py
    ("president_named", {"president": 0}, "Garcia is the first President.", "Garcia ist der erste Präsident."),
    (
        "order_lapsed",
        {"reason": "dead", "why": {"code": "old", "message": "You are dead."}},
        "An order of yours was not carried out: You are dead.",
        "nicht ausgeführt",
    ),
    ("discarded", {"cards": [3, 5]}, "You discard 2 cards.", "Du wirfst 2 Karten ab."),
    (
        "lapsed_return_in_coup",
        {},
        "A coup has begun: you can return only through an embassy held by your unit or by a player who grants you "
        "safe passage (name the embassy).",
        "freies Geleit",
    ),
    (
        "lapsed_resign_in_coup",
        {},
        "A coup has begun: the President cannot resign during a coup.",
        "Putsch",
    ),
    (
        "resigned",
        {"president": 3, "form": "election"},
        "President Alba resigns: the Chamber elects a successor.",
        "Präsident Alba tritt zurück: die Kammer",
    ),
    ("resigned", {"president": 3, "form": "straw"}, "President Alba resigns.", "Präsident Alba tritt zurück."),
    (
        "election_called",
        {"form": "dead"},
        "The President is dead: the Chamber elects a new President.",
        "Der Präsident ist tot",
    ),
    # rules/junta/turns.py
    (
        "election_called",
        {"form": "vacant"},
        "There is no President: the Chamber elects one before the cabinet.",
        "Es gibt keinen Präsidenten",
    ),
    (
        "respawn",
        {"player": 1},
        "The Lopez family has a new head and returns to politics.",
        "Die Familie Lopez hat ein neues Oberhaupt",
    ),
    ("turn_begins", {"turn": 3}, "Turn 3 begins.", "Runde 3 beginnt."),
    (
        "short_game",
        {"bills": 4, "count": 4},
        "The shorter game: 4 bills from the top of the money deck go out of play unseen.",
        "4 Geldscheine",
    ),
    (
        "game_over",
        {
            "reason": "The aid money has run out.",
            "form": "aid",
            "winners": [0, 1],
            "ranking": [{"rank": 1, "player": 0, "swiss": 30}, {"rank": 1, "player": 1, "swiss": 30}],
            "awards": [
                {"award": "deaths", "players": [0, 1, 2], "count": 1},
                {"award": "kills", "players": [2], "count": 2},
            ],
        },
        "The aid money has run out. The game is over. Winners: Garcia and Lopez.\n1. Garcia: 30 MP\n1. Lopez: 30 MP"
        "\nAwards:\nCat With Nine Lives: Garcia, Lopez and Cortez (1 death each)\nThe Family Business: Cortez "
        "(2 assassinations)",
        "Katze mit neun Leben: Garcia, Lopez und Cortez (je 1 Tod)",
    ),
    (
        "game_over",
        {
            "reason": "Every family is dead: nobody is left to rule the Republic.",
            "form": "all_dead",
            "winners": [],
            "ranking": [{"rank": 1, "player": 2, "swiss": 3}],
            "awards": [],
        },
        "Every family is dead: nobody is left to rule the Republic. The game is over. Nobody wins.\n1. Cortez: 3 MP",
        "Niemand gewinnt.",
    ),
]

EVENTS += [
    # rules/junta/straw.py
    (
        "faction_roll",
        {
            "player": 2,
            "promised": 3,
            "roll": 2,
            "faction": "government",
            "votes": 1,
            "need": 2,
            "shift": "minister",
            "form": "roll",
        },
        "Cortez: promised 3 MP, 1 influence vote, one column right as Minister; needs 2 or less, rolls 2: joins the "
        "government.",
        "geht zur Regierung",
    ),
    (
        "faction_roll",
        {
            "player": 2,
            "promised": 0,
            "roll": None,
            "faction": "opposition",
            "votes": 8,
            "need": None,
            "shift": "none",
            "form": "table",
        },
        "Cortez: promised 0 MP, 8 influence votes; no roll: the table says opposition: joins the opposition.",
        "kein Wurf",
    ),
    (
        "straw_cash",
        {"straw": 2, "straw_player": 2, "amount": 5},
        "Cortez's cash (5 MP) passes to you, his faction's leader.",
        "Das Geld von Cortez (5 MP)",
    ),
    (
        "president_chosen",
        {"president": 1, "chooser": 0, "votes": 4, "form": "makes"},
        "Garcia, whose faction has the most votes (4), makes Lopez President.",
        "macht Lopez zum Präsidenten",
    ),
    (
        "president_chosen",
        {"president": 0, "chooser": 0, "votes": 4, "form": "takes"},
        "Garcia, whose faction has the most votes (4), takes the presidency.",
        "übernimmt die Präsidentschaft",
    ),
    (
        "straw_men",
        {"straws": [{"player": 2, "cards": []}, {"player": 3, "cards": [0]}], "president": 0, "form": "named"},
        "Straw men: Cortez; Alba (influence in play: ",
        "Strohmänner: Cortez; Alba (Einfluss im Spiel: ",
    ),
    (
        "straw_hands",
        {"hands": [{"player": 2, "cards": []}]},
        "You are shown the straw men's hands, once, at the start of the game: Cortez: no cards.",
        "Cortez: keine Karten",
    ),
]

REJECTIONS: list[tuple[str, dict[str, object], str, str]] = []


@pytest.mark.parametrize(("code", "data", "english", "german"), EVENTS, ids=[e[0] for e in EVENTS])
def test_each_event_renders_in_english_and_german(
    code: str, data: dict[str, object], english: str, german: str
) -> None:
    """The English sentence is the engine's of before; the German one says it in VARIANTS 13's words."""
    said = say(code, "en", **data)
    assert said == english or (english.endswith(": ") and said.startswith(english)), said
    de = say(code, "de", **data)
    assert german in de and de != english and "{" not in de, de


@pytest.mark.parametrize(("code", "data", "english", "german"), REJECTIONS, ids=[r[0] for r in REJECTIONS] or None)
def test_each_rejection_renders_in_english_and_german(
    code: str, data: dict[str, object], english: str, german: str
) -> None:
    """A refusal reads as it did in English; in German in VARIANTS 13's words."""
    assert refused(code, "en", **data) == english
    de = refused(code, "de", **data)
    assert german in de and de != english and "{" not in de, de


def test_a_long_battle_is_told_as_dice_and_hits_per_player() -> None:
    """Beyond 15 firings the report sums each player's dice and hits (one readable post)."""
    many = [[1 + i % 3, i % 2, 1 - i % 2, 2, 0, [6, 1], 1, 1, False] for i in range(16)]
    text = say("battle", zone=22, lost=[[0, 8], [1, 8]], volleys=many)
    assert text.endswith("Three volleys: Garcia rolled 16 dice for 8 hits; Lopez rolled 16 dice for 8 hits."), text
    assert "Drei Salven" in say("battle", "de", zone=22, lost=[[0, 8], [1, 8]], volleys=many)
