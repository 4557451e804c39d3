import { IMPORT_ERRORS_HEADER, type ImportColumn } from '@enlace/shared/domain';
import { csvFile } from '../csv-writer';
import { errorText, spanishFieldLabel } from '../error-texts';
import type { ImportLineError } from './import-body';
import type { ImportRecord } from './read-import-file';

/** «Documento de identidad: La letra de control debería ser Z», as the page shows one refusal of a row. */
function describeRowError({ field, message, params }: Omit<ImportLineError, 'line'>): string {
  const text = errorText('es', message, params);
  return field ? `${spanishFieldLabel(field)}: ${text}` : text;
}

/**
 * The refused rows of a file, to fix and upload again: the template's columns with the cells as they were read,
 * in file order, and a last column with each row's reasons (which the import reads past).
 */
export function refusedRowsFile(
  columns: readonly ImportColumn[],
  records: ImportRecord[],
  errors: ImportLineError[],
): string {
  const reasons = new Map<number, string[]>();
  for (const error of errors)
    reasons.set(error.line, [...(reasons.get(error.line) ?? []), describeRowError(error)]);
  return csvFile(
    [...columns.map((column) => column.header), IMPORT_ERRORS_HEADER],
    records
      .filter((record) => reasons.has(record.line))
      .map((record) => [
        ...columns.map((column) => record.cells[column.header] ?? ''),
        (reasons.get(record.line) ?? []).join(' | '),
      ]),
  );
}
