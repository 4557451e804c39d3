import { screen, waitFor, within } from '@testing-library/react';
import { choose } from '../../../../testing/form-controls';
import { mockApi } from '@enlace/shared/testing';
import { renderIntranet, signInAs } from '../../../../testing/render-intranet';
import { storedPlace } from './place-fixtures';

const collection = (members: unknown[]) => ({
  '@id': '/api/places',
  '@type': 'Collection',
  totalItems: members.length,
  member: members,
});

describe('PlacesPage', () => {
  it('lists the places with type, capacity, access and equipment, and filters on the server', async () => {
    signInAs('coordinator');
    const { schedules: _schedules, ...listed } = storedPlace();
    const calls = mockApi([{ method: 'GET', path: 'places', body: collection([listed]) }]);
    renderIntranet('/intranet/place');

    const table = await screen.findByRole('table', { name: 'Lugares' });
    const row = within(table).getByRole('row', { name: /Aula de informática Carretería/ });
    expect(within(row).getByRole('link', { name: 'Aula de informática Carretería' })).toHaveAttribute(
      'href',
      '/intranet/place/12',
    );
    expect(within(row).getByText('Calle Carretería 12, Málaga')).toBeInTheDocument();
    expect(within(row).getByText('Aula')).toBeInTheDocument();
    expect(within(row).getByText('16')).toBeInTheDocument();
    expect(within(row).queryByText('No se puede superar')).not.toBeInTheDocument();
    expect(within(row).getByText('Con acceso')).toBeInTheDocument();
    expect(within(row).getByText('Accesible, Proyector, Ordenador')).toBeInTheDocument();
    expect(screen.getByText('1 lugar')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nuevo lugar' })).toHaveAttribute(
      'href',
      '/intranet/place/create',
    );

    await choose(/^Tipo/, 'office');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/intranet/place?type=office'),
    );
    await waitFor(() => expect(calls.at(-1)?.query.get('type')).toBe('office'));
    expect(calls.at(-1)?.query.get('order[name]')).toBe('asc');
  });

  it('says which rooms cannot hold a session above their capacity', async () => {
    signInAs('employee');
    const { schedules: _schedules, ...listed } = storedPlace({ capacityPolicy: 'refuse' });
    mockApi([{ method: 'GET', path: 'places', body: collection([listed]) }]);
    renderIntranet('/intranet/place');
    const table = await screen.findByRole('table', { name: 'Lugares' });
    const row = within(table).getByRole('row', { name: /Aula de informática Carretería/ });
    expect(within(row).getByText('16')).toBeInTheDocument();
    expect(within(row).getByText('No se puede superar')).toBeInTheDocument();
  });

  it('shows the section in the navigation', async () => {
    signInAs('employee');
    mockApi([{ method: 'GET', path: 'places', body: collection([]) }]);
    renderIntranet('/intranet/place');
    const navigation = await screen.findByRole('navigation', { name: 'Secciones de la intranet' });
    expect(within(navigation).getByRole('link', { name: 'Lugares' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('Todavía no hay lugares')).toBeInTheDocument();
  });
});
