"""Names through the fake Discord: invisible and look-alike names are refused in a sentence (issue 10)."""

from __future__ import annotations

import pytest

from tests.e2e.conftest import World
from tests.e2e.fakediscord import FakeDiscord
from tests.e2e.junta import junta_bot, run  # noqa: F401


@pytest.mark.usefixtures("junta_bot")
async def test_a_second_player_cannot_join_as_cyrillic_ana_beside_ana(fake: FakeDiscord, world: World) -> None:
    """Issue 10: a game named by two zero-width spaces was made, and a second player joined as Cyrillic 'Аna'
    beside 'Ana' and could pass for her. Now the game needs a visible name, and the second player is told, in a
    sentence, that 'Аna' looks the same as 'Ana'; a moderator finds Ana however her name is typed."""
    ch = world.channel
    got = await run(fake, world.bob, ch, "junta create", {"name": "\u200b\u200b", "phase_minutes": 30})
    assert got.content == "Not created: A game's name needs a visible letter.", got.content
    got = await run(fake, world.bob, ch, "junta create", {"name": "\uff32epublica\u200b", "phase_minutes": 30})
    assert "**Republica** created" in got.content, got.content
    got = await run(fake, world.alice, ch, "junta join", {"family": "Ana"})
    assert "You joined" in got.content, got.content

    mark = fake.mark()
    got = await run(fake, world.bob, ch, "junta join", {"family": "\u0410na"})  # Cyrillic А
    assert got.ephemeral
    assert "The family name '\u0410na' looks the same as 'Ana', already in this game: choose another." in got.content
    got = await run(fake, world.bob, ch, "junta join", {"family": "\uff21na\u200b"})  # fullwidth Ａ
    assert "The family name 'Ana' is taken: choose another." in got.content, got.content
    got = await run(fake, world.bob, ch, "junta join", {"family": "\u2800"})
    assert "A family name needs a visible letter." in got.content, got.content
    got = await run(fake, world.bob, ch, "junta join", {"family": "Bruno"})
    assert "You joined" in got.content, got.content
    joined = await fake.wait_for_message(ch, lambda m: "Bruno family joins" in m.content, after=mark)
    assert "(2 players)" in joined.content
    got = await run(fake, world.alice, ch, "junta status")
    assert "Ana" in got.content and "Bruno" in got.content and "\u0410na" not in got.content

    # A moderator types Ana's name another way: the same normalisation finds her.
    newcomer = fake.add_player(world.guild, "newcomer")
    got = await run(fake, world.bob, ch, "gm replace", {"family": "\uff41\uff4e\uff41\u200b", "user": newcomer})
    assert got.content.startswith("Done: Ana now played by"), got.content
