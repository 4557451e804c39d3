import type { CsvColumn, VolunteerStatus } from '@enlace/shared/domain';
import { domainEs } from '@enlace/shared/i18n/domain-es';
import { VolunteerListQuerySchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { exportDateTime, csvExportLines, sendCsv } from '../../../lib/csv-export';
import { recordExport } from '../../../lib/security-events';
import { errors } from '../../../lib/schemas';
import type {
  VolunteerListFilter,
  VolunteerListRow,
} from '../../../plugins/repositories/volunteers-repository';
import { personListRequest } from '../../../lib/person-list-request';
import { coordinatorFilter } from '../../../lib/coordinator-filter';

export { EXPORT_BATCH_SIZE } from '../../../lib/csv-export';

// The organisations are Spanish and open the file in a Spanish spreadsheet: the headers and values are Spanish,
// the values as the screens show them.
const STATUS_LABELS: Record<VolunteerStatus, string> = domainEs.enums.volunteerStatus;

const COLUMNS: CsvColumn<VolunteerListRow>[] = [
  { header: 'Nombre', value: (row) => row.name },
  { header: 'Apellidos', value: (row) => row.surname },
  { header: 'Correo electrónico', value: (row) => row.email },
  { header: 'Prefijo del móvil', value: (row) => row.phone_prefix_mobile },
  { header: 'Teléfono móvil', value: (row) => row.phone_mobile },
  { header: 'Documento de identidad', value: (row) => row.identification },
  { header: 'Estado', value: (row) => STATUS_LABELS[(row.status ?? 'pending') as VolunteerStatus] },
  { header: 'Validado el', value: (row) => exportDateTime(row.validated_at) },
  { header: 'Fecha de alta', value: (row) => exportDateTime(row.created_at) },
];

export const exportVolunteers: ContractRoutes = async (app) => {
  app.get(
    '/volunteers/export',
    {
      preHandler: app.requirePermission('volunteer:export'),
      schema: {
        tags: ['volunteers'],
        summary:
          'Exporta a CSV (UTF-8 con BOM, separado por punto y coma, cabeceras en español) todos los voluntarios que seleccionan q, status, coordinator y order[…], como la lista, sin paginar; las celdas que empiezan por = + - @ o tabulador se escapan',
        security: [{ bearerAuth: [] }],
        querystring: VolunteerListQuerySchema,
        response: {
          200: { description: 'El CSV', content: { 'text/csv': { schema: { type: 'string' } } } },
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      // Read before anything is sent: a bad order answers 400, not a broken file.
      const list = personListRequest(request.query);
      const filter: VolunteerListFilter = {
        search: list.search,
        status: request.query.status,
        coordinatorId: coordinatorFilter(request, request.query.coordinator || undefined),
        order: list.order,
      };
      // Each batch is one query in the tenant; the file is sent as it is read.
      const lines = csvExportLines(
        COLUMNS,
        (page, itemsPerPage) =>
          app.volunteersRepository.rows(request, filter, { page, itemsPerPage, paginate: true }),
        { onEnd: recordExport(app, request, 'volunteers') },
      );
      return sendCsv(reply, 'voluntariado', lines);
    },
  );
};
