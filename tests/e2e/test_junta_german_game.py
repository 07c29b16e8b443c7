"""Issue 23, "Done when": "A German table plays a whole game of each variant in German, an English player at the same
table reads English". A German server (its preferred locale `de`, so the game speaks German) where German clients
and one English client play each variant through its phases, coups included, by their random legal orders given as
slash commands in DMs; a moderator with an English client resolves each phase with /gm advance.

How a whole game is reached: each variant is played phase after phase until the game ends by its own rules, the money
deck running short when the President draws (VARIANTS 7.4, RULES 4.2), about 12 turns and 60 to 120 phases; the
classic game is created with the shorter game (`/junta create short_game:every_round`, VARIANTS 7.5: 4 more bills out
of play each round), the web and Mini-Junta rules have no shorter game. Each game is seeded (JUNTA_TEST_SEED), so it
is the same game on every run; `MAX_PHASES` only stops a game that would never end. The end post (its ranking) and
the archive page attached after it are read in German.

Every channel post (the game's language), every DM and every answer (its reader's language) is read for the other
language (`tests.language`): a word of five letters or more, or two words in a row, that only the other language's
catalogue says, or one of the short words that only the other language has (`ENGLISH`, `GERMAN`). Names of families
('Fam1'), of the game ('Republica') and command names ('/vote budget', the same in both languages) are neither."""

from __future__ import annotations

import asyncio
import random
import re
from collections import Counter
from collections.abc import Iterable
from html import unescape
from pathlib import Path

import pytest

from bot.text.i18n import t
from rules.junta import straw
from rules.junta.state import GameState
from rules.simulate import random_orders
from tests.e2e.conftest import BotLauncher, World
from tests.e2e.fakediscord import FakeDiscord, Message, User
from tests.e2e.junta import dm, opened_phase, order_command, read_state, run, seeded_world, start_junta
from tests.language import foreign

MAX_PHASES = 400
"""A game that has not ended by then never would (a whole game takes about 60 to 120 phases)."""

ENGLISH = frozenset({"the", "you", "your", "is", "are", "has", "have", "and", "orders", "with", "from", "of", "to"})
"""Words no German sentence of ours has."""
GERMAN = frozenset({"der", "das", "du", "dich", "dir", "ist", "und", "oder", "nicht", "dein", "deine", "wird", "mit"})
"""Words no English sentence of ours has."""
COMMAND = re.compile(r"/[a-z]+(?: [a-z]+)?|`[^`]*`")
"""A command's name as players type it, or code: the same in both languages."""


def _words(text: str) -> set[str]:
    return {w.casefold() for w in re.findall(r"[^\W\d_]+", COMMAND.sub(" ", text))}


def _wrong(message: Message, german: bool, names: Iterable[str]) -> set[str]:
    """What in `message` (its text, its buttons' labels, its embeds) is in the other language; `names` (the
    families', their straw men's) are nobody's words."""
    text = "\n".join([message.text, *(str(b.get("label", "")) for b in message.buttons())])
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, " ")
    return (_words(text) & (ENGLISH if german else GERMAN)) | set(foreign(text, "de" if german else "en"))


async def _state(db: Path, channel: int) -> tuple[int, GameState]:
    got = read_state(db, channel)
    assert got is not None
    return got


async def _advance(fake: FakeDiscord, world: World, db: Path, moderator: User) -> GameState:
    """/gm advance (the moderator reads English); waits for the next phase's post, or for the end."""
    seq, _ = await _state(db, world.channel.id)
    got = await run(fake, moderator, world.channel, "gm advance")
    assert "resolved" in got.content, got.content
    for _ in range(600):
        now, state = await _state(db, world.channel.id)
        if now > seq:
            break
        await asyncio.sleep(0.05)
    if state.over:
        await fake.wait_idle()
        return state
    await fake.wait_for_message(world.channel, lambda m: opened_phase(m) == now)
    return state


async def _play(
    fake: FakeDiscord,
    world: World,
    start_bot: BotLauncher,
    tmp_path: Path,
    *,
    variant: str,
    germans: int,
) -> Counter[str]:
    db = tmp_path / "junta.sqlite3"
    seed = f"junta-e2e-german-{variant}"
    world = seeded_world(fake, world)
    world.guild.locale = "de"
    await start_junta(start_bot, fake, db, env={"JUNTA_TEST_SEED": seed})
    moderator = world.bob
    options: dict[str, object] = {"name": "Republica", "phase_minutes": 600, "variant": variant}
    if variant == "classic":
        options["short_game"] = "every_round"  # VARIANTS 7.5: the board game's shorter game
    got = await run(fake, moderator, world.channel, "junta create", options)
    assert "created" in got.content, got.content
    users = [fake.add_player(world.guild, f"p{i}", locale="de") for i in range(germans)] + [world.alice]
    families = {f"Fam{i}": user for i, user in enumerate(users)}
    german = {user.id: user is not world.alice for user in users}
    for family, user in families.items():
        await run(fake, user, world.channel, "junta join", {"family": family})
    got = await run(fake, moderator, world.channel, "junta start")
    assert "started" in got.content, got.content
    await fake.wait_for_message(world.channel, lambda m: opened_phase(m) == 0)
    rng = random.Random(seed)
    counts: Counter[str] = Counter()
    wrong: list[str] = []
    for _ in range(MAX_PHASES):
        _, state = await _state(db, world.channel.id)
        names = [p.name for p in state.players]
        counts["phases"] += 1
        counts["coup phases"] += state.coup is not None
        for sub in random_orders(state, rng, miss=0.1):
            command = order_command(state, sub.order)
            if command is None:
                continue
            name, options, _ = command
            who = straw.leader(state, sub.player)  # Mini-Junta: a straw man's orders are his leader's to give
            if who is None:
                continue
            if state.players[sub.player].straw:
                options = {**options, "game": f"Republica / {state.players[sub.player].name}"}
            user = families[state.players[who].name]
            reply = await dm(fake, user, name, options)
            counts["orders"] += 1
            if bad := _wrong(reply, german[user.id], names):
                wrong.append(f"answer to /{name} ({'de' if german[user.id] else 'en'}): {sorted(bad)}: {reply.text}")
        state = await _advance(fake, world, db, moderator)
        if state.over:
            counts["ended"] += 1
            break
    assert counts["ended"], f"{variant}: the game did not end in {MAX_PHASES} phases"
    await fake.wait_idle()
    # The end post, in the game's language, with the ranking of every family (VARIANTS 7.4, RULES 8).
    (over,) = [m for m in fake.messages(world.channel) if t("de", "end-title") in m.content]
    assert all(re.search(rf"^[0-9]+\. {family}: ", over.content, re.M) for family in families), over.content
    # The archive page attached after it (issue 14), in the game's language (issue 23: "the archive takes
    # `--language`"; a game's own archive, its channel's). Drawn in a worker thread: waited for generously.
    await fake.wait_for_message(
        world.channel, lambda m: any(a.filename.endswith(".html") for a in m.attachments), timeout=60
    )
    (page,) = [a for m in fake.messages(world.channel) for a in m.attachments if a.filename.endswith(".html")]
    html = page.data.decode("utf-8")
    assert '<html lang="de">' in html and t("de", "archive-ranking-heading") in html, html[:500]
    page_text = re.sub(r"<(script|style)\b.*?</\1>|<[^>]+>", "\n", html, flags=re.S)
    if bad_page := foreign(unescape(page_text), "de", names):
        wrong.append(f"archive page: {bad_page}")
    channel = fake.messages(world.channel) + [m for t in fake.threads(world.channel) for m in fake.messages(t)]
    for message in channel:
        # The game's posts speak the game's language; an answer to a command given in the channel, its asker's
        # (here the English moderator's).
        answer = message.interaction_id is not None
        if message.author.id == fake.bot_user.id and (bad := _wrong(message, not answer, names)):
            wrong.append(f"channel{' answer' if answer else ''}: {sorted(bad)}: {message.text}")
    for user in users:
        for message in fake.dm_messages(user):
            if message.author.id == fake.bot_user.id and (bad := _wrong(message, german[user.id], names)):
                speaks = "de" if german[user.id] else "en"
                wrong.append(f"DM to {user.username} ({speaks}): {sorted(bad)}: {message.text}")
    print(f"\n{variant}: {dict(counts)}; {len(wrong)} sentences in the other language")
    assert not wrong, "\n\n".join(wrong[:40])
    assert not fake.violations
    return counts


@pytest.mark.parametrize(("variant", "germans"), [("web", 6), ("classic", 4), ("mini", 1)])
async def test_a_german_table_plays_each_variant_in_german_and_its_english_player_reads_english(
    fake: FakeDiscord, world: World, start_bot: BotLauncher, tmp_path: Path, variant: str, germans: int
) -> None:
    """'A German table plays a whole game of each variant in German, an English player at the same table reads
    English': every post of the channel German, every DM and answer in its reader's language, through every
    phase of a whole game and its coups, to its end post and archive page in German."""
    counts = await _play(fake, world, start_bot, tmp_path, variant=variant, germans=germans)
    assert counts["orders"] > counts["phases"] and counts["ended"] == 1, counts
