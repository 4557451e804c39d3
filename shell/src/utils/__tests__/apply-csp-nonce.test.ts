import { applyCspNonce } from '../apply-csp-nonce';
import { readCspNonce } from '../read-csp-nonce';

type NonceGlobals = typeof globalThis & { __webpack_nonce__?: string; __nonce__?: string };
const globals = globalThis as NonceGlobals;

// The gateway writes the nonce of the page's Content-Security-Policy into <meta property="csp-nonce">.
describe('the nonce of the page', () => {
  beforeEach(() => {
    // What webpack's runtime provides in a build.
    globals.__webpack_nonce__ = undefined;
    globals.__nonce__ = undefined;
  });
  afterEach(() => document.head.querySelector('meta[property="csp-nonce"]')?.remove());

  it('reaches the scripts webpack inserts and the toasts’ styles before anything loads', () => {
    document.head.insertAdjacentHTML('beforeend', '<meta property="csp-nonce" nonce="cGFnaW5hLTE">');
    expect(readCspNonce()).toBe('cGFnaW5hLTE');
    applyCspNonce();
    expect(globals.__webpack_nonce__).toBe('cGFnaW5hLTE');
    expect(globals.__nonce__).toBe('cGFnaW5hLTE');
  });

  it('is left unset on a page without one', () => {
    applyCspNonce();
    expect(readCspNonce()).toBeUndefined();
    expect(globals.__webpack_nonce__).toBeUndefined();
    expect(globals.__nonce__).toBeUndefined();
  });
});
