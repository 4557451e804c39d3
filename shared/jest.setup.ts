import { configure } from '@testing-library/react';
import '@testing-library/jest-dom';

// What a test waits for (findBy…, waitFor) is what a person sees after an action; a whole form's submit can take
// more than the default second while the suite runs another step beside it on two cores.
configure({ asyncUtilTimeout: 5000 });

// The app loads notistack with its first toast; tests load it up front, so that how soon a first toast shows
// does not depend on how busy the machine is.
beforeAll(async () => {
  const { preloadToaster } = await import('./src/ui/components/ui-providers');
  await preloadToaster();
});

// The fields' labels and the enumerations' options (namespace `domain`) arrive in a chunk of their own; tests
// wait for them once their modules have registered them.
beforeAll(async () => {
  const { translationsReady } = await import('./src/i18n');
  await translationsReady();
});

// Answers reach the page in the same tick (see notifyQueriesAtOnce).
beforeAll(async () => {
  const { notifyQueriesAtOnce } = await import('./src/testing/notify-queries-at-once');
  notifyQueriesAtOnce();
});
