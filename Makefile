PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
# Running the bot (`make run`, `doctor`, `images`): the locked runtime dependencies
# (requirements.lock, as in the Docker image), then the bot itself, installed editable so
# that the computer players' compiled core is built in place.
RUNTIME := $(VENV)/.runtime
CORE_STAMP := $(VENV)/.core-built
# Developing it (`make test`, `lint`, `format`): besides, the `dev` extra's tools (pytest,
# mypy, ruff, hypothesis).
STAMP := $(VENV)/.installed
# setuptools' banner that an editable install is one, which asks nothing of anyone.
BUILD_WARNINGS := ignore:Editable installation

.PHONY: run doctor test lint format bench images lock clean system-packages postgresql-server \
	translations

# What the pictures draw with, from Debian: each is optional (the bot has fallbacks), and
# scripts/apt-optional installs the missing ones only when that asks for no password, else
# says what each would bring and goes on. A machine without dpkg is left alone.
SYSTEM_PACKAGES := \
	"fonts-dejavu-core=Latin, Greek, Cyrillic, Arabic and Hebrew letters, and accents" \
	"fonts-wqy-microhei=Hangul and CJK (Korean pictures and names)" \
	"fonts-symbola=symbols and emoji in names" \
	"libfribidi0=Arabic and Hebrew names joined and written right to left"

# The locked runtime dependencies, again whenever the project's metadata or the lock changes.
$(RUNTIME): pyproject.toml setup.py requirements.lock
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -r requirements.lock
	touch $(RUNTIME)

# The bot, editable: the install compiles bot/ai/_core.c into the checkout (optional: without
# a C compiler it is skipped and the players use the Python solver), again when it changes.
$(CORE_STAMP): $(RUNTIME) bot/ai/_core.c
	PYTHONWARNINGS="$(BUILD_WARNINGS)" $(BIN)/python -m pip install --quiet --no-deps -e .
	@$(BIN)/python -c "from bot.ai import endgame; print('exact-search core:', \
		'built' if endgame.core else 'missing (no C compiler?): the Python solver answers')"
	touch $(CORE_STAMP)

# The dev extra's requirements, read from pyproject.toml, the runtime ones kept at the lock.
$(STAMP): $(CORE_STAMP)
	$(BIN)/python -c "import tomllib; print('\\n'.join(tomllib.load(open('pyproject.toml', \
		'rb'))['project']['optional-dependencies']['dev']))" > $(VENV)/dev-requirements.txt
	$(BIN)/python -m pip install --quiet -c requirements.lock -r $(VENV)/dev-requirements.txt
	touch $(STAMP)

# Exit code 78: no token yet. The bot has said what to do; that is no failed step of make's.
run: $(CORE_STAMP) system-packages
	@$(BIN)/python -m bot || [ $$? -eq 78 ]

system-packages:
	@sh scripts/apt-optional "the pictures" $(SYSTEM_PACKAGES)

# The PostgreSQL server programs (initdb, pg_ctl, postgres): the tests start a throwaway server
# of their own with them (testbed/pgserver.py). Left alone when initdb is on PATH or in Debian's
# PG_BINS, wherever it came from; else Debian's postgresql is installed, without the main
# cluster Debian would create and start (the tests need none, and a container without an init
# system would be left with a cluster that does not run): a file in PG_CREATECLUSTER_D says so.
PG_BINS := /usr/lib/postgresql/*/bin
PG_CREATECLUSTER_D := /etc/postgresql-common/createcluster.d

# As for the fonts, never a password prompt: as root, or with a sudo that needs none.
postgresql-server:
	@command -v initdb >/dev/null && exit 0; \
	for bin in $(PG_BINS); do [ -x "$$bin/initdb" ] && exit 0; done; \
	sudo=$$([ "$$(id -u)" -eq 0 ] || echo "sudo -n"); \
	if ! command -v apt-get >/dev/null || { [ -n "$$sudo" ] && ! sudo -n true 2>/dev/null; }; then \
		echo "the PostgreSQL tests need the server programs (initdb, pg_ctl, postgres):" \
			"sudo apt-get install postgresql"; exit 0; fi; \
	echo "installing postgresql (the server programs, for the tests)"; \
	$$sudo mkdir -p $(PG_CREATECLUSTER_D) && \
	echo "create_main_cluster = false  # the tests run their own servers" \
		| $$sudo tee $(PG_CREATECLUSTER_D)/backalley-tests.conf >/dev/null && \
	$$sudo apt-get update -qq && \
	DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -qq --no-install-recommends \
		postgresql >/dev/null

# Checks the settings, the token (asking Discord), the database and a running bot's health.
doctor: $(CORE_STAMP)
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
# (every count renders, no English level, commands by COMMAND, Korean particles, glossaries,
# the card help's examples, and whole games with no word composed in English).
translations: $(STAMP)
	$(BIN)/python -m pytest tests/ui/words/test_i18n.py tests/ui/words/test_catalog_words.py \
		tests/ui/words/test_command_names.py tests/fakediscord/test_localizations.py \
		tests/ui/words/test_korean.py tests/ui/words/test_card_help.py \
		tests/ui/words/test_whole_game_words.py \
		tests/end_to_end/test_languages.py -k "catalog or plural or localis or words or command"

bench: $(CORE_STAMP)
	for b in benchmarks/*.py; do $(BIN)/python $$b || exit 1; done

# Example pictures (a hand, the table, a score sheet, the table with names in many scripts)
# from a seeded game, for the docs.
images: $(CORE_STAMP) system-packages
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
