import { Readable } from 'node:stream';
import { CSV_BOM, PRODUCT_TIME_ZONE, type CsvColumn } from '@enlace/shared/domain';
import type { FastifyReply } from 'fastify';
import { csvLines } from './csv-writer';

/** Rows read per query: an export never holds the whole selection in memory. */
export const EXPORT_BATCH_SIZE = 500;

/** Reads one page (1-based) of the selection; fewer rows than asked for means it was the last. */
export type ReadExportPage<Row> = (page: number, itemsPerPage: number) => Promise<Row[]>;

/** What an export sent: its rows, and whether the file was read to its end (false: the download stopped). */
export interface ExportSummary {
  rows: number;
  complete: boolean;
}

export interface CsvExportOptions {
  batchSize?: number;
  /** Runs once the file has ended, or stopped early (a closed download, a failed read). */
  onEnd?: (summary: ExportSummary) => Promise<void>;
}

/**
 * The file of a list's selection, header line first, then the rows batch by batch (one query each). Cells go
 * through the CSV writer, which makes formulas inert (= + - @ tab) for spreadsheets.
 */
export async function* csvExportLines<Row>(
  columns: CsvColumn<Row>[],
  readPage: ReadExportPage<Row>,
  { batchSize = EXPORT_BATCH_SIZE, onEnd }: CsvExportOptions = {},
): AsyncGenerator<string> {
  let sent = 0;
  let complete = false;
  try {
    yield CSV_BOM + csvLines([columns.map((column) => column.header)]);
    for (let page = 1; ; page += 1) {
      const rows = await readPage(page, batchSize);
      if (rows.length > 0) {
        // Counted as handed to the response: a download stopped after this still had them.
        sent += rows.length;
        yield csvLines(rows.map((row) => columns.map((column) => column.value(row))));
      }
      if (rows.length < batchSize) break;
    }
    complete = true;
  } finally {
    await onEnd?.({ rows: sent, complete });
  }
}

/** Today in Spain (`2026-03-01`), for file names. */
export const exportDay = (): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: PRODUCT_TIME_ZONE }).format(new Date()).slice(0, 10);

/** Sends the lines as a CSV download named `<base>-<day>.csv`, never cached. */
export function sendCsv(reply: FastifyReply, base: string, lines: AsyncIterable<string>): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${base}-${exportDay()}.csv"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(lines));
}

const madridDateTime = new Intl.DateTimeFormat('es-ES', {
  timeZone: PRODUCT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `02/02/2026 10:00` in Spain's time: what a Spanish spreadsheet reads as a date and time; empty when none. */
export const exportDateTime = (value: string | null | undefined): string => {
  if (!value) return '';
  const part = Object.fromEntries(
    madridDateTime.formatToParts(new Date(value)).map(({ type, value: text }) => [type, text]),
  );
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
};

/** A `YYYY-MM-DD` day as `DD/MM/YYYY`; empty when there is none. */
export const exportDate = (value: string | null | undefined): string =>
  value ? value.slice(0, 10).split('-').reverse().join('/') : '';
