-- Up Migration
-- The apps a user may open include those whose employee their account is linked to (issue 31,
-- mock-api/src/apps/repository/appSql.ts): the links by user, as app_members_by_user.
CREATE INDEX employee_accounts_by_user ON store_records (((doc->'user_id')::text), app_id)
  WHERE collection = 'employee_accounts';

-- Down Migration
DROP INDEX employee_accounts_by_user;
