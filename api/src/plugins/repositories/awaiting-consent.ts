import { CLOSED_ACTIVITY_STATUSES } from '@enlace/shared/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The places of minors in the tenant's coming sessions (today or later, of activities still open) that wait for
 * their tutor's answer. The intranet home counts the minors in it and the beneficiary list filters by it, so the
 * figure and the list it links to always agree.
 */
export const placesAwaitingConsent = (db: Kysely<Database>, tenantId: number, today: string) =>
  db
    .selectFrom('activities as a')
    .innerJoin('interventions as i', (join) =>
      join.onRef('i.tenant_id', '=', 'a.tenant_id').onRef('i.activity_id', '=', 'a.id'),
    )
    // By the session alone (a session's participants are of its tenant), so that SQLite reads the coming sessions
    // first and their participants by the (intervention, person) index.
    .innerJoin('intervention_participants as p', 'p.intervention_id', 'i.id')
    .where('a.tenant_id', '=', tenantId)
    .where('a.status', 'not in', [...CLOSED_ACTIVITY_STATUSES])
    .where('i.date', '>=', today)
    .where('p.status', '=', 'pending')
    .where('p.beneficiary_id', 'is not', null);
