"""Issue 23: "Events and rejections are data: a stable code and typed fields ... `bot/text/` renders every sentence
from codes and fields, for a locale". The refusals of the coup's orders (rules/junta/validate_coup.py), of
appointments, budgets and a game's setup (appointments.py, budget.py, engine.py, variants.py), and the caveats of
accepted orders (submission.py, lapses.py): every code and form renders in English and German, with nothing left
unfilled and within Discord's limits; the English reads as the engine's sentence did."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.games.junta.text.news import rejection_text
from bot.text.i18n import LOCALES
from bot.text.messages import MAX_TEXT_CHARS
from rules.junta.engine import new_game
from rules.junta.lapses import lapses
from rules.junta.orders import Bombard, Move, PlayCard
from rules.junta.state import BankState, Phase
from rules.junta.submission import Caveat
from rules.junta.variants import VARIANTS, player_count_problem
from rules.rejections import Rejection, refusal
from tests.said import english

NAMES = ("Garcia", "Lopez", "Cortez", "Alba", "Reyes", "Moreno")


def _caveat(code: str, **data: object) -> Caveat:
    return Caveat(code, "", data)


# (the refusal, its English sentence)
SAID: list[tuple[Rejection, str]] = [
    # validate_coup.py
    (refusal("no_such_zone", number=31, last=30), "There is no zone 31 on the map (zones 1-30)."),
    (refusal("no_such_player", number=9), "There is no player #9 in this game."),
    (refusal("no_such_player", form="short", number=9), "There is no player #9."),
    (refusal("no_such_unit", typed="dragon"), "There is no unit kind 'dragon'."),
    (refusal("bad_count", form="units"), "Unit counts are 0 (all) or more."),
    (refusal("bad_count", form="bribe"), "Say how many units you try to bribe (1 MP each)."),
    (
        refusal("not_adjacent", form="flight", zone_from=1, zone_via=2, zone_to=9),
        "The Helicopter flies to a neighbour and on to its neighbour: 1 -> 2 -> 9 is not such a path.",
    ),
    (
        refusal("not_adjacent", form="neighbours", zone_to=14, zone_from=2, neighbours=[1, 4]),
        "Zone 14 is not next to zone 2 (its neighbours: 1 and 4).",
    ),
    (refusal("not_adjacent", form="next", zone_to=3, zone_from=11), "Zone 3 is not next to zone 11."),
    (refusal("not_adjacent", form="appear", zone_to=3), "Zone 3 is not next to where the units appear."),
    (refusal("not_your_units", form="command", zone_id=4), "You command none of those units in zone 4."),
    (refusal("not_your_units", form="land", unit="marine", unit_count=2), "You have no Marines waiting to land."),
    (refusal("not_your_units", form="police", zone_id=4), "You have no Police in zone 4."),
    (refusal("not_your_units", form="embassy", zone_id=5), "You have no unit in the embassy in zone 5."),
    (
        refusal("helicopter_only", form="carries"),
        "Only a Helicopter flies two zones, and the units it carries get off at the first.",
    ),
    (refusal("helicopter_only", form="alone"), "Only a Helicopter flies two zones, on its own."),
    (
        refusal("no_pick_up", form="flight"),
        "Only a Helicopter flying two zones picks up units on the way (board game rules).",
    ),
    (refusal("no_pick_up", form="carries-nobody"), "In this game a Helicopter carries nobody."),
    (refusal("no_pick_up", form="alone"), "A Helicopter that picks up units on the way flies there alone."),
    (refusal("president_exile", form="embassy"), "The President cannot flee into exile through an embassy."),
    (refusal("cannot_land"), "Only Marines, Commandos, Paratroopers and the intervention Helicopter land."),
    (
        refusal("not_a_river_zone", landings=[11, 21, 26]),
        "Marines and Commandos land on the river: zones 11, 21 and 26.",
    ),
    (refusal("embassy", form="bombard"), "No fire in an embassy."),
    (refusal("embassy", form="combat"), "There is no combat in an embassy."),
    (
        refusal("prelude_palace_only", palace_zone=14, palace_id=14, zone_id=21),
        "In the rebel-only step a bombardment may only hit units in the Presidential Palace (zone 14): only that "
        "starts a coup. Zone 21 can be bombarded once the coup has begun.",
    ),
    (
        refusal("not_your_office", form="airstrike", office="air_force"),
        "Only the Air Force Commander calls Airstrikes.",
    ),
    (refusal("not_your_office", form="gunboat", office="admiral"), "Only the Admiral commands the Gunboat."),
    (
        refusal("not_your_office", form="intervention-airstrike", office="foreign_minister"),
        "Only the Foreign Minister calls the intervention's Air Strikes.",
    ),
    (
        refusal("not_your_office", form="police-response", office="minister"),
        "Only the Minister of Internal Security makes the Police Response.",
    ),
    (
        refusal("not_your_office", form="intervention", office="foreign_minister"),
        "Only the Foreign Minister chooses the intervention forces.",
    ),
    (refusal("no_airstrikes_left", form="spent"), "All three Airstrikes of this coup are spent."),
    (refusal("no_airstrikes_left", form="intervention"), "You have no intervention Air Strikes."),
    (refusal("bad_weapon"), "Bombard with 'airstrike', 'gunboat' or 'intervention_airstrike'."),
    (refusal("self", form="bombard"), "You cannot bombard your own units."),
    (refusal("self", form="fire"), "You cannot fire at your own units."),
    (refusal("self", form="transfer"), "You already command them."),
    (refusal("self", form="execute"), "You cannot order your own execution."),
    (refusal("not_eligible", form="command", player=2), "Cortez cannot take command now."),
    (refusal("wrong_phase", form="police-response"), "The Police Response is made in Coup Phase 1 only."),
    (
        refusal("no_red_units_there", zone_ids=[]),
        "The Police may respond only where cards placed red units: none.",
    ),
    (
        refusal("no_red_units_there", zone_ids=[7, 9]),
        "The Police may respond only where cards placed red units: 7 and 9.",
    ),
    (refusal("not_in_hand"), "You do not hold that card."),
    (refusal("not_a_coup_card", card="bank_holiday"), "Bank Holiday is not played in a coup."),
    (refusal("nothing_to_bribe", force="Police", zone_id=12), "There are no Police units in zone 12."),
    (
        refusal("cannot_pay", form="bribe-units", count=3, cash=2),
        "Bribing 3 units costs 3 MP; you have 2 MP.",
    ),
    (refusal("zone_twice", zone_id=8), "Zone 8 is named twice in your retreat route."),
    (refusal("coup_decided"), "The coup was conceded: nobody declares."),
    (
        refusal("wrong_phase", form="declare-aftermath"),
        "Declarations are made in the Coup Aftermath, once Coup Phase 6 has resolved: you declare Pro-Junta or "
        "Pro-President seeing the city as the fighting left it.",
    ),
    (refusal("wrong_phase", form="declare"), "The Pro-Junta / Pro-President vote is given in Coup Phase 6."),
    (refusal("bad_side", form="declare"), "Vote 'junta' (Pro-Junta) or 'president' (Pro-President)."),
    (
        refusal("bad_side", form="concede"),
        "Concede to 'president' (the President wins) or 'junta' (the Rebels win).",
    ),
    (refusal("president_pro_president"), "The President is always Pro-President."),
    (refusal("no_concession"), "In this game a coup cannot end early: it is fought to Coup Phase 6."),
    (refusal("bad_forces"), "Choose among airstrikes, helicopter, paratroopers, commandos, each once."),
    (refusal("wrong_phase", form="firing-squad"), "The firing squad follows a coup the President won."),
    (refusal("not_president", form="firing-squad"), "Only the President sends Rebels to the firing squad."),
    (refusal("not_a_rebel", form="immune", player=1), "Lopez is no Rebel: Loyalists are immune."),
    (refusal("exiled", form="execute"), "Exiles cannot be executed."),
    (refusal("dead", form="target", target=1), "Lopez is dead already."),
    (refusal("wrong_phase", form="junta"), "The Junta votes after a coup the Rebels won."),
    (refusal("not_a_rebel", form="junta"), "Only Rebels sit in the Junta."),
    (
        refusal("not_eligible", form="junta", real="any"),
        "The Junta elects a living player who is not in exile.",
    ),
    (
        refusal("not_eligible", form="junta-tie", player=3, real="real"),
        "Alba cannot be elected: the Junta elects a living real player who is not in exile.",
    ),
    (
        refusal("no_tie_order"),
        "In this game the First Rebel's own vote breaks a tie: name nobody for it.",
    ),
    (
        refusal("wrong_phase", form="execute"),
        "'If I am elected, execute X' is given after a coup the Rebels won.",
    ),
    (refusal("not_an_embassy", zone_id=6), "Zone 6 is not an embassy."),
    # appointments.py
    (refusal("not_appointable", office="president"), "The El Presidente is not an office the President appoints."),
    (refusal("office_twice", office="admiral"), "The Admiral of the Navy is appointed twice."),
    (
        refusal("no_brother_in_law", office="minister"),
        "In this game your Brother-in-Law gets no office at appointment: give the Minister of Internal Security to "
        "a player (he only runs the office of a dead or exiled holder).",
    ),
    (
        refusal("president_second_office", office="admiral"),
        "You may not take the Admiral of the Navy yourself; only your Brother-in-Law may hold an office for you.",
    ),
    (refusal("not_eligible", form="office", player=1, status="dead"), "Lopez is dead and cannot hold an office."),
    (refusal("brother_in_law_twice"), "Your Brother-in-Law may hold only one office."),
    (refusal("too_many_offices", player=1, count=3), "Lopez would hold 3 offices; at most 2."),
    (refusal("two_generals", player=1), "Lopez would hold two General offices; at most one."),
    (
        refusal("player_without_office", player=5),
        "Moreno has no office: every living player in the country needs one.",
    ),
    (
        refusal("needless_vacancy", offices=["farm_labor"]),
        "Farm & Labor Secretary is left vacant, but could be filled (two offices per player, never two Generals, "
        "and one for your Brother-in-Law). Offices stay vacant only when nobody can take them.",
    ),
    (refusal("no_appointments"), "Name at least one office and its holder."),
    (
        refusal("no_conditional_cabinet", form="no-reassignment"),
        "In this game a President elected in mid-round does not reassign the offices at once.",
    ),
    (refusal("no_conditional_cabinet", form="no-election"), "There is no election now."),
    (
        refusal("no_conditional_cabinet", form="cabinet-follows"),
        "The President elected now appoints his cabinet in the Cabinet phase that follows this election.",
    ),
    # budget.py
    (refusal("bad_amount", form="add-negative"), "You cannot add a negative amount of cash."),
    (refusal("bad_amount", form="budget-negative"), "Budget amounts are whole MP, zero or more."),
    (
        refusal("add_not_payable", amount=2, amounts_either=[3, 6], cash_sum="3 + 3", cash_total=6, cash_count=2),
        "Your cash (3 + 3 = 6 MP) cannot make exactly 2 MP; you could add 3 or 6 MP.",
    ),
    (
        refusal("add_not_payable", amount=2, amounts_either=[], cash_sum="", cash_total=0, cash_count=0),
        "Your cash (no bills) cannot make exactly 2 MP.",
    ),
    (refusal("bad_recipient", form="no-player", number=8), "There is no player #8."),
    (
        refusal("bad_recipient", form="status", player=1, status="exiled"),
        "Lopez is exiled and cannot receive budget money.",
    ),
    (refusal("recipient_twice", player=1), "Lopez appears twice in the budget."),
    (
        refusal("budget_too_big", amount=7, added=False, pool_sum="3 + 2 + 1", pool_total=6, pool_count=3),
        "The budget gives 7 MP, but the pool holds only 6 MP (3 + 2 + 1 = 6 MP).",
    ),
    (
        refusal("budget_too_big", amount=7, added=True, pool_sum="3 + 2 + 1", pool_total=6, pool_count=3),
        "The budget gives 7 MP, but the pool and the cash you add hold only 6 MP (3 + 2 + 1 = 6 MP).",
    ),
    (refusal("bills_for_nobody", form="player", player=2), "You name bills for Cortez, who has no allocation."),
    (refusal("bills_for_nobody", form="number", number=9), "You name bills for player #9, who has no allocation."),
    (refusal("bad_denomination"), "Bills are worth 1, 2 or 3 MP."),
    (
        refusal("bills_do_not_add_up", player=1, named=4, amount=3),
        "The bills you name for Lopez add up to 4 MP, not 3 MP.",
    ),
    (
        refusal("bills_not_in_pool", value=3, pool_sum="2 + 1", pool_total=3, pool_count=2),
        "There are not enough 3 MP bills for the bills you name (2 + 1 = 3 MP in all).",
    ),
    (
        refusal(
            "budget_unpayable", nearest_shares=[[1, 4], [2, 6]], pool_sum="3 + 3 + 3 + 1", pool_total=10, pool_count=4
        ),
        "These totals cannot be paid with the bills 3 + 3 + 3 + 1 = 10 MP (no change is given). Nearest payable "
        "totals: Lopez 4, Cortez 6.",
    ),
    # engine.py, variants.py: a game's setup
    (
        refusal("no_such_variant", typed="chess", known_either=["web", "classic", "mini"]),
        "There is no rules variant 'chess'; try web, classic or mini.",
    ),
    (refusal("family_names"), "Every family needs a name, and no two families may share one."),
    (refusal("first_president"), "Only a two-player Mini-Junta names its first President at the start."),
    (
        Rejection("short_game", "", {"form": "short-game", "typed": "never"}),
        "The shorter game is one of off, every_round, coup_rounds, not 'never'.",
    ),
    (Rejection("bad_option", "", {"form": "ballots"}), "A vote has 1 or 2 ballots."),
    (
        Rejection("bad_option", "", {"form": "classic-only"}),
        "The shorter game, the ballots and round 1's draw are options of the classic rules.",
    ),
    # submission.py
    (
        refusal("not_nominated", candidate=3, nominated_players=[]),
        "Nobody has nominated Alba: a second supports a standing nomination (there is none yet). To put Alba "
        "forward, nominate him.",
    ),
    (
        refusal("not_nominated", candidate=3, nominated_players=[0, 1]),
        "Nobody has nominated Alba: a second supports a standing nomination (Garcia and Lopez). To put Alba "
        "forward, nominate him.",
    ),
    (
        _caveat("bank_location", form="no-location"),
        "You have not chosen a location yet: this banking counts only if you spend the turn at the Bank.",
    ),
    (
        _caveat("bank_location", form="going", location="club"),
        "You are going to the Club: this banking counts only if you are at the Bank.",
    ),
    (
        _caveat("bank_location", form="lapses-at", location="home"),
        "Your banking order counts only at the Bank: at Home it lapses.",
    ),
    (_caveat("bank_location", form="exile"), "Your banking order lapses: an exile banks nowhere."),
    (
        _caveat("bank_lunch", form="after-coup"),
        "The Bank is closed for lunch: nobody banks this turn unless a coup begins, and then only in its aftermath.",
    ),
    (
        _caveat("bank_lunch", form="no-coup"),
        "The Bank is closed for lunch: it reopens, and banking there happens, only if no coup begins this turn; if "
        "one does, bank in the coup's aftermath.",
    ),
    (
        _caveat("bank_closed"),
        "The Bank is closed for the rest of the turn: you may spend the turn there, but nobody banks.",
    ),
    (
        _caveat("deposit_more_than_cash", form="carry", best=2, amount=9, cash=2, values=[2]),
        "You deposit 2 MP, not 9: you carry 2 MP (the Bank gives no change), unless you receive more before the "
        "Bank opens.",
    ),
    (
        _caveat("deposit_more_than_cash", form="bills", best=0, amount=1, cash=5, values=[3, 2]),
        "You deposit 0 MP, not 1: your bills (3 and 2) cannot make exactly 1 MP (the Bank gives no change), unless "
        "you receive more before the Bank opens.",
    ),
    (
        _caveat("withdraw_more_than_account", best=3, amount=4, account=3, deposit=True),
        "You withdraw 3 MP, not 4: your Swiss account holds 3 MP before this deposit.",
    ),
    (
        _caveat("withdraw_more_than_account", best=3, amount=4, account=3, deposit=False),
        "You withdraw 3 MP, not 4: your Swiss account holds 3 MP.",
    ),
    (
        _caveat("no_target_there", form="fire", player=1, zone_id=7),
        "Lopez has no units in zone 7 now: this fire happens only if some are there after movement.",
    ),
    (
        _caveat("no_target_there", form="bombard", player=1, zone_id=7),
        "Lopez has no units in zone 7 now: the bombardment hits only if some are there when it falls.",
    ),
    (
        _caveat("needs_excuse_or_hq", form="no-location", joins=False),
        "Rebel-only action happens only with a coup excuse or from HQ: there is no excuse yet (a kill or a "
        "coup-excuse card this phase would give one) and you have not chosen a location yet.",
    ),
    (
        _caveat("needs_excuse_or_hq", form="going", location="club", joins=True),
        "Rebel-only action happens only with a coup excuse or from HQ, or if somebody with an excuse or at HQ starts "
        "a coup (you then join it): there is no excuse yet (a kill or a coup-excuse card this phase would give one) "
        "and you are going to the Club.",
    ),
    (
        _caveat("bribed_units_only", zone_id=14, card=39),
        "You command no units in zone 14 yet: this move takes only the units your Bribe the Brigade (Palace Guard) "
        "wins there, played this phase with /coupcard (each unit on a roll of 4-6).",
    ),
    # lapses.py
    (
        _caveat("no_effect", form="no-banking", card="bank_holiday"),
        "It will have no effect: no banking is left this round. The card counts as discarded; nobody else is told.",
    ),
    (
        _caveat("no_effect", form="bank-closed", card="bank_holiday"),
        "It will have no effect: the Bank is closed already. The card counts as discarded; nobody else is told.",
    ),
    (
        _caveat("stack_move", form="own", number=2, allowed=1, flight=False),
        "It is your 2nd stack move this phase and you have 1: it will not be carried out.",
    ),
    (
        _caveat("stack_move", form="straw", player=1, number=3, allowed=1, flight=True),
        "It is Lopez's 3rd stack move this phase and a straw man has 1 (the Helicopter's flight is its owner's stack "
        "move): it will not be carried out.",
    ),
]


@pytest.mark.parametrize(("item", "said"), SAID, ids=[f"{r.code}-{r.data.get('form', '')}" for r, _ in SAID])
def test_each_refusal_reads_as_before_in_english_and_renders_in_german(item: Rejection, said: str) -> None:
    """English is the engine's old sentence; German is a sentence of its own, every variable filled."""
    assert english(item, NAMES) == said
    for locale in LOCALES:
        text = rejection_text(locale, item, NAMES)
        assert text.strip() and "{" not in text and "$" not in text, (locale, text)
        assert len(text) <= MAX_TEXT_CHARS
    german = rejection_text("de", item, NAMES)
    assert german != said, german


def test_german_uses_the_german_terms() -> None:
    """VARIANTS 13: Viertel, Putsch-Phase, Präsident, Aufständische, Zug."""
    de = [rejection_text("de", r, NAMES) for r, _ in SAID]
    assert "Es gibt kein Viertel 31 auf dem Stadtplan (Viertel 1-30)." in de
    assert "Lopez ist tot und kann kein Amt bekleiden." in de
    assert "Du gehst in den Nachtclub: diese Bankgeschäfte zählen nur, wenn du in der Bank bist." in de
    assert "Das ist dein 2. Zug in dieser Phase, und du hast 1: er wird nicht ausgeführt." in de
    assert any("Putsch-Phase 6" in s for s in de) and any("Aufständische" in s for s in de)


def test_a_player_count_refusal_says_how_to_make_the_variant_that_fits_in_each_language() -> None:
    """VARIANTS 2.1.1 (001 §1.1), 10.1.5: the engine names the variant to play; the bot, the command that creates
    it, in the creator's language."""
    got = new_game(list(NAMES[:3]), "seed", variant="classic")
    assert isinstance(got, tuple)
    assert english(got[0]) == (
        "A classic game needs 4 to 7 players; there are 3. With 3 players, play Mini-Junta (variant mini)."
    )
    told = player_count_problem(VARIANTS["classic"], 3, how="command")
    assert told is not None
    assert english(told).endswith("play Mini-Junta (/junta create variant:mini).")
    assert rejection_text("de", told, ()) == (
        "Ein Spiel nach den Regeln „classic“ braucht 4 bis 7 Spieler; es sind 3. Mit 3 Spielern spielt ihr "
        "Mini-Junta (/junta create variant:mini)."
    )


def test_lapses_are_caveats_the_bot_renders() -> None:
    """Issue 21: "keep the lapse, but say it": a Bank Holiday with no banking left is a caveat with a code, told in
    the reader's language."""
    from rules.junta.cards import CARDS

    made = new_game(list(NAMES), "lapses")
    assert not isinstance(made, tuple)
    holiday = next(i for i, c in enumerate(CARDS) if c.key == "bank_holiday")
    state = replace(made, phase=Phase.AFTERMATH, bank=BankState.CLOSED)
    state = replace(state, players=tuple(replace(p, hand=(holiday,)) if p.id == 1 else p for p in state.players))
    play = PlayCard(holiday)
    told = lapses(state, 1, [play])
    assert all(isinstance(c, Caveat) for c in told.values())
    for caveat in told.values():
        assert caveat.code == "no_effect" and rejection_text("de", caveat, NAMES).startswith("Sie wird keine Wirkung")
    assert lapses(state, 1, [Move(1, 2), Bombard("airstrike", 3, 0)]) == {}


def test_too_many_computer_families_names_the_variant_that_takes_them() -> None:
    """VARIANTS 2.1.1, 10.1.5: /junta create with more computer families than the variant takes is refused naming
    the variant that takes them, in the creator's language (what bot/games/junta/cogs/game.py replies)."""
    from bot.games.junta.text.messages import players_text, suggestion_text, variant_short
    from bot.text.say import spaced, words

    mini = VARIANTS["mini"]
    too_many = words(
        "created-too-many-computers",
        variant=lambda locale: variant_short(locale, mini),
        players=lambda locale: players_text(locale, mini),
        count=4,
    )
    said = words("reply-not-created", reason=spaced(too_many, lambda locale: suggestion_text(locale, mini, 4)))
    assert said("en") == (
        "Not created: Mini-Junta takes 2 or 3 players, not 4 computer families. With 4 players, play the board game "
        "(/junta create variant:classic)."
    )
    assert said("de").startswith("Nicht angelegt: Mini-Junta ist für 2 oder 3 Spieler, nicht für 4 Computer-Familien.")
