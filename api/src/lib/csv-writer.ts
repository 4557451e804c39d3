import { stringify } from 'csv-stringify/sync';
import { CSV_BOM, CSV_SEPARATOR, spreadsheetSafe } from '@enlace/shared/domain';

/** A cell as the CSV files take it; nothing (null, undefined) is an empty cell. */
export type CsvCellValue = string | number | boolean | null | undefined;

const cellText = (value: CsvCellValue): string =>
  value === null || value === undefined ? '' : spreadsheetSafe(String(value));

/**
 * Lines of a CSV file as Spanish spreadsheets open them (semicolons, CRLF), written by csv-stringify: cells
 * quoted when they need it and made inert when a spreadsheet would run them as formulas.
 */
export const csvLines = (rows: CsvCellValue[][]): string =>
  rows.length === 0
    ? ''
    : stringify(
        rows.map((row) => row.map(cellText)),
        // Line breaks are quoted (csv-stringify quotes only the whole record delimiter, CRLF), and so is a comma: a
        // file read with the other separator Spain uses still keeps its cells.
        { delimiter: CSV_SEPARATOR, record_delimiter: 'windows', quoted_match: /[,\r\n]/ },
      );

/** A whole file: the byte order mark (Excel reads UTF-8 only with it), the header line and the rows. */
export const csvFile = (header: string[], rows: CsvCellValue[][]): string =>
  CSV_BOM + csvLines([header, ...rows]);
