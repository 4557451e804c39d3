import type { OwnIntervention } from '@enlace/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../../lib/http-error';
import { accessDenied } from '../../../plugins/auth';
import { VOLUNTEER_PROFILE } from '../../../plugins/repositories/volunteers-repository';
import type { OwnInterventionRow } from '../../../plugins/repositories/volunteer-area-repository';

export { blockedReasonOf } from '../../../lib/subscription-blocked-reason';

/** Activities per page of the volunteer's home ("Ver más" loads the next one). */
export const AVAILABLE_ACTIVITIES_PER_PAGE = 10;
/** Participations per page of "Mis actividades". */
export const OWN_INTERVENTIONS_PER_PAGE = 20;
/** What a client may ask for with `itemsPerPage`. */
export const VOLUNTEER_AREA_MAX_ITEMS_PER_PAGE = 30;

export const activityIri = (id: number) => `/api/activities/${id}`;
export const interventionIri = (id: number) => `/api/interventions/${id}`;

export const availableActivityNotFound = () => notFound('La actividad no existe o no está disponible.');

/** The volunteer area's reads: the volunteer profile only (staff and partner contacts answer 403). */
export const requireVolunteer = (app: FastifyInstance) => async (request: FastifyRequest) => {
  await app.authenticate(request);
  if (request.currentUser!.profile !== VOLUNTEER_PROFILE) throw accessDenied();
};

/** `?page=&itemsPerPage=` of the volunteer area's lists. */
export const volunteerAreaPage = (query: { page?: string; itemsPerPage?: string }, perPage: number) => ({
  page: Number(query.page ?? 1),
  itemsPerPage: Math.min(Number(query.itemsPerPage ?? perPage), VOLUNTEER_AREA_MAX_ITEMS_PER_PAGE),
  paginate: true,
});

/** A place as the volunteer area shows it: its name and one line of address (street, postal code and town). */
export function placeOf(row: {
  place_name: string | null;
  place_address: string | null;
  place_postal_code: string | null;
  place_location: string | null;
}) {
  if (row.place_name === null) return null;
  const town = [row.place_postal_code, row.place_location].filter(Boolean).join(' ');
  const address = [row.place_address, town].filter(Boolean).join(', ');
  return { name: row.place_name, address: address || null };
}

/** A session of `ownInterventions`, its activity named by `activityIri` (the area's or the intranet's). */
export const ownInterventionMember = (
  row: OwnInterventionRow,
  activityIri: (id: number) => string,
): OwnIntervention => ({
  '@id': interventionIri(row.id),
  '@type': 'Intervention',
  id: row.id,
  date: row.date,
  scheduleStart: row.schedule_start,
  scheduleEnd: row.schedule_end,
  place: placeOf(row),
  activity: { '@id': activityIri(row.activity_id), id: row.activity_id, name: row.activity_name },
});
