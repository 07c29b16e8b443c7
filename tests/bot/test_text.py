"""The words the bot uses for orders (`bot.games.junta.text`), and the decoded-snapshot cache behind every read of a
game."""

from __future__ import annotations

import re
from typing import Any

from bot.games.junta.services.snapshots import dump_snapshot, load_snapshot, remember_snapshot
from bot.games.junta.text import describe_order, phase_call
from rules.junta.conditions import IfAt, IfBudget, IfDead
from rules.junta.engine import new_game
from rules.junta.orders import Banking
from rules.junta.state import GameState, Location, Phase
from rules.junta.views import public_view

FAMILIES = ["Garcia", "Lopez", "Perez", "Diaz", "Ruiz", "Soto"]


def _game(seed: str = "text") -> GameState:
    made = new_game(FAMILIES, seed, "web")
    assert isinstance(made, GameState)
    return made


def test_an_order_without_condition_reads_as_its_fields() -> None:
    """An order the player gave is shown back as a line naming what it does."""
    assert describe_order("en", public_view(_game()), Banking(deposit=3)) == "At the Bank: deposit 3 MP"


def test_a_condition_is_shown_in_the_words_it_was_given_in() -> None:
    """RULES 7: an order may carry a condition; /status and /withdraw show it as a sentence, last, not as fields."""
    view = public_view(_game())
    line = describe_order("en", view, Banking(deposit=3, condition=IfDead(1)))
    assert line.endswith(", only if Lopez is dead"), line
    assert "(player" not in line and "condition" not in line
    assert describe_order("en", view, Banking(withdraw=2, condition=IfAt(2, Location.BANK))).endswith(
        ", only if Perez is at the Bank"
    )
    assert describe_order("en", view, Banking(deposit=1, condition=IfBudget(passed=False, within=2))).endswith(
        ", only if the budget failed by 2 or less"
    )


def test_a_snapshot_is_decoded_once_per_text() -> None:
    """Reading the same snapshot again hands back the state already decoded; another text is decoded anew."""
    one, two = _game("one"), _game("two")
    text_one, text_two = dump_snapshot(one), dump_snapshot(two)
    first = load_snapshot(text_one)
    assert first == one
    assert load_snapshot(text_one) is first
    assert load_snapshot(text_two) == two and load_snapshot(text_two) is not first


def test_a_remembered_snapshot_is_not_decoded_at_all() -> None:
    """The state the engine just made is remembered with its text, so the next read of it decodes nothing."""
    state = _game("remembered")
    text = dump_snapshot(state)
    remember_snapshot(text, state)
    assert load_snapshot(text) is state


def test_the_cache_keeps_room_for_every_game_in_play() -> None:
    """Each game in play keeps its current snapshot and the next one decoded, however many games there are (a cache
    of fixed size made 300 games decode a snapshot for nearly every command); a game not read for an hour gives its
    room up."""
    from bot.games.junta.services.snapshots import SnapshotCache

    cache = SnapshotCache()
    for game in range(300):
        cache.note(game)
    assert cache.size >= 600
    texts = [f"text {i}" for i in range(600)]
    for text in texts:
        cache.put(text, _game())
    assert all(cache.get(text) is not None for text in texts)
    cache._games = type(cache._games)((game, seen - 2 * cache.ACTIVE) for game, seen in cache._games.items())
    cache.note(0)
    assert cache.size == cache.MINIMUM and len(cache) == cache.MINIMUM


def _command_names() -> set[str]:
    """Every slash command, group and subcommand name the cogs define (every cog the bot loads)."""
    from discord import app_commands

    from tests.bot.test_options import tree

    names: set[str] = set()

    def walk(command: app_commands.Command[Any, ..., Any] | app_commands.Group) -> None:
        names.add(command.name)
        if isinstance(command, app_commands.Group):
            for sub in command.commands:
                walk(sub)

    for command in tree().get_commands():
        if isinstance(command, app_commands.Command | app_commands.Group):
            walk(command)
    return names


def test_every_phase_announcement_names_commands_that_exist() -> None:
    """Each phase's opening says what it asks with the commands to use; every one of them is a real command."""
    known = _command_names()
    assert {"nominate", "vote", "appoint", "budget", "location", "move", "coupvote"} <= known
    for phase in Phase:
        for name in re.findall(r"/([a-z]+)", phase_call("en", phase)):
            assert name in known, f"{phase}: /{name} is not a command"
    assert phase_call("en", Phase.BUDGET_VOTE).startswith("The Chamber votes on the proposed budget")


def test_every_order_kind_has_a_short_title() -> None:
    """Orders are echoed, listed on the Status Page and refused under a short title of their own (never a piece of
    a docstring): one line, a few words (German runs longer), and no two kinds share one."""
    from bot.text.i18n import LOCALES, t
    from rules.junta.orders import ORDER_TYPES

    for locale in LOCALES:
        titles = [t(locale, f"order-title-{kind.KIND.replace('_', '-')}") for kind in ORDER_TYPES]
        for title in titles:
            assert "\n" not in title and len(title) <= (40 if locale == "en" else 60) and title[0].isupper(), title
        assert len(set(titles)) == len(titles)


def test_the_help_names_every_command_and_only_real_ones() -> None:
    """`/junta help topic:commands` lists the commands a player or moderator has, from the registered command tree;
    each command any help page names exists, and every command is in the list."""
    from bot.games.junta.cogs.game import command_infos
    from bot.games.junta.text.help import TOPICS, help_pages
    from tests.bot.test_options import tree

    infos = command_infos(tree())
    known = _command_names()
    listed = "\n".join(help_pages("en", "commands", infos))
    for info in infos:
        assert f"`/{info.name}`" in listed, info.name
    for topic in [None, *TOPICS]:
        text = "\n".join(help_pages("en", topic, infos))
        named = {n for n in re.findall(r"/([a-z]+)", text) if n not in ("e", "o")}
        assert named <= known, (topic, named - known)
