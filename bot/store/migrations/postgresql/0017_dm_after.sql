-- How long a player's turn waits before it is told them by direct message (seconds), so that
-- a player at the table who moves within it gets none; NULL: the bot's default.
ALTER TABLE player_prefs ADD COLUMN dm_after DOUBLE PRECISION;
