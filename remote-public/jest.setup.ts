import { configure } from '@testing-library/react';
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// What a test waits for (findBy…, waitFor) is what a person sees after an action; a whole form's submit can take
// more than the default second while the suite runs another step beside it on two cores.
configure({ asyncUtilTimeout: 5000 });

// react-router reads these at import time; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// The app loads notistack with its first toast; tests load it up front, so that how soon a first toast shows
// does not depend on how busy the machine is.
beforeAll(async () => {
  const { preloadToaster } = await import('@enlace/shared/ui');
  await preloadToaster();
});

// The fields' labels and the enumerations' options (namespace `domain`) arrive in a chunk of their own, which the
// shell waits for before it shows an area; tests wait for them once their modules have registered them.
beforeAll(async () => {
  const { translationsReady } = await import('@enlace/shared/i18n');
  await translationsReady();
});

// Answers reach the page in the same tick (see notifyQueriesAtOnce).
beforeAll(async () => {
  const { notifyQueriesAtOnce } = await import('@enlace/shared/testing');
  notifyQueriesAtOnce();
});
