import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../database';
import { guardTenantTables } from './tenant-table';

// Deep pages of the person lists (`pnpm bench:api`; docs/adr/0053-deep-pages.md).
//
// A page far down a list of 100,000 people walked tens of thousands of index entries. The API now keeps, per
// list, the sort keys of every 1,000th person ("anchors", src/lib/person-list-anchors.ts) and starts a deep page's
// walk at the nearest one. Anchors are only right while no one of the tenant's people has been added, removed or
// moved in a list's order since they were read; `person_list_versions` tells: one number per tenant, replaced by
// triggers in the same transaction as any write that can change a list's membership or order (insert, delete, a
// change of tenant, profile, status, deleted_at or a sort key). A write that changes none of them (a phone number,
// a password) leaves it alone. Anchors are used only if the version the page is read at is the one they were read
// at. A new version is never one the tenant had before, even after a rollback (a sequence on PostgreSQL, whose
// values are never handed out twice; a random 53-bit number on SQLite), so anchors read inside a transaction that
// rolled back can never pass for the people of a later one.
//
// On PostgreSQL the triggers run per statement, like the counters of 0007, and are named so that they fire before
// the counters' (triggers of one event fire in name order): every writer takes its tenant's version row first and
// a counter row after, so two writers of one tenant never hold one each while waiting for the other.

const changedColumns = [
  'tenant_id',
  'profile',
  'status',
  'deleted_at',
  'name_key',
  'surname_key',
  'email',
  'created_at',
] as const;

// Within JavaScript's safe integers, so that the API reads it exactly.
const randomVersion = sql.raw('(random() & 9007199254740991)');

const sqliteTriggers = [
  sql`CREATE TRIGGER people_list_version_insert AFTER INSERT ON users BEGIN
    INSERT INTO person_list_versions (tenant_id, version) VALUES (new.tenant_id, ${randomVersion})
      ON CONFLICT (tenant_id) DO UPDATE SET version = excluded.version;
  END`,
  sql`CREATE TRIGGER people_list_version_delete AFTER DELETE ON users BEGIN
    UPDATE person_list_versions SET version = ${randomVersion} WHERE tenant_id = old.tenant_id;
  END`,
  sql`CREATE TRIGGER people_list_version_update AFTER UPDATE ON users
    WHEN ${sql.raw(changedColumns.map((column) => `old.${column} IS NOT new.${column}`).join(' OR '))}
  BEGIN
    UPDATE person_list_versions SET version = ${randomVersion}
      WHERE tenant_id = old.tenant_id AND old.tenant_id IS NOT new.tenant_id;
    INSERT INTO person_list_versions (tenant_id, version) VALUES (new.tenant_id, ${randomVersion})
      ON CONFLICT (tenant_id) DO UPDATE SET version = excluded.version;
  END`,
];

const rowOf = (alias: string) => `(${changedColumns.map((column) => `${alias}.${column}`).join(', ')})`;

// A delete only replaces existing versions (a cascade from a deleted tenant must not recreate its row).
const postgresFunction = sql`
  CREATE FUNCTION people_list_version_renew() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO person_list_versions AS v (tenant_id, version)
        SELECT tenant_id, nextval('person_list_version_seq')
          FROM (SELECT DISTINCT tenant_id FROM people_list_new ORDER BY 1) added
        ON CONFLICT (tenant_id) DO UPDATE SET version = excluded.version;
    ELSIF TG_OP = 'DELETE' THEN
      UPDATE person_list_versions v SET version = nextval('person_list_version_seq')
        WHERE v.tenant_id IN (SELECT tenant_id FROM people_list_old);
    ELSE
      INSERT INTO person_list_versions AS v (tenant_id, version)
        SELECT tenant_id, nextval('person_list_version_seq') FROM (
          SELECT DISTINCT changed.tenant_id FROM people_list_old o JOIN people_list_new n ON n.id = o.id
            CROSS JOIN LATERAL (VALUES (o.tenant_id), (n.tenant_id)) AS changed (tenant_id)
            WHERE ${sql.raw(rowOf('o'))} IS DISTINCT FROM ${sql.raw(rowOf('n'))}
            ORDER BY 1) moved
        ON CONFLICT (tenant_id) DO UPDATE SET version = excluded.version;
    END IF;
    RETURN NULL;
  END $$`;

const postgresTriggers = [
  ['people_list_version_insert', 'INSERT', 'NEW TABLE AS people_list_new'],
  ['people_list_version_update', 'UPDATE', 'OLD TABLE AS people_list_old NEW TABLE AS people_list_new'],
  ['people_list_version_delete', 'DELETE', 'OLD TABLE AS people_list_old'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  if (postgres) await sql`LOCK TABLE users IN SHARE ROW EXCLUSIVE MODE`.execute(db);
  await sql`
    CREATE TABLE person_list_versions (
      tenant_id integer PRIMARY KEY REFERENCES tenants (id) ON DELETE CASCADE,
      version bigint NOT NULL
    )`.execute(db);
  if (postgres) await sql`CREATE SEQUENCE person_list_version_seq`.execute(db);
  // Every tenant starts with a row, so that a delete (which only replaces rows) always has one to replace.
  await sql`
    INSERT INTO person_list_versions (tenant_id, version)
    SELECT id, ${postgres ? sql`nextval('person_list_version_seq')` : randomVersion} FROM tenants`.execute(
    db,
  );

  if (!postgres) {
    for (const trigger of sqliteTriggers) await trigger.execute(db);
    return;
  }
  await postgresFunction.execute(db);
  for (const [name, event, transitions] of postgresTriggers) {
    await sql`CREATE TRIGGER ${sql.id(name)} AFTER ${sql.raw(event)} ON users
      REFERENCING ${sql.raw(transitions)} FOR EACH STATEMENT EXECUTE FUNCTION people_list_version_renew()`.execute(
      db,
    );
  }
  // Like every tenant-owned table: the request role's grants and the tenant policy; its key is the tenant's.
  await guardTenantTables(db, ['person_list_versions'], { withoutSequence: ['person_list_versions'] });
  await sql`GRANT USAGE ON SEQUENCE person_list_version_seq TO enlace_app`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  // The triggers have the same names on both databases.
  for (const [name] of postgresTriggers) {
    await sql`DROP TRIGGER IF EXISTS ${sql.id(name)}${postgres ? sql` ON users` : sql``}`.execute(db);
  }
  if (postgres) {
    await sql`DROP FUNCTION IF EXISTS people_list_version_renew()`.execute(db);
    await sql`DROP SEQUENCE IF EXISTS person_list_version_seq`.execute(db);
  }
  await sql`DROP TABLE IF EXISTS person_list_versions`.execute(db);
}
