import { type ImportKind, IMPORT_TEMPLATES } from '@enlace/shared/domain';
import { csvFile } from '../csv-writer';

/**
 * A kind's template (spec §5: the headers to fill in), made from the columns the import reads so that the two
 * can never disagree: the headers and one example row that passes every rule.
 */
export function importTemplateFile(kind: ImportKind): string {
  const { columns } = IMPORT_TEMPLATES[kind];
  return csvFile(
    columns.map((column) => column.header),
    [columns.map((column) => column.example)],
  );
}
