-- The secret the computer players' seeds come from: drawn apart from the deck seed, so that
-- no player's seed can rebuild the decks; kept with the game so that a replay plays on alike.
ALTER TABLE games ADD COLUMN players_secret INTEGER;
