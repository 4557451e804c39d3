import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyPageTenantConfig } from '@enlace/shared/api';
import { App } from './app';
import { preloadRemoteFor } from './features/remotes/utils/load-remote-app';

// The configuration the server put in the page: the first render has it, with no request and no loading screen.
applyPageTenantConfig();
preloadRemoteFor(window.location.pathname);
// Every screen renders its own <title> (PageMeta, the loading screen); index.html's would stay as a second one.
document.querySelector('head > title')?.remove();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
