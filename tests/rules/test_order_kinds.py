"""Each order kind is declared once (its class: key, phases, and its check beside its rules; its title is the
catalogues' `order-title-<kind>`, tests/bot/test_labels.py); the phase tables, the checks and the phase registry's
accepted orders are derived from those declarations."""

from __future__ import annotations

import typing
from dataclasses import dataclass
from typing import ClassVar

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rules.junta.orders
from rules.junta import validate as validate_module
from rules.junta.checks import CHECKS, check
from rules.junta.engine import REGISTRY
from rules.junta.orders import (
    ANY_PHASE,
    COUP_PHASES,
    ORDER_TYPES,
    PHASE_ORDERS,
    Decline,
    Move,
    Nominate,
    Order,
    OrderBase,
    Second,
    any_phase,
    phase_orders,
)
from rules.junta.state import GameState, Phase
from rules.junta.validate import validate
from rules.rejections import Rejection, refusal, reject
from tests.rules.helpers import game


@dataclass(frozen=True)
class Parley(OrderBase):
    """A kind declared only here: ask for a parley during the coup or after it."""

    KIND: ClassVar[str] = "parley"
    PHASES = (Phase.COUP, Phase.AFTERMATH)
    zone: int = 0


@dataclass(frozen=True)
class Toast(OrderBase):
    """A kind declared only here, given in any phase."""

    KIND: ClassVar[str] = "toast"
    PHASES = "any"


def _order_classes() -> set[type[OrderBase]]:
    found: set[type[OrderBase]] = set()
    todo = list(OrderBase.__subclasses__())
    while todo:
        cls = todo.pop()
        todo.extend(cls.__subclasses__())
        if cls.__module__ == rules.junta.orders.__name__:
            found.add(cls)
    return found


def test_the_order_union_and_the_list_of_kinds_agree() -> None:
    """Every order class of rules.junta.orders is in the `Order` union, and ORDER_TYPES lists exactly the union's kinds,
    each once: a class left out of the union fails here, by name."""
    missing = sorted(c.__name__ for c in _order_classes() - set(typing.get_args(Order)))
    assert not missing, f"not in the Order union: {missing}"
    assert typing.get_args(Order) == ORDER_TYPES
    assert len(set(ORDER_TYPES)) == len(ORDER_TYPES)


def test_every_order_kind_declares_a_key_and_its_phases() -> None:
    """Every kind has a stable key of its own, and is accepted in at least one phase of play (or in any
    phase); rebel-only action belongs to the locations phase, where the coup begins."""
    for kind in ORDER_TYPES:
        name = kind.__name__
        assert kind.KIND, f"{name} declares no KIND"
        assert kind.PHASES == "any" or (
            isinstance(kind.PHASES, tuple)
            and kind.PHASES
            and all(isinstance(ph, Phase) and ph is not Phase.GAME_OVER for ph in kind.PHASES)
        ), f"{name} declares no phase of play (PHASES = {kind.PHASES!r})"
        if kind.REBEL_ONLY:
            assert isinstance(kind.PHASES, tuple) and Phase.LOCATIONS in kind.PHASES, name
    assert len({k.KIND for k in ORDER_TYPES}) == len(ORDER_TYPES)


def test_every_order_kind_has_a_check() -> None:
    """Every kind has its check registered (a kind that needs nothing beyond its phase says so with a check that
    refuses nothing), and nothing else has one."""
    missing = sorted(k.__name__ for k in ORDER_TYPES if k not in CHECKS)
    assert not missing, f"no @check for: {missing}"
    assert set(CHECKS) == set(ORDER_TYPES)
    assert CHECKS[Decline](game(phase=Phase.NOMINATION), 1, Decline()) == ()


def test_a_kind_cannot_be_checked_twice() -> None:
    """Registering a second check for a kind fails at once, naming both."""
    with pytest.raises(ValueError, match="Move has two checks"):

        @check(Move)
        def _again(state: GameState, player: int, order: Move) -> tuple[Rejection, ...]:
            return ()


def test_the_tables_are_derived_from_the_declarations() -> None:
    """The phase tables are what the derivations make of the list of kinds, not lists of their own; the rules'
    tables are the same objects under their old names."""
    assert phase_orders(ORDER_TYPES) == PHASE_ORDERS
    assert any_phase(ORDER_TYPES) == ANY_PHASE
    assert validate_module.PHASE_ORDERS is PHASE_ORDERS
    assert validate_module.ANY_PHASE is ANY_PHASE
    assert PHASE_ORDERS[Phase.NOMINATION] == (Nominate, Second, Decline)
    assert set(PHASE_ORDERS) == set(Phase) and PHASE_ORDERS[Phase.GAME_OVER] == ()
    for phase in COUP_PHASES:
        assert Move in PHASE_ORDERS[phase]


def test_a_new_order_kind_shows_up_in_every_table() -> None:
    """A kind declared in another module (here) joins the phases it names and the orders of any phase, once it is in
    the list of kinds."""
    kinds = (*ORDER_TYPES, Parley, Toast)
    tables = phase_orders(kinds)
    assert tables[Phase.COUP] == (*PHASE_ORDERS[Phase.COUP], Parley)
    assert tables[Phase.AFTERMATH] == (*PHASE_ORDERS[Phase.AFTERMATH], Parley)
    assert all(Parley not in tables[ph] for ph in Phase if ph not in (Phase.COUP, Phase.AFTERMATH))
    assert all(Toast not in tables[ph] for ph in Phase)
    assert any_phase(kinds) == (*ANY_PHASE, Toast)


def test_a_new_order_kind_is_validated_by_its_declarations(monkeypatch: pytest.MonkeyPatch) -> None:
    """Validation reads the derived tables and the registered check: the new kind is refused outside its phases in
    a refusal naming its kind (the bot names it by its title: `order-title-<kind>`), and inside them by its own
    check."""
    kinds = (*ORDER_TYPES, Parley, Toast)
    monkeypatch.setattr(validate_module, "PHASE_ORDERS", phase_orders(kinds))
    monkeypatch.setattr(validate_module, "ANY_PHASE", any_phase(kinds))
    try:

        @check(Parley)
        def _parley(state: GameState, player: int, order: Parley) -> tuple[Rejection, ...]:
            return reject("no_parley", "Nobody parleys in a test.") if order.zone == 0 else ()

        @check(Toast)
        def _toast(state: GameState, player: int, order: Toast) -> tuple[Rejection, ...]:
            return ()

        assert validate(game(phase=Phase.NOMINATION), 1, Parley()) == (  # type: ignore[arg-type]
            refusal("wrong_phase", form="order", order=Parley.KIND, phase="nomination"),
        )
        assert [r.code for r in validate(game(phase=Phase.COUP), 1, Parley())] == ["no_parley"]  # type: ignore[arg-type]
        assert validate(game(phase=Phase.AFTERMATH), 1, Parley(zone=3)) == ()  # type: ignore[arg-type]
        assert validate(game(phase=Phase.BUDGET_VOTE), 1, Toast()) == ()  # type: ignore[arg-type]
    finally:
        CHECKS.pop(Parley, None)
        CHECKS.pop(Toast, None)


def test_the_phase_registry_says_which_orders_each_phase_accepts() -> None:
    """Each phase of play accepts the kinds that name it, then the kinds of any phase."""
    for phase, rule in REGISTRY.items():
        assert rule.accepts == (*PHASE_ORDERS[phase], *ANY_PHASE)
        for kind in ORDER_TYPES:
            declared = kind.PHASES == "any" or phase in kind.PHASES
            assert (kind in rule.accepts) == declared, (phase, kind.__name__)
    assert set(REGISTRY) == set(Phase) - {Phase.GAME_OVER}


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    order=st.sampled_from(ORDER_TYPES).flatmap(st.from_type),
    phase=st.sampled_from(sorted(REGISTRY)),
)
def test_validate_refuses_as_out_of_phase_exactly_the_orders_the_registry_does_not_accept(
    order: OrderBase, phase: Phase
) -> None:
    """Whatever its fields say, an order is refused as 'not an order of this phase' exactly when the phase's
    registry entry does not accept its kind (a living player who is not in exile, the game not over)."""
    kind = type(order)
    found = validate(game(phase=phase), 1, order)  # type: ignore[arg-type]
    out_of_phase = refusal("wrong_phase", form="order", order=kind.KIND, phase=phase.value)
    assert (found == (out_of_phase,)) == (kind not in REGISTRY[phase].accepts)
