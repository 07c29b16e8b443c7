"""The working context of one adjudication: the state being rebuilt, the seeded generator, the events."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from rules.events import PUBLIC, Audience, Event
from rules.junta.money import Bill, remove
from rules.junta.offices import Office
from rules.junta.state import GameState, Phase, Player, Seat, Stats


class Ctx:
    """Mutable only inside one call of `adjudicate`; the state it holds is always a frozen dataclass."""

    def __init__(self, state: GameState, rng: random.Random) -> None:
        self.s = state
        self.rng = rng
        self.events: list[Event] = []
        self.played: list[tuple[int, int]] = []  # (player, card id) played this phase, in order
        self.banked: set[int] = set()
        self.new_budget_by: int | None = None
        self.next_phase: Phase | None = None
        self.new_turn = False
        self.game_over: str | None = None  # why the game ends: one of rules.junta.turns.GAME_OVER_REASONS
        self.nobody_wins = False  # classic: every player died in one terror phase (VARIANTS 5.8.6)
        self.president_died = False

    # --- events ----------------------------------------------------------------------------------------
    def emit(self, code: str, text: str, audience: Audience, **data: Any) -> None:
        """An event with its English sentence: the old way, until every event is data (`say`)."""
        self.events.append(Event(code, text, audience, data))

    def say(self, code: str, audience: Audience, **data: Any) -> None:
        """An event as data: its code and typed fields; the bot makes its sentence (`rules.events.Event`)."""
        self.events.append(Event(code, "", audience, data))

    def name(self, pid: int | None) -> str:
        if pid is None:
            return "nobody"
        return self.s.players[pid].name

    # --- state updates -----------------------------------------------------------------------------------
    def update(self, **changes: Any) -> None:
        self.s = replace(self.s, **changes)

    def player(self, pid: int) -> Player:
        return self.s.players[pid]

    def set_player(self, pid: int, **changes: Any) -> None:
        players = list(self.s.players)
        players[pid] = replace(players[pid], **changes)
        self.s = replace(self.s, players=tuple(players))

    def stat(self, pid: int, **add: int) -> None:
        stats = list(self.s.stats)
        cur = stats[pid]
        stats[pid] = replace(cur, **{k: getattr(cur, k) + v for k, v in add.items()})
        self.s = replace(self.s, stats=tuple(stats))

    def set_seat(self, office: Office, holder: int | None, brother_in_law: bool = False) -> None:
        seats = [s for s in self.s.seats if s.office is not office]
        seats.append(Seat(office, holder, brother_in_law))
        order = {o: i for i, o in enumerate(Office)}
        self.s = replace(self.s, seats=tuple(sorted(seats, key=lambda s: order[s.office])))

    # --- money -----------------------------------------------------------------------------------------
    def take_cash(self, pid: int, bills: tuple[Bill, ...]) -> None:
        p = self.player(pid)
        self.set_player(pid, pocket=remove(p.pocket, bills))

    def give_cash(self, pid: int, bills: tuple[Bill, ...]) -> None:
        p = self.player(pid)
        self.set_player(pid, pocket=tuple(sorted(p.pocket + bills)))

    def out_of_play(self, bills: tuple[Bill, ...]) -> None:
        self.update(out_of_play=tuple(sorted(self.s.out_of_play + bills)))

    # --- cards -----------------------------------------------------------------------------------------
    def discard_cards(self, pid: int, cards: tuple[int, ...]) -> None:
        p = self.player(pid)
        gone = set(cards)
        self.set_player(
            pid,
            hand=tuple(c for c in p.hand if c not in gone),
            influence=tuple(c for c in p.influence if c not in gone),
        )
        self.update(discards=self.s.discards + tuple(cards))

    def draw_cards(self, pid: int, n: int) -> tuple[int, ...]:
        """Draw up to n political cards; an empty deck takes the shuffled discards (board game 5)."""
        drawn: list[int] = []
        for _ in range(n):
            if not self.s.political_deck:
                if not self.s.discards:
                    break
                fresh = list(self.s.discards)
                self.rng.shuffle(fresh)
                self.update(political_deck=tuple(fresh), discards=())
                self.say("deck_reshuffled", PUBLIC)
            top, rest = self.s.political_deck[0], self.s.political_deck[1:]
            self.update(political_deck=rest)
            drawn.append(top)
        if drawn:
            p = self.player(pid)
            self.set_player(pid, hand=p.hand + tuple(drawn))
        return tuple(drawn)


def new_stats(n: int) -> tuple[Stats, ...]:
    return tuple(Stats(i) for i in range(n))
