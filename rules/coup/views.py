"""The only ways hidden information leaves Nomicoup's engine: `public_view`, `player_view` and `visible`.

Public (COUP.md 7.1): every player's credits, exile count, number of face-down cards and revealed cards; the
Treasury; the number of cards in the Court Deck; the turn (action, target, claims, challenges, counteractions,
passes) and the step waiting. Private: a player's face-down cards (his own view only) and the Court Deck's order
(nobody's).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from rules.coup.cards import Character, characters
from rules.coup.engine import Deadline, deadline
from rules.coup.events import CoupEvent
from rules.coup.state import CoupState, EndReason, Mode, Standing, Step, Turn
from rules.coup.validate import who_may_act


@dataclass(frozen=True)
class PublicSeat:
    id: int
    name: str
    face_down: int
    revealed: tuple[Character, ...]
    credits: int
    exiles: int
    out: bool


@dataclass(frozen=True)
class PublicView:
    """The table as everyone sees it. `turn` and `step` are public as they are; `waiting`: who may act in the step
    now (before anything is received); `deck`: how many cards the Court Deck holds."""

    mode: Mode
    rounds: int
    round: int
    seq: int
    turn: Turn
    step: Step
    waiting: tuple[int, ...]
    deadline: Deadline | None
    treasury: int
    deck: int
    seats: tuple[PublicSeat, ...]
    ranking: tuple[Standing, ...]
    end: EndReason | None

    @property
    def over(self) -> bool:
        return self.end is not None


@dataclass(frozen=True)
class PlayerView:
    """A seat's view: the public view and his own face-down cards."""

    public: PublicView
    seat: int
    hand: tuple[Character, ...]


def public_view(state: CoupState) -> PublicView:
    return PublicView(
        mode=state.mode,
        rounds=state.rounds,
        round=state.round,
        seq=state.seq,
        turn=state.turn,
        step=state.step,
        waiting=tuple(sorted(who_may_act(state))),
        deadline=deadline(state),
        treasury=state.treasury,
        deck=len(state.deck),
        seats=tuple(
            PublicSeat(
                id=s.id,
                name=s.name,
                face_down=len(s.hand),
                revealed=characters(s.revealed),
                credits=s.credits,
                exiles=s.exiles,
                out=s.out,
            )
            for s in state.seats
        ),
        ranking=state.ranking,
        end=state.end,
    )


def player_view(state: CoupState, seat: int) -> PlayerView:
    return PlayerView(public=public_view(state), seat=seat, hand=characters(state.seat(seat).hand))


def visible(events: Iterable[CoupEvent], seat: int | None) -> tuple[CoupEvent, ...]:
    """The events `seat` may see (None: the public)."""
    return tuple(e for e in events if e.audience.sees(seat))
