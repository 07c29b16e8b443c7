"""Nomicoup (seed 004, `shared/spec/COUP.md`): the card game Coup as a continuous game, and the classic game.

Pure and standard library only, like the rest of `rules/`. What a host (the bot) calls, modelled on boardgame.io's
Game object (setup, moves, steps, playerView):

- setup: `new_game(names, seed, mode="continuous"|"classic", rounds=8)` -> `Resolution(state, events)` or
  rejections (data);
- the step waiting: `state.step` (`StepKind`: action, reactions, counter_challenge, show, lose, exchange, over);
  `who_may_act(state, received)`: who may still give an input (empty: close the step now); `deadline(state)`: which
  of the game's deadlines the step runs on (`Timing`: `LIVE`, `BY_POST`);
- inputs (`rules.coup.inputs`): `validate(state, seat, input, received)` -> rejections (a stable code and its
  numbers, no sentence); `choices(state, seat, received)`: every input the seat may give now (buttons and menus);
- `step(state, received, seed)` -> `Resolution`: close the step with the inputs received in order (refusing those
  that do not count, taking the defaults for those who did not answer) and run on to the next step that waits;
- `end(state, seed)`: a moderator's end;
- views: `public_view(state)`, `player_view(state, seat)`, `visible(events, seat)`;
- `rules.coup.codec`: JSON with a schema version for states, inputs and events;
- no sentences: events and rejections are data, worded by the bot (`bot.games.coup.words`, its catalogue coup.ftl);
- `rules.coup.computer.decide`: a computer player; `rules.coup.simulate`: whole games.
"""

from __future__ import annotations

from rules.coup.cards import Character
from rules.coup.engine import BY_POST, LIVE, Deadline, Resolution, Timing, deadline, end, new_game, step
from rules.coup.inputs import Act, Challenge, Counter, DontShow, Input, Lose, Pass, Received, ReturnCards, Show
from rules.coup.state import ACTIONS, Action, CoupState, EndReason, Mode, StepKind
from rules.coup.validate import choices, validate, who_may_act
from rules.coup.views import PlayerView, PublicView, player_view, public_view, visible

__all__ = [
    "ACTIONS",
    "BY_POST",
    "LIVE",
    "Act",
    "Action",
    "Challenge",
    "Character",
    "Counter",
    "CoupState",
    "Deadline",
    "DontShow",
    "EndReason",
    "Input",
    "Lose",
    "Mode",
    "Pass",
    "PlayerView",
    "PublicView",
    "Received",
    "Resolution",
    "ReturnCards",
    "Show",
    "StepKind",
    "Timing",
    "choices",
    "deadline",
    "end",
    "new_game",
    "player_view",
    "public_view",
    "step",
    "validate",
    "visible",
    "who_may_act",
]
