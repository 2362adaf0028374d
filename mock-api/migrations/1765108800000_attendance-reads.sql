-- Up Migration
-- The attendance repository's reads on PostgreSQL (mock-api/src/attendance/repository/): a site's
-- recent clock records (whom its kiosk shows clocked in), by app_id (*_employee-reads.sql), the
-- site's sd and the record's instant (an ISO timestamp written by toISOString: its text sorts as
-- its time).
CREATE INDEX clock_records_site ON store_records (app_id, (doc->>'std'), (doc->>'instant'))
  WHERE collection = 'clock_records';

-- Down Migration
DROP INDEX clock_records_site;
