import type { Certificate } from '@enlace/shared/contracts';
import type { CertificateRow } from '../../../plugins/repositories/certificates-repository';
import { notFound } from '../../../lib/http-error';

// The certificates' resources (docs/adr/0073-certificates-of-volunteering.md): the same member for the volunteer's
// own list and for staff's, each at its own address (the volunteer's under /api/me, staff's under the volunteer).

export const certificateNotFound = () => notFound('El certificado no existe.');

/** Certificates per page of the lists. */
export const CERTIFICATES_PER_PAGE = 20;

export const certificatePdfResponse = {
  description: 'El certificado en PDF, tal como se emitió',
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
} as const;

/** A certificate as a list answers it, at `base` (its list's address: `/api/me/certificates`, …). */
export function toCertificateResource(row: CertificateRow, base: string): Certificate {
  return {
    '@id': `${base}/${row.id}`,
    '@type': 'Certificate',
    id: row.id,
    reference: row.reference,
    from: row.period_from,
    to: row.period_to,
    sessions: row.sessions,
    totalMinutes: row.total_minutes,
    language: row.language as Certificate['language'],
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

/** A certificate as its issue answers it: the resource itself, with its `@context`. */
export const toIssuedCertificateResource = (
  row: CertificateRow,
  base: string,
): Certificate & { '@context': string } => ({
  '@context': '/api/contexts/Certificate',
  ...toCertificateResource(row, base),
});

/** The list address of a volunteer's certificates for staff. */
export const volunteerCertificatesIri = (volunteerId: number) =>
  `/api/volunteers/${volunteerId}/certificates`;
export const MY_CERTIFICATES_IRI = '/api/me/certificates';
