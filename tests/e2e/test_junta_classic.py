"""A 4-player game of the board game's rules (`classic`, issue 15) in Discord: created with `/junta create
variant:classic`, played through the first election, a cabinet, a budget and a coup phase by the players' own slash
commands (a moderator resolves each phase with /gm advance). What the players read follows the classic rules: no
nomination day, no budget draw phase, seven offices, and no count of the money deck."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.bot.agreement import check_all
from tests.e2e.conftest import BotLauncher, World
from tests.e2e.fakediscord import Channel, FakeDiscord, Message, User
from tests.e2e.junta import (  # noqa: F401
    JuntaTable,
    dm,
    junta_bot,
    opened_phase,
    run,
    seeded_world,
    start_junta,
)

WEB_ONLY = re.compile(r"Farm & Labor|Minister of War|Foreign Minister|New Weapons|Money deck|money deck: \d|/draw\b")
"""What a classic player never reads (VARIANTS 2.2: "Not in classic: Minister of War, Foreign Minister, Farm & Labor
Secretary, and all that comes with them (New Weapons, ...)"; 7.3: "the bot shows no count of the deck")."""


async def _help(fake: FakeDiscord, user: User, channel: Channel, topic: str | None = None) -> str:
    """/junta help (with a topic) as `user` in `channel`: every page he is shown, one text."""
    inter = await fake.slash(user, channel, "junta help", {"topic": topic} if topic else {})
    first = await inter.response()
    await fake.wait_idle()
    pages = [first, *inter.followups]
    assert all(p.ephemeral and len(p.content) <= 2000 for p in pages)
    return "\n".join(p.content for p in pages)


def _seen(fake: FakeDiscord, world: World, table: JuntaTable) -> list[Message]:
    """Everything the players could read: the channel and every DM from the bot."""
    return fake.messages(world.channel) + [m for u in table.players for m in fake.dm_messages(u)]


async def _play_to_the_second_coup_phase(fake: FakeDiscord, world: World) -> JuntaTable:
    """Create a classic game of four, play it to Coup Phase 2 by the players' commands, checking what they read on
    the way (VARIANTS 2.1.1, 2.2, 3.1.3, 3.2.1, 5.2, 6.5.1, 7.3)."""
    mark = fake.mark()
    table = await JuntaTable.create(fake, world, 4, variant="classic")
    alice, bob = world.alice, world.bob
    forming = await fake.wait_for_message(world.channel, lambda m: "is forming" in m.content, after=mark)
    assert "the board game as published" in forming.content and "4 to 7 players" in forming.content
    # The first phase is the election: no nomination day (VARIANTS 3.2.1).
    assert table.last_phase_post is not None
    opening = table.last_phase_post.content
    assert "Before turn 1 · Presidential election, ballot 1 of 2" in opening and "Nominations" not in opening, opening
    assert "vote cards count" in opening
    # The help in the game's channel tells the classic rules.
    text = await _help(fake, table.players[2], world.channel)
    assert "for 4 to 7 players" in text and "fewer than 8 bills are left" in text, text
    assert "**Nominations for President**" not in text and "**Draw budget" not in text, text
    assert not WEB_ONLY.search(text), WEB_ONLY.search(text)
    offices = await _help(fake, table.players[2], world.channel, "offices")
    assert offices.count("\n- **") == 7 and "6 Soldiers in the 1st Brigade Barracks" in offices, offices
    cards = await _help(fake, table.players[2], world.channel, "cards")
    assert "The political deck has 64 cards" in cards and "dealt 5 before the first election" in cards, cards
    # Five cards dealt at set-up, in the hand on each Status Page (VARIANTS 3.1.3).
    page = await dm(fake, alice, "status")
    assert len(re.findall(r"^- #\d+ ", page.content, re.M)) == 5, page.content
    assert "Vote for President with /vote president (all sources left; Vote cards if named" in page.content, (
        page.content
    )
    assert "one source at a time with /vote cast" in page.content, page.content
    status = await run(fake, alice, world.channel, "junta status")
    assert "The Bank is open." in status.content and "Money deck" not in status.content, status.content

    # The first election, two ballots (VARIANTS 4.2): in ballot 1 everyone votes for Fam0 (alice); ballot 1 is
    # published per player, and ballot 2 completes the vote.
    for user in table.players:
        got = await dm(fake, user, "vote president", {"candidate": "Fam0"})
        assert "Recorded" in got.content, got.content
    results = await table.advance()
    assert "ballot 1 of 2: 4 votes for Fam0 so far" in results.content, results.content
    assert "Fam1: 1 vote for Fam0 (family vote)" in results.content, results.content
    assert table.last_phase_post is not None and "ballot 2 of 2" in table.last_phase_post.content
    page = await dm(fake, bob, "status")
    assert "Ballot 2 of 2. Ballot 1 cast 4 votes for Fam0." in page.content, page.content
    results = await table.advance()
    assert "Fam0 is elected President" in results.content, results.content
    assert table.last_phase_post is not None and "Cabinet appointment" in table.last_phase_post.content
    assert "he draws 8 bills of aid money" in table.last_phase_post.content

    # The cabinet: six offices for three families, one General each (VARIANTS 2.3.2); none of the web's.
    got = await dm(fake, alice, "appoint", {"minister": "Fam1", "farm_labor": "Fam2"})
    assert "Not recorded" in got.content and "this game has no Farm & Labor Secretary" in got.content, got.content
    cabinet = {
        "minister": "Fam1",
        "general_1": "Fam2",
        "general_2": "Fam3",
        "general_3": "Fam1",
        "admiral": "Fam2",
        "air_force": "Fam3",
    }
    got = await dm(fake, alice, "appoint", cabinet)
    assert "Recorded" in got.content, got.content
    post = await table.advance_to_next()
    # No budget draw phase: the President drew 8 bills as the cabinet resolved, and only he knows them (5.2).
    assert "Turn 1 · Budget proposal" in post.content, post.content
    page = await dm(fake, alice, "status")
    pool = re.search(r"^The budget pool: ([\d +]+) = (\d+) MP\.$", page.content, re.M)
    assert pool and len(pool.group(1).split(" + ")) == 8, page.content
    other = await dm(fake, bob, "status")
    assert "The budget pool" not in other.content and "Minister of Internal Security" in other.content
    assert "Generalissimo of the 3rd Army Brigade" in other.content
    first_bill = pool.group(1).split(" + ")[0]
    got = await dm(fake, alice, "budget", {"totals": f"Fam1 {first_bill}"})
    assert "Recorded" in got.content, got.content
    post = await table.advance_to_next()
    assert "Budget vote, ballot 1 of 2" in post.content, post.content
    # The budget fails: the three others vote no (one vote per office, VARIANTS 2.2), two of them in ballot 1 and
    # the third in ballot 2 (VARIANTS 4.2).
    got = await dm(fake, alice, "vote budget", {"choice": "yes"})
    assert "Recorded" in got.content, got.content
    for user in table.players[1:3]:
        got = await dm(fake, user, "vote budget", {"choice": "no"})
        assert "Recorded" in got.content, got.content
    post = await table.advance_to_next()
    assert "Budget vote, ballot 2 of 2" in post.content, post.content
    got = await dm(fake, table.players[3], "vote budget", {"choice": "no"})
    assert "Recorded" in got.content, got.content
    post = await table.advance_to_next()
    assert "The Minister's decision" in post.content, post.content
    post = await table.advance_to_next()
    assert "Locations" in post.content, post.content

    # Rebel-only action with the failed budget's excuse starts a coup (VARIANTS 5.10).
    got = await dm(fake, alice, "location", {"place": "home"})
    assert "Recorded" in got.content, got.content
    for user in table.players[1:]:
        got = await dm(fake, user, "rebel")
        assert "Recorded" in got.content, got.content
    post = await table.advance_to_next()
    assert "Coup Phase 1 of 6" in post.content and "/intervention" not in post.content, post.content
    # One stack move per player, however many offices he holds (VARIANTS 6.5.1): bob is Minister and a General.
    page = await dm(fake, bob, "status")
    assert "Stack moves this phase: 1;" in page.content and "Soldier" in page.content, page.content
    zones = await fake.autocomplete(bob, fake.dm_channel(bob), "move", {"from_zone": 2, "to_zone": ""})
    assert zones, "no zone offered next to the 3rd Brigade's barracks"
    got = await dm(fake, bob, "move", {"from_zone": 2, "to_zone": zones[0]["value"]})
    assert "Recorded" in got.content, got.content
    post = await table.advance_to_next()
    assert "Coup Phase 2 of 6" in post.content, post.content
    await fake.wait_idle()
    return table


@pytest.mark.usefixtures("junta_bot")
async def test_four_players_play_classic_through_election_cabinet_budget_and_a_coup(
    fake: FakeDiscord, world: World
) -> None:
    """VARIANTS 2.1.1: "A `classic` game starts with 4 to 7 players"; 3.1.3 "Each player draws 5 cards" and 3.2.1
    "There is no nomination phase": the game opens with the first election; 5.2 "The President draws 8 bills face
    down ... only he learns them" as the cabinet resolves, with no budget draw phase; 2.2 seven offices; 6.5.1 one
    stack move per player; 7.3 no count of the money deck anywhere."""
    table = await _play_to_the_second_coup_phase(fake, world)
    # Nothing any player read named a web office or counted the money deck.
    leaks = [m.content for m in _seen(fake, world, table) if WEB_ONLY.search(m.content)]
    assert all("this game has no Farm & Labor Secretary" in leak for leak in leaks), leaks  # the refusal above
    assert not [m for m in fake.messages(world.channel) if any(a.filename == "money-deck.png" for a in m.attachments)]
    assert all(opened_phase(m) is None or "Draw budget" not in m.content for m in fake.messages(world.channel))
    # Issue 22: no count anybody read disagrees with its noun.
    bad = check_all(m.content for m in fake.messages_by_id.values())
    assert not bad, bad[:10]


@pytest.mark.usefixtures("junta_bot")
async def test_a_classic_coup_rolls_no_foreign_intervention_die(fake: FakeDiscord, world: World) -> None:
    """VARIANTS 5.10.4: "No foreign intervention die (no Foreign Minister)": the coup's start announces none."""
    await _play_to_the_second_coup_phase(fake, world)
    said = [m.content for m in fake.messages(world.channel) if "foreign" in m.content.lower()]
    assert not said, said


@pytest.mark.usefixtures("junta_bot")
async def test_the_shorter_game_is_chosen_at_creation(fake: FakeDiscord, world: World) -> None:
    """VARIANTS 7.5 (001 §2.3 "Regelalternative"): the optional shorter game, "Config `classic.short_game`", chosen
    per game with /junta create's short_game option; a web game refuses it and nothing is created."""
    got = await run(fake, world.bob, world.channel, "junta create", {"short_game": "every_round"})
    assert "Not created" in got.content and "option of the board game's rules" in got.content, got.content
    got = await run(
        fake, world.bob, world.channel, "junta create", {"variant": "classic", "short_game": "every_round"}
    )
    assert "created, played by the board game as published" in got.content, got.content
    assert "4 bills go out of play unseen after every round" in got.content, got.content


#: A game seed (JUNTA_TEST_SEED, in the channel of fixed id `SEEDED_CHANNEL_ID`) whose deal gives Fam1 a Vote (4):
#: `new_game(["Fam0", "Fam1", "Fam2", "Fam3"], f"{CAST_SEED}:{SEEDED_CHANNEL_ID}", "classic")`.
CAST_SEED = "junta-e2e-cast-0"


async def test_a_player_casts_his_vote_sources_one_by_one_across_the_two_ballots(
    fake: FakeDiscord, world: World, start_bot: BotLauncher, tmp_path: Path
) -> None:
    """VARIANTS 4.1 (001 §4.1.1): a player's sources in the first election are his family vote, his influence in
    play and his vote cards; 4.2.2 (001 §4.3): "Each source is cast at most once per vote, in ballot 1 or in
    ballot 2 ... A vote once cast cannot be changed"; 4.4.3: he "may split his sources among several candidates".
    A player holding Vote cards casts his family vote for Fam1 in ballot 1 with /vote cast, picking it from the
    source menu, and keeps the cards; ballot 2's DM tells him the cards are what he has left, the menu offers only
    them, a second cast of the family vote is refused saying when and for whom it was cast, and one card is cast
    for Fam2: the family vote and the card count in the tally, for different candidates. The game's seed is fixed
    so that somebody is dealt a Vote card."""
    world = seeded_world(fake, world)
    await start_junta(start_bot, fake, tmp_path / "junta.sqlite3", env={"JUNTA_TEST_SEED": CAST_SEED})
    table = await JuntaTable.create(fake, world, 4, variant="classic")
    holder, offered = None, []
    for user in table.players:
        offered = await fake.autocomplete(user, fake.dm_channel(user), "vote cast", {"source": ""})
        if any(" card #" in c["name"] for c in offered):
            holder = user
            break
    assert holder is not None, "nobody was dealt a Vote card"
    names = [c["name"] for c in offered]
    assert "family vote (1 vote)" in names, names
    cards = [c for c in offered if " card #" in c["name"]]
    card_choice = cards[0]
    votes = int(re.search(r"\((\d+) votes\)$", card_choice["name"]).group(1))  # type: ignore[union-attr]
    sides = await fake.autocomplete(holder, fake.dm_channel(holder), "vote cast", {"source": "family", "for": ""})
    assert [c["name"] for c in sides] == table.families, sides
    family = next(c["value"] for c in offered if c["name"] == "family vote (1 vote)")
    got = await dm(fake, holder, "vote cast", {"source": family, "for": "Fam1"})
    assert "Recorded" in got.content and "Cast your family vote (1 vote) for Fam1" in got.content, got.content
    for user in table.players:
        if user is not holder:
            got = await dm(fake, user, "vote president", {"candidate": "Fam1" if user is world.alice else "Fam2"})
            assert "Recorded" in got.content, got.content
    mark = fake.mark()
    results = await table.advance()
    who = table.families[table.players.index(holder)]
    assert f"{who}: 1 vote for Fam1 (family vote)" in results.content, results.content
    opening = await fake.wait_for_message(
        fake.dm_channel(holder), lambda m: "ballot 2 of 2** has begun" in m.content, after=mark
    )
    cards_left = "; ".join(c["name"] for c in cards)
    assert f"Not cast yet: {cards_left}." in opening.content, opening.content
    assert "You have no vote" not in opening.content, opening.content
    left = await fake.autocomplete(holder, fake.dm_channel(holder), "vote cast", {"source": ""})
    assert [c["name"] for c in left] == [c["name"] for c in cards], left
    got = await dm(fake, holder, "vote cast", {"source": "family vote", "for": "Fam2"})
    assert got.content.startswith("Not recorded: Your family vote (1 vote) was already cast in ballot 1, for Fam1."), (
        got.content
    )
    got = await dm(fake, holder, "vote cast", {"source": card_choice["value"], "for": "Fam2"})
    assert "Recorded" in got.content and f"Cast your {card_choice['name']} for Fam2" in got.content, got.content
    results = await table.advance()
    tally = re.search(r"The election: (.*)\.", results.content)
    assert tally is not None, results.content
    fam1 = 2 if holder is not world.alice else 1  # alice votes Fam1; the holder's family vote
    fam2 = 4 - fam1 + votes
    assert f"Fam2 {fam2}" in tally.group(1) and f"Fam1 {fam1}" in tally.group(1), results.content


@pytest.mark.usefixtures("junta_bot")
async def test_a_classic_coup_is_declared_in_the_aftermath_after_the_last_map(fake: FakeDiscord, world: World) -> None:
    """VARIANTS 6.13.1 (001 §14.1): "After Coup Phase 6's combat, every player declares ... given as orders of the
    Coup Aftermath phase, which opens once Coup Phase 6 has resolved, and resolved first in it"; 6.13.2: nobody
    abstains. 6.5.1: "one per player per phase" (issue 21: a second stack move is kept, and the echo and the Done
    summary say it will not be carried out). Played by the players' commands: Fam1 gives two stack moves in Coup
    Phase 2; in Coup Phase 6 a declaration is refused, saying when it is made; once Coup Phase 6 has resolved its
    map is posted, then the aftermath asks everyone, in the channel and in DMs, for a declaration; the players declare
    there (a Rebel, Fam3, for the President) and the aftermath counts those declarations."""
    from rules.junta.city import CITY

    table = await _play_to_the_second_coup_phase(fake, world)
    bob = world.bob  # Fam1: Minister (Police in 4, 12, 19, 28) and 3rd General
    near_12, near_19 = min(CITY.neighbours(12)), min(CITY.neighbours(19))
    got = await dm(fake, bob, "move", {"from_zone": 12, "to_zone": near_12})
    assert "Recorded" in got.content and "Note:" not in got.content, got.content
    got = await dm(fake, bob, "move", {"from_zone": 19, "to_zone": near_19})
    assert "Recorded" in got.content, got.content
    assert "Note: It is your 2nd stack move this phase and you have 1: it will not be carried out." in got.content
    done = await dm(fake, bob, "done", {"anyway": True})
    assert "**Will not be carried out as things stand:**" in done.content, done.content
    assert f"from zone 19 to zone {near_19}: It is your 2nd stack move" in done.content, done.content
    for _ in range(4):  # Coup Phases 2 to 5
        post = await table.advance_to_next()
    assert "Coup Phase 6 of 6" in post.content and "/coupvote" not in post.content, post.content
    got = await dm(fake, table.players[2], "coupvote", {"side": "junta"})
    assert "Not recorded" in got.content and "Coup Aftermath" in got.content, got.content

    results = await table.advance()
    assert "Coup Phase 6 is over" in results.content and "The vote:" not in results.content, results.content
    aftermath = table.last_phase_post
    assert aftermath is not None and "Coup aftermath" in aftermath.content, aftermath
    assert "/coupvote" in aftermath.content, aftermath.content
    # The city as Coup Phase 6 left it is posted before the declarations are asked for.
    between = [m for m in fake.messages(world.channel) if results.id < m.id < aftermath.id]
    assert [m for m in between if m.attachments], [m.content for m in between]
    await fake.wait_idle()
    asked = [m for m in fake.dm_messages(table.players[3]) if "Coup aftermath" in m.content and m.id > results.id]
    assert asked and "declare Pro-Junta or Pro-President with /coupvote" in asked[0].content, asked
    assert "No side declared: you are counted Pro-Junta, as a Rebel." in asked[0].content, asked[0].content
    page = await dm(fake, table.players[3], "status")
    assert "/coupvote" in page.content, page.content

    for user, side in zip(table.players[1:], ("junta", "junta", "president"), strict=True):
        got = await dm(fake, user, "coupvote", {"side": side})
        assert "Recorded" in got.content, got.content
    results = await table.advance()
    assert "The vote: Fam0 Pro-President, Fam1 Pro-Junta, Fam2 Pro-Junta, Fam3 Pro-President" in results.content, (
        results.content
    )


@pytest.mark.usefixtures("junta_bot")
async def test_a_candidate_names_whom_he_appoints_if_elected_in_a_mid_round_election(
    fake: FakeDiscord, world: World
) -> None:
    """VARIANTS 2.3.4 (001 §4.2, §6): "A President elected in mid-round may reassign the offices at once ... every
    candidate may give a conditional 'if I am elected, appoint ...' order with the election". President Fam0
    resigns in the Cabinet phase; in ballot 1 of the election that follows, candidate Fam2 names Fam0 Minister with
    /ifelected, reads it echoed, and in ballot 2 his Status Page still shows it; elected, he reassigns the offices
    at once: Fam0 is Minister, his former offices go where the rules leave room, and the channel is told."""
    table = await JuntaTable.create(fake, world, 4, variant="classic")
    alice, fam2 = world.alice, table.players[2]
    for user in table.players:
        got = await dm(fake, user, "vote president", {"candidate": "Fam0"})
        assert "Recorded" in got.content, got.content
    await table.advance()
    results = await table.advance()
    assert "Fam0 is elected President" in results.content, results.content
    cabinet = {
        "minister": "Fam1",
        "general_1": "Fam2",
        "general_2": "Fam3",
        "general_3": "Fam1",
        "admiral": "Fam2",
        "air_force": "Fam3",
    }
    got = await dm(fake, alice, "appoint", cabinet)
    assert "Recorded" in got.content, got.content
    got = await dm(fake, alice, "resign")
    assert "Recorded" in got.content, got.content
    post = await table.advance_to_next()
    assert "Presidential election, ballot 1 of 2" in post.content, post.content
    page = await dm(fake, fam2, "status")
    assert "name whom you would appoint at once if elected: /ifelected." in page.content, page.content
    got = await dm(fake, fam2, "ifelected", {"minister": "Fam0"})
    assert "Recorded" in got.content, got.content
    assert "If you are elected President, appoint at once: Minister of Internal Security: Fam0" in got.content
    for user in table.players:
        got = await dm(fake, user, "vote president", {"candidate": "Fam2"})
        assert "Recorded" in got.content, got.content
    await table.advance()
    page = await dm(fake, fam2, "status")
    assert "If you are elected, you appoint at once: Minister of Internal Security: Fam0 (given earlier" in (
        page.content
    ), page.content
    results = await table.advance()
    assert "Fam2 is elected President" in results.content, results.content
    told = results.content
    assert "President Fam2 reassigns the offices at once:" in told, told
    for line in (
        "Minister of Internal Security: Fam0",
        "Generalissimo of the 1st Army Brigade: Fam0",
        "Generalissimo of the 2nd Army Brigade: Fam3",
        "Generalissimo of the 3rd Army Brigade: Fam1",
        "Admiral of the Navy: Fam1",
        "Air Force Commander: Fam3",
    ):
        assert line in told, (line, told)


@pytest.mark.usefixtures("junta_bot")
async def test_a_player_count_the_variant_does_not_take_points_to_the_one_that_does(
    fake: FakeDiscord, world: World
) -> None:
    """VARIANTS 2.1.1 (001 §1.1: "2 or 3 must use the Mini-Junta rules"): "With 2 or 3 players, the bot offers
    `mini`"; 10.1.5. /junta create variant:mini with four computer families is refused naming the board game; a
    classic game of three is not started, and the refusal names Mini-Junta, with the command that makes it."""
    got = await run(
        fake, world.bob, world.channel, "junta create", {"name": "Republica", "variant": "mini", "computer_players": 4}
    )
    assert got.content == (
        "Not created: Mini-Junta takes 2 or 3 players, not 4 computer families. With 4 players, play the board game "
        "(/junta create variant:classic)."
    ), got.content
    table = await JuntaTable.create(fake, world, 3, variant="classic", start=False)
    got = await run(fake, world.bob, world.channel, "junta start")
    assert "A classic game needs 4 to 7 players; there are 3. With 3 players, play Mini-Junta (/junta create " in (
        got.content
    ), got.content
    assert "variant:mini)" in got.content and table.families == ["Fam0", "Fam1", "Fam2"]
