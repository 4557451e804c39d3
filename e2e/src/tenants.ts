import Database from 'better-sqlite3';
import { e2eBaseUrl, e2eDatabaseFile } from './environment.ts';

/** The second demo tenant's id in the running e2e database. */
function secondTenantId(db: Database.Database): number {
  const { port } = new URL(e2eBaseUrl);
  const tenant = db
    .prepare<[string], { tenant_id: number }>('select tenant_id from tenant_origins where authority = ?')
    .get(`otra.localhost:${port}`);
  if (!tenant) throw new Error('The second demo tenant is missing from the e2e database.');
  return tenant.tenant_id;
}

/** A table's columns, so that a row copied column by column follows the schema. */
const columnsOf = (db: Database.Database, table: string): string[] =>
  db
    .prepare<[], { name: string }>(`select name from pragma_table_info('${table}')`)
    .all()
    .map(({ name }) => name);

/**
 * Adds to the running e2e database a tenant like the second demo one, answering at `host` on the gateway's port,
 * whose analytics is `matomoHost` (tenants are provisioned, not created through the API). Returns a function that
 * removes it. Rows are copied column by column, so that the copy follows the schema.
 */
export function addTenantWithAnalytics(host: string, matomoHost: string, siteId = '5'): () => void {
  const db = new Database(e2eDatabaseFile);
  const { port } = new URL(e2eBaseUrl);
  try {
    const templateId = secondTenantId(db);
    const tenantColumns = columnsOf(db, 'tenants').filter((name) => name !== 'id');
    const tenantValues = tenantColumns.map((name) =>
      name === 'matomo_host' || name === 'matomo_site_id' || name === 'name' ? `@${name}` : name,
    );
    const { lastInsertRowid } = db
      .prepare(
        `insert into tenants (${tenantColumns.join(', ')}) select ${tenantValues.join(', ')} from tenants where id = @id`,
      )
      .run({
        id: templateId,
        matomo_host: matomoHost,
        matomo_site_id: siteId,
        name: `Analítica ${host}`,
      });
    const tenantId = Number(lastInsertRowid);

    db.prepare(
      'insert into tenant_origins (authority, origin, tenant_id, canonical) values (@authority, @origin, @tenant_id, 1)',
    ).run({ authority: `${host}:${port}`, origin: `http://${host}:${port}`, tenant_id: tenantId });

    return () => {
      const cleanup = new Database(e2eDatabaseFile);
      try {
        cleanup.prepare('delete from tenant_origins where tenant_id = ?').run(tenantId);
        cleanup.prepare('delete from tenants where id = ?').run(tenantId);
      } finally {
        cleanup.close();
      }
    };
  } finally {
    db.close();
  }
}

/**
 * Marks the second demo tenant as a real organisation (`isDemo` false) or as a demo one again, in the running e2e
 * database. Its administrators must use two-step verification only when it is not a demo tenant. The API keeps a
 * tenant for a few seconds: wait for the change to show before relying on it.
 */
export function setSecondTenantDemo(isDemo: boolean): void {
  const db = new Database(e2eDatabaseFile);
  const { port } = new URL(e2eBaseUrl);
  try {
    const changed = db
      .prepare(
        `update tenants set is_demo = ? where id = (select tenant_id from tenant_origins where authority = ?)`,
      )
      .run(isDemo ? 1 : 0, `otra.localhost:${port}`);
    if (changed.changes !== 1) throw new Error('The second demo tenant is missing from the e2e database.');
  } finally {
    db.close();
  }
}

/**
 * Adds to the second demo tenant a volunteer (not validated yet) who signs in with the demo password: a copy of
 * the first tenant's pending demo volunteer, column by column.
 */
export function addVolunteerToSecondTenant(email: string): void {
  const db = new Database(e2eDatabaseFile);
  try {
    const columns = columnsOf(db, 'users').filter((name) => name !== 'id');
    const values = columns.map((name) => (name === 'tenant_id' || name === 'email' ? `@${name}` : name));
    db.prepare(
      `insert into users (${columns.join(', ')}) select ${values.join(', ')} from users where email = 'pendiente@demo.example.org'`,
    ).run({ tenant_id: secondTenantId(db), email });
  } finally {
    db.close();
  }
}
