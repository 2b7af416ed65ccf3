-- Seasons: a month's or a quarter's standings per server, beside the all-time ones.
--
-- A season is named by its key ('2026-11' for a month, '2026-Q4' for a quarter) and ends at
-- its boundary in the server's time zone (ends_at, a UTC timestamp). Its row is written with
-- the first game that counts for it; the rollover freezes it once (frozen_at, with its final
-- standings in season_standings) and the bot posts it once (posted_at), so that a restart
-- neither skips a season nor posts one twice.
CREATE TABLE seasons (
    guild_id   INTEGER NOT NULL,
    season     TEXT    NOT NULL,
    ends_at    REAL    NOT NULL,
    frozen_at  REAL,
    posted_at  REAL,
    PRIMARY KEY (guild_id, season)
) WITHOUT ROWID;

-- The rollover's queries: the seasons due to end, and those frozen but not posted yet.
CREATE INDEX seasons_due ON seasons (ends_at, guild_id) WHERE frozen_at IS NULL;
CREATE INDEX seasons_unposted ON seasons (frozen_at) WHERE frozen_at IS NOT NULL AND posted_at IS NULL;

-- The season's running totals, as player_totals: one row per preset and one with '*'.
CREATE TABLE season_totals (
    guild_id          INTEGER NOT NULL,
    season            TEXT    NOT NULL,
    user_id           INTEGER NOT NULL,
    preset            TEXT    NOT NULL,
    games             INTEGER NOT NULL DEFAULT 0,
    wins              INTEGER NOT NULL DEFAULT 0,
    losses            INTEGER NOT NULL DEFAULT 0,
    draws             INTEGER NOT NULL DEFAULT 0,
    points            INTEGER NOT NULL DEFAULT 0,
    hands             INTEGER NOT NULL DEFAULT 0,
    contracts_made    INTEGER NOT NULL DEFAULT 0,
    contracts_failed  INTEGER NOT NULL DEFAULT 0,
    boards_bid        INTEGER NOT NULL DEFAULT 0,
    boards_made       INTEGER NOT NULL DEFAULT 0,
    tricks            INTEGER NOT NULL DEFAULT 0,
    last_game_at      REAL    NOT NULL,
    PRIMARY KEY (guild_id, season, preset, user_id)
) WITHOUT ROWID;

-- A rating that starts fresh each season (the all-time one in ratings goes on unchanged).
CREATE TABLE season_ratings (
    guild_id    INTEGER NOT NULL,
    season      TEXT    NOT NULL,
    user_id     INTEGER NOT NULL,
    mu          REAL    NOT NULL,
    sigma       REAL    NOT NULL,
    games       INTEGER NOT NULL DEFAULT 0,
    updated_at  REAL    NOT NULL,
    PRIMARY KEY (guild_id, season, user_id)
) WITHOUT ROWID;

-- A finished season's final standings, frozen when it ended: the ranked players (enough
-- rated games) by rating; place 1 are its champions (partners who always played together
-- share it).
CREATE TABLE season_standings (
    guild_id  INTEGER NOT NULL,
    season    TEXT    NOT NULL,
    user_id   INTEGER NOT NULL,
    place     INTEGER NOT NULL,
    rating    REAL    NOT NULL,
    games     INTEGER NOT NULL,
    wins      INTEGER NOT NULL,
    PRIMARY KEY (guild_id, season, user_id)
) WITHOUT ROWID;
