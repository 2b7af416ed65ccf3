"""The operator's tools, run by `python -m bot …` beside or instead of the bot: doctor,
backup and restore, forget and abandon, migrate-db, simulate."""
