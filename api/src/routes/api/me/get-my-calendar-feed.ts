import { CalendarFeedSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';
import { requireVolunteer } from '../available-activities/available-activity-shared';
import { calendarFeedOf } from './calendar-feed-shared';

/** `GET /api/me/calendar-feed`: the address of the volunteer's own calendar feed. */
export const getMyCalendarFeed: ContractRoutes = async (app) => {
  app.get(
    '/me/calendar-feed',
    {
      preHandler: requireVolunteer(app),
      schema: {
        tags: ['volunteer area'],
        summary:
          'La dirección privada del calendario del voluntario (iCalendar con las sesiones en las que participa), para suscribirse desde Google Calendar, Apple Calendar u Outlook (solo el perfil voluntario)',
        security: [{ bearerAuth: [] }],
        response: { 200: CalendarFeedSchema, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      const userId = request.currentUser!.id;
      return calendarFeedOf(
        app,
        request,
        userId,
        await app.userSettingsRepository.calendarFeedVersion(request, userId),
      );
    },
  );
};
