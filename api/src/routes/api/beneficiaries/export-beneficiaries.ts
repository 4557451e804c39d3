import { type AgeGroup, ageGroupOf, type CsvColumn, type DisabilityType } from '@enlace/shared/domain';
import { domainEs } from '@enlace/shared/i18n/domain-es';
import { BeneficiaryListQuerySchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { exportDate, exportDateTime, csvExportLines, sendCsv } from '../../../lib/csv-export';
import { recordExport } from '../../../lib/security-events';
import { errors } from '../../../lib/schemas';
import type { BeneficiaryListRow } from '../../../plugins/repositories/beneficiaries-repository';
import { listFilterOf } from './get-beneficiaries';

// The organisations are Spanish and open the file in a Spanish spreadsheet: the headers and values are Spanish,
// the values as the screens show them.
const AGE_GROUP_LABELS: Record<AgeGroup, string> = domainEs.enums.ageGroup;
const DISABILITY_LABELS: Record<DisabilityType, string> = domainEs.enums.disabilityType;

const disabilityOf = (row: BeneficiaryListRow): string => {
  try {
    const parsed: unknown = row.disability === null ? [] : JSON.parse(row.disability);
    return Array.isArray(parsed)
      ? parsed.map((type: DisabilityType) => DISABILITY_LABELS[type] ?? String(type)).join(', ')
      : '';
  } catch {
    return '';
  }
};

const COLUMNS: CsvColumn<BeneficiaryListRow>[] = [
  { header: 'Nombre', value: (row) => row.name },
  { header: 'Apellidos', value: (row) => row.surname },
  { header: 'Correo electrónico', value: (row) => row.email },
  { header: 'Prefijo del móvil', value: (row) => row.phone_prefix_mobile },
  { header: 'Teléfono móvil', value: (row) => row.phone_mobile },
  { header: 'Documento de identidad', value: (row) => row.identification },
  { header: 'Fecha de nacimiento', value: (row) => exportDate(row.birthday) },
  {
    header: 'Grupo de edad',
    value: (row) => {
      const group = ageGroupOf(row.birthday);
      return group ? AGE_GROUP_LABELS[group] : '';
    },
  },
  { header: 'Discapacidad', value: disabilityOf },
  { header: 'Fecha de alta', value: (row) => exportDateTime(row.created_at) },
];

export const exportBeneficiaries: ContractRoutes = async (app) => {
  app.get(
    '/beneficiaries/export',
    {
      preHandler: app.requirePermission('beneficiary:export'),
      schema: {
        tags: ['beneficiaries'],
        summary:
          'Exporta a CSV (UTF-8 con BOM, separado por punto y coma, cabeceras en español) todas las personas beneficiarias que seleccionan q, ageGroup, hasDisability, disability, coordinator y order[…], como la lista, sin paginar; las celdas que empiezan por = + - @ o tabulador se escapan',
        security: [{ bearerAuth: [] }],
        querystring: BeneficiaryListQuerySchema,
        response: {
          200: { description: 'El CSV', content: { 'text/csv': { schema: { type: 'string' } } } },
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      // Read before anything is sent: a bad order answers 400, not a broken file.
      const filter = listFilterOf(request, request.query);
      const lines = csvExportLines(
        COLUMNS,
        (page, itemsPerPage) =>
          app.beneficiariesRepository.rows(request, filter, { page, itemsPerPage, paginate: true }),
        { onEnd: recordExport(app, request, 'beneficiaries') },
      );
      return sendCsv(reply, 'personas-beneficiarias', lines);
    },
  );
};
