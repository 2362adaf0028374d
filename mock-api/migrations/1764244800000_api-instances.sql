-- Up Migration
-- The API processes running on this database (mock-api/src/instances/): each writes its row at
-- start and again every few seconds. A roster Processing for a process whose row went stale was
-- interrupted (the process died): any other process marks it Failed.
CREATE TABLE api_instances (
  id text PRIMARY KEY,
  started_at timestamptz NOT NULL DEFAULT now(),
  seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX api_instances_seen_at ON api_instances (seen_at);

-- Down Migration
DROP TABLE api_instances;
