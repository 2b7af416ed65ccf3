"""The Dockerfile and compose file hold what a server admin relies on (checked without Docker)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

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
    last = max(i for i, (word, _) in enumerate(steps) if word == "FROM")
    build, final = steps[:last], steps[last:]
    assert "slim" in final[0][1]
    # The source goes into the build stage only, which makes the wheel (compiling the
    # computer players' core: the compiler stays in that stage).
    copied = [rest.split()[0] for word, rest in build if word == "COPY"]
    assert "bot" in copied
    assert any("pip wheel" in rest for word, rest in build if word == "RUN")
    assert any("gcc" in rest for word, rest in build if word == "RUN")
    assert not any(rest.split()[0] == "bot" for word, rest in final if word == "COPY")
    assert not any("gcc" in rest for word, rest in final if word == "RUN")
    # The image installs the wheel alone and starts elsewhere.
    (wheels,) = [rest for word, rest in final if word == "COPY" and rest.startswith("--from=")]
    target = wheels.split()[-1]
    assert any(
        f"pip install --no-deps {target}/*.whl" in rest and f"rm -rf {target}" in rest
        for word, rest in final
        if word == "RUN"
    )
    workdir = [rest for word, rest in steps if word == "WORKDIR"][-1]
    assert not target.startswith(workdir) and not workdir.startswith(target)


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


def parse_compose(text: str) -> dict[str, Any]:
    """The YAML the compose file is written in (PyYAML is no dependency): nested mappings,
    lists of plain values one per line, flow lists, quoted strings and comments."""

    def scalar(value: str) -> Any:
        if value.startswith("[") and value.endswith("]"):
            return [scalar(item.strip()) for item in value[1:-1].split(",") if item.strip()]
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
            return value[1:-1]
        return value

    lines = [
        (len(line) - len(line.lstrip()), line.strip())
        for line in text.splitlines()
        if line.strip() and not line.strip().startswith("#")
    ]
    root: dict[str, Any] = {}
    stack: list[tuple[int, Any]] = [(-1, root)]
    for number, (indent, line) in enumerate(lines):
        while indent <= stack[-1][0]:
            stack.pop()
        parent = stack[-1][1]
        if line.startswith("- "):
            assert isinstance(parent, list), line
            parent.append(scalar(line[2:].strip()))
            continue
        assert isinstance(parent, dict), line
        key, colon, rest = line.partition(":")
        assert colon and " " not in key, line
        if rest.strip():
            parent[key] = scalar(rest.strip())
            continue
        following = lines[number + 1] if number + 1 < len(lines) else (0, "")
        if following[0] <= indent:
            parent[key] = None
        else:
            parent[key] = [] if following[1].startswith("- ") else {}
            stack.append((indent, parent[key]))
    return root


def test_the_scale_profile_runs_two_shards_on_a_healthy_postgres() -> None:
    compose = parse_compose((ROOT / "docker-compose.yml").read_text(encoding="utf-8"))
    services = compose["services"]
    # `docker compose up -d` still starts the one SQLite bot, and only it.
    assert [name for name, service in services.items() if "profiles" not in service] == [
        "backalley"
    ]
    assert services["backalley"]["environment"]["DATABASE_URL"] == "/app/data/backalley.db"
    scale = {name: s for name, s in services.items() if "scale" in s.get("profiles", [])}
    postgres = scale.pop("postgres")
    assert re.fullmatch(r"postgres:\d+", postgres["image"])
    check = postgres["healthcheck"]["test"]
    assert check[0] in ("CMD", "CMD-SHELL") and "pg_isready" in " ".join(check)
    assert any(v.endswith(":/var/lib/postgresql/data") for v in postgres["volumes"])
    assert "${POSTGRES_PASSWORD:-" in postgres["environment"]["POSTGRES_PASSWORD"]

    assert len(scale) == 2
    counts, shard_ids, heartbeats = set(), [], set()
    for bot in scale.values():
        env = bot["environment"]
        assert bot["image"] == services["backalley"]["image"]
        assert re.fullmatch(r"postgresql://\S+@postgres:5432/\w+", env["DATABASE_URL"])
        assert bot["depends_on"]["postgres"]["condition"] == "service_healthy"
        counts.add(int(env["SHARD_COUNT"]))
        shard_ids.append({int(i) for i in env["SHARD_IDS"].split(",")})
        (volume,) = (v.split(":")[0] for v in bot["volumes"] if v.endswith(":/app/data"))
        assert env["HEARTBEAT_FILE"].startswith("/app/data/")
        heartbeats.add((volume, env["HEARTBEAT_FILE"]))
    (count,) = counts
    # Disjoint, and together every shard.
    assert sum(len(ids) for ids in shard_ids) == count
    assert set().union(*shard_ids) == set(range(count))
    assert len(heartbeats) == 2
    # Each bot's metrics, published on the host's loopback only, each on a port of its own.
    published = set()
    for bot in scale.values():
        port = int(bot["environment"]["METRICS_PORT"])
        (mapping,) = bot["ports"]
        assert mapping.startswith("127.0.0.1:") and mapping.endswith(f":{port}")
        published.add(mapping.split(":")[1])
    assert len(published) == 2
    used = {v.split(":")[0] for s in services.values() for v in s.get("volumes", [])}
    assert used <= set(compose["volumes"])


def test_env_example_lists_every_setting() -> None:
    example = (ROOT / ".env.example").read_text(encoding="utf-8")
    config = (ROOT / "bot" / "running" / "config.py").read_text(encoding="utf-8")
    settings = set(re.findall(r'values\.get\("([A-Z_]+)"', config))
    assert settings
    for name in settings:
        assert re.search(rf"^#?\s*{name}=", example, re.MULTILINE), name


GUIDES = ("players.md", "admins.md", "operators.md", "contributors.md")


def test_the_operators_guide_matches_the_commands_and_the_log() -> None:
    from bot.__main__ import TOOLS, build_parser

    operators = (ROOT / "docs" / "operators.md").read_text(encoding="utf-8")
    guides = "".join((ROOT / "docs" / guide).read_text(encoding="utf-8") for guide in GUIDES)
    subcommands = next(
        action for action in build_parser()._actions if action.dest == "command"
    ).choices
    assert subcommands is not None
    for name in subcommands:
        # The operator's commands in their guide; the terminal game and the simulations
        # where players and contributors read.
        assert f"python -m bot {name}" in (guides if name in TOOLS else operators), name
    assert "--offline" in operators
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    for doc in ("README.md", *(f"docs/{guide}" for guide in GUIDES)):
        for target in re.findall(r"`make (\w+)`", (ROOT / doc).read_text(encoding="utf-8")):
            assert re.search(rf"^{target}:", makefile, re.MULTILINE), (doc, target)
    # The line the docs show for an unreachable Discord is the one the bot writes.
    source = (ROOT / "bot" / "running" / "runner.py").read_text(encoding="utf-8")
    assert '"cannot reach Discord: %s; retrying in %.1f s"' in source
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for text in (readme, operators):
        assert re.search(r"`cannot reach Discord: …; retrying in \d+\.\d s`", text)


def test_the_readme_is_a_short_way_in() -> None:
    """What it is, a picture, the quick start, the two commands and the guides, in at most
    about 250 lines; the rest lives in the guides."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(readme.splitlines()) <= 250
    headings = re.findall(r"^## (.+)$", readme, re.MULTILINE)
    assert {"Quick start", "Two commands", "Guides"} <= set(headings), headings
    (picture,) = re.findall(r"!\[[^]]+\]\((docs/images/[^)]+)\)", readme)
    assert (ROOT / picture).is_file()
    for guide in (*GUIDES, "ARCHITECTURE.md", "TRANSLATING.md", "RULES.md"):
        assert f"](docs/{guide})" in readme, guide
    for step in ("Developer Portal", "make doctor", "make run", "docker compose up -d", ".env"):
        assert step in readme, step


def heading_anchors(markdown: str) -> set[str]:
    """GitHub's anchors of a file's headings."""
    anchors = set()
    for title in re.findall(r"^#+ (.+)$", markdown, re.MULTILINE):
        slug = re.sub(r"[^\w\- ]", "", title.strip().lower()).replace(" ", "-")
        anchors.add(slug)
    return anchors


def test_every_link_of_the_readme_and_the_guides_leads_somewhere() -> None:
    docs = [ROOT / "README.md", ROOT / "CHANGELOG.md"] + [ROOT / "docs" / g for g in GUIDES]
    for doc in docs:
        text = doc.read_text(encoding="utf-8")
        for target in re.findall(r"\]\(([^)\s]+)\)", text):
            if target.startswith(("http://", "https://")):
                continue
            path, _, anchor = target.partition("#")
            found = (doc.parent / path).resolve() if path else doc
            assert found.exists(), (doc.name, target)
            if anchor:
                assert found.suffix == ".md", (doc.name, target)
                assert anchor in heading_anchors(found.read_text(encoding="utf-8")), (
                    doc.name,
                    target,
                )


# An invite's permissions as the docs write them: in the URL, and as a number in code text.
INVITE_INTEGER = re.compile(r"permissions=(\d+)|`(\d{9,})`")


def invite_integers(markdown: str) -> set[int]:
    return {int(url or code) for url, code in INVITE_INTEGER.findall(markdown)}


def section(markdown: str, heading: str) -> str:
    """A section's text, from its heading to the next heading of its level or above."""
    level = heading.split(" ")[0]
    start = markdown.index(f"\n{heading}\n") + 1
    end = re.compile(rf"^#{{1,{len(level)}}} ", re.MULTILINE).search(markdown, start + 1)
    return markdown[start : end.start() if end else len(markdown)]


def test_the_docs_invite_asks_what_the_code_asks() -> None:
    """Every invite integer in the README and the guides is the code's (the union of what the
    features every server uses declare), but the one that adds Manage Roles, given only where
    the champion role is explained."""
    from bot.running.invite import bot_permissions, default_invite, with_optional

    asked = bot_permissions().value
    optional = with_optional().value
    assert optional != asked
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert invite_integers(readme) == {asked}
    assert default_invite(1234).replace("1234", "YOUR_APPLICATION_ID") in readme
    for guide in sorted((ROOT / "docs").glob("*.md")):
        text = guide.read_text(encoding="utf-8")
        assert invite_integers(text) <= {asked, optional}, guide.name
        if guide.name != "admins.md":
            assert optional not in invite_integers(text), guide.name
    admins = (ROOT / "docs" / "admins.md").read_text(encoding="utf-8")
    assert invite_integers(admins) == {asked, optional}
    roles = section(admins, "## Roles")
    assert "champion role" in roles and optional in invite_integers(roles)
    assert optional not in invite_integers(admins.replace(roles, ""))
    assert default_invite(1234).replace("1234", "APPLICATION_ID") in admins
    assert f"permissions={optional}" in roles


def test_the_license_is_the_one_the_package_declares() -> None:
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["license"] == "MIT"
    license_text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert license_text.startswith("MIT License\n")
    assert re.search(r"^Copyright \(c\) \d{4} The Back Alley bot contributors$", license_text, re.M)
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    assert re.search(rf"^## {re.escape(project['version'])}$", changelog, re.MULTILINE)


def test_git_ignores_what_a_running_bot_leaves_beside_its_database() -> None:
    import fnmatch

    patterns = [
        line.strip()
        for line in (ROOT / ".gitignore").read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.startswith("#")
    ]

    def ignored(path: str) -> bool:
        parts = path.split("/")
        prefixes = ["/".join(parts[: i + 1]) for i in range(len(parts))]
        for pattern in patterns:
            bare = pattern.strip("/")
            for prefix in prefixes:
                if fnmatch.fnmatch(prefix, bare) or fnmatch.fnmatch(parts[-1], bare):
                    return True
        return False

    for left in (
        "data/backalley.db",
        "data/backalley.db-wal",
        "data/backalley.db.lock",
        "data/heartbeat",
        "data/backups/backalley-2026-12-06-101500.db",
        ".env",
    ):
        assert ignored(left), left
    assert not ignored("docs/images/table.png")


def test_make_images_leaves_a_picture_with_the_same_pixels_alone(tmp_path: Path) -> None:
    import importlib
    import io

    from PIL import Image

    write_if_new = importlib.import_module("bot.ui.images.__main__").write_if_new
    picture = Image.new("RGB", (40, 30), (20, 90, 40))
    fast, small = io.BytesIO(), io.BytesIO()
    picture.save(fast, "PNG", compress_level=1)
    picture.save(small, "PNG", optimize=True)
    assert fast.getvalue() != small.getvalue()
    path = tmp_path / "table.png"
    path.write_bytes(small.getvalue())  # as committed, compressed otherwise
    assert not write_if_new(path, fast.getvalue())
    assert path.read_bytes() == small.getvalue()
    picture.putpixel((3, 4), (255, 255, 255))
    changed = io.BytesIO()
    picture.save(changed, "PNG", compress_level=1)
    assert write_if_new(path, changed.getvalue())
    assert path.read_bytes() == changed.getvalue()
    assert write_if_new(tmp_path / "new.png", fast.getvalue())


def test_both_stages_start_from_one_pinned_base() -> None:
    bases = [rest.split()[0] for word, rest in instructions() if word == "FROM"]
    assert len(bases) == 2 and len(set(bases)) == 1, bases
    # The Python minor version and the Debian release (whose font packages the image
    # installs), or a digest: never a tag that moves to another release by itself.
    assert re.fullmatch(
        r"python:3\.\d+(\.\d+)?-slim-(bookworm|trixie)(@sha256:[0-9a-f]{64})?", bases[0]
    ) or (re.fullmatch(r"python:[\w.-]+@sha256:[0-9a-f]{64}", bases[0])), bases[0]


def test_every_service_rotates_its_logs() -> None:
    compose = parse_compose((ROOT / "docker-compose.yml").read_text(encoding="utf-8"))
    for name, service in compose["services"].items():
        logging = service.get("logging")
        assert logging is not None, name
        assert logging["driver"] in ("json-file", "local"), name
        size = logging["options"]["max-size"]
        assert re.fullmatch(r"\d+[km]", size), (name, size)
        assert int(logging["options"]["max-file"]) >= 2, name


def test_backups_and_relative_paths_land_in_the_data_volume() -> None:
    steps = instructions()
    (volume,) = json.loads(next(rest for word, rest in steps if word == "VOLUME"))
    workdir = [rest for word, rest in steps if word == "WORKDIR"][-1]
    assert workdir == volume or workdir.startswith(volume + "/"), workdir
    user = [rest for word, rest in steps if word == "USER"][-1]
    run = " ".join(rest for word, rest in steps if word == "RUN")
    assert re.search(rf"chown -R {user}:{user} {volume}( |$)", run), run
    # The compose file says how to take one and copy it out of the volume.
    compose = (ROOT / "docker-compose.yml").read_text(encoding="utf-8")
    assert "docker compose exec backalley python -m bot backup" in compose
    assert f"docker compose cp backalley:{volume}/backups" in compose


def test_the_health_check_loads_nothing_of_the_bot(tmp_path: Path) -> None:
    """The container runs it every 30 s: it reads one file, without importing Discord, the
    database drivers, the pictures or the bot's layers."""
    import os
    import subprocess
    import sys

    beat = tmp_path / "heartbeat"
    beat.write_text("alive\n", encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "bot", "health"],
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(ROOT), "HEARTBEAT_FILE": str(beat)},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    imported = {
        line.rsplit("|", 1)[-1].strip()
        for line in done.stderr.splitlines()
        if line.startswith("import time:")
    }
    heavy = {"discord", "aiohttp", "aiosqlite", "asyncpg", "PIL", "bot.store", "bot.engine"}
    assert not heavy & imported, sorted(heavy & imported)
    assert "bot.running.heartbeat" in imported
