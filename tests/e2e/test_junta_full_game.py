"""A whole 6-player game played to its end by fake users: each phase, every seated player's random legal orders
(`rules.simulate.random_orders` on the phase's state, read from the bot's database) are given through the real DM
slash commands; a moderator resolves each phase with /gm advance. Coups are fought the same way (moves, fire,
votes) or left to the defaults. Now and then, before the orders, a player gives cash or a card (/give) or offers a
trade (/trade) that the other player accepts with the Accept button of the offer the bot sends him (RULES 5)."""

from __future__ import annotations

import random
import re
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import pytest

from rules.junta.actions import check
from rules.junta.cards import HAND_LIMIT
from rules.junta.duties import in_play
from rules.junta.money import payable_amounts
from rules.junta.orders import Action, GiveCards, GiveCash, StrawSwap, Trade
from rules.junta.state import GameState, Status
from rules.simulate import random_orders
from tests.bot.agreement import check_all
from tests.bot.test_status_pages import INTERNAL
from tests.e2e.conftest import BotLauncher, World
from tests.e2e.fakediscord import FakeDiscord, User
from tests.e2e.junta import (
    GAME_OVER,
    WATCH_LOOP,
    JuntaTable,
    dm,
    order_command,
    read_state,
    run,
    seeded_world,
    start_junta,
)

MAX_PHASES = 250
EARLY_EVERY = 5  # every 5th phase resolves early by /done instead of /gm advance
EXCHANGE_CHANCE = 0.2  # the chance that a phase begins with a gift of cash, a gift of a card or a trade
SEED = "junta-e2e-full-game"
#: What only a player may see: cash, hand, Swiss account, private results, order echoes.
# Private texts (a public "X's Swiss account has been robbed" is fine: the robbery is public, the amount is not).
PRIVATE = re.compile(
    r"Cash:|Hand:|Your Swiss account|account holds|for your eyes only|Your budget in bills|You pocket|Recorded for"
    r"|Not recorded|Given:|offers you a trade|complete a trade",
    re.I,
)


@dataclass(frozen=True)
class Holdings:
    """What a player's /status says he has: his cash in MP and the card numbers of his hand."""

    cash: int
    hand: frozenset[int]


async def holdings(fake: FakeDiscord, user: User) -> Holdings:
    inter = await fake.slash(user, fake.dm_channel(user), "status", {})
    content = (await inter.response()).content
    # A long page comes in two messages: read on while the first ends before or inside the hand.
    if "\nHand:" not in content or re.search(r"^(?:Hand:|- #\d+ .*)\Z", content, re.M):
        content += "\n" + (await inter.followup(0)).content
    cash = re.search(r"^Cash: (?:no bills|[\d +]+ = (\d+) MP)\.", content, re.M)
    # The hand: "Hand:" and one card a line ("- #26 Press: ..."), or "Hand: no cards."
    hand = re.search(r"^Hand:(?: no cards\.|\n((?:- #\d+ .*\n?)*))$", content, re.M)
    assert cash and hand, content
    cards = re.findall(r"^- #(\d+) ", hand.group(1) or "", re.M)
    return Holdings(int(cash.group(1) or 0), frozenset(int(c) for c in cards))


def random_exchange(state: GameState, rng: random.Random, kind: str) -> tuple[int, Action] | None:
    """A random gift or trade of `kind` (cash, card, trade) that the rules allow now, and the player who makes it
    (the giver, or the one who accepts the trade); None if there is none. Only the living who are not in exile give,
    receive and trade; a card goes only to a player under the hand limit; cash is paid in exact bills."""
    living = [p for p in state.players if p.status is Status.ALIVE]
    made: list[tuple[int, Action]] = []
    for a in living:
        amounts = [x for x in payable_amounts(a.pocket) if 0 < x <= 6]
        for b in living:
            if a.id == b.id:
                continue
            if kind == "cash" and amounts:
                made.append((a.id, GiveCash(b.id, rng.choice(amounts))))
            elif kind == "card" and a.hand and b.card_count < HAND_LIMIT:
                made.append((a.id, GiveCards(b.id, (rng.choice(a.hand),))))
            elif kind == "trade":
                asked = [x for x in payable_amounts(b.pocket) if 0 < x <= 6]
                give_cash = rng.choice(amounts) if amounts and (not a.hand or rng.random() < 0.5) else 0
                give = () if give_cash or not a.hand else (rng.choice(a.hand),)
                get_cash = rng.choice(asked) if asked and (not b.hand or rng.random() < 0.5) else 0
                get = () if get_cash or not b.hand else (rng.choice(b.hand),)
                if (give_cash or give) and (get_cash or get) and (give_cash != get_cash or give):
                    made.append((b.id, Trade(a.id, b.id, give_cash, give, get_cash, get)))
    legal = [(actor, action) for actor, action in made if not check(state, actor, action)]
    return rng.choice(legal) if legal else None


async def exchange(
    fake: FakeDiscord, table: JuntaTable, state: GameState, actor: int, action: Action
) -> list[tuple[str, frozenset[int]]]:
    """Make the gift, or offer the trade and accept it, through the commands and the button; check with both
    players' /status that exactly the cash and the cards moved. Returns the private texts the two were told (the
    gift, or the offer and the completed trade), each with the user ids of the two: nobody else may see them."""
    names = [p.name for p in state.players]
    if isinstance(action, Trade):
        giver, receiver = action.offerer, action.to
        gives, gets = (action.give_cash, action.give_cards), (action.get_cash, action.get_cards)
    else:
        giver, receiver = actor, action.to
        assert not isinstance(action, StrawSwap)  # web games have no straw men
        gives = (action.amount, ()) if isinstance(action, GiveCash) else (0, action.cards)
        gets = (0, ())
    a, b = table.user(names[giver]), table.user(names[receiver])
    told: list[str] = []
    before = (await holdings(fake, a), await holdings(fake, b))
    mark = fake.mark()
    match action:
        case GiveCash(_, amount):
            got = await dm(fake, a, "give cash", {"to": names[receiver], "amount": amount})
        case GiveCards(_, cards):
            got = await dm(fake, a, "give card", {"to": names[receiver], "card": ", ".join(map(str, cards))})
        case Trade():
            options = {"to": names[receiver], "give_cash": action.give_cash, "get_cash": action.get_cash}
            if action.give_cards:
                options["give_card"] = str(action.give_cards[0])
            if action.get_cards:
                options["get_card"] = action.get_cards[0]
            got = await dm(fake, a, "trade", options)
            assert f"Your offer went to the {names[receiver]} family" in got.content, (options, got.content)
            offer = await fake.wait_for_dm(b, lambda m: "offers you a trade" in m.content, after=mark)
            assert f"The {names[giver]} family offers you a trade" in offer.content, offer.content
            told.append(offer.content.split(" · ", 1)[-1])
            button = next(i for i in offer.custom_ids() if i.startswith("junta:trade:"))
            accept = await fake.click(b, offer, button)
            assert await accept.wait_ack() == 7  # the offer's button now says Accepted
    if isinstance(action, Trade):
        text = f"{names[giver]} and {names[receiver]} complete a trade."
    else:
        assert got.content.startswith(f"Given: {names[giver]} gives {names[receiver]} "), got.content
        text = got.content.removeprefix("Given: ").split("\n", 1)[0]  # the sentence; cards given follow it
    for user in (a, b):  # the bot's DM to each, under the game's name; cards given follow, each with its effect
        told_dm = await fake.wait_for_dm(user, lambda m: f"* · {text}" in m.content, after=mark)
        lines = told_dm.content.split(f"* · {text}", 1)[1]
        given = [str(c) for c in action.cards] if isinstance(action, GiveCards) else []
        assert re.findall(r"^- #(\d+) ", lines, re.M)[: len(given)] == given, lines
    after = (await holdings(fake, a), await holdings(fake, b))
    moved = gives[0] - gets[0]
    assert (after[0].cash, after[1].cash) == (before[0].cash - moved, before[1].cash + moved), (action, before, after)
    assert after[0].hand == (before[0].hand - set(gives[1])) | set(gets[1]), (action, before, after)
    assert after[1].hand == (before[1].hand - set(gets[1])) | set(gives[1]), (action, before, after)
    return [(said, frozenset({a.id, b.id})) for said in [*told, text]]


@pytest.mark.slow
async def test_a_game_played_to_its_end(
    fake: FakeDiscord, world: World, start_bot: BotLauncher, tmp_path: Path
) -> None:
    """A game goes from the nominations to its end through the players' commands alone: their orders are recorded
    (or refused with the engine's reason), phases resolve by /gm advance or early when everyone is done, gifts and
    accepted trades move exactly what they say, and the channel carries the public record (phases, budget debate
    threads, the final ranking) but nothing private: no cash, hand, Swiss account, order echo, gift or trade; and
    the bot never holds its event loop a second or more, the archive drawn at the end included (issue 22)."""
    db = tmp_path / "junta.sqlite3"
    # A fixed game seed (in a channel of fixed id, which the seed includes): the game, like the players' random
    # orders and exchanges, is the same on every run.
    world = seeded_world(fake, world)
    # WATCH_LOOP: the game fails if the bot holds its event loop for a second or more at any point (issue 22).
    bot = await start_junta(start_bot, fake, db, env={"JUNTA_TEST_SEED": SEED, **WATCH_LOOP})
    await bot.wait_for_line("logging every callback that holds the event loop 1.000 s or more")
    table = await JuntaTable.create(fake, world, 6, phase_minutes=600)
    rng = random.Random(SEED)
    exchanges = random.Random(f"{SEED}:exchanges")
    told: list[tuple[str, frozenset[int]]] = []  # what each gift or trade told its two players
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
        if exchanges.random() < EXCHANGE_CHANCE:
            kind = exchanges.choice(("cash", "card", "trade"))
            made = random_exchange(state, exchanges, kind)
            if made is not None:
                told += await exchange(fake, table, state, *made)
                counts[f"exchanges of {kind}"] += 1
                got = read_state(db, world.channel.id)  # the phase's state after the gift or trade
                assert got is not None and got[0] == seq
                state = got[1]
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
        playing = sorted(in_play(state))
        if counts["phases"] % EARLY_EVERY == 0 and playing:
            # Everyone in the country marks done (accepting the defaults of what he did not give): RULES 2, the
            # phase resolves early.
            await table.all_done([state.players[pid].name for pid in playing])
            counts["early"] += 1
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
    await fake.wait_for_message(world.channel, lambda m: GAME_OVER in m.content)
    await fake.wait_idle()
    channel = fake.messages(world.channel)
    over = [m for m in channel if GAME_OVER in m.content]
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
    # Gifts and trades are private (RULES 5): only the two players were told, in their DMs.
    assert {"exchanges of cash", "exchanges of card", "exchanges of trade"} <= set(counts), counts
    public = [m.text for m in channel] + [m.text for t in threads for m in fake.messages(t)]
    for text, parties in told:
        assert not any(text in message for message in public), text
        for user in table.players:
            if any(text in m.content for m in fake.dm_messages(user)):
                assert user.id in parties, (text, user.username)
    # Issue 14: the end post is followed by the game's archive, one self-contained page.
    # (Drawn in a worker thread from the whole game, seconds of work on a busy machine: waited for generously.)
    await fake.wait_for_message(
        world.channel, lambda m: any(a.filename.endswith(".html") for a in m.attachments), timeout=60
    )
    (page,) = [a for m in fake.messages(world.channel) for a in m.attachments if a.filename.endswith(".html")]
    assert page.data.startswith(b"<!doctype html>") and b"The end: the ranking" in page.data
    assert b"src=\"http" not in page.data
    # Issue 14: after the end, any past phase can still be looked up in the channel (public facts only).
    past = await fake.autocomplete(table.players[0], world.channel, "junta history", {"phase": "Turn 1"})
    assert past, "no past phase offered after the end"
    looked = await run(fake, table.players[0], world.channel, "junta history", {"phase": past[-1]["value"]})
    assert looked.ephemeral and "What everyone read" in looked.content, looked.content
    assert not fake.violations
    # Issue 12: no DM, echo, answer or post of the whole game shows an internal id or counter (`office:`,
    # `influence:`, `secret_police`, -1, "phase 13").
    leaks = [m.content for m in fake.messages_by_id.values() if INTERNAL.search(m.content)]
    assert not leaks, leaks[:5]
    # Issue 22: no echo, DM, answer or post of the whole game has a count that disagrees with its noun.
    bad = check_all(m.content for m in fake.messages_by_id.values())
    assert not bad, bad[:10]
    # Every order that the commands can say exactly was recorded (a few may be refused by the service's stricter
    # checks of orders standing together, e.g. a budget that the cash it locks no longer covers).
    assert counts["recorded"] > 5 * counts["phases"] // 2, counts
    assert {"nominate", "vote president", "appoint", "vote budget", "location"} <= set(commands), commands
    assert len(refused) <= counts["recorded"] // 50, "\n".join(refused)
