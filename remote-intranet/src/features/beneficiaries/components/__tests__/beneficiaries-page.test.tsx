import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, type RecordedCall } from '@enlace/shared/testing';
import { renderIntranet, signInAs } from '../../../../testing/render-intranet';
import { collectionOf, storedAdult, storedMinor } from './beneficiary-fixtures';

const listCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === 'beneficiaries');
const lastQuery = (calls: RecordedCall[]) => Object.fromEntries(listCalls(calls).at(-1)?.query ?? []);

const select = (name: string) => screen.getByRole('combobox', { name });
const change = async (element: HTMLElement, value: string) => {
  await act(async () => {
    fireEvent.change(element, { target: { value } });
  });
};

beforeEach(() => signInAs('employee'));

describe('BeneficiariesPage', () => {
  it('lists the page the URL asks for, with its search, filters and order', async () => {
    const calls = mockApi([
      { method: 'GET', path: 'beneficiaries', body: collectionOf([storedMinor()], 60) },
    ]);
    renderIntranet(
      '/intranet/beneficiary?q=ruiz&ageGroup=minor&disability=sensory&page=2&sort=birthday&dir=desc',
    );

    expect(await screen.findByRole('link', { name: 'Ruiz Jiménez, Hugo' })).toHaveAttribute(
      'href',
      '/intranet/beneficiary/9',
    );
    expect(lastQuery(calls)).toEqual({
      page: '2',
      itemsPerPage: '25',
      q: 'ruiz',
      ageGroup: 'minor',
      disability: 'sensory',
      'order[birthday]': 'desc',
    });
    expect(screen.getByText('60 personas beneficiarias')).toBeInTheDocument();
    expect(screen.getByText('Página 2 de 3')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('ruiz');
    expect(select('Grupo de edad')).toHaveValue('minor');
    expect(select('Discapacidad')).toHaveValue('type:sensory');
    const row = screen.getByRole('row', { name: /Ruiz Jiménez, Hugo/ });
    expect(within(row).getByText('Menor')).toBeInTheDocument();
  });

  it('keeps the filters in the URL, from the first page, one filter of disability at a time', async () => {
    const calls = mockApi([
      { method: 'GET', path: 'beneficiaries', body: collectionOf([storedAdult()], 60) },
    ]);
    renderIntranet('/intranet/beneficiary?page=2');
    await screen.findByRole('link', { name: 'Jiménez Ibáñez, Rosa' });

    await change(select('Grupo de edad'), 'adult');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/intranet/beneficiary?ageGroup=adult'),
    );
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ ageGroup: 'adult', page: '1' }));

    await change(select('Discapacidad'), 'hasDisability:false');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/intranet/beneficiary?ageGroup=adult&hasDisability=false',
      ),
    );
    await waitFor(() =>
      expect(lastQuery(calls)).toMatchObject({ ageGroup: 'adult', hasDisability: 'false' }),
    );

    await change(select('Discapacidad'), 'type:motor');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/intranet/beneficiary?ageGroup=adult&disability=motor',
      ),
    );
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ disability: 'motor' }));
    expect(lastQuery(calls)).not.toHaveProperty('hasDisability');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar' }), { target: { value: ' X1234567L ' } });
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ q: 'X1234567L', disability: 'motor' }));
    expect(screen.getByTestId('location')).toHaveTextContent('q=X1234567L');
  });

  it('lists the minors waiting for their tutor, as the home’s figure links to them', async () => {
    const calls = mockApi([{ method: 'GET', path: 'beneficiaries', body: collectionOf([storedAdult()], 1) }]);
    renderIntranet('/intranet/beneficiary?awaitingConsent=true');
    await screen.findByRole('link', { name: 'Jiménez Ibáñez, Rosa' });
    expect(select('Consentimiento del tutor')).toHaveValue('true');
    expect(lastQuery(calls)).toMatchObject({ awaitingConsent: 'true', page: '1' });

    await change(select('Consentimiento del tutor'), '');
    await waitFor(() => expect(lastQuery(calls)).not.toHaveProperty('awaitingConsent'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/intranet\/beneficiary$/);
  });

  it('ignores values in the URL that make no sense', async () => {
    const calls = mockApi([{ method: 'GET', path: 'beneficiaries', body: collectionOf([storedAdult()]) }]);
    renderIntranet(
      '/intranet/beneficiary?ageGroup=elderly&hasDisability=maybe&disability=x&awaitingConsent=1&sort=email',
    );
    await screen.findByRole('link', { name: 'Jiménez Ibáñez, Rosa' });
    expect(lastQuery(calls)).toEqual({ page: '1', itemsPerPage: '25', 'order[surname]': 'asc' });
  });

  it('says when nobody matches, when there is nobody yet, and offers a retry on failure', async () => {
    mockApi([{ method: 'GET', path: 'beneficiaries', body: collectionOf([]) }]);
    const { unmount } = renderIntranet('/intranet/beneficiary?ageGroup=minor');
    expect(await screen.findByText('Nadie coincide con la búsqueda')).toBeInTheDocument();
    unmount();

    const second = renderIntranet('/intranet/beneficiary');
    expect(await screen.findByText('Todavía no hay personas beneficiarias')).toBeInTheDocument();
    // In the page's actions and in the empty state.
    for (const link of screen.getAllByRole('link', { name: 'Nueva persona beneficiaria' })) {
      expect(link).toHaveAttribute('href', '/intranet/beneficiary/create');
    }
    second.unmount();

    mockApi([
      { method: 'GET', path: 'beneficiaries', status: 500, body: { status: 500, error: 'internal-error' } },
    ]);
    renderIntranet('/intranet/beneficiary');
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('exports the current selection, not just the page', async () => {
    const calls = mockApi([
      { method: 'GET', path: 'beneficiaries', body: collectionOf([storedAdult()], 40) },
      {
        method: 'GET',
        path: 'beneficiaries/export',
        text: '\uFEFFNombre;Apellidos\r\nRosa;Jiménez Ibáñez\r\n',
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="personas-beneficiarias-2026-03-01.csv"',
        },
      },
    ]);
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:export'), revokeObjectURL: jest.fn() });
    const downloaded: string[] = [];
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloaded.push(this.download);
    });
    renderIntranet('/intranet/beneficiary?ageGroup=adult&hasDisability=true&page=2');
    fireEvent.click(await screen.findByRole('button', { name: 'Exportar a CSV' }));

    await waitFor(() => expect(downloaded).toEqual(['personas-beneficiarias-2026-03-01.csv']));
    clicked.mockRestore();
    const exported = calls.find((call) => call.path === 'beneficiaries/export');
    expect(Object.fromEntries(exported?.query ?? [])).toEqual({
      ageGroup: 'adult',
      hasDisability: 'true',
      'order[surname]': 'asc',
    });
  });

  it('is a section of the intranet navigation', async () => {
    mockApi([{ method: 'GET', path: 'beneficiaries', body: collectionOf([]) }]);
    renderIntranet('/intranet/beneficiary');
    const navigation = await screen.findByRole('navigation', { name: 'Secciones de la intranet' });
    expect(within(navigation).getByRole('link', { name: 'Personas beneficiarias' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
