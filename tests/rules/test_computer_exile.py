"""A computer family and exile in a coup (issue 25: "retreat routes and safe passage"; RULES 4.6-4.7): safe passage for
an exile from a family that stands aside.

The coup map of `tests.rules.test_coup_moves`: President (0), Minister (1), the Air Force commander (2), the Admiral
(3), the Minister of War (4), the Foreign Minister (5) and Garza (6), who holds no office.
"""

from __future__ import annotations

import random
from dataclasses import replace

from rules.events import PUBLIC, Event
from rules.junta import military as engine_military
from rules.junta.computer import military
from rules.junta.computer.memory import remember
from rules.junta.context import Ctx
from rules.junta.offices import Office
from rules.junta.orders import Land, ReturnFromExile, SafePassage, Submitted
from rules.junta.phases import coup as coup_phase
from rules.junta.state import Status
from rules.junta.units import Kind, Unit
from rules.junta.validate import validate
from rules.junta.views import player_view, redact
from tests.rules import test_coup_moves as coup_moves
from tests.rules.helpers import set_player
from tests.rules.test_computer import decide

REBEL = coup_moves.WAR


def test_a_family_standing_aside_brings_an_exile_home_with_safe_passage() -> None:
    """RULES 4.7: "During a coup, return only through an embassy held by one of his own units or by a player who
    grants safe passage"; 4.6: a landing does not exile him; VARIANTS 12: "Default when an exile asks for safe
    passage? granted". Issue 25: safe passage in play (never given in 450 computer games: only a friend of the exile
    landed for him, and a family standing aside granted nothing). The Air Force commander, left out by the budget,
    stands aside in this coup; Garza, abroad, never turned against him. He lands his idle Paratrooper in an embassy,
    grants Garza safe passage there the next phase, Garza comes home through it, and the engine brings him home."""
    air, exile = coup_moves.AIR, coup_moves.NOBODY
    extra = [Unit(80, Kind.STUDENT, 22, owner=REBEL)]
    state = coup_moves.coup_game(coup_moves.ALL + extra, phase=1, n=7)
    state = replace(state, players=tuple(replace(p, rebel=p.id == REBEL) for p in state.players))
    state = set_player(state, exile, status=Status.EXILED)
    assert state.coup is not None
    state = replace(state, coup=replace(state.coup, control=engine_military.control_points(state)))
    history = (
        Event("president_elected", "", PUBLIC, {"president": coup_moves.PRESIDENT}),
        Event("turn_begins", "", PUBLIC, {"turn": 2}),
        Event("budget_proposed", "", PUBLIC, {"totals": {str(coup_moves.NAVY): 6}}),
        Event("budget_vote", "", PUBLIC, {"passed": True, "roll_call": []}),
    )
    memory = remember(air, redact(history, air), state.president)
    memory.bound = True
    assert military.side(player_view(state, air), memory) == "neutral" and memory.ally_score(exile) == 0
    landing = [o for o in decide(state, air, history) if isinstance(o, Land)]
    assert len(landing) == 1 and landing[0].kind == "paratrooper" and landing[0].zone in military.EMBASSIES
    embassy = landing[0].zone
    after, _ = coup_moves.resolve(state, [(air, landing[0])])
    assert after.players[air].status is Status.ALIVE and after.coup is not None
    after = replace(after, coup=replace(after.coup, phase=2))
    grant = [o for o in decide(after, air, history) if isinstance(o, SafePassage)]
    assert grant == [SafePassage(exile, embassy)] and validate(after, air, grant[0]) == ()
    home = [o for o in decide(after, exile, history) if isinstance(o, ReturnFromExile)]
    assert [o.embassy for o in home] == [embassy] and validate(after, exile, home[0]) == ()
    ctx = Ctx(after, random.Random("t"))
    coup_phase.returns(ctx, [Submitted(air, grant[0], 1), Submitted(exile, home[0], 2)])
    assert ctx.s.players[exile].status is Status.ALIVE


def test_a_family_standing_aside_lands_for_no_exile_who_turned_against_it() -> None:
    """Whom it brings home (`military._welcome`): standing aside, an exile who never turned against it, not one who
    once sent an assassin after it (RULES 4.5: the victim is told); fighting for a side, only a friend (the
    Paratrooper is needed at the control points)."""
    air, exile = coup_moves.AIR, coup_moves.NOBODY
    state = coup_moves.coup_game([*coup_moves.ALL, Unit(80, Kind.STUDENT, 22, owner=REBEL)], phase=1, n=7)
    state = replace(state, players=tuple(replace(p, rebel=p.id == REBEL) for p in state.players))
    state = set_player(state, exile, status=Status.EXILED)
    memory = remember(air, (), state.president)
    memory.hostile[exile] = 1
    assert not military._welcome(memory, exile, "neutral")
    assert military._welcome(remember(air, (), state.president), exile, "neutral")
    assert not military._welcome(remember(air, (), state.president), exile, "loyal")
    assert Office.AIR_FORCE in player_view(state, air).acts_for
