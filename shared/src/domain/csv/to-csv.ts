/** A column of a CSV export: its header (already translated) and how to read the cell from a row. */
export type CsvColumn<Row> = {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
};

// Spreadsheets run a cell that starts with one of these as a formula (CSV injection, OWASP).
const FORMULA_START = /^[=+\-@\t\r]/;

/** Byte order mark: without it, Excel opens UTF-8 files as Windows-1252 and breaks every accent and ñ. */
export const CSV_BOM = '\uFEFF';
/** Semicolons: Excel in a Spanish locale expects them (the comma is the decimal separator). */
export const CSV_SEPARATOR = ';';

/** A cell's text made inert for spreadsheets: one that would run as a formula starts with an apostrophe. */
export const spreadsheetSafe = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);
