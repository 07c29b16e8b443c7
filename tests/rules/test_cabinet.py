"""The Cabinet Appointment Phase (RULES 4.1; the web rules' "Day 1").

One test per rule clause; each docstring quotes the rulebook sentence it checks.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from rules.junta import appointments
from rules.junta.actions import apply_action
from rules.junta.actions import check as check_action
from rules.junta.cards import DECK, HAND_LIMIT, card
from rules.junta.offices import GENERALS, Office
from rules.junta.orders import BROTHER_IN_LAW, Appoint, Discard, GiveCards, PlayCard
from rules.junta.state import GameState, Phase, Seat, Status
from rules.junta.validate import validate
from tests.rules.helpers import CABINET6, codes, find, fresh, game, give_cards, run, set_player
from tests.said import english

CAB = tuple(CABINET6.items())


def _without(cab: dict[Office, int], *gone: int) -> dict[Office, int]:
    return {o: h for o, h in cab.items() if h not in gone}


def _next_turn(state: GameState) -> GameState:
    """End the turn: a locations phase with no orders (no coup) starts the next turn."""
    assert state.phase is Phase.LOCATIONS
    res = run(state, seed="turn-end")
    assert res.state.phase is Phase.CABINET
    return res.state


def _codes(state: GameState, assignments: dict[Office, int] | tuple[tuple[Office, int], ...]) -> list[str]:
    items = tuple(assignments.items()) if isinstance(assignments, dict) else assignments
    return [r.code for r in validate(state, state.president or 0, Appoint(items))]


def _cabinet_of(state: GameState) -> dict[Office, int]:
    out: dict[Office, int] = {}
    for s in state.seats:
        if s.office is Office.PRESIDENT:
            continue
        if s.brother_in_law:
            out[s.office] = BROTHER_IN_LAW
        elif s.holder is not None:
            out[s.office] = s.holder
    return out


# --- 4.1.1 dead players return ------------------------------------------------------------------------------
def test_dead_players_return() -> None:
    """RULES 4.1.1: "Dead players return (alive, no office)." The web rules: "At the beginning of this phase, all
    dead players "respawn." """
    g = game(6, Phase.LOCATIONS, cabinet=_without(CABINET6, 3))
    g = set_player(g, 3, status=Status.DEAD, died_turn=1)
    s = _next_turn(g)
    assert s.players[3].status is Status.ALIVE
    assert s.turn == 2
    ev = find(run(g, seed="turn-end").events, "respawn")
    assert ev.public and ev.data["player"] == 3
    # Alive, and he must now be given an office.
    assert "player_without_office" in _codes(s, _without(CABINET6, 3))


# --- 4.1.2 cards ----------------------------------------------------------------------------------------------
def test_first_turn_four_cards_each() -> None:
    """RULES 4.1.2: "Cards: first turn 4 each". The web rules: "If this is the first Turn of the game, all players
    receive 4 cards." """
    g = replace(fresh(8), phase=Phase.LOCATIONS, turn=0)
    s = _next_turn(replace(g, president=0, seats=(Seat(Office.PRESIDENT, 0),)))
    assert s.turn == 1
    assert [len(p.hand) for p in s.players] == [4] * 8


def test_later_turns_two_cards_each() -> None:
    """RULES 4.1.2: "later 2 each". The web rules: "All other players receive 2 cards (even if this puts them over
    the Max Hand Limit)"."""
    g = game(6, Phase.LOCATIONS, turn=1)
    g, _ = give_cards(g, 1, "Intelligence", "Intelligence", "Intelligence", "Intelligence", "Intelligence")
    s = _next_turn(g)
    assert s.turn == 2
    assert [len(p.hand) for p in s.players] == [2, 7, 2, 2, 2, 2]


def test_cards_drawn_are_private() -> None:
    """RULES 4.1.2 and views: the cards a player draws are told to him alone."""
    g = game(6, Phase.LOCATIONS)
    res = run(g, seed="turn-end")
    drawn = [e for e in res.events if e.code == "cards_drawn"]
    assert len(drawn) == 6
    for e in drawn:
        assert not e.public
        (pid,) = e.audience.players
        assert list(res.state.players[pid].hand) == e.data["cards"]


def test_returning_from_death_four_cards() -> None:
    """RULES 4.1.2: "4 for a player returning from death". The web rules: "Players returning from death receive 4
    cards." """
    g = game(6, Phase.LOCATIONS, cabinet=_without(CABINET6, 5))
    g = set_player(g, 5, status=Status.DEAD)
    s = _next_turn(g)
    assert len(s.players[5].hand) == 4
    assert [len(p.hand) for p in s.players[:5]] == [2] * 5


def test_exiled_players_draw_none() -> None:
    """RULES 4.1.2: "exiled players draw none"."""
    g = game(6, Phase.LOCATIONS, cabinet=_without(CABINET6, 5))
    g = set_player(g, 5, status=Status.EXILED)
    s = _next_turn(g)
    assert s.players[5].status is Status.EXILED
    assert s.players[5].hand == ()
    assert not [e for e in run(g, seed="turn-end").events if e.code == "cards_drawn" and 5 in e.audience.players]


def test_empty_deck_discards_shuffled_in() -> None:
    """RULES 4.1.2: "When the deck is empty the discards are shuffled into a new deck (board game 5)"."""
    g = game(6, Phase.LOCATIONS)
    g = replace(g, political_deck=(), discards=g.political_deck)
    res = run(g, seed="turn-end")
    s = res.state
    assert [len(p.hand) for p in s.players] == [2] * 6
    assert s.discards == ()
    assert len(s.political_deck) == len(DECK) - 12
    assert find(res.events, "deck_reshuffled").public


def test_deck_runs_out_mid_draw_discards_shuffled_in() -> None:
    """RULES 4.1.2: the discards become the new deck when the deck empties in the middle of the draw."""
    g = game(6, Phase.LOCATIONS)
    deck = g.political_deck
    g = replace(g, political_deck=deck[:3], discards=deck[3:])
    res = run(g, seed="turn-end")
    assert [len(p.hand) for p in res.state.players] == [2] * 6
    assert codes(res.events).count("deck_reshuffled") == 1


def test_both_empty_nobody_draws() -> None:
    """RULES 4.1.2: "if both are empty, nobody draws"."""
    g = game(6, Phase.LOCATIONS)
    players = list(g.players)
    # Every political card is in some hand: neither the deck nor the discards hold any.
    deck = list(g.political_deck)
    for i, p in enumerate(players):
        players[i] = replace(p, hand=tuple(deck[i::6]))
    g = replace(g, players=tuple(players), political_deck=(), discards=())
    res = run(g, seed="turn-end")
    assert [p.hand for p in res.state.players] == [p.hand for p in g.players]
    assert "cards_drawn" not in codes(res.events)


# --- 4.1.3 hand limit -----------------------------------------------------------------------------------------
FILLER = ["Intelligence"] * 7 + ["Secret Political Donation"] * 5


def _over_limit(extra: int = 2, influence: int = 0) -> tuple[GameState, list[int]]:
    """Cortez (2) holds 6 + `extra` cards, `influence` of them influence in play; his hand oldest first."""
    g = game(6, Phase.CABINET)
    names = FILLER[: HAND_LIMIT + extra - influence]
    g, ids = give_cards(g, 2, *names)
    if influence:
        g, _ = give_cards(g, 2, *["Landowners", "Bankers", "Underworld"][:influence], influence=True)
    return g, ids


def test_hand_limit_six() -> None:
    """RULES 4.1.3: "Hand limit 6". The web rules: "No player can hold more than 6 cards at once." At the end of
    the cabinet phase nobody holds more than 6."""
    g, _ = _over_limit(2)
    s = run(g, (0, Appoint(CAB))).state
    assert len(s.players[2].hand) == HAND_LIMIT


def test_hand_limit_exactly_six_keeps_all() -> None:
    """RULES 4.1.3: six cards is within the limit: nothing is discarded."""
    g, ids = _over_limit(0)
    res = run(g, (0, Appoint(CAB)))
    assert res.state.players[2].hand == tuple(ids)
    assert "hand_limit" not in codes(res.events)


def test_hand_limit_counts_influence_in_play() -> None:
    """RULES 4.1.3: "Hand limit 6, influence cards in play included." The web rules: "Influence Cards in play
    count towards the maximum hand limit." Influence stays in play; the hand is cut."""
    g, ids = _over_limit(1, influence=2)  # 5 in hand + 2 in play = 7
    res = run(g, (0, Appoint(CAB)))
    p = res.state.players[2]
    assert len(p.influence) == 2
    assert p.hand == tuple(ids[:4])
    assert p.card_count == HAND_LIMIT


def test_over_limit_discard_newest_first_at_deadline() -> None:
    """RULES 4.1.3: "R: whatever is still over the limit at the deadline is discarded, newest drawn first." The
    discard is told to the player alone."""
    g, ids = _over_limit(2)
    res = run(g, (0, Appoint(CAB)))
    assert res.state.players[2].hand == tuple(ids[:6])
    assert set(ids[6:]) <= set(res.state.discards)
    ev = find(res.events, "hand_limit")
    assert not ev.public and ev.audience.players == frozenset({2})
    assert ev.data["cards"] == ids[6:]


def test_over_limit_player_may_discard_his_choice() -> None:
    """RULES 4.1.3: "A player over it must play, pass or discard before the phase ends": a discard order keeps
    the cards he chose to keep."""
    g, ids = _over_limit(2)
    res = run(g, (0, Appoint(CAB)), (2, Discard((ids[0], ids[1]))))
    assert res.state.players[2].hand == tuple(ids[2:])
    assert "hand_limit" not in codes(res.events)


def test_over_limit_player_may_play_a_card() -> None:
    """RULES 4.1.3: "... must play, pass or discard": an Intelligence played gets him down to the limit, so
    nothing else is discarded."""
    g, ids = _over_limit(1)
    res = run(g, (0, Appoint(CAB)), (2, PlayCard(ids[0], target=3, option="hand")))
    assert res.state.players[2].hand == tuple(ids[1:])
    assert "hand_limit" not in codes(res.events)


def test_over_limit_playing_influence_does_not_help() -> None:
    """RULES 4.1.3: influence put in play still counts toward the limit, so playing it does not get a player
    under it."""
    g = game(6, Phase.CABINET)
    g, ids = give_cards(g, 2, "Landowners", *["Intelligence"] * 6)
    res = run(g, (0, Appoint(CAB)), (2, PlayCard(ids[0])))
    p = res.state.players[2]
    assert p.influence == (ids[0],)
    assert p.hand == tuple(ids[1:6])
    assert p.card_count == HAND_LIMIT


def test_over_limit_player_may_pass_a_card() -> None:
    """RULES 4.1.3: "... must play, pass or discard": giving a card away is an immediate action."""
    g, ids = _over_limit(1)
    got = apply_action(g, 2, GiveCards(4, (ids[-1],)))
    assert not isinstance(got, tuple)
    assert len(got.state.players[2].hand) == HAND_LIMIT
    assert ids[-1] in got.state.players[4].hand


def test_nobody_may_pass_a_card_to_a_player_at_the_limit() -> None:
    """RULES 4.1.3: "Nobody may pass a card to a player at the limit." The web rules: "You cannot pass cards to
    someone who is already at the Max Hand Limit." Influence in play counts."""
    g = game(6, Phase.CABINET)
    g, _ = give_cards(g, 4, *["Intelligence"] * 5)
    g, _ = give_cards(g, 4, "Landowners", influence=True)
    g, mine = give_cards(g, 1, "Intelligence")
    got = check_action(g, 1, GiveCards(4, (mine[0],)))
    assert [r.code for r in got] == ["hand_limit"]
    assert apply_action(g, 1, GiveCards(4, (mine[0],))) == got


# --- 4.1.4 appointments: every constraint -------------------------------------------------------------------------
def test_appointment_recorded_and_public() -> None:
    """RULES 4.1.4: "The President appoints the cabinet"; the cabinet is announced to all, and the phase moves on
    to the budget draw."""
    g = game(6, Phase.CABINET)
    order = {**CABINET6, Office.MINISTER: 5, Office.ADMIRAL: 1}
    res = run(g, (0, Appoint(tuple(order.items()))))
    assert _cabinet_of(res.state) == order
    assert res.state.holder(Office.PRESIDENT) == 0
    ev = find(res.events, "cabinet")
    assert ev.public
    assert res.state.phase is Phase.BUDGET_DRAW


def test_only_the_president_appoints() -> None:
    """RULES 4.1.4: "The President appoints the cabinet"; nobody else may."""
    g = game(6, Phase.CABINET)
    got = validate(g, 1, Appoint(CAB))
    assert [r.code for r in got] == ["not_president"]


def test_every_living_player_gets_an_office() -> None:
    """RULES 4.1.4: "every living, non-exiled player gets at least one office". The web rules: "Each living,
    non-exiled player MUST be given at least one position." """
    g = game(6, Phase.CABINET)
    cab = {**CABINET6, Office.ADMIRAL: BROTHER_IN_LAW}  # Fuentes (5) gets nothing
    got = validate(g, 0, Appoint(tuple(cab.items())))
    assert [r.code for r in got] == ["player_without_office"]
    assert "Fuentes" in english(got[0], g)


def test_returned_exile_needs_an_office_too() -> None:
    """RULES 4.7: "A returning exile is positionless until the next cabinet": at the next cabinet he is a living
    player in the country and must get an office; afterwards he is no longer positionless."""
    g = game(6, Phase.CABINET)
    g = set_player(g, 5, positionless=True)
    cab = {**CABINET6, Office.ADMIRAL: BROTHER_IN_LAW}
    assert _codes(g, cab) == ["player_without_office"]
    s = run(g, (0, Appoint(CAB))).state
    assert s.players[5].positionless is False


def test_exiled_player_needs_no_office() -> None:
    """RULES 4.1.4: "every living, non-exiled player gets at least one office": an exile need not, and may not,
    get one."""
    g = game(6, Phase.CABINET, cabinet=_without(CABINET6, 5))
    g = set_player(g, 5, status=Status.EXILED)
    cab = {**_without(CABINET6, 5), Office.ADMIRAL: BROTHER_IN_LAW}
    assert _codes(g, cab) == []
    assert _codes(g, CABINET6) == ["not_eligible"]


def test_dead_player_cannot_be_appointed() -> None:
    """RULES 4.1.4: only living players hold offices."""
    g = game(6, Phase.CABINET, cabinet=_without(CABINET6, 5))
    g = set_player(g, 5, status=Status.DEAD)
    assert _codes(g, CABINET6) == ["not_eligible"]


def test_at_most_two_offices() -> None:
    """RULES 4.1.4: "nobody more than two". The web rules: "The President may not appoint any one player to more
    than 2 positions"."""
    g = game(6, Phase.CABINET)
    cab = {**CABINET6, Office.FARM_LABOR: 1}  # Borges: Minister, Air Force, Farm & Labor
    got = validate(g, 0, Appoint(tuple(cab.items())))
    assert [r.code for r in got] == ["too_many_offices"]
    assert "Borges would hold 3 offices; at most 2" in english(got[0], g)


def test_never_two_generals() -> None:
    """RULES 4.1.4: "nobody two General offices". The web rules: "nor may he give any player two General
    positions." """
    g = game(6, Phase.CABINET)
    cab = {**CABINET6, Office.GENERAL_2: 2, Office.FOREIGN_MINISTER: 3, Office.MINISTER_OF_WAR: 3}
    # Cortez (2) holds the 1st and 2nd Brigades.
    assert _codes(g, cab) == ["two_generals"]


def test_president_no_second_office() -> None:
    """RULES 4.1.4: "the President no second office". The web rules: "The President may himself not be given any
    second position"."""
    g = game(6, Phase.CABINET)
    cab = {**CABINET6, Office.AIR_FORCE: 0}
    assert "president_second_office" in _codes(g, cab)


def test_president_second_office_only_through_brother_in_law() -> None:
    """RULES 4.1.4: "... except one he gives his Brother-in-Law (4.7)". The web rules: "... except by use of the
    President's Brother in Law." The President then acts for that office."""
    g = game(6, Phase.CABINET, cabinet=_without(CABINET6, 5))
    g = set_player(g, 5, status=Status.EXILED)
    cab = {**_without(CABINET6, 5), Office.ADMIRAL: BROTHER_IN_LAW}
    res = run(g, (0, Appoint(tuple(cab.items()))))
    s = res.state
    assert s.brother_in_law is Office.ADMIRAL
    assert s.seat(Office.ADMIRAL).holder is None
    assert Office.ADMIRAL in s.acts_for(0)
    assert s.actor(Office.ADMIRAL) == 0


def test_brother_in_law_at_most_one_office() -> None:
    """RULES 4.7: "The Brother-in-Law holds one office at most" (4.1.4: "except one he gives his
    Brother-in-Law")."""
    g = game(6, Phase.CABINET, cabinet=_without(CABINET6, 4, 5))
    g = set_player(set_player(g, 4, status=Status.EXILED), 5, status=Status.EXILED)
    cab = {
        Office.MINISTER: 1,
        Office.GENERAL_1: 1,
        Office.GENERAL_2: 2,
        Office.ADMIRAL: 2,
        Office.GENERAL_3: 3,
        Office.AIR_FORCE: 3,
        Office.MINISTER_OF_WAR: BROTHER_IN_LAW,
        Office.FOREIGN_MINISTER: BROTHER_IN_LAW,
    }
    assert _codes(g, cab) == ["brother_in_law_twice"]


def test_vacancy_refused_when_fillable() -> None:
    """RULES 4.1.4: "R: offices that cannot be filled stay vacant (frozen)" — and only those: leaving a fillable
    office vacant is refused."""
    g = game(6, Phase.CABINET)
    cab = _without(CABINET6)
    del cab[Office.FARM_LABOR]
    got = validate(g, 0, Appoint(tuple(cab.items())))
    assert [r.code for r in got] == ["needless_vacancy"]
    assert "Farm & Labor Secretary" in english(got[0], g)


def test_vacancy_refused_when_brother_in_law_could_fill() -> None:
    """RULES 4.1.4: an office the Brother-in-Law could take is fillable: leaving it vacant is refused."""
    g = game(6, Phase.CABINET, cabinet=_without(CABINET6, 5))
    g = set_player(g, 5, status=Status.EXILED)
    assert _codes(g, _without(CABINET6, 5)) == ["needless_vacancy"]


def test_vacancy_when_unfillable_is_frozen() -> None:
    """RULES 4.1.4: "R: offices that cannot be filled stay vacant (frozen)." With two players in the country
    (two offices each, one General each) and the Brother-in-Law, five offices are filled and four stay frozen."""
    g = game(6, Phase.CABINET, cabinet={})
    for pid in (3, 4, 5):
        g = set_player(g, pid, status=Status.EXILED)
    cab = {
        Office.GENERAL_1: 1,
        Office.MINISTER: 1,
        Office.GENERAL_2: 2,
        Office.ADMIRAL: 2,
        Office.GENERAL_3: BROTHER_IN_LAW,
    }
    assert _codes(g, cab) == []
    s = run(g, (0, Appoint(tuple(cab.items())))).state
    frozen = {seat.office for seat in s.seats if seat.frozen}
    assert frozen == {Office.AIR_FORCE, Office.MINISTER_OF_WAR, Office.FOREIGN_MINISTER, Office.FARM_LABOR}
    assert appointments.max_filled(g) == 5


def test_office_appointed_twice_refused() -> None:
    """RULES 4.1.4: each office has one holder: naming an office twice is refused."""
    g = game(6, Phase.CABINET)
    got = _codes(g, (*CAB, (Office.MINISTER, 5)))
    assert "office_twice" in got


def test_presidency_not_appointable() -> None:
    """RULES 4.1.4: the President appoints the other offices, never the Presidency."""
    g = game(6, Phase.CABINET)
    assert "not_appointable" in _codes(g, (*CAB, (Office.PRESIDENT, 5)))


def test_appoint_unknown_player_refused() -> None:
    """RULES 7: an order naming a player who does not exist is refused."""
    g = game(6, Phase.CABINET)
    assert "no_such_player" in _codes(g, {**CABINET6, Office.ADMIRAL: 9})


def test_appoint_wrong_phase_refused() -> None:
    """RULES 7: appointments are orders of the cabinet phase only."""
    g = game(6, Phase.BUDGET_DRAW)
    got = validate(g, 0, Appoint(CAB))
    assert [r.code for r in got] == ["wrong_phase"]
    assert "Draw budget" in english(got[0], g)


def test_rejected_appointment_changes_nothing() -> None:
    """RULES 7: an illegal order lapses, its giver is told why, and the phase resolves as if it had not been
    given (here: the default cabinet)."""
    g = game(6, Phase.CABINET)
    bad = Appoint(tuple({**CABINET6, Office.AIR_FORCE: 0}.items()))
    with_bad = run(g, (0, bad))
    without = run(g)
    assert with_bad.state == without.state
    lapsed = find(with_bad.events, "order_lapsed")
    assert lapsed.audience.players == frozenset({0}) and not lapsed.public
    assert lapsed.data["reason"] == "president_second_office"


# --- the default cabinet ---------------------------------------------------------------------------------------
def test_default_keeps_last_turns_holders() -> None:
    """RULES 4.1.4: "Default at the deadline: keep last turn's holders where still legal"."""
    g = game(6, Phase.CABINET)
    for seed in range(5):
        res = run(g, seed=f"d{seed}")
        assert _cabinet_of(res.state) == CABINET6
        assert find(res.events, "default_cabinet").public


def test_default_fills_the_rest_by_lot() -> None:
    """RULES 4.1.4: "... fill the rest by lot within the constraints." A dead holder's offices go to players who
    may take them; the others keep theirs."""
    g = game(7, Phase.CABINET)
    kept = {o: h for o, h in CABINET6.items() if h != 2}  # Cortez's offices: 1st General, Minister of War
    seen: set[tuple[int, int]] = set()
    for seed in range(30):
        g2 = set_player(g, 2, status=Status.EXILED)
        res = run(g2, seed=f"lot{seed}")
        cab = _cabinet_of(res.state)
        assert appointments.check(g2, tuple(cab.items())) == ()
        assert {o: cab[o] for o in kept} == kept
        assert 6 in cab.values()
        seen.add((cab[Office.GENERAL_1], cab[Office.MINISTER_OF_WAR]))
    assert len(seen) > 1  # by lot, not fixed


@pytest.mark.parametrize("n", [6, 7, 8, 9, 10])
def test_default_cabinet_always_legal(n: int) -> None:
    """RULES 4.1.4: the default fills "within the constraints": across 200 seeds for each player count 6-10, with
    random deaths and exiles and random (even illegal) last cabinets, the default passes `appointments.check`."""
    for seed in range(200):
        rng = random.Random(seed * 100 + n)
        pres = rng.randrange(n)
        g = game(n, Phase.CABINET, president=pres, cabinet={}, seed=f"c{seed}")
        for pid in range(n):
            if pid != pres and rng.random() < 0.3:
                g = set_player(g, pid, status=rng.choice([Status.EXILED, Status.DEAD]))
        prev = [Seat(Office.PRESIDENT, rng.randrange(n))]
        bil = rng.choice([None, *Office])
        for office in Office:
            if office is Office.PRESIDENT:
                continue
            if office is bil:
                prev.append(Seat(office, None, brother_in_law=True))
            else:
                prev.append(Seat(office, rng.choice([None, *range(n)])))
        g = replace(g, previous_cabinet=tuple(prev))
        res = run(g, seed=f"x{seed}")
        cab = _cabinet_of(res.state)
        assert appointments.check(g, tuple(cab.items())) == (), (n, seed, cab)


def test_default_gives_every_living_player_an_office() -> None:
    """RULES 4.1.4: the default, too, gives every living, non-exiled player an office (a player back from death
    or exile who held nothing last turn)."""
    g = game(7, Phase.CABINET)  # player 6 held nothing last turn
    for seed in range(20):
        cab = _cabinet_of(run(g, seed=f"p{seed}").state)
        assert 6 in cab.values()
        assert appointments.check(g, tuple(cab.items())) == ()


def test_default_never_gives_the_president_an_office() -> None:
    """RULES 4.1.4: the default keeps the President out of the cabinet (a new President who held offices last
    turn gives them up)."""
    g = game(6, Phase.CABINET, president=1)  # Borges was Minister and Air Force last turn
    g = replace(g, seats=(Seat(Office.PRESIDENT, 1), *g.seats[1:]))
    for seed in range(10):
        cab = _cabinet_of(run(g, seed=f"q{seed}").state)
        assert 1 not in cab.values()
        assert 0 in cab.values()  # the old President is now a player like the others
        assert appointments.check(g, tuple(cab.items())) == ()


def test_default_uses_brother_in_law_for_unfillable_office() -> None:
    """RULES 4.1.4 and 4.7: with too few players for every office, the default gives one office to the
    Brother-in-Law, and only the rest stay frozen."""
    g = game(6, Phase.CABINET, cabinet={})
    for pid in (3, 4, 5):
        g = set_player(g, pid, status=Status.EXILED)
    for seed in range(10):
        s = run(g, seed=f"b{seed}").state
        cab = _cabinet_of(s)
        assert list(cab.values()).count(BROTHER_IN_LAW) == 1
        assert len(cab) == 5
        assert sum(1 for o in GENERALS if o in cab) == 3


def _with_brother_in_law_at(state: GameState, office: Office, president: int) -> GameState:
    """Last turn's cabinet with `office` held by the Brother-in-Law of `president`."""
    prev = [Seat(Office.PRESIDENT, president)]
    for seat in state.previous_cabinet:
        if seat.office is Office.PRESIDENT:
            continue
        prev.append(Seat(office, None, brother_in_law=True) if seat.office is office else seat)
    return replace(state, previous_cabinet=tuple(prev))


def test_default_keeps_the_brother_in_laws_office() -> None:
    """RULES 4.1.4: "keep last turn's holders where still legal". R: the Brother-in-Law was last turn's holder;
    under the same President he keeps his office (the play-through: Farm & Labor, held by the Brother-in-Law, was
    given to another player and the President lost its five votes)."""
    g = game(7, Phase.CABINET, cabinet={**CABINET6, Office.FARM_LABOR: 6})
    g = _with_brother_in_law_at(g, Office.FARM_LABOR, president=0)
    for seed in range(20):
        cab = _cabinet_of(run(g, seed=f"bil{seed}").state)
        assert cab[Office.FARM_LABOR] == BROTHER_IN_LAW
        assert appointments.check(g, tuple(cab.items())) == ()
        assert 4 in cab.values() and 6 in cab.values()


def test_default_under_a_new_president_refills_the_brother_in_laws_office() -> None:
    """RULES 4.1.4 and 4.7. R: under a new President the office the old President's Brother-in-Law held is filled
    like any other: the new President's Brother-in-Law is another man, and takes an office only nobody can."""
    g = game(7, Phase.CABINET, president=0, cabinet={**CABINET6, Office.FARM_LABOR: 6})
    g = _with_brother_in_law_at(g, Office.FARM_LABOR, president=4)
    for seed in range(20):
        cab = _cabinet_of(run(g, seed=f"nb{seed}").state)
        assert BROTHER_IN_LAW not in cab.values()
        assert appointments.check(g, tuple(cab.items())) == ()


# --- President's Authority Disputed -----------------------------------------------------------------------
def test_authority_disputed_last_turns_appointments_stand() -> None:
    """`cards.toml`, President's Authority Disputed: "Last turn's appointments stand; only vacant offices are
    filled." The President's new cabinet is ignored."""
    g = game(6, Phase.CABINET)
    g, ids = give_cards(g, 3, "President's Authority Disputed")
    order = Appoint(tuple({**CABINET6, Office.MINISTER: 5, Office.ADMIRAL: 1}.items()))
    res = run(g, (0, order), (3, PlayCard(ids[0])))
    assert _cabinet_of(res.state) == CABINET6
    assert find(res.events, "authority_disputed").public
    assert ids[0] in res.state.discards


def test_authority_disputed_vacant_offices_filled_as_the_president_chose() -> None:
    """`cards.toml`, President's Authority Disputed: "only vacant offices are filled" — by the President's
    appointment where it is legal."""
    prev: dict[Office, int] = {o: h for o, h in CABINET6.items() if o is not Office.AIR_FORCE}
    g = game(6, Phase.CABINET, cabinet=prev)
    g, ids = give_cards(g, 3, "President's Authority Disputed")
    wanted = {**prev, Office.AIR_FORCE: 5}
    for seed in range(10):
        res = run(g, (0, Appoint(tuple(wanted.items()))), (3, PlayCard(ids[0])), seed=f"a{seed}")
        assert _cabinet_of(res.state) == wanted


def test_authority_disputed_only_in_cabinet_phase() -> None:
    """`cards.toml`: President's Authority Disputed is played "when = cabinet"."""
    g = game(6, Phase.BUDGET_DRAW)
    g, ids = give_cards(g, 3, "President's Authority Disputed")
    got = validate(g, 3, PlayCard(ids[0]))
    assert [r.code for r in got] == ["wrong_time"]
    assert card(ids[0]).when == "cabinet"


def test_discard_or_play_a_card_not_held_refused() -> None:
    """RULES 4.1.3 / 7: a player discards or plays only cards he holds."""
    g = game(6, Phase.CABINET)
    g, mine = give_cards(g, 2, "Intelligence")
    g, theirs = give_cards(g, 3, "Intelligence")
    assert [r.code for r in validate(g, 2, Discard((theirs[0],)))] == ["not_in_hand"]
    assert [r.code for r in validate(g, 2, Discard(()))] == ["nothing"]
    assert [r.code for r in validate(g, 2, Discard((mine[0], mine[0])))] == ["not_in_hand"]
    got = validate(g, 2, PlayCard(theirs[0], target=1, option="hand"))
    assert [r.code for r in got] == ["not_in_hand"]
    assert english(got[0], g) == "You do not hold that card."
    assert validate(g, 2, Discard((mine[0],))) == ()


def test_authority_disputed_a_player_without_office_gets_the_one_the_president_named() -> None:
    """`cards.toml`, President's Authority Disputed: "Last turn's appointments stand; only vacant offices are
    filled"; RULES 4.1.4: "every living, non-exiled player gets at least one office". R: a player who held none
    (back from death) takes the office the President named for him from a player who keeps two, and the news says
    why the office did not stay (issue 22: it went "to a family that was neither last turn's holder nor the
    President's pick, with no word why")."""
    g = game(7, Phase.CABINET)  # CABINET6: player 6 held no office last turn
    g, ids = give_cards(g, 3, "President's Authority Disputed")
    wanted = {**CABINET6, Office.MINISTER_OF_WAR: 6}
    for seed in range(10):
        res = run(g, (0, Appoint(tuple(wanted.items()))), (3, PlayCard(ids[0])), seed=f"pad{seed}")
        cab = _cabinet_of(res.state)
        assert cab == wanted, cab
        told = find(res.events, "authority_disputed_changes")
        text = english(told, res.state)
        assert told.public and "the Minister of War goes to Garza (the President's choice)" in text, text
        assert "Garza held no office, and every player in the country holds at least one" in text


def test_authority_disputed_says_nothing_more_when_every_appointment_stands() -> None:
    """When last turn's cabinet stands whole, the card's own line is all the news says of it."""
    g = game(6, Phase.CABINET)
    g, ids = give_cards(g, 3, "President's Authority Disputed")
    res = run(g, (3, PlayCard(ids[0])))
    assert "authority_disputed_changes" not in codes(res.events)
