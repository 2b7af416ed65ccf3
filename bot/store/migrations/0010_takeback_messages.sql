-- A take-back request's message, so that its Allow and Refuse go when it lapses (a person
-- chose a move since, five minutes passed, the game ended); and the waiting requests by the
-- time they were asked, for the timer that lapses them.
ALTER TABLE takebacks ADD COLUMN message_id INTEGER;
CREATE INDEX takebacks_waiting ON takebacks (requested_at) WHERE status = 'pending';
