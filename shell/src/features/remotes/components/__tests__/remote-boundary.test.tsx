import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import '../../../../i18n/translations';
import { renderWithProviders } from '../../../../testing/render-with-providers';
import { RemoteBoundary } from '../remote-boundary';

describe('RemoteBoundary', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('shows the Spanish fallback when the remote cannot load, and retries', async () => {
    let available = false;
    function Area() {
      if (!available) throw new Error('ScriptExternalLoadError');
      return <p>área cargada</p>;
    }
    const onRetry = jest.fn(() => {
      available = true;
    });
    renderWithProviders(
      <RemoteBoundary remote="remote_partner" onRetry={onRetry}>
        <Area />
      </RemoteBoundary>,
    );
    expect(screen.getByText('No se ha podido cargar esta sección')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('área cargada')).toBeInTheDocument();
    expect(screen.queryByText('No se ha podido cargar esta sección')).not.toBeInTheDocument();
  });

  it("says so when the area's release needs a newer shell, not that the service is down", async () => {
    const Incompatible = lazy(() =>
      Promise.reject(
        new Error(
          '[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module @enlace/shared/ui does not satisfy the requirement of remote_volunteer which needs ^1.1.0)',
        ),
      ),
    );
    renderWithProviders(
      <RemoteBoundary remote="remote_volunteer">
        <Incompatible />
      </RemoteBoundary>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Esta sección se ha actualizado y aún no funciona aquí' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/necesita una versión más reciente de la aplicación/)).toBeInTheDocument();
    expect(screen.queryByText('No se ha podido cargar esta sección')).not.toBeInTheDocument();
  });

  it('says the same when the registry marks the release as one this shell cannot run', async () => {
    const Marked = lazy(() =>
      Promise.reject(
        Object.assign(new Error('remote_volunteer: built with @enlace/shared 1.5.0'), {
          name: 'IncompatibleReleaseError',
        }),
      ),
    );
    renderWithProviders(
      <RemoteBoundary remote="remote_volunteer">
        <Marked />
      </RemoteBoundary>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Esta sección se ha actualizado y aún no funciona aquí' }),
    ).toBeInTheDocument();
  });

  it('shows the fallback when a lazily loaded remote rejects', async () => {
    const Broken = lazy(() => Promise.reject(new Error('404 mf-manifest.json')));
    renderWithProviders(
      <RemoteBoundary remote="remote_intranet">
        <Broken />
      </RemoteBoundary>,
    );
    expect(await screen.findByText('No se ha podido cargar esta sección')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    // Its own title, not indexed, and the skip link first.
    expect(document.title).toMatch(/^No se ha podido cargar esta sección · /);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.querySelector('a[href], button')).toHaveAttribute('href', '#main');
  });
});
