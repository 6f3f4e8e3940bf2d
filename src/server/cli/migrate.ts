import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db/client';

/** `npm run db:migrate`: applies pending migrations once (opening the database migrates it) and exits. */
const config = loadConfig();
const database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.dataDir });
await database.close();
console.log('Migraciones aplicadas.');
