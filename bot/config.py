"""The bot's configuration: `config.toml` (see config.example.toml) plus a few environment variables.

- `JUNTA_CONFIG`: the file to read (default `./config.toml`). A missing default file is fine (every setting
  has a default and the token may come from the environment); a missing file that was asked for is an error.
- `DISCORD_TOKEN`: the bot token; wins over `[discord] token` in the file.
- `JUNTA_DATABASE_URL`: the database, `postgresql://...` or a SQLite file (a path or `sqlite:PATH`); wins over
  `JUNTA_DB` and over `[database] url` and `path`. `JUNTA_DB`: the SQLite file; wins over `[database] path` (which is
  relative to the config file's folder, as a relative `sqlite:` url is).
- `JUNTA_LEASE_SECONDS`: wins over `[database] lease_seconds`.
- `JUNTA_SHARD_COUNT`, `JUNTA_SHARD_IDS` (e.g. `0,1`): the gateway shards this process takes; win over
  `[discord] shard_count` and `shard_ids`.
- `DISCORD_API_BASE`, `DISCORD_GATEWAY_URL`: where Discord's REST API and gateway are; win over `[discord] api_base`
  and `gateway_url`. Unset (the default), the real Discord. Set them to reach Discord through a proxy, or a local
  fake Discord (the end-to-end tests and `bench.bot` do).
- `JUNTA_TEST_SEED`: every new game's seed is drawn from it and the game's channel, so that a game played again with
  the same orders is the same game. Unset in production (each game gets a seed of its own).

Every problem is a `ConfigError` whose message is one line saying what to change. The token is never part of a
message or of a `repr`.
"""

from __future__ import annotations

import functools
import json
import math
import os
import re
import tomllib
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field, fields, replace
from datetime import time
from pathlib import Path
from typing import Any, TypeVar
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

from bot.store.base import check_address, sqlite_path
from bot.store.errors import StoreError

__all__ = [
    "DEFAULT_CONFIG_PATH",
    "ENV_API_BASE",
    "ENV_CONFIG",
    "ENV_DATABASE_URL",
    "ENV_DB",
    "ENV_FIXED_SEED",
    "ENV_GATEWAY_URL",
    "ENV_LEASE",
    "ENV_SHARD_COUNT",
    "ENV_SHARD_IDS",
    "ENV_SLOW_CALLBACK",
    "ENV_TOKEN",
    "LOG_LEVELS",
    "Config",
    "ConfigError",
    "GameSettings",
    "load_config",
]

ENV_CONFIG = "JUNTA_CONFIG"
ENV_TOKEN = "DISCORD_TOKEN"
ENV_DB = "JUNTA_DB"
ENV_DATABASE_URL = "JUNTA_DATABASE_URL"
ENV_LEASE = "JUNTA_LEASE_SECONDS"
ENV_SHARD_COUNT = "JUNTA_SHARD_COUNT"
ENV_SHARD_IDS = "JUNTA_SHARD_IDS"
ENV_API_BASE = "DISCORD_API_BASE"
ENV_GATEWAY_URL = "DISCORD_GATEWAY_URL"
ENV_FIXED_SEED = "JUNTA_TEST_SEED"
ENV_SLOW_CALLBACK = "JUNTA_SLOW_CALLBACK"
DEFAULT_CONFIG_PATH = Path("config.toml")
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
NO_TOKEN = "no Discord token: set DISCORD_TOKEN or [discord] token in config.toml (copy config.example.toml)"

_CLOCK = re.compile(r"^([01]?[0-9]|2[0-3]):([0-5][0-9])$")  # ASCII digits: "٢٢:٠٠" is no time of day


class ConfigError(Exception):
    """A setting is missing or wrong; the message (one line) says which and what to do."""


def _own_classes() -> dict[str, type[Any]]:
    """Each registered game's own settings, by kind: the typed object its description declares
    (`bot.games.Game.settings`: a frozen dataclass whose fields are the settings' names with their defaults, checked
    as it is built). The registry is imported here, when settings are first built, not when this module is: the
    games' faces import the config."""
    from bot.games import games

    return {g.kind: g.settings for g in games() if g.settings is not None}


def _own_names() -> dict[str, tuple[str, ...]]:
    """Which games declare each of the games' own setting names, by name (a name of several games is ambiguous in
    the config file's flat `[game]`: it goes under `[game.<kind>]`)."""
    names: dict[str, tuple[str, ...]] = {}
    for kind, own in _own_classes().items():
        for f in fields(own):
            names[f.name] = (*names.get(f.name, ()), kind)
    return names


def _number(name: str, value: object, *, minimum: float, strict: bool, integer: bool = False) -> float:
    """`value` as a number >= minimum (> minimum when strict), else ConfigError."""
    kind = "a whole number" if integer else "a number"
    if isinstance(value, bool) or not isinstance(value, int | float) or (integer and not isinstance(value, int)):
        raise ConfigError(f"{name} must be {kind}, not {value!r}")
    if not math.isfinite(value) or value < minimum or (strict and value == minimum):
        bound = f"more than {minimum:g}" if strict else f"at least {minimum:g}"
        raise ConfigError(f"{name} = {value!r} is out of range: it must be {bound}")
    return value


_S = TypeVar("_S")


@dataclass(frozen=True)
class GameSettings:
    """A game's settings: the config's `[game]` defaults, stored per game as JSON (`games.settings`).

    The shared bot's own are those every game's steps may use (the shared deadlines, reminders and Done:
    `bot.deadlines`, the shared forming's created post); a game's own (its rules' options) are a typed object of the
    game's module, declared in its description (`bot.games.Game.settings`) and read with `of(kind, type)`. `own`
    holds one per registered game that declares some (its defaults if not given), in `bot.games.KINDS`' order.

    Names: in the stored JSON, a game's own settings are plain keys beside the shared ones (as they were before games
    declared their own, so stored games read the same); in the config file, under `[game.<kind>]`, or plain keys in
    `[game]` itself (as config files written before give them).
    Built values are always valid (checked on construction, so also after `dataclasses.replace`)."""

    deadline_time: str = "22:00"  # "HH:MM", 24-hour, in deadline_zone
    deadline_zone: str = "America/New_York"  # an IANA time zone name
    min_phase_hours: float = 20.0  # a phase ends at the next deadline_time at least this far away
    phase_minutes: int = 0  # a fixed phase length instead of the daily deadline (0: daily deadline)
    early_resolution: bool = True  # resolve once every player who owes orders has marked them done
    reminder_hours: float = 6.0  # remind this long before the deadline (0: no reminder)
    own: tuple[tuple[str, Any], ...] = ()  # (kind, the game's own settings), for each game that declares some

    def __post_init__(self) -> None:
        if not isinstance(self.deadline_time, str) or not (match := _CLOCK.match(self.deadline_time.strip())):
            raise ConfigError(
                f"deadline_time = {self.deadline_time!r} is not a time of day: "
                'write it as "HH:MM" (24-hour), e.g. "22:00"'
            )
        object.__setattr__(self, "deadline_time", f"{int(match.group(1)):02d}:{match.group(2)}")
        if not isinstance(self.deadline_zone, str):
            raise ConfigError(f"deadline_zone must be a time zone name in quotes, not {self.deadline_zone!r}")
        try:
            ZoneInfo(self.deadline_zone)
        except (ZoneInfoNotFoundError, ValueError, OSError) as error:
            hint = "" if available_timezones() else " (this system has no time zone data: pip install tzdata)"
            raise ConfigError(
                f"deadline_zone = {self.deadline_zone!r} is not a time zone: use an IANA name such as "
                f'"America/New_York", "Europe/Paris" or "UTC"{hint}'
            ) from error
        hours = _number("min_phase_hours", self.min_phase_hours, minimum=0, strict=True)
        object.__setattr__(self, "min_phase_hours", float(hours))
        minutes = _number("phase_minutes", self.phase_minutes, minimum=0, strict=False, integer=True)
        object.__setattr__(self, "phase_minutes", int(minutes))
        if not isinstance(self.early_resolution, bool):
            raise ConfigError(f"early_resolution must be true or false, not {self.early_resolution!r}")
        reminder = _number("reminder_hours", self.reminder_hours, minimum=0, strict=False)
        object.__setattr__(self, "reminder_hours", float(reminder))
        classes = _own_classes()
        given = dict(self.own)
        for kind, value in given.items():
            if kind not in classes or not isinstance(value, classes[kind]):
                raise ConfigError(f"{value!r} is not the settings of a game of kind {kind!r}")
        object.__setattr__(self, "own", tuple((k, given.get(k) or own()) for k, own in classes.items()))

    @property
    def deadline_clock(self) -> time:
        hour, minute = self.deadline_time.split(":")
        return time(int(hour), int(minute))

    @property
    def zone(self) -> ZoneInfo:
        return ZoneInfo(self.deadline_zone)

    def of(self, kind: str, own_type: type[_S]) -> _S:
        """The own settings of the game of `kind` (an `own_type`, as its description declares them)."""
        value = dict(self.own).get(kind)
        if not isinstance(value, own_type):
            raise TypeError(f"the game {kind!r} declares no settings of type {own_type.__name__}")
        return value

    def with_own(self, kind: str, value: object) -> GameSettings:
        """These settings with the game of `kind`'s own replaced by `value`."""
        return replace(self, own=tuple((k, value if k == kind else v) for k, v in self.own))

    def changed(self, values: Mapping[str, object]) -> GameSettings:
        """These settings with some changed, by name: the shared names, any game's own names (each game's names
        are its own: a name two games declare must be given as `{kind: {name: value}}`), or `{kind: {...}}` (the
        config file's `[game.<kind>]`). An unknown name is a ConfigError."""
        shared = {f.name for f in fields(self)} - {"own"}
        owners = _own_names()
        top: dict[str, Any] = {}
        own: dict[str, dict[str, Any]] = {}
        for name, value in values.items():
            if name in shared:
                top[name] = value
            elif name in dict(self.own) and isinstance(value, Mapping):
                for key, item in value.items():
                    if _kind_of(key, owners, within=name) is None:
                        raise ConfigError(f"unknown setting {key} of {name}: check its spelling against {_EXAMPLE}")
                    own.setdefault(name, {})[key] = item
            else:
                kind = _kind_of(name, owners)
                if kind is None:
                    raise ConfigError(f"unknown setting {name}: check its spelling against {_EXAMPLE}")
                own.setdefault(kind, {})[name] = value
        games = dict(self.own)
        for kind, names in own.items():
            games[kind] = replace(games[kind], **names)
        return replace(self, **top, own=tuple(games.items()))

    @classmethod
    def from_mapping(cls, values: Mapping[str, object]) -> GameSettings:
        """From a mapping of setting names (e.g. the `[game]` table; see `changed`); unknown names are an error."""
        return cls().changed(values)

    def to_json(self, kind: str) -> str:
        """The settings of a game of `kind` as it is stored: the shared names and that game's own, side by side."""
        data = {f.name: getattr(self, f.name) for f in fields(self) if f.name != "own"}
        own = dict(self.own).get(kind)
        if own is not None:
            data.update(asdict(own))
        return json.dumps(data, sort_keys=True)

    @classmethod
    def from_json(cls, text: str, kind: str, *, defaults: GameSettings | None = None) -> GameSettings:
        """A game of `kind`'s settings from `to_json` text (its shared names and its own, side by side; the text
        of a game stored before games declared their own settings reads the same). Settings it lacks (added after
        the game was made) take `defaults` (or the built-in defaults); names this version does not know are
        ignored."""
        try:
            data = json.loads(text)
        except ValueError as error:
            raise ConfigError(f"game settings are not JSON: {error}") from error
        if not isinstance(data, dict):
            raise ConfigError("game settings must be a JSON object")
        base = defaults if defaults is not None else cls()
        shared = {f.name for f in fields(cls)} - {"own"}
        top = {k: v for k, v in data.items() if k in shared}
        games = dict(base.own)
        if kind in games:
            names = {f.name for f in fields(games[kind])}
            games[kind] = replace(games[kind], **{k: v for k, v in data.items() if k in names})
        return replace(base, **top, own=tuple(games.items()))


_EXAMPLE = "config.example.toml"


def _kind_of(name: str, owners: Mapping[str, tuple[str, ...]], *, within: str | None = None) -> str | None:
    """The game whose own setting `name` is (`within`: of that game only); None if none. A ConfigError if several
    games declare it (give it under `[game.<kind>]`)."""
    kinds = owners.get(name, ())
    if within is not None:
        return within if within in kinds else None
    if len(kinds) > 1:
        raise ConfigError(
            f"{name} is a setting of several games: give it under " + " or ".join(f"[game.{k}]" for k in kinds)
        )
    return kinds[0] if kinds else None


@dataclass(frozen=True)
class Config:
    token: str | None = field(default=None, repr=False)  # never logged
    moderator_role: str | None = "Junta GM"  # None: only members with Manage Server may moderate
    database_path: Path = Path("junta.sqlite3")
    game: GameSettings = field(default_factory=GameSettings)
    log_level: str = "INFO"
    source: Path | None = None  # the config file that was read, if any
    # Discord unreachable at start: wait 1 s, 2 s, 4 s, ... (with jitter) up to this long between attempts.
    retry_max_seconds: float = 60.0
    api_base: str | None = None  # Discord's REST API, e.g. http://127.0.0.1:PORT/api/v10 (None: the real one)
    gateway_url: str | None = None  # Discord's gateway, e.g. ws://127.0.0.1:PORT/gateway (None: the real one)
    fixed_seed: str | None = None  # draw every new game's seed from this and its channel (repeatable test games)
    # The bot's own budget of REST requests per second (bot/pacing.py), under Discord's global limit of 50. With
    # several processes on one PostgreSQL database, the budget is theirs together (bot/pacing.py, SharedBudget).
    requests_per_second: int = 40
    # A PostgreSQL database (postgresql://...), for several processes; None: the SQLite file `database_path`.
    database_url: str | None = field(default=None, repr=False)  # may hold a password
    # The gateway's shards: how many the bot has in all (None: one, unsharded) and which this process takes (None:
    # all of them). Discord sends DMs to shard 0 only.
    shard_count: int | None = None
    shard_ids: tuple[int, ...] | None = None
    # How long a process's claim on due work (a deadline to resolve, a game's messages to send) holds without being
    # renewed: a process that dies holds its claims this long (several processes on PostgreSQL).
    lease_seconds: int = 60
    # PostgreSQL: the process holding shard 0 (which Discord sends every DM to) passes the DM commands on to every
    # process of the bot (bot/inbox.py). Off (None, the default): shard 0's process answers them all itself.
    share_dm_commands: bool | None = None

    @property
    def shares_dm_commands(self) -> bool:
        """Whether shard 0's process passes the DM commands on (`share_dm_commands`; off by default: see the
        README's measurements)."""
        return self.share_dm_commands is True
    # A diagnostic (issue 22): run the event loop in asyncio's debug mode, which logs every callback or task step
    # that holds the loop this many seconds or more ("Executing <...> took 0.250 seconds"). None: off.
    slow_callback: float | None = None

    @property
    def database(self) -> str | Path:
        """What `Store.open` opens: the PostgreSQL address, else the SQLite file."""
        return self.database_url if self.database_url is not None else self.database_path

    def __post_init__(self) -> None:
        retry = _number("retry_max_seconds", self.retry_max_seconds, minimum=0, strict=True)
        object.__setattr__(self, "retry_max_seconds", float(retry))
        rate = _number("requests_per_second", self.requests_per_second, minimum=1, strict=False, integer=True)
        object.__setattr__(self, "requests_per_second", int(rate))
        level = self.log_level.upper() if isinstance(self.log_level, str) else self.log_level
        if level not in LOG_LEVELS:
            raise ConfigError(f"level = {self.log_level!r} is not a logging level: use one of {', '.join(LOG_LEVELS)}")
        object.__setattr__(self, "log_level", level)
        _number("lease_seconds", self.lease_seconds, minimum=1, strict=False, integer=True)
        if self.shard_count is not None:
            _number("shard_count", self.shard_count, minimum=1, strict=False, integer=True)
        if self.shard_ids is not None:
            if self.shard_count is None:
                raise ConfigError("shard_ids needs shard_count: how many shards the bot has in all")
            count = self.shard_count
            wrong = [i for i in self.shard_ids if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < count]
            if wrong or not self.shard_ids or len(set(self.shard_ids)) != len(self.shard_ids):
                raise ConfigError(
                    f"shard_ids = {list(self.shard_ids)!r}: give different shard numbers from 0 to "
                    f"{self.shard_count - 1} (shard_count = {self.shard_count})"
                )
            left = [i for i in range(count) if i not in self.shard_ids]
            if left and self.database_url is None:
                # One process per SQLite file: the servers of the shards no process takes would never be answered.
                raise ConfigError(
                    f"shard_ids = {list(self.shard_ids)!r}: on a SQLite file one bot process takes every shard "
                    f"(shard {', '.join(map(str, left))} would have none): leave shard_ids out, or move to "
                    "PostgreSQL ([database] url) to run a process per shard"
                )


def _discord_text(section: Mapping[str, Any], key: str) -> str:
    return _string(key, section.get(key, ""))


def _string(name: str, value: object) -> str:
    if not isinstance(value, str):
        raise ConfigError(f"{name} must be text in quotes")
    return value


_T = TypeVar("_T")

# The settings each section may hold.
_SECTIONS: dict[str, tuple[str, ...]] = {
    "discord": (
        "token",
        "moderator_role",
        "retry_max_seconds",
        "requests_per_second",
        "api_base",
        "gateway_url",
        "shard_count",
        "shard_ids",
        "share_dm_commands",
    ),
    "database": ("path", "url", "lease_seconds"),
    "game": (),  # the shared names and the games' own, and [game.<kind>]: `_game_keys`
    "logging": ("level",),
}


def _game_keys() -> frozenset[str]:
    """What `[game]` may hold: the shared settings' names, every game's own, and `[game.<kind>]` tables."""
    shared = {f.name for f in fields(GameSettings)} - {"own"}
    return frozenset(shared | set(_own_names()) | set(_own_classes()))


def _read_file(path: Path) -> dict[str, Any]:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise ConfigError(f"cannot read {path}: {error.strerror or error}") from error
    except UnicodeDecodeError as error:
        raise ConfigError(f"{path} is not UTF-8 text: save it as UTF-8") from error
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise ConfigError(
            f"{path} is not valid TOML ({error}): fix it, config.example.toml shows the format"
        ) from error
    for section, values in data.items():
        if section not in _SECTIONS:
            raise ConfigError(
                f"{path}: unknown section [{section}]: the sections are " + ", ".join(f"[{s}]" for s in _SECTIONS)
            )
        if not isinstance(values, dict):
            raise ConfigError(f"{path}: {section} must be a section ([{section}]), not a single value")
        allowed = _game_keys() if section == "game" else _SECTIONS[section]
        for key in values:
            if key not in allowed:
                raise ConfigError(
                    f"{path}: unknown setting [{section}] {key}: check its spelling against config.example.toml"
                )
    return data


def _flag(name: str, section: Mapping[str, Any]) -> bool | None:
    value = section.get(name)
    if value is not None and not isinstance(value, bool):
        raise ConfigError(f"{name} must be true or false, not {value!r}")
    return value


def _shards(
    file: Path, discord: Mapping[str, Any], env: Mapping[str, str]
) -> tuple[int | None, tuple[int, ...] | None]:
    """`[discord] shard_count` and `shard_ids`, or JUNTA_SHARD_COUNT and JUNTA_SHARD_IDS ("0,1")."""
    count: object = discord.get("shard_count")
    ids: object = discord.get("shard_ids")
    if env.get(ENV_SHARD_COUNT, "").strip():
        text = env[ENV_SHARD_COUNT].strip()
        if not text.isdigit():
            raise ConfigError(f"{ENV_SHARD_COUNT} = {text!r}: give a whole number of shards, e.g. 2")
        count = int(text)
    if env.get(ENV_SHARD_IDS, "").strip():
        text = env[ENV_SHARD_IDS].strip()
        parts = [p.strip() for p in text.split(",")]
        if not all(p.isdigit() for p in parts):
            raise ConfigError(f"{ENV_SHARD_IDS} = {text!r}: give shard numbers separated by commas, e.g. 0,1")
        ids = [int(p) for p in parts]
    if count is not None and (isinstance(count, bool) or not isinstance(count, int)):
        raise ConfigError(f"{file} [discord]: shard_count must be a whole number, not {count!r}")
    if ids is not None and not isinstance(ids, list):
        raise ConfigError(f"{file} [discord]: shard_ids must be a list of shard numbers, e.g. [0, 1]")
    return count, (None if ids is None else tuple(ids))


def _in_file(path: Path, section: str, build: Callable[[], _T]) -> _T:
    """Run `build`, prefixing a ConfigError with where the setting is."""
    try:
        return build()
    except ConfigError as error:
        raise ConfigError(f"{path} [{section}]: {error}") from None


def load_config(
    path: str | os.PathLike[str] | None = None,
    *,
    env: Mapping[str, str] | None = None,
    require_token: bool = False,
) -> Config:
    """Read the configuration: `path`, else $JUNTA_CONFIG, else ./config.toml (which may be missing), then the
    environment's overrides. With `require_token`, no token anywhere is an error."""
    env = os.environ if env is None else env
    asked = path if path is not None else (env.get(ENV_CONFIG) or None)
    file = Path(asked) if asked is not None else DEFAULT_CONFIG_PATH
    if file.exists():
        data = _read_file(file)
        source: Path | None = file
    elif asked is not None:
        how = f"{ENV_CONFIG} points to" if path is None else "the config file"
        raise ConfigError(f"{how} {file}, which does not exist: create it from config.example.toml")
    else:
        data, source = {}, None

    defaults = Config()
    discord, database = data.get("discord", {}), data.get("database", {})
    game, logging_ = data.get("game", {}), data.get("logging", {})
    token: str | None = _in_file(file, "discord", lambda: _string("token", discord.get("token", ""))).strip() or None
    env_token = env.get(ENV_TOKEN, "").strip()
    if env_token:
        token = env_token
    role = _in_file(
        file, "discord", lambda: _string("moderator_role", discord.get("moderator_role", defaults.moderator_role or ""))
    )
    db_text = _in_file(
        file, "database", lambda: _string("path", database.get("path", str(defaults.database_path)))
    ).strip()
    if not db_text:
        raise ConfigError(f'{file} [database]: path is empty: give a file name such as "junta.sqlite3"')
    db_path = file.parent / Path(db_text).expanduser()
    env_db = env.get(ENV_DB, "").strip()
    if env_db:
        db_path = Path(env_db).expanduser()
    url_text = _in_file(file, "database", lambda: _string("url", database.get("url", ""))).strip()
    if url_text and "path" in database:
        raise ConfigError(f"{file} [database]: give url or path, not both")
    from_env = env.get(ENV_DATABASE_URL, "").strip()
    db_url: str | None = None
    for text, base, named in ((url_text, file.parent, f"{file} [database] url"), (from_env, Path(), ENV_DATABASE_URL)):
        if not text:
            continue
        try:
            check_address(text)
            if text.startswith(("postgresql://", "postgres://")):
                db_url = text
            else:
                db_url, db_path = None, base / sqlite_path(text)
        except StoreError as error:
            raise ConfigError(f"{named}: {error}") from None
    shards = _shards(file, discord, env)
    lease: object = database.get("lease_seconds", defaults.lease_seconds)
    if env.get(ENV_LEASE, "").strip():
        text = env[ENV_LEASE].strip()
        if not text.isdigit():
            raise ConfigError(f"{ENV_LEASE} = {text!r}: give a whole number of seconds, e.g. 60")
        lease = int(text)
    retry = _in_file(
        file,
        "discord",
        lambda: _number(
            "retry_max_seconds", discord.get("retry_max_seconds", defaults.retry_max_seconds), minimum=0, strict=True
        ),
    )
    rate = _in_file(
        file,
        "discord",
        lambda: _number(
            "requests_per_second",
            discord.get("requests_per_second", defaults.requests_per_second),
            minimum=1,
            strict=False,
            integer=True,
        ),
    )
    where: dict[str, str] = {}
    for key, variable in (("api_base", ENV_API_BASE), ("gateway_url", ENV_GATEWAY_URL)):
        text = _in_file(file, "discord", functools.partial(_discord_text, discord, key))
        where[key] = env.get(variable, "").strip() or text
    settings = _in_file(file, "game", lambda: GameSettings.from_mapping(game))
    level = _in_file(file, "logging", lambda: _string("level", logging_.get("level", defaults.log_level)))

    config = _in_file(
        file,
        "logging",
        lambda: Config(
            token=token,
            moderator_role=role.strip() or None,
            database_path=db_path,
            game=settings,
            log_level=level,
            source=source,
            retry_max_seconds=retry,
            requests_per_second=int(rate),
            api_base=where["api_base"].strip() or None,
            gateway_url=where["gateway_url"].strip() or None,
            fixed_seed=env.get(ENV_FIXED_SEED, "").strip() or None,
            database_url=db_url,
            shard_count=shards[0],
            shard_ids=shards[1],
            lease_seconds=lease,  # type: ignore[arg-type]  # checked by Config
            share_dm_commands=_in_file(file, "discord", lambda: _flag("share_dm_commands", discord)),
        ),
    )
    if require_token and config.token is None:
        raise ConfigError(NO_TOKEN)
    slow = env.get(ENV_SLOW_CALLBACK, "").strip()
    if slow:
        try:
            seconds = float(slow)
        except ValueError:
            raise ConfigError(f"{ENV_SLOW_CALLBACK} = {slow!r}: give a number of seconds, e.g. 0.1") from None
        _number(ENV_SLOW_CALLBACK, seconds, minimum=0, strict=True)
        config = replace(config, slow_callback=seconds)
    return config
