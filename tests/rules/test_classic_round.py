"""The `classic` variant's round: the round's draw (VARIANTS.md 5.1.2), discarding (5.1.4), the order of
assassinations (5.8.3), the terror step's end of the game when every family dies (5.8.6), Bank Holiday (8.2) and
Farmers' Strike (8.3.1). One test per clause; each docstring quotes VARIANTS.md and its seed 001 citation.

`CABINET4`: Alba (0) President; Borges (1) Minister and 1st General; Cortez (2) 2nd General and Admiral; Duarte (3)
3rd General and Air Force Commander.
"""

from __future__ import annotations

import random
from dataclasses import replace

from rules.junta.cards import card
from rules.junta.context import Ctx
from rules.junta.engine import Resolution
from rules.junta.lapses import lapses
from rules.junta.offices import Office
from rules.junta.orders import SECRET_POLICE, Assassinate, Banking, ChooseLocation, Discard, FiringSquad, PlayCard
from rules.junta.state import BankState, GameState, Location, Phase, Status
from rules.junta.turns import start_turn
from rules.junta.units import Kind
from rules.junta.validate import validate
from tests.rules.classic_helpers import (
    ALBA,
    BORGES,
    CABINET4,
    CORTEZ,
    DUARTE,
    classic_coup,
    classic_fresh,
    classic_game,
    units,
)
from tests.rules.helpers import cash, codes, find, game, give_bills, give_cards, run, set_player, swiss
from tests.rules.mini_helpers import mini_game
from tests.said import english

HOME = Location.HOME


# --- 5.1.2 the round's draw ----------------------------------------------------------------------------------
def _drawn_in_order(state: GameState) -> list[int]:
    """Who drew the round's cards, in the order of the draw (each family draws 2: the first two cards of the deck go
    to the first drawer, and so on)."""
    ctx = Ctx(state, random.Random("draws"))
    start_turn(ctx)
    drawn = {next(iter(e.audience.players)): e.data["cards"] for e in ctx.events if e.code == "cards_drawn"}
    assert all(isinstance(cards, list) and len(cards) == 2 for cards in drawn.values())
    top = state.political_deck
    owners = {c: pid for pid, cards in drawn.items() for c in cards}  # type: ignore[attr-defined]
    return [owners[c] for c in top[: 2 * len(drawn) : 2]]


def test_the_president_draws_first_then_the_others_in_seat_order_from_him() -> None:
    """VARIANTS 5.1.2 (001 §5): "Every player draws 2 cards, the President first, then in seat order". With Cortez
    President the top two cards of the deck go to Cortez, the next two to Duarte, then Alba, then Borges; the web
    game draws from seat 0. Mini-Junta draws the same way (VARIANTS 10: classic's round): Borges President, then
    the straw men in their seats, then Alba."""
    cab = {**CABINET4, Office.MINISTER: ALBA, Office.GENERAL_2: ALBA}
    g = classic_game(phase=Phase.AFTERMATH, president=CORTEZ, cabinet=cab)
    assert _drawn_in_order(g) == [CORTEZ, DUARTE, ALBA, BORGES]
    assert _drawn_in_order(replace(g, president=None)) == [ALBA, BORGES, CORTEZ, DUARTE]
    w = game(6, phase=Phase.AFTERMATH, president=2)
    assert _drawn_in_order(w) == [0, 1, 2, 3, 4, 5]
    m = mini_game(president=BORGES)
    assert _drawn_in_order(m) == [BORGES, 2, 3, 4, ALBA]


# --- 5.1.4 discarding ------------------------------------------------------------------------------------------
def test_no_discarding_in_the_locations_phase_nor_the_aftermath() -> None:
    """VARIANTS 5.1.4 (001 §5.3): "Discarding from hand is allowed any time except in the Locations phase (the terror
    phase) and the Coup Aftermath (001 §5.3): the bot refuses a discard order then"; 1 #31: web "any time". Cortez
    may discard in the Cabinet phase and during a coup; in the Locations phase and the aftermath the order is
    refused with the reason, and if given anyway it lapses and the card stays in his hand."""
    g, [vote] = give_cards(classic_game(), CORTEZ, "Vote (3)")
    order = Discard((vote,))
    for phase in (Phase.CABINET, Phase.COUP):
        assert validate(replace(g, phase=phase), CORTEZ, order) == (), phase
    for phase in (Phase.LOCATIONS, Phase.AFTERMATH):
        refused = validate(replace(g, phase=phase), CORTEZ, order)
        assert [r.code for r in refused] == ["no_discard_now"], phase
        assert "(001 §5.3)" in english(refused[0], replace(g, phase=phase))
        assert validate(replace(g, phase=phase, variant="web"), CORTEZ, order) == ()
    res = run(replace(g, phase=Phase.LOCATIONS), *((pid, ChooseLocation(HOME)) for pid in range(4)), (CORTEZ, order))
    assert find(res.events, "order_lapsed").data["reason"] == "no_discard_now"
    assert vote in res.state.player(CORTEZ).hand and vote not in res.state.discards


# --- 5.8.3 the order of assassinations -------------------------------------------------------------------------
def _two_killers_at_duarte(*first: tuple[int, Assassinate]) -> Resolution:
    """The Locations phase, everyone at Home, Duarte with 7 MP; Alba sends her Professional Assassin at Duarte
    first, Cortez his later (both paid 2 MP); `first` comes before both."""
    g = classic_game(phase=Phase.LOCATIONS)
    g = give_bills(give_bills(give_bills(g, ALBA, 2), CORTEZ, 2), DUARTE, 3, 3, 1)
    g, [alba_pro] = give_cards(g, ALBA, "Professional Assassin")
    g, [cortez_pro] = give_cards(g, CORTEZ, "Professional Assassin")
    return run(
        g,
        *((pid, ChooseLocation(HOME)) for pid in range(4)),
        *first,
        (ALBA, Assassinate(alba_pro, DUARTE, HOME)),
        (CORTEZ, Assassinate(cortez_pro, DUARTE, HOME)),
    )


def test_assassins_go_in_seat_order_from_the_minister_not_by_order_time() -> None:
    """VARIANTS 5.8.3 (001 §10): "R: the Minister's attempts first (Secret Police, then his cards), then the other
    players' in seat order (2.1.2) starting after the Minister ... This replaces RULES 4.5's order time"; 1 #37;
    5.8.5 (001 §10.3): the victim "pays all his cash to whoever sent the killer". Borges is Minister, so the order
    is Cortez, Duarte, Alba: Cortez's assassin, ordered after Alba's, reaches Duarte first and takes his 7 MP;
    Alba's finds him dead. By web rules (order time) the first order wins."""
    res = _two_killers_at_duarte()
    s = res.state
    assert cash(s, CORTEZ) == 7 and cash(s, ALBA) == 0
    won = find(res.events, "attempt_succeeded")
    lost = find(res.events, "attempt_failed")
    assert won.audience.players == frozenset({CORTEZ}) and lost.audience.players == frozenset({ALBA})
    assert "already dead" in english(lost, res.state)
    # Web, CABINET6 (player 1 Minister): player 0's assassin, ordered first, wins over player 2's.
    w = game(phase=Phase.LOCATIONS)
    w = give_bills(give_bills(give_bills(w, 0, 2), 2, 2), 3, 3, 3, 1)
    w, [p0] = give_cards(w, 0, "Professional Assassin")
    w, [p2] = give_cards(w, 2, "Professional Assassin")
    homes = [(pid, ChooseLocation(HOME)) for pid in range(6)]
    web = run(w, *homes, (0, Assassinate(p0, 3, HOME)), (2, Assassinate(p2, 3, HOME))).state
    assert cash(web, 0) == 7 and cash(web, 2) == 0


def test_the_ministers_attempt_goes_first() -> None:
    """VARIANTS 5.8.3 (001 §10: "the Minister announce first"): "R: the Minister's attempts first (Secret Police,
    then his cards), then the other players'". Borges's Secret Police, ordered last, kill Duarte before Alba's and
    Cortez's assassins arrive: his 7 MP go to Borges, and both assassins find him dead."""
    res = _two_killers_at_duarte((BORGES, Assassinate(SECRET_POLICE, DUARTE, HOME)))
    s = res.state
    assert cash(s, BORGES) == 7 and cash(s, CORTEZ) == 0 and cash(s, ALBA) == 0
    assert [e.audience.players for e in res.events if e.code == "attempt_failed"] == [
        frozenset({CORTEZ}),
        frozenset({ALBA}),
    ]


# --- 5.8.6 everyone dead ---------------------------------------------------------------------------------------
def _massacre(seed: str) -> Resolution:
    """Borges's Secret Police kill Alba; Alba's Professional kills Borges; Borges's Professional kills Cortez;
    Cortez's Amateur (a roll of 4 or more) goes for Duarte. Everyone is at Home."""
    g = classic_game(phase=Phase.LOCATIONS)
    g = give_bills(give_bills(give_bills(g, ALBA, 2), BORGES, 2), CORTEZ, 1)
    g, [alba_pro] = give_cards(g, ALBA, "Professional Assassin")
    g, [borges_pro] = give_cards(g, BORGES, "Professional Assassin")
    g, [amateur] = give_cards(g, CORTEZ, "Amateur Assassin")
    return run(
        g,
        *((pid, ChooseLocation(HOME)) for pid in range(4)),
        (BORGES, Assassinate(SECRET_POLICE, ALBA, HOME)),
        (BORGES, Assassinate(borges_pro, CORTEZ, HOME)),
        (ALBA, Assassinate(alba_pro, BORGES, HOME)),
        (CORTEZ, Assassinate(amateur, DUARTE, HOME)),
        seed=seed,
    )


def test_every_family_dead_after_the_terror_ends_the_game_and_nobody_wins() -> None:
    """VARIANTS 5.8.6 (001 §2.3): "If every player is dead after this step, the game ends at once and everybody
    loses"; 7.4: "Also the end of 5.8.6 (everyone dead: nobody wins)". 5.8.4: "An attempt is carried out even if its
    sender was killed earlier in the sequence". Over 20 seeds the Amateur sometimes hits: then the game is over with
    no winner; when he misses, Duarte lives and the game goes on."""
    ended = survived = 0
    for i in range(20):
        res = _massacre(f"terror{i}")
        s = res.state
        statuses = [p.status for p in s.players]
        if all(st is Status.DEAD for st in statuses):
            ended += 1
            assert s.over
            over = find(res.events, "game_over")
            assert over.public and "Nobody wins." in english(over, s) and "Winner" not in english(over, s)
        else:
            survived += 1
            assert statuses == [Status.DEAD, Status.DEAD, Status.DEAD, Status.ALIVE]
            assert not s.over and "game_over" not in codes(res.events)
    assert ended and survived


# --- 8.2 Bank Holiday -----------------------------------------------------------------------------------------
def _lunch_coup() -> GameState:
    """Coup Phase 3 after the Minister seized the Chamber (the Bank closed for lunch); Cortez, at the Bank, has 5 MP
    and Duarte holds Bank Holiday."""
    g = classic_coup(units(0, 3, Kind.SOLDIER, 21, office=Office.GENERAL_1), phase=3)
    g = replace(g, bank=BankState.LUNCH, chamber_seized=True)
    return set_player(give_bills(g, CORTEZ, 3, 2), CORTEZ, location=Location.BANK)


def test_bank_holiday_may_be_played_at_any_time() -> None:
    """VARIANTS 8.2 (001 §5.3.1): Bank Holiday is among the cards of "any time"; "R: in classic Bank Holiday may be
    played at any time (001 §5.3.1); played during a coup it cancels the aftermath's banking". Duarte may play it
    in the Cabinet phase and in a coup (web: before the coup only). Played in Coup Phase 3 while the Bank is closed
    for lunch, it closes the Bank: in the aftermath the Bank does not reopen and Cortez's deposit lapses."""
    g, [holiday] = give_cards(_lunch_coup(), DUARTE, "Bank Holiday")
    play = PlayCard(holiday)
    assert validate(replace(g, phase=Phase.CABINET), DUARTE, play) == ()
    assert validate(g, DUARTE, play) == ()
    assert [r.code for r in validate(replace(g, variant="web"), DUARTE, play)] == ["wrong_time"]
    res = run(g, (DUARTE, play))
    s = res.state
    assert s.bank is BankState.CLOSED and "bank_holiday" in codes(res.events, public=True)
    assert s.phase is Phase.COUP and holiday in s.discards
    assert s.coup is not None
    s = replace(s, phase=Phase.AFTERMATH, coup=replace(s.coup, phase=6, result="president"))
    res = run(s, (ALBA, FiringSquad(None)), (CORTEZ, Banking(deposit=5)))
    assert "bank_reopens" not in codes(res.events) and "banked" not in codes(res.events)
    assert swiss(res.state, CORTEZ) == 0 and cash(res.state, CORTEZ) == 5


def test_bank_holiday_may_be_played_during_the_first_election() -> None:
    """VARIANTS 8.2 (001 §5.3.1): "R: in classic Bank Holiday may be played at any time (001 §5.3.1) ... played
    when no banking is left this round it has no effect (counts as discarded, 001 §5.3)". The first election comes
    before round 1; Church Desecrated ("any time" in cards.toml) may be played then, and so may Bank Holiday."""
    g, [holiday] = give_cards(classic_fresh(), DUARTE, "Bank Holiday")
    assert g.phase is Phase.ELECTION and g.turn == 0
    church, holder = next((c, p.id) for p in g.players for c in p.hand if card(c).name == "Church Desecrated")
    assert validate(g, holder, PlayCard(church)) == ()
    assert validate(g, DUARTE, PlayCard(holiday)) == ()


def test_bank_holiday_after_banking_is_done_has_no_effect_and_only_its_player_is_told() -> None:
    """VARIANTS 8.2 (001 §5.3.1): "played when no banking is left this round it has no effect (counts as discarded,
    001 §5.3)"; 5.1.4: "A card played when it can have no effect counts as discarded". The Bank was open, so its
    banking was done in the Locations phase: Duarte's Bank Holiday in Coup Phase 3 is accepted with a word saying it
    will have no effect; at resolution it is discarded, the Bank stays as it was, Duarte alone is told, and nobody is
    told of a closing. The same after a failed budget closed the Bank. In the aftermath of a coup after a seizure the
    Bank's lunch banking is still ahead: the card closes it."""
    g, [holiday] = give_cards(
        classic_coup(units(0, 3, Kind.SOLDIER, 21, office=Office.GENERAL_1), phase=3), DUARTE, "Bank Holiday"
    )
    play = PlayCard(holiday)
    for bank, why in (
        (BankState.OPEN, "no banking is left this round"),
        (BankState.CLOSED, "the Bank is closed already"),
    ):
        state = replace(g, bank=bank)
        assert validate(state, DUARTE, play) == ()
        told = {k: english(v, state) for k, v in lapses(state, DUARTE, [play]).items()}
        assert told == {
            play.key(): f"It will have no effect: {why}. The card counts as discarded; nobody else is told."
        }
        res = run(state, (DUARTE, play))
        assert res.state.bank is bank and holiday in res.state.discards and holiday not in res.state.player(DUARTE).hand
        assert not [e for e in res.events if e.public], [english(e, state) for e in res.events if e.public]
        idle = find(res.events, "no_effect")
        assert idle.audience.players == {DUARTE} and f"Your Bank Holiday has no effect: {why}." in english(idle, state)
    assert g.coup is not None
    aftermath = replace(
        g, phase=Phase.AFTERMATH, bank=BankState.LUNCH, coup=replace(g.coup, phase=6, result="president")
    )
    assert lapses(aftermath, DUARTE, [play]) == {}
    res = run(aftermath, (DUARTE, play))
    assert "bank_holiday" in codes(res.events, public=True) and "bank_reopens" not in codes(res.events)


def test_a_bank_holiday_keeps_the_bank_closed_through_a_seizure() -> None:
    """VARIANTS 5.5.4: "Bank Holiday closes the Bank for the round (cards.toml)"; 5.5.1: a seizure leaves the Bank
    "closed for lunch". Played in the Minister's decision, before the Minister seizes the Chamber, the holiday still
    closes the Bank for the round: there is no lunch banking after the coup."""
    g = replace(classic_game(phase=Phase.MINISTER_DECISION), vote=None)
    g, [holiday] = give_cards(g, DUARTE, "Bank Holiday")
    from rules.junta.orders import SeizeChamber

    res = run(g, (DUARTE, PlayCard(holiday)), (BORGES, SeizeChamber(True)))
    assert res.state.bank is BankState.CLOSED and res.state.chamber_seized
    assert "stays closed for the Bank Holiday" in english(find(res.events, "chamber_seized"), res.state)


# --- 8.3.1 Farmers' Strike -------------------------------------------------------------------------------------
def test_farmers_strike_has_no_effect() -> None:
    """VARIANTS 8.3.1 (R; 001 §5.3: "a card that cannot act counts as discarded"): "Farmers' Strike: R: no effect in
    classic. Reason: its cards.toml effect targets the Farm & Labor Secretary". Played in the cabinet phase, it is
    discarded, nothing happens, and the President still draws his 8 bills."""
    g, [strike] = give_cards(classic_game(), CORTEZ, "Farmers' Strike")
    res = run(g, (CORTEZ, PlayCard(strike)), seed="cab")
    s = res.state
    assert "no_effect" in codes(res.events, public=True)
    assert not s.farmers_strike
    assert strike in s.discards and strike not in s.player(CORTEZ).hand
    assert s.phase is Phase.BUDGET_PROPOSAL and len(s.pool) == 8
