"""Issue 23: "Events and rejections are data ... `bot/text/` renders every sentence from codes and fields, for a
locale": each refusal of rules/junta/validate.py, made as data, reads as the sentence a player understands, in
English and in German (VARIANTS 13's words)."""

from __future__ import annotations

import pytest

from bot.games.junta.text.news import rejection_text
from bot.text.messages import MAX_TEXT_CHARS
from rules.rejections import Rejection, refusal

NAMES = ("Garcia", "Lopez", "Cortez", "Alba", "Reyes")

CASES: list[tuple[Rejection, str, str]] = [
    (refusal("game_over", form="orders"), "The game is over: no more orders.", "Das Spiel ist vorbei"),
    (refusal("no_such_player", number=9), "There is no player #9 in this game.", "#9"),
    (refusal("dead", form="self"), "You are dead until the next turn begins: you cannot give orders now.", "tot"),
    (refusal("dead", form="target", target=2), "Cortez is dead already.", "Cortez ist schon tot."),
    (
        refusal("exiled", form="trade"),
        "You are in exile: you may keep, discard, give and receive cards, not play them.",
        "im Exil",
    ),
    (
        refusal("exiled", form="self"),
        "You are in exile: you may not vote, play cards, trade or act until you return from exile.",
        "im Exil",
    ),
    (refusal("exiled", form="target", target=1), "Lopez is in exile: no assassin reaches him there.", "Lopez"),
    (
        refusal("wrong_phase", form="order", order="banking", phase="budget_vote"),
        "Banking is not an order of this phase (Budget vote).",
        "Bankgeschäfte ist kein Befehl dieser Phase (Abstimmung über den Staatshaushalt).",
    ),
    (
        refusal("wrong_phase", form="nominate", two_ballots=True),
        "Nominations are made in the nomination phase, or in ballot 1 of an election.",
        "1. Wahlgang",
    ),
    (
        refusal("wrong_phase", form="nominate", two_ballots=False),
        "Nominations are made in the nomination phase.",
        "Nominierungsphase.",
    ),
    (refusal("wrong_phase", form="decline"), "Nominations are declined in the nomination phase.", "Nominierung"),
    (refusal("wrong_phase", form="mini_appoint"), "In Mini-Junta nothing is appointed:", "Mini-Junta"),
    (refusal("wrong_phase", form="resign_election"), "You cannot resign during a presidential election.", "zurück"),
    (refusal("wrong_phase", form="resign_coup"), "The President cannot resign during a coup.", "Putsches"),
    (refusal("president_rebel"), "The President cannot take rebel-only action.", "Präsident"),
    (
        refusal("president_prelude", straw=True),
        "The President gives no orders in the rebel-only step (nor for his straw men): standing coup orders "
        "(losses, retreats) are given once the coup has begun.",
        "Strohmänner",
    ),
    (
        refusal("president_prelude", straw=False),
        "The President gives no orders in the rebel-only step: standing coup orders (losses, retreats) are given "
        "once the coup has begun.",
        "Putsch-Auftakt keine Befehle:",
    ),
    (refusal("no_conditions", form="coup"), "Coup orders are conditional only in the rebel-only action.", "Putsch"),
    (refusal("no_conditions", form="kind", order="discard"), "Discarding cannot be conditional.", "Ablegen:"),
    (
        refusal("condition_resolves_later", order="banking", stage="rebel"),
        "Banking cannot wait on rebel-only action: that resolves at the same time or later (the order is: card "
        "plays, locations and assassinations, banking, the coup excuse, rebel-only action).",
        "Bankgeschäfte: Das kann nicht warten auf den Putsch-Auftakt",
    ),
    (
        refusal("already_cast", source=["office:minister", 1], form="candidate", candidate=0, spent=False, again=True),
        "Your Minister's office (1 vote) was already cast in ballot 1, for Garcia. A vote once cast cannot be changed.",
        "für Garcia.",
    ),
    (
        refusal("already_cast", source=["card:14", 3], form="side", vote="yes", spent=True, again=False),
        "was already cast in ballot 1, voting yes: it is spent.",
        "mit Ja: Sie ist verbraucht.",
    ),
    (
        refusal("no_such_vote", form="all", sources=[["office:admiral", 1]]),
        "That is not a vote source of yours; yours are: Admiral's office (1 vote).",
        "Stimmquellen",
    ),
    (refusal("no_such_vote", form="left", sources=[]), "That is not a vote source of yours: you have none.", "keine"),
    (refusal("card_twice"), "A vote card can be used once per ballot.", "Wahlgang"),
    (refusal("not_your_vote_card"), "You can only use Vote cards from your hand.", "Stimm-Karten"),
    (
        refusal("nothing_left", casts=[["office:admiral", 1, "yes"], ["family", 1, "2"]]),
        "You have nothing left to cast in this vote: ballot 1 cast all your votes (Admiral's office (1 vote) yes "
        "and family vote (1 vote) for Cortez).",
        "ja und Familienstimme (1 Stimme) für Cortez",
    ),
    (refusal("no_election"), "There is no election now.", "Wahl"),
    (
        refusal("not_a_candidate", form="vote", candidates=[0, 1]),
        "That player is not a candidate. The candidates are: Garcia and Lopez.",
        "Garcia und Lopez",
    ),
    (
        refusal("not_a_candidate", form="stand", candidates=[2]),
        "That player cannot stand in this election. Eligible: Cortez.",
        "Wählbar: Cortez.",
    ),
    (
        refusal("not_a_candidate", form="if_elected", candidates=[]),
        "Only a candidate names whom he would appoint if elected. The candidates are: nobody.",
        "niemand",
    ),
    (refusal("no_cards_yet"), "The first election is one vote per player: no cards.", "Karten"),
    (refusal("whole_votes"), "vote with your whole ballot.", "Stimmzettel"),
    (refusal("bad_side", form="budget"), "A source is cast yes or no on the budget.", "Ja oder Nein"),
    (refusal("not_returning"), "Only a family back from death this turn names a new head", "Familienoberhaupt"),
    (refusal("empty_name"), "Give your new head a name.", "Namen"),
    (refusal("name_too_long", most=40, length=52), "A name is at most 40 characters; this one has 52.", "52"),
    (refusal("not_president", form="appoint"), "Only the President appoints the cabinet.", "Ämter"),
    (refusal("not_president", form="budget"), "Only the President proposes the budget.", "Staatshaushalt"),
    (refusal("not_president", form="resign"), "Only the President can resign.", "zurücktreten"),
    (refusal("not_president", form="brother_in_law"), "Only the President chooses for his Brother-in-Law.", "Schwager"),
    (refusal("not_president", form="brigade"), "Only the President names the opposition's brigade.", "Brigade"),
    (refusal("not_president", form="minister"), "Only the President names the Minister.", "Minister"),
    (refusal("not_your_office", form="new_weapons"), "Only the Minister of War assigns New Weapons.", "Kriegsminister"),
    (
        refusal("not_your_office", form="seize"),
        "Only the Minister of Internal Security may seize the Chamber.",
        "Minister für Innere Sicherheit",
    ),
    (
        refusal("not_your_office", form="act_for", office="foreign_minister"),
        "You do not act for the Foreign Minister.",
        "Außenminister",
    ),
    (
        refusal("bad_new_weapons"),
        "New Weapons go to a General, the Admiral, the Air Force Commander, or nobody.",
        "Neue",
    ),
    (refusal("bad_office", form="brother_in_law"), "Your Brother-in-Law cannot take the Presidency.", "Schwager"),
    (
        refusal("bad_office", form="draw"),
        "Only the Foreign Minister and the Farm & Labor Secretary choose their bills.",
        "Geldscheine",
    ),
    (refusal("bad_count", form="bills", most=6), "Draw between 1 and 6 bills.", "zwischen 1 und 6"),
    (refusal("not_in_hand", form="card"), "You do not hold that card.", "Karte"),
    (refusal("not_in_hand", form="assassin"), "You do not hold that assassin.", "Attentäter"),
    (
        refusal("not_in_hand", form="discard"),
        "You can only discard cards you hold or influence you have in play.",
        "ablegen",
    ),
    (
        refusal("not_in_hand", form="bribe", card="bribe_the_assassin"),
        "Name a Bribe the Assassin card from your hand.",
        "„Bestechung des Attentäters“",
    ),
    (refusal("use_assassinate", card="burglar"), "Send the Burglar with an assassination order.", "„Einbrecher“"),
    (refusal("wrong_time", form="phases", card="bank_holiday", phases=["cabinet", "budget_vote"]), "only in:", "nur"),
    (
        refusal("wrong_time", form="first_turn", card="bank_holiday"),
        "can be played only once the first turn has begun.",
        "erste Runde",
    ),
    (
        refusal("bad_option", form="intelligence", card="intelligence"),
        "Intelligence looks at a player's hand, a player's cash, or the draw.",
        "„Geheimdienst“",
    ),
    (
        refusal("needs_target", form="intelligence", card="intelligence"),
        "Name the player whose hand or cash Intelligence looks at.",
        "Geheimdienst",
    ),
    (refusal("needs_target", form="spy"), "Name the player whose Swiss account your spy looks into.", "Spion"),
    (
        refusal("needs_target", form="miscount", card="miscount"),
        "Name the player whose votes Miscount strikes.",
        "„Zählfehler“",
    ),
    (refusal("nothing", form="discard"), "Name at least one card to discard.", "Ablegen"),
    (refusal("nothing", form="banking"), "Say how much to deposit or withdraw.", "einzahlen"),
    (
        refusal("no_discard_now", during="aftermath", phase="aftermath"),
        "Nobody may discard during the coup aftermath phase (001 §5.3); discard later.",
        "„Putsch-Folgen“",
    ),
    (
        refusal("no_discard_now", during="locations", phase="locations"),
        "Nobody may discard during the locations, assassinations, banking and rebel-only action phase",
        "Aufenthaltsort wählen",
    ),
    (
        refusal("not_a_vote_event", cards=["power_failure", "summer_recess", "miscount"]),
        "Only Power Failure, Summer Recess and Miscount are played this way.",
        "Zählfehler",
    ),
    (
        refusal("bad_trigger", form="result"),
        "Say whether the card fires if the budget passes, fails, or either way.",
        "angenommen",
    ),
    (refusal("bad_trigger", form="within"), "'Within N votes' needs N of 0 or more.", "Innerhalb"),
    (
        refusal("no_votes", form="exiled", player=3, card="miscount"),
        "Alba is in exile and casts no votes: Miscount would strike nothing.",
        "Alba ist im Exil",
    ),
    (
        refusal("no_votes", form="dead", player=3, card="miscount"),
        "Alba is dead and casts no votes: Miscount would strike nothing.",
        "Alba ist tot",
    ),
    (
        refusal("straw_man", form="order", player=4),
        "Reyes is a straw man: his leader cannot order that for him (VARIANTS 10.6).",
        "Reyes ist ein Strohmann",
    ),
    (
        refusal("straw_man", form="vote", player=4),
        "Reyes is a straw man: straw men do not vote for President (VARIANTS 11.2).",
        "Strohmänner",
    ),
    (
        refusal("straw_man", form="influence", player=4),
        "A straw man plays only influence cards, face up; Reyes keeps the rest.",
        "Reyes",
    ),
    (refusal("straw_man", form="exile"), "Only real players go into exile (001 §17.8).", "Exil"),
    (refusal("straw_man", form="bank"), "A straw man has no account of his own:", "Konto"),
    (refusal("straw_man", form="assassin"), "A straw man plays no assassin cards;", "Geheimpolizei"),
    (refusal("straw_man", form="discard", limit=10), "A straw man discards only when over the hand limit of 10.", "10"),
    (refusal("straw_man", form="prelude"), "The President's straw men never act in the rebel-only step", "Auftakt"),
    (refusal("not_mini", form="president"), "Only in Mini-Junta does a faction's leader choose", "Anführer"),
    (refusal("not_mini", form="brigade"), "Only in Mini-Junta does the President name the opposition's brigade.", "B"),
    (refusal("not_mini", form="minister"), "Only in Mini-Junta for three does the President name the Minister.", "M"),
    (
        refusal("not_eligible", form="president", players=[0, 2]),
        "The President is one of the real players: Garcia and Cortez.",
        "Garcia und Cortez",
    ),
    (
        refusal("not_eligible", form="minister", players=[1, 2]),
        "The Minister is one of the other two real players: Lopez and Cortez.",
        "Lopez und Cortez",
    ),
    (refusal("not_a_brigade"), "Name one of the three Army Brigades (1st, 2nd or 3rd General).", "Heeres-Brigaden"),
    (refusal("president_exile", form="go"), "The President cannot go into exile (he may resign first).", "Exil"),
    (refusal("self", form="assassin"), "You cannot send an assassin at yourself.", "dich selbst"),
    (
        refusal("own_straw_man", target=4),
        "Reyes is a straw man of your own faction: you may not send an assassin against him (001 §17.6).",
        "Reyes ist ein Strohmann deiner eigenen Fraktion",
    ),
    (
        refusal("own_faction", target=0, player=4),
        "Garcia leads Reyes's faction: his Secret Police do not go after their own leader.",
        "Garcia führt die Fraktion von Reyes",
    ),
    (refusal("not_minister", form="police"), "Only the Minister of Internal Security commands the Secret Police.", "G"),
    (refusal("not_minister", form="execute"), "keeps the list of exiles to execute.", "Exilanten"),
    (refusal("needs_location", form="police"), "Say where the Secret Police should strike.", "Geheimpolizei"),
    (refusal("needs_location", form="card", card="burglar"), "Say where the Burglar should strike.", "„Einbrecher“"),
    (
        refusal("secret_police_bank"),
        "The Secret Police went to the Bank last turn: they may not go there two turns running.",
        "Bank",
    ),
    (
        refusal("mistress_only", card="character_assassin"),
        "The Character Assassin works only at the Mistress.",
        "„Rufmörder“ wirkt nur bei der Freundin.",
    ),
    (
        refusal("cannot_pay", form="assassin", card="burglar", cost=3, cash=2),
        "The Burglar costs 3 MP and your cash is 2 MP.",
        "3 MP",
    ),
    (
        refusal("cannot_pay", form="bribe", card="bribe_the_assassin", cost=5),
        "Bribe the Assassin costs 5 MP; you carry less.",
        "5 MP",
    ),
    (refusal("bad_amount", form="banking"), "Deposit or withdraw a whole number of MP (or everything).", "MP"),
    (refusal("bank_closed"), "The Bank is closed for the rest of the turn.", "geschlossen"),
    (refusal("no_banking_now"), "The Bank was open this turn:", "Putsch-Folgen"),
    (
        refusal("not_at_bank", form="at", location="club"),
        "Only the players at the Bank bank now: you spent the turn at the Club.",
        "im Nachtclub.",
    ),
    (
        refusal("not_at_bank", form="nowhere"),
        "Only the players at the Bank bank now: you spent the turn nowhere (you came back from exile).",
        "nirgends",
    ),
    (refusal("bank_lunch"), "The Bank is closed for lunch: nobody banks in this phase.", "Mittag"),
    (refusal("not_exiled"), "You are not in exile.", "nicht im Exil"),
    (refusal("no_such_zone", number=40, last=29), "There is no zone 40 on the map (zones 1-29).", "Viertel 40"),
    (refusal("no_return_bribe"), "In this game no card protects a returning exile.", "Exilanten"),
]


@pytest.mark.parametrize(("rejection", "english", "german"), CASES, ids=lambda x: getattr(x, "code", None))
def test_each_refusal_reads_in_english_and_german(rejection: Rejection, english: str, german: str) -> None:
    """The English sentence is today's (or begins so), the German one has the game's German words, both filled in
    and within a Discord message."""
    en = rejection_text("en", rejection, NAMES)
    de = rejection_text("de", rejection, NAMES)
    assert english in en, en
    assert german in de, de
    for said in (en, de):
        assert said.strip() and "{" not in said and "$" not in said and len(said) <= MAX_TEXT_CHARS, said
    assert en != de


def test_cards_by_deck_number_are_named_by_their_title() -> None:
    """A card of the deck (by number) is named as a hand names it: 'Vote (3)'."""
    from rules.junta.cards import CARDS

    vote = next(i for i, c in enumerate(CARDS) if c.kind == "vote")
    en = rejection_text("en", refusal("use_in_vote", card=vote), NAMES)
    assert en.endswith("is used inside your budget vote, not played on its own.") and "Vote" in en
    assert "Staatshaushalt" in rejection_text("de", refusal("use_in_vote", card=vote), NAMES)
    coup = next(i for i, c in enumerate(CARDS) if c.when == "coup")
    assert "is a coup card: play it with the coup-card order." in rejection_text(
        "en", refusal("coup_card", card=coup), NAMES
    )
    assert "ist kein Attentäter" in rejection_text("de", refusal("not_an_assassin", card=coup), NAMES)


def test_every_order_kind_has_a_title_in_every_language() -> None:
    """A refusal names an order kind by its title ('Banking is not an order of this phase'): every kind has one in
    English and German (tests/bot/test_labels.py holds the English ones word for word)."""
    from bot.text.i18n import LOCALES, has, t
    from rules.junta.orders import ORDER_TYPES

    for kind in ORDER_TYPES:
        message = f"order-title-{kind.KIND.replace('_', '-')}"
        assert all(has(locale, message) for locale in LOCALES), kind.__name__
        assert t("en", message) != t("de", message), kind.__name__
