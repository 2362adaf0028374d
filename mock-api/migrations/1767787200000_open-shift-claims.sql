-- Up Migration
-- Issue 34: claims of open shifts that wait for a manager. An app's setting (apps.marketplace_waits: 1 waits, null or
-- 0 taken at once, as before), and a claim as a request of its own kind with its place in typed columns (the site,
-- the shift, the roster and the position; the date is from_date). One employee's claim of one place waits once: a
-- claim sent again answers the one waiting (the unique index backs the check made under the employee's row lock).
-- The deferred key checks an earlier migration of the same run left (moved rows): checked now, so the tables can change.
SET CONSTRAINTS ALL IMMEDIATE;
ALTER TABLE apps ADD COLUMN marketplace_waits smallint CHECK (marketplace_waits IN (0, 1));

ALTER TABLE time_off_requests DROP CONSTRAINT time_off_requests_kind_check;
ALTER TABLE time_off_requests ADD CONSTRAINT time_off_requests_kind_check
  CHECK (kind IN ('availability', 'open_shift'));
ALTER TABLE time_off_requests
  ADD COLUMN place_std text,
  ADD COLUMN place_sftd text,
  ADD COLUMN place_rstd text,
  ADD COLUMN place_rld text;
ALTER TABLE time_off_requests ADD CONSTRAINT time_off_requests_place CHECK (
  (kind IS NOT DISTINCT FROM 'open_shift') =
    (place_std IS NOT NULL AND place_sftd IS NOT NULL AND place_rstd IS NOT NULL AND place_rld IS NOT NULL
      AND from_date = to_date)
);
CREATE UNIQUE INDEX time_off_requests_one_claim ON time_off_requests (app_id, emd, place_rstd, from_date, place_rld)
  WHERE kind = 'open_shift' AND state = 'pending';

-- Down Migration
SET CONSTRAINTS ALL IMMEDIATE;
DROP INDEX time_off_requests_one_claim;
DELETE FROM time_off_requests WHERE kind = 'open_shift';
ALTER TABLE time_off_requests DROP CONSTRAINT time_off_requests_place;
ALTER TABLE time_off_requests DROP COLUMN place_std, DROP COLUMN place_sftd, DROP COLUMN place_rstd,
  DROP COLUMN place_rld;
ALTER TABLE time_off_requests DROP CONSTRAINT time_off_requests_kind_check;
ALTER TABLE time_off_requests ADD CONSTRAINT time_off_requests_kind_check CHECK (kind = 'availability');
ALTER TABLE apps DROP COLUMN marketplace_waits;
