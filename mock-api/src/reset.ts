/**
 * npm run reset: write the seed over the store (PostgreSQL when DATABASE_URL is set, else
 * MOCK_API_DB or data/db.json) and empty the photo storage: the folder beside the store file
 * (MOCK_API_STORAGE_DIR or storage/ next to it), or the bucket when one is configured (S3_BUCKET).
 * A running server picks the store up on its next call (every process, on PostgreSQL).
 */
import { configFromEnv, maskedUrl, storageDirOf } from './config';
import { openDatabase } from './database/database';
import { requireMigrated } from './database/migrations';
import { bucketPlace } from './face/storage/photoBucket';
import { photoStorageFor } from './face/storage/photoStorageFor';
import { dbFileFrom, defaultSeedDir } from './paths';
import { resetStoreFile } from './store/fileStore';
import { openStore } from './store/openStore';

/** The seed written over the database's records, in one transaction. */
async function resetDatabase(databaseUrl: string, dbFile: string): Promise<void> {
  const database = openDatabase(databaseUrl);
  try {
    await requireMigrated(database.pool);
    await openStore({ dbFile, seedDir: defaultSeedDir, database, databaseUrl }).reset();
  } finally {
    await database.close();
  }
}

async function reset(): Promise<void> {
  const dbFile = dbFileFrom(process.env);
  const config = configFromEnv(process.env);
  if (config.databaseUrl) await resetDatabase(config.databaseUrl, dbFile);
  else resetStoreFile(dbFile, defaultSeedDir);
  const storageDir = storageDirOf(dbFile, config.storageDir);
  const photoBucket = config.photoBucket ?? null;
  const photos = photoStorageFor({ photoBucket, storageDir });
  try {
    await photos.clear();
  } finally {
    photos.close();
  }
  console.log(`Mock API store reset to the seed: ${config.databaseUrl ? maskedUrl(config.databaseUrl) : dbFile}`);
  console.log(`Photo storage emptied: ${photoBucket ? bucketPlace(photoBucket) : storageDir}`);
}

reset().catch((error: unknown) => {
  console.error('Reset failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
