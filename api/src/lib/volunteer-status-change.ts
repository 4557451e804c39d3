import type { VolunteerStatusChangeKind } from '@enlace/shared/domain';
import type { Kysely } from 'kysely';
import { nowIso } from '../db/database';
import type { Database } from '../db/schema';

/**
 * Adds a change to the volunteer's history, in the transaction of the write that made it: the history and the
 * volunteer's status never disagree (docs/adr/0016-volunteer-history.md).
 */
export async function recordVolunteerStatusChange(
  db: Kysely<Database>,
  change: {
    tenantId: number;
    volunteerId: number;
    change: VolunteerStatusChangeKind;
    from: string | null;
    to: string | null;
    changedById: number | null;
    at?: string;
  },
): Promise<void> {
  await db
    .insertInto('volunteer_status_changes')
    .values({
      tenant_id: change.tenantId,
      volunteer_id: change.volunteerId,
      change: change.change,
      from_status: change.from,
      to_status: change.to,
      changed_by_id: change.changedById,
      changed_at: change.at ?? nowIso(),
    })
    .execute();
}
