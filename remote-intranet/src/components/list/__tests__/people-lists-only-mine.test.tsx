import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@enlace/shared/testing';
import { renderIntranet, signInAs } from '../../../testing/render-intranet';

// The volunteer and beneficiary lists start on the coordinator's own people ("Solo las mías") for coordinators.

const emptyCollection = (id: string) => ({ '@id': id, '@type': 'Collection', totalItems: 0, member: [] });

beforeEach(() => window.localStorage.clear());

describe.each([
  ['volunteers', '/intranet/volunteer'],
  ['beneficiaries', '/intranet/beneficiary'],
])('the %s list', (path, url) => {
  it('asks for the coordinator’s own people first, and for everyone after "Todas"', async () => {
    signInAs('employee', 'coordinator');
    const calls = mockApi([{ method: 'GET', path, body: emptyCollection(`/api/${path}`) }]);
    renderIntranet(url);
    const scope = await screen.findByRole('group', { name: 'Qué mostrar' });
    await waitFor(() =>
      expect(calls.find((call) => call.path === path)?.query.get('coordinator')).toBe('me'),
    );
    await userEvent.click(within(scope).getByRole('button', { name: 'Todas' }));
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.path === path)
          .at(-1)
          ?.query.has('coordinator'),
      ).toBe(false),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(`${url}?mine=no`);
  });

  it('asks for everyone first for other staff', async () => {
    signInAs('employee');
    const calls = mockApi([{ method: 'GET', path, body: emptyCollection(`/api/${path}`) }]);
    renderIntranet(url);
    await screen.findByRole('group', { name: 'Qué mostrar' });
    await waitFor(() => expect(calls.some((call) => call.path === path)).toBe(true));
    expect(calls.find((call) => call.path === path)?.query.has('coordinator')).toBe(false);
  });
});
