"""The words on a picture, in the language of the channel it is posted in (issue 23: "Pictures (coup map legend,
cabinet card, money deck, archive page) follow the channel's language").

render never imports the bot: every drawing function takes `words`, a function from a message id of the bot's
catalogues (bot/text/locales/<locale>/pictures.ftl, and terms.ftl for offices, phases and units) and its arguments
to the text in the picture's language; the bot passes `functools.partial(bot.text.i18n.t, locale)`. The message
ids are named here and in the drawing code, never the sentences.
"""

from __future__ import annotations

from typing import Protocol

__all__ = ["Words", "office_title", "phase_title", "unit_name", "zone_lines"]


class Words(Protocol):
    def __call__(self, message_id: str, /, **args: object) -> str: ...


def _key(value: str) -> str:
    return value.replace("_", "-")


def phase_title(words: Words, phase: str) -> str:
    """A map's phase (`rules.junta.mapview.CoupMapView.phase`): 'coup_3' is Coup Phase 3; 'rebel_only',
    'aftermath', 'city' are pictures.ftl's `picture-phase-*`."""
    if phase.startswith("coup_") and phase[5:].isdigit():
        return words("phase-coup-number", number=int(phase[5:]))
    return words(f"picture-phase-{_key(phase)}")


def off_map(words: Words, what: str, count: int) -> str:
    """What a side can still bring from off the map (`CoupMapView.off_map`)."""
    if what.startswith("land:"):
        kind = what[5:]
        return words("picture-off-map-land", units=words("unit-count", count=count, unit=unit_name(words, kind, count)))
    return words(f"picture-off-map-{_key(what)}", count=count)


def office_title(words: Words, office: str) -> str:
    """An office's full title by its value."""
    return words(f"office-{_key(office)}-title")


def unit_name(words: Words, kind: str, count: int = 1) -> str:
    """A unit kind's noun for `count` units."""
    return words(f"unit-{_key(kind)}", count=count)


def zone_lines(words: Words, zone: int) -> tuple[str, ...]:
    """A zone's name as the coup map writes it beside its number: pictures.ftl's `picture-zone-<n>`, whose line
    breaks are the map's ('Kaserne der' / '3. Heeresbrigade'), chosen so that the label fits in its district."""
    return tuple(line.strip() for line in words(f"picture-zone-{zone}").split("\n") if line.strip())
