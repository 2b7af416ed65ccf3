ALTER TABLE games ADD COLUMN players_secret BIGINT;
