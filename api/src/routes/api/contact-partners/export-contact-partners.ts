import type { CsvColumn } from '@enlace/shared/domain';
import { ContactPartnerSelectionQuerySchema } from '@enlace/shared/contracts';
import { csvExportLines, exportDateTime, sendCsv } from '../../../lib/csv-export';
import { recordExport } from '../../../lib/security-events';
import { errors } from '../../../lib/schemas';
import type { ContactPartnerListRow } from '../../../plugins/repositories/contact-partners-repository';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { contactPartnerListFilterOf } from './get-contact-partners';

// The same Spanish headers and values as the other people's exports.
const columns: CsvColumn<ContactPartnerListRow>[] = [
  { header: 'Nombre', value: (row) => row.name },
  { header: 'Apellidos', value: (row) => row.surname },
  { header: 'Correo electrónico', value: (row) => row.email },
  { header: 'Prefijo del móvil', value: (row) => row.phone_prefix_mobile },
  { header: 'Teléfono móvil', value: (row) => row.phone_mobile },
  { header: 'Cargo', value: (row) => row.job_title },
  { header: 'Entidad', value: (row) => row.partner_name },
  { header: 'Acceso', value: (row) => (row.active ? 'Cuenta activada' : 'Invitación pendiente') },
  { header: 'Fecha de alta', value: (row) => exportDateTime(row.created_at) },
];

export const exportContactPartners: ContractRoutes = async (app) => {
  app.get(
    '/contact_partners/export',
    {
      preHandler: app.requirePermission('contact-partner:export'),
      schema: {
        tags: ['contact partners'],
        summary:
          'Exporta a CSV (UTF-8 con BOM, separado por punto y coma, cabeceras en español) todas las personas de contacto que seleccionan q, partner y order[…], como la lista, sin paginar; las celdas que empiezan por = + - @ o tabulador se escapan',
        security: [{ bearerAuth: [] }],
        querystring: ContactPartnerSelectionQuerySchema,
        response: {
          200: { description: 'El CSV', content: { 'text/csv': { schema: { type: 'string' } } } },
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      // Checked before anything is sent: a bad order or partner answers 400, not a broken file.
      const filter = contactPartnerListFilterOf(request.query);
      const lines = csvExportLines(
        columns,
        async (page, itemsPerPage) => {
          const { rows } = await app.contactPartnersRepository.list(request, filter, {
            page,
            itemsPerPage,
            paginate: true,
          });
          return rows;
        },
        { onEnd: recordExport(app, request, 'contact-partners') },
      );
      return sendCsv(reply, 'personas-de-contacto', lines);
    },
  );
};
