-- See 0011_server_pauses.sql for SQLite.
ALTER TABLE guilds ADD COLUMN away_since DOUBLE PRECISION;
CREATE INDEX guilds_away ON guilds (id) WHERE away_since IS NOT NULL;
