import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@enlace/shared/testing';
import { renderIntranet, signInAs } from '../../../testing/render-intranet';

const emptyCollection = (id: string) => ({ '@id': id, '@type': 'Collection', totalItems: 0, member: [] });

describe.each([
  ['volunteers', '/intranet/volunteer', 'Importar voluntariado'],
  ['partners', '/intranet/partner', 'Importar entidades colaboradoras'],
])('the %s list’s "Importar"', (path, url, title) => {
  beforeEach(() => window.localStorage.clear());

  it('leads those who may create to the import page', async () => {
    signInAs('employee');
    mockApi([
      { method: 'GET', path, body: emptyCollection(`/api/${path}`) },
      { method: 'GET', path: 'imports', body: emptyCollection('/api/imports') },
    ]);
    renderIntranet(url);
    const link = await screen.findByRole('link', { name: 'Importar' });
    expect(link).toHaveAttribute('href', `${url}/import`);

    await userEvent.click(link);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`${url}/import`);
  });

  it('is not offered to those who may not create', async () => {
    signInAs();
    mockApi([{ method: 'GET', path, body: emptyCollection(`/api/${path}`) }]);
    renderIntranet(url);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'Importar' })).not.toBeInTheDocument();
  });

  it('answers not found at the import page for those who may not create', async () => {
    signInAs();
    const calls = mockApi([]);
    renderIntranet(`${url}/import`);
    expect(await screen.findByText('Esta página no existe en esta área.')).toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('imports'))).toBe(false);
  });
});
