-- See 0013_turn_since.sql for SQLite.
ALTER TABLE games ADD COLUMN turn_since DOUBLE PRECISION;
ALTER TABLE games ADD COLUMN to_act INTEGER;
ALTER TABLE games ADD COLUMN hand INTEGER;
ALTER TABLE games ADD COLUMN hands INTEGER;
ALTER TABLE games ADD COLUMN scores TEXT;
UPDATE games SET turn_since = coalesce(
    (SELECT max(actions.created_at) FROM actions WHERE actions.game_id = games.id), started_at
) WHERE status = 'active';

ALTER TABLE seats ADD COLUMN away_until DOUBLE PRECISION;
CREATE INDEX seats_away_until ON seats (away_until) WHERE away_until IS NOT NULL;
