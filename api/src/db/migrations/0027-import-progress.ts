import { type Kysely, sql } from 'kysely';

// An import is recorded when its storing starts and its counts follow each stored batch: one stopped half-way
// (the process killed, the database gone) stays listed with what it stored, without an end.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('imports').addColumn('finished_at', 'text').execute();
  await sql`UPDATE imports SET finished_at = created_at`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('imports').dropColumn('finished_at').execute();
}
