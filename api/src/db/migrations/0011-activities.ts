import type { Kysely } from 'kysely';
import { createTableWithId, guardTenantTables } from './tenant-table';

// Activities, the partners taking part in each, and their interventions. Every table carries the tenant
// so that the tenant policy guards it. Places, projects and partners are referenced without cascade: one that
// an activity uses cannot be deleted (the API answers 409 before the database would refuse).
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'activities')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('project_id', 'integer', (c) => c.references('projects.id'))
    // The coordinator in charge (spec §5: required); deleting one transfers their activities first.
    .addColumn('coordinator_id', 'integer', (c) => c.notNull().references('users.id'))
    // Calendar days, `YYYY-MM-DD`; every intervention's day lies between them (a duplicate gets new ones).
    .addColumn('date_start', 'text', (c) => c.notNull())
    .addColumn('date_end', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('duplicated_from_id', 'integer')
    // Derived on every write: the accent- and case-free name, searched and sorted by.
    .addColumn('name_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('activities_tenant_name_idx')
    .on('activities')
    .columns(['tenant_id', 'name_key', 'id'])
    .execute();
  await db.schema
    .createIndex('activities_tenant_status_idx')
    .on('activities')
    .columns(['tenant_id', 'status', 'date_start'])
    .execute();
  await db.schema
    .createIndex('activities_tenant_coordinator_idx')
    .on('activities')
    .columns(['tenant_id', 'coordinator_id'])
    .execute();
  await db.schema
    .createIndex('activities_tenant_project_idx')
    .on('activities')
    .columns(['tenant_id', 'project_id'])
    .execute();

  await db.schema
    .createTable('activity_partners')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('activity_id', 'integer', (c) => c.notNull().references('activities.id').onDelete('cascade'))
    .addColumn('partner_id', 'integer', (c) => c.notNull().references('partners.id'))
    .addPrimaryKeyConstraint('activity_partners_pk', ['activity_id', 'partner_id'])
    .execute();
  await db.schema
    .createIndex('activity_partners_partner_idx')
    .on('activity_partners')
    .columns(['tenant_id', 'partner_id'])
    .execute();

  await createTableWithId(db, 'interventions')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('activity_id', 'integer', (c) => c.notNull().references('activities.id').onDelete('cascade'))
    .addColumn('name', 'text')
    // `YYYY-MM-DD` and `HH:MM` (local time of the organisation), compared as text.
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('schedule_start', 'text', (c) => c.notNull())
    .addColumn('schedule_end', 'text', (c) => c.notNull())
    // Null for an online intervention.
    .addColumn('place_id', 'integer', (c) => c.references('places.id'))
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('min_volunteers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_volunteers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('min_employees', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_employees', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('min_beneficiaries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_beneficiaries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('observations', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('interventions_activity_idx')
    .on('interventions')
    .columns(['tenant_id', 'activity_id', 'date', 'schedule_start'])
    .execute();
  // Place bookings are checked by place and day.
  await db.schema
    .createIndex('interventions_place_date_idx')
    .on('interventions')
    .columns(['tenant_id', 'place_id', 'date'])
    .execute();

  await guardTenantTables(db, ['activities', 'activity_partners', 'interventions'], {
    withoutSequence: ['activity_partners'],
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('interventions').ifExists().execute();
  await db.schema.dropTable('activity_partners').ifExists().execute();
  await db.schema.dropTable('activities').ifExists().execute();
}
