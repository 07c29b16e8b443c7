"""Issue 23: "Events and rejections are data: a stable code and typed fields ... `bot/text/` renders every sentence
from codes and fields, for a locale" — the phases' events (rules/junta/phases/*, ballots.py, context.py,
cardplay.py), each rendered from its code and fields in English (today's sentence) and in German."""

from __future__ import annotations

from typing import Any

import pytest

from bot.games.junta.text.news import event_text
from rules.events import PUBLIC, Event

NAMES = ("Garcia", "Lopez", "Cortez", "Alba", "Reyes", "Moreno", "Vargas")


def said(code: str, locale: str = "en", **data: Any) -> str:
    return event_text(locale, Event(code, "", PUBLIC, data), NAMES)


# (code, fields, the English sentence, a word the German sentence has)
CASES: list[tuple[str, dict[str, Any], str, str]] = [
    (
        "nominated",
        {"candidate": 1, "by": [0], "second_players": [2, 3]},
        "Lopez is nominated by Garcia, seconded by Cortez and Alba.",
        "nominiert",
    ),
    ("nominated", {"candidate": 1, "by": [0], "second_players": []}, "Lopez is nominated by Garcia.", "nominiert"),
    ("declined", {"player": 2, "form": "nomination"}, "Cortez declines the nomination.", "Nominierung"),
    ("declined", {"player": 2, "form": "election"}, "Cortez declines to stand: votes for him are void.", "ungültig"),
    ("no_nominations", {}, "No standing nomination: every player is a candidate.", "Kandidat"),
    (
        "candidates",
        {"candidates": [0, 1], "form": "nomination"},
        "Candidates for President: Garcia and Lopez.",
        "Garcia und Lopez",
    ),
    ("candidates", {"candidates": [2], "form": "ballot_two"}, "Candidates in ballot 2: Cortez.", "Wahlgang"),
    (
        "new_budget",
        {"player": 3},
        "Alba plays New Budget: the President proposes again and the Chamber votes again.",
        "Kammer",
    ),
    (
        "chamber_seized",
        {"form": "holiday"},
        "The Minister of Internal Security seizes the Chamber of Deputies: the budget passes at gunpoint. The Bank "
        "stays closed for the Bank Holiday. There is a coup excuse.",
        "Bank-Ferien",
    ),
    (
        "chamber_seized",
        {"form": "lunch"},
        "The Minister of Internal Security seizes the Chamber of Deputies: the budget passes at gunpoint. The Bank is "
        "closed for lunch until any coup has resolved. There is a coup excuse.",
        "Mittagsruhe",
    ),
    (
        "budget_defeated",
        {"pocketed": True},
        "The Minister does not seize the Chamber: the budget stays defeated, the President pockets it, and the Bank is "
        "closed for the rest of the turn.",
        "abgelehnt",
    ),
    (
        "new_weapons",
        {"office": "admiral", "form": "office"},
        "New Weapons go to the Admiral of the Navy.",
        "Neuen Waffen",
    ),
    ("new_weapons", {"office": None, "form": "nobody"}, "Nobody receives New Weapons this turn.", "Niemand"),
    (
        "budget_undrawable",
        {"wanted": 9, "form": "ministers"},
        "The ministers ask for 9 bills in all, but the money deck cannot give them: the draw is void.",
        "Geldstapel",
    ),
    (
        "budget_undrawable",
        {"wanted": 8, "form": "president"},
        "The President comes to draw the aid money, but fewer than 8 bills are left.",
        "weniger als 8",
    ),
    (
        "budget_drawn",
        {"form": "ministers", "foreign_minister": 1, "farm_labor": 3, "president": 2, "president_count": 2},
        "The Foreign Minister drew 1 bill, the Farm & Labor Secretary 3, the President 2.",
        "1 Geldschein",
    ),
    (
        "budget_drawn",
        {"form": "president", "president": 8, "president_count": 8},
        "The President draws 8 bills of aid money.",
        "8 Geldscheine",
    ),
    (
        "bills_drawn",
        {"office": "foreign_minister", "bills": [1, 5, 2]},
        "As Foreign Minister you drew 5 + 2 + 1 = 8 MP for the budget.",
        "5 + 2 + 1 = 8 MP",
    ),
    (
        "budget_pool",
        {"bills": [1, 2, 5], "drawn_bills": [2]},
        "Your budget pool: 5 + 2 + 1 = 8 MP (you drew 2 = 2 MP).",
        "Haushaltsgeld",
    ),
    (
        "lapsed_budget",
        {"why": {"code": "never_heard_of", "message": "Too much."}},
        "Your budget could not be recorded: Too much.",
        "Staatshaushalt",
    ),
    (
        "default_budget",
        {},
        "The President proposed no budget: the pool is shared equally among the other players.",
        "gleichmäßig",
    ),
    (
        "budget_proposed",
        {"president": 0, "share_lines": [{"player": 1, "amount": 3}, {"player": 2, "amount": 0}]},
        "Garcia proposes the budget:\nLopez: 3 MP\nCortez: 0 MP",
        "Lopez: 3 MP",
    ),
    (
        "budget_detail",
        {"skim_bills": [1], "grant_clauses": [{"player": 1, "bills": [2, 1]}]},
        "Your budget in bills: Lopez: 2 + 1 = 3 MP. You pocket 1 = 1 MP.",
        "behältst",
    ),
    (
        "budget_detail",
        {"skim_bills": [], "grant_clauses": []},
        "Your budget in bills: nobody gets anything. You pocket no bills.",
        "niemand bekommt",
    ),
    (
        "factions_kept",
        {},
        "A New Budget rolls nothing new: the straw men stay in their factions.",
        "Fraktionen",
    ),
    ("budget_paid", {"amount": 3, "bills": [1, 2]}, "The budget pays you 2 + 1 = 3 MP.", "zahlt dir"),
    (
        "miscount",
        {"player": 0, "target": 1, "card": "miscount", "yes": 4, "no": 3},
        "Garcia plays Miscount: Lopez's votes are struck. Recount: 4 yes, 3 no.",
        "gestrichen",
    ),
    (
        "revote",
        {"player": 0, "card": "power_failure", "yes": 4, "no": 3},
        "Garcia plays Power Failure (4 yes, 3 no): the Chamber votes again.",
        "erneut",
    ),
    (
        "budget_vote",
        {
            "passed": False,
            "yes": 2,
            "no": 9,
            "roll_lines": [
                {"player": 1, "yes": 2, "no": 0, "abstain": 0, "struck": False},
                {"player": 4, "yes": 0, "no": 9, "abstain": 0, "struck": True},
            ],
        },
        "The budget fails: 2 yes, 9 no.\nLopez: 2 yes, 0 no, 0 abstain\nReyes: 0 yes, 9 no, 0 abstain (struck)",
        "abgelehnt",
    ),
    ("coup_excuse", {"form": "budget"}, "The budget failed: there is a coup excuse.", "Putsch-Vorwand"),
    ("coup_excuse", {"form": "other"}, "There is a coup excuse.", "Putsch-Vorwand"),
    (
        "hand_limit",
        {"cards": ["miscount"], "limit": 6},
        "Over the hand limit of 6: you discard Miscount (newest drawn first).",
        "Handkartenlimit",
    ),
    ("new_head", {"player": 2, "head": "Rosa"}, "The Cortez family is now led by Rosa.", "Rosa"),
    (
        "default_cabinet",
        {},
        "The President gave no appointments: last turn's holders stay where they may, lot fills the rest.",
        "Los",
    ),
    (
        "cabinet",
        {
            "seat_lines": [
                {"office": "president", "holder": 0, "form": "held"},
                {"office": "minister", "holder": None, "form": "brother_in_law"},
                {"office": "admiral", "holder": None, "form": "vacant"},
            ]
        },
        "The cabinet:\nEl Presidente: Garcia\nMinister of Internal Security: the President's Brother-in-Law\n"
        "Admiral of the Navy: vacant (frozen)",
        "Schwager des Präsidenten",
    ),
    (
        "authority_disputed_changes",
        {
            "change_clauses": [
                {"office": "admiral", "form": "vacant", "chosen": "", "why": ""},
                {
                    "office": "minister_of_war",
                    "form": "goes",
                    "chosen": "president",
                    "why": "no_office",
                    "old_is_bil": False,
                    "old_seat": 2,
                    "new_is_bil": False,
                    "new_seat": 6,
                },
            ]
        },
        "Last turn's appointments stand, except: the Admiral of the Navy stays vacant: nobody may take it; the "
        "Minister of War goes to Vargas (the President's choice): Vargas held no office, and every player in the "
        "country holds at least one (RULES 4.1).",
        "Kriegsminister",
    ),
    ("deck_reshuffled", {}, "The discards were shuffled into a new political deck.", "gemischt"),
    ("lapsed_no_embassy", {}, "During a coup you return through an embassy: name one.", "Botschaft"),
    (
        "returned",
        {"player": 1, "embassy": 15, "form": "embassy"},
        "Lopez returns from exile through the embassy in zone 15.",
        "Viertel 15",
    ),
    (
        "no_safe_passage",
        {"embassy": 5},
        "Nobody granted you safe passage through the embassy in zone 5: you come back at the Minister's mercy.",
        "freies Geleit",
    ),
    (
        "lapsed_embassy_not_held",
        {"embassy": 17},
        "Nobody held the embassy in zone 17 for you: you stay in exile.",
        "Exil",
    ),
    (
        "coup_conceded",
        {"result": "junta", "coup_round": 2},
        "Every player concedes the coup to the Rebels: it ends after Coup Phase 2, and the Rebels win.",
        "Putsch-Phase 2",
    ),
    (
        "coup_conceded",
        {"result": "president", "coup_round": 4},
        "Every player concedes the coup to the President: it ends after Coup Phase 4, and the President wins.",
        "Präsident siegt",
    ),
    (
        "coup_vote",
        {
            "declared_items": [{"player": 0, "form": "president"}, {"player": 1, "form": "junta"}],
            "point_clauses": [
                {"zone": 14, "number": 14, "form": "pro_president", "owner_players": [0]},
                {"zone": 22, "number": 22, "form": "pro_junta", "owner_players": []},
            ],
            "junta": 1,
            "points": 5,
            "result": "president",
        },
        "The vote: Garcia Pro-President, Lopez Pro-Junta. Control points: Presidential Palace (14): Pro-President, "
        "held by Garcia; Railway Station (22): Pro-Junta, empty. Pro-Junta: 1 of 5. The President stays in power.",
        "Schlüsselpositionen",
    ),
    ("mercy", {}, "The President sends nobody to the firing squad.", "Erschießungskommando"),
    ("bank_reopens", {}, "The Bank reopens after lunch.", "Mittagsruhe"),
    ("coup_over", {}, "The coup is over: every unit leaves the streets.", "Einheiten"),
    ("no_president", {"form": "junta"}, "Nobody is left to be President.", "Präsident"),
    (
        "junta_vote",
        {"tally_items": [{"player": 1, "votes": 2}, {"player": 3, "votes": 1}], "president": 1},
        "The Junta votes: Lopez 2, Alba 1. Lopez is the new President.",
        "neue Präsident",
    ),
    (
        "first_ballot",
        {
            "form": "budget",
            "round": 0,
            "total_items": [{"votes": 2, "form": "no", "for_player": None}],
            "ballot_lines": [
                {
                    "player": 1,
                    "cast_clauses": [
                        {
                            "votes": 2,
                            "form": "no",
                            "for_player": None,
                            "source_items": [{"source_name": "office:minister"}, {"source_name": "office:general_1"}],
                        }
                    ],
                }
            ],
        },
        "The budget vote, ballot 1 of 2: 2 votes no so far.\nLopez: 2 votes no (Minister, 1st General)\n"
        "Ballot 2 completes the vote: every source not yet cast may vote now.",
        "Wahlgang",
    ),
    (
        "first_ballot",
        {"form": "election", "round": 1, "total_items": [], "ballot_lines": []},
        "Re-vote 1, ballot 1 of 2: nobody cast a vote yet.\n"
        "Ballot 2 completes the vote: every source not yet cast may vote now.",
        "Wiederholung 1",
    ),
    (
        "reappointed",
        {"president": 2, "seat_lines": [{"office": "minister", "holder": 4, "form": "held"}]},
        "President Cortez reassigns the offices at once:\nMinister of Internal Security: Reyes",
        "vergibt",
    ),
    ("no_election", {}, "Nobody can stand for President: the office stays vacant.", "unbesetzt"),
    (
        "election_tally",
        {"round": 0, "tally_items": [{"player": 1, "votes": 2}, {"player": 0, "votes": 1}]},
        "The election: Lopez 2, Garcia 1.",
        "Die Wahl",
    ),
    ("election_tie", {"candidates": [0, 2]}, "A tie: a re-vote among Garcia and Cortez.", "Stimmgleichheit"),
    ("election_lot", {"round": 2, "winner": 0}, "The second re-vote still ties: lot chooses Garcia.", "Los"),
    ("election_lot", {"round": 0, "winner": 0}, "The vote still ties: lot chooses Garcia.", "Los"),
    ("president_elected", {"president": 3}, "Alba is elected President.", "gewählt"),
    (
        "pocket_passed",
        {"amount": 7, "receiver": 3},
        "The former President's pocket (7 MP) passes to Alba.",
        "7 MP",
    ),
    ("location", {"location": "bank", "form": "chosen"}, "You spend the phase at the Bank.", "in der Bank"),
    ("location", {"location": "club", "form": "lot"}, "You gave no location; lot sends you to the Club.", "Los"),
    (
        "lapsed_assassin_condition",
        {},
        "Your assassination order's condition did not hold: nobody was sent.",
        "Bedingung",
    ),
    ("lapsed_assassin_gone", {"card": "burglar"}, "You no longer hold Burglar: nobody was sent.", "Einbrecher"),
    (
        "lapsed_assassin_unpaid",
        {"card": "professional_assassin", "cost": 4},
        "You could not pay 4 MP for the Professional Assassin: nobody was sent.",
        "Profi-Attentäter",
    ),
    ("bribe_failed", {}, "You could not pay to bribe the assassin sent at you.", "bestechen"),
    (
        "bribed",
        {"kind": "professional_assassin", "cost": 2, "form": "target"},
        "A Professional Assassin was sent after you: your Bribe the Assassin stopped it (you paid 2 MP).",
        "2 MP",
    ),
    (
        "bribed",
        {"kind": "secret_police", "target": 1, "form": "sender"},
        "Your Secret Police was bribed and did nothing.",
        "Geheimpolizei",
    ),
    (
        "attempt_on",
        {"target": 4, "kind": "amateur_assassin"},
        "An attempt on Reyes by an Amateur Assassin failed.",
        "einen Amateur-Attentäter",
    ),
    (
        "attempt_on_you",
        {"kind": "secret_police", "die": 0},
        "The Secret Police was sent after you: it failed.",
        "Die Geheimpolizei",
    ),
    (
        "attempt_failed",
        {"target": 2, "kind": "burglar", "form": "dead", "die": 0},
        "Your Burglar found Cortez already dead.",
        "tot",
    ),
    (
        "attempt_failed",
        {"target": 2, "kind": "amateur_assassin", "form": "failed", "roll": 3, "die": 3},
        "Your Amateur Assassin failed against Cortez (the die showed 3).",
        "Würfel",
    ),
    (
        "attempt_succeeded",
        {"target": 2, "kind": "monarchist_assassin"},
        "Your Monarchist Assassin killed Cortez.",
        "getötet",
    ),
    ("character_assassinated", {"target": 2}, "A scandal ruins Cortez: all influence in play is discarded.", "Skandal"),
    (
        "loot",
        {"amount": 3, "victim": 2, "form": "character_assassin"},
        "Cortez pays you 3 MP to keep quiet.",
        "Schweigen",
    ),
    ("loot", {"amount": 3, "bills": [2, 1], "form": "burglar"}, "Your Burglar brings back 2 + 1 = 3 MP.", "Einbrecher"),
    (
        "robbed",
        {"cards": [], "bills": [2], "form": "character_assassin"},
        "A Character Assassin ruined you: your influence in play is discarded (none) and you paid 2 = 2 MP to keep it "
        "quiet.",
        "Rufmörder",
    ),
    (
        "robbed",
        {"bills": [5, 1], "form": "bank_robber"},
        "A bank robber took 5 + 1 = 6 MP from your Swiss account.",
        "Schweizer Konto",
    ),
    ("burgled", {"target": 0}, "Garcia has been burgled.", "eingebrochen"),
    ("bank_robbed", {"target": 0}, "Garcia's Swiss account has been robbed.", "ausgeraubt"),
    ("lapsed_not_at_bank", {}, "You were not at the Bank: no banking.", "Bank"),
    (
        "banked",
        {"deposited": 3, "withdrawn": 1, "swiss": 7, "form": "own"},
        "At the Bank you deposit 3 MP and withdraw 1 MP; your Swiss account holds 7 MP.",
        "7 MP",
    ),
    (
        "banked",
        {"deposited": 3, "withdrawn": 0, "straw": 5, "straw_player": 5, "swiss": 9, "form": "straw"},
        "Moreno deposits 3 MP into your Swiss account, which holds 9 MP.",
        "Moreno",
    ),
    ("no_coup_excuse", {"form": "locations"}, "There is no coup excuse.", "keinen Putsch-Vorwand"),
    (
        "lapsed_no_excuse",
        {},
        "With no coup excuse and not at HQ, your rebel-only action could not happen.",
        "Hauptquartier",
    ),
    (
        "lapsed_no_coup",
        {},
        "Nobody with a coup excuse or at HQ started a coup, so your rebel-only action could not happen.",
        "Putsch",
    ),
    (
        "rebellion",
        {"rebel_list": [{"player": 2, "form": "hq"}, {"player": 3, "form": "joining"}], "first_player": 2},
        "Rebel-only action by Cortez (at Headquarters) and Alba (joining the coup). First Rebel: Cortez. The coup "
        "begins.",
        "Rebellen-Führer",
    ),
    ("bank_stays_closed", {}, "No coup: the Bank stays closed for lunch, and nobody banks this turn.", "Mittagsruhe"),
    (
        "intervention",
        {
            "die": 4,
            "force_list": [
                {"form": "airstrikes", "count": 4},
                {"form": "units", "unit": "helicopter", "unit_count": 1},
            ],
        },
        "The foreign powers' die shows 4: the Foreign Minister commands 4 Air Strikes and 1 Helicopter.",
        "Luftangriffe",
    ),
    (
        "intervention",
        {"die": 2, "force_list": []},
        "The foreign powers' die shows 2: no foreign intervention.",
        "keine",
    ),
]


@pytest.mark.parametrize(("code", "data", "english", "german"), CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_each_phase_event_renders_in_english_and_german(
    code: str, data: dict[str, Any], english: str, german: str
) -> None:
    """The English sentence is today's; the German one is German (VARIANTS 13's words), with every variable
    filled."""
    assert said(code, "en", **data) == english
    de = said(code, "de", **data)
    assert german in de, de
    assert de != english and "{" not in de and "$" not in de
