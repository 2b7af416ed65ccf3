"""Pytest fixtures of a throwaway PostgreSQL server (`tests.pgserver`), registered for every
test folder by ``tests/conftest.py``:

- ``pg_server`` (session): the running `PgServer`, started at the first test that asks for
  it, so runs without such a test never start one; stopped and removed at the end.
- ``pg_url`` (function): ``postgresql://postgres@127.0.0.1:PORT/<name>``, a fresh database
  of its own, copied from ``pg_template`` and dropped after the test.
- ``pg_template`` (session): the database each test's database is copied from,
  ``template1`` (empty). Override it in a conftest to copy a prepared one instead, e.g.
  migrated once per session, then frozen with `PgServer.make_template`.

Without the server programs, the tests that need them fail (never skip): CI must run them.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

import pytest

from tests.pgserver import PgServer, ServerProgramsMissing

_numbers = itertools.count(1)


def start_server() -> PgServer:
    try:
        server = PgServer()
    except ServerProgramsMissing as error:
        pytest.fail(str(error), pytrace=False)
    return server.start()


@pytest.fixture(scope="session")
def pg_server() -> Iterator[PgServer]:
    server = start_server()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="session")
def pg_template(pg_server: PgServer) -> str:
    return "template1"


@pytest.fixture
def pg_url(pg_server: PgServer, pg_template: str, request: pytest.FixtureRequest) -> Iterator[str]:
    name = database_name(request.node.name)
    pg_server.create_database(name, template=pg_template)
    try:
        yield pg_server.url(name)
    finally:
        pg_server.drop_database(name)


def database_name(test: str) -> str:
    """t<n>_<the test's name>, within PostgreSQL's 63 bytes: unique, and easy to trace."""
    slug = re.sub(r"[^a-z0-9]+", "_", test.lower()).strip("_")
    return f"t{next(_numbers)}_{slug}"[:63]
