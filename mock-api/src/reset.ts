/**
 * npm run reset: write the seed over the store (MOCK_API_DB or data/db.json) and empty the photo
 * storage beside it (MOCK_API_STORAGE_DIR or storage/ next to the store). A running server picks
 * the store up on its next call.
 */
import { configFromEnv, storageDirOf } from './config';
import { BlobStore } from './face/blobStore';
import { dbFileFrom, defaultSeedDir } from './paths';
import { resetStoreFile } from './store/fileStore';

const dbFile = dbFileFrom(process.env);
resetStoreFile(dbFile, defaultSeedDir);
const storageDir = storageDirOf(dbFile, configFromEnv(process.env).storageDir);
new BlobStore(storageDir).clear();
console.log(`Mock API store reset to the seed: ${dbFile}`);
console.log(`Photo storage emptied: ${storageDir}`);
