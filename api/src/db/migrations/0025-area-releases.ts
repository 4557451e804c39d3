import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../database';
import { createTableWithId } from './tenant-table';

// The remotes registry (docs/adr/0024-area-releases.md): the releases of each area stored by `pnpm release`, the
// version every tenant gets, the canaries (a tenant that gets another version first) and the history of every
// change. Platform data, not a tenant's: the request role may only read it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'area_releases')
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('released_at', 'text', (c) => c.notNull())
    // The build's federation contract (what it needs of the shell), as JSON.
    .addColumn('contract', 'text', (c) => c.notNull())
    .addUniqueConstraint('area_releases_area_version_unique', ['area', 'version'])
    .execute();
  await db.schema
    .createTable('area_live_versions')
    .addColumn('area', 'text', (c) => c.primaryKey())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('since', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('area_canaries')
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('since', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('area_canaries_pk', ['area', 'tenant_id'])
    .execute();
  await createTableWithId(db, 'area_release_events')
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('version', 'text')
    .addColumn('previous_version', 'text')
    .addColumn('tenant_id', 'integer', (c) => c.references('tenants.id').onDelete('set null'))
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('area_release_events_area')
    .on('area_release_events')
    .columns(['area', 'id'])
    .execute();
  if (isPostgres(db)) {
    for (const table of ['area_releases', 'area_live_versions', 'area_canaries', 'area_release_events']) {
      await sql`GRANT SELECT ON ${sql.table(table)} TO enlace_app`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['area_release_events', 'area_canaries', 'area_live_versions', 'area_releases']) {
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  }
}
