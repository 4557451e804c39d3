import { configure } from '@testing-library/react';
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// What a test waits for (findBy…, waitFor) is what a person sees after an action. A record page renders its answers
// in the background (docs/adr/0083-first-screen-work.md), which jsdom does far slower than a browser: while the
// suite runs the API and browser tests beside it on two cores, a whole record page took more than five seconds.
configure({ asyncUtilTimeout: 15000 });

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
