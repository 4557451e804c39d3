import type { CertificateRow } from '../../../plugins/repositories/certificates-repository';
import { notFound } from '../../../lib/http-error';
import { nullableString } from '../../../lib/schemas';

// The certificates' resources (docs/adr/0073-certificates-of-volunteering.md): the same member for the volunteer's
// own list and for staff's, each at its own address (the volunteer's under /api/me, staff's under the volunteer).

export const certificateNotFound = () => notFound('El certificado no existe.');

/** Certificates per page of the lists. */
export const CERTIFICATES_PER_PAGE = 20;

/** The body of an issue: the period, both ends optional (calendar days, both included). */
export const certificatePeriodBodySchema = {
  type: 'object',
  properties: {
    from: { type: ['string', 'null'], maxLength: 40, examples: ['2026-01-01'] },
    to: { type: ['string', 'null'], maxLength: 40, examples: ['2026-12-31'] },
  },
} as const;

/** `{file}` of a PDF's address: the certificate's id and `.pdf`. */
export const certificateFileParams = (extra: Record<string, object> = {}) =>
  ({
    type: 'object',
    required: ['file', ...Object.keys(extra)],
    properties: { ...extra, file: { type: 'string', pattern: '^[1-9][0-9]{0,9}\\.pdf$' } },
  }) as const;

export const certificateIdOfFile = (file: string) => Number(file.replace(/\.pdf$/, ''));

export const certificatePdfResponse = {
  description: 'El certificado en PDF, tal como se emitió',
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
} as const;

export const certificateSchema = {
  type: 'object',
  properties: {
    '@context': { type: 'string' },
    '@id': { type: 'string' },
    '@type': { type: 'string' },
    id: { type: 'integer' },
    reference: { type: 'string', description: 'La referencia impresa en el certificado (ENL-año-XXXX-XXXX)' },
    from: {
      ...nullableString,
      description: 'Primer día del periodo pedido (incluido); null: desde el principio',
    },
    to: {
      ...nullableString,
      description: 'Último día del periodo pedido (incluido); null: hasta el día de emisión',
    },
    sessions: { type: 'integer' },
    totalMinutes: { type: 'integer' },
    language: { type: 'string', enum: ['es', 'en', 'ca'] },
    sha256: { type: 'string', description: 'SHA-256 (hex) del PDF emitido' },
    issuedAt: { type: 'string' },
    issuedBy: {
      type: ['object', 'null'],
      properties: {
        '@id': { type: 'string' },
        '@type': { type: 'string' },
        name: { type: 'string' },
        surname: { type: 'string' },
      },
    },
    volunteer: {
      type: 'object',
      properties: {
        '@id': { type: 'string' },
        '@type': { type: 'string' },
        id: { type: 'integer' },
        name: { type: 'string' },
        surname: { type: 'string' },
      },
    },
    file: { type: 'string', description: 'La dirección del PDF' },
  },
} as const;

/** A certificate as the API answers it, at `base` (its list's address: `/api/me/certificates`, …). */
export function toCertificateResource(row: CertificateRow, base: string, withContext = false) {
  return {
    ...(withContext ? { '@context': '/api/contexts/Certificate' } : {}),
    '@id': `${base}/${row.id}`,
    '@type': 'Certificate',
    id: row.id,
    reference: row.reference,
    from: row.period_from,
    to: row.period_to,
    sessions: row.sessions,
    totalMinutes: row.total_minutes,
    language: row.language,
    sha256: row.sha256,
    issuedAt: row.issued_at,
    issuedBy:
      row.issued_by_id === null
        ? null
        : {
            '@id': `/api/users/${row.issued_by_id}`,
            '@type': 'User',
            name: row.issued_by_name ?? '',
            surname: row.issued_by_surname ?? '',
          },
    volunteer: {
      '@id': `/api/volunteers/${row.user_id}`,
      '@type': 'Volunteer',
      id: row.user_id,
      name: row.user_name,
      surname: row.user_surname,
    },
    file: `${base}/${row.id}.pdf`,
  };
}

/** The list address of a volunteer's certificates for staff. */
export const volunteerCertificatesIri = (volunteerId: number) =>
  `/api/volunteers/${volunteerId}/certificates`;
export const MY_CERTIFICATES_IRI = '/api/me/certificates';
