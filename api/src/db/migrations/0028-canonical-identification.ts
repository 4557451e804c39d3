import { type Kysely, sql } from 'kysely';

// DNIs and NIEs are stored in their canonical form (upper case, no spaces, dots or hyphens), as new records are:
// "87654321-x" becomes "87654321X", so that searches and exports find and show one form. Passports stay as typed.
// The search text holds the document in lower case; it follows, computed from the old value in the same statement.
const canonical = (column: string) =>
  sql`upper(replace(replace(replace(${sql.ref(column)}, ' ', ''), '.', ''), '-', ''))`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['users', 'beneficiaries']) {
    await sql`
      UPDATE ${sql.table(table)}
      SET search_text = replace(search_text, lower(identification), lower(${canonical('identification')})),
          identification = ${canonical('identification')}
      WHERE identification_type IN ('national', 'resident')
        AND identification IS NOT NULL
        AND identification <> ${canonical('identification')}`.execute(db);
  }
}

export async function down(): Promise<void> {
  // The forms people typed are not kept: nothing to restore.
}
