"""Nomicoup in words, in English and German (issue 23): the engine gives data (events and refusals as codes with typed
fields) and `bot.games.coup.words` renders each one from the catalogue coup.ftl in the reader's language. Every event
code and every refusal code reads as a sentence in both languages, with names and counts, never ids, enum values or
a message id, and within Discord's 2,000 characters, over whole simulated games too."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.games.coup import text
from bot.games.coup.words import RENDER, event_text, refusal_text
from bot.text.i18n import LOCALES, has
from rules.coup import Counter
from rules.coup.cards import Character
from rules.coup.events import (
    EVENTS,
    ActionBlocked,
    ActionDeclared,
    ActionFailed,
    ActionVoid,
    CardNotShown,
    CardReplaced,
    CardsDealt,
    CardShown,
    CardsReturned,
    Challenged,
    Countered,
    CounterFailed,
    CoupEvent,
    CreditsPaid,
    CreditsRefunded,
    CreditsStolen,
    CreditsTaken,
    Defaulted,
    ExchangeCards,
    Exchanged,
    Exiled,
    GameOver,
    GameStarted,
    InfluenceLost,
    InputRefused,
    NewInfluence,
    Passed,
    TurnBegan,
    WentOut,
)
from rules.coup.simulate import NAMES, play_game
from rules.coup.state import Action, Cause, ClaimOf, EndReason, Mode, StepKind
from rules.events import to
from rules.rejections import Rejection

ROOT = Path(__file__).resolve().parents[2]
LIMIT = 2000
D, A, CA, AM, CO = (Character.DUKE, Character.ASSASSIN, Character.CAPTAIN, Character.AMBASSADOR, Character.CONTESSA)
LONG = tuple(n * 3 for n in ("Bartholomew-Maximilian", "Dorothea", "Esteban", "Fuentes", "Alba", "Cy"))

SAMPLES: dict[str, tuple[CoupEvent, ...]] = {
    "game_started": (
        GameStarted(mode=Mode.CONTINUOUS, rounds=8, starter=1, order=(1, 2, 0), credits=(2, 2, 2)),
        GameStarted(mode=Mode.CLASSIC, rounds=0, starter=0, order=(0, 1), credits=(1, 2)),
        GameStarted(mode=Mode.CONTINUOUS, rounds=1, starter=0, order=(0, 1, 2, 3, 4, 5), credits=(2,) * 6),
    ),
    "cards_dealt": (CardsDealt(seat=0, cards=(D, A), audience=to(0)),),
    "turn_began": (
        TurnBegan(seat=1, turn=4, round=2, must_coup=False),
        TurnBegan(seat=2, turn=9, round=3, must_coup=True),
    ),
    "action_declared": tuple(
        ActionDeclared(
            seat=0,
            action=a,
            target=1 if a in (Action.COUP, Action.ASSASSINATE, Action.STEAL) else None,
            claim={Action.TAX: D, Action.ASSASSINATE: A, Action.STEAL: CA, Action.EXCHANGE: AM}.get(a),
            paid={Action.COUP: 7, Action.ASSASSINATE: 3}.get(a, 0),
        )
        for a in Action
    ),
    "challenged": (
        Challenged(seat=1, claimant=0, character=D, claim_of=ClaimOf.ACTION),
        Challenged(seat=2, claimant=1, character=CO, claim_of=ClaimOf.COUNTER),
    ),
    "countered": (
        Countered(seat=1, actor=0, action=Action.STEAL, character=AM),
        Countered(seat=2, actor=0, action=Action.FOREIGN_AID, character=D),
    ),
    "passed": (Passed(seat=1, step=StepKind.REACTIONS),),
    "card_shown": (CardShown(seat=0, character=A),),
    "card_not_shown": (CardNotShown(seat=0, character=CO),),
    "card_replaced": (CardReplaced(seat=0, character=CA, audience=to(0)),),
    "influence_lost": tuple(
        InfluenceLost(seat=1, character=c, cause=cause, by_lot=lot)
        for c, cause, lot in (
            (D, Cause.COUP, False),
            (A, Cause.ASSASSINATION, True),
            (CA, Cause.BLUFF, False),
            (CO, Cause.CHALLENGE, True),
        )
    ),
    "exiled": tuple(Exiled(seat=2, exiles=n) for n in (1, 2, 3, 11)),
    "new_influence": (NewInfluence(seat=2, cards=(CO, CO), audience=to(2)),),
    "went_out": (WentOut(seat=1, left=1), WentOut(seat=2, left=4)),
    "credits_taken": (
        CreditsTaken(seat=0, amount=3, asked=3, action=Action.TAX),
        CreditsTaken(seat=0, amount=1, asked=2, action=Action.FOREIGN_AID),
        CreditsTaken(seat=0, amount=0, asked=1, action=Action.INCOME),
    ),
    "credits_paid": (CreditsPaid(seat=0, amount=7, action=Action.COUP),),
    "credits_stolen": (CreditsStolen(seat=0, target=1, amount=1), CreditsStolen(seat=0, target=1, amount=2)),
    "credits_refunded": (CreditsRefunded(seat=0, amount=3, action=Action.ASSASSINATE),),
    "action_failed": tuple(ActionFailed(seat=0, action=a) for a in Action),
    "action_blocked": (
        ActionBlocked(seat=0, action=Action.ASSASSINATE, by=1, character=CO),
        ActionBlocked(seat=0, action=Action.STEAL, by=1, character=CA),
    ),
    "counter_failed": (CounterFailed(seat=1, character=D, actor=0, action=Action.FOREIGN_AID),),
    "action_void": (ActionVoid(seat=0, action=Action.ASSASSINATE, target=1),),
    "exchange_cards": (ExchangeCards(seat=0, cards=(AM, D), audience=to(0)),),
    "exchanged": (Exchanged(seat=0, count=2), Exchanged(seat=0, count=2, by_lot=True)),
    "cards_returned": (CardsReturned(seat=0, returned=(AM, D), kept=(CO, A), audience=to(0)),),
    "defaulted": tuple(Defaulted(seat=1, step=k) for k in StepKind),
    "input_refused": (
        InputRefused(seat=1, reason="must_coup", audience=to(1)),
        InputRefused(seat=1, reason="no-such-code", audience=to(1)),
    ),
    "game_over": tuple(GameOver(reason=r, ranking=(2, 0, 1)) for r in EndReason),
}


def readable(sentence: str, locale: str) -> None:
    """A sentence a player reads: a capital start, an end mark, no message id, no enum value, no None, no snake_case,
    within Discord's limit."""
    assert sentence and len(sentence) <= LIMIT, sentence
    assert sentence[0].isupper() and sentence.rstrip(")").endswith((".", "!")), sentence
    assert "coup-" not in sentence and "None" not in sentence and "_" not in sentence, sentence
    assert not re.search(r"\b(Character|Action|Cause|Mode|StepKind|EndReason)\.", sentence), sentence
    if locale == "de":
        assert not re.search(r"\b(the|credits?|Treasury|Court Deck|claims?)\b", sentence), sentence


def test_every_event_code_has_one_renderer_one_class_and_a_sample() -> None:
    """One declaration per concept: each event kind has a stable code, one class and one renderer."""
    assert set(RENDER) == set(EVENTS) == set(SAMPLES)


@pytest.mark.parametrize("code", sorted(SAMPLES))
@pytest.mark.parametrize("locale", LOCALES)
def test_every_event_code_renders_in_both_languages(code: str, locale: str) -> None:
    """Issue 23: every event reads as a sentence in English and German, with names and counts, within 2,000
    characters even with the longest names."""
    for event in SAMPLES[code]:
        assert event.code == code
        for names in (NAMES, LONG):
            readable(event_text(event, names, locale), locale)


def test_the_sentences_in_each_language() -> None:
    """The seed's terms in German: Herzog, Attentäterin, Kapitän, Botschafter, Gräfin, Münzen, Einfluss."""
    steal = ActionDeclared(seat=0, action=Action.STEAL, target=1, claim=CA, paid=0)
    assert event_text(steal, NAMES, "en") == "Alba steals from Borges, claiming the Captain."
    assert event_text(steal, NAMES, "de") == "Alba bestiehlt Borges und beansprucht den Kapitän."
    blocked = ActionBlocked(seat=0, action=Action.ASSASSINATE, by=1, character=CO)
    assert event_text(blocked, NAMES, "en") == "Borges's Contessa stops Alba's assassination."
    assert event_text(blocked, NAMES, "de") == "Borges verhindert als Gräfin das Attentat von Alba."
    dealt = CardsDealt(seat=0, cards=(D, A), audience=to(0))
    assert event_text(dealt, NAMES, "en", 0) == "You are dealt the Duke and the Assassin."
    assert event_text(dealt, NAMES, "de", 0) == "Du erhältst den Herzog und die Attentäterin."
    taken = CreditsTaken(seat=0, amount=1, asked=1, action=Action.INCOME)
    assert event_text(taken, NAMES, "de") == "Alba nimmt 1 Münze aus der Staatskasse."
    assert "Einfluss" in event_text(WentOut(seat=1, left=2), NAMES, "de")
    assert text.label("de", Counter(AM)) == "Mit dem Botschafter blocken"
    assert text.label("en", Counter(AM)) == "Counter with the Ambassador"


def refusal_codes() -> set[str]:
    """Every refusal code the engine gives (`refuse("...")` in validate, `Rejection("...")` in new_game)."""
    found: set[str] = set()
    for path in (ROOT / "rules" / "coup").glob("*.py"):
        source = path.read_text()
        found |= set(re.findall(r'refuse\(\s*"([a-z_]+)"', source))
        found |= set(re.findall(r'Rejection\(\s*"([a-z_]+)"', source))
    return found


def test_the_engine_gives_the_refusal_codes_the_catalogues_word() -> None:
    codes = refusal_codes()
    assert {"must_coup", "not_holding", "player_count", "rounds"} <= codes
    for code in codes:
        for locale in LOCALES:
            assert has(locale, "coup-refuse-" + code.replace("_", "-")), (locale, code)


@pytest.mark.parametrize("code", sorted(refusal_codes()))
@pytest.mark.parametrize("locale", LOCALES)
def test_every_refusal_code_renders_in_both_languages(code: str, locale: str) -> None:
    """Illegal input is a value with a stable code; the bot words it in the reader's language, with its numbers."""
    sentence = refusal_text(locale, code)
    readable(sentence, locale)
    assert "{" not in sentence
    if code == "player_count":
        assert "2" in sentence and "6" in sentence
        assert refusal_text(locale, code, Rejection(code, data={"min": 3, "max": 5}).data).count("3") == 1


@pytest.mark.parametrize("mode", ["continuous", "classic"])
def test_every_event_of_whole_simulated_games_renders_in_both_languages(mode: str) -> None:
    """Issue 23: "every event of every kind renders in both languages within Discord's limits over whole simulated
    games" (`rules.coup.simulate`, random and computer players), for every reader who may see it."""
    seen: set[str] = set()
    for players, seed, kind in [
        (2, "a", "random"),
        (3, "b", "mixed"),
        (4, "c", "random"),
        (6, "d", "computer"),
        (5, "e", "mixed"),
    ]:
        told: list[CoupEvent] = []
        stats, _ = play_game(players, f"words-{seed}", mode, kind, rounds=3, told=told.extend)
        assert stats.error is None and stats.finished
        for event in told:
            seen.add(event.code)
            for reader in (None, *range(players)):
                if not event.audience.sees(reader):
                    continue
                for locale in LOCALES:
                    readable(event_text(event, NAMES[:players], locale, reader), locale)
    assert {"game_started", "turn_began", "action_declared", "challenged", "influence_lost", "game_over"} <= seen
