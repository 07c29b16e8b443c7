"""A 2-player game of Mini-Junta (`mini`, issue 16) in Discord: created with `/junta create variant:mini`, started
with `/junta start president:`, played by the two players' own slash commands (a moderator resolves each phase with
/gm advance) through a cabinet, a budget with the faction table's roll, orders given for a straw man, and into a
coup. What the players read: the straw men named at the start, their hands shown once, the faction roll with its
die in the channel, a straw man's news in his leader's DMs."""

from __future__ import annotations

import random
import re
from collections import Counter
from pathlib import Path

import pytest

from rules.junta import straw
from rules.simulate import random_orders
from tests.bot.agreement import check_all
from tests.e2e.conftest import World
from tests.e2e.fakediscord import FakeDiscord
from tests.e2e.junta import GAME_OVER, JuntaTable, dm, junta_bot, order_command, read_state, run  # noqa: F401

MAX_PHASES = 250


def _hand(page: str) -> list[str]:
    """The card ids of a Status Page's hand: one a line, or on the Hand line when the page is long (its hand is then
    listed by name only, to stay within one message)."""
    listed = re.findall(r"^- #(\d+) ", page, re.M)
    line = next((x for x in page.split("\n") if x.startswith("Hand: #")), "")
    return listed or re.findall(r"#(\d+) ", line)


@pytest.mark.usefixtures("junta_bot")
async def test_two_players_play_mini_junta_into_a_coup(fake: FakeDiscord, world: World) -> None:
    """VARIANTS 10.1-10.3, 10.5, 10.6, 10.9: two real players and three straw men; the creator names the first
    President at the start (10.2.4); the President names the opposition's brigade (10.3.1); the faction table is
    rolled publicly (10.5.2); the leader of a straw man's faction gives his orders (10.6)."""
    table = await JuntaTable.create(fake, world, 2, variant="mini", start=False)
    alice, bob = world.alice, world.bob
    mark = fake.mark()
    inter = await fake.slash(bob, world.channel, "junta start", {"president": "Fam0"})
    got = await inter.response()
    assert "has started" in got.content, got.content
    straws = await fake.wait_for_message(world.channel, lambda m: "Straw men:" in m.content, after=mark)
    assert "Sunglasses" in straws.content and "Fam0 is the first President" in straws.content, straws.content
    shown = await fake.wait_for_dm(alice, lambda m: "shown the straw men's hands" in m.content)
    assert "Sunglasses:" in shown.content
    table.last_phase_post = await table.phase_post(mark)
    assert "Turn 1 · Cabinet appointment" in table.last_phase_post.content, table.last_phase_post.content

    # The cabinet: the President names the opposition's brigade; nothing else is appointed (10.3).
    got = await dm(fake, alice, "opposition", {"brigade": "general_2"})
    assert "Recorded" in got.content and "2nd Army Brigade" in got.content, got.content
    post = await table.advance_to_next()
    assert "Budget proposal" in post.content, post.content
    page = await dm(fake, bob, "status")
    assert "Generalissimo of the 2nd Army Brigade" in page.content and "Air Force" in page.content, page.content

    # The budget promises each straw man one bill of the pool; the faction table is rolled publicly.
    page = await dm(fake, alice, "status")
    pool = re.search(r"^The budget pool: ([\d +]+) = (\d+) MP\.$", page.content, re.M)
    assert pool, page.content
    bills = pool.group(1).split(" + ")
    totals = f"Sunglasses {bills[0]}, Pocket-watch {bills[1]}, Beard {bills[2]}"
    got = await dm(fake, alice, "budget", {"totals": totals})
    assert "Recorded" in got.content, got.content
    results = await table.advance()
    assert f"Sunglasses: promised {bills[0]} MP" in results.content, results.content

    # A straw man takes orders from the leader of his faction, given with the game option 'game / straw man'; the
    # other leader is refused in a sentence.
    roll = next(line for line in results.content.split("\n") if line.startswith("Sunglasses: promised"))
    leader, other = (alice, bob) if roll.endswith("joins the government.") else (bob, alice)
    got = await dm(fake, other, "vote budget", {"choice": "no", "game": "Republica / Sunglasses"})
    assert "Not recorded" in got.content and "not your straw man" in got.content, got.content
    got = await dm(fake, leader, "vote budget", {"choice": "yes", "game": "Republica / Sunglasses"})
    assert "Recorded for **Republica**, for Sunglasses, your straw man" in got.content, got.content
    # His Status Page, seen by his leader, shows his hand and votes; the leader's own page names his straw men; the
    # channel's status tells every straw man's faction.
    page = await dm(fake, leader, "status", {"game": "Republica / Sunglasses"})
    assert "This is Sunglasses, your straw man (in the " in page.content and "#" in page.content, page.content
    own = await dm(fake, leader, "status")
    assert "Your straw men this round: " in own.content and "Sunglasses" in own.content, own.content
    status = await run(fake, alice, world.channel, "junta status")
    assert "Straw men: Sunglasses (in the " in status.content, status.content
    # The leader swaps one of his cards for one of Sunglasses' (VARIANTS 10.6), once a round; the channel is told.
    his_card = _hand(page.content)
    my_card = _hand(own.content)
    assert his_card and my_card, (page.content, own.content)
    options = {"straw_man": "Sunglasses", "give": my_card[0], "take": his_card[0]}
    got = await dm(fake, leader, "swap", options)
    assert got.content.startswith("Swapped: You swap "), got.content
    await fake.wait_for_message(world.channel, lambda m: "swaps a card with Sunglasses" in m.content)
    got = await dm(fake, leader, "swap", options)
    assert "Nothing swapped" in got.content and "one swap per straw man a round" in got.content, got.content
    for user in (alice, bob):
        got = await dm(fake, user, "vote budget", {"choice": "yes"})
        assert "Recorded" in got.content, got.content
    post = await table.advance_to_next()
    assert "Budget vote, ballot 2 of 2" in post.content, post.content
    post = await table.advance_to_next()
    assert "Locations" in post.content or "Minister" in post.content, post.content
    if "Minister" in post.content:  # the budget failed: the straw Minister decides by default
        post = await table.advance_to_next()
    assert "Locations" in post.content, post.content

    # Locations: the opposition leader goes to HQ and starts a coup with his brigade (10.9.2); the President stays
    # home. A straw man's location is told to his leader only.
    got = await dm(fake, bob, "location", {"place": "hq"})
    assert "Recorded" in got.content, got.content
    got = await dm(fake, alice, "location", {"place": "home"})
    assert "Recorded" in got.content, got.content
    got = await dm(fake, bob, "move", {"from_zone": 20, "to_zone": 19})
    assert "Recorded" in got.content, got.content
    post = await table.advance_to_next()
    assert "Coup Phase 1 of 6" in post.content, post.content
    told = await fake.wait_for_dm(leader, lambda m: "\nFor Sunglasses, your straw man: " in m.content)
    assert "Sunglasses" in told.content
    assert not [m for m in fake.dm_messages(other) if "For Sunglasses, your straw man:" in m.content]
    # The coup's map is posted with the phase.
    maps = [m for m in fake.messages(world.channel) if any(a.filename.endswith(".png") for a in m.attachments)]
    assert maps
    # Through the coup: six phases, the declarations (straw men declare with their leaders, 10.6), the aftermath,
    # and round 2's cabinet, where the straw men's cash has gone to their leaders (10.7.3).
    for _ in range(6):
        post = await table.advance_to_next()
    assert "Coup aftermath" in post.content, post.content
    post = await table.advance_to_next()
    assert "Turn 2 · Cabinet appointment" in post.content, post.content
    status = await run(fake, alice, world.channel, "junta status")
    assert "Straw men:" in status.content, status.content


@pytest.mark.usefixtures("junta_bot")
async def test_three_players_elect_a_president_and_he_names_the_minister(fake: FakeDiscord, world: World) -> None:
    """VARIANTS 11.1-11.3 (001 §18): three real players and two straw Generals; the first President is elected by
    the classic rules, the straw men not voting; at each Cabinet phase the President names which of the other two is
    Minister, the other leading the opposition."""
    table = await JuntaTable.create(fake, world, 3, variant="mini")
    assert table.last_phase_post is not None
    assert "Presidential election, ballot 1 of 2" in table.last_phase_post.content, table.last_phase_post.content
    posts = [part for m in fake.messages(world.channel) for part in m.content.split("\n\n")]  # posts may be joined
    straws = next(part for part in posts if part.startswith("Straw men:"))
    assert straws.count(";") == 1, straws  # two straw men
    for user in table.players:
        got = await dm(fake, user, "vote president", {"candidate": "Fam0"})
        assert "Recorded" in got.content, got.content
    await table.advance()
    results = await table.advance()
    assert "Fam0 is elected President" in results.content, results.content
    got = await dm(fake, world.alice, "minister", {"player": "Fam2"})
    assert "Recorded" in got.content and "Fam2 is Minister this round" in got.content, got.content
    got = await dm(fake, world.alice, "opposition", {"brigade": "general_1"})
    assert "Recorded" in got.content, got.content
    results = await table.advance()
    assert "Minister of Internal Security: Fam2" in results.content, results.content
    assert "Generalissimo of the 1st Army Brigade: Fam1" in results.content, results.content


@pytest.mark.usefixtures("junta_bot")
async def test_a_two_player_mini_junta_is_played_to_its_end(fake: FakeDiscord, world: World, tmp_path: Path) -> None:
    """Issue 16, "Done when: Two or three people can play a whole game of Mini-Junta in Discord": two players give
    random legal orders for themselves and for the straw men they lead (the game option 'game / straw man'), each
    phase is resolved by /gm advance, to the final ranking, which ranks the two real players only (10.7.5)."""
    db = tmp_path / "junta.sqlite3"  # the junta_bot fixture's database
    table = await JuntaTable.create(fake, world, 2, variant="mini", phase_minutes=600)
    rng = random.Random("mini-e2e-full")
    counts: Counter[str] = Counter()
    for _ in range(MAX_PHASES):
        got = read_state(db, world.channel.id)
        assert got is not None
        _, state = got
        assert not state.over
        counts["phases"] += 1
        for sub in random_orders(state, rng, miss=0.1):
            command = order_command(state, sub.order)
            if command is None:
                continue
            name, options, _ = command
            who = straw.leader(state, sub.player)
            if who is None:
                continue
            if state.players[sub.player].straw:
                options = {**options, "game": f"Republica / {state.players[sub.player].name}"}
                counts["for straw men"] += 1
            reply = await dm(fake, table.user(state.players[who].name), name, options)
            assert reply.content.startswith(("Recorded", "Not recorded")), (name, options, reply.content)
            counts["recorded" if reply.content.startswith("Recorded") else "refused"] += 1
        await table.advance()
        if table.last_phase_post is None:
            break
    else:
        raise AssertionError(f"the game did not end in {MAX_PHASES} phases")
    final, over = await table.ended(db)
    assert {s.player for s in final.ranking} == {0, 1}
    assert "Sunglasses" not in over.content.split("Awards")[0], over.content
    assert counts["for straw men"] > 0 and counts["recorded"] > 0, counts
    # Issue 22: no echo, DM, answer or post of the whole game has a count that disagrees with its noun.
    bad = check_all(m.content for m in fake.messages_by_id.values())
    assert not bad, bad[:10]
