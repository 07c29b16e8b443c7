"""What players of the board game read and may type about votes and player counts (issue 21): the refusal of a
player count that points to the variant that takes it (VARIANTS 2.1.1, 10.1.5); /vote cast, its echo, its refusal
of a second cast and what is left to cast (4.1, 4.2.2, 4.4.3); a candidate's appointments if he is elected (2.3.4)."""

from __future__ import annotations

import pytest

from bot.clock import FakeClock
from bot.config import GameSettings
from bot.games.junta import parsers
from bot.games.junta.services.results import Recorded
from bot.games.junta.services.service import JuntaService
from bot.games.junta.settings import settings as junta_settings
from bot.games.junta.text import describe_order, phase_asks, status_page
from bot.games.junta.text.orders import source_text
from bot.store import Store
from rules.junta.cards import card
from rules.junta.offices import Office
from rules.junta.orders import AppointIfElected, CastSource, ElectionVote, Resign
from rules.junta.state import GameState, Phase
from rules.junta.views import player_view
from rules.junta.votes import Source
from tests.bot.test_services import failed, forming_game, ok
from tests.rules.classic_helpers import ALBA, BORGES, CABINET4, CORTEZ, DUARTE, ESTEBAN, classic_fresh, classic_game
from tests.rules.helpers import run

FAST = GameSettings(phase_minutes=60, reminder_hours=0.5)


async def test_a_player_count_the_variant_does_not_take_names_the_one_that_does(store: Store, clock: FakeClock) -> None:
    """VARIANTS 2.1.1 (001 §1.1): "With 2 or 3 players, the bot offers `mini`"; 10.1.5. A classic game of three is
    not started, and the refusal says how to make Mini-Junta instead; Mini-Junta takes no fourth family, and the
    refusal says how to make the board game."""
    service = JuntaService(store, clock, defaults=FAST)
    classic = await forming_game(service, 3, settings=junta_settings(phase_minutes=60, variant="classic"))
    refused = failed(await service.start(classic.id), "player_count")
    assert refused.message == (
        "A classic game needs 4 to 7 players; there are 3. With 3 players, play Mini-Junta "
        "(/junta create variant:mini)."
    )
    mini = await forming_game(service, 3, channel=101, settings=junta_settings(phase_minutes=60, variant="mini"))
    full = failed(await service.join(mini.id, 5000, "Fourth"), "game_full")
    assert full.message == (
        "The game is full: Mini-Junta takes 2 or 3 players. With 4 players, play the board game "
        "(/junta create variant:classic)."
    )
    ok(await service.start(mini.id))


# --- the vote sources, cast one by one (VARIANTS 4.1, 4.2.2, 4.4.3) ---------------------------------------------
async def _first_election(service: JuntaService) -> tuple[int, dict[int, int], GameState]:
    """A classic game of four in ballot 1 of its first election: (game id, seat -> user, state)."""
    game = await forming_game(service, 4, settings=junta_settings(phase_minutes=60, variant="classic"))
    started = ok(await service.start(game.id))
    users = {s.seat: s.user_id for s in started.seats}
    return game.id, users, started.state


async def test_a_source_cast_in_ballot_one_is_refused_in_ballot_two_saying_when(
    store: Store, clock: FakeClock
) -> None:
    """VARIANTS 4.2.2 (001 §4.3): "Each source is cast at most once per vote, in ballot 1 or in ballot 2 ... A vote
    once cast cannot be changed"; 4.4.3: "A player may split his sources among several candidates". /vote cast
    records one source for one candidate, echoed with names and counts; in ballot 2 the same source is refused in a
    sentence that says in which ballot and for whom it was cast, and the Status Page and the ballot-2 DM say what
    he has left to cast: his Vote card, never 'You have no vote in this election'."""
    service = JuntaService(store, clock, defaults=FAST)
    game_id, users, state = await _first_election(service)
    holder = next(p.id for p in state.players if any(card(c).kind == "vote" for c in p.hand))
    vote = next(c for c in state.players[holder].hand if card(c).kind == "vote")
    other = (holder + 1) % 4
    names = [p.name for p in state.players]
    got = ok(await service.submit_order(game_id, users[holder], CastSource("family", str(other))))
    assert isinstance(got, Recorded)
    assert describe_order("en", got.names, got.order) == f"Cast your family vote (1 vote) for {names[other]}"
    ok(await service.force_resolve(game_id, 77))
    mine = ok(await service.player_game(users[holder], game_id))
    assert mine.state.ballot == 2
    refused = failed(
        await service.submit_order(game_id, users[holder], CastSource("family", str(other))), "already_cast"
    )
    assert refused.message == f"Your family vote (1 vote) was already cast in ballot 1, for {names[other]}."
    view = player_view(mine.state, holder)
    asks = phase_asks("en", view, owes=False)
    assert f"Not cast yet: {card(vote).title} card #{vote} ({card(vote).votes} votes)." in asks
    assert "/vote cast" in asks and "no vote" not in asks
    page = status_page("en", "Republica", view, (), owes=False, done=False, deadline=None)
    assert asks in page
    later = ok(await service.submit_order(game_id, users[holder], CastSource(f"card:{vote}", str(other))))
    assert describe_order("en", later.names, later.order) == (
        f"Cast your {card(vote).title} card #{vote} ({card(vote).votes} votes) for {names[other]}"
    )


def test_what_a_player_types_names_one_source_and_one_side() -> None:
    """The source option takes a source by what the menu sends, its name, a card's number, or a beginning; the for
    option a candidate's name, or yes or no on the budget (abstaining is not casting)."""
    found = (
        Source("office:minister", 1, "Minister"),
        Source("influence:18", 4, "Church"),
        Source("card:14", 3, "Vote (3)"),
    )
    for typed, wanted in (
        ("influence:18", "influence:18"),
        ("Church", "influence:18"),
        ("church influence (4 votes)", "influence:18"),
        ("#14", "card:14"),
        ("Mini", "office:minister"),
    ):
        assert parsers.vote_source(found, typed, source_text) == wanted, typed
    with pytest.raises(parsers.BadInput, match="yours are: Minister's office"):
        parsers.vote_source(found, "Press", source_text)
    assert parsers.vote_side(["Alba", "Borges"], "borges", budget=False) == "1"
    assert parsers.vote_side(["Alba", "Borges"], "Yes", budget=True) == "yes"
    with pytest.raises(parsers.BadInput, match="yes or no"):
        parsers.vote_side(["Alba", "Borges"], "abstain", budget=True)


# --- a mid-round election's appointments (VARIANTS 2.3.4) ---------------------------------------------------------
def test_a_candidates_appointments_if_elected_are_echoed_and_shown_on_his_page() -> None:
    """VARIANTS 2.3.4 (001 §4.2, §6): "every candidate may give a conditional 'if I am elected, appoint ...' order
    with the election". In a mid-round election (President Alba resigned in the Cabinet phase) a candidate's page
    and DM point to /ifelected; his order is echoed with the offices' titles and the families' names; in ballot 2
    his page still shows what he gave in ballot 1. A non-candidate, and the first election, are not offered it."""
    cab5 = {**CABINET4, Office.AIR_FORCE: ESTEBAN}
    s = run(classic_game(5, phase=Phase.CABINET, cabinet=cab5), (ALBA, Resign())).state
    assert s.phase is Phase.ELECTION
    asks = phase_asks("en", player_view(s, CORTEZ), owes=True)
    assert "name whom you would appoint at once if elected: /ifelected." in asks, asks
    order = AppointIfElected(((Office.MINISTER, ESTEBAN), (Office.GENERAL_2, ALBA)))
    names = [p.name for p in s.players]
    assert describe_order("en", names, order) == (
        "If you are elected President, appoint at once: Minister of Internal Security: Esteban; Generalissimo of the "
        "2nd Army Brigade: Alba (the other offices stay with their holders where they may, the rest by lot)"
    )
    s = run(s, (CORTEZ, order), *((pid, ElectionVote(CORTEZ)) for pid in (ALBA, DUARTE))).state
    assert s.ballot == 2
    view = player_view(s, CORTEZ)
    page = status_page("en", "Republica", view, (), owes=False, done=False, deadline=None)
    assert (
        "If you are elected, you appoint at once: Minister of Internal Security: Esteban; Generalissimo of the 2nd "
        "Army Brigade: Alba (given earlier in this election; /ifelected changes it)."
    ) in page, page
    assert player_view(s, BORGES).if_elected == () and not player_view(s, BORGES).appoints_if_elected
    first = classic_fresh(4)
    assert not player_view(first, ALBA).appoints_if_elected
    assert "/ifelected" not in phase_asks("en", player_view(first, ALBA), owes=True)
