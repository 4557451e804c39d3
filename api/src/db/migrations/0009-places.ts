import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../database';

// Places where interventions happen (issue 4): a tenant-owned table and the ranges of each place's weekly
// availability schedule, a child table that also carries the tenant (so that the tenant policy guards it).
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const withId = (table: string) =>
    postgres
      ? db.schema.createTable(table).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  await withId('places')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('address_country_id', 'integer', (c) => c.references('countries.id'))
    .addColumn('address_state_id', 'integer', (c) => c.references('states.id'))
    .addColumn('address_province_id', 'integer', (c) => c.references('provinces.id'))
    .addColumn('address_location_id', 'integer', (c) => c.references('locations.id'))
    .addColumn('address', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('access_status', 'text', (c) => c.notNull())
    // Accessibility and equipment switches, 0 or 1.
    .addColumn('accesible', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('has_projector', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('has_computer', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('has_whiteboard', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('has_air_conditioning', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('availability_notes', 'text')
    .addColumn('observations', 'text')
    // Derived on every write: accent- and case-free search text and name sort key.
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // A tenant has a handful or a few dozen places: one index for the default (name) order is enough.
  await db.schema
    .createIndex('places_tenant_name_idx')
    .on('places')
    .columns(['tenant_id', 'name_key', 'id'])
    .execute();

  await withId('place_schedules')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('place_id', 'integer', (c) => c.notNull().references('places.id').onDelete('cascade'))
    .addColumn('weekday', 'text', (c) => c.notNull())
    // `HH:MM`, compared as text (two digits each, so the text order is the time order).
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('place_schedules_place_idx')
    .on('place_schedules')
    .columns(['tenant_id', 'place_id'])
    .execute();

  if (postgres) {
    // Tables created after 0002 need the request role's grants and the tenant policy (see 0002 and 0006).
    for (const table of ['places', 'place_schedules']) {
      await sql`GRANT SELECT, INSERT, UPDATE, DELETE ON ${sql.table(table)} TO enlace_app`.execute(db);
      await sql`GRANT USAGE, SELECT ON SEQUENCE ${sql.table(`${table}_id_seq`)} TO enlace_app`.execute(db);
      await sql`ALTER TABLE ${sql.table(table)} ENABLE ROW LEVEL SECURITY`.execute(db);
      await sql`
        CREATE POLICY tenant_isolation ON ${sql.table(table)} TO enlace_app
        USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::integer)
        WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::integer)`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('place_schedules').ifExists().execute();
  await db.schema.dropTable('places').ifExists().execute();
}
