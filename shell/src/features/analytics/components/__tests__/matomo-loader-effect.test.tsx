import { act, render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { useConsentStore } from '../../../../stores/consent-store';
import { MatomoLoaderEffect } from '../matomo-loader-effect';

describe('MatomoLoaderEffect', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn().mockResolvedValue({
      ok: true,
      json: async () => ({ host: 'https://analytics.example.org', siteId: '3' }),
    });
    global.fetch = fetchMock as unknown as typeof fetch;
    document.head.innerHTML = '';
    delete (window as { _paq?: unknown })._paq;
  });

  function renderEffect() {
    return render(
      <MemoryRouter>
        <MatomoLoaderEffect />
      </MemoryRouter>,
    );
  }

  it('loads nothing while consent is undecided', () => {
    useConsentStore.setState({ value: undefined });
    renderEffect();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.querySelector('script')).toBeNull();
  });

  it('loads nothing when cookies were rejected', () => {
    useConsentStore.setState({ value: 'off' });
    renderEffect();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.querySelector('script')).toBeNull();
  });

  it('reads /matomo-config and injects the tracker once consent is accepted', async () => {
    useConsentStore.setState({ value: undefined });
    renderEffect();
    act(() => useConsentStore.setState({ value: 'social|analysis|marketing' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/matomo-config', expect.anything()));
    await waitFor(() =>
      expect(document.querySelector('script')?.getAttribute('src')).toBe(
        'https://analytics.example.org/matomo.js',
      ),
    );
    const queue = (window as unknown as { _paq: unknown[][] })._paq;
    expect(queue).toContainEqual(['setSiteId', '3']);
    expect(queue).not.toContainEqual(expect.arrayContaining(['enableHeartBeatTimer']));
  });

  it('injects nothing when the configuration names no host', async () => {
    fetchMock.mockResolvedValue({ ok: true, json: async () => ({ host: null, siteId: null }) });
    useConsentStore.setState({ value: 'social|analysis|marketing' });
    renderEffect();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(document.querySelector('script')).toBeNull();
  });
});
