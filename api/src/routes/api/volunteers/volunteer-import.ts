import { type ImportColumn, VOLUNTEER_IMPORT_COLUMNS } from '@enlace/shared/domain';
import { domainEs } from '@enlace/shared/i18n/domain-es';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../../lib/http-error';
import { geographyByName, type GeographyByName } from '../../../lib/import/geography-by-name';
import type { ImportRecord } from '../../../lib/import/read-import-file';
import { nameKey as key } from '../../../lib/normalize';
import type { VolunteerValues } from '../../../plugins/repositories/volunteers-repository';
import { validVolunteerValues, type VolunteerBody } from './volunteer-shared';

/** One refusal of a row (spec §8: line, field, message); `field` is the API field, `message` an error key. */
export interface ImportLineError {
  line: number;
  field: string;
  message: string;
  /** What the message names (the control letter a DNI needs, a maximum). */
  params?: Record<string, unknown>;
}

export interface VolunteerImportCheck {
  /** The rows that would be created, with their line. */
  valid: { line: number; values: VolunteerValues }[];
  /** How many rows would not be. */
  rejectedRows: number;
  /** Every reason, row by row. */
  errors: ImportLineError[];
}

// An option is written as the screens show it (in Spanish, the organisations' language) or as its code.
const OPTION_LABELS: Record<string, Record<string, string>> = {
  identificationType: domainEs.enums.identificationType,
  sex: domainEs.enums.sex,
  relation: domainEs.enums.tutorRelation,
};

function optionOf(field: string, cell: string): string | undefined {
  const labels = OPTION_LABELS[field] ?? {};
  const wanted = key(cell);
  return Object.entries(labels).find(([code, label]) => key(code) === wanted || key(label) === wanted)?.[0];
}

/** dd/mm/aaaa (or with - or .) as the shared rules read dates, aaaa-mm-dd; anything else as typed. */
function dateOf(cell: string): string {
  const spanish = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(cell);
  if (!spanish) return cell;
  const [, day, month, year] = spanish as unknown as [string, string, string, string];
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

const ADDRESS_FIELDS = ['addressCountry', 'addressState', 'addressProvince', 'addressLocation'];

/** A record as the volunteer body of the single create, with what could not be read as such. */
async function bodyOf(
  record: ImportRecord,
  columns: readonly ImportColumn[],
  geography: GeographyByName,
): Promise<{ body: VolunteerBody; errors: { field: string; message: string }[] }> {
  const body: VolunteerBody = {};
  const errors: { field: string; message: string }[] = [];
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
        const code = optionOf(column.field, cell);
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

/**
 * Checks every record of a volunteer import as the single create would (the shared rules, the address, an email
 * taken in the organisation), plus what only a file can get wrong: an email repeated in the file, a place name
 * that is unknown or ambiguous, an option that is none of the list's, and the plan's cap on volunteers (the rows
 * past it are refused in file order). Nothing is written.
 */
export async function checkVolunteerImport(
  app: FastifyInstance,
  request: FastifyRequest,
  records: ImportRecord[],
): Promise<VolunteerImportCheck> {
  const geography = geographyByName(app);
  const firstLineOfEmail = new Map<string, number>();
  const valid: VolunteerImportCheck['valid'] = [];
  const errors: ImportLineError[] = [];
  let rejectedRows = 0;

  for (const record of records) {
    const read = await bodyOf(record, VOLUNTEER_IMPORT_COLUMNS, geography);
    const rowErrors: Omit<ImportLineError, 'line'>[] = [...read.errors];
    const email = typeof read.body.email === 'string' ? read.body.email.trim().toLowerCase() : '';
    if (email) {
      if (firstLineOfEmail.has(email)) rowErrors.push({ field: 'email', message: 'email-duplicate-generic' });
      else firstLineOfEmail.set(email, record.line);
    }
    let values: VolunteerValues | undefined;
    try {
      values = await validVolunteerValues(app, request, read.body);
    } catch (error) {
      if (!(error instanceof HttpError) || !error.violations) throw error;
      // A field already refused while reading the cell (and, for a place, the levels under it) says it once.
      const addressRefused = read.errors.some(({ field }) => ADDRESS_FIELDS.includes(field));
      for (const violation of error.violations) {
        const field = violation.propertyPath;
        if (rowErrors.some((known) => known.field === field)) continue;
        if (addressRefused && ADDRESS_FIELDS.includes(field)) continue;
        const message =
          violation.message === 'email-already-exists' ? 'email-duplicate-generic' : violation.message;
        rowErrors.push({ field, message, ...(violation.params ? { params: violation.params } : {}) });
      }
    }
    if (rowErrors.length > 0 || !values) {
      rejectedRows++;
      errors.push(...rowErrors.map((rowError) => ({ line: record.line, ...rowError })));
    } else {
      valid.push({ line: record.line, values });
    }
  }

  const { volunteers } = await app.tierUsageRepository.usage(request);
  if (volunteers.limit !== null) {
    const room = Math.max(0, volunteers.limit - volunteers.used);
    for (const { line } of valid.splice(room)) {
      rejectedRows++;
      errors.push({ line, field: '', message: 'volunteer-exceeds-limit' });
    }
  }
  errors.sort((a, b) => a.line - b.line);
  return { valid, rejectedRows, errors };
}
