import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { preloadRemoteFor } from './features/remotes/utils/load-remote-app';

preloadRemoteFor(window.location.pathname);
// Every screen renders its own <title> (PageMeta, the loading screen); index.html's would stay as a second one.
document.querySelector('head > title')?.remove();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
