"""Counts and lists in the sentences players read (issue 22): one helper joins names as English does, counts agree
with their nouns, units are counted by their kind's own singular and plural."""

from __future__ import annotations

import random
from dataclasses import replace

from rules.junta.context import Ctx
from rules.junta.state import Stats
from rules.junta.turns import end_game
from rules.junta.units import KINDS, Kind, parse_kind
from rules.words import listing, plural
from tests.rules.helpers import NAMES, fresh
from tests.said import english


def test_lists_are_joined_with_commas_and_a_last_and() -> None:
    """'A', 'A and B', 'A, B and C'; 'or' for a choice; nothing is the word given for it."""
    assert listing([]) == "" and listing([], empty="nobody") == "nobody"
    assert listing(["A"]) == "A" and listing(["A", "B"]) == "A and B"
    assert listing(["A", "B", "C"]) == "A, B and C" and listing(["A", "B", "C"], "or") == "A, B or C"


def test_counts_agree_with_their_noun() -> None:
    assert plural(1, "vote") == "1 vote" and plural(2, "vote") == "2 votes" and plural(0, "card") == "0 cards"
    assert plural(1, "die", "dice") == "1 die" and plural(3, "die", "dice") == "3 dice"


def test_units_are_counted_in_the_singular_and_plural_of_their_kind() -> None:
    """RULES 8 and section 9 speak of 'a Striker', '3 Strikers', 'a Student', 'the Police'."""
    assert KINDS[Kind.SOLDIER].count(1) == "1 Soldier" and KINDS[Kind.SOLDIER].count(3) == "3 Soldiers"
    assert KINDS[Kind.STUDENT].count(1) == "1 Student" and KINDS[Kind.STUDENT].count(2) == "2 Students"
    assert KINDS[Kind.BANK_GUARD].count(1) == "1 Bank Guard" and KINDS[Kind.COMMANDO].count(4) == "4 Commandos"
    assert KINDS[Kind.POLICE].count(4) == "4 Police" and KINDS[Kind.MILITIA].count(2) == "2 Militia"
    for kind, info in KINDS.items():
        assert parse_kind(info.one) is kind and parse_kind(info.many) is kind and parse_kind(info.title) is kind


def test_a_shared_award_lists_its_winners_once_with_the_count_each() -> None:
    """RULES 6: "awards drawn from the game's statistics"; a tie shares the award: 'Alba, Borges and Cortez (1 death
    each)', not 'Alba and Borges and Cortez (1 death)'."""
    state = fresh(6, "awards")
    stats = tuple(Stats(p.id, deaths=1 if p.id < 3 else 0, kills=2 if p.id == 4 else 0) for p in state.players)
    ctx = Ctx(replace(state, stats=stats), random.Random(0))
    end_game(ctx, "The end.")
    (text,) = [english(e, ctx.s) for e in ctx.events if e.code == "game_over"]
    assert f"Cat With Nine Lives: {NAMES[0]}, {NAMES[1]} and {NAMES[2]} (1 death each)" in text, text
    assert f"The Family Business: {NAMES[4]} (2 assassinations)" in text, text
