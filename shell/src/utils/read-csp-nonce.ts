/**
 * The nonce of this page's Content-Security-Policy, which the gateway writes into
 * `<meta property="csp-nonce" nonce="…">` on every request; undefined where the page has none (tests, a
 * standalone build). Read through the `nonce` property: browsers hide the attribute once the page has loaded.
 */
export function readCspNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}
