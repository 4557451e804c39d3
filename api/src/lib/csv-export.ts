import { Readable } from 'node:stream';
import { CSV_BOM, csvLine, type CsvColumn } from '@enlace/shared/domain';
import type { FastifyReply } from 'fastify';

/** Rows read per query: an export never holds the whole selection in memory. */
export const EXPORT_BATCH_SIZE = 500;

/** Today in Spain (`2026-03-01`), for export file names. */
export const exportDay = (now: Date = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(now).slice(0, 10);

const madridDateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Madrid',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * A stored instant as Spanish spreadsheets read it, in Spain's time (`02/02/2026 10:00`): built from the parts, as
 * the separators of a locale's format vary with the ICU version.
 */
export function csvDateTime(value: string | null): string {
  if (!value) return '';
  const part = Object.fromEntries(
    madridDateTime.formatToParts(new Date(value)).map(({ type, value: text }) => [type, text]),
  );
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}

/** A `YYYY-MM-DD` day as `DD/MM/YYYY`. */
export const csvDate = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value.split('-').reverse().join('/') : (value ?? '');

/**
 * The lines of a CSV file: the byte order mark and the header, then the selection batch by batch (`readBatch`
 * answers one page of `size` rows; a short page is the last one). Cells go through the shared, formula-safe
 * `csvLine`.
 */
export async function* csvLines<Row>(
  columns: CsvColumn<Row>[],
  readBatch: (page: number, size: number) => Promise<Row[]>,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(columns.map((column) => column.header));
  for (let page = 1; ; page += 1) {
    const rows = await readBatch(page, batchSize);
    if (rows.length > 0)
      yield rows.map((row) => csvLine(columns.map((column) => column.value(row)))).join('');
    if (rows.length < batchSize) return;
  }
}

/** Sends the lines as a CSV attachment named `<name>-<today>.csv`, streamed as they are read. */
export const sendCsv = (reply: FastifyReply, name: string, lines: AsyncIterable<string>) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${exportDay()}.csv"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(lines));
