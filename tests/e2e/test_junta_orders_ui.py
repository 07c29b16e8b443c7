"""The richer order controls, used as a person would: the cabinet with select menus and Confirm (also after a
restart), the budget vote split by vote source with a revote ballot, vote-time cards with their triggers, and
conditions on orders (RULES 7) with their autocomplete and the engine's refusal of a condition that resolves
later."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.e2e.conftest import BotLauncher, World
from tests.e2e.fakediscord import FakeDiscord, Message
from tests.e2e.junta import JuntaTable, dm, junta_bot, seeded_world, start_junta  # noqa: F401


def channel_text(fake: FakeDiscord, world: World) -> str:
    return "\n".join(m.content for m in fake.messages(world.channel))


def cabinet_menus(fake: FakeDiscord, world: World) -> list[Message]:
    return [m for m in fake.dm_messages(world.alice) if any(c.startswith("junta:ap:") for c in m.custom_ids())]


async def until_phase(fake: FakeDiscord, world: World, table: JuntaTable, title: str) -> Message:
    for _ in range(8):
        post = await table.advance_to_next()
        if title in post.content:
            return post
    raise AssertionError(f"no {title} phase:\n" + channel_text(fake, world))


def _picked(message: Message) -> dict[str, str]:
    """The option marked in each cabinet menu of a message: office id -> option label."""
    out = {}
    for custom_id in message.custom_ids():
        if custom_id.startswith("junta:ap:"):
            menu = message.find_component(custom_id) or {}
            chosen = [o["label"] for o in menu["options"] if o.get("default")]
            out[custom_id.rsplit(":", 1)[1]] = chosen[0] if chosen else ""
    return out


async def test_appoint_with_select_menus(
    fake: FakeDiscord, world: World, start_bot: BotLauncher, tmp_path: Path
) -> None:
    """Issue 22: the cabinet menus lost picks (each page had its own Confirm, which recorded its page over defaults
    for the others). Now every menu starts from a whole legal cabinet (turn 1 too: the text says offices not
    changed are recorded as shown), the picks made on all three pages in any order are kept by the one Confirm on
    the last page, also after a restart, and an illegal pick is refused with the engine's sentence."""
    proc = await start_junta(start_bot, fake, tmp_path / "junta.sqlite3")
    table = await JuntaTable.create(fake, world, 6)
    await table.elect("Fam0")
    got = await dm(fake, world.bob, "appoint")
    assert "Only the President" in got.content, got.content
    inter = await fake.slash(world.alice, fake.dm_channel(world.alice), "appoint", {})
    await inter.response()
    await fake.wait_idle()
    menus = cabinet_menus(fake, world)
    assert len(menus) == 3, [m.content for m in menus]  # nine offices, four to a page
    confirms = [[c for c in m.custom_ids() if c.startswith("junta:apok:")] for m in menus]
    assert [len(c) for c in confirms] == [0, 0, 1], confirms  # one Confirm, on the last page
    assert "page 1 of 3" in menus[0].content and "Confirm the cabinet on page 3" in menus[0].content
    first = menus[0]
    minister = next(c for c in first.custom_ids() if c.endswith(":minister"))
    labels = [o["label"] for o in (first.find_component(minister) or {})["options"]]
    assert "Fam0" not in labels and "Fam1" in labels and "Brother-in-Law" in labels
    # Turn 1: every office starts with a holder, and Confirm at once records exactly what is shown.
    shown = {k: v for m in menus for k, v in _picked(m).items()}
    assert len(shown) == 9 and all(shown.values()), shown
    confirm = confirms[2][0]
    done = await fake.click(world.alice, menus[2], confirm)
    got = await done.response()
    assert "Recorded" in got.content, got.content
    assert f"Minister of Internal Security: {shown['minister']}" in got.content, got.content
    # Picks on all three pages, in the order 2, 3, 1, and one Confirm: every pick is kept.
    wanted = {
        "minister": "5",
        "general_1": "1",
        "general_2": "2",
        "general_3": "3",
        "admiral": "4",
        "air_force": "5",
        "minister_of_war": "4",
        "foreign_minister": "1",
        "farm_labor": "2",
    }
    for page in (1, 2, 0):
        for custom_id in menus[page].custom_ids():
            office = custom_id.rsplit(":", 1)[1]
            if custom_id.startswith("junta:ap:"):
                picked = await fake.select(world.alice, fake.message(menus[page].id), custom_id, [wanted[office]])
                await picked.response()
    done = await fake.click(world.alice, fake.message(menus[2].id), confirm)
    got = await done.response()
    assert "Recorded" in got.content, got.content
    for line in (
        "Minister of Internal Security: Fam5",
        "Generalissimo of the 2nd Army Brigade: Fam2",
        "Farm & Labor Secretary: Fam2",
        "Air Force Commander: Fam5",
    ):
        assert line in got.content, got.content
    # After a restart the menus still work: the Brother-in-Law for the third page's office.
    await proc.kill()
    await fake.wait_disconnected()
    await start_junta(start_bot, fake, tmp_path / "junta.sqlite3")
    last = fake.message(menus[2].id)
    select = next(c for c in last.custom_ids() if c.startswith("junta:ap:"))
    picked = await fake.select(world.alice, last, select, ["bil"])
    edited = await picked.response()
    done = await fake.click(world.alice, edited, confirm)
    got = await done.response()
    assert "Recorded" in got.content, got.content
    assert "Brother-in-Law" in got.content and "Minister of Internal Security: Fam5" in got.content, got.content
    # A bad pick is refused with the engine's sentence: the Brother-in-Law twice.
    picked = await fake.select(world.alice, fake.message(first.id), minister, ["bil"])
    await picked.response()
    done = await fake.click(world.alice, fake.message(menus[2].id), confirm)
    got = await done.response()
    assert "Not recorded" in got.content and "Brother-in-Law" in got.content, got.content
    # /appoint with one office typed: a whole legal cabinet around it, the rest as recorded where it still fits.
    got = await dm(fake, world.alice, "appoint", {"minister": "Fam3"})
    assert "Recorded" in got.content and "Minister of Internal Security: Fam3" in got.content, got.content
    assert "Farm & Labor Secretary: the Brother-in-Law" in got.content, got.content  # as recorded before


#: The game seed of the budget vote test (JUNTA_TEST_SEED, in the channel of fixed id `SEEDED_CHANNEL_ID`): with it,
#: once Fam0 is elected and the default cabinet stands, Fam1 holds two offices (Minister of Internal Security,
#: Generalissimo of the 1st Brigade), Vote (5) [#11] and Power Failure [#89] when the budget vote opens (phase 5).
#: Found by replaying the test's orders through `rules.junta.engine` (new_game, then adjudicate with the phase seeds
#: f"{game seed}:{phase}") for seeds junta-e2e-vote-cards-0, -1, ...
VOTE_CARDS_SEED = "junta-e2e-vote-cards-48"


async def test_budget_vote_by_source_revote_and_vote_cards(
    fake: FakeDiscord, world: World, start_bot: BotLauncher, tmp_path: Path
) -> None:
    """The budget vote (RULES 4.4) as a voter gives it: his votes split by vote source (offices), a revote ballot,
    and refusals of a source he does not have and of a bad split. A Vote card adds its votes to his side of the
    ballot; Power Failure, played with /votecard "if it passes", makes the Chamber vote again when the budget
    passes; the revote counts his offices again but not the spent Vote card (spent vote cards stay spent), and
    both cards leave his hand. The game's seed is fixed so that he holds both cards."""
    world = seeded_world(fake, world)
    await start_junta(start_bot, fake, tmp_path / "junta.sqlite3", env={"JUNTA_TEST_SEED": VOTE_CARDS_SEED})
    table = await JuntaTable.create(fake, world, 6)
    await table.elect("Fam0")
    await table.advance()  # the default cabinet
    await until_phase(fake, world, table, "Budget vote")
    voter = world.bob
    dm_bob = fake.dm_channel(voter)
    sources = await fake.autocomplete(voter, dm_bob, "vote budget", {"choice": "yes", "split": ""})
    assert sources, "Fam1 holds an office, so he has a vote source"
    assert any(s["value"].endswith(" no") for s in sources)
    split = next(s["value"] for s in sources if s["value"].endswith(" no"))
    got = await dm(fake, voter, "vote budget", {"choice": "yes", "split": split, "revote": "abstain"})
    assert "Recorded" in got.content, got.content
    assert "no" in got.content and "abstain" in got.content, got.content
    got = await dm(fake, voter, "vote budget", {"choice": "yes", "split": "Pope yes"})
    assert "Not recorded" in got.content and "no vote source" in got.content, got.content
    got = await dm(fake, voter, "vote budget", {"choice": "no", "split": "Minister"})
    assert "Not recorded" in got.content and "yes, no or abstain" in got.content, got.content
    # His Vote card, on the side he names: it replaces the split ballot above (the last vote order counts).
    cards = await fake.autocomplete(voter, dm_bob, "vote budget", {"choice": "yes", "cards": ""})
    assert [(c["name"], c["value"]) for c in cards] == [("Vote (5) yes", "#11 yes"), ("Vote (5) no", "#11 no")]
    got = await dm(fake, voter, "vote budget", {"choice": "yes", "cards": cards[0]["value"]})
    assert "Recorded" in got.content, got.content
    # The vote-time cards with their trigger: a card he does not hold is refused; Power Failure is recorded.
    got = await dm(fake, voter, "votecard", {"card": "999", "trigger": "fails", "within": 2})
    assert "Not recorded" in got.content, got.content
    command = next(c for c in fake.commands() if c["name"] == "votecard")
    trigger = next(o for o in command["options"] if o["name"] == "trigger")
    assert {c["name"] for c in trigger["choices"]} == {"if it passes", "if it fails", "either way"}
    hand = await fake.autocomplete(voter, dm_bob, "votecard", {"card": "power"}, focused="card")
    assert [(c["name"], c["value"]) for c in hand] == [("Power Failure [#89]", "89")]
    got = await dm(fake, voter, "votecard", {"card": "89", "trigger": "passes"})
    assert "Recorded" in got.content and "Power Failure" in got.content, got.content
    # The count, as the channel reads it: everyone else abstains (no orders), so the budget passes on his votes:
    # his two offices' 2 and the Vote card's 5. Power Failure fires; the revote counts his offices again, without
    # the spent card.
    results = await table.advance()
    assert "Fam1 plays Power Failure (7 yes, 0 no): the Chamber votes again." in results.content, results.content
    assert "The budget passes: 2 yes, 0 no." in results.content, results.content
    assert "\nFam1: 2 yes, 0 no, 0 abstain\n" in results.content, results.content
    status = await dm(fake, voter, "status")
    assert "Hand:" in status.content and "\n- #11 " not in status.content and "\n- #89 " not in status.content


@pytest.mark.usefixtures("junta_bot")
async def test_conditional_orders(fake: FakeDiscord, world: World) -> None:
    table = await JuntaTable.create(fake, world, 6)
    await table.elect("Fam0")
    await table.advance()
    await until_phase(fake, world, table, "Locations")
    bob, dm_bob = world.bob, fake.dm_channel(world.bob)
    forms = await fake.autocomplete(bob, dm_bob, "rebel", {"if": "fam2 is"})
    values = [f["value"] for f in forms]
    assert "if Fam2 is dead" in values and "if Fam2 is at bank" in values, values
    forms = await fake.autocomplete(bob, dm_bob, "bank", {"deposit": 1, "if": "budget"})
    assert "if the budget failed" in [f["value"] for f in forms]
    # Accepted: each waits on something that resolves earlier.
    got = await dm(fake, bob, "rebel", {"if": "if Fam2 banked"})
    assert "Recorded" in got.content and "only if Fam2 banked" in got.content, got.content
    got = await dm(fake, bob, "bank", {"deposit": 1, "if": "if Fam2 is at the bank"})
    assert "Recorded" in got.content and "only if Fam2 is at the Bank" in got.content, got.content
    got = await dm(fake, bob, "bank", {"deposit": 1, "if": "if the budget failed by 3 or less"})
    assert "Recorded" in got.content and "by 3 or less" in got.content, got.content
    # Refused by the engine: banking cannot wait on the coup excuse (it resolves later).
    got = await dm(fake, bob, "bank", {"deposit": 1, "if": "if there is a coup excuse"})
    assert "Not recorded" in got.content and "cannot wait on the coup excuse" in got.content, got.content
    # Not a condition: what one looks like.
    got = await dm(fake, bob, "rebel", {"if": "when pigs fly"})
    assert "Not recorded" in got.content and "if Garcia is dead" in got.content, got.content
    got = await dm(fake, bob, "rebel", {"if": "if Nobody is dead"})
    assert "Not recorded" in got.content and "no family" in got.content, got.content
