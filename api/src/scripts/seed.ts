import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedDemoData } from '../db/seed/seed-demo-data';
import { resolveOptions } from '../options';

const { databaseUrl, dataDir } = resolveOptions({});
const port = Number(process.env.PORT ?? 3000);
const db = createDatabase({ databaseUrl, dataDir });
await migrateToLatest(db);
await seedDemoData(db, { port });
await db.destroy();
console.log('Demo data seeded (no change when a tenant already existed).');
