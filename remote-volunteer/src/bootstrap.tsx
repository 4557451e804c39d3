import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { UiProviders } from '@enlace/shared/ui';
import { App } from './app';

// Standalone run of the remote (its own index.html); inside the product the shell mounts './App'.
const STANDALONE_PRIMARY_COLOR = '#0f766e';
// The same kind of router as the shell's (one splat route over the area's <Routes>), so that forms hold back a
// navigation while they have unsaved changes here too.
const router = createBrowserRouter([{ path: '*', element: <App /> }]);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <UiProviders primaryColor={STANDALONE_PRIMARY_COLOR}>
      <RouterProvider router={router} />
    </UiProviders>
  </StrictMode>,
);
