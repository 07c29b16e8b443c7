"""The board game's worked combat example (seed 001 §20) under the classic rules' own procedure (VARIANTS 6.2-6.9),
beside the web golden test in `test_combat.py`.

Under classic the example's sequence is the seed's: the players move one after another in the phase's move order
(Minister, Pocket-watch, President: 001 §20.2), which sets the arrival ranks; the Airstrike and the Gunboat fire
after movement, before the first volley (001 §13.6, §20.3), so they can hit the Students who just arrived; and the
bombarded Student counts among the President's losses when the retreats are decided (001 §20.4: "Der Präsident und
die Taschenuhr verloren 5 bzw. 4 Einheiten"). The retreats go to an adjacent empty zone, with no preference for the
zone a stack came from (001 §13.5.2).
"""

from __future__ import annotations

import random
from dataclasses import replace

from rules.junta import military
from rules.junta.context import Ctx
from rules.junta.engine import new_game
from rules.junta.offices import Office
from rules.junta.orders import Bombard, Fire, Move, Order, Submitted
from rules.junta.state import Coup, GameState, Phase, Seat
from rules.junta.units import PALACE, Kind
from rules.junta.validate import validate
from tests.rules.test_combat import EXAMPLE_DICE, EXAMPLE_FIRINGS, Script, at, kinds, units

PRESIDENT, MINISTER, AIR, WATCH = range(4)
CABINET = {
    Office.MINISTER: MINISTER,
    Office.GENERAL_1: MINISTER,
    Office.AIR_FORCE: AIR,
    Office.GENERAL_2: AIR,
    Office.ADMIRAL: WATCH,
    Office.GENERAL_3: WATCH,
}
# Where the example's forces stand before Coup Phase 2 moves them into the Palace.
POLICE_FROM, WATCH_FROM, STUDENTS_FROM = 13, 18, 23


def example_game() -> GameState:
    """A 4-player classic game in Coup Phase 2; Pocket-watch (Duarte) is the Rebel Leader, so Coup Phase 2's move
    order starts two seats after him: Borges (the Minister), Cortez, Duarte, Alba (the President)."""
    made = new_game(["Alba", "Borges", "Cortez", "Duarte"], "golden", "classic")
    assert isinstance(made, GameState)
    seats = (Seat(Office.PRESIDENT, PRESIDENT), *(Seat(o, h) for o, h in CABINET.items()))
    us = (
        units(0, 3, Kind.PALACE_GUARD, PALACE, office=Office.PRESIDENT)
        + units(10, 2, Kind.POLICE, POLICE_FROM, office=Office.MINISTER, rank=1)
        + units(20, 3, Kind.STRIKER, WATCH_FROM, owner=WATCH, rank=1, card="General Strike")
        + units(30, 2, Kind.SOLDIER, WATCH_FROM, office=Office.GENERAL_2, controller=WATCH, rank=1)
        + units(40, 3, Kind.SOLDIER, WATCH_FROM, office=Office.GENERAL_3, rank=1)
        + units(50, 3, Kind.STUDENT, STUDENTS_FROM, owner=PRESIDENT, rank=1, card="Students")
    )
    players = tuple(replace(p, rebel=p.id in (AIR, WATCH)) for p in made.players)
    return replace(
        made,
        phase=Phase.COUP,
        turn=1,
        president=PRESIDENT,
        seats=seats,
        previous_cabinet=seats,
        players=players,
        first_rebel=WATCH,
        coup=Coup(phase=2, units=tuple(us), next_id=60),
    )


ORDERS: list[tuple[int, Order]] = [
    # Given in any order: the move order, not the order time, decides who arrived first.
    (PRESIDENT, Move(STUDENTS_FROM, PALACE)),
    (WATCH, Move(WATCH_FROM, PALACE)),
    (MINISTER, Move(POLICE_FROM, PALACE)),
    (AIR, Bombard("airstrike", PALACE, PRESIDENT)),
    (WATCH, Bombard("gunboat", PALACE, PRESIDENT)),
    (PRESIDENT, Fire(PALACE, WATCH)),
    (MINISTER, Fire(PALACE, WATCH)),
    (WATCH, Fire(PALACE, PRESIDENT)),
]


def play() -> tuple[GameState, Script]:
    state = example_game()
    for pid, o in ORDERS:
        assert validate(state, pid, o) == (), (pid, o, validate(state, pid, o))
    ctx = Ctx(state, random.Random("golden"))
    roll = Script(EXAMPLE_DICE)
    military.resolve(ctx, [Submitted(pid, o, t) for t, (pid, o) in enumerate(ORDERS)], roller=roll)
    return ctx.s, roll


def test_classic_move_order_sets_the_examples_ranks() -> None:
    """VARIANTS 6.6.4 (001 §20.2): "moves in the order Minister, 2nd Brigade, 3rd Brigade (Pocket-watch), President
    give the ranks Palace Guard 0, Police 1, Pocket-watch 2, President's Students 3"."""
    slots = military.move_slots(example_game(), None)
    assert sorted(slots, key=slots.__getitem__) == [MINISTER, AIR, WATCH, PRESIDENT]
    after, _ = play()
    police = {u.rank for u in at(after, PALACE, MINISTER)}
    assert police == {3 * military.RANK_SLOTS + slots[MINISTER]}  # (Coup Phase 2, the first slot)
    assert all(u.rank == 0 for u in example_game().coup.units if u.kind is Kind.PALACE_GUARD)  # type: ignore[union-attr]


def test_classic_bombardment_after_movement_hits_the_students_who_just_arrived() -> None:
    """VARIANTS 6.2, 6.7 (001 §13.6, §20.3): bombardments come "after movement, before the first volley", on units
    "as they stand after movement": the Airstrike 3-3-3-4-5-6 kills one of the Students who moved in this phase; the
    Gunboat 1-2-3 misses."""
    after, roll = play()
    bombs = [(f.weapon, f.target, f.dice) for f in roll.calls if f.volley == 0]
    assert bombs == [("airstrike", PRESIDENT, 6), ("gunboat", PRESIDENT, 3)]
    coup = after.coup
    assert coup is not None
    assert [(b.zone, b.hits) for b in coup.log.bombardments] == [(PALACE, 1), (PALACE, 0)]


def test_classic_battle_is_the_examples_volley_by_volley() -> None:
    """VARIANTS 6.6, 6.8 (001 §13.5.1, §20.3): with the ranks of the move order the three volleys are the example's:
    the Palace Guard's and the Police's first fire at Pocket-watch, Pocket-watch's first fire at the Students only,
    then the common volleys."""
    _, roll = play()
    assert roll.used_up()
    assert [(f.volley, f.firer, f.target, f.dice, f.first_fire) for f in roll.calls if f.volley > 0] == [
        (v, p, t, len(d), ff) for v, p, t, d, _, ff in EXAMPLE_FIRINGS
    ]


def test_classic_bombardment_losses_count_toward_retreats() -> None:
    """VARIANTS 6.9.2 (001 §20.4): "units lost in that zone this phase, to bombardment and to the volleys (001 §20.4
    counts the President's bombarded Student: 5 losses)". The Minister lost nothing and holds the Palace."""
    after, _ = play()
    coup = after.coup
    assert coup is not None
    assert [(b.zone, dict(b.losses)) for b in coup.log.battles] == [(PALACE, {PRESIDENT: 4, MINISTER: 0, WATCH: 4})]
    assert kinds(at(after, PALACE)) == {"police": 2}
    retreat_events = {r.owner for r in coup.log.retreats}
    assert retreat_events == {PRESIDENT, WATCH}


def test_classic_retreat_to_an_empty_neighbour_not_the_origin() -> None:
    """VARIANTS 6.9.3 (001 §13.5.2): every other player retreats "into one adjacent zone: an empty zone ... default
    the lowest id"; "The zone he came from has no preference (web's origin-first rule is not in seed 001)". The
    President's last Palace Guard goes to 13 (the Police left it empty), then Pocket-watch's four soldiers to the next
    empty neighbour, the West Embassy (17), not back to 18 where they came from."""
    after, _ = play()
    assert kinds(at(after, 13, PRESIDENT)) == {"palace_guard": 1}
    assert kinds(at(after, 17, WATCH)) == {"soldier": 4}
    assert not at(after, WATCH_FROM)
