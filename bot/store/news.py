"""What a committed write transaction changed that another part of the bot waits for (`News`): the games whose messages
were queued (the delivery), whether a deadline may have moved (the scheduler), whether a moderator asked something of
a game kept in a process's memory (Nomicoup's keeping). The store tells it to this process's listeners at each commit
(`Store.on_commit`) and, on PostgreSQL, to the other processes in the payload of its `NOTIFY` (`Store.hear`), so
that each wakes only what has work: a scheduler does not look at the deadlines when only messages were queued, and a
delivery looks at the games named, not at every game's next message (issue 26: a second process's looks, woken by
every notice of the other, cost about 2 more trips to the database per interaction).

A process whose delivery runs delivers the games its own transactions queued messages of (it hears its own news at
once, `Store.on_commit`): its notices say so (`News.own`), and the other processes leave those games to it rather than
race it for them (a claim each that found the game taken, or took it from under the sender, which then found it
taken: about half the claims of two processes in bench.bot). They still deliver them if it dies or stops: its claim
ends with its lease, or at once when it stops (it gives its claims back and tells the others to look), and every
process looks at every game's next message now and then (`bot.delivery.DeliveryWorker`).

Except beside a worker (`junta-bot --worker`, whose work is the deadlines and the outbox): a worker's delivery says
that it runs (`News.worker`, in its notices and every few seconds), and a gateway process that hears so leaves its
news to the workers (its notices do not say `own`) instead of delivering it itself."""

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
    own: bool = False
    """(A notice heard) the sender delivers the `games` named itself: the others leave them to it."""
    worker: bool | None = None
    """The sender is a worker whose delivery runs (True), or whose delivery has stopped (False)."""

    def __bool__(self) -> bool:
        return bool(self.games) or self.loose or self.deadlines or self.requests or self.worker is not None

    def __or__(self, other: News) -> News:
        games = self.games | other.games
        loose = self.loose or other.loose or len(games) > MAX_GAMES
        # The games named are the sender's own only if every part's are (a part that named none says nothing).
        own = all(part.own for part in (self, other) if part.games)
        return News(
            frozenset() if len(games) > MAX_GAMES else games,
            loose,
            self.deadlines or other.deadlines,
            self.requests or other.requests,
            own and bool(games) and len(games) <= MAX_GAMES,
            other.worker if other.worker is not None else self.worker,
        )

    @classmethod
    def everything(cls) -> News:
        """What a process that may have missed notices assumes (it was not listening, or a notice it cannot read)."""
        return cls(frozenset(), True, True, True)

    def encode(self, owner: str, *, delivers: bool = False) -> str:
        """A notice's payload: the sender (a process does not wake itself) and what changed; `delivers`: the sender's
        delivery runs, and delivers the games named itself (`own`)."""
        body: dict[str, object] = {"o": owner}
        if self.games:
            body["g"] = sorted(self.games)
        for key, flag in (("l", self.loose), ("d", self.deadlines), ("r", self.requests), ("m", delivers)):
            if flag:
                body[key] = 1
        if self.worker is not None:
            body["w"] = int(self.worker)
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
            own = bool(body.get("m")) and bool(games)
            worker = None if body.get("w") is None else bool(body["w"])
            flags = (bool(body.get("l")), bool(body.get("d")), bool(body.get("r")))
            return str(body["o"]), cls(games, *flags, own, worker)
        except (ValueError, TypeError, KeyError):
            return payload, cls.everything()
