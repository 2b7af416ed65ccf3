-- Take-backs by consent: a player asks to take back their last move; the other side allows or
-- refuses. One row per move asked about (a move is asked about once). The log stays
-- append-only: an allowed take-back is its own action (kind 'takeback', its value the number
-- of moves that stand), and a replay skips what it took back.
CREATE TABLE takebacks (
    game_id      INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    move         INTEGER NOT NULL,  -- the move's place among the game's standing moves, from 0
    seat         INTEGER NOT NULL,
    user_id      INTEGER NOT NULL,
    status       TEXT    NOT NULL,  -- pending, allowed or refused
    asked        TEXT    NOT NULL,  -- JSON: the users who may answer
    allowed      TEXT    NOT NULL DEFAULT '[]',  -- JSON: the users who allowed so far
    requested_at REAL    NOT NULL,
    PRIMARY KEY (game_id, move)
);

-- The log admits the take-back entry: SQLite changes a CHECK only by copying the table.
CREATE TABLE actions_new (
    game_id      INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    idx          INTEGER NOT NULL,               -- 0, 1, 2, ... within the game
    seat         INTEGER NOT NULL,
    kind         TEXT    NOT NULL CHECK (kind IN ('bid', 'play', 'takeback')),
    value        TEXT    NOT NULL,               -- JSON: a bid, a card, or the moves that stand
    by_computer  INTEGER NOT NULL DEFAULT 0,     -- a computer played it for an absent player
    created_at   REAL    NOT NULL,
    PRIMARY KEY (game_id, idx)
) WITHOUT ROWID;
INSERT INTO actions_new SELECT game_id, idx, seat, kind, value, by_computer, created_at FROM actions;
DROP TABLE actions;
ALTER TABLE actions_new RENAME TO actions;
