"""The Dockerfile and compose file hold what a server admin relies on (checked without Docker)."""

from __future__ import annotations

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def instructions() -> list[tuple[str, str]]:
    text = (ROOT / "Dockerfile").read_text(encoding="utf-8").replace("\\\n", " ")
    found = []
    for line in text.splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            word, _, rest = line.partition(" ")
            found.append((word.upper(), rest.strip()))
    return found


def test_the_dockerfile_runs_the_bot_as_a_non_root_user_with_a_data_volume() -> None:
    steps = instructions()
    words = [word for word, _ in steps]
    assert steps[0][0] == "FROM" and "slim" in steps[0][1]
    user = [rest for word, rest in steps if word == "USER"]
    assert user and user[-1] not in ("root", "0")
    # The user switch comes after every install step.
    assert max(i for i, w in enumerate(words) if w == "RUN") < words.index("USER")
    volume = next(rest for word, rest in steps if word == "VOLUME")
    assert json.loads(volume) == ["/app/data"]
    health = next(rest for word, rest in steps if word == "HEALTHCHECK")
    assert re.search(r"CMD \[\"python\", \"-m\", \"bot\", \"health\"\]", health)
    entry = next(rest for word, rest in steps if word == "ENTRYPOINT")
    assert json.loads(entry) == ["python", "-m", "bot"]
    env = " ".join(rest for word, rest in steps if word == "ENV")
    assert "DATABASE_URL=/app/data/backalley.db" in env and "HEARTBEAT_FILE=/app/data/" in env
    installs = " ".join(rest for word, rest in steps if word == "RUN")
    assert re.search(r"pip install -r \S*requirements\.lock", installs)
    assert (ROOT / "requirements.lock").exists()


def test_the_image_runs_the_installed_package_not_the_source() -> None:
    steps = instructions()
    copies = {
        rest.split()[-1].rstrip("/"): i
        for i, (word, rest) in enumerate(steps)
        if word == "COPY" and rest.split()[0] in ("bot", "cogs")
    }
    assert copies
    folders = {str(Path(target).parent) for target in copies}
    (source,) = folders
    # Installed from there, then removed; the bot starts elsewhere.
    runs = [(i, rest) for i, (word, rest) in enumerate(steps) if word == "RUN"]
    install = next(i for i, rest in runs if f"pip install --no-deps {source}" in rest)
    assert install > max(copies.values())
    assert any(f"rm -rf {source}" in rest for i, rest in runs if i >= install)
    workdir = [rest for word, rest in steps if word == "WORKDIR"][-1]
    assert not source.startswith(workdir) and not workdir.startswith(source)


def test_the_lock_file_pins_every_runtime_dependency() -> None:
    pins = {
        re.sub(r"[-_.]+", "-", line.split("==")[0].lower())
        for line in (ROOT / "requirements.lock").read_text(encoding="utf-8").splitlines()
        if line and not line.startswith("#")
    }
    assert all(
        "==" in line
        for line in (ROOT / "requirements.lock").read_text().splitlines()
        if line and not line.startswith("#")
    )
    assert {"discord-py", "aiosqlite", "openskill"} <= pins


def test_docker_ignores_secrets_and_local_state() -> None:
    ignored = (ROOT / ".dockerignore").read_text(encoding="utf-8").split()
    assert {".env", ".venv", ".git", "data"} <= set(ignored)


def test_the_compose_example_keeps_data_in_a_volume_and_reads_env() -> None:
    compose = (ROOT / "docker-compose.yml").read_text(encoding="utf-8")
    assert "env_file: .env" in compose
    assert re.search(r"- \S+:/app/data", compose)
    assert "restart: unless-stopped" in compose


def test_env_example_lists_every_setting() -> None:
    example = (ROOT / ".env.example").read_text(encoding="utf-8")
    config = (ROOT / "bot" / "config.py").read_text(encoding="utf-8")
    settings = set(re.findall(r'values\.get\("([A-Z_]+)"', config))
    assert settings
    for name in settings:
        assert re.search(rf"^#?\s*{name}=", example, re.MULTILINE), name


def test_the_readme_set_up_matches_the_commands_and_the_log() -> None:
    from bot.__main__ import build_parser

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    subcommands = next(
        action for action in build_parser()._actions if action.dest == "command"
    ).choices
    assert subcommands is not None
    for name in subcommands:
        assert f"python -m bot {name}" in readme, name
    assert "--offline" in readme
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    for target in re.findall(r"`make (\w+)`", readme):
        assert re.search(rf"^{target}:", makefile, re.MULTILINE), target
    # The line the README shows for an unreachable Discord is the one the bot writes.
    source = (ROOT / "bot" / "runner.py").read_text(encoding="utf-8")
    assert '"cannot reach Discord: %s; retrying in %.1f s"' in source
    assert re.search(r"`cannot reach Discord: …; retrying in \d+\.\d s`", readme)
