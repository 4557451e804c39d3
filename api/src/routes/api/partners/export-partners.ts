import {
  type AgreementStatus,
  type CsvColumn,
  effectiveAgreementStatus,
  type PartnerLegalType,
} from '@enlace/shared/domain';
import { domainEs } from '@enlace/shared/i18n/domain-es';
import { PartnerSelectionQuerySchema } from '@enlace/shared/contracts';
import { csvExportLines, exportDate, exportDateTime, sendCsv } from '../../../lib/csv-export';
import { recordExport } from '../../../lib/security-events';
import { errors } from '../../../lib/schemas';
import type { PartnerListRow } from '../../../plugins/repositories/partners-repository';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { partnerListFilterOf } from './get-partners';

// The organisations are Spanish and open the file in a Spanish spreadsheet: the headers and values are Spanish.
const LEGAL_TYPE_LABELS: Record<PartnerLegalType, string> = domainEs.enums.partnerLegalType;
const AGREEMENT_LABELS: Record<AgreementStatus, string> = domainEs.enums.agreementStatus;

const columns = (today: string): CsvColumn<PartnerListRow>[] => [
  { header: 'Nombre de la entidad', value: (row) => row.name },
  {
    header: 'Forma jurídica',
    value: (row) => LEGAL_TYPE_LABELS[row.legal_type as PartnerLegalType] ?? row.legal_type,
  },
  { header: 'NIF', value: (row) => row.nif },
  { header: 'Correo electrónico', value: (row) => row.email },
  { header: 'Prefijo del teléfono', value: (row) => row.phone_prefix },
  { header: 'Teléfono', value: (row) => row.phone },
  { header: 'Sitio web', value: (row) => row.website },
  // The status shown on screen: an active agreement past its date is expired.
  {
    header: 'Estado del convenio',
    value: (row) =>
      AGREEMENT_LABELS[effectiveAgreementStatus(row.agreement_status, row.expiration_date, today)],
  },
  { header: 'Fecha de caducidad', value: (row) => exportDate(row.expiration_date) },
  { header: 'Personas de contacto', value: (row) => row.contact_persons_count },
  { header: 'Fecha de alta', value: (row) => exportDateTime(row.created_at) },
];

export const exportPartners: ContractRoutes = async (app) => {
  app.get(
    '/partners/export',
    {
      preHandler: app.requirePermission('partner:export'),
      schema: {
        tags: ['partners'],
        summary:
          'Exporta a CSV (UTF-8 con BOM, separado por punto y coma, cabeceras en español) todas las entidades que seleccionan q, legalType, agreementStatus y order[…], como la lista, sin paginar; las celdas que empiezan por = + - @ o tabulador se escapan',
        security: [{ bearerAuth: [] }],
        querystring: PartnerSelectionQuerySchema,
        response: {
          200: { description: 'El CSV', content: { 'text/csv': { schema: { type: 'string' } } } },
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      // Checked before anything is sent: a bad order answers 400, not a broken file.
      const filter = partnerListFilterOf(request.query);
      const lines = csvExportLines(
        columns(filter.today),
        (page, itemsPerPage) =>
          app.partnersRepository.rows(request, filter, { page, itemsPerPage, paginate: true }),
        { onEnd: recordExport(app, request, 'partners') },
      );
      return sendCsv(reply, 'entidades', lines);
    },
  );
};
