import type { CalendarFeed } from '@enlace/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calendarFeedToken } from '../../../lib/calendar-feed-token';
import { canonicalOrigin, tenantOf } from '../../../plugins/tenancy';

export const CALENDAR_FEED_IRI = '/api/me/calendar-feed';

/** The person's feed address at the organisation's canonical origin, made with the version they have now. */
export function calendarFeedOf(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: number,
  version: number,
): CalendarFeed {
  const token = calendarFeedToken(app.config.jwtSecret, tenantOf(request).id, userId, version);
  const url = `${canonicalOrigin(request)}/api/calendar-feeds/${token}.ics`;
  return {
    '@context': '/api/contexts/CalendarFeed',
    '@id': CALENDAR_FEED_IRI,
    '@type': 'CalendarFeed',
    url,
    webcalUrl: url.replace(/^https?:/, 'webcal:'),
  };
}
