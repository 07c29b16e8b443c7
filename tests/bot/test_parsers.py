"""The parsers of what players type (bot/games/junta/parsers.py): every one returns a value of its type or raises
`BadInput` with a sentence, on any text a Discord client can send (up to 6,000 characters of any Unicode); numbers are
ASCII digits only; names are found case-insensitively after NFKC. Issue 10, point 3: `/nominate candidate:²`,
`/discard cards:²,³`, `/move units:"soldier ²"` and their kind crashed with a `ValueError`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from bot.config import ConfigError, GameSettings
from bot.games.junta import parsers
from bot.games.junta.conditions import condition_forms
from bot.games.junta.parsers import BadInput
from bot.games.junta.text.orders import source_text
from rules.junta.cards import CARDS, DECK, card
from rules.junta.conditions import Condition, IfAt, IfBanked, IfBudget, IfCardPlayed, IfCoupExcuse, IfDead
from rules.junta.offices import Office
from rules.junta.orders import BROTHER_IN_LAW, SECRET_POLICE, Choice
from rules.junta.state import Location
from rules.junta.units import INTERVENTION_FORCES, Kind
from rules.junta.votes import Source

NAMES = ("Ana", "Garcia", "Lopez", "Straße", "Zoë", "Ｍoreno")
VOTE = next(c.id for c in DECK if c.kind == "vote")
ASSASSIN = next(c.id for c in DECK if c.kind == "assassin")
HAND = (VOTE, ASSASSIN, 40)
SOURCES = (
    Source("office:minister", 1, "Minister"),
    Source("influence:12", 3, "Labor Union"),
    Source("bonus:socialist", 1, "Socialist bonus"),
)
GAMES = ((3, "Republica"), (12, "Banana Republic"), (120, "Ｚona"))

# --- what a client can send --------------------------------------------------------------------------------------
#: Digits and number characters of every script: ASCII, superscripts, Arabic-Indic, Devanagari, fullwidth,
#: circled, Roman numerals, fractions, mathematical digits.
DIGITS = "0123456789²³¹⁰⁴٠١٢٣٤५६३०१２３①⑩Ⅻⅻ½¼𝟘𝟙𝟡"
WORDS = (
    *NAMES,
    "Ａna",
    "ana\u200b",
    "gar",
    "bil",
    "brother-in-law",
    "all",
    "none",
    "nobody",
    "yes",
    "no",
    "abstain",
    "soldier",
    "tanks",
    "Palace Guard",
    "minister",
    "1st General",
    "air_force",
    "airstrikes",
    "helicopter",
    "secret police",
    "Vote (5)",
    card(VOTE).title,
    "Coup Excuse",
    "if ",
    "the budget failed by ",
    " or less",
    " is dead",
    " is at the bank",
    " was played by ",
    " banked",
    "there is a coup excuse",
    "Republica",
    "#",
    "-",
    "+",
    "_",
    ".",
    "'",
    '"',
)
SEPARATORS = (",", "，", "﹐", " ", "  ", "\u3000", "\u00a0", "\u200b", "\u2060", "\ufeff", "\n", "\t", "\u2028", "#")

#: Any text of up to 6,000 characters from the whole of Unicode (but lone surrogates).
ANY_TEXT = st.text(max_size=6000)
#: Lone surrogates too: JSON can carry them ("\ud800") and Python decodes them into a str.
SURROGATES = st.text(st.characters(exclude_categories=()), max_size=200)
#: Digits of all scripts mixed with separators, '#', whitespace and the words orders use.
TARGETED = st.lists(
    st.one_of(
        st.sampled_from(DIGITS),
        st.text(st.sampled_from(DIGITS), min_size=1, max_size=12),
        st.sampled_from(SEPARATORS),
        st.sampled_from(WORDS),
    ),
    max_size=40,
).map("".join)
#: Long numbers: thousands of digits (Python's int() reads at most 4,300), leading zeros, other scripts' digits.
LONG = st.builds(
    lambda prefix, digit, count, suffix: prefix + digit * count + suffix,
    st.sampled_from(("", "#", "Garcia ", "soldier ", "if the budget failed by ", "Vote (5) ", "0" * 4400)),
    st.sampled_from(("9", "0", "1", "²", "٣", "३", "２")),
    st.integers(min_value=1, max_value=5990),
    st.sampled_from(("", " yes", " or less", ",", " tanks", "1")),
)
#: Lists of what orders say, often right: 'Garcia 4, soldier 2, #11 yes, Minister no', with digits of all scripts.
NEARLY_RIGHT = st.lists(
    st.tuples(
        st.sampled_from((*WORDS, *(str(c) for c in HAND), *(f"#{c}" for c in HAND), "3", "12")),
        st.sampled_from(("", " 1", " 4", " 99", " 100", " 0", " yes", " no", " ²", " ٣", " 3")),
    ).map("".join),
    max_size=6,
).map(", ".join)
TEXTS = st.one_of(ANY_TEXT, TARGETED, LONG, SURROGATES, NEARLY_RIGHT)


# --- every parser: its value's type, or BadInput -----------------------------------------------------------------
def _seat(value: object) -> bool:
    return type(value) is int and 0 <= value < len(NAMES)


def _card(value: object) -> bool:
    return type(value) is int and 0 <= value < len(CARDS)


def _kind(value: object) -> bool:
    return isinstance(value, str) and value in {k.value for k in Kind}


def _tuple_of(check: Callable[[object], bool]) -> Callable[[object], bool]:
    return lambda value: isinstance(value, tuple) and len(value) <= parsers.MAX_ITEMS and all(check(v) for v in value)


def _pair(first: Callable[[object], bool], second: Callable[[object], bool]) -> Callable[[object], bool]:
    return lambda value: isinstance(value, tuple) and len(value) == 2 and first(value[0]) and second(value[1])


def _choice(value: object) -> bool:
    return isinstance(value, Choice)


#: name -> (the parser on a text, what its value must be)
PARSERS: dict[str, tuple[Callable[[str], Any], Callable[[object], bool]]] = {
    "player": (lambda t: parsers.player(NAMES, t), _seat),
    "player or Brother-in-Law": (
        lambda t: parsers.player(NAMES, t, allow_bil=True),
        lambda v: _seat(v) or v == BROTHER_IN_LAW,
    ),
    "players": (lambda t: parsers.players(NAMES, t), _tuple_of(_seat)),
    "card": (lambda t: parsers.card_in_hand(HAND, t), _card),
    "cards": (lambda t: parsers.cards_in_hand(HAND, t), _tuple_of(_card)),
    "assassin": (lambda t: parsers.assassin(HAND, t), lambda v: _card(v) or v == SECRET_POLICE),
    "vote cards": (lambda t: parsers.vote_cards(HAND, t, Choice.YES), _tuple_of(_pair(_card, _choice))),
    "office": (parsers.office, lambda v: isinstance(v, Office)),
    "offices": (parsers.offices, _tuple_of(lambda v: isinstance(v, Office))),
    "unit kind": (parsers.unit_kind, _kind),
    "unit kinds": (parsers.unit_kinds, _tuple_of(_kind)),
    "units": (
        parsers.units,
        _tuple_of(_pair(_kind, lambda n: type(n) is int and 1 <= n <= parsers.MAX_UNITS)),
    ),
    "intervention forces": (parsers.forces, _tuple_of(lambda v: v in INTERVENTION_FORCES)),
    "amounts": (
        lambda t: parsers.amounts(NAMES, t),
        _tuple_of(_pair(_seat, lambda n: type(n) is int and 0 <= n <= parsers.MAX_AMOUNT)),
    ),
    "vote split": (
        lambda t: parsers.vote_split(SOURCES, t, source_text),
        _tuple_of(_pair(lambda s: s in {x.id for x in SOURCES}, _choice)),
    ),
    "comma list": (parsers.items, lambda v: isinstance(v, list) and len(v) <= parsers.MAX_ITEMS),
    "number": (
        lambda t: parsers.number(t, what="a count", maximum=500, minimum=1),
        lambda v: type(v) is int and 1 <= v <= 500,
    ),
    "game": (lambda t: parsers.game(GAMES, t), lambda v: v in {g for g, _ in GAMES}),
    "condition": (lambda t: parsers.condition(NAMES, t), lambda v: v is None or isinstance(v, Condition)),
}


def _holds(name: str, text: str) -> None:
    parse, right_type = PARSERS[name]
    try:
        value = parse(text)
    except BadInput as error:
        message = str(error)
        assert message and len(message) < 1000, f"{name}: a refusal is a short sentence, not {message!r}"
        event("refused")
        return
    assert right_type(value), f"{name}({text!r}) gave {value!r}"
    event("read")


@pytest.mark.parametrize("name", sorted(PARSERS))
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(text=TEXTS)
def test_every_parser_returns_its_type_or_refuses_in_a_sentence(name: str, text: str) -> None:
    """Whatever a client sends (any Unicode up to 6,000 characters, digits of every script among separators and
    the words orders use, numbers of thousands of digits, lone surrogates), a parser returns a value of its type
    or raises BadInput with a short sentence: never another exception."""
    _holds(name, text)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(text=TEXTS)
def test_the_condition_autocomplete_never_fails(text: str) -> None:
    """The `if` option's autocomplete offers at most 25 condition forms, whatever is typed."""
    forms = condition_forms(NAMES, text, "de")
    assert isinstance(forms, list) and len(forms) <= 25 and all(isinstance(f, str) and f for f in forms)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(text=TEXTS)
def test_a_deadline_typed_in_junta_create_is_a_setting_or_a_sentence(text: str) -> None:
    """/junta create's deadline_time and deadline_zone: a valid setting or a ConfigError, whatever is typed."""
    for changes in ({"deadline_time": text}, {"deadline_zone": text}):
        try:
            GameSettings(**changes)  # type: ignore[arg-type]
        except ConfigError as error:
            assert str(error)


# --- the cases and one per kind ----------------------------------------------------------------------------
def test_nominate_a_superscript_two() -> None:
    """/nominate candidate:² is refused in a sentence: '²' is no seat number and no family."""
    with pytest.raises(BadInput, match=r"^There is no family '²' in this game: the families are Ana, Garcia"):
        parsers.player(NAMES, "²")


def test_discard_superscripts() -> None:
    """/discard cards:²,³ is refused in a sentence: '²' is no card number and no card of the hand."""
    with pytest.raises(BadInput, match=r"^You have no card '²' in your hand"):
        parsers.cards_in_hand(HAND, "²,³")


def test_move_soldier_superscript_two() -> None:
    """/move units:"soldier ²" is refused in a sentence: '²' is no count."""
    with pytest.raises(BadInput, match=r"^'soldier ²' is not a unit kind and count, e\.g\. 'soldier 2, tank 1'\.$"):
        parsers.units("soldier ²")


def test_other_scripts_digits_are_not_seat_numbers() -> None:
    """Arabic-Indic ٣ and Devanagari ३ were read as seat 3 (int() reads them); only ASCII digits are numbers."""
    for text in ("٣", "३", "３", "#٣"):
        with pytest.raises(BadInput, match="There is no family"):
            parsers.player(NAMES, text)
    assert parsers.player(NAMES, "3") == 3
    assert parsers.player(NAMES, "#3") == 3


def test_a_family_is_found_by_its_name_folded() -> None:
    """A family is found case-insensitively after NFKC, without zero-width characters: fullwidth 'Ａna', 'ANA',
    'ana' + zero-width space, 'STRASSE' for Straße; and a unique beginning ('gar'); the Brother-in-Law by 'BIL'."""
    assert parsers.player(NAMES, "Ａna") == 0
    assert parsers.player(NAMES, "ANA") == 0
    assert parsers.player(NAMES, "ana\u200b") == 0
    assert parsers.player(NAMES, "STRASSE") == 3
    assert parsers.player(NAMES, "moreno") == 5
    assert parsers.player(NAMES, "gar") == 1
    assert parsers.player(NAMES, "BIL", allow_bil=True) == BROTHER_IN_LAW
    with pytest.raises(BadInput):
        parsers.player(NAMES, "bil")


def test_a_family_list_with_digits_of_other_scripts() -> None:
    """/executelist players:"Ana, ²" refuses '²'; 'nobody' and fullwidth commas are read."""
    with pytest.raises(BadInput, match="There is no family '²'"):
        parsers.players(NAMES, "Ana, ²")
    assert parsers.players(NAMES, "Nobody") == ()
    assert parsers.players(NAMES, "Ana，Lopez") == (0, 2)


def test_a_card_number_of_thousands_of_digits() -> None:
    """A card number of 5,000 digits (int() cannot read it) is refused as too large; leading zeros are fine."""
    with pytest.raises(BadInput, match=r"is too large for a card number: it is at most"):
        parsers.card_in_hand(HAND, "9" * 5000)
    assert parsers.card_in_hand(HAND, "0" * 5000 + "5") == 5
    assert parsers.card_in_hand(HAND, f"#{VOTE}") == VOTE
    assert parsers.card_in_hand(HAND, card(VOTE).title.upper()) == VOTE


def test_an_assassin_with_a_superscript() -> None:
    """/assassinate assassin:³ is refused; 'Secret Police' is the Minister's police."""
    with pytest.raises(BadInput, match="You have no card '³'"):
        parsers.assassin(HAND, "³")
    assert parsers.assassin(HAND, "Secret Police") == SECRET_POLICE


def test_vote_cards_with_sides() -> None:
    """/vote budget cards:"#N yes, ²" refuses '²'; 'YES' is a side."""
    assert parsers.vote_cards(HAND, f"#{VOTE} YES", Choice.NO) == ((VOTE, Choice.YES),)
    with pytest.raises(BadInput, match="You have no card '²'"):
        parsers.vote_cards(HAND, f"#{VOTE} yes, ² no", Choice.NO)


def test_offices_by_name() -> None:
    """/brotherinlaw offices:"minister, ²" refuses '²'; fullwidth and underscored names are read."""
    assert parsers.offices("Ｍinister, 1st general, air_force") == (Office.MINISTER, Office.GENERAL_1, Office.AIR_FORCE)
    with pytest.raises(BadInput, match="There is no office '²'"):
        parsers.offices("minister, ²")


def test_unit_kinds_and_counts() -> None:
    """/land kind:"²" and /lossorder kinds:"soldier, ³" are refused; counts are ASCII digits from 1 to 99, before
    or after the kind, plural or not."""
    with pytest.raises(BadInput, match="'²' is not a unit kind"):
        parsers.unit_kind("²")
    with pytest.raises(BadInput, match="'³' is not a unit kind"):
        parsers.unit_kinds("soldier, ³")
    assert parsers.units("soldier 2, 3 Palace Guards, tank") == (("soldier", 2), ("palace_guard", 3), ("tank", 1))
    with pytest.raises(BadInput, match="A count of units is at least 1, not 0"):
        parsers.units("soldier 0")
    with pytest.raises(BadInput, match="is too large for a count of units: it is at most 99"):
        parsers.units("soldier " + "9" * 5000)


def test_zones_in_order() -> None:
    """/retreatroute to:"13, ٣" refuses the Arabic-Indic digit; zones are read in the order typed; 'none' or nothing
    is no zone (the route is withdrawn); zone 0 is refused in a sentence."""
    assert parsers.zones("13, 16,22") == (13, 16, 22)
    assert parsers.zones("") == () and parsers.zones("none") == ()
    with pytest.raises(BadInput, match="not a number"):
        parsers.zones("13, ٣")
    with pytest.raises(BadInput, match="at least 1"):
        parsers.zones("0")


def test_head_name_is_checked_like_a_family_name() -> None:
    """/newhead head:"Rosa" is kept (normalised); a name that pings, has a comma or no visible letter is refused
    in a sentence that speaks of the head's name."""
    assert parsers.head_name("  Ｒosa ") == "Rosa"
    with pytest.raises(BadInput, match="name for your family's head cannot mention"):
        parsers.head_name("@everyone")
    with pytest.raises(BadInput, match="cannot contain a comma"):
        parsers.head_name("Rosa, Maria")
    with pytest.raises(BadInput, match="needs a visible letter"):
        parsers.head_name("\u200b")


def test_budget_amounts() -> None:
    """/budget totals:"Garcia 4, Lopez 2" is read by seat; 'Garcia ²', 'Garcia ٣' and an amount of 5,000 digits
    are refused in sentences."""
    assert parsers.amounts(NAMES, "Garcia 4, Lopez 2") == ((1, 4), (2, 2))
    for text in ("Garcia ²", "Garcia ٣"):
        with pytest.raises(BadInput, match=r"should be a family and an amount, e\.g\. 'Garcia 4'"):
            parsers.amounts(NAMES, text)
    with pytest.raises(BadInput, match="is too large for an amount of MP: it is at most 999"):
        parsers.amounts(NAMES, "Garcia " + "9" * 5000)


def test_a_comma_list_is_bounded() -> None:
    """A list of more than 40 items is refused in a sentence; empty items do not count."""
    assert parsers.items(",,a,，b ,, ") == ["a", "b"]
    with pytest.raises(BadInput, match="That is a list of 41 families: name at most 40"):
        parsers.players(NAMES, ",".join(["Ana"] * 41))


def test_vote_sources_split() -> None:
    """/vote budget split:"Minister ²" is refused (no side); 'ＭINISTER NO' and a beginning ('labor yes') are read."""
    assert parsers.vote_split(SOURCES, "ＭINISTER NO, labor yes", source_text) == (
        ("office:minister", Choice.NO),
        ("influence:12", Choice.YES),
    )
    with pytest.raises(BadInput, match="should be a vote source and yes, no or abstain"):
        parsers.vote_split(SOURCES, "Minister ²", source_text)


def test_intervention_forces() -> None:
    """/intervention forces:"airstrike, ³" refuses '³'; singular or plural and any case are read."""
    assert parsers.forces("Air Strikes, helicopters, Paratrooper") == ("airstrikes", "helicopter", "paratroopers")
    with pytest.raises(BadInput, match="'³' is not an intervention force"):
        parsers.forces("airstrike, ³")


def test_the_game_option() -> None:
    """The game option: '#3', '003' and the name (fullwidth too) find game 3; '#³' and '٣' find nothing."""
    assert parsers.game(GAMES, "#3") == 3
    assert parsers.game(GAMES, "003") == 3
    assert parsers.game(GAMES, "ＲＥＰＵＢＬＩＣＡ") == 3
    assert parsers.game(GAMES, "zona") == 120
    for text in ("#³", "٣", "9" * 5000, ""):
        with pytest.raises(BadInput, match="You have no seat in that game"):
            parsers.game(GAMES, text)


def test_conditions_with_digits() -> None:
    """The `if` option: 'if the budget failed by ³ or less' is refused (only ASCII digits), so is a margin of
    200 digits; 'by 3 or less' is read, and a family by 'the X family' or its fullwidth name. Its autocomplete
    offers the ASCII form."""
    assert parsers.condition(NAMES, "if the budget failed by 3 or less") == IfBudget(False, 3)
    with pytest.raises(BadInput, match=r"^the condition 'if the budget failed by ³ or less' cannot be read"):
        parsers.condition(NAMES, "if the budget failed by ³ or less")
    with pytest.raises(BadInput, match=r"cannot be read: .*too large for a margin of votes"):
        parsers.condition(NAMES, "if the budget failed by " + "9" * 200 + " or less")
    assert parsers.condition(NAMES, "If the Garcia family is dead.") == IfDead(1, True)
    assert parsers.condition(NAMES, "ｉｆ Ａｎａ ｉｓ ａｌｉｖｅ") == IfDead(0, False)
    assert parsers.condition(NAMES, "  ") is None
    # The autocomplete offers the form in ASCII digits, which is read.
    assert condition_forms(NAMES, "if the budget failed by ³", "en") == ["if the budget failed by 3 or less"]
    assert condition_forms(NAMES, "if the budget failed by ³³ or less", "en") == []


def test_a_deadline_time_in_other_scripts_digits() -> None:
    """/junta create deadline_time:"٢٢:٠٠" is refused (it was stored as '22:٠٠'); "22:00" is read."""
    with pytest.raises(ConfigError, match="is not a time of day"):
        GameSettings(deadline_time="٢٢:٠٠")
    assert GameSettings(deadline_time=" 7:05 ").deadline_time == "07:05"


def test_a_family_is_found_without_its_umlauts_and_sharp_s() -> None:
    """Issue 22: "Grossenwahn-Weiss" does not find "Größenwahn-Weiß". What a player types finds a family with 'ß'
    as 'ss' and without accents or umlauts' dots, or with the umlauts written out ('oe'); the name stays as it was
    given, a strict match comes first, and a loose beginning finds it too."""
    families = ("Größenwahn-Weiß", "Peña", "Muller", "Müller")
    assert parsers.player(families, "Grossenwahn-Weiss") == 0
    assert parsers.player(families, "GROESSENWAHN-WEISS") == 0
    assert parsers.player(families, "grossen") == 0
    assert parsers.player(families, "Pena") == 1
    assert parsers.player(families, "muller") == 2  # the strict match first
    assert parsers.player(families, "Mueller") == 3
    assert parsers.players(families, "grossenwahn-weiss, pena") == (0, 1)
    assert parsers.matches("weiss", "Größenwahn-Weiß") and parsers.matches("Pena", "Peña")
    assert not parsers.matches("weisz", "Größenwahn-Weiß")


def test_a_fixed_choice_by_its_id_its_name_or_a_beginning() -> None:
    """An option with fixed choices (a location, a weapon) reads its id ('hq', as a picked choice sends it), its
    name ('Headquarters'), the id with spaces ('air force') or a unique beginning; anything else is refused naming
    the choices by their names."""
    titles = {"hq": "Headquarters", "home": "Home", "air_force": "Air Force Commander"}
    words = tuple(titles)
    assert parsers.word(words, "hq", titles) == "hq"
    assert parsers.word(words, "HEADQUARTERS", titles) == "hq"
    assert parsers.word(words, "air force", titles) == "air_force"
    assert parsers.word(words, "Air", titles) == "air_force"
    with pytest.raises(BadInput, match="'h' is not one of the choices: Headquarters, Home, Air Force Commander"):
        parsers.word(words, "h", titles)


# --- German (issue 23: "parsers accept the German words too ('wenn Garcia tot ist', 'niemand', German card names,
# 'ja'/'nein'), always total") ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        ("wenn Garcia tot ist", IfDead(1, True)),
        ("Wenn Garcia am Leben ist", IfDead(1, False)),
        ("wenn Garcia lebt", IfDead(1, False)),
        ("wenn Lopez ist tot", IfDead(2, True)),
        ("falls die Familie Garcia tot ist", IfDead(1, True)),
        ("wenn Straße tot ist", IfDead(3, True)),
        ("wenn Garcia in der Bank ist", IfAt(1, Location.BANK)),
        ("wenn Garcia ist zu Hause", IfAt(1, Location.HOME)),
        ("wenn Garcia im Nachtclub war", IfAt(1, Location.CLUB)),
        ("wenn Garcia im Hauptquartier ist", IfAt(1, Location.HQ)),
        ("wenn Garcia bei seiner Freundin ist", IfAt(1, Location.MISTRESS)),
        ("wenn Bank-Ferien gespielt wurde", IfCardPlayed("Bank Holiday")),
        ("wenn bank-ferien von Lopez gespielt wurde", IfCardPlayed("Bank Holiday", 2)),
        ("wenn Zählfehler gespielt wurde", IfCardPlayed("Miscount")),
        ("wenn der Haushalt angenommen wurde", IfBudget(True, None)),
        ("wenn der Haushalt mit 3 Stimmen oder weniger abgelehnt wurde", IfBudget(False, 3)),
        ("wenn der Haushalt abgelehnt wurde, mit 1 Stimme oder weniger", IfBudget(False, 1)),
        ("wenn es einen Putsch-Vorwand gibt", IfCoupExcuse(True)),
        ("wenn es keinen Putsch-Vorwand gibt", IfCoupExcuse(False)),
        ("wenn Garcia eingezahlt hat", IfBanked(1)),
    ],
)
def test_a_condition_typed_in_german(text: str, wanted: Condition) -> None:
    """'wenn Garcia tot ist' reads as 'if Garcia is dead': each condition of RULES 7 in German (VARIANTS 13's
    words), as a German clause or a main clause."""
    assert parsers.parse_condition(NAMES, text) == wanted


def test_a_german_condition_that_cannot_be_read_is_refused_in_the_readers_language() -> None:
    """A condition that reads as none is refused with what one looks like, in German for a German reader."""
    with pytest.raises(BadInput) as refused:
        parsers.condition(NAMES, "wenn Garcia müde ist")
    assert refused.value.text("de").startswith("die Bedingung 'wenn Garcia müde ist' lässt sich nicht lesen:")
    assert "„wenn Garcia tot ist“" in refused.value.text("de")
    assert str(refused.value).startswith("the condition 'wenn Garcia müde ist' cannot be read: a condition reads like")
    with pytest.raises(BadInput, match="there is no family 'Hans'"):
        parsers.condition(NAMES, "wenn Hans tot ist")


def test_german_words_for_nobody_yes_no_and_the_brother_in_law() -> None:
    """'niemand' is nobody, 'nirgends' no zone, 'ja'/'nein'/'Enthaltung' are the sides of a vote, 'der Schwager des
    Präsidenten' the President's Brother-in-Law."""
    assert parsers.players(NAMES, "niemand") == ()
    assert parsers.players(NAMES, "Niemand") == ()
    assert parsers.zones("nirgends") == ()
    both = ((VOTE, Choice.YES), (VOTE, Choice.NO))
    assert parsers.vote_cards(HAND, f"{VOTE} ja, #{VOTE} nein", Choice.ABSTAIN) == both
    assert parsers.vote_side(NAMES, "Ja", budget=True) == "yes"
    assert parsers.player(NAMES, "Schwager des Präsidenten", allow_bil=True) == BROTHER_IN_LAW
    assert parsers.player(NAMES, "der Schwager des Präsidenten", allow_bil=True) == BROTHER_IN_LAW


def test_german_names_of_cards_offices_and_units() -> None:
    """A German player names his cards, the offices and the unit kinds as the German catalogue does (seed 001's
    names): 'Bank-Ferien', 'Präsident', 'Soldaten'."""
    holiday = next(c.id for c in DECK if c.key == "bank_holiday")
    assert parsers.card_in_hand((VOTE, holiday), "Bank-Ferien") == holiday
    assert parsers.card_in_hand((VOTE, holiday), "bank-ferien") == holiday
    assert parsers.card_in_hand((VOTE, holiday), f"Stimm-Karte ({card(VOTE).votes})") == VOTE
    assert parsers.office("Präsident") is Office.PRESIDENT
    assert parsers.unit_kind("Soldaten") == Kind.SOLDIER.value
    assert parsers.unit_kind("Soldat") == Kind.SOLDIER.value


def test_a_german_reader_is_offered_the_conditions_in_german() -> None:
    """The `if` option's autocomplete offers a German reader the German forms first, each read back as its
    condition; an English reader is offered the English ones."""
    forms = condition_forms(NAMES, "wenn Garcia t", "de")
    assert forms[0] == "wenn Garcia tot ist"
    assert parsers.parse_condition(NAMES, forms[0]) == IfDead(1, True)
    german = condition_forms(NAMES, "", "de")
    assert german[0] == "wenn der Haushalt angenommen wurde" and len(german) <= 25
    assert condition_forms(NAMES, "wenn Bank-F", "de") == ["wenn Bank-Ferien gespielt wurde"]
    assert all(isinstance(parsers.parse_condition(NAMES, f), Condition) for f in condition_forms(NAMES, "wenn", "de"))
    assert condition_forms(NAMES, "", "en")[0] == "if the budget passed"
    for name in NAMES:
        for form in condition_forms(NAMES, f"wenn {name}", "de"):
            assert parsers.parse_condition(NAMES, form), form


def test_a_refusal_of_what_was_typed_reads_in_the_players_language() -> None:
    """Issue 23: "What players type: parsers accept the German words too ..., always total"; and what a refusal says
    is in the reader's language, English unchanged."""
    from bot.games.junta import parsers as p

    cases: list[Callable[[], object]] = [
        lambda: p.number("x", what="amount", maximum=9),
        lambda: p.number("99", what="zone", maximum=40),
        lambda: p.number("0", what="unit-count", maximum=9, minimum=1),
        lambda: p.player(("Garcia", "Lopez"), "Nobody"),
        lambda: p.items(",".join("a" * 200), what="families"),
        lambda: p.amounts(("Garcia", "Lopez"), "Garcia 4 Lopez"),
        lambda: p.units("xyz 2"),
    ]
    for make in cases:
        with pytest.raises(p.BadInput) as got:
            make()
        english, german = got.value.text("en"), got.value.text("de")
        assert english == str(got.value) and english != german and "{" not in german, (english, german)
    with pytest.raises(p.BadInput) as got:
        p.number("0", what="unit-count", maximum=9, minimum=1)
    assert got.value.text("en") == "A count of units is at least 1, not 0."
    assert got.value.text("de") == "Eine Zahl von Einheiten ist mindestens 1, nicht 0."
