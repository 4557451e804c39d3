import { CalendarFeedParamsSchema } from '@enlace/shared/contracts';
import { calendarFeedTokenParts, isCurrentCalendarFeedToken } from '../../../lib/calendar-feed-token';
import { notFound } from '../../../lib/http-error';
import { addDays } from '../../../lib/intervention-rules';
import { mailTexts } from '../../../lib/mail-i18n';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';
import { calendarSessionOf, sessionEventUid, sessionsFeed } from '../../../lib/session-calendar';
import { languageOf } from '../../../lib/programme-mail';
import { localNow } from '../../../plugins/repositories/volunteer-area-repository';
import { canonicalOrigin, tenantOf } from '../../../plugins/tenancy';
import { VOLUNTEER_PROFILE } from '../../../plugins/repositories/volunteers-repository';
import { CALENDAR_FEED_PAST_DAYS } from '@enlace/shared/domain';

/**
 * `GET /api/calendar-feeds/{token}.ics`: a volunteer's sessions as an iCalendar feed, for calendar apps that
 * subscribe to it (they send no credentials: the address is the secret). Any address that is not a volunteer's
 * current one answers 404, whatever the reason, so that nothing can be learnt by trying.
 */
export const getCalendarFeed: ContractRoutes = async (app) => {
  app.get(
    '/calendar-feeds/:file',
    {
      schema: {
        tags: ['volunteer area'],
        summary: `El calendario de un voluntario (iCalendar, RFC 5545): sus sesiones desde hace ${CALENDAR_FEED_PAST_DAYS} días, sin las de actividades canceladas. La dirección la da GET /api/me/calendar-feed; sin credenciales.`,
        params: CalendarFeedParamsSchema,
        response: {
          200: {
            description: 'El calendario',
            content: { 'text/calendar': { schema: { type: 'string' } } },
          },
          ...errors(404),
        },
      },
    },
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/, '');
      const parts = calendarFeedTokenParts(token);
      if (!parts) throw notFound();
      const person = await app.noticesRepository.person(request, parts.userId);
      if (!person || person.profile !== VOLUNTEER_PROFILE) throw notFound();
      const tenant = tenantOf(request);
      const version = await app.userSettingsRepository.calendarFeedVersion(request, person.id);
      if (!isCurrentCalendarFeedToken(app.config.jwtSecret, token, tenant.id, person.id, version)) {
        throw notFound();
      }

      const origin = canonicalOrigin(request);
      const sessions = await app.noticesRepository.joinedSessions(
        request,
        person.id,
        addDays(localNow().today, -CALENDAR_FEED_PAST_DAYS),
      );
      const feed = sessionsFeed(
        mailTexts(languageOf(person))('calendarFeed.name', { tenant: tenant.name }),
        sessions.map((session) => ({
          uid: sessionEventUid(origin, session.interventionId, person.id),
          session: calendarSessionOf(session, tenant.name, origin),
        })),
      );
      // Personal: kept by nobody on the way; calendar apps ask again on their own schedule.
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .send(feed);
    },
  );
};
