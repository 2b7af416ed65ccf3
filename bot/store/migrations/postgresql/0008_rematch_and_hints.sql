ALTER TABLE games ADD COLUMN rematch_of BIGINT REFERENCES games (id);
CREATE INDEX games_rematch_of ON games (rematch_of) WHERE rematch_of IS NOT NULL;

ALTER TABLE games ADD COLUMN hinted INTEGER NOT NULL DEFAULT 0;
