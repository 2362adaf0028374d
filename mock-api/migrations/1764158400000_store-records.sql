-- Up Migration
-- The API's records (every collection of mock-api/src/store/types.ts), one row per record, for
-- the PostgreSQL store (mock-api/src/store/postgres/). A write takes the next version from
-- store_head (whose row lock puts the writes of every API process in one order) and stamps every
-- row it changes with it; a removed record stays as a row without a document until the store is
-- reset, so another process catches up by reading the rows above the version it has.
CREATE TABLE store_head (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  -- Changed by a reset (the seed written again): every process reads the whole store again.
  epoch bigint NOT NULL,
  -- The last committed write; 0: the seed has not been written yet.
  version bigint NOT NULL
);
INSERT INTO store_head (epoch, version) VALUES (1, 0);

CREATE SEQUENCE store_records_ord;

CREATE TABLE store_records (
  collection text NOT NULL,
  -- The record's id (an app selection's user_id/app_id).
  key text NOT NULL,
  -- The record as the API wrote it (json, not jsonb: its text is kept, keys in their order); NULL: removed.
  doc json,
  version bigint NOT NULL,
  -- The order records were first written in (a collection reads back in the order it was built).
  ord bigint NOT NULL DEFAULT nextval('store_records_ord'),
  PRIMARY KEY (collection, key)
);
-- What another process has not seen yet.
CREATE INDEX store_records_version ON store_records (version);

-- Down Migration
DROP TABLE store_records;
DROP SEQUENCE store_records_ord;
DROP TABLE store_head;
