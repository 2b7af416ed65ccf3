-- What each player chose for themselves, everywhere (/backalley prefs): for now, whether
-- their only legal card is played for them.
CREATE TABLE player_prefs (
    user_id INTEGER PRIMARY KEY,
    play_forced INTEGER NOT NULL DEFAULT 0,
    updated_at REAL NOT NULL
);
