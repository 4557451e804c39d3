import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** A value no two records of an organisation share: a person's email (lower case), a partner's NIF (canonical). */
export type UniqueColumn = { table: 'users'; column: 'email' } | { table: 'partners'; column: 'nif' };

/** Which of these values a record of the tenant already has: one query per 500. */
export async function takenValuesIn(
  db: Kysely<Database>,
  tenantId: number,
  { table, column }: UniqueColumn,
  values: string[],
): Promise<Set<string>> {
  const taken = new Set<string>();
  for (let start = 0; start < values.length; start += 500) {
    const rows = await db
      .selectFrom(table)
      .select(sql<string>`${sql.ref(column)}`.as('value'))
      .where('tenant_id', '=', tenantId)
      .where(sql.ref(column), 'in', values.slice(start, start + 500))
      .execute();
    for (const row of rows) taken.add(row.value);
  }
  return taken;
}

export const EMAIL: UniqueColumn = { table: 'users', column: 'email' };
export const NIF: UniqueColumn = { table: 'partners', column: 'nif' };
