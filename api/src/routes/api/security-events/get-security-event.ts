import { SecurityEventParamsSchema, SecurityEventSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { notFound } from '../../../lib/http-error';
import { errors } from '../../../lib/schemas';
import { SECURITY_EVENTS_PATH, toSecurityEvent } from './security-event-shared';

/** `GET /api/security_events/{id}`: one entry of the log, the address its list gives it. */
export const getSecurityEvent: ContractRoutes = async (app) => {
  app.get(
    `${SECURITY_EVENTS_PATH.replace('/api', '')}/:id`,
    {
      preHandler: app.requirePermission('security-event:list'),
      schema: {
        tags: ['security log'],
        summary: 'Una entrada del registro de seguridad de la organización (administradores)',
        security: [{ bearerAuth: [] }],
        params: SecurityEventParamsSchema,
        response: { 200: SecurityEventSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { rows } = await app.securityLogRepository.list(
        request,
        { id: request.params.id, direction: 'desc' },
        { page: 1, itemsPerPage: 1, paginate: true },
      );
      if (!rows[0]) throw notFound();
      return { '@context': '/api/contexts/SecurityEvent', ...toSecurityEvent(rows[0]) };
    },
  );
};
