PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run doctor test lint format bench images lock clean

# The venv is rebuilt whenever the project metadata changes.
$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/python -m bot

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

test: lint
	$(BIN)/python -m pytest

bench: $(STAMP)
	for b in benchmarks/*.py; do $(BIN)/python $$b || exit 1; done

# Example pictures (a hand, the table, a score sheet) from a seeded game, for the docs.
images: $(STAMP)
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
