-- Up Migration
-- The throttles' counters (rate-limiter-flexible's RateLimiterPostgres, one row per counted key,
-- e.g. 'login-account:user:12'), shared by every API process on this database.
CREATE TABLE rate_limits (
  key varchar(255) PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  -- Milliseconds since the epoch when the count ends; NULL: never.
  expire bigint
);
CREATE INDEX rate_limits_expire ON rate_limits (expire);

-- Down Migration
DROP TABLE rate_limits;
