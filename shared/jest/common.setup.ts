import { configure } from '@testing-library/react';
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// What a test waits for (findBy…, waitFor) is what a person sees after an action; a whole form's submit can take
// more than the default second while the suite runs another step beside it on two cores.
configure({ asyncUtilTimeout: 5000 });

// react-router reads these at import time; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// React renders a transition or a deferred value (an answer that arrives) in slices of 5 ms and yields between them.
// In jsdom the queries that findBy… and waitFor repeat run in those gaps, each over the whole document: on a loaded
// machine a page's render then took longer than a test waits. Tests let React render up to a second per slice (the
// same scheduler instance as react-dom's: the one next to it).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const scheduler = require(
  require.resolve('scheduler', { paths: [require.resolve('react-dom').replace(/index\.js$/, '')] }),
) as { unstable_forceFrameRate: (fps: number) => void };
scheduler.unstable_forceFrameRate(1);
