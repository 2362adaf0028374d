-- Up Migration
-- Issue 34: how many open shifts one employee may claim on one roster (taken or waiting), per app; null: no limit.
ALTER TABLE apps ADD COLUMN marketplace_limit smallint CHECK (marketplace_limit BETWEEN 0 AND 366);
-- An employee's claims on one roster, counted under their row's lock when they claim another.
CREATE INDEX time_off_requests_claims ON time_off_requests (app_id, emd, place_rstd)
  WHERE kind = 'open_shift' AND state IN ('pending', 'approved');

-- Down Migration
DROP INDEX time_off_requests_claims;
ALTER TABLE apps DROP COLUMN marketplace_limit;
