"""Names that come in from players (bot/names.py): normalised, with a visible letter, not a look-alike of a family
already in the game."""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot import names as checks
from bot.clock import FakeClock
from bot.names import (
    MAX_FAMILY_CHARS,
    confusable,
    fold,
    has_visible_letter,
    normalise,
    same_name,
    skeleton,
)
from bot.names import _table as confusables_table
from bot.services import GameService
from bot.store import Store
from tests.bot.conftest import T0
from tests.bot.test_services import FAST, counts, failed, ok, outbox, texts


def family_problem(name: str, locale: str = "en") -> str | None:
    """The refusal of a family name as a player reads it (in English unless told)."""
    problem = checks.family_problem(name)
    return None if problem is None else problem(locale)


def game_name_problem(name: str, locale: str = "en") -> str | None:
    problem = checks.game_name_problem(name)
    return None if problem is None else problem(locale)


def family_clash(name: str, families: list[str], locale: str = "en") -> tuple[str, str] | None:
    clash = checks.family_clash(name, families)
    return None if clash is None else (clash[0], clash[1](locale))


def test_a_refused_name_is_told_in_the_readers_language() -> None:
    """Issue 23: a German player reads why his family's name is refused in German."""
    assert family_problem("3", "de") == "Ein Familienname braucht einen sichtbaren Buchstaben."
    assert family_clash("Ana", ["Ana"], "de") == (
        "family_taken",
        "Der Familienname „Ana“ ist vergeben: wähle einen anderen.",
    )
    assert game_name_problem("\u200b", "de") == "Der Name eines Spiels braucht einen sichtbaren Buchstaben."

# Characters a client can send that draw nothing.
FORMAT = ["\u200b", "\u200c", "\u200d", "\u200e", "\u200f", "\u2060", "\u2063", "\ufeff", "\u00ad", "\u202e"]
FORMAT += ["\U000e0041"]  # a tag letter
FILLERS = ["\u2800", "\u3164", "\u115f", "\u1160", "\uffa0", "\ufe0f", "\ufe00", "\U000e0100", "\u034f", "\u180b"]

# Any text a client can send, surrogates aside (they cannot travel in Discord's JSON as text).
any_text = st.text(st.characters(exclude_categories=["Cs"]), max_size=60)


def test_a_game_named_by_two_zero_width_spaces_is_refused() -> None:
    """Issue 10: a game named by two zero-width spaces was accepted."""
    name = normalise("\u200b\u200b")
    assert name == ""
    assert game_name_problem(name) == "A game's name needs a visible letter."


def test_a_family_named_by_a_zero_width_space_is_refused() -> None:
    """Issue 10: a family named '\\u200b' was accepted."""
    assert family_problem(normalise("\u200b")) == "A family name needs a visible letter."


def test_a_family_named_by_the_braille_blank_is_refused() -> None:
    """Issue 10: a family named U+2800 (braille pattern blank) was accepted."""
    assert family_problem(normalise("\u2800")) == "A family name needs a visible letter."


def test_a_family_named_by_the_hangul_filler_is_refused() -> None:
    """Issue 10: a family named U+3164 (Hangul filler) was accepted."""
    assert family_problem(normalise("\u3164")) == "A family name needs a visible letter."


def test_ana_with_a_zero_width_space_is_ana_and_taken() -> None:
    """Issue 10: 'Ana\\u200b' was accepted beside an existing 'Ana'."""
    name = normalise("Ana\u200b")
    assert name == "Ana"
    assert family_clash(name, ["Ana"]) == ("family_taken", "The family name 'Ana' is taken: choose another.")


def test_cyrillic_ana_looks_the_same_as_ana() -> None:
    """Issue 10: Cyrillic 'Аna' was accepted beside an existing 'Ana'."""
    name = normalise("\u0410na")
    assert name == "\u0410na"  # stored as typed: it is a name, only not beside Ana
    assert family_clash(name, ["Ana"]) == (
        "family_lookalike",
        "The family name '\u0410na' looks the same as 'Ana', already in this game: choose another.",
    )


def test_fullwidth_ana_is_ana_and_taken() -> None:
    """Issue 10: fullwidth 'Ａna' was accepted beside an existing 'Ana'."""
    name = normalise("\uff21na")
    assert name == "Ana"
    assert family_clash(name, ["Ana"]) == ("family_taken", "The family name 'Ana' is taken: choose another.")


def test_other_fillers_and_format_characters_are_removed() -> None:
    """Format characters, the Hangul and braille blanks, variation selectors and tags draw nothing: they go."""
    for char in FORMAT + FILLERS:
        assert normalise(f"A{char}na") == "Ana", f"U+{ord(char):04X}"
        assert not has_visible_letter(normalise(char * 3)), f"U+{ord(char):04X}"


def test_whitespace_is_collapsed() -> None:
    """Runs of any whitespace (tabs, no-break and ideographic spaces, line separators) become one space."""
    assert normalise("  Los\t\u00a0\u3000 Lopez\u2028 ") == "Los Lopez"
    assert normalise("Los \u200b Lopez") == "Los Lopez"


def test_a_letter_and_its_accent_parted_by_a_zero_width_space_compose() -> None:
    """Removing a zero-width space between 'e' and a combining acute gives 'é', the way it is usually typed."""
    assert normalise("Jose\u200b\u0301") == "Jos\u00e9"


def test_names_that_look_alike_across_scripts_and_case() -> None:
    """Greek and Cyrillic capitals, capital I beside small l, digits beside letters, m beside rn (UTS #39)."""
    assert confusable("\u0391na", "Ana")  # Greek capital alpha
    assert confusable("Garc\u0456a", "Garcia")  # Cyrillic і
    assert confusable("GarcIa", "Garcla")  # capital I and small l
    assert confusable("GARCIA", "garcia")
    assert confusable("Fam0", "FamO")
    assert confusable("Kim", "Kirn")
    assert not confusable("Garcia", "Lopez")
    assert not confusable("Ana", "Ann")
    assert not confusable("Garcia", "Garc\u00eda")  # an accent is seen


def test_a_word_orders_use_cannot_hide_behind_another_script() -> None:
    """'nobody' with a Cyrillic о, 'BiL' in fullwidth: read as the order words they look like, so refused."""
    for typed in ("nob\u043edy", "\uff22\uff49\uff2c", "None", "brother in law"):
        problem = family_problem(normalise(typed))
        assert problem is not None and "word orders already use" in problem, typed


def test_old_rules_still_hold() -> None:
    """A number, a comma, a mention: refused as before; a name with a number and letters is fine."""
    assert family_problem("3") == "A family name needs a visible letter."
    assert family_problem("#12") == "A family name needs a visible letter."
    assert family_problem("Garcia, Lopez") is not None
    assert family_problem("<@1234>") is not None
    assert family_problem(normalise("\uff20everyone")) == "A family name cannot mention anybody or any channel."
    assert family_problem("x" * (MAX_FAMILY_CHARS + 1)) == f"A family name has 1 to {MAX_FAMILY_CHARS} characters."
    assert family_problem("The 3 Brothers") is None


def test_a_stored_name_is_compared_in_its_normalised_form() -> None:
    """A name stored before normalisation (with a zero-width space) still blocks its look-alikes."""
    assert family_clash("Ana", ["Ana\u200b"]) is not None
    assert family_clash("\u0410na", ["\uff21na"]) is not None
    assert family_clash("Lopez", ["Ana\u200b", "Garcia"]) is None


def test_the_skeleton_of_every_confusable_character_is_its_own_skeleton() -> None:
    """The rebuilt table is a skeleton (UTS #39): mapping twice changes nothing."""
    for char in confusables_table():
        once = skeleton(char)
        assert skeleton(once) == once, f"U+{ord(char):04X}"


# --- properties ------------------------------------------------------------------------------------------------
@given(any_text)
def test_normalisation_is_idempotent(text: str) -> None:
    once = normalise(text)
    assert normalise(once) == once


@given(any_text)
def test_a_normalised_accepted_name_has_a_visible_letter(text: str) -> None:
    name = normalise(text)
    if family_problem(name) is None:
        assert has_visible_letter(name)
        assert any(unicodedata.category(c).startswith("L") for c in name)
    if game_name_problem(name) is None:
        assert has_visible_letter(name)


@given(any_text)
def test_a_normalised_name_has_no_invisible_character_and_no_stray_space(text: str) -> None:
    name = normalise(text)
    assert not any(c in FORMAT or c in FILLERS or unicodedata.category(c) in ("Cc", "Cf") for c in name)
    assert name == " ".join(name.split())


names = st.text(st.characters(exclude_categories=["Cs"]), min_size=1, max_size=20)


@given(names, st.lists(st.tuples(st.integers(0, 20), st.sampled_from(FORMAT + FILLERS)), max_size=6))
def test_a_name_is_confusable_with_itself_with_invisible_characters_added(
    name: str, inserts: list[tuple[int, str]]
) -> None:
    spoof = name
    for at, char in inserts:
        spoof = spoof[:at] + char + spoof[at:]
    assert same_name(name, spoof)
    assert confusable(name, spoof)


_FULLWIDTH = {c: chr(ord(c) - 0x21 + 0xFF01) for c in map(chr, range(0x21, 0x7F))}


@given(st.text(st.characters(min_codepoint=0x20, max_codepoint=0x7E), min_size=1, max_size=20), st.data())
def test_a_name_is_confusable_with_itself_in_fullwidth(name: str, data: st.DataObject) -> None:
    wide = "".join(_FULLWIDTH.get(c, c) if data.draw(st.booleans()) else c for c in name)
    assert normalise(wide) == normalise(name)
    assert confusable(name, wide)


@given(names)
def test_a_name_is_confusable_with_itself_in_another_case(name: str) -> None:
    for other in (name.upper(), name.lower(), name.title(), name.swapcase()):
        assert confusable(name, other), other


@given(names, names)
def test_the_same_name_is_always_confusable(a: str, b: str) -> None:
    if fold(a) == fold(b):
        assert confusable(a, b)


# --- through GameService ---------------------------------------------------------------------------------------
@pytest.fixture
def service(store: Store, clock: FakeClock) -> GameService:
    return GameService(store, clock, defaults=FAST)


async def game_with_ana(service: GameService) -> int:
    game = ok(await service.create_game(guild_id=1, channel_id=100, name="Republica", seed="seed-1"))
    ok(await service.join(game.id, 1000, "Ana"))
    return game.id


async def test_service_refuses_a_game_named_by_two_zero_width_spaces(service: GameService, store: Store) -> None:
    """Issue 10: /junta create name:'\u200b\u200b' made a game with an invisible name: now refused, no game."""
    refused = failed(await service.create_game(guild_id=1, channel_id=100, name="\u200b\u200b"), "bad_name")
    assert refused.message == "A game's name needs a visible letter."
    async with store.read() as rx:
        assert await rx.game_by_channel(100) is None


async def test_service_stores_a_game_name_normalised(service: GameService) -> None:
    """A game's name is stored as it is shown: fullwidth letters made plain, invisible characters gone."""
    game = ok(await service.create_game(guild_id=1, channel_id=100, name=" \uff32epublica\u200b  Nueva "))
    assert game.name == "Republica Nueva"


@pytest.mark.parametrize(
    "typed",
    ["\u200b", "\u2800", "\u3164", "\u115f\u1160", "\uffa0", "\ufe0f", "\u200b \u2800"],
    ids=[
        "zero-width space",
        "braille blank",
        "hangul filler",
        "hangul choseong+jungseong fillers",
        "halfwidth filler",
        "variation selector",
        "mixed",
    ],
)
async def test_service_refuses_an_invisible_family_name(service: GameService, store: Store, typed: str) -> None:
    """Issue 10: families named '\u200b', U+2800 and U+3164 (and the other fillers) joined: now refused."""
    game_id = await game_with_ana(service)
    before = await counts(store, game_id)
    refused = failed(await service.join(game_id, 2000, typed), "bad_family")
    assert refused.message == "A family name needs a visible letter."
    assert await counts(store, game_id) == before


async def test_service_ana_with_a_zero_width_space_is_taken(service: GameService, store: Store) -> None:
    """Issue 10: 'Ana\u200b' joined beside 'Ana': it is the same name, taken."""
    game_id = await game_with_ana(service)
    refused = failed(await service.join(game_id, 2000, "Ana\u200b"), "family_taken")
    assert refused.message == "The family name 'Ana' is taken: choose another."


async def test_service_cyrillic_ana_is_refused_beside_ana(service: GameService, store: Store) -> None:
    """Issue 10: Cyrillic 'Аna' joined beside 'Ana', and could pass for her in results and orders: refused."""
    game_id = await game_with_ana(service)
    before = await counts(store, game_id)
    refused = failed(await service.join(game_id, 2000, "\u0410na"), "family_lookalike")
    assert refused.message == (
        "The family name '\u0410na' looks the same as 'Ana', already in this game: choose another."
    )
    assert await counts(store, game_id) == before


async def test_service_fullwidth_ana_is_taken(service: GameService, store: Store) -> None:
    """Issue 10: fullwidth 'Ａna' joined beside 'Ana': it is the same name, taken."""
    game_id = await game_with_ana(service)
    refused = failed(await service.join(game_id, 2000, "\uff21na"), "family_taken")
    assert refused.message == "The family name 'Ana' is taken: choose another."


async def test_service_stores_and_announces_the_normalised_family_name(service: GameService, store: Store) -> None:
    """The name stored, announced and given to the engine is the normalised one."""
    game_id = await game_with_ana(service)
    seat = ok(await service.join(game_id, 2000, "\uff2copez\u200b \u3000de\u2060 Vega"))
    assert seat.family == "Lopez de Vega"
    assert "The Lopez de Vega family joins the game (2 players)." in texts(await outbox(store, game_id), "channel")


async def test_service_compares_with_stored_names_as_they_are_stored(service: GameService, store: Store) -> None:
    """A name stored before this check (with a zero-width space) stays as it is and still blocks look-alikes."""
    game_id = await game_with_ana(service)
    async with store.transaction() as tx:
        await tx.add_seat(game_id, 1001, "Bruno\u200b", now=T0)
    failed(await service.join(game_id, 2000, "Bruno"), "family_taken")
    failed(await service.join(game_id, 2000, "Brun\u043e"), "family_lookalike")  # Cyrillic о
    async with store.read() as rx:
        assert [s.family for s in await rx.seats(game_id)] == ["Ana", "Bruno\u200b"]
    ok(await service.join(game_id, 2000, "Carla"))
