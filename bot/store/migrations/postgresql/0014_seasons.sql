-- Seasons: a month's or a quarter's standings per server (see 0014_seasons.sql for SQLite).
CREATE TABLE seasons (
    guild_id   BIGINT NOT NULL,
    season     TEXT   NOT NULL,
    ends_at    DOUBLE PRECISION NOT NULL,
    frozen_at  DOUBLE PRECISION,
    posted_at  DOUBLE PRECISION,
    PRIMARY KEY (guild_id, season)
);

CREATE INDEX seasons_due ON seasons (ends_at, guild_id) WHERE frozen_at IS NULL;
CREATE INDEX seasons_unposted ON seasons (frozen_at) WHERE frozen_at IS NOT NULL AND posted_at IS NULL;

CREATE TABLE season_totals (
    guild_id          BIGINT  NOT NULL,
    season            TEXT    NOT NULL,
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
    PRIMARY KEY (guild_id, season, preset, user_id)
);

CREATE TABLE season_ratings (
    guild_id    BIGINT  NOT NULL,
    season      TEXT    NOT NULL,
    user_id     BIGINT  NOT NULL,
    mu          DOUBLE PRECISION NOT NULL,
    sigma       DOUBLE PRECISION NOT NULL,
    games       INTEGER NOT NULL DEFAULT 0,
    updated_at  DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (guild_id, season, user_id)
);

CREATE TABLE season_standings (
    guild_id  BIGINT  NOT NULL,
    season    TEXT    NOT NULL,
    user_id   BIGINT  NOT NULL,
    place     INTEGER NOT NULL,
    rating    DOUBLE PRECISION NOT NULL,
    games     INTEGER NOT NULL,
    wins      INTEGER NOT NULL,
    PRIMARY KEY (guild_id, season, user_id)
);
