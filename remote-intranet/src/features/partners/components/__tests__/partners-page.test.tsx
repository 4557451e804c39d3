import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PartnerListItem } from '@enlace/shared/domain';
import { choose } from '../../../../testing/form-controls';
import { mockApi, type RecordedCall } from '@enlace/shared/testing';
import { renderIntranet, signInAs } from '../../../../testing/render-intranet';
import { storedPartner } from './partner-fixtures';

const listItem = (overrides: Partial<PartnerListItem>): PartnerListItem => {
  const {
    addressCountry: _c,
    addressState: _s,
    addressProvince: _p,
    addressLocation: _l,
    address: _a,
    postalCode: _pc,
    description: _d,
    observations: _o,
    agreementExpiredByDate: _e,
    contactPersons: _cp,
    updatedAt: _u,
    ...item
  } = storedPartner();
  return { ...item, ...overrides };
};

const collection = (member: PartnerListItem[]) => ({
  '@id': '/api/partners',
  '@type': 'Collection',
  totalItems: member.length,
  member,
});

const SUR = listItem({
  '@id': '/api/partners/13',
  id: 13,
  name: 'Cooperativa Digital Sur',
  legalType: 'cooperative',
  nif: 'F29128733',
  agreementStatus: 'agreement_expired',
  expirationDate: '2026-01-05',
  contactPersonsCount: 0,
});

const lastListQuery = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === 'partners').pop()?.query;

describe('PartnersPage', () => {
  it('lists the partners with their agreement as shown, the contact persons count and the links', async () => {
    signInAs('employee');
    mockApi([{ method: 'GET', path: 'partners', body: collection([listItem({}), SUR]) }]);
    renderIntranet('/intranet/partner');

    const table = await screen.findByRole('table', { name: 'Entidades colaboradoras' });
    const mar = within(table).getByRole('row', { name: /Asociación Mar de Letras/ });
    expect(within(mar).getByRole('link', { name: 'Asociación Mar de Letras' })).toHaveAttribute(
      'href',
      '/intranet/partner/12',
    );
    expect(within(mar).getByText('Convenio vigente')).toBeInTheDocument();
    expect(within(mar).getByText('Entidad sin ánimo de lucro')).toBeInTheDocument();
    expect(
      within(mar).getByRole('link', { name: '1 persona de contacto de Asociación Mar de Letras' }),
    ).toHaveAttribute('href', '/intranet/contact-partner?partner=12');
    const sur = within(table).getByRole('row', { name: /Cooperativa Digital Sur/ });
    expect(within(sur).getByText('Convenio caducado')).toBeInTheDocument();
    expect(within(sur).getByText(/5 ene 2026/)).toBeInTheDocument();
    expect(screen.getByText('2 entidades')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar a CSV' })).toBeInTheDocument();
  });

  it('keeps the filters in the URL and asks the API for the selection', async () => {
    signInAs('employee');
    const calls = mockApi([{ method: 'GET', path: 'partners', body: collection([SUR]) }]);
    renderIntranet('/intranet/partner?legalType=cooperative');
    await screen.findByRole('table', { name: 'Entidades colaboradoras' });
    expect(lastListQuery(calls)?.get('legalType')).toBe('cooperative');

    await choose(/^Convenio/, 'agreement_expired');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/intranet/partner?legalType=cooperative&agreementStatus=agreement_expired',
      ),
    );
    await waitFor(() => expect(lastListQuery(calls)?.get('agreementStatus')).toBe('agreement_expired'));

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: /^Caducidad/ }));
    await waitFor(() => expect(lastListQuery(calls)?.get('order[expirationDate]')).toBe('asc'));
    expect(screen.getByTestId('location')).toHaveTextContent('sort=expirationDate');
  });

  it('tells an empty register from a search without matches', async () => {
    signInAs('employee');
    mockApi([{ method: 'GET', path: 'partners', body: collection([]) }]);
    const { unmount } = renderIntranet('/intranet/partner');
    expect(await screen.findByText('Todavía no hay entidades colaboradoras')).toBeInTheDocument();
    unmount();
    renderIntranet('/intranet/partner?q=nadie');
    expect(await screen.findByText('Ninguna entidad coincide con la búsqueda')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    signInAs('employee');
    mockApi([
      { method: 'GET', path: 'partners', status: 500, body: { status: 500, error: 'internal-error' } },
    ]);
    renderIntranet('/intranet/partner');
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
