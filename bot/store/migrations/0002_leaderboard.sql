-- Ratings and running totals per player and guild, kept up to date when a game finishes,
-- so that a leaderboard page reads a few rows instead of every result.

CREATE TABLE ratings (
    guild_id    INTEGER NOT NULL,
    user_id     INTEGER NOT NULL,
    mu          REAL    NOT NULL,
    sigma       REAL    NOT NULL,
    games       INTEGER NOT NULL DEFAULT 0,
    updated_at  REAL    NOT NULL,
    PRIMARY KEY (guild_id, user_id)
) WITHOUT ROWID;

-- One row per guild, player and preset, and one with preset '*' for every preset together.
CREATE TABLE player_totals (
    guild_id          INTEGER NOT NULL,
    user_id           INTEGER NOT NULL,
    preset            TEXT    NOT NULL,
    games             INTEGER NOT NULL DEFAULT 0,
    wins              INTEGER NOT NULL DEFAULT 0,
    losses            INTEGER NOT NULL DEFAULT 0,
    draws             INTEGER NOT NULL DEFAULT 0,
    points            INTEGER NOT NULL DEFAULT 0,   -- the player's side's final scores, summed
    hands             INTEGER NOT NULL DEFAULT 0,
    contracts_made    INTEGER NOT NULL DEFAULT 0,
    contracts_failed  INTEGER NOT NULL DEFAULT 0,
    boards_bid        INTEGER NOT NULL DEFAULT 0,
    boards_made       INTEGER NOT NULL DEFAULT 0,
    tricks            INTEGER NOT NULL DEFAULT 0,
    last_game_at      REAL    NOT NULL,
    PRIMARY KEY (guild_id, preset, user_id)
) WITHOUT ROWID;

CREATE INDEX player_results_by_game_side ON player_results (game_id, side);
