-- What was last registered with Discord, per application and scope (global or a server):
-- the hash of the translated command payloads. A start syncs only when it differs.
CREATE TABLE command_syncs (
    scope TEXT PRIMARY KEY,
    digest TEXT NOT NULL,
    synced_at REAL NOT NULL
);
