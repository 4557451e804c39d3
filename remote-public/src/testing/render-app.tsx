import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { UiProviders } from '@enlace/shared/ui/core';
import { App } from '../app';
import { LocationProbe } from '@enlace/shared/testing';

/** The public remote as the shell mounts it: shared providers, one router, the app at `path`. */
export function renderApp(path: string) {
  return render(
    <UiProviders primaryColor="#0f766e">
      <MemoryRouter initialEntries={[path]}>
        <App />
        <LocationProbe />
      </MemoryRouter>
    </UiProviders>,
  );
}
