import { type Kysely, sql } from 'kysely';
import { personSearchColumns } from '../../lib/person-search';
import { isPostgres } from '../database';

// Volunteers are users with the profile `volunteer`: the person table gains the volunteer profile, the derived
// search and sort columns and the soft-delete marker; deletions are recorded in `person_deletions`.
const newUserColumns = [
  ['status', 'text'],
  ['disability', 'text'],
  ['skills', 'text'],
  ['availability', 'text'],
  ['how_we_met', 'text'],
  ['traits', 'text'],
  ['about_me', 'text'],
  ['deleted_at', 'text'],
] as const;

// Each list query is `tenant_id = ? and profile = ? and deleted_at is null [and status = ?]` ordered by one
// column: one index per sort column, led by the same equality columns, serves the page in order and the count
// from the index alone, without reading the table (test/db/volunteer-list-indexes.test.ts checks the plans).
// The deleted rows are left out differently per database: PostgreSQL gets partial indexes (it does not treat
// `IS NULL` as an equality, so a deleted_at column inside the index would break the ordered scan); SQLite gets
// deleted_at as an index column (it does not treat a partial index as covering the column of its WHERE).
const listIndexes = [
  ['users_people_status_idx', ['status', 'created_at', 'id']],
  ['users_people_created_idx', ['created_at', 'id']],
  ['users_people_name_idx', ['name_key', 'id']],
  ['users_people_surname_idx', ['surname_key', 'id']],
  ['users_people_email_idx', ['email', 'id']],
  // Contains-search cannot seek, but scanning this narrow index is much cheaper than scanning the rows.
  ['users_people_search_idx', ['search_text', 'id']],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [column, type] of newUserColumns) {
    await db.schema.alterTable('users').addColumn(column, type).execute();
  }
  await db.schema
    .alterTable('users')
    .addColumn('validated_by_id', 'integer', (c) => c.references('users.id'))
    .execute();
  for (const column of ['search_text', 'name_key', 'surname_key']) {
    await db.schema
      .alterTable('users')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }

  // Existing people get their derived columns; existing volunteers a status.
  const people = await sql<{
    id: number;
    name: string;
    surname: string;
    email: string;
    identification: string | null;
    profile: string;
    validated_at: string | null;
  }>`select id, name, surname, email, identification, profile, validated_at from users`.execute(db);
  for (const person of people.rows) {
    const derived = personSearchColumns(person);
    const status = person.profile === 'volunteer' ? (person.validated_at ? 'validated' : 'pending') : null;
    await sql`update users set search_text = ${derived.search_text}, name_key = ${derived.name_key},
      surname_key = ${derived.surname_key}, status = ${status} where id = ${person.id}`.execute(db);
  }

  const postgres = isPostgres(db);
  for (const [name, columns] of listIndexes) {
    const index = db.schema.createIndex(name).on('users');
    await (
      postgres
        ? index.columns(['tenant_id', 'profile', ...columns]).where(sql.ref('deleted_at'), 'is', null)
        : index.columns(['tenant_id', 'profile', 'deleted_at', ...columns])
    ).execute();
  }

  await (
    postgres
      ? db.schema.createTable('person_deletions').addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema
          .createTable('person_deletions')
          .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('person_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('person_profile', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('deleted_by_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('deleted_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('person_deletions_person_idx')
    .on('person_deletions')
    .columns(['tenant_id', 'person_id'])
    .execute();

  if (postgres) {
    // Tables created after 0002 need the request role's grants and the tenant policy (see 0002).
    await sql`GRANT SELECT, INSERT, UPDATE, DELETE ON person_deletions TO enlace_app`.execute(db);
    await sql`GRANT USAGE, SELECT ON SEQUENCE person_deletions_id_seq TO enlace_app`.execute(db);
    await sql`ALTER TABLE person_deletions ENABLE ROW LEVEL SECURITY`.execute(db);
    await sql`
      CREATE POLICY tenant_isolation ON person_deletions TO enlace_app
      USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::integer)
      WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::integer)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('person_deletions').ifExists().execute();
  for (const [name] of listIndexes) await db.schema.dropIndex(name).ifExists().execute();
  for (const column of [
    ...newUserColumns.map(([name]) => name),
    'validated_by_id',
    'search_text',
    'name_key',
    'surname_key',
  ]) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
