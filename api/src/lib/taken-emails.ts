import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Which of these emails (lower case) an account of the tenant already uses: one query per 500. */
export async function takenEmailsIn(
  db: Kysely<Database>,
  tenantId: number,
  emails: string[],
): Promise<Set<string>> {
  const taken = new Set<string>();
  for (let start = 0; start < emails.length; start += 500) {
    const rows = await db
      .selectFrom('users')
      .select('email')
      .where('tenant_id', '=', tenantId)
      .where('email', 'in', emails.slice(start, start + 500))
      .execute();
    for (const row of rows) taken.add(row.email);
  }
  return taken;
}
