-- The schema of bot/store/migrations/0015_daily.sql in PostgreSQL's types.
CREATE TABLE daily_secrets (
    guild_id    BIGINT  PRIMARY KEY,
    secret      TEXT    NOT NULL,
    created_at  DOUBLE PRECISION NOT NULL
);

ALTER TABLE games ADD COLUMN daily TEXT;

CREATE TABLE daily_players (
    guild_id     BIGINT  NOT NULL,
    day          TEXT    NOT NULL,
    user_id      BIGINT  NOT NULL,
    game_id      BIGINT  REFERENCES games (id) ON DELETE SET NULL,
    name         TEXT,
    started_at   DOUBLE PRECISION NOT NULL,
    finished_at  DOUBLE PRECISION,
    PRIMARY KEY (guild_id, day, user_id)
);
CREATE INDEX daily_players_by_user ON daily_players (guild_id, user_id, day);

CREATE TABLE daily_hands (
    guild_id  BIGINT  NOT NULL,
    day       TEXT    NOT NULL,
    user_id   BIGINT  NOT NULL,
    hand      INTEGER NOT NULL,
    bid       TEXT    NOT NULL,
    tricks    INTEGER NOT NULL,
    points    INTEGER NOT NULL,
    cards     TEXT    NOT NULL,
    PRIMARY KEY (guild_id, day, user_id, hand)
);
