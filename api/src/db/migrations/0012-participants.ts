import type { Kysely } from 'kysely';
import { createTableWithId, guardTenantTables } from './tenant-table';

// Who takes part in each intervention, and the tutors' consents. A participant is a user (volunteer,
// employee) or a beneficiary; a minor beneficiary stays `pending` until a tutor consents through an emailed
// code. A minor volunteer's own authorisation uses the same consent table, linked to the volunteer instead.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'intervention_participants')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('intervention_id', 'integer', (c) =>
      c.notNull().references('interventions.id').onDelete('cascade'),
    )
    // volunteer, employee or beneficiary: the limit it counts against.
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('beneficiary_id', 'integer', (c) => c.references('beneficiaries.id'))
    // confirmed, or pending (a minor beneficiary waiting for the tutor's consent). A pending one holds its place.
    .addColumn('status', 'text', (c) => c.notNull())
    // self (a volunteer's own subscription) or staff.
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('added_by_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .execute();
  // One person once per intervention; the database holds the line when two requests race.
  await db.schema
    .createIndex('intervention_participants_user_uq')
    .on('intervention_participants')
    .columns(['intervention_id', 'user_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('intervention_participants_beneficiary_uq')
    .on('intervention_participants')
    .columns(['intervention_id', 'beneficiary_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('intervention_participants_user_idx')
    .on('intervention_participants')
    .columns(['tenant_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('intervention_participants_beneficiary_idx')
    .on('intervention_participants')
    .columns(['tenant_id', 'beneficiary_id'])
    .execute();

  await createTableWithId(db, 'guardian_consents')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    // The emailed code, hashed (like password-reset codes): the link is the only copy.
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    // A minor beneficiary's participation, or a minor volunteer's authorisation.
    .addColumn('participant_id', 'integer', (c) =>
      c.references('intervention_participants.id').onDelete('cascade'),
    )
    .addColumn('volunteer_id', 'integer', (c) => c.references('users.id'))
    .addColumn('tutor_email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    // Set when the tutor authorises through this code (the consent record: when, and from which code).
    .addColumn('consented_at', 'text')
    // Set when a newer email replaces this code or the participation ends.
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('guardian_consents_participant_idx')
    .on('guardian_consents')
    .columns(['tenant_id', 'participant_id'])
    .execute();
  await db.schema
    .createIndex('guardian_consents_volunteer_idx')
    .on('guardian_consents')
    .columns(['tenant_id', 'volunteer_id'])
    .execute();

  // A minor volunteer's tutor, and when the tutor authorised volunteering (spec §5, legal age rules).
  await db.schema.alterTable('users').addColumn('tutor_name', 'text').execute();
  await db.schema.alterTable('users').addColumn('tutor_surname', 'text').execute();
  await db.schema.alterTable('users').addColumn('tutor_email', 'text').execute();
  await db.schema.alterTable('users').addColumn('tutor_phone', 'text').execute();
  await db.schema.alterTable('users').addColumn('tutor_relation', 'text').execute();
  await db.schema.alterTable('users').addColumn('guardian_consented_at', 'text').execute();

  await guardTenantTables(db, ['intervention_participants', 'guardian_consents']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [
    'guardian_consented_at',
    'tutor_relation',
    'tutor_phone',
    'tutor_email',
    'tutor_surname',
    'tutor_name',
  ]) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
  await db.schema.dropTable('guardian_consents').ifExists().execute();
  await db.schema.dropTable('intervention_participants').ifExists().execute();
}
