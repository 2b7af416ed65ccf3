-- The language each player chose to read the bot in (/backalley language), everywhere.
-- A server's language is one of its settings (guilds.settings).
CREATE TABLE player_languages (
    user_id INTEGER PRIMARY KEY,
    language TEXT NOT NULL,
    updated_at REAL NOT NULL
);
