import type { Kysely } from 'kysely';
import { createTableWithId, guardTenantTables } from './tenant-table';

// Places where interventions happen: a tenant-owned table and the ranges of each place's weekly
// availability schedule, a child table that also carries the tenant (so that the tenant policy guards it).
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'places')
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

  await createTableWithId(db, 'place_schedules')
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

  await guardTenantTables(db, ['places', 'place_schedules']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('place_schedules').ifExists().execute();
  await db.schema.dropTable('places').ifExists().execute();
}
