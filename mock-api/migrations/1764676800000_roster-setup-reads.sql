-- Up Migration
-- The roster setup and shift positions repositories' reads on PostgreSQL
-- (mock-api/src/roster-setup/repository/): an index for every look-up, on the rows of store_records,
-- partial per collection, each with ord (the order the records were written, the store's arrays'
-- order) so a shift's records read in their order. The queries (rosterSetupSql.ts,
-- shiftPositionSql.ts) read by app_id, which *_employee-reads.sql computes for every collection, and
-- by the fields of the documents they look up. The other domains' records they read are on those
-- domains' indexes: sites by sd (sites_sd), shifts by sftd (shifts_sftd), positions by rld
-- (positions_rld), employees by emd (employees_emd).

-- A shift's rules.
CREATE INDEX roster_setup_rules ON store_records (app_id, (doc->>'sftd'), ord) WHERE collection = 'shift_rules';
-- A shift's working days: of the app, or (the targets of the shift positions) of no app, app_id NULL.
CREATE INDEX roster_setup_working_days ON store_records (app_id, (doc->>'sftd'), ord)
  WHERE collection = 'shift_working_days';
-- A shift's employees (the totals of the shift selector, the required employees, a position's row):
-- of the app, or (the shift selector's totals) of no app.
CREATE INDEX roster_setup_shift_employees ON store_records (app_id, (doc->>'sftd'), ord)
  WHERE collection = 'shift_employees';
-- A shift's positions (the list, configured daily, the roles of a shift), and one by sftrld.
CREATE INDEX roster_setup_shift_positions ON store_records (app_id, (doc->>'sftd'), ord)
  WHERE collection = 'shift_positions';
CREATE INDEX roster_setup_shift_position ON store_records (app_id, (doc->>'sftrld'), ord)
  WHERE collection = 'shift_positions';

-- Down Migration
DROP INDEX roster_setup_shift_position;
DROP INDEX roster_setup_shift_positions;
DROP INDEX roster_setup_shift_employees;
DROP INDEX roster_setup_working_days;
DROP INDEX roster_setup_rules;
