import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router reads these at import time; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// The app loads notistack with its first toast; tests load it up front, so that how soon a first toast shows
// does not depend on how busy the machine is.
beforeAll(async () => {
  const { preloadToaster } = await import('@enlace/shared/ui');
  await preloadToaster();
});
