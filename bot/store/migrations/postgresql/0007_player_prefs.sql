CREATE TABLE player_prefs (
    user_id BIGINT PRIMARY KEY,
    play_forced INTEGER NOT NULL DEFAULT 0,
    updated_at DOUBLE PRECISION NOT NULL
);
