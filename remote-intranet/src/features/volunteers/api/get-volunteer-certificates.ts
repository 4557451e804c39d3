import { apiDownload, apiGet } from '@enlace/shared/api';
import type { Certificate, Collection } from '@enlace/shared/domain';
import { saveFile } from '@enlace/shared/ui';
import { useCollection } from '../../../hooks/use-collection';
import { queryKeys } from '../../../api/query-keys';

/** A certificate issued for a volunteer (docs/contracts.md, "Certificates of volunteering"), as the contract describes it. */
export type VolunteerCertificate = Certificate;

export const CERTIFICATES_PER_PAGE = 10;

/** `GET /api/volunteers/{id}/certificates`: newest first. */
export const getVolunteerCertificates = (volunteerId: number) =>
  apiGet<Collection<VolunteerCertificate>>(`volunteers/${volunteerId}/certificates`, {
    itemsPerPage: String(CERTIFICATES_PER_PAGE),
  });

/** `version` changes when one is issued, so the list reads again. */
export const useVolunteerCertificates = (volunteerId: number, version: number) =>
  useCollection([...queryKeys.volunteers.detail(volunteerId), 'certificates', version], () =>
    getVolunteerCertificates(volunteerId),
  );

/** Downloads a certificate's PDF (`file`, an address under /api) and saves it under the server's name. */
export async function downloadCertificate(certificate: VolunteerCertificate): Promise<void> {
  const file = await apiDownload(certificate.file.replace(/^\/api\//, ''));
  saveFile(file.blob, file.filename ?? `${certificate.reference}.pdf`);
}
