"""Helpers for the Junta bot's end-to-end scenarios: the `junta_bot` fixture (the real `python -m bot` process
against the fake Discord, with its own database) and short-hands for running commands as players.

Import the fixture into a scenario module: `from tests.e2e.junta import junta_bot  # noqa: F401`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import Any

import pytest

from bot.games.junta.services.results import StoredAction
from bot.games.junta.services.snapshots import load_snapshot
from rules import codec
from rules.junta.actions import apply_action
from rules.junta.engine import Resolution
from rules.junta.orders import (
    BROTHER_IN_LAW,
    Appoint,
    Assassinate,
    Banking,
    Bombard,
    BudgetVote,
    ChooseLocation,
    CoupVote,
    Decline,
    Discard,
    DrawBills,
    ElectionVote,
    ExecuteIfElected,
    ExecuteOnReturn,
    Fire,
    FiringSquad,
    InterventionChoice,
    JuntaVote,
    Land,
    LossOrder,
    Move,
    NewWeapons,
    Nominate,
    Order,
    PlayCard,
    PlayCoupCard,
    PoliceResponse,
    ProposeBudget,
    RebelAction,
    Resign,
    ReturnFromExile,
    SafePassage,
    Second,
    SeizeChamber,
    Transfer,
    VoteCard,
)
from rules.junta.state import GameState, Phase
from tests.e2e.conftest import BotLauncher, World
from tests.e2e.database import database_env, reading
from tests.e2e.fakediscord import BotProcess, Channel, FakeDiscord, Message, User

__all__ = [
    "CLOSED",
    "SEEDED_CHANNEL_ID",
    "WATCH_LOOP",
    "JuntaTable",
    "acted_at_ms",
    "check_cabinet_dones",
    "check_done_race",
    "check_nomination_race",
    "dm",
    "junta_bot",
    "opened_ms",
    "opened_phase",
    "order_command",
    "phase_of",
    "read_state",
    "results_posts",
    "run",
    "seeded_world",
    "start_junta",
    "stored_orders",
    "watched_junta_bot",
]

GAME_OVER = "**The game is over.**"
COMMANDS = ["junta", "gm", "status", "nominate", "vote", "done", "speech"]
SEEDED_CHANNEL_ID = 1_111_111_111_111_111_111
OPENS = re.compile(r"junta:page:[0-9]+:([0-9]+)")


def opened_phase(message: Message) -> int | None:
    """The phase a channel post opens: its Status Page button carries it (players read phase names, not numbers)."""
    for custom_id in message.custom_ids():
        if found := OPENS.fullmatch(custom_id):
            return int(found.group(1))
    return None


"""The id of the game channel of a seeded game. With JUNTA_TEST_SEED set, the bot draws a new game's seed from it
and the channel's id (`f"{JUNTA_TEST_SEED}:{channel_id}"`); the fake mints ids from the clock, so a game that must
be the same on every run is played in a channel whose id is fixed."""


async def start_junta(
    start_bot: BotLauncher, fake: FakeDiscord, db: Path, env: Mapping[str, str] | None = None
) -> BotProcess:
    proc = await start_bot("bot", env={**database_env(db), "JUNTA_CONFIG": "", **dict(env or {})})
    await fake.wait_commands_synced(COMMANDS)
    return proc


@pytest.fixture
async def junta_bot(start_bot: BotLauncher, fake: FakeDiscord, world: World, tmp_path: Path) -> BotProcess:
    return await start_junta(start_bot, fake, tmp_path / "junta.sqlite3")


WATCH_LOOP = {"JUNTA_SLOW_CALLBACK": "1.0"}
"""The bot's environment for a test that also checks the bot never holds its event loop for long (issue 22): the
bot runs in asyncio's debug mode, which logs every callback or task step of 1 s or more, and the harness fails the
test on such a line (`fakediscord.process.STALL_LINE`). Debug mode slows the bot a little: used by a few whole
games, not everywhere. A threshold, not a timing: under load a step of a tenth of a second is common; a step of a
second means work that belongs in a worker thread (`asyncio.to_thread`)."""


@pytest.fixture
async def watched_junta_bot(start_bot: BotLauncher, fake: FakeDiscord, world: World, tmp_path: Path) -> BotProcess:
    """`junta_bot`, with `WATCH_LOOP`."""
    return await start_junta(start_bot, fake, tmp_path / "junta.sqlite3", env=WATCH_LOOP)


def seeded_world(fake: FakeDiscord, world: World, name: str = "seeded-game") -> World:
    """`world` with its game channel replaced by a new channel of id `SEEDED_CHANNEL_ID` (for JUNTA_TEST_SEED)."""
    return replace(world, channel=fake.add_channel(world.guild, name, id=SEEDED_CHANNEL_ID))


async def run(
    fake: FakeDiscord, user: User, channel: Channel, command: str, options: Mapping[str, Any] | None = None
) -> Message:
    """Run a slash command as `user` in `channel` and return what the user sees as the answer."""
    inter = await fake.slash(user, channel, command, dict(options or {}))
    return await inter.response()


async def dm(fake: FakeDiscord, user: User, command: str, options: Mapping[str, Any] | None = None) -> Message:
    """Run a DM command as `user` in his DM with the bot."""
    return await run(fake, user, fake.dm_channel(user), command, options)


class JuntaTable:
    """A game in `world.channel` with its players (users) and families."""

    def __init__(self, fake: FakeDiscord, world: World, players: Sequence[User], families: Sequence[str]) -> None:
        self.fake = fake
        self.world = world
        self.players = list(players)
        self.families = list(families)
        self.last_phase_post: Message | None = None

    @classmethod
    async def create(
        cls,
        fake: FakeDiscord,
        world: World,
        count: int,
        *,
        phase_minutes: int = 60,
        start: bool = True,
        variant: str | None = None,
    ) -> JuntaTable:
        moderator = world.bob
        options: dict[str, Any] = {"name": "Republica", "phase_minutes": phase_minutes}
        if variant is not None:
            options["variant"] = variant
        got = await run(fake, moderator, world.channel, "junta create", options)
        assert "created" in got.content, got.content
        users = [world.alice, world.bob]
        users += [fake.add_player(world.guild, f"player{i}") for i in range(len(users), count)]
        families = [f"Fam{i}" for i in range(count)]
        for user, family in zip(users, families, strict=True):
            got = await run(fake, user, world.channel, "junta join", {"family": family})
            assert "You joined" in got.content, got.content
        table = cls(fake, world, users, families)
        if start:
            mark = fake.mark()
            inter = await fake.slash(moderator, world.channel, "junta start", {})
            got = await inter.response()
            assert "has started" in got.content, got.content
            table.last_phase_post = await fake.wait_for_message(
                world.channel, lambda m: opened_phase(m) == 0, after=mark
            )
        return table

    def user(self, family: str) -> User:
        return self.players[self.families.index(family)]

    async def advance(self) -> Message:
        """`/gm advance` as the moderator; returns the channel's results post, once the next phase's announcement
        (if the game goes on) has been posted too."""
        mark = self.fake.mark()
        got = await run(self.fake, self.world.bob, self.world.channel, "gm advance")
        assert "resolved" in got.content, got.content
        results = await self.fake.wait_for_message(
            self.world.channel, lambda m: "has resolved" in m.content, after=mark
        )
        self.last_phase_post = await self.next_phase(results)
        return results

    async def next_phase(self, results: Message) -> Message | None:
        """The announcement of the phase after the one `results` reports (None when the game is over): the next
        post whose Status Page button carries a phase."""
        if "The game is over" in results.content:
            return None
        post = await self.fake.wait_for_message(
            self.world.channel,
            lambda m: opened_phase(m) is not None or GAME_OVER in m.content,
            after=results.id - 1,
        )
        return None if GAME_OVER in post.content else post

    async def elect(self, family: str) -> None:
        """Nominate `family` and have everyone vote for him; turn 1 begins."""
        got = await dm(self.fake, self.players[0], "nominate", {"candidate": family})
        assert "Recorded" in got.content, got.content
        await self.advance()
        for user in self.players:
            got = await dm(self.fake, user, "vote president", {"candidate": family})
            assert "Recorded" in got.content, got.content
        post = await self.advance()
        assert f"{family} is elected President" in post.content, post.content

    async def phase_post(self, after: int) -> Message:
        """The first phase announcement posted after `after` (a `fake.mark()`)."""
        return await self.fake.wait_for_message(self.world.channel, lambda m: opened_phase(m) is not None, after=after)

    async def all_done(self, families: Sequence[str]) -> Message:
        """These families mark done (accepting the defaults of what they did not give): when they are everyone the
        phase waits for, it resolves early (RULES 2). Returns the results post; the next phase's post is read."""
        mark = self.fake.mark()
        for family in families:
            reply = await dm(self.fake, self.user(family), "done", {"anyway": True})
            assert "marked done" in reply.content, reply.content
        results = await self.fake.wait_for_message(
            self.world.channel, lambda m: "has resolved" in m.content, after=mark
        )
        assert "resolves early" in results.content, results.content
        self.last_phase_post = await self.next_phase(results)
        return results

    async def ended(self, db: Path) -> tuple[GameState, Message]:
        """After the last phase: the game's final state (it is over) and the channel's game-over post."""
        final = read_state(db, self.world.channel.id)
        assert final is not None and final[1].over
        over = await self.fake.wait_for_message(self.world.channel, lambda m: GAME_OVER in m.content)
        return final[1], over

    async def advance_to_next(self) -> Message:
        """`/gm advance`; the new phase's announcement."""
        await self.advance()
        assert self.last_phase_post is not None, "the game is over"
        return self.last_phase_post


# --- reading the game (for the tests' decisions only) and orders as slash commands --------------------------------
def read_state(db: Path, channel_id: int) -> tuple[int, GameState] | None:
    """The phase number and state of the channel's latest game, read from the bot's database in read-only mode:
    the phase's snapshot with the phase's gifts and trades so far applied in order, as the bot does. None before
    it starts."""
    with reading(db, consistent=True) as query:  # one consistent read of the game, its snapshot and its actions
        games = query("SELECT id, phase_seq FROM games WHERE channel_id = ? ORDER BY id DESC LIMIT 1", (channel_id,))
        if not games:
            return None
        game = games[0]
        snaps = query("SELECT state FROM snapshots WHERE game_id = ? AND phase_seq = ?", (game[0], game[1]))
        snap = snaps[0] if snaps else None
        actions = query(
            "SELECT seat, payload FROM actions WHERE game_id = ? AND phase_seq = ? ORDER BY seq", (game[0], game[1])
        )
    if snap is None:
        return None
    state = load_snapshot(str(snap[0]))
    for seat, payload in actions:
        stored = codec.loads(StoredAction, str(payload))
        done = apply_action(state, int(seat), stored.action, stored.pending)
        assert isinstance(done, Resolution), done
        state = done.state
    return int(game[1]), state


# --- races: a command sent at the instant its phase resolves (tests/e2e/test_junta_races.py, in one process;
# tests/e2e/test_junta_processes_races.py, across two) ---------------------------------------------------------------
CLOSED = "had already closed when this reached me"
"""What a command is told when the phase its user saw closed before the command reached the bot (issue 10)."""


def phase_of(db: Path, world: World) -> int:
    """The phase number of the channel's game now."""
    got = read_state(db, world.channel.id)
    assert got is not None
    return got[0]


def stored_orders(db: Path) -> list[tuple[int, str]]:
    """(phase, order kind) of every order version stored, read-only."""
    with reading(db) as query:
        return [(int(p), str(k)) for p, k in query("SELECT phase_seq, kind_key FROM orders ORDER BY id")]


def results_posts(fake: FakeDiscord, world: World, after: int) -> list[Message]:
    """The channel's posts of a phase's results since the message `after`."""
    return [m for m in fake.messages(world.channel) if m.id > after and "has resolved" in m.content]


def acted_at_ms(interaction: Any) -> int:
    """The moment Discord stamped in an interaction's id."""
    return (int(interaction.payload["id"]) >> 22) + 1_420_070_400_000


def opened_ms(db: Path, phase: int) -> int:
    """When the phase `phase` of the latest game opened."""
    with reading(db) as query:
        row = query("SELECT opened_ms FROM snapshots WHERE phase_seq = ? ORDER BY game_id DESC", (phase,))[0]
    return int(row[0])


def check_nomination_race(db: Path, nominate: Any, answer: str) -> None:
    """Seat 0's nomination of seat 1, sent at the instant the nominations (phase 0) resolved and answered `answer`:
    recorded in them, or refused in a sentence saying they have closed, or (only if he made it after the election
    had opened) answered by the election; never recorded for the election with a plain answer."""
    made_after_next_opened = acted_at_ms(nominate) > opened_ms(db, 1)
    mine = [p for p, kind in stored_orders(db) if kind.startswith("nominate")]
    if answer.startswith("Recorded"):
        assert mine == [0], (answer, mine)
    elif CLOSED in answer:
        assert not made_after_next_opened, answer
    else:  # the election's own answer, to an order made once it was open
        assert made_after_next_opened and "Presidential election" in answer, answer
    assert 1 not in mine


def check_done_race(db: Path, done: Any, answer: str, before: int) -> None:
    """Seat 0's Done, sent at the instant the phase `before` resolved and answered `answer`: it counts in that phase
    or is refused in a sentence saying it has closed; it counts in the next phase only if he made it after that
    phase had opened."""
    made_after_next_opened = acted_at_ms(done) > opened_ms(db, before + 1)
    with reading(db) as query:
        marked = {p for (p,) in query("SELECT phase_seq FROM done WHERE seat = 0")}
    if CLOSED in answer:
        assert not made_after_next_opened and before not in marked, answer
    else:
        assert "marked done" in answer, answer
        assert (before + 1 in marked) == made_after_next_opened, (answer, marked)


async def check_cabinet_dones(
    fake: FakeDiscord, world: World, db: Path, cabinet: int, mark: int, answers: Sequence[str]
) -> None:
    """Every player's Done sent at the same instant in the cabinet phase `cabinet` (since the message `mark`),
    answered `answers`: RULES 2, it closes early once every living player in the country is done; the last Done
    resolves it once (one results post), each Done is counted once, and none in the budget draw that nobody had seen
    yet, which stays open."""
    assert all("marked done" in a or CLOSED in a for a in answers), answers
    # The results post goes out after the players' DMs, and the delivery may pause longer than wait_idle's quiet
    # moment between two sends (on PostgreSQL): wait for it, then for the bot to be done, and count.
    await fake.wait_for_message(world.channel, lambda m: "has resolved" in m.content, after=mark, timeout=30)
    await fake.wait_idle()
    phase, state = read_state(db, world.channel.id) or (None, None)
    assert phase == cabinet + 1 and state is not None and state.phase is Phase.BUDGET_DRAW
    assert len(results_posts(fake, world, mark)) == 1
    with reading(db) as query:
        assert query("SELECT count(*) FROM done WHERE phase_seq = ?", (cabinet + 1,))[0][0] == 0
        marks = query("SELECT seat, count(*) FROM done WHERE phase_seq = ? GROUP BY seat", (cabinet,))
    assert all(n == 1 for _, n in marks), marks


def _name(state: GameState, pid: int | None) -> str:
    assert pid is not None
    return state.players[pid].name


def _cards(cards: Sequence[int]) -> str:
    return ", ".join(str(c) for c in cards)


def _units(units: Sequence[tuple[str, int]]) -> str:
    return ", ".join(f"{kind} {count}" for kind, count in units)


def _options(**values: Any) -> dict[str, Any]:
    """Options without the ones left out (None or empty)."""
    return {k: v for k, v in values.items() if v is not None and v != "" and v != ()}


def order_command(state: GameState, order: Order) -> tuple[str, dict[str, Any], bool] | None:
    """The DM slash command (name, options) a player runs for `order`, and whether it says exactly the same
    (False: the command can only say something near it, e.g. without the order's condition). None when no
    command can say it."""
    name = partial(_name, state)
    exact = getattr(order, "condition", None) is None
    match order:
        case Nominate(candidate):
            return "nominate", {"candidate": name(candidate)}, True
        case Second(candidate):
            return "second", {"candidate": name(candidate)}, True
        case Decline():
            return "decline", {}, True
        case ElectionVote(candidate, cards):
            return "vote president", _options(candidate=name(candidate), cards=_cards(cards)), True
        case Appoint(assignments):
            return (
                "appoint",
                {o.value: ("bil" if p == BROTHER_IN_LAW else name(p)) for o, p in assignments},
                True,
            )
        case NewWeapons(office):
            return "weapons", {"office": office.value if office else "nobody"}, True
        case DrawBills(office, count):
            return "draw", {"count": count, "office": office.value}, True
        case ProposeBudget(totals, add, bills):
            text = ", ".join(f"{name(p)} {amount}" for p, amount in totals) or ","
            return "budget", _options(totals=text, add=add or None), not bills
        case BudgetVote(ballot, revote):
            used = tuple(c for c, choice in ballot.cards if choice == ballot.default)
            same = not ballot.split and len(used) == len(ballot.cards)
            same = same and (revote is None or (not revote.split and revote.cards == ()))
            options = _options(
                choice=ballot.default.value, revote=revote.default.value if revote else None, cards=_cards(used)
            )
            return "vote budget", options, same and not (revote and used)
        case VoteCard(card, trigger, target):
            options = _options(
                card=str(card),
                trigger=trigger.result,
                within=trigger.within,
                target=name(target) if target is not None else None,
            )
            return "votecard", options, True
        case SeizeChamber(seize):
            return "seize", {"seize": seize}, True
        case ChooseLocation(location):
            return "location", {"place": location.value if location else "exile"}, True
        case Assassinate(assassin, target, location):
            options = _options(assassin=str(assassin), target=name(target), location=location and location.value)
            return "assassinate", options, exact
        case Banking(deposit, withdraw):
            return "bank", _options(deposit=deposit or None, withdraw=withdraw or None), exact
        case RebelAction():
            return "rebel", {}, exact
        case InterventionChoice(forces):
            return "intervention", {"forces": ", ".join(forces)}, True
        case PlayCard(card, target, option):
            options = _options(card=str(card), target=name(target) if target is not None else None, option=option)
            return "play", options, True
        case Discard(cards):
            return "discard", {"cards": _cards(cards)}, True
        case Resign():
            return "resign", {}, True
        case ReturnFromExile(embassy):
            return "return", _options(embassy=embassy), True
        case ExecuteOnReturn(players):
            return "executelist", _options(players=", ".join(name(p) for p in players)), True
        case Move(from_zone, to_zone, units, via):
            return "move", _options(from_zone=from_zone, to_zone=to_zone, units=_units(units), via=via), exact
        case Land(kind, zone, then_to):
            return "land", _options(kind=kind, zone=zone, then_to=then_to), exact
        case Bombard(weapon, zone, target):
            return "bombard", {"weapon": weapon, "zone": zone, "target": name(target)}, exact
        case Fire(zone, target):
            return "fire", {"zone": zone, "target": name(target)}, exact
        case Transfer(zone, to, units):
            return "transfer", _options(zone=zone, to=name(to), units=_units(units)), True
        case PoliceResponse(from_zone, to_zone, count):
            return "police", _options(from_zone=from_zone, to_zone=to_zone, count=count or None), True
        case PlayCoupCard(card, zone, count, then_to):
            options = _options(card=str(card), zone=zone, count=count or None, then_to=then_to)
            return "coupcard", options, exact
        case LossOrder(kinds):
            return "lossorder", {"kinds": ", ".join(kinds)}, True
        case CoupVote(side):
            return "coupvote", {"side": side}, True
        case FiringSquad(target):
            return "firingsquad", _options(target=name(target) if target is not None else None), True
        case JuntaVote(candidate):
            return "juntavote", {"candidate": name(candidate)}, True
        case ExecuteIfElected(target):
            return "execute", _options(target=name(target) if target is not None else None), True
        case SafePassage(player, embassy):
            return "safepassage", {"player": name(player), "embassy": embassy}, True
    return None
