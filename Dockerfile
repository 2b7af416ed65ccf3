# The Back Alley bot. Build: docker build -t backalley .   Run: see docker-compose.yml.

# Both stages on one pinned base: Python 3.11 on Debian 12 (bookworm), whose packages the
# font list below names. A bare `3.11-slim` would move to the next Debian release by itself;
# change both FROM lines together, on purpose.

# The wheel, built where there is a C compiler: it carries the computer players' compiled
# core (bot/ai/_core.c). The compiler stays in this stage; the image gets the wheel only.
FROM python:3.11-slim-bookworm AS build
RUN apt-get update \
    && apt-get install -y --no-install-recommends gcc libc6-dev \
    && rm -rf /var/lib/apt/lists/*
COPY pyproject.toml setup.py README.md /src/
COPY bot /src/bot
RUN pip wheel --no-deps --wheel-dir /wheels /src \
    && python -c "import sys, zipfile, glob; names = zipfile.ZipFile(glob.glob('/wheels/*.whl')[0]).namelist(); sys.exit(not any(n.startswith('bot/ai/_core.') and n.endswith('.so') for n in names))"

FROM python:3.11-slim-bookworm

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

# Fonts for the pictures (the bot falls back to a plain font without them): DejaVu, then
# fallbacks for the names DejaVu cannot draw; FriBiDi for right-to-left names. As in the
# Makefile's SYSTEM_PACKAGES.
RUN apt-get update \
    && apt-get install -y --no-install-recommends \
        fonts-dejavu-core fonts-wqy-microhei fonts-symbola libfribidi0 \
    && rm -rf /var/lib/apt/lists/*

# The locked dependencies first, so that code changes do not reinstall them.
COPY requirements.lock /tmp/
RUN pip install -r /tmp/requirements.lock && rm /tmp/requirements.lock

# The bot is installed from the wheel built above (with its migrations and compiled core),
# so the image runs exactly what the wheel carries.
COPY --from=build /wheels /tmp/wheels
RUN pip install --no-deps /tmp/wheels/*.whl && rm -rf /tmp/wheels

RUN useradd --create-home --uid 10001 backalley \
    && mkdir -p /app/data/backups \
    && chown -R backalley:backalley /app/data
# The data volume is the working folder: what a command writes by a relative path (a backup
# in backups/, a LOG_FILE) lands where it persists and `docker compose cp` copies it out.
WORKDIR /app/data
USER backalley

ENV DATABASE_URL=/app/data/backalley.db \
    HEARTBEAT_FILE=/app/data/heartbeat
VOLUME ["/app/data"]

# Healthy while the bot runs and is connected: it writes the heartbeat file every 30 s and
# marks it stopped when it stops. `health` reads that file and loads nothing of the bot.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD ["python", "-m", "bot", "health"]

ENTRYPOINT ["python", "-m", "bot"]
CMD ["run"]
