"""When a phase ends: the next deadline time of day in the game's zone at least `min_phase_hours` away (by
default 22:00 America/New_York, at least 20 hours), or a fixed phase length in minutes. Times are UTC epoch
seconds; the zone arithmetic is zoneinfo's, so daylight saving time is handled (a wall-clock time that does not
exist on a spring-forward day falls an hour later; an ambiguous one on a fall-back day takes its first
occurrence)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from bot.config import GameSettings

__all__ = ["REMIND_AT_MOST", "discord_timestamp", "next_deadline", "remind_before"]


def next_deadline(now: int, settings: GameSettings) -> int:
    """The deadline of a phase that opens at `now`."""
    if settings.phase_minutes > 0:
        return now + settings.phase_minutes * 60
    earliest = now + round(settings.min_phase_hours * 3600)
    zone = settings.zone
    day = datetime.fromtimestamp(earliest, UTC).astimezone(zone).date() - timedelta(days=1)
    while True:
        local = datetime.combine(day, settings.deadline_clock, tzinfo=zone)
        due = int(local.timestamp())
        if due >= earliest:
            return due
        day += timedelta(days=1)


REMIND_AT_MOST = 0.5
"""A reminder comes at most this fraction of a phase before its deadline: never as the phase opens."""


def remind_before(settings: GameSettings, phase_seconds: int | None = None) -> int | None:
    """Seconds before a deadline to remind those who owe orders (None: no reminders): `reminder_hours`, but in a
    phase of `phase_seconds` at most half of it, so that a reminder in a short phase comes halfway through it, not
    as it opens (where the phase's own announcement has just said the same)."""
    seconds = round(settings.reminder_hours * 3600)
    if phase_seconds is not None:
        seconds = min(seconds, int(phase_seconds * REMIND_AT_MOST))
    return seconds if seconds > 0 else None


def discord_timestamp(epoch: int, style: str = "F") -> str:
    """A Discord timestamp (each reader sees it in their own time zone), with its relative form."""
    return f"<t:{epoch}:{style}> (<t:{epoch}:R>)"
