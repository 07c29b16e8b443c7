"""German pages (issue 23): every page `bot/games/junta/text` makes reads in German for a German reader, in web,
classic and Mini-Junta, within Discord's limits, with no message missing from the catalogue and no English left in it;
the English reader reads the same pages as before.

Whole games are played by the engine with random legal orders (as tests/bot/test_status_pages.py does), and in every
phase each player's Status Page, the public status, the echo of every order, the phase's name and call, and the help
of the game's variant are rendered in both languages."""

from __future__ import annotations

import logging
import random
import re
from collections.abc import Iterator
from dataclasses import replace

import pytest

from bot.games.junta.text import describe_order, public_status_text, status_page
from bot.games.junta.text.campaign import campaign_text
from bot.games.junta.text.cards import card_page, find_cards, hand_lines
from bot.games.junta.text.done import done_text
from bot.games.junta.text.help import TOPICS, help_pages
from bot.games.junta.text.history import history_text
from bot.games.junta.text.messages import MAX_TEXT_CHARS, budget_thread_name, due_sentence, full_text
from bot.games.junta.text.orders import recorded_text
from bot.games.junta.text.phases import phase_asks, phase_call, phase_name
from bot.store import DeadlineRow
from bot.text.i18n import t
from rules.junta.cards import CARDS, DECK, DECKS
from rules.junta.duties import missing
from rules.junta.engine import adjudicate, new_game
from rules.junta.orders import Decline, Nominate, Order, Second, Submitted
from rules.junta.state import GameState, Phase
from rules.junta.variants import VARIANTS
from rules.junta.views import player_view, public_view
from rules.simulate import random_orders
from tests.said import owed

ENGLISH = re.compile(
    r"\b(the|your|you|and|with|of|is|are|to|when|which|who|has|have|not|yet|no|turn|phase|order|orders|vote|votes)\b"
)
"""English words a German page never has (commands such as `/vote budget` are taken out before looking)."""

COMMAND = re.compile(r"/[a-z]+(?: (?:president|budget|cast|join|status|map|help|create))?|`[^`]*`|'[^']*'|\([a-z ]*\)")

NAMES = ("Alvarez", "Benitez", "Castillo", "Duarte", "Escobar", "Fuentes")


def english_in(text: str) -> list[str]:
    """The English words in a German text, after the commands and their options (which stay English)."""
    return ENGLISH.findall(COMMAND.sub(" ", text))


@pytest.fixture
def no_missing_message(caplog: pytest.LogCaptureFixture) -> Iterator[None]:
    """Fails the test if any message was missing from a catalogue or failed to render (`t` logs it)."""
    with caplog.at_level(logging.ERROR, logger="bot.text.i18n"):
        yield
    assert not [r.getMessage() for r in caplog.records if r.name == "bot.text.i18n"]


def _games(variant: str, players: int, seed: str, phases: int = 120) -> Iterator[tuple[GameState, list[Submitted]]]:
    """The states of a whole random game of `variant`, each with the orders given in it."""
    rng = random.Random(seed)
    made = new_game(NAMES[:players], seed, variant)
    assert isinstance(made, GameState), made
    state = made
    for _ in range(phases):
        if state.over:
            return
        subs = random_orders(state, rng, miss=0.1)
        yield state, subs
        state = adjudicate(state, subs, f"{seed}:{state.seq}").state


def _page(locale: str, state: GameState, seat: int, orders: tuple[Order, ...] = ()) -> str:
    gaps = tuple(owed(d, state, locale) for d in missing(state, seat, orders))
    view = player_view(state, seat)
    return status_page(locale, "Republica", view, orders, owes=bool(gaps), done=False, deadline=None, missing=gaps)


@pytest.mark.parametrize(("variant", "players"), [("web", 6), ("classic", 5), ("mini", 3)])
@pytest.mark.usefixtures("no_missing_message")
def test_every_page_of_a_whole_game_reads_in_german_within_discords_limits(variant: str, players: int) -> None:
    """Issue 23: "A German table plays a whole game of each variant in German": each player's Status Page, the
    public status, every order's echo and the phase's announcement, in every phase; "Discord's limits hold in
    German, whose sentences run longer" (one message, 2,000 characters)."""
    seen: set[Phase] = set()
    for state, subs in _games(variant, players, f"de-{variant}"):
        seen.add(state.phase)
        names = [p.name for p in state.players]
        for seat in range(players):
            mine = tuple(s.order for s in subs if s.player == seat)
            german, english = _page("de", state, seat, mine), _page("en", state, seat, mine)
            assert len(german) <= MAX_TEXT_CHARS and len(english) <= MAX_TEXT_CHARS
            assert german != english
            gaps = [owed(d, state, "de") for d in missing(state, seat, mine)]  # duties.ftl's German
            looked = _without_cards(german, state)
            for gap in gaps:
                looked = looked.replace(gap, " ")
            assert not english_in(looked), (english_in(looked), german)
            for order in mine:
                echo = describe_order("de", names, order)
                assert echo != describe_order("en", names, order) or not english_in(echo), echo
        public = public_status_text("de", "Republica", "running", names, public_view(state), (), None)
        assert len(public) <= MAX_TEXT_CHARS and not english_in(public), public
        assert phase_name("de", state) != phase_name("en", state)
        assert not english_in(phase_call("de", state.phase, VARIANTS[variant]))
    assert {Phase.BUDGET_VOTE, Phase.LOCATIONS} <= seen


def _without_cards(text: str, state: GameState) -> str:
    """The text without the cards' own names and texts (cards.ftl, the card catalogue's): a hand's lines, and the
    cards named elsewhere."""
    text = "\n".join(line for line in text.split("\n") if not line.startswith("- #"))
    for spec in sorted(CARDS, key=lambda c: -len(c.title)):
        for words in (spec.title, spec.name, spec.effect):
            if words:
                text = text.replace(words, " ")
    return text


@pytest.mark.usefixtures("no_missing_message")
def test_the_longest_hand_keeps_the_german_status_page_in_one_message() -> None:
    """Issue 23: "Status Pages stay within one 2,000-character message by construction": the longest hand (every
    card with the longest text) and many orders, in German."""
    state = next(s for s, _ in _games("web", 6, "de-long") if s.phase is Phase.LOCATIONS)
    longest = sorted(DECK, key=lambda c: -len(c.effect))[:14]
    player = replace(state.players[1], hand=tuple(c.id for c in longest))
    state = replace(state, players=tuple(player if p.id == 1 else p for p in state.players))
    text = _page("de", state, 1)
    assert len(text) <= MAX_TEXT_CHARS, len(text)
    assert "/card" in text  # the hand listed by name only, each card on /card


@pytest.mark.parametrize("variant", ["web", "classic", "mini", None])
@pytest.mark.usefixtures("no_missing_message")
def test_every_help_topic_reads_in_german_within_discords_limits(variant: str | None) -> None:
    """Issue 23: /junta help and its topics in German, each page one message."""
    rules = VARIANTS[variant] if variant else None
    for topic in (None, *TOPICS):
        german = help_pages("de", topic, (), rules)
        assert all(len(p) <= MAX_TEXT_CHARS for p in german)
        assert german != help_pages("en", topic, (), rules)
        text = _without_cards("\n".join(german), new_game(NAMES, "h"))  # type: ignore[arg-type]
        assert not english_in(text), (english_in(text), topic)


@pytest.mark.usefixtures("no_missing_message")
def test_card_pages_and_hands_read_in_german() -> None:
    """/card's page and a hand's lines: the frame (effect, when, cost) in German, the commands as they are."""
    for deck in DECKS:
        for spec in {CARDS[c].title: CARDS[c] for c in DECKS[deck]}.values():
            page = card_page("de", spec, deck)
            assert "**Wirkung:**" in page and "**Wann:**" in page and "**Kosten:**" in page
            assert len(page) <= MAX_TEXT_CHARS
    assert hand_lines("de", (26,))[0].startswith("- #26 ")
    assert find_cards("de", "") == "Nenn eine Karte, mit ihrem Namen oder ihrer Nummer (z. B. Presse oder #26)."
    assert find_cards("de", "#999") == "Es gibt keine Karte #999: Die Karten sind von #0 bis #95 nummeriert."


def test_the_small_pages_read_in_german() -> None:
    """Done, the campaign, the history, deadlines, the budget thread and a full game, in German."""
    done = done_text("de", "Republica", [], [], unconfirmed=False, resolved=False, waiting_for=["Cortez", "Duarte"])
    assert "Du hast in **Republica** in dieser Phase keine Befehle gegeben." in done
    assert "sobald auch Cortez und Duarte Fertig gedrückt haben." in done
    assert "sobald auch Cortez Fertig gedrückt hat." in done_text(
        "de", "R", [], [], unconfirmed=False, resolved=False, waiting_for=["Cortez"]
    )
    names = ("Alvarez", "Benitez")
    assert campaign_text("de", names, 0, Nominate(1)) == "🗳️ Alvarez nominiert Benitez für die Präsidentenwahl."
    assert campaign_text("de", names, 0, Second(0)) == "🗳️ Alvarez unterstützt seine eigene Nominierung."
    assert campaign_text("de", names, 1, Decline(), withdrawn=True) == (
        "🗳️ Benitez nimmt seine Absage zurück: Er kann doch gewählt werden."
    )
    assert history_text("de", "R", "Runde 2", ()) == "**R** · Runde 2\n**Was alle lasen:**\nEs wurde nichts gemeldet."
    assert due_sentence("de", None) == "Diese Phase hat keine Frist."
    paused = DeadlineRow(1, 1, None, 600, None, False)
    assert due_sentence("de", paused).startswith("Die Partie ist angehalten")
    assert budget_thread_name("de", "x" * 200, 3).endswith(" · Staatshaushalt Runde 3")
    assert len(budget_thread_name("de", "x" * 200, 3)) == 100
    full = full_text("de", VARIANTS["classic"], 7)
    assert full == (
        "Die Partie ist voll (das Brettspiel: 4 bis 7 Spieler). Für 8 Spieler gibt es die Online-Regeln "
        "(/junta create variant:web)."
    )
    assert full_text("de", VARIANTS["mini"], 3).startswith("Die Partie ist voll (Mini-Junta: 2 oder 3 Spieler).")
    recorded = recorded_text("de", "R", names, Nominate(1), None)
    assert recorded == "Für **R** vermerkt: Nominiere Benitez für die Präsidentenwahl.\nDiese Phase hat keine Frist. " \
        "Nimm /done, wenn du fertig bist."


def test_the_english_pages_are_unchanged() -> None:
    """The English reader reads what he read before the catalogues (a sample; the English suites hold the rest)."""
    assert t("en", "order-nominate", candidate="Garcia") == "Nominate Garcia for President"
    state = new_game(NAMES, "en")
    assert isinstance(state, GameState)
    assert phase_name("en", state) == "Before turn 1 · Nominations for President"
    assert phase_asks("en", player_view(state, 0), False).startswith("You may nominate a candidate for President")
