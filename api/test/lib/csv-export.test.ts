import { csvExportLines, exportDate } from '../../src/lib/csv-export';

type Row = { n: number; text: string };

const columns = [
  { header: 'Número', value: (row: Row) => row.n },
  { header: 'Texto', value: (row: Row) => row.text },
];

async function collect(lines: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const line of lines) text += line;
  return text;
}

describe('csvExportLines', () => {
  it('reads the selection page by page until a short page, and writes every row once', async () => {
    const rows: Row[] = Array.from({ length: 7 }, (_, index) => ({
      n: index + 1,
      text: `fila ${index + 1}`,
    }));
    const pagesRead: number[] = [];
    const text = await collect(
      csvExportLines(
        columns,
        async (page, size) => {
          pagesRead.push(page);
          return rows.slice((page - 1) * size, page * size);
        },
        { batchSize: 3 },
      ),
    );
    expect(pagesRead).toEqual([1, 2, 3]);
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toEqual(['Número;Texto', ...rows.map((row) => `${row.n};fila ${row.n}`)]);
  });

  it('stops after an empty page when the selection fills the last page exactly', async () => {
    const pagesRead: number[] = [];
    await collect(
      csvExportLines(
        columns,
        async (page) => {
          pagesRead.push(page);
          return page === 1
            ? [
                { n: 1, text: '+34 600' },
                { n: 2, text: '@x' },
              ]
            : [];
        },
        { batchSize: 2 },
      ),
    );
    expect(pagesRead).toEqual([1, 2]);
  });

  it('escapes cells that a spreadsheet would run as formulas', async () => {
    const text = await collect(
      csvExportLines(columns, async () => [{ n: -1, text: '+34 600' }], { batchSize: 5 }),
    );
    expect(text).toContain("'-1;'+34 600\r\n");
  });

  it('tells how many rows it sent once the file ends', async () => {
    const summaries: unknown[] = [];
    await collect(
      csvExportLines(
        columns,
        async (page) =>
          page === 1
            ? [
                { n: 1, text: 'a' },
                { n: 2, text: 'b' },
              ]
            : [],
        {
          batchSize: 2,
          onEnd: async (summary) => {
            summaries.push(summary);
          },
        },
      ),
    );
    expect(summaries).toEqual([{ rows: 2, complete: true }]);
  });

  it('tells how far a stopped download got', async () => {
    const summaries: unknown[] = [];
    const lines = csvExportLines(columns, async (page) => [{ n: page, text: 'x' }], {
      batchSize: 1,
      onEnd: async (summary) => {
        summaries.push(summary);
      },
    });
    await lines.next(); // the header
    await lines.next(); // the first row
    await lines.return(undefined);
    expect(summaries).toEqual([{ rows: 1, complete: false }]);
  });
});

describe('exportDate', () => {
  it('writes a day as Spanish staff read it', () => {
    expect(exportDate('2031-06-30')).toBe('30/06/2031');
    expect(exportDate(null)).toBe('');
  });
});
