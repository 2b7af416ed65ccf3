"""Pytest fixtures of a throwaway PostgreSQL server (`testbed.pgserver`), registered for every
test folder by ``tests/conftest.py``:

- ``pg_server`` (session): the running `PgServer`, started at the first test that asks for
  it, so runs without such a test never start one; stopped and removed at the end.
- ``pg_url`` (function): ``postgresql://postgres@127.0.0.1:PORT/<name>``, a fresh database
  of its own, copied from ``pg_template`` and dropped after the test.
- ``pg_template`` (session): the database each test's database is copied from,
  ``template1`` (empty). Override it in a folder's conftest to copy a prepared one instead,
  e.g. migrated once per session (``migrate`` being an async function of a URL)::

      @pytest.fixture(scope="session")
      def pg_template(pg_server: PgServer) -> str:
          pg_server.create_database("migrated")
          pg_server.run(migrate, pg_server.url("migrated"))
          pg_server.make_template("migrated")
          return "migrated"

Without the server programs, the tests that need them fail (never skip): CI must run them.
"""

from __future__ import annotations

import contextlib
import itertools
import re
from collections.abc import Iterator

import pytest

from testbed.pgserver import PgServer, ServerProgramsMissing

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
    with fresh_database(pg_server, pg_template, request.node.name) as url:
        yield url


@contextlib.contextmanager
def fresh_database(server: PgServer, template: str, test: str) -> Iterator[str]:
    """A new database for the test, dropped afterwards with the connections it left open."""
    name = database_name(test)
    server.create_database(name, template=template)
    try:
        yield server.url(name)
    finally:
        server.drop_database(name)


def database_name(test: str) -> str:
    """t<n>_<the test's name>, within PostgreSQL's 63 bytes: unique, and easy to trace."""
    slug = re.sub(r"[^a-z0-9]+", "_", test.lower()).strip("_")
    return f"t{next(_numbers)}_{slug}"[:63]
