"""Discord's global rate limit, opt in: ``FakeDiscord(global_rate_limit=50)`` or ``fake.set_global_rate_limit(50)``.

Discord lets a bot make 50 requests per second in all, whatever the route; past that it answers 429 with
``"global": true`` (https://discord.com/developers/docs/topics/rate-limits#global-rate-limit), and after 10,000
refused (401, 403, 429) requests in 10 minutes it bans the bot's address for a while. Interaction endpoints (the
callback, followups and edits of the answer: ``/interactions/...`` and ``/webhooks/...``) are not bound to it.

The fake counts every routed, authorized REST request by kind and by second (:class:`Traffic`), limit or not; with a
limit set, a request that would make more than ``limit`` accepted requests within the last second is refused with
Discord's global 429 (:func:`global_429`). Refused requests are counted as sent and as refused, and do not use up
the budget. Seconds are the fake's event-loop clock (``loop.time()``), cut into whole seconds.
"""

from __future__ import annotations

import json
import math
from collections import Counter, deque
from dataclasses import dataclass, field

from aiohttp import web

#: The kinds of request the fake counts (what a bot's traffic is made of), in the order they are reported.
CHANNEL_POSTS = "channel posts"
DM_POSTS = "DM posts"
DM_OPENS = "DM-channel opens"
USER_LOOKUPS = "user look-ups"
INTERACTION_CALLBACKS = "interaction callbacks"
INTERACTION_WEBHOOKS = "interaction followups and edits"
OTHER = "other"
KINDS = (CHANNEL_POSTS, DM_POSTS, DM_OPENS, USER_LOOKUPS, OTHER, INTERACTION_CALLBACKS, INTERACTION_WEBHOOKS)
#: Not bound to the global limit (Discord: "Interaction endpoints are not bound to the bot's Global Rate Limit").
EXEMPT = frozenset({INTERACTION_CALLBACKS, INTERACTION_WEBHOOKS})


def route_kind(method: str, template: str, *, dm: bool = False) -> str:
    """The kind of a request, from its method and route template (``/channels/{channel_id}/messages``); ``dm``: the
    channel in the path is a DM channel."""
    if template.startswith("/interactions/"):
        return INTERACTION_CALLBACKS
    if template.startswith("/webhooks/"):
        return INTERACTION_WEBHOOKS
    if method == "POST" and template == "/channels/{channel_id}/messages":
        return DM_POSTS if dm else CHANNEL_POSTS
    if method == "POST" and template == "/users/@me/channels":
        return DM_OPENS
    if method == "GET" and template == "/users/{user_id}":
        return USER_LOOKUPS
    return OTHER


def global_429(retry_after: float) -> web.Response:
    """Discord's answer to a request over the global limit: the JSON body with ``global: true`` and ``retry_after``
    in seconds, ``Retry-After`` in whole seconds, ``X-RateLimit-Global`` and ``X-RateLimit-Scope: global``, and
    the ``Via`` header (without it discord.py takes a 429 for a Cloudflare ban and does not retry)."""
    retry = round(max(retry_after, 0.001), 3)
    body = {"message": "You are being rate limited.", "retry_after": retry, "global": True}
    headers = {
        "Content-Type": "application/json",
        "Retry-After": str(math.ceil(retry)),
        "X-RateLimit-Global": "true",
        "X-RateLimit-Scope": "global",
        "Via": "1.1 google",
    }
    return web.Response(body=json.dumps(body).encode(), status=429, headers=headers)


@dataclass(frozen=True)
class KindTraffic:
    """One kind of request over a span of time: how many were sent (refused ones included), the most in one
    second, the mean per second over the span, how many were refused with a global 429, and the bytes of their
    bodies (as the requests' Content-Length gave them)."""

    sent: int
    peak: int
    mean: float
    refused: int
    peak_refused: int
    size: int = 0


@dataclass
class Traffic:
    """Requests per second and kind, and the global limit (``limit`` requests per second; ``None``: no limit)."""

    limit: int | None = None
    sent: dict[int, Counter[str]] = field(default_factory=dict)
    refused: dict[int, Counter[str]] = field(default_factory=dict)
    sizes: dict[int, Counter[str]] = field(default_factory=dict)
    _accepted: deque[float] = field(default_factory=deque, repr=False)

    def admit(self, kind: str, now: float, size: int = 0) -> float | None:
        """Count one request of ``kind`` at loop time ``now`` (its body ``size`` bytes). None if it may go through; if
        it is over the global limit, the seconds until it would fit (and it is counted as refused)."""
        second = math.floor(now)
        self.sent.setdefault(second, Counter())[kind] += 1
        if size:
            self.sizes.setdefault(second, Counter())[kind] += size
        if self.limit is None or kind in EXEMPT:
            return None
        while self._accepted and self._accepted[0] <= now - 1.0:
            self._accepted.popleft()
        if len(self._accepted) >= self.limit:
            self.refused.setdefault(second, Counter())[kind] += 1
            return self._accepted[0] + 1.0 - now
        self._accepted.append(now)
        return None

    def reset(self) -> None:
        """Forget the counts so far (the limit's window is kept): to count from a given moment."""
        self.sent.clear()
        self.refused.clear()
        self.sizes.clear()

    def _span(self, start: float | None, end: float | None) -> tuple[list[int], float]:
        """The counted seconds from ``start`` to ``end`` (loop times; default: all), and the span's length in
        seconds (at least one), quiet seconds included."""
        lo = None if start is None else math.floor(start)
        hi = None if end is None else math.floor(end)
        seconds = [s for s in self.sent if (lo is None or s >= lo) and (hi is None or s <= hi)]
        if start is not None and end is not None:
            return seconds, max(1.0, end - start)
        if not seconds:
            return [], 1.0
        first = lo if lo is not None else min(seconds)
        last = hi if hi is not None else max(seconds)
        return seconds, float(max(1, last - first + 1))

    def summary(self, start: float | None = None, end: float | None = None) -> dict[str, KindTraffic]:
        """Each kind's traffic in the whole seconds from ``start`` to ``end`` (loop times; default: all counted; to
        count from a moment within a second, :meth:`reset` then). The mean is over the whole span, quiet seconds
        included. Kinds never sent are left out."""
        seconds, span = self._span(start, end)
        out: dict[str, KindTraffic] = {}
        for kind in KINDS:
            sent = [self.sent[s][kind] for s in seconds]
            refused = [self.refused.get(s, Counter())[kind] for s in seconds]
            size = sum(self.sizes.get(s, Counter())[kind] for s in seconds)
            if sum(sent):
                out[kind] = KindTraffic(sum(sent), max(sent), sum(sent) / span, sum(refused), max(refused), size)
        return out

    def bound(self, start: float | None = None, end: float | None = None) -> KindTraffic:
        """All the requests bound to the global limit (every kind but the interaction endpoints) taken together,
        over the same span as :meth:`summary`."""
        seconds, span = self._span(start, end)
        sent = [sum(n for k, n in self.sent[s].items() if k not in EXEMPT) for s in seconds] or [0]
        refused = [sum(self.refused.get(s, Counter()).values()) for s in seconds] or [0]
        return KindTraffic(sum(sent), max(sent), sum(sent) / span, sum(refused), max(refused))
