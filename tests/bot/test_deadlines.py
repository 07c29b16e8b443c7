"""Deadlines: the next HH:MM in the game's zone at least min_phase_hours away, or a fixed phase length."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.config import GameSettings
from bot.deadlines import discord_timestamp, next_deadline, remind_before

NY = ZoneInfo("America/New_York")


def utc(year: int, month: int, day: int, hour: int = 0, minute: int = 0) -> int:
    return int(datetime(year, month, day, hour, minute, tzinfo=UTC).timestamp())


def test_default_is_22_00_new_york_at_least_20_hours_away() -> None:
    # 21:00 EST on Nov 21: 22:00 that evening is only an hour away, so the deadline is 22:00 on Nov 22.
    now = utc(2026, 11, 22, 2, 0)
    due = next_deadline(now, GameSettings())
    assert due == utc(2026, 11, 23, 3, 0)
    local = datetime.fromtimestamp(due, NY)
    assert (local.hour, local.minute) == (22, 0)


def test_exactly_min_phase_hours_away_counts() -> None:
    deadline = utc(2026, 11, 23, 3, 0)  # 22:00 EST
    assert next_deadline(deadline - 20 * 3600, GameSettings()) == deadline
    assert next_deadline(deadline - 20 * 3600 + 1, GameSettings()) == deadline + 24 * 3600


def test_daylight_saving_time() -> None:
    # Spring forward in New York on 2026-03-08: 22:00 EDT is 02:00 UTC, not 03:00.
    due = next_deadline(utc(2026, 3, 7, 17, 0), GameSettings())
    assert due == utc(2026, 3, 9, 2, 0)
    # Fall back on 2026-11-01.
    due = next_deadline(utc(2026, 10, 31, 17, 0), GameSettings())
    assert due == utc(2026, 11, 2, 3, 0)


def test_other_zones_and_times() -> None:
    paris = GameSettings(deadline_time="08:30", deadline_zone="Europe/Paris", min_phase_hours=1)
    assert next_deadline(utc(2026, 6, 1, 6, 0), paris) == utc(2026, 6, 2, 6, 30)  # 07:30 was under an hour away
    assert next_deadline(utc(2026, 6, 1, 5, 0), paris) == utc(2026, 6, 1, 6, 30)
    midnight = GameSettings(deadline_time="00:00", deadline_zone="UTC", min_phase_hours=48)
    assert next_deadline(utc(2026, 1, 1, 0, 0), midnight) == utc(2026, 1, 3, 0, 0)


def test_fixed_phase_length() -> None:
    assert next_deadline(1_000_000, GameSettings(phase_minutes=90)) == 1_000_000 + 90 * 60


def test_reminders() -> None:
    assert remind_before(GameSettings()) == 6 * 3600
    assert remind_before(GameSettings(reminder_hours=0)) is None
    assert remind_before(GameSettings(reminder_hours=0.25)) == 900
    assert discord_timestamp(123) == "<t:123:F> (<t:123:R>)"


@settings(max_examples=300, deadline=None)
@given(
    now=st.integers(min_value=utc(2020, 1, 1), max_value=utc(2035, 1, 1)),
    hour=st.integers(0, 23),
    minute=st.integers(0, 59),
    zone=st.sampled_from(["America/New_York", "Europe/London", "Australia/Lord_Howe", "Asia/Kolkata", "UTC"]),
    min_hours=st.floats(min_value=0.1, max_value=72),
)
def test_the_first_wall_clock_deadline_far_enough_away(
    now: int, hour: int, minute: int, zone: str, min_hours: float
) -> None:
    s = GameSettings(deadline_time=f"{hour:02d}:{minute:02d}", deadline_zone=zone, min_phase_hours=min_hours)
    due = next_deadline(now, s)
    earliest = now + round(min_hours * 3600)
    assert due >= earliest
    tz = ZoneInfo(zone)
    local = datetime.fromtimestamp(due, tz)
    wanted = datetime.combine(local.date(), s.deadline_clock, tzinfo=tz)
    assert int(wanted.timestamp()) == due  # the deadline is that day's HH:MM (as zoneinfo reads the wall clock)
    day_before = datetime.combine(local.date() - timedelta(days=1), s.deadline_clock, tzinfo=tz)
    assert int(day_before.timestamp()) < earliest  # and the first one far enough away


def test_a_reminder_never_comes_as_a_short_phase_opens() -> None:
    """R: a reminder comes `reminder_hours` before the deadline, but at most half the phase before it: in a phase
    shorter than twice that (a one-hour phase with a six-hour reminder) it comes halfway through, never as the phase
    opens, where the phase's announcement has just said the same."""
    assert remind_before(GameSettings(), 60 * 60) == 30 * 60
    assert remind_before(GameSettings(), 24 * 3600) == 6 * 3600
    assert remind_before(GameSettings(reminder_hours=0.5), 3600) == 1800
    assert remind_before(GameSettings(), 1) is None  # too short a phase for a reminder at all


@settings(max_examples=200, deadline=None)
@given(phase=st.integers(min_value=2, max_value=14 * 24 * 3600), hours=st.floats(min_value=0.01, max_value=48))
def test_a_reminder_comes_within_the_phase_never_as_it_opens(phase: int, hours: float) -> None:
    """Issue 12: with short phases the reminder comes at a fitting fraction of the phase (at most halfway before its
    deadline), never as it opens; with long phases, `reminder_hours` before the deadline."""
    before = remind_before(GameSettings(reminder_hours=hours), phase)
    assert before is None or 0 < before <= phase // 2
    if before is not None and hours * 3600 <= phase / 2:
        assert before == round(hours * 3600)
    assert remind_before(GameSettings(reminder_hours=6), 60) == 30  # one-minute phases: halfway
