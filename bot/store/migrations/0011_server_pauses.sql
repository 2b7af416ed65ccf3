-- A server that removed the bot: its games wait (no computer turn, no timer, nothing posted)
-- until it takes the bot back. One fact on the server's row, read by the queries of the timers
-- and of the computer's turns, so that pausing or resuming a server loads none of its games.
-- NULL while the bot is in the server; else since when it is not.
ALTER TABLE guilds ADD COLUMN away_since REAL;
CREATE INDEX guilds_away ON guilds (id) WHERE away_since IS NOT NULL;
