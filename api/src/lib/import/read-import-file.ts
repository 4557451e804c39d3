import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { IMPORT_ERRORS_HEADER, IMPORT_MAX_FILE_SIZE_BYTES, IMPORT_MAX_RECORDS } from '@enlace/shared/domain';
import { nameKey } from '../normalize';

// The reasons column of a file of refused rows, read past when that file comes back fixed.
const ERRORS_KEY = nameKey(IMPORT_ERRORS_HEADER);

/** One record of an import file: its line in the file (the header is line 1) and its cells by template header. */
export interface ImportRecord {
  line: number;
  cells: Record<string, string>;
}

/** Why a whole file is refused before any of its rows is looked at (the keys of spec §8 and the limits of §9). */
export type ImportFileRefusal =
  | { key: 'file-is-required' }
  | { key: 'file-too-large' }
  | { key: 'invalid-file-type' }
  | { key: 'invalid-headers'; missing: string[]; unexpected: string[] }
  | { key: 'too-many-records'; limit: number };

export type ImportFile =
  | { ok: true; records: ImportRecord[]; encoding: 'utf-8' | 'windows-1252'; delimiter: ';' | ',' }
  | { ok: false; refusal: ImportFileRefusal };

/**
 * Text of a file saved by a spreadsheet: UTF-8 (with or without its byte order mark), else Windows-1252, which
 * Excel in Spain writes when asked for plain "CSV". Bytes that are valid UTF-8 are read as UTF-8: Windows-1252
 * text with accents almost never is.
 */
function decode(bytes: Uint8Array): { text: string; encoding: 'utf-8' | 'windows-1252' } {
  try {
    return {
      text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes),
      encoding: 'utf-8',
    };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

/** The separator of the header line: semicolons (Excel in a Spanish locale) unless it has more commas. */
function delimiterOf(text: string): ';' | ',' {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  let inQuotes = false;
  let semicolons = 0;
  let commas = 0;
  for (const char of firstLine) {
    if (char === '"') inQuotes = !inQuotes;
    else if (!inQuotes && char === ';') semicolons++;
    else if (!inQuotes && char === ',') commas++;
  }
  return commas > semicolons ? ',' : ';';
}

/**
 * The text in pieces for the parser, which turns each piece it is given into bytes: a 10 MB file then costs a few
 * kilobytes at a time instead of a second copy of itself (a slice of a string shares the string's memory).
 */
export function* piecesOf(text: string, size = 64 * 1024): Generator<string> {
  let start = 0;
  while (start < text.length) {
    let end = Math.min(start + size, text.length);
    // Never between the two halves of a character outside the BMP (an emoji in a name): each would become "?".
    const last = text.charCodeAt(end - 1);
    if (last >= 0xd800 && last <= 0xdbff && end < text.length) end++;
    yield text.slice(start, end);
    start = end;
  }
}

// A spreadsheet, an image or a zip (every .xlsx is one) has NUL bytes; text never does.
const looksBinary = (bytes: Uint8Array): boolean => bytes.subarray(0, 8192).includes(0);

/**
 * Reads an uploaded import file against the template's headers: refuses the whole file (no file, too large, not
 * text, other headers, over the record limit) before its rows are looked at; otherwise gives every non-empty
 * record with its line and its cells by template header (trimmed, as typed). Headers may come in any order and
 * are matched without regard to case or accents; each must be the template's and none may be missing. Parsed as
 * a stream, which stops at the first record over the limit.
 */
export async function readImportFile(
  bytes: Uint8Array | undefined,
  templateHeaders: readonly string[],
  { maxRecords = IMPORT_MAX_RECORDS, maxBytes = IMPORT_MAX_FILE_SIZE_BYTES } = {},
): Promise<ImportFile> {
  if (!bytes || bytes.length === 0) return { ok: false, refusal: { key: 'file-is-required' } };
  if (bytes.length > maxBytes) return { ok: false, refusal: { key: 'file-too-large' } };
  if (looksBinary(bytes)) return { ok: false, refusal: { key: 'invalid-file-type' } };
  const { text, encoding } = decode(bytes);
  const delimiter = delimiterOf(text.replace(/^\uFEFF/, ''));

  const parser = Readable.from(piecesOf(text)).pipe(
    parse({
      bom: true,
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }),
  );

  const byKey = new Map(templateHeaders.map((header) => [nameKey(header), header]));
  let columns: (string | undefined)[] | undefined;
  const records: ImportRecord[] = [];
  let quotedCrlfs = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      if (!columns) {
        const given = record.map(nameKey);
        const missing = templateHeaders.filter((header) => !given.includes(nameKey(header)));
        const unexpected = record.filter(
          (header, index) => header && !byKey.has(given[index] as string) && given[index] !== ERRORS_KEY,
        );
        const repeated = given.some((key, index) => key && given.indexOf(key) !== index);
        if (missing.length > 0 || unexpected.length > 0 || repeated) {
          return { ok: false, refusal: { key: 'invalid-headers', missing, unexpected } };
        }
        columns = given.map((key) => byKey.get(key));
        continue;
      }
      if (record.every((cell) => cell === '')) continue;
      if (records.length === maxRecords) {
        return { ok: false, refusal: { key: 'too-many-records', limit: maxRecords } };
      }
      const cells: Record<string, string> = Object.fromEntries(templateHeaders.map((header) => [header, '']));
      record.forEach((cell, index) => {
        const header = columns?.[index];
        // The inverse of the exports' guard against formulas: an exported file imports as it was typed.
        if (header) cells[header] = /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
      });
      // `info.lines` is the line the record ends on, as csv-parse counts: a CRLF inside a quoted cell counts as
      // two lines there. The record starts that many real line breaks earlier.
      const inside = (pattern: RegExp) =>
        record.reduce((sum, cell) => sum + (cell.match(pattern)?.length ?? 0), 0);
      quotedCrlfs += inside(/\r\n/g);
      records.push({ line: info.lines - quotedCrlfs - inside(/\r\n|\n|\r/g), cells });
    }
  } catch {
    // What csv-parse cannot read as CSV at all (an unclosed quote at the end of the file, say).
    return { ok: false, refusal: { key: 'invalid-file-type' } };
  } finally {
    parser.destroy();
  }
  if (!columns)
    return { ok: false, refusal: { key: 'invalid-headers', missing: [...templateHeaders], unexpected: [] } };
  return { ok: true, records, encoding, delimiter };
}
