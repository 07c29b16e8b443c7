"""The generic check of slash command options against the commands' own declarations (bot/cogs/options.py), over
every command the bot syncs; the checks of buttons and menus against what the bot offered (bot/ui/checks.py); and
`on_app_command_error` turning what does not fit into a sentence, not an error."""

from __future__ import annotations

import asyncio
import functools
import importlib
import logging
import re
from collections.abc import Sequence
from types import SimpleNamespace
from typing import Any, cast

import discord
import pytest
from discord import AppCommandOptionType as T
from discord import app_commands
from discord.ext import commands
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.client import COGS, DYNAMIC_ITEMS, STALE_COMMANDS, GameMasterBot, GameMasterTree
from bot.cogs.options import MAX_INTEGER, MAX_TEXT, Refusal, check_slash, clean_autocomplete, takes
from bot.games.junta.ui.appoint import AppointConfirm, AppointSelect
from bot.games.junta.ui.quick import QuickDone, QuickVote
from bot.games.junta.ui.trade import TradeAccept
from bot.text.i18n import t
from bot.ui.checks import NOT_A_CHOICE, offered, select_refusal, unclaimed
from rules.junta.offices import Office
from rules.junta.orders import Choice

Command = app_commands.Command[Any, ..., Any]
USER_ID = "123456789012345678"


@functools.cache
def tree() -> GameMasterTree:
    """The bot's command tree with every cog loaded, as `GameMasterBot.setup_hook` builds it (no connection)."""

    async def build() -> GameMasterTree:
        bot = commands.Bot(command_prefix="!", intents=discord.Intents.none(), tree_cls=GameMasterTree)
        for name in COGS:  # each extension's setup(), on the modules as imported (as load_extension does)
            await importlib.import_module(name).setup(bot)
        return cast(GameMasterTree, bot.tree)

    loop = asyncio.new_event_loop()
    try:
        return loop.run_until_complete(build())
    finally:
        loop.close()


def leaves() -> list[Command]:
    return [c for c in tree().walk_commands() if isinstance(c, app_commands.Command)]


PARAMS = [(c, p) for c in leaves() for p in c.parameters]
RESOLVED = {"users": {USER_ID: {"id": USER_ID, "username": "someone", "discriminator": "0", "avatar": None}}}


def data_for(command: Command, options: list[dict[str, Any]]) -> dict[str, Any]:
    """The interaction data Discord sends for `command` (through its groups) with these leaf options."""
    nested: list[dict[str, Any]] = options
    parent = command.parent
    name = command.name
    while parent is not None:
        nested = [{"name": name, "type": 1 if name == command.name else 2, "options": nested}]
        name = parent.name
        parent = parent.parent
    return {"id": "1", "name": name, "type": 1, "options": nested, "resolved": RESOLVED}


def good_value(param: app_commands.Parameter) -> st.SearchStrategy[Any]:
    """Values the Discord client lets a player send for this option."""
    if param.choices:
        return st.sampled_from([c.value for c in param.choices])
    if param.type is T.integer:
        low = int(param.min_value) if param.min_value is not None else -MAX_INTEGER
        high = int(param.max_value) if param.max_value is not None else MAX_INTEGER
        return st.integers(low, high)
    if param.type is T.string:
        low = int(param.min_value or 0)
        high = min(int(param.max_value) if param.max_value is not None else MAX_TEXT, 200)
        return st.text(min_size=low, max_size=high)
    if param.type is T.boolean:
        return st.booleans()
    if param.type is T.user:
        return st.just(USER_ID)
    raise AssertionError(f"no strategy for {param.type}")


def bad_value(param: app_commands.Parameter) -> st.SearchStrategy[Any]:
    """Values outside the option's declaration (of the right JSON type or not)."""
    other: list[st.SearchStrategy[Any]] = [
        st.none(),
        st.lists(st.integers(), max_size=2),
        st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
    ]
    if param.type is not T.string:
        other.append(st.text(max_size=20))
    if param.type is not T.boolean:
        other.append(st.booleans())
    other.append(st.floats(allow_nan=True, allow_infinity=True).filter(lambda f: not float(f).is_integer()))
    if param.type is not T.integer:
        other.append(st.integers())
    if param.type is T.integer:
        low = int(param.min_value) if param.min_value is not None else -MAX_INTEGER
        high = int(param.max_value) if param.max_value is not None else MAX_INTEGER
        other += [st.integers(max_value=low - 1), st.integers(min_value=high + 1)]
        if param.choices:
            values = [c.value for c in param.choices]
            other.append(st.integers().filter(lambda v: v not in values))
    if param.type is T.string:
        high = int(param.max_value) if param.max_value is not None else MAX_TEXT
        other.append(st.text(min_size=high + 1, max_size=high + 3))
        if param.min_value:
            other.append(st.text(max_size=int(param.min_value) - 1))
        if param.choices:
            values = [c.value for c in param.choices]
            other.append(st.text(max_size=30).filter(lambda v: v not in values))
    if param.type is T.user:
        other += [st.just("987654321"), st.just("not a snowflake"), st.just("9" * 25)]
    return st.one_of(other)


def required_options(command: Command, data: st.DataObject, but: str | None = None) -> list[dict[str, Any]]:
    return [
        {"name": p.display_name, "type": p.type.value, "value": data.draw(good_value(p))}
        for p in command.parameters
        if p.required and p.display_name != but
    ]


def refused(command: Command, options: list[dict[str, Any]]) -> Refusal:
    got = check_slash(tree(), data_for(command, options))
    assert got is not None, (command.qualified_name, options)
    return got


# --- every option of every command ------------------------------------------------------------------------------
def test_every_option_of_every_command_has_a_declaration_the_check_reads() -> None:
    """Every option the bot declares is of a type the check knows (text, whole number, True/False, user), and has
    a sentence for what it takes; the check covers every command and option there is (144 options now)."""
    assert len(leaves()) >= 50 and len(PARAMS) >= 140
    for command, param in PARAMS:
        assert param.type in (T.string, T.integer, T.boolean, T.user), (command.qualified_name, param.name)
        assert takes(param) != "a value"


@settings(max_examples=400, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(st.sampled_from(PARAMS), st.data())
def test_a_value_outside_an_options_declaration_is_refused_naming_the_option(
    pair: tuple[Command, app_commands.Parameter], data: st.DataObject
) -> None:
    """For every declared parameter of every command, any value outside its declaration (another type, out of
    range, too long or short, not a declared choice, a user Discord did not resolve) is refused with a sentence
    naming the option as the player sees it and what it takes; the value is not repeated."""
    command, param = pair
    value = data.draw(bad_value(param))
    options = [*required_options(command, data, but=param.display_name)]
    options.append({"name": param.display_name, "type": param.type.value, "value": value})
    got = refused(command, options)
    assert got.sentence == f"The option {param.display_name} takes {takes(param)}; nothing was recorded."
    assert got.command == command.qualified_name
    assert param.display_name in got.reason and repr(value) not in got.reason


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(st.sampled_from(PARAMS), st.data())
def test_an_option_sent_as_another_type_is_refused(
    pair: tuple[Command, app_commands.Parameter], data: st.DataObject
) -> None:
    """A value that would fit, sent as another option type than declared, is refused naming the option."""
    command, param = pair
    other = data.draw(st.sampled_from([t for t in (3, 4, 5, 6, 10) if t != param.type.value]))
    options = required_options(command, data, but=param.display_name)
    options.append({"name": param.display_name, "type": other, "value": data.draw(good_value(param))})
    assert refused(command, options).sentence.startswith(f"The option {param.display_name} takes ")


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(st.sampled_from(leaves()), st.data())
def test_values_the_discord_client_sends_pass(command: Command, data: st.DataObject) -> None:
    """What the Discord client lets a player send (the required options and any of the others, within their
    declarations) passes the check: it refuses nothing a player can type."""
    options = required_options(command, data)
    for param in command.parameters:
        if not param.required and data.draw(st.booleans()):
            options.append(
                {"name": param.display_name, "type": param.type.value, "value": data.draw(good_value(param))}
            )
    assert check_slash(tree(), data_for(command, options)) is None


@settings(max_examples=200, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(st.sampled_from(leaves()), st.from_regex(r"[a-z_]{1,20}", fullmatch=True), st.data())
def test_an_option_the_command_does_not_have_is_refused(command: Command, name: str, data: st.DataObject) -> None:
    """An option the command does not have: a sentence naming the command and its options."""
    if name in {p.display_name for p in command.parameters}:
        return
    options = [*required_options(command, data), {"name": name, "type": 3, "value": "x"}]
    sentence = refused(command, options).sentence
    assert sentence.startswith(f"/{command.qualified_name} ") and sentence.endswith("nothing was recorded.")
    assert f"has no option {name}:" in sentence or "takes no options" in sentence


def example(param: app_commands.Parameter) -> Any:
    """One value that fits the option."""
    if param.choices:
        return param.choices[0].value
    return "x" if param.type is T.string else max(1, int(param.min_value or 0))


@pytest.mark.parametrize(
    ("command", "param"), [(c, p) for c, p in PARAMS if p.required], ids=lambda x: getattr(x, "qualified_name", x.name)
)
def test_a_required_option_left_out_is_refused(command: Command, param: app_commands.Parameter) -> None:
    """A required option left out: 'The option X is required: it takes ...'."""
    options = [
        {"name": p.display_name, "type": p.type.value, "value": example(p)}
        for p in command.parameters
        if p.required and p.display_name != param.display_name and p.type is not T.user
    ]
    assert refused(command, options).sentence.startswith(f"The option {param.display_name} is required: it takes ")


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=10),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=20,
)
NAMES = st.sampled_from([c.name for c in tree().get_commands()] + ["nope"])


@settings(max_examples=500, deadline=None)
@given(
    st.fixed_dictionaries(
        {"name": NAMES, "options": JSON},
        optional={"type": st.integers(0, 3), "guild_id": JSON, "resolved": JSON},
    )
    | JSON
)
def test_any_data_a_client_can_send_never_raises(data: Any) -> None:
    """Whatever the interaction data (any JSON, any shape), the checks answer (a refusal, or it fits) and never
    raise."""
    got = check_slash(tree(), data)
    assert got is None or got.sentence.endswith("nothing was recorded.")
    assert clean_autocomplete(tree(), data) in (True, False)


# --- the cases of the issue, by name ---------------------------------------------------------------------------
def command(name: str) -> Command:
    found = next((c for c in leaves() if c.qualified_name == name), None)
    assert found is not None, name
    return found


@pytest.mark.parametrize(
    ("name", "options", "sentence"),
    [
        ("draw", {"count": 99}, "The option count takes a whole number from 1 to 6; nothing was recorded."),
        (
            "vote budget",
            {"choice": "bogus"},
            "The option choice takes one of: yes, no or abstain; nothing was recorded.",
        ),
        (
            "trade",
            {"to": "Ana", "get_card": 150},
            "The option get_card takes a whole number from 0 to 95; nothing was recorded.",
        ),
        ("bank", {"deposit": -7}, "The option deposit takes a whole number from -1 to 500; nothing was recorded."),
        ("gm extend", {"minutes": 0}, "The option minutes takes a whole number from 1 to 20160; nothing was recorded."),
        (
            "move",
            {"from_zone": 2**53 + 1, "to_zone": 1},
            "The option from_zone takes a whole number; nothing was recorded.",
        ),
        ("draw", {"count": "3"}, "The option count takes a whole number from 1 to 6; nothing was recorded."),
        ("draw", {"count": 3.5}, "The option count takes a whole number from 1 to 6; nothing was recorded."),
        ("done", {"undo": "true"}, "The option undo takes True or False; nothing was recorded."),
        ("done", {"undo": 1}, "The option undo takes True or False; nothing was recorded."),
        ("status", {"game": 12}, "The option game takes text of at most 6000 characters; nothing was recorded."),
        ("junta join", {"family": ""}, "The option family takes text of 1 to 32 characters; nothing was recorded."),
        ("speech", {"text": "x" * 1801}, "The option text takes text of 1 to 1800 characters; nothing was recorded."),
        (
            "votecard",
            {"card": "1", "trigger": "never"},
            "The option trigger takes one of: if it passes, if it fails or either way; nothing was recorded.",
        ),
        (
            "draw",
            {"count": 2, "bogus": 1},
            "/draw has no option bogus: its options are count, office and game; nothing was recorded.",
        ),
        (
            "junta start",
            {"now": True},
            "/junta start has no option now: its only option is president; nothing was recorded.",
        ),
        (
            "status",
            {"Bogus Option!": 1},
            "/status has no such option: its only option is game; nothing was recorded.",
        ),
    ],
)
def test_the_issues_examples_are_refused_in_a_sentence(name: str, options: dict[str, Any], sentence: str) -> None:
    """The examples of issue 10: each refused with its sentence, naming the option as the player sees it."""
    cmd = command(name)
    params = {p.display_name: p for p in cmd.parameters}
    sent = []
    for key, value in options.items():
        param = params.get(key)
        kind = param.type.value if param is not None else 4
        sent.append({"name": key, "type": kind, "value": value})
    assert refused(cmd, sent).sentence == sentence


def test_an_option_given_twice_is_refused() -> None:
    """The same option twice (a raw API call can): refused, the option named."""
    got = refused(command("draw"), [{"name": "count", "type": 4, "value": 1}, {"name": "count", "type": 4, "value": 2}])
    assert got.sentence == "The option count is given twice; nothing was recorded."


def test_a_group_without_a_known_subcommand_and_an_unknown_command_are_refused() -> None:
    """`/vote` without a subcommand, `/vote nope`, `/nope`: a sentence each, never a traceback."""
    for options in ([], [{"name": "nope", "type": 1, "options": []}], [{"name": "budget", "type": 3, "value": 1}]):
        got = check_slash(tree(), {"name": "vote", "type": 1, "options": options})
        assert (
            got is not None
            and got.sentence == "/vote needs one of its commands: budget, cast or president; nothing was recorded."
        )
    got = check_slash(tree(), {"name": "nope", "type": 1, "options": []})
    assert got is not None and got.sentence.startswith("I have no command /nope ")
    got = check_slash(tree(), {"name": "Nope <@1>", "type": 1})
    assert got is not None and "<@1>" not in got.sentence
    got = check_slash(tree(), {"name": "vote", "type": 1, "options": [{"name": "budget", "type": 2, "options": []}]})
    assert got is not None and got.sentence == "I could not read that command; nothing was recorded."


def test_a_user_option_must_be_one_discord_resolved() -> None:
    """`/gm replace user`: a snowflake Discord resolved passes; one it did not, or not a snowflake, is refused."""
    cmd = command("gm replace")
    family = {"name": "family", "type": 3, "value": "Ana"}
    ok = data_for(cmd, [family, {"name": "user", "type": 6, "value": USER_ID}])
    assert check_slash(tree(), ok) is None
    for value in ("42", "x", -1, 2**70):
        bad = data_for(cmd, [family, {"name": "user", "type": 6, "value": value}])
        got = check_slash(tree(), bad)
        assert got is not None and got.sentence == "The option user takes a user; nothing was recorded."


# --- autocomplete ---------------------------------------------------------------------------------------------
def test_autocomplete_reads_the_focused_value_as_text_and_drops_what_does_not_fit() -> None:
    """Autocomplete: a focused number is read as the text typed; another option that does not fit its
    declaration is left out (the autocomplete sees it as not given); what fits is kept."""
    cmd = command("move")
    data = data_for(
        cmd,
        [
            {"name": "from_zone", "type": 4, "value": 14, "focused": True},
            {"name": "to_zone", "type": 4, "value": "x"},
            {"name": "game", "type": 3, "value": "12"},
            {"name": "bogus", "type": 3, "value": "x"},
        ],
    )
    assert clean_autocomplete(tree(), data)
    leaf = data["options"]
    assert leaf == [
        {"name": "from_zone", "type": 4, "value": "14", "focused": True},
        {"name": "game", "type": 3, "value": "12"},
    ]


@pytest.mark.parametrize(
    "options",
    [
        [{"name": "count", "type": 4, "value": "2", "focused": True}],  # no autocomplete on that option
        [{"name": "game", "type": 3, "value": ["x"], "focused": True}],  # not text
        [{"name": "game", "type": 3, "value": "x" * (MAX_TEXT + 1), "focused": True}],
        [{"name": "game", "type": 4, "value": "x", "focused": True}],  # another type than declared
        [{"name": "game", "type": 3, "value": "x"}],  # nothing focused
        [
            {"name": "game", "type": 3, "value": "x", "focused": True},
            {"name": "office", "type": 3, "value": "y", "focused": True},
        ],
        [{"name": "nope", "type": 3, "value": "x", "focused": True}],
    ],
)
def test_autocomplete_with_nothing_to_suggest_for(options: list[dict[str, Any]]) -> None:
    """Autocomplete with no single focused option that has autocomplete and holds text: nothing to suggest."""
    assert not clean_autocomplete(tree(), data_for(command("draw"), options))


# --- buttons and menus ------------------------------------------------------------------------------------------
def made_ids() -> list[str]:
    """Custom ids the bot makes for its buttons and menus."""
    return [
        QuickDone(12, 7).item.custom_id or "",
        *(QuickVote(12, 7, c).item.custom_id or "" for c in Choice),
        TradeAccept("0123abcdef").item.custom_id or "",
        *(AppointSelect(12, o, [discord.SelectOption(label="x")], 0).item.custom_id or "" for o in Office),
        AppointConfirm(12, 2, 7).item.custom_id or "",
        AppointConfirm(12, 2, None).item.custom_id or "",
    ]


def reads(custom_id: str) -> bool:
    return any(item.__discord_ui_compiled_template__.fullmatch(custom_id) for item in DYNAMIC_ITEMS)


def test_every_custom_id_the_bot_makes_is_read_back() -> None:
    """Every button and menu the bot makes is read back by one of its items (so it works after a restart)."""
    assert all(reads(c) for c in made_ids())


@pytest.mark.parametrize(
    "custom_id",
    [
        "junta:done:12:" + "9" * 19,  # beyond what the database holds
        "junta:done:12:\u0663",  # another script's digit
        "junta:done:-1:3",
        "junta:vote:12:7:maybe",
        "junta:ap:12:bogus",
        "junta:apok:12:999",
        "junta:trade:XYZ",
        "junta:trade:" + "a" * 33,
        "junta:traded:1",
        "junta:done:12:7:extra",
    ],
)
def test_a_forged_custom_id_is_read_by_no_item(custom_id: str) -> None:
    """A custom id no button or menu of the bot makes is read by none of its items."""
    assert not reads(custom_id)


def component(kind: int, custom_id: str, data: dict[str, Any] | None = None, message: Any = "default") -> Any:
    row = SimpleNamespace(
        children=[SimpleNamespace(type=discord.ComponentType.button, custom_id="junta:done:12:7")],
    )
    msg = SimpleNamespace(components=[row]) if message == "default" else message
    return SimpleNamespace(
        type=discord.InteractionType.component,
        data={"custom_id": custom_id, "component_type": kind, **(data or {})},
        message=msg,
    )


def test_a_component_interaction_nothing_takes_is_unclaimed() -> None:
    """A button the message carries and an item reads is claimed; one the message does not carry, of another type,
    no item reads, or without a message, is unclaimed (the bot answers it with a sentence)."""
    assert not unclaimed(component(2, "junta:done:12:7"), DYNAMIC_ITEMS)
    assert unclaimed(component(2, "junta:done:12:8"), DYNAMIC_ITEMS)
    assert unclaimed(component(3, "junta:done:12:7"), DYNAMIC_ITEMS)
    assert unclaimed(component(2, "junta:done:12:7", message=None), DYNAMIC_ITEMS)
    assert unclaimed(component(2, "junta:nope"), DYNAMIC_ITEMS)
    assert unclaimed(component(2, cast(Any, 5)), DYNAMIC_ITEMS)
    assert offered(None, 2, "junta:done:12:7") is None
    slash = SimpleNamespace(type=discord.InteractionType.application_command, data={})
    assert not unclaimed(cast(Any, slash), DYNAMIC_ITEMS)


@pytest.mark.parametrize(
    ("values", "ok"),
    [
        (["1"], True),
        (["bil"], True),
        (["9"], False),
        ([], False),
        (["1", "2"], False),
        ([1], False),
        ("1", False),
        (None, False),
    ],
)
def test_a_menu_pick_must_be_one_the_menu_offered(values: Sequence[Any] | None, ok: bool) -> None:
    """A cabinet menu takes one of its options; any other value, none, or two, is refused with a sentence."""
    options = [discord.SelectOption(label=n, value=v) for n, v in (("Ana", "1"), ("Bea", "2"), ("BiL", "bil"))]
    select = AppointSelect(12, Office.MINISTER, options, 0).item
    interaction = SimpleNamespace(data={"custom_id": select.custom_id, "component_type": 3, "values": values})
    assert select_refusal(cast(Any, interaction), select) == (None if ok else t("en", NOT_A_CHOICE))


# --- on_app_command_error ---------------------------------------------------------------------------------------
class Response:
    def __init__(self) -> None:
        self.sent: list[str] = []
        self.choices: list[Any] | None = None

    def is_done(self) -> bool:
        return bool(self.sent) or self.choices is not None

    async def send_message(self, text: str, **_: Any) -> None:
        self.sent.append(text)

    async def autocomplete(self, choices: list[Any]) -> None:
        self.choices = choices


def failing(data: dict[str, Any], kind: discord.InteractionType = discord.InteractionType.application_command) -> Any:
    return SimpleNamespace(type=kind, data=data, response=Response(), command=None)


async def on_error(interaction: Any, error: Exception) -> None:
    bot = SimpleNamespace(tree=tree())
    await GameMasterBot.on_app_command_error(cast(Any, bot), interaction, cast(Any, error))


async def test_a_transformer_error_is_a_sentence_and_a_warning(caplog: pytest.LogCaptureFixture) -> None:
    """discord.py's own refusals (a value it could not transform, a command or options out of date) are answered
    with a sentence and logged as a warning, without the value: never the generic answer and an ERROR."""
    caplog.set_level(logging.INFO)
    cmd = command("draw")
    interaction = failing(data_for(cmd, [{"name": "count", "type": 4, "value": 99}]))
    await on_error(interaction, app_commands.TransformerError(99, T.integer, app_commands.Transformer()))
    assert interaction.response.sent == ["The option count takes a whole number from 1 to 6; nothing was recorded."]
    interaction = failing(data_for(cmd, [{"name": "count", "type": 4, "value": 2}]))
    await on_error(interaction, app_commands.TransformerError(2, T.integer, app_commands.Transformer()))
    assert interaction.response.sent == ["One of the options of /draw could not be read; nothing was recorded."]
    interaction = failing(data_for(cmd, [{"name": "count", "type": 4, "value": 2}]))
    await on_error(interaction, app_commands.CommandSignatureMismatch(cmd))
    assert interaction.response.sent == [t("en", STALE_COMMANDS)]
    interaction = failing({"name": "gone", "type": 1})
    await on_error(interaction, app_commands.CommandNotFound("gone", []))
    assert interaction.response.sent[0].startswith("I have no command /gone ")
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert all("99" not in r.getMessage() for r in caplog.records)


async def test_an_error_in_an_autocomplete_gets_no_suggestions(caplog: pytest.LogCaptureFixture) -> None:
    """An autocomplete that fails is answered with no suggestions (never a message, which Discord refuses)."""
    interaction = failing({"name": "draw", "type": 1}, discord.InteractionType.autocomplete)
    await on_error(interaction, app_commands.AppCommandError("no focused element"))
    assert interaction.response.choices == [] and interaction.response.sent == []
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


async def test_a_bug_in_a_command_is_still_an_error(caplog: pytest.LogCaptureFixture) -> None:
    """A command that raises is a bug: logged as an error with its traceback, and the generic answer."""
    cmd = command("draw")
    interaction = failing(data_for(cmd, [{"name": "count", "type": 4, "value": 2}]))
    await on_error(interaction, app_commands.CommandInvokeError(cmd, RuntimeError("boom")))
    assert interaction.response.sent == ["Something went wrong on my side; nothing was recorded. Please try again."]
    assert [r.levelno for r in caplog.records if r.name == "bot"] == [logging.ERROR]
    assert re.search("command /draw failed", caplog.text)
