"""Configuration: config.toml, the environment's overrides, defaults and one-line errors."""

from __future__ import annotations

import dataclasses
from datetime import time
from pathlib import Path

import pytest

from bot.config import NO_TOKEN, Config, ConfigError, GameSettings, load_config

REPO = Path(__file__).resolve().parents[2]
TOKEN = "MTIz.secret-token-value.xyz"


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "config.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_the_example_file_gives_exactly_the_defaults() -> None:
    example = REPO / "config.example.toml"
    config = load_config(example, env={})
    assert config == Config(source=example, database_path=example.parent / "junta.sqlite3")
    assert config.token is None
    assert config.game == GameSettings()


def test_no_file_is_fine_when_the_environment_has_the_token(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    config = load_config(env={"DISCORD_TOKEN": TOKEN}, require_token=True)
    assert config.token == TOKEN
    assert config.source is None
    assert config.database_path == Path("junta.sqlite3")


def test_no_token_anywhere_is_an_error_only_when_required(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert load_config(env={}).token is None
    with pytest.raises(ConfigError) as caught:
        load_config(env={"DISCORD_TOKEN": "  "}, require_token=True)
    assert str(caught.value) == NO_TOKEN
    assert NO_TOKEN == (
        "no Discord token: set DISCORD_TOKEN or [discord] token in config.toml (copy config.example.toml)"
    )


def test_the_environment_token_wins_over_the_file(tmp_path: Path) -> None:
    path = write(tmp_path, '[discord]\ntoken = "from-the-file"\n')
    assert load_config(path, env={}).token == "from-the-file"
    assert load_config(path, env={"DISCORD_TOKEN": TOKEN}).token == TOKEN
    assert load_config(path, env={"DISCORD_TOKEN": ""}).token == "from-the-file"


def test_the_config_file_comes_from_junta_config(tmp_path: Path) -> None:
    path = write(tmp_path, '[logging]\nlevel = "debug"\n')
    config = load_config(env={"JUNTA_CONFIG": str(path)})
    assert config.source == path and config.log_level == "DEBUG"
    with pytest.raises(ConfigError, match=r"JUNTA_CONFIG points to .*does not exist"):
        load_config(env={"JUNTA_CONFIG": str(tmp_path / "nope.toml")})
    with pytest.raises(ConfigError, match="does not exist"):
        load_config(tmp_path / "nope.toml", env={})


def test_the_database_path(tmp_path: Path) -> None:
    path = write(tmp_path, '[database]\npath = "data/junta.db"\n')
    assert load_config(path, env={}).database_path == tmp_path / "data" / "junta.db"
    absolute = write(tmp_path, f'[database]\npath = "{tmp_path / "abs.db"}"\n')
    assert load_config(absolute, env={}).database_path == tmp_path / "abs.db"
    assert load_config(path, env={"JUNTA_DB": "/srv/junta.sqlite3"}).database_path == Path("/srv/junta.sqlite3")


def test_every_setting_is_read(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        """
[discord]
token = "file-token"
moderator_role = ""
retry_max_seconds = 0.5
requests_per_second = 25
[database]
path = "x.sqlite3"
[game]
deadline_time = "9:05"
deadline_zone = "Europe/Paris"
min_phase_hours = 12
phase_minutes = 30
early_resolution = false
reminder_hours = 1.5
variant = "web"
[logging]
level = "warning"
""",
    )
    config = load_config(path, env={})
    assert config.moderator_role is None
    assert config.log_level == "WARNING"
    assert config.retry_max_seconds == 0.5
    assert config.requests_per_second == 25
    assert config.game == GameSettings(
        deadline_time="09:05",
        deadline_zone="Europe/Paris",
        min_phase_hours=12.0,
        phase_minutes=30,
        early_resolution=False,
        reminder_hours=1.5,
    )
    assert config.game.deadline_clock == time(9, 5)
    assert config.game.zone.key == "Europe/Paris"


def test_the_token_never_shows(tmp_path: Path) -> None:
    config = load_config(write(tmp_path, f'[discord]\ntoken = "{TOKEN}"\n'), env={})
    assert config.token == TOKEN
    assert TOKEN not in repr(config) and TOKEN not in str(config)
    bad_value = write(tmp_path, f'[discord]\ntoken = "{TOKEN}"\n[game]\nreminder_hours = -1\n')
    with pytest.raises(ConfigError) as caught:
        load_config(bad_value, env={"DISCORD_TOKEN": TOKEN})
    assert TOKEN not in str(caught.value)
    bad_type = write(tmp_path, "[discord]\ntoken = 12345678901234567890\n")
    with pytest.raises(ConfigError) as caught:
        load_config(bad_type, env={})
    assert "12345678901234567890" not in str(caught.value)


@pytest.mark.parametrize(
    ("toml", "words"),
    [
        ('[game]\ndeadline_time = "25:00"', "deadline_time"),
        ('[game]\ndeadline_time = "22h"', "HH:MM"),
        ("[game]\ndeadline_time = 2200", "deadline_time"),
        ('[game]\ndeadline_zone = "Mars/Olympus_Mons"', "not a time zone"),
        ('[game]\ndeadline_zone = ""', "not a time zone"),
        ('[game]\ndeadline_zone = "../../etc/passwd"', "not a time zone"),
        ("[game]\nmin_phase_hours = 0", "min_phase_hours"),
        ("[game]\nmin_phase_hours = -3", "min_phase_hours"),
        ('[game]\nmin_phase_hours = "20"', "must be a number"),
        ("[game]\nmin_phase_hours = true", "must be a number"),
        ("[game]\nmin_phase_hours = nan", "min_phase_hours"),
        ("[game]\nphase_minutes = 1.5", "whole number"),
        ("[game]\nphase_minutes = -5", "phase_minutes"),
        ('[game]\nearly_resolution = "yes"', "true or false"),
        ("[game]\nreminder_hours = -1", "reminder_hours"),
        ('[game]\nvariant = "maxi"', 'use "web" or "classic" or "mini"'),
        ('[game]\ndeadline_tme = "22:00"', "unknown setting [game] deadline_tme"),
        ('[gaem]\nvariant = "web"', "unknown section [gaem]"),
        ('game = "web"', "must be a section"),
        ('[logging]\nlevel = "LOUD"', "not a logging level"),
        ("[discord]\nmoderator_role = 5", "moderator_role must be text"),
        ('[database]\npath = ""', "path is empty"),
        ("[discord]\nretry_max_seconds = 0", "retry_max_seconds"),
        ('[discord]\nretry_max_seconds = "1m"', "must be a number"),
        ("[discord]\nrequests_per_second = 0", "requests_per_second"),
        ("[discord]\nrequests_per_second = 12.5", "whole number"),
        ("[game\nvariant = 1", "not valid TOML"),
    ],
)
def test_bad_values_give_a_one_line_message(tmp_path: Path, toml: str, words: str) -> None:
    path = write(tmp_path, toml + "\n")
    with pytest.raises(ConfigError) as caught:
        load_config(path, env={})
    message = str(caught.value)
    assert words in message
    assert "\n" not in message
    assert str(path) in message


def test_game_settings_validate_when_changed() -> None:
    settings = GameSettings()
    assert dataclasses.replace(settings, phase_minutes=15).phase_minutes == 15
    with pytest.raises(ConfigError):
        dataclasses.replace(settings, deadline_time="24:00")
    with pytest.raises(ConfigError, match="unknown setting"):
        GameSettings.from_mapping({"deadline": "22:00"})


def test_game_settings_json_round_trip_and_tolerance() -> None:
    settings = GameSettings(deadline_time="06:30", deadline_zone="UTC", phase_minutes=45, reminder_hours=0)
    assert GameSettings.from_json(settings.to_json("junta"), "junta") == settings
    old = '{"deadline_time": "07:00", "retired_setting": 1}'
    assert GameSettings.from_json(old, "junta") == GameSettings(deadline_time="07:00")
    base = GameSettings(deadline_zone="Asia/Tokyo")
    assert GameSettings.from_json("{}", "junta", defaults=base) == base
    with pytest.raises(ConfigError):
        GameSettings.from_json("[1, 2]", "junta")
    with pytest.raises(ConfigError):
        GameSettings.from_json("not json", "junta")


def test_the_board_games_options_apply_to_classic_games_only() -> None:
    """VARIANTS 4.2.4, 3.3, 7.3, 7.5: the classic options are config keys (`classic_ballots`,
    `classic_first_round_draw`, `classic_show_money_deck`, `classic_short_game`); a web game gets none of them."""
    from bot.games.junta.settings import options, settings
    from rules.junta.variants import Options

    web = settings(classic_short_game="every_round", classic_ballots=1)
    assert options(web) == Options()
    classic = settings(variant="classic", classic_short_game="coup_rounds", classic_ballots=1)
    assert options(classic) == Options(
        short_game="coup_rounds", ballots=1, first_round_draw=True, show_money_deck=False
    )


@pytest.mark.parametrize(
    ("key", "value", "says"),
    [
        ("classic_short_game", "sometimes", "classic_short_game = 'sometimes' is not an option"),
        ("classic_ballots", 3, "a vote has 1 or 2 ballots"),
        ("classic_first_round_draw", "yes", "classic_first_round_draw must be true or false"),
    ],
)
def test_a_bad_board_game_option_is_a_one_line_error(key: str, value: object, says: str) -> None:
    """A wrong classic option is refused with a sentence naming the key."""
    with pytest.raises(ConfigError, match=says):
        GameSettings.from_mapping({key: value})


def test_the_database_url(tmp_path: Path) -> None:
    """[database] url names a PostgreSQL database or a SQLite file; JUNTA_DATABASE_URL wins over everything."""
    pg = "postgresql://junta:secret@db.example/junta"
    path = write(tmp_path, f'[database]\nurl = "{pg}"\n')
    config = load_config(path, env={})
    assert config.database_url == pg and config.database == pg
    assert "secret" not in repr(config)
    relative = write(tmp_path, '[database]\nurl = "sqlite:data/j.sqlite3"\n')
    config = load_config(relative, env={})
    assert config.database_url is None and config.database == tmp_path / "data" / "j.sqlite3"
    assert load_config(relative, env={"JUNTA_DATABASE_URL": pg}).database == pg
    assert load_config(path, env={"JUNTA_DATABASE_URL": "sqlite:///srv/j.sqlite3"}).database == Path("/srv/j.sqlite3")
    both = write(tmp_path, f'[database]\nurl = "{pg}"\npath = "x.sqlite3"\n')
    with pytest.raises(ConfigError, match="url or path, not both"):
        load_config(both, env={})


@pytest.mark.parametrize(
    ("url", "says"),
    [
        ("mysql://junta@db.example/junta", r"mysql:// is not a database this bot uses: give postgresql://"),
        ("postgresq://junta@localhost/junta", r"postgresq:// is not a database this bot uses"),
        ("postgresql:junta@localhost/junta", r"a PostgreSQL address begins with postgresql://"),
        ("postgresql://junta:secret@localhost:abc/junta", r"its port is not a port number"),
        ("sqlite:", r"sqlite: needs a file path after it"),
    ],
)
def test_a_bad_database_url_is_a_one_line_error(tmp_path: Path, url: str, says: str) -> None:
    """A database address the bot cannot use is refused in one line naming where it was given and what is meant,
    before anything is created (a typo'd or foreign scheme was a SQLite file named after the address); a password
    is never repeated."""
    for text, env, named in (
        (f'[database]\nurl = "{url}"\n', {}, "[database] url"),
        ("", {"JUNTA_DATABASE_URL": url}, "JUNTA_DATABASE_URL"),
    ):
        with pytest.raises(ConfigError, match=says) as raised:
            load_config(write(tmp_path, text), env=env)
        message = str(raised.value)
        assert "\n" not in message and "secret" not in message and named in message, message
    assert not any(p.name != "config.toml" for p in tmp_path.iterdir())
    # A file whose name merely begins like an address is a SQLite file.
    plain = write(tmp_path, '[database]\nurl = "postgres.sqlite3"\n')
    assert load_config(plain, env={}).database == tmp_path / "postgres.sqlite3"


def test_the_shards(tmp_path: Path) -> None:
    """[discord] shard_count and shard_ids (or JUNTA_SHARD_COUNT and JUNTA_SHARD_IDS) say which shards a process
    takes; shard numbers run from 0 to shard_count - 1. Several processes, a shard each, need PostgreSQL: on a SQLite
    file (one bot process) shard_ids that leave a shard to nobody are refused, as its servers would never be
    answered."""
    assert (load_config(write(tmp_path, ""), env={}).shard_count, Config().shard_ids) == (None, None)
    pg = '[database]\nurl = "postgresql://junta@db.example/junta"\n'
    path = write(tmp_path, f"[discord]\nshard_count = 4\nshard_ids = [1, 3]\n{pg}")
    config = load_config(path, env={})
    assert (config.shard_count, config.shard_ids) == (4, (1, 3))
    config = load_config(path, env={"JUNTA_SHARD_COUNT": "2", "JUNTA_SHARD_IDS": "0"})
    assert (config.shard_count, config.shard_ids) == (2, (0,))
    # On a SQLite file the one process takes every shard: shard_count alone, or shard_ids naming them all.
    sqlite = write(tmp_path, "[discord]\nshard_count = 2\n")
    assert load_config(sqlite, env={}).shard_ids is None
    assert load_config(sqlite, env={"JUNTA_SHARD_IDS": "1,0"}).shard_ids == (1, 0)
    with pytest.raises(ConfigError, match=r"on a SQLite file one bot process takes every shard \(shard 1 would"):
        load_config(sqlite, env={"JUNTA_SHARD_IDS": "0"})
    with pytest.raises(ConfigError, match="shard 0, 2 would have none"):
        load_config(write(tmp_path, f"[discord]\nshard_count = 4\nshard_ids = [1, 3]\n{pg}"),
                    env={"JUNTA_DATABASE_URL": "sqlite:j.sqlite3"})  # fmt: skip
    for bad in ("shard_count = 2\nshard_ids = [2]", "shard_ids = [0]", "shard_count = 2\nshard_ids = [0, 0]"):
        with pytest.raises(ConfigError, match="shard"):
            load_config(write(tmp_path, f"[discord]\n{bad}\n"), env={})
    with pytest.raises(ConfigError, match="JUNTA_SHARD_IDS"):
        load_config(path, env={"JUNTA_SHARD_IDS": "one"})


def test_the_slow_callback_diagnostic(tmp_path: Path) -> None:
    """JUNTA_SLOW_CALLBACK (seconds) runs the event loop in asyncio's debug mode, logging every step that holds it
    that long (issue 22); unset, it is off; anything but a positive number is a one-line error."""
    path = write(tmp_path, "")
    assert load_config(path, env={}).slow_callback is None
    assert load_config(path, env={"JUNTA_SLOW_CALLBACK": "0.25"}).slow_callback == 0.25
    for bad in ("soon", "0", "-1", "nan"):
        with pytest.raises(ConfigError, match="JUNTA_SLOW_CALLBACK"):
            load_config(path, env={"JUNTA_SLOW_CALLBACK": bad})
