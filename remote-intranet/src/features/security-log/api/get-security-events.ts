import { apiGet } from '@enlace/shared/api';
import type { Collection, SecurityEvent } from '@enlace/shared/domain';
import { useCollection } from '../../../hooks/use-collection';
import type { SecurityLogQuery } from '../hooks/use-security-log-params';
import { queryKeys } from '../../../api/query-keys';

export const SECURITY_EVENTS_PER_PAGE = 25;

/** `GET /api/security_events` with the log's filters and page, newest first. */
export const getSecurityEvents = (query: SecurityLogQuery): Promise<Collection<SecurityEvent>> =>
  apiGet<Collection<SecurityEvent>>('security_events', {
    page: String(query.page),
    itemsPerPage: String(SECURITY_EVENTS_PER_PAGE),
    ...(query.type ? { type: query.type } : {}),
    ...(query.actor ? { actor: query.actor } : {}),
    ...(query.q.trim() ? { q: query.q.trim() } : {}),
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
  });

/** The page of the log for a query; the previous page stays on screen while the next one loads. */
export function useSecurityEvents(query: SecurityLogQuery) {
  const { q, type, actor, from, to, page } = query;
  // The key names what is fetched: a new closure for the same key loads nothing.
  return useCollection(queryKeys.securityEvents.list([q, type, actor, from, to, page]), () =>
    getSecurityEvents(query),
  );
}
