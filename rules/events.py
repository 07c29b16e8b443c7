"""Events: what happened, each tagged with who may see it.

`Audience` is public, a set of players, or the game master only (an empty, non-public audience). The bot never
shows an event to anyone outside its audience; `rules.junta.views.redact` is the filter.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

JSON = object


@dataclass(frozen=True)
class Audience:
    public: bool = False
    players: frozenset[int] = frozenset()

    def sees(self, player: int | None) -> bool:
        """Whether a player (None: the public) may see an event with this audience."""
        if self.public:
            return True
        return player is not None and player in self.players


PUBLIC = Audience(public=True)
GM = Audience()


def to(*players: int | None) -> Audience:
    return Audience(players=frozenset(p for p in players if p is not None))


@dataclass(frozen=True)
class Event:
    """`code` is stable for machines, `data` its typed fields (seats as ints, cards by key, offices by value, amounts
    as numbers: `bot.games.junta.text.news` says how each field is named and renders the sentence in the reader's
    language, message `event-<code>`). `text` is the English sentence of events not yet turned into data, and of
    events stored before they were (the history of an older game); empty for an event made by `Ctx.say`."""

    code: str
    text: str
    audience: Audience
    data: Mapping[str, JSON] = field(default_factory=dict)

    @property
    def public(self) -> bool:
        return self.audience.public
