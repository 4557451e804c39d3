import fp from 'fastify-plugin';
import { createDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedDemoData } from '../db/seed/seed-demo-data';
import { seedGeography } from '../db/seed/seed-geography';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

// Opens the database, brings its schema up to date and fills the reference data before any route runs.
export const databasePlugin = fp(
  async (app) => {
    const { databaseUrl, pgSchema, dataDir, sqliteFile } = app.config;
    const db = createDatabase({ databaseUrl, pgSchema, dataDir, sqliteFile });
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
    await migrateToLatest(db);
    await seedGeography(db);
    if (app.config.seedDemoData)
      await seedDemoData(db, { activities: app.config.seedDemoActivities, port: app.config.demoPort });
  },
  { name: 'database', dependencies: ['config'] },
);
