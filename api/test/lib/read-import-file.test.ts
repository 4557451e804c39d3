import { piecesOf, readImportFile } from '../../src/lib/import/read-import-file';
import { nameKey } from '../../src/lib/normalize';

const template = ['Nombre', 'Apellidos', 'Correo electrónico', 'Dirección'];

const utf8 = (text: string) => new TextEncoder().encode(text);
/** Windows-1252, as Excel in Spain saves "CSV": one byte per accented letter. */
const windows1252 = (text: string) =>
  Uint8Array.from(
    [...text].map(
      (char) =>
        ({ á: 0xe1, é: 0xe9, í: 0xed, ó: 0xf3, ú: 0xfa, ñ: 0xf1, Ñ: 0xd1 })[char] ?? char.charCodeAt(0),
    ),
  );

describe('readImportFile', () => {
  it('reads a UTF-8 file with its byte order mark and semicolons, cells by template header with their lines', async () => {
    const file = utf8(
      '\uFEFFNombre;Apellidos;Correo electrónico;Dirección\r\n' +
        'Lucía;García Núñez;lucia@example.org;Calle Mayor, 5\r\n' +
        '\r\n' +
        'Íñigo;Peña;inigo@example.org;"Plaza ""Vieja"";\r\n2º B"\r\n' +
        'Ana;Sanz;=HYPERLINK("x");\r\n' +
        "Pere;'+34 Gil;'@pere;'normal\r\n",
    );
    const result = await readImportFile(file, template);
    expect(result).toMatchObject({ ok: true, encoding: 'utf-8', delimiter: ';' });
    if (!result.ok) return;
    expect(result.records).toEqual([
      {
        line: 2,
        cells: {
          Nombre: 'Lucía',
          Apellidos: 'García Núñez',
          'Correo electrónico': 'lucia@example.org',
          Dirección: 'Calle Mayor, 5',
        },
      },
      {
        line: 4,
        cells: {
          Nombre: 'Íñigo',
          Apellidos: 'Peña',
          'Correo electrónico': 'inigo@example.org',
          Dirección: 'Plaza "Vieja";\r\n2º B',
        },
      },
      // Kept as typed: the guard against formulas is for the files the application writes.
      {
        line: 6,
        cells: { Nombre: 'Ana', Apellidos: 'Sanz', 'Correo electrónico': '=HYPERLINK("x")', Dirección: '' },
      },
      // A cell the exports guarded reads as it was typed; an apostrophe before anything else stays.
      {
        line: 7,
        cells: { Nombre: 'Pere', Apellidos: '+34 Gil', 'Correo electrónico': '@pere', Dirección: "'normal" },
      },
    ]);
  });

  it('reads a large file whole: every letter and emoji as typed wherever the parser’s pieces begin and end', async () => {
    // 3,000 rows of about 60 characters: the text crosses the parser's 64 KB pieces many times, some of them
    // in the middle of a name with accents or between the two halves of an emoji.
    const rows = Array.from(
      { length: 3000 },
      (_, index) => `Íñigo ${index} 🙂;Peña Ñúñez 🌻;persona${index}@example.org;Calle Mayor, ${index} 👍🏽`,
    );
    const result = await readImportFile(
      utf8(`Nombre;Apellidos;Correo electrónico;Dirección\n${rows.join('\n')}\n`),
      template,
      {
        maxRecords: 5000,
      },
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.records).toHaveLength(3000);
    result.records.forEach((record, index) =>
      expect(record).toEqual({
        line: index + 2,
        cells: {
          Nombre: `Íñigo ${index} 🙂`,
          Apellidos: 'Peña Ñúñez 🌻',
          'Correo electrónico': `persona${index}@example.org`,
          Dirección: `Calle Mayor, ${index} 👍🏽`,
        },
      }),
    );
  });

  it('cuts text into pieces that join back into it, never between the halves of an emoji', () => {
    const text = 'a🙂'.repeat(10);
    for (const size of [1, 2, 3, 4, 7]) {
      const pieces = [...piecesOf(text, size)];
      expect(pieces.join('')).toBe(text);
      for (const piece of pieces) expect(piece).not.toMatch(/[\uD800-\uDBFF]$|^[\uDC00-\uDFFF]/);
    }
  });

  it('reads Windows-1252 and commas, headers in any order, case and accents', async () => {
    const file = windows1252(
      'correo electronico,NOMBRE,apellidos,direccion\nmaria@example.org,María,Muñoz,Calle Ñandú 3\n',
    );
    const result = await readImportFile(file, template);
    expect(result).toMatchObject({ ok: true, encoding: 'windows-1252', delimiter: ',' });
    if (!result.ok) return;
    expect(result.records).toEqual([
      {
        line: 2,
        cells: {
          Nombre: 'María',
          Apellidos: 'Muñoz',
          'Correo electrónico': 'maria@example.org',
          Dirección: 'Calle Ñandú 3',
        },
      },
    ]);
  });

  it('refuses other headers, naming what is missing and what is not the template’s', async () => {
    expect(
      await readImportFile(
        utf8('Nombre;Apellido;Correo electrónico;Dirección;Edad\nA;B;c@d.es;x;3\n'),
        template,
      ),
    ).toEqual({
      ok: false,
      refusal: { key: 'invalid-headers', missing: ['Apellidos'], unexpected: ['Apellido', 'Edad'] },
    });
    expect(
      await readImportFile(utf8('Nombre;Nombre;Apellidos;Correo electrónico;Dirección\n'), template),
    ).toMatchObject({
      ok: false,
      refusal: { key: 'invalid-headers' },
    });
    expect(await readImportFile(utf8('\n\n'), template)).toMatchObject({
      ok: false,
      refusal: { key: 'invalid-headers' },
    });
  });

  it('refuses no file, a file that is not text, and a file over the size before reading its rows', async () => {
    expect(await readImportFile(undefined, template)).toEqual({
      ok: false,
      refusal: { key: 'file-is-required' },
    });
    expect(await readImportFile(new Uint8Array(), template)).toEqual({
      ok: false,
      refusal: { key: 'file-is-required' },
    });
    // The first bytes of an .xlsx (a zip).
    const xlsx = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00, 0x00, 0x00]);
    expect(await readImportFile(xlsx, template)).toEqual({
      ok: false,
      refusal: { key: 'invalid-file-type' },
    });
    const header = utf8('Nombre;Apellidos;Correo electrónico;Dirección\n');
    const tenMegabytesAndOne = new Uint8Array(10 * 1024 * 1024 + 1).fill(0x41);
    tenMegabytesAndOne.set(header);
    expect(await readImportFile(tenMegabytesAndOne, template)).toEqual({
      ok: false,
      refusal: { key: 'file-too-large' },
    });
  });

  it('takes 1,000 records and refuses 1,001 (empty lines do not count)', async () => {
    const file = (records: number) =>
      utf8(
        'Nombre;Apellidos;Correo electrónico;Dirección\n' +
          Array.from({ length: records }, (_, index) => `N${index};A;n${index}@example.org;C\n;;;\n`).join(
            '',
          ),
      );
    const thousand = await readImportFile(file(1000), template);
    expect(thousand.ok && thousand.records.length).toBe(1000);
    expect(thousand.ok && thousand.records[999]?.line).toBe(2 + 999 * 2);
    expect(await readImportFile(file(1001), template)).toEqual({
      ok: false,
      refusal: { key: 'too-many-records', limit: 1000 },
    });
  });

  it('refuses what is not CSV at all', async () => {
    expect(
      await readImportFile(
        utf8('Nombre;Apellidos;Correo electrónico;Dirección\n"sin cerrar;B;c;d\n'),
        template,
      ),
    ).toEqual({
      ok: false,
      refusal: { key: 'invalid-file-type' },
    });
  });
});

describe('nameKey', () => {
  it('ignores case, accents and spacing', () => {
    expect(nameKey('  Correo   ELECTRÓNICO ')).toBe(nameKey('correo electronico'));
    expect(nameKey('Año')).toBe('ano');
  });
});
