"""Where a computer family of issue 25 spends the turn (`rules.junta.computer.locations`; RULES 4.5: "Locations are
fixed and assassins dispatched ... Banking, if the Bank is open: living players at the Bank deposit"). Issue 25:
"make the new computer clearly stronger in 7-player web games": a President who went to the Bank every turn was
killed there about one visit in ten, his cash going to the killer (RULES 4.5.1) and his presidency with it."""

from __future__ import annotations

from dataclasses import replace

from rules.events import PUBLIC, Event
from rules.junta import computer
from rules.junta.computer import locations
from rules.junta.money import KNOWN_BILLS
from rules.junta.orders import Banking, ChooseLocation
from rules.junta.state import BankState, GameState, Location, Phase
from rules.junta.validate import validate
from tests.rules.helpers import game, give_bills, give_cards
from tests.rules.test_computer import CORTEZ, DUARTE, PRESIDENT, decide

SEEDS = [f"s{i}" for i in range(60)]


def _where(state: GameState, pid: int, history: tuple[Event, ...] = (), personality: str = "banker",
           seed: str = "t") -> Location | None:
    orders = decide(state, pid, history, personality=personality, seed=seed)
    assert all(validate(state, pid, o) == () for o in orders)
    chosen = next((o for o in orders if isinstance(o, ChooseLocation)), None)
    return None if chosen is None else chosen.location


def _president_with_cash(*values: int) -> GameState:
    g = give_bills(game(phase=Phase.LOCATIONS), PRESIDENT, *values)
    g, _ = give_cards(g, DUARTE, "Amateur Assassin")  # a rival may hold an assassin (his cards are public counts)
    return g


def test_a_president_hides_unless_he_must_bank() -> None:
    """The President, carrying 10 MP of his budget, is the family every assassin looks for at the Bank, and the
    presidency is what a family dies there with (issue 25): he hides every turn, where assassins least look for
    him, until he must bank (near the game's end, or carrying `CARRY` MP: the tests below)."""
    g = _president_with_cash(3, 3, 2, 2)
    seen = [_where(g, PRESIDENT, seed=s) for s in SEEDS]
    assert Location.BANK not in seen
    assert set(seen) <= set(locations.HIDING)


def test_the_family_paid_most_banks_one_turn_in_two() -> None:
    """Cortez, not the President but paid most this turn, is the family assassins look for at the Bank: he goes
    there in about half the turns (by lot) and hides elsewhere in the others; every time he goes, he banks it all."""
    g = give_bills(_president_with_cash(3, 3), CORTEZ, 3, 3, 2, 2)
    paid = (
        Event("president_elected", "", PUBLIC, {"president": PRESIDENT}),
        Event("budget_proposed", "", PUBLIC, {"totals": {str(CORTEZ): 10, str(DUARTE): 2}}),
        Event("budget_vote", "", PUBLIC, {"passed": True, "roll_call": []}),
    )
    seen = [_where(g, CORTEZ, paid, seed=s) for s in SEEDS]
    banked = sum(1 for w in seen if w is Location.BANK)
    assert 0.3 * len(SEEDS) <= banked <= 0.7 * len(SEEDS)
    assert {w for w in seen if w is not Location.BANK} <= set(locations.HIDING)
    orders = next(decide(g, CORTEZ, paid, seed=s) for s, w in zip(SEEDS, seen, strict=True) if w is Location.BANK)
    assert Banking(deposit=-1) in orders


def test_it_banks_near_the_games_end() -> None:
    """With the money deck's known bills all but drawn (public in web, RULES 5), the game may end at the next
    budget draw, and only the Swiss account counts (RULES 6): it banks what it carries, whatever the risk."""
    g = replace(_president_with_cash(3, 3, 2, 2), bills_drawn=KNOWN_BILLS - locations.END_BILLS)
    assert all(_where(g, PRESIDENT, seed=s) is Location.BANK for s in SEEDS)


def test_it_never_carries_a_fortune_another_turn() -> None:
    """With `CARRY` MP or more in its pocket it banks, whatever the risk."""
    g = _president_with_cash(*[3] * -(-locations.CARRY // 3))
    assert all(_where(g, PRESIDENT, seed=s) is Location.BANK for s in SEEDS)


def test_a_president_carries_much_rather_than_die_at_the_bank() -> None:
    """A President carrying 30 MP, less than `CARRY`, still hides (issue 25: at the Bank he is the family every
    assassin looks for, and dying there costs him his cash and the presidency, RULES 4.5.1): he banks it at the
    game's end or once it reaches `CARRY`."""
    assert locations.CARRY > 30
    g = _president_with_cash(*[3] * 10)
    seen = [_where(g, PRESIDENT, seed=s) for s in SEEDS]
    assert Location.BANK not in seen


def test_a_family_nobody_looks_for_decides_as_before() -> None:
    """Cortez, not the President and paid less this turn than a rival, is nobody's first target: his location is
    issue 17's (the same as the baseline computer of his personality would choose)."""
    g = give_bills(_president_with_cash(3, 3), CORTEZ, 2)
    paid = (
        Event("president_elected", "", PUBLIC, {"president": PRESIDENT}),
        Event("budget_proposed", "", PUBLIC, {"totals": {str(CORTEZ): 2, str(DUARTE): 5}}),
        Event("budget_vote", "", PUBLIC, {"passed": True, "roll_call": []}),
    )
    for s in SEEDS[:20]:
        base = _where(g, CORTEZ, paid, personality=computer.BASELINE, seed=s)
        mine = computer.personality_for(s, CORTEZ)
        assert _where(g, CORTEZ, paid, personality=mine, seed=s) == base


def test_the_bank_closed_changes_nothing() -> None:
    """With the Bank closed (RULES 4.4) there is nothing to bank: no decision of this module."""
    g = replace(_president_with_cash(3, 3, 2, 2), bank=BankState.CLOSED)
    assert all(_where(g, PRESIDENT, seed=s) is not Location.BANK for s in SEEDS)
