-- Guilds, games, seats, the append-only action log and results.

CREATE TABLE guilds (
    id          INTEGER PRIMARY KEY,            -- Discord guild id
    settings    TEXT    NOT NULL DEFAULT '{}',  -- JSON: server settings
    created_at  REAL    NOT NULL
);

CREATE TABLE games (
    id             INTEGER PRIMARY KEY,
    guild_id       INTEGER REFERENCES guilds (id),  -- NULL outside a guild
    channel_id     INTEGER NOT NULL,                -- where the lobby was opened
    thread_id      INTEGER,                         -- the game's thread, once it has one
    place_id       INTEGER NOT NULL,                -- where the game is played: thread or channel
    message_id     INTEGER,                         -- the lobby / table message
    host_id        INTEGER NOT NULL,
    preset         TEXT    NOT NULL,
    options        TEXT    NOT NULL DEFAULT '{}',   -- JSON: option overrides (RULES §9)
    seed           INTEGER,                         -- set at start
    first_dealer   INTEGER,                         -- set at start
    status         TEXT    NOT NULL CHECK (status IN
                       ('lobby', 'active', 'finished', 'abandoned', 'cancelled')),
    turn_timer     INTEGER,                         -- seconds a player has for a turn; NULL: off
    turn_deadline  REAL,                            -- when the seat to act runs out of time
    reminded       INTEGER NOT NULL DEFAULT 0,      -- the half-time reminder was sent
    winner         INTEGER,                         -- the winning side; NULL in a draw
    created_at     REAL    NOT NULL,
    started_at     REAL,
    ended_at       REAL,
    updated_at     REAL    NOT NULL
);

-- One open lobby or running game per channel or thread.
CREATE UNIQUE INDEX games_one_open_per_place ON games (place_id)
    WHERE status IN ('lobby', 'active');
CREATE INDEX games_by_status ON games (status);
CREATE INDEX games_by_guild ON games (guild_id, status, ended_at);
CREATE INDEX games_by_deadline ON games (turn_deadline) WHERE turn_deadline IS NOT NULL;

CREATE TABLE seats (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 3),
    team       INTEGER NOT NULL,                -- the side that scores for this seat (R5)
    user_id    INTEGER,                         -- a Discord user, or NULL for a computer
    computer   TEXT,                            -- the computer player's level, or NULL
    away       INTEGER NOT NULL DEFAULT 0,      -- the computer plays this seat's turns
    joined_at  REAL    NOT NULL,
    PRIMARY KEY (game_id, seat),
    CHECK ((user_id IS NULL) <> (computer IS NULL))
) WITHOUT ROWID;

CREATE UNIQUE INDEX seats_one_per_user ON seats (game_id, user_id) WHERE user_id IS NOT NULL;
CREATE INDEX seats_by_user ON seats (user_id);

-- The append-only log: a game is its seed and these actions, replayed in order.
CREATE TABLE actions (
    game_id      INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    idx          INTEGER NOT NULL,               -- 0, 1, 2, ... within the game
    seat         INTEGER NOT NULL,
    kind         TEXT    NOT NULL CHECK (kind IN ('bid', 'play')),
    value        TEXT    NOT NULL,               -- JSON: a bid (0.., "board") or a card ("10H")
    by_computer  INTEGER NOT NULL DEFAULT 0,     -- a computer played it for an absent player
    created_at   REAL    NOT NULL,
    PRIMARY KEY (game_id, idx)
) WITHOUT ROWID;

-- Results per side and per player of finished games (not of abandoned or cancelled ones).
CREATE TABLE side_results (
    game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    side     INTEGER NOT NULL,
    points   INTEGER NOT NULL,
    outcome  TEXT    NOT NULL CHECK (outcome IN ('win', 'loss', 'draw')),
    PRIMARY KEY (game_id, side)
) WITHOUT ROWID;

CREATE TABLE player_results (
    game_id           INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat              INTEGER NOT NULL,
    guild_id          INTEGER,
    user_id           INTEGER,                   -- NULL for a computer player
    computer          TEXT,
    side              INTEGER NOT NULL,
    preset            TEXT    NOT NULL,
    points            INTEGER NOT NULL,          -- the side's final score
    outcome           TEXT    NOT NULL CHECK (outcome IN ('win', 'loss', 'draw')),
    hands_played      INTEGER NOT NULL,
    contracts_made    INTEGER NOT NULL,          -- the side's contracts made while seated
    contracts_failed  INTEGER NOT NULL,
    boards_bid        INTEGER NOT NULL,          -- this player's own board bids
    boards_made       INTEGER NOT NULL,
    max_board_level   INTEGER NOT NULL,
    tricks            INTEGER NOT NULL,          -- this player's tricks over the schedule
    computer_turns    INTEGER NOT NULL,          -- turns a computer played for this player
    ended_at          REAL    NOT NULL,
    PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;

CREATE INDEX player_results_by_player ON player_results (guild_id, user_id, ended_at);
