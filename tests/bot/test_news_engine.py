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
            "reason": "aid",
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
            "reason": "all_dead",
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

EVENTS += [
    # rules/junta/actions.py
    (
        "gift",
        {"giver": 0, "receiver": 1, "amount": 6, "bills": [3, 2, 1], "paid": [1, 3, 2], "form": "cash"},
        "Garcia gives Lopez 3 + 2 + 1 = 6 MP.",
        "Garcia gibt Lopez 3 + 2 + 1 = 6 MP.",
    ),
    (
        "straw_swap",
        {"straw": 2, "straw_player": 2, "given_card": "press", "taken_card": "bank_holiday"},
        "You swap Press for Cortez's Bank Holiday.",
        "von Cortez",
    ),
    ("straw_swap_public", {"player": 0, "straw_player": 2}, "Garcia swaps a card with Cortez.", "tauscht eine Karte"),
    (
        "trade",
        {"offerer": 0, "offerer_player": 0, "receiver": 1},
        "Garcia and Lopez complete a trade.",
        "Garcia und Lopez schließen einen Tausch ab.",
    ),
]

REJECTIONS: list[tuple[str, dict[str, object], str, str]] = [
    ("action_no_such_player", {"number": 9}, "There is no player #9.", "keinen Spieler #9"),
    ("action_dead", {"form": "you"}, "You are dead: no gifts or trades until the next turn.", "Du bist tot"),
    ("action_dead", {"form": "offerer"}, "The offerer is dead: no gifts or trades until the next turn.", "Anbietende"),
    (
        "action_exiled",
        {"form": "they"},
        "They are in exile: exiles may not trade or receive gifts.",
        "Er ist im Exil",
    ),
    ("action_bad_amount", {}, "Give a positive amount of MP.", "positiven Betrag"),
    (
        "no_exact_change",
        {"paid": [3, 3], "amount": 2, "could": 2, "could_low": 3, "could_high": 6, "locked": "no"},
        "Your cash (3 + 3 = 6 MP) cannot make exactly 2 MP: no change is given. You could give 3 or 6 MP.",
        "Du könntest 3 oder 6 MP geben.",
    ),
    (
        "no_exact_change",
        {"paid": [1], "amount": 2, "could": 1, "could_low": 1, "could_high": 1, "locked": "yes"},
        "Your cash (cash added to your budget proposal is locked) (1 = 1 MP) cannot make exactly 2 MP: no change is "
        "given. You could give 1 MP.",
        "gesperrt",
    ),
    ("action_game_over", {}, "The game is over.", "Das Spiel ist vorbei."),
    ("not_yours", {}, "Only the player the trade was offered to can accept it.", "angeboten"),
    ("action_self", {}, "You cannot give something to yourself.", "dir selbst"),
    (
        "action_straw_man",
        {},
        "A straw man gives nothing away: his cash passes to his leader after the Bank.",
        "Strohmann",
    ),
    (
        "aftermath",
        {},
        "Nobody may give away cash or cards during the coup aftermath: who faces the firing squad is not known until "
        "it resolves.",
        "Erschießungskommando",
    ),
    (
        "resigning",
        {},
        "A resigning President may not transfer his pocket money during the election.",
        "zurücktretender Präsident",
    ),
    ("action_not_in_hand", {"form": "cards"}, "You can only give cards from your hand.", "Karten aus deiner Hand"),
    ("action_not_in_hand", {"form": "card"}, "You can only give a card from your hand.", "eine Karte"),
    (
        "action_not_in_hand",
        {"form": "straw", "player": 2},
        "Cortez has no such hidden card (influence in play stays where it is).",
        "verdeckte Karte",
    ),
    (
        "hand_limit",
        {"form": "gift", "player": 1, "limit": 6},
        "Lopez would hold more than 6 cards: nobody may pass a card to a player at the limit.",
        "mehr als 6 Karten",
    ),
    (
        "hand_limit",
        {"form": "trade", "limit": 6},
        "After the trade someone would hold more than 6 cards.",
        "Nach dem Tausch",
    ),
    ("cards_gone", {}, "The cards of this trade are no longer in hand.", "nicht mehr auf der Hand"),
    ("bad_trade", {}, "A card appears twice in the trade.", "zweimal"),
    (
        "offerer_cannot_pay",
        {"player": 2, "amount": 5},
        "Cortez can no longer pay exactly 5 MP from their cash: the trade cannot be made.",
        "genau 5 MP",
    ),
    ("empty_trade", {}, "The trade moves nothing.", "bewegt nichts"),
    ("not_a_straw_man", {"player": 1}, "Lopez is not a straw man: offer a /trade instead.", "kein Strohmann"),
    ("not_your_faction", {"player": 2}, "Only a real player of Cortez's faction swaps cards with him.", "Fraktion"),
    (
        "swapped",
        {"player": 2},
        "Cortez has already swapped a card this round: one swap per straw man a round.",
        "schon eine Karte getauscht",
    ),
]


@pytest.mark.parametrize(("code", "data", "english", "german"), EVENTS, ids=[e[0] for e in EVENTS])
def test_each_event_renders_in_english_and_german(
    code: str, data: dict[str, object], english: str, german: str
) -> None:
    """The English sentence is the engine's of before; the German one says it in VARIANTS 13's words."""
    said = say(code, "en", **data)
    assert said == english or (english.endswith(": ") and said.startswith(english)), said
    de = say(code, "de", **data)
    assert german in de and de != english and "{" not in de, de


@pytest.mark.parametrize(("code", "data", "english", "german"), REJECTIONS, ids=[r[0] for r in REJECTIONS])
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


DUTIES: list[tuple[str, dict[str, object], str, str]] = [
    ("no_election_vote", {}, "No vote for President: your votes abstain.", "Stimme für den Präsidenten"),
    ("no_opposition_brigade", {"form": "lot"}, "No brigade named for the opposition: lot gives it one.", "Los"),
    (
        "no_opposition_brigade",
        {"form": "kept"},
        "No brigade named for the opposition: it keeps last round's.",
        "behält",
    ),
    ("no_minister_named", {"form": "lot"}, "No Minister named: lot names one of the other two.", "Kein Minister"),
    ("no_minister_named", {"form": "kept"}, "No Minister named: last round's stays.", "letzten Runde"),
    (
        "no_cabinet",
        {},
        "No cabinet appointed: last turn's holders stay where they may and lot fills the rest.",
        "Kein Kabinett",
    ),
    (
        "over_hand_limit",
        {"held": 8, "limit": 6, "over": 2},
        "You hold 8 cards, over the hand limit of 6: at the deadline the newest drawn are discarded (2).",
        "Handkartenlimit von 6",
    ),
    ("no_new_weapons", {}, "No New Weapons assigned: nobody gets them.", "Neuen Waffen"),
    (
        "no_bills_drawn",
        {"form": "foreign_minister"},
        "No number of bills chosen for the Foreign Minister: a number from 1 to 6 is drawn by lot.",
        "Außenminister",
    ),
    (
        "no_bills_drawn",
        {"form": "farm_labor"},
        "No number of bills chosen for Farm & Labor: a number from 1 to 6 is drawn by lot.",
        "Landwirtschaft",
    ),
    (
        "no_budget",
        {},
        "No budget proposed: the pool goes in equal payable shares to the other players, the rest to your pocket, "
        "and it still goes to the vote.",
        "Kein Haushalt",
    ),
    ("no_budget_vote", {}, "No vote on the budget: your votes abstain.", "Haushalt"),
    ("no_seizure", {}, "No decision: the Chamber is not seized.", "Kammer"),
    ("no_location", {}, "No location chosen: lot places you at Home, the Club or your Mistress.", "Aufenthaltsort"),
    ("no_unit_orders", {}, "No orders for your units: they stand still and only return fire.", "Einheiten"),
    ("no_coup_vote", {}, "No side chosen in the coup vote: you abstain.", "Putsch"),
    (
        "no_junta_vote",
        {"form": "if_rebels_win"},
        "No vote in the Junta: if the Rebels win, it elects the new President without you.",
        "siegen die Aufständischen",
    ),
    ("no_junta_vote", {"form": "won"}, "No vote in the Junta: it elects the new President without you.", "Junta"),
    ("no_firing_squad", {"form": "if_you_win"}, "If you win: nobody sent to the firing squad.", "Wenn du siegst"),
    ("no_firing_squad", {"form": "won"}, "Nobody sent to the firing squad.", "Erschießungskommando"),
    ("no_declaration", {"form": "rebel"}, "No side declared: you are counted Pro-Junta, as a Rebel.", "Pro-Junta"),
    (
        "no_declaration",
        {"form": "loyalist"},
        "No side declared: you are counted Pro-President, as a Loyalist.",
        "Pro-Präsident",
    ),
    (
        "straw_over_hand_limit",
        {"straw_player": 2, "held": 7, "limit": 6, "over": 1},
        "Cortez, your straw man, holds 7 cards, over the hand limit of 6: choose the 1 card he discards, or at the "
        "deadline his newest drawn is discarded.",
        "dein Strohmann",
    ),
]


@pytest.mark.parametrize(("code", "data", "english", "german"), DUTIES, ids=[d[0] for d in DUTIES])
def test_each_duty_renders_in_english_and_german(code: str, data: dict[str, object], english: str, german: str) -> None:
    """RULES 2 and 7: what a player owes and the default if he gives nothing, in his language."""
    from bot.games.junta.text.duties import duty_text
    from rules.junta.duties import Duty

    duty = Duty((), code, data)
    assert duty_text("en", duty, NAMES) == english
    de = duty_text("de", duty, NAMES)
    assert german in de and de != english and "{" not in de, de


def test_every_duty_code_the_engine_gives_has_its_message() -> None:
    """By construction: each `Duty(..., "code")` literal in rules/junta/duties.py has duty-<code> in both languages."""
    import ast
    from pathlib import Path

    from bot.games.junta.text.news import message_id
    from bot.text.i18n import LOCALES, has

    tree = ast.parse((Path(__file__).resolve().parents[2] / "rules" / "junta" / "duties.py").read_text())
    codes = {
        n.args[1].value
        for n in ast.walk(tree)
        if isinstance(n, ast.Call)
        and getattr(n.func, "id", "") == "Duty"
        and len(n.args) > 1
        and isinstance(n.args[1], ast.Constant)
    }
    assert len(codes) >= 15
    assert not [(c, loc) for c in codes for loc in LOCALES if not has(loc, message_id("duty", str(c)))]


def test_appointing_an_office_the_cabinet_lacks_is_refused_with_the_catalogues_titles() -> None:
    """/appoint naming an office this variant's cabinet has not (VARIANTS 2.1: classic has no Farm & Labor Secretary):
    the offices by their titles in the reader's language."""
    from bot.text.i18n import t

    en = t("en", "appoint-no-such-office", absent="Farm & Labor Secretary", cabinet="Admiral of the Navy")
    assert en == "this game has no Farm & Labor Secretary: its cabinet is Admiral of the Navy."
    assert "Kabinett" in t("de", "appoint-no-such-office", absent="x", cabinet="y")


def test_a_straw_mans_news_forwarded_to_his_leader_says_whose_it_is() -> None:
    """VARIANTS 10.6: what a straw man is told goes to his faction's leader, saying for whom."""
    data: dict[str, object] = {"straw_player": 3, "amount": 5, "for_straw_man": "Alba", "for_straw_player": 3}
    assert say("straw_cash", "en", **data).startswith("For Alba, your straw man: ")
    assert say("straw_cash", "de", **data).startswith("Für Alba, deinen Strohmann: ")


def test_a_straw_mans_influence_at_set_up_and_the_mini_cabinet_render_in_both_languages() -> None:
    """VARIANTS 10.2.3: the straw men's influence cards are played face up at set-up; 10.3: the offices this round."""
    assert say("straw_influence_played", player=2, cards=[0]).startswith("Cortez (a straw man) puts ")
    assert "ein Strohmann" in say("straw_influence_played", "de", player=2, cards=[0])
    rows = [
        {"office": "president", "holder": 0, "form": "held"},
        {"office": "minister", "holder": None, "form": "vacant"},
    ]
    assert say("cabinet", seat_lines=rows).startswith("The cabinet:\nEl Presidente: Garcia")
    assert say("returned", player=1, form="other") == "Lopez returns from exile."
    assert say("no_president", form="other") == "No real player can take the presidency: it stays vacant."
