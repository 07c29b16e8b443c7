"""Computer-played families in Discord (issue 17): three people and three computer families play a six-seat web game
to its end. The computers are seated by `/junta create computer_players:3` (and `/gm add-computer`), give their
orders when each phase opens and mark themselves done, never hold a phase open, and are marked "(computer)" wherever
their names appear."""

from __future__ import annotations

import random
import re
from collections import Counter
from pathlib import Path

import pytest

from rules.junta.actions import check as check_action
from rules.junta.computer.trade import value_to
from rules.junta.duties import in_play
from rules.junta.orders import Trade
from rules.junta.state import GameState
from rules.junta.views import player_view
from rules.simulate import random_orders
from tests.e2e.conftest import BotLauncher, World
from tests.e2e.database import reading
from tests.e2e.fakediscord import FakeDiscord
from tests.e2e.junta import (  # noqa: F401
    GAME_OVER,
    WATCH_LOOP,
    JuntaTable,
    dm,
    junta_bot,
    opened_phase,
    order_command,
    read_state,
    run,
    seeded_world,
    start_junta,
    watched_junta_bot,
)

MAX_PHASES = 250


def _a_gift_for(state: GameState, giver: str, taker: str) -> int | None:
    """A card of `giver`'s hand worth something to the computer family `taker` that the engine lets it take now (a
    card for nothing it accepts by value; Bribe the Brigade for a force it commands itself is worth nothing to it, a
    family dead, in exile or at the hand limit takes nothing, and which cards, offices and fates each has depends on
    the game's random seed), or None."""
    me = next(p for p in state.players if p.name == giver)
    them = next(p for p in state.players if p.name == taker)
    view = player_view(state, them.id)
    return next(
        (
            c
            for c in me.hand
            if value_to(view, c) > 0 and not check_action(state, them.id, Trade(me.id, them.id, give_cards=(c,)))
        ),
        None,
    )


def _computer_orders(db: Path) -> int:
    """How many orders the computer families have stored so far (new versions included)."""
    with reading(db) as query:
        row = query(
            """SELECT COUNT(*) FROM orders o JOIN seats s ON s.game_id = o.game_id AND s.seat = o.seat
               WHERE s.computer IS NOT NULL AND s.left_at IS NULL"""
        )[0]
    return int(row[0])


@pytest.mark.usefixtures("watched_junta_bot")  # the computers decide off the event loop (issue 22)
async def test_three_people_and_three_computers_play_a_game_to_its_end(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    """Issue 17, "Done when: Three people can play a whole six-seat game in Discord with three computer families":
    the computers give orders every phase (stored like a player's, each accepted by the engine) and are done at
    once, so a phase closes early as soon as the three people press Done; "/gm replace can hand a seat to a computer
    player when a human drops out, and later to a human the moderator names"; the final ranking names them,
    marked."""
    db = tmp_path / "junta.sqlite3"
    got = await run(fake, world.bob, world.channel, "junta create", {"name": "Republica", "computer_players": 2})
    assert "Seated, played by the computer: Alvarado (computer), Bermudez (computer)." in got.content, got.content
    got = await run(fake, world.bob, world.channel, "gm add-computer", {"family": "Cortes"})
    assert "the Cortes (computer) family is seated" in got.content, got.content
    users = [world.alice, world.bob, fake.add_player(world.guild, "player2")]
    for user, family in zip(users, ("Fam0", "Fam1", "Fam2"), strict=True):
        got = await run(fake, user, world.channel, "junta join", {"family": family})
        assert "You joined" in got.content, got.content
    mark = fake.mark()
    inter = await fake.slash(world.bob, world.channel, "junta start", {})
    assert "has started" in (await inter.response()).content
    table = JuntaTable(fake, world, users, ["Fam0", "Fam1", "Fam2"])
    table.last_phase_post = await fake.wait_for_message(world.channel, lambda m: opened_phase(m) == 0, after=mark)
    rng = random.Random("computers-e2e")
    counts: Counter[str] = Counter()
    humans = {"Fam0", "Fam1", "Fam2"}
    for _ in range(MAX_PHASES):
        read = read_state(db, world.channel.id)
        assert read is not None
        _, state = read
        assert not state.over
        counts["phases"] += 1
        if counts["phases"] == 1:
            # A public act (a nomination) may change the computers' best choice: they decide the phase again.
            before = _computer_orders(db)
            got = await dm(fake, world.alice, "nominate", {"candidate": "Fam0"})
            assert "Recorded" in got.content, got.content
            assert _computer_orders(db) > before
        mine = state.players[next(p.id for p in state.players if p.name == "Fam0")]
        present = _a_gift_for(state, "Fam0", "Alvarado (computer)")
        if not counts["traded"] and present is not None and mine.alive:
            # A trade offered to a computer family is answered at once, by value: a card for nothing is accepted,
            # a demand for cash with nothing in return declined.
            counts["traded"] += 1
            gift = {"to": "Alvarado (computer)", "give_card": str(present)}
            got = await dm(fake, world.alice, "trade", gift)
            assert "The Alvarado (computer) family accepts your trade" in got.content, got.content
            got = await dm(fake, world.alice, "trade", {"to": "Alvarado (computer)", "get_cash": 3})
            assert "The Alvarado (computer) family declines your trade" in got.content, got.content
        if counts["phases"] == 4:
            # A person drops out: the moderator hands his seat to the computer, which orders at once (issue 17).
            got = await run(fake, world.bob, world.channel, "gm replace", {"family": "Fam2", "computer": True})
            assert "Done: Fam2 now played by the computer" in got.content, got.content
            humans.discard("Fam2")
            status = await run(fake, world.alice, world.channel, "junta status")
            assert "Fam2 (played by the computer)" in status.content, status.content
        if counts["phases"] == 9:
            # ... and later back to a person the moderator names.
            got = await run(fake, world.bob, world.channel, "gm replace", {"family": "Fam2", "user": users[2]})
            assert "Done: Fam2 now played by" in got.content, got.content
            humans.add("Fam2")
        for sub in random_orders(state, rng, miss=0.1):
            family = state.players[sub.player].name
            if family not in humans:
                continue
            command = order_command(state, sub.order)
            if command is None:
                continue
            name, options, _ = command
            reply = await dm(fake, table.user(family), name, options)
            counts["recorded" if reply.content.startswith("Recorded") else "refused"] += 1
        people = [p for p in sorted(in_play(state)) if state.players[p].name in humans]
        if people and counts["phases"] % 3 == 0:
            # The people press Done: the computers were done when the phase opened, so it closes early.
            await table.all_done([state.players[pid].name for pid in people])
            counts["early"] += 1
        else:
            await table.advance()
        if table.last_phase_post is None:
            break
    else:
        raise AssertionError(f"the game did not end in {MAX_PHASES} phases")
    final, over = await table.ended(db)
    # A computer President speaks as his cabinet is formed, and the computers speak of the game (issue 25): never
    # the same line twice in a game.
    computer_terms = sum(st.terms for st in final.stats if final.players[st.player].name.endswith("(computer)"))
    speeches = [m.content for m in fake.messages(world.channel) if "(computer) family speaks:**" in m.content]
    assert speeches or not computer_terms, (len(speeches), computer_terms)
    said = [s.split("\n", 1)[1] for s in speeches]
    assert len(said) == len(set(said)), said
    # A computer family is never listed as owing orders (it is done as the phase opens).
    for m in fake.messages(world.channel):
        owed = next((line for line in m.content.split("\n") if line.startswith("Orders owed by:")), "")
        assert "(computer)" not in owed, owed
    for name in ("Alvarado (computer)", "Bermudez (computer)", "Cortes (computer)"):
        assert name in over.content, over.content
    assert counts["early"] > 0 and counts["traded"] == 1, counts
    # The computers gave orders of their own, and marked every phase done.
    given = _computer_orders(db)
    with reading(db) as query:
        done = query(
            """SELECT COUNT(*) FROM done d JOIN seats s ON s.game_id = d.game_id AND s.seat = d.seat
               WHERE s.computer IS NOT NULL AND s.left_at IS NULL"""
        )[0][0]
    assert given > counts["phases"] and done >= counts["phases"], (given, done, counts)


@pytest.mark.usefixtures("junta_bot")
async def test_a_person_plays_mini_junta_against_the_computer(fake: FakeDiscord, world: World, tmp_path: Path) -> None:
    """Issue 17: "In Mini-Junta a computer can be a real player and lead a faction": one person and one computer
    family play a two-player Mini-Junta to its end; the computer orders for itself and for the straw men it leads."""
    db = tmp_path / "junta.sqlite3"
    got = await run(
        fake, world.bob, world.channel, "junta create", {"name": "Republica", "variant": "mini", "computer_players": 1}
    )
    assert "Seated, played by the computer: Alvarado (computer)." in got.content, got.content
    got = await run(fake, world.alice, world.channel, "junta join", {"family": "Fam0"})
    assert "You joined" in got.content, got.content
    mark = fake.mark()
    inter = await fake.slash(world.bob, world.channel, "junta start", {"president": "Fam0"})
    assert "has started" in (await inter.response()).content
    table = JuntaTable(fake, world, [world.alice], ["Fam0"])
    table.last_phase_post = await fake.wait_for_message(world.channel, lambda m: opened_phase(m) == 0, after=mark)
    for _ in range(MAX_PHASES):
        await table.advance()
        if table.last_phase_post is None:
            break
    else:
        raise AssertionError(f"the game did not end in {MAX_PHASES} phases")
    await table.ended(db)
    with reading(db) as query:
        straw_orders = query(
            "SELECT COUNT(*) FROM orders WHERE seat >= 2 AND payload IS NOT NULL"  # the straw men's seats
        )[0][0]
    assert straw_orders > 0


@pytest.mark.usefixtures("junta_bot")
async def test_a_computer_leaders_straw_men_follow_its_line(fake: FakeDiscord, world: World, tmp_path: Path) -> None:
    """VARIANTS 10.6 (issue 21): "Each decision is made by the leader of the straw man's faction"; "budget ballots |
    faction leader | ... opposition: all no in ballot 1". One Mini-Junta round in Discord: a person is President,
    the computer leads the opposition. The President promises the computer the whole pool and the straw men nothing,
    so the faction table sends all three to the opposition without a roll (10.5.2). The computer votes yes, and its
    straw men vote yes with it, every source (their default would be no; in play its straw General voted yes on every
    budget while it voted no, for want of a line to follow)."""
    db = tmp_path / "junta.sqlite3"
    got = await run(
        fake, world.bob, world.channel, "junta create", {"name": "Republica", "variant": "mini", "computer_players": 1}
    )
    assert "Seated, played by the computer: Alvarado (computer)." in got.content, got.content
    got = await run(fake, world.alice, world.channel, "junta join", {"family": "Fam0"})
    assert "You joined" in got.content, got.content
    mark = fake.mark()
    inter = await fake.slash(world.bob, world.channel, "junta start", {"president": "Fam0"})
    assert "has started" in (await inter.response()).content
    table = JuntaTable(fake, world, [world.alice], ["Fam0"])
    table.last_phase_post = await fake.wait_for_message(world.channel, lambda m: opened_phase(m) == 0, after=mark)
    read = read_state(db, world.channel.id)
    assert read is not None and read[1].players[0].name == "Fam0"  # the first President sits first (10.1.4)
    got = await dm(fake, world.alice, "opposition", {"brigade": "general_2"})
    assert "Recorded" in got.content, got.content
    post = await table.advance_to_next()
    assert "Budget proposal" in post.content, post.content
    page = await dm(fake, world.alice, "status")
    pool = re.search(r"^The budget pool: ([\d +]+) = (\d+) MP\.$", page.content, re.M)
    assert pool, page.content
    got = await dm(fake, world.alice, "budget", {"totals": f"Alvarado (computer) {pool.group(2)}"})
    assert "Recorded" in got.content, got.content
    results = await table.advance()
    for name in ("Sunglasses", "Pocket-watch", "Beard"):
        assert f"{name}: promised 0 MP" in results.content and "joins the opposition" in results.content, results
    got = await dm(fake, world.alice, "vote budget", {"choice": "yes"})
    assert "Recorded" in got.content, got.content
    post = await table.advance_to_next()
    assert "ballot 2 of 2" in post.content, post.content
    results = await table.advance()
    tally = next(line for line in results.content.split("\n") if line.startswith("The budget "))
    assert "passes" in tally, results.content
    roll = {
        m.group(1): (int(m.group(2)), int(m.group(3)))
        for m in re.finditer(r"^(.+?): (\d+) yes, (\d+) no, \d+ abstain", results.content, re.M)
    }
    computer_yes, computer_no = roll["Alvarado (computer)"]
    assert computer_yes > 0 and computer_no == 0, roll
    for name in ("Sunglasses", "Pocket-watch", "Beard"):
        yes, no = roll[name]
        assert yes > 0 and no == 0, (name, roll)


TRADE_SEED = "junta-e2e-trade-3"
"""A game seed (JUNTA_TEST_SEED, in the channel of fixed id `SEEDED_CHANNEL_ID`) in which a computer offers a person
a trade he can accept."""


async def test_people_and_computers_trade(
    fake: FakeDiscord, world: World, start_bot: BotLauncher, tmp_path: Path
) -> None:
    """Issue 25, "an end-to-end game where people and computers trade": two people and four computer families play
    a web game. The computers offer trades to the people (a DM with their words and the Accept button, as any
    offer), and a person who presses Accept trades at once; a person's offer to a computer is answered by value.
    No computer line is said twice. The game's seed is fixed so that a computer's offer comes to a person."""
    db = tmp_path / "junta.sqlite3"
    world = seeded_world(fake, world)
    await start_junta(start_bot, fake, db, env={"JUNTA_TEST_SEED": TRADE_SEED, **WATCH_LOOP})
    got = await run(fake, world.bob, world.channel, "junta create", {"name": "Republica", "computer_players": 4})
    assert "Seated, played by the computer:" in got.content, got.content
    users = [world.alice, world.bob]
    for user, family in zip(users, ("Fam0", "Fam1"), strict=True):
        got = await run(fake, user, world.channel, "junta join", {"family": family})
        assert "You joined" in got.content, got.content
    mark = fake.mark()
    inter = await fake.slash(world.bob, world.channel, "junta start", {})
    assert "has started" in (await inter.response()).content
    table = JuntaTable(fake, world, users, ["Fam0", "Fam1"])
    table.last_phase_post = await fake.wait_for_message(world.channel, lambda m: opened_phase(m) == 0, after=mark)
    handled: set[int] = set()
    offered = accepted = 0
    sold = False
    for _ in range(MAX_PHASES):
        read = read_state(db, world.channel.id)
        assert read is not None
        state = read[1]
        for user in users:
            for m in fake.dm_messages(user):
                if m.id in handled or "offers you a trade: “" not in m.content:
                    continue
                handled.add(m.id)
                offered += 1
                assert "(computer) family offers you a trade" in m.content, m.content
                button = next(i for i in m.custom_ids() if i.startswith("junta:trade:"))
                before = fake.mark()
                click = await fake.click(user, m, button)
                if await click.wait_ack() == 7:  # the offer's button now says Accepted: the trade happened
                    done = await fake.wait_for_dm(user, lambda d: "complete a trade" in d.content, after=before)
                    assert "(computer) and " in done.content or " and Fam" in done.content, done.content
                    accepted += 1
        me = next(p for p in state.players if p.name == "Fam0")
        them = next((p for p in state.players if p.name.endswith("(computer)") and p.alive), None)
        present = _a_gift_for(state, me.name, them.name) if them is not None else None
        if not sold and me.alive and present is not None and them is not None:
            # A person's offer to a computer: a card for nothing, accepted by value.
            sold = True
            gift = {"to": them.name, "give_card": str(present)}
            got = await dm(fake, world.alice, "trade", gift)
            assert "family accepts your trade" in got.content, got.content
        await table.advance()
        if table.last_phase_post is None or accepted:
            break
    else:
        raise AssertionError(f"the game did not end in {MAX_PHASES} phases")
    assert offered and accepted, (offered, accepted)
    speeches = [m.content for m in fake.messages(world.channel) if "(computer) family speaks:**" in m.content]
    said = [s.split("\n", 1)[1] for s in speeches]
    assert len(said) == len(set(said)), said
