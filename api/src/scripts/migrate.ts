import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { resolveOptions } from '../options';

const { databaseUrl, dataDir } = resolveOptions({});
const db = createDatabase({ databaseUrl, dataDir });
await migrateToLatest(db);
await db.destroy();
console.log('Migrations applied.');
