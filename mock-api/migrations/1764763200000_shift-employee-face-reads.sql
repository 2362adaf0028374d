-- Up Migration
-- The shift employees and face repositories' reads on PostgreSQL (mock-api/src/roster-setup/shiftEmployees/repository/):
-- an index for every look-up, on the rows of store_records, partial per collection, each with ord (the order
-- the records were written, the store's arrays' order) so a list reads in its order. The queries
-- (shiftEmployeeSql.ts) read by app_id, which *_employee-reads.sql computes for every collection, and by the
-- fields of the documents they look up. The other domains' records they read are on those domains' indexes:
-- sites by sd (sites_sd), shifts by site or sftd (shifts_live_site, shifts_sftd), positions by rld
-- (positions_rld), employees by emd (employees_emd), their figures and photos (attendance_day, leaves_day,
-- photo_uploads_emd).

-- A shift's employees (the list, one shift employee, whether an employee is on the shift) and its
-- positions (the list's summary) are on roster_setup_shift_employees and roster_setup_shift_positions
-- (*_roster-setup-reads.sql).
-- The shifts an employee is on (the availability's shifts).
CREATE INDEX shift_employee_reads_employee ON store_records (app_id, (doc->>'emd'), ord)
  WHERE collection = 'shift_employees';
-- An employee's availability.
CREATE INDEX shift_employee_reads_availability ON store_records (app_id, (doc->>'emd'), ord)
  WHERE collection = 'employee_availability';
-- An employee's calendar links.
CREATE INDEX shift_employee_reads_calendar_links ON store_records (app_id, (doc->>'emd'), ord)
  WHERE collection = 'calendar_links';

-- The face repository's reads (mock-api/src/face/repository/faceSql.ts): an employee's uploads are on
-- photo_uploads_emd (*_employee-reads.sql); an upload by its rcdd alone (a commit reads it as it is now, as
-- the storage links name it) on this one. The sweep reads every upload on the primary key.
CREATE INDEX face_reads_upload ON store_records ((doc->>'rcdd'), ord) WHERE collection = 'photo_uploads';

-- Down Migration
DROP INDEX face_reads_upload;
DROP INDEX shift_employee_reads_calendar_links;
DROP INDEX shift_employee_reads_availability;
DROP INDEX shift_employee_reads_employee;
