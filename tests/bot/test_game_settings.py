"""Each game declares its own settings (issue 24): the shared `GameSettings` carries the settings every game's steps
may use (deadlines, reminders, Done) and one typed object per game (`bot.games.Game.settings`); config files and
games stored before games declared their own read the same."""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path
from typing import Any

import pytest

from bot.config import ConfigError, GameSettings, load_config
from bot.games import games
from bot.games.junta.settings import JuntaSettings, junta

REPO = Path(__file__).resolve().parents[2]

# A Junta game's settings as the bot stored them before games declared their own (`games.settings`, one flat object).
STORED_BEFORE = (
    '{"classic_ballots": 1, "classic_first_round_draw": false, "classic_short_game": "coup_rounds", '
    '"classic_show_money_deck": false, "deadline_time": "09:30", "deadline_zone": "Europe/Berlin", '
    '"early_resolution": false, "min_phase_hours": 12.0, "phase_minutes": 0, "reminder_hours": 2.0, '
    '"variant": "classic"}'
)

# The `[game]` section of config.example.toml before games declared their own settings (flat keys).
FLAT_GAME_SECTION = """
[game]
deadline_time = "21:15"
deadline_zone = "Europe/Paris"
min_phase_hours = 20
phase_minutes = 0
early_resolution = true
reminder_hours = 6
variant = "classic"
classic_short_game = "every_round"
classic_ballots = 1
classic_first_round_draw = true
classic_show_money_deck = false
"""


def test_a_game_stored_before_reads_identically() -> None:
    """A Junta game's settings stored as one flat JSON object before issue 24 read as they were, and are written
    again as the same text."""
    settings = GameSettings.from_json(STORED_BEFORE, "junta")
    assert (settings.deadline_time, settings.deadline_zone, settings.min_phase_hours) == ("09:30", "Europe/Berlin", 12)
    assert (settings.phase_minutes, settings.early_resolution, settings.reminder_hours) == (0, False, 2.0)
    assert junta(settings) == JuntaSettings(
        variant="classic",
        classic_short_game="coup_rounds",
        classic_ballots=1,
        classic_first_round_draw=False,
        classic_show_money_deck=False,
    )
    assert settings.to_json("junta") == STORED_BEFORE


def test_a_game_stored_before_the_board_game_options_takes_the_defaults() -> None:
    """An older row, without the `classic_*` keys (and with a setting since retired), takes the defaults given."""
    defaults = GameSettings.from_mapping({"classic_ballots": 1})
    old = '{"deadline_time": "07:00", "variant": "classic", "retired_setting": 1}'
    settings = GameSettings.from_json(old, "junta", defaults=defaults)
    assert settings.deadline_time == "07:00"
    assert junta(settings) == JuntaSettings(variant="classic", classic_ballots=1)


def test_the_example_config_and_a_flat_game_section_load(tmp_path: Path) -> None:
    """config.example.toml loads (its games' own settings under `[game.<kind>]`), and a config file written before,
    with Junta's settings in `[game]` itself, reads as the same settings under `[game.junta]`."""
    assert load_config(REPO / "config.example.toml", env={}).game == GameSettings()
    old_example = load_config(_write(tmp_path, "old.toml", _old_example()), env={})
    assert old_example.game == GameSettings()
    flat = load_config(_write(tmp_path, "flat.toml", FLAT_GAME_SECTION), env={}).game
    nested = FLAT_GAME_SECTION.replace("variant =", "[game.junta]\nvariant =")
    assert load_config(_write(tmp_path, "nested.toml", nested), env={}).game == flat
    assert flat.deadline_time == "21:15" and flat.deadline_zone == "Europe/Paris"
    assert junta(flat) == JuntaSettings(variant="classic", classic_short_game="every_round", classic_ballots=1)


@pytest.mark.parametrize(
    ("toml", "says"),
    [
        ('[game.junta]\nvariant = "maxi"', "variant = 'maxi' is not available"),
        ("[game.junta]\ndeadline_time = 1", "unknown setting deadline_time of junta"),
        ('[game.junta]\nvarient = "web"', "unknown setting varient of junta"),
        ("[game.chess]\nclock = 5", "unknown setting [game] chess"),
    ],
)
def test_a_games_own_section_is_checked(tmp_path: Path, toml: str, says: str) -> None:
    with pytest.raises(ConfigError, match=says.replace("[", r"\[").replace("]", r"\]")):
        load_config(_write(tmp_path, "config.toml", toml + "\n"), env={})


def test_each_game_declares_its_own_names() -> None:
    """A setting's name is either shared or one game's own: no game declares a shared name or another game's."""
    shared = {f.name for f in dataclasses.fields(GameSettings)}
    seen: dict[str, str] = {}
    for described in games():
        if described.settings is None:
            continue
        own = described.settings()  # its defaults are valid settings
        assert dataclasses.is_dataclass(own)
        with pytest.raises(dataclasses.FrozenInstanceError):  # frozen: built values stay valid
            setattr(own, dataclasses.fields(own)[0].name, None)
        for f in dataclasses.fields(own):
            assert f.name not in shared, f"{described.kind} declares the shared setting {f.name}"
            assert f.name not in seen, f"{described.kind} and {seen.get(f.name)} both declare {f.name}"
            seen[f.name] = described.kind
    assert {k for k, _ in GameSettings().own} == {g.kind for g in games() if g.settings is not None}


def test_the_shared_config_names_no_games_setting() -> None:
    """The shared config (bot/config.py) knows the games' settings only through their registry: no name, string or
    attribute in its code (docstrings and comments aside) is a game's own setting name."""
    names = {f.name: g.kind for g in games() if g.settings is not None for f in dataclasses.fields(g.settings)}
    tree = ast.parse((REPO / "bot" / "config.py").read_text(encoding="utf-8"))
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef)
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    used: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            used.add(node.id)
        elif isinstance(node, ast.Attribute):
            used.add(node.attr)
        elif isinstance(node, ast.arg | ast.keyword) and node.arg:
            used.add(node.arg)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            used.update([node.value, *node.value.split()])
    named = sorted(f"{name} ({names[name]})" for name in used & set(names))
    assert not named, f"bot/config.py names games' settings: {', '.join(named)}"


def _old_example() -> str:
    """config.example.toml as it was before games declared their own settings (its `[game]` flat)."""
    text = (REPO / "config.example.toml").read_text(encoding="utf-8")
    text = text[: text.index("\n[game.coup]\n")] + text[text.index("\n[logging]\n") :]
    return text.replace("\n[game.junta]\n", "\n")


def _write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def test_nomicoup_declares_its_own_settings(tmp_path: Path) -> None:
    """Nomicoup's new tables take the configured pace, windows, mode and rounds when `/nomicoup create` does not say
    (`[game.coup]`, or plain keys in `[game]`); each is checked against the command's bounds."""
    from bot.games.coup.settings import CoupSettings, coup
    from rules.coup import Timing

    assert coup(GameSettings()) == CoupSettings()
    assert CoupSettings().timing() == Timing(turn=90, window=30, choice=30)  # live, 30-second windows
    by_post = CoupSettings(pace="post", window_hours=2)
    assert by_post.timing() == Timing(turn=6 * 3600, window=2 * 3600, choice=2 * 3600)
    assert by_post.timing("live", seconds=10) == Timing(turn=30, window=10, choice=10)  # the command's options win
    nested = load_config(_write(tmp_path, "c.toml", '[game.coup]\npace = "post"\nmode = "classic"\n'), env={})
    flat = load_config(_write(tmp_path, "f.toml", '[game]\npace = "post"\nmode = "classic"\n'), env={})
    assert coup(nested.game) == coup(flat.game) == CoupSettings(pace="post", mode="classic")
    assert junta(nested.game) == JuntaSettings()
    for wrong, says in (
        ("window_seconds = 4", "window_seconds = 4: give a whole number from 5 to 600"),
        ('pace = "fast"', "pace = 'fast' is not a pace"),
        ('mode = "published"', "mode = 'published' is not a mode"),
    ):
        with pytest.raises(ConfigError, match=says):
            load_config(_write(tmp_path, "w.toml", f"[game.coup]\n{wrong}\n"), env={})


async def test_nomicoup_create_takes_the_configured_defaults() -> None:
    """`/nomicoup create` with no pace, window, mode or rounds sets a table up by the config's `[game.coup]`."""
    from types import SimpleNamespace

    from bot.clock import FakeClock
    from bot.config import Config
    from bot.games.coup.cog import NomicoupCog
    from bot.games.coup.settings import CoupSettings
    from bot.games.coup.tables import CoupTables
    from rules.coup import Mode, Timing

    async def nothing_here(channel_id: int) -> None:
        return None

    async def answered(text: str, **kwargs: object) -> None:
        answers.append(text)

    answers: list[str] = []
    configured = GameSettings().with_own("coup", CoupSettings(pace="post", window_hours=2, mode="classic", rounds=3))
    service = SimpleNamespace(game_in_channel=nothing_here)
    interaction = SimpleNamespace(
        client=SimpleNamespace(service=service, config=Config(game=configured)),
        user=SimpleNamespace(id=1, display_name="Alba"),
        channel_id=77,
        guild_id=5,
        guild_locale="en-US",
        locale="en-US",
        extras={"locale": "en"},
        response=SimpleNamespace(is_done=lambda: False, send_message=answered),
    )
    tables = CoupTables(FakeClock())
    cog = NomicoupCog(None, tables)  # type: ignore[arg-type]
    await NomicoupCog.create.callback(cog, interaction)  # type: ignore[arg-type]
    table = tables.table(77)
    assert table is not None, answers
    assert (table.timing, table.mode, table.rounds) == (
        Timing(turn=6 * 3600, window=2 * 3600, choice=2 * 3600),
        Mode.CLASSIC,
        3,
    )
    interaction.channel_id = 78  # the command's options win over the configured defaults
    create: Any = NomicoupCog.create.callback
    await create(cog, interaction, pace="live", seconds=20, mode="continuous", rounds=5)
    other = tables.table(78)
    assert other is not None, answers
    assert (other.timing, other.mode, other.rounds) == (Timing(turn=60, window=20, choice=20), Mode.CONTINUOUS, 5)
    tables.close()
