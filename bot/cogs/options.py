"""Slash command options checked against the commands' own declarations before any callback runs.

Discord's client only offers what a command declares (its options, their types, choices, ranges and lengths), but a
modified client or a raw API call can send anything, and discord.py passes most of it through unchecked: a
`Literal` or `Range` option arrives with any value of the right JSON type, an unknown option is ignored, a value of
the wrong type reaches the callback. `GameMasterTree` (bot/app.py) asks `check_slash` about every slash command before
acknowledging it, and refuses what does not fit with a sentence naming the option as the player sees it
("The option count takes a whole number from 1 to 6; nothing was recorded."), so no callback ever sees such a
value. Autocomplete interactions go through `clean_autocomplete`: options that do not fit are dropped, and a
focused value that cannot be typed text gets no suggestions.

Everything here is derived from `app_commands.Command.parameters` (type, choices, min_value/max_value, which are
lengths for text, required, autocomplete) and from Discord's own limits on each option type; nothing is listed by
hand, so a new command or option is covered when it is declared. The sentences name options and choices, never the
value sent, and `Refusal.reason` (for the log) names the command and option only.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import discord
from discord import AppCommandOptionType as T
from discord import app_commands

from bot.text.i18n import DEFAULT_LOCALE, Locale, listing, t
from bot.text.say import Say, words

__all__ = [
    "MAX_INTEGER",
    "MAX_TEXT",
    "Refusal",
    "check_options",
    "check_slash",
    "clean_autocomplete",
    "find_command",
    "fits",
    "takes",
]

MAX_INTEGER = 2**53
"""Discord's integer options hold -2^53..2^53."""
MAX_TEXT = 6000
"""Discord's longest string option value."""
_SAFE_NAME = re.compile(r"[-_a-z0-9]{1,32}")
_SNOWFLAKE = re.compile(r"[0-9]{1,20}")
# Where Discord puts the object a snowflake option names (`data.resolved`).
_RESOLVED = {
    T.user: ("users",),
    T.channel: ("channels",),
    T.role: ("roles",),
    T.mentionable: ("users", "roles"),
    T.attachment: ("attachments",),
}

Command = app_commands.Command[Any, ..., Any]


@dataclass(frozen=True)
class Refusal:
    """Why an interaction's options do not fit its command: `sentence` for the player, `reason` for the log (the
    command's and the option's declared names, never a value)."""

    say: Say
    reason: str
    command: str = "?"

    @property
    def sentence(self) -> str:
        """The sentence in English (for tests and log lines); players read `say` in their language."""
        return self.say(DEFAULT_LOCALE)


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def _bounded(locale: Locale, what: str, low: float | None, high: float | None) -> str:
    """'a whole number from 1 to 6' ('what': integer or number; options.ftl)."""
    bounds = "both" if low is not None and high is not None else "low" if low is not None else "high"
    if low is None and high is None:
        bounds = "none"
    return t(
        locale,
        "option-takes-number",
        what=what,
        bounds=bounds,
        low=_number(low) if low is not None else "",
        high=_number(high) if high is not None else "",
    )


def takes(param: app_commands.Parameter, locale: Locale = DEFAULT_LOCALE) -> str:
    """What an option takes, in the player's words: 'a whole number from 1 to 6', 'one of: yes, no or abstain'."""
    if param.choices:
        return t(locale, "option-takes-one-of", choices=listing(locale, (c.name for c in param.choices), "or"))
    kind = param.type
    if kind is T.integer:
        return _bounded(locale, "integer", param.min_value, param.max_value)
    if kind is T.number:
        return _bounded(locale, "number", param.min_value, param.max_value)
    if kind is T.string:
        low = int(param.min_value) if param.min_value is not None else 0
        high = int(param.max_value) if param.max_value is not None else MAX_TEXT
        form = "at-most" if low <= 0 else "exactly" if low == high else "between"
        return t(locale, "option-takes-text", form=form, low=str(low), high=str(high))
    kinds = {
        T.boolean: "boolean",
        T.user: "user",
        T.channel: "channel",
        T.role: "role",
        T.mentionable: "mentionable",
        T.attachment: "attachment",
    }
    return t(locale, "option-takes-kind", kind=kinds.get(kind, "value"))


def _takes(param: app_commands.Parameter) -> Say:
    return lambda locale: takes(param, locale)


def _needs(group: str, subs: list[str]) -> Say:
    """'/vote needs one of its commands: budget, cast or president; nothing was recorded.'"""
    return lambda locale: t(locale, "option-needs-subcommand", group=group, commands=listing(locale, subs, "or"))


def _yes(value: object) -> str:
    """'yes' if there is a value (what a message selects on), else 'no'."""
    return "yes" if value else "no"


def _refused(message: str, reason: str, where: str = "?", **args: object) -> Refusal:
    """A refusal whose sentence is `message` of options.ftl (it ends with 'nothing was recorded'); `where`: the
    command's qualified name, for the log."""
    return Refusal(words(message, **args), reason, where)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _snowflake(value: Any) -> str | None:
    text = str(value) if _is_int(value) else value
    if isinstance(text, str) and _SNOWFLAKE.fullmatch(text) and int(text) < 2**64:
        return text
    return None


def fits(param: app_commands.Parameter, option: Mapping[str, Any], resolved: Any = None) -> bool:
    """Whether one option as Discord sends it (`{"name", "type", "value"}`) fits its declared parameter: the same
    option type, a value of that type within Discord's limits, and the declared choices, range or length; a user,
    channel, role or file must be one Discord resolved (`resolved`: the interaction's `data.resolved`)."""
    kind = param.type
    if not _is_int(option.get("type")) or option["type"] != kind.value or "value" not in option:
        return False
    value = option["value"]
    if kind is T.string:
        if not isinstance(value, str):
            return False
        low = param.min_value if param.min_value is not None else 0
        high = param.max_value if param.max_value is not None else MAX_TEXT
        if not low <= len(value) <= min(high, MAX_TEXT):
            return False
    elif kind is T.integer:
        if not _is_int(value) or not -MAX_INTEGER <= value <= MAX_INTEGER:
            return False
    elif kind is T.number:
        if not (_is_int(value) or isinstance(value, float)) or not math.isfinite(value):
            return False
        if not -MAX_INTEGER <= value <= MAX_INTEGER:
            return False
    elif kind is T.boolean:
        return isinstance(value, bool)
    elif kind in _RESOLVED:
        # Discord sends the id as a string, and discord.py finds the object by that string.
        key = _snowflake(value) if isinstance(value, str) else None
        if key is None or not isinstance(resolved, Mapping):
            return False
        return any(isinstance(resolved.get(where), Mapping) and key in resolved[where] for where in _RESOLVED[kind])
    else:
        return False
    if kind in (T.integer, T.number):
        if param.min_value is not None and value < param.min_value:
            return False
        if param.max_value is not None and value > param.max_value:
            return False
    if param.choices:
        return any(type(c.value) is type(value) and c.value == value for c in param.choices)
    return True


def _shown(name: Any) -> str | None:
    """An option or command name as sent, if it looks like one (else it is not repeated to the player)."""
    return name if isinstance(name, str) and _SAFE_NAME.fullmatch(name) else None


def find_command(tree: app_commands.CommandTree[Any], data: Any) -> tuple[Command, list[Any]] | Refusal:
    """The slash command an interaction's `data` names (through its groups), with the options given to it; or why
    there is none. Looked up as discord.py does: the guild's commands first when `data` names a guild."""
    if not isinstance(data, Mapping) or data.get("type", 1) != 1 or not isinstance(data.get("name"), str):
        return _refused("option-no-such-command", "no such command")
    name = data["name"]
    found: Command | app_commands.Group | None = None
    guild_id = data.get("guild_id")
    if guild_id is not None:
        snowflake = _snowflake(guild_id)
        if snowflake is None:
            return _refused("option-no-such-command", "a malformed guild id")
        found = tree.get_command(name, guild=discord.Object(int(snowflake)))
    if found is None:
        found = tree.get_command(name)
    if found is None:
        return _refused("option-no-command", "no such command", name=_shown(name) or "", named=_yes(_shown(name)))
    options: Any = data.get("options", [])
    while isinstance(found, app_commands.Group):
        group = found
        first: Any = options[0] if isinstance(options, list) and options else None
        if not isinstance(first, Mapping) or first.get("type") not in (1, 2) or not isinstance(first.get("name"), str):
            found = None
        else:
            found = group.get_command(first["name"])
        if found is None:
            subs = sorted(c.name for c in group.commands)
            return Refusal(_needs(group.qualified_name, subs), "no such subcommand", group.qualified_name)
        if isinstance(found, app_commands.Group) != (first["type"] == 2):
            return _refused("option-unreadable", "a malformed subcommand", group.qualified_name)
        options = first.get("options", [])
    if not isinstance(options, list):
        return _refused("option-unreadable", "malformed options", found.qualified_name)
    return found, options


def _params(command: Command) -> dict[str, app_commands.Parameter]:
    return {p.display_name: p for p in command.parameters}


def _unknown(command: Command, name: Any) -> Refusal:
    params = _params(command)
    shown, names, qualified = _shown(name) or "", list(params), command.qualified_name
    if not params:
        return _refused("option-takes-none", "an option it does not have", qualified, command=qualified)
    return Refusal(
        lambda locale: t(
            locale,
            "option-unknown",
            command=qualified,
            option=shown,
            named=_yes(shown),
            options=listing(locale, names),
            count=len(names),
        ),
        "an option it does not have",
        qualified,
    )


def check_options(command: Command, options: Any, resolved: Any = None) -> Refusal | None:
    """None if `options` (the leaf options of a slash command, as Discord sends them) fit `command`'s declaration:
    only declared options, each once, each fitting (`fits`), every required one given. Otherwise the refusal,
    about the first option that does not fit."""
    if not isinstance(options, list):
        return _refused("option-unreadable", "malformed options", command.qualified_name)
    params = _params(command)
    seen: set[str] = set()
    for option in options:
        if not isinstance(option, Mapping) or not isinstance(option.get("name"), str):
            return _refused("option-unreadable", "a malformed option", command.qualified_name)
        name = option["name"]
        param = params.get(name)
        if param is None:
            return _unknown(command, name)
        if name in seen:
            return _refused("option-twice", f"option {name} twice", command.qualified_name, option=name)
        seen.add(name)
        if not fits(param, option, resolved):
            return _refused(
                "option-does-not-fit",
                f"option {name} outside its declaration",
                command.qualified_name,
                option=name,
                takes=_takes(param),
            )
    for name, param in params.items():
        if param.required and name not in seen:
            return _refused(
                "option-required", f"option {name} missing", command.qualified_name, option=name, takes=_takes(param)
            )
    return None


def _readable(interaction: discord.Interaction[Any] | None, data: Mapping[str, Any], options: list[Any]) -> bool:
    """Whether discord.py can build the interaction's namespace from these options (it does so outside any error
    handler, so anything it would raise is caught here first)."""
    if interaction is None:
        return True
    try:
        app_commands.Namespace(interaction, data.get("resolved") or {}, options)  # type: ignore[arg-type]
    except Exception:
        return False
    return True


def check_slash(
    tree: app_commands.CommandTree[Any], data: Any, interaction: discord.Interaction[Any] | None = None
) -> Refusal | None:
    """None if a slash command interaction's `data` names one of `tree`'s commands with options that fit its
    declaration (and, given the `interaction`, that discord.py can read); otherwise the refusal to answer with."""
    found = find_command(tree, data)
    if isinstance(found, Refusal):
        return found
    command, options = found
    refusal = check_options(command, options, data.get("resolved"))
    if refusal is None and not _readable(interaction, data, options):
        refusal = _refused("option-unreadable", "unreadable options", command.qualified_name)
    return refusal


def clean_autocomplete(
    tree: app_commands.CommandTree[Any], data: Any, interaction: discord.Interaction[Any] | None = None
) -> bool:
    """Make an autocomplete interaction's `data` fit its command, in place, before discord.py reads it: exactly one
    focused option, one that has autocomplete, its value as typed text (Discord sends what is being typed as a
    string, whatever the option's type); the other options that do not fit their declaration are dropped (the
    autocomplete then sees them as not given). False when there is nothing to suggest for (no such command or
    option, no single focused option, a focused value that is not text)."""
    found = find_command(tree, data)
    if isinstance(found, Refusal):
        return False
    command, options = found
    params = _params(command)
    resolved = data.get("resolved")
    kept: list[Any] = []
    focused = 0
    seen: set[str] = set()
    for option in options:
        if not isinstance(option, dict) or not isinstance(option.get("name"), str) or option["name"] in seen:
            if isinstance(option, Mapping) and option.get("focused"):
                return False
            continue
        param = params.get(option["name"])
        if option.get("focused"):
            focused += 1
            value = option.get("value", "")
            if param is None or not param.autocomplete or option.get("type") != param.type.value:
                return False
            if isinstance(value, bool):
                value = "true" if value else "false"
            elif _is_int(value) or (isinstance(value, float) and math.isfinite(value)):
                value = str(value)
            if not isinstance(value, str) or len(value) > MAX_TEXT:
                return False
            option["value"] = value
        elif param is None or not fits(param, option, resolved):
            continue
        seen.add(option["name"])
        kept.append(option)
    if focused != 1:
        return False
    options[:] = kept
    return _readable(interaction, data, options)
