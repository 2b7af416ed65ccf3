-- See 0009_takebacks.sql for SQLite; PostgreSQL changes the log's CHECK in place.
CREATE TABLE takebacks (
    game_id      BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    move         INTEGER NOT NULL,
    seat         INTEGER NOT NULL,
    user_id      BIGINT  NOT NULL,
    status       TEXT    NOT NULL,
    asked        TEXT    NOT NULL,
    allowed      TEXT    NOT NULL DEFAULT '[]',
    requested_at DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (game_id, move)
);

ALTER TABLE actions DROP CONSTRAINT actions_kind;
ALTER TABLE actions ADD CONSTRAINT actions_kind CHECK (kind IN ('bid', 'play', 'takeback'));
