-- How each player is told that a game awaits them (/backalley prefs notify: timezone: quiet:),
-- and the outbox of those notifications: a row is written in the same transaction as the move
-- that began the turn, and marked sent once Discord accepted the message, so that a restart
-- neither loses nor repeats one.
ALTER TABLE player_prefs ADD COLUMN notify TEXT NOT NULL DEFAULT 'mention';
ALTER TABLE player_prefs ADD COLUMN time_zone TEXT;
ALTER TABLE player_prefs ADD COLUMN quiet TEXT;  -- hours like 23-08, in time_zone
-- A DM to the player was refused (their DMs are closed): 1 not yet told, 2 told; 0 again
-- once one goes through.
ALTER TABLE player_prefs ADD COLUMN dm_closed INTEGER NOT NULL DEFAULT 0;
-- Where a server stops the turn timer in the awaited player's quiet hours: until when the
-- deadline of the turn in progress waits (the table says so).
ALTER TABLE games ADD COLUMN quiet_until REAL;

CREATE TABLE notices (
    id         INTEGER PRIMARY KEY,
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    turn       INTEGER NOT NULL,  -- the game's log length when the turn began
    user_id    INTEGER NOT NULL,
    kind       TEXT    NOT NULL,  -- turn, nudge, pause, back
    created_at REAL    NOT NULL,
    due_at     REAL    NOT NULL,  -- moved to the end of the player's quiet hours
    held       INTEGER NOT NULL DEFAULT 0,  -- waited for quiet hours: goes in a digest
    tried_at   REAL,  -- a DM was attempted: before another, look whether it arrived
    sent_at    REAL,
    outcome    TEXT,  -- dm, mention, skipped, stale, failed
    by_user    INTEGER,  -- who pressed Remind (a nudge)
    paused_at  REAL,  -- the bot's pause (kind pause): since when
    UNIQUE (game_id, turn, kind, user_id)
);
CREATE INDEX notices_due ON notices (due_at) WHERE sent_at IS NULL;

-- When the bot was last up and connected, written every minute: after a longer pause the
-- players awaited are told once.
CREATE TABLE bot_clock (
    id       INTEGER PRIMARY KEY CHECK (id = 1),
    alive_at REAL NOT NULL
);
