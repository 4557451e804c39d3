import { ADMIN_ROLE, type CsvColumn } from '@enlace/shared/domain';
import { StaffMemberListQuerySchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { csvExportLines, exportDateTime, sendCsv } from '../../../lib/csv-export';
import { recordExport } from '../../../lib/security-events';
import { personListRequest } from '../../../lib/person-list-request';
import { rolesOf } from '../../../lib/roles-of';
import { errors } from '../../../lib/schemas';
import type { StaffKind, StaffListRow } from '../../../plugins/repositories/staff-repository';
import { isAdminFilterOf } from './get-staff-members';
import { STAFF_KINDS } from './staff-shared';

// The organisations are Spanish and open the file in a Spanish spreadsheet: the headers and values are Spanish.
const COLUMNS: CsvColumn<StaffListRow>[] = [
  { header: 'Nombre', value: (row) => row.name },
  { header: 'Apellidos', value: (row) => row.surname },
  { header: 'Correo electrónico', value: (row) => row.email },
  { header: 'Prefijo del móvil', value: (row) => row.phone_prefix_mobile },
  { header: 'Teléfono móvil', value: (row) => row.phone_mobile },
  { header: 'Documento de identidad', value: (row) => row.identification },
  { header: 'Departamento', value: (row) => row.department },
  { header: 'Administración', value: (row) => (rolesOf(row).includes(ADMIN_ROLE) ? 'Sí' : 'No') },
  { header: 'Acceso', value: (row) => (row.active ? 'Cuenta activada' : 'Invitación pendiente') },
  { header: 'Fecha de alta', value: (row) => exportDateTime(row.created_at) },
];

/** `GET /api/employees/export` or `GET /api/coordinators/export`: the list's selection as a CSV file. */
export const exportStaffMembers =
  (kind: StaffKind): ContractRoutes =>
  async (app) => {
    const { path, tag, permission, label, exportFile } = STAFF_KINDS[kind];
    app.get(
      `/${path}/export`,
      {
        preHandler: app.requirePermission(permission.export),
        schema: {
          tags: [tag],
          summary: `Exporta a CSV (UTF-8 con BOM, separado por punto y coma, cabeceras en español) la selección de ${label.many} que dan q, isAdmin y order[…], como la lista, sin paginar; las celdas que empiezan por = + - @ o tabulador se escapan`,
          security: [{ bearerAuth: [] }],
          querystring: StaffMemberListQuerySchema,
          response: {
            200: { description: 'El CSV', content: { 'text/csv': { schema: { type: 'string' } } } },
            ...errors(400, 401, 403, 404),
          },
        },
      },
      async (request, reply) => {
        // Read before anything is sent: a bad order answers 400, not a broken file.
        const list = personListRequest(request.query);
        const filter = { search: list.search, order: list.order, isAdmin: isAdminFilterOf(request.query) };
        // Each batch is one query in the tenant; the file is sent as it is read.
        const lines = csvExportLines(
          COLUMNS,
          (page, itemsPerPage) =>
            app.staffRepository.rows(request, kind, filter, { page, itemsPerPage, paginate: true }),
          { onEnd: recordExport(app, request, STAFF_KINDS[kind].path) },
        );
        return sendCsv(reply, exportFile, lines);
      },
    );
  };
