import { configure } from '@testing-library/react';
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// What a test waits for (findBy…, waitFor) is what a person sees after an action; a whole form's submit can take
// more than the default second while the suite runs another step beside it on two cores.
configure({ asyncUtilTimeout: 5000 });

// react-router reads these at import time; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
