import type { FastifyInstance } from 'fastify';
import { dayFrom, insertIntervention } from '../../../helpers/interventions';
import { participantIri, saveSheet } from '../attendance/attendance-fixtures';
import { addParticipant } from '../participants/participant-fixtures';
import { jsonHeaders } from '../volunteers/volunteer-fixtures';

export { authAs, DEMO_HOST, OTHER_HOST, ROLE_ACCOUNTS, tenantIdOf } from '../volunteers/volunteer-fixtures';

/**
 * A held session of the activity (10:00 to 12:00, `daysAgo` days ago) with the volunteer marked by staff: attended
 * with the minutes given (the session's 120 without them), or absent.
 */
export async function heldSession(
  app: FastifyInstance,
  staff: Record<string, string>,
  tenant: number,
  volunteerId: number,
  activity: number,
  daysAgo: number,
  attendance: 'attended' | 'absent' = 'attended',
  minutes?: number,
): Promise<number> {
  const intervention = await insertIntervention(app, tenant, activity, {
    date: dayFrom(30 + daysAgo),
    scheduleStart: '10:00',
    scheduleEnd: '12:00',
  });
  const participant = (
    await addParticipant(app, staff, intervention, `/api/volunteers/${volunteerId}`)
  ).json().id as number;
  await app.db
    .updateTable('interventions')
    .set({ date: dayFrom(-daysAgo) })
    .where('id', '=', intervention)
    .execute();
  const saved = await saveSheet(app, staff, intervention, [
    { participant: participantIri(intervention, participant), attendance, minutes },
  ]);
  if (saved.statusCode !== 200) throw new Error(`attendance not saved: ${saved.body}`);
  return intervention;
}

/** POST a period to a certificates list (`/api/me/certificates`, `/api/volunteers/{id}/certificates`). */
export const issue = (
  app: FastifyInstance,
  headers: Record<string, string>,
  url: string,
  period: Record<string, unknown> = {},
) =>
  app.inject({
    method: 'POST',
    url,
    headers: jsonHeaders(headers),
    payload: JSON.stringify(period),
  });

/** The certificates stored in the tenant, without their PDFs. */
export const storedCertificates = (app: FastifyInstance, userId?: number) => {
  let query = app.db
    .selectFrom('certificates')
    .select([
      'id',
      'tenant_id',
      'reference',
      'user_id',
      'issued_by_id',
      'period_from',
      'period_to',
      'sessions',
      'total_minutes',
      'language',
      'sha256',
    ])
    .orderBy('id');
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return query.execute();
};
