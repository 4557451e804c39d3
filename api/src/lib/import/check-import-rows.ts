import type { ImportProgress as ImportProgressLine } from '@enlace/shared/contracts';
import { type ImportColumn, validateWithSync } from '@enlace/shared/domain';
import type { AnyObjectSchema } from 'yup';
import { ADDRESS_PLACE_FIELDS } from '../address';
import type { GeographyByName } from './geography-by-name';
import { importBodyOf, type ImportLineError, type OptionLabels, type RowError } from './import-body';
import type { ImportRecord } from './read-import-file';

/** Rows between two reports of progress. */
export const PROGRESS_EVERY = 100;

/** How far an import has gone; `stage` is what it is doing. */
export type ImportProgress = (stage: ImportProgressLine['stage'], done: number, total: number) => void;

/** What a kind of import checks beyond the shared rules of its form. */
export interface ImportRules<Values> {
  columns: readonly ImportColumn[];
  options: OptionLabels;
  schema: AnyObjectSchema;
  /** The field no two records of the organisation share: how to read its key, the keys already taken. */
  unique: {
    field: string;
    message: string;
    keyOf: (body: Record<string, unknown>) => string;
    taken: (keys: string[]) => Promise<Set<string>>;
  };
  /** How many more the plan allows (null: no cap), and the refusal of the rows past it. */
  room: () => Promise<number | null>;
  roomMessage: string;
  /** The columns of a row that met every rule. */
  valuesOf: (body: Record<string, unknown>) => Values;
}

export interface ImportCheck<Values> {
  /** The rows that would be created, with their line. */
  valid: { line: number; values: Values }[];
  /** How many rows would not be. */
  rejectedRows: number;
  /** Every reason, row by row, in file order. */
  errors: ImportLineError[];
}

/**
 * Checks every record as the single create would (the shared rules, a key taken in the organisation), plus what
 * only a file can get wrong: a key repeated in the file (its first row keeps it), a place name that is unknown
 * or ambiguous, an option that is none of the list's, and the plan's cap (the rows past it are refused in file
 * order). Nothing is written. Geography is read once per file and the taken keys in one query.
 */
export async function checkImportRows<Values>(
  rules: ImportRules<Values>,
  geography: GeographyByName,
  records: ImportRecord[],
  progress: ImportProgress = () => {},
): Promise<ImportCheck<Values>> {
  const reads: { line: number; body: Record<string, unknown>; errors: RowError[] }[] = [];
  for (const [index, record] of records.entries()) {
    reads.push({
      line: record.line,
      ...(await importBodyOf(record, rules.columns, rules.options, geography)),
    });
    if ((index + 1) % PROGRESS_EVERY === 0) progress('checking', index + 1, records.length);
  }
  const { unique } = rules;
  const taken = await unique.taken([...new Set(reads.map(({ body }) => unique.keyOf(body)).filter(Boolean))]);

  const seen = new Set<string>();
  const valid: ImportCheck<Values>['valid'] = [];
  const errors: ImportLineError[] = [];
  let rejectedRows = 0;
  for (const read of reads) {
    const rowErrors = [...read.errors];
    const key = unique.keyOf(read.body);
    // A place refused by name says it once, not again for the levels under it.
    const addressRefused = read.errors.some(({ field }) => ADDRESS_PLACE_FIELDS.includes(field));
    for (const violation of validateWithSync(rules.schema, read.body)) {
      const field = violation.propertyPath;
      // A field already refused (and, for a place, the levels under it) says it once.
      if (rowErrors.some((known) => known.field === field)) continue;
      if (addressRefused && ADDRESS_PLACE_FIELDS.includes(field)) continue;
      rowErrors.push({
        field,
        message: violation.message,
        ...(violation.params ? { params: violation.params } : {}),
      });
    }
    // A key the rules refuse is reported as such, not also as taken.
    if (key && (seen.has(key) || taken.has(key)) && !rowErrors.some(({ field }) => field === unique.field)) {
      rowErrors.push({ field: unique.field, message: unique.message });
    }
    if (key) seen.add(key);
    if (rowErrors.length > 0) {
      rejectedRows++;
      errors.push(...rowErrors.map((rowError) => ({ line: read.line, ...rowError })));
      continue;
    }
    valid.push({ line: read.line, values: rules.valuesOf(read.body) });
  }

  const room = await rules.room();
  if (room !== null) {
    for (const { line } of valid.splice(Math.max(0, room))) {
      rejectedRows++;
      errors.push({ line, field: '', message: rules.roomMessage });
    }
  }
  errors.sort((a, b) => a.line - b.line);
  progress('checking', records.length, records.length);
  return { valid, rejectedRows, errors };
}
