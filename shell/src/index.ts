import { applyCspNonce } from './utils/apply-csp-nonce';

// The one thing before the bootstrap: whatever loads next (chunks, remotes, styles) carries the page's nonce.
applyCspNonce();
import('./bootstrap');
