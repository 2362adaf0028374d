/** npm run reset: write the seed over the store (MOCK_API_DB or data/db.json). A running server picks it up on its next call. */
import { dbFileFrom, defaultSeedDir } from './paths';
import { resetStoreFile } from './store/store';

const dbFile = dbFileFrom(process.env);
resetStoreFile(dbFile, defaultSeedDir);
console.log(`Mock API store reset to the seed: ${dbFile}`);
