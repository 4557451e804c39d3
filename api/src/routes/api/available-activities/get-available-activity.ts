import {
  acceptsSubscriptions,
  type ActivityStatus,
  calendarDay,
  isInterventionCompleted,
} from '@enlace/shared/domain';
import { AvailableActivityParamsSchema, AvailableActivitySchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';
import {
  availableActivityNotFound,
  interventionIri,
  placeOf,
  requireVolunteer,
  blockedReasonOf,
} from './available-activity-shared';

/**
 * `GET /api/available_activities/{id}`: an activity as a volunteer sees it, with every intervention (held ones
 * too, marked completed), how many places are left and whether the caller holds one. An activity volunteers do not
 * see (a draft, a cancelled one) answers 404, unless the caller took part in it (their history).
 */
export const getAvailableActivity: ContractRoutes = async (app) => {
  app.get(
    '/available_activities/:id',
    {
      preHandler: requireVolunteer(app),
      schema: {
        tags: ['volunteer area'],
        summary:
          'Una actividad disponible con sus intervenciones, plazas libres e inscripción propia, y si el voluntario puede inscribirse (blockedReason) (solo el perfil voluntario)',
        security: [{ bearerAuth: [] }],
        params: AvailableActivityParamsSchema,
        response: { 200: AvailableActivitySchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = request.currentUser!;
      const activity = await app.volunteerAreaRepository.activityFor(request, request.params.id, user.id);
      if (!activity) throw availableActivityNotFound();
      const rows = await app.volunteerAreaRepository.interventionsOf(request, activity.id, user.id);
      const now = new Date();
      const status = activity.status as ActivityStatus;
      const blockedReason = blockedReasonOf(user, calendarDay(now));
      return {
        '@context': '/api/contexts/AvailableActivity',
        '@id': `/api/available_activities/${activity.id}`,
        '@type': 'AvailableActivity',
        id: activity.id,
        name: activity.name,
        description: activity.description,
        type: activity.type,
        mode: activity.mode,
        dateStart: activity.date_start,
        dateEnd: activity.date_end,
        status,
        interventions: rows.map((row) => {
          const completed = isInterventionCompleted(status, row.date, row.schedule_end, now);
          return {
            '@id': interventionIri(row.id),
            id: row.id,
            name: row.name,
            date: row.date,
            scheduleStart: row.schedule_start,
            scheduleEnd: row.schedule_end,
            format: row.format,
            place: placeOf(row),
            maxVolunteers: row.max_volunteers,
            volunteers: row.volunteers,
            // A place offered to someone of the waiting list is not free for anyone else.
            freePlaces: Math.max(0, row.max_volunteers - row.volunteers - row.offered),
            subscribed: row.subscribed,
            waitingList: row.waiting,
            waitingPlace:
              row.ahead === null
                ? null
                : { position: row.ahead + 1, offerExpiresAt: row.own_offer_expires_at },
            completed,
            // Taking subscriptions: the activity is published or ready and the intervention not held yet.
            open: acceptsSubscriptions(status) && !completed,
          };
        }),
        canSubscribe: blockedReason === null,
        blockedReason,
      };
    },
  );
};
