import { type Kysely, sql } from 'kysely';

// A tenant answers at configured origins (scheme, host and port), not at host names: a request is served only when
// its Host header is exactly the authority of one of them, and e-mailed links are built from the tenant's
// canonical origin, never from what the request says (docs/adr/0001-canonical-origins.md).
//
// `authority` is the Host header as a browser sends it for the origin: lower case, the port left out when it is
// the scheme's default. The hosts of 0001 become http origins on the default port; the demo start replaces the
// demo tenants' origins with the ones it serves at. `is_demo` marks the demo tenants (the published demo password
// is accepted there only): the two tenants whose hosts are the demo's local names.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tenant_origins')
    .addColumn('authority', 'text', (c) => c.primaryKey())
    .addColumn('origin', 'text', (c) => c.notNull().unique())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('canonical', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('tenant_origins_tenant_idx').on('tenant_origins').column('tenant_id').execute();
  // One canonical origin per tenant.
  await sql`CREATE UNIQUE INDEX tenant_origins_one_canonical ON tenant_origins (tenant_id) WHERE canonical = 1`.execute(
    db,
  );

  await sql`
    INSERT INTO tenant_origins (authority, origin, tenant_id, canonical)
    SELECT h.host, 'http://' || h.host, h.tenant_id,
      CASE WHEN h.host = (SELECT min(o.host) FROM tenant_hosts o WHERE o.tenant_id = h.tenant_id) THEN 1 ELSE 0 END
    FROM tenant_hosts h`.execute(db);

  await db.schema
    .alterTable('tenants')
    .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    UPDATE tenants SET is_demo = 1
    WHERE asset_folder IN ('demo', 'otra')
      AND id IN (SELECT tenant_id FROM tenant_hosts WHERE host IN ('localhost', 'otra.localhost'))`.execute(
    db,
  );

  await db.schema.dropTable('tenant_hosts').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tenant_hosts')
    .addColumn('host', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .execute();
  await sql`
    INSERT INTO tenant_hosts (host, tenant_id)
    SELECT authority, tenant_id FROM tenant_origins WHERE authority NOT LIKE '%:%'`.execute(db);
  await db.schema.dropTable('tenant_origins').execute();
  await db.schema.alterTable('tenants').dropColumn('is_demo').execute();
}
