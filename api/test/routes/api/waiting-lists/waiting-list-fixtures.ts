import type { FastifyInstance } from 'fastify';
import { insertActiveVolunteers, tokenHeaders } from '../../../helpers/interventions';
import { jsonHeaders } from '../volunteers/volunteer-fixtures';
import { DEMO_HOST, subscribe } from '../participants/participant-fixtures';

export const joinWaitingList = (
  app: FastifyInstance,
  headers: Record<string, string>,
  interventionId: number,
) => app.inject({ method: 'POST', url: `/api/interventions/${interventionId}/waiting-list`, headers });

export const leaveWaitingList = (
  app: FastifyInstance,
  headers: Record<string, string>,
  interventionId: number,
) => app.inject({ method: 'DELETE', url: `/api/interventions/${interventionId}/waiting-list`, headers });

export const acceptOffer = (app: FastifyInstance, headers: Record<string, string>, interventionId: number) =>
  app.inject({ method: 'POST', url: `/api/interventions/${interventionId}/waiting-list/offer`, headers });

export const waitingList = (app: FastifyInstance, headers: Record<string, string>, interventionId: number) =>
  app.inject({ method: 'GET', url: `/api/interventions/${interventionId}/waiting-list`, headers });

/** Whether the organisation offers freed places (PATCH /api/branding, as its administrator). */
export const setOffers = (app: FastifyInstance, admin: Record<string, string>, offers: boolean) =>
  app.inject({
    method: 'PATCH',
    url: '/api/branding',
    headers: jsonHeaders(admin, 'application/merge-patch+json'),
    payload: JSON.stringify({ waiting_list_offers: offers }),
  });

/** `count` new validated volunteers with their sessions. */
export async function volunteers(app: FastifyInstance, tenantId: number, count: number, host = DEMO_HOST) {
  const ids = await insertActiveVolunteers(app, tenantId, count);
  return Promise.all(ids.map(async (id) => ({ id, headers: await tokenHeaders(app, id, host) })));
}

/** Fills the intervention's volunteer places with new volunteers; returns them. */
export async function fill(app: FastifyInstance, tenantId: number, interventionId: number, places: number) {
  const people = await volunteers(app, tenantId, places);
  for (const person of people) {
    expect((await subscribe(app, person.headers, interventionId)).statusCode).toBe(201);
  }
  return people;
}

/** The line's volunteers in order, straight from the database. */
export const lineOf = async (app: FastifyInstance, interventionId: number) =>
  (
    await app.db
      .selectFrom('waiting_list_entries')
      .select(['user_id', 'offered_at', 'offer_expires_at'])
      .where('intervention_id', '=', interventionId)
      .orderBy('id')
      .execute()
  ).map((row) => row.user_id);
