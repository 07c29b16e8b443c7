"""What players of a `classic` game read (issue 15): the help, the phase announcements, the Status Pages and the
public status follow the game's rules variant (VARIANTS.md sections 1-9), read from `rules.junta.variants.Variant`'s
fields. Pure: built from engine states and views."""

from __future__ import annotations

import random

import pytest

from bot.config import ConfigError, GameSettings
from bot.games.junta.settings import VARIANTS as CONFIG_VARIANTS
from bot.games.junta.settings import junta
from bot.games.junta.settings import settings as junta_settings
from bot.games.junta.text import status_page
from bot.games.junta.text.help import TOPICS, help_pages, turn_phases
from bot.games.junta.text.phases import phase_asks, phase_call
from bot.games.junta.text.status import public_status_text
from bot.games.junta.text.terms import office_title, phase_name
from rules.junta.cards import DECKS
from rules.junta.duties import missing
from rules.junta.engine import adjudicate, new_game
from rules.junta.offices import Office
from rules.junta.state import GameState, Phase
from rules.junta.variants import CLASSIC, VARIANTS, WEB
from rules.junta.views import player_view, public_view
from rules.simulate import random_orders
from tests.bot.test_status_pages import INTERNAL
from tests.said import owed

WEB_ONLY = ("Farm & Labor", "Minister of War", "Foreign Minister", "New Weapons", "Tank", "Bodyguard", "/intervention")
"""Words of the web game's offices and forces that a classic player must never read (VARIANTS 2.2: "Not in classic:
Minister of War, Foreign Minister, Farm & Labor Secretary, and all that comes with them")."""


def _classic(players: int = 4, seed: str = "classic-text") -> GameState:
    made = new_game([f"Fam{i}" for i in range(players)], seed, "classic")
    assert isinstance(made, GameState), made
    return made


def _all(topic: str | None, variant: object) -> str:
    assert variant is None or variant in VARIANTS.values()
    return "\n".join(help_pages("en", topic, (), variant))  # type: ignore[arg-type]


def _page(state: GameState, seat: int) -> str:
    gaps = tuple(owed(d, state) for d in missing(state, seat, ()))
    view = player_view(state, seat)
    return status_page("en", "Republica", view, (), owes=bool(gaps), done=False, deadline=None, missing=gaps)


def test_the_config_offers_the_engines_variants() -> None:
    """VARIANTS.md: 'Variant ids in config: `variant = "web" | "classic" | "mini"`': the config takes every variant
    the engine declares (web, classic and mini), and a game's settings keep its choice."""
    assert tuple(VARIANTS) == CONFIG_VARIANTS and "classic" in CONFIG_VARIANTS and "mini" in CONFIG_VARIANTS
    with pytest.raises(ConfigError, match="'maxi' is not available"):
        junta_settings(variant="maxi")
    chosen = junta_settings(variant="classic")
    assert junta(GameSettings.from_json(chosen.to_json("junta"), "junta")).variant == "classic"


def test_a_classic_turn_has_no_nomination_day_and_no_budget_draw_phase() -> None:
    """VARIANTS 3.2.1: "There is no nomination phase"; 5: the aid money is drawn "automatic, when Cabinet resolves
    (5.2): nobody gives an order". The help lists the classic phases in order, and the web ones unchanged."""
    assert turn_phases(CLASSIC) == [
        Phase.ELECTION,
        Phase.CABINET,
        Phase.BUDGET_PROPOSAL,
        Phase.BUDGET_VOTE,
        Phase.MINISTER_DECISION,
        Phase.LOCATIONS,
        Phase.COUP,
        Phase.AFTERMATH,
    ]
    assert turn_phases(WEB) == [p for p in Phase if p is not Phase.GAME_OVER]
    text = _all(None, CLASSIC)
    assert f"**{phase_name('en', Phase.NOMINATION)}**" not in text and "/nominate" not in text
    assert f"**{phase_name('en', Phase.BUDGET_DRAW)}**" not in text and "/draw" not in text
    assert "for 4 to 7 players" in text and "he draws 8 bills of aid money" in text


def test_the_classic_help_names_its_seven_offices_and_none_of_the_webs() -> None:
    """VARIANTS 2.2: "Seven offices ... each gives its holder one vote"; a brigade is "6 Soldiers each" (6.1)."""
    text = _all("offices", CLASSIC)
    for office in CLASSIC.offices:
        assert f"**{office_title('en', office)}** (1 vote): " in text
    assert text.count("\n- **") == 7 and "6 Soldiers in the 1st Brigade Barracks" in text
    for topic in [None, *TOPICS]:
        if topic != "commands":
            page = _all(topic, CLASSIC)
            assert not [w for w in WEB_ONLY if w in page], (topic, [w for w in WEB_ONLY if w in page])


def test_the_classic_help_gives_its_deck_end_rule_and_no_money_count() -> None:
    """VARIANTS 8.1: "The deck (64 cards)"; 3.1.3: "Each player draws 5 cards"; 7.4: the game ends "when the
    President comes to draw the aid money and fewer than 8 bills remain", and when every player dies (5.8.6);
    7.3: "the bot shows no count of the deck and no progress bar"."""
    cards = _all("cards", CLASSIC)
    assert f"The political deck has {len(DECKS['classic'])} cards" in cards and len(DECKS["classic"]) == 64
    assert "intelligence" not in cards and "You are dealt 5 before the first election" in cards
    money = _all("money", CLASSIC)
    assert "fewer than 8 bills are left" in money and "everybody loses" in money
    assert "I show no count and no progress bar" in money and "progress shows" not in money
    assert "fewer than 8 bills are left" in _all(None, CLASSIC)
    web = _all("money", WEB)
    assert "progress shows on your Status Page" in web and "fewer than 8" not in web


def test_the_help_of_no_game_is_the_web_rules_with_a_word_on_classic() -> None:
    """Issue 15: help not tied to a game describes the web rules (RULES.md) and adds one short paragraph on classic
    (VARIANTS 1), saying how a game of it is created."""
    text = _all(None, None)
    assert "for 6 to 10 players" in text and f"**{phase_name('en', Phase.NOMINATION)}**" in text
    (note,) = [line for line in text.split("\n") if line.startswith("**The classic rules**")]
    assert "`/junta create variant:classic`" in note and "seven offices" in note and "64 cards" in note
    assert "nobody may count the money deck" in note and len(note) < 700


def test_the_coup_announcement_of_classic_names_no_intervention() -> None:
    """VARIANTS 5.10.4: "No foreign intervention die (no Foreign Minister)": the coup's announcement offers no
    /intervention; the web's still does."""
    assert "/intervention" not in phase_call("en", Phase.COUP, CLASSIC)
    assert "/intervention" in phase_call("en", Phase.COUP, WEB)
    assert phase_call("en", Phase.COUP) == phase_call("en", Phase.COUP, WEB)


def test_the_classic_public_status_shows_no_money_deck_count() -> None:
    """VARIANTS 7.3: "the bot shows no count of the deck and no progress bar (001 §2.3: nobody may count the deck
    during play)"; the web game's status still counts it (RULES 5)."""
    s = _classic()
    text = public_status_text("en", "Republica", "running", [p.name for p in s.players], public_view(s), (), None)
    assert "Money deck" not in text and "The Bank is open." in text
    web = new_game([f"W{i}" for i in range(6)], "web-text")
    assert isinstance(web, GameState)
    text = public_status_text("en", "Republica", "running", [p.name for p in web.players], public_view(web), (), None)
    assert "Money deck: 0 of 96 drawn." in text


def test_the_first_classic_election_page_says_vote_cards_count() -> None:
    """VARIANTS 3.2.1: the first election's sources are "one family vote per player, his influence in play, vote
    cards"; the Status Page says so, and the five cards dealt at set-up (3.1.3) are in the hand."""
    s = _classic()
    assert s.phase is Phase.ELECTION
    view = player_view(s, 0)
    assert len(view.hand) == CLASSIC.setup_cards
    asks = phase_asks("en", view, True)
    assert "/vote president" in asks and "Vote cards" in asks and "Not cast yet: family vote (1 vote)" in asks


def test_classic_status_pages_never_name_web_offices_or_the_money_count() -> None:
    """Issue 15: every Status Page of random classic games, phase after phase, names only the seven offices
    (VARIANTS 2.2), no money-deck count (7.3), and no internal id (issue 12)."""
    for seed in range(3):
        state, rng = _classic(4 + seed, f"pages-{seed}"), random.Random(seed)
        for _ in range(40):
            if state.over:
                break
            subs = random_orders(state, rng)
            for seat in range(len(state.players)):
                text = _page(state, seat)
                assert not INTERNAL.search(text), text
                assert not [w for w in WEB_ONLY if w in text], text
                assert "Money deck" not in text, text
            names = [p.name for p in state.players]
            public = public_status_text("en", "R", "running", names, public_view(state), (), None)
            assert "Money deck" not in public and not [w for w in WEB_ONLY if w in public], public
            state = adjudicate(state, subs, f"p:{state.seq}").state
    assert Office.FARM_LABOR not in CLASSIC.offices


def test_the_classic_decks_own_card_is_read_and_named_like_any_other() -> None:
    """VARIANTS 8.1: "Amateur 4": the classic deck's fourth Amateur Assassin has an id after the web deck's 95
    (rules.junta.cards.CARDS); hands, draws, typed card numbers, /card and trades know it."""
    from bot.games.junta.parsers import card_in_hand
    from bot.games.junta.text.cards import card_line, find_cards
    from bot.games.junta.text.news import event_text
    from rules.events import Event, to
    from rules.junta.cards import CARDS, DECK, card

    extra = [c for c in DECKS["classic"] if c >= len(DECK)]
    assert extra and all(card(c).name == "Amateur Assassin" for c in extra)
    assert card_line("en", extra[0], CLASSIC).startswith(f"#{extra[0]} Amateur Assassin: ")
    assert card_in_hand((extra[0],), f"#{extra[0]}") == extra[0]
    assert find_cards("en", f"#{extra[0]}") == (CARDS[extra[0]],)
    drawn = Event("cards_drawn", "You draw Amateur Assassin.", to(0), {"cards": [extra[0]]})
    assert event_text("en", drawn, (), CLASSIC) == f"You draw:\n- {card_line('en', extra[0], CLASSIC)}"


def test_the_farmers_strike_reads_as_no_effect_in_classic() -> None:
    """VARIANTS 8.3.1: "Farmers' Strike: R: no effect in classic (a card that cannot act counts as discarded)": a
    classic hand says so instead of naming an office the game does not have; the web hand keeps the card's text."""
    from bot.games.junta.text.cards import card_line
    from bot.text.i18n import t
    from rules.junta.cards import card

    (strike,) = [c for c in DECKS["classic"] if card(c).name == "Farmers' Strike"]
    no_effect = t("en", "hand-no-effect")
    assert card_line("en", strike, CLASSIC) == f"#{strike} Farmers' Strike: {no_effect}"
    assert "Farm & Labor Secretary draws no bills" in card_line("en", strike, WEB)


def test_a_cards_page_counts_its_copies_in_the_games_deck() -> None:
    """VARIANTS 8.1: the classic deck holds 4 Amateur Assassins (web: 3) and no Intelligence; /card counts the copies
    in the deck of the game it is asked about."""
    from bot.games.junta.text.cards import card_page
    from rules.junta.cards import CARDS

    amateur = next(c for c in CARDS if c.name == "Amateur Assassin")
    intelligence = next(c for c in CARDS if c.kind == "intelligence")
    assert "3 in the deck" in card_page("en", amateur) and "4 in the deck" in card_page("en", amateur, "classic")
    assert "not in this game's deck" in card_page("en", intelligence, "classic")


def test_the_banks_state_is_a_sentence() -> None:
    """Players read sentences, never internal names: the Bank closed for lunch reads "closed for lunch", not
    "lunch"."""
    from dataclasses import replace

    from bot.games.junta.text.status import BANK_STATES
    from rules.junta.state import BankState

    assert set(BANK_STATES) == set(BankState)
    state = new_game(["A", "B", "C", "D"], "bank", "classic")
    assert isinstance(state, GameState)
    text = public_status_text("en",
        "Republica", "running", ["A", "B", "C", "D"], public_view(replace(state, bank=BankState.LUNCH)), (), None
    )
    assert "The Bank is closed for lunch." in text


def test_the_classic_aftermath_asks_for_the_declaration_and_coup_phase_6_does_not() -> None:
    """VARIANTS 6.13.1 (001 §14.1): the declarations are "given as orders of the Coup Aftermath phase, which opens
    once Coup Phase 6 has resolved"; 6.13.2: "a Rebel is Pro-Junta, a Loyalist Pro-President" without one. Coup Phase
    6's page and announcement of a classic game ask no /coupvote; the aftermath's do, with the default and, for a
    Rebel, the Junta vote in case the Rebels win; the President is told he is always Pro-President. The web game
    still votes in Coup Phase 6."""
    from dataclasses import replace

    from rules.junta import military

    g = _classic()
    g = replace(g, phase=Phase.COUP, turn=1, president=0, election=None)
    players = list(g.players)
    players[2] = replace(players[2], rebel=True)
    g = replace(g, players=tuple(players), coup=replace(military.new_coup(g), phase=6))
    six = _page(g, 1)
    assert "/coupvote" not in six and "declares in the aftermath" in six, six
    assert "/coupvote" not in phase_call("en", Phase.COUP, CLASSIC) and "/coupvote" in phase_call("en", Phase.COUP, WEB)
    after = replace(g, phase=Phase.AFTERMATH)
    loyal, rebel, president = _page(after, 1), _page(after, 2), _page(after, 0)
    assert "declare Pro-Junta or Pro-President with /coupvote" in loyal and "you count Pro-President" in loyal, loyal
    assert "No side declared: you are counted Pro-President, as a Loyalist." in loyal
    assert "you count Pro-Junta" in rebel and "/juntavote" in rebel, rebel
    assert "you are always Pro-President" in president and "/firingsquad" in president, president
    call = phase_call("en", Phase.AFTERMATH, CLASSIC)
    assert "/coupvote" in call and "/coupvote" not in phase_call("en", Phase.AFTERMATH, WEB)
