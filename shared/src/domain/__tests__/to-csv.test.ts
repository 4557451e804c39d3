import { CSV_BOM, csvCell, toCsv } from '../csv/to-csv';

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+34 600 000 000', "'+34 600 000 000"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
  ])('makes %j inert for spreadsheets', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('quotes separators, quotes and line breaks, and leaves plain text alone', () => {
    expect(csvCell('Pérez; Gil')).toBe('"Pérez; Gil"');
    expect(csvCell('dice "hola"')).toBe('"dice ""hola"""');
    expect(csvCell('línea 1\nlínea 2')).toBe('"línea 1\nlínea 2"');
    expect(csvCell('Muñoz')).toBe('Muñoz');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
  });
});

describe('toCsv', () => {
  it('writes a BOM, the headers and one line per row, separated by semicolons', () => {
    const rows = [
      { name: 'Ana', email: 'ana@example.org' },
      { name: '=1+1', email: null },
    ];
    const csv = toCsv(rows, [
      { header: 'Nombre', value: (row) => row.name },
      { header: 'Correo electrónico', value: (row) => row.email },
    ]);
    expect(csv).toBe(`${CSV_BOM}Nombre;Correo electrónico\r\nAna;ana@example.org\r\n'=1+1;\r\n`);
  });
});
