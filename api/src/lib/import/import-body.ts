import type { ImportRowError } from '@enlace/shared/contracts';
import type { ImportColumn } from '@enlace/shared/domain';
import { nameKey } from '../normalize';
import type { GeographyByName } from './geography-by-name';
import type { ImportRecord } from './read-import-file';

/** One refusal of a row (spec §8: line, field, message); `field` is the API field, `message` an error key. */
export type ImportLineError = ImportRowError;

export type RowError = Omit<ImportLineError, 'line'>;

/** The labels of an option field by its codes, as the screens show them. */
export type OptionLabels = Record<string, Record<string, string>>;

// An option is written as the screens show it (in Spanish, the organisations' language) or as its code.
function optionOf(labels: Record<string, string>, cell: string): string | undefined {
  const wanted = nameKey(cell);
  return Object.entries(labels).find(
    ([code, label]) => nameKey(code) === wanted || nameKey(label) === wanted,
  )?.[0];
}

/** dd/mm/aaaa (or with - or .) as the shared rules read dates, aaaa-mm-dd; anything else as typed. */
function dateOf(cell: string): string {
  const spanish = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(cell);
  if (!spanish) return cell;
  const [, day, month, year] = spanish as unknown as [string, string, string, string];
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/**
 * A record as the body of the single create (API field names; places as ids), with what could not be read as
 * such: an option that is none of the list's, a place unknown or ambiguous within its parent.
 */
export async function importBodyOf(
  record: ImportRecord,
  columns: readonly ImportColumn[],
  options: OptionLabels,
  geography: GeographyByName,
): Promise<{ body: Record<string, unknown>; errors: RowError[] }> {
  const body: Record<string, unknown> = {};
  const errors: RowError[] = [];
  let countryId: number | undefined;
  let provinceId: number | undefined;
  for (const column of columns) {
    const cell = record.cells[column.header] ?? '';
    if (cell === '') continue;
    switch (column.kind) {
      case 'text':
        body[column.field] = cell;
        break;
      case 'date':
        body[column.field] = dateOf(cell);
        break;
      case 'option': {
        const code = optionOf(options[column.field] ?? {}, cell);
        if (code) body[column.field] = code;
        else errors.push({ field: column.field, message: 'field-not-valid-option' });
        break;
      }
      case 'country': {
        const found = await geography.country(cell);
        if (found.ok) body.addressCountry = countryId = found.id;
        else errors.push({ field: column.field, message: found.message });
        break;
      }
      case 'province': {
        if (countryId === undefined) break;
        const found = await geography.province(countryId, cell);
        if (found.ok) {
          body.addressProvince = provinceId = found.id;
          body.addressState = found.parentId;
        } else errors.push({ field: column.field, message: found.message });
        break;
      }
      case 'municipality': {
        if (provinceId === undefined) break;
        const found = await geography.municipality(provinceId, cell);
        if (found.ok) body.addressLocation = found.id;
        else errors.push({ field: column.field, message: found.message });
        break;
      }
    }
  }
  return { body, errors };
}
