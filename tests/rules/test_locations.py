"""The locations phase (RULES 4.5) as executable rules: locations and exile, card plays first, assassinations,
banking, the coup excuse and rebel-only action. One test per rule clause; each docstring quotes the rulebook.

The standard cabinet of `helpers.CABINET6`: Alba (0) President; Borges (1) Minister of Internal Security and Air
Force; Cortez (2) 1st General and Minister of War; Duarte (3) 2nd General and Foreign Minister; Esteban (4) 3rd
General and Farm & Labor; Fuentes (5) Admiral.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from rules.events import Event
from rules.junta.conditions import IfAt, IfBanked, IfBudget, IfCardPlayed, IfCoupExcuse, IfDead
from rules.junta.engine import Resolution
from rules.junta.money import total
from rules.junta.offices import Office
from rules.junta.orders import (
    SECRET_POLICE,
    Assassinate,
    Banking,
    BrotherInLawChoice,
    ChooseLocation,
    ElectionVote,
    Order,
    PlayCard,
    RebelAction,
)
from rules.junta.state import BankState, ElectionKind, GameState, Location, Phase, Seat, Status, VoteResult
from rules.junta.validate import validate
from tests.rules.helpers import cash, codes, find, game, give_bills, give_cards, run, set_player, swiss
from tests.said import english

PRESIDENT, MINISTER, CORTEZ, DUARTE, ESTEBAN, FUENTES = range(6)
HOME, HQ, BANK, CLUB, MISTRESS = (Location.HOME, Location.HQ, Location.BANK, Location.CLUB, Location.MISTRESS)
SEEDS = [f"seed{i}" for i in range(40)]


# --- helpers --------------------------------------------------------------------------------------------------
def loc_game() -> GameState:
    return game(phase=Phase.LOCATIONS)


def where(*spots: tuple[int, Location | None], n: int = 6) -> list[tuple[int, Order]]:
    """Location orders for everyone: Home unless named."""
    chosen = dict(spots)
    return [(pid, ChooseLocation(chosen.get(pid, HOME))) for pid in range(n)]


def seat(state: GameState, office: Office, holder: int | None, brother_in_law: bool = False) -> GameState:
    seats = tuple(Seat(office, holder, brother_in_law) if s.office is office else s for s in state.seats)
    return replace(state, seats=seats, previous_cabinet=seats)


def victims(events: Iterable[Event]) -> list[object]:
    """Who was killed, in order (the public kill events)."""
    return [e.data["victim"] for e in events if e.code == "killed"]


def private(events: Iterable[Event], pid: int, code: str) -> list[Event]:
    return [e for e in events if e.code == code and not e.public and pid in e.audience.players]


def out_of_play(state: GameState) -> int:
    return total(state.out_of_play)


def rebellion(res: Resolution) -> Event:
    return find(res.events, "rebellion")


# --- locations ------------------------------------------------------------------------------------------------
def test_players_choose_one_of_five_locations() -> None:
    """Web rules: "All players must choose one location from a possible five: Home, HQ, Bank, Club, Mistress"."""
    g = loc_game()
    spots = [(PRESIDENT, HOME), (MINISTER, HQ), (CORTEZ, BANK), (DUARTE, CLUB), (ESTEBAN, MISTRESS), (FUENTES, HOME)]
    res = run(g, *where(*spots))
    for pid, spot in spots:
        told = private(res.events, pid, "location")
        assert len(told) == 1 and told[0].data["location"] == spot.value
        assert told[0].audience.players == {pid}


def test_exile_instead_of_a_location() -> None:
    """Web rules: "During the Location Phase a player may choose to go into Exile instead of to one of the usual
    Locations." """
    g = loc_game()
    res = run(g, *where((FUENTES, None)))
    p = res.state.player(FUENTES)
    assert p.status is Status.EXILED and p.location is None
    assert find(res.events, "exiled").public
    assert res.state.offices_of(FUENTES) == ()


def test_default_location_by_lot_among_home_club_and_mistress() -> None:
    """RULES 7: "R: location by lot among Home, Club and Mistress (a fixed default would tell every assassin where
    an idle player is)"; never HQ or the Bank."""
    seen: set[str] = set()
    for s in SEEDS:
        res = run(loc_game(), *where()[:5], seed=s)  # Fuentes gives no location
        told = private(res.events, FUENTES, "location")
        assert len(told) == 1
        seen.add(str(told[0].data["location"]))
    assert seen == {"home", "club", "mistress"}


def test_default_location_is_where_assassins_find_him() -> None:
    """RULES 7: the default location is a real location: an assassin sent there finds the idle player."""
    kills = 0
    for s in SEEDS:
        g = give_bills(loc_game(), CORTEZ, 2)
        g, [pro] = give_cards(g, CORTEZ, "Professional Assassin")
        res = run(g, *where()[:5], (CORTEZ, Assassinate(pro, FUENTES, CLUB)), seed=s)
        at = private(res.events, FUENTES, "location")[0].data["location"]
        assert (victims(res.events) == [FUENTES]) == (at == "club")
        kills += at == "club"
    assert 0 < kills < len(SEEDS)


def test_card_plays_resolve_first_bank_holiday_closes_this_phases_banking() -> None:
    """RULES 4.5: "Card plays other than assassins and coup cards resolve first (so Bank Holiday closes this
    phase's banking)." """
    g = give_bills(loc_game(), CORTEZ, 3)
    g, [holiday] = give_cards(g, DUARTE, "Bank Holiday")
    res = run(g, *where((CORTEZ, BANK)), (CORTEZ, Banking(deposit=3)), (DUARTE, PlayCard(holiday)))
    assert "bank_holiday" in codes(res.events, public=True)
    assert "banked" not in codes(res.events)
    assert cash(res.state, CORTEZ) == 3 and swiss(res.state, CORTEZ) == 0


def test_card_plays_resolve_first_a_coup_excuse_card_played_later_still_counts() -> None:
    """RULES 4.5: card plays resolve first, so a Peasant Revolt given after a rebel-only order still excuses it."""
    g, [revolt] = give_cards(loc_game(), DUARTE, "Peasant Revolt")
    res = run(g, *where((CORTEZ, CLUB)), (CORTEZ, RebelAction()), (DUARTE, PlayCard(revolt)))
    assert rebellion(res).data["rebels"] == [CORTEZ]


# --- assassinations: order ------------------------------------------------------------------------------------
def test_minister_secret_police_resolve_before_earlier_orders_of_others() -> None:
    """RULES 4.5: "The Minister's attempts (Secret Police, then his cards) resolve first (board game 10), then the
    others' by order time." Cortez orders first, yet the Secret Police strike first and take the cash."""
    g = give_bills(loc_game(), CORTEZ, 2)
    g = give_bills(g, FUENTES, 3, 1)
    g, [pro] = give_cards(g, CORTEZ, "Professional Assassin")
    res = run(
        g,
        *where(),
        (CORTEZ, Assassinate(pro, FUENTES, HOME)),
        (MINISTER, Assassinate(SECRET_POLICE, FUENTES, HOME)),
    )
    assert victims(res.events) == [FUENTES]
    assert find(res.events, "killed").data["how"] == "by the Secret Police"
    assert cash(res.state, MINISTER) == 4
    assert private(res.events, CORTEZ, "attempt_failed")[0].data["target"] == FUENTES


def test_minister_cards_resolve_before_others() -> None:
    """Board game 10: "Zuerst kündigt der Minister seine dementsprechenden Absichten an, dann ... die anderen
    Spieler" (first the Minister announces his attempts, then the others): his card assassin strikes first."""
    g = give_bills(loc_game(), CORTEZ, 2)
    g = give_bills(g, MINISTER, 2)
    g = give_bills(g, FUENTES, 3)
    g, [pro_c] = give_cards(g, CORTEZ, "Professional Assassin")
    g, [pro_m] = give_cards(g, MINISTER, "Professional Assassin")
    res = run(g, *where(), (CORTEZ, Assassinate(pro_c, FUENTES, HOME)), (MINISTER, Assassinate(pro_m, FUENTES, HOME)))
    assert victims(res.events) == [FUENTES]
    assert cash(res.state, MINISTER) == 3
    assert cash(res.state, CORTEZ) == 0


def test_minister_secret_police_before_his_own_cards() -> None:
    """RULES 4.5: "Secret Police, then his cards". The victim's Bribe the Assassin cancels the first attempt that
    would succeed: the Secret Police, though the Minister ordered his card first."""
    g = give_bills(loc_game(), MINISTER, 2)
    g = give_bills(g, FUENTES, 2)
    g, [pro] = give_cards(g, MINISTER, "Professional Assassin")
    g, [bribe] = give_cards(g, FUENTES, "Bribe the Assassin")
    res = run(
        g,
        *where(),
        (FUENTES, PlayCard(bribe)),
        (MINISTER, Assassinate(pro, FUENTES, HOME)),
        (MINISTER, Assassinate(SECRET_POLICE, FUENTES, HOME)),
    )
    assert private(res.events, FUENTES, "bribed")[0].data["kind"] == "secret_police"
    assert victims(res.events) == [FUENTES]
    assert find(res.events, "killed").data["how"] == "by the Professional Assassin"


def test_others_attempts_resolve_by_order_time() -> None:
    """RULES 4.5: "then the others' by order time"; board game 10: "Wenn 2 Spieler es mit dem gleichen Opfer bei
    gleichem Aufenthaltsort versuchen, hat das zuerst angesagte Attentat den Vorrang." """
    for first, second in ((CORTEZ, DUARTE), (DUARTE, CORTEZ)):
        g = give_bills(loc_game(), CORTEZ, 2)
        g = give_bills(g, DUARTE, 2)
        g = give_bills(g, FUENTES, 3)
        g, [pro_c] = give_cards(g, CORTEZ, "Professional Assassin")
        g, [pro_d] = give_cards(g, DUARTE, "Professional Assassin")
        pro = {CORTEZ: pro_c, DUARTE: pro_d}
        res = run(
            g,
            *where(),
            (first, Assassinate(pro[first], FUENTES, HOME)),
            (second, Assassinate(pro[second], FUENTES, HOME)),
        )
        assert cash(res.state, first) == 3 and cash(res.state, second) == 0


def test_a_revised_order_takes_a_new_time() -> None:
    """RULES 2: "An order's time is when its current version was stored; a revision takes a new time" (submission
    order): Cortez ordered first but revised after Duarte, so Duarte's assassin strikes first."""
    g = give_bills(loc_game(), CORTEZ, 2)
    g = give_bills(g, DUARTE, 2)
    g = give_bills(g, FUENTES, 3)
    g, [pro_c] = give_cards(g, CORTEZ, "Professional Assassin")
    g, [pro_d] = give_cards(g, DUARTE, "Professional Assassin")
    res = run(
        g,
        *where(),
        (CORTEZ, Assassinate(pro_c, FUENTES, CLUB)),
        (DUARTE, Assassinate(pro_d, FUENTES, HOME)),
        (CORTEZ, Assassinate(pro_c, FUENTES, HOME)),
    )
    assert cash(res.state, DUARTE) == 3 and cash(res.state, CORTEZ) == 0


# --- assassinations: the Secret Police ------------------------------------------------------------------------
def test_secret_police_hit_automatically_at_the_right_location() -> None:
    """Web rules: "The Secret Police automatically hit, if the correct location in guessed by the Minister of
    Internal Security"."""
    for s in SEEDS[:15]:
        res = run(loc_game(), *where((FUENTES, CLUB)), (MINISTER, Assassinate(SECRET_POLICE, FUENTES, CLUB)), seed=s)
        assert victims(res.events) == [FUENTES]
        res = run(loc_game(), *where((FUENTES, CLUB)), (MINISTER, Assassinate(SECRET_POLICE, FUENTES, HOME)), seed=s)
        assert victims(res.events) == []
        assert private(res.events, MINISTER, "attempt_failed")[0].data["roll"] is None


def test_secret_police_only_for_the_minister() -> None:
    """Web rules: the Minister of Internal Security "Controls the Secret Police"."""
    g = loc_game()
    got = validate(g, CORTEZ, Assassinate(SECRET_POLICE, FUENTES, HOME))
    assert [r.code for r in got] == ["not_minister"]
    assert validate(g, MINISTER, Assassinate(SECRET_POLICE, FUENTES, HOME)) == ()


def test_secret_police_once_per_turn() -> None:
    """Web rules: "Controls the Secret Police, which he may use to order one assassination attempt per turn": a
    second Secret Police order replaces the first (RULES 7: "the last one of a kind counts")."""
    g = loc_game()
    res = run(
        g,
        *where((DUARTE, CLUB), (FUENTES, CLUB)),
        (MINISTER, Assassinate(SECRET_POLICE, DUARTE, CLUB)),
        (MINISTER, Assassinate(SECRET_POLICE, FUENTES, CLUB)),
    )
    assert victims(res.events) == [FUENTES]
    assert len([e for e in res.events if e.code in ("attempt_failed", "attempt_succeeded")]) == 1


def test_frozen_minister_office_has_no_secret_police() -> None:
    """RULES 4.7: "A frozen office: ... no Secret Police"."""
    g = seat(loc_game(), Office.MINISTER, None)
    assert [r.code for r in validate(g, MINISTER, Assassinate(SECRET_POLICE, FUENTES, HOME))] == ["not_minister"]


def _after_secret_police_at_the_bank() -> GameState:
    res = run(loc_game(), *where((FUENTES, BANK)), (MINISTER, Assassinate(SECRET_POLICE, FUENTES, BANK)))
    assert victims(res.events) == [FUENTES]
    assert res.state.turn == 2
    return replace(res.state, phase=Phase.LOCATIONS)


def test_secret_police_not_to_the_bank_two_turns_running_same_minister() -> None:
    """Web rules: the Secret Police "may not be sent to the Bank two turns in a row"."""
    g = _after_secret_police_at_the_bank()
    got = validate(g, MINISTER, Assassinate(SECRET_POLICE, DUARTE, BANK))
    assert [r.code for r in got] == ["secret_police_bank"]
    assert validate(g, MINISTER, Assassinate(SECRET_POLICE, DUARTE, CLUB)) == ()
    # Given anyway, the order lapses at resolution and nobody is attacked at the Bank.
    res = run(g, *where((DUARTE, BANK)), (MINISTER, Assassinate(SECRET_POLICE, DUARTE, BANK)))
    assert victims(res.events) == []
    assert private(res.events, MINISTER, "order_lapsed")[0].data["reason"] == "secret_police_bank"


def test_secret_police_not_to_the_bank_two_turns_running_whoever_is_minister() -> None:
    """Board game 10.1: "so dürfen sie in der nächsten Runde in der Bank gegen niemanden vorgehen, selbst wenn
    inzwischen ein anderer Spieler Minister geworden ist" (even if another player has become Minister)."""
    g = seat(_after_secret_police_at_the_bank(), Office.MINISTER, DUARTE)
    got = validate(g, DUARTE, Assassinate(SECRET_POLICE, CORTEZ, BANK))
    assert [r.code for r in got] == ["secret_police_bank"]


def test_secret_police_may_go_to_the_bank_again_after_a_turn_away() -> None:
    """Board game 10.1: "Sie dürfen nur in jeder 2. Runde die Bank aufsuchen" (every second turn)."""
    g = _after_secret_police_at_the_bank()
    res = run(g, *where(), (MINISTER, Assassinate(SECRET_POLICE, DUARTE, CLUB)))
    g3 = replace(res.state, phase=Phase.LOCATIONS)
    assert g3.turn == 3
    assert validate(g3, MINISTER, Assassinate(SECRET_POLICE, DUARTE, BANK)) == ()


# --- assassinations: the card assassins (cards.toml) ----------------------------------------------------------
def _one_attempt(card_name: str, target_at: Location, sent_to: Location | None, seed: str) -> Resolution:
    g = give_bills(loc_game(), CORTEZ, 2)
    g = give_bills(g, FUENTES, 1, 1, 1, 1)
    g = give_bills(g, FUENTES, 3, 3, where="bank")
    g, [assassin] = give_cards(g, CORTEZ, card_name)
    return run(g, *where((FUENTES, target_at)), (CORTEZ, Assassinate(assassin, FUENTES, sent_to)), seed=seed)


def test_amateur_assassin_kills_on_4_or_more_at_the_right_location() -> None:
    """cards.toml: Amateur Assassin, cost 1, roll = 4: "kills on this roll or higher, at the right location"."""
    kills = misses = 0
    for s in SEEDS:
        res = _one_attempt("Amateur Assassin", CLUB, CLUB, s)
        if victims(res.events) == [FUENTES]:
            kills += 1
        else:
            assert private(res.events, CORTEZ, "attempt_failed")[0].data["roll"] in (1, 2, 3)
            misses += 1
    assert kills and misses


def test_amateur_assassin_never_kills_at_the_wrong_location() -> None:
    """cards.toml: the Amateur Assassin kills only "at the right location" (and rolls no die elsewhere)."""
    for s in SEEDS[:15]:
        res = _one_attempt("Amateur Assassin", HOME, CLUB, s)
        assert victims(res.events) == []
        assert private(res.events, CORTEZ, "attempt_failed")[0].data["roll"] is None


def test_professional_assassin_is_automatic_at_the_right_location() -> None:
    """cards.toml: Professional Assassin, cost 2, roll = 1: "automatic at the right location"."""
    for s in SEEDS[:15]:
        assert victims(_one_attempt("Professional Assassin", MISTRESS, MISTRESS, s).events) == [FUENTES]
        assert victims(_one_attempt("Professional Assassin", MISTRESS, HQ, s).events) == []


def test_monarchist_assassin_kills_on_4_or_more() -> None:
    """cards.toml: Monarchist Assassin, cost 1, roll = 4."""
    kills = misses = 0
    for s in SEEDS:
        res = _one_attempt("Monarchist Assassin", BANK, BANK, s)
        if victims(res.events) == [FUENTES]:
            kills += 1
        else:
            assert private(res.events, CORTEZ, "attempt_failed")[0].data["roll"] in (1, 2, 3)
            misses += 1
        assert victims(_one_attempt("Monarchist Assassin", HOME, BANK, s).events) == []
    assert kills and misses


def test_monarchist_assassin_is_not_stopped_by_bribe_the_assassin() -> None:
    """cards.toml: "Bribe the Assassin cannot stop him (the board game's Monarchist works even against its
    victim's protection)." """
    kills = 0
    for s in SEEDS:
        g = give_bills(loc_game(), CORTEZ, 1)
        g = give_bills(g, FUENTES, 3)
        g, [monarchist] = give_cards(g, CORTEZ, "Monarchist Assassin")
        g, [bribe] = give_cards(g, FUENTES, "Bribe the Assassin")
        res = run(g, *where(), (FUENTES, PlayCard(bribe)), (CORTEZ, Assassinate(monarchist, FUENTES, HOME)), seed=s)
        assert "bribed" not in codes(res.events)
        if victims(res.events):
            kills += 1
            assert cash(res.state, CORTEZ) == 3  # the bribe was never paid: all 3 MP went to the killer
    assert kills


def test_character_assassin_only_at_the_mistress() -> None:
    """cards.toml: Character Assassin: "Only at the Mistress"."""
    g, [ca] = give_cards(loc_game(), CORTEZ, "Character Assassin")
    assert [r.code for r in validate(g, CORTEZ, Assassinate(ca, FUENTES, CLUB))] == ["mistress_only"]
    assert validate(g, CORTEZ, Assassinate(ca, FUENTES, MISTRESS)) == ()
    res = _one_attempt("Character Assassin", CLUB, MISTRESS, "x")
    assert "attempt_failed" in codes(res.events)
    assert cash(res.state, FUENTES) == 4


def test_character_assassin_discards_influence_and_takes_half_the_cash() -> None:
    """cards.toml: "the target does not die but discards all influence in play and pays you half his cash (rounded
    down, bills by lot, no change)"; cost 0."""
    g = give_bills(loc_game(), FUENTES, 1, 1, 1, 1, 1)
    g, [ca] = give_cards(g, CORTEZ, "Character Assassin")
    g, infl = give_cards(g, FUENTES, "Church", "Press", influence=True)
    g, [vote] = give_cards(g, FUENTES, "Vote (3)")
    res = run(g, *where((FUENTES, MISTRESS)), (CORTEZ, Assassinate(ca, FUENTES, MISTRESS)))
    assert victims(res.events) == []
    f = res.state.player(FUENTES)
    assert f.status is Status.ALIVE and f.died_turn is None
    assert f.influence == ()
    assert vote in f.hand  # only influence is discarded
    assert set(infl) | {ca} <= set(res.state.discards)
    assert cash(res.state, FUENTES) == 3 and cash(res.state, CORTEZ) == 2
    assert "coup_excuse" not in codes(res.events)  # nobody died


def test_character_assassin_gives_no_change() -> None:
    """cards.toml: half his cash "(rounded down, bills by lot, no change)": with 2 + 2 + 2 he owes 3 and, no change
    being given, pays two 2s (4 MP)."""
    g = give_bills(loc_game(), FUENTES, 2, 2, 2)
    g, [ca] = give_cards(g, CORTEZ, "Character Assassin")
    res = run(g, *where((FUENTES, MISTRESS)), (CORTEZ, Assassinate(ca, FUENTES, MISTRESS)))
    assert cash(res.state, CORTEZ) == 4 and cash(res.state, FUENTES) == 2


def test_burglar_fails_at_home() -> None:
    """cards.toml: Burglar: "Fails if the target is at Home"; web rules: "Home (You cannot be Burgled if you are at
    Home)"."""
    res = _one_attempt("Burglar", HOME, None, "x")
    assert "attempt_failed" in codes(res.events)
    assert cash(res.state, FUENTES) == 4 and cash(res.state, CORTEZ) == 2


def test_burglar_takes_half_the_cash_anywhere_else() -> None:
    """cards.toml: Burglar: "else take half the target's cash (rounded down, bills chosen by lot)"; cost 0."""
    for spot in (HQ, BANK, CLUB, MISTRESS):
        res = _one_attempt("Burglar", spot, None, "x")
        assert cash(res.state, FUENTES) == 2 and cash(res.state, CORTEZ) == 4, spot
        assert find(res.events, "burgled").public
        assert res.state.player(FUENTES).status is Status.ALIVE


def test_bank_robber_fails_at_the_bank() -> None:
    """cards.toml: Bank Robber: "Fails if the target is at the Bank"; web rules: "Bank (... safe from Bank
    Robber)"."""
    res = _one_attempt("Bank Robber", BANK, None, "x")
    assert "attempt_failed" in codes(res.events)
    assert swiss(res.state, FUENTES) == 6


def test_bank_robber_takes_up_to_two_bills_from_the_swiss_account() -> None:
    """cards.toml: Bank Robber: "else take up to 2 bills at random from the target's Swiss account"."""
    for spot in (HOME, HQ, CLUB, MISTRESS):
        res = _one_attempt("Bank Robber", spot, None, "x")
        assert swiss(res.state, FUENTES) == 0 and cash(res.state, CORTEZ) == 2 + 6, spot
        assert cash(res.state, FUENTES) == 4  # the pocket is not touched
    # Up to two: with three bills in the account one stays.
    g = give_bills(loc_game(), FUENTES, 1, 2, 3, where="bank")
    g, [robber] = give_cards(g, CORTEZ, "Bank Robber")
    res = run(g, *where(), (CORTEZ, Assassinate(robber, FUENTES)))
    assert len(res.state.player(FUENTES).bank) == 1
    assert total(res.state.player(FUENTES).bank) + cash(res.state, CORTEZ) == 6


# --- assassinations: costs and Bribe the Assassin -------------------------------------------------------------
def test_assassin_costs_leave_play() -> None:
    """RULES 5: "Money paid for assassins and bribes leaves play for good (board game 10.2)"; paid even if the
    attempt fails."""
    g = give_bills(loc_game(), CORTEZ, 2, 1)
    g, [pro] = give_cards(g, CORTEZ, "Professional Assassin")
    res = run(g, *where(), (CORTEZ, Assassinate(pro, FUENTES, CLUB)))
    assert victims(res.events) == []
    assert cash(res.state, CORTEZ) == 1 and out_of_play(res.state) == 2
    assert pro in res.state.discards


def test_assassin_cost_gives_no_change() -> None:
    """RULES 5: "Payments give no change: overpayment is lost." A 2 MP Professional paid with a 3 MP bill."""
    g = give_bills(loc_game(), CORTEZ, 3)
    g, [pro] = give_cards(g, CORTEZ, "Professional Assassin")
    res = run(g, *where(), (CORTEZ, Assassinate(pro, FUENTES, CLUB)))
    assert cash(res.state, CORTEZ) == 0 and out_of_play(res.state) == 3


def test_assassin_cost_must_be_payable() -> None:
    """Board game 10.2: "Will ein Spieler einen Attentäter los-schicken, so muß er zuerst die genannte Summe
    bezahlen" (he must pay first): refused without the cash; the second of two it cannot pay lapses."""
    g, [pro] = give_cards(loc_game(), CORTEZ, "Professional Assassin")
    assert [r.code for r in validate(g, CORTEZ, Assassinate(pro, FUENTES, HOME))] == ["cannot_pay"]
    g = give_bills(loc_game(), CORTEZ, 1)
    g, [a1, a2] = give_cards(g, CORTEZ, "Amateur Assassin", "Amateur Assassin")
    res = run(g, *where(), (CORTEZ, Assassinate(a1, FUENTES, CLUB)), (CORTEZ, Assassinate(a2, DUARTE, CLUB)))
    assert len(private(res.events, CORTEZ, "attempt_failed")) == 1
    assert len(private(res.events, CORTEZ, "lapsed_assassin_unpaid")) == 1
    assert a2 in res.state.player(CORTEZ).hand


def test_underworld_waives_assassin_costs() -> None:
    """RULES 5: "Costs are waived by ... Underworld (assassins) in play"; cards.toml: "Pays its owner's assassin
    costs." """
    g, [pro] = give_cards(loc_game(), CORTEZ, "Professional Assassin")
    g, _ = give_cards(g, CORTEZ, "Underworld", influence=True)
    assert validate(g, CORTEZ, Assassinate(pro, FUENTES, HOME)) == ()
    g = give_bills(g, CORTEZ, 2)
    res = run(g, *where(), (CORTEZ, Assassinate(pro, FUENTES, HOME)))
    assert victims(res.events) == [FUENTES]
    assert cash(res.state, CORTEZ) == 2 and out_of_play(res.state) == 0


def _bribe_game(target_cash: tuple[int, ...] = (2,)) -> tuple[GameState, int, int, int]:
    g = give_bills(loc_game(), CORTEZ, 2, 2)
    g = give_bills(g, FUENTES, *target_cash) if target_cash else g
    g, [p1, p2] = give_cards(g, CORTEZ, "Professional Assassin", "Professional Assassin")
    g, [bribe] = give_cards(g, FUENTES, "Bribe the Assassin")
    return g, p1, p2, bribe


def test_bribe_the_assassin_cancels_an_attempt_that_would_succeed() -> None:
    """cards.toml: Bribe the Assassin: "cancels the first assassination attempt on you this turn that would
    succeed"; cost 2, paid out of play (RULES 5)."""
    g, p1, _, bribe = _bribe_game()
    res = run(g, *where(), (FUENTES, PlayCard(bribe)), (CORTEZ, Assassinate(p1, FUENTES, HOME)))
    assert victims(res.events) == []
    assert private(res.events, FUENTES, "bribed") and private(res.events, CORTEZ, "bribed")
    assert cash(res.state, FUENTES) == 0
    assert out_of_play(res.state) == 2 + 2  # the assassin's cost and the bribe
    assert bribe in res.state.discards


def test_bribe_the_assassin_is_paid_only_when_it_cancels() -> None:
    """cards.toml: Bribe the Assassin: "paid only then": a failed attempt costs the target nothing and the card
    stays in his hand."""
    g, p1, _, bribe = _bribe_game()
    res = run(g, *where(), (FUENTES, PlayCard(bribe)), (CORTEZ, Assassinate(p1, FUENTES, CLUB)))
    assert "bribed" not in codes(res.events)
    assert cash(res.state, FUENTES) == 2
    assert bribe in res.state.player(FUENTES).hand


def test_bribe_the_assassin_cancels_the_first_attempt_that_would_succeed_only() -> None:
    """cards.toml: "cancels the first assassination attempt on you this turn that would succeed": a failed
    attempt does not use it up; of two that would succeed, the second gets through."""
    g, p1, p2, bribe = _bribe_game()
    res = run(
        g,
        *where(),
        (FUENTES, PlayCard(bribe)),
        (CORTEZ, Assassinate(p1, FUENTES, CLUB)),
        (CORTEZ, Assassinate(p2, FUENTES, HOME)),
    )
    assert victims(res.events) == [] and len(private(res.events, FUENTES, "bribed")) == 1
    g = give_bills(g, CORTEZ, 2)
    res = run(
        g,
        *where(),
        (FUENTES, PlayCard(bribe)),
        (CORTEZ, Assassinate(p1, FUENTES, HOME)),
        (CORTEZ, Assassinate(p2, FUENTES, HOME)),
    )
    assert victims(res.events) == [FUENTES] and len(private(res.events, FUENTES, "bribed")) == 1


def test_bankers_or_multinationals_waive_the_bribe() -> None:
    """RULES 5: "Costs are waived by Bankers or Multinationals (bribes)"; cards.toml: "Pays its owner's bribe
    costs." """
    for patron in ("Bankers", "Multinationals"):
        g, p1, _, bribe = _bribe_game(target_cash=())
        g, _ = give_cards(g, FUENTES, patron, influence=True)
        res = run(g, *where(), (FUENTES, PlayCard(bribe)), (CORTEZ, Assassinate(p1, FUENTES, HOME)))
        assert victims(res.events) == [], patron
        assert out_of_play(res.state) == 2  # only the assassin's cost


# --- assassinations: who gets the cash (board game 10.3 and its examples) -------------------------------------
def _duel_game(*killers: int) -> tuple[GameState, dict[int, int]]:
    """Cortez carries 2 + 3, Duarte 2 + 1 + 1, Esteban 2 + 3 + 3; each killer holds a Professional Assassin (2 MP;
    the deck has two)."""
    g = game(phase=Phase.LOCATIONS)
    pros: dict[int, int] = {}
    for pid, bills in ((CORTEZ, (2, 3)), (DUARTE, (2, 1, 1)), (ESTEBAN, (2, 3, 3))):
        g = give_bills(g, pid, *bills)
        if pid in killers:
            g, [pros[pid]] = give_cards(g, pid, "Professional Assassin")
    return g, pros


def test_killers_owner_takes_the_victims_cash() -> None:
    """Web rules: "any money in hand is given to the Player who assassinated the target"; board game 10.3: "Sein
    gesamtes Bargeld muß er dem Spieler geben, der ihn ermorden ließ." """
    g, pros = _duel_game(CORTEZ)
    res = run(g, *where(), (CORTEZ, Assassinate(pros[CORTEZ], DUARTE, HOME)))
    assert cash(res.state, CORTEZ) == 3 + 4
    assert private(res.events, CORTEZ, "cash_of_the_dead")[0].data["amount"] == 4


def test_example_1_a_and_b_kill_each_other_both_cash_out_of_play() -> None:
    """Board game 10.3, example 1: "A meldet Attentat auf B, B meldet Attentat auf A. Haben beide den
    Aufenthaltsort richtig vermutet, sind beide tot. Das Geld beider Spieler wird ... unter den Stapel
    geschoben." """
    g, pros = _duel_game(CORTEZ, DUARTE)
    res = run(
        g,
        *where(),
        (CORTEZ, Assassinate(pros[CORTEZ], DUARTE, HOME)),
        (DUARTE, Assassinate(pros[DUARTE], CORTEZ, HOME)),
    )
    assert victims(res.events) == [DUARTE, CORTEZ]  # in order: B first, then A by B's assassin
    assert cash(res.state, CORTEZ) == 0 and cash(res.state, DUARTE) == 0
    assert out_of_play(res.state) == (5 + 4)  # two assassins' costs (2 + 2) plus both pockets (3 + 2)


def test_example_2_a_and_c_target_b_the_first_assassin_gets_the_cash() -> None:
    """Board game 10.3, example 2: "A meldet Attentat auf B, C meldet Attentat auf B. Beide raten den
    Aufenthaltsort richtig und B ist tot. Das Geld geht an Spieler A, dessen Attentäter zuerst zugeschlagen
    hat." """
    g, pros = _duel_game(CORTEZ, ESTEBAN)
    res = run(
        g,
        *where(),
        (CORTEZ, Assassinate(pros[CORTEZ], DUARTE, HOME)),
        (ESTEBAN, Assassinate(pros[ESTEBAN], DUARTE, HOME)),
    )
    assert victims(res.events) == [DUARTE]
    assert cash(res.state, CORTEZ) == 3 + 4 and cash(res.state, ESTEBAN) == 8 - 2
    assert "already dead" in english(private(res.events, ESTEBAN, "attempt_failed")[0], res.state)


def test_example_3_a_kills_b_then_bs_assassin_kills_c_whose_cash_leaves_play() -> None:
    """Board game 10.3, example 3: "A tötet B, B tötet dann C. A erhält das Geld von B; weil B jedoch bereits tot
    ist, wenn das Attentat auf C stattfindet, wird das Geld von C ... unter den Stapel geschoben." And: "so
    schlägt der Attentäter von B auch zu, wenn Spieler B bereits getötet wurde." """
    g, pros = _duel_game(CORTEZ, DUARTE)
    res = run(
        g,
        *where(),
        (CORTEZ, Assassinate(pros[CORTEZ], DUARTE, HOME)),
        (DUARTE, Assassinate(pros[DUARTE], ESTEBAN, HOME)),
    )
    assert victims(res.events) == [DUARTE, ESTEBAN]
    assert cash(res.state, CORTEZ) == 3 + 2
    assert cash(res.state, ESTEBAN) == 0
    assert out_of_play(res.state) == 2 + 2 + 8  # costs, and Esteban's cash


# --- assassinations: what a death does ------------------------------------------------------------------------
def test_a_killed_player_loses_every_card() -> None:
    """RULES 4.5: "A killed player loses every card (hand and in play)"; board game 10.3: "so muß er sofort alle
    politischen Karten ablegen, auch die vor ihm liegenden Einfluß-Karten." """
    g, hand = give_cards(loc_game(), FUENTES, "Vote (3)", "Intelligence", "Bribe the Assassin")
    g, infl = give_cards(g, FUENTES, "Church", "Landowners", influence=True)
    res = run(g, *where(), (MINISTER, Assassinate(SECRET_POLICE, FUENTES, HOME)))
    f = res.state.player(FUENTES)
    assert set(hand) | set(infl) <= set(res.state.discards)
    assert f.influence == () and not set(hand) & set(f.hand)
    assert f.died_turn == 1


def test_any_kill_gives_a_coup_excuse() -> None:
    """RULES 4.5: "Any kill gives a coup excuse"; web rules: "A Coup Excuse can be provided by: ... A successful
    assassination of any player"."""
    res = run(loc_game(), *where(), (MINISTER, Assassinate(SECRET_POLICE, FUENTES, HOME)), (CORTEZ, RebelAction()))
    assert "coup_excuse" in codes(res.events, public=True)
    assert rebellion(res).data["rebels"] == [CORTEZ]


def test_a_failed_attempt_gives_no_coup_excuse() -> None:
    """Web rules: the excuse is "A successful assassination of any player"; a miss is none."""
    res = run(loc_game(), *where(), (MINISTER, Assassinate(SECRET_POLICE, FUENTES, CLUB)), (CORTEZ, RebelAction()))
    assert "no_coup_excuse" in codes(res.events, public=True)
    assert "rebellion" not in codes(res.events)


def test_victims_office_goes_to_the_brother_in_law() -> None:
    """RULES 4.5: "His offices go to the Brother-in-Law (4.7)"; web rules: "The position occupied by the
    assassinated player is given to the President ('s Brother-in-Law)." """
    res = run(loc_game(), *where(), (MINISTER, Assassinate(SECRET_POLICE, FUENTES, HOME)))
    s = res.state
    assert s.seat(Office.ADMIRAL).brother_in_law and s.seat(Office.ADMIRAL).holder is None
    assert s.actor(Office.ADMIRAL) == PRESIDENT
    assert Office.ADMIRAL in s.acts_for(PRESIDENT)


def test_brother_in_law_takes_the_first_vacated_office_the_rest_are_frozen() -> None:
    """RULES 4.7: "If several are vacant, a standing order of the President picks one (default: the first
    vacated); the rest are frozen until the next cabinet appointment." """
    res = run(loc_game(), *where(), (MINISTER, Assassinate(SECRET_POLICE, DUARTE, HOME)))
    s = res.state
    assert s.seat(Office.GENERAL_2).brother_in_law
    assert s.seat(Office.FOREIGN_MINISTER).frozen
    # Two victims: the first killed gives the Brother-in-Law his office, the second's freeze.
    g = give_bills(loc_game(), CORTEZ, 2)
    g, [pro] = give_cards(g, CORTEZ, "Professional Assassin")
    res = run(
        g, *where(), (MINISTER, Assassinate(SECRET_POLICE, FUENTES, HOME)), (CORTEZ, Assassinate(pro, ESTEBAN, HOME))
    )
    s = res.state
    assert s.seat(Office.ADMIRAL).brother_in_law
    assert s.seat(Office.GENERAL_3).frozen and s.seat(Office.FARM_LABOR).frozen


def test_brother_in_law_takes_the_office_the_presidents_standing_order_names() -> None:
    """RULES 4.7: "a standing order of the President picks one"; board game 10.4: "so muß der Präsident
    entscheiden, welches Amt sein Schwager übernehmen soll." """
    res = run(
        loc_game(),
        *where(),
        (PRESIDENT, BrotherInLawChoice((Office.FOREIGN_MINISTER,))),
        (MINISTER, Assassinate(SECRET_POLICE, DUARTE, HOME)),
    )
    s = res.state
    assert s.seat(Office.FOREIGN_MINISTER).brother_in_law
    assert s.seat(Office.GENERAL_2).frozen


def test_brother_in_law_choice_picks_among_several_victims_offices() -> None:
    """Web rules: "If more than one player is dead, the President may only give one of the positions to his
    Brother-in-Law, and he may choose which position to retain"; board game 10.4: "ist mehr als ein Spieler
    gleichzeitig tot und im Exil, so muß der Präsident entscheiden, welches Amt sein Schwager übernehmen soll."
    Fuentes (Admiral) dies first, Duarte second; the President's standing order names the Foreign Minister."""
    g = give_bills(loc_game(), CORTEZ, 2)
    g, [pro] = give_cards(g, CORTEZ, "Professional Assassin")
    res = run(
        g,
        *where(),
        (PRESIDENT, BrotherInLawChoice((Office.FOREIGN_MINISTER,))),
        (MINISTER, Assassinate(SECRET_POLICE, FUENTES, HOME)),
        (CORTEZ, Assassinate(pro, DUARTE, HOME)),
    )
    s = res.state
    assert victims(res.events) == [FUENTES, DUARTE]
    assert s.brother_in_law is Office.FOREIGN_MINISTER
    assert s.seat(Office.ADMIRAL).frozen and s.seat(Office.GENERAL_2).frozen
    # An exile and a death in one phase: the order still picks.
    res = run(
        loc_game(),
        *where((FUENTES, None)),
        (PRESIDENT, BrotherInLawChoice((Office.GENERAL_3,))),
        (MINISTER, Assassinate(SECRET_POLICE, ESTEBAN, HOME)),
    )
    assert res.state.brother_in_law is Office.GENERAL_3 and res.state.seat(Office.ADMIRAL).frozen


def test_brother_in_law_holds_one_office_at_most() -> None:
    """Web rules: "If more than one player is dead, the President may only give one of the positions to his
    Brother-in-Law": with the Brother-in-Law already seated, a victim's offices freeze."""
    g = seat(loc_game(), Office.ADMIRAL, None, brother_in_law=True)
    res = run(g, *where(), (MINISTER, Assassinate(SECRET_POLICE, ESTEBAN, HOME)))
    s = res.state
    assert s.seat(Office.ADMIRAL).brother_in_law
    assert s.seat(Office.GENERAL_3).frozen and s.seat(Office.FARM_LABOR).frozen


def _president_killed(*extra: tuple[int, Order]) -> Resolution:
    g = seat(loc_game(), Office.ADMIRAL, None, brother_in_law=True)
    g = give_bills(g, PRESIDENT, 3)
    return run(g, *where(), (MINISTER, Assassinate(SECRET_POLICE, PRESIDENT, HOME)), *extra)


def test_president_killed_palace_guard_and_brother_in_law_frozen() -> None:
    """RULES 4.5: "If the President dies: his Palace Guard and his Brother-in-Law's office are frozen"."""
    res = _president_killed()
    s = res.state
    assert s.president is None
    assert s.seat(Office.PRESIDENT).frozen
    assert s.seat(Office.ADMIRAL).frozen and s.brother_in_law is None
    assert s.actor(Office.ADMIRAL) is None


def test_president_killed_an_election_follows_this_phase() -> None:
    """RULES 4.5: "a one-day presidential election ... follows this phase"; board game 10.3: "Wird der Präsident
    getötet, so wird sofort mit dem Ende des letzten Attentats ein neuer Präsident gewählt." """
    res = _president_killed()
    s = res.state
    assert s.phase is Phase.ELECTION and s.turn == 1
    assert s.election is not None and s.election.kind is ElectionKind.EMERGENCY
    assert PRESIDENT not in s.election.candidates
    assert s.player(PRESIDENT).status is Status.DEAD
    assert "election_called" in codes(res.events, public=True)


def test_president_killed_rebels_may_not_stand() -> None:
    """RULES 4.5: the presidential election after the President's death: "Rebels may not stand"."""
    res = _president_killed((CORTEZ, RebelAction()))
    assert res.state.election is not None
    assert CORTEZ not in res.state.election.candidates
    assert set(res.state.election.candidates) == {MINISTER, DUARTE, ESTEBAN, FUENTES}


def test_president_killed_election_votes_as_in_the_budget_vote() -> None:
    """RULES 4.5: the election's "votes as 4.4": one per office, five for the Farm & Labor Secretary, the
    socialist bonus for him, influence in play; the dead cast nothing."""
    res = _president_killed()
    assert [r.code for r in validate(res.state, PRESIDENT, ElectionVote(DUARTE))] == ["dead"]
    g, _ = give_cards(res.state, FUENTES, "Church", influence=True)
    out = run(g, (ESTEBAN, ElectionVote(DUARTE)), (FUENTES, ElectionVote(MINISTER)), (MINISTER, ElectionVote(MINISTER)))
    tally = find(out.events, "election_tally").data["tally"]
    # Esteban: 3rd General 1 + Farm & Labor 5 + socialist bonus 3. Borges: Minister 1 + Air Force 1. Fuentes (his
    # Admiral's office was the Brother-in-Law's, now frozen): Church 4.
    assert tally == {str(MINISTER): 2 + 4, str(CORTEZ): 0, str(DUARTE): 9, str(ESTEBAN): 0, str(FUENTES): 0}
    assert out.state.president == DUARTE


def test_president_killed_election_ties_as_the_first_election() -> None:
    """RULES 4.5: "ties as section 3": "a tie: a one-day re-vote among the tied candidates only"."""
    res = _president_killed()
    out = run(res.state, (MINISTER, ElectionVote(MINISTER)), (DUARTE, ElectionVote(DUARTE)))
    e = out.state.election
    assert out.state.phase is Phase.ELECTION and e is not None
    assert e.round == 1 and set(e.candidates) == {MINISTER, DUARTE}
    assert "election_tie" in codes(out.events, public=True)


# --- assassinations: conditions -------------------------------------------------------------------------------
def test_assassination_may_not_wait_on_another_assassination_or_a_location() -> None:
    """Web rules: "Assassination orders cannot depend on the outcome of any other assassination, Banking decision,
    or Coup Movement"; RULES 7: an order whose condition resolves later is refused at submission."""
    g = loc_game()
    for cond in (IfDead(DUARTE), IfAt(DUARTE, HOME), IfBanked(DUARTE), IfCoupExcuse()):
        got = validate(g, MINISTER, Assassinate(SECRET_POLICE, FUENTES, HOME, condition=cond))
        assert [r.code for r in got] == ["condition_resolves_later"], cond


def test_assassination_may_wait_on_a_card_play_or_the_budget() -> None:
    """Web rules: "Assassination attempts CAN be conditional, but only upon effects that would resolve
    chronologically prior to assassination declaration" (RULES 7: a card being played, the budget)."""
    g = replace(loc_game(), vote=VoteResult(passed=False, yes=3, no=5))
    g, [revolt] = give_cards(g, DUARTE, "Peasant Revolt")
    for cond in (IfCardPlayed("Peasant Revolt"), IfBudget(passed=False, within=2)):
        assert validate(g, MINISTER, Assassinate(SECRET_POLICE, FUENTES, HOME, condition=cond)) == ()
    played = IfCardPlayed("Peasant Revolt", DUARTE)
    res = run(g, *where(), (MINISTER, Assassinate(SECRET_POLICE, FUENTES, HOME, condition=played)))
    assert victims(res.events) == [] and private(res.events, MINISTER, "lapsed_assassin_condition")
    res = run(
        g, *where(), (MINISTER, Assassinate(SECRET_POLICE, FUENTES, HOME, condition=played)), (DUARTE, PlayCard(revolt))
    )
    assert victims(res.events) == [FUENTES]
    res = run(g, *where(), (MINISTER, Assassinate(SECRET_POLICE, FUENTES, HOME, condition=IfBudget(passed=True))))
    assert victims(res.events) == []


# --- banking --------------------------------------------------------------------------------------------------
def test_players_at_the_bank_deposit_or_withdraw() -> None:
    """RULES 4.5 step 2: "Banking, if the Bank is open: living players at the Bank deposit or withdraw"."""
    g = give_bills(loc_game(), CORTEZ, 3, 2)
    g = give_bills(g, DUARTE, 3, 3, where="bank")
    res = run(g, *where((CORTEZ, BANK), (DUARTE, BANK)), (CORTEZ, Banking(deposit=3)), (DUARTE, Banking(withdraw=-1)))
    assert cash(res.state, CORTEZ) == 2 and swiss(res.state, CORTEZ) == 3
    assert cash(res.state, DUARTE) == 6 and swiss(res.state, DUARTE) == 0
    assert private(res.events, CORTEZ, "banked") and not [e for e in res.events if e.code == "banked" and e.public]


def test_banking_needs_the_bank_as_location() -> None:
    """Web rules: "Players wishing to deposit or withdraw money from the Bank must have chosen the Bank as their
    location"."""
    g = give_bills(loc_game(), CORTEZ, 3)
    res = run(g, *where((CORTEZ, CLUB)), (CORTEZ, Banking(deposit=3)))
    assert cash(res.state, CORTEZ) == 3 and swiss(res.state, CORTEZ) == 0
    assert private(res.events, CORTEZ, "lapsed_not_at_bank")


def test_a_player_killed_at_the_bank_does_not_bank() -> None:
    """Web rules: "Living Players at the Bank May Deposit or Withdraw Money"; assassins resolve before banking."""
    g = give_bills(loc_game(), FUENTES, 3, 3, where="bank")
    res = run(
        g,
        *where((FUENTES, BANK)),
        (FUENTES, Banking(withdraw=-1)),
        (MINISTER, Assassinate(SECRET_POLICE, FUENTES, BANK)),
    )
    assert victims(res.events) == [FUENTES]
    assert swiss(res.state, FUENTES) == 6 and cash(res.state, MINISTER) == 0
    assert "banked" not in codes(res.events)


def test_bank_closed_no_banking_and_banking_orders_refused() -> None:
    """Web rules: "If the Budget was defeated in the last Phase and the Minister did not seize the Chamber of
    Deputies, then the Bank remains closed until the next Turn and no Banking may be done." """
    g = replace(give_bills(loc_game(), CORTEZ, 3), bank=BankState.CLOSED, excuse_from_budget=True)
    assert [r.code for r in validate(g, CORTEZ, Banking(deposit=3))] == ["bank_closed"]
    res = run(g, *where((CORTEZ, BANK)), (CORTEZ, Banking(deposit=3)))
    assert cash(res.state, CORTEZ) == 3 and "banked" not in codes(res.events)


def test_bank_closed_for_lunch_reopens_when_nobody_acted() -> None:
    """RULES 4.5: "If nobody acted, a Bank closed for lunch reopens at once, the banking orders of living players
    at the Bank resolve, and the turn ends." """
    g = replace(give_bills(loc_game(), CORTEZ, 3), bank=BankState.LUNCH, chamber_seized=True)
    assert validate(g, CORTEZ, Banking(deposit=3)) == ()
    res = run(g, *where((CORTEZ, BANK)), (CORTEZ, Banking(deposit=3)))
    evs = codes(res.events)
    assert evs.index("bank_reopens") < evs.index("banked")
    assert swiss(res.state, CORTEZ) == 3
    assert res.state.bank is BankState.OPEN and res.state.phase is Phase.CABINET and res.state.turn == 2


def test_bank_closed_for_lunch_no_banking_before_the_coup_excuse() -> None:
    """RULES 4.4: seizing the Chamber closes the Bank "for lunch until any coup has resolved": no banking in step
    2, so a rebel-only order waiting on banking does not fire."""
    g = replace(give_bills(loc_game(), CORTEZ, 3), bank=BankState.LUNCH, chamber_seized=True)
    res = run(
        g,
        *where((CORTEZ, BANK)),
        (CORTEZ, Banking(deposit=3)),
        (DUARTE, RebelAction(condition=IfBanked(CORTEZ))),
    )
    assert "rebellion" not in codes(res.events)


# --- the coup excuse and rebel-only action --------------------------------------------------------------------
def _rebel_at_club(g: GameState, *extra: tuple[int, Order]) -> Resolution:
    return run(g, *where((CORTEZ, CLUB)), *extra, (CORTEZ, RebelAction()))


def test_failed_budget_is_a_coup_excuse() -> None:
    """RULES 4.5 step 3: "Coup excuse: a failed budget"; web rules: "The defeat of a Budget"."""
    g = replace(loc_game(), excuse_from_budget=True, bank=BankState.CLOSED)
    assert rebellion(_rebel_at_club(g)).data["rebels"] == [CORTEZ]


def test_seized_chamber_is_a_coup_excuse() -> None:
    """RULES 4.5 step 3: "a seized Chamber"; web rules: seizing "will also provide a coup excuse"."""
    g = replace(loc_game(), chamber_seized=True, bank=BankState.LUNCH)
    assert rebellion(_rebel_at_club(g)).data["rebels"] == [CORTEZ]


def test_coup_excuse_cards() -> None:
    """RULES 4.5 step 3: "a coup-excuse card"; cards.toml: Peasant Revolt and Crown Prince from the Countryside,
    coup_excuse = true."""
    for name in ("Peasant Revolt", "Crown Prince from the Countryside"):
        g, [c] = give_cards(loc_game(), DUARTE, name)
        res = _rebel_at_club(g, (DUARTE, PlayCard(c)))
        assert "coup_excuse_card" in codes(res.events, public=True), name
        assert rebellion(res).data["rebels"] == [CORTEZ], name


def test_bank_holiday_is_no_coup_excuse() -> None:
    """cards.toml: Bank Holiday: "The Bank is closed this turn. No coup excuse." """
    g, [c] = give_cards(loc_game(), DUARTE, "Bank Holiday")
    res = _rebel_at_club(g, (DUARTE, PlayCard(c)))
    assert "rebellion" not in codes(res.events) and "no_coup_excuse" in codes(res.events)


def test_rebel_only_action_needs_a_coup_excuse_or_hq() -> None:
    """Web rules: "Such action cannot be taken unless: There is a Coup Excuse, or... That player chose HQ as their
    location." """
    res = _rebel_at_club(loc_game())
    assert "rebellion" not in codes(res.events)
    assert private(res.events, CORTEZ, "lapsed_no_excuse")
    assert res.state.stats[CORTEZ].rebellions == 0
    res = run(loc_game(), *where((CORTEZ, HQ)), (CORTEZ, RebelAction()))
    assert rebellion(res).data["rebels"] == [CORTEZ]


def test_president_never_takes_rebel_only_action() -> None:
    """Web rules: "Any player taking military action in this phase immediately becomes a REBEL. The President
    therefore, cannot take action in this phase." """
    g = loc_game()
    assert [r.code for r in validate(g, PRESIDENT, RebelAction())] == ["president_rebel"]
    res = run(g, *where((PRESIDENT, HQ)), (PRESIDENT, RebelAction()))
    assert "rebellion" not in codes(res.events)


def test_who_acted_becomes_a_rebel_publicly() -> None:
    """RULES 4.5 step 4: "Whoever acts becomes a Rebel"; RULES 7: rebel-only action is public by rule."""
    res = run(loc_game(), *where((CORTEZ, HQ), (DUARTE, HQ)), (CORTEZ, RebelAction()), (DUARTE, RebelAction()))
    ev = rebellion(res)
    assert ev.public and ev.data["rebels"] == [CORTEZ, DUARTE]
    assert res.state.stats[CORTEZ].rebellions == 1 and res.state.stats[ESTEBAN].rebellions == 0


def test_first_rebel_is_the_earliest_order_time() -> None:
    """RULES 4.5: "The First Rebel ... is the earliest order time among players whose rebel-only action actually
    happened"; web rules: "The first player to submit Rebel Only Movement Orders is considered the First
    Rebel." """
    res = run(loc_game(), *where((CORTEZ, HQ), (DUARTE, HQ)), (DUARTE, RebelAction()), (CORTEZ, RebelAction()))
    assert rebellion(res).data["first_rebel"] == DUARTE


def test_first_rebel_ignores_an_action_that_lapsed() -> None:
    """RULES 4.5: the First Rebel counts only players "whose rebel-only action actually happened": Esteban ordered
    first, but at the Club without an excuse his action lapsed."""
    res = run(
        loc_game(),
        *where((ESTEBAN, CLUB), (CORTEZ, HQ), (DUARTE, HQ)),
        (ESTEBAN, RebelAction()),
        (DUARTE, RebelAction()),
        (CORTEZ, RebelAction()),
    )
    ev = rebellion(res)
    assert ev.data["rebels"] == [CORTEZ, DUARTE] and ev.data["first_rebel"] == DUARTE


def test_first_rebel_ignores_a_player_killed_before_acting() -> None:
    """RULES 4.5: assassins resolve in step 1, rebel-only action in step 4: a rebel killed first never acts."""
    res = run(
        loc_game(),
        *where((CORTEZ, HQ), (DUARTE, HQ)),
        (DUARTE, RebelAction()),
        (CORTEZ, RebelAction()),
        (MINISTER, Assassinate(SECRET_POLICE, DUARTE, HQ)),
    )
    ev = rebellion(res)
    assert ev.data["rebels"] == [CORTEZ] and ev.data["first_rebel"] == CORTEZ


def test_rebel_only_action_may_wait_on_banking_or_a_death() -> None:
    """Web rules: "it could be dependent upon a player choosing a specific location, playing a specific card, a
    player being killed, or even a player Banking. A troop movement CANNOT be conditional upon any other player's
    taking Coup action"."""
    g = give_bills(loc_game(), ESTEBAN, 3)
    assert [r.code for r in validate(g, CORTEZ, RebelAction(condition=IfCoupExcuse()))] == []
    res = run(
        g,
        *where((ESTEBAN, BANK), (CORTEZ, HQ), (DUARTE, HQ)),
        (ESTEBAN, Banking(deposit=3)),
        (CORTEZ, RebelAction(condition=IfBanked(ESTEBAN))),
        (DUARTE, RebelAction(condition=IfDead(FUENTES))),
    )
    assert rebellion(res).data["rebels"] == [CORTEZ]
    res = run(
        g,
        *where((CORTEZ, HQ), (DUARTE, HQ)),
        (CORTEZ, RebelAction(condition=IfBanked(ESTEBAN))),
        (DUARTE, RebelAction(condition=IfDead(FUENTES))),
        (MINISTER, Assassinate(SECRET_POLICE, FUENTES, HOME)),
    )
    assert rebellion(res).data["rebels"] == [DUARTE]
    res = run(g, *where((CORTEZ, HQ)), (CORTEZ, RebelAction(condition=IfAt(ESTEBAN, BANK))))
    assert "rebellion" not in codes(res.events)


def test_exiles_and_the_dead_take_no_rebel_only_action() -> None:
    """Web rules: an exile "is essentially out of the game until he returns"; the dead "cannot take any actions
    until the beginning of the next turn"."""
    g = set_player(loc_game(), CORTEZ, status=Status.EXILED)
    assert [r.code for r in validate(g, CORTEZ, RebelAction())] == ["exiled"]
    g = set_player(loc_game(), CORTEZ, status=Status.DEAD)
    assert [r.code for r in validate(g, CORTEZ, RebelAction())] == ["dead"]
