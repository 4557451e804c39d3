import {
  type ImportColumn,
  validateWithSync,
  VOLUNTEER_IMPORT_COLUMNS,
  volunteerSchema,
} from '@enlace/shared/domain';
import { domainEs } from '@enlace/shared/i18n/domain-es';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { geographyByName, type GeographyByName } from '../../../lib/import/geography-by-name';
import type { ImportRecord } from '../../../lib/import/read-import-file';
import { nameKey as key } from '../../../lib/normalize';
import type { VolunteerValues } from '../../../plugins/repositories/volunteers-repository';
import { personColumnsOf } from '../../../lib/person-payload';
import { type VolunteerBody, volunteerValuesOf } from './volunteer-shared';

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

/** The template's headers, which an uploaded file must have. */
export const VOLUNTEER_IMPORT_HEADERS = VOLUNTEER_IMPORT_COLUMNS.map((column) => column.header);

/** The JSON of one refusal of a row. */
export const importLineErrorSchema = {
  type: 'object',
  required: ['line', 'field', 'message'],
  properties: {
    line: { type: 'integer', description: 'Línea del archivo (la de las cabeceras es la 1)' },
    field: { type: 'string', description: 'Campo de la API; vacío para la fila entera' },
    message: { type: 'string', description: 'Clave del error' },
    params: { type: 'object', additionalProperties: true, description: 'Lo que nombra el mensaje' },
  },
} as const;

const ADDRESS_FIELDS = ['addressCountry', 'addressState', 'addressProvince', 'addressLocation'];

/** A record as the volunteer body of the single create, with what could not be read as such. */
async function bodyOf(
  record: ImportRecord,
  columns: readonly ImportColumn[],
  geography: GeographyByName,
): Promise<{ body: VolunteerBody; errors: Omit<ImportLineError, 'line'>[] }> {
  const body: VolunteerBody = {};
  const errors: Omit<ImportLineError, 'line'>[] = [];
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
 * Checks every record of a volunteer import as the single create would (the shared rules, an email taken in the
 * organisation), plus what only a file can get wrong: an email repeated in the file, a place name that is unknown
 * or ambiguous, an option that is none of the list's, and the plan's cap on volunteers (the rows past it are
 * refused in file order). Nothing is written. The places are found by name within their parents, so the address
 * needs no further check; the emails are looked up in one query.
 */
export async function checkVolunteerImport(
  app: FastifyInstance,
  request: FastifyRequest,
  records: ImportRecord[],
): Promise<VolunteerImportCheck> {
  const geography = geographyByName(app);
  const reads: { line: number; body: VolunteerBody; errors: Omit<ImportLineError, 'line'>[] }[] = [];
  for (const record of records) {
    reads.push({ line: record.line, ...(await bodyOf(record, VOLUNTEER_IMPORT_COLUMNS, geography)) });
  }
  const emailOf = (body: VolunteerBody) =>
    typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  const taken = await app.usersRepository.takenEmails(request, [
    ...new Set(reads.map(({ body }) => emailOf(body)).filter(Boolean)),
  ]);

  const seen = new Set<string>();
  const valid: VolunteerImportCheck['valid'] = [];
  const errors: ImportLineError[] = [];
  let rejectedRows = 0;
  for (const read of reads) {
    const rowErrors = [...read.errors];
    const email = emailOf(read.body);
    if (email && (seen.has(email) || taken.has(email))) {
      rowErrors.push({ field: 'email', message: 'email-duplicate-generic' });
    }
    seen.add(email);
    // A field already refused (and, for a place, the levels under it) says it once.
    const addressRefused = read.errors.some(({ field }) => ADDRESS_FIELDS.includes(field));
    for (const violation of validateWithSync(volunteerSchema, read.body)) {
      const field = violation.propertyPath;
      if (rowErrors.some((known) => known.field === field)) continue;
      if (addressRefused && ADDRESS_FIELDS.includes(field)) continue;
      rowErrors.push({
        field,
        message: violation.message,
        ...(violation.params ? { params: violation.params } : {}),
      });
    }
    if (rowErrors.length > 0) {
      rejectedRows++;
      errors.push(...rowErrors.map((rowError) => ({ line: read.line, ...rowError })));
      continue;
    }
    const person = personColumnsOf(read.body, {
      address_country_id: numberOrNull(read.body.addressCountry),
      address_state_id: numberOrNull(read.body.addressState),
      address_province_id: numberOrNull(read.body.addressProvince),
      address_location_id: numberOrNull(read.body.addressLocation),
    });
    valid.push({ line: read.line, values: volunteerValuesOf(person, read.body) });
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

const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);
