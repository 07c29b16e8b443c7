"""What a committed write transaction changed that another part of the bot waits for (`News`): the games whose messages
were queued (the delivery), whether a deadline may have moved (the scheduler), whether a moderator asked something of
a game kept in a process's memory (Nomicoup's keeping). The store tells it to this process's listeners at each commit
(`Store.on_commit`) and, on PostgreSQL, to the other processes in the payload of its `NOTIFY` (`Store.hear`), so
that each wakes only what has work: a scheduler does not look at the deadlines when only messages were queued, and a
delivery looks at the games named, not at every game's next message (issue 26: a second process's looks, woken by
every notice of the other, cost about 2 more trips to the database per interaction)."""

from __future__ import annotations

import json
from dataclasses import dataclass

__all__ = ["News"]

#: Games named in one notice at most; past that, a notice says "every game" (PostgreSQL's payloads end at 8,000 bytes).
MAX_GAMES = 400


@dataclass(frozen=True, slots=True)
class News:
    games: frozenset[int] = frozenset()
    """Games whose messages were queued."""
    loose: bool = False
    """Messages of no game were queued, or of games not named: every game's next message is to be looked up."""
    deadlines: bool = False
    """A deadline was set, moved, paused or resumed, a reminder marked, or a game's phase or status changed."""
    requests: bool = False
    """A moderator's request to a game kept in memory (`Tx.ask_kept_game`)."""

    def __bool__(self) -> bool:
        return bool(self.games) or self.loose or self.deadlines or self.requests

    def __or__(self, other: News) -> News:
        games = self.games | other.games
        loose = self.loose or other.loose or len(games) > MAX_GAMES
        return News(
            frozenset() if len(games) > MAX_GAMES else games,
            loose,
            self.deadlines or other.deadlines,
            self.requests or other.requests,
        )

    @classmethod
    def everything(cls) -> News:
        """What a process that may have missed notices assumes (it was not listening, or a notice it cannot read)."""
        return cls(frozenset(), True, True, True)

    def encode(self, owner: str) -> str:
        """A notice's payload: the sender (a process does not wake itself) and what changed."""
        body: dict[str, object] = {"o": owner}
        if self.games:
            body["g"] = sorted(self.games)
        for key, flag in (("l", self.loose), ("d", self.deadlines), ("r", self.requests)):
            if flag:
                body[key] = 1
        return json.dumps(body, separators=(",", ":"))

    @classmethod
    def decode(cls, payload: str) -> tuple[str, News]:
        """(the sender, what changed) of a notice's payload; a payload of an older version (the sender alone) or one
        that cannot be read: everything."""
        try:
            body = json.loads(payload)
            if not isinstance(body, dict):
                raise ValueError(payload)
            games = frozenset(int(g) for g in body.get("g", ()))
            return str(body["o"]), cls(games, bool(body.get("l")), bool(body.get("d")), bool(body.get("r")))
        except (ValueError, TypeError, KeyError):
            return payload, cls.everything()
