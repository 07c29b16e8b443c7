"""A game's past in Discord (issue 14): `/junta history` in the channel shows a past phase's public results (and its
coup map); `/history` in a player's DMs also his own orders and what only he was told; nobody reads another
player's secrets before the game ends."""

from __future__ import annotations

import pytest

from bot.clock import FakeClock
from bot.games.junta.services.history import PastPhase
from bot.games.junta.services.service import JuntaService
from bot.store import Store
from rules.junta.orders import ElectionVote, Nominate
from tests.bot.test_services import FAST, failed, ok, started_game


@pytest.fixture
def service(store: Store, clock: FakeClock) -> JuntaService:
    return JuntaService(store, clock, defaults=FAST)


async def played(service: JuntaService) -> tuple[int, dict[int, int]]:
    """Nominations and the election resolved: turn 1 has begun (cards dealt: private facts)."""
    game, users = await started_game(service)
    ok(await service.submit_order(game.id, users[0], Nominate(1)))
    ok(await service.resolve_phase(game.id))
    for user in users.values():
        ok(await service.submit_order(game.id, user, ElectionVote(1)))
    ok(await service.resolve_phase(game.id))
    return game.id, users


async def test_past_phases_are_offered_by_name_newest_first(service: JuntaService) -> None:
    """Issue 14: "the public results of any past phase (`turn:`, `phase:` with autocomplete)"."""
    game_id, _ = await played(service)
    got = ok(await service.past_phases(game_id, "en"))
    assert got == [(1, "Before turn 1 · Presidential election"), (0, "Before turn 1 · Nominations for President")]


async def test_the_channel_reads_only_public_results(service: JuntaService) -> None:
    """Issue 14: in the channel, the public results; "nobody sees another player's secrets"."""
    game_id, _ = await played(service)
    page = ok(await service.past_phase(1, locale="en", game_id=game_id))
    assert isinstance(page, PastPhase)
    assert any("elected President" in t for t in page.public)
    assert page.orders == () and page.private == ()


async def test_a_player_reads_his_own_orders_and_private_results(service: JuntaService) -> None:
    """Issue 14: "A player in the game may ask the same in DMs and also sees his own past orders and private
    results there"."""
    game_id, users = await played(service)
    mine = ok(await service.past_phase(1, locale="en", user_id=users[2], game=game_id))
    assert mine.orders == ("Vote for Family1 for President with all your votes",)
    assert any("You draw" in t for t in mine.private)  # the first turn's cards, his alone
    theirs = ok(await service.past_phase(1, locale="en", user_id=users[3], game=game_id))
    assert mine.private != theirs.private  # each reads his own cards, never the other's


async def test_a_phase_not_yet_resolved_is_refused(service: JuntaService) -> None:
    """A phase still open, or one that never was, is refused in a sentence."""
    game_id, _ = await played(service)
    failed(await service.past_phase(2, locale="en", game_id=game_id), "no_such_phase")
    failed(await service.past_phase(99, locale="en", game_id=game_id), "no_such_phase")


async def test_an_election_re_vote_is_named_apart(service: JuntaService) -> None:
    """RULES 3.3: "a tie: a one-day re-vote among the tied candidates only". Issue 22: `/junta history` listed two
    identical "Before turn 1 · Presidential election" entries; the re-vote is named as one."""
    game, users = await started_game(service)
    ok(await service.submit_order(game.id, users[0], Nominate(1)))
    ok(await service.submit_order(game.id, users[2], Nominate(3)))
    ok(await service.resolve_phase(game.id))
    for seat, user in users.items():
        ok(await service.submit_order(game.id, user, ElectionVote(1 if seat % 2 else 3)))
    ok(await service.resolve_phase(game.id))  # 3 votes each: a tie
    ok(await service.resolve_phase(game.id))  # the re-vote, nobody voting: a tie again
    names = [name for _, name in ok(await service.past_phases(game.id, "en"))]
    assert names[:2] == ["Before turn 1 · Presidential election, re-vote 1", "Before turn 1 · Presidential election"]
    assert len(set(names)) == len(names), names



async def test_a_german_reader_reads_the_past_in_german(service: JuntaService) -> None:
    """Issue 23: a player reads 'command answers ... in his own language': the past phases' names and his own orders
    of one are German for a German reader."""
    game_id, users = await played(service)
    english = [name for _, name in ok(await service.past_phases(game_id, "en"))]
    got = ok(await service.past_phases(game_id, "de"))
    assert [seq for seq, _ in got] == [1, 0]
    assert "Präsidentenwahl" in got[0][1] and all(name not in english for _, name in got), got
    mine = ok(await service.past_phase(1, locale="de", user_id=users[2], game=game_id))
    assert mine.name == got[0][1]
    assert mine.orders == ("Stimme mit all deinen Stimmen für Family1 als Präsidenten",)
