"""The engine's events and rejections as sentences, in a reader's language (issue 23: "Events and rejections are
data: a stable code and typed fields ... `bot/text/` renders every sentence from codes and fields, for a locale").

An event `Event(code, audience, data)` is the message `event-<code>` of bot/text/locales/<locale>/events.ftl, a
rejection `Rejection(code, data)` the message `reject-<code>` of rejections.ftl (underscores in the code become
dashes). The data's fields become the message's variables, each by what its NAME says it holds (one declaration, the
`_KINDS` table and the suffixes below, so the engine never says how to word anything):

- a seat (int; None is "nobody"): `player`, `victim`, `target`, `holder`, `winner`, `loser`, `president`,
  `minister`, `candidate`, `leader`, `by`, `killer`, `giver`, `receiver`, `who`, `whom`, `owner`, `buyer`,
  `seller`, `voter`, `assassin_of`, `straw_man`, `chooser`,
  or any name ending in `_player` or `_seat`  -> the family's name;
- seats (list of ints): `players`, `victims`, `winners`, `losers`, `candidates`, `holders`, `targets`, `voters`,
  `leaders`, or a name ending in `_players` or `_seats`  -> 'Garcia, Lopez and Cortez' (and `<name>_count`);
- a card: `card` or `*_card` (its stable key, a str; or a card of the deck by number, an int)  -> its name/title;
  cards: `cards` or `*_cards`  -> a listing of their titles (and `<name>_count`);
- an office: `office` or `*_office` (its value)  -> its full title ('Minister of Internal Security'); also
  `<name>_short` ('Minister'); offices: `offices` or `*_offices`  -> a listing of titles;
- a phase: `phase` or `*_phase` (its value)  -> the phase's name;
- a unit kind: `unit` or `*_unit` (its value)  -> the unit's noun for `<name>_count` (else `count`, else 1) units;
  `units`: a list of [kind, count] pairs  -> '3 Soldiers and 1 Tank';
- a location: `location` or `*_location` (its value)  -> its name; also `<name>_at` ('at the Bank') and
  `<name>_to` ('to the Bank');
- a zone of the city: `zone` or `*_zone` (its number)  -> its name; also `<name>_number` (the number the map
  shows); zones: `zones` or `*_zones`  -> a listing;
- a force a Bribe the Brigade card bribes: `force` (cards.toml's target)  -> its name ('1st Brigade');
- dice: `dice` or `*_dice` (a list of numbers rolled)  -> '6 5 2' (and `<name>_count`);
- a battle's losses: `lost` (a list of [seat, units lost])  -> 'Garcia lost 2, Lopez lost 0'; its firings:
  `volleys` (lists as `rules.junta.military.Phase.volleys` makes them)  -> ' Volley 1: ...' (`text.battle`);
- the end post: `ranking` ([{rank, player, swiss}])  -> '1. Garcia: 30 MP' one a line; `awards` ([{award,
  players, count}])  -> '\nAwards:\n...' or '' (`text.ending`);
- bills as paid: `paid` (a list of bill values)  -> '3 + 2 + 1 = 6 MP' (largest first), or 'no bills';
- Mini-Junta's straw men: `straws` ([{player, cards}], influence in play) and `hands` ([{player, cards}])
  -> 'Sunglasses (influence in play: Church); Beard', 'Sunglasses: Press; Beard: no cards' (`text.straws`);
- a side of a coup: `side` or `*_side` (its value)  -> its name;
- money: `bills` or `*_bills` (a list of bill values)  -> '10 MP, 5 MP and 1 MP' (and `<name>_count`,
  `<name>_total`); any other number stays a number (the catalogue says 'MP', and picks plurals from it);
- rows: `*_lines`, `*_items`, `*_clauses`, `*_list` (a list of dicts, each a row's own fields)  -> each row as the
  message `row-<name>` (the field's name without its suffix, underscores as dashes: `seat_lines` -> `row-seat`),
  joined one a line (`_lines`), by commas (`_items`), by semicolons (`_clauses`) or as a listing ('A, B and C',
  `_list`); also `<name>_count`;
- money as a sum: `bills` or `*_bills` also gives `<name>_sum` ('3 + 2 + 1 = 6 MP', or 'no bills');
- a choice of numbers or words: `*_either` (a list)  -> '3 or 6' (a listing with 'or');
- shares of a sum: `*_shares` (a list of [seat, amount])  -> 'Garcia 3, Lopez 4';
- rules variants to choose from: `*_variants` (their names)  -> 'Mini-Junta (variant mini) or the board game
  (variant classic)', each said as the field `how` says a game of it is chosen ("command": the command);
- a nested rejection: `why` or `*_why` (a dict with `code` and its own data, and `message`: the English of a
  rejection not yet data)  -> that rejection's sentence;
- an order kind: `order` or `*_order` (its KIND)  -> its title ('Playing a card': `order-title-<kind>`);
- phases: `phases` or `*_phases` (their values)  -> a listing of their names;
- a vote source: `source` or `*_source` ([id, votes])  -> 'Church influence (4 votes)'; `sources`/`*_sources`  ->
  a listing of them; sources cast: `casts` ([[id, votes, choice], ...])  -> 'Church influence (4 votes) for Garcia;
  Vote (3) card #14 (3 votes) yes'; a source's short name: `source_name` (its id)  -> 'Minister', 'Church';
- `form`: a word the catalogue selects on (`{ $form -> [round] ... *[cabinet] ... }`) where one code has several
  sentences;
- anything else: a number or a word as it is; a bool as 'yes'/'no'; a list as a listing of its items.
Every list also gives `<name>_count`, for plurals.

Events stored before their code had a message (the events table keeps each event's JSON, with the English text the
engine made then) still read as that text: a code with no message, or a message whose variables the stored data
lacks, falls back to the stored text (`Event.text`), so an old game's history never shows a broken sentence.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from bot.games.junta.text import battle, ending, straws, terms
from bot.games.junta.text.cards import hand_lines
from bot.games.junta.text.orders import Names, player_name, source_text, vote_label
from bot.text.i18n import Locale, has, listing, t, t_checked
from rules.events import Event
from rules.junta.cards import CARDS
from rules.junta.submission import Caveat
from rules.junta.variants import WEB, Variant
from rules.junta.votes import Source
from rules.rejections import Rejection

__all__ = ["event_args", "event_text", "rejection_text", "rejections_text"]

SEAT, SEATS, CARD, CARDS_, OFFICE, OFFICES, PHASE, UNIT, UNITS, LOCATION, ZONE, ZONES, SIDE, BILLS, WHY = range(15)
# numbers of their own, so that kinds added above do not take them
FORCE, DICE, LOST, VOLLEYS, RANKING, AWARDS, STRAWS, HANDS, PAID = range(101, 110)
ROWS = 301  # a number of its own (the phases' rows), apart from those above
ORDER, PHASES, SOURCE, SOURCES, CASTS = range(401, 406)  # numbers of their own (validate's refusals' kinds)
SOURCE_NAME = 501  # a number of its own (a vote source's short name)

_KINDS: dict[str, int] = {
    **dict.fromkeys(
        (
            "player",
            "victim",
            "target",
            "holder",
            "winner",
            "loser",
            "president",
            "minister",
            "candidate",
            "leader",
            "by",
            "killer",
            "giver",
            "receiver",
            "who",
            "whom",
            "owner",
            "buyer",
            "seller",
            "voter",
            "assassin_of",
            "straw_man",
            "chooser",
        ),
        SEAT,
    ),
    **dict.fromkeys(
        ("players", "victims", "winners", "losers", "candidates", "holders", "targets", "voters", "leaders"), SEATS
    ),
    "card": CARD,
    "cards": CARDS_,
    "office": OFFICE,
    "offices": OFFICES,
    "phase": PHASE,
    "unit": UNIT,
    "units": UNITS,
    "location": LOCATION,
    "zone": ZONE,
    "zones": ZONES,
    "side": SIDE,
    "bills": BILLS,
    "why": WHY,
    "force": FORCE,
    "dice": DICE,
    "lost": LOST,
    "volleys": VOLLEYS,
    "ranking": RANKING,
    "awards": AWARDS,
    "straws": STRAWS,
    "hands": HANDS,
    "paid": PAID,
    "order": ORDER,
    "phases": PHASES,
    "source": SOURCE,
    "sources": SOURCES,
    "casts": CASTS,
    "source_name": SOURCE_NAME,
}
_SUFFIXES: tuple[tuple[str, int], ...] = (
    ("_players", SEATS),
    ("_seats", SEATS),
    ("_player", SEAT),
    ("_seat", SEAT),
    ("_cards", CARDS_),
    ("_card", CARD),
    ("_offices", OFFICES),
    ("_office", OFFICE),
    ("_phase", PHASE),
    ("_unit", UNIT),
    ("_location", LOCATION),
    ("_zones", ZONES),
    ("_zone", ZONE),
    ("_side", SIDE),
    ("_bills", BILLS),
    ("_why", WHY),
    ("_dice", DICE),
    ("_lines", ROWS),
    ("_items", ROWS),
    ("_clauses", ROWS),
    ("_list", ROWS),
    ("_order", ORDER),
    ("_phases", PHASES),
    ("_sources", SOURCES),
    ("_source", SOURCE),
)
_JOINERS = {"_lines": "\n", "_items": "list-separator", "_clauses": "list-semicolon", "_list": "list-and"}


EITHER, SHARES, VARIANTS = range(201, 204)  # numbers of their own (the refusals' kinds), apart from those above
_CHOICE_SUFFIXES: tuple[tuple[str, int], ...] = (("_either", EITHER), ("_shares", SHARES), ("_variants", VARIANTS))


@functools.cache  # the fields are the engine's names: a few hundred at most
def kind_of(field: str) -> int | None:
    """What a data field holds, by its name (the module's docstring); None: a plain number or word."""
    if field in _KINDS:
        return _KINDS[field]
    for suffix, kind in (*_SUFFIXES, *_CHOICE_SUFFIXES):
        if field.endswith(suffix):
            return kind
    return None


def _card(locale: Locale, value: object) -> str:
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int):
        return terms.card_title(locale, value)
    return terms.card_name(locale, str(value))


def _seats(locale: Locale, names: Names, value: object) -> str:
    items = value if isinstance(value, list | tuple) else [value]
    return listing(
        locale,
        (player_name(locale, names, p if isinstance(p, int) else None) for p in items),
        empty=t(locale, "list-nobody"),
    )


def _units(locale: Locale, value: object) -> str:
    pairs = [p for p in value if isinstance(p, list | tuple) and len(p) == 2] if isinstance(value, list) else []
    return listing(locale, (terms.unit_count(locale, k, int(n)) for k, n in pairs), empty=t(locale, "list-nothing"))


def _variant(locale: Locale, name: str, how: str) -> str:
    """A rules variant offered instead: 'Mini-Junta (variant mini)'."""
    short = t(locale, f"variant-{name}-short") if has(locale, f"variant-{name}-short") else name
    return t(locale, "variant-suggested", variant=short, how=t(locale, "variant-how", name=name, how=how))


def _listing(locale: Locale, items: Iterable[str]) -> str:
    return listing(locale, items, empty=t(locale, "list-nothing"))


def event_args(locale: Locale, data: Mapping[str, Any], names: Names) -> dict[str, object]:
    """An event's or rejection's data as a message's variables, in `locale` (the module's docstring)."""
    out: dict[str, object] = {}
    for field, value in data.items():
        kind = kind_of(field)
        if isinstance(value, list | tuple) and kind != UNITS:
            out[f"{field}_count"] = len(value)
        if kind in (SEAT, SEATS):
            out[field] = _seats(locale, names, value)
        elif kind == EITHER:
            items = value if isinstance(value, list | tuple) else [value]
            out[field] = listing(locale, (str(v) for v in items), conj="or", empty=t(locale, "list-nothing"))
        elif kind == SHARES:
            pairs = [p for p in value if isinstance(p, list | tuple) and len(p) == 2] if isinstance(value, list) else []
            share = (f"{player_name(locale, names, p if isinstance(p, int) else None)} {n}" for p, n in pairs)
            out[field] = t(locale, "list-separator").join(share)
        elif kind == VARIANTS:
            items = value if isinstance(value, list | tuple) else [value]
            how = str(data.get("how", ""))
            out[field] = listing(locale, (_variant(locale, str(v), how) for v in items), conj="or")
        elif kind == CARD:
            out[field] = _card(locale, value)
        elif kind == CARDS_:
            out[field] = _listing(locale, (_card(locale, c) for c in value) if isinstance(value, list) else ())
        elif kind == OFFICE:
            out[field] = terms.office_title(locale, value) if value is not None else t(locale, "list-nothing")
            out[f"{field}_short"] = terms.office_name(locale, value) if value is not None else ""
        elif kind == OFFICES:
            items = value if isinstance(value, list | tuple) else [value]
            out[field] = _listing(locale, (terms.office_title(locale, o) for o in items))
        elif kind == PHASE:
            out[field] = terms.phase_name(locale, value)
        elif kind == UNIT:
            count = data.get(f"{field}_count", data.get("count", 1))
            out[field] = terms.unit_name(locale, value, count if isinstance(count, int) else 1)
        elif kind == UNITS:
            out[field] = _units(locale, value)
        elif kind == LOCATION:
            out[field] = terms.location_name(locale, value)
            out[f"{field}_at"] = terms.location_at(locale, value)
            out[f"{field}_to"] = terms.location_to(locale, value)
        elif kind == ZONE:
            out[field] = terms.zone_name(locale, value) if isinstance(value, int) else str(value)
            out[f"{field}_number"] = value if isinstance(value, int) else ""
        elif kind == ZONES:
            items = value if isinstance(value, list | tuple) else [value]
            out[field] = _listing(locale, (terms.zone_name(locale, z) for z in items if isinstance(z, int)))
        elif kind == SIDE:
            out[field] = terms.side_name(locale, value)
        elif kind == BILLS:
            bills = [b for b in value if isinstance(b, int)] if isinstance(value, list | tuple) else []
            out[field] = _listing(locale, (terms.money(locale, b) for b in bills))
            out[f"{field}_total"] = sum(bills)
            out[f"{field}_sum"] = _sum(locale, bills)
        elif kind == FORCE:
            out[field] = terms.bribe_force(locale, str(value))
        elif kind == DICE:
            out[field] = " ".join(str(d) for d in value) if isinstance(value, list | tuple) else str(value)
        elif kind == LOST:
            out[field] = battle.losses(locale, value, names)
        elif kind == VOLLEYS:
            out[field] = battle.volleys(locale, value, names)
        elif kind == RANKING:
            out[field] = ending.ranking_text(locale, value, names)
        elif kind == AWARDS:
            out[field] = ending.awards_text(locale, value, names)
        elif kind == STRAWS:
            out[field] = straws.straws_text(locale, value, names)
        elif kind == HANDS:
            out[field] = straws.hands_text(locale, value, names)
        elif kind == PAID:
            values = sorted((v for v in value if isinstance(v, int)), reverse=True) if isinstance(value, list) else []
            paid = " + ".join(str(v) for v in values)
            out[field] = t(locale, "paid-bills", values=paid, total=sum(values)) if values else t(locale, "paid-none")
        elif kind == WHY:
            out[field] = _nested(locale, value, names)
        elif kind == ROWS:
            out[field] = _rows(locale, field, value, names)
        elif kind in (ORDER, PHASES, SOURCE, SOURCES, CASTS):
            out[field] = _ballot_words(locale, kind, value, names)
        elif kind == SOURCE_NAME:
            out[field] = vote_label(locale, str(value))
        elif isinstance(value, bool):
            out[field] = "yes" if value else "no"
        elif isinstance(value, int | float | str):
            out[field] = value
        elif isinstance(value, list | tuple):
            out[field] = _listing(locale, (str(v) for v in value))
        elif value is None:
            out[field] = ""
        else:
            out[field] = str(value)
    return out


def _sum(locale: Locale, bills: Sequence[int]) -> str:
    """'3 + 2 + 1 = 6 MP' (largest first), or 'no bills'."""
    if not bills:
        return t(locale, "money-none")
    return t(locale, "money-sum", values=" + ".join(str(b) for b in sorted(bills, reverse=True)), total=sum(bills))


def _rows(locale: Locale, field: str, value: object, names: Names) -> str:
    """Rows of an event (`*_lines`, `*_items`, `*_clauses`), each the message `row-<name>` with its own fields. A row
    stored with its words instead of the fields its message reads now (a ballot's source as `label`, 'Minister',
    before it was named by its id) reads as those words."""
    suffix = next(s for s in _JOINERS if field.endswith(s))
    message = message_id("row", field.removesuffix(suffix))
    rows = [r for r in value if isinstance(r, Mapping)] if isinstance(value, list | tuple) else []
    said = [_row(locale, message, r, names) for r in rows]
    if suffix == "_list":
        return listing(locale, said, empty=t(locale, "list-nothing"))
    joiner = "\n" if suffix == "_lines" else t(locale, _JOINERS[suffix])
    return joiner.join(said)


def _row(locale: Locale, message: str, row: Mapping[str, Any], names: Names) -> str:
    said = t_checked(locale, message, **event_args(locale, row, names))
    if said is None and isinstance(row.get("label"), str):
        return str(row["label"])
    return said if said is not None else t(locale, message, **event_args(locale, row, names))


def _source(locale: Locale, value: object) -> str:
    if isinstance(value, list | tuple) and len(value) >= 2 and isinstance(value[1], int):
        return source_text(locale, Source(str(value[0]), value[1], vote_label(locale, str(value[0]))))
    return str(value)


def _ballot_words(locale: Locale, kind: int, value: object, names: Names) -> str:
    """An order kind's title, phases, vote sources and sources cast (the module's docstring)."""
    items = value if isinstance(value, list | tuple) else [value]
    if kind == ORDER:
        return t(locale, f"order-title-{str(value).replace('_', '-')}")
    if kind == PHASES:
        return _listing(locale, (terms.phase_name(locale, v) for v in items))
    if kind == SOURCE:
        return _source(locale, value)
    if kind == SOURCES:
        return _listing(locale, (_source(locale, v) for v in items))
    casts = []
    for c in items:
        if isinstance(c, list | tuple) and len(c) == 3:
            choice = str(c[2])
            side: dict[str, object] = {"form": "side", "vote": choice}
            if choice.isdigit():
                side = {"form": "candidate", "candidate": int(choice)}
            said = event_args(locale, side, names)
            casts.append(t(locale, "vote-source-cast", source=_source(locale, c[:2]), **said))
    return _listing(locale, casts)


def _nested(locale: Locale, value: object, names: Names) -> str:
    if isinstance(value, Mapping) and isinstance(value.get("code"), str):
        data = {k: v for k, v in value.items() if k not in ("code", "message")}
        said = str(value.get("message") or "")  # a rejection not yet data: its stored sentence
        return rejection_text(locale, Rejection(str(value["code"]), said, data), names)
    return str(value or "")


def message_id(prefix: str, code: str) -> str:
    return f"{prefix}-{code.replace('_', '-')}"


def _render(locale: Locale, message: str, data: Mapping[str, Any], names: Names, fallback: str) -> str:
    if not has(locale, message):
        return fallback
    args = event_args(locale, data, names)
    args.setdefault("form", "")  # a code whose message has several sentences, said without choosing one: the default
    said = t_checked(locale, message, **args)
    return fallback if said is None and fallback else (said if said is not None else t(locale, message))


def event_text(locale: Locale, event: Event, names: Names, variant: Variant = WEB, *, hand: bool = True) -> str:
    """An engine event's sentence as `locale`'s reader reads it (`names`: the families by seat, or a public view).
    The cards a player draws are listed one a line with their effect (hand.ftl), and cards given to him follow the
    sentence the same way (not with `hand` False: the sentence alone, as the giver's answer says it)."""
    raw = event.data.get("cards") if event.code in ("cards_drawn", "gift") else None
    if isinstance(raw, list) and raw and all(isinstance(c, int) and 0 <= c < len(CARDS) for c in raw):
        cards = [c for c in raw if isinstance(c, int)]
        if event.code == "cards_drawn":
            straw = event.data.get("for_straw_man")  # Mini-Junta: told to his leader (`rules.junta.views`)
            who = t(locale, "hand-straw-draws", name=straw) if isinstance(straw, str) else t(locale, "hand-you-draw")
            return "\n".join([who, *hand_lines(locale, cards, variant)])
        head = _render(locale, message_id("event", event.code), event.data, names, event.text)
        told = "\n".join([head, *hand_lines(locale, cards, variant)]) if hand else head
        return _for_straw_man(locale, event, names, told)
    said = _render(locale, message_id("event", event.code), event.data, names, event.text)
    return _for_straw_man(locale, event, names, said)


def _for_straw_man(locale: Locale, event: Event, names: Names, said: str) -> str:
    """Mini-Junta (VARIANTS 10.6): an event told to a straw man, forwarded to his leader
    (`rules.junta.views.for_leaders` sets `for_straw_player`): 'For Sunglasses, your straw man: ...'."""
    straw = event.data.get("for_straw_player")
    if not isinstance(straw, int) or isinstance(straw, bool):
        return said
    return t(locale, "event-for-straw-man", straw_player=player_name(locale, names, straw), said=said)


def rejection_text(locale: Locale, rejection: Rejection, names: Names) -> str:
    """A rejection's sentence as `locale`'s reader reads it (`names`: the families by seat, or a public view); a
    caveat of an accepted order (`rules.junta.submission.Caveat`) is the message `caveat-<code>`."""
    prefix = "caveat" if isinstance(rejection, Caveat) else "reject"
    return _render(locale, message_id(prefix, rejection.code), rejection.data, names, rejection.message)


def rejections_text(locale: Locale, rejections: Sequence[Rejection], names: Names) -> str:
    """Several rejections, one sentence after the other."""
    return " ".join(rejection_text(locale, r, names) for r in rejections)
