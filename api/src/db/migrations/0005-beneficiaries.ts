import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, sql } from 'kysely';
import { isPostgres } from '../database';

// Beneficiaries are the people an NGO serves. They do not sign in, so they are not users: they get their own
// tenant-owned table, with the person fields, the care fields, the tutor's data (copied from a linked adult
// beneficiary or typed in) and the derived search and sort columns of the people lists. Deletions anonymise the
// row and are recorded in `beneficiary_deletions` (person_deletions points to users).

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

// Each list query is `tenant_id = ? and deleted_at is null [and filters]` ordered by one column: one index per
// sort column, led by the tenant, serves the page in order and the count from the index alone. As in 0003,
// PostgreSQL gets partial indexes and SQLite deleted_at as an index column.
const listIndexes = [
  ['beneficiaries_created_idx', ['created_at', 'id']],
  ['beneficiaries_name_idx', ['name_key', 'id']],
  ['beneficiaries_surname_idx', ['surname_key', 'id']],
  // Also the age group filter: minors are the birthdays after a cutoff date.
  ['beneficiaries_birthday_idx', ['birthday', 'id']],
  ['beneficiaries_disability_idx', ['has_disability', 'created_at', 'id']],
  ['beneficiaries_search_idx', ['search_text', 'id']],
] as const;

const tenantTables = ['beneficiaries', 'beneficiary_deletions'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);

  const beneficiaries = withId(db, db.schema.createTable('beneficiaries'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('email', 'text')
    .addColumn('name', 'text', notNull)
    .addColumn('surname', 'text', notNull)
    .addColumn('phone_prefix_mobile', 'text')
    .addColumn('phone_mobile', 'text')
    .addColumn('phone_prefix', 'text')
    .addColumn('phone', 'text')
    .addColumn('address_country_id', 'integer', (c) => c.references('countries.id'))
    .addColumn('address_state_id', 'integer', (c) => c.references('states.id'))
    .addColumn('address_province_id', 'integer', (c) => c.references('provinces.id'))
    .addColumn('address_location_id', 'integer', (c) => c.references('locations.id'))
    .addColumn('address', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('identification_type', 'text')
    .addColumn('identification', 'text')
    .addColumn('sex', 'text')
    .addColumn('birthday', 'text')
    // A JSON array of disability types; has_disability mirrors "not empty" for the filter and its index.
    .addColumn('disability', 'text')
    .addColumn('has_disability', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('notes', 'text')
    .addColumn('tutor_id', 'integer', (c) => (postgres ? c : c.references('beneficiaries.id')))
    .addColumn('tutor_name', 'text')
    .addColumn('tutor_surname', 'text')
    .addColumn('tutor_email', 'text')
    .addColumn('tutor_phone', 'text')
    .addColumn('tutor_address', 'text')
    .addColumn('relation', 'text')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('surname_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addColumn('deleted_at', 'text');
  // On PostgreSQL the database also holds the tutor to the same tenant (a key on tenant and id). SQLite did not
  // enforce that composite self-reference reliably in our runs (an insert it should refuse sometimes passed), so
  // there the tutor column references the id only and the repository's tenant filter is the wall, as for reads.
  await (
    postgres
      ? beneficiaries
          .addUniqueConstraint('beneficiaries_tenant_id_unique', ['tenant_id', 'id'])
          .addForeignKeyConstraint('beneficiaries_tutor_fk', ['tenant_id', 'tutor_id'], 'beneficiaries', [
            'tenant_id',
            'id',
          ])
      : beneficiaries
  ).execute();

  for (const [name, columns] of listIndexes) {
    const index = db.schema.createIndex(name).on('beneficiaries');
    await (
      postgres
        ? index.columns(['tenant_id', ...columns]).where(sql.ref('deleted_at'), 'is', null)
        : index.columns(['tenant_id', 'deleted_at', ...columns])
    ).execute();
  }
  await db.schema
    .createIndex('beneficiaries_tutor_idx')
    .on('beneficiaries')
    .columns(['tenant_id', 'tutor_id'])
    .execute();

  const deletions = withId(db, db.schema.createTable('beneficiary_deletions'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('beneficiary_id', 'integer', (c) =>
      postgres ? c.notNull() : c.notNull().references('beneficiaries.id'),
    )
    .addColumn('reason', 'text', notNull)
    .addColumn('deleted_by_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('deleted_at', 'text', notNull);
  await (
    postgres
      ? deletions.addForeignKeyConstraint(
          'beneficiary_deletions_beneficiary_fk',
          ['tenant_id', 'beneficiary_id'],
          'beneficiaries',
          ['tenant_id', 'id'],
        )
      : deletions
  ).execute();
  await db.schema
    .createIndex('beneficiary_deletions_beneficiary_idx')
    .on('beneficiary_deletions')
    .columns(['tenant_id', 'beneficiary_id'])
    .execute();

  if (postgres) {
    // Tables created after 0002 need the request role's grants and the tenant policy (see 0002 and 0003).
    for (const table of tenantTables) {
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
  await db.schema.dropTable('beneficiary_deletions').ifExists().execute();
  await db.schema.dropTable('beneficiaries').ifExists().execute();
}
