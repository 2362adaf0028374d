-- Up Migration
-- The settling job reads, every round on every API process, each clocked site's first day and its
-- latest record, and the window's clocks of each site: by site and wall time, so it skips from site
-- to site on the index (attendanceTableSql.ts CLOCKED_SITES) instead of reading every clock record
-- ever written, as a GROUP BY over the table would.
DROP INDEX clock_records_by_at;
CREATE INDEX clock_records_by_site_at ON clock_records (app_id, std, at);

-- Down Migration
DROP INDEX clock_records_by_site_at;
CREATE INDEX clock_records_by_at ON clock_records (at);
