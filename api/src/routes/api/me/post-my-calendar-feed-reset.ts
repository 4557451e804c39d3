import { CalendarFeedSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';
import { requireVolunteer } from '../available-activities/available-activity-shared';
import { calendarFeedOf } from './calendar-feed-shared';

/** `POST /api/me/calendar-feed/reset`: a new address; the one before stops working at once. */
export const postMyCalendarFeedReset: ContractRoutes = async (app) => {
  app.post(
    '/me/calendar-feed/reset',
    {
      preHandler: requireVolunteer(app),
      schema: {
        tags: ['volunteer area'],
        summary:
          'Cambia la dirección del calendario del voluntario: la anterior deja de funcionar en el acto (por ejemplo, si se ha compartido sin querer)',
        security: [{ bearerAuth: [] }],
        response: { 200: CalendarFeedSchema, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      const userId = request.currentUser!.id;
      const version = await app.userSettingsRepository.renewCalendarFeed(request, userId);
      // A reset usually answers an address shared by mistake: who did it and when belongs in the security log.
      await app.securityLogRepository.record(request, {
        type: 'calendar-feed-reset',
        subject: { userId },
      });
      return calendarFeedOf(app, request, userId, version);
    },
  );
};
