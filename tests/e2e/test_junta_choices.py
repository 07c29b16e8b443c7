"""Every choice the bot offers is one the player can make; every order that cannot happen is told at once (issue 22),
played as people would in Discord: a second for a family nobody nominated is refused (and nothing is posted), banking
away from the Bank, a deposit larger than the cash and the Bank closed for lunch are recorded with a note saying on
what they depend."""

from __future__ import annotations

from pathlib import Path

from rules.junta.offices import Office
from rules.junta.state import BankState, Phase
from tests.e2e.conftest import BotLauncher, World
from tests.e2e.fakediscord import FakeDiscord
from tests.e2e.junta import JuntaTable, dm, read_state, start_junta


async def test_orders_that_cannot_happen_are_told_at_once(
    fake: FakeDiscord, world: World, start_bot: BotLauncher, tmp_path: Path
) -> None:
    """RULES 3.2: a second supports a nomination; RULES 4.5 step 2: players at the Bank bank; RULES 4.4: a Bank
    closed for lunch reopens only if no coup begins. Refused when it can never happen, recorded with a note when it
    depends on what happens later."""
    db = tmp_path / "junta.sqlite3"
    await start_junta(start_bot, fake, db)
    table = await JuntaTable.create(fake, world, 6)
    bob = world.bob

    # A second for a family nobody nominated: refused, and the channel is told nothing.
    mark = fake.mark()
    got = await dm(fake, bob, "second", {"candidate": "Fam3"})
    assert got.content.startswith("Not recorded: Nobody has nominated Fam3"), got.content
    await fake.wait_idle()
    assert [m.content for m in fake.messages(world.channel) if m.id > mark] == []
    got = await dm(fake, world.alice, "nominate", {"candidate": "Fam3"})
    assert "Recorded" in got.content, got.content
    got = await dm(fake, bob, "second", {"candidate": "Fam3"})
    assert "Recorded" in got.content, got.content
    # What the autocompletes offer: the standing nominations to second; in the election, the candidates only.
    offered = await fake.autocomplete(bob, fake.dm_channel(bob), "second", {"candidate": ""})
    assert [c["name"] for c in offered] == ["Fam3"], offered

    # The Bank closed for lunch: the budget fails (everyone votes no) and the Minister seizes the Chamber.
    await table.advance()  # the nominations
    offered = await fake.autocomplete(bob, fake.dm_channel(bob), "vote president", {"candidate": ""})
    assert [c["name"] for c in offered] == ["Fam3"], offered
    for user in table.players:
        await dm(fake, user, "vote president", {"candidate": "Fam3"})
    await table.advance()  # Fam3 is President
    for _ in range(6):
        read = read_state(db, world.channel.id)
        assert read is not None
        state = read[1]
        if state.phase is Phase.BUDGET_DRAW:
            # New Weapons, offered by name to the Minister of War only.
            war = state.actor(Office.MINISTER_OF_WAR)
            assert war is not None
            mine = await fake.autocomplete(
                table.players[war], fake.dm_channel(table.players[war]), "weapons", {"office": ""}
            )
            assert [c["name"] for c in mine][:2] == [
                "Generalissimo of the 1st Army Brigade",
                "Generalissimo of the 2nd Army Brigade",
            ], mine
            assert all("_" not in c["name"] for c in mine), mine
            other = table.players[next(p.id for p in state.players if p.id not in (war, state.president))]
            assert await fake.autocomplete(other, fake.dm_channel(other), "weapons", {"office": ""}) == []
        if state.phase is Phase.BUDGET_VOTE:
            for user in table.players:
                await dm(fake, user, "vote budget", {"choice": "no"})
        if state.phase is Phase.MINISTER_DECISION:
            minister = state.actor(Office.MINISTER)
            assert minister is not None
            got = await dm(fake, table.players[minister], "seize", {"seize": True})
            assert "Recorded" in got.content, got.content
        if state.phase is Phase.LOCATIONS:
            break
        await table.advance()
    read = read_state(db, world.channel.id)
    assert read is not None and read[1].phase is Phase.LOCATIONS and read[1].bank is BankState.LUNCH, read
    state = read[1]
    places = await fake.autocomplete(bob, fake.dm_channel(bob), "location", {"place": ""})
    assert [c["name"] for c in places][:3] == ["Home", "Headquarters", "The Bank"], places
    got = await dm(fake, bob, "location", {"place": "bank"})
    assert "Recorded" in got.content and "Note: The Bank is closed for lunch" in got.content, got.content
    assert "only if no coup begins this turn" in got.content, got.content

    # Banking away from the Bank, and more than he carries: recorded, each with its note.
    got = await dm(fake, bob, "location", {"place": "club"})
    assert "Recorded" in got.content and "Note:" not in got.content, got.content
    cash = sum(b.value for b in state.players[1].pocket)
    got = await dm(fake, bob, "bank", {"deposit": cash + 2})
    assert "Recorded" in got.content, got.content
    assert "Note: You are going to the Club: this banking counts only if you are at the Bank." in got.content
    assert f"not {cash + 2}: you carry {cash} MP" in got.content, got.content
    # Done sums his orders up with what each still depends on.
    got = await dm(fake, bob, "done", {"anyway": True})
    assert "this banking counts only if you are at the Bank" in got.content, got.content
