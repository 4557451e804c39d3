/**
 * The legal documents of the public area, in the footer's order, by their key under `legal` in the public
 * namespace; each path is relative to `/` (spec §2; the data processing agreement's is ours).
 */
export const LEGAL_DOCUMENT_PATHS = {
  terms: 'terms-and-conditions',
  privacy: 'privacy-policy',
  cookies: 'cookie-policy',
  dataProcessing: 'data-processing-agreement',
} as const;

export type LegalDocumentKey = keyof typeof LEGAL_DOCUMENT_PATHS;
