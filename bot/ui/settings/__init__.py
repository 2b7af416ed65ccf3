"""A player's and a server's choices: `/backalley prefs`, `settings` (with deleting the
server's data, `forget`) and `language`; time zones as people type them (`zones`)."""
