"""Money as bills (RULES 5): the money deck, and paying with real denominations.

Bills are objects with an id and a denomination (1, 2 or 3 MP). Every bill of the game is always in exactly one
place: the money deck, a pocket, a Swiss account, the budget pool, or out of play. Payments give no change.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

# The known money deck: 51 x 1 MP, 30 x 2 MP, 15 x 3 MP (web rules).
KNOWN_DECK: tuple[tuple[int, int], ...] = ((1, 51), (2, 30), (3, 15))
KNOWN_BILLS = sum(n for _, n in KNOWN_DECK)
EXTRA_BILLS_MAX = 14
DENOMINATIONS = (1, 2, 3)

Counts = tuple[int, int, int]


@dataclass(frozen=True, order=True)
class Bill:
    """One banknote. Ids below `KNOWN_BILLS` are the known deck; higher ids are the unknown extra bills."""

    id: int
    value: int


def build_money_deck(rng: random.Random, extras: bool = True) -> tuple[Bill, ...]:
    """The shuffled money deck: the known 96 bills plus (web, RULES 5) 0-14 extra bills of random denominations 1-3;
    without extras (classic, VARIANTS 7.1) exactly the 96."""
    values: list[int] = []
    for value, count in KNOWN_DECK:
        values.extend([value] * count)
    extra = rng.randint(0, EXTRA_BILLS_MAX) if extras else 0
    values.extend(rng.randint(1, 3) for _ in range(extra))
    bills = [Bill(i, v) for i, v in enumerate(values)]
    rng.shuffle(bills)
    return tuple(bills)


def total(bills: Iterable[Bill]) -> int:
    return sum(b.value for b in bills)


def counts(bills: Iterable[Bill]) -> Counts:
    c = [0, 0, 0]
    for b in bills:
        c[b.value - 1] += 1
    return (c[0], c[1], c[2])


def describe(bills: Iterable[Bill]) -> str:
    """'3 + 2 + 1 = 6 MP' (largest first), or 'no bills'."""
    values = sorted((b.value for b in bills), reverse=True)
    if not values:
        return "no bills"
    return f"{' + '.join(str(v) for v in values)} = {sum(values)} MP"


def remove(bills: Sequence[Bill], taken: Iterable[Bill]) -> tuple[Bill, ...]:
    gone = {b.id for b in taken}
    return tuple(b for b in bills if b.id not in gone)


def _compositions(amount: int, avail: Counts) -> Iterator[Counts]:
    """Every (ones, twos, threes) within `avail` that adds up to `amount`, fewest bills first."""
    r1, r2, r3 = avail
    for x3 in range(min(r3, amount // 3), -1, -1):
        rest3 = amount - 3 * x3
        for x2 in range(min(r2, rest3 // 2), -1, -1):
            x1 = rest3 - 2 * x2
            if x1 <= r1:
                yield (x1, x2, x3)


def _take(bills: Sequence[Bill], comp: Counts) -> tuple[Bill, ...]:
    """The first bills of each denomination (by id) matching a composition."""
    out: list[Bill] = []
    need = list(comp)
    for b in sorted(bills, key=lambda b: (b.value, b.id)):
        if need[b.value - 1] > 0:
            need[b.value - 1] -= 1
            out.append(b)
    return tuple(out)


def split_counts(avail: Counts, amounts: Sequence[int]) -> list[Counts] | None:
    """Compositions paying each amount exactly from `avail`, or None when the bills cannot do it."""
    failed: set[tuple[int, Counts]] = set()

    def go(i: int, rest: Counts) -> list[Counts] | None:
        if i == len(amounts):
            return []
        if (i, rest) in failed:
            return None
        for comp in _compositions(amounts[i], rest):
            tail = go(i + 1, (rest[0] - comp[0], rest[1] - comp[1], rest[2] - comp[2]))
            if tail is not None:
                return [comp, *tail]
        failed.add((i, rest))
        return None

    if any(a < 0 for a in amounts) or sum(amounts) > avail[0] + 2 * avail[1] + 3 * avail[2]:
        return None
    order = sorted(range(len(amounts)), key=lambda i: -amounts[i])
    sorted_amounts = [amounts[i] for i in order]
    amounts = sorted_amounts
    found = go(0, avail)
    if found is None:
        return None
    result: list[Counts] = [(0, 0, 0)] * len(order)
    for pos, idx in enumerate(order):
        result[idx] = found[pos]
    return result


def split_exact(bills: Sequence[Bill], amounts: Sequence[int]) -> tuple[tuple[Bill, ...], ...] | None:
    """Disjoint groups of `bills` paying each amount exactly (the rest stays over), or None."""
    comps = split_counts(counts(bills), amounts)
    if comps is None:
        return None
    left = list(bills)
    groups: list[tuple[Bill, ...]] = []
    for comp in comps:
        group = _take(left, comp)
        groups.append(group)
        left = list(remove(left, group))
    return tuple(groups)


def pick_exact(bills: Sequence[Bill], amount: int) -> tuple[Bill, ...] | None:
    """Bills adding up to exactly `amount` (fewest bills), or None."""
    found = split_exact(bills, [amount])
    return None if found is None else found[0]


def payable_amounts(bills: Sequence[Bill]) -> tuple[int, ...]:
    """Every amount from 0 up that these bills can pay exactly."""
    c1, c2, c3 = counts(bills)
    return tuple(
        sorted({x1 + 2 * x2 + 3 * x3 for x1 in range(c1 + 1) for x2 in range(c2 + 1) for x3 in range(c3 + 1)})
    )


def pay_at_least(bills: Sequence[Bill], cost: int) -> tuple[Bill, ...] | None:
    """The bills that pay `cost` with the least overpayment (no change is given), then fewest bills; None if
    the bills add up to less than the cost."""
    if cost <= 0:
        return ()
    if total(bills) < cost:
        return None
    for amount in range(cost, cost + 3):
        found = pick_exact(bills, amount)
        if found is not None:
            return found
    return tuple(bills)  # unreachable with denominations 1-3, kept for safety


def take_by_lot(bills: Sequence[Bill], amount: int, rng: random.Random) -> tuple[Bill, ...]:
    """Bills taken by lot until they add up to at least `amount` (the last one may pass it: no change)."""
    if amount <= 0:
        return ()
    pool = sorted(bills)
    rng.shuffle(pool)
    out: list[Bill] = []
    got = 0
    for b in pool:
        if got >= amount:
            break
        out.append(b)
        got += b.value
    return tuple(out)


def nearest_payable(bills: Sequence[Bill], amounts: Sequence[int]) -> tuple[int, ...]:
    """The payable allocation closest to `amounts` (least total difference; ties: less money moved, then the
    earlier players' amounts closest). Used to tell a President what he could propose instead."""
    avail = counts(bills)
    size = (avail[0] + 1) * (avail[1] + 1) * (avail[2] + 1)
    if size > 5000:
        # Too many bills for the exact search: fit each amount greedily in order.
        out: list[int] = []
        rest = list(bills)
        for a in amounts:
            options = payable_amounts(rest)
            best = min(options, key=lambda v: (abs(v - a), v))
            got = pick_exact(rest, best) or ()
            rest = list(remove(rest, got))
            out.append(best)
        return tuple(out)

    memo: dict[tuple[int, Counts], tuple[int, tuple[int, ...]]] = {}

    def all_comps(rest: Counts) -> Iterator[Counts]:
        for x3 in range(rest[2] + 1):
            for x2 in range(rest[1] + 1):
                for x1 in range(rest[0] + 1):
                    yield (x1, x2, x3)

    def go(i: int, rest: Counts) -> tuple[int, tuple[int, ...]]:
        if i == len(amounts):
            return (0, ())
        key = (i, rest)
        if key in memo:
            return memo[key]
        best: tuple[int, tuple[int, ...]] = (1 << 30, ())
        for comp in all_comps(rest):
            v = comp[0] + 2 * comp[1] + 3 * comp[2]
            # Compositions of one value leave different change for the others: try each.
            sub_cost, sub_vals = go(i + 1, (rest[0] - comp[0], rest[1] - comp[1], rest[2] - comp[2]))
            cand = (abs(amounts[i] - v) + sub_cost, (v, *sub_vals))
            if not best[1] or _better(cand, best, amounts[i:]):
                best = cand
        memo[key] = best
        return best

    return go(0, avail)[1]


def _better(a: tuple[int, tuple[int, ...]], b: tuple[int, tuple[int, ...]], wanted: Sequence[int]) -> bool:
    if a[0] != b[0]:
        return a[0] < b[0]
    da = tuple(abs(v - w) for v, w in zip(a[1], wanted, strict=True))
    db = tuple(abs(v - w) for v, w in zip(b[1], wanted, strict=True))
    if da != db:
        return da < db
    return a[1] < b[1]
