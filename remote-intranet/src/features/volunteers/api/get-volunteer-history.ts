import { apiGet } from '@enlace/shared/api';
import type { VolunteerStatusChange } from '@enlace/shared/contracts';
import type { Collection } from '@enlace/shared/domain';
import { useCollection } from '../../../hooks/use-collection';
import { queryKeys } from '../../../api/query-keys';

export const VOLUNTEER_HISTORY_PER_PAGE = 10;

/** `GET /api/volunteers/{id}/history`: newest first. */
export const getVolunteerHistory = (id: number, page: number) =>
  apiGet<Collection<VolunteerStatusChange>>(`volunteers/${id}/history`, {
    page: String(page),
    itemsPerPage: String(VOLUNTEER_HISTORY_PER_PAGE),
  });

/** `version` changes when the record changed (a validation, a status saved), so the history reads again. */
export const useVolunteerHistory = (id: number, page: number, version: string) =>
  useCollection([...queryKeys.volunteers.detail(id), 'history', page, version], () =>
    getVolunteerHistory(id, page),
  );
