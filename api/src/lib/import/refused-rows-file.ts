import { IMPORT_ERRORS_HEADER, type ImportColumn } from '@enlace/shared/domain';
import { commonEs } from '@enlace/shared/i18n/common-es';
import { domainEs } from '@enlace/shared/i18n/domain-es';
import i18next from 'i18next';
import { csvFile } from '../csv-writer';
import type { ImportLineError } from './import-body';
import type { ImportRecord } from './read-import-file';

// In Spanish, as the templates and the exports: the file is opened in a Spanish spreadsheet and uploaded again.
const spanish = i18next.createInstance();
void spanish.init({
  resources: { es: { common: commonEs, domain: domainEs } },
  lng: 'es',
  ns: ['common', 'domain'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

/** «Documento de identidad: La letra de control debería ser Z», as the page shows one refusal of a row. */
export function describeRowError({ field, message, params }: Omit<ImportLineError, 'line'>): string {
  const text = spanish.t(`api.error.${message}`, { ...(params ?? {}), defaultValue: message });
  if (!field) return text;
  return `${spanish.t(`fields.${field}`, { ns: 'domain', defaultValue: field })}: ${text}`;
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
