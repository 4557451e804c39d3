import { apiGet } from '@enlace/shared/api';
import { useResource } from '@enlace/shared/query';
import type { Dashboard } from '@enlace/shared/domain';
import { queryKeys } from '../../../api/query-keys';

/** `GET /api/dashboard`: the intranet home's figures (docs/contracts.md, "The intranet home's figures"). */
export type { Dashboard };

export const getDashboard = (from: string, to: string): Promise<Dashboard> =>
  apiGet<Dashboard>('dashboard', { from, to });

export const useDashboard = (from: string, to: string) =>
  useResource([...queryKeys.dashboard, from, to], () => getDashboard(from, to));
