"""A new player learns the game from the bot: `/junta help` and its topics, `/card` by name and by number, and the
cards he draws told with their effects (issue 12). Only what a person in Discord can do and read."""

from __future__ import annotations

import re

import pytest

from bot.games.junta.text.terms import phase_name
from rules.junta.state import Phase
from tests.e2e.conftest import World
from tests.e2e.fakediscord import FakeDiscord
from tests.e2e.junta import JuntaTable, dm, junta_bot, run  # noqa: F401


@pytest.mark.usefixtures("junta_bot")
async def test_a_new_player_reads_the_help_and_the_cards(fake: FakeDiscord, world: World) -> None:
    """A member who never read the rules runs /junta help: what Junta is, how to win, every phase in order and where
    orders go, in messages Discord takes, only to him; a topic goes deeper; /card shows a card found by name and by
    number, in the channel and in DMs; a bad card name is refused with a sentence."""
    newcomer = fake.add_player(world.guild, "newcomer")
    inter = await fake.slash(newcomer, world.channel, "junta help", {})
    first = await inter.response()
    second = await inter.followup(0)
    assert first.ephemeral and second.ephemeral
    text = first.content + "\n" + second.content
    assert all(len(m.content) <= 2000 for m in (first, second))
    assert "**Junta**" in text and "How to win" in text and "Swiss bank account" in text
    assert "orders are secret and go to me in our DMs" in text and "/junta join" in text
    titles = [phase_name("en", p) for p in Phase if p is not Phase.GAME_OVER]
    places = [text.index(f"**{t}**") for t in titles]
    assert places == sorted(places), "the phases are not in the order of the game"
    assert "/nominate" in text and "/appoint" in text and "/vote budget" in text and "/location" in text

    got = await run(fake, newcomer, world.channel, "junta help", {"topic": "coup"})
    assert got.ephemeral and len(got.content) <= 2000
    assert "Six Coup Phases" in got.content and "Stack moves" in got.content and "Rebel" in got.content
    assert "Presidential Palace (14)" in got.content and "3 of 5 win the coup" in got.content
    got = await run(fake, newcomer, world.channel, "junta help", {"topic": "cards"})
    assert "Hand limit 6" in got.content and "/coupcard" in got.content
    got = await run(fake, newcomer, world.channel, "junta help", {"topic": "commands"})
    assert got.content.startswith("**Commands.**") and "`/junta join`" in got.content

    # /card by name: the autocomplete offers Press first; its page says what it does, when, and what it costs.
    choices = await fake.autocomplete(newcomer, world.channel, "card", {"card": "press"})
    assert choices[0] == {"name": "Press (#26)", "value": "Press"}, choices
    got = await run(fake, newcomer, world.channel, "card", {"card": choices[0]["value"]})
    assert got.ephemeral
    assert got.content.startswith("**Press** (influence card; 1 in the deck: #26)"), got.content
    assert "**Effect:** Influence: 2 votes" in got.content
    assert "**When:** With /play, at any time" in got.content and "**Cost:** Nothing." in got.content

    # /card by number, in DMs: '#11' and '11' are the same card, the Vote (5) of the issue.
    dm_newcomer = fake.dm_channel(newcomer)
    numbers = await fake.autocomplete(newcomer, dm_newcomer, "card", {"card": "1"})
    assert 0 < len(numbers) <= 25 and numbers[0] == {"name": "#1 Vote (2)", "value": "1"}, numbers
    by_hash = await dm(fake, newcomer, "card", {"card": "#11"})
    by_number = await dm(fake, newcomer, "card", {"card": "11"})
    assert by_hash.content == by_number.content
    assert by_hash.content.startswith("**Vote (5)**") and "/vote budget" in by_hash.content
    assert len(await fake.autocomplete(newcomer, dm_newcomer, "card", {"card": ""})) == 25

    got = await dm(fake, newcomer, "card", {"card": "Kazoo"})
    assert got.content == "There is no card 'Kazoo': pick one from the list, or give its number (e.g. #26)."


@pytest.mark.usefixtures("junta_bot")
async def test_the_cards_drawn_and_the_hand_say_what_each_card_does(fake: FakeDiscord, world: World) -> None:
    """When turn 1 begins each player is told the cards he draws, one a line with its number and effect; his
    Status Page lists the same cards the same way, and /card with one of those numbers shows that card."""
    table = await JuntaTable.create(fake, world, 6)
    mark = fake.mark()
    await table.elect("Fam1")
    drawn = await fake.wait_for_dm(world.alice, lambda m: "You draw:" in m.content, after=mark)
    block = drawn.content.split("You draw:\n", 1)[1]
    lines = re.findall(r"^- #\d+ [^:\n]+: .+$", block, re.M)
    assert len(lines) == 4, drawn.content
    status = await dm(fake, world.alice, "status")
    for line in lines:
        assert f"\n{line}\n" in status.content, (line, status.content)
    number, title = re.match(r"- #(\d+) ([^:]+):", lines[0]).groups()  # type: ignore[union-attr]
    # /card offers his hand first.
    choices = await fake.autocomplete(world.alice, fake.dm_channel(world.alice), "card", {"card": ""})
    mine = [c["name"] for c in choices if c["name"].endswith("(in your hand)")]
    assert len(mine) == 4 and choices[0]["name"] == f"#{number} {title} (in your hand)", choices
    got = await dm(fake, world.alice, "card", {"card": f"#{number}"})
    assert got.content.startswith(f"**{title}**") and f"#{number}" in got.content
