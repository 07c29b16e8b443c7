"""Combat and bombardment (RULES 4.6, 8, 9) as executable rules.

The golden test is the board game's worked combat example (seed 001, section 20) exactly as RULES section 9 states
it in our terms, checked on `rules.junta.combat.fight` directly and through a whole coup phase
(`rules.junta.military.resolve` with a scripted roller). The other tests take one clause of RULES 4.6 each; each
docstring quotes it.

Cabinet of the example (`EXAMPLE_CABINET`): Alba (0) President; Borges (1) Minister of Internal Security and 1st
General; Cortez (2) Air Force and 2nd General; Duarte (3), the "Pocket-watch" family, Admiral and 3rd General;
Esteban (4) Minister of War and Farm & Labor; Fuentes (5) Foreign Minister.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace

from rules.events import Event
from rules.junta import military
from rules.junta.combat import Battle, Firing, Shooter, bombard, choose_losses, dice_of, fight
from rules.junta.context import Ctx
from rules.junta.offices import Office
from rules.junta.orders import Bombard, Fire, LossOrder, Move, Order, RetreatPermission, Submitted
from rules.junta.state import Coup, GameState, Phase, Status
from rules.junta.units import DEFAULT_LOSS_ORDER, PALACE, Kind, Unit
from rules.junta.validate import validate
from tests.rules.helpers import game, set_player

PRESIDENT, MINISTER, AIR, WATCH, WAR, FOREIGN = range(6)
EXAMPLE_CABINET: dict[Office, int] = {
    Office.MINISTER: MINISTER,
    Office.GENERAL_1: MINISTER,
    Office.AIR_FORCE: AIR,
    Office.GENERAL_2: AIR,
    Office.ADMIRAL: WATCH,
    Office.GENERAL_3: WATCH,
    Office.MINISTER_OF_WAR: WAR,
    Office.FARM_LABOR: WAR,
    Office.FOREIGN_MINISTER: FOREIGN,
}


# --- helpers --------------------------------------------------------------------------------------------------
def coup_game(
    units: Iterable[Unit], phase: int = 1, cabinet: dict[Office, int] | None = None, **kw: object
) -> GameState:
    """A game in Coup Phase `phase` with exactly these units on the map."""
    us = tuple(sorted(units, key=lambda u: u.id))
    g = game(6, phase=Phase.COUP, cabinet=EXAMPLE_CABINET if cabinet is None else cabinet)
    nxt = max((u.id for u in us), default=-1) + 1
    return replace(g, coup=Coup(phase=phase, units=us, next_id=nxt, **kw))  # type: ignore[arg-type]


def units(first_id: int, n: int, kind: Kind, zone: int | None, **kw: object) -> list[Unit]:
    return [Unit(first_id + i, kind, zone, **kw) for i in range(n)]  # type: ignore[arg-type]


class Script:
    """A scripted roller: dice per (zone, volley, firer), in order of the calls; anything unscripted rolls 1s (all
    misses). Every call is logged."""

    def __init__(self, dice: Mapping[tuple[int, int, int], Sequence[Sequence[int]]] | None = None) -> None:
        self.queue = {k: [list(d) for d in v] for k, v in (dice or {}).items()}
        self.calls: list[Firing] = []

    def __call__(self, f: Firing) -> Sequence[int]:
        self.calls.append(f)
        q = self.queue.get((f.zone, f.volley, f.firer)) if f.firer is not None else None
        if not q:
            return [1] * f.dice
        rolled = q.pop(0)
        assert len(rolled) == f.dice, f"{f}: scripted {rolled}"
        return rolled

    def used_up(self) -> bool:
        return not any(self.queue.values())


def resolve(
    state: GameState, orders: Sequence[tuple[int, Order]], roller: Script | None = None, seed: str = "t"
) -> tuple[GameState, list[Event]]:
    """Validate the orders as the engine would, then resolve one coup phase's military orders."""
    for pid, o in orders:
        assert validate(state, pid, o) == (), (pid, o, validate(state, pid, o))
    ctx = Ctx(state, random.Random(seed))
    military.resolve(ctx, [Submitted(pid, o, t) for t, (pid, o) in enumerate(orders)], roller=roller or Script())
    return ctx.s, ctx.events


def at(state: GameState, zone: int, pid: int | None = None) -> list[Unit]:
    assert state.coup is not None
    return [u for u in state.coup.units if u.zone == zone and (pid is None or military.belongs(state, u) == pid)]


def kinds(us: Iterable[Unit]) -> dict[str, int]:
    out: dict[str, int] = {}
    for u in us:
        out[u.kind.value] = out.get(u.kind.value, 0) + 1
    return out


def shooters(us: Iterable[Unit], owner: Mapping[int, int | None], nw: Iterable[int] = ()) -> list[Shooter]:
    new = set(nw)
    return [Shooter(u, p, u.id in new) for u in us if (p := owner[u.id]) is not None]


def firings(b: Battle) -> list[tuple[int, int | None, int, tuple[int, ...], int, bool]]:
    """(volley, firer, target, dice, hits, first fire) per firing."""
    return [(f.volley, f.firer, f.target, rolled, hits, f.first_fire) for f, rolled, hits in b.firings]


# --- the golden test: the board game's worked example (RULES 9) -------------------------------------------------
# The Presidential Palace with the example's ranks: Palace Guard 0, the Minister's Police 1, Pocket-watch 2, the
# President's Students 3. Unit ids put the 2nd Brigade's soldiers before the 3rd's, so Pocket-watch's default loss
# order gives up a 2nd Brigade unit first, as he does in the example.
GUARD = units(0, 3, Kind.PALACE_GUARD, PALACE, office=Office.PRESIDENT)
POLICE = units(10, 2, Kind.POLICE, PALACE, office=Office.MINISTER, rank=1)
STRIKERS = units(20, 3, Kind.STRIKER, PALACE, owner=WATCH, rank=2, card="General Strike")
SECOND = units(30, 2, Kind.SOLDIER, PALACE, office=Office.GENERAL_2, controller=WATCH, rank=2)
THIRD = units(40, 3, Kind.SOLDIER, PALACE, office=Office.GENERAL_3, rank=2)
STUDENTS = units(50, 3, Kind.STUDENT, PALACE, owner=PRESIDENT, rank=3, card="Students")
EXAMPLE = GUARD + POLICE + STRIKERS + SECOND + THIRD + STUDENTS
EXAMPLE_OWNER: dict[int, int | None] = {
    **{u.id: PRESIDENT for u in GUARD + STUDENTS},
    **{u.id: MINISTER for u in POLICE},
    **{u.id: WATCH for u in STRIKERS + SECOND + THIRD},
}
# The example's dice, per firing (our engine rolls per player: volley 2's eight dice are 6 for the President and 2
# for the Police, in that order; volley 3's six are 4 + 2).
EXAMPLE_DICE: dict[tuple[int, int, int], list[list[int]]] = {
    (PALACE, 0, AIR): [[3, 3, 3, 4, 5, 6]],
    (PALACE, 0, WATCH): [[1, 2, 3]],
    (PALACE, 1, PRESIDENT): [[2, 4, 4, 5, 5, 6]],
    (PALACE, 1, MINISTER): [[2, 6]],
    (PALACE, 1, WATCH): [[2, 4, 5, 1, 6]],
    (PALACE, 2, PRESIDENT): [[1, 2, 3, 3, 3, 5]],
    (PALACE, 2, MINISTER): [[5, 6]],
    (PALACE, 2, WATCH): [[1, 3, 4, 6, 6]],
    (PALACE, 3, PRESIDENT): [[1, 2, 3, 5]],
    (PALACE, 3, MINISTER): [[5, 6]],
    (PALACE, 3, WATCH): [[2, 3, 4, 5, 6]],
}
# What the firings must be: (volley, firer, target, dice, hits, first fire).
EXAMPLE_FIRINGS = [
    # Volley 1: the Palace Guard's first fire (one hit: a Striker), the Police's (one hit: another Striker),
    # Pocket-watch's first fire at the Students only (one hit: a Student). The last Student and the lone Striker
    # roll no die.
    (1, PRESIDENT, WATCH, (2, 4, 4, 5, 5, 6), 1, True),
    (1, MINISTER, WATCH, (2, 6), 1, True),
    (1, WATCH, PRESIDENT, (2, 4, 5, 1, 6), 1, True),
    # Volley 2, all together: 8 dice at Pocket-watch (one hit: the last Striker); 5 at the President (two hits: the
    # last Student and a Palace Guard).
    (2, PRESIDENT, WATCH, (1, 2, 3, 3, 3, 5), 0, False),
    (2, MINISTER, WATCH, (5, 6), 1, False),
    (2, WATCH, PRESIDENT, (1, 3, 4, 6, 6), 2, False),
    # Volley 3: 6 dice at Pocket-watch (one hit: a 2nd Brigade unit); 5 at the President (one hit: a Palace Guard).
    (3, PRESIDENT, WATCH, (1, 2, 3, 5), 0, False),
    (3, MINISTER, WATCH, (5, 6), 1, False),
    (3, WATCH, PRESIDENT, (2, 3, 4, 5, 6), 1, False),
]


def test_golden_example_bombardment() -> None:
    """RULES 9: "Bombardment: Airstrike on the President's units in the Palace, dice 3-3-3-4-5-6 (one hit: he loses
    a Student); Gunboat 1-2-3 (no hit)." Board game 20.3: "Ein Treffer wird erzielt und der Präsident wählt eine
    Einheit Studenten aus, die er vom Spielfeld nimmt." """
    roll = Script(EXAMPLE_DICE)
    lost, rolled = bombard(PALACE, EXAMPLE, EXAMPLE_OWNER, AIR, PRESIDENT, 6, "airstrike", DEFAULT_LOSS_ORDER, roll)
    assert rolled == (3, 3, 3, 4, 5, 6)
    assert [u.kind for u in lost] == [Kind.STUDENT]
    after = [u for u in EXAMPLE if u not in lost]
    lost, rolled = bombard(PALACE, after, EXAMPLE_OWNER, WATCH, PRESIDENT, 3, "gunboat", DEFAULT_LOSS_ORDER, roll)
    assert rolled == (1, 2, 3) and lost == []
    assert [(f.volley, f.dice, f.weapon) for f in roll.calls] == [(0, 6, "airstrike"), (0, 3, "gunboat")]


def example_battle() -> tuple[Battle, list[Unit]]:
    """The battle in the Palace after the bombardment (one Student gone), fought with `fight` directly."""
    here = [u for u in EXAMPLE if u.id != STUDENTS[0].id]
    plan = {PRESIDENT: WATCH, MINISTER: WATCH, WATCH: PRESIDENT}
    roll = Script(EXAMPLE_DICE)
    b = fight(
        PALACE,
        here,
        EXAMPLE_OWNER,
        shooters(here, EXAMPLE_OWNER),
        plan,
        {},
        roll,
        random.Random(0),
    )
    return b, [u for u in here if u.id not in b.killed]


def test_golden_example_battle_volley_by_volley() -> None:
    """RULES 9: "Volley 1: Palace Guard first fire 2-4-4-5-5-6: one hit, Pocket-watch loses a Striker. Police first
    fire 2-6: one hit, another Striker. Pocket-watch has first fire on the Students only (they came after him) and
    fires his five armed units at them, 2-4-5-1-6: one hit, a Student, who does not fire back; the last Student alone
    rolls no die (one unarmed unit), nor does Pocket-watch's lone Striker. Volley 2 (all together): President and
    Police at Pocket-watch, 8 dice 1-2-3-3-3-5-5-6: one hit, the last Striker. Pocket-watch's 5 armed units at the
    President 1-3-4-6-6: two hits: the last Student and a Palace Guard. Volley 3: President and Police, 6 dice
    1-2-3-5-5-6: one hit, a 2nd Brigade unit. Pocket-watch 2-3-4-5-6: one hit, a Palace Guard." """
    b, _ = example_battle()
    assert firings(b) == EXAMPLE_FIRINGS
    # The losses, volley by volley, in the order the owners chose them.
    killed = {u.id: u for u in EXAMPLE if u.id in b.killed}
    assert kinds(killed.values()) == {"striker": 3, "student": 2, "palace_guard": 2, "soldier": 1}
    assert [u.office for u in killed.values() if u.kind is Kind.SOLDIER] == [Office.GENERAL_2]


def test_golden_example_result_and_retreats() -> None:
    """RULES 9: "Result: the Minister lost nothing and stays; the President lost 4 units in the volleys (5 with the
    bombarded Student, as the example counts) and the Pocket-watch family 4; both retreat; the Minister holds the
    Palace." Board game 20.4: "Der Minister hat keine Einheit verloren. Der Präsident und die Taschenuhr verloren 5
    bzw. 4 Einheiten. Beide müssen sich zurückziehen, wodurch die Kontrolle über den Palast dem Minister
    verbleibt." """
    b, left = example_battle()
    assert b.losses == {PRESIDENT: 4, WATCH: 4}
    assert b.participants == {PRESIDENT, MINISTER, WATCH}
    losses = {p: b.losses.get(p, 0) for p in b.participants}
    stays = {p for p, n in losses.items() if n == min(losses.values())}
    assert stays == {MINISTER}
    assert kinds(u for u in left if EXAMPLE_OWNER[u.id] == PRESIDENT) == {"palace_guard": 1}
    assert kinds(u for u in left if EXAMPLE_OWNER[u.id] == MINISTER) == {"police": 2}
    assert kinds(u for u in left if EXAMPLE_OWNER[u.id] == WATCH) == {"soldier": 4}
    assert sorted(str(u.office) for u in left if u.kind is Kind.SOLDIER) == [Office.GENERAL_2] + [Office.GENERAL_3] * 3


def test_golden_example_through_a_coup_phase() -> None:
    """RULES 9, through a whole coup phase: the Airstrike and the Gunboat hit the President's units in the Palace
    before movement, then the Fire orders make the battle; after it the President and Pocket-watch retreat (RULES
    4.6: "their origin if allowed, else an empty neighbour (lowest id)"; a retreat into an embassy does not exile)
    and the Minister holds the Palace. Firing on or bombarding the President's units where he has a Palace Guard
    makes a Rebel; the Minister, who fired only at Pocket-watch, stays Loyalist."""
    # Coup Phase 3: the Students arrived in phase 2 (rank 3), Pocket-watch in phase 1 (rank 2), the Police in the
    # rebel-only action (rank 1); the Palace Guard never moved (rank 0).
    state = coup_game(EXAMPLE, phase=3)
    roll = Script(EXAMPLE_DICE)
    orders: list[tuple[int, Order]] = [
        (AIR, Bombard("airstrike", PALACE, PRESIDENT)),
        (WATCH, Bombard("gunboat", PALACE, PRESIDENT)),
        (PRESIDENT, Fire(PALACE, WATCH)),
        (MINISTER, Fire(PALACE, WATCH)),
        (WATCH, Fire(PALACE, PRESIDENT)),
    ]
    after, events = resolve(state, orders, roll)
    assert roll.used_up()
    # The bombardment, then the battle's firings exactly as in the direct test.
    bombs = [(f.weapon, f.target, f.dice) for f in roll.calls if f.volley == 0]
    assert bombs == [("airstrike", PRESIDENT, 6), ("gunboat", PRESIDENT, 3)]
    assert [(f.volley, f.firer, f.target, f.dice, f.first_fire) for f in roll.calls if f.volley > 0] == [
        (v, p, t, len(d), ff) for v, p, t, d, _, ff in EXAMPLE_FIRINGS
    ]
    coup = after.coup
    assert coup is not None and coup.airstrikes_left == 2
    assert [(b.zone, b.hits) for b in coup.log.bombardments] == [(PALACE, 1), (PALACE, 0)]
    assert [(b.zone, dict(b.losses)) for b in coup.log.battles] == [(PALACE, {PRESIDENT: 4, MINISTER: 0, WATCH: 4})]
    # Retreats: the President's last Palace Guard to the lowest empty neighbour (13), Pocket-watch's four soldiers to
    # the next one, the West Embassy (17); nobody is exiled by a retreat.
    assert kinds(at(after, PALACE)) == {"police": 2}
    assert kinds(at(after, 13, PRESIDENT)) == {"palace_guard": 1}
    assert kinds(at(after, 17, WATCH)) == {"soldier": 4}
    assert all(p.status is Status.ALIVE for p in after.players)
    assert {(r.owner, r.to_zone) for r in coup.log.retreats} == {(PRESIDENT, 13), (WATCH, 17)}
    # Who became a Rebel.
    assert after.players[AIR].rebel and after.players[WATCH].rebel
    assert not after.players[MINISTER].rebel and not after.players[PRESIDENT].rebel
    assert any(e.code == "battle" for e in events)


# --- dice per volley ------------------------------------------------------------------------------------------
def test_dice_armed_one_unarmed_one_per_two() -> None:
    """RULES 4.6: "Dice per volley: 1 per armed unit; 1 per two unarmed units of one player (rounded down)"."""
    us = units(0, 2, Kind.SOLDIER, 7) + units(10, 5, Kind.STUDENT, 7)
    assert dice_of([Shooter(u, 1, False) for u in us], 7) == [6, 6, 6, 6]
    assert dice_of([Shooter(u, 1, False) for u in us[2:3]], 7) == []


def test_dice_tank_bodyguard_two_palace_guard_two_only_in_palace() -> None:
    """RULES 4.6: "2 per Tank, Bodyguard, and Palace Guard inside the Palace." RULES 8: Palace Guard "2 inside the
    Palace, else 1"; Bodyguard "2, always New Weapons"."""
    tank, bg = Unit(0, Kind.TANK, 7), Unit(1, Kind.BODYGUARD, 7)
    assert dice_of([Shooter(tank, 1, False)], 7) == [6, 6]
    assert dice_of([Shooter(bg, 1, True)], 7) == [5, 5]
    assert dice_of([Shooter(Unit(2, Kind.PALACE_GUARD, PALACE), 0, False)], PALACE) == [6, 6]
    assert dice_of([Shooter(Unit(2, Kind.PALACE_GUARD, 13), 0, False)], 13) == [6]


def test_unarmed_units_of_different_arrivals_pool_their_dice() -> None:
    """RULES 4.6: "1 per two unarmed units of one player (rounded down)": two Students of one player that arrived in
    different phases still roll one die together when neither has first fire."""
    a = [Unit(0, Kind.SOLDIER, 7, office=Office.GENERAL_1)]  # rank 0: no one has first fire on it
    b = [Unit(1, Kind.STUDENT, 7, owner=2, rank=1), Unit(2, Kind.STUDENT, 7, owner=2, rank=2)]
    owner: dict[int, int | None] = {0: 1, 1: 2, 2: 2}
    roll = Script()
    fight(7, a + b, owner, shooters(a + b, owner), {2: 1, 1: 2}, {}, roll, random.Random(0))
    assert [(f.volley, f.firer, f.dice) for f in roll.calls if f.firer == 2] == [(1, 2, 1), (2, 2, 1), (3, 2, 1)]


def test_six_kills_new_weapons_five() -> None:
    """RULES 4.6: "A 6 kills; with New Weapons a 5 or 6." """
    a = units(0, 2, Kind.SOLDIER, 7)
    b = units(10, 4, Kind.POLICE, 7)
    owner: dict[int, int | None] = {**{u.id: 1 for u in a}, **{u.id: 2 for u in b}}
    plan = {1: 2}
    dice = {(7, 1, 1): [[5, 6]], (7, 2, 1): [[5, 5]], (7, 3, 1): [[4, 4]]}
    plain = fight(7, a + b, owner, shooters(a + b, owner), plan, {}, Script(dice), random.Random(0))
    assert plain.losses == {2: 1}
    nw = fight(7, a + b, owner, shooters(a + b, owner, nw=[0, 1]), plan, {}, Script(dice), random.Random(0))
    assert nw.losses == {2: 4}


def test_new_weapons_only_the_assignees_office_ground_units() -> None:
    """RULES 8: New Weapons applies to the Soldiers, Tank, Marine and Paratrooper (office-derived ground units) of
    the office the Minister of War gave them to; the Bodyguard always has New Weapons; Police, Palace Guard and
    card-placed units never."""
    state = replace(coup_game([]), new_weapons=Office.GENERAL_2)
    assert military.new_weapons(state, Unit(0, Kind.SOLDIER, 20, office=Office.GENERAL_2))
    assert military.new_weapons(state, Unit(1, Kind.TANK, 20, office=Office.GENERAL_2))
    assert not military.new_weapons(state, Unit(2, Kind.SOLDIER, 21, office=Office.GENERAL_1))
    assert not military.new_weapons(state, Unit(3, Kind.STUDENT, 21, owner=AIR))
    assert military.new_weapons(state, Unit(4, Kind.BODYGUARD, 18, office=Office.MINISTER_OF_WAR))
    air = replace(state, new_weapons=Office.AIR_FORCE)
    assert military.new_weapons(air, Unit(5, Kind.PARATROOPER, 7, office=Office.AIR_FORCE))
    assert not military.new_weapons(air, Unit(6, Kind.POLICE, 7, office=Office.MINISTER))


def test_new_weapons_never_for_airstrikes_or_the_gunboat() -> None:
    """RULES 4.6 / 8: Airstrikes and the Gunboat: "every 6 kills one (never New Weapons)"; the Air Force's New
    Weapons do not make its Airstrike's 5s hit."""
    us = units(0, 4, Kind.SOLDIER, 7, office=Office.GENERAL_1)
    state = replace(coup_game(us), new_weapons=Office.AIR_FORCE)
    after, _ = resolve(state, [(AIR, Bombard("airstrike", 7, MINISTER))], Script({(7, 0, AIR): [[5, 5, 5, 5, 5, 6]]}))
    assert len(at(after, 7)) == 3
    state = replace(coup_game(us), new_weapons=Office.ADMIRAL)
    after, _ = resolve(state, [(WATCH, Bombard("gunboat", 7, MINISTER))], Script({(7, 0, WATCH): [[5, 5, 5]]}))
    assert len(at(after, 7)) == 4


# --- first fire ------------------------------------------------------------------------------------------------
def test_first_fire_on_later_arrivals_and_killed_units_do_not_fire() -> None:
    """RULES 4.6: "First fire: in volley 1 a player's shots at a target's units that arrived in the zone after his
    own come first, their hits are taken from those later units, and units so killed do not fire in that
    volley"."""
    a = units(0, 2, Kind.SOLDIER, 7)  # rank 0
    b = units(10, 2, Kind.SOLDIER, 7, rank=2)
    owner: dict[int, int | None] = {0: 1, 1: 1, 10: 2, 11: 2}
    roll = Script({(7, 1, 1): [[6, 2]]})
    bt = fight(7, a + b, owner, shooters(a + b, owner), {1: 2, 2: 1}, {}, roll, random.Random(0))
    v1 = [(f.firer, f.dice, f.first_fire) for f in roll.calls if f.volley == 1]
    assert v1 == [(1, 2, True), (2, 1, False)]  # one of B's two soldiers died before firing
    assert bt.losses == {2: 1}


def test_same_phase_arrivals_have_no_first_fire_on_each_other() -> None:
    """RULES 4.6: "units arriving in the same phase have no first fire on each other"."""
    a = units(0, 2, Kind.SOLDIER, 7, rank=2)
    b = units(10, 2, Kind.SOLDIER, 7, rank=2)
    owner: dict[int, int | None] = {0: 1, 1: 1, 10: 2, 11: 2}
    roll = Script({(7, 1, 1): [[6, 6]]})
    fight(7, a + b, owner, shooters(a + b, owner), {1: 2, 2: 1}, {}, roll, random.Random(0))
    v1 = [(f.firer, f.dice, f.first_fire) for f in roll.calls if f.volley == 1]
    assert v1 == [(1, 2, False), (2, 2, False)]  # both fire: the hits land together


def test_first_fire_hits_beyond_the_later_units_are_lost() -> None:
    """RULES 4.6: "Hits beyond the later-arrived units are lost." """
    a = units(0, 3, Kind.SOLDIER, 7)
    b = [Unit(10, Kind.SOLDIER, 7), Unit(11, Kind.SOLDIER, 7, rank=1)]
    owner: dict[int, int | None] = {0: 1, 1: 1, 2: 1, 10: 2, 11: 2}
    roll = Script({(7, 1, 1): [[6, 6, 6]]})
    bt = fight(7, a + b, owner, shooters(a + b, owner), {1: 2}, {}, roll, random.Random(0))
    assert 11 in bt.killed and 10 not in bt.killed
    # B's earlier soldier survives volley 1 and returns fire in it.
    assert [(f.volley, f.firer) for f in roll.calls][:2] == [(1, 1), (1, 2)]


def test_landed_placed_and_retreated_units_take_the_phase_rank() -> None:
    """RULES 4.6: "Arrival rank is per unit; landed, placed and retreated units take the current phase's rank." A
    unit that moves in this phase arrives after everything already there."""
    state = coup_game(units(0, 2, Kind.SOLDIER, 21, office=Office.GENERAL_1), phase=2)
    after, _ = resolve(state, [(MINISTER, Move(21, 11))])
    assert {u.rank for u in at(after, 11)} == {3}


# --- losses ------------------------------------------------------------------------------------------------------
def test_default_loss_order_unarmed_first_guard_last() -> None:
    """RULES 4.6: "the owner picks his losses (R: by his standing loss order; default unarmed first, Tanks,
    Bodyguard and Palace Guard last)"."""
    mix = [
        Unit(0, Kind.PALACE_GUARD, 7),
        Unit(1, Kind.TANK, 7),
        Unit(2, Kind.SOLDIER, 7),
        Unit(3, Kind.BODYGUARD, 7),
        Unit(4, Kind.STUDENT, 7),
    ]
    order = [u.kind for u in choose_losses(mix, 5, DEFAULT_LOSS_ORDER)]
    assert order == [Kind.STUDENT, Kind.SOLDIER, Kind.TANK, Kind.BODYGUARD, Kind.PALACE_GUARD]


def test_standing_loss_order_is_followed() -> None:
    """RULES 4.6: "the owner picks his losses (R: by his standing loss order ...)": a General who gives up his Tank
    before his Soldiers loses the Tank to the first hit."""
    us = [*units(0, 2, Kind.SOLDIER, 7, office=Office.GENERAL_1), Unit(2, Kind.TANK, 7, office=Office.GENERAL_1)]
    them = units(5, 1, Kind.SOLDIER, 7, office=Office.GENERAL_3)
    state = coup_game(us + them)
    roll = Script({(7, 1, WATCH): [[6]]})
    after, _ = resolve(state, [(MINISTER, LossOrder(("tank", "soldier"))), (WATCH, Fire(7, MINISTER))], roll)
    assert after.coup is not None
    assert kinds(u for u in after.coup.units if u.office is Office.GENERAL_1) == {"soldier": 2}
    assert after.coup.loss_orders == ((MINISTER, ("tank", "soldier")),)


# --- who fires ---------------------------------------------------------------------------------------------------
def test_return_fire_at_whoever_fired_most_dice() -> None:
    """RULES 4.6: "R: return fire: a player fired on in a zone where he has no fire order fires back at whoever
    fired most dice at him in volley 1 (ties by lot); return fire never makes a Rebel." """
    target = units(0, 2, Kind.SOLDIER, 7)
    small = units(10, 1, Kind.SOLDIER, 7)
    big = [Unit(20, Kind.TANK, 7)]
    owner: dict[int, int | None] = {0: 1, 1: 1, 10: 2, 20: 3}
    roll = Script()
    fight(
        7, target + small + big, owner, shooters(target + small + big, owner), {2: 1, 3: 1}, {}, roll, random.Random(0)
    )
    assert {(f.firer, f.target) for f in roll.calls} == {(2, 1), (3, 1), (1, 3)}
    # Without return fire (the rebel-only action), only the firer shoots.
    roll = Script()
    fight(7, target + small, owner, shooters(target + small, owner), {2: 1}, {}, roll, random.Random(0), False)
    assert {f.firer for f in roll.calls} == {2}


def test_return_fire_never_makes_a_rebel() -> None:
    """RULES 4.6: "Becoming a Rebel: ... firing or bombarding a player's units in a zone where he has a Palace Guard
    (return fire excepted; never the President)"."""
    us = GUARD + units(30, 2, Kind.SOLDIER, PALACE, office=Office.GENERAL_3, rank=1)
    after, _ = resolve(coup_game(us), [(PRESIDENT, Fire(PALACE, WATCH))])
    assert not after.players[WATCH].rebel and not after.players[PRESIDENT].rebel
    assert any(f.firer == WATCH for f in _calls(coup_game(us), [(PRESIDENT, Fire(PALACE, WATCH))]))


def _calls(state: GameState, orders: Sequence[tuple[int, Order]]) -> list[Firing]:
    roll = Script()
    resolve(state, orders, roll)
    return roll.calls


def test_firing_on_the_palace_guard_makes_a_rebel() -> None:
    """RULES 4.6: "Becoming a Rebel: ... (R, board game 13.2) firing or bombarding a player's units in a zone where
    he has a Palace Guard"; firing on him elsewhere does not."""
    us = GUARD + units(30, 2, Kind.SOLDIER, PALACE, office=Office.GENERAL_3, rank=1)
    after, _ = resolve(coup_game(us), [(WATCH, Fire(PALACE, PRESIDENT))])
    assert after.players[WATCH].rebel
    elsewhere = units(40, 1, Kind.STUDENT, 13, owner=PRESIDENT) + units(
        30, 2, Kind.SOLDIER, 13, office=Office.GENERAL_3
    )
    after, _ = resolve(coup_game(elsewhere), [(WATCH, Fire(13, PRESIDENT))])
    assert not after.players[WATCH].rebel


def test_bombarding_the_palace_guard_makes_a_rebel() -> None:
    """RULES 4.6: "Becoming a Rebel: ... bombarding a player's units in a zone where he has a Palace Guard"."""
    after, _ = resolve(coup_game(GUARD), [(AIR, Bombard("airstrike", PALACE, PRESIDENT))])
    assert after.players[AIR].rebel
    after, _ = resolve(
        coup_game(units(0, 2, Kind.SOLDIER, 7, office=Office.GENERAL_3)), [(AIR, Bombard("airstrike", 7, WATCH))]
    )
    assert not after.players[AIR].rebel


def test_frozen_office_units_never_fire() -> None:
    """RULES 4.7: "A frozen office: ... its units stand still and never fire"; they are nobody's to fire on."""
    cab = dict(EXAMPLE_CABINET)
    del cab[Office.GENERAL_1]
    frozen = units(0, 3, Kind.SOLDIER, 7, office=Office.GENERAL_1)
    them = units(10, 1, Kind.SOLDIER, 7, office=Office.GENERAL_3)
    state = coup_game(frozen + them, cabinet=cab)
    assert state.seat(Office.GENERAL_1).frozen
    calls = _calls(state, [(WATCH, Fire(7, MINISTER))])
    assert calls == []  # the Minister has no units of his own there: the order lapses
    assert military.controller(state, frozen[0]) is None and military.belongs(state, frozen[0]) is None


def test_exiled_players_own_units_stand_still_and_never_fire() -> None:
    """RULES 4.7: "Units of an exiled player that no office gives him stay his: they stand still, never fire,
    count as an abstainer's"."""
    mine = units(0, 2, Kind.STUDENT, 7, owner=FOREIGN) + units(2, 1, Kind.MILITIA, 7, owner=FOREIGN)
    them = units(10, 1, Kind.SOLDIER, 7, office=Office.GENERAL_3)
    state = set_player(coup_game(mine + them), FOREIGN, status=Status.EXILED)
    roll = Script({(7, 1, WATCH): [[6]], (7, 2, WATCH): [[6]], (7, 3, WATCH): [[6]]})
    after, _ = resolve(state, [(WATCH, Fire(7, FOREIGN))], roll)
    assert {f.firer for f in roll.calls} == {WATCH}
    assert military.belongs(after, mine[0]) == FOREIGN and at(after, 7, FOREIGN) == []


# --- combat only where ordered, zone by zone ------------------------------------------------------------------
def test_combat_only_where_a_fire_order_finds_its_target_after_movement() -> None:
    """RULES 4.6: "Fire orders are given before movement: a zone and a target player; an order lapses if the target
    has no units there after movement. Combat happens in a zone only if a player there has a fire order"."""
    mine = units(0, 2, Kind.SOLDIER, 22, office=Office.GENERAL_3)
    theirs = units(10, 2, Kind.SOLDIER, 22, office=Office.GENERAL_1)
    state = coup_game(mine + theirs)
    calls = _calls(state, [(WATCH, Fire(22, MINISTER)), (MINISTER, Move(22, 23))])
    assert calls == []
    calls = _calls(state, [(WATCH, Fire(22, MINISTER))])
    assert {f.zone for f in calls} == {22}
    # Present but no fire order: nobody fires.
    assert _calls(state, []) == []


def test_moving_in_on_a_fire_order() -> None:
    """RULES 4.6: fire orders are given before movement, so a player may move into a zone and fire there in the
    same phase; "then everyone there may fire" (the target returns fire)."""
    mine = units(0, 2, Kind.SOLDIER, 23, office=Office.GENERAL_3)
    theirs = units(10, 2, Kind.SOLDIER, 22, office=Office.GENERAL_1)
    calls = _calls(coup_game(mine + theirs), [(WATCH, Move(23, 22)), (WATCH, Fire(22, MINISTER))])
    assert {(f.firer, f.target) for f in calls} == {(WATCH, MINISTER), (MINISTER, WATCH)}


def test_combat_zone_by_zone_in_zone_id_order() -> None:
    """RULES 4.6: "(3) combat zone by zone, in zone-id order; then all retreats, in zone-id order"."""
    us = (
        units(0, 1, Kind.SOLDIER, 22, office=Office.GENERAL_3)
        + units(1, 1, Kind.SOLDIER, 22, office=Office.GENERAL_1)
        + units(2, 1, Kind.SOLDIER, 7, office=Office.GENERAL_3)
        + units(3, 1, Kind.SOLDIER, 7, office=Office.GENERAL_1)
    )
    calls = _calls(coup_game(us), [(WATCH, Fire(22, MINISTER)), (WATCH, Fire(7, MINISTER))])
    zones = [f.zone for f in calls]
    assert zones == sorted(zones) and set(zones) == {7, 22}


def test_no_combat_in_an_embassy() -> None:
    """RULES 4.6: "Embassies: no combat there." """
    us = units(0, 1, Kind.SOLDIER, 17, office=Office.GENERAL_3) + units(1, 1, Kind.SOLDIER, 17, office=Office.GENERAL_1)
    state = coup_game(us)
    assert [r.code for r in validate(state, WATCH, Fire(17, MINISTER))] == ["embassy"]
    ctx = Ctx(state, random.Random(0))
    roll = Script()
    military.resolve(ctx, [Submitted(WATCH, Fire(17, MINISTER), 0)], roller=roll)
    assert roll.calls == []


# --- bombardment -----------------------------------------------------------------------------------------------
def test_airstrike_six_dice_before_movement() -> None:
    """RULES 4.6: "(1) incoming fire: Airstrikes (6 dice, at most one per phase, three per coup) and the Gunboat (3
    dice, once per phase) hit one named player's units in one named zone as they stand before movement"."""
    us = units(0, 3, Kind.SOLDIER, 7, office=Office.GENERAL_1) + units(5, 2, Kind.SOLDIER, 8, office=Office.GENERAL_1)
    state = coup_game(us)
    roll = Script({(7, 0, AIR): [[6, 6, 1, 1, 1, 1]]})
    # The Minister moves his stack out of 7 and another into it: the strike hits those that stood there before.
    after, _ = resolve(
        state,
        [(AIR, Bombard("airstrike", 7, MINISTER)), (MINISTER, Move(7, 9)), (MINISTER, Move(8, 7))],
        roll,
    )
    assert [(f.dice, f.weapon) for f in roll.calls] == [(6, "airstrike")]
    assert len(at(after, 9)) == 1 and len(at(after, 7)) == 2
    assert after.coup is not None and after.coup.airstrikes_left == 2


def test_gunboat_three_dice() -> None:
    """RULES 8: Gunboat "3, one volley, once per phase"."""
    us = units(0, 3, Kind.SOLDIER, 11, office=Office.GENERAL_1)
    roll = Script({(11, 0, WATCH): [[6, 6, 5]]})
    after, _ = resolve(coup_game(us), [(WATCH, Bombard("gunboat", 11, MINISTER))], roll)
    assert [f.dice for f in roll.calls] == [3] and len(at(after, 11)) == 1


def test_airstrikes_three_per_coup() -> None:
    """RULES 4.6: Airstrikes "at most one per phase, three per coup"."""
    us = units(0, 3, Kind.SOLDIER, 7, office=Office.GENERAL_1)
    state = coup_game(us, airstrikes_left=0)
    assert [r.code for r in validate(state, AIR, Bombard("airstrike", 7, MINISTER))] == ["no_airstrikes_left"]
    # Even past validation, the engine does not strike a fourth time.
    ctx = Ctx(state, random.Random(0))
    roll = Script()
    military.resolve(ctx, [Submitted(AIR, Bombard("airstrike", 7, MINISTER), 0)], roller=roll)
    assert roll.calls == []


def test_one_airstrike_per_phase() -> None:
    """RULES 4.6: Airstrikes "at most one per phase": a second Airstrike order replaces the first (one order per
    weapon and player, the last counts)."""
    assert Bombard("airstrike", 7, 1).key() == Bombard("airstrike", 8, 2).key()
    assert Bombard("gunboat", 7, 1).key() == Bombard("gunboat", 8, 2).key()


def test_bombardment_hits_only_the_named_players_units() -> None:
    """RULES 4.6: incoming fire hits "one named player's units in one named zone"."""
    us = units(0, 1, Kind.SOLDIER, 7, office=Office.GENERAL_1) + units(1, 1, Kind.SOLDIER, 7, office=Office.GENERAL_3)
    roll = Script({(7, 0, AIR): [[6] * 6]})
    after, _ = resolve(coup_game(us), [(AIR, Bombard("airstrike", 7, MINISTER))], roll)
    assert [u.id for u in at(after, 7)] == [1]


# --- retreats ----------------------------------------------------------------------------------------------------
def battle_in_22(extra: Sequence[Unit] = (), cabinet: dict[Office, int] | None = None) -> GameState:
    """Pocket-watch's 3 soldiers move from 23 into 22 and fire at the Minister's 2 soldiers there, who arrived
    earlier and so have first fire on them."""
    mine = units(0, 3, Kind.SOLDIER, 23, office=Office.GENERAL_3)
    theirs = units(10, 2, Kind.SOLDIER, 22, office=Office.GENERAL_1)
    return coup_game(mine + theirs + list(extra), cabinet=cabinet)


ATTACK_22: list[tuple[int, Order]] = [(WATCH, Move(23, 22)), (WATCH, Fire(22, MINISTER))]


def test_retreat_fewest_losses_stays() -> None:
    """RULES 4.6: "Retreats: after three volleys the player with the fewest losses in that battle stays ...; the
    others retreat to an adjacent zone: their origin if allowed, else an empty neighbour (lowest id)". The Minister
    did not move in (no origin): the lowest empty neighbour of 22 is 12."""
    roll = Script({(22, 1, WATCH): [[6, 1, 1]]})
    after, _ = resolve(battle_in_22(), ATTACK_22, roll)
    assert kinds(at(after, 22)) == {"soldier": 3} and {military.belongs(after, u) for u in at(after, 22)} == {WATCH}
    assert kinds(at(after, 12, MINISTER)) == {"soldier": 1}


def test_retreat_to_origin() -> None:
    """RULES 4.6: the loser retreats to "their origin if allowed"."""
    roll = Script({(22, 1, MINISTER): [[6, 1]]})
    after, _ = resolve(battle_in_22(), ATTACK_22, roll)
    assert kinds(at(after, 23, WATCH)) == {"soldier": 2}
    assert kinds(at(after, 22, MINISTER)) == {"soldier": 2}


def test_retreat_ties_stay() -> None:
    """RULES 4.6: "the player with the fewest losses in that battle stays (ties stay ...)"."""
    roll = Script({(22, 1, MINISTER): [[6, 1]], (22, 1, WATCH): [[6, 1]]})
    after, _ = resolve(battle_in_22(), ATTACK_22, roll)
    assert kinds(at(after, 22, WATCH)) == {"soldier": 2} and kinds(at(after, 22, MINISTER)) == {"soldier": 1}
    assert after.coup is not None and after.coup.log.retreats == ()


def test_retreat_bystanders_who_lost_nothing_count() -> None:
    """RULES 4.6: "(ties stay; bystanders who lost nothing count)": with a bystander there who lost nothing, both
    fighters who lost a unit retreat."""
    cab = dict(EXAMPLE_CABINET)
    cab[Office.MINISTER] = FOREIGN
    bystander = units(20, 1, Kind.POLICE, 22, office=Office.MINISTER)
    roll = Script({(22, 1, MINISTER): [[6, 1]], (22, 1, WATCH): [[6, 1]]})
    after, _ = resolve(battle_in_22(bystander, cabinet=cab), ATTACK_22, roll)
    assert kinds(at(after, 22)) == {"police": 1}
    assert kinds(at(after, 23, WATCH)) == {"soldier": 2}  # back to his origin
    assert kinds(at(after, 12, MINISTER)) == {"soldier": 1}
    assert after.coup is not None and {r.owner for r in after.coup.log.retreats} == {MINISTER, WATCH}


def test_retreat_to_lowest_empty_neighbour_then_allowed_then_destroyed() -> None:
    """RULES 4.6: "their origin if allowed, else an empty neighbour (lowest id), else one whose occupants allow it
    (Rebels deny Loyalists and the reverse unless ordered otherwise); nowhere: destroyed." Zone 2 (3rd Brigade
    Barracks) has the neighbours 1 and 4."""
    defender = units(0, 1, Kind.SOLDIER, 2, office=Office.GENERAL_1)
    attacker = units(10, 2, Kind.SOLDIER, 2, office=Office.GENERAL_3)
    rolls = {(2, 1, WATCH): [[6, 1]]}
    # Both neighbours empty: the lowest, 1. (The defender's soldier is the one that dies; give him two.)
    two = defender + units(1, 1, Kind.SOLDIER, 2, office=Office.GENERAL_1)
    after, _ = resolve(coup_game(two + attacker), [(WATCH, Fire(2, MINISTER))], Script(rolls))
    assert kinds(at(after, 1, MINISTER)) == {"soldier": 1}
    # 1 held by a Loyalist, 4 by a Rebel: the Loyalist Minister goes to 1.
    blocks = units(20, 1, Kind.STUDENT, 1, owner=FOREIGN) + units(21, 1, Kind.STUDENT, 4, owner=WAR)
    state = set_player(coup_game(two + attacker + blocks), WAR, rebel=True)
    after, _ = resolve(state, [(WATCH, Fire(2, MINISTER))], Script(rolls))
    assert kinds(at(after, 1, MINISTER)) == {"soldier": 1}
    # Both held by Rebels: nowhere to go, destroyed...
    state = set_player(set_player(coup_game(two + attacker + blocks), WAR, rebel=True), FOREIGN, rebel=True)
    after, _ = resolve(state, [(WATCH, Fire(2, MINISTER))], Script(rolls))
    assert at(after, 1, MINISTER) == [] and at(after, 4, MINISTER) == [] and at(after, 2, MINISTER) == []
    assert after.coup is not None and [r.to_zone for r in after.coup.log.retreats] == [None]
    # ... unless a Rebel allows him in.
    after, _ = resolve(state, [(WATCH, Fire(2, MINISTER)), (WAR, RetreatPermission(allow=(MINISTER,)))], Script(rolls))
    assert kinds(at(after, 4, MINISTER)) == {"soldier": 1}


def test_retreated_units_do_not_fight_again() -> None:
    """RULES 4.6: "(3) combat zone by zone, in zone-id order; then all retreats, in zone-id order. Retreated units
    do not fight again that phase." The Minister's two soldiers lose in 22 and fall back to their origin 27, where
    his third soldier fights alone."""
    mine = units(0, 3, Kind.SOLDIER, 23, office=Office.GENERAL_3) + units(
        3, 1, Kind.SOLDIER, 27, office=Office.GENERAL_3
    )
    theirs = units(10, 3, Kind.SOLDIER, 27, office=Office.GENERAL_1)
    roll = Script({(22, 1, WATCH): [[6, 1, 1]]})
    orders: list[tuple[int, Order]] = [
        (WATCH, Move(23, 22)),
        (MINISTER, Move(27, 22, (("soldier", 2),))),
        (WATCH, Fire(22, MINISTER)),
        (WATCH, Fire(27, MINISTER)),
    ]
    after, _ = resolve(coup_game(mine + theirs), orders, roll)
    assert [f.zone for f in roll.calls] == sorted(f.zone for f in roll.calls)
    assert {f.dice for f in roll.calls if f.zone == 27 and f.firer == MINISTER} == {1}
    assert len(at(after, 27, MINISTER)) == 2
    assert after.coup is not None and [(r.owner, r.from_zone, r.to_zone) for r in after.coup.log.retreats] == [
        (MINISTER, 22, 27)
    ]
