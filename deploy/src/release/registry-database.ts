import fs from 'node:fs';
import path from 'node:path';
import { createDatabase, hostLookup, parseOrigin, pendingMigrations } from '@enlace/api';
import type { ReleaseSettings } from './release-settings.ts';

export type RegistryDatabase = ReturnType<typeof createDatabase>;

/**
 * The database the API processes read the registry from: PostgreSQL at DATABASE_URL (production), or the demo's
 * SQLite file. Its schema must be current: the tool never migrates (that is `pnpm enlace migrate`, or the demo's
 * start).
 */
export async function openRegistryDatabase(settings: ReleaseSettings): Promise<RegistryDatabase> {
  let db: RegistryDatabase;
  if (settings.databaseUrl) {
    db = createDatabase({ databaseUrl: settings.databaseUrl, dataDir: '' });
  } else {
    const file = path.join(settings.dataDir, 'enlace.sqlite');
    if (!fs.existsSync(file)) {
      throw new Error(
        `There is no database at ${file}: start Enlace once (npm start), or give DATABASE_URL (PostgreSQL).`,
      );
    }
    db = createDatabase({ dataDir: settings.dataDir });
  }
  const pending = await pendingMigrations(db).catch(async (error: unknown) => {
    await db.destroy();
    throw error;
  });
  if (pending.length > 0) {
    await db.destroy();
    throw new Error(
      `The database is not up to date (${pending.join(', ')} pending): ` +
        (settings.databaseUrl ? 'run pnpm enlace migrate first.' : 'start Enlace once (npm start) first.'),
    );
  }
  return db;
}

/** The tenant that answers at an origin (`https://demo.example.org`) or a Host (`otra.localhost:8080`). */
export async function tenantAt(
  db: RegistryDatabase,
  originOrHost: string,
): Promise<{ id: number; name: string }> {
  const authority = originOrHost.includes('://')
    ? parseOrigin(originOrHost)?.authority
    : hostLookup(originOrHost.trim())?.authority;
  if (!authority) throw new Error(`${originOrHost} is not an origin (https://host) nor a host.`);
  const tenant = await db
    .selectFrom('tenant_origins')
    .innerJoin('tenants', 'tenants.id', 'tenant_origins.tenant_id')
    .select(['tenants.id', 'tenants.name'])
    .where('tenant_origins.authority', '=', authority)
    .executeTakeFirst();
  if (!tenant) throw new Error(`No organisation answers at ${originOrHost}.`);
  return tenant;
}
