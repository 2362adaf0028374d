-- Up Migration
-- A roster's notices sent before (the prepare of a publish or an edit that notifies: outbox/repository/
-- readingOutbox.ts) on an index of their own rather than a walk of the outbox's messages.
CREATE INDEX outbox_messages_of_roster ON outbox_messages (rstd, id) WHERE rstd IS NOT NULL;

-- Down Migration
DROP INDEX outbox_messages_of_roster;
