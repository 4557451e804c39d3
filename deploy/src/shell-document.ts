import { CSP_NONCE_PLACEHOLDER } from './csp-nonce-placeholder.ts';

/**
 * The shell's index.html as a function of the nonce of the response's Content-Security-Policy: the build left
 * a placeholder on its script tags and in `<meta property="csp-nonce">`, where the shell reads it (for the
 * scripts webpack inserts, emotion's and the toasts' style elements).
 */
export function shellDocument(html: string): (nonce: string) => string {
  const parts = html.split(CSP_NONCE_PLACEHOLDER);
  if (parts.length < 2 || (!html.includes('property="csp-nonce"') && !html.includes('property=csp-nonce'))) {
    throw new Error(
      'The shell\'s index.html has no CSP nonce placeholder (<meta property="csp-nonce">): rebuild the shell.',
    );
  }
  // The gateway makes nonces of base64url characters only: they need no escaping in an attribute.
  return (nonce) => parts.join(nonce);
}
