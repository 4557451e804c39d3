import { apiGet } from '@enlace/shared/api';
import type { Volunteer } from '@enlace/shared/domain';
import { useResource } from '@enlace/shared/query';
import { queryKeys } from '../../../api/query-keys';

/** A volunteer as the detail screen reads it: with the name of the staff member who validated them. */
export type VolunteerDetail = Volunteer & { validatedByName?: string | null };

/** `GET /api/volunteers/{id}`; 404 for an unknown id or another tenant's volunteer. */
export const getVolunteer = (id: string): Promise<VolunteerDetail> =>
  apiGet<VolunteerDetail>(`volunteers/${encodeURIComponent(id)}`);

export const useVolunteer = (id: string) =>
  useResource(queryKeys.volunteers.detail(id), () => getVolunteer(id));
