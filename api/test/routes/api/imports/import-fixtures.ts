import type { FastifyInstance } from 'fastify';
import { PARTNER_IMPORT_COLUMNS, VOLUNTEER_IMPORT_COLUMNS } from '@enlace/shared/domain';
import { multipartBody } from '../../../helpers/multipart-body';

/** The template's headers. */
export const IMPORT_HEADERS = VOLUNTEER_IMPORT_COLUMNS.map((column) => column.header);

/** A DNI with its right control letter. */
export const dni = (number: number) =>
  `${String(number).padStart(8, '0')}${'TRWAGMYFPDXBNJZSQVHLCKE'[number % 23]}`;

/** A row of the template's columns: the example's values, with some replaced (by header). */
export const importRow = (cells: Record<string, string> = {}, separator = ';') =>
  VOLUNTEER_IMPORT_COLUMNS.map((column) => cells[column.header] ?? column.example).join(separator);

/** A file of the template's headers and these rows. */
export const importFile = (rows: string[], separator = ';') =>
  `${IMPORT_HEADERS.join(separator)}\r\n${rows.join('\r\n')}\r\n`;

/** `count` valid rows whose emails start with `prefix` and whose DNIs count from `firstDocument`. */
export const validImportRows = (prefix: string, count: number, firstDocument: number) =>
  Array.from({ length: count }, (_, index) =>
    importRow({
      'Correo electrónico': `${prefix}${index}@example.org`,
      'Documento de identidad': dni(firstDocument + index),
    }),
  );

/** The partners' template headers. */
export const PARTNER_IMPORT_HEADERS = PARTNER_IMPORT_COLUMNS.map((column) => column.header);

/** A NIF of a non-profit organisation (G) with its right control digit. */
export const cif = (number: number) => {
  const digits = String(number).padStart(7, '0').split('').map(Number);
  const odd = [0, 2, 4, 6].reduce((sum, index) => {
    const doubled = digits[index]! * 2;
    return sum + Math.floor(doubled / 10) + (doubled % 10);
  }, 0);
  const even = digits[1]! + digits[3]! + digits[5]!;
  return `G${digits.join('')}${(10 - ((odd + even) % 10)) % 10}`;
};

/** A partners' row: the example's values, with some replaced (by header). */
export const partnerImportRow = (cells: Record<string, string> = {}) =>
  PARTNER_IMPORT_COLUMNS.map((column) => cells[column.header] ?? column.example).join(';');

/** A partners' file of these rows. */
export const partnerImportFile = (rows: string[]) =>
  `${PARTNER_IMPORT_HEADERS.join(';')}\r\n${rows.join('\r\n')}\r\n`;

/**
 * Posts a file to an import route as the given account, with form fields (`sendInvitations`, `errors`); null
 * sends no file at all.
 */
export const postImportFile = (
  app: FastifyInstance,
  url: string,
  file: Buffer | string | null,
  {
    headers,
    fields = {},
    filename = 'altas.csv',
  }: { headers: Record<string, string>; fields?: Record<string, string>; filename?: string },
) => {
  const bytes = typeof file === 'string' ? Buffer.from(file) : file;
  const body = multipartBody(bytes && { filename, contentType: 'text/csv', bytes }, fields);
  return app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': body.type },
    payload: body.payload,
  });
};
