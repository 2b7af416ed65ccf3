CREATE TABLE player_languages (
    user_id BIGINT PRIMARY KEY,
    language TEXT NOT NULL,
    updated_at DOUBLE PRECISION NOT NULL
);
