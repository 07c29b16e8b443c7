"""A German server (issue 23): the game channel speaks the game's language (by default the server's preferred
locale), each player reads his answers and DMs in his own Discord app's language, or in the one he chose with
/language. Five German clients and one English client at one table, acting only as people in Discord can.

What is not yet in the catalogues (the engine's events, a few confirmations) still reads English for everyone: these
tests check the sentences that are translated: the phase's opening post and DMs hold no word of the other language."""

from __future__ import annotations

import re

import pytest

from tests.e2e.conftest import World
from tests.e2e.fakediscord import FakeDiscord
from tests.e2e.junta import dm, junta_bot, opened_phase, run  # noqa: F401

ENGLISH = {"the", "you", "your", "orders", "press", "when", "is", "has", "begun", "due", "and", "or"}
"""Words a German sentence of ours never has (a family or game name may: the tables name them Fam0 and Republica)."""
GERMAN = {"der", "die", "das", "du", "dich", "dir", "ist", "hat", "und", "oder", "fällig", "befehle", "fertig"}


def _words(text: str) -> set[str]:
    return {w.casefold() for w in re.findall(r"[^\W\d_]+", text)}


@pytest.mark.usefixtures("junta_bot")
async def test_a_german_table_with_one_english_player(fake: FakeDiscord, world: World) -> None:
    """'The game channel speaks the game's language: /junta create language: with the server's preferred locale as
    the default'; 'each player reads his DMs ... command answers ... in his own Discord client's language'; '/language
    to choose one for good'."""
    world.guild.locale = "de"
    got = await run(fake, world.bob, world.channel, "junta create", {"name": "Republica", "phase_minutes": 60})
    assert "created" in got.content, got.content
    await fake.wait_for_message(world.channel, lambda m: "Ein neues Junta-Spiel, **Republica**" in m.content)

    germans = [fake.add_player(world.guild, f"spieler{i}", locale="de") for i in range(5)]
    players = [world.alice, *germans]
    for i, user in enumerate(players):
        got = await run(fake, user, world.channel, "junta join", {"family": f"Fam{i}"})
        wanted = f"as the Fam{i} family" if user is world.alice else f"als Familie Fam{i} beigetreten"
        assert wanted in got.content, got.content
    welcome = await fake.wait_for_dm(germans[0], lambda m: "Willkommen bei **Republica**" in m.content)
    assert "Deine Befehle kommen hierher" in welcome.content
    joined = "Die Familie Fam5 tritt dem Spiel bei (6 Spieler)"
    await fake.wait_for_message(world.channel, lambda m: joined in m.content)

    # A refusal in each reader's language: the German client's in German, the English client's in English.
    got = await run(fake, germans[0], world.channel, "junta join", {"family": "Nochmal"})
    assert got.content == "Nicht beigetreten: Du bist diesem Spiel schon beigetreten.", got.content
    got = await run(fake, world.alice, world.channel, "junta join", {"family": "Again"})
    assert got.content == "Not joined: You have already joined this game.", got.content

    # /language: chosen for good, whatever his app speaks; 'client' gives his app's language back.
    got = await run(fake, germans[0], world.channel, "language", {"language": "en"})
    assert got.content == "From now on I answer you and write to you in English.", got.content
    got = await run(fake, germans[0], world.channel, "junta join", {"family": "Nochmal"})
    assert got.content == "Not joined: You have already joined this game.", got.content
    got = await run(fake, germans[0], world.channel, "language", {"language": "client"})
    assert got.content == "Ab jetzt antworte und schreibe ich dir in der Sprache deiner Discord-App.", got.content
    got = await run(fake, germans[1], world.channel, "language", {"language": "en"})
    assert "in English" in got.content, got.content

    # The game starts: the channel's opening post in German, each DM in its reader's language.
    mark = fake.mark()
    inter = await fake.slash(world.bob, world.channel, "junta start", {})
    got = await inter.response()
    assert "has started" in got.content, got.content
    opening = await fake.wait_for_message(world.channel, lambda m: opened_phase(m) == 0, after=mark)
    assert "Befehle sind fällig" in opening.content, opening.content
    assert "Orders are due" not in opening.content
    assert [b.get("label") for b in opening.buttons()] == ["Deine Statusseite"]
    dms = {}
    for user in players:
        # the phase's opening DM (not the game's welcome, which is not yet in the catalogues)
        dms[user.id] = await fake.wait_for_dm(user, lambda m: "**Done**" in m.content or "**Fertig**" in m.content)
    assert "hat begonnen" in dms[germans[0].id].content, dms[germans[0].id].content
    for text in (opening.content, dms[germans[0].id].content, dms[germans[2].id].content):
        assert not _words(text) & ENGLISH, (_words(text) & ENGLISH, text)
    for text in (dms[world.alice.id].content, dms[germans[1].id].content):
        assert not _words(text) & GERMAN, (_words(text) & GERMAN, text)
    assert "Fällig" in dms[germans[2].id].content
    assert "has begun" in dms[world.alice.id].content and "begonnen" not in dms[world.alice.id].content
    assert "has begun" in dms[germans[1].id].content  # he chose English with /language
    assert [b.get("label") for b in dms[germans[0].id].buttons()] == ["Deine Statusseite", "Fertig"]
    assert [b.get("label") for b in dms[world.alice.id].buttons()] == ["Your Status Page", "Done"]
    begun = await fake.wait_for_dm(germans[2], lambda m: "hat begonnen: du bist die Familie Fam3" in m.content)
    assert begun.content.startswith("*Republica* · ") and begun.content.count("Republica") == 1, begun.content
    await fake.wait_for_dm(world.alice, lambda m: "has begun: you are the Fam0 family" in m.content)

    # The pages in each reader's language (issue 23: 'Status Pages, command answers ... in the player's language';
    # 'the game channel speaks the game's language'): his Status Page, Done, /junta help and /card in his own; the
    # public status, posted in the channel, in the game's.
    page = await dm(fake, germans[0], "status")
    assert "Du bist Familie Fam1" in page.content and "You are" not in page.content, page.content
    page = await dm(fake, world.alice, "status")
    assert "You are the Fam0 family" in page.content, page.content
    done = await dm(fake, germans[0], "done")
    assert "Befehle" in done.content and "orders" not in done.content, done.content
    done = await dm(fake, world.alice, "done")
    assert "orders" in done.content and "Befehle" not in done.content, done.content
    helped = await run(fake, germans[0], world.channel, "junta help")
    assert "Die Phasen, der Reihe nach" in helped.content, helped.content
    helped = await run(fake, world.alice, world.channel, "junta help")
    assert "The phases, in order" in helped.content, helped.content
    press = await run(fake, germans[0], world.channel, "card", {"card": "Press"})
    assert "**Wirkung:**" in press.content, press.content
    press = await run(fake, world.alice, world.channel, "card", {"card": "Press"})
    assert "**Effect:**" in press.content, press.content
    public = await run(fake, world.alice, world.channel, "junta status")
    assert "Jetzt: " in public.content and "Now: " not in public.content, public.content
