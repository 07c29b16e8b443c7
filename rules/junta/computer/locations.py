"""Where a computer family of issue 25 spends the turn (RULES 4.5: locations are fixed, then assassins strike).

Issue 17's computer went to the Bank whenever the Secret Police could hardly reach it there; as President it went
every turn, and about one visit in ten was its death (`python -m bench.players`): the family the table just saw paid
the most is the one every assassin looks for at the Bank, and a President killed there loses his cash to the
killer and his presidency with it. Issue 25's family that looks like that target banks one turn in `BANK_ODDS` and
hides elsewhere otherwise, where assassins least look for it; near the game's end (the money deck's known bills
all but drawn, RULES 5) it banks what it carries, as the Swiss account alone counts.

A President of issue 25 does not bank by lot: he hides every turn and banks only when he must (near the game's end,
or carrying `CARRY` MP). The presidency is the prize (in the web games of `bench.players` the new computer almost
never won without having been President), and a President killed at the Bank loses it: in 60 web games 16 of the 38
terms of the new computer ended so, and all its deaths as President were at the Bank.
"""

from __future__ import annotations

import random

from rules.junta.computer import civil, facts
from rules.junta.computer.memory import Memory
from rules.junta.state import Location
from rules.junta.views import PlayerView

BANK_ODDS = 0.5
"""The share of turns in which the family the table looks for at the Bank goes there anyway."""
CARRY = 40
"""Cash (MP) it does not carry another turn: at this much it banks whatever the risk. At 24 a President went to the
Bank about one turn in two and was killed there one visit in nine (16 of his 19 deaths as President in 100 web
games of `bench.players`' versus line); carrying up to 40 MP, paired on the same 450 seeds, the new computer won
2.6 points more of them (+-2.2)."""
END_BILLS = 24
"""Known bills left in the money deck below which the game may end at the next budget draw or the one after."""
HIDING = (Location.HQ, Location.MISTRESS, Location.HOME, Location.CLUB)
HIDING_WEIGHTS = (4, 2, 1, 1)


def endgame(view: PlayerView) -> bool:
    """The money deck is nearly drawn (shown to the table: web; classic hides it, VARIANTS 7.3)."""
    pub = view.public
    return pub.show_money_deck and pub.money.known_total - pub.money.drawn <= END_BILLS


def exposed(view: PlayerView, memory: Memory) -> bool:
    """It is the family assassins look for: the President, or the one the table saw paid most this turn."""
    me = view.player
    if me == view.public.president:
        return True
    mine = memory.recent.get(me, 0.0)
    return mine >= 2 and all(memory.recent.get(p, 0.0) <= mine for p in facts.rivals(view))


def where(view: PlayerView, memory: Memory, rng: random.Random) -> Location | None:
    """The Bank or a hiding place for a family with cash while the Bank is usable; None: as issue 17's computer."""
    if not civil.bank_usable(view) or view.cash < 1 or facts.rules(view).straw_men:
        return None
    if endgame(view) or view.cash >= CARRY:
        return Location.BANK
    if not exposed(view, memory) or (civil.secret_police_cannot_reach(view, memory) and not _assassins(view)):
        return None
    if view.player != view.public.president and rng.random() < BANK_ODDS:
        return Location.BANK
    return rng.choices(HIDING, weights=HIDING_WEIGHTS)[0]


def _assassins(view: PlayerView) -> bool:
    """Some rival may hold an assassin card (any rival with cards in hand may)."""
    return any(p.cards > 0 for p in view.public.players if p.id != view.player and facts.alive(view, p.id))
