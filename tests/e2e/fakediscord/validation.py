"""Discord's documented limits, checked on what the bot sends.

Each ``check_*`` function returns a list of human-readable problems (empty = valid). The server turns a non-empty list
into Discord's ``400 Invalid Form Body`` (code 50035) and records a violation, so a bot that would be rejected by the
real Discord fails its end-to-end test too.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from typing import Any

from .models import JSON, MessageFlag, iter_components

# Application commands -------------------------------------------------------------------------------------------
MAX_GLOBAL_CHAT_INPUT = 100
MAX_GUILD_CHAT_INPUT = 100
MAX_CONTEXT_MENUS_PER_TYPE = 15
MAX_OPTIONS = 25
MAX_CHOICES = 25
#: Combined name + description + value characters of one command, its options and choices (Discord's docs: 8000);
#: a localised field counts with its longest localisation.
MAX_COMMAND_TOTAL_CHARS = 8000
#: The locales Discord takes in ``name_localizations`` and ``description_localizations``.
DISCORD_LOCALES = frozenset(
    {
        "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl", "no", "pl", "pt-BR",
        "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th", "zh-CN", "ja", "zh-TW", "ko",
    }
)  # fmt: skip

OPTION_SUBCOMMAND = 1
OPTION_GROUP = 2
OPTION_STRING = 3
OPTION_INTEGER = 4
OPTION_BOOLEAN = 5
OPTION_USER = 6
OPTION_CHANNEL = 7
OPTION_ROLE = 8
OPTION_MENTIONABLE = 9
OPTION_NUMBER = 10
OPTION_ATTACHMENT = 11
VALUE_OPTION_TYPES = frozenset(range(3, 12))

# Messages -------------------------------------------------------------------------------------------------------
MAX_CONTENT = 2000
MAX_EMBEDS = 10
MAX_EMBED_TOTAL = 6000
MAX_FILES = 10
MAX_FILE_BYTES = 10 * 1024 * 1024
MAX_ACTION_ROWS = 5
MAX_V2_COMPONENTS = 40


def _is_valid_chat_input_name(name: Any) -> bool:
    """``^[-_\\p{Ll}\\p{N}]{1,32}$`` plus caseless letters (CJK...): what Discord accepts for slash names."""
    if not isinstance(name, str) or not 1 <= len(name) <= 32:
        return False
    for ch in name:
        if ch in "-_'":
            continue
        cat = unicodedata.category(ch)
        if cat == "Ll" or cat.startswith("N") or cat == "Lo":
            continue
        return False
    return True


def _check_description(where: str, value: Any, problems: list[str]) -> None:
    if not isinstance(value, str) or not 1 <= len(value) <= 100:
        shown = value if not isinstance(value, str) else f"{len(value)} chars: {value[:40]!r}..."
        problems.append(f"{where}: description must be 1-100 characters ({shown})")


def _check_localizations(where: str, obj: JSON, problems: list[str], *, name: str) -> None:
    """``name_localizations`` and ``description_localizations``: Discord's locales only, each value within the
    field's own limits. ``name``: "chat" (a slash command's or option's name rule), "menu" (1-32 characters) or
    "choice" (1-100 characters)."""
    for field in ("name_localizations", "description_localizations"):
        values = obj.get(field)
        if values is None:
            continue
        if not isinstance(values, dict):
            problems.append(f"{where}: {field} must be an object")
            continue
        for locale, value in values.items():
            fwhere = f"{where} {field}[{locale}]"
            if locale not in DISCORD_LOCALES:
                problems.append(f"{fwhere}: {locale!r} is not a locale Discord knows")
            elif field == "description_localizations":
                _check_description(fwhere, value, problems)
            elif name == "chat" and not _is_valid_chat_input_name(value):
                problems.append(f"{fwhere}: invalid name {value!r} (must match ^[-_\\p{{Ll}}\\p{{N}}]{{1,32}}$)")
            elif name == "menu" and not (isinstance(value, str) and 1 <= len(value) <= 32):
                problems.append(f"{fwhere}: context menu names must be 1-32 characters")
            elif name == "choice" and not (isinstance(value, str) and 1 <= len(value) <= 100):
                problems.append(f"{fwhere}: choice names must be 1-100 characters")


def _longest(obj: JSON, field: str) -> int:
    """A field's length as Discord counts it towards a command's total: its longest localisation, or itself."""
    values = obj.get(f"{field}_localizations")
    local = [len(str(v)) for v in values.values()] if isinstance(values, dict) else []
    return max([len(str(obj.get(field, ""))), *local])


def _count_chars(obj: JSON) -> int:
    total = _longest(obj, "name") + _longest(obj, "description")
    for choice in obj.get("choices") or []:
        total += _longest(choice, "name") + len(str(choice.get("value", "")))
    for opt in obj.get("options") or []:
        total += _count_chars(opt)
    return total


def _check_choices(where: str, opt: JSON, problems: list[str]) -> None:
    choices = opt.get("choices")
    if choices is None:
        return
    otype = opt.get("type")
    if otype not in (OPTION_STRING, OPTION_INTEGER, OPTION_NUMBER):
        problems.append(f"{where}: choices are only allowed on string, integer and number options")
        return
    if len(choices) > MAX_CHOICES:
        problems.append(f"{where}: {len(choices)} choices (max {MAX_CHOICES})")
    if choices and opt.get("autocomplete"):
        problems.append(f"{where}: autocomplete and choices are mutually exclusive")
    seen: set[str] = set()
    for i, choice in enumerate(choices):
        cname = choice.get("name")
        if not isinstance(cname, str) or not 1 <= len(cname) <= 100:
            problems.append(f"{where}.choices[{i}]: name must be 1-100 characters")
        elif cname in seen:
            problems.append(f"{where}.choices[{i}]: duplicate choice name {cname!r}")
        else:
            seen.add(cname)
        _check_localizations(f"{where}.choices[{i}]", choice, problems, name="choice")
        value = choice.get("value")
        if otype == OPTION_STRING:
            if not isinstance(value, str) or not 1 <= len(value) <= 100:
                problems.append(f"{where}.choices[{i}]: string value must be 1-100 characters")
        elif otype == OPTION_INTEGER:
            if isinstance(value, bool) or not isinstance(value, int):
                problems.append(f"{where}.choices[{i}]: integer option needs an integer value, got {value!r}")
        elif isinstance(value, bool) or not isinstance(value, int | float):
            problems.append(f"{where}.choices[{i}]: number option needs a numeric value, got {value!r}")


def _check_value_option(where: str, opt: JSON, problems: list[str]) -> None:
    otype = opt.get("type")
    _check_choices(where, opt, problems)
    if ("min_value" in opt or "max_value" in opt) and otype not in (OPTION_INTEGER, OPTION_NUMBER):
        problems.append(f"{where}: min_value/max_value only apply to integer and number options")
    if ("min_length" in opt or "max_length" in opt) and otype != OPTION_STRING:
        problems.append(f"{where}: min_length/max_length only apply to string options")
    for key, low in (("min_length", 0), ("max_length", 1)):
        value = opt.get(key)
        if value is not None and not (low <= value <= 6000):
            problems.append(f"{where}: {key} must be {low}-6000")
    if opt.get("autocomplete") and otype not in (OPTION_STRING, OPTION_INTEGER, OPTION_NUMBER):
        problems.append(f"{where}: autocomplete is only allowed on string, integer and number options")
    if opt.get("channel_types") is not None and otype != OPTION_CHANNEL:
        problems.append(f"{where}: channel_types only applies to channel options")
    if opt.get("options"):
        problems.append(f"{where}: a value option cannot have options")


def _check_options(where: str, options: Any, level: str, problems: list[str]) -> None:
    """``level``: "top" (a command's options), "group" (a subcommand group's), "sub" (a subcommand's)."""
    if options is None:
        return
    if not isinstance(options, list):
        problems.append(f"{where}.options: must be a list")
        return
    if len(options) > MAX_OPTIONS:
        problems.append(f"{where}: {len(options)} options (max {MAX_OPTIONS})")
    names: set[str] = set()
    kinds = {"sub": 0, "value": 0}
    seen_optional = False
    for i, opt in enumerate(options):
        if not isinstance(opt, dict):
            problems.append(f"{where}.options[{i}]: must be an object")
            continue
        name = opt.get("name")
        owhere = f"{where} {name}" if isinstance(name, str) else f"{where}.options[{i}]"
        if not _is_valid_chat_input_name(name):
            problems.append(f"{owhere}: invalid option name {name!r} (must match ^[-_\\p{{Ll}}\\p{{N}}]{{1,32}}$)")
        elif name in names:
            problems.append(f"{owhere}: duplicate option name {name!r}")
        else:
            names.add(str(name))
        _check_description(owhere, opt.get("description"), problems)
        _check_localizations(owhere, opt, problems, name="chat")
        otype = opt.get("type")
        if otype == OPTION_SUBCOMMAND:
            kinds["sub"] += 1
            if level == "sub":
                problems.append(f"{owhere}: a subcommand cannot contain subcommands or groups")
            if opt.get("required"):
                problems.append(f"{owhere}: a subcommand cannot be required")
            _check_options(owhere, opt.get("options"), "sub", problems)
        elif otype == OPTION_GROUP:
            kinds["sub"] += 1
            if level == "sub":
                problems.append(f"{owhere}: a subcommand cannot contain subcommands or groups")
            elif level == "group":
                problems.append(f"{owhere}: a subcommand group may only contain subcommands")
            sub_options = opt.get("options") or []
            if not sub_options:
                problems.append(f"{owhere}: a subcommand group needs at least one subcommand")
            _check_options(owhere, sub_options, "group", problems)
        elif otype in VALUE_OPTION_TYPES:
            kinds["value"] += 1
            if level == "group":
                problems.append(f"{owhere}: a subcommand group may only contain subcommands")
            _check_value_option(owhere, opt, problems)
            if opt.get("required"):
                if seen_optional:
                    problems.append(f"{owhere}: required options must come before optional ones")
            else:
                seen_optional = True
        else:
            problems.append(f"{owhere}: unknown option type {otype!r}")
    if kinds["sub"] and kinds["value"]:
        problems.append(f"{where}: cannot mix subcommands/groups with value options at the same level")
    _check_localised_names_unique(where, [o for o in options if isinstance(o, dict)], problems)


def _check_localised_names_unique(where: str, siblings: list[JSON], problems: list[str]) -> None:
    """In each locale, the names siblings show (a localisation, else the name) are distinct."""
    locales = {
        loc for o in siblings if isinstance(o.get("name_localizations"), dict) for loc in o["name_localizations"]
    }
    for locale in sorted(locales):
        shown = [(o.get("name_localizations") or {}).get(locale, o.get("name")) for o in siblings]
        for name in sorted({n for n in shown if shown.count(n) > 1}, key=str):
            problems.append(f"{where}: two options show the name {name!r} in {locale}")


def check_command(cmd: Any) -> list[str]:
    """One command as sent in a bulk overwrite or single upsert."""
    problems: list[str] = []
    if not isinstance(cmd, dict):
        return ["command must be an object"]
    ctype = cmd.get("type", 1)
    name = cmd.get("name")
    where = f"/{name}" if isinstance(name, str) else "command"
    if ctype == 1:
        if not _is_valid_chat_input_name(name):
            problems.append(f"{where}: invalid command name {name!r} (must match ^[-_\\p{{Ll}}\\p{{N}}]{{1,32}}$)")
        _check_description(where, cmd.get("description"), problems)
        _check_localizations(where, cmd, problems, name="chat")
        _check_options(where, cmd.get("options"), "top", problems)
        total = _count_chars(cmd)
        if total > MAX_COMMAND_TOTAL_CHARS:
            problems.append(
                f"{where}: {total} characters in names, descriptions and values (max {MAX_COMMAND_TOTAL_CHARS})"
            )
    elif ctype in (2, 3):
        if not isinstance(name, str) or not 1 <= len(name) <= 32:
            problems.append(f"{where}: context menu names must be 1-32 characters")
        if cmd.get("description"):
            problems.append(f"{where}: context menu commands cannot have a description")
        _check_localizations(where, cmd, problems, name="menu")
        if cmd.get("options"):
            problems.append(f"{where}: context menu commands cannot have options")
    else:
        problems.append(f"{where}: unknown command type {ctype!r}")
    contexts = cmd.get("contexts")
    if contexts is not None and (not isinstance(contexts, list) or not set(contexts) <= {0, 1, 2}):
        problems.append(f"{where}: contexts must be a list drawn from 0, 1, 2")
    perms = cmd.get("default_member_permissions")
    if perms is not None:
        try:
            int(perms)
        except (TypeError, ValueError):
            problems.append(f"{where}: default_member_permissions must be a permission integer or string")
    return problems


def check_command_list(commands: Any, *, guild: bool) -> list[str]:
    """A whole ``PUT /applications/{app}/commands`` (or guild) payload."""
    if not isinstance(commands, list):
        return ["bulk overwrite payload must be a list of commands"]
    problems: list[str] = []
    seen: set[tuple[int, str]] = set()
    counts = {1: 0, 2: 0, 3: 0}
    for cmd in commands:
        problems.extend(check_command(cmd))
        if isinstance(cmd, dict):
            key = (int(cmd.get("type", 1)), str(cmd.get("name")))
            if key in seen:
                problems.append(f"/{key[1]}: two commands of type {key[0]} share this name")
            seen.add(key)
            if key[0] in counts:
                counts[key[0]] += 1
    limit = MAX_GUILD_CHAT_INPUT if guild else MAX_GLOBAL_CHAT_INPUT
    if counts[1] > limit:
        problems.append(f"{counts[1]} slash commands (max {limit})")
    for ctype in (2, 3):
        if counts[ctype] > MAX_CONTEXT_MENUS_PER_TYPE:
            problems.append(f"{counts[ctype]} context menu commands of type {ctype} (max {MAX_CONTEXT_MENUS_PER_TYPE})")
    return problems


# Messages -------------------------------------------------------------------------------------------------------
def check_embeds(embeds: Any) -> list[str]:
    if embeds is None:
        return []
    if not isinstance(embeds, list):
        return ["embeds must be a list"]
    problems: list[str] = []
    if len(embeds) > MAX_EMBEDS:
        problems.append(f"{len(embeds)} embeds (max {MAX_EMBEDS})")
    total = 0

    def limit(where: str, value: Any, maximum: int, *, required: bool = False) -> None:
        nonlocal total
        if value is None:
            if required:
                problems.append(f"{where} is required")
            return
        text = str(value)
        total += len(text)
        if len(text) > maximum:
            problems.append(f"{where}: {len(text)} characters (max {maximum})")
        if required and not text.strip():
            problems.append(f"{where} must not be empty")

    for i, embed in enumerate(embeds):
        if not isinstance(embed, dict):
            problems.append(f"embeds[{i}] must be an object")
            continue
        limit(f"embeds[{i}].title", embed.get("title"), 256)
        limit(f"embeds[{i}].description", embed.get("description"), 4096)
        fields = embed.get("fields") or []
        if len(fields) > 25:
            problems.append(f"embeds[{i}]: {len(fields)} fields (max 25)")
        for j, fld in enumerate(fields):
            limit(f"embeds[{i}].fields[{j}].name", fld.get("name"), 256, required=True)
            limit(f"embeds[{i}].fields[{j}].value", fld.get("value"), 1024, required=True)
        footer = embed.get("footer")
        if isinstance(footer, dict):
            limit(f"embeds[{i}].footer.text", footer.get("text"), 2048)
        author = embed.get("author")
        if isinstance(author, dict):
            limit(f"embeds[{i}].author.name", author.get("name"), 256)
        for key in ("url",):
            url = embed.get(key)
            if url is not None and not str(url).startswith(("http://", "https://")):
                problems.append(f"embeds[{i}].{key}: not a valid URL: {url!r}")
        for key in ("image", "thumbnail"):
            sub = embed.get(key)
            if isinstance(sub, dict):
                url = str(sub.get("url", ""))
                if not url.startswith(("http://", "https://", "attachment://")):
                    problems.append(f"embeds[{i}].{key}.url: not a valid URL: {url!r}")
    if total > MAX_EMBED_TOTAL:
        problems.append(f"embeds: {total} characters in total (max {MAX_EMBED_TOTAL})")
    return problems


def _check_button(where: str, comp: JSON, problems: list[str]) -> None:
    style = comp.get("style")
    if style not in (1, 2, 3, 4, 5, 6):
        problems.append(f"{where}: invalid button style {style!r}")
    if style == 5:
        if not comp.get("url") or comp.get("custom_id"):
            problems.append(f"{where}: link buttons need a url and no custom_id")
    elif style == 6:
        if not comp.get("sku_id"):
            problems.append(f"{where}: premium buttons need a sku_id")
    elif not comp.get("custom_id"):
        problems.append(f"{where}: non-link buttons need a custom_id")
    label = comp.get("label")
    if label is not None and len(str(label)) > 80:
        problems.append(f"{where}: label is {len(str(label))} characters (max 80)")
    if not label and not comp.get("emoji"):
        problems.append(f"{where}: a button needs a label or an emoji")


def _check_select(where: str, comp: JSON, problems: list[str]) -> None:
    ctype = comp.get("type")
    min_values = comp.get("min_values", 1)
    max_values = comp.get("max_values", 1)
    if not (0 <= min_values <= 25) or not (1 <= max_values <= 25) or min_values > max_values:
        problems.append(f"{where}: min_values/max_values out of range ({min_values}, {max_values})")
    placeholder = comp.get("placeholder")
    if placeholder is not None and len(str(placeholder)) > 150:
        problems.append(f"{where}: placeholder is longer than 150 characters")
    if ctype == 3:
        options = comp.get("options") or []
        if not 1 <= len(options) <= 25:
            problems.append(f"{where}: a string select needs 1-25 options, has {len(options)}")
        if max_values > len(options) and options:
            problems.append(f"{where}: max_values {max_values} exceeds the {len(options)} options")
        values: set[str] = set()
        for k, option in enumerate(options):
            for key in ("label", "value"):
                text = option.get(key)
                if not isinstance(text, str) or not 1 <= len(text) <= 100:
                    problems.append(f"{where}.options[{k}].{key} must be 1-100 characters")
            desc = option.get("description")
            if desc is not None and len(str(desc)) > 100:
                problems.append(f"{where}.options[{k}].description is longer than 100 characters")
            if str(option.get("value")) in values:
                problems.append(f"{where}.options[{k}]: duplicate value {option.get('value')!r}")
            values.add(str(option.get("value")))


def check_components(components: Any, flags: int) -> list[str]:
    if components is None:
        return []
    if not isinstance(components, list):
        return ["components must be a list"]
    problems: list[str] = []
    v2 = bool(flags & MessageFlag.IS_COMPONENTS_V2)
    if v2:
        count = sum(1 for _ in iter_components(components))
        if count > MAX_V2_COMPONENTS:
            problems.append(f"{count} components (max {MAX_V2_COMPONENTS} with components v2)")
    else:
        if len(components) > MAX_ACTION_ROWS:
            problems.append(f"{len(components)} action rows (max {MAX_ACTION_ROWS})")
        for i, row in enumerate(components):
            if not isinstance(row, dict) or row.get("type") != 1:
                problems.append(f"components[{i}]: top-level components must be action rows without components v2")
                continue
            children = row.get("components") or []
            if not children:
                problems.append(f"components[{i}]: an action row needs at least one component")
            selects = [c for c in children if c.get("type") in (3, 5, 6, 7, 8)]
            if selects and len(children) > 1:
                problems.append(f"components[{i}]: a select menu must be alone in its action row")
            if len(children) > 5:
                problems.append(f"components[{i}]: {len(children)} buttons in one row (max 5)")
    custom_ids: set[str] = set()
    for comp in iter_components(components):
        ctype = comp.get("type")
        cid = comp.get("custom_id")
        where = f"component {cid!r}" if cid else f"component of type {ctype}"
        if cid is not None:
            if not isinstance(cid, str) or not 1 <= len(cid) <= 100:
                problems.append(f"{where}: custom_id must be 1-100 characters")
            elif cid in custom_ids:
                problems.append(f"{where}: custom_id used twice in one message")
            custom_ids.add(str(cid))
        if ctype == 2:
            _check_button(where, comp, problems)
        elif ctype in (3, 5, 6, 7, 8):
            if not cid:
                problems.append(f"{where}: select menus need a custom_id")
            _check_select(where, comp, problems)
        elif ctype == 4:
            problems.append(f"{where}: text inputs are only allowed in modals")
    return problems


def check_message(payload: JSON, n_files: int) -> list[str]:
    """Structural problems of a message create/edit payload (emptiness is checked on the merged result)."""
    problems: list[str] = []
    content = payload.get("content")
    if content is not None and len(str(content)) > MAX_CONTENT:
        problems.append(f"content: {len(str(content))} characters (max {MAX_CONTENT})")
    flags = int(payload.get("flags") or 0)
    problems += check_embeds(payload.get("embeds"))
    problems += check_components(payload.get("components"), flags)
    if flags & MessageFlag.IS_COMPONENTS_V2 and (payload.get("content") or payload.get("embeds")):
        problems.append("content and embeds cannot be used with the IS_COMPONENTS_V2 flag")
    if n_files > MAX_FILES:
        problems.append(f"{n_files} files (max {MAX_FILES})")
    return problems


def check_autocomplete_choices(choices: Any, option_type: int) -> list[str]:
    if not isinstance(choices, list):
        return ["autocomplete result: choices must be a list"]
    problems: list[str] = []
    if len(choices) > MAX_CHOICES:
        problems.append(f"autocomplete result: {len(choices)} choices (max {MAX_CHOICES})")
    for i, choice in enumerate(choices):
        name = choice.get("name") if isinstance(choice, dict) else None
        if not isinstance(name, str) or not 1 <= len(name) <= 100:
            problems.append(f"autocomplete choices[{i}]: name must be 1-100 characters")
        value = choice.get("value") if isinstance(choice, dict) else None
        if option_type == OPTION_STRING and (not isinstance(value, str) or len(value) > 100):
            problems.append(f"autocomplete choices[{i}]: value must be a string of at most 100 characters")
        if option_type == OPTION_INTEGER and (isinstance(value, bool) or not isinstance(value, int)):
            problems.append(f"autocomplete choices[{i}]: value must be an integer")
        if option_type == OPTION_NUMBER and (isinstance(value, bool) or not isinstance(value, int | float)):
            problems.append(f"autocomplete choices[{i}]: value must be a number")
    return problems


def check_modal(data: Any) -> list[str]:
    if not isinstance(data, dict):
        return ["modal: data must be an object"]
    problems: list[str] = []
    cid = data.get("custom_id")
    if not isinstance(cid, str) or not 1 <= len(cid) <= 100:
        problems.append("modal: custom_id must be 1-100 characters")
    title = data.get("title")
    if not isinstance(title, str) or not 1 <= len(title) <= 45:
        problems.append("modal: title must be 1-45 characters")
    comps = data.get("components") or []
    if not 1 <= len(comps) <= 5:
        problems.append(f"modal: needs 1-5 top-level components, has {len(comps)}")
    for comp in iter_components(comps):
        if comp.get("type") == 4:
            label = comp.get("label")
            if label is not None and len(str(label)) > 45:
                problems.append(f"modal text input {comp.get('custom_id')!r}: label longer than 45 characters")
            if not comp.get("custom_id"):
                problems.append("modal text input without custom_id")
    return problems


def names_of(commands: Iterable[JSON]) -> list[str]:
    return [str(c.get("name")) for c in commands]
