import Database from 'better-sqlite3';
import { e2eBaseUrl, e2eDatabaseFile } from './environment.ts';

/**
 * Adds to the running e2e database a tenant like the second demo one, answering at `host` on the gateway's port,
 * whose analytics is `matomoHost` (tenants are provisioned, not created through the API). Returns a function that
 * removes it. Rows are copied column by column, so that the copy follows the schema.
 */
export function addTenantWithAnalytics(host: string, matomoHost: string, siteId = '5'): () => void {
  const db = new Database(e2eDatabaseFile);
  const { port } = new URL(e2eBaseUrl);
  try {
    const template = db
      .prepare<[], { tenant_id: number }>(
        `select tenant_id from tenant_origins where authority = 'otra.localhost:${port}'`,
      )
      .get();
    if (!template) throw new Error('The second demo tenant is missing from the e2e database.');
    const columnsOf = (table: string) =>
      db
        .prepare<[], { name: string }>(`select name from pragma_table_info('${table}')`)
        .all()
        .map(({ name }) => name);

    const tenantColumns = columnsOf('tenants').filter((name) => name !== 'id');
    const tenantValues = tenantColumns.map((name) =>
      name === 'matomo_host' || name === 'matomo_site_id' || name === 'name' ? `@${name}` : name,
    );
    const { lastInsertRowid } = db
      .prepare(
        `insert into tenants (${tenantColumns.join(', ')}) select ${tenantValues.join(', ')} from tenants where id = @id`,
      )
      .run({
        id: template.tenant_id,
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
