import {
  type AccessStatus,
  type CsvColumn,
  type PlaceCapacityPolicy,
  type PlaceType,
} from '@enlace/shared/domain';
import { domainEs } from '@enlace/shared/i18n/domain-es';
import { PlaceSelectionQuerySchema } from '@enlace/shared/contracts';
import { csvExportLines, exportDateTime, sendCsv } from '../../../lib/csv-export';
import { recordExport } from '../../../lib/security-events';
import { errors } from '../../../lib/schemas';
import type { PlaceListRow } from '../../../plugins/repositories/places-repository';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { placeListFilterOf } from './get-places';

// The file opens in a Spanish spreadsheet: the headers and values are Spanish.
const TYPE_LABELS: Record<PlaceType, string> = domainEs.enums.placeType;
const ACCESS_LABELS: Record<AccessStatus, string> = domainEs.enums.placeAccessStatus;
const POLICY_LABELS: Record<PlaceCapacityPolicy, string> = domainEs.enums.placeCapacityPolicy;
const yesNo = (value: number) => (value ? 'Sí' : 'No');

const columns: CsvColumn<PlaceListRow>[] = [
  { header: 'Nombre', value: (row) => row.name },
  { header: 'Tipo', value: (row) => TYPE_LABELS[row.type as PlaceType] ?? row.type },
  { header: 'Aforo', value: (row) => row.capacity },
  {
    header: 'Si una sesión supera el aforo',
    value: (row) => POLICY_LABELS[row.capacity_policy as PlaceCapacityPolicy] ?? row.capacity_policy,
  },
  { header: 'Acceso', value: (row) => ACCESS_LABELS[row.access_status as AccessStatus] ?? row.access_status },
  { header: 'Dirección', value: (row) => row.address },
  { header: 'Código postal', value: (row) => row.postal_code },
  { header: 'Municipio', value: (row) => row.location_name },
  { header: 'Accesible', value: (row) => yesNo(row.accesible) },
  { header: 'Proyector', value: (row) => yesNo(row.has_projector) },
  { header: 'Ordenador', value: (row) => yesNo(row.has_computer) },
  { header: 'Pizarra', value: (row) => yesNo(row.has_whiteboard) },
  { header: 'Aire acondicionado', value: (row) => yesNo(row.has_air_conditioning) },
  { header: 'Fecha de alta', value: (row) => exportDateTime(row.created_at) },
];

export const exportPlaces: ContractRoutes = async (app) => {
  app.get(
    '/places/export',
    {
      preHandler: app.requirePermission('place:export'),
      schema: {
        tags: ['places'],
        summary:
          'Exporta a CSV (UTF-8 con BOM, separado por punto y coma, cabeceras en español) todos los lugares que seleccionan q, type, accessStatus y order[…], como la lista, sin paginar',
        security: [{ bearerAuth: [] }],
        querystring: PlaceSelectionQuerySchema,
        response: {
          200: { description: 'El CSV', content: { 'text/csv': { schema: { type: 'string' } } } },
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      // Checked before anything is sent: a bad order answers 400, not a broken file.
      const filter = placeListFilterOf(request.query);
      const lines = csvExportLines(
        columns,
        (page, itemsPerPage) =>
          app.placesRepository.rows(request, filter, { page, itemsPerPage, paginate: true }),
        { onEnd: recordExport(app, request, 'places') },
      );
      return sendCsv(reply, 'lugares', lines);
    },
  );
};
