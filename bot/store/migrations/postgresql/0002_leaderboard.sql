-- Ratings and running totals per player and guild (see 0002_leaderboard.sql for SQLite).

CREATE TABLE ratings (
    guild_id    BIGINT  NOT NULL,
    user_id     BIGINT  NOT NULL,
    mu          DOUBLE PRECISION NOT NULL,
    sigma       DOUBLE PRECISION NOT NULL,
    games       INTEGER NOT NULL DEFAULT 0,
    updated_at  DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (guild_id, user_id)
);

CREATE TABLE player_totals (
    guild_id          BIGINT  NOT NULL,
    user_id           BIGINT  NOT NULL,
    preset            TEXT    NOT NULL,
    games             INTEGER NOT NULL DEFAULT 0,
    wins              INTEGER NOT NULL DEFAULT 0,
    losses            INTEGER NOT NULL DEFAULT 0,
    draws             INTEGER NOT NULL DEFAULT 0,
    points            BIGINT  NOT NULL DEFAULT 0,
    hands             INTEGER NOT NULL DEFAULT 0,
    contracts_made    INTEGER NOT NULL DEFAULT 0,
    contracts_failed  INTEGER NOT NULL DEFAULT 0,
    boards_bid        INTEGER NOT NULL DEFAULT 0,
    boards_made       INTEGER NOT NULL DEFAULT 0,
    tricks            INTEGER NOT NULL DEFAULT 0,
    last_game_at      DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (guild_id, preset, user_id)
);

CREATE INDEX player_results_by_game_side ON player_results (game_id, side);
