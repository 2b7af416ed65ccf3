"""A first start without a token: a few lines of directions, not a stack of errors, and an
exit code the Makefile's `run` takes as "not set up yet" rather than a failed step."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from bot.running.first_start import NOT_SET_UP

from .conftest import ROOT


def start(folder: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    return subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=folder,
        env={**env, "PYTHONPATH": str(ROOT), "DATABASE_URL": str(folder / "bot.db")},
        capture_output=True,
        text=True,
        timeout=60,
    )


@pytest.mark.parametrize("env_file", [False, True])
def test_no_token_says_what_to_do(tmp_path: Path, env_file: bool) -> None:
    shutil.copy(ROOT / ".env.example", tmp_path / ".env.example")
    if env_file:
        shutil.copy(ROOT / ".env.example", tmp_path / ".env")
    done = start(tmp_path)
    assert done.returncode == NOT_SET_UP, done.stderr
    said = done.stderr
    assert not done.stdout
    assert "error" not in said.lower() and "Traceback" not in said
    assert len(said.splitlines()) <= 8, said
    assert "https://discord.com/developers/applications" in said
    assert "New Application" in said and "Reset Token" in said
    if env_file:
        assert "put it in .env after DISCORD_TOKEN=" in said
    else:
        assert "cp .env.example .env" in said
    assert "make doctor" in said and "make run" in said
    assert not (tmp_path / "bot.db").exists()  # nothing was opened


def test_a_wrong_setting_is_still_one_line_and_exit_2(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(ROOT), "DISCORD_TOKEN": "x", "LOG_LEVEL": "LOUD"},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and done.stderr.startswith("error: LOG_LEVEL")
