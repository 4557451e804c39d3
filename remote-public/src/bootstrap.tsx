import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { UiProviders } from '@enlace/shared/ui/core';
import { App } from './app';

// Standalone run of the remote (its own index.html); inside the product the shell mounts './App'.
const STANDALONE_PRIMARY_COLOR = '#0f766e';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <UiProviders primaryColor={STANDALONE_PRIMARY_COLOR}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </UiProviders>
  </StrictMode>,
);
