-- A lobby opened by the Rematch button of a finished game points to that game, so that every
-- player who clicks joins the same lobby.
ALTER TABLE games ADD COLUMN rematch_of INTEGER REFERENCES games (id);
CREATE INDEX games_rematch_of ON games (rematch_of) WHERE rematch_of IS NOT NULL;

-- A player asked for a hint (/backalley hint, when the server allows them): the game is
-- marked and does not count for ratings.
ALTER TABLE games ADD COLUMN hinted INTEGER NOT NULL DEFAULT 0;
