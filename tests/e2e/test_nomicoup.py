"""Nomicoup played in Discord through the fake (issue 24): slash commands in the channel, Challenge / Counter / Pass
buttons on a claim's post, private choices in DMs, the table's picture after each turn, to the end."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

import pytest

from tests.e2e.conftest import BotLauncher, World
from tests.e2e.fakediscord import FakeDiscord
from tests.e2e.junta import JuntaTable, dm, run, start_junta
from tests.e2e.nomicoup import GAME_OVER, Table, button, menu, nomicoup_bot, options  # noqa: F401

PRIVATE = ("You are dealt", "Your hand", "as new influence", "from the Court Deck.")


@pytest.mark.usefixtures("nomicoup_bot")
async def test_two_people_and_two_computers_play_to_the_end(fake: FakeDiscord, world: World) -> None:
    """Two people fill a four-seat table with two computer seats (COUP.md 7; issue 24: "so that two people can play
    a four-seat table"); the computers claim, challenge and counter by themselves; the game ends after its rounds
    with a ranking, and the table's picture is posted after each turn."""
    table = await Table.create(fake, world, [world.alice, world.bob], {"computers": 2, "rounds": 2, "seconds": 5})
    first = await table.start()
    assert "Turn order" in first.content and "Ada" in first.content and "Blaise" in first.content, first.content
    over = await table.autoplay()
    assert "1." in over.content and "4." in over.content, over.content
    posts = fake.messages(world.channel)
    pictures = [m for m in posts if m.attachments]
    assert len(pictures) >= 8, len(pictures)
    assert pictures[0].attachments[0].data.startswith(b"\x89PNG")
    channel = "\n".join(m.content for m in posts)
    assert not any(p in channel for p in PRIVATE), channel
    assert GAME_OVER in channel


@pytest.mark.usefixtures("nomicoup_bot")
async def test_a_live_game_of_three_with_challenges_a_bluff_and_an_exile(fake: FakeDiscord, world: World) -> None:
    """A live table of three with 5-second windows (COUP.md 7.2): two challenges of one claim at the same instant
    take effect once (5.1, 8.4); a claimant who does not show the card loses an influence he chooses in his DM and
    his action has no effect (5.2, 6.1); a window nobody answers closes at its deadline and a click on it afterwards
    is refused (8.5); a window everyone passes closes at once (7.2); a player who loses his last card is exiled and
    draws two new cards, privately (6.2); the game ends after its rounds, ranked by fewest exiles (6.3)."""
    carl = fake.add_player(world.guild, "carl")
    table = await Table.create(fake, world, [world.alice, world.bob, carl], {"rounds": 2, "seconds": 5})
    mark = fake.mark()
    first = await table.start()
    found = re.search(r"Turn order: (\w+), (\w+) and (\w+)\.", first.content)
    assert found, first.content
    a, b, c = (table.user(n) for n in found.groups())
    dealt = await table.dm(a, mark, "You are dealt")
    assert len(table.hand_of(dealt)) == 2, dealt.content
    picture = first.attachments[0].data
    assert picture.startswith(b"\x89PNG")
    shown = await (await fake.click(b, first, f"nomicoup:hand:{world.channel.id}")).response()
    assert shown.ephemeral and "Your hand (face down): the" in shown.content, shown.content

    # Turn 1: A claims the Duke; B and C challenge at the same instant: one challenge counts.
    mark = fake.mark()
    got = await table.act(a, "tax")
    assert "Taken: Tax" in got.content, got.content
    claim = await table.post(mark, "may challenge the claim")
    assert "collects Tax, claiming the Duke" in claim.content, claim.content
    clicks = await asyncio.gather(
        fake.click(b, claim, button(claim, "challenge") or ""), fake.click(c, claim, button(claim, "challenge") or "")
    )
    answers = [(await i.response()).content for i in clicks]
    assert sum("Taken: Challenge" in t for t in answers) == 1, answers
    assert all("Taken" in t or "challenged this claim first" in t or "step that is over" in t for t in answers)
    asked = await table.dm(a, mark, "Your claim is challenged")
    got = await table.choose(a, asked, "noshow")
    assert "Taken" in got.content, got.content
    lose = await table.dm(a, mark, "You lose one influence")
    got = await table.choose(a, lose)
    assert "Taken" in got.content, got.content
    await table.post(mark, "Tax has no effect")
    said = table.text_after(mark)
    assert said.count("challenges") == 1 and "does not show the Duke" in said, said
    assert "for a claim not shown" in said, said

    # Turn 2: B claims the Duke; nobody answers: the window closes at its deadline; a click afterwards is refused.
    mark = fake.mark()
    got = await table.act(b, "tax")
    assert "Taken" in got.content, got.content
    claim = await table.post(mark, "may challenge the claim")
    taken = await table.post(mark, "takes 3 credits from the Treasury")
    assert taken.id > claim.id
    late = await fake.wait_for_message(world.channel, lambda m: m.id == claim.id and not button(m, "pass"))
    assert late.custom_ids() == [f"nomicoup:hand:{world.channel.id}"], late.custom_ids()  # its buttons are gone
    cid = button(claim, "pass") or f"nomicoup:{world.channel.id}:0:pass"
    got = await (await fake.click(c, claim, cid, unchecked=True)).response()  # a click that beat the edit
    assert "nothing was recorded" in got.content, got.content

    # Turn 3: C asks for Foreign Aid in the menu under his turn's post (A's pick there is refused); both others
    # pass: the window closes at once.
    turn = await table.post(mark, f"<@{c.id}>, it is your turn")
    picks = options(turn, menu(turn) or "")
    assert "act-income" in picks and "act-coup" not in picks, picks  # a Coup costs 7: not offered with 2 credits
    got = await table.choose(a, turn, "act-income")
    assert "not yours" in got.content, got.content
    mark = fake.mark()
    got = await table.choose(c, turn, "act-foreign_aid")
    assert "Taken: Foreign Aid" in got.content, got.content
    window = await table.post(mark, "may counter with the Duke")
    for user in (a, b):
        got = await table.click(user, window, "pass")
        assert "Taken: Pass" in got.content, got.content
    await table.post(mark, "takes 2 credits from the Treasury", timeout=3.0)

    # Turn 4: A claims the Duke again; B challenges; A does not show and loses his last card: exiled, new cards.
    mark = fake.mark()
    got = await table.act(a, "tax")
    claim = await table.post(mark, "may challenge the claim")
    got = await table.click(b, claim, "challenge")
    assert "Taken: Challenge" in got.content, got.content
    asked = await table.dm(a, mark, "Your claim is challenged")
    await table.choose(a, asked, "noshow")
    exile = await table.post(mark, "is exiled (once now)")
    assert "draws two new cards" in exile.content, exile.content
    new = await table.dm(a, mark, "as new influence")
    assert len(table.hand_of(new)) == 2, new.content
    hand = await run(fake, a, world.channel, "nomicoup hand")
    assert hand.ephemeral and "Your hand" in hand.content, hand.content
    status = await run(fake, c, world.channel, "nomicoup status")
    assert status.ephemeral and "exiled 1 time" in status.content and status.attachments, status.content

    # Turns 5 and 6: Income; the game ends, A last for his exile.
    for user in (b, c):
        await table.post(mark, f"<@{user.id}>, it is your turn")
        mark = fake.mark()
        got = await table.act(user, "income")
        assert "Taken: Income" in got.content, got.content
    over = await table.post(mark, GAME_OVER)
    assert f"3. {a.username}" in over.content, over.content
    told = await run(fake, c, world.channel, "nomicoup history", {"turn": 1})
    assert told.ephemeral and "does not show the Duke" in told.content, told.content
    channel = table.text_after(0)
    assert not any(p in channel for p in PRIVATE), channel


@pytest.mark.usefixtures("nomicoup_bot")
async def test_a_junta_game_and_a_nomicoup_game_at_once(fake: FakeDiscord, world: World) -> None:
    """One bot hosts a Junta game and a Nomicoup table at the same time, in two channels (issue 24): each plays on
    while the other does, and neither's posts reach the other's channel."""
    coup_channel = fake.add_channel(world.guild, "coup-table")
    nomicoup = await Table.create(
        fake, world, [world.alice, world.bob], {"computers": 2, "rounds": 2, "seconds": 5}, channel=coup_channel
    )
    await nomicoup.start()
    junta = await JuntaTable.create(fake, world, 6)
    got = await run(fake, world.alice, world.channel, "nomicoup create")
    assert "game of Junta under way" in got.content, got.content
    playing = asyncio.create_task(nomicoup.autoplay())
    got = await dm(fake, world.alice, "nominate", {"candidate": "Fam0"})
    assert "Recorded" in got.content, got.content
    results = await junta.advance()
    assert "has resolved" in results.content
    over = await playing
    assert GAME_OVER in over.content
    post = await junta.advance_to_next()
    assert post.channel_id == world.channel.id
    in_junta = "\n".join(m.content for m in fake.messages(world.channel))
    in_coup = "\n".join(m.content for m in fake.messages(coup_channel))
    assert "Nomicoup" not in in_junta and "Turn order" not in in_junta, in_junta
    assert "Junta" not in in_coup and "has resolved" not in in_coup, in_coup


@pytest.mark.usefixtures("nomicoup_bot")
async def test_a_bot_stopped_in_the_middle_of_a_game_stops_cleanly(fake: FakeDiscord, world: World) -> None:
    """A table whose window is open when the bot stops: its timer stops with the bot, which logs no error."""
    carl = fake.add_player(world.guild, "carl")
    table = await Table.create(fake, world, [world.alice, world.bob, carl], {"seconds": 60})
    mark = fake.mark()
    first = await table.start()
    found = re.search(r"Turn order: (\w+),", first.content)
    assert found, first.content
    got = await table.act(table.user(found.group(1)), "tax")
    assert "Taken" in got.content, got.content
    await table.post(mark, "may challenge the claim")


async def test_a_table_plays_on_after_the_bot_is_killed_in_a_window(
    start_bot: BotLauncher, fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    """The store survives crashes; nothing a player sends is lost (issue 24): the bot is killed while a claim's
    window is open, one player having passed; started again, the same table plays on: the pass taken before counts,
    the window's buttons still work, and the last pass closes the window at once (COUP.md 7.2)."""
    db = tmp_path / "junta.sqlite3"
    proc = await start_junta(start_bot, fake, db)
    await fake.wait_commands_synced(["nomicoup"])
    carl = fake.add_player(world.guild, "carl")
    table = await Table.create(fake, world, [world.alice, world.bob, carl], {"rounds": 2, "seconds": 600})
    first = await table.start()
    found = re.search(r"Turn order: (\w+), (\w+) and (\w+)\.", first.content)
    assert found, first.content
    a, b, c = (table.user(n) for n in found.groups())
    mark = fake.mark()
    got = await table.act(a, "tax")
    assert "Taken: Tax" in got.content, got.content
    claim = await table.post(mark, "may challenge the claim")
    got = await table.click(b, claim, "pass")
    assert "Taken: Pass" in got.content, got.content
    await fake.wait_idle()
    await proc.kill()
    await fake.wait_disconnected()

    await start_junta(start_bot, fake, db)
    got = await table.click(b, claim, "pass")
    assert "Taken" not in got.content, got.content  # his pass was kept: he has no second one
    got = await table.click(c, claim, "pass")
    assert "Taken: Pass" in got.content, got.content
    taken = await table.post(mark, "takes 3 credits from the Treasury")
    assert taken.id > claim.id


async def test_a_stale_button_after_a_restart_is_answered_in_a_sentence(
    start_bot: BotLauncher, fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    """Every step is bound to the moment its user saw (issue 24): the bot is restarted while a claim's window is
    open; the restarted bot, which did not post the claim, finds its buttons as it takes the table up again, and
    takes them off once the last pass has closed that window (only the Your hand button stays); a click that a
    client still sends on one of them is answered in a sentence (the button is no longer offered) and acts on no
    later step (COUP.md 8.5), and the step that waits takes its own inputs."""
    db = tmp_path / "junta.sqlite3"
    proc = await start_junta(start_bot, fake, db)
    await fake.wait_commands_synced(["nomicoup"])
    carl = fake.add_player(world.guild, "carl")
    table = await Table.create(fake, world, [world.alice, world.bob, carl], {"rounds": 2, "seconds": 600})
    first = await table.start()
    found = re.search(r"Turn order: (\w+), (\w+) and (\w+)\.", first.content)
    assert found, first.content
    a, b, c = (table.user(n) for n in found.groups())
    mark = fake.mark()
    assert "Taken: Tax" in (await table.act(a, "tax")).content
    claim = await table.post(mark, "may challenge the claim")
    await fake.wait_idle()
    await proc.kill()
    await fake.wait_disconnected()

    await start_junta(start_bot, fake, db)
    for who in (b, c):
        assert "Taken: Pass" in (await table.click(who, claim, "pass")).content
    await table.post(mark, "takes 3 credits from the Treasury")
    cid = button(claim, "pass")
    assert cid is not None
    hand = [f"nomicoup:hand:{world.channel.id}"]
    await fake.wait_until(lambda: fake.message(claim.id).custom_ids() == hand, 10, "the claim's buttons to go")
    got = await (await fake.click(c, claim, cid, unchecked=True)).response()
    assert "Taken" not in got.content and "nothing was recorded" in got.content, got.content
    got = await table.act(b, "income")
    assert "Taken" in got.content, got.content  # b's turn now: the stale click took nothing of it


@pytest.mark.usefixtures("nomicoup_bot")
async def test_a_moderator_advances_a_nomicoup_table_with_gm(fake: FakeDiscord, world: World) -> None:
    """The moderators' /gm on a Nomicoup table (issue 24): `/gm advance` closes the open window now, as its deadline
    would (COUP.md 7.2: who did not answer passes), said in the channel; `/gm pause`, which stops a shared deadline
    a Nomicoup table does not have, is refused in a sentence."""
    carl = fake.add_player(world.guild, "carl")
    table = await Table.create(fake, world, [world.alice, world.bob, carl], {"rounds": 2, "seconds": 600})
    first = await table.start()
    found = re.search(r"Turn order: (\w+),", first.content)
    assert found, first.content
    mark = fake.mark()
    assert "Taken: Tax" in (await table.act(table.user(found.group(1)), "tax")).content
    await table.post(mark, "may challenge the claim")
    got = await run(fake, world.bob, world.channel, "gm advance")
    assert "advance" in got.content.lower(), got.content
    await table.post(mark, "takes 3 credits from the Treasury")
    got = await run(fake, world.bob, world.channel, "gm pause")
    assert "no running deadline" in got.content, got.content


ENGLISH = {"the", "you", "your", "is", "has", "and", "or", "credits", "turn", "takes", "table", "joins", "deadline"}
"""Words a German sentence of ours never has (the players here are alice, spieler and the computer Ada)."""
GERMAN = {"der", "die", "das", "du", "dein", "deine", "ist", "hat", "und", "oder", "münzen", "zug", "tisch", "frist"}


def _words(text: str) -> set[str]:
    return {w.casefold() for w in re.findall(r"[^\W\d_]+", text)}


def _german(text: str) -> None:
    assert _words(text) & GERMAN and not _words(text) & ENGLISH, (_words(text) & ENGLISH, text)


def _english(text: str) -> None:
    assert _words(text) & ENGLISH and not _words(text) & GERMAN, (_words(text) & GERMAN, text)


@pytest.mark.usefixtures("nomicoup_bot")
async def test_a_german_table_with_an_english_player(fake: FakeDiscord, world: World) -> None:
    """Issue 23 for Nomicoup: the table's channel speaks the table's language (`/nomicoup create language:`, by
    default the server's preferred locale), each player reads his answers, his buttons' answers, his hand and his
    DMs in his own Discord app's language: a German client plays and reads German, an English one English, to the
    end of the game."""
    world.guild.locale = "de"
    spieler = fake.add_player(world.guild, "spieler", locale="de")
    mark = fake.mark()
    got = await run(fake, spieler, world.channel, "nomicoup create", {"computers": 1, "rounds": 1, "seconds": 5})
    assert got.content == "Der Tisch ist aufgestellt. Du hast einen Platz.", got.content
    set_up = await fake.wait_for_message(world.channel, lambda m: "Nomicoup-Tisch" in m.content, after=mark)
    _german(set_up.content)
    got = await run(fake, world.alice, world.channel, "nomicoup join")
    assert got.content == "You joined the table as alice.", got.content
    await fake.wait_for_message(world.channel, lambda m: "alice setzt sich an den Tisch (3 Spieler)" in m.content)
    got = await run(fake, world.alice, world.channel, "nomicoup help")
    _english(got.content)
    got = await run(fake, spieler, world.channel, "nomicoup card", {"character": "assassin"})
    assert got.content.startswith("**Attentäterin** (3 im Hofstapel)"), got.content

    mark = fake.mark()
    got = await run(fake, world.alice, world.channel, "nomicoup start")
    assert got.content == "The game has started.", got.content
    first = await fake.wait_for_message(world.channel, lambda m: "Nomicoup beginnt" in m.content, after=mark)
    _german(first.content)
    dealt = await fake.wait_for_dm(spieler, lambda m: "Du erhältst" in m.content, after=mark)
    _german(dealt.content)
    dealt = await fake.wait_for_dm(world.alice, lambda m: "You are dealt" in m.content, after=mark)
    _english(dealt.content)
    for user, wanted in ((spieler, "Deine Hand (verdeckt): "), (world.alice, "Your hand (face down): ")):
        shown = await (await fake.click(user, first, f"nomicoup:hand:{world.channel.id}")).response()
        assert shown.ephemeral and shown.content.startswith(wanted), shown.content
    status = await run(fake, spieler, world.channel, "nomicoup status")
    assert "Staatskasse" in status.content and status.attachments, status.content
    status = await run(fake, world.alice, world.channel, "nomicoup status")
    assert "Treasury" in status.content and status.attachments, status.content

    # Play to the end: each takes Income on his turn, passes in each window, picks the first choice in his DM.
    people = (spieler, world.alice)
    answers: dict[int, list[str]] = {u.id: [] for u in people}
    done: set[tuple[int, int]] = set()
    loop = asyncio.get_running_loop()
    end = loop.time() + 120
    over = None
    while over is None and loop.time() < end:
        for m in fake.messages(world.channel):
            if "Die Partie ist vorbei" in m.content:
                over = m
            for user in people:
                if (m.id, user.id) in done:
                    continue
                if f"<@{user.id}>, du bist am Zug" in m.content and menu(m):
                    done.add((m.id, user.id))
                    inter = await fake.select(user, m, menu(m) or "", ["act-income"])
                    answers[user.id].append((await inter.response()).content)
                elif button(m, "pass") is not None:
                    done.add((m.id, user.id))
                    inter = await fake.click(user, m, button(m, "pass") or "")
                    answers[user.id].append((await inter.response()).content)
        for user in people:
            for m in fake.dm_messages(user):
                if (m.id, user.id) in done or not m.custom_ids():
                    continue
                done.add((m.id, user.id))
                cid = menu(m)
                if cid is not None:
                    inter = await fake.select(user, m, cid, [options(m, cid)[0]])
                    answers[user.id].append((await inter.response()).content)
                elif button(m, "show") or button(m, "noshow"):
                    code = "show" if button(m, "show") else "noshow"
                    inter = await fake.click(user, m, button(m, code) or "")
                    answers[user.id].append((await inter.response()).content)
        await asyncio.sleep(0.05)
    assert over is not None, "the game did not end"
    assert "1." in over.content and "3." in over.content, over.content

    # Every post of the table in German, every DM and answer in its reader's language.
    took = [a for a in answers[spieler.id] if a.startswith("Angenommen:")]
    assert took and not any(a.startswith("Taken:") for a in answers[spieler.id]), answers[spieler.id]
    assert any(a.startswith("Taken:") for a in answers[world.alice.id]), answers[world.alice.id]
    assert not any(a.startswith("Angenommen:") for a in answers[world.alice.id]), answers[world.alice.id]
    channel = [m.content for m in fake.messages(world.channel) if not m.ephemeral]
    assert len(channel) > 5, channel
    for text in channel:
        assert not _words(text) & ENGLISH, (_words(text) & ENGLISH, text)
    for m in fake.dm_messages(spieler):
        if m.content:
            _german(m.content)
    for m in fake.dm_messages(world.alice):
        if m.content:
            _english(m.content)
    labels = [b.get("label") for m in fake.messages(world.channel) for b in m.buttons()]
    assert "Deine Hand" in labels and "Your hand" not in labels, labels
