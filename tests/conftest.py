# The PostgreSQL fixtures (pg_server, pg_url, pg_template) for every test folder, and the
# `databases` fixture that runs the store and service tests on both backends. Registered once
# here, so that the whole session shares one server.
pytest_plugins = ["tests.pgplugin", "tests.backends"]
