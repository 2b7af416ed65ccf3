-- What `/backalley games` lists without loading a game: when the turn in progress began,
-- whose seat it is, the hand in play of how many, and the scores; and until when a player
-- who is away lets the computer play (the timer that brings them back, by index).

-- Written with every move. A game running before this migration has `hand` NULL until it is
-- next loaded; when its turn began is the time of its last move (or of its start).
ALTER TABLE games ADD COLUMN turn_since REAL;
ALTER TABLE games ADD COLUMN to_act INTEGER;    -- the seat to act; NULL: none
ALTER TABLE games ADD COLUMN hand INTEGER;      -- the hand in play, from 1 (above `hands`: a tiebreak)
ALTER TABLE games ADD COLUMN hands INTEGER;     -- the hands of the game
ALTER TABLE games ADD COLUMN scores TEXT;       -- JSON: each side's score
UPDATE games SET turn_since = coalesce(
    (SELECT max(actions.created_at) FROM actions WHERE actions.game_id = games.id), started_at
) WHERE status = 'active';

ALTER TABLE seats ADD COLUMN away_until REAL;   -- away until then; NULL: until back by hand
CREATE INDEX seats_away_until ON seats (away_until) WHERE away_until IS NOT NULL;
