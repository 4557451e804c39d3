import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { choose } from '../../../../testing/form-controls';
import { mockApi, type RecordedCall } from '@enlace/shared/testing';
import { renderIntranet, signInAs } from '../../../../testing/render-intranet';
import { PARTNER_OPTIONS, storedContactPartner } from './contact-partner-fixtures';

const lastListQuery = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === 'contact_partners').pop()?.query;

describe('ContactPartnersPage', () => {
  it('lists contact persons with their organisation, and filters by partner through the URL', async () => {
    signInAs('employee');
    const calls = mockApi([
      PARTNER_OPTIONS,
      {
        method: 'GET',
        path: 'contact_partners',
        body: {
          '@id': '/api/contact_partners',
          '@type': 'Collection',
          totalItems: 1,
          member: [storedContactPartner({ accessStatus: 'no-access' })],
        },
      },
    ]);
    renderIntranet('/intranet/contact-partner?partner=12');

    const table = await screen.findByRole('table', { name: 'Personas de contacto de las entidades' });
    const row = within(table).getByRole('row', { name: /Elena Castro Ibáñez/ });
    expect(within(row).getByRole('link', { name: 'Asociación Mar de Letras' })).toHaveAttribute(
      'href',
      '/intranet/partner/12',
    );
    expect(within(row).getByText('Invitación pendiente')).toBeInTheDocument();
    expect(lastListQuery(calls)?.get('partner')).toBe('12');
    // The create button keeps the partner of the filter.
    expect(screen.getByRole('link', { name: 'Nueva persona de contacto' })).toHaveAttribute(
      'href',
      '/intranet/contact-partner/create?partner=12',
    );

    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Cooperativa Digital Sur' })).toBeInTheDocument(),
    );
    await choose(/^Entidad$/, '13');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/intranet\/contact-partner\?partner=13$/),
    );
    await waitFor(() => expect(lastListQuery(calls)?.get('partner')).toBe('13'));
  });

  it('ignores a partner filter that is not an id', async () => {
    signInAs('employee');
    const calls = mockApi([
      PARTNER_OPTIONS,
      {
        method: 'GET',
        path: 'contact_partners',
        body: { '@id': '/api/contact_partners', '@type': 'Collection', totalItems: 0, member: [] },
      },
    ]);
    renderIntranet('/intranet/contact-partner?partner=abc');
    expect(await screen.findByText('Todavía no hay personas de contacto')).toBeInTheDocument();
    expect(lastListQuery(calls)?.has('partner')).toBe(false);
  });

  it('exports the selection of the list to CSV', async () => {
    signInAs('coordinator');
    const calls = mockApi([
      PARTNER_OPTIONS,
      {
        method: 'GET',
        path: 'contact_partners',
        body: {
          '@id': '/api/contact_partners',
          '@type': 'Collection',
          totalItems: 1,
          member: [storedContactPartner()],
        },
      },
      {
        method: 'GET',
        path: 'contact_partners/export',
        text: '\uFEFFNombre;Apellidos\r\nElena;Castro Ibáñez\r\n',
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="personas-de-contacto-2026-03-01.csv"',
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
    renderIntranet('/intranet/contact-partner?partner=12&q=elena&page=2');
    fireEvent.click(await screen.findByRole('button', { name: 'Exportar a CSV' }));

    await waitFor(() => expect(downloaded).toEqual(['personas-de-contacto-2026-03-01.csv']));
    clicked.mockRestore();
    const exported = calls.find((call) => call.path === 'contact_partners/export');
    // The selection, not the page.
    expect(Object.fromEntries(exported?.query ?? [])).toEqual({
      q: 'elena',
      partner: '12',
      'order[name]': 'asc',
      'order[surname]': 'asc',
    });
  });
});
