/** A column of a CSV export: its header (already translated) and how to read the cell from a row. */
export type CsvColumn<Row> = {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
};

// Spreadsheets run a cell that starts with one of these as a formula (CSV injection, OWASP).
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[";\n\r,]/;

/** Byte order mark: without it, Excel opens UTF-8 files as Windows-1252 and breaks every accent and ñ. */
export const CSV_BOM = '\uFEFF';
/** Semicolons: Excel in a Spanish locale expects them (the comma is the decimal separator). */
export const CSV_SEPARATOR = ';';

/** A cell's text made inert for spreadsheets: one that would run as a formula starts with an apostrophe. */
export const spreadsheetSafe = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** One cell, made inert for spreadsheets and quoted when it has to be. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = spreadsheetSafe(String(value));
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: (string | number | boolean | null | undefined)[]): string {
  return `${cells.map(csvCell).join(CSV_SEPARATOR)}\r\n`;
}

/** The whole file for rows already in memory (the API streams large exports with `csvLine`). */
export function toCsv<Row>(rows: Iterable<Row>, columns: CsvColumn<Row>[]): string {
  let text = CSV_BOM + csvLine(columns.map((column) => column.header));
  for (const row of rows) text += csvLine(columns.map((column) => column.value(row)));
  return text;
}
