import { apiGet } from '@enlace/shared/api';
import type { StaffMember } from '@enlace/shared/domain';
import { useResource } from '@enlace/shared/query';
import type { StaffKind } from '../../../config/paths';
import { STAFF_KINDS } from '../staff-kinds';
import { queryKeys } from '../../../api/query-keys';

/** `GET /api/employees/{id}` or `GET /api/coordinators/{id}`; 404 for an unknown id, another list's or tenant's. */
export const getStaffMember = (kind: StaffKind, id: string): Promise<StaffMember> =>
  apiGet<StaffMember>(`${STAFF_KINDS[kind].apiPath}/${encodeURIComponent(id)}`);

export const useStaffMember = (kind: StaffKind, id: string) =>
  useResource(queryKeys.staff(kind).detail(id), () => getStaffMember(kind, id));
