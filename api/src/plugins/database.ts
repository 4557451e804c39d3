import fp from 'fastify-plugin';
import { createDatabase, type Db } from '../db/database';
import { migrateToLatest, pendingMigrations } from '../db/migrate';
import { seedDemoData } from '../db/seed/seed-demo-data';
import { seedGeography } from '../db/seed/seed-geography';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** A production start on a database whose schema is behind the code. */
export class SchemaNotCurrentError extends Error {
  constructor(readonly pending: string[]) {
    super(
      `The database is not up to date: ${pending.length} migration(s) to run (${pending.join(', ')}). ` +
        'Run `pnpm enlace migrate` first (once per deployment, not per API process).',
    );
    this.name = 'SchemaNotCurrentError';
  }
}

/**
 * Opens the database before any route runs. For the demo and the tests it also brings the schema up to date and
 * fills the reference data; in production that is the migration step's work, and this only checks it was done.
 */
export const databasePlugin = fp(
  async (app) => {
    const { databaseUrl, pgSchema, dataDir, sqliteFile } = app.config;
    const db = createDatabase({ databaseUrl, pgSchema, dataDir, sqliteFile });
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
    if (app.config.schemaUpdates === 'require-current') {
      const pending = await pendingMigrations(db);
      if (pending.length > 0) throw new SchemaNotCurrentError(pending);
      return;
    }
    await migrateToLatest(db);
    await seedGeography(db);
    if (app.config.seedDemoData)
      await seedDemoData(db, { activities: app.config.seedDemoActivities, port: app.config.demoPort });
  },
  { name: 'database', dependencies: ['config'] },
);
