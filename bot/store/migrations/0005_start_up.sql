-- What the bot reads at start-up instead of loading every game: whether the computer plays
-- the turn in progress, and the next reminder or deadline of every game, both by index.

-- 1: the seat to act is a computer's (or its player is away); 0: a person's, or no game
-- running; NULL: not known yet (a game running before this migration: loaded once to tell).
ALTER TABLE games ADD COLUMN computer_turn INTEGER;
UPDATE games SET computer_turn = 0 WHERE status <> 'active';
CREATE INDEX games_waiting_for_computer ON games (computer_turn) WHERE status = 'active';

-- When a game's timer fires next: the half-time reminder, then the deadline.
CREATE INDEX games_by_timer ON games (
    CASE WHEN reminded THEN turn_deadline ELSE turn_deadline - turn_timer / 2.0 END
) WHERE turn_deadline IS NOT NULL AND turn_timer IS NOT NULL;

-- A running game's state at the start of its latest hand: loading it replays at most one
-- hand of the log. A cache only (the log stays the truth): one of another version than the
-- bot's is ignored and written again; it goes when the game ends.
CREATE TABLE snapshots (
    game_id  INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    version  TEXT    NOT NULL,   -- the format and the engine it was taken with
    actions  INTEGER NOT NULL,   -- the actions of the log it stands for: 0 .. actions - 1
    state    BLOB    NOT NULL
);
