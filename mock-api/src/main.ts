/** npm start: the mock API on 127.0.0.1:MOCK_API_PORT (default 4300). */
import { clockFromEnv } from './clock/clockFromEnv';
import { configFromEnv, maskedUrl } from './config';
import { bucketPlace } from './face/storage/photoBucket';
import { dbFileFrom, defaultSeedDir } from './paths';
import { createServer } from './server';

const DEFAULT_PORT = 4300;

async function main(): Promise<void> {
  const port = Number(process.env.MOCK_API_PORT || DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`MOCK_API_PORT is not a port: ${process.env.MOCK_API_PORT}`);
  const dbFile = dbFileFrom(process.env);
  const now = clockFromEnv(process.env);
  const api = createServer({
    dbFile,
    now,
    seedDir: defaultSeedDir,
    config: { accessLog: true, demo: true, ...configFromEnv(process.env) },
  });
  const url = await api.listen(port);
  console.log(`Mock API listening on ${url}`);
  if (process.env.TIMES_NOW) console.log(`  clock: set to ${new Date(now()).toISOString()} (TIMES_NOW)`);
  console.log(
    `  data: ${api.config.databaseUrl ? `PostgreSQL at ${api.store.where}` : `the file ${dbFile} (DATABASE_URL for PostgreSQL)`}`,
  );
  const { allowedOrigins } = api.config;
  console.log(
    `  browser origins allowed: ${allowedOrigins.length ? allowedOrigins.join(', ') : 'none (MOCK_API_ALLOWED_ORIGINS)'}`,
  );
  const { photoBucket, storageDir } = api.config;
  console.log(
    `  photos: ${photoBucket ? bucketPlace(photoBucket) : `the folder ${storageDir} (S3_BUCKET for an S3-compatible bucket)`}`,
  );
  console.log(
    `  roster calculations: ${api.config.redisUrl ? `the job queue at ${maskedUrl(api.config.redisUrl)} (npm run worker computes them)` : "this process's worker threads (REDIS_URL for a job queue)"}`,
  );
  console.log(
    `  dev routes: ${api.config.devRoutes ? `on (${url}/dev/outbox, POST ${url}/dev/reset)` : 'off (MOCK_API_DEV_ROUTES=1 turns them on); OTP codes are printed here'}`,
  );

  const stop = (): void => {
    api.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('Mock API failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
