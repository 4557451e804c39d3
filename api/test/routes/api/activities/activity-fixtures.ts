import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../../../src/db/database';
import { normalizeForSearch } from '../../../../src/lib/normalize';
import { insertStaff, userIdOf } from '../staff/staff-fixtures';
import { jsonHeaders } from '../volunteers/volunteer-fixtures';

export { authAs, DEMO_HOST, jsonHeaders, OTHER_HOST, tenantIdOf } from '../volunteers/volunteer-fixtures';
export { insertStaff, userIdOf };

/** The demo tenant's references an activity uses: its coordinator, partners, places (by name) and project. */
export interface DemoRefs {
  tenantId: number;
  coordinatorId: number;
  partnerIds: number[];
  /** Open Monday 09:00–14:00 and 16:00–20:00, Wednesday likewise, Friday 09:00–14:00. */
  computerRoomId: number;
  /** Open Monday to Thursday 10:00–13:00. */
  officeId: number;
  projectId: number;
}

export async function demoRefs(app: FastifyInstance, tenantId: number): Promise<DemoRefs> {
  const partners = await app.db
    .selectFrom('partners')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .orderBy('id')
    .execute();
  const placeId = async (name: string) =>
    (
      await app.db
        .selectFrom('places')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;
  const project = await app.db
    .selectFrom('projects')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return {
    tenantId,
    coordinatorId: await userIdOf(app, 'coordinacion@demo.example.org'),
    partnerIds: partners.map((partner) => partner.id),
    computerRoomId: await placeId('Aula de informática Carretería'),
    officeId: await placeId('Oficina de atención'),
    projectId: project.id,
  };
}

/** A complete, valid activity payload of March 2027 (1 March is a Monday). */
export function validActivity(refs: DemoRefs, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Taller de alfabetización digital',
    description: 'Cuatro sesiones para aprender a usar el móvil.',
    type: 'educational',
    mode: 'onsite',
    project: `/api/projects/${refs.projectId}`,
    coordinator: `/api/coordinators/${refs.coordinatorId}`,
    partners: [`/api/partners/${refs.partnerIds[0]}`],
    dateStart: '2027-03-01',
    dateEnd: '2027-03-31',
    ...overrides,
  };
}

/** A valid intervention on Monday 1 March 2027, 10:00–12:00, in the computer room. */
export function validIntervention(
  activityId: number,
  refs: DemoRefs,
  overrides: Record<string, unknown> = {},
) {
  return {
    activity: `/api/activities/${activityId}`,
    name: 'Primera sesión',
    date: '2027-03-01',
    scheduleStart: '10:00',
    scheduleEnd: '12:00',
    format: 'onsite',
    place: `/api/places/${refs.computerRoomId}`,
    minVolunteers: 1,
    maxVolunteers: 3,
    minEmployees: 0,
    maxEmployees: 1,
    minBeneficiaries: 1,
    maxBeneficiaries: 10,
    observations: null,
    ...overrides,
  };
}

const send = (
  app: FastifyInstance,
  method: 'POST' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  payload: object,
) =>
  app.inject({
    method,
    url,
    headers: jsonHeaders(headers, method === 'PATCH' ? 'application/merge-patch+json' : undefined),
    payload: JSON.stringify(payload),
  });

export const createActivity = (app: FastifyInstance, headers: Record<string, string>, payload: object) =>
  send(app, 'POST', '/api/activities', headers, payload);

export const patchActivity = (
  app: FastifyInstance,
  headers: Record<string, string>,
  id: number,
  patch: object,
) => send(app, 'PATCH', `/api/activities/${id}`, headers, patch);

export const duplicateActivity = (
  app: FastifyInstance,
  headers: Record<string, string>,
  id: number,
  payload: object,
) => send(app, 'POST', `/api/activities/${id}/duplicate`, headers, payload);

export const createIntervention = (app: FastifyInstance, headers: Record<string, string>, payload: object) =>
  send(app, 'POST', '/api/interventions', headers, payload);

export const patchIntervention = (
  app: FastifyInstance,
  headers: Record<string, string>,
  id: number,
  patch: object,
) => send(app, 'PATCH', `/api/interventions/${id}`, headers, patch);

/** Creates an activity (as a draft) and answers its id; fails the test when the API refuses it. */
export async function newActivity(
  app: FastifyInstance,
  headers: Record<string, string>,
  refs: DemoRefs,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const response = await createActivity(app, headers, validActivity(refs, overrides));
  if (response.statusCode !== 201) throw new Error(`activity not created: ${response.body}`);
  return response.json().id;
}

/** Activities (with the first demo partner) written straight to the database, past the cap if need be. */
export async function insertActivities(
  app: FastifyInstance,
  refs: DemoRefs,
  activities: { name: string; status?: string }[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const activity of activities) {
    const now = nowIso();
    const { id } = await app.db
      .insertInto('activities')
      .values({
        tenant_id: refs.tenantId,
        name: activity.name,
        name_key: normalizeForSearch(activity.name),
        description: null,
        type: 'social',
        mode: 'onsite',
        project_id: null,
        coordinator_id: refs.coordinatorId,
        date_start: '2027-01-01',
        date_end: '2027-12-31',
        status: activity.status ?? 'draft',
        duplicated_from_id: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('activity_partners')
      .values({ tenant_id: refs.tenantId, activity_id: id, partner_id: refs.partnerIds[0] })
      .execute();
    ids.push(id);
  }
  return ids;
}

/** Sets an activity's status straight in the database (to test what a status allows). */
export const setStatus = (app: FastifyInstance, id: number, status: string) =>
  app.db.updateTable('activities').set({ status }).where('id', '=', id).execute();

/** A participant written straight to the database (the participants' routes are another area's). */
export async function insertParticipant(
  app: FastifyInstance,
  tenantId: number,
  interventionId: number,
  userId: number,
  role = 'employee',
) {
  await app.db
    .insertInto('intervention_participants')
    .values({
      tenant_id: tenantId,
      intervention_id: interventionId,
      role,
      user_id: userId,
      beneficiary_id: null,
      status: 'confirmed',
      source: 'staff',
      added_by_id: null,
      created_at: nowIso(),
      confirmed_at: nowIso(),
    })
    .execute();
}

export const violationsOf = (response: {
  json: () => { violations?: { propertyPath: string; message: string }[] };
}) => (response.json().violations ?? []).map((violation) => [violation.propertyPath, violation.message]);
