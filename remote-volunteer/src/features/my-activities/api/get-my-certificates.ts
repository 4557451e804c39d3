import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiDownload, apiGet } from '@enlace/shared/api';
import type { Certificate, Collection } from '@enlace/shared/domain';
import { saveFile } from '@enlace/shared/ui';
import { usePagedList } from '../../../hooks/use-paged-list';
import { queryKeys } from '../../../api/query-keys';

/** A certificate issued for the volunteer (docs/contracts.md, "Certificates of volunteering"), as the contract describes it. */
export type MyCertificate = Certificate;

/** `GET /api/me/certificates?page=`: the certificates issued, newest first. */
export const getMyCertificates = (page: number): Promise<Collection<MyCertificate>> =>
  apiGet<Collection<MyCertificate>>('me/certificates', { page: String(page) });

/** The certificates page after page. */
export const useMyCertificates = () =>
  usePagedList(queryKeys.myCertificates, (page) => getMyCertificates(page));

/** After issuing one: the list reads its pages again, the new certificate first, the shown ones staying meanwhile. */
export function useRefreshMyCertificates() {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: queryKeys.myCertificates }),
    [queryClient],
  );
}

/** Downloads a certificate's PDF (`file`, an address under /api) and saves it under the server's name. */
export async function downloadMyCertificate(certificate: MyCertificate): Promise<void> {
  const file = await apiDownload(certificate.file.replace(/^\/api\//, ''));
  saveFile(file.blob, file.filename ?? `${certificate.reference}.pdf`);
}
