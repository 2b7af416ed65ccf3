"""The wheel carries everything the bot reads at run time: installed outside the checkout, it
creates its database with every migration and passes `doctor`. Offline: the wheel is built
with the build backend of this environment and installed without an index; the dependencies
come from this environment."""

from __future__ import annotations

import os
import shutil
import site
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4OQ.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789ABCD"


def run(*args: str | Path, cwd: Path, env: dict[str, str] | None = None) -> str:
    done = subprocess.run(
        [str(a) for a in args], cwd=cwd, env=env, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, f"{args}:\n{done.stdout}\n{done.stderr}"
    return done.stdout


def test_the_installed_wheel_migrates_a_new_database_and_passes_the_doctor(
    tmp_path: Path,
) -> None:
    # Build from a copy, so that the checkout gets no build folders.
    source = tmp_path / "source"
    source.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, source / name)
    for package in ("bot",):
        shutil.copytree(
            ROOT / package,
            source / package,
            # Not the checkout's own build of the core: the wheel's build must compile it.
            ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd"),
        )
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
