import { apiPost } from '@enlace/shared/api';
import type { CertificatePeriodBody } from '@enlace/shared/contracts';
import type { VolunteerCertificate } from './get-volunteer-certificates';

/** The period as the form holds it: empty ends are left open. */
export type CertificatePeriodValues = { from: string; to: string };

/** The form's values as sent: an empty end is not sent. */
export const certificatePeriodBody = ({ from, to }: CertificatePeriodValues): CertificatePeriodBody => ({
  ...(from ? { from } : {}),
  ...(to ? { to } : {}),
});

/** The shared rule the form and the API run (docs/adr/0073-certificates-of-volunteering.md), loaded on first use. */
export const certificatePeriodSchema = () =>
  import('@enlace/shared/domain').then((domain) => domain.certificatePeriodSchema);

/** `POST /api/volunteers/{id}/certificates`: issues and stores the volunteer's certificate for the period. */
export const issueVolunteerCertificate = (volunteerId: number, values: CertificatePeriodValues) =>
  apiPost<VolunteerCertificate>(`volunteers/${volunteerId}/certificates`, certificatePeriodBody(values));
