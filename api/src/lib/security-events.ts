import type { SecurityEventList } from '@enlace/shared/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ExportSummary } from './csv-export';

/**
 * Records a CSV export in the security log once its file has ended: which list and how many rows went out, and
 * `complete: false` when the download stopped before the end.
 */
export const recordExport =
  (app: FastifyInstance, request: FastifyRequest, list: SecurityEventList) =>
  ({ rows, complete }: ExportSummary): Promise<void> =>
    app.securityLogRepository.record(request, {
      type: 'export',
      details: { list, rows, ...(complete ? {} : { complete: false }) },
    });
