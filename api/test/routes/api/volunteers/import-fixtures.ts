import { VOLUNTEER_IMPORT_COLUMNS } from '@enlace/shared/domain';

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
