/**
 * npm run reset: write the seed over the store (MOCK_API_DB or data/db.json) and empty the photo
 * storage: the folder beside it (MOCK_API_STORAGE_DIR or storage/ next to the store), or the
 * bucket when one is configured (S3_BUCKET). A running server picks the store up on its next call.
 */
import { configFromEnv, storageDirOf } from './config';
import { bucketPlace } from './face/storage/photoBucket';
import { photoStorageFor } from './face/storage/photoStorageFor';
import { dbFileFrom, defaultSeedDir } from './paths';
import { resetStoreFile } from './store/fileStore';

async function reset(): Promise<void> {
  const dbFile = dbFileFrom(process.env);
  resetStoreFile(dbFile, defaultSeedDir);
  const config = configFromEnv(process.env);
  const storageDir = storageDirOf(dbFile, config.storageDir);
  const photoBucket = config.photoBucket ?? null;
  const photos = photoStorageFor({ photoBucket, storageDir });
  try {
    await photos.clear();
  } finally {
    photos.close();
  }
  console.log(`Mock API store reset to the seed: ${dbFile}`);
  console.log(`Photo storage emptied: ${photoBucket ? bucketPlace(photoBucket) : storageDir}`);
}

reset().catch((error: unknown) => {
  console.error('Reset failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
