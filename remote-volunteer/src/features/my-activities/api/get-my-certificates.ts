import { apiDownload, apiGet } from '@enlace/shared/api';
import type { Collection } from '@enlace/shared/domain';
import { saveFile } from '@enlace/shared/ui';
import { usePagedList } from '../../../hooks/use-paged-list';

/** A certificate issued for the volunteer (docs/contracts.md, "Certificates of volunteering"). */
export type MyCertificate = {
  '@id': string;
  id: number;
  reference: string;
  from: string | null;
  to: string | null;
  sessions: number;
  totalMinutes: number;
  issuedAt: string;
  file: string;
};

/** `GET /api/me/certificates?page=`: the certificates issued, newest first. */
export const getMyCertificates = (page: number): Promise<Collection<MyCertificate>> =>
  apiGet<Collection<MyCertificate>>('me/certificates', { page: String(page) });

/** The certificates page after page; a new `version` (one just issued) reads them again from the first. */
export const useMyCertificates = (version: number) =>
  usePagedList(`my-certificates-${version}`, (page) => getMyCertificates(page));

/** Downloads a certificate's PDF (`file`, an address under /api) and saves it under the server's name. */
export async function downloadMyCertificate(certificate: MyCertificate): Promise<void> {
  const file = await apiDownload(certificate.file.replace(/^\/api\//, ''));
  saveFile(file.blob, file.filename ?? `${certificate.reference}.pdf`);
}
