CREATE TABLE command_syncs (
    scope TEXT PRIMARY KEY,
    digest TEXT NOT NULL,
    synced_at DOUBLE PRECISION NOT NULL
);
