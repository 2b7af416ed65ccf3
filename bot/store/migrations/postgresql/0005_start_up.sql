-- See 0005_start_up.sql for SQLite. PostgreSQL's CASE needs a boolean: `reminded <> 0`; the
-- store's query of the next timer uses this same expression, so that it reads the index.
ALTER TABLE games ADD COLUMN computer_turn INTEGER;
UPDATE games SET computer_turn = 0 WHERE status <> 'active';
CREATE INDEX games_waiting_for_computer ON games (computer_turn) WHERE status = 'active';

CREATE INDEX games_by_timer ON games (
    (CASE WHEN reminded <> 0 THEN turn_deadline ELSE turn_deadline - turn_timer / 2.0 END)
) WHERE turn_deadline IS NOT NULL AND turn_timer IS NOT NULL;

CREATE TABLE snapshots (
    game_id  BIGINT  PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    version  TEXT    NOT NULL,
    actions  INTEGER NOT NULL,
    state    BYTEA   NOT NULL
);
