"""The wheel carries everything the bot reads at run time: installed outside the checkout, it
creates its database with every migration and passes `doctor`. Offline: the wheel is built
with the build backend of this environment and installed without an index; the dependencies
come from this environment."""

from __future__ import annotations

import os
import re
import shutil
import site
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4OQ.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789ABCD"


def run(*args: str | Path, cwd: Path, env: dict[str, str] | None = None) -> str:
    done = subprocess.run(
        [str(a) for a in args], cwd=cwd, env=env, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, f"{args}:\n{done.stdout}\n{done.stderr}"
    # No build banner (setuptools' warnings of an experimental table or an editable install).
    assert "BuildBackendWarning" not in done.stderr, f"{args}:\n{done.stderr}"
    return done.stdout


def source_copy(tmp_path: Path) -> Path:
    """The package's sources, without the checkout's own build of the core."""
    source = tmp_path / "source"
    source.mkdir()
    for name in ("pyproject.toml", "setup.py", "README.md"):
        shutil.copy(ROOT / name, source / name)
    for package in ("bot",):
        shutil.copytree(
            ROOT / package,
            source / package,
            ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd"),
        )
    return source


def environment_beside_this_one(target: Path) -> Path:
    """A fresh environment whose packages are its own first, then this one's (a path file):
    pip and the build backend of this environment, no network. Its python."""
    venv.EnvBuilder(with_pip=False).create(target)
    python = target / "bin" / "python"
    site_packages = Path(
        run(
            python, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))", cwd=target
        ).strip()
    )
    (site_packages / "dependencies.pth").write_text(
        "\n".join(site.getsitepackages()) + "\n", encoding="utf-8"
    )
    return python


def test_the_installed_wheel_migrates_a_new_database_and_passes_the_doctor(
    tmp_path: Path,
) -> None:
    # Build from a copy, so that the checkout gets no build folders; not the checkout's own
    # build of the core: the wheel's build must compile it.
    source = source_copy(tmp_path)
    wheels = tmp_path / "wheels"
    run(sys.executable, "-m", "pip", "wheel", "--quiet", "--no-build-isolation", "--no-deps",
        "--wheel-dir", wheels, source, cwd=tmp_path)  # fmt: skip
    (wheel,) = wheels.glob("backalley_bot-*.whl")
    # Both dialects' migrations.
    shipped = sorted(ROOT.glob("bot/store/migrations/**/*.sql"))
    assert len({p.parent for p in shipped}) == 2
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
    assert {p.relative_to(ROOT).as_posix() for p in shipped} <= names
    # The computer players' compiled core, where this machine has a C compiler.
    if shutil.which(os.environ.get("CC", "cc")):
        assert any(n.startswith("bot/ai/_core.") and n.endswith(".so") for n in names), names

    # A fresh environment outside the checkout: the wheel, and this environment's
    # dependencies behind it (a path file; the checkout's own editable install is not seen).
    target = tmp_path / "env"
    venv.EnvBuilder(with_pip=False).create(target)
    python = target / "bin" / "python"
    run(sys.executable, "-m", "pip", "--python", python, "install", "--quiet", "--no-index",
        "--no-deps", wheel, cwd=tmp_path)  # fmt: skip
    site_packages = Path(
        run(
            python, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))", cwd=tmp_path
        ).strip()
    )
    (site_packages / "dependencies.pth").write_text(
        "\n".join(site.getsitepackages()) + "\n", encoding="utf-8"
    )

    home = tmp_path / "home"
    home.mkdir()
    env = {
        "PATH": os.environ.get("PATH", ""),
        "HOME": str(home),
        "DISCORD_TOKEN": TOKEN,
        "DATABASE_URL": str(home / "data" / "backalley.db"),
    }
    where = run(python, "-c", "import bot; print(bot.__file__)", cwd=home, env=env)
    assert Path(where.strip()).is_relative_to(target), where
    if shutil.which(os.environ.get("CC", "cc")):
        ask = "from bot.ai import _core; print(_core.__file__)"
        core = run(python, "-c", ask, cwd=home, env=env)
        assert Path(core.strip()).is_relative_to(target), core
    create = (
        "import asyncio\n"
        "from bot.store import open_database\n"
        "async def main():\n"
        "    database = await open_database('data/backalley.db')\n"
        "    await database.close()\n"
        "asyncio.run(main())\n"
    )
    run(python, "-c", create, cwd=home, env=env)
    report = run(python, "-m", "bot", "doctor", "--offline", cwd=home, env=env)
    assert f"schema version {int(shipped[-1].name[:4])} (current)" in report, report
    assert report.rstrip().endswith("all good"), report


def test_the_editable_install_of_make_run_shows_no_banner(tmp_path: Path) -> None:
    """`make run` installs the bot editable (its core compiled in place) with the warnings
    the Makefile silences: setuptools' notice that an editable install is one."""
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    (silenced,) = re.findall(r"^BUILD_WARNINGS := (.+)$", makefile, re.MULTILINE)
    source = source_copy(tmp_path)
    python = environment_beside_this_one(tmp_path / "env")
    env = {**os.environ, "PYTHONWARNINGS": silenced}
    run(python, "-m", "pip", "install", "--quiet", "--no-build-isolation", "--no-deps",
        "--no-index", "-e", source, cwd=tmp_path, env=env)  # fmt: skip
    where = run(python, "-c", "import bot; print(bot.__file__)", cwd=tmp_path)
    assert Path(where.strip()).is_relative_to(source), where
    if shutil.which(os.environ.get("CC", "cc")):
        assert list((source / "bot" / "ai").glob("_core.*.so")), "the core is built in place"


def test_make_run_installs_the_locked_runtime_and_make_test_the_dev_tools(
    tmp_path: Path,
) -> None:
    """`make run` is for people who run the bot: the pinned runtime dependencies of
    requirements.lock (as the Docker image), none of the development tools."""
    venv_dir = tmp_path / "venv"

    def planned(target: str) -> str:
        done = subprocess.run(
            ["make", "-n", target, f"VENV={venv_dir}"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert done.returncode == 0, done.stderr
        return done.stdout

    run_plan = planned("run")
    assert "pip install --quiet -r requirements.lock" in run_plan
    assert "[dev]" not in run_plan and "dev-requirements" not in run_plan
    assert not venv_dir.exists()  # only planned
    test_plan = planned("test")
    assert "dev-requirements" in test_plan and "-c requirements.lock" in test_plan


def fake_system(tmp_path: Path, *, root: bool, sudo: str, apt: str) -> dict[str, str]:
    """PATH with stand-ins: dpkg-query knows no package, `id -u` says root or not, sudo asks
    for a password (`password`) or needs none (`free`), apt-get works (`ok`) or fails."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    log = tmp_path / "calls.log"
    scripts = {
        "dpkg-query": "exit 1",
        "id": f'[ "$1" = -u ] && echo {0 if root else 1000} && exit 0; exec /usr/bin/id "$@"',
        "apt-get": f'echo "apt-get $*" >> {log}; ' + ("exit 0" if apt == "ok" else "exit 100"),
    }
    if sudo == "password":
        # What sudo does when it needs a password and may not ask (-n), or would ask.
        scripts["sudo"] = (
            f'echo "sudo $*" >> {log}; '
            '[ "$1" = -n ] && { echo "sudo: a password is required" >&2; exit 1; }; '
            'printf "[sudo] password: " >&2; read -r answer; exit 1'
        )
    else:
        scripts["sudo"] = f'echo "sudo $*" >> {log}; [ "$1" = -n ] && shift; "$@"'
    for name, body in scripts.items():
        path = bin_dir / name
        path.write_text(f"#!/bin/sh\n{body}\n", encoding="utf-8")
        path.chmod(0o755)
    return {**os.environ, "PATH": f"{bin_dir}:/usr/bin:/bin"}


@pytest.mark.parametrize(
    ("root", "sudo", "apt", "installs"),
    [
        (False, "password", "ok", False),  # a sudo that would ask: never asked
        (False, "free", "ok", True),  # a sudo that needs no password: used
        (True, "password", "ok", True),  # root: apt-get itself
        (True, "password", "fails", False),  # no network: said, and on
    ],
)
def test_the_optional_fonts_never_ask_for_a_password_nor_stop_make(
    tmp_path: Path, root: bool, sudo: str, apt: str, installs: bool
) -> None:
    env = fake_system(tmp_path, root=root, sudo=sudo, apt=apt)
    done = subprocess.run(
        ["make", "-s", "system-packages"],
        cwd=ROOT,
        env=env,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
    )
    said = done.stdout + done.stderr
    assert done.returncode == 0, said
    assert "password" not in said and "Error" not in said, said
    calls = (tmp_path / "calls.log").read_text() if (tmp_path / "calls.log").exists() else ""
    if installs:
        assert "apt-get install" in calls and "fonts-wqy-microhei" in calls, calls
        assert "Going on without them" not in said
    else:
        # Which packages would draw what, and how to install them.
        assert "fonts-wqy-microhei: Hangul and CJK" in said, said
        assert "sudo apt-get install fonts-dejavu-core fonts-wqy-microhei" in said, said
        assert "Going on without them." in said
    assert "sudo apt-get" not in calls or "sudo -n apt-get" in calls, calls
