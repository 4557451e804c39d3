/**
 * Stands in the shell's built index.html for the nonce of its Content-Security-Policy: the gateway replaces it
 * with a fresh nonce on every request (shell-document.ts). The shell's public/index.html carries it in
 * `<meta property="csp-nonce" nonce="…">`; the build puts it on the script tags it injects
 * (webpack/csp-nonce-placeholder-plugin.ts).
 */
export const CSP_NONCE_PLACEHOLDER = '%CSP_NONCE%';
