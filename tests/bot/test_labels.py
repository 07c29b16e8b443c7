"""Issue 23: "no sentence is built outside the catalogues". The engine declares its order kinds, offices, unit kinds,
intervention forces and variants by stable keys only; every title a player reads is the catalogues'
(bot/text/locales/{en,de}/*.ftl), and what a player types (an office, a vote source) is read in every language of
the catalogues, totally: any text gives a value or a refusal, never a traceback.

The lists below are derived from the engine's declarations (its enums, `ORDER_TYPES`, `VARIANTS`), so a kind, office,
unit or variant added without its titles fails here, by name."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.games.junta import parsers
from bot.games.junta.parsers import BadInput
from bot.games.junta.text.orders import source_text, vote_label
from bot.text.i18n import LOCALES, has, t, t_checked
from rules.junta.cards import CARDS
from rules.junta.offices import OFFICE_INFO, Office
from rules.junta.orders import ORDER_TYPES, Choice
from rules.junta.units import INTERVENTION_FORCES, KINDS, Kind
from rules.junta.variants import VARIANTS
from rules.junta.votes import Source

ENGLISH_TITLES = {
    "nominate": "A nomination",
    "second": "Seconding a nomination",
    "decline": "Declining a nomination",
    "election_vote": "A vote for President",
    "cast": "Casting a vote source",
    "appoint_if_elected": "Appointments if elected",
    "appoint": "Appointing the cabinet",
    "opposition_brigade": "The opposition's brigade",
    "name_minister": "Naming the Minister",
    "play": "Playing a card",
    "name_head": "Naming your family's new head",
    "discard": "Discarding",
    "new_weapons": "Assigning New Weapons",
    "draw_bills": "Choosing how many bills to draw",
    "budget": "Proposing a budget",
    "budget_vote": "A budget vote",
    "vote_card": "A vote-time card",
    "seize": "Seizing the Chamber",
    "location": "Choosing a location",
    "assassinate": "An assassination",
    "banking": "Banking",
    "rebel_action": "Rebel-only action",
    "move": "A move",
    "land": "A landing",
    "bombard": "A bombardment",
    "fire": "Opening fire",
    "transfer": "A transfer of units",
    "police_response": "The Police response",
    "coup_card": "A coup card",
    "loss_order": "A loss order",
    "retreat_permission": "Retreat permissions",
    "retreat_route": "A retreat route",
    "coup_vote": "A coup vote",
    "concede": "A concession of the coup",
    "intervention": "The choice of intervention forces",
    "firing_squad": "The firing squad",
    "junta_vote": "A Junta vote",
    "execute_if_elected": "Execute if elected",
    "safe_passage": "Safe passage",
    "resign": "Resigning",
    "return": "Returning from exile",
    "execute_on_return": "The list of exiles to execute",
    "brother_in_law": "The Brother-in-Law's choice",
    "president_choice": "Your choice of a President",
}
"""Each order kind's English title, word for word as the engine declared it before the titles moved into the
catalogues (refusals and echoes read 'Banking is not an order of this phase')."""

CHURCH = next(c.id for c in CARDS if c.key == "church")
VOTE_3 = next(c.id for c in CARDS if c.kind == "vote" and c.votes == 3)
SOURCES = (
    Source("office:minister", 1, "minister"),
    Source("office:general_1", 1, "general_1"),
    Source(f"influence:{CHURCH}", 4, "Church"),
    Source(f"card:{VOTE_3}", 3, "Vote (3)"),
    Source("bonus:socialist", 3, "socialist"),
)
FAMILY = (Source("family", 1, "family"),)


def _message(prefix: str, key: str) -> str:
    return f"{prefix}-{key.replace('_', '-')}"


def test_every_order_kind_has_its_title_in_both_catalogues() -> None:
    """Every order kind of `ORDER_TYPES` has `order-title-<kind>` in English and German; the English is the title
    the engine declared before (unchanged for players), and no two kinds share one in a language."""
    assert set(ENGLISH_TITLES) == {k.KIND for k in ORDER_TYPES}
    for locale in LOCALES:
        titles = [t_checked(locale, _message("order-title", k.KIND)) for k in ORDER_TYPES]
        assert all(titles), (locale, [k.__name__ for k, title in zip(ORDER_TYPES, titles, strict=True) if not title])
        assert len(set(titles)) == len(titles), locale
    for kind in ORDER_TYPES:
        assert t("en", _message("order-title", kind.KIND)) == ENGLISH_TITLES[kind.KIND], kind.__name__


def test_every_office_has_its_name_and_title_in_both_catalogues() -> None:
    """Every office of the Republic (RULES 1) has a short name and a full title in English and German; the English
    ones are those the engine declared before ('Minister', 'Minister of Internal Security')."""
    assert set(OFFICE_INFO) == set(Office)
    for office in Office:
        for locale in LOCALES:
            for message in (_message("office", office.value), _message("office", office.value) + "-title"):
                assert t_checked(locale, message), (locale, message)
    assert t("en", "office-minister") == "Minister"
    assert t("en", "office-minister-title") == "Minister of Internal Security"
    assert t("en", "office-general-1-title") == "Generalissimo of the 1st Army Brigade"
    assert t("en", "office-farm-labor-title") == "Farm & Labor Secretary"
    assert t("de", "office-minister-title") == "Minister für Innere Sicherheit"


def test_every_unit_kind_and_intervention_force_has_its_names_in_both_catalogues() -> None:
    """Every unit kind is named, one and many, in English and German; so is every intervention force a player
    picks (RULES 6.9)."""
    assert set(KINDS) == set(Kind)
    for kind in Kind:
        for locale in LOCALES:
            one, many = (t_checked(locale, _message("unit", kind.value), count=n) for n in (1, 3))
            assert one and many, (locale, kind)
    assert t("en", "unit-soldier", count=3) == "Soldiers" and t("de", "unit-soldier", count=3) == "Soldaten"
    for force in INTERVENTION_FORCES:
        assert all(t_checked(locale, _message("pick-force", force)) for locale in LOCALES), force


def test_every_variant_has_its_title_in_both_catalogues() -> None:
    """Every variant (VARIANTS 2, 10) has a title and a short name in English and German; /junta create's choice
    reads the English title, as commands.ftl translates it."""
    for name in VARIANTS:
        for locale in LOCALES:
            assert t_checked(locale, f"variant-{name}-title") and t_checked(locale, f"variant-{name}-short"), name
    assert t("en", "variant-mini-title") == "Mini-Junta, the board game for 2 or 3 players with straw men"
    assert all(has("en", f"choice-{name}") for name in VARIANTS)


@pytest.mark.parametrize("office", list(Office))
def test_an_office_is_read_by_its_name_or_title_in_either_language(office: Office) -> None:
    """What a player types names an office by its id, or by its short name or full title in English or German, in
    any case."""
    assert parsers.office(office.value) is office
    for locale in LOCALES:
        for message in (_message("office", office.value), _message("office", office.value) + "-title"):
            said = t(locale, message)
            assert parsers.office(said) is office, said
            assert parsers.office(said.upper()) is office, said


def test_typed_german_office_names_are_read() -> None:
    """A German player types the offices as seed 001 names them (VARIANTS 13): Präsident, Minister für Innere
    Sicherheit, Kriegsminister, Kommandeur der Luftwaffe; 'AUSSENMINISTER' is 'Außenminister'."""
    assert parsers.office("Präsident") is Office.PRESIDENT
    assert parsers.office("minister für innere sicherheit") is Office.MINISTER
    assert parsers.office("Kriegsminister") is Office.MINISTER_OF_WAR
    assert parsers.office("Kommandeur der Luftwaffe") is Office.AIR_FORCE
    assert parsers.office("AUSSENMINISTER") is Office.FOREIGN_MINISTER
    assert parsers.offices("Präsident, General der 2. Brigade") == (Office.PRESIDENT, Office.GENERAL_2)
    with pytest.raises(BadInput, match="office"):
        parsers.office("Papst")


def test_typed_german_source_names_are_read() -> None:
    """A German voter names his sources in German (VARIANTS 13's words): 'Kirche', 'Minister für Innere
    Sicherheit', 'Einfluss Kirche (4 Stimmen)' as his menu shows it, 'Sozialisten-Bonus', 'Familienstimme'; in a
    budget split with 'ja' and 'nein'."""
    assert parsers.vote_source(SOURCES, "Kirche", source_text) == f"influence:{CHURCH}"
    assert parsers.vote_source(SOURCES, "Minister für Innere Sicherheit", source_text) == "office:minister"
    assert parsers.vote_source(SOURCES, source_text("de", SOURCES[2]), source_text) == f"influence:{CHURCH}"
    assert parsers.vote_source(SOURCES, "Sozialisten-Bonus", source_text) == "bonus:socialist"
    assert parsers.vote_source(SOURCES, "Stimm", source_text) == f"card:{VOTE_3}"
    assert parsers.vote_source(FAMILY, "Familienstimme", source_text) == "family"
    assert parsers.vote_split(SOURCES, "Kirche ja, General der 1. Brigade nein", source_text) == (
        (f"influence:{CHURCH}", Choice.YES),
        ("office:general_1", Choice.NO),
    )
    with pytest.raises(BadInput) as refused:
        parsers.vote_source(SOURCES, "Papst", source_text)
    assert "Einfluss Kirche" in refused.value.say("de") and "Church influence" in refused.value.say("en")


def test_every_source_is_read_by_its_names_in_either_language() -> None:
    """Each source is read by what a voter reads of it in each language, short or whole, and by its id."""
    for locale in LOCALES:
        for src in SOURCES:
            for said in (vote_label(locale, src.id), source_text(locale, src), src.id):
                assert parsers.vote_source(SOURCES, said, source_text) == src.id, (locale, said)
            typed = f"{vote_label(locale, src.id)} {t(locale, 'order-choice', choice='no')}"
            split = parsers.vote_split(SOURCES, typed, source_text)
            assert split == ((src.id, Choice.NO),), (locale, src)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=60))
def test_reading_offices_and_sources_is_total(text: str) -> None:
    """Any Unicode a client can send gives an office or source, or a refusal in a sentence: never a traceback."""
    for read in (
        lambda: parsers.office(text),
        lambda: parsers.offices(text),
        lambda: parsers.vote_source(SOURCES, text, source_text),
        lambda: parsers.vote_split(SOURCES, text, source_text),
    ):
        try:
            read()
        except BadInput as refused:
            assert all(refused.say(locale) for locale in LOCALES)


def test_a_first_ballot_names_its_sources_in_the_readers_language() -> None:
    """VARIANTS 4.2.3: ballot 1's votes are published per player with the sources used; each source is named in the
    reader's language from its id, and a ballot stored before (its sources as English words) still reads as it was."""
    from bot.games.junta.text.news import event_text
    from rules.events import PUBLIC, Event

    def ballot(*items: dict[str, object]) -> Event:
        clause = {"votes": 2, "form": "no", "for_player": None, "source_items": list(items)}
        data = {
            "form": "budget",
            "round": 0,
            "total_items": [{"votes": 2, "form": "no", "for_player": None}],
            "ballot_lines": [{"player": 1, "cast_clauses": [clause]}],
        }
        return Event("first_ballot", "", PUBLIC, data)

    names = ("Garcia", "Lopez")
    now = ballot({"source_name": "office:minister"}, {"source_name": f"influence:{CHURCH}"})
    assert "Lopez: 2 votes no (Minister, Church)" in event_text("en", now, names)
    assert "(Minister, Kirche)" in event_text("de", now, names)
    stored = ballot({"label": "Minister"}, {"label": "1st General"})
    assert "Lopez: 2 votes no (Minister, 1st General)" in event_text("en", stored, names)
