import { CSV_BOM } from '@enlace/shared/domain';
import { csvFile, csvLines } from '../../src/lib/csv-writer';

// The CSV files the API writes (exports, templates, refused rows), as Spanish spreadsheets open them.
const cell = (value: string | number | null) => csvLines([[value]]).replace(/\r\n$/, '');

describe('a cell', () => {
  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+34 600 000 000', "'+34 600 000 000"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
  ])('makes %j inert for spreadsheets', (value, expected) => {
    expect(cell(value)).toBe(expected);
  });

  it('quotes separators, quotes and line breaks, and leaves plain text alone', () => {
    expect(cell('Pérez; Gil')).toBe('"Pérez; Gil"');
    expect(cell('dice "hola"')).toBe('"dice ""hola"""');
    expect(cell('línea 1\nlínea 2')).toBe('"línea 1\nlínea 2"');
    expect(cell('Muñoz')).toBe('Muñoz');
    expect(cell(null)).toBe('');
    expect(cell(12)).toBe('12');
  });
});

describe('a file', () => {
  it('writes a BOM, the headers and one line per row, separated by semicolons', () => {
    const csv = csvFile(
      ['Nombre', 'Correo electrónico'],
      [
        ['Ana', 'ana@example.org'],
        ['=1+1', null],
      ],
    );
    expect(csv).toBe(`${CSV_BOM}Nombre;Correo electrónico\r\nAna;ana@example.org\r\n'=1+1;\r\n`);
  });
});
