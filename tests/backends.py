"""Every store and service test on both backends: the `databases` fixture, parametrized over
SQLite and PostgreSQL, hands out databases by name. On SQLite a name is a file in the test's
temporary folder; on PostgreSQL a database of the test's own on the session's throwaway
server (`tests.pgplugin`), copied from a template migrated once, dropped after the test.
Opening the same name twice opens the same database, as a restart would."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.store import Database, open_database
from testbed.pgserver import PgServer
from tests.pgplugin import database_name

BACKENDS = ("sqlite", "postgresql")
TEMPLATE = "backalley_migrated"


class Databases:
    """The databases of one test on one backend."""

    def __init__(self, backend: str, folder: Path, server: PgServer | None, test: str) -> None:
        self.backend = backend
        self.folder = folder
        self.server = server
        self.test = test
        self.made: dict[str, str] = {}

    @property
    def postgresql(self) -> bool:
        return self.backend == "postgresql"

    def url(self, name: str = "game.db") -> Path | str:
        """What `Database.open` takes for the database called `name`, created if new."""
        if self.server is None:
            return self.folder / name
        if name not in self.made:
            database = database_name(f"{self.test}_{name}")
            self.server.create_database(database, template=TEMPLATE)
            self.made[name] = database
        return self.server.url(self.made[name])

    async def open(self, name: str = "game.db") -> Database:
        return await open_database(self.url(name))

    def drop(self) -> None:
        assert self.server is not None or not self.made
        for database in self.made.values():
            assert self.server is not None
            self.server.drop_database(database)


@pytest.fixture(scope="session")
def migrated_template(pg_server: PgServer) -> str:
    """A database with every migration applied, the template of each test's database."""
    pg_server.create_database(TEMPLATE)

    async def migrate() -> None:
        database = await open_database(pg_server.url(TEMPLATE))
        await database.close()

    PgServer.run(migrate)
    pg_server.make_template(TEMPLATE)
    return TEMPLATE


@pytest.fixture(params=BACKENDS)
def databases(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Databases]:
    server = None
    if request.param == "postgresql":
        request.getfixturevalue("migrated_template")
        server = request.getfixturevalue("pg_server")
    made = Databases(request.param, tmp_path, server, request.node.name)
    try:
        yield made
    finally:
        made.drop()
