import { readCspNonce } from './read-csp-nonce';

// webpack's name for the nonce it puts on the script elements it inserts (chunks, federated entries).
declare let __webpack_nonce__: string | undefined;

type NonceWindow = Window & { __nonce__?: string };

/**
 * Hands the page's nonce to what inserts elements at run time, before anything loads: webpack's chunk loading
 * (`__webpack_nonce__`) and goober, which styles the toasts (`window.__nonce__`). Emotion gets it through
 * UiProviders' `cspNonce`.
 */
export function applyCspNonce(): void {
  const nonce = readCspNonce();
  if (!nonce) return;
  __webpack_nonce__ = nonce;
  (window as NonceWindow).__nonce__ = nonce;
}
