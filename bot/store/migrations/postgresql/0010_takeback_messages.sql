-- See 0010_takeback_messages.sql for SQLite.
ALTER TABLE takebacks ADD COLUMN message_id BIGINT;
CREATE INDEX takebacks_waiting ON takebacks (requested_at) WHERE status = 'pending';
