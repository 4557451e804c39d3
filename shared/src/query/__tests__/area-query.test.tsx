import { act, render, screen } from '@testing-library/react';
import { ApiError } from '../../api';
import { useSessionStore } from '../../session/session-store';
import { AreaQueryProvider } from '../area-query-provider';
import { createAreaQueryClient, shouldRetryRead } from '../create-area-query-client';
import { useResource } from '../use-resource';

const signIn = (id: number) =>
  useSessionStore.setState({
    token: `token-${id}`,
    refreshToken: 'refresh',
    lastLoginAt: Date.now(),
    user: {
      id,
      name: 'Ana',
      surnames: 'Pérez Gil',
      email: 'ana@demo.example.org',
      profile: 'employee',
      roles: ['user', 'employee'],
      available_profiles: ['employee'],
      validated: true,
    },
  });

function Greeting({ load }: { load: () => Promise<string> }) {
  const greeting = useResource(['greeting'], load, {
    refusal: (error) => (error instanceof ApiError && error.code === 'expired' ? 'expired' : undefined),
  });
  if (greeting.state === 'ready') return <p>{greeting.data}</p>;
  if (greeting.state === 'loading') return <p>cargando</p>;
  return (
    <button type="button" onClick={greeting.reload}>
      {greeting.state}
    </button>
  );
}

describe('reading data in an area', () => {
  it('tries a read again once when no answer came or the gateway had no API, never for an answer of the API', () => {
    expect(shouldRetryRead(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetryRead(0, new ApiError({ status: 0 }))).toBe(true);
    expect(shouldRetryRead(0, new ApiError({ status: 503 }))).toBe(true);
    expect(shouldRetryRead(1, new ApiError({ status: 503 }))).toBe(false);
    for (const status of [400, 401, 403, 404, 409, 412, 422, 500]) {
      expect(shouldRetryRead(0, new ApiError({ status }))).toBe(false);
    }
  });

  it('shows a refusal in the page’s own words, and a failure with a retry that reads again', async () => {
    const client = createAreaQueryClient({ retry: false });
    const load = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new ApiError({ status: 500 }))
      .mockResolvedValueOnce('Hola');
    render(
      <AreaQueryProvider client={client}>
        <Greeting load={load} />
      </AreaQueryProvider>,
    );
    const retry = await screen.findByRole('button', { name: 'error' });
    act(() => retry.click());
    expect(await screen.findByText('Hola')).toBeInTheDocument();

    client.clear();
    const refused = jest.fn(() => Promise.reject(new ApiError({ status: 410, code: 'expired' })));
    render(
      <AreaQueryProvider client={createAreaQueryClient({ retry: false })}>
        <Greeting load={refused} />
      </AreaQueryProvider>,
    );
    expect(await screen.findByRole('button', { name: 'expired' })).toBeInTheDocument();
  });

  it('forgets what was read when the person signs out or another person signs in', async () => {
    const client = createAreaQueryClient({ retry: false });
    signIn(1);
    render(
      <AreaQueryProvider client={client}>
        <Greeting load={() => Promise.resolve('Hola, Ana')} />
      </AreaQueryProvider>,
    );
    await screen.findByText('Hola, Ana');
    expect(client.getQueryData(['greeting'])).toBe('Hola, Ana');

    // A refreshed token of the same person keeps the cache.
    act(() => useSessionStore.setState({ token: 'token-1-refreshed' }));
    expect(client.getQueryData(['greeting'])).toBe('Hola, Ana');

    act(() => signIn(2));
    expect(client.getQueryData(['greeting'])).toBeUndefined();

    client.setQueryData(['greeting'], 'Hola, Luis');
    act(() => useSessionStore.getState().clear());
    expect(client.getQueryData(['greeting'])).toBeUndefined();
  });
});
