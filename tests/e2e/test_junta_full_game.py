"""A whole 6-player game played to its end by fake users: each phase, every seated player's random legal orders
(`rules.simulate.random_orders` on the phase's state, read from the bot's database) are given through the real DM
slash commands; a moderator resolves each phase with /gm advance. Coups are fought the same way (moves, fire,
votes) or left to the defaults."""

from __future__ import annotations

import random
import re
import time
from collections import Counter
from pathlib import Path

import pytest

from rules.engine import owed
from rules.simulate import random_orders
from tests.e2e.conftest import BotLauncher, World
from tests.e2e.fakediscord import FakeDiscord
from tests.e2e.junta import GAME_OVER, JuntaTable, dm, order_command, read_state, start_junta

MAX_PHASES = 250
EARLY_EVERY = 5  # every 5th phase resolves early by /done instead of /gm advance
#: What only a player may see: cash, hand, Swiss account, private results, order echoes.
# Private texts (a public "X's Swiss account has been robbed" is fine: the robbery is public, the amount is not).
PRIVATE = re.compile(
    r"Cash:|Hand:|Your Swiss account|account holds|for your eyes only|Your budget in bills|You pocket|Recorded for"
    r"|Not recorded",
    re.I,
)


@pytest.mark.slow
async def test_a_game_played_to_its_end(
    fake: FakeDiscord, world: World, start_bot: BotLauncher, tmp_path: Path
) -> None:
    db = tmp_path / "junta.sqlite3"
    # A fixed game seed: the game, like the players' random orders, is the same on every run.
    await start_junta(start_bot, fake, db, env={"JUNTA_TEST_SEED": "junta-e2e-full-game"})
    table = await JuntaTable.create(fake, world, 6, phase_minutes=600)
    rng = random.Random("junta-e2e-full-game")
    counts: Counter[str] = Counter()
    commands: Counter[str] = Counter()
    refused: list[str] = []
    began = time.monotonic()
    for _ in range(MAX_PHASES):
        got = read_state(db, world.channel.id)
        assert got is not None
        seq, state = got
        assert not state.over
        counts["phases"] += 1
        counts["coup phases"] += state.coup is not None
        for sub in random_orders(state, rng, miss=0.1):
            command = order_command(state, sub.order)
            if command is None:
                counts["inexpressible"] += 1
                continue
            name, options, exact = command
            user = table.user(state.players[sub.player].name)
            reply = await dm(fake, user, name, options)
            if reply.content.startswith("Recorded"):
                counts["recorded"] += 1
                commands[name] += 1
            else:
                assert reply.content.startswith("Not recorded"), (name, options, reply.content)
                counts["refused"] += 1
                if exact:
                    refused.append(f"phase {seq} {state.phase}: /{name} {options}: {reply.content}")
        owing = sorted(owed(state))
        if counts["phases"] % EARLY_EVERY == 0 and owing:
            # Everyone who owes orders marks them done: the phase resolves early.
            mark = fake.mark()
            for pid in owing:
                reply = await dm(fake, table.user(state.players[pid].name), "done")
                assert "marked done" in reply.content, reply.content
            results = await fake.wait_for_message(world.channel, lambda m: "has resolved" in m.content, after=mark)
            assert "resolves early" in results.content, results.content
            counts["early"] += 1
            table.last_phase_post = await table.next_phase(results)
        else:
            await table.advance()
        if table.last_phase_post is None:
            break
    else:
        raise AssertionError(f"the game did not end in {MAX_PHASES} phases")
    elapsed = time.monotonic() - began
    print(f"\nfull game: {dict(counts)} in {elapsed:.1f} s; commands: {dict(commands)}")
    got = read_state(db, world.channel.id)
    assert got is not None and got[1].over
    final = got[1]
    await fake.wait_for_message(world.channel, lambda m: m.content.startswith(GAME_OVER))
    await fake.wait_idle()
    channel = fake.messages(world.channel)
    over = [m for m in channel if m.content.startswith(GAME_OVER)]
    assert len(over) == 1, [m.content for m in over]
    for entry in final.ranking:
        assert f"{entry.rank}. {final.players[entry.player].name}: {entry.swiss} MP" in over[0].content
    # Nothing private in the channel (the ranking's Swiss totals are public at the end).
    for message in channel:
        assert not message.ephemeral
        if message is not over[0]:
            assert not PRIVATE.search(message.text), message.text
    assert all(not m.visible_to for m in channel)
    # A budget debate thread per turn that had a budget, opened from the channel post of the proposal.
    threads = fake.threads(world.channel)
    turns = [t.name for t in threads]
    assert threads and len(set(turns)) == len(turns), turns
    for thread in threads:
        assert any(m.thread_id == thread.id and "the budget debate" in m.content for m in channel), thread.name
        for message in fake.messages(thread):
            assert not PRIVATE.search(message.text), message.text
    assert not fake.violations
    # Every order that the commands can say exactly was recorded (a few may be refused by the service's stricter
    # checks of orders standing together, e.g. a budget that the cash it locks no longer covers).
    assert counts["recorded"] > 5 * counts["phases"] // 2, counts
    assert {"nominate", "vote president", "appoint", "vote budget", "location"} <= set(commands), commands
    assert len(refused) <= counts["recorded"] // 50, "\n".join(refused)
