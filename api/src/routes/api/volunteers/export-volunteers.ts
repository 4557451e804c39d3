import { Readable } from 'node:stream';
import { CSV_BOM, csvLine, type VolunteerStatus } from '@enlace/shared/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { errors } from '../../../lib/schemas';
import type {
  VolunteerListFilter,
  VolunteerListRow,
} from '../../../plugins/repositories/volunteers-repository';
import { querySchema, sortOf, type VolunteersQuery } from './get-volunteers';

/** Rows read per query: the export never holds the whole selection in memory. */
export const EXPORT_BATCH_SIZE = 500;

// The organisations are Spanish and open the file in a Spanish spreadsheet: the headers and values are Spanish.
const STATUS_LABELS: Record<VolunteerStatus, string> = {
  pending: 'Pendiente de validar',
  validated: 'Validado',
  inactive: 'Inactivo',
};

const madridDateTime = new Intl.DateTimeFormat('es-ES', {
  timeZone: 'Europe/Madrid',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `02/02/2026 10:00` in Spain's time: what a Spanish spreadsheet reads as a date and time. */
const dateTime = (value: string | null) => {
  if (!value) return '';
  const part = Object.fromEntries(
    madridDateTime.formatToParts(new Date(value)).map(({ type, value: text }) => [type, text]),
  );
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
};

const COLUMNS: { header: string; value: (row: VolunteerListRow) => string | null }[] = [
  { header: 'Nombre', value: (row) => row.name },
  { header: 'Apellidos', value: (row) => row.surname },
  { header: 'Correo electrónico', value: (row) => row.email },
  { header: 'Prefijo del móvil', value: (row) => row.phone_prefix_mobile },
  { header: 'Teléfono móvil', value: (row) => row.phone_mobile },
  { header: 'Documento de identidad', value: (row) => row.identification },
  { header: 'Estado', value: (row) => STATUS_LABELS[(row.status ?? 'pending') as VolunteerStatus] },
  { header: 'Validado el', value: (row) => dateTime(row.validated_at) },
  { header: 'Fecha de alta', value: (row) => dateTime(row.created_at) },
];

/** Today in Spain, for the file name (`voluntariado-2026-03-01.csv`). */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date()).slice(0, 10);

export const exportVolunteers: FastifyPluginAsync = async (app) => {
  /** The file, header line first, then the selection batch by batch (each batch one query in the tenant). */
  async function* csv(request: FastifyRequest, filter: VolunteerListFilter) {
    yield CSV_BOM + csvLine(COLUMNS.map((column) => column.header));
    for (let page = 1; ; page += 1) {
      const rows = await app.volunteersRepository.rows(request, filter, {
        page,
        itemsPerPage: EXPORT_BATCH_SIZE,
        paginate: true,
      });
      if (rows.length > 0)
        yield rows.map((row) => csvLine(COLUMNS.map((column) => column.value(row)))).join('');
      if (rows.length < EXPORT_BATCH_SIZE) return;
    }
  }

  app.get<{ Querystring: VolunteersQuery }>(
    '/volunteers/export',
    {
      preHandler: app.requirePermission('volunteer:export'),
      schema: {
        tags: ['volunteers'],
        summary:
          'Exporta a CSV (UTF-8 con BOM, separado por punto y coma, cabeceras en español) todos los voluntarios que seleccionan q, status y order[…], como la lista, sin paginar; las celdas que empiezan por = + - @ o tabulador se escapan',
        security: [{ bearerAuth: [] }],
        querystring: querySchema,
        response: {
          200: { description: 'El CSV', content: { 'text/csv': { schema: { type: 'string' } } } },
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const filter: VolunteerListFilter = {
        search: query.q?.trim() || undefined,
        status: query.status as VolunteerStatus | undefined,
        // Checked before anything is sent: a bad order answers 400, not a broken file.
        order: sortOf(query),
      };
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="voluntariado-${today()}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(csv(request, filter)));
    },
  );
};
