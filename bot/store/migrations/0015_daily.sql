-- The daily deal. A server's secret, drawn on first use, from which each day's deals come
-- (an HMAC of the date): nobody can work out a coming day's cards, and every player of the
-- server gets the same ones on the same day.
CREATE TABLE daily_secrets (
    guild_id    INTEGER PRIMARY KEY,
    secret      TEXT    NOT NULL,  -- hex
    created_at  REAL    NOT NULL
);

-- A daily game is an ordinary game marked with its day (YYYY-MM-DD), which keeps it out of
-- the leaderboard and the ratings.
ALTER TABLE games ADD COLUMN daily TEXT;

-- One attempt per player and day; `finished_at` is set in the transaction of the last card.
CREATE TABLE daily_players (
    guild_id     INTEGER NOT NULL,
    day          TEXT    NOT NULL,
    user_id      INTEGER NOT NULL,
    game_id      INTEGER REFERENCES games (id) ON DELETE SET NULL,
    name         TEXT,
    started_at   REAL    NOT NULL,
    finished_at  REAL,
    PRIMARY KEY (guild_id, day, user_id)
);
CREATE INDEX daily_players_by_user ON daily_players (guild_id, user_id, day);

-- Each hand of a finished day, as its traveller shows it: the player's bid, their side's
-- tricks and points, and the player's cards.
CREATE TABLE daily_hands (
    guild_id  INTEGER NOT NULL,
    day       TEXT    NOT NULL,
    user_id   INTEGER NOT NULL,
    hand      INTEGER NOT NULL,
    bid       TEXT    NOT NULL,
    tricks    INTEGER NOT NULL,
    points    INTEGER NOT NULL,
    cards     TEXT    NOT NULL,
    PRIMARY KEY (guild_id, day, user_id, hand)
);
