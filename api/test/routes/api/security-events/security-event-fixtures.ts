import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import type { SecurityEventsTable } from '../../../../src/db/schema';

export {
  authAs,
  DEMO_HOST,
  insertVolunteers,
  jsonHeaders,
  OTHER_HOST,
  tenantIdOf,
} from '../volunteers/volunteer-fixtures';
export { userIdOf } from '../staff/staff-fixtures';

export type StoredSecurityEvent = Omit<Insertable<SecurityEventsTable>, 'tenant_id'>;

/** Log entries written straight to the database (with chosen times); returns their ids. */
export async function insertEvents(
  app: FastifyInstance,
  tenantId: number,
  events: StoredSecurityEvent[],
): Promise<number[]> {
  const rows = await app.db
    .insertInto('security_events')
    .values(events.map((event) => ({ details: '{}', ...event, tenant_id: tenantId })))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The tenant's log entries of a type, oldest first, as stored. */
export const storedEvents = (app: FastifyInstance, tenantId: number, type?: string) => {
  let query = app.db.selectFrom('security_events').selectAll().where('tenant_id', '=', tenantId);
  if (type) query = query.where('type', '=', type);
  return query.orderBy('id').execute();
};

/** `GET /api/security_events` with a query string. */
export const listEvents = (app: FastifyInstance, headers: Record<string, string>, query = '') =>
  app.inject({ method: 'GET', url: `/api/security_events${query}`, headers });
