import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { applyPageTenantConfig } from '@enlace/shared/api';
import { App } from './app';
import { preloadRemoteFor } from './features/remotes/utils/load-remote-app';

// The configuration the server put in the page: the first render has it, with no request and no loading screen.
applyPageTenantConfig();
preloadRemoteFor(window.location.pathname);
// Every screen renders its own <title> (PageMeta, the loading screen); index.html's would stay as a second one.
document.querySelector('head > title')?.remove();

// The first render is a transition, so that React renders it in slices and a phone's main thread stays free to
// answer a tap in between, instead of one long task for the whole first screen.
const root = createRoot(document.getElementById('root') as HTMLElement);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
