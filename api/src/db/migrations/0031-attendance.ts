import { type Kysely, sql } from 'kysely';

// Attendance and hours (docs/adr/0072-attendance-and-hours.md): on each participation, whether the person came
// (null: not recorded yet; attended; absent), a volunteer's minutes given, and who recorded it and when. A
// participation has one attendance and lives as long as it, so they are columns of its row: the table's tenant
// policy (0012) already covers them, and the sums per volunteer, activity and period read one row per session.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('intervention_participants').addColumn('attendance', 'text').execute();
  // Whole minutes, volunteers who attended only; the session's length unless staff wrote another figure.
  await db.schema.alterTable('intervention_participants').addColumn('attended_minutes', 'integer').execute();
  await db.schema
    .alterTable('intervention_participants')
    .addColumn('attendance_recorded_by_id', 'integer')
    .execute();
  await db.schema
    .alterTable('intervention_participants')
    .addColumn('attendance_recorded_at', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [
    'attendance_recorded_at',
    'attendance_recorded_by_id',
    'attended_minutes',
    'attendance',
  ]) {
    await sql`ALTER TABLE intervention_participants DROP COLUMN ${sql.id(column)}`.execute(db);
  }
}
