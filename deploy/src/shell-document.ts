import { PAGE_BOOT_DATA_ID } from '@enlace/api';
import { CSP_NONCE_PLACEHOLDER } from './csp-nonce-placeholder.ts';

/**
 * JSON that can stand inside a `<script>` element: no text in it (an organisation's texts, say) can close the
 * element or open a comment, and the line separators JavaScript once refused are escaped too.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The shell's index.html as a function of the nonce of the response's Content-Security-Policy and of the page's
 * boot data: the build left a placeholder on its script tags and in `<meta property="csp-nonce">`, where the shell
 * reads it (for the scripts webpack inserts, emotion's and the toasts' style elements). The boot data (the
 * tenant's configuration and remotes registry) goes in a JSON script element in the head, which the shell reads
 * instead of requesting them; without it the shell requests them.
 */
export function shellDocument(html: string): (nonce: string, bootData?: unknown) => string {
  const parts = html.split(CSP_NONCE_PLACEHOLDER);
  if (parts.length < 2 || (!html.includes('property="csp-nonce"') && !html.includes('property=csp-nonce'))) {
    throw new Error(
      'The shell\'s index.html has no CSP nonce placeholder (<meta property="csp-nonce">): rebuild the shell.',
    );
  }
  if (!html.includes('</head>')) throw new Error("The shell's index.html has no </head>: rebuild the shell.");
  // The gateway makes nonces of base64url characters only: they need no escaping in an attribute.
  return (nonce, bootData) => {
    const page = parts.join(nonce);
    if (bootData === undefined) return page;
    const element = `<script type="application/json" id="${PAGE_BOOT_DATA_ID}">${scriptSafeJson(bootData)}</script>`;
    return page.replace('</head>', `${element}</head>`);
  };
}
