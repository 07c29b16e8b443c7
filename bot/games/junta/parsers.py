"""Reading what a player typed into a free-text option, one parser per kind of option: a family, a list of
families, a card of his hand (and lists of them), an office (and lists), a unit kind (and lists), units with
counts, a budget's amounts, a comma list, a split of his vote sources, vote cards with their sides, the
intervention forces, an assassin, the `game` option and a condition (RULES 7).

Every parser takes any string a Discord client can send (up to 6,000 characters of any Unicode) and returns its
value or raises `BadInput`, whose message is a sentence a player understands; it never raises anything else.

- Numbers are ASCII digits only (`²`, `٣` or `३` are not numbers), and a number too large for what it counts is
  refused in a sentence before Python's `int` ever sees it.
- Names (families, cards, offices, unit kinds, vote sources, games) are compared after Unicode NFKC
  normalisation, with format characters (zero-width spaces, joiners, ...) removed and case folded, so a
  fullwidth 'Ａna' typed by a player finds the family 'Ana'. This helps players; it is no security check.
- Lists are separated by commas (also the fullwidth and small commas) and hold at most `MAX_ITEMS` items.

No Discord here: the options players type (bot/games/junta/cogs/transformers.py) read their text into typed values,
which call these against the player's game inside the command's use case.
German is read too (issue 23): the German words and the conditions' German grammar are in
`bot/games/junta/german.py`.
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections.abc import Callable, Mapping, Sequence

from bot import names
from bot import names as _names  # where a parameter called `names` hides the module
from bot.games.junta import german
from bot.names import matches, quote  # shared: every game's names are found so (re-exported for Junta's own)
from bot.text.i18n import DEFAULT_LOCALE, LOCALES, Locale, t
from bot.text.say import Say, verbatim
from bot.text.say import words as _said  # `words` is a common local name here (the words typed)
from rules.junta.cards import CARDS, card
from rules.junta.conditions import Condition, IfAt, IfBanked, IfBudget, IfCardPlayed, IfCoupExcuse, IfDead
from rules.junta.offices import Office
from rules.junta.orders import BROTHER_IN_LAW, SECRET_POLICE, Choice
from rules.junta.state import Location
from rules.junta.units import INTERVENTION_FORCES, KINDS
from rules.junta.votes import Source

__all__ = [
    "CARD_NAMES",
    "HELP",
    "LOCATIONS",
    "MAX_AMOUNT",
    "MAX_ITEMS",
    "MAX_MARGIN",
    "MAX_UNITS",
    "BadInput",
    "ConditionError",
    "amounts",
    "assassin",
    "card_in_hand",
    "cards_in_hand",
    "condition",
    "fold",
    "forces",
    "game",
    "is_number",
    "items",
    "matches",
    "normalise",
    "number",
    "office",
    "offices",
    "parse_condition",
    "player",
    "players",
    "quote",
    "split_last",
    "unit_kind",
    "unit_kinds",
    "units",
    "vote_cards",
    "vote_split",
    "word",
]

MAX_ITEMS = 40  # items in one list: more than any hand, table, cabinet or army holds
MAX_AMOUNT = 999  # MP in one amount of a budget
MAX_UNITS = 99  # units of one kind in a move or transfer
MAX_MARGIN = 999  # votes in a condition's margin ("if the budget failed by 3 or less")

_COMMAS = re.compile("[,\uff0c\ufe50]")  # what NFKC reads as a comma: ',' and the fullwidth and small commas
# German too (issue 23): "ja", "nein", "Enthaltung"; "niemand"; "der Schwager des Präsidenten" (VARIANTS 13).
_CHOICES = {"yes": Choice.YES, "no": Choice.NO, "abstain": Choice.ABSTAIN, "y": Choice.YES, "n": Choice.NO}
_CHOICES |= {
    "ja": Choice.YES,
    "j": Choice.YES,
    "nein": Choice.NO,
    "enthaltung": Choice.ABSTAIN,
    "enthalten": Choice.ABSTAIN,
}
_BIL_WORDS: tuple[str, ...] = ("bil", "brother-in-law", "brother in law", "schwager", "schwager des präsidenten")
_BIL_WORDS += ("der schwager des präsidenten",)
_NOBODY = ("", "none", "nobody", "niemand", "keiner", "keine", "keinen")
_NOWHERE = ("none", "nobody", "nowhere", "niemand", "nirgends", "nirgendwo", "keine", "keins")


class BadInput(Exception):
    """What the player typed cannot be read; `say` tells him what to type instead, in his language (`str(error)`:
    in English, for log lines and tests)."""

    def __init__(self, say: Say | str) -> None:
        self.say: Say = verbatim(say) if isinstance(say, str) else say
        super().__init__(self.say(DEFAULT_LOCALE))

    def text(self, locale: Locale) -> str:
        return self.say(locale)


class ConditionError(BadInput):
    """The text is not a condition; the message says what one looks like."""


# --- text --------------------------------------------------------------------------------------------------------
def normalise(text: str, *, keep_numbers: bool = False) -> str:
    """`text` in NFKC, without format characters (zero-width spaces, joiners, ...), whitespace collapsed. With
    `keep_numbers`, digits and other number characters stay as typed (NFKC would read '³' as '3')."""
    if keep_numbers and not text.isascii():
        runs = itertools.groupby(text, key=lambda ch: unicodedata.category(ch)[0] == "N")
        text = "".join("".join(run) if number else unicodedata.normalize("NFKC", "".join(run)) for number, run in runs)
    else:
        text = unicodedata.normalize("NFKC", text)
    if not text.isascii():
        text = "".join(ch for ch in text if unicodedata.category(ch) != "Cf")
    return " ".join(text.split())


def fold(text: str) -> str:
    """`text` as names are compared (`bot.names.fold`): NFKC, invisible characters removed, whitespace collapsed,
    case folded."""
    return names.fold(text)


def split_last(current: object) -> tuple[str, str]:
    """For a list's autocomplete: (the items typed so far with their commas, the item being typed)."""
    text = current if isinstance(current, str) else str(current)
    last = _COMMAS.split(text)[-1]
    return text[: len(text) - len(last)], last


def items(text: str | None, *, what: str = "items") -> list[str]:
    """The comma-separated items of `text`, stripped, without empty ones; at most `MAX_ITEMS`."""
    if not text:
        return []
    out = [part.strip() for part in _COMMAS.split(text)]
    out = [part for part in out if part]
    if len(out) > MAX_ITEMS:
        raise BadInput(
            _said("parse-list-too-long", count=len(out), things=_said("parse-what", what=what), most=MAX_ITEMS)
        )
    return out


# --- numbers -----------------------------------------------------------------------------------------------------
def is_number(text: str) -> bool:
    """ASCII digits only: '12' is a number, '²', '٣', '३' and '+1' are not."""
    return text.isascii() and text.isdigit()


def number(text: str, *, what: str, maximum: int, minimum: int = 0) -> int:
    """A whole number written with the digits 0 to 9, from `minimum` to `maximum`."""
    t = text.strip()
    if not is_number(t):
        raise BadInput(_said("parse-not-a-number", typed=quote(t), thing=_said("parse-what", what=what)))
    digits = t.lstrip("0") or "0"
    if len(digits) > len(str(maximum)) or int(digits) > maximum:
        raise BadInput(_said("parse-too-large", typed=quote(t), thing=_said("parse-what", what=what), most=maximum))
    value = int(digits)
    if value < minimum:
        raise BadInput(_said("parse-too-small", thing=_said("parse-what-start", what=what), least=minimum, value=value))
    return value


# --- families ----------------------------------------------------------------------------------------------------
def head_name(text: str) -> str:
    """The name of a family's new head, checked like a family name (`bot.names.family_problem`)."""
    name = names.normalise(text)
    problem = names.family_problem(name, head=True)
    if problem:
        raise BadInput(problem)
    return name


def player(names: Sequence[str], text: str, *, allow_bil: bool = False) -> int:
    """A family by its name, its seat number, or a unique beginning of its name (`bot.names.seat_named`); with
    `allow_bil`, also the President's Brother-in-Law ('bil')."""
    raw = text.strip().lstrip("#").strip()
    if allow_bil and (fold(raw) in _BIL_WORDS or raw == str(BROTHER_IN_LAW)):
        return BROTHER_IN_LAW
    found = _names.seat_named(names, text)
    if found is None:
        raise BadInput(_said("parse-no-family", typed=quote(text), families=", ".join(names)))
    return found


def players(names: Sequence[str], text: str | None) -> tuple[int, ...]:
    """Families, comma-separated; empty, 'none' or 'nobody' ('niemand'): none."""
    if not text or fold(text) in _NOBODY:
        return ()
    return tuple(player(names, part) for part in items(text, what="families"))


# --- cards -------------------------------------------------------------------------------------------------------
def card_in_hand(hand: Sequence[int], text: str) -> int:
    """A card by its number (#12; the engine says whether he holds it) or the title of a card in `hand`."""
    raw = text.strip().lstrip("#").strip()
    if is_number(raw):
        return number(raw, what="card-number", maximum=len(CARDS) - 1)
    key = fold(raw)
    if key:
        for c in hand:
            if fold(card(c).title) == key or fold(card(c).name) == key:
                return c
        for c in hand:  # by its name in another language ('Bank-Ferien', 'Stimm-Karte (3)')
            if key in german.card_titles(c):
                return c
    raise BadInput(_said("parse-no-card-in-hand", typed=quote(text)))


def cards_in_hand(hand: Sequence[int], text: str | None) -> tuple[int, ...]:
    """Cards, comma-separated (empty: none)."""
    return tuple(card_in_hand(hand, part) for part in items(text, what="cards"))


def assassin(hand: Sequence[int], text: str) -> int | str:
    """An assassin card of `hand`, or the Minister's Secret Police."""
    if fold(text).replace(" ", "_") in (SECRET_POLICE, "police"):
        return SECRET_POLICE
    return card_in_hand(hand, text)


def vote_cards(hand: Sequence[int], text: str | None, default: Choice) -> tuple[tuple[int, Choice], ...]:
    """'Vote 3 yes, #14 no' -> ((card, side), ...); a card without a side votes with `default`."""
    out: list[tuple[int, Choice]] = []
    for part in items(text, what="cards"):
        words = part.split()
        side = _CHOICES.get(fold(words[-1])) if len(words) > 1 else None
        if side is not None:
            words = words[:-1]
        out.append((card_in_hand(hand, " ".join(words)), side or default))
    return tuple(out)


# --- offices, units, forces --------------------------------------------------------------------------------------
def office(text: str) -> Office:
    """An office by its id, or its name or title in any language of the catalogues ('Minister', 'Polizeichef',
    'Minister of Internal Security')."""
    key = fold(text).replace("_", " ")
    if key:
        for o in Office:
            if key == o.value.replace("_", " ") or key in german.office_names(o):
                return o
    raise BadInput(_said("parse-no-office", typed=quote(text)))


def offices(text: str | None) -> tuple[Office, ...]:
    """Offices, comma-separated."""
    return tuple(office(part) for part in items(text, what="offices"))


def unit_kind(text: str) -> str:
    """A unit kind (its id, plural or title) as the engine names it ('palace_guard')."""
    key = fold(text).replace(" ", "_")
    if key:
        for kind, info in KINDS.items():
            title = fold(info.title).replace(" ", "_")
            if key in (kind.value, kind.value + "s", title, title + "s"):
                return kind.value
        for kind in KINDS:  # by its name in another language, one or many ('Soldat', 'Soldaten')
            if key in {k.replace(" ", "_") for k in german.unit_names(kind.value)}:
                return kind.value
    raise BadInput(_said("parse-not-a-unit-kind", typed=quote(text)))


def zones(text: str | None) -> tuple[int, ...]:
    """Zones of the city by number, comma-separated (empty, 'none' or 'nobody' ('nirgends'): none)."""
    parts = items(text, what="zones")
    if len(parts) == 1 and fold(parts[0]) in _NOWHERE:
        return ()
    return tuple(number(part, what="zone", maximum=99, minimum=1) for part in parts)


def unit_kinds(text: str | None) -> tuple[str, ...]:
    """Unit kinds, comma-separated."""
    return tuple(unit_kind(part) for part in items(text, what="unit-kinds"))


def units(text: str | None) -> tuple[tuple[str, int], ...]:
    """'soldier 2, tank' -> (('soldier', 2), ('tank', 1)); empty or 'all': all units."""
    if not text or fold(text) in ("", "all"):
        return ()
    out: list[tuple[str, int]] = []
    for part in items(text, what="unit-kinds"):
        words = part.split()
        count = 1
        if len(words) > 1 and is_number(words[-1]):
            count = number(words.pop(), what="unit-count", maximum=MAX_UNITS, minimum=1)
        elif len(words) > 1 and is_number(words[0]):
            count = number(words.pop(0), what="unit-count", maximum=MAX_UNITS, minimum=1)
        try:
            kind = unit_kind(" ".join(words))
        except BadInput:
            raise BadInput(_said("parse-not-units", typed=quote(part))) from None
        out.append((kind, count))
    return tuple(out)


def forces(text: str | None) -> tuple[str, ...]:
    """Intervention forces, best first: airstrikes, helicopter, paratroopers, commandos (singular or plural)."""
    out: list[str] = []
    for part in items(text, what="forces"):
        key = fold(part).replace(" ", "").replace("-", "")
        found = next((f for f in INTERVENTION_FORCES if key.removesuffix("s") == f.removesuffix("s")), None)
        if found is None:
            raise BadInput(_said("parse-not-a-force", typed=quote(part), forces=", ".join(INTERVENTION_FORCES)))
        out.append(found)
    return tuple(out)


def word(words: Sequence[str], text: str, titles: Mapping[str, str] | None = None) -> str:
    """One of `words` (an option's ids: 'hq', 'airstrike', 'junta'): by the word itself (spaces for underscores
    too), its title in `titles` ('Headquarters'), or a unique beginning of either."""
    key = fold(text).replace("_", " ")
    if key:
        names = {w: (fold(w).replace("_", " "), fold((titles or {}).get(w, w)).replace("_", " ")) for w in words}
        for w, forms in names.items():
            if key in forms:
                return w
        starts = [w for w, forms in names.items() if any(f.startswith(key) for f in forms)]
        if len(starts) == 1:
            return starts[0]
    shown = ", ".join((titles or {}).get(w, w) for w in words)
    raise BadInput(_said("parse-not-a-choice", typed=quote(text), choices=shown))


# --- budgets and votes -------------------------------------------------------------------------------------------
def amounts(names: Sequence[str], text: str | None) -> tuple[tuple[int, int], ...]:
    """A budget's totals: 'Garcia 4, Lopez 2' -> ((seat, 4), (seat, 2)), by seat; a family named twice: the last."""
    out: dict[int, int] = {}
    for part in items(text, what="amounts"):
        words = part.split()
        several = any(is_number(w) for w in words[1:-1])  # 'Delgado 4 Fuentes 4': no commas between them
        if len(words) < 2 or not is_number(words[-1]):
            raise BadInput(_said("parse-not-an-amount", typed=quote(part), commas="yes" if several else "no"))
        try:
            pairs = [(player(names, " ".join(words[:-1])), words[-1])]
        except BadInput as error:
            if not several:
                raise
            pairs = _pairs(names, words, error)
        for seat, amount in pairs:
            out[seat] = number(amount, what="amount", maximum=MAX_AMOUNT)
    return tuple(sorted(out.items()))


def _pairs(names: Sequence[str], words: Sequence[str], error: BadInput) -> list[tuple[int, str]]:
    """Families and amounts typed one after another ('Delgado 4 Fuentes 4'); `error` (with a hint to put commas
    between them) if they do not read so."""
    pairs: list[tuple[int, str]] = []
    name: list[str] = []
    for word in words:
        if is_number(word) and name:
            try:
                pairs.append((player(names, " ".join(name)), word))
            except BadInput:
                break
            name = []
        else:
            name.append(word)
    else:
        if len(pairs) > 1 and not name:
            return pairs
    raise BadInput(_said("parse-use-commas", why=error.say)) from error


SourceNames = Callable[[Locale, Source], str]  # a vote source's name in a language (the bot's `source_text`)


def _source_keys(found: Sequence[Source], named: SourceNames) -> dict[str, frozenset[str]]:
    """Each source's words, folded, by its id: its id, its short names in every language ('Minister', 'Kirche',
    `german.source_names`) and what a voter reads in every language ('Church influence (4 votes)', `named`)."""
    return {
        s.id: frozenset({fold(s.id), *german.source_names(s.id), *(fold(named(loc, s)) for loc in LOCALES)})
        for s in found
    }


def _by_beginning(found: Sequence[Source], key: str) -> list[Source]:
    """The sources one of whose short names, in any language, begins with `key` ('Mini', 'labor')."""
    return [s for s in found if key and any(n.startswith(key) for n in german.source_names(s.id))]


def vote_split(found: Sequence[Source], text: str | None, named: SourceNames) -> tuple[tuple[str, Choice], ...]:
    """'Minister no, Labor Union yes' (or 'Polizeichef nein, Gewerkschaft ja') -> (('office:minister', no),
    ('influence:17', yes)): the voter's sources (`found`) by id, name in any language or a unique beginning of one."""
    out: dict[str, Choice] = {}
    keys = _source_keys(found, named)
    for part in items(text, what="vote-sources"):
        words = part.split()
        choice = _CHOICES.get(fold(words[-1])) if len(words) > 1 else None
        if choice is None:
            raise BadInput(_said("parse-not-a-source-and-side", typed=quote(part)))
        key = fold(" ".join(words[:-1]))
        hits = [s for s in found if key in keys[s.id]] or _by_beginning(found, key)
        if len(hits) != 1:
            mine = _sources_said(found, named)
            raise BadInput(_said("parse-no-source", typed=quote(" ".join(words[:-1])), sources=mine, count=len(found)))
        out[hits[0].id] = choice
    return tuple(out.items())


def _sources_said(found: Sequence[Source], named: SourceNames) -> Say:
    """The voter's sources as he reads them, one after the other ('Church influence (4 votes), ...')."""
    return lambda locale: ", ".join(named(locale, s) for s in found)


def vote_source(found: Sequence[Source], text: str, named: SourceNames) -> str:
    """One of the voter's sources (`found`) by id ('influence:17', as the menu sends it), name in any language
    ('Church', 'Kirche'), what the player reads ('Church influence (4 votes)'), a card's number ('#14') or a unique
    beginning of a name."""
    raw, key = text.strip(), fold(text.strip())
    card_no = raw.lstrip("#").strip()
    keys = _source_keys(found, named)
    hits = [s for s in found if key in keys[s.id] or (s.id.startswith("card:") and card_no == s.id[5:])]
    hits = hits or _by_beginning(found, key)
    if len(hits) != 1:
        mine = _sources_said(found, named)
        raise BadInput(_said("parse-no-source", typed=quote(text), sources=mine, count=len(found)))
    return hits[0].id


def vote_side(names: Sequence[str], text: str, *, budget: bool) -> str:
    """What a source is cast for: 'yes' or 'no' on the budget, else a candidate (a family, as a seat in digits)."""
    if budget:
        choice = _CHOICES.get(fold(text))
        if choice is None or choice is Choice.ABSTAIN:
            raise BadInput(_said("parse-budget-side", typed=quote(text)))
        return choice.value
    return str(player(names, text))


# --- games -------------------------------------------------------------------------------------------------------
def game(games: Sequence[tuple[int, str]], text: str) -> int:
    """One of the player's games ((id, name) pairs) by its number (#3) or its name."""
    raw = text.strip().lstrip("#").strip()
    if is_number(raw):
        digits = raw.lstrip("0") or "0"
        for gid, _ in games:
            if digits == str(gid):
                return gid
    key = fold(raw)
    for gid, name in games:
        if key and fold(name) == key:
            return gid
    raise BadInput(_said("parse-no-such-game"))


# --- conditions (RULES 7) ----------------------------------------------------------------------------------------
CARD_NAMES: tuple[str, ...] = tuple(sorted({c.name for c in CARDS}))
LOCATIONS: dict[str, Location] = {
    "home": Location.HOME,
    "hq": Location.HQ,
    "headquarters": Location.HQ,
    "bank": Location.BANK,
    "the bank": Location.BANK,
    "club": Location.CLUB,
    "the club": Location.CLUB,
    "mistress": Location.MISTRESS,
    "his mistress": Location.MISTRESS,
    "the mistress": Location.MISTRESS,
}
HELP = t("en", "parse-condition-help")
"""What a condition looks like, in English (parsers.ftl; a refusal says it in the reader's language)."""
MAX_CONDITION = 300  # characters: the longest condition, a card played by a family, is far shorter
_IF_BUDGET = re.compile(r"the budget (passed|passes|failed|fails)(?: by ([0-9]+)(?: votes?)? or less)?", re.IGNORECASE)
_IF_EXCUSE = re.compile(r"there is (a|no) coup excuse", re.IGNORECASE)
_IF_DEAD = re.compile(r"(.+?) (?:is|was) (dead|killed|alive)", re.IGNORECASE)
_IF_AT = re.compile(r"(.+?) (?:is|was) at (.+)", re.IGNORECASE)
_IF_PLAYED = re.compile(r"(.+?) (?:was|is) played(?: by (.+))?", re.IGNORECASE)
_IF_BANKED = re.compile(r"(.+?) (?:banked|banks|went to the bank)", re.IGNORECASE)


def _condition_player(names: Sequence[str], text: str) -> int:
    """A family in a condition: 'Garcia', 'the Garcia family', 'die Familie Garcia'."""
    try:
        return player(names, text)
    except BadInput:
        pass
    key = " ".join(text.split())
    if key[:4].casefold() == "the ":
        key = key[4:]
    if key[-7:].casefold() == " family":
        key = key[:-7]
    for article in ("die familie ", "familie "):  # German: 'die Familie Garcia'
        if key[: len(article)].casefold() == article:
            key = key[len(article) :]
    try:
        return player(names, key)
    except BadInput:
        raise ConditionError(_said("parse-condition-no-family", typed=quote(text), families=", ".join(names))) from None


def _card_name(text: str) -> str:
    """A card a condition names, by its English name (what the engine compares) or its name in another language."""
    key = fold(text.strip().strip("'\"„“"))
    for name in CARD_NAMES:
        if fold(name) == key:
            return name
    translated = german.card_names_by_word()
    if key in translated:
        return translated[key]
    starts = [n for n in CARD_NAMES if fold(n).startswith(key)] if key else []
    if not starts and key:
        starts = sorted({n for word, n in translated.items() if word.startswith(key)})
    if len(starts) == 1:
        return starts[0]
    raise ConditionError(_said("parse-condition-no-card", typed=quote(text)))


def parse_condition(names: Sequence[str], text: str) -> Condition:
    """A condition from what the player typed (the leading 'if' is optional); `ConditionError` (a `BadInput`)
    says what a condition looks like."""
    t = normalise(text, keep_numbers=True).rstrip(".").rstrip()
    if len(t) > MAX_CONDITION:
        raise ConditionError(_said("parse-condition-too-long", help=_said("parse-condition-help")))
    if t[:3].casefold() == "if ":
        t = t[3:]
    elif t.split(" ", 1)[0].casefold() in ("wenn", "falls") and " " in t:
        found = german.condition(t.split(" ", 1)[1], lambda who: _condition_player(names, who), _card_name, _margin)
        if found is None:
            raise ConditionError(_said("parse-condition-help"))
        return found
    if m := _IF_BUDGET.fullmatch(t):
        return IfBudget(m.group(1).casefold().startswith("pass"), _margin(m.group(2)) if m.group(2) else None)
    if m := _IF_EXCUSE.fullmatch(t):
        return IfCoupExcuse(m.group(1).casefold() == "a")
    if m := _IF_DEAD.fullmatch(t):
        return IfDead(_condition_player(names, m.group(1)), m.group(2).casefold() != "alive")
    if m := _IF_AT.fullmatch(t):
        where = LOCATIONS.get(fold(m.group(2)))
        if where is None:
            raise ConditionError(_said("parse-condition-location"))
        return IfAt(_condition_player(names, m.group(1)), where)
    if m := _IF_PLAYED.fullmatch(t):
        by = _condition_player(names, m.group(2)) if m.group(2) else None
        return IfCardPlayed(_card_name(m.group(1)), by)
    if m := _IF_BANKED.fullmatch(t):
        return IfBanked(_condition_player(names, m.group(1)))
    raise ConditionError(_said("parse-condition-help"))


def _margin(text: str) -> int:
    """The margin of votes of a condition on the budget ('by 3 or less'), in a condition's refusal if too large."""
    try:
        return number(text, what="margin", maximum=MAX_MARGIN)
    except BadInput as error:
        raise ConditionError(str(error)) from None


def condition(names: Sequence[str], text: str | None) -> Condition | None:
    """The `if` option of a conditional order (empty: none)."""
    if text is None or not text.strip():
        return None
    try:
        return parse_condition(names, text)
    except BadInput as error:
        raise BadInput(_said("parse-condition-unreadable", condition=quote(text), why=error.say)) from error
