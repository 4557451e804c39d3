import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../database';

// Partner organisations (a tenant-owned table) and their contact persons, who are users with the profile
// `partner` linked to one partner.
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await (
    postgres
      ? db.schema.createTable('partners').addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable('partners').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('legal_type', 'text', (c) => c.notNull())
    .addColumn('nif', 'text', (c) => c.notNull())
    .addColumn('website', 'text')
    .addColumn('email', 'text')
    .addColumn('phone_prefix', 'text')
    .addColumn('phone', 'text')
    .addColumn('address_country_id', 'integer', (c) => c.references('countries.id'))
    .addColumn('address_state_id', 'integer', (c) => c.references('states.id'))
    .addColumn('address_province_id', 'integer', (c) => c.references('provinces.id'))
    .addColumn('address_location_id', 'integer', (c) => c.references('locations.id'))
    .addColumn('address', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('description', 'text')
    .addColumn('observations', 'text')
    // What staff set; the status shown is computed on read from this and the expiration date.
    .addColumn('agreement_status', 'text', (c) => c.notNull())
    .addColumn('expiration_date', 'text')
    // Derived on every write: accent- and case-free search text (name, NIF, email) and name sort key.
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    // One record per organisation in a tenant: the NIF identifies it.
    .addUniqueConstraint('partners_tenant_nif_unique', ['tenant_id', 'nif'])
    .execute();
  // A tenant has tens or hundreds of partners: one index for the default (name) order is enough.
  await db.schema
    .createIndex('partners_tenant_name_idx')
    .on('partners')
    .columns(['tenant_id', 'name_key', 'id'])
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('partner_id', 'integer', (c) => c.references('partners.id'))
    .execute();
  await db.schema.alterTable('users').addColumn('job_title', 'text').execute();
  await db.schema.createIndex('users_partner_idx').on('users').columns(['tenant_id', 'partner_id']).execute();

  if (postgres) {
    // Tables created after 0002 need the request role's grants and the tenant policy (see 0002 and 0003).
    await sql`GRANT SELECT, INSERT, UPDATE, DELETE ON partners TO enlace_app`.execute(db);
    await sql`GRANT USAGE, SELECT ON SEQUENCE partners_id_seq TO enlace_app`.execute(db);
    await sql`ALTER TABLE partners ENABLE ROW LEVEL SECURITY`.execute(db);
    await sql`
      CREATE POLICY tenant_isolation ON partners TO enlace_app
      USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::integer)
      WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::integer)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_partner_idx').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('job_title').execute();
  await db.schema.alterTable('users').dropColumn('partner_id').execute();
  await db.schema.dropTable('partners').ifExists().execute();
}
