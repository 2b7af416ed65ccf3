PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
# The computer players' compiled core, rebuilt in place when its C source changes.
CORE_STAMP := $(VENV)/.core-built

.PHONY: run doctor test lint format bench images lock clean system-packages postgresql-server \
	translations

# What the pictures need from the system: DejaVu, fallback fonts for the names DejaVu cannot
# draw (Hangul and CJK, symbols and emoji), and FriBiDi for right-to-left text. Installed
# with apt-get when missing (as root, else with sudo); a machine without dpkg is left alone.
SYSTEM_PACKAGES := fonts-dejavu-core fonts-wqy-microhei fonts-symbola libfribidi0

# The venv is rebuilt whenever the project metadata changes.
$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)
	@# That install built the core too: no second build below.
	touch $(CORE_STAMP)

# The editable install compiles bot/ai/_core.c into the checkout (optional: without a C
# compiler it is skipped and the players use the Python solver); this rebuilds it when the
# source changes, which the stamp above does not see.
$(CORE_STAMP): $(STAMP) bot/ai/_core.c
	$(BIN)/python -m pip install --quiet --no-build-isolation --no-deps -e .
	@$(BIN)/python -c "from bot.ai import endgame; print('exact-search core:', \
		'built' if endgame.core else 'missing (no C compiler?): the Python solver answers')"
	touch $(CORE_STAMP)

# Exit code 78: no token yet. The bot has said what to do; that is no failed step of make's.
run: $(CORE_STAMP) system-packages
	@$(BIN)/python -m bot || [ $$? -eq 78 ]

system-packages:
	@command -v dpkg-query >/dev/null || exit 0; \
	missing=$$(for p in $(SYSTEM_PACKAGES); do \
		dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q 'ok installed' || echo $$p; \
	done); \
	[ -z "$$missing" ] && exit 0; \
	sudo=$$([ "$$(id -u)" -eq 0 ] || echo sudo); \
	if [ -n "$$sudo" ] && ! command -v sudo >/dev/null; then \
		echo "missing Debian packages for the pictures: $$(echo $$missing)"; exit 0; fi; \
	echo "installing $$(echo $$missing)"; \
	$$sudo apt-get update -qq && \
	DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -qq --no-install-recommends $$missing >/dev/null

# The PostgreSQL server programs (initdb, pg_ctl, postgres): the tests start a throwaway server
# of their own with them (testbed/pgserver.py). Left alone when initdb is on PATH or in Debian's
# PG_BINS, wherever it came from; else Debian's postgresql is installed, without the main
# cluster Debian would create and start (the tests need none, and a container without an init
# system would be left with a cluster that does not run): a file in PG_CREATECLUSTER_D says so.
PG_BINS := /usr/lib/postgresql/*/bin
PG_CREATECLUSTER_D := /etc/postgresql-common/createcluster.d

postgresql-server:
	@command -v initdb >/dev/null && exit 0; \
	for bin in $(PG_BINS); do [ -x "$$bin/initdb" ] && exit 0; done; \
	sudo=$$([ "$$(id -u)" -eq 0 ] || echo sudo); \
	if ! command -v apt-get >/dev/null || { [ -n "$$sudo" ] && ! command -v sudo >/dev/null; }; then \
		echo "the PostgreSQL tests need the server programs (initdb, pg_ctl, postgres)"; exit 0; fi; \
	echo "installing postgresql (the server programs, for the tests)"; \
	$$sudo mkdir -p $(PG_CREATECLUSTER_D) && \
	echo "create_main_cluster = false  # the tests run their own servers" \
		| $$sudo tee $(PG_CREATECLUSTER_D)/backalley-tests.conf >/dev/null && \
	$$sudo apt-get update -qq && \
	DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -qq --no-install-recommends \
		postgresql >/dev/null

# Checks the settings, the token (asking Discord), the database and a running bot's health.
doctor: $(STAMP)
	$(BIN)/python -m bot doctor

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

format: $(STAMP)
	$(BIN)/ruff format .
	$(BIN)/ruff check --fix .

test: system-packages postgresql-server lint $(CORE_STAMP)
	$(BIN)/python -m pytest

# The catalogs: every message of English in every language, the same placeholders, each
# language's plural categories, command names Discord accepts, and the words' checks
# (every count renders, no English level, commands by COMMAND, Korean particles, glossaries).
translations: $(STAMP)
	$(BIN)/python -m pytest tests/ui/test_i18n.py tests/ui/test_catalog_words.py \
		tests/ui/test_command_names.py tests/fakediscord/test_localizations.py \
		tests/cogs/test_languages.py -k "catalog or plural or localis or words or command"

bench: $(CORE_STAMP)
	for b in benchmarks/*.py; do $(BIN)/python $$b || exit 1; done

# Example pictures (a hand, the table, a score sheet, the table with names in many scripts)
# from a seeded game, for the docs.
images: $(STAMP) system-packages
	$(BIN)/python -m bot.ui.images docs/images

# Pin the runtime dependencies (what the Dockerfile installs) from a clean environment.
lock:
	rm -rf .lock-venv && $(PYTHON) -m venv .lock-venv
	.lock-venv/bin/python -m pip install --quiet --upgrade pip
	.lock-venv/bin/python -m pip install --quiet .
	(echo "# Runtime dependencies, pinned: regenerate with make lock."; \
	 .lock-venv/bin/python -m pip freeze --exclude-editable | grep -v -i '^backalley-bot') > requirements.lock
	rm -rf .lock-venv build

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache .hypothesis
