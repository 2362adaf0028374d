-- Up Migration
-- The attendance repository's reads on PostgreSQL (mock-api/src/attendance/repository/): a site's
-- recent clock records (whom its kiosk shows clocked in), by app_id (*_employee-reads.sql), the
-- site's sd and the record's instant (an ISO timestamp written by toISOString: its text sorts as
-- its time); the face descriptors of a site's employees, by their emd.
CREATE INDEX clock_records_site ON store_records (app_id, (doc->>'std'), (doc->>'instant'))
  WHERE collection = 'clock_records';
CREATE INDEX face_descriptors_emd ON store_records (app_id, (doc->>'emd')) WHERE collection = 'face_descriptors';
-- A shift's timesheet: its approvals by day.
CREATE INDEX timesheet_approvals_shift ON store_records (app_id, (doc->>'sftd'), (doc->>'date'))
  WHERE collection = 'timesheet_approvals';

-- Down Migration
DROP INDEX timesheet_approvals_shift;
DROP INDEX face_descriptors_emd;
DROP INDEX clock_records_site;
