import {
  CollectionOf,
  SecurityEventListItemSchema,
  SecurityEventListQuerySchema,
} from '@enlace/shared/contracts';
import {
  PEOPLE_MAX_ITEMS_PER_PAGE,
  SECURITY_EVENT_SORT_FIELDS,
  securityEventFiltersSchema,
  toDateOnly,
} from '@enlace/shared/domain';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { collection } from '../../../lib/collection';
import { HttpError } from '../../../lib/http-error';
import { idFromIri } from '../../../lib/iri';
import { orderOf, orderParam } from '../../../lib/list-order';
import { errors } from '../../../lib/schemas';
import { violationsOf } from '../../../lib/validation';
import { nextDay, startOfDayIn } from '../../../lib/zoned-day';
import type { SecurityEventFilter } from '../../../plugins/repositories/security-log-repository';
import { SECURITY_EVENTS_PATH, toSecurityEvent } from './security-event-shared';

export const getSecurityEvents: ContractRoutes = async (app) => {
  app.get(
    '/security_events',
    {
      preHandler: app.requirePermission('security-event:list'),
      schema: {
        tags: ['security log'],
        summary:
          'Registro de seguridad de la organización (administradores), del más reciente al más antiguo, paginado (itemsPerPage hasta 100); filtros type, actor (IRI /api/users/{id}), from y to (días YYYY-MM-DD, incluidos, en la hora de España) y q (parte de un correo: el intentado, el de quien actuó o el de la persona afectada); order[occurredAt]. Se conserva dos años.',
        security: [{ bearerAuth: [] }],
        querystring: SecurityEventListQuerySchema,
        response: { 200: CollectionOf(SecurityEventListItemSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const query = request.query;
      const order = orderOf(query, SECURITY_EVENT_SORT_FIELDS, [{ field: 'occurredAt', direction: 'desc' }]);
      // The same date-range rule as the screen's filter; a bad range is a bad request, nothing is read.
      const violations = await violationsOf(securityEventFiltersSchema, { from: query.from, to: query.to });
      if (violations.length) {
        throw new HttpError(400, 'bad-request', 'La petición no es válida.', violations);
      }
      const from = toDateOnly(query.from);
      const to = toDateOnly(query.to);
      const filter: SecurityEventFilter = {
        type: query.type,
        actorId: query.actor === undefined ? undefined : idFromIri(query.actor, 'users'),
        // Days of the organisation's calendar: from its first instant to the first instant of the day after.
        from: from ? startOfDayIn(from) : undefined,
        before: to ? startOfDayIn(nextDay(to)) : undefined,
        search: query.q?.trim() || undefined,
        direction: order[0].direction,
      };
      const pageRequest = {
        page: Number(query.page ?? 1),
        itemsPerPage: Math.min(Number(query.itemsPerPage ?? 30), PEOPLE_MAX_ITEMS_PER_PAGE),
        paginate: true,
      };
      const { rows, total } = await app.securityLogRepository.list(request, filter, pageRequest);
      const filters: Record<string, string | undefined> = {
        type: filter.type,
        actor: filter.actorId === undefined ? undefined : `/api/users/${filter.actorId}`,
        from: from ?? undefined,
        to: to ?? undefined,
        q: filter.search,
      };
      if (Object.keys(query).some((key) => key.startsWith('order['))) {
        filters[orderParam('occurredAt')] = filter.direction;
      }
      return collection({
        iri: SECURITY_EVENTS_PATH,
        type: 'SecurityEvent',
        members: rows.map(toSecurityEvent),
        totalItems: total,
        page: pageRequest,
        filters,
      });
    },
  );
};
