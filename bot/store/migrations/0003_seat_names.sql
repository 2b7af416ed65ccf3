-- The name a player had when they sat down, for pictures and records; NULL for computers.
ALTER TABLE seats ADD COLUMN name TEXT;
