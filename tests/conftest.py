# The PostgreSQL fixtures (pg_server, pg_url, pg_template) for every test folder. Registered
# once here, so that the whole session shares one server.
pytest_plugins = ["tests.pgplugin"]
