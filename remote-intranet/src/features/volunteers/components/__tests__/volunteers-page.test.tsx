import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { apiGet, apiPost } from '@enlace/shared/api';
import { UiProviders } from '@enlace/shared/ui';
import '../../../../i18n/translations';
import { signInAs, TestQueryProvider } from '../../../../testing/render-intranet';
import { VolunteersPage } from '../volunteers-page';

jest.mock('@enlace/shared/api', () => ({
  ...jest.requireActual<object>('@enlace/shared/api'),
  apiGet: jest.fn(),
  apiPost: jest.fn(),
}));

const mockedGet = jest.mocked(apiGet);
const mockedPost = jest.mocked(apiPost);

const volunteer = (id: number, surname: string, status = 'validated', accessStatus = 'access') => ({
  '@id': `/api/volunteers/${id}`,
  id,
  name: 'Ana',
  surname,
  email: `ana${id}@demo.example.org`,
  phoneMobile: '600000000',
  status,
  createdAt: '2026-03-01T10:00:00Z',
  accessStatus,
});

const page = (members: unknown[], totalItems = members.length) => ({
  '@id': '/api/volunteers',
  '@type': 'Collection',
  totalItems,
  member: members,
});

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(url: string) {
  return render(
    // The shared providers, as the shell gives them: the theme and the toasts.
    <UiProviders primaryColor="#0f766e">
      <TestQueryProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/intranet/volunteer" element={<VolunteersPage />} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </TestQueryProvider>
    </UiProviders>,
  );
}

const lastQuery = () => mockedGet.mock.calls.at(-1)?.[1];

beforeEach(() => {
  mockedGet.mockReset();
  mockedPost.mockReset();
  signInAs('employee');
});

describe('VolunteersPage', () => {
  it('lists the page the URL asks for, with its search, filter and order', async () => {
    mockedGet.mockResolvedValue(page([volunteer(1, 'Pérez Gil', 'pending')], 60));
    renderAt('/intranet/volunteer?q=ana&status=pending&page=2&sort=email&dir=desc');

    expect(await screen.findByText('Pérez Gil, Ana')).toBeInTheDocument();
    expect(mockedGet).toHaveBeenCalledWith('volunteers', {
      page: '2',
      itemsPerPage: '25',
      q: 'ana',
      status: 'pending',
      'order[email]': 'desc',
    });
    expect(screen.getByText('Pendiente de validar', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('60 personas voluntarias')).toBeInTheDocument();
    expect(screen.getByText('Página 2 de 3')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('ana');
  });

  it('searches after typing, from the first page, keeping the search in the URL', async () => {
    mockedGet.mockResolvedValue(page([volunteer(1, 'Pérez Gil')], 60));
    renderAt('/intranet/volunteer?page=3');
    await screen.findByText('Pérez Gil, Ana');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar' }), { target: { value: ' gil ' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ q: 'gil', page: '1' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/intranet/volunteer?q=gil');
  });

  it('moves between pages and filters by status', async () => {
    mockedGet.mockResolvedValue(page([volunteer(1, 'Pérez Gil')], 30));
    renderAt('/intranet/volunteer');
    await screen.findByText('Página 1 de 2');
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: '2' }));
    expect(screen.getByTestId('location')).toHaveTextContent('?page=2');

    fireEvent.change(screen.getByRole('combobox', { name: 'Estado' }), { target: { value: 'inactive' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ status: 'inactive', page: '1' }));
  });

  it('ignores values in the URL that make no sense', async () => {
    mockedGet.mockResolvedValue(page([volunteer(1, 'Pérez Gil')]));
    renderAt('/intranet/volunteer?page=-4&status=everyone&sort=password');
    await screen.findByText('Pérez Gil, Ana');
    expect(lastQuery()).toEqual({ page: '1', itemsPerPage: '25', 'order[surname]': 'asc' });
  });

  it('says when nobody matches a search, and when there is nobody yet', async () => {
    mockedGet.mockResolvedValue(page([]));
    const { unmount } = renderAt('/intranet/volunteer?q=zzz');
    expect(await screen.findByText('Nadie coincide con la búsqueda')).toBeInTheDocument();
    unmount();

    renderAt('/intranet/volunteer');
    expect(await screen.findByText('Todavía no hay personas voluntarias')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    mockedGet
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(page([volunteer(1, 'Pérez Gil')]));
    renderAt('/intranet/volunteer');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Pérez Gil, Ana')).toBeInTheDocument();
  });

  it('validates a pending volunteer from the list and shows the new status', async () => {
    mockedGet
      .mockResolvedValueOnce(page([volunteer(1, 'Pérez Gil', 'pending'), volunteer(2, 'Ruiz')]))
      .mockResolvedValue(page([volunteer(1, 'Pérez Gil', 'validated'), volunteer(2, 'Ruiz')]));
    mockedPost.mockResolvedValue(volunteer(1, 'Pérez Gil', 'validated'));
    renderAt('/intranet/volunteer');
    await screen.findByText('Pérez Gil, Ana');
    // Only pending volunteers can be validated.
    expect(screen.getAllByRole('button', { name: /^Validar a/ })).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Validar a Ana Pérez Gil' }));
    // Confirmed first: nothing is sent until then.
    const dialog = await screen.findByRole('alertdialog', { name: '¿Validar a Ana Pérez Gil?' });
    expect(dialog).toHaveTextContent('podrá apuntarse a las sesiones');
    expect(within(dialog).queryByText(/todavía no ha activado su cuenta/)).not.toBeInTheDocument();
    expect(mockedPost).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Validar' }));
    await waitFor(() => expect(mockedPost).toHaveBeenCalledWith('volunteers/1/validate'));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Validar a/ })).not.toBeInTheDocument());
    expect(mockedGet).toHaveBeenCalledTimes(2);
  });

  it('shows who has not activated their account, says so before validating, and validates nothing when cancelled', async () => {
    mockedGet.mockResolvedValue(page([volunteer(1, 'Pérez Gil', 'pending', 'no-access')]));
    renderAt('/intranet/volunteer');
    const row = (await screen.findByText('Pérez Gil, Ana')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Invitación pendiente')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'Validar a Ana Pérez Gil' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Validar a Ana Pérez Gil?' });
    expect(dialog).toHaveTextContent(
      'Ana Pérez Gil todavía no ha activado su cuenta: la invitación está pendiente y no podrá entrar ni apuntarse hasta que la active.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(mockedPost).not.toHaveBeenCalled();
  });

  it('keeps the list as it was when the validation is refused', async () => {
    mockedGet.mockResolvedValue(page([volunteer(1, 'Pérez Gil', 'pending')]));
    mockedPost.mockRejectedValue(new Error('refused'));
    renderAt('/intranet/volunteer');
    fireEvent.click(await screen.findByRole('button', { name: 'Validar a Ana Pérez Gil' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Validar' }));
    await waitFor(() => expect(mockedPost).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Validar a Ana Pérez Gil' })).toBeEnabled();
    expect(mockedGet).toHaveBeenCalledTimes(1);
  });

  it('sorts by a column header, and the header says the order', async () => {
    mockedGet.mockResolvedValue(page([volunteer(1, 'Pérez Gil')]));
    renderAt('/intranet/volunteer');
    await screen.findByText('Pérez Gil, Ana');
    const email = screen.getByRole('columnheader', { name: /Correo electrónico/ });
    expect(email).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: /Apellidos, nombre/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    fireEvent.click(within(email).getByRole('button'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ 'order[email]': 'asc' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/intranet/volunteer?sort=email');
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Correo electrónico/ })).toHaveAttribute(
        'aria-sort',
        'ascending',
      ),
    );

    fireEvent.click(
      within(screen.getByRole('columnheader', { name: /Correo electrónico/ })).getByRole('button'),
    );
    await waitFor(() => expect(lastQuery()).toMatchObject({ 'order[email]': 'desc' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/intranet/volunteer?sort=email&dir=desc');
  });

  it('links each volunteer to their page and offers to register one', async () => {
    mockedGet.mockResolvedValue(page([volunteer(7, 'Pérez Gil')]));
    renderAt('/intranet/volunteer');
    expect(await screen.findByRole('link', { name: 'Pérez Gil, Ana' })).toHaveAttribute(
      'href',
      '/intranet/volunteer/7',
    );
    expect(screen.getByRole('link', { name: 'Nueva persona voluntaria' })).toHaveAttribute(
      'href',
      '/intranet/volunteer/create',
    );
  });
});
