import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { validationFailed } from '@enlace/shared/testing';
import { renderIntranet, signInAs } from '../../../../testing/render-intranet';
import {
  controlledStream,
  csvFile,
  history,
  mockImportApi,
  ndjson,
  NDJSON_HEADERS,
  progress,
} from './import-api';

const CHECK = {
  '@type': 'ImportCheck',
  rows: 14,
  valid: 12,
  rejected: 2,
  errors: [
    { line: 3, field: 'email', message: 'email-already-exists' },
    { line: 7, field: 'name', message: 'field-max-length', params: { max: 64 } },
    { line: 7, field: '', message: 'row-unreadable' },
  ],
};

const RESULT = {
  '@type': 'ImportResult',
  rows: 14,
  created: 11,
  rejected: 3,
  errors: [...CHECK.errors, { line: 9, field: 'email', message: 'email-already-exists' }],
};

const EARLIER = {
  fileName: 'voluntariado-enero.csv',
  created: 40,
  rejected: 1,
  importedAt: '2026-01-15T09:05:00Z',
  finishedAt: null,
  importedBy: 'Ana Pérez Gil',
};

const NOW = {
  fileName: 'voluntariado.csv',
  created: 11,
  rejected: 3,
  importedAt: '2026-03-01T17:45:00Z',
  finishedAt: '2026-03-01T17:45:02Z',
  importedBy: 'Ana Pérez Gil',
};

// jsdom has no PointerEvent, which Chakra's check box creates when it loses the focus.
beforeAll(() => {
  if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: MouseEvent });
});

beforeEach(() => {
  signInAs('employee');
  URL.createObjectURL = jest.fn(() => 'blob:import');
  URL.revokeObjectURL = jest.fn();
});

const chooseFile = async (user: ReturnType<typeof userEvent.setup>, file = csvFile()) =>
  user.upload(await screen.findByLabelText('Archivo CSV'), file);

describe('the volunteer import page', () => {
  it('checks the chosen file, lists the rejected rows, imports with the invitations chosen and adds it to the history', async () => {
    let imported = false;
    const calls = mockImportApi([
      {
        method: 'GET',
        path: 'imports',
        answer: () => ({ body: history(imported ? [NOW, EARLIER] : [EARLIER]) }),
      },
      {
        method: 'POST',
        path: 'imports/volunteers/check',
        answer: (call) =>
          call.accept === 'application/x-ndjson'
            ? {
                text: ndjson(progress('checking', 7, 14), progress('checking', 14, 14), CHECK),
                headers: NDJSON_HEADERS,
              }
            : { status: 406, body: { status: 406, error: 'not-acceptable' } },
      },
      {
        method: 'POST',
        path: 'imports/volunteers',
        answer: () => {
          imported = true;
          return {
            text: ndjson(progress('checking', 14, 14), progress('storing', 11, 11), RESULT),
            headers: NDJSON_HEADERS,
          };
        },
      },
    ]);
    const user = userEvent.setup({ delay: null });
    renderIntranet('/intranet/volunteer/import');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Importar voluntariado' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Paso 1: descarga la plantilla' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Cada archivo puede pesar hasta 10 MB y tener hasta 1.000 filas.'),
    ).toBeInTheDocument();
    const historyTable = await screen.findByRole('table', { name: /Archivos importados/ });
    expect(within(historyTable).getByRole('row', { name: /voluntariado-enero\.csv/ })).toHaveTextContent(
      '15/01/2026 10:05voluntariado-enero.csvAna Pérez Gil401',
    );
    expect(
      within(historyTable)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Fecha', 'Archivo', 'Persona', 'Altas', 'Rechazadas', 'Estado']);
    // An import that stopped half-way says so, and what to do.
    expect(within(historyTable).getByRole('row', { name: /voluntariado-enero\.csv/ })).toHaveTextContent(
      'Sin terminar',
    );
    expect(screen.getByText(/Vuelve a importar el archivo para completarla/)).toBeInTheDocument();

    await chooseFile(user);

    expect(await screen.findByText('12 filas se darán de alta')).toBeInTheDocument();
    expect(screen.getByText('2 filas tienen errores y no se importarán')).toBeInTheDocument();
    const check = calls.find((call) => call.path === 'imports/volunteers/check')!;
    expect(check.method).toBe('POST');
    expect(check.accept).toBe('application/x-ndjson');
    // Through the shared client: the session goes with it.
    expect(check.authorization).toBe('Bearer test-token');
    expect((check.form!.get('file') as File).name).toBe('voluntariado.csv');

    const rejected = screen.getByRole('table', { name: 'Errores de las filas que no se importarán' });
    const rows = within(rejected).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['3', 'Correo electrónico', 'Ya existe una cuenta con este correo electrónico'],
      ['7', 'Nombre', 'Este campo no puede tener más de 64 caracteres'],
      ['7', '—', 'row-unreadable'],
    ]);

    const invitations = screen.getByRole('checkbox', {
      name: 'Enviar la invitación por correo a cada persona importada',
    });
    expect(invitations).toBeChecked();
    await user.click(screen.getByText('Enviar la invitación por correo a cada persona importada'));
    expect(invitations).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Importar 12 filas' }));

    expect(
      await screen.findByText('Importación completada: 14 registros. Se han insertado 11 filas del CSV'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Algunas líneas no se han insertado por errores de validación'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Resultado de la importación' })).toBeInTheDocument();
    expect(screen.getByText('Se han dado de alta 11 filas')).toBeInTheDocument();
    expect(screen.getByText('3 filas tenían errores y no se han importado')).toBeInTheDocument();
    const importCall = calls.find((call) => call.path === 'imports/volunteers')!;
    expect(importCall.accept).toBe('application/x-ndjson');
    expect(importCall.form!.get('sendInvitations')).toBe('false');
    expect((importCall.form!.get('file') as File).name).toBe('voluntariado.csv');
    const resultErrors = screen.getByRole('table', { name: 'Errores de las filas que no se importarán' });
    expect(within(resultErrors).getAllByRole('row')).toHaveLength(5);

    // The history shows the new import first.
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: /Archivos importados/ })).getAllByRole('row'),
      ).toHaveLength(3),
    );
    expect(calls.filter((call) => call.path === 'imports').map((call) => call.query.get('kind'))).toEqual([
      'volunteers',
      'volunteers',
    ]);

    await user.click(screen.getByRole('button', { name: 'Importar otro archivo' }));
    expect(screen.queryByText('Resultado de la importación')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Archivo CSV')).toHaveFocus();
  });

  it('sends the invitations unless the box is cleared', async () => {
    const calls = mockImportApi([
      { method: 'GET', path: 'imports', answer: { body: history([]) } },
      {
        method: 'POST',
        path: 'imports/volunteers/check',
        answer: { text: ndjson(CHECK), headers: NDJSON_HEADERS },
      },
      {
        method: 'POST',
        path: 'imports/volunteers',
        answer: { text: ndjson(RESULT), headers: NDJSON_HEADERS },
      },
    ]);
    const user = userEvent.setup({ delay: null });
    renderIntranet('/intranet/volunteer/import');
    expect(await screen.findByText('Todavía no se ha importado ningún archivo')).toBeInTheDocument();
    await chooseFile(user);
    await user.click(await screen.findByRole('button', { name: 'Importar 12 filas' }));
    await screen.findByText('Se han dado de alta 11 filas');
    expect(calls.find((call) => call.path === 'imports/volunteers')!.form!.get('sendInvitations')).toBe(
      'true',
    );
  });

  it('offers its own button in the page language, and checks a file dropped on the zone', async () => {
    const calls = mockImportApi([
      { method: 'GET', path: 'imports', answer: { body: history([]) } },
      {
        method: 'POST',
        path: 'imports/volunteers/check',
        answer: { text: ndjson(CHECK), headers: NDJSON_HEADERS },
      },
    ]);
    renderIntranet('/intranet/volunteer/import');
    // The browser's own "Choose file / No file chosen" would be in the browser's language.
    expect(await screen.findByText('Elegir archivo')).toBeInTheDocument();
    expect(screen.getByText('o arrástralo aquí')).toBeInTheDocument();
    expect(screen.getByLabelText('Archivo CSV')).toHaveAttribute('type', 'file');

    const zone = screen.getByTestId('import-drop-zone');
    const file = csvFile();
    const dataTransfer = { files: [file], types: ['Files'], dropEffect: 'none' };
    fireEvent.dragEnter(zone, { dataTransfer });
    expect(zone).toHaveAttribute('data-dragging', 'true');
    fireEvent.drop(zone, { dataTransfer });
    expect(zone).not.toHaveAttribute('data-dragging');
    expect(await screen.findByRole('button', { name: 'Importar 12 filas' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'imports/volunteers/check')!.form!.get('file')).toMatchObject({
      name: file.name,
    });
  });

  it('moves the bar with each progress line of the stream', async () => {
    const checkStream = controlledStream();
    mockImportApi([
      { method: 'GET', path: 'imports', answer: { body: history([]) } },
      {
        method: 'POST',
        path: 'imports/volunteers/check',
        answer: { stream: checkStream.stream, headers: NDJSON_HEADERS },
      },
    ]);
    const user = userEvent.setup({ delay: null });
    renderIntranet('/intranet/volunteer/import');
    await chooseFile(user);

    const bar = await screen.findByRole('progressbar', { name: 'Progreso: Enviando el archivo…' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(screen.getByLabelText('Archivo CSV')).toBeDisabled();

    act(() => checkStream.send(progress('checking', 250, 1000)));
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Progreso: Comprobando las filas…' })).toHaveAttribute(
        'aria-valuenow',
        '250',
      ),
    );
    const moving = screen.getByRole('progressbar');
    expect(moving).toHaveAttribute('aria-valuemax', '1000');
    expect(moving).toHaveAttribute('aria-valuetext', '250 de 1000 filas');
    expect(screen.getByText('250 de 1000 filas')).toBeInTheDocument();

    // A line cut in two by the network is read once it is whole.
    const next = JSON.stringify(progress('checking', 600, 1000));
    act(() => checkStream.write(next.slice(0, 20)));
    act(() => checkStream.write(`${next.slice(20)}\n`));
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '600'));

    act(() => {
      checkStream.send({ ...CHECK, rows: 1000, valid: 998 });
      checkStream.close();
    });
    expect(await screen.findByText('998 filas se darán de alta')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows a refused file on the page with the columns that are missing or too many', async () => {
    mockImportApi([
      { method: 'GET', path: 'imports', answer: { body: history([]) } },
      {
        method: 'POST',
        path: 'imports/volunteers/check',
        answer: validationFailed([
          {
            propertyPath: 'file',
            message: 'invalid-headers',
            params: { missing: 'email, telefono', unexpected: 'correo' },
          },
        ]),
      },
    ]);
    const user = userEvent.setup({ delay: null });
    renderIntranet('/intranet/volunteer/import');
    await chooseFile(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se puede importar este archivo');
    expect(alert).toHaveTextContent('Las cabeceras del archivo no coinciden con la plantilla');
    expect(alert).toHaveTextContent('Faltan estas columnas: email, telefono');
    expect(alert).toHaveTextContent('Sobran estas columnas: correo');
    expect(screen.queryByRole('button', { name: /^Importar \d/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Archivo CSV')).toBeEnabled();
  });

  it('refuses a file over the size limit without sending it', async () => {
    const calls = mockImportApi([{ method: 'GET', path: 'imports', answer: { body: history([]) } }]);
    const user = userEvent.setup({ delay: null });
    renderIntranet('/intranet/volunteer/import');
    await chooseFile(user, csvFile('grande.csv', 'x'.repeat(10 * 1024 * 1024 + 1)));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El archivo pesa demasiado: el máximo son 10 MB',
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('offers no import when no row is valid, and caps the table at 200 errors', async () => {
    const errors = Array.from({ length: 201 }, (_, index) => ({
      line: index + 2,
      field: 'email',
      message: 'field-not-blank',
    }));
    mockImportApi([
      { method: 'GET', path: 'imports', answer: { body: history([]) } },
      {
        method: 'POST',
        path: 'imports/volunteers/check',
        answer: {
          text: ndjson({ '@type': 'ImportCheck', rows: 201, valid: 0, rejected: 201, errors }),
          headers: NDJSON_HEADERS,
        },
      },
    ]);
    const user = userEvent.setup({ delay: null });
    renderIntranet('/intranet/volunteer/import');
    await chooseFile(user);

    expect(await screen.findByText('0 filas se darán de alta')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importar 0 filas' })).toBeDisabled();
    const table = screen.getByRole('table', { name: 'Errores de las filas que no se importarán' });
    expect(within(table).getAllByRole('row')).toHaveLength(201);
    expect(
      screen.getByText(
        'Se muestran los 200 primeros errores de 201. El archivo de filas con errores los tiene todos.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Elegir otro archivo' }));
    expect(screen.queryByText('0 filas se darán de alta')).not.toBeInTheDocument();
  });

  it('downloads the rejected rows: the same file and its errors, saved under the name the API gives', async () => {
    const calls = mockImportApi([
      { method: 'GET', path: 'imports', answer: { body: history([]) } },
      {
        method: 'POST',
        path: 'imports/volunteers/check',
        answer: { text: ndjson(CHECK), headers: NDJSON_HEADERS },
      },
      {
        method: 'POST',
        path: 'imports/volunteers/rejected-rows',
        answer: {
          text: 'nombre;apellidos;email;errores\r\n',
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="voluntariado-filas-con-errores.csv"',
          },
        },
      },
    ]);
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('voluntariado-filas-con-errores.csv');
    });
    const user = userEvent.setup({ delay: null });
    renderIntranet('/intranet/volunteer/import');
    await chooseFile(user);

    await user.click(await screen.findByRole('button', { name: 'Descargar filas con errores' }));

    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    const download = calls.find((call) => call.path === 'imports/volunteers/rejected-rows')!;
    expect((download.form!.get('file') as File).name).toBe('voluntariado.csv');
    expect(JSON.parse(download.form!.get('errors') as string)).toEqual(CHECK.errors);
    clicked.mockRestore();
  });
});

describe('the partner import page', () => {
  it('downloads the template and imports without invitations', async () => {
    const calls = mockImportApi([
      { method: 'GET', path: 'imports', answer: { body: history([]) } },
      {
        method: 'GET',
        path: 'imports/partners/template',
        answer: { text: 'nombre;nif\r\n', headers: { 'content-type': 'text/csv; charset=utf-8' } },
      },
      {
        method: 'POST',
        path: 'imports/partners/check',
        answer: {
          text: ndjson({ '@type': 'ImportCheck', rows: 1, valid: 1, rejected: 0, errors: [] }),
          headers: NDJSON_HEADERS,
        },
      },
      {
        method: 'POST',
        path: 'imports/partners',
        answer: {
          text: ndjson(progress('storing', 1, 1), {
            '@type': 'ImportResult',
            rows: 1,
            created: 1,
            rejected: 0,
            errors: [],
          }),
          headers: NDJSON_HEADERS,
        },
      },
    ]);
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      // The API named no file: the page's own name.
      expect(this.download).toBe('plantilla-entidades.csv');
    });
    const user = userEvent.setup({ delay: null });
    renderIntranet('/intranet/partner/import');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Importar entidades colaboradoras' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Descargar plantilla' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    clicked.mockRestore();

    await chooseFile(user, csvFile('entidades.csv'));
    expect(await screen.findByText('1 fila se dará de alta')).toBeInTheDocument();
    expect(screen.queryByText('filas tienen errores', { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Importar 1 fila' }));

    expect(await screen.findByText('Se ha dado de alta 1 fila')).toBeInTheDocument();
    const importCall = calls.find((call) => call.path === 'imports/partners')!;
    expect(importCall.form!.has('sendInvitations')).toBe(false);
    expect(calls.find((call) => call.path === 'imports')!.query.get('kind')).toBe('partners');
    expect(screen.getByRole('link', { name: 'Volver a las entidades colaboradoras' })).toHaveAttribute(
      'href',
      '/intranet/partner',
    );
  });
});
