import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

// How the places of a session in the query (`interventions`) are taken, as subqueries for its select: the session
// calendar and the volunteer area's activities count them the same way.

/** The volunteers holding a place: confirmed, or pending (a minor waiting for the tutor holds it too). */
export const volunteersHoldingPlaces = (db: Kysely<Database>, tenantId: number) =>
  db
    .selectFrom('intervention_participants as p')
    .select((sub) => sub.fn.countAll<number | string>().as('n'))
    .where('p.intervention_id', '=', sql.ref<number>('interventions.id'))
    .where('p.tenant_id', '=', tenantId)
    .where('p.role', '=', 'volunteer')
    .where('p.status', 'in', ['confirmed', 'pending']);

/** The places held for someone of the waiting list until they answer an offer (docs/adr/0077-waiting-lists.md). */
export const placesOnOffer = (db: Kysely<Database>, tenantId: number) =>
  db
    .selectFrom('waiting_list_entries as w')
    .select((sub) => sub.fn.countAll<number | string>().as('n'))
    .where('w.intervention_id', '=', sql.ref<number>('interventions.id'))
    .where('w.tenant_id', '=', tenantId)
    .where('w.offered_at', 'is not', null);
